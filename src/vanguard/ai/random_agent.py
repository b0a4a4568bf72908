"""The random player: uniform over the legal decisions, from its own seeded stream."""

from __future__ import annotations

from vanguard.engine import Action, Game, forward
from vanguard.engine.rng import Rng


class RandomAgent:
    """Uniformly random; deterministic for a given seed."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, game: Game, player: int, options: list[Action]) -> Action:
        options = forward(options)
        return options[self.rng.below(len(options))]
