"""Computer players never read what their view hides (R22.2): changing the hidden cards —
the opponent's hand and deck, the order of the player's own deck — never changes a
decision."""

from __future__ import annotations

from ai_games import swap_hidden

from vanguard.ai import make_agent
from vanguard.ai.search import SearchAgent
from vanguard.engine import Game
from vanguard.engine.determinize import resample_hidden
from vanguard.engine.rng import Rng

#: The one decision about a card the player has privately looked at (R22.2 "cards they look
#: at"): the top of their own deck, which a changed deck order changes.
LOOKED_AT = frozenset({"top_or_bottom"})


def deciding_positions(positions: list[Game]) -> list[tuple[Game, int]]:
    found = []
    for game in positions:
        player = game.current_player
        if player is not None and game.prompt is not None and game.prompt.kind not in LOOKED_AT:
            found.append((game, player))
    return found


def test_r22_2_the_heuristic_decides_the_same_whatever_the_hidden_cards(
    positions: list[Game],
) -> None:
    heuristic = make_agent("heuristic", 0)
    for index, (game, player) in enumerate(deciding_positions(positions)):
        options = game.legal_actions()
        decision = heuristic.choose(game, player, options)
        assert heuristic.choose(swap_hidden(game, player), player, options) == decision
        for seed in range(3):
            world = resample_hidden(game, player, Rng(1000 * index + seed))
            assert heuristic.choose(world, player, options) == decision


def test_r22_2_the_search_decides_the_same_whatever_the_hidden_cards(
    positions: list[Game],
) -> None:
    """With an iteration budget the search is a function of its seed and the player's view
    only: its samples cannot depend on where the hidden cards really are."""
    for index, (game, player) in enumerate(deciding_positions(positions)[::5]):
        options = game.legal_actions()
        agent = SearchAgent(index, iterations=2, width=3, horizon=0)
        twin = SearchAgent(index, iterations=2, width=3, horizon=0)
        assert twin.choose(swap_hidden(game, player), player, options) == agent.choose(
            game, player, options
        )
