"""A position as data: the whole state of a `Game`, written out and read back.

Puzzles, practice positions, jumping around in a replay and records of unfinished games all
need a position that is data, not a live Python object. `to_data` writes every field of
`Game.__slots__` except the few listed below (static facts rebuilt from the cards, and the
event log, which is history rather than state); a field added to `Game` later is written
automatically, so the data form — and the hash derived from it — cannot silently miss it.

Format (version 1), JSON-safe:

    {"format": "vanguard-position", "version": 1,
     "cards": [card id per instance], "owner": [0 or 1 per instance],
     "state": {slot: value, ...},          # values written by `vanguard.engine.codec`
     "log": {"events_cursor": n}}          # sequence number of the next event

`state_hash` digests `cards`, `owner` and `state`; `log` is not part of the game.
"""

from __future__ import annotations

import hashlib
import marshal
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from vanguard.cards.models import Card
from vanguard.engine.codec import Decoder, Encoder, PositionDataError, slots_of

if TYPE_CHECKING:
    from vanguard.cards.database import CardDatabase
    from vanguard.engine.game import Game

_MARSHAL_FORMAT = 2
FORMAT = "vanguard-position"
VERSION = 1

#: Slots rebuilt from the cards (or given by the caller), never written.
STATIC_SLOTS = frozenset({"cards", "owner", "listeners", "cont_cards", "static_kinds", "act_cards"})
#: Slots of the event log: history and recording choices, not the position itself.
LOG_SLOTS = frozenset({"events", "_event_base", "record_events"})


def state_slots(game_type: type[Game]) -> tuple[str, ...]:
    """The slots that make up a position, in a fixed order."""
    slots = slots_of(game_type)
    return tuple(s for s in slots if s not in STATIC_SLOTS and s not in LOG_SLOTS)


def to_data(g: Game) -> dict[str, Any]:
    """The whole position as JSON-safe data (see the module docstring)."""
    encoder = Encoder.for_cards(g.cards)
    return {
        "format": FORMAT,
        "version": VERSION,
        "cards": [card.id for card in g.cards],
        "owner": list(g.owner),
        "state": {name: encoder.encode(getattr(g, name)) for name in state_slots(type(g))},
        "log": {"events_cursor": g._event_base + len(g.events)},
    }


def hash_data(data: dict[str, Any]) -> str:
    """The digest of a position's data form (its `log` left out).

    The bytes are `marshal` format 2 of `[cards, owner, state]`: a pure value encoding (format
    2 writes no shared references, so equal data gives equal bytes, whatever object sharing or
    Python version), about ten times faster than JSON text — the server hashes every decision.
    """
    body = [data["cards"], data["owner"], data["state"]]
    return hashlib.sha256(marshal.dumps(body, _MARSHAL_FORMAT)).hexdigest()


def from_data(data: Any, db: CardDatabase | None = None, *, record_events: bool = True) -> Game:
    """Rebuild a game from `to_data` output; raises `PositionDataError` on bad data.

    Card ids are looked up in `db` (the default card database when None), so a position
    written with one version of the card pool is read with the cards of this one.
    """
    from vanguard.engine.game import Game

    if not isinstance(data, dict):
        raise PositionDataError("position data must be an object")
    if data.get("format") != FORMAT:
        raise PositionDataError(f"not a position: format must be {FORMAT!r}")
    if data.get("version") != VERSION:
        raise PositionDataError(
            f"position format version {data.get('version')!r} is not supported (this engine"
            f" reads version {VERSION})"
        )
    if db is None:
        from vanguard.cards.database import default_database

        db = default_database()
    card_by_id = _card_lookup(db)
    ids, owner = data.get("cards"), data.get("owner")
    if not (isinstance(ids, list) and isinstance(owner, list) and len(ids) == len(owner)):
        raise PositionDataError("'cards' and 'owner' must be lists of the same length")
    if not all(o in (0, 1) and type(o) is int for o in owner):
        raise PositionDataError("every owner must be 0 or 1")
    cards = [card_by_id(card_id) for card_id in ids]
    state = data.get("state")
    log = data.get("log")
    if not isinstance(state, dict) or not isinstance(log, dict):
        raise PositionDataError("'state' and 'log' must be objects")
    slots = state_slots(Game)
    missing = [s for s in slots if s not in state]
    unknown = [s for s in state if s not in slots]
    if missing or unknown:
        raise PositionDataError(
            f"state fields do not match this engine: missing {missing}, unknown {unknown}"
        )
    cursor = log.get("events_cursor")
    if type(cursor) is not int or cursor < 0:
        raise PositionDataError("'log.events_cursor' must be a non-negative integer")
    g = Game.__new__(Game)
    g.cards = tuple(cards)
    g.owner = tuple(owner)
    decoder = Decoder(card_by_id)
    for name in slots:
        setattr(g, name, decoder.decode(state[name]))
    g.events = []
    g._event_base = cursor
    g.record_events = record_events
    g.init_static()
    return g


def _card_lookup(db: CardDatabase) -> Callable[[str], Card]:
    def card_by_id(card_id: object) -> Card:
        card = db.by_id(card_id) if isinstance(card_id, str) else None
        if card is None:
            raise PositionDataError(f"unknown card id {card_id!r}")
        return card

    return card_by_id
