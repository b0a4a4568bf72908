"""Shared pieces of the HTTP API: JSON errors, body reading, and who is asking.

Every refusal is `{"error": {"code", "message", ...}}` with a fitting status, never an HTML
page or a traceback, so that a browser client can show the message as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import orjson
from pydantic import BaseModel, ValidationError
from starlette.requests import Request
from starlette.responses import JSONResponse

from vanguard.server import deck_specs
from vanguard.server.auth import SESSION_COOKIE, token_digest
from vanguard.server.context import ServerContext
from vanguard.server.guards import client_address
from vanguard.server.protocol import MAX_MESSAGE_BYTES, ErrorCode, Refusal
from vanguard.server.store import UserRow

M = TypeVar("M", bound=BaseModel)
T = TypeVar("T")


class HttpRefusal(Exception):
    def __init__(self, status: int, code: str, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.extra = extra


#: HTTP status of each protocol refusal code when HTTP endpoints share the WebSocket's checks.
_STATUS: dict[ErrorCode, int] = {
    ErrorCode.RATE_LIMITED: 429,
    ErrorCode.BUSY: 503,
    ErrorCode.DECK_INVALID: 422,
    ErrorCode.NOT_FOUND: 404,
    ErrorCode.NOT_YOUR_MATCH: 403,
}


def from_refusal(refusal: Refusal) -> HttpRefusal:
    """The HTTP form of a refusal raised by code shared with the WebSocket side."""
    return HttpRefusal(
        _STATUS.get(refusal.code, 400), refusal.code.value, refusal.message, **refusal.extra
    )


def error_response(status: int, code: str, message: str, **extra: Any) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message, **extra}}, status_code=status)


def context(request: Request) -> ServerContext:
    return request.app.state.server  # type: ignore[no-any-return]


def address(request: Request) -> str:
    """The client address per-address limits count against."""
    return client_address(request, context(request).settings.behind_proxy)


async def deck_text_work(request: Request, function: Callable[..., T], *args: Any) -> T:
    """Deck text work for an HTTP request, limited and off the loop like the WebSocket's."""
    try:
        return await deck_specs.deck_text_work(
            context(request).guards, address(request), function, *args
        )
    except Refusal as refusal:
        raise from_refusal(refusal) from None


async def read_body(request: Request) -> bytes:
    """The request body, refused past the protocol's message size limit."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > MAX_MESSAGE_BYTES:
        raise HttpRefusal(413, "TOO_LARGE", f"the body is larger than {MAX_MESSAGE_BYTES} bytes")
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_MESSAGE_BYTES:
            raise HttpRefusal(
                413, "TOO_LARGE", f"the body is larger than {MAX_MESSAGE_BYTES} bytes"
            )
    return body


def parse_model(body: bytes, model: type[M]) -> M:
    try:
        # orjson refuses nesting deeper than 1,024 with an error (the standard library's
        # parser raised RecursionError, a 500).
        orjson.loads(body)
    except (orjson.JSONDecodeError, UnicodeDecodeError):
        raise HttpRefusal(400, "BAD_REQUEST", "the body must be a JSON object") from None
    try:
        return model.model_validate_json(body)
    except ValidationError as error:
        problems = []
        for item in error.errors(include_url=False)[:5]:
            where = ".".join(str(part) for part in item["loc"]) or "body"
            if item["type"] == "missing":
                problems.append(f"missing field {where!r}")
            elif item["type"] == "extra_forbidden":
                problems.append(f"unknown field {where!r}")
            else:
                problems.append(f"{where}: {item['msg']}")
        raise HttpRefusal(400, "BAD_REQUEST", "; ".join(problems)) from None


def is_json(request: Request) -> bool:
    return request.headers.get("content-type", "").split(";")[0].strip().lower() == (
        "application/json"
    )


async def read_model(request: Request, model: type[M]) -> M:
    """A JSON body as `model`. Only `application/json` is read: a browser sends that type
    across sites only after asking (CORS), so another site's form cannot post here."""
    if not is_json(request):
        raise HttpRefusal(
            415, "UNSUPPORTED_MEDIA_TYPE", "send the body as JSON (Content-Type: application/json)"
        )
    return parse_model(await read_body(request), model)


async def current_user(request: Request) -> UserRow | None:
    token = request.cookies.get(SESSION_COOKIE)
    if not token:
        return None
    ctx = context(request)
    return await ctx.db.run(ctx.store.user_for_session, token_digest(token))


async def require_user(request: Request) -> UserRow:
    user = await current_user(request)
    if user is None:
        raise HttpRefusal(401, "NOT_LOGGED_IN", "log in first (saved decks belong to an account)")
    return user
