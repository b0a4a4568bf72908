"""The 'if' clauses of abilities, read from what the player sees.

An activated ability is paid before its 'if' is read (R16.2.2), so a careful player checks the
condition first rather than pay for nothing. Every condition word of the vocabulary reads only
public zones and counts, so the observation answers all of them.
"""

from __future__ import annotations

from collections.abc import Iterable

from vanguard.abilities import model as m
from vanguard.ai.observation import Observation
from vanguard.cards.models import Card
from vanguard.engine.constants import Circle
from vanguard.engine.filters import card_fits, compare


def holds(condition: m.Condition, obs: Observation, source: int) -> bool:
    mine, theirs = obs.mine, obs.theirs
    match condition:
        case m.Compare(left=left, op=op, right=right):
            return compare(_quantity(obs, left, source), op, _quantity(obs, right, source))
        case m.SoulHas(name=name):
            return any(k.card.name == name for k in mine.soul)
        case m.NoOtherUnitOfClan(clan=clan):
            return not any(u.card.clan == clan and u.iid != source for u in mine.units.values())
        case m.OpponentUnitsAllRested():
            return all(u.rested for u in theirs.units.values())
        case m.VanguardClan(clan=clan):
            vanguard = mine.vanguard
            return vanguard is not None and vanguard.card.clan == clan
        case m.VanguardGrade(grade=grade):
            return mine.vanguard_grade == grade
        case m.SelfIn(zone=zone):
            return _zone(obs, source) == zone
        case m.YourTurn():
            return obs.my_turn
        # Oracle Think Tank
        case m.SoulLacks(names=names):
            return not all(any(k.card.name == name for k in mine.soul) for name in names)
        case m.SelfAttacking():
            battle = obs.battle
            return battle is not None and battle.attacker_iid == source
    raise TypeError(f"no reading of the condition {condition!r}")


def _quantity(obs: Observation, q: m.Quantity, source: int) -> int:
    """A quantity read from the observation: numbers of hidden cards are public (R22)."""
    if isinstance(q, int):
        return q
    if isinstance(q, m.PowerOf):
        unit = obs.mine.vanguard if q.power_of == "vanguard" else obs.unit(source)
        return 0 if unit is None else unit.power
    f = q.count
    side = obs.mine if f.side == "you" else obs.theirs
    if f.zone == "hand" and not _has_properties(f):
        return side.hand_count
    if f.zone == "deck" and not _has_properties(f):
        return side.deck_count
    if f.zone == "damage":
        down = f.face_down
        return sum(
            1
            for d in side.damage
            if (down is None or d.face_up != down) and _fits(f, d.card, d.iid, source)
        )
    zone_cards = {"hand": side.hand, "soul": side.soul, "drop": side.drop}.get(f.zone)
    if zone_cards is not None:
        return sum(1 for k in zone_cards if _fits(f, k.card, k.iid, source))
    wanted = {
        "vanguard": (Circle.VC,),
        "rear-guard": tuple(c for c in Circle if c is not Circle.VC),
    }
    circles = wanted.get(f.zone, tuple(Circle))
    return sum(1 for c, u in side.units.items() if c in circles and _fits(f, u.card, u.iid, source))


def _has_properties(f: m.Filter) -> bool:
    return bool(f.clan or f.race or f.names or f.not_names or f.another or f.attacked) or any(
        x is not None for x in (f.grade, f.grade_max, f.grade_min, f.face_down)
    )


def _fits(f: m.Filter, card: Card, iid: int, source: int) -> bool:
    return card_fits(f, card, iid, source)


def all_hold(conditions: Iterable[m.Condition], obs: Observation, source: int) -> bool:
    return all(holds(c, obs, source) for c in conditions)


def _zone(obs: Observation, iid: int) -> str | None:
    mine = obs.mine
    for circle, unit in mine.units.items():
        if unit.iid == iid:
            return "VC" if circle is Circle.VC else "RC"
    for zone, cards in (("hand", mine.hand), ("soul", mine.soul), ("drop", mine.drop)):
        if any(k.iid == iid for k in cards):
            return zone
    return None
