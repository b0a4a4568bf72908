"""Turning what a client sends as a deck into a legal `DeckList`, or a refusal.

A deck is deck text, a built-in deck name, or a saved deck of the account. A name is only
ever looked up among the built-in decks: client text is never taken as a path, so no client
can make the server read a file.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import asdict
from typing import Any, TypeVar

from vanguard.cards import default_database, formats
from vanguard.cards.formats import Format
from vanguard.decks import (
    DeckList,
    DeckParseError,
    builtin_deck_names,
    check_deck,
    deck_format,
    load_deck,
    parse_deck_text,
)
from vanguard.server.guards import Guards
from vanguard.server.offload import WorkerBusy
from vanguard.server.protocol import ErrorCode, Refusal, SavedDeck
from vanguard.sim.records import DeckRecord

T = TypeVar("T")

TEXT_DECK_NAME = "deck"


def parse_text(text: str) -> DeckList:
    """A deck from client text; a malformed list is refused with its line and reason."""
    try:
        deck = parse_deck_text(text, default_database(), source=TEXT_DECK_NAME)
    except DeckParseError as error:
        raise Refusal(
            ErrorCode.DECK_INVALID,
            f"the deck text is malformed: {error}",
            violations=[{"code": "FORMAT", "message": str(error)}],
        ) from None
    return deck


def is_builtin_name(text: str) -> bool:
    return text.strip().lower() in builtin_deck_names()


def deck_from_text_or_name(text: str) -> DeckList:
    if is_builtin_name(text):
        return load_deck(text.strip().lower())
    return parse_text(text)


async def deck_text_work(guards: Guards, address: str, function: Callable[..., T], *args: Any) -> T:
    """Run work on client deck text: counted against the address's deck-text limit and done
    on the deck worker, so no deck text ever costs the event loop more than a hand-off."""
    if not guards.deck_text.take(address):
        wait = max(1, math.ceil(guards.deck_text.retry_after(address)))
        raise Refusal(
            ErrorCode.RATE_LIMITED,
            f"too many deck lists from your address; try again in {wait} s",
            retry_after=wait,
        )
    try:
        return await guards.deck_worker.run(function, *args)
    except WorkerBusy:
        raise Refusal(
            ErrorCode.BUSY,
            "the server is busy reading deck lists; try again in a moment",
            retry_after=1,
        ) from None


def violations_of(deck: DeckList, format: Format | None = None) -> list[dict[str, str]]:
    """Every broken deck rule (R5) in `format` (R5.9); by default the format the deck's own
    `format:` line asks for (a saved or checked deck), else `classic`."""
    judged = deck_format(deck) if format is None else format
    return [{"code": str(v.code), "message": v.message} for v in check_deck(deck, format=judged)]


def match_format(name: str) -> Format:
    """The format a match is played in (R5.9), or a refusal naming the formats."""
    try:
        return formats.get(name)
    except formats.UnknownFormatError as error:
        raise Refusal(ErrorCode.BAD_MESSAGE, str(error)) from None


def require_legal(deck: DeckList, format: Format) -> DeckList:
    """The deck itself if it obeys every deck rule (R5) of the match's format (R5.9);
    otherwise refuse with all of them. The deck's own `format:` line does not matter here: the
    match's format does, for both players."""
    violations = violations_of(deck, format)
    if violations:
        listed = "; ".join(f"{v['code']}: {v['message']}" for v in violations)
        raise Refusal(
            ErrorCode.DECK_INVALID,
            f"the deck breaks {len(violations)} deck rule(s): {listed}",
            violations=violations,
        )
    return deck


def resolve_spec(
    spec: str | SavedDeck, saved_text: str | None, format: Format | None = None
) -> DeckList:
    """A deck for a message's `deck` field, legal in `format` (`classic` by default);
    `saved_text` is the saved deck, if one."""
    judged = formats.get(None) if format is None else format
    if isinstance(spec, SavedDeck):
        if saved_text is None:
            raise Refusal(ErrorCode.NOT_FOUND, f"you have no saved deck {spec.deck_id}")
        return require_legal(parse_text(saved_text), judged)
    return require_legal(deck_from_text_or_name(spec), judged)


def deck_record(deck: DeckList) -> dict[str, Any]:
    """How a match stores a deck: the `DeckRecord` of game records."""
    record = DeckRecord(
        name=deck.name,
        cards=[card.id for card in deck.cards],
        first_vanguard=None if deck.first_vanguard is None else deck.first_vanguard.id,
    )
    return asdict(record)
