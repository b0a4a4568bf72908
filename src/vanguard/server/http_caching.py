"""How long browsers may keep what the server sends, and compression of text responses.

Static client files are revalidated on every use (`no-cache` with the ETag that
`StaticFiles` already sends, so an unchanged file costs a 304 and no body); a request that
names a version (`?v=`) may keep the file for a year. The card pool and the catalogues change
only with a new server version, so they may be reused for a few minutes. Everything else
(accounts, live matches, the WebSocket) is left as the handlers say.
"""

from __future__ import annotations

from starlette.datastructures import MutableHeaders
from starlette.middleware import Middleware
from starlette.middleware.gzip import GZipMiddleware
from starlette.types import ASGIApp, Message, Receive, Scope, Send

STATIC_REVALIDATE = "no-cache"
STATIC_VERSIONED = "public, max-age=31536000, immutable"
POOL_DATA = "public, max-age=300"
POOL_PREFIXES = ("/api/cards", "/api/i18n/")
GZIP_MINIMUM_BYTES = 500


def cache_control(path: str, query: str) -> str | None:
    """The Cache-Control a GET of `path` gets, or None to leave the response as it is."""
    if path.startswith(POOL_PREFIXES):
        return POOL_DATA
    if path.startswith("/api/") or path in ("/ws", "/health"):
        return None
    if any(part.startswith("v=") for part in query.split("&")):
        return STATIC_VERSIONED
    return STATIC_REVALIDATE


class CachePolicy:
    """Adds Cache-Control to successful GET/HEAD responses that have none."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] not in ("GET", "HEAD"):
            await self.app(scope, receive, send)
            return
        policy = cache_control(scope["path"], scope.get("query_string", b"").decode("latin-1"))

        async def send_with_policy(message: Message) -> None:
            if policy is not None and message["type"] == "http.response.start":
                status = message["status"]
                headers = MutableHeaders(scope=message)
                if (status < 300 or status == 304) and "cache-control" not in headers:
                    headers["Cache-Control"] = policy
            await send(message)

        await self.app(scope, receive, send_with_policy)


MIDDLEWARE = [
    Middleware(GZipMiddleware, minimum_size=GZIP_MINIMUM_BYTES),
    Middleware(CachePolicy),
]
"""Outermost first: responses are given their caching headers, then compressed."""
