"""Public testing tools: the scenario harness (see docs/TESTING.md)."""

from vanguard.testing.scenario import (
    DEFAULT_DECK_SIZE,
    Harness,
    PlayerSetup,
    Scenario,
    ScenarioError,
)

__all__ = ["DEFAULT_DECK_SIZE", "Harness", "PlayerSetup", "Scenario", "ScenarioError"]
