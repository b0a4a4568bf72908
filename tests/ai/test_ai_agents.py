"""Every computer player makes only legal decisions (R20.2), in every kind of decision the
engine asks, and the registry builds each of them by name."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from ai_games import DECK_PAIRS, deck_named, play, start

import vanguard.engine
from vanguard.ai import AGENT_NAMES, make_agent
from vanguard.ai.heuristic import BLIND_SCORERS, SCORERS, HeuristicAgent
from vanguard.ai.observation import observe, observe_direct
from vanguard.ai.search import SearchAgent
from vanguard.engine import Action, ActionKind, Game, new_game
from vanguard.engine.state import Prompt


def quick_search(seed: int) -> SearchAgent:
    """A search player with the smallest budget: one sampled world, short playouts."""
    return SearchAgent(seed, iterations=1, width=2, horizon=0)


def test_the_ai_names_go_from_weakest_to_strongest() -> None:
    assert AGENT_NAMES == ("random", "heuristic", "search")
    for name in AGENT_NAMES:
        assert hasattr(make_agent(name, 1), "choose")


def test_make_agent_passes_a_budget_to_the_search_player() -> None:
    agent = make_agent("search", 3, iterations=7)
    assert isinstance(agent, SearchAgent)
    assert agent.iterations == 7 and agent.time_limit is None
    timed = make_agent("search", 3, time_limit=0.2)
    assert isinstance(timed, SearchAgent) and timed.time_limit == 0.2
    default = make_agent("search", 3)
    assert isinstance(default, SearchAgent)
    assert default.time_limit is not None and default.time_limit < 1.0


@pytest.mark.parametrize(
    ("name", "options", "message"),
    [
        ("expert", {}, "unknown AI 'expert'; available: random, heuristic, search"),
        ("heuristic", {"iterations": 3}, "the heuristic AI takes no options"),
        ("search", {"depth": 3}, "unknown search option(s) depth; available: confidence,"),
    ],
)
def test_make_agent_refuses_bad_requests_clearly(
    name: str, options: dict[str, int], message: str
) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        make_agent(name, 1, **options)


@pytest.mark.parametrize(
    "options", [{"iterations": 0}, {"time_limit": 0.0}, {"width": 0}, {"horizon": -1}]
)
def test_a_search_budget_must_make_sense(options: dict[str, float]) -> None:
    with pytest.raises(ValueError):
        SearchAgent(1, **options)  # type: ignore[arg-type]


def test_r20_2_every_agent_chooses_an_offered_option_in_many_positions(
    positions: list[Game],
) -> None:
    """Whatever the position — setup, any phase, inside an ability — each agent returns one
    of the legal decisions it was offered."""
    agents = [make_agent("random", 5), make_agent("heuristic", 5)]
    for game in positions:
        if game.is_over:
            continue
        player = game.current_player
        assert player is not None
        options = game.legal_actions()
        for agent in agents:
            assert agent.choose(game, player, options) in options
    for game in positions[::6]:
        if not game.is_over:
            player = game.current_player
            assert player is not None
            options = game.legal_actions()
            assert quick_search(7).choose(game, player, options) in options


@pytest.mark.parametrize("pair", DECK_PAIRS)
def test_r20_2_heuristic_and_random_play_whole_games(pair: tuple[str, str]) -> None:
    """Complete games on the starter decks and random decks of every clan, both seats."""
    for seed in range(3):
        names = ("heuristic", "random") if seed % 2 else ("heuristic", "heuristic")
        agents = [make_agent(names[0], seed), make_agent(names[1], seed + 1)]
        game = play(start(pair, seed, preferred=seed != 2), agents)
        assert game.result is not None


def test_r20_2_search_with_a_tiny_budget_plays_a_whole_game() -> None:
    game = play(start(("td01", "td02"), 4), [quick_search(1), make_agent("heuristic", 2)])
    assert game.result is not None


def test_r30_13_every_agent_plays_under_the_setup_variants() -> None:
    """R30.13: with the first player chosen by the draw's winner and the CR 1.19 redraw,
    every agent still plays whole games; the heuristic chooses to go first."""
    a, b = deck_named("td01"), deck_named("td02")
    variants = ("first_player_choice", "mulligan_cr119")
    for seed, names in enumerate((("random", "random"), ("heuristic", "random"))):
        game = new_game(a.cards, b.cards, seed, first_player=1, variants=variants)
        agents = [make_agent(names[0], seed), make_agent(names[1], seed + 1)]
        assert play(game, agents).result is not None
    for agent in (make_agent("heuristic", 1), quick_search(1)):
        game = new_game(a.cards, b.cards, 3, first_player=0, variants=variants)
        options = game.legal_actions()
        assert agent.choose(game, 0, options) == Action(ActionKind.GO_FIRST, 0)


def engine_prompt_kinds() -> set[str]:
    """Every decision kind the engine can ask, read from its source: `g.ask(player, "kind",
    ...)` and the cost selections `_select_cards(g, player, "kind", ...)`."""
    source = "\n".join(
        path.read_text() for path in Path(vanguard.engine.__file__).parent.glob("*.py")
    )
    kinds = set(re.findall(r"\.ask\(\s*[\w.]+,\s*\"(\w+)\"", source))
    kinds |= set(re.findall(r"_select_cards\(\s*g,\s*[\w.]+,\s*\"(\w+)\"", source))
    return kinds


def test_the_heuristic_knows_every_decision_kind_of_the_engine() -> None:
    kinds = engine_prompt_kinds()
    assert {"main", "guard", "use_ability", "discard", "counter_blast"} <= kinds
    known = set(SCORERS) | set(BLIND_SCORERS)
    assert kinds <= known, f"no scoring for {sorted(kinds - known)}"


def test_an_unknown_decision_gets_the_safe_default() -> None:
    """A decision the heuristic does not know: decline when declining is offered."""
    game = start(("td01", "td02"), 1)
    player = game.current_player
    assert player is not None
    options = [Action(ActionKind.YES, player), Action(ActionKind.NO, player)]
    game.prompt = Prompt(player, "a_new_kind_of_question", tuple(options), lambda *_: None)
    assert HeuristicAgent().choose(game, player, options) == Action(ActionKind.NO, player)
    only_yes = [Action(ActionKind.YES, player), Action(ActionKind.CHOOSE, player, card=1)]
    assert HeuristicAgent().choose(game, player, only_yes) == only_yes[0]


def test_the_fast_observation_equals_the_view(positions: list[Game]) -> None:
    """The search's playouts read the board directly; they must see exactly what
    `view(player)` shows (R22), no more."""
    for game in positions:
        for player in (0, 1):
            assert observe_direct(game, player) == observe(game, player)
