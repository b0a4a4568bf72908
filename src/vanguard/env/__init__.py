"""A PettingZoo AEC environment over the engine, for reinforcement-learning research.

Needs the optional extra: `pip install 'vanguard-remaster[env]'` (PettingZoo, Gymnasium,
NumPy). The action space is described in `vanguard.env.actions`, the observation in
`vanguard.env.observation`; docs/API.md has a summary.

    from vanguard.env import env
    e = env(deck_a="td01", deck_b="td02")
    e.reset(seed=1)
    for agent in e.agent_iter():
        observation, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else int(observation["action_mask"].argmax())
        e.step(action)
"""

try:
    import gymnasium  # noqa: F401
    import numpy  # noqa: F401
    import pettingzoo  # noqa: F401
except ImportError as error:  # pragma: no cover - depends on the installation
    raise ImportError(
        f"vanguard.env needs the 'env' extra ({error.name} is missing):"
        " pip install 'vanguard-remaster[env]'"
    ) from error

from vanguard.env.actions import ACTION_SIZE, card_ref, index_actions
from vanguard.env.aec import AGENTS, VanguardEnv, env, raw_env
from vanguard.env.observation import OBSERVATION_SIZE, encode_observation

__all__ = [
    "ACTION_SIZE",
    "AGENTS",
    "OBSERVATION_SIZE",
    "VanguardEnv",
    "card_ref",
    "encode_observation",
    "env",
    "index_actions",
    "raw_env",
]
