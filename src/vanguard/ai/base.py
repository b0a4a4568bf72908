"""The agent protocol shared by every computer player, and the registry of their names."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from vanguard.engine import Action, Game


class Agent(Protocol):
    """Chooses a decision for `player` among `options` (the game's legal actions).

    Agents receive the game so that stronger ones can read `game.view(player)`; an agent must
    never read what the view hides (R22).
    """

    def choose(self, game: Game, player: int, options: list[Action]) -> Action: ...


#: Command-line names of the computer players, weakest first.
AGENT_NAMES: tuple[str, ...] = ("random", "heuristic", "search")

#: Keyword options the search player accepts (see `SearchAgent`).
SEARCH_OPTIONS = frozenset(
    {"time_limit", "iterations", "width", "horizon", "tree_playouts", "confidence"}
)


def make_agent(name: str, seed: int, **options: Any) -> Agent:
    """An agent by its command-line name (one of `AGENT_NAMES`).

    Keyword options go to the agent: the search player takes `time_limit` (seconds per
    searched decision) or `iterations` (sampled worlds per decision, which makes it
    deterministic for its seed), and the tuning knobs of `SearchAgent`; the other players
    take none. Bad names or values raise `ValueError` with a clear message.
    """
    from vanguard.ai.heuristic import HeuristicAgent
    from vanguard.ai.random_agent import RandomAgent
    from vanguard.ai.search import SearchAgent

    agents: dict[str, Callable[..., Agent]] = {
        "random": RandomAgent,
        "heuristic": HeuristicAgent,
        "search": SearchAgent,
    }
    if name not in agents:
        raise ValueError(f"unknown AI {name!r}; available: {', '.join(AGENT_NAMES)}")
    if options and name != "search":
        raise ValueError(f"the {name} AI takes no options (got {', '.join(sorted(options))})")
    unknown = set(options) - SEARCH_OPTIONS
    if unknown:
        raise ValueError(
            f"unknown search option(s) {', '.join(sorted(unknown))}; "
            f"available: {', '.join(sorted(SEARCH_OPTIONS))}"
        )
    return agents[name](seed, **options)
