"""Rebuilding a stored match exactly: replay its decisions through the engine and check it.

The initial hash and every hash stored with a decision (the arena stores one every few
decisions and at the end) must equal the replayed game's at that point: a different engine
version or damaged rows are caught here, at startup, instead of letting two players continue a
game that is not the one they were playing.
"""

from __future__ import annotations

from vanguard.engine import Action, Game, IllegalAction
from vanguard.server.match_record import build_record
from vanguard.server.store import StoredMatch
from vanguard.sim.records import RecordError, start_from_record


class RecoveryError(RuntimeError):
    """A stored match that cannot be rebuilt into the state it was saved in."""


def rebuild_game(stored: StoredMatch) -> Game:
    record = build_record(
        stored.seed,
        stored.first_player,
        stored.decks,
        stored.settings,
        [decision.action for decision in stored.decisions],
    )
    try:
        game = start_from_record(record)
    except RecordError as error:
        raise RecoveryError(f"match {stored.id}: {error}") from None
    _check(stored, game, stored.initial_hash, 0)
    for number, decision in enumerate(stored.decisions, 1):
        try:
            game.apply(Action.from_dict(decision.action))
        except (ValueError, IllegalAction) as error:
            raise RecoveryError(
                f"match {stored.id}: decision {number} cannot be replayed: {error}"
            ) from None
        if decision.state_hash:
            _check(stored, game, decision.state_hash, number)
    return game


def _check(stored: StoredMatch, game: Game, expected: str, decisions: int) -> None:
    actual = game.state_hash()
    if actual != expected:
        raise RecoveryError(
            f"match {stored.id}: replayed state {actual[:12]} differs from the stored"
            f" {expected[:12]} after {decisions} decisions"
        )
