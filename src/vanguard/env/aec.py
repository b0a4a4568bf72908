"""`VanguardEnv`: the engine as a PettingZoo AEC environment (two agents, turn by turn).

A thin adapter: the engine decides who acts next (`agent_selection` is always the player the
game waits for, who may act several times in a row), what is legal (the action mask) and
who won (+1 / -1 at the end, 0 for both on a draw or a truncation). Nothing is learned or
simplified here; every decision of the rules, card abilities included, goes through `step`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from vanguard.decks import DeckList, check_deck
from vanguard.engine import KNOWN_VARIANTS, Action, Game, new_game
from vanguard.env.actions import ACTION_SIZE, index_actions
from vanguard.env.observation import OBSERVATION_SIZE, encode_observation
from vanguard.sim.decks import DeckSource, deck_for_game, deck_source
from vanguard.sim.runner import MAX_DECISIONS

AGENTS = ("player_0", "player_1")


def _deck_source(deck: str | DeckSource) -> DeckSource:
    if isinstance(deck, str):
        return deck_source(deck)
    violations = check_deck(deck) if isinstance(deck, DeckList) else []
    if violations:
        problems = "; ".join(f"{v.code}: {v.message}" for v in violations)
        raise ValueError(f"{deck.name} is not a legal deck: {problems}")
    return deck


class VanguardEnv(AECEnv):  # type: ignore[misc]
    """Two players, `player_0` (deck A) and `player_1` (deck B); who goes first is drawn
    from the seed (R6.3). Decks are specs as for `vanguard simulate` (a file, `td01`,
    `td02`, `random`, `random:CLAN`: a new random legal deck every episode) or `DeckList`s.
    `variants` are R30 variant ids for every game (e.g. `first_player_choice`: the draw's
    winner then chooses with `go_first`/`go_second`). A game that reaches `max_decisions`
    decisions is truncated.

    `step` takes an index of `vanguard.env.actions`; an index that is not legal now (its mask
    entry is 0) raises `ValueError` and changes nothing.
    """

    metadata: ClassVar[dict[str, Any]] = {
        "name": "vanguard_v0",
        "render_modes": ["ansi", "human"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        deck_a: str | DeckSource = "td01",
        deck_b: str | DeckSource = "td02",
        render_mode: str | None = None,
        max_decisions: int = MAX_DECISIONS,
        variants: Iterable[str] = (),
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.decks: tuple[DeckSource, DeckSource] = (_deck_source(deck_a), _deck_source(deck_b))
        self.render_mode = render_mode
        self.max_decisions = max_decisions
        self.variants = frozenset(variants)
        unknown = self.variants - KNOWN_VARIANTS
        if unknown:
            raise ValueError(f"unknown rule variant(s): {', '.join(sorted(unknown))}")
        self.possible_agents = list(AGENTS)
        self.agents: list[str] = []
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(0.0, 1.0, (OBSERVATION_SIZE,), np.float32),
                    "action_mask": spaces.Box(0, 1, (ACTION_SIZE,), np.int8),
                }
            )
            for agent in AGENTS
        }
        self.action_spaces = {agent: spaces.Discrete(ACTION_SIZE) for agent in AGENTS}
        self.game: Game | None = None
        self._seeds: np.random.Generator | None = None
        self._legal: dict[int, Action] = {}
        self._decisions = 0

    # ------------------------------------------------------------------ spaces

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    # ------------------------------------------------------------------ episode

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new game. A seed fixes it and the games of the following seedless resets."""
        if seed is not None or self._seeds is None:
            self._seeds = np.random.default_rng(seed)
        game_seed = int(self._seeds.integers(0, 2**63))
        deck_a = deck_for_game(self.decks[0], game_seed, "a")
        deck_b = deck_for_game(self.decks[1], game_seed, "b")
        self.game = new_game(
            deck_a.cards,
            deck_b.cards,
            game_seed,
            first_vanguards=(deck_a.first_vanguard, deck_b.first_vanguard),
            variants=self.variants,
            record_events=False,
        )
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._decisions = 0
        self._next_decision()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        game = self._require_game()
        player = AGENTS.index(agent)
        mask = np.zeros(ACTION_SIZE, dtype=np.int8)
        if self._deciding() == player:
            mask[list(self._legal)] = 1
        return {"observation": encode_observation(game.view(player), player), "action_mask": mask}

    def step(self, action: int | np.integer | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self._require_game()
        chosen = None if action is None else self._legal.get(int(action))
        if chosen is None:
            raise ValueError(
                f"action {action} is not legal for {agent} now; legal: {sorted(self._legal)}"
            )
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        game.apply_unchecked(chosen)
        self._decisions += 1
        if game.is_over:
            self._finish()
        elif self._decisions >= self.max_decisions:
            self.truncations = dict.fromkeys(self.agents, True)
            self._legal = {}
        else:
            self._next_decision()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def legal_actions(self) -> dict[int, Action]:
        """Index -> engine action for the agent to act now (empty when the game is over)."""
        return dict(self._legal)

    def render(self) -> str | None:
        if self.render_mode is None or self.game is None:
            return None
        view = self.game.view(None)
        lines = [f"turn {view['turn']}, {view['phase']}, decision {view['decision']}"]
        for side in view["players"]:
            field = ", ".join(
                f"{name}: {unit.get('card', 'face down')}"
                for name, unit in side["field"].items()
                if unit is not None
            )
            lines.append(
                f"player {side['player']}: damage {len(side['damage'])},"
                f" hand {side['hand_count']}, deck {side['deck_count']}; {field}"
            )
        if view["result"] is not None:
            lines.append(f"result: {view['result']}")
        text = "\n".join(lines)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        self.game = None

    # ------------------------------------------------------------------ helpers

    def _require_game(self) -> Game:
        if self.game is None:
            raise RuntimeError("call reset() before using the environment")
        return self.game

    def _deciding(self) -> int | None:
        game = self._require_game()
        if game.is_over or not self._legal:
            return None
        return game.current_player

    def _next_decision(self) -> None:
        game = self._require_game()
        player = game.current_player
        assert player is not None
        self._legal = index_actions(game.view(player), player, game.legal_actions())
        if not self._legal:
            asked = None if game.prompt is None else game.prompt.kind
            raise RuntimeError(f"no encodable legal action at decision {asked!r}")
        self.agent_selection = AGENTS[player]

    def _finish(self) -> None:
        game = self._require_game()
        assert game.result is not None
        winner = game.result.winner
        if winner is not None:
            self.rewards[AGENTS[winner]] = 1.0
            self.rewards[AGENTS[1 - winner]] = -1.0
        self.terminations = dict.fromkeys(self.agents, True)
        self._legal = {}


def raw_env(**kwargs: Any) -> VanguardEnv:
    """The environment without wrappers (what `api_test` also checks through `unwrapped`)."""
    return VanguardEnv(**kwargs)


def env(**kwargs: Any) -> AECEnv:
    """The environment inside PettingZoo's usual order-enforcing wrapper (errors for a step
    before reset, and similar misuse)."""
    from pettingzoo.utils import wrappers

    return wrappers.OrderEnforcingWrapper(VanguardEnv(**kwargs))
