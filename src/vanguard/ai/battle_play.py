"""Battle decisions (R12, R14): attack, boost, guard and intercept, and where triggers go.

Attacks: the vanguard first (its drive check may give power to rear-guards still to attack),
then every rear-guard that can hit the vanguard, else a rear-guard it can hit. Guarding:
let cheap hits through at low damage, guard harder as damage grows, and keep the vanguard
alive at any price (a perfect guard when that is cheapest). Triggers: to the attack they help
most, or to the vanguard when defending.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from vanguard.ai.observation import Observation, Unit, option_card
from vanguard.ai.valuation import (
    SHIELD_STEP,
    TRIGGER_POWER,
    can_be_boosted,
    damage_weight,
    is_perfect_guard,
    keep_value,
    perfect_guard_discard_clan,
    pressure,
    unit_value,
)
from vanguard.cards.models import Card
from vanguard.engine import Action, ActionKind, Circle, Game
from vanguard.engine.constants import BEHIND, FRONT_ROW, LOSING_DAMAGE

INTERCEPT_COST = 0.85
"""An interceptor is a rear-guard lost, a little less than a card from hand."""


# ---------------------------------------------------------------------------- attacking


def boosted_power(obs: Observation, unit: Unit) -> int:
    """The unit's power once the standing booster behind it boosts (we always boost)."""
    total = unit.power
    back_circle = BEHIND.get(unit.circle)
    back = None if back_circle is None else obs.mine.units.get(back_circle)
    if back is not None and not back.rested and back.card.has_boost and can_be_boosted(unit.card):
        total += back.power
    return total


def score_attack(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    scores = []
    for action in options:
        if action.kind is not ActionKind.ATTACK:
            scores.append(0.0)
            continue
        attacker = obs.unit(action.card) if action.card is not None else None
        target = obs.unit(action.target) if action.target is not None else None
        if attacker is None or target is None:
            scores.append(-1.0)
            continue
        total = boosted_power(obs, attacker)
        if target.circle is Circle.VC:
            if attacker.circle is Circle.VC:
                scores.append(20.0)  # always: the drive check alone is worth it
            elif total >= target.power:
                scores.append(10.0 + pressure(total, target.power))
            else:
                scores.append(-1.0)
        elif attacker.circle is Circle.VC or total < target.power:
            scores.append(-1.0)
        else:
            scores.append(8.0 + unit_value(target) - pressure(total, target.power) * 0.01)
    return scores


def score_boost(options: list[Action]) -> list[float]:
    return [1.0 if a.kind is ActionKind.BOOST else 0.0 for a in options]


# ---------------------------------------------------------------------------- guarding


@dataclass(frozen=True, slots=True)
class GuardResource:
    """A card from hand or an interceptor, with what it adds and what it costs."""

    action: Action
    shield: int
    cost: float
    perfect: bool = False


def _resources(game: Game, obs: Observation, options: list[Action]) -> list[GuardResource]:
    """Every copy in hand that may guard (R12.4.3) and every interceptor offered."""
    offered: dict[str, Action] = {}
    resources = []
    for action in options:
        if action.kind is ActionKind.GUARD:
            card = option_card(game, obs, action)
            if card is not None:
                offered[card.id] = action
        elif action.kind is ActionKind.INTERCEPT and action.card is not None:
            unit = obs.unit(action.card)
            if unit is not None:
                resources.append(GuardResource(action, unit.shield, INTERCEPT_COST))
    for known in obs.mine.hand:
        guard = offered.get(known.card.id)
        if guard is not None:
            perfect = is_perfect_guard(known.card)
            resources.append(
                GuardResource(guard, known.card.shield, keep_value(known.card, obs), perfect)
            )
    return resources


def cheapest_cover(resources: list[GuardResource], need: int) -> list[GuardResource] | None:
    """The cheapest set of shields adding up to at least `need` (a small knapsack)."""
    if need <= 0:
        return []
    steps = math.ceil(need / SHIELD_STEP)
    best: list[tuple[float, tuple[int, ...]] | None] = [None] * (steps + 1)
    best[0] = (0.0, ())
    for index, resource in enumerate(resources):
        gain = resource.shield // SHIELD_STEP
        if gain <= 0:
            continue
        for have in range(steps, -1, -1):
            entry = best[have]
            if entry is None:
                continue
            reach = min(steps, have + gain)
            candidate = (entry[0] + resource.cost, (*entry[1], index))
            current = best[reach]
            if current is None or candidate[0] < current[0] - 1e-9:
                best[reach] = candidate
    final = best[steps]
    if final is None:
        return None
    return sorted((resources[i] for i in final[1]), key=lambda r: (-r.shield, r.cost))


def _perfect_guard(
    resources: list[GuardResource], obs: Observation, target: Unit
) -> tuple[GuardResource, float] | None:
    """A perfect guard that can be paid for (a discard of its clan), and its full cost."""
    for resource in resources:
        if not resource.perfect:
            continue
        card = option_card_from(resource, obs)
        if card is None:
            continue
        clan = perfect_guard_discard_clan(card)
        if clan is not None and target.card.clan != clan:
            continue
        fodder = [
            keep_value(k.card, obs)
            for k in obs.mine.hand
            if k.iid != resource.action.card and (clan is None or k.card.clan == clan)
        ]
        if fodder:
            return resource, resource.cost + min(fodder)
    return None


def option_card_from(resource: GuardResource, obs: Observation) -> Card | None:
    return None if resource.action.card is None else obs.hand_card(resource.action.card)


TRIGGER_CHANCE = 0.3
"""About 16 triggers in 50 cards: the chance that one drive check gives +5000."""

#: What a hit on the vanguard costs, in cards, by the damage it would leave (R1.3.1).
HIT_COST_BY_DAMAGE = {0: 0.3, 1: 0.3, 2: 0.45, 3: 0.85, 4: 1.5, 5: 2.6}
LETHAL_HIT_COST = 100.0


def hit_cost(obs: Observation, attacker: Unit, target: Unit) -> float:
    """What letting this attack hit costs, in cards."""
    if target.circle is not Circle.VC:
        return unit_value(target) * 0.8
    after = len(obs.mine.damage) + attacker.critical
    if after >= LOSING_DAMAGE:
        return LETHAL_HIT_COST
    return HIT_COST_BY_DAMAGE.get(after, 2.6)


def hit_chance(passes_needed: int, drives: int) -> float:
    """Chance that at least `passes_needed` of the coming drive checks are triggers."""
    if passes_needed <= 0:
        return 1.0
    if passes_needed > drives:
        return 0.0
    p = TRIGGER_CHANCE
    if drives == 1:
        return p
    return 1 - (1 - p) ** 2 if passes_needed == 1 else p * p


def _passes(margin: int) -> int:
    """Triggers the attacker needs to hit when the target leads by `margin` power."""
    return 0 if margin <= 0 else (margin - 1) // TRIGGER_POWER + 1


def guard_choice(game: Game, obs: Observation, options: list[Action]) -> Action | None:
    """The next guardian to add, or None to stop guarding.

    Each way to guard (none, enough to need one more trigger to hit, ..., a perfect guard) is
    priced as the cards it spends plus the chance of still being hit times what the hit
    costs; the cheapest wins. Guardians already placed are spent either way.
    """
    battle = obs.battle
    if battle is None or not battle.active:
        return None
    attacker = obs.unit(battle.attacker_iid)
    target = obs.unit(battle.target_iid)
    if attacker is None or target is None:
        return None
    if any(is_perfect_guard(g.card) for g in obs.mine.guardians):
        return None  # its ability already made the unit unhittable
    drives = 0
    if attacker.circle is Circle.VC and obs.step in ("attack", "guard"):
        drives = 2 if attacker.card.has_twin_drive else 1
    loss = hit_cost(obs, attacker, target)
    scarcity = 1.0 + max(0, 4 - obs.mine.hand_count) * 0.15
    margin = target.power - attacker.power  # the target must exceed the attack (R12.6.2)
    best: tuple[float, Action | None] = (hit_chance(_passes(margin), drives) * loss, None)
    resources = _resources(game, obs, options)
    ordinary = [r for r in resources if not r.perfect]
    for passes in range(_passes(margin) + 1, drives + 2):
        need = attacker.power - target.power + 1 + (passes - 1) * TRIGGER_POWER
        cover = cheapest_cover(ordinary, need)
        if not cover:
            break
        cost = sum(r.cost for r in cover) * scarcity + hit_chance(passes, drives) * loss
        if cost < best[0] - 1e-9:
            best = (cost, cover[0].action)
    if target.circle is Circle.VC:
        perfect = _perfect_guard(resources, obs, target)
        if perfect is not None and perfect[1] * scarcity < best[0] - 1e-9:
            best = (perfect[1] * scarcity, perfect[0].action)
    return best[1]


def score_guard(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    chosen = guard_choice(game, obs, options)
    scores = []
    for action in options:
        if chosen is not None and action == chosen:
            scores.append(2.0)
        elif action.kind is ActionKind.END_GUARD:
            scores.append(1.0 if chosen is None else 0.0)
        else:
            card = option_card(game, obs, action)
            scores.append(-(keep_value(card, obs) if card is not None else 1.0))
    return scores


# ---------------------------------------------------------------------------- triggers


def _still_to_attack(obs: Observation) -> list[Unit]:
    """Own front-row units that are standing (R12.3.2), excluding the current attacker."""
    current = obs.battle.attacker_iid if obs.battle is not None else None
    return [
        u
        for c in FRONT_ROW
        if (u := obs.mine.units.get(c)) is not None and not u.rested and u.iid != current
    ]


def _battle_units(obs: Observation) -> tuple[Unit | None, Unit | None]:
    battle = obs.battle
    if battle is None or not battle.active:
        return None, None
    return obs.unit(battle.attacker_iid), obs.unit(battle.target_iid)


def _power_targets(obs: Observation) -> dict[int, float]:
    """How much +5000 helps each own unit now."""
    values: dict[int, float] = {}
    vanguard = obs.mine.vanguard
    if not obs.my_turn:  # a damage check: the vanguard will be attacked again
        if vanguard is not None:
            values[vanguard.iid] = 1.0
        return values
    attacker, target = _battle_units(obs)
    mine = obs.battle is not None and obs.battle.attacker_player == obs.me
    if attacker is not None and target is not None and mine:
        if attacker.power < target.power <= attacker.power + TRIGGER_POWER:
            values[attacker.iid] = 10.0  # makes this attack hit
        else:
            values[attacker.iid] = 0.2
    defence = obs.theirs.vanguard.power if obs.theirs.vanguard is not None else 0
    for unit in _still_to_attack(obs):
        total = boosted_power(obs, unit)
        gain = pressure(total + TRIGGER_POWER, defence) - pressure(total, defence)
        values[unit.iid] = max(values.get(unit.iid, 0.0), gain)
    return values


def score_trigger_power(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    values = _power_targets(obs)
    return [values.get(a.card, 0.0) if a.card is not None else 0.0 for a in options]


def score_trigger_critical(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    values: dict[int, float] = {}
    vanguard = obs.mine.vanguard
    if not obs.my_turn:
        if vanguard is not None:
            values[vanguard.iid] = 1.0
    else:
        weight = damage_weight(obs, 1 - obs.me)
        attacker, target = _battle_units(obs)
        if attacker is not None and target is not None and target.circle is Circle.VC:
            values[attacker.iid] = weight * (2.0 if attacker.power >= target.power else 0.1)
        defence = obs.theirs.vanguard.power if obs.theirs.vanguard is not None else 0
        for unit in _still_to_attack(obs):
            if boosted_power(obs, unit) >= defence:
                values[unit.iid] = max(values.get(unit.iid, 0.0), weight)
    return [values.get(a.card, 0.0) if a.card is not None else 0.0 for a in options]


def score_trigger_stand(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    """Stand the rear-guard that attacks best again, else a booster behind a standing
    attacker."""
    defence = obs.theirs.vanguard.power if obs.theirs.vanguard is not None else 0
    scores = []
    for action in options:
        unit = obs.unit(action.card) if action.card is not None else None
        if unit is None:
            scores.append(0.0)
        elif unit.circle in FRONT_ROW:
            stood = Unit(unit.iid, unit.card, unit.circle, False, unit.power, unit.critical, 0)
            scores.append(1.0 + pressure(boosted_power(obs, stood), defence))
        else:
            front = next((f for f, b in BEHIND.items() if b is unit.circle), None)
            ahead = obs.mine.units.get(front) if front is not None else None
            standing_ahead = ahead is not None and not ahead.rested
            scores.append(0.5 + unit.power / 20000 if standing_ahead else unit.power / 100000)
    return scores


def score_heal(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    """Heal a face-down damage card: the face-up ones still pay counter blasts (R15.1)."""
    face_up = {d.iid: d.face_up for d in obs.mine.damage}
    return [0.0 if a.card is None or face_up.get(a.card, True) else 1.0 for a in options]
