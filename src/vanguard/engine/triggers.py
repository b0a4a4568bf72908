"""Automatic abilities triggering (R16.3.1): what happens puts standby instances in
`g.standby`.

Every happening reaches `notify` as one typed `Signal`: each card move (from `zones.move`),
each attack, boost, hit and drive check, and the beginning of a phase or step. `notify`
matches it against the `EventPattern` of the abilities that may listen: those of the card it
is about (`card: this`) and those of the cards that watch other cards or moments
(`g.listeners`, built once per match). Nothing is played here: every instance waits for the
next check timing (R16.3.2). The signal comes after the move, so the instance remembers the
card as it now is (the look-back of R16.3.6 is the signal's `source`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, get_args

from vanguard.abilities import model as m
from vanguard.abilities.model import AbilitySpec
from vanguard.engine.constants import Phase
from vanguard.engine.filters import matches, zone_of
from vanguard.engine.refs import card_ref
from vanguard.engine.signals import Signal
from vanguard.engine.state import Pending

if TYPE_CHECKING:
    from vanguard.cards.models import Card
    from vanguard.engine.game import Game

_HIDDEN_ZONES = ("hand", "deck")


Watching = tuple[tuple[int, AbilitySpec, m.EventPattern], ...]
_ZONES: tuple[str, ...] = get_args(m.ZoneName)
_MOMENTS: tuple[str, ...] = get_args(m.Moment)


def build_listeners(cards: Iterable[Card]) -> dict[tuple[str, str], Watching]:
    """The printed abilities that watch happenings about *other* cards, or moments (static
    per match): (instance, ability, pattern) by (signal kind, destination zone or moment;
    every one when the pattern names none). Most signals then reach no watcher at all."""
    table: dict[tuple[str, str], list[tuple[int, AbilitySpec, m.EventPattern]]] = {}
    for iid, card in enumerate(cards):
        for ability in card.abilities:
            if ability.kind != "auto" or ability.when is None:
                continue
            pattern = ability.when.pattern
            if pattern.card == "this":
                continue
            if pattern.event == "moment":
                keys: tuple[str, ...] = pattern.cause or _MOMENTS
            else:
                keys = pattern.to_zone or _ZONES
            for key in keys:
                table.setdefault((pattern.event, key), []).append((iid, ability, pattern))
    return {key: tuple(entries) for key, entries in table.items()}


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


Listening = tuple[tuple[AbilitySpec, m.EventPattern], ...]
Table = dict[str, dict[str, Listening]]
_TABLES: dict[int, tuple[Card, Table]] = {}
_NONE: dict[str, Listening] = {}


def _keys(pattern: m.EventPattern) -> tuple[str, ...]:
    """Where a pattern listens: its moments, or the zones a card enters (every one if none)."""
    if pattern.event == "moment":
        return pattern.cause or _MOMENTS
    return pattern.to_zone or _ZONES


def _table(card: Card) -> Table:
    """The card's printed AUTO abilities with their patterns, by signal kind and destination
    (computed once per card; the card object is kept with its entry, so an id is never
    mistaken)."""
    entry = _TABLES.get(id(card))
    if entry is not None and entry[0] is card:
        return entry[1]
    table: dict[str, dict[str, list[tuple[AbilitySpec, m.EventPattern]]]] = {}
    for ability in card.abilities:
        if ability.kind == "auto" and ability.when is not None:
            pattern = ability.when.pattern
            for key in _keys(pattern):
                table.setdefault(pattern.event, {}).setdefault(key, []).append((ability, pattern))
    result = {kind: {k: tuple(v) for k, v in keyed.items()} for kind, keyed in table.items()}
    _TABLES[id(card)] = (card, result)
    return result


def waits_for_move(g: Game, card: int, to: str) -> bool:
    """Could a card entering `to` trigger anything (its own abilities, a watcher, a granted
    ability)? Lets a move skip building its signal."""
    printed = g.cards[card]
    if printed.abilities and _table(printed).get("zone", _NONE).get(to):
        return True
    return bool(g.grants) or ("zone", to) in g.listeners


def _granted(g: Game, iid: int, kind: str) -> Listening:
    inc = g.incarnation[iid]
    return tuple(
        (gr.ability, gr.ability.when.pattern)
        for gr in g.grants
        if gr.iid == iid
        and gr.incarnation == inc
        and gr.ability.kind == "auto"
        and gr.ability.when is not None
        and gr.ability.when.pattern.event == kind
    )


def notify(g: Game, signal: Signal) -> None:
    """Put in standby every AUTO ability whose pattern the happening fits (R16.3.1)."""
    iid = signal.card
    kind = signal.kind
    key = signal.cause if kind == "moment" else signal.to
    if iid >= 0 and (g.cards[iid].abilities or g.grants):
        card = g.cards[iid]
        entry = _TABLES.get(id(card))
        table = entry[1] if entry is not None and entry[0] is card else _table(card)
        listening = table.get(kind, _NONE).get(key, ())
        if g.grants:
            listening += _granted(g, iid, kind)
        if listening:
            _subject(g, iid, signal, listening)
    listeners = g.listeners
    if listeners:
        watching = listeners.get((kind, key))
        if watching:
            _watch(g, signal, watching)


def _subject(g: Game, iid: int, signal: Signal, listening: Listening) -> None:
    """The abilities of the card the happening is about (`card: this`)."""
    zone = ""
    master = g.owner[iid]
    for ability, pattern in listening:
        if pattern.card != "this":
            continue
        if ability.zones:
            zone = zone or zone_of(g, iid)
            if zone not in ability.zones:
                continue
        if _fits(g, pattern, signal, master, iid):
            add_standby(g, master, iid, ability, signal.bind)


def _watch(g: Game, signal: Signal, watching: Watching) -> None:
    """Printed abilities of cards that watch other cards or moments (`another`/`any`)."""
    source = signal.source
    owner = g.owner
    for watcher, ability, pattern in watching:
        if pattern.from_zone and source not in pattern.from_zone:
            continue
        if pattern.card == "another" and signal.card == watcher:
            continue
        master = owner[watcher]
        if pattern.whose != "any" and (signal.player == master) != (pattern.whose == "you"):
            continue
        if not _fits(g, pattern, signal, master, watcher):
            continue
        if zone_of(g, watcher) in (ability.zones or pattern.where):
            bind = signal.bind
            if signal.card >= 0:
                bind = (*bind, ("that_card", signal.card))
            add_standby(g, master, watcher, ability, bind)


def _fits(g: Game, p: m.EventPattern, s: Signal, master: int, source: int) -> bool:
    """Does the happening fit the pattern, seen from the ability of `source`?"""
    if p.cause and s.cause not in p.cause:
        return False
    if p.from_zone and s.source not in p.from_zone:
        return False
    if p.to_zone and s.to not in p.to_zone:
        return False
    if p.whose != "any" and (s.player == master) != (p.whose == "you"):
        return False
    if p.during is not None:
        mine = g.turn_player == master
        if p.during == "opponent_turn":
            if mine:
                return False
        elif not mine or (p.during == "your_main_phase" and g.phase is not Phase.MAIN):
            return False
    if p.filter is not None and (s.card < 0 or not matches(g, source, p.filter, s.card)):
        return False
    return p.by is None or (s.other >= 0 and matches(g, source, p.by, s.other))


def listening(g: Game, kind: str, card: int, key: str) -> bool:
    """Could a happening of this kind about `card` trigger anything? (Lets the battle skip
    building signals nobody waits for.)"""
    return bool(g.cards[card].abilities or g.grants or (kind, key) in g.listeners)


def moment(g: Game, name: str) -> None:
    """The beginning of a phase or step (R16.3.1): a `moment` signal of the turn player."""
    listeners = g.listeners
    if ("moment", name) in listeners:
        notify(g, Signal("moment", -1, g.turn_player, cause=name))


def on_moment(g: Game, at: str) -> None:
    """The beginning of the close step or of the end phase (R12.7.1, R13.1, R16.3.7):
    abilities of units on the field that wait for it, then delayed ones."""
    moment(g, at)
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
        same = tuple(i for i, inc in delayed.chosen if g.incarnation[i] == inc)  # R16.8.4
        bind = (("chosen", same),) if delayed.chosen else ()
        add_standby(g, delayed.master, delayed.source, ability, bind, source_inc=delayed.source_inc)
