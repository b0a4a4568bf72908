"""The protocol's messages (docs/PROTOCOL.md, version 1), checked on the way in and built on
the way out.

The client trusts nothing it receives: every server message is validated against the schema
below before anything acts on it, so a server that drifts from the document is caught at the
first wrong message (and, in the end-to-end tests, reported) instead of surfacing later as a
puzzling `KeyError` deep in a bot.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from vanguard.engine import Action
from vanguard.netclient.errors import ClientError

PROTOCOL_VERSION = 1
MAX_MESSAGE_BYTES = 64 * 1024
"""The largest message the server accepts (PROTOCOL.md)."""

MatchId = int | str
"""The document does not fix the type of a match id; both forms are accepted and echoed back."""
Seat = Literal[0, 1]
DeckSpec = str | dict[str, int]
"""Deck text, a built-in deck name (`td01`, `td02`) or `{"deck_id": n}` of a saved deck."""


class ProtocolViolation(ClientError, ValueError):
    """The server sent something the protocol does not allow."""


class _Message(BaseModel):
    # Strict shapes: an unknown field is a protocol change and must be noticed, not ignored.
    model_config = ConfigDict(extra="forbid", frozen=True)


class User(_Message):
    name: str
    guest: bool


class Welcome(_Message):
    type: Literal["welcome"]
    user: User
    guest_token: str | None = None
    matches: list[MatchId]


class Queued(_Message):
    type: Literal["queued"]
    code: str | None = None


class RoomCreated(_Message):
    type: Literal["room_created"]
    code: str


class MatchStarted(_Message):
    type: Literal["match_started"]
    match_id: MatchId
    seat: Seat | None
    players: list[str] = Field(min_length=2, max_length=2)


class State(_Message):
    type: Literal["state"]
    match_id: MatchId
    version: int = Field(ge=0)
    seat: Seat | None
    view: dict[str, Any]
    events: list[dict[str, Any]]
    legal: list[dict[str, Any]]
    clocks: list[float] = Field(min_length=2, max_length=2)
    deciding: Seat | None
    away: list[Seat]

    def actions(self) -> list[Action]:
        """The legal decisions as engine actions; each must be this recipient's own."""
        try:
            actions = [Action.from_dict(data) for data in self.legal]
        except ValueError as error:
            raise ProtocolViolation(f"state {self.version}: bad legal action: {error}") from None
        if any(action.player != self.seat for action in actions):
            raise ProtocolViolation(f"state {self.version}: legal actions for another seat")
        return actions


class MatchResult(_Message):
    winner: Seat | None
    draw: bool
    losers: dict[str, str]
    reason: str


class MatchOver(_Message):
    type: Literal["match_over"]
    match_id: MatchId
    result: MatchResult
    replay: str


class Error(_Message):
    type: Literal["error"]
    code: Literal[
        "BAD_MESSAGE",
        "RATE_LIMITED",
        "NOT_FOUND",
        "NOT_YOUR_MATCH",
        "STALE",
        "ILLEGAL",
        "DECK_INVALID",
        "BUSY",
        # The server's own failure (a decision it could not save, say); nothing changed.
        "INTERNAL",
    ]
    message: str
    ref: str | None = None
    #: DECK_INVALID: every deck rule broken, as {"code", "message"}.
    violations: list[dict[str, str]] | None = None
    #: RATE_LIMITED / BUSY: seconds to wait before trying again, when the server says.
    retry_after: int | None = None


class Pong(_Message):
    type: Literal["pong"]


ServerMessage = Annotated[
    Welcome | Queued | RoomCreated | MatchStarted | State | MatchOver | Error | Pong,
    Field(discriminator="type"),
]
_SERVER_MESSAGE: TypeAdapter[ServerMessage] = TypeAdapter(ServerMessage)


def parse_server_message(frame: str | bytes) -> ServerMessage:
    """One server frame as a checked message; raises `ProtocolViolation` naming the problem."""
    if isinstance(frame, bytes):
        raise ProtocolViolation("binary frame (the protocol sends JSON text frames only)")
    try:
        return _SERVER_MESSAGE.validate_json(frame)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "message"
        raise ProtocolViolation(f"{where}: {first['msg']} in {frame[:200]!r}") from None


# --- client -> server -------------------------------------------------------------------


def _message(kind: str, **fields: Any) -> dict[str, Any]:
    return {
        "v": PROTOCOL_VERSION,
        "type": kind,
        **{k: v for k, v in fields.items() if v is not None},
    }


def hello(guest_token: str | None = None) -> dict[str, Any]:
    return _message("hello", guest_token=guest_token)


def queue(deck: DeckSpec) -> dict[str, Any]:
    return _message("queue", deck=deck)


def leave_queue() -> dict[str, Any]:
    return _message("leave_queue")


def create_room(
    deck: DeckSpec, clock_seconds: float | None = None, variants: Sequence[str] = ()
) -> dict[str, Any]:
    """`variants`: the R30 rule variants of the room's match (sent only when some are)."""
    return _message(
        "create_room", deck=deck, clock_seconds=clock_seconds, variants=list(variants) or None
    )


def join_room(code: str, deck: DeckSpec) -> dict[str, Any]:
    return _message("join_room", code=code, deck=deck)


def play_ai(
    deck: DeckSpec,
    ai: str,
    ai_deck: DeckSpec | None = None,
    variants: Sequence[str] = (),
    format: str | None = None,
) -> dict[str, Any]:
    """`format`: the match's format (R5.9), `classic` when not sent."""
    return _message(
        "play_ai",
        deck=deck,
        ai=ai,
        ai_deck=ai_deck,
        variants=list(variants) or None,
        format=format,
    )


def decide(match_id: MatchId, version: int, action: Action) -> dict[str, Any]:
    return _message("decide", match_id=match_id, version=version, action=action.to_dict())


def concede(match_id: MatchId) -> dict[str, Any]:
    return _message("concede", match_id=match_id)


def spectate(match_id: MatchId) -> dict[str, Any]:
    return _message("spectate", match_id=match_id)


def resync(match_id: MatchId) -> dict[str, Any]:
    return _message("resync", match_id=match_id)


def ping() -> dict[str, Any]:
    return _message("ping")


def encode(message: dict[str, Any]) -> str:
    """The text frame of a client message (compact: every byte crosses the network)."""
    return json.dumps(message, separators=(",", ":"))
