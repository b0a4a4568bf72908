"""The search player: determinized Monte Carlo tree search over sampled worlds.

The player cannot see the opponent's hand or either deck's order. So each iteration first
samples a *determinization* — `resample_hidden` re-deals every hidden card at random,
consistently with the player's view (it never looks at where the hidden cards really are) —
and searches that world on `clone()`s:

1. **Candidates**: only the heuristic's few preferred options of a decision are considered
   (a small budget cannot tell dozens of calls apart, and the rest are rarely good).
2. **Paired playouts**: in each sampled world every candidate is played out once from the
   same world, so that the comparison between candidates is not drowned in the luck of
   the draw (the same deck order and the same checks for all of them).
3. **Tree**: a few more playouts per world grow that world's tree: UCB picks among the
   candidates and, further down, among both players' next decisions (again the
   heuristic's favourites), adding one decision to the tree per playout.
4. **Playout**: both players play on as the heuristic does, for a few turns; the position
   reached is scored with a win-probability estimate (`evaluation.py`), or 1/0 if the game
   ended.

Each candidate's value is its mean over the sampled worlds (each world's tree gives it the
mean of its playouts there). The best is played if it beats the heuristic's own choice by a
clear margin over the same worlds (a paired test); otherwise the heuristic's choice stands,
so that the luck of a few samples does not make the player worse than the heuristic.

Setup decisions, boosts and other routine ones are left to the heuristic, and a decision
with a single option is returned at once. With an iteration budget (sampled worlds per
decision) the player is deterministic for its seed; with a time budget it samples as many
worlds as fit.
"""

from __future__ import annotations

import math
import time

from vanguard.ai.evaluation import win_probability
from vanguard.ai.heuristic import HeuristicAgent, Observer, best_index, heuristic_scores
from vanguard.ai.observation import observe, observe_direct
from vanguard.engine import Action, ActionKind, Game, forward
from vanguard.engine.constants import DecisionKind
from vanguard.engine.determinize import resample_hidden
from vanguard.engine.rng import Rng

DEFAULT_TIME_LIMIT = 0.5
"""Seconds per searched decision when no budget is given (well under a second)."""

#: Decisions worth searching; every other kind is left to the heuristic.
SEARCHED = frozenset(
    {
        DecisionKind.RIDE,
        DecisionKind.MAIN,
        DecisionKind.ATTACK,
        DecisionKind.GUARD,
        DecisionKind.USE_ABILITY,
        DecisionKind.CHOOSE,
        DecisionKind.TRIGGER_POWER,
        DecisionKind.TRIGGER_CRITICAL,
        DecisionKind.TRIGGER_STAND,
    }
)

EXPLORATION = 0.7
"""UCB exploration constant for rewards in [0, 1]."""


class Node:
    """Statistics of one decision in a sampled world's tree."""

    __slots__ = ("children", "total", "untried", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.untried: list[Action] | None = None
        """Options of the next decision not yet expanded (None until first reached)."""
        self.visits = 0
        self.total = 0.0
        """Sum of rewards from the side of the player who made this decision."""

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class SearchAgent:
    """Determinized Monte Carlo tree search with heuristic rollouts.

    `time_limit` bounds the seconds per searched decision; `iterations`, if given, fixes
    the number of sampled worlds per decision instead (deterministic for the seed); given
    both, the search stops at whichever comes first. In each world every candidate is first
    played out once (the same world for all: a paired comparison), then `tree_playouts`
    more playouts grow that world's tree. `width` is how many of the heuristic's preferred
    options are considered at each decision, and `horizon` how many turns a playout goes
    beyond the current one before the position is estimated. The player departs from the
    heuristic's choice only when another candidate beats it by `confidence` standard
    errors over the sampled worlds.
    """

    def __init__(
        self,
        seed: int = 0,
        *,
        time_limit: float | None = None,
        iterations: int | None = None,
        width: int = 4,
        horizon: int = 2,
        tree_playouts: int = 2,
        confidence: float = 1.0,
    ) -> None:
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        if time_limit is not None and time_limit <= 0:
            raise ValueError("time_limit must be positive")
        if width < 1 or horizon < 0 or tree_playouts < 0 or confidence < 0:
            raise ValueError(
                "width must be at least 1; horizon, tree_playouts and confidence at least 0"
            )
        self.rng = Rng(seed)
        self.iterations = iterations
        self.time_limit = (
            time_limit if time_limit is not None or iterations is not None else DEFAULT_TIME_LIMIT
        )
        self.width = width
        self.horizon = horizon
        self.tree_playouts = tree_playouts
        self.confidence = confidence
        self.policy = HeuristicAgent(seed)
        self.playout_policy = HeuristicAgent(seed, observer=observe_direct)
        self.last_iterations = 0
        """Worlds sampled for the last searched decision (for benchmarks)."""

    # ------------------------------------------------------------------ agent protocol

    def choose(self, game: Game, player: int, options: list[Action]) -> Action:
        self.last_iterations = 0
        options = forward(options)  # never back (R16.3.8): the same question again
        if len(options) == 1:
            return options[0]
        prompt = game.prompt
        if prompt is None or prompt.kind not in SEARCHED:
            return self.policy.choose(game, player, options)
        candidates = self.candidates(game, player, options)
        if len(candidates) == 1:
            return candidates[0]
        return self._search(game, player, candidates)

    def candidates(
        self, game: Game, player: int, options: list[Action], observer: Observer = observe
    ) -> list[Action]:
        """The heuristic's `width` preferred options, best first. In the main phase a
        column move must improve the formation to be considered, so that a move and its
        way back can never follow each other for ever. The real game is read through the
        view; sampled worlds through the equivalent fast `observe_direct`."""
        options = forward(options)
        scores = heuristic_scores(game, player, options, observer)
        order = sorted(range(len(options)), key=lambda i: (-scores[i], i))
        kept = [
            options[i]
            for i in order
            if i == order[0] or options[i].kind is not ActionKind.MOVE or scores[i] >= 0
        ]
        return kept[: self.width]

    # ------------------------------------------------------------------ search

    def _search(self, game: Game, player: int, candidates: list[Action]) -> Action:
        values: list[list[float]] = [[] for _ in candidates]
        started = time.perf_counter()
        worlds = 0
        while True:
            if self.iterations is not None and worlds >= self.iterations:
                break
            if self.time_limit is not None and worlds > 0:
                elapsed = time.perf_counter() - started
                if elapsed * (worlds + 1) / worlds > self.time_limit:
                    break  # another world would likely overrun the budget
            world = resample_hidden(game, player, self.rng)
            world.record_events = False
            for index, value in enumerate(self._search_world(world, player, candidates)):
                values[index].append(value)
            worlds += 1
        self.last_iterations = worlds
        return candidates[self._verdict(values)]

    def _verdict(self, values: list[list[float]]) -> int:
        """The candidate with the best mean, if it beats the heuristic's choice (the first)
        clearly: its mean gain over the same worlds must exceed `confidence` standard errors.
        Otherwise the heuristic's choice: luck alone must not make the player deviate."""
        best = best_index([sum(v) for v in values])
        if best == 0:
            return 0
        gains = [b - h for b, h in zip(values[best], values[0], strict=True)]
        count = len(gains)
        mean = sum(gains) / count
        if count < 2:
            return best if mean > 0 else 0
        variance = sum((g - mean) ** 2 for g in gains) / (count - 1)
        return best if mean > self.confidence * math.sqrt(variance / count) else 0

    def _search_world(self, world: Game, player: int, candidates: list[Action]) -> list[float]:
        """The value of each candidate in one sampled world: one paired playout each, then
        a few more down the world's tree (UCB at every decision, both players)."""
        stop_turn = world.turn + self.horizon
        roots = [Node() for _ in candidates]
        for playout in range(len(candidates) + self.tree_playouts):
            if playout < len(candidates):
                index = playout
            else:
                index = _ucb(roots, [c.visits for c in roots], sum(c.visits for c in roots))
            sim = world.clone()
            sim.apply_unchecked(candidates[index])
            path: list[tuple[Node, int]] = [(roots[index], player)]
            self._descend(sim, roots[index], path)
            reward = self._rollout(sim, player, stop_turn)
            for node, acting in path:
                node.visits += 1
                node.total += reward if acting == player else 1.0 - reward
        return [root.mean() for root in roots]

    def _descend(self, sim: Game, node: Node, path: list[tuple[Node, int]]) -> None:
        """Walk down the tree from a visited node, adding one new decision at its end."""
        while node.visits > 0 and not sim.is_over:
            if node.untried is None:
                node.untried = self._next_decision(sim)
            acting = sim.current_player
            if acting is None:
                return
            if node.untried:
                action = node.untried.pop(0)
                child = node.children[action] = Node()
                sim.apply_unchecked(action)
                path.append((child, acting))
                return
            if not node.children:
                return
            actions = list(node.children)
            children = [node.children[a] for a in actions]
            index = _ucb(children, [c.visits for c in children], node.visits)
            sim.apply_unchecked(actions[index])
            node = children[index]
            path.append((node, acting))

    def _next_decision(self, sim: Game) -> list[Action]:
        """Play single-option decisions through; the candidates of the next real one."""
        while not sim.is_over:
            options = sim.legal_actions()
            acting = sim.current_player
            assert acting is not None
            if len(options) > 1:
                return self.candidates(sim, acting, options, observe_direct)
            sim.apply_unchecked(options[0])
        return []

    def _rollout(self, world: Game, player: int, stop_turn: int) -> float:
        """Both sides play as the heuristic until `stop_turn` is over, then the estimate."""
        policy = self.playout_policy
        while not world.is_over and world.turn <= stop_turn:
            acting = world.current_player
            assert acting is not None
            world.apply_unchecked(policy.choose(world, acting, world.legal_actions()))
        return win_probability(world, player)


def _ucb(children: list[Node], visits: list[int], parent_visits: int) -> int:
    """UCB1 over children that were all visited at least once."""
    log_parent = math.log(max(1, parent_visits))
    best, best_score = 0, -math.inf
    for index, child in enumerate(children):
        if visits[index] == 0:
            return index
        score = child.mean() + EXPLORATION * math.sqrt(log_parent / visits[index])
        if score > best_score:
            best, best_score = index, score
    return best
