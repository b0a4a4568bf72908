"""Accounts over HTTP: register, log in, log out, and who am I (PROTOCOL.md, Identity).

Guessing is made slow: wrong passwords lock the client address out for longer and longer
(429 with `Retry-After`), registrations are limited per address (a taken name tells that an
account exists), and argon2 runs on a small pool with a short queue, so a burst of logins
costs a few hashes at a time, never one 64 MiB hash per request at once.
"""

from __future__ import annotations

import math
from datetime import timedelta
from typing import Any

from pydantic import BaseModel, ConfigDict
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from vanguard.server import auth
from vanguard.server.connection import CLOSE_LOGGED_OUT
from vanguard.server.http_common import (
    HttpRefusal,
    address,
    context,
    current_user,
    error_response,
    read_model,
)
from vanguard.server.identity import Identity
from vanguard.server.offload import WorkerBusy
from vanguard.server.store import NameTaken, UserRow, utcnow


class Credentials(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    name: str
    password: str


def _user_json(user: UserRow | None) -> dict[str, Any]:
    return {"user": None if user is None else {"name": user.name, "guest": False}}


async def _in_thread(request: Request, function: Any, *args: Any) -> Any:
    """argon2 is deliberately slow: run it on the password pool, off the event loop."""
    try:
        return await context(request).guards.password_worker.run(function, *args)
    except WorkerBusy:
        raise HttpRefusal(
            503, "BUSY", "too many logins at once; try again in a moment", retry_after=1
        ) from None


def _too_many(message: str, wait: float) -> HttpRefusal:
    seconds = max(1, math.ceil(wait))
    return HttpRefusal(
        429, "RATE_LIMITED", f"{message}; try again in {seconds} s", retry_after=seconds
    )


async def _signed_in(request: Request, user: UserRow, status: int) -> JSONResponse:
    ctx = context(request)
    token = auth.new_token()
    days = ctx.settings.session_days
    await ctx.db.run(
        ctx.store.create_session, user.id, auth.token_digest(token), utcnow() + timedelta(days=days)
    )
    response = JSONResponse(_user_json(user), status_code=status)
    response.set_cookie(
        auth.SESSION_COOKIE,
        token,
        max_age=days * 24 * 3600,
        httponly=True,
        samesite="lax",
        secure=ctx.settings.secure_cookies,
    )
    return response


async def register(request: Request) -> JSONResponse:
    credentials = await read_model(request, Credentials)
    problem = auth.name_problem(credentials.name) or auth.password_problem(
        credentials.password, credentials.name
    )
    if problem is not None:
        return error_response(400, "BAD_REQUEST", problem)
    ctx = context(request)
    where = address(request)
    if not ctx.guards.registrations.take(where):
        raise _too_many("too many accounts registered", ctx.guards.registrations.retry_after(where))
    password_hash = await _in_thread(request, auth.hash_password, credentials.password)
    try:
        user = await ctx.db.run(ctx.store.create_user, credentials.name, password_hash)
    except NameTaken:
        raise HttpRefusal(409, "NAME_TAKEN", f"the name {credentials.name!r} is taken") from None
    return await _signed_in(request, user, 201)


async def login(request: Request) -> JSONResponse:
    credentials = await read_model(request, Credentials)
    ctx = context(request)
    where = address(request)
    wait = ctx.guards.logins.wait(where)
    if wait > 0:
        raise _too_many("too many wrong passwords", wait)
    user = await ctx.db.run(ctx.store.user_by_name, credentials.name)
    stored = None if user is None else user.password_hash
    # Verified even for an unknown name, so the answer takes as long either way.
    matches = await _in_thread(request, auth.verify_password, stored, credentials.password)
    if user is None or not matches:
        ctx.guards.logins.failed(where)
        raise HttpRefusal(401, "BAD_CREDENTIALS", "wrong name or password")
    ctx.guards.logins.succeeded(where)
    if auth.needs_rehash(user.password_hash):
        new_hash = await _in_thread(request, auth.hash_password, credentials.password)
        await ctx.db.run(ctx.store.set_password_hash, user.id, new_hash)
    return await _signed_in(request, user, 200)


async def logout(request: Request) -> JSONResponse:
    """Log out everywhere: every session of the account is revoked, and its open WebSockets
    are closed (a browser reconnects and is then a guest, or logs in again)."""
    ctx = context(request)
    user = await current_user(request)
    if user is not None:
        await ctx.db.run(ctx.store.delete_sessions_of, user.id)
        for connection in ctx.presence.connections(Identity.user(user.id, user.name).key):
            connection.close(CLOSE_LOGGED_OUT, "logged out; reconnect to go on as a guest")
    response = JSONResponse(_user_json(None))
    response.delete_cookie(
        auth.SESSION_COOKIE, httponly=True, samesite="lax", secure=ctx.settings.secure_cookies
    )
    return response


async def me(request: Request) -> JSONResponse:
    return JSONResponse(_user_json(await current_user(request)))


ROUTES = [
    Route("/api/register", register, methods=["POST"]),
    Route("/api/login", login, methods=["POST"]),
    Route("/api/logout", logout, methods=["POST"]),
    Route("/api/me", me, methods=["GET"]),
]
