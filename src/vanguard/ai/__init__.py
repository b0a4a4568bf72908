"""Computer players. Each agent picks one of the legal decisions it is offered.

- `RandomAgent`: uniform over the legal decisions.
- `HeuristicAgent`: a sensible beginner, from its view of the board (`heuristic.py`).
- `SearchAgent`: determinized Monte Carlo tree search with heuristic playouts (`search.py`).
"""

from vanguard.ai.base import AGENT_NAMES, Agent, make_agent
from vanguard.ai.heuristic import HeuristicAgent
from vanguard.ai.random_agent import RandomAgent
from vanguard.ai.search import SearchAgent

__all__ = ["AGENT_NAMES", "Agent", "HeuristicAgent", "RandomAgent", "SearchAgent", "make_agent"]
