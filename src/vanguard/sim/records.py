"""Game records: seed + decks + decisions, enough to replay a match exactly (R2.7)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from vanguard.cards import CardDatabase, default_database
from vanguard.engine import Action, ActionKind, Game, IllegalAction, new_game

RECORD_FORMAT = "vanguard-record/1"


class RecordError(ValueError):
    """A record file that cannot be read or does not describe a game."""


@dataclass
class DeckRecord:
    name: str
    cards: list[str]
    first_vanguard: str | None = None


@dataclass
class GameRecord:
    """Everything needed to replay one game, and what it should end in."""

    seed: int
    first_player: int
    decks: list[DeckRecord]
    decisions: list[dict[str, Any]] = field(default_factory=list)
    variants: list[str] = field(default_factory=list)
    result: dict[str, Any] | None = None
    turns: int = 0
    final_hash: str = ""
    error: str | None = None
    format: str = RECORD_FORMAT

    def to_json(self) -> str:
        return json.dumps(asdict(self), indent=1)

    def went_first(self) -> int:
        """The player who took the first turn. `first_player` is what the game was started
        with; under the variant `first_player_choice` that is the winner of the draw, and
        their recorded `go_first`/`go_second` decision says who went first (R30.13.2)."""
        for decision in self.decisions:
            kind = decision.get("kind")
            if kind in (ActionKind.GO_FIRST, ActionKind.GO_SECOND):
                chooser = int(decision["player"])
                return chooser if kind == ActionKind.GO_FIRST else 1 - chooser
        return self.first_player

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
            raise RecordError(f"not a game record (expected format {RECORD_FORMAT!r})")
        try:
            decks = [DeckRecord(**deck) for deck in data["decks"]]
            fields = {k: v for k, v in data.items() if k != "decks"}
            record = cls(decks=decks, **fields)
        except (KeyError, TypeError) as error:
            raise RecordError(f"malformed game record: {error}") from None
        if len(record.decks) != 2 or record.first_player not in (0, 1):
            raise RecordError("malformed game record: two decks and a first player 0 or 1")
        return record


def load_record(path: str | Path) -> GameRecord:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise RecordError(f"cannot read {path}: {error}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"{path} is not JSON: {error}") from None
    return GameRecord.from_dict(data)


def start_from_record(record: GameRecord, db: CardDatabase | None = None) -> Game:
    db = db or default_database()
    try:
        decks = [[db.lookup(card) for card in deck.cards] for deck in record.decks]
        firsts = tuple(
            None if deck.first_vanguard is None else db.lookup(deck.first_vanguard)
            for deck in record.decks
        )
    except LookupError as error:
        raise RecordError(f"record names an unknown card: {error}") from None
    try:
        return new_game(
            decks[0],
            decks[1],
            record.seed,
            first_player=record.first_player,
            first_vanguards=(firsts[0], firsts[1]),
            variants=record.variants,
        )
    except ValueError as error:
        raise RecordError(f"record cannot start a game: {error}") from None


def replay_record(record: GameRecord, db: CardDatabase | None = None) -> Game:
    """Replay every decision (checked); raises `RecordError` if one is illegal."""
    game = start_from_record(record, db)
    for number, data in enumerate(record.decisions, 1):
        try:
            game.apply(Action.from_dict(data))
        except (ValueError, IllegalAction) as error:
            raise RecordError(f"decision {number} cannot be replayed: {error}") from None
    return game
