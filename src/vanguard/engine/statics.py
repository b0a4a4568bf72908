"""Continuous abilities (R16.1.3, R18.4): computed at every read, never stored."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vanguard.abilities import model as m
from vanguard.engine.constants import Stat
from vanguard.engine.filters import all_hold, card_fits, in_ability_zone, select, zone_of
from vanguard.engine.triggers import abilities_of

if TYPE_CHECKING:
    from vanguard.engine.game import Game


def active_statics(g: Game, iid: int) -> list[m.Static]:
    """The continuous effects of the card that apply now (its zone and conditions hold)."""
    if not g.cont_cards[iid] and not any(gr.iid == iid for gr in g.grants):
        return []
    zone = zone_of(g, iid)
    if zone not in ("VC", "RC", "GC"):
        return []
    master = g.owner[iid]
    found: list[m.Static] = []
    for ability in abilities_of(g, iid):  # printed and granted (R18.8)
        if ability.kind != "cont" or not in_ability_zone(ability, zone):
            continue
        if ability.conditions and not all_hold(g, master, iid, ability.conditions):
            continue
        found.extend(ability.static)
    return found


def static_power(g: Game, iid: int) -> int:
    total = 0
    for effect in active_statics(g, iid):
        if isinstance(effect, m.StaticPower):
            if effect.per is None:
                total += effect.amount
            else:
                total += effect.amount * len(select(g, g.owner[iid], iid, effect.per))
    return total


def possible(g: Game, kind: type[m.Static]) -> bool:
    """Could any unit have a continuous effect of this kind now: printed on a card of the
    match, or granted (R18.8)? Lets every such question skip the field when none could."""
    return kind in g.static_kinds or bool(g.grants)


def has_static(g: Game, iid: int, kind: type[m.Static]) -> bool:
    return possible(g, kind) and any(isinstance(s, kind) for s in active_statics(g, iid))


def cannot_attack(g: Game, iid: int) -> bool:
    """Restraint: cannot attack unless Restraint was lost this turn."""
    return has_static(g, iid, m.CannotAttack) and not g.has_flag(iid, Stat.NO_RESTRAINT)


def cannot_be_boosted(g: Game, iid: int) -> bool:
    return has_static(g, iid, m.CannotBeBoosted)


def may_attack_back_row(g: Game, iid: int) -> bool:
    return has_static(g, iid, m.MayAttackBackRow)


def guard_call_bans(g: Game, defender: int) -> list[m.Filter]:
    """What the defender may not normal call to (GC) now: the filters of the opponent's
    units' `opponent_cannot_guard_call` statics (R12.4.3, R31.30)."""
    bans: list[m.Filter] = []
    if not possible(g, m.OpponentCannotGuardCall):
        return bans
    for iid in g.players[1 - defender].circles:
        if iid is not None:
            bans.extend(
                s.what for s in active_statics(g, iid) if isinstance(s, m.OpponentCannotGuardCall)
            )
    return bans


def guard_call_banned(g: Game, bans: list[m.Filter], iid: int) -> bool:
    return any(card_fits(f, g.cards[iid], iid, -1) for f in bans)


def intercept_blocked(g: Game, player: int) -> bool:
    """Does a continuous ability of `player`'s opponent forbid `player`'s units to intercept
    (R12.4.4, R31.27)? Read at every guard decision, never stored."""
    if not possible(g, m.OpponentCannotIntercept):
        return False
    circles = g.players[1 - player].circles
    return any(
        unit is not None and has_static(g, unit, m.OpponentCannotIntercept) for unit in circles
    )


def drive_count(g: Game, iid: int) -> int:
    """R12.5.2: Twin Drive!! gives two checks, unless an effect took the skill away."""
    if g.cards[iid].has_twin_drive and not g.has_flag(iid, Stat.NO_TWIN_DRIVE):
        return 2
    return 1
