"""The 'if' clauses of abilities, read from what the player sees.

An activated ability is paid before its 'if' is read (R16.2.2), so a careful player checks the
condition first rather than pay for nothing. Every condition word of the vocabulary reads only
public zones and counts, so the observation answers all of them.
"""

from __future__ import annotations

from collections.abc import Iterable

from vanguard.abilities import model as m
from vanguard.ai.observation import Observation
from vanguard.engine.constants import Circle


def holds(condition: m.Condition, obs: Observation, source: int) -> bool:
    mine, theirs = obs.mine, obs.theirs
    match condition:
        case m.HandAtLeast(count=n):
            return mine.hand_count >= n
        case m.HandFewerThanOpponent():
            return mine.hand_count < theirs.hand_count
        case m.HandMoreThanOpponent():
            return mine.hand_count > theirs.hand_count
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
    return False  # an unknown condition: do not pay for what may do nothing


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
