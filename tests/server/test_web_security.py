"""Browsers: another site's page cannot act with this site's login, every answer carries
security headers, a logout ends every session, and `vanguard serve` can run behind TLS and a
reverse proxy.

The findings: no option marked the cookie Secure; a cookie-carrying POST or DELETE from a
foreign Origin was accepted and JSON endpoints took `text/plain` (login CSRF); the WebSocket
origin check compared hosts only (an `http` page passed for an `https` site), and behind a
proxy that rewrites `Host` every logged-in browser became a guest; logout left other sessions
and the open WebSocket acting as the user; there was no CSP, X-Frame-Options or nosniff.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
from server_kit import Client, FakeTime, LiveServer, make_settings, serve_settings
from starlette.testclient import TestClient
from websockets.exceptions import ConnectionClosed

from vanguard.server import create_app
from vanguard.server.settings import ServerSettings

ALICE = {"name": "alice", "password": "a long story told"}
TD01 = "td01"


@contextmanager
def _logged_in(server: LiveServer) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=server.url) as http:
        assert http.post("/api/register", json=ALICE).status_code == 201
        yield http


def test_cookie_carrying_changes_from_another_site_are_refused(server: LiveServer) -> None:
    with _logged_in(server) as http:
        foreign = {"Origin": "https://evil.example"}
        saved = http.post("/api/decks", content="4x Blaster Blade", headers=foreign)
        assert saved.status_code == 403
        assert saved.json()["error"]["code"] == "FORBIDDEN_ORIGIN"
        assert http.post("/api/logout", json={}, headers=foreign).status_code == 403
        assert http.delete("/api/decks/1", headers=foreign).status_code == 403
        assert http.get("/api/me").json()["user"]["name"] == "alice", "still logged in"

        same = http.post(
            "/api/decks/check", json={"text": "4x Blaster Blade"}, headers={"Origin": server.url}
        )
        assert same.status_code == 200
        no_origin = http.post("/api/decks/check", json={"text": "4x Blaster Blade"})
        assert no_origin.status_code == 200, "programs that are not browsers send no Origin"
        other_port = http.post("/api/logout", json={}, headers={"Origin": "http://127.0.0.1:1"})
        assert other_port.status_code == 403, "same host, other port: another origin"


def test_every_answer_carries_the_security_headers(server: LiveServer) -> None:
    for path in ("/", "/health", "/api/me", "/api/nothing-here"):
        headers = httpx.get(server.url + path).headers
        assert headers["x-frame-options"] == "DENY", path
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["referrer-policy"] == "same-origin"
        csp = headers["content-security-policy"]
        assert "script-src 'self'" in csp and "frame-ancestors 'none'" in csp
        assert f"ws://127.0.0.1:{server.port}" in csp, "the client's own WebSocket is allowed"


def test_the_browser_client_has_no_inline_code_the_policy_would_block() -> None:
    """The CSP allows only this origin's files: the page must not rely on inline scripts,
    inline styles, style attributes or inline event handlers."""
    static = ServerSettings().static_dir
    page = (static / "index.html").read_text(encoding="utf-8")
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", page), "an inline script"
    assert "<style" not in page and " style=" not in page
    assert not re.search(r"\son[a-z]+=", page), "an inline event handler"
    for script in (static / "js").glob("*.js"):
        code = script.read_text(encoding="utf-8")
        assert "eval(" not in code and "new Function" not in code, script.name
        assert 'setAttribute("style"' not in code and "innerHTML" not in code, script.name


def test_json_endpoints_take_only_json(http: TestClient) -> None:
    form = http.post(
        "/api/register",
        content=b'{"name": "alice", "password": "a long story told"}',
        headers={"Content-Type": "text/plain"},
    )
    assert form.status_code == 415
    assert http.get("/api/me").json() == {"user": None}


def test_the_websocket_origin_must_match_scheme_host_and_port(server: LiveServer) -> None:
    with _logged_in(server) as http:
        cookie = http.cookies["vg_session"]
    here = server.url
    assert Client(server, cookie, origin=here).hello()["user"]["guest"] is False
    for other in (
        here.replace("http://", "https://"),
        "http://127.0.0.1:1",
        f"http://localhost.example:{server.port}",
    ):
        assert Client(server, cookie, origin=other).hello()["user"]["guest"] is True, other


def test_logout_ends_every_session_and_closes_the_users_sockets(server: LiveServer) -> None:
    with _logged_in(server) as laptop, httpx.Client(base_url=server.url) as phone:
        assert phone.post("/api/login", json=ALICE).status_code == 200
        socket = Client(server, phone.cookies["vg_session"], origin=server.url)
        assert socket.hello()["user"]["name"] == "alice"
        assert laptop.post("/api/logout", json={}).status_code == 200
        assert phone.get("/api/me").json() == {"user": None}, "the other session is revoked"
        with pytest.raises(ConnectionClosed) as closed:
            socket.recv(timeout=5)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 4001
        again = Client(server, phone.cookies["vg_session"], origin=server.url)
        assert again.hello()["user"]["guest"] is True


@pytest.fixture
def proxied(db_url: str, fake_time: FakeTime) -> Iterator[LiveServer]:
    settings = make_settings(
        db_url,
        time_source=fake_time,
        behind_proxy=True,
        guests_per_second=0.001,
        guests_burst=1,
    )
    live = LiveServer(settings).start()
    yield live
    live.stop()


def test_behind_a_proxy_the_forwarded_origin_and_address_count(proxied: LiveServer) -> None:
    forwarded = {"X-Forwarded-Proto": "https", "X-Forwarded-Host": "play.example"}
    with httpx.Client(base_url=proxied.url, headers=forwarded) as http:
        registered = http.post(
            "/api/register", json=ALICE, headers={"Origin": "https://play.example"}
        )
        assert registered.status_code == 201
        cookie = http.cookies["vg_session"]
    page = {**forwarded, "X-Forwarded-For": "203.0.113.7"}
    user = Client(proxied, cookie, origin="https://play.example", headers=page)
    assert user.hello()["user"]["name"] == "alice"
    plain = Client(proxied, cookie, origin="http://play.example", headers=page)
    assert plain.hello()["user"]["guest"] is True, "an http page does not speak for https"

    # Guests are counted per forwarded address: the proxy's last entry, not the client's.
    assert Client(proxied, headers={"X-Forwarded-For": "198.51.100.1"}).hello()
    spoofer = Client(proxied, headers={"X-Forwarded-For": "10.9.9.9, 198.51.100.1"})
    spoofer.send("hello")
    assert spoofer.expect("error")["code"] == "RATE_LIMITED"
    assert Client(proxied, headers={"X-Forwarded-For": "198.51.100.2"}).hello()


def test_secure_cookies_are_marked_secure(db_url: str) -> None:
    settings = make_settings(db_url, secure_cookies=True)
    with TestClient(create_app(settings), base_url="https://testserver") as http:
        response = http.post("/api/register", json=ALICE)
        assert "Secure" in response.headers["set-cookie"]


def test_serve_has_options_for_tls_and_a_reverse_proxy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings, server = serve_settings(["--secure-cookies", "--behind-proxy"], tmp_path, monkeypatch)
    assert settings.secure_cookies and settings.behind_proxy
    assert server.config.proxy_headers is False
