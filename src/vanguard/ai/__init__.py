"""Computer players. Each agent picks one of the legal decisions it is offered."""

from vanguard.ai.base import AGENT_NAMES, Agent, make_agent
from vanguard.ai.random_agent import RandomAgent

__all__ = ["AGENT_NAMES", "Agent", "RandomAgent", "make_agent"]
