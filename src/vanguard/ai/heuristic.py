"""The heuristic player: a sensible beginner, deterministic and quick.

Every kind of decision the engine asks has a scoring function (`SCORERS`) that rates each
offered option from the player's observation (`game.view(player)`, the offered options and
public card data — never a hidden zone); the agent plays the highest-rated option, the first
of equals. A decision kind it does not know gets a safe default: decline or stop if that is
offered, else the first option. The search player reuses the same ratings to choose which
options are worth exploring.
"""

from __future__ import annotations

from collections.abc import Callable

from vanguard.ai import ability_play, battle_play, setup_play, turn_play
from vanguard.ai.observation import Observation, observe
from vanguard.engine import Action, ActionKind, Game, forward
from vanguard.engine.constants import DecisionKind

Scorer = Callable[[Game, Observation, list[Action]], list[float]]

SCORERS: dict[DecisionKind, Scorer] = {
    DecisionKind.CHOOSE_FIRST: setup_play.score_choose_first,
    DecisionKind.CHOOSE_VANGUARD: setup_play.score_choose_vanguard,
    DecisionKind.MULLIGAN: setup_play.score_mulligan,
    DecisionKind.RIDE: turn_play.score_ride,
    DecisionKind.RIDE_FROM_SOUL: turn_play.score_ride_from_soul,
    DecisionKind.MAIN: turn_play.score_main,
    DecisionKind.ATTACK: battle_play.score_attack,
    DecisionKind.GUARD: battle_play.score_guard,
    DecisionKind.TRIGGER_POWER: battle_play.score_trigger_power,
    DecisionKind.TRIGGER_CRITICAL: battle_play.score_trigger_critical,
    DecisionKind.TRIGGER_STAND: battle_play.score_trigger_stand,
    DecisionKind.HEAL: battle_play.score_heal,
    DecisionKind.USE_ABILITY: ability_play.score_use_ability,
    DecisionKind.CHOOSE: ability_play.score_choose,
    DecisionKind.SEARCH: ability_play.score_search,
    DecisionKind.CALL_CIRCLE: ability_play.score_call_circle,
    DecisionKind.DRAW_UP_TO: ability_play.score_draw_up_to,
    DecisionKind.LOOK_UP_TO: ability_play.score_look_up_to,
    DecisionKind.TOP_OR_BOTTOM: ability_play.score_top_or_bottom,
    DecisionKind.COUNTER_BLAST: ability_play.score_select,
    DecisionKind.SOUL_BLAST: ability_play.score_select,
    DecisionKind.DISCARD: ability_play.score_select,
    DecisionKind.REAR_GUARD_TO_SOUL: ability_play.score_select,
    DecisionKind.PAY_COST: ability_play.score_select,
}

#: Decisions rated without looking at the board: always boost (a boost only adds power,
#: R12.3.6); standby abilities in the order offered.
BLIND_SCORERS: dict[DecisionKind, Callable[[list[Action]], list[float]]] = {
    DecisionKind.BOOST: battle_play.score_boost,
    DecisionKind.PLAY_ABILITY: ability_play.score_play_ability,
    DecisionKind.BOTTOM_ORDER: ability_play.score_bottom_order,
}

#: Options that stop or decline: the safe choice when a decision is not understood.
DECLINING = frozenset(
    {
        ActionKind.END_MAIN,
        ActionKind.END_BATTLE,
        ActionKind.SKIP_BOOST,
        ActionKind.END_GUARD,
        ActionKind.SKIP_RIDE,
        ActionKind.NO,
        ActionKind.CHOOSE_NONE,
    }
)


def safe_default_scores(options: list[Action]) -> list[float]:
    return [1.0 if a.kind in DECLINING else 0.0 for a in options]


Observer = Callable[[Game, int], Observation]


def heuristic_scores(
    game: Game, player: int, options: list[Action], observer: Observer = observe
) -> list[float]:
    """A rating for each option (higher is better) from what `player` may see.

    `observer` builds the observation: `observe` parses `game.view(player)`; the search
    passes the equivalent, faster `observe_direct` for its playouts in sampled worlds."""
    prompt = game.prompt
    if prompt is not None and prompt.kind in BLIND_SCORERS:
        return BLIND_SCORERS[prompt.kind](options)
    scorer = None if prompt is None else SCORERS.get(prompt.kind)
    if scorer is None:
        return safe_default_scores(options)
    return scorer(game, observer(game, player), options)


def best_index(scores: list[float]) -> int:
    """The highest score; the earliest option among equals (deterministic)."""
    best = 0
    for index in range(1, len(scores)):
        if scores[index] > scores[best]:
            best = index
    return best


class HeuristicAgent:
    """Plays the best-rated option. Deterministic: the seed is accepted for the common
    interface and unused. `observer` is for the search's playouts (see `heuristic_scores`)."""

    def __init__(self, seed: int = 0, observer: Observer = observe) -> None:
        self.seed = seed
        self.observer = observer

    def choose(self, game: Game, player: int, options: list[Action]) -> Action:
        options = forward(options)  # never back (R16.3.8): the same question again
        if len(options) == 1:
            return options[0]
        return options[best_index(heuristic_scores(game, player, options, self.observer))]
