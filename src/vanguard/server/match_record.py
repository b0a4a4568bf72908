"""A match as a `vanguard replay` game record: seed, first player, decks and decisions.

The seed and the decisions replay a match exactly (R2.7), which is what both the replay
download and the rebuild after a restart rely on.
"""

from __future__ import annotations

from typing import Any

from vanguard.sim.records import DeckRecord, GameRecord


def build_record(
    seed: int,
    first_player: int,
    decks: list[dict[str, Any]],
    settings: dict[str, Any],
    decisions: list[dict[str, Any]],
    result: dict[str, Any] | None = None,
    turns: int = 0,
    final_hash: str = "",
) -> GameRecord:
    """The `vanguard replay` record of a match (the seed and decisions replay it exactly)."""
    return GameRecord(
        seed=seed,
        first_player=first_player,
        decks=[DeckRecord(**deck) for deck in decks],
        decisions=decisions,
        variants=list(settings.get("variants", [])),
        result=result,
        turns=turns,
        final_hash=final_hash,
    )
