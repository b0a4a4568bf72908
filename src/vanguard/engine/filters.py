"""Reading ability data against the board: where a card is, which cards match a filter, and
whether a condition holds (the `Filter` and `Condition` words of the vocabulary)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vanguard.abilities import model as m
from vanguard.cards.models import Card
from vanguard.engine.constants import REAR_CIRCLES, Circle, Phase

if TYPE_CHECKING:
    from vanguard.engine.game import Game


def zone_of(g: Game, iid: int) -> str:
    """Where a card is now: 'VC', 'RC', 'GC', 'hand', 'deck', 'soul', 'drop', 'damage',
    'trigger' or 'nowhere'."""
    p = g.players[g.owner[iid]]
    circles = p.circles
    if circles[Circle.VC] == iid:
        return "VC"
    if iid in circles:
        return "RC"
    for name, cards in (
        ("GC", p.guardians),
        ("hand", p.hand),
        ("soul", p.soul),
        ("drop", p.drop),
        ("damage", p.damage),
        ("deck", p.deck),
    ):
        if iid in cards:
            return name
    if p.trigger == iid:
        return "trigger"
    if any(displaced == iid for _, displaced in p.overflow):
        return "RC"
    return "nowhere"


def candidates(g: Game, master: int, f: m.Filter) -> list[int]:
    """The cards in the zone a filter names, before the other properties are checked."""
    p = g.players[master if f.side == "you" else 1 - master]
    zone = f.zone
    if zone == "vanguard":
        return [] if p.circles[Circle.VC] is None else [p.circles[Circle.VC]]  # type: ignore[list-item]
    if zone == "rear-guard":
        return [c for c in (p.circles[r] for r in REAR_CIRCLES) if c is not None]
    if zone == "unit":
        return [c for c in p.circles if c is not None]
    if zone == "looked":
        ctx = g.ctx
        looked = () if ctx is None else ctx.bind.get("looked", ())
        return [c for c in looked if c in p.deck]
    return list(
        {
            "hand": p.hand,
            "deck": reversed(p.deck),
            "soul": p.soul,
            "damage": p.damage,
            "drop": p.drop,
        }[zone]
    )


def card_fits(f: m.Filter, card: Card, iid: int, source: int) -> bool:
    """Do the printed properties of card instance `iid` fit the filter (clan, names, grade,
    "another")? The part of a filter that needs no game: the AI reads it from what it sees."""
    if f.clan is not None and card.clan != f.clan:
        return False
    if f.race is not None and card.race != f.race:
        return False
    if f.names and card.name not in f.names:
        return False
    if card.name in f.not_names:
        return False
    if f.grade is not None and card.grade != f.grade:
        return False
    if f.grade_max is not None and card.grade > f.grade_max:
        return False
    if f.grade_min is not None and card.grade < f.grade_min:
        return False
    return not (f.another and iid == source)


def matches(g: Game, source: int, f: m.Filter, iid: int) -> bool:
    """Do the card's properties fit the filter (its zone and side aside)?"""
    if not card_fits(f, g.cards[iid], iid, source):
        return False
    if f.attacked:
        battle = g.battle
        if battle is None or battle.target.iid != iid or not g.holds_role(battle.target):
            return False
    return f.face_down is None or g.face_down[iid] == f.face_down


def select(g: Game, master: int, source: int, f: m.Filter) -> list[int]:
    """Every card matching the filter now."""
    return [iid for iid in candidates(g, master, f) if matches(g, source, f, iid)]


def condition_holds(g: Game, master: int, source: int, condition: m.Condition) -> bool:
    """Is an 'if' clause true now (R16.4.4)?"""
    me, them = g.players[master], g.players[1 - master]
    match condition:
        case m.Compare(left=left, op=op, right=right):
            return compare(
                quantity(g, master, source, left), op, quantity(g, master, source, right)
            )
        case m.SoulHas(name=name):
            return any(g.cards[i].name == name for i in me.soul)
        case m.NoOtherUnitOfClan(clan=clan):
            return not any(
                c is not None and c != source and g.cards[c].clan == clan for c in me.circles
            )
        case m.OpponentUnitsAllRested():
            return all(g.rested[c] for c in them.circles if c is not None)
        case m.VanguardClan(clan=clan):
            vanguard = me.circles[Circle.VC]
            return vanguard is not None and g.cards[vanguard].clan == clan
        case m.VanguardGrade(grade=grade):
            return g.vanguard_grade(master) == grade
        case m.YourTurn():
            return g.turn_player == master
        case m.SelfIn(zone=zone):
            return zone_of(g, source) == zone
        # Oracle Think Tank
        case m.SoulLacks(names=names):
            return not all(any(g.cards[i].name == name for i in me.soul) for name in names)
        case m.SelfAttacking():
            battle = g.battle
            return (
                battle is not None
                and battle.attacker.iid == source
                and battle.attacker.player == master
                and g.holds_role(battle.attacker)
            )
    raise TypeError(f"unknown condition {condition!r}")


def quantity(g: Game, master: int, source: int, q: m.Quantity) -> int:
    """The value of a quantity now: a number, how many cards match a filter, or a unit's
    power (none off the field: 0)."""
    if isinstance(q, int):
        return q
    if isinstance(q, m.PowerOf):
        unit = source if q.power_of == "self" else g.players[master].circles[Circle.VC]
        return 0 if unit is None or zone_of(g, unit) not in ("VC", "RC") else g.power(unit)
    return len(select(g, master, source, q.count))


def compare(left: int, op: str, right: int) -> bool:
    """The comparison words of the vocabulary (`m.Comparison`)."""
    match op:
        case "at_least":
            return left >= right
        case "at_most":
            return left <= right
        case "more_than":
            return left > right
        case "fewer_than":
            return left < right
        case "exactly":
            return left == right
    raise ValueError(f"unknown comparison {op!r}")


def all_hold(g: Game, master: int, source: int, conditions: tuple[m.Condition, ...]) -> bool:
    return all(condition_holds(g, master, source, c) for c in conditions)


def in_ability_zone(ability: m.AbilitySpec, zone: str) -> bool:
    """Does an ability work in `zone` (R16.1.4)? Unmarked abilities work as their trigger
    says (AMB-1), so they are not limited here."""
    return not ability.zones or zone in ability.zones


def is_main_phase_of(g: Game, player: int) -> bool:
    return g.phase is Phase.MAIN and g.turn_player == player
