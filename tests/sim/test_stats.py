"""Win-rate intervals and the summary of a simulation: what the figures of `vanguard simulate`
mean, and that they do not depend on the order games finish in."""

from __future__ import annotations

import itertools

import pytest

from vanguard.sim import GameOutcome, SimulationSummary, wilson_interval


@pytest.mark.parametrize(
    ("successes", "trials", "expected"),
    [
        # Newcombe (1998), "Two-sided confidence intervals for the single proportion",
        # table I, method 3 (Wilson score interval without continuity correction).
        (81, 263, (0.2553, 0.3662)),
        (15, 148, (0.0624, 0.1605)),
        (0, 20, (0.0, 0.1611)),
        (1, 29, (0.0061, 0.1718)),
    ],
)
def test_wilson_interval_matches_the_published_values(
    successes: int, trials: int, expected: tuple[float, float]
) -> None:
    low, high = wilson_interval(successes, trials)
    assert (round(low, 4), round(high, 4)) == expected


def test_wilson_interval_stays_inside_zero_and_one() -> None:
    """Unlike the normal approximation, an all-win record does not reach past 100%."""
    low, high = wilson_interval(200, 200)
    assert 0.98 < low < 1.0
    assert high == 1.0
    assert wilson_interval(0, 200)[0] == 0.0


def test_no_trials_means_no_knowledge() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_impossible_counts_are_refused() -> None:
    with pytest.raises(ValueError, match="between 0 and trials"):
        wilson_interval(3, 2)


OUTCOMES = [
    GameOutcome(index=0, first_player=0, winner=0, turns=10),
    GameOutcome(index=1, first_player=1, winner=0, turns=12),
    GameOutcome(index=2, first_player=0, winner=1, turns=8),
    GameOutcome(index=3, first_player=1, winner=None, turns=30),
    GameOutcome(index=4, first_player=0, winner=None, turns=0, error="RuntimeError: boom"),
]


def summary_of(outcomes: list[GameOutcome]) -> dict[str, object]:
    summary = SimulationSummary()
    for outcome in outcomes:
        summary.add(outcome)
    return summary.to_dict()


def test_summary_counts_wins_draws_errors_and_first_player_wins() -> None:
    result = summary_of(OUTCOMES)
    assert result["games"] == 5
    assert (result["wins_a"], result["wins_b"], result["draws"], result["errors"]) == (2, 1, 1, 1)
    # R6.3: game 0 (A first, A won) and game 2 (A first, B won: not the first player).
    assert result["first_player_wins"] == 1
    assert result["avg_turns"] == 15.0  # (10 + 12 + 8 + 30) / 4 finished games


def test_rates_are_over_finished_games_with_their_intervals() -> None:
    """An error is neither side's loss: rates divide by the 4 finished games; a draw is a
    game nobody won."""
    result = summary_of(OUTCOMES)
    assert result["win_rate_a"] == 0.5
    assert result["win_rate_b"] == 0.25
    assert result["first_player_win_rate"] == 0.25
    for key in ("win_rate_a", "win_rate_b", "first_player_win_rate"):
        low, high = result[f"{key}_ci95"]
        assert low <= result[key] <= high
    assert result["win_rate_a_ci95"] == [round(x, 4) for x in wilson_interval(2, 4)]


def test_summary_does_not_depend_on_the_order_games_finish_in() -> None:
    expected = summary_of(OUTCOMES)
    for order in itertools.permutations(OUTCOMES):
        assert summary_of(list(order)) == expected


def test_a_summary_of_only_errors_has_empty_rates() -> None:
    result = summary_of([OUTCOMES[-1]])
    assert result["win_rate_a"] == 0.0
    assert result["win_rate_a_ci95"] == [0.0, 1.0]
    assert result["avg_turns"] == 0.0
