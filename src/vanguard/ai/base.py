"""The agent protocol shared by every computer player."""

from __future__ import annotations

from typing import Protocol

from vanguard.engine import Action, Game


class Agent(Protocol):
    """Chooses a decision for `player` among `options` (the game's legal actions).

    Agents receive the game so that stronger ones can read `game.view(player)`; an agent must
    never read what the view hides (R22).
    """

    def choose(self, game: Game, player: int, options: list[Action]) -> Action: ...


#: Command-line names of the computer players, weakest first.
AGENT_NAMES: tuple[str, ...] = ("random",)


def make_agent(name: str, seed: int) -> Agent:
    """An agent by its command-line name (one of `AGENT_NAMES`)."""
    from vanguard.ai.random_agent import RandomAgent

    agents = {"random": RandomAgent}
    if name not in agents:
        raise ValueError(f"unknown AI {name!r}; available: {', '.join(AGENT_NAMES)}")
    return agents[name](seed)
