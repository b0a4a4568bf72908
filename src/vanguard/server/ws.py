"""The `/ws` endpoint: one loop per client that reads, limits, validates and dispatches.

Nothing a client sends can stop this loop or the server: every message passes the size
limit, the rate limit and the schema first, every handler runs inside one `try`, and any
failure becomes an `error` message. Messages of one connection are handled one at a time, in
the order sent.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from starlette.websockets import WebSocket, WebSocketDisconnect

from vanguard.server import messages
from vanguard.server.auth import SESSION_COOKIE
from vanguard.server.connection import CLOSE_POLICY, Connection
from vanguard.server.context import ServerContext
from vanguard.server.guards import client_address
from vanguard.server.handlers import HANDLERS, hello
from vanguard.server.protocol import (
    MAX_MESSAGE_BYTES,
    ErrorCode,
    Refusal,
    message_type,
    parse_client_message,
)
from vanguard.server.ratelimit import TokenBucket
from vanguard.server.web_security import same_origin

log = logging.getLogger("vanguard.server")


def session_cookie(websocket: WebSocket, behind_proxy: bool = False) -> str | None:
    """The session cookie, unless the page that opened the socket is another site's.

    A browser sends cookies with a cross-site WebSocket too; such a page must not act as the
    logged-in user (it still plays, as a guest). The page's origin must equal this server's:
    scheme, host and port (an `http` page does not speak for an `https` site). Non-browser
    clients send no Origin.
    """
    cookie = websocket.cookies.get(SESSION_COOKIE)
    origin = websocket.headers.get("origin")
    if cookie and origin:
        scheme = websocket.scope.get("scheme", "ws")
        if not same_origin(origin, scheme, websocket.headers, behind_proxy):
            return None
    return cookie


async def handle_text(ctx: ServerContext, conn: Connection, text: str, cookie: str | None) -> None:
    """Everything that happens to one text frame; never raises."""
    if not conn.bucket.take():
        conn.flood_streak += 1
        conn.send(messages.error(ErrorCode.RATE_LIMITED, "too many messages; slow down"))
        if conn.flood_streak >= ctx.settings.flood_close_after:
            conn.close(CLOSE_POLICY, "flooding")
        return
    # One accepted message outweighs one refusal, not all of them: a client that keeps
    # sending faster than its limit gets a token now and then, and is still closed.
    conn.flood_streak = max(0, conn.flood_streak - 1)
    ref: str | None = None
    try:
        message = parse_client_message(text)
        ref = message.type
        if message.type == "hello":
            await hello(ctx, conn, message, cookie)
        else:
            await HANDLERS[message.type](ctx, conn, message)
    except Refusal as refusal:
        if ref is None and len(text) <= MAX_MESSAGE_BYTES:
            ref = message_type(text)
        conn.send(messages.error(refusal.code, refusal.message, ref, **refusal.extra))
    except Exception:
        log.exception("unexpected failure handling a %s message from %r", ref, conn)
        conn.send(messages.error(ErrorCode.INTERNAL, "the server failed on this message", ref))


async def _disconnected(ctx: ServerContext, conn: Connection) -> None:
    if conn.identity is not None and ctx.presence.remove(conn):
        if ctx.cluster is not None:
            await ctx.cluster.lobby.leave(conn.identity.key)
        else:
            ctx.lobby.leave(conn.identity.key)
    await ctx.router.detach(conn)


async def websocket_endpoint(websocket: WebSocket) -> None:
    ctx: ServerContext = websocket.app.state.server
    settings = ctx.settings
    await websocket.accept()
    conn = Connection(
        websocket,
        TokenBucket(settings.rate_per_second, settings.rate_burst),
        settings.outbox_limit,
        settings.outbox_bytes_limit,
        TokenBucket(settings.full_state_per_second, settings.full_state_burst),
    )
    conn.address = client_address(websocket, settings.behind_proxy)
    cookie = session_cookie(websocket, settings.behind_proxy)
    writer = asyncio.create_task(conn.run_writer(), name=f"vanguard-writer-{conn.id}")
    try:
        while not conn.closed:
            frame = await websocket.receive()
            if frame["type"] == "websocket.disconnect":
                break
            text = frame.get("text")
            if text is None:
                conn.send(messages.error(ErrorCode.BAD_MESSAGE, "send JSON in text frames"))
                continue
            await handle_text(ctx, conn, text, cookie)
    except (WebSocketDisconnect, RuntimeError):
        pass  # the client went away between two frames
    finally:
        try:
            await _disconnected(ctx, conn)
        except Exception:
            log.exception("cleanup after %r failed", conn)
        conn.close(1000, "bye")
        with contextlib.suppress(asyncio.TimeoutError, Exception):
            await asyncio.wait_for(writer, timeout=1.0)
        writer.cancel()
