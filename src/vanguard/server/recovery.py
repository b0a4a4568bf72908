"""Rebuilding a stored match exactly: replay its decisions through the engine and check it.

The hash stored with the last decision (or the initial hash, before any decision) must equal
the replayed game's: a different engine version or damaged rows are caught here, at startup,
instead of letting two players continue a game that is not the one they were playing.
"""

from __future__ import annotations

from vanguard.engine import Game
from vanguard.server.match_record import build_record
from vanguard.server.store import StoredMatch
from vanguard.sim.records import RecordError, replay_record


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
        game = replay_record(record)
    except RecordError as error:
        raise RecoveryError(f"match {stored.id}: {error}") from None
    expected = stored.decisions[-1].state_hash if stored.decisions else stored.initial_hash
    actual = game.state_hash()
    if actual != expected:
        raise RecoveryError(
            f"match {stored.id}: replayed state {actual[:12]} differs from the stored"
            f" {expected[:12]} after {len(stored.decisions)} decisions"
        )
    return game
