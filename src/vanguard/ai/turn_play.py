"""Ride and main phase decisions (R10, R11): ride up every turn, build a formation that
pressures the opposing vanguard, keep enough cards to guard, play abilities worth their cost.
"""

from __future__ import annotations

from vanguard.ai.conditions import all_hold
from vanguard.ai.observation import Observation, Unit, option_card
from vanguard.ai.valuation import (
    Slot,
    ability_worth,
    formation_value,
    keep_value,
    reserve_penalty,
    slots_of,
    unit_value,
    vanguard_quality,
)
from vanguard.cards.models import Card
from vanguard.engine import Action, ActionKind, Circle, Game
from vanguard.engine.constants import BEHIND
from vanguard.engine.triggers import abilities_of

#: A same-grade ride costs a card; it must improve the vanguard by this much to be worth it.
SAME_GRADE_MARGIN = 1.5


def score_ride(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    """The next grade whenever possible: the best vanguard, keeping copies for later when
    there are several to choose from."""
    grade = obs.mine.vanguard_grade
    current = obs.mine.vanguard
    current_quality = vanguard_quality(current.card) if current is not None else 0.0
    copies: dict[str, int] = {}
    for known in obs.mine.hand:
        copies[known.card.id] = copies.get(known.card.id, 0) + 1
    scores = []
    for action in options:
        card = option_card(game, obs, action)
        if action.kind is not ActionKind.RIDE or card is None:
            scores.append(0.0)
        elif card.grade == grade + 1:
            scores.append(10.0 + vanguard_quality(card) + 0.3 * (copies.get(card.id, 1) - 1))
        else:
            scores.append(vanguard_quality(card) - current_quality - SAME_GRADE_MARGIN)
    return scores


def score_ride_from_soul(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    scores = []
    for action in options:
        card = option_card(game, obs, action)
        scores.append(0.0 if card is None else card.grade * 10 + vanguard_quality(card))
    return scores


def defence_of(obs: Observation) -> int:
    vanguard = obs.theirs.vanguard
    return 0 if vanguard is None else vanguard.power


def call_gain(obs: Observation, card: Card, circle: Circle) -> float:
    """Formation value gained by putting `card` on `circle` (a unit there is retired)."""
    return _calls_gain(obs, ((card, circle),))


def _calls_gain(
    obs: Observation, calls: tuple[tuple[Card, Circle], ...], base: float | None = None
) -> float:
    slots = slots_of(obs.mine.units)
    defence = defence_of(obs)
    before = formation_value(slots, defence) if base is None else base
    lost = 0.0
    for card, circle in calls:
        previous = obs.mine.units.get(circle)
        if previous is not None:
            lost += unit_value(previous) * 0.5 + 0.3
        slots[circle] = Slot(card, card.power)
    return formation_value(slots, defence) - before - lost


def _partner_circle(circle: Circle) -> Circle | None:
    """The other circle of the column: a booster for a front unit, an attacker for a back."""
    if circle in BEHIND:
        return BEHIND[circle]
    return next((front for front, back in BEHIND.items() if back is circle), None)


def call_score(obs: Observation, card: Card, iid: int, circle: Circle, base: float) -> float:
    """A call is judged alone and together with the best partner for its column from the
    hand: an attacker is worth little until a booster stands behind it, and vice versa."""
    hand = obs.mine.hand_count
    cost = keep_value(card, obs) + reserve_penalty(hand - 1)
    best = _calls_gain(obs, ((card, circle),), base) - cost
    partner_circle = _partner_circle(circle)
    if partner_circle is None or partner_circle in obs.mine.units:
        return best
    grade = obs.mine.vanguard_grade
    tried: set[str] = set()
    for known in obs.mine.hand:
        partner = known.card
        if known.iid == iid or partner.grade > grade or partner.id in tried:
            continue
        tried.add(partner.id)
        pair_cost = cost + keep_value(partner, obs) + reserve_penalty(hand - 2)
        pair_cost -= reserve_penalty(hand - 1)
        gain = _calls_gain(obs, ((card, circle), (partner, partner_circle)), base)
        best = max(best, gain - pair_cost)
    return best


def score_main(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    slots = slots_of(obs.mine.units)
    defence = defence_of(obs)
    base = formation_value(slots, defence)
    scores = []
    for action in options:
        kind = action.kind
        if kind is ActionKind.CALL and action.circle is not None and action.card is not None:
            card = option_card(game, obs, action)
            assert card is not None
            scores.append(call_score(obs, card, action.card, action.circle, base))
        elif kind is ActionKind.MOVE and action.circle is not None:
            scores.append(_move_gain(obs, slots, base, defence, action) - 0.05)
        elif kind is ActionKind.ACTIVATE:
            scores.append(act_worth(game, obs, action) - 0.1)
        elif kind is ActionKind.END_MAIN:
            scores.append(0.0)
        else:
            scores.append(-1.0)
    return scores


def _move_gain(
    obs: Observation, slots: dict[Circle, Slot | Unit], base: float, defence: int, action: Action
) -> float:
    unit = obs.unit(action.card) if action.card is not None else None
    if unit is None or action.circle is None:
        return -1.0
    moved = dict(slots)
    other = moved.pop(action.circle, None)
    moved.pop(unit.circle, None)
    moved[action.circle] = slots[unit.circle]
    if other is not None:
        moved[unit.circle] = other
    return formation_value(moved, defence) - base


def act_worth(game: Game, obs: Observation, action: Action) -> float:
    """An activated ability's worth, or a loss if its 'if' would fail after paying."""
    if action.card is None or action.choice is None:
        return -1.0
    abilities = abilities_of(game, action.card)  # printed ones and those granted in the open
    if action.choice >= len(abilities):
        return -1.0
    ability = abilities[action.choice]
    if not all_hold(ability.conditions, obs, action.card):
        return -1.0
    return ability_worth(ability, obs, obs.unit(action.card))
