"""How a networked player chooses: from what it may see, never from the whole game.

The engine's agents (`vanguard.ai`) receive a `Game`, which holds every hidden card. A client
receives only its view and the legal decisions (R22), so only agents that need nothing more
than the offered options can play through the network. Today that is `random`; stronger
agents need a view-based policy of their own before a bot can use them.
"""

from __future__ import annotations

from typing import Protocol

from vanguard.ai import make_agent
from vanguard.engine import Action, forward
from vanguard.engine.rng import Rng
from vanguard.netclient.messages import State

#: Agents that read nothing but the options offered, so a view-only client can run them.
VIEW_ONLY_AGENTS: tuple[str, ...] = ("random",)


class Policy(Protocol):
    """Chooses one of `options` (the legal decisions of `state`) from what `state` shows."""

    def choose(self, state: State, options: list[Action]) -> Action: ...


class RandomPolicy:
    """Uniform over the legal decisions: the `random` agent's choice, from the same seeded
    stream, so a bot with seed s decides like `make_agent("random", s)` given the same options."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, state: State, options: list[Action]) -> Action:
        options = forward(options)
        return options[self.rng.below(len(options))]


class UnsupportedAgent(ValueError):
    """An agent that needs the engine's game object, which a client never has."""


def policy_for(ai: str, seed: int) -> Policy:
    """The client-side policy for an agent name of `vanguard.ai.AGENT_NAMES`."""
    make_agent(ai, seed)  # the same error as everywhere else for a name that does not exist
    if ai == "random":
        return RandomPolicy(seed)
    raise UnsupportedAgent(
        f"the {ai!r} AI reads the engine's whole game object, which a networked client never"
        f" has (a bot receives only its view and the legal decisions, R22); the bot can play:"
        f" {', '.join(VIEW_ONLY_AGENTS)}"
    )
