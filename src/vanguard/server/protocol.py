"""The client messages of docs/PROTOCOL.md (version 1) as pydantic models, and their errors.

Every incoming text frame is validated here before anything else looks at it: one model per
`type` (a discriminated union), `extra="forbid"` and strict types, so an unknown field, a
missing field, a wrong type or another protocol version is refused with a message that says
which field is wrong. Handlers refuse what is well-formed but not acceptable by raising
`Refusal`; the connection turns both into an `error` message and changes nothing.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Any, Final, Literal

import orjson
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from vanguard.engine.errors import IllegalCode

PROTOCOL_VERSION: Final = 1
MAX_MESSAGE_BYTES: Final = 64 * 1024
"""Largest client message accepted (a deck list is a few kilobytes)."""
MAX_AI_DELAY: Final = 3.0
"""The longest pause a player may ask of the computer before each of its decisions."""
WS_MAX_FRAME_BYTES: Final = 4 * MAX_MESSAGE_BYTES
"""Frames up to this size are read and refused with an error; larger ones close the
connection (1009) in the WebSocket layer, before they use memory."""


class ErrorCode(StrEnum):
    BAD_MESSAGE = "BAD_MESSAGE"
    RATE_LIMITED = "RATE_LIMITED"
    NOT_FOUND = "NOT_FOUND"
    NOT_YOUR_MATCH = "NOT_YOUR_MATCH"
    STALE = "STALE"
    ILLEGAL = "ILLEGAL"
    DECK_INVALID = "DECK_INVALID"
    BUSY = "BUSY"
    INTERNAL = "INTERNAL"


class Refusal(Exception):
    """A client message that is refused; nothing was changed."""

    def __init__(self, code: ErrorCode, message: str, **extra: Any) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.extra = extra


def illegal(code: IllegalCode, message: str) -> Refusal:
    """A decision the engine refuses (R20.3): the engine's code travels as its own field,
    `illegal`, so no client has to read it out of the message text."""
    return Refusal(ErrorCode.ILLEGAL, f"{code.value}: {message}", illegal=code.value)


MatchId = Annotated[str, Field(min_length=1, max_length=64)]
DeckText = Annotated[str, Field(min_length=1, max_length=MAX_MESSAGE_BYTES)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class SavedDeck(_Strict):
    deck_id: int


DeckSpec = DeckText | SavedDeck
"""Deck text, a built-in deck name (`td01`, `td02`), or a saved deck of the account."""


class _Message(_Strict):
    v: Literal[1]


class Hello(_Message):
    type: Literal["hello"]
    guest_token: Annotated[str, Field(max_length=128)] | None = None


FormatName = Annotated[str, Field(min_length=1, max_length=32)]
"""A format of R5.9 (`vanguard.cards.formats`); the handlers check that it exists."""


class QueueMsg(_Message):
    type: Literal["queue"]
    deck: DeckSpec
    format: FormatName = "classic"


class LeaveQueue(_Message):
    type: Literal["leave_queue"]


VariantIds = Annotated[list[Annotated[str, Field(max_length=64)]], Field(max_length=16)]
"""Opt-in rule variants of the match (R30), checked against the engine's list."""


class CreateRoom(_Message):
    type: Literal["create_room"]
    deck: DeckSpec
    clock_seconds: Annotated[float, Field(gt=0, le=24 * 3600)] | None = None
    variants: VariantIds = []
    format: FormatName = "classic"
    #: Shown in the lobby's list of open rooms (GET /api/rooms) while it waits.
    listed: bool = False


class JoinRoom(_Message):
    type: Literal["join_room"]
    code: Annotated[str, Field(min_length=1, max_length=32)]
    deck: DeckSpec


class PlayAi(_Message):
    type: Literal["play_ai"]
    deck: DeckSpec
    ai: Annotated[str, Field(min_length=1, max_length=32)]
    ai_deck: DeckSpec | None = None
    variants: VariantIds = []
    format: FormatName = "classic"
    #: The computer's pause before each decision in this match, in seconds (the player's
    #: pace setting); the server's `--ai-delay` when absent.
    ai_delay: Annotated[float, Field(ge=0.0, le=MAX_AI_DELAY)] | None = None


Number = Annotated[int, Field(ge=0, le=1_000_000)]
"""A card instance, target or choice number: an integer (never a float or a boolean)."""


class ActionData(_Strict):
    """An engine action (docs/API.md) with exact types, checked before the engine sees it.

    The engine compares with `==`, for which `1.0` and `True` equal `1`: a float or boolean
    player would pass its checks and fail deep inside, so such values stop here.
    """

    kind: Annotated[str, Field(min_length=1, max_length=32)]
    player: Annotated[int, Field(ge=0, le=1)]
    card: Number | None = None
    circle: Annotated[str, Field(min_length=1, max_length=16)] | None = None
    target: Number | None = None
    cards: Annotated[tuple[Number, ...], Field(max_length=60)] = ()
    choice: Number | None = None

    def to_engine_dict(self) -> dict[str, Any]:
        """The action's JSON form as `Action.from_dict` reads it (only the fields set)."""
        data = self.model_dump(exclude_defaults=True)
        if "cards" in data:
            data["cards"] = list(data["cards"])
        return data


class Decide(_Message):
    type: Literal["decide"]
    match_id: MatchId
    version: Annotated[int, Field(ge=0)]
    action: ActionData


class Concede(_Message):
    type: Literal["concede"]
    match_id: MatchId


class Spectate(_Message):
    type: Literal["spectate"]
    match_id: MatchId


class Resync(_Message):
    type: Literal["resync"]
    match_id: MatchId


class Rematch(_Message):
    type: Literal["rematch"]
    match_id: MatchId


class Ping(_Message):
    type: Literal["ping"]


ClientMessage = Annotated[
    Hello
    | QueueMsg
    | LeaveQueue
    | CreateRoom
    | JoinRoom
    | PlayAi
    | Decide
    | Concede
    | Spectate
    | Resync
    | Rematch
    | Ping,
    Field(discriminator="type"),
]

_ADAPTER: Final[TypeAdapter[Any]] = TypeAdapter(ClientMessage)


def _describe(error: ValidationError) -> str:
    problems = []
    for item in error.errors(include_url=False)[:5]:
        kind = item["type"]
        if kind == "union_tag_invalid":
            tag = item.get("input", {}).get("type") if isinstance(item.get("input"), dict) else None
            problems.append(f"unknown message type {tag!r}")
            continue
        if kind == "union_tag_not_found":
            problems.append("the message has no 'type'")
            continue
        if kind == "json_invalid":
            problems.append("not valid JSON")
            continue
        if kind in ("dict_type", "model_type", "model_attributes_type") and not item["loc"]:
            problems.append("a message must be a JSON object")
            continue
        # The first location item is the union member (the message type): drop it.
        loc = [str(part) for part in item["loc"][1:]] if len(item["loc"]) > 1 else []
        where = ".".join(loc) or "message"
        if loc and loc[0] in ("deck", "ai_deck") and not (kind == "missing" and len(loc) == 1):
            problems.append(
                f'{loc[0]} must be deck text, td01/td02, or {{"deck_id": n}} of a saved deck'
            )
        elif kind == "literal_error" and loc == ["v"]:
            problems.append(f"protocol version must be {PROTOCOL_VERSION} (field 'v')")
        elif kind == "extra_forbidden":
            problems.append(f"unknown field {where!r}")
        elif kind == "missing":
            problems.append(f"missing field {where!r}")
        else:
            problems.append(f"{where}: {item['msg']}")
    return "; ".join(dict.fromkeys(problems))


def message_type(text: str) -> str | None:
    """The `type` of a refused message when it can be read, for the error's `ref`."""
    try:
        # orjson, not json: the standard library recurses in Python and a message nested a
        # thousand deep raised RecursionError here, which closed the socket without a word.
        data = orjson.loads(text)
    except orjson.JSONDecodeError:
        return None
    kind = data.get("type") if isinstance(data, dict) else None
    return kind if isinstance(kind, str) and len(kind) < 40 else None


def parse_client_message(text: str) -> Any:
    """The validated message model for one text frame, or raise `Refusal` (BAD_MESSAGE)."""
    if len(text) > MAX_MESSAGE_BYTES or len(text.encode("utf-8")) > MAX_MESSAGE_BYTES:
        raise Refusal(ErrorCode.BAD_MESSAGE, f"message larger than {MAX_MESSAGE_BYTES} bytes")
    try:
        return _ADAPTER.validate_json(text)
    except ValidationError as error:
        raise Refusal(ErrorCode.BAD_MESSAGE, _describe(error)) from None
