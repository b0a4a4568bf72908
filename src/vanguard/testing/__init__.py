"""Public testing tools: the scenario harness and perft counts (see docs/TESTING.md)."""

from vanguard.testing.perft import perft, perft_counts, perft_divide
from vanguard.testing.scenario import (
    DEFAULT_DECK_SIZE,
    Harness,
    PlayerSetup,
    Scenario,
    ScenarioError,
)

__all__ = [
    "DEFAULT_DECK_SIZE",
    "Harness",
    "PlayerSetup",
    "Scenario",
    "ScenarioError",
    "perft",
    "perft_counts",
    "perft_divide",
]
