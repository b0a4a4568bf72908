"""Accounts over HTTP: register, log in, log out, and who am I (PROTOCOL.md, Identity)."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

from pydantic import BaseModel, ConfigDict
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from vanguard.server import auth
from vanguard.server.http_common import (
    HttpRefusal,
    context,
    current_user,
    error_response,
    read_model,
)
from vanguard.server.store import NameTaken, UserRow, utcnow


class Credentials(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    name: str
    password: str


def _user_json(user: UserRow | None) -> dict[str, Any]:
    return {"user": None if user is None else {"name": user.name, "guest": False}}


async def _in_thread(function: Any, *args: Any) -> Any:
    """argon2 is deliberately slow: keep it off the event loop (and off the database thread)."""
    return await asyncio.get_running_loop().run_in_executor(None, function, *args)


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
    problem = auth.name_problem(credentials.name) or auth.password_problem(credentials.password)
    if problem is not None:
        return error_response(400, "BAD_REQUEST", problem)
    ctx = context(request)
    password_hash = await _in_thread(auth.hash_password, credentials.password)
    try:
        user = await ctx.db.run(ctx.store.create_user, credentials.name, password_hash)
    except NameTaken:
        raise HttpRefusal(409, "NAME_TAKEN", f"the name {credentials.name!r} is taken") from None
    return await _signed_in(request, user, 201)


async def login(request: Request) -> JSONResponse:
    credentials = await read_model(request, Credentials)
    ctx = context(request)
    user = await ctx.db.run(ctx.store.user_by_name, credentials.name)
    stored = None if user is None else user.password_hash
    # Verified even for an unknown name, so the answer takes as long either way.
    matches = await _in_thread(auth.verify_password, stored, credentials.password)
    if user is None or not matches:
        raise HttpRefusal(401, "BAD_CREDENTIALS", "wrong name or password")
    if auth.needs_rehash(user.password_hash):
        new_hash = await _in_thread(auth.hash_password, credentials.password)
        await ctx.db.run(ctx.store.set_password_hash, user.id, new_hash)
    return await _signed_in(request, user, 200)


async def logout(request: Request) -> JSONResponse:
    ctx = context(request)
    token = request.cookies.get(auth.SESSION_COOKIE)
    if token:
        await ctx.db.run(ctx.store.delete_session, auth.token_digest(token))
    response = JSONResponse(_user_json(None))
    response.delete_cookie(auth.SESSION_COOKIE, httponly=True, samesite="lax")
    return response


async def me(request: Request) -> JSONResponse:
    return JSONResponse(_user_json(await current_user(request)))


ROUTES = [
    Route("/api/register", register, methods=["POST"]),
    Route("/api/login", login, methods=["POST"]),
    Route("/api/logout", logout, methods=["POST"]),
    Route("/api/me", me, methods=["GET"]),
]
