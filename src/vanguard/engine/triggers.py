"""Automatic abilities triggering (R16.3.1): game events put standby instances in `g.standby`.

Nothing is played here: every instance waits for the next check timing (R16.3.2). Each
function is called by the engine at the moment its event happens, after the move that caused
it, so the instance remembers the card as it now is (the look-back of R16.3.6 is the caller's
knowledge of where the card came from).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from vanguard.abilities import model as m
from vanguard.abilities.model import AbilitySpec
from vanguard.engine.filters import in_ability_zone, zone_of
from vanguard.engine.refs import card_ref
from vanguard.engine.state import Pending, UnitRef

if TYPE_CHECKING:
    from vanguard.cards.models import Card
    from vanguard.engine.game import Game

_HIDDEN_ZONES = ("hand", "deck")


def build_listeners(cards: Iterable[Card]) -> dict[type, tuple[int, ...]]:
    """Instances whose card listens to events about *other* cards (static per match)."""
    wanted = (m.MainPhaseStart, m.OpponentRearGuardDropped, m.CloseStep, m.EndPhase)
    table: dict[type, list[int]] = {kind: [] for kind in wanted}
    for iid, card in enumerate(cards):
        for ability in card.abilities:
            if ability.kind == "auto" and type(ability.when) in table:
                table[type(ability.when)].append(iid)
    return {kind: tuple(iids) for kind, iids in table.items()}


def abilities_of(g: Game, iid: int) -> list[AbilitySpec]:
    """Printed abilities plus abilities granted to the card as it now is (R18.8)."""
    abilities = list(g.cards[iid].abilities)
    if g.grants:
        inc = g.incarnation[iid]
        abilities.extend(gr.ability for gr in g.grants if gr.iid == iid and gr.incarnation == inc)
    return abilities


def add_standby(
    g: Game,
    master: int,
    source: int,
    ability: AbilitySpec,
    bind: tuple[tuple[str, Any], ...] = (),
    source_inc: int | None = None,
) -> None:
    inc = g.incarnation[source] if source_inc is None else source_inc
    g.standby.append(Pending(g.next_pid, master, source, inc, ability, bind))
    g.next_pid += 1
    if zone_of(g, source) in _HIDDEN_ZONES:
        g.emit("ability_triggered", master, {"pid": g.next_pid - 1}, card_ref(g, source))
    else:
        g.emit("ability_triggered", master, {"pid": g.next_pid - 1, **card_ref(g, source)})


def _auto(g: Game, iid: int, kind: type) -> list[AbilitySpec]:
    return [a for a in abilities_of(g, iid) if a.kind == "auto" and isinstance(a.when, kind)]


def on_placed(g: Game, iid: int, circle: str) -> None:
    """TRG placed: ride, call, superior ride/call, guardian call (R4.6.2). Not at setup."""
    if not g.stood_up or not g.cards[iid].abilities:
        return
    for ability in _auto(g, iid, m.Placed):
        if circle in ability.when.circles:  # type: ignore[union-attr]
            add_standby(g, g.owner[iid], iid, ability)


def on_ridden(g: Game, old: int, new: int) -> None:
    """TRG ridden_by: `old` was the vanguard and `new` rode it (R10.5); `old` is soul now."""
    if not g.cards[old].abilities:
        return
    for ability in _auto(g, old, m.RiddenBy):
        if g.cards[new].clan == ability.when.clan:  # type: ignore[union-attr]
            add_standby(g, g.owner[old], old, ability)


def on_attack(g: Game, attacker: UnitRef) -> None:
    zone = "VC" if attacker.circle.name == "VC" else "RC"
    for ability in _auto(g, attacker.iid, m.Attacks):
        if in_ability_zone(ability, zone):
            add_standby(g, attacker.player, attacker.iid, ability)


def on_boost(g: Game, booster: UnitRef, attacker: UnitRef) -> None:
    """TRG boosts (on the booster) and boosted (on the attacker), checked at boost time."""
    boosted = g.cards[attacker.iid]
    for ability in _auto(g, booster.iid, m.Boosts):
        when = ability.when
        assert isinstance(when, m.Boosts)
        if when.name is not None and boosted.name != when.name:
            continue
        if when.clan is not None and boosted.clan != when.clan:
            continue
        if when.vanguard_clan is not None and (
            attacker.circle.name != "VC" or boosted.clan != when.vanguard_clan
        ):
            continue
        if in_ability_zone(ability, "RC"):
            add_standby(g, booster.player, booster.iid, ability, (("boosted", attacker),))
    booster_card = g.cards[booster.iid]
    for ability in _auto(g, attacker.iid, m.IsBoosted):
        clan = ability.when.booster_clan  # type: ignore[union-attr]
        zone = "VC" if attacker.circle.name == "VC" else "RC"  # the ability's zone tag applies
        if (clan is None or booster_card.clan == clan) and in_ability_zone(ability, zone):
            add_standby(g, attacker.player, attacker.iid, ability, (("booster", booster),))


def on_hit(g: Game, attacker: UnitRef, target: UnitRef, booster: UnitRef | None) -> None:
    """TRG attack_hits / boosted_attack_hits, after the damage processing (R12.6.6)."""
    hit_kind = "vanguard" if target.circle.name == "VC" else "rear-guard"
    if g.holds_role(attacker):
        zone = "VC" if attacker.circle.name == "VC" else "RC"
        for ability in _auto(g, attacker.iid, m.AttackHits):
            wanted = ability.when.target  # type: ignore[union-attr]
            if wanted in ("any", hit_kind) and in_ability_zone(ability, zone):
                add_standby(g, attacker.player, attacker.iid, ability)
    if booster is not None and g.holds_role(booster):
        boosted = g.cards[attacker.iid]
        for ability in _auto(g, booster.iid, m.BoostedAttackHits):
            clan = ability.when.clan  # type: ignore[union-attr]
            if clan is None or boosted.clan == clan:
                add_standby(g, booster.player, booster.iid, ability)


def on_drive_reveal(g: Game, attacker: UnitRef, revealed: int) -> None:
    if not g.holds_role(attacker):
        return
    card = g.cards[revealed]
    for ability in _auto(g, attacker.iid, m.DriveReveals):
        when = ability.when
        assert isinstance(when, m.DriveReveals)
        if when.grade is not None and card.grade != when.grade:
            continue
        if when.clan is not None and card.clan != when.clan:
            continue
        add_standby(g, attacker.player, attacker.iid, ability, (("revealed", revealed),))


def on_main_phase_start(g: Game, player: int) -> None:
    for iid in g.listeners[m.MainPhaseStart]:
        if g.owner[iid] != player:
            continue
        zone = zone_of(g, iid)
        if zone not in ("VC", "RC"):
            continue
        for ability in _auto(g, iid, m.MainPhaseStart):
            if in_ability_zone(ability, zone):
                add_standby(g, player, iid, ability)


def on_dropped(g: Game, iid: int, from_circle: str) -> None:
    """A card went from (RC) or (GC) to the drop zone: its own 'dropped_from' abilities, and
    the turn player's watchers of the opponent's rear-guards in their main phase."""
    owner = g.owner[iid]
    for ability in _auto(g, iid, m.DroppedFrom):
        if ability.when.circle == from_circle:  # type: ignore[union-attr]
            add_standby(g, owner, iid, ability)
    watcher_player = g.turn_player
    if from_circle != "RC" or owner == watcher_player or g.phase.value != "main":
        return
    for watcher in g.listeners[m.OpponentRearGuardDropped]:
        if g.owner[watcher] != watcher_player:
            continue
        zone = zone_of(g, watcher)
        for ability in _auto(g, watcher, m.OpponentRearGuardDropped):
            if in_ability_zone(ability, zone) and (ability.zones or zone in ("VC", "RC")):
                add_standby(g, watcher_player, watcher, ability)


def on_moment(g: Game, at: str) -> None:
    """The beginning of the close step or of the end phase (R12.7.1, R13.1, R16.3.7):
    printed abilities of units on the field that wait for it, then delayed ones."""
    kind = m.CloseStep if at == "close_step" else m.EndPhase
    for iid in g.listeners[kind]:
        zone = zone_of(g, iid)
        if zone not in ("VC", "RC", "GC"):
            continue
        for ability in _auto(g, iid, kind):
            if in_ability_zone(ability, zone):
                add_standby(g, g.owner[iid], iid, ability)
    release_delayed(g, at)


def release_delayed(g: Game, at: str) -> None:
    """Delayed abilities whose moment has come trigger once (R16.8.3)."""
    if not g.delayed:
        return
    due = [d for d in g.delayed if d.at == at]
    if not due:
        return
    g.delayed = [d for d in g.delayed if d.at != at]
    when = m.CloseStep() if at == "close_step" else m.EndPhase()
    for delayed in due:
        ability = AbilitySpec(kind="auto", when=when, effects=delayed.effects)
        add_standby(g, delayed.master, delayed.source, ability, source_inc=delayed.source_inc)
