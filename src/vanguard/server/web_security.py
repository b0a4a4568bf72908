"""Same-origin rules for browsers: which page may act with the session cookie, and the
security headers of every HTTP answer.

A browser sends the session cookie with a request from any site's page. A cookie-carrying
POST or DELETE whose `Origin` is another site is refused (403), so no page elsewhere can log
a user in or out, save or delete their decks. A WebSocket opened by another site's page is
not the user (it plays as a guest). The origin a request is compared with is this server's
own: its scheme, host and port (behind a reverse proxy started with `behind_proxy`, the
`X-Forwarded-Proto` and `X-Forwarded-Host` the proxy sets).

Every answer carries a Content-Security-Policy that allows only this origin's scripts, styles
and connections (the browser client is plain ES modules with no inline code), and forbids
framing, content-type sniffing and sending the full address as referrer.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from urllib.parse import urlsplit

import orjson
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from vanguard.server.auth import SESSION_COOKIE

UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
_DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}
#: The web scheme of each connection scheme: a `wss` socket belongs to an `https` page.
_WEB_SCHEME = {"ws": "http", "wss": "https", "http": "http", "https": "https"}


def _origin_tuple(scheme: str, netloc: str) -> tuple[str, str, int] | None:
    scheme = scheme.lower()
    try:
        parts = urlsplit(f"{scheme}://{netloc}")
        host, port = parts.hostname, parts.port
    except ValueError:
        return None
    if not host or scheme not in _DEFAULT_PORTS:
        return None
    return scheme, host.lower(), port or _DEFAULT_PORTS[scheme]


def own_origin(
    scheme: str, headers: Mapping[str, str], behind_proxy: bool
) -> tuple[str, str, int] | None:
    """This server's origin as the client reached it: (scheme, host, port)."""
    host = headers.get("host", "")
    web_scheme = _WEB_SCHEME.get(scheme, "http")
    if behind_proxy:
        forwarded_proto = headers.get("x-forwarded-proto", "").split(",")[0].strip().lower()
        if forwarded_proto in ("http", "https"):
            web_scheme = forwarded_proto
        forwarded_host = headers.get("x-forwarded-host", "").split(",")[0].strip()
        if forwarded_host:
            host = forwarded_host
    return _origin_tuple(web_scheme, host)


def same_origin(origin: str, scheme: str, headers: Mapping[str, str], behind_proxy: bool) -> bool:
    """Whether an `Origin` header names this server: scheme, host and port all equal."""
    try:
        parts = urlsplit(origin)
    except ValueError:
        return False
    theirs = _origin_tuple(parts.scheme, parts.netloc)
    ours = own_origin(scheme, headers, behind_proxy)
    return theirs is not None and theirs == ours


def _has_session_cookie(headers: Mapping[str, str]) -> bool:
    return any(
        part.strip().startswith(f"{SESSION_COOKIE}=")
        for part in headers.get("cookie", "").split(";")
    )


def _csp(headers: Mapping[str, str], scheme: str, behind_proxy: bool) -> str:
    origin = own_origin(scheme, headers, behind_proxy)
    sockets = ""
    if origin is not None:
        _, host, port = origin
        where = host if ":" not in host else f"[{host}]"
        sockets = f" ws://{where}:{port} wss://{where}:{port}"
    return (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        f"font-src 'self'; connect-src 'self'{sockets}; object-src 'none'; "
        "base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
    )


def _decoded(raw: Iterable[tuple[bytes, bytes]]) -> dict[str, str]:
    return {key.decode("latin-1").lower(): value.decode("latin-1") for key, value in raw}


class WebSecurity:
    """ASGI middleware: refuse cross-site cookie-carrying changes, add security headers."""

    def __init__(self, app: ASGIApp, behind_proxy: bool = False) -> None:
        self.app = app
        self.behind_proxy = behind_proxy

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = _decoded(scope.get("headers", ()))
        scheme = scope.get("scheme", "http")
        origin = headers.get("origin")
        if (
            scope["method"] in UNSAFE_METHODS
            and _has_session_cookie(headers)
            and origin is not None
            and not same_origin(origin, scheme, headers, self.behind_proxy)
        ):
            await self._forbidden(send)
            return
        extra = [
            (b"content-security-policy", _csp(headers, scheme, self.behind_proxy).encode()),
            (b"x-frame-options", b"DENY"),
            (b"x-content-type-options", b"nosniff"),
            (b"referrer-policy", b"same-origin"),
        ]

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []), *extra]}
            await send(message)

        await self.app(scope, receive, with_headers)

    @staticmethod
    async def _forbidden(send: Send) -> None:
        body = orjson.dumps(
            {
                "error": {
                    "code": "FORBIDDEN_ORIGIN",
                    "message": "another site's page may not act with this site's login",
                }
            }
        )
        await send(
            {
                "type": "http.response.start",
                "status": 403,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})
