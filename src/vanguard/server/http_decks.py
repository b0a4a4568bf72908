"""Saved decks over HTTP: list, save (import) from deck text, check, show, export, delete.

A deck is saved only if it obeys every deck rule (R5); otherwise nothing is saved and every
violation comes back at once (R5.8), so a player fixes the list in one pass. Decks are stored
in the canonical text format, which is also what export returns.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Route

from vanguard.cards import formats
from vanguard.decks import DeckList, format_deck
from vanguard.server.deck_specs import parse_text, violations_of
from vanguard.server.http_common import (
    HttpRefusal,
    context,
    deck_text_work,
    is_json,
    parse_model,
    read_body,
    require_user,
)
from vanguard.server.store import DeckRow

DEFAULT_NAME = "Untitled deck"


class DeckUpload(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    text: Annotated[str, Field(min_length=1)]
    name: Annotated[str, Field(min_length=1, max_length=100)] | None = None


async def _upload(request: Request) -> DeckUpload:
    """A deck sent as JSON `{"text", "name"?}` or as the plain text of a deck file."""
    body = await read_body(request)
    if is_json(request):
        return parse_model(body, DeckUpload)
    try:
        text = body.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise HttpRefusal(400, "BAD_REQUEST", "the deck file is not UTF-8 text") from None
    if not text.strip():
        raise HttpRefusal(400, "BAD_REQUEST", "the deck text is empty")
    return DeckUpload(text=text)


def _parse_named(upload: DeckUpload) -> DeckList:
    deck = parse_text(upload.text)
    name = upload.name or (deck.name if deck.name != deck.source else DEFAULT_NAME)
    # One line of words: control characters (NUL too, which PostgreSQL cannot store) are
    # read as spaces, and runs of spaces as one.
    words = "".join(" " if unicodedata.category(c) == "Cc" else c for c in name).split()
    return dataclasses.replace(deck, name=" ".join(words)[:100] or DEFAULT_NAME)


async def _parse(request: Request, upload: DeckUpload) -> DeckList:
    """The deck of an upload, read on the deck worker under the address's deck-text limit."""
    return await deck_text_work(request, _parse_named, upload)


_FORMAT_LINE = re.compile(r"^\s*format\s*:\s*(\S+)\s*$", re.IGNORECASE | re.MULTILINE)


def _summary(row: DeckRow) -> dict[str, Any]:
    """A saved deck in a list: with the format its text names (R5.9; `classic` when none), so
    the lobby can start a match in the format the deck was built for."""
    found = _FORMAT_LINE.search(row.text)
    name = found.group(1).casefold() if found else None
    format = name if name in formats.names() else formats.get(None).name
    return {
        "id": row.id,
        "name": row.name,
        "created_at": row.created_at.isoformat(),
        "format": format,
    }


def _deck_id(request: Request) -> int:
    raw = request.path_params["deck_id"]
    # isascii: "²".isdigit() is True but int("²") fails.
    if not (raw.isascii() and raw.isdigit()) or len(raw) > 18:
        raise HttpRefusal(404, "NOT_FOUND", f"no deck {raw!r}")
    return int(raw)


async def list_decks(request: Request) -> JSONResponse:
    user = await require_user(request)
    ctx = context(request)
    rows = await ctx.db.run(ctx.store.list_decks, user.id)
    return JSONResponse({"decks": [_summary(row) for row in rows]})


async def check_deck_text(request: Request) -> JSONResponse:
    """Check a deck without saving it (works without an account)."""
    deck = await _parse(request, await _upload(request))
    violations = violations_of(deck)
    return JSONResponse(
        {"name": deck.name, "size": deck.size, "legal": not violations, "violations": violations}
    )


async def create_deck(request: Request) -> JSONResponse:
    user = await require_user(request)
    deck = await _parse(request, await _upload(request))
    violations = violations_of(deck)
    if violations:
        raise HttpRefusal(
            422,
            "DECK_INVALID",
            f"the deck breaks {len(violations)} deck rule(s); nothing was saved",
            violations=violations,
        )
    ctx = context(request)
    if await ctx.db.run(ctx.store.count_decks, user.id) >= ctx.settings.max_decks_per_account:
        raise HttpRefusal(
            409,
            "TOO_MANY_DECKS",
            f"an account keeps at most {ctx.settings.max_decks_per_account}"
            " decks; delete one first",
        )
    row = await ctx.db.run(ctx.store.create_deck, user.id, deck.name, format_deck(deck))
    return JSONResponse({**_summary(row), "text": row.text}, status_code=201)


async def _owned(request: Request) -> DeckRow:
    user = await require_user(request)
    deck_id = _deck_id(request)
    ctx = context(request)
    row = await ctx.db.run(ctx.store.get_deck, user.id, deck_id)
    if row is None:
        raise HttpRefusal(404, "NOT_FOUND", f"you have no deck {deck_id}")
    return row


async def show_deck(request: Request) -> JSONResponse:
    row = await _owned(request)
    return JSONResponse({**_summary(row), "text": row.text})


async def export_deck(request: Request) -> PlainTextResponse:
    row = await _owned(request)
    filename = "".join(c if c.isalnum() or c in "-_" else "_" for c in row.name)[:60] or "deck"
    return PlainTextResponse(
        row.text, headers={"Content-Disposition": f'attachment; filename="{filename}.txt"'}
    )


async def delete_deck(request: Request) -> Response:
    user = await require_user(request)
    deck_id = _deck_id(request)
    ctx = context(request)
    if not await ctx.db.run(ctx.store.delete_deck, user.id, deck_id):
        raise HttpRefusal(404, "NOT_FOUND", f"you have no deck {deck_id}")
    return Response(status_code=204)


ROUTES = [
    Route("/api/decks", list_decks, methods=["GET"]),
    Route("/api/decks", create_deck, methods=["POST"]),
    Route("/api/decks/check", check_deck_text, methods=["POST"]),
    Route("/api/decks/{deck_id}", show_deck, methods=["GET"]),
    Route("/api/decks/{deck_id}", delete_deck, methods=["DELETE"]),
    Route("/api/decks/{deck_id}/text", export_deck, methods=["GET"]),
]
