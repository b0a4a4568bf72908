"""What a simulation counts: one small outcome per game, added up into a summary.

Outcomes are added in whatever order workers finish; every figure of the summary is a sum or
is computed from sums, so the summary does not depend on that order (nor on the number of
workers).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from vanguard.sim.stats import wilson_interval

#: Decimal places of the rates and interval bounds in `SimulationSummary.to_dict`.
RATE_DECIMALS = 4


@dataclass(frozen=True)
class GameOutcome:
    """The result of game number `index` of a simulation, small enough to send between
    processes. Deck A is player 0; `winner` is a player number, `None` for a draw or an error.
    `record_json` holds the game record only when the simulation keeps records."""

    index: int
    first_player: int
    winner: int | None
    turns: int
    error: str | None = None
    record_json: str | None = None


def _rate(count: int, trials: int) -> float:
    return round(count / trials, RATE_DECIMALS) if trials else 0.0


def _interval(count: int, trials: int) -> list[float]:
    low, high = wilson_interval(count, trials)
    return [round(low, RATE_DECIMALS), round(high, RATE_DECIMALS)]


@dataclass
class SimulationSummary:
    """Counts over the games of a simulation.

    Rates are over the games that finished (errors are left out, so that a failing game does
    not count as a loss for either side); a draw is a game neither side won. Intervals are
    95 % Wilson intervals; with no finished game a rate is 0.0 and its interval [0.0, 1.0].
    """

    games: int = 0
    wins_a: int = 0
    wins_b: int = 0
    draws: int = 0
    total_turns: int = 0
    errors: int = 0
    first_player_wins: int = 0

    @property
    def finished(self) -> int:
        return self.games - self.errors

    @property
    def avg_turns(self) -> float:
        return round(self.total_turns / self.finished, 2) if self.finished else 0.0

    def add(self, outcome: GameOutcome) -> None:
        self.games += 1
        if outcome.error is not None:
            self.errors += 1
            return
        self.total_turns += outcome.turns
        if outcome.winner is None:
            self.draws += 1
            return
        if outcome.winner == 0:
            self.wins_a += 1
        else:
            self.wins_b += 1
        if outcome.winner == outcome.first_player:
            self.first_player_wins += 1

    def to_dict(self) -> dict[str, Any]:
        """Counts, rates and intervals, JSON-ready (the keys of `vanguard simulate --json`)."""
        n = self.finished
        return {
            "games": self.games,
            "wins_a": self.wins_a,
            "wins_b": self.wins_b,
            "draws": self.draws,
            "avg_turns": self.avg_turns,
            "errors": self.errors,
            "win_rate_a": _rate(self.wins_a, n),
            "win_rate_a_ci95": _interval(self.wins_a, n),
            "win_rate_b": _rate(self.wins_b, n),
            "win_rate_b_ci95": _interval(self.wins_b, n),
            "first_player_wins": self.first_player_wins,
            "first_player_win_rate": _rate(self.first_player_wins, n),
            "first_player_win_rate_ci95": _interval(self.first_player_wins, n),
        }
