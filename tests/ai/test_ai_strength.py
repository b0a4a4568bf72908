"""Strength and reproducibility of the computer players (small, seeded samples; the full
ladder is `benchmarks/ai_ladder.py`)."""

from __future__ import annotations

import pytest
from ai_games import guard_scenario, play, start

import vanguard.ai.search as search_module
from vanguard.ai import make_agent
from vanguard.ai.search import SearchAgent
from vanguard.engine import Action, ActionKind, Game


def test_the_heuristic_clearly_beats_random() -> None:
    """Ten seeded games, both starter decks in both seats: at least eight wins."""
    wins = 0
    for seed in range(10):
        pair = ("td01", "td02") if seed % 4 < 2 else ("td02", "td01")
        seat = seed % 2
        agents = [make_agent("random", seed), make_agent("random", seed)]
        agents[seat] = make_agent("heuristic", seed)
        game = play(start(pair, seed), agents)
        assert game.result is not None
        wins += game.result.winner == seat
    assert wins >= 8


def recorded_game(seed: int) -> list[Action]:
    game = start(("td02", "td01"), seed)
    agents = [SearchAgent(seed, iterations=1, width=2, horizon=0), make_agent("heuristic", 1)]
    decisions = []
    while not game.is_over:
        player = game.current_player
        assert player is not None
        action = agents[player].choose(game, player, game.legal_actions())
        decisions.append(action)
        game.apply(action)
    return decisions


def test_r2_7_the_search_is_deterministic_with_an_iteration_budget() -> None:
    assert recorded_game(6) == recorded_game(6)


def test_a_single_option_is_returned_at_once_without_searching(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_sampling(*_: object) -> Game:
        raise AssertionError("a forced decision must not be searched")

    monkeypatch.setattr(search_module, "resample_hidden", no_sampling)
    game = start(("td01", "td02"), 2)
    player = game.current_player
    assert player is not None
    only = [Action(ActionKind.END_MAIN, player)]
    assert SearchAgent(1).choose(game, player, only) == only[0]


def test_r1_3_1_the_search_guards_an_attack_that_would_lose_the_game() -> None:
    h = guard_scenario(5, "Bringer of Good Luck, Epona", "Little Sage, Marron")
    agent = SearchAgent(3, iterations=4, horizon=0)
    action = agent.choose(h.game, 1, h.game.legal_actions())
    assert action.kind is ActionKind.GUARD
