"""Rough values a sensible beginner puts on cards, units, formations and abilities.

Everything is measured in *cards*: one card in hand is worth about 1.0, and an attack the
opponent must spend one 5000 shield on is worth about one card of pressure. The numbers are
rules of thumb, not truths; they only have to rank the choices the way a careful new player
would.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from vanguard.abilities import model as m
from vanguard.ai.observation import Observation, Unit
from vanguard.cards.models import Card
from vanguard.engine.constants import BEHIND, FRONT_ROW, LOSING_DAMAGE, Circle
from vanguard.engine.filters import card_fits

SHIELD_STEP = 5000
"""Every shield value of the pool is a multiple of 5000: the unit of guarding."""

TRIGGER_POWER = 5000
"""The power part of every Classic trigger (R14.3)."""


# ---------------------------------------------------------------------------- cards


def is_perfect_guard(card: Card) -> bool:
    """A sentinel whose guardian ability makes the attacked unit unhittable."""
    return card.sentinel and any(_perfect_guard_ability(a) for a in card.abilities)


def _perfect_guard_ability(ability: m.AbilitySpec) -> bool:
    return any(
        isinstance(e, m.Restrict) and e.rule == "cannot_be_hit" for e in ability.effects
    ) and isinstance(ability.when, m.Placed)


def perfect_guard_discard_clan(card: Card) -> str | None:
    """The clan its discard cost asks for (None: any card)."""
    for ability in card.abilities:
        if _perfect_guard_ability(ability):
            for cost in ability.cost:
                if isinstance(cost, m.Discard):
                    return cost.clan
    return None


def vanguard_quality(card: Card) -> float:
    """How good a card is as the vanguard: power, Twin Drive, abilities that work on (V)."""
    value = card.power / 1000 + (2.0 if card.has_twin_drive else 0.0)
    for ability in card.abilities:
        if ability.kind in ("act", "auto", "cont") and (not ability.zones or "VC" in ability.zones):
            value += 0.5
        if any(isinstance(s, m.StaticPower) and s.amount < 0 for s in ability.static):
            value -= 0.5
    return value


def keep_value(card: Card, obs: Observation) -> float:
    """What a hand card is worth kept in hand: a guard now, a ride later."""
    grade = obs.mine.vanguard_grade
    value = 0.55 + card.shield / 10000 * 0.45
    if card.grade == grade + 1:
        copies = sum(1 for k in obs.mine.hand if k.card.grade == grade + 1)
        value += 1.2 if copies <= 1 else 0.3
    if is_perfect_guard(card):
        value += 0.9
    if card.grade > grade + 1:
        value -= 0.2  # cannot be ridden, called or used to guard for a while
    return value


def unit_value(unit: Unit) -> float:
    """A rear-guard's worth on the field: attackers and boosters are about one card."""
    return 0.6 + min(unit.power, 12000) / 25000 + (0.2 if unit.card.grade >= 2 else 0.0)


# ---------------------------------------------------------------------------- formations


def pressure(attack: int, defence: int) -> float:
    """How many 5000 shields an attack of `attack` power forces on a unit of `defence`
    power (R12.6.2: equal power hits), as a smooth value. An attack just short of hitting
    keeps a little worth: one trigger may carry it over."""
    if attack < defence:
        return 0.3 * max(0.0, 1.0 - (defence - attack) / SHIELD_STEP)
    return min(4.0, 1.0 + (attack - defence) / SHIELD_STEP)


_STATIC_FLAGS: dict[str, tuple[bool, bool]] = {}


def _static_flags(card: Card) -> tuple[bool, bool]:
    """(cannot be boosted, cannot attack) from the card's continuous abilities, cached."""
    flags = _STATIC_FLAGS.get(card.id)
    if flags is None:
        statics = [s for a in card.abilities if a.kind == "cont" for s in a.static]
        flags = (
            any(isinstance(s, m.CannotBeBoosted) for s in statics),
            any(isinstance(s, m.CannotAttack) for s in statics),
        )
        _STATIC_FLAGS[card.id] = flags
    return flags


def can_be_boosted(card: Card) -> bool:
    return not _static_flags(card)[0]


def cannot_attack(card: Card) -> bool:
    """Restraint: the unit needs an ability before it may attack."""
    return _static_flags(card)[1]


@dataclass(frozen=True, slots=True)
class Slot:
    """A unit as the formation planner sees it: what it can add to an attack."""

    card: Card
    power: int
    rested: bool = False


def column_attack(slots: Mapping[Circle, Slot | Unit], front: Circle) -> int | None:
    """The power the column's front unit attacks with, boosted when it can be (R12.3.6)."""
    unit = slots.get(front)
    if unit is None or unit.rested or cannot_attack(unit.card):
        return None
    total = unit.power
    back = slots.get(BEHIND[front])
    if back is not None and not back.rested and back.card.has_boost and can_be_boosted(unit.card):
        total += back.power
    return total


def formation_value(slots: Mapping[Circle, Slot | Unit], defence: int) -> float:
    """Pressure of the three columns against a vanguard of `defence` power, plus a little
    for units able to intercept and for having units at all."""
    value = 0.0
    for front in FRONT_ROW:
        total = column_attack(slots, front)
        if total is not None:
            value += pressure(total, defence)
        unit = slots.get(front)
        if unit is not None and front is not Circle.VC and unit.card.has_intercept:
            value += 0.25
    value += 0.05 * len(slots)
    return value


def slots_of(units: Mapping[Circle, Unit]) -> dict[Circle, Slot | Unit]:
    """A copy of the field to try changes on (a unit already is what a slot needs)."""
    return dict(units)


def reserve_penalty(hand_after: int) -> float:
    """Too few cards left in hand means no guard next turn."""
    return {0: 1.6, 1: 1.1, 2: 0.6, 3: 0.25}.get(hand_after, 0.0)


# ---------------------------------------------------------------------------- abilities


def damage_weight(obs: Observation, player: int) -> float:
    """How much one more damage hurts `player` (more as it approaches six)."""
    damage = len(obs.side(player).damage)
    if damage >= LOSING_DAMAGE - 1:
        return 6.0
    return 0.8 + 0.35 * damage


def cost_value(cost: m.Cost, obs: Observation, source: Unit | None) -> float:
    match cost:
        case m.CounterBlast(count=n):
            return 0.55 * n
        case m.SoulBlast(count=n):
            return 0.2 * n
        case m.Discard(count=n):
            return 0.9 * n
        case m.RestSelf():
            return _rest_cost(obs, source)
        case m.RetireSelf():
            return 0.9
        case m.SelfToSoul():
            return 0.8
        case m.RevealSelfToDeckTop():
            return 1.0
        case m.RearGuardsToSoul(names=names):
            return 0.9 * len(names)
        case m.SoulToDrop(names=names):
            return 0.25 * len(names)
        case m.MillCost(count=n):
            return 0.05 * n
        case m.SoulChargeCost(count=n):
            return -0.15 * n  # a cost that fills the soul: paying it is a small gain
        case m.CounterChargeCost(count=n):
            return -0.5 * n  # it gives Counter Blast back: paying it is a gain
        case m.RetireUnits(count=n):
            return 0.9 * n
        case m.RestUnits(count=n):
            return 0.5 * n
        case m.PutIntoSoulCost(count=n):
            return 0.8 * n
    raise TypeError(f"no value for the cost {cost!r}")


def effect_value(effect: m.Effect, obs: Observation, source: Unit | None) -> float:
    """What an effect is worth to its master now (rules of thumb per effect word)."""
    mine, theirs = obs.mine, obs.theirs
    attacking = obs.my_turn and obs.phase in ("main", "battle")
    match effect:
        case m.Power(amount=amount):
            return amount / TRIGGER_POWER * (0.7 if attacking else 0.45)
        case m.Shield(amount=amount):
            defending = obs.battle is not None and not obs.my_turn
            return amount / TRIGGER_POWER * (0.6 if defending else 0.1)
        case m.Critical(amount=amount):
            return amount * (damage_weight(obs, 1 - obs.me) if attacking else 0.0)
        case m.Retire(who=m.Filter()):
            return 0.9 * len(theirs.rear_guards())
        case m.Retire():
            return 1.1 if theirs.rear_guards() else 0.0
        case m.Stand(who=m.Filter()):
            return 0.8 * sum(1 for u in mine.units.values() if u.rested) if attacking else 0.1
        case m.Stand():
            return 0.8 if attacking else 0.1
        case m.Draw(count=n) | m.DrawUpTo(count=n):
            return 1.0 * min(n, max(0, mine.deck_count - 3))
        case m.Call():
            return 0.9 if len(mine.units) < 6 else 0.4
        case m.Ride():
            return 0.9
        case m.ToHand(who=m.Filter() as f):
            return _bounce_value(obs, f)
        case m.ToHand():
            return 1.0
        case m.SoulCharge(count=n):
            return 0.1 * n
        case m.FaceUp(who=m.Filter()):
            return 0.45 * sum(1 for d in mine.damage if not d.face_up)
        case m.FaceUp():
            return 0.45
        case m.LookTop():
            return 0.15
        case m.Look(count=n):
            return 0.05 * n
        case m.ToBottom():
            return 0.0  # the order of the bottom of the deck rarely matters
        case m.Restrict(rule="cannot_be_hit"):
            return _avoided_hit_value(obs)
        case m.Restrict(rule="no_stand_next_stand_phase"):
            return 0.6
        case m.Restrict(rule="cannot_intercept"):
            return 0.5 if attacking else 0.0
        case m.Lose(what="twin_drive"):
            on_vanguard = source is not None and source.circle is Circle.VC
            return -1.0 if on_vanguard else 0.0
        case m.Lose(what="restraint"):
            return 1.0 if attacking and source is not None and not source.rested else 0.0
        case m.Grant():
            return 0.3
        case m.Later(effects=later):
            return sum(effect_value(e, obs, source) for e in later)
        case m.ReturnToDeck(who="self"):
            return -0.6
        case m.ReturnToDeck():
            return -0.9
        case m.DiscardChosen():
            return 1.0  # the opponent discards (Nubatama)
        case m.Mill(count=n):
            return -0.02 * n
        case m.LoseGame(who=who):
            return 100.0 if who == "opponent" else -100.0
        case m.ToVanguardCircle():
            return 0.5  # the opponent's vanguard is replaced by a weaker unit
        # wave 1
        case m.EachMayDraw(count=n):
            return _draw_worth(mine.deck_count, n) - 0.8 * _draw_worth(theirs.deck_count, n)
        # Granblue
        case m.ToDrop():
            return 0.2  # a card the drop zone's abilities can use again; the deck is thinner
        # wave 1: Spike Brothers
        case m.RevealTopCall():
            return 0.4  # a free call, when the top card happens to fit
        # wave 1: Oracle Think Tank
        case m.NoNormalRide():
            return -0.2  # the ride already happened; only a second, normal ride is lost
        # wave 1: Pale Moon
        case m.ToSoul(who=m.Filter() as f):
            return _to_soul_value(obs, f)
        case m.Choose() | m.Search() | m.Shuffle() | m.Reveal() | m.ToSoul():
            return 0.0  # a step towards the effects that follow; worth nothing alone
    raise TypeError(f"no value for the effect {effect!r}")


def _draw_worth(deck_count: int, n: int) -> float:
    """Cards drawn are worth a card each, while the deck can spare them (R1.3.2)."""
    return 1.0 * min(n, max(0, deck_count - 3))


def _bounce_value(obs: Observation, f: m.Filter) -> float:
    """Every card of a filter back to its owner's hand: each of your own rear-guards turns
    into a hand card (worth a card, minus the unit's worth on the field and a little for the
    call it will take again); the opponent's lose the same. Cards from other zones are worth
    about a card each to their owner."""
    side = obs.mine if f.side == "you" else obs.theirs
    sign = 1.0 if f.side == "you" else -1.0
    if f.zone not in ("rear-guard", "unit"):
        return sign * 0.8
    units = [u for u in side.rear_guards() if f.clan is None or u.card.clan == f.clan]
    return sign * sum(0.9 - unit_value(u) for u in units)


def _to_soul_value(obs: Observation, f: m.Filter) -> float:
    """Every rear-guard of a filter into its owner's soul (R31.19): the opponent loses each
    unit almost as by a retire (their soul grows a little); your own would be lost alike."""
    side = obs.mine if f.side == "you" else obs.theirs
    sign = -1.0 if f.side == "you" else 1.0
    if f.zone not in ("rear-guard", "unit"):
        return sign * -0.1  # cards from other zones feed their owner's soul
    units = [u for u in side.rear_guards() if card_fits(f, u.card, u.iid, -1)]
    return sign * 0.8 * len(units)


def _avoided_hit_value(obs: Observation) -> float:
    battle = obs.battle
    if battle is None or battle.attacker_player == obs.me:
        return 0.0
    attacker = obs.unit(battle.attacker_iid)
    target = obs.unit(battle.target_iid)
    if attacker is None or target is None:
        return 0.0
    if battle.target_circle is not Circle.VC:
        return unit_value(target) if attacker.power >= target.power else 0.0
    damage = len(obs.mine.damage)
    if damage + attacker.critical >= LOSING_DAMAGE:
        return 50.0
    return attacker.critical * damage_weight(obs, obs.me) + 0.5


def ability_worth(
    ability: m.AbilitySpec, obs: Observation, source: Unit | None, *, paid: bool = False
) -> float:
    """Net worth of playing an ability: its effects minus its cost (unless already paid)."""
    gain = sum(effect_value(e, obs, source) for e in ability.effects)
    if paid:
        return gain
    return gain - sum(cost_value(c, obs, source) for c in ability.cost)


def _rest_cost(obs: Observation, source: Unit | None) -> float:
    """Resting a unit in its own turn costs its attack, or the boost it would give."""
    if source is None or source.rested or not obs.my_turn or obs.phase not in ("main", "battle"):
        return 0.1
    if source.circle in FRONT_ROW:
        return 0.9
    front = next((f for f, b in BEHIND.items() if b is source.circle), None)
    return 0.6 if front is not None and front in obs.mine.units else 0.1
