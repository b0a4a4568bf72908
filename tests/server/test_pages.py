"""The front page, /health and the replay endpoint's refusals."""

from __future__ import annotations

from pathlib import Path

from server_kit import make_settings
from starlette.testclient import TestClient

from vanguard.server import create_app


def test_health_reports_status_version_and_live_matches(http: TestClient) -> None:
    body = http.get("/health").json()
    assert body["status"] == "ok"
    assert body["version"]
    assert body["live_matches"] == 0


def test_the_front_page_says_the_server_is_up_without_a_browser_client(
    http: TestClient,
) -> None:
    page = http.get("/")
    assert page.status_code == 200
    assert "text/html" in page.headers["content-type"]
    assert "/health" in page.text and "is up" in page.text


def test_the_browser_client_is_served_when_present(tmp_path: Path, db_url: str) -> None:
    static = tmp_path / "static"
    static.mkdir()
    (static / "index.html").write_text("<h1>client</h1>")
    (static / "app.js").write_text("console.log(1)")
    settings = make_settings(db_url, static_dir=static)
    with TestClient(create_app(settings)) as http:
        assert http.get("/").text == "<h1>client</h1>"
        assert http.get("/app.js").text == "console.log(1)"
        assert http.get("/health").json()["status"] == "ok"


def test_unknown_paths_and_replays_answer_json_errors(http: TestClient) -> None:
    missing = http.get("/api/replays/nope")
    assert missing.status_code == 404
    assert missing.json()["error"]["code"] == "NOT_FOUND"
    # An id no match can have (PostgreSQL text holds no NUL) is just as missing.
    assert http.get("/api/replays/no%00pe").json()["error"]["code"] == "NOT_FOUND"
    # Replay views need someone (a session or guest token) before any lookup.
    views = http.get("/api/replays/no%00pe/views")
    assert views.status_code == 401 and views.json()["error"]["code"] == "NOT_LOGGED_IN"
    assert http.get("/no/such/page").json()["error"]["code"] == "NOT_FOUND"
    assert http.put("/api/me").status_code == 405
