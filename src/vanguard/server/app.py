"""Building the ASGI application: routes, error handlers, and the startup/shutdown sequence.

Startup opens the database, applies migrations (a fresh database gets its schema here),
rebuilds every unfinished match, starts the clock watchdog and hands garbage collection to
`collector` (start-up objects frozen, full collections only at quiet moments) and shortens
the interpreter's switch interval (the database thread's commits wait less for the lock),
all before the first client is served. Shutdown stops the background work; it writes
nothing, so a killed server and a stopped one leave the same database behind.
"""

from __future__ import annotations

import logging
import math
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import BaseRoute, Mount, WebSocketRoute
from starlette.staticfiles import StaticFiles

from vanguard.server import http_accounts, http_client_data, http_decks, http_live, http_pages
from vanguard.server.arena import Arena
from vanguard.server.collector import QuietCollector
from vanguard.server.context import ServerContext
from vanguard.server.database import Database, migrate, normalize_url, open_engine
from vanguard.server.guards import Guards
from vanguard.server.http_caching import MIDDLEWARE
from vanguard.server.http_common import HttpRefusal, error_response
from vanguard.server.lobby import Lobby
from vanguard.server.presence import Presence
from vanguard.server.process_settings import serving
from vanguard.server.router import LocalRouter, MatchRouter
from vanguard.server.settings import ServerSettings
from vanguard.server.store import Store
from vanguard.server.web_security import WebSecurity
from vanguard.server.ws import websocket_endpoint

log = logging.getLogger("vanguard.server")


async def _refused(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, HttpRefusal)
    response = error_response(exc.status, exc.code, exc.message, **exc.extra)
    retry_after = exc.extra.get("retry_after")
    if isinstance(retry_after, int | float):
        response.headers["Retry-After"] = str(max(1, math.ceil(retry_after)))
    return response


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, HTTPException)
    code = {404: "NOT_FOUND", 405: "METHOD_NOT_ALLOWED", 413: "TOO_LARGE"}.get(
        exc.status_code, "BAD_REQUEST"
    )
    return error_response(exc.status_code, code, str(exc.detail))


async def _crashed(request: Request, exc: Exception) -> JSONResponse:
    log.error("unexpected failure on %s %s", request.method, request.url.path, exc_info=exc)
    return error_response(500, "INTERNAL", "the server failed on this request")


def create_app(settings: ServerSettings | None = None) -> Starlette:
    """The server as an ASGI app; nothing is opened until the app's lifespan starts."""
    settings = settings or ServerSettings()
    url = normalize_url(settings.db_url)

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        engine = open_engine(url)
        db = Database.for_engine(engine)
        try:
            await db.run(migrate, engine)
            store = Store(engine)
            presence = Presence()
            arena = Arena(settings, store, db, presence)
            lobby = Lobby(arena, presence, settings.default_clock_seconds)
            guards = Guards.from_settings(settings)
            cluster = None
            router: MatchRouter = LocalRouter(arena)
            if settings.redis_url is not None:
                from vanguard.server.cluster.node import Cluster

                cluster = Cluster(settings, arena, store, db, presence)
                router = cluster.router
            app.state.server = ServerContext(
                settings, store, db, presence, arena, lobby, guards, router, cluster
            )
            await arena.start(recover=cluster is None)
            if cluster is not None:
                await cluster.start()
            collector = QuietCollector(lambda: arena.last_decision_at)
            collector.start()
            try:
                with serving():
                    yield
            finally:
                await collector.stop()
                if cluster is not None:
                    await cluster.stop()
                await arena.stop()
                guards.close()
        finally:
            db.close()
            engine.dispose()

    routes: list[BaseRoute] = [
        *http_pages.ROUTES,
        *http_accounts.ROUTES,
        *http_client_data.ROUTES,  # before http_decks: /api/decks/starter is not a deck id
        *http_decks.ROUTES,
        *http_live.ROUTES,
        WebSocketRoute("/ws", websocket_endpoint),
    ]
    if settings.static_dir.is_dir():
        routes.append(Mount("/", StaticFiles(directory=settings.static_dir, html=True)))
    return Starlette(
        routes=routes,
        lifespan=lifespan,
        middleware=[*MIDDLEWARE, Middleware(WebSecurity, behind_proxy=settings.behind_proxy)],
        exception_handlers={
            HttpRefusal: _refused,
            HTTPException: _http_error,
            Exception: _crashed,
        },
    )
