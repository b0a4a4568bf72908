"""What each cost and effect word of the vocabulary does (R15, R17).

`COSTS` and `EFFECTS` map a word's class to the function that carries it out on the ability
being resolved (`g.ctx`). A function that needs a decision asks for it and finishes in its
handler; the resolution's next step waits on the stack below (see `resolve.py`). Effects do
what they can (R2.2); 'this card' steps do nothing once the card is a new card (R16.3.6).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import combinations
from typing import TYPE_CHECKING, Any

from vanguard.abilities import model as m
from vanguard.engine import costs as cost_ops
from vanguard.engine.actions import Action
from vanguard.engine.constants import (
    REAR_CIRCLES,
    ActionKind,
    Circle,
    Duration,
    LossReason,
    Stat,
)
from vanguard.engine.filters import matches, select, zone_of
from vanguard.engine.refs import card_ref
from vanguard.engine.state import Delayed, Grant, Resolution
from vanguard.engine.zones import (
    draw,
    move,
    move_cards,
    place,
    rest,
    retire,
    ride,
    shuffle_deck,
    stand,
)

if TYPE_CHECKING:
    from vanguard.engine.game import Game

_DURATION = {"battle": Duration.BATTLE, "turn": Duration.TURN}


def _lasting(g: Game, ctx: Resolution, until: str) -> Duration:
    """The duration of an effect of the ability being resolved; 'until the end of your
    opponent's next turn' counts turns from the master's point of view."""
    if until == "opponent_next_turn":
        return Duration.NEXT_TURN if g.turn_player == ctx.master else Duration.TURN_AFTER_NEXT
    return _DURATION[until]


_ON_FIELD = ("VC", "RC", "GC")


def _bind(g: Game, **values: Any) -> None:
    ctx = g.ctx
    assert ctx is not None
    g.ctx = ctx._replace(bind={**ctx.bind, **values})


def _self_now(g: Game, ctx: Resolution) -> int | None:
    """The ability's card, if it is still the same card (R4.6.1, R16.3.6)."""
    return ctx.source if g.incarnation[ctx.source] == ctx.source_inc else None


def targets(g: Game, ctx: Resolution, who: str) -> list[int]:
    """The cards a reference names now (they may no longer be where the effect needs them)."""
    if who == "self":
        card = _self_now(g, ctx)
        return [] if card is None else [card]
    if who in ("chosen", "found", "looked"):
        return list(ctx.bind.get(who, ()))
    if who in ("boosted", "booster"):
        ref = ctx.bind.get(who)
        return [ref.iid] if ref is not None and g.holds_role(ref) else []
    if who in ("revealed", "that_card"):
        card = ctx.bind.get(who)
        return [] if card is None else [card]
    if who == "attacked":
        battle = g.battle
        if battle and battle.target.player == ctx.master and g.holds_role(battle.target):
            return [battle.target.iid]
        return []
    if who == "vanguard":
        vanguard = g.players[ctx.master].circles[Circle.VC]
        return [] if vanguard is None else [vanguard]
    raise ValueError(f"unknown reference {who!r}")


def selected(g: Game, ctx: Resolution, who: m.Selector) -> list[int]:
    """The cards a selector names now: a bound referent, or every card matching a filter."""
    if isinstance(who, m.Filter):
        return select(g, ctx.master, ctx.source, who)
    return targets(g, ctx, who)


def _units(g: Game, ctx: Resolution, who: m.Selector) -> list[int]:
    """The units a selector names now: cards elsewhere than on a circle are not units."""
    return [i for i in selected(g, ctx, who) if zone_of(g, i) in _ON_FIELD]


def _distinct(g: Game, cards: Iterable[int]) -> list[int]:
    """One card per card id: copies in a hidden or unordered zone are alike. The lowest
    instance number stands for them, so the offer says nothing about where each copy lies
    in a deck (R22.2)."""
    first: dict[str, int] = {}
    for iid in cards:
        key = g.cards[iid].id
        if key not in first or iid < first[key]:
            first[key] = iid
    return sorted(first.values())


def _distinct_sets(g: Game, cards: list[int], count: int) -> list[tuple[int, ...]]:
    seen: set[tuple[str, ...]] = set()
    result = []
    for combo in combinations(cards, count):
        key = tuple(sorted(g.cards[i].id + ("*" if g.face_down[i] else "") for i in combo))
        if key not in seen:
            seen.add(key)
            result.append(tuple(sorted(combo)))
    return result


def _select_cards(
    g: Game,
    player: int,
    kind: str,
    sets: list[tuple[int, ...]],
    then: Callable[..., None],
    *data: Any,
) -> None:
    options = [Action(ActionKind.SELECT, player, cards=s) for s in sets]
    g.ask(player, kind, options, _on_selected, then, *data)


def _on_selected(g: Game, action: Action, then: Callable[..., None], *data: Any) -> None:
    """The answer to `_select_cards`: `then` is a module-level step, so the waiting prompt
    stays plain data (a position can be written out mid-choice)."""
    then(g, action.cards, *data)


# ============================================================================ costs (R15)


def can_pay(g: Game, player: int, source: int, cost: m.Cost) -> bool:
    """R15.6.1/R15.6.3: can this cost be paid in full now?"""
    p = g.players[player]
    zone = zone_of(g, source)
    match cost:
        case m.CounterBlast(count=n):
            return cost_ops.can_counter_blast(g, player, n)
        case m.SoulBlast(count=n):
            return cost_ops.can_soul_blast(g, player, n)
        case m.Discard(count=n, clan=clan):
            return len(_discardable(g, player, source, clan)) >= n
        case m.RestSelf():
            return zone in ("VC", "RC") and not g.rested[source]
        case m.RetireSelf() | m.SelfToSoul():
            return zone == "RC"
        case m.RevealSelfToDeckTop():
            return zone == "hand"
        case m.RearGuardsToSoul(names=names):
            rear = [c for c in (p.circles[r] for r in REAR_CIRCLES) if c is not None]
            return all(any(g.cards[c].name == name for c in rear) for name in names)
        case m.SoulToDrop(names=names):
            return all(any(g.cards[c].name == name for c in p.soul) for name in names)
        case m.MillCost(count=n):
            return len(p.deck) >= n
        case m.SoulChargeCost(count=n):
            return cost_ops.can_soul_charge(g, player, n)
        case m.CounterChargeCost(count=n):
            return cost_ops.can_counter_charge(g, player, n)
        case m.RetireUnits() | m.RestUnits() | m.PutIntoSoulCost():
            return len(_cost_cards(g, player, source, cost)) >= cost.count
    raise TypeError(f"unknown cost {cost!r}")


def _discardable(g: Game, player: int, source: int, clan: str | None) -> list[int]:
    return [
        c
        for c in g.players[player].hand
        if c != source and (clan is None or g.cards[c].clan == clan)
    ]


def _cost_counter_blast(g: Game, ctx: Resolution, cost: m.CounterBlast) -> None:
    sets = cost_ops.counter_blast_choices(g, ctx.master, cost.count)
    _select_cards(g, ctx.master, "counter_blast", sets, _paid_counter_blast)


def _paid_counter_blast(g: Game, cards: tuple[int, ...]) -> None:
    assert g.ctx is not None
    cost_ops.counter_blast(g, g.ctx.master, cards)


def _cost_soul_blast(g: Game, ctx: Resolution, cost: m.SoulBlast) -> None:
    sets = cost_ops.soul_blast_choices(g, ctx.master, cost.count)
    _select_cards(g, ctx.master, "soul_blast", sets, _paid_soul_blast)


def _paid_soul_blast(g: Game, cards: tuple[int, ...]) -> None:
    assert g.ctx is not None
    cost_ops.soul_blast(g, g.ctx.master, cards)


def _cost_discard(g: Game, ctx: Resolution, cost: m.Discard) -> None:
    cards = _discardable(g, ctx.master, ctx.source, cost.clan)
    _select_cards(g, ctx.master, "discard", _distinct_sets(g, cards, cost.count), _discard)


def _discard(g: Game, cards: tuple[int, ...]) -> None:
    """R17.11: hand to drop zone; the cards are revealed as they go."""
    move_cards(g, cards, "drop", "discard")


def _cost_rest_self(g: Game, ctx: Resolution, cost: m.RestSelf) -> None:
    rest(g, ctx.source)
    g.emit("rested", ctx.master, {"units": [card_ref(g, ctx.source)], "reason": "cost"})


def _cost_retire_self(g: Game, ctx: Resolution, cost: m.RetireSelf) -> None:
    retire(g, ctx.source, reason="cost")


def _to_soul(g: Game, iid: int) -> None:
    """A card goes under the vanguard (R17.9)."""
    move(g, iid, "soul", "to_soul")


def _cost_self_to_soul(g: Game, ctx: Resolution, cost: m.SelfToSoul) -> None:
    _to_soul(g, ctx.source)


def _cost_reveal_to_deck_top(g: Game, ctx: Resolution, cost: m.RevealSelfToDeckTop) -> None:
    g.emit("revealed", ctx.master, card_ref(g, ctx.source))
    move(g, ctx.source, "deck", "to_deck_top")


def _cost_rear_guards_to_soul(g: Game, ctx: Resolution, cost: m.RearGuardsToSoul) -> None:
    _rear_guard_to_soul_next(g, cost.names, ())


def _rear_guard_to_soul_next(g: Game, names: tuple[str, ...], picked: tuple[int, ...]) -> None:
    """R15.6.2: one unit per name, never one unit for two parts."""
    assert g.ctx is not None
    if not names:
        for iid in picked:
            _to_soul(g, iid)
        return
    p = g.players[g.ctx.master]
    units = [
        c
        for c in (p.circles[r] for r in REAR_CIRCLES)
        if c is not None and c not in picked and g.cards[c].name == names[0]
    ]
    _select_cards(
        g,
        g.ctx.master,
        "rear_guard_to_soul",
        [(u,) for u in units],
        _rear_guard_to_soul_picked,
        names,
        picked,
    )


def _rear_guard_to_soul_picked(
    g: Game, cards: tuple[int, ...], names: tuple[str, ...], picked: tuple[int, ...]
) -> None:
    _rear_guard_to_soul_next(g, names[1:], picked + cards)


def _cost_soul_to_drop(g: Game, ctx: Resolution, cost: m.SoulToDrop) -> None:
    p = g.players[ctx.master]
    picked: list[int] = []
    for name in cost.names:
        picked.append(next(c for c in p.soul if c not in picked and g.cards[c].name == name))
    cost_ops.soul_blast(g, ctx.master, tuple(picked))


_COST_ZONES: dict[type, tuple[str, ...]] = {
    m.RetireUnits: ("RC",),
    m.RestUnits: ("VC", "RC"),
    m.PutIntoSoulCost: ("RC", "hand"),
}


def _cost_cards(
    g: Game, player: int, source: int, cost: m.RetireUnits | m.RestUnits | m.PutIntoSoulCost
) -> list[int]:
    """The cards that may pay a cost over a filter: where the cost can take them from."""
    zones = _COST_ZONES[type(cost)]
    cards = [i for i in select(g, player, source, cost.what) if zone_of(g, i) in zones]
    if isinstance(cost, m.RestUnits):
        cards = [i for i in cards if not g.rested[i]]
    return cards


def _cost_sets(
    g: Game, ctx: Resolution, cost: m.RetireUnits | m.RestUnits | m.PutIntoSoulCost
) -> list[tuple[int, ...]]:
    """Each way to pay: units are told apart by their circle, hand cards by their card."""
    cards = _cost_cards(g, ctx.master, ctx.source, cost)
    if cost.what.zone == "hand":
        return _distinct_sets(g, cards, cost.count)
    return [tuple(sorted(c)) for c in combinations(cards, cost.count)]


def _cost_retire(g: Game, ctx: Resolution, cost: m.RetireUnits) -> None:
    _select_cards(g, ctx.master, "pay_cost", _cost_sets(g, ctx, cost), _paid_retire)


def _paid_retire(g: Game, cards: tuple[int, ...]) -> None:
    for iid in cards:
        retire(g, iid, reason="cost")


def _cost_rest(g: Game, ctx: Resolution, cost: m.RestUnits) -> None:
    _select_cards(g, ctx.master, "pay_cost", _cost_sets(g, ctx, cost), _paid_rest)


def _paid_rest(g: Game, cards: tuple[int, ...]) -> None:
    for iid in cards:
        rest(g, iid)
    if cards:
        units = [card_ref(g, i) for i in cards]
        g.emit("rested", g.owner[cards[0]], {"units": units, "reason": "cost"})


def _cost_into_soul(g: Game, ctx: Resolution, cost: m.PutIntoSoulCost) -> None:
    _select_cards(g, ctx.master, "pay_cost", _cost_sets(g, ctx, cost), _paid_into_soul)


def _paid_into_soul(g: Game, cards: tuple[int, ...]) -> None:
    move_cards(g, cards, "soul", "to_soul")


def _cost_mill(g: Game, ctx: Resolution, cost: m.MillCost) -> None:
    deck = g.players[ctx.master].deck
    move_cards(g, deck[: -cost.count - 1 : -1], "drop", "mill")


def _cost_soul_charge(g: Game, ctx: Resolution, cost: m.SoulChargeCost) -> None:
    cost_ops.soul_charge(g, ctx.master, cost.count)


def _cost_counter_charge(g: Game, ctx: Resolution, cost: m.CounterChargeCost) -> None:
    """The master chooses which face-down damage cards turn face up (R15.3)."""
    sets = cost_ops.counter_charge_choices(g, ctx.master, cost.count)
    _select_cards(g, ctx.master, "choose", sets, _paid_counter_charge)


def _paid_counter_charge(g: Game, cards: tuple[int, ...]) -> None:
    assert g.ctx is not None
    cost_ops.counter_charge(g, g.ctx.master, cards)


COSTS: dict[type, Callable[..., None]] = {
    m.MillCost: _cost_mill,
    m.SoulChargeCost: _cost_soul_charge,
    m.CounterChargeCost: _cost_counter_charge,
    m.RetireUnits: _cost_retire,
    m.RestUnits: _cost_rest,
    m.PutIntoSoulCost: _cost_into_soul,
    m.CounterBlast: _cost_counter_blast,
    m.SoulBlast: _cost_soul_blast,
    m.Discard: _cost_discard,
    m.RestSelf: _cost_rest_self,
    m.RetireSelf: _cost_retire_self,
    m.SelfToSoul: _cost_self_to_soul,
    m.RevealSelfToDeckTop: _cost_reveal_to_deck_top,
    m.RearGuardsToSoul: _cost_rear_guards_to_soul,
    m.SoulToDrop: _cost_soul_to_drop,
}


# ============================================================================ choices


def _choose(g: Game, ctx: Resolution, effect: m.Choose) -> None:
    """R2.6.1/R2.6.2: choose N (as many as possible) or up to N, one at a time."""
    _bind(g, chosen=())
    _choose_next(g, effect, effect.count)


def _choose_next(g: Game, effect: m.Choose, remaining: int) -> None:
    ctx = g.ctx
    assert ctx is not None
    chosen = ctx.bind["chosen"]
    found = [c for c in select(g, ctx.master, ctx.source, effect.what) if c not in chosen]
    if remaining <= 0 or not found:
        return
    if effect.what.zone in ("hand", "deck", "soul", "drop", "looked"):
        found = _distinct(g, found)
    chooser = ctx.master if effect.chooser == "you" else 1 - ctx.master
    options = [Action(ActionKind.CHOOSE, chooser, card=c) for c in found]
    if effect.up_to:
        options.append(Action(ActionKind.CHOOSE_NONE, chooser))
    g.ask(chooser, "choose", options, _on_choose, effect, remaining)


def _on_choose(g: Game, action: Action, effect: m.Choose, remaining: int) -> None:
    if action.kind is ActionKind.CHOOSE_NONE:
        return
    assert g.ctx is not None and action.card is not None
    _bind(g, chosen=(*g.ctx.bind["chosen"], action.card))
    if zone_of(g, action.card) in ("hand", "deck"):  # R22.2: a pick from a hidden zone
        g.emit("chose", action.player, {"hidden": True}, card_ref(g, action.card))
    else:
        g.emit("chose", action.player, card_ref(g, action.card))
    _choose_next(g, effect, remaining - 1)


def _search(g: Game, ctx: Resolution, effect: m.Search) -> None:
    """R17.13, R2.6.4: look through the deck; finding may be declined."""
    _bind(g, found=())
    g.emit("searched_deck", ctx.master, {})
    _search_next(g, effect.what, effect.count)


def _search_next(g: Game, what: m.Filter, remaining: int) -> None:
    """One card at a time, each pick may be declined (R2.6.4)."""
    ctx = g.ctx
    assert ctx is not None
    if remaining <= 0:
        return
    found = ctx.bind["found"]
    cards = _distinct(g, [c for c in select(g, ctx.master, ctx.source, what) if c not in found])
    options = [Action(ActionKind.CHOOSE, ctx.master, card=c) for c in cards]
    options.append(Action(ActionKind.CHOOSE_NONE, ctx.master))
    g.ask(ctx.master, "search", options, _on_search, what, remaining, forced=False)


def _on_search(g: Game, action: Action, what: m.Filter, remaining: int) -> None:
    if action.kind is ActionKind.CHOOSE and action.card is not None:
        assert g.ctx is not None
        _bind(g, found=(*g.ctx.bind["found"], action.card))
        g.emit("found", action.player, {}, card_ref(g, action.card))
        _search_next(g, what, remaining - 1)


def _to_vanguard_circle(g: Game, ctx: Resolution, effect: m.ToVanguardCircle) -> None:
    for iid in selected(g, ctx, effect.who):
        if zone_of(g, iid) == "RC":
            move(g, iid, "VC", "to_vanguard_circle", circle=Circle.VC)


# ============================================================================ effects


_STATS = {
    m.Power: (Stat.POWER, "power_changed"),
    m.Critical: (Stat.CRITICAL, "critical_changed"),
    m.Shield: (Stat.SHIELD, "shield_changed"),
}


def _power(g: Game, ctx: Resolution, effect: m.Power | m.Critical | m.Shield) -> None:
    """A value change (R18.1) of the units named, until the end of the battle or turn."""
    stat, kind = _STATS[type(effect)]
    for iid in _units(g, ctx, effect.who):
        lasting = _lasting(g, ctx, effect.until)
        g.add_mod(iid, stat, effect.amount, lasting, effect.as_long_as, ctx.master, ctx.source)
        g.emit(
            kind,
            ctx.master,
            {**card_ref(g, iid), "amount": effect.amount, "until": f"end_of_{effect.until}"},
        )


def _retire(g: Game, ctx: Resolution, effect: m.Retire) -> None:
    """R17.6: only rear-guards and guardians can be retired."""
    for iid in selected(g, ctx, effect.who):
        if zone_of(g, iid) in ("RC", "GC"):
            retire(g, iid, reason="effect")


def _stand(g: Game, ctx: Resolution, effect: m.Stand) -> None:
    units = [i for i in selected(g, ctx, effect.who) if zone_of(g, i) in _ON_FIELD]
    stood = [card_ref(g, i) for i in units if stand(g, i)]
    if stood:
        g.emit("stood", ctx.master, {"units": stood})


def _draw(g: Game, ctx: Resolution, effect: m.Draw) -> None:
    draw(g, ctx.master, effect.count)


def _draw_up_to(g: Game, ctx: Resolution, effect: m.DrawUpTo) -> None:
    """AMB-10: choose the number first, then draw."""
    most = min(effect.count, len(g.players[ctx.master].deck))
    options = [Action(ActionKind.NUMBER, ctx.master, choice=n) for n in range(most + 1)]
    g.ask(ctx.master, "draw_up_to", options, _on_draw_number)


def _on_draw_number(g: Game, action: Action) -> None:
    draw(g, action.player, action.choice or 0)


def _shuffle(g: Game, ctx: Resolution, effect: m.Shuffle) -> None:
    shuffle_deck(g, ctx.master)


def _movable(g: Game, ctx: Resolution, who: str, zones: tuple[str, ...]) -> list[int]:
    return [i for i in targets(g, ctx, who) if zone_of(g, i) in zones]


def _call(g: Game, ctx: Resolution, effect: m.Call) -> None:
    """R17.5 superior call, to a rear-guard circle of the player's choice (occupied allowed),
    from any zone but the field (the trigger zone too: a card a drive check revealed). Cards
    called together go to separate circles (R31.6): a circle that received one of them is not
    offered again, so a later card never replaces an earlier one."""
    zones = ("hand", "deck", "soul", "drop", "trigger")
    _call_next(g, tuple(_movable(g, ctx, effect.who, zones)), effect.to)


def _call_circles(g: Game, player: int, to: str, used: tuple[int, ...]) -> list[Circle]:
    """The circles a called card may go to: any, only empty ones (`open`, R31.15), or none
    that an earlier card of the same call took (`separate`, R31.6, R31.16)."""
    if to == "open":
        return [c for c in REAR_CIRCLES if g.players[player].circles[c] is None]
    if to == "separate":
        return [c for c in REAR_CIRCLES if int(c) not in used]
    return list(REAR_CIRCLES)


def _call_next(
    g: Game, cards: tuple[int, ...], to: str = "any", used: tuple[int, ...] = ()
) -> None:
    assert g.ctx is not None
    player = g.ctx.master
    while cards and not _call_circles(g, player, to, used):
        cards = cards[1:]  # no circle it may go to: it stays where it is (R31.15)
    if not cards:
        return
    options = [
        Action(ActionKind.CHOOSE_CIRCLE, player, card=cards[0], circle=c)
        for c in _call_circles(g, player, to, used)
    ]
    g.ask(player, "call_circle", options, _on_call_circle, cards[1:], to, used)


def _on_call_circle(
    g: Game,
    action: Action,
    rest_of: tuple[int, ...],
    to: str = "any",
    used: tuple[int, ...] = (),
) -> None:
    assert action.card is not None and action.circle is not None
    place(g, action.card, action.circle, "superior_call")
    _call_next(g, rest_of, to, (*used, int(action.circle)))


def _ride(g: Game, ctx: Resolution, effect: m.Ride) -> None:
    """R17.3 superior ride: no grade rule, does not use the normal ride. A rear-guard may be
    ridden too (R31.11): it leaves its (RC) for the top of its owner's (VC)."""
    for iid in _movable(g, ctx, effect.who, ("hand", "deck", "soul", "drop", "RC"))[:1]:
        ride(g, iid, "superior_ride")


def _to_hand(g: Game, ctx: Resolution, effect: m.ToHand) -> None:
    """Into the owner's hand; a rear-guard leaves the field by the one move path (R19)."""
    zones = ("RC", "deck", "soul", "drop")
    for iid in [i for i in selected(g, ctx, effect.who) if zone_of(g, i) in zones]:
        move(g, iid, "hand", "to_hand")


def _to_soul_effect(g: Game, ctx: Resolution, effect: m.ToSoul) -> None:
    """Into the owner's soul (R17.9); every card a filter names goes at once (R31.19)."""
    cards = [
        i for i in selected(g, ctx, effect.who) if zone_of(g, i) in ("RC", "drop", "hand", "deck")
    ]
    if isinstance(effect.who, m.Filter):
        move_cards(g, cards, "soul", "to_soul")
        return
    for iid in cards:
        _to_soul(g, iid)


def _return_to_deck(g: Game, ctx: Resolution, effect: m.ReturnToDeck) -> None:
    for iid in _movable(g, ctx, effect.who, ("RC", "hand")):
        move(g, iid, "deck", "to_deck")


def _reveal(g: Game, ctx: Resolution, effect: m.Reveal) -> None:
    for iid in targets(g, ctx, effect.who):
        g.emit("revealed", ctx.master, card_ref(g, iid))


def _discard_chosen(g: Game, ctx: Resolution, effect: m.DiscardChosen) -> None:
    cards = tuple(i for i in targets(g, ctx, effect.who) if zone_of(g, i) == "hand")
    _discard(g, cards)


def _face_up(g: Game, ctx: Resolution, effect: m.FaceUp) -> None:
    damage = g.players[ctx.master].damage
    cards = tuple(i for i in selected(g, ctx, effect.who) if g.face_down[i] and i in damage)
    cost_ops.counter_charge(g, ctx.master, cards)


def _soul_charge(g: Game, ctx: Resolution, effect: m.SoulCharge) -> None:
    cost_ops.soul_charge(g, ctx.master, effect.count)


def _mill(g: Game, ctx: Resolution, effect: m.Mill) -> None:
    deck = g.players[ctx.master].deck
    move_cards(g, deck[: -effect.count - 1 : -1], "drop", "mill")


def _look_top(g: Game, ctx: Resolution, effect: m.LookTop) -> None:
    deck = g.players[ctx.master].deck
    if not deck:
        return
    g.emit("looked_at_top", ctx.master, {}, card_ref(g, deck[-1]))
    options = [Action(ActionKind.TOP, ctx.master), Action(ActionKind.BOTTOM, ctx.master)]
    g.ask(ctx.master, "top_or_bottom", options, _on_top_or_bottom, forced=False)


def _on_top_or_bottom(g: Game, action: Action) -> None:
    deck = g.players[action.player].deck
    if action.kind is ActionKind.BOTTOM and deck:
        move(g, deck[-1], "deck", "look_top", bottom=True)
    else:
        g.emit("put_on_deck", action.player, {"position": action.kind.value})


def _look(g: Game, ctx: Resolution, effect: m.Look) -> None:
    """Look at the top cards (R22.2: only their master sees them); the deck is unchanged.
    "Up to N": the number is chosen first (AMB-10, R31.16)."""
    if not effect.up_to:
        _look_at(g, ctx.master, effect.count)
        return
    most = min(effect.count, len(g.players[ctx.master].deck))
    options = [Action(ActionKind.NUMBER, ctx.master, choice=n) for n in range(most + 1)]
    g.ask(ctx.master, "look_up_to", options, _on_look_number)


def _on_look_number(g: Game, action: Action) -> None:
    _look_at(g, action.player, action.choice or 0)


def _look_at(g: Game, player: int, count: int) -> None:
    deck = g.players[player].deck
    looked = tuple(deck[: -count - 1 : -1]) if count > 0 else ()
    _bind(g, looked=looked)
    g.emit(
        "looked_at_top",
        player,
        {"count": len(looked)},
        {"cards": [card_ref(g, i) for i in looked]},
    )


def _to_bottom(g: Game, ctx: Resolution, effect: m.ToBottom) -> None:
    """Cards of the deck go under it in the order the master picks; cards of the hand (a
    card chosen from it) go under it too, one after another."""
    p = g.players[ctx.master]
    cards = selected(g, ctx, effect.who)
    for iid in [i for i in cards if i in p.hand]:
        move(g, iid, "deck", "to_deck", bottom=True)
    _bottom_next(g, tuple(i for i in cards if i in p.deck))


def _bottom_next(g: Game, cards: tuple[int, ...]) -> None:
    """'In any order': the master picks the card to go under the deck next, one by one."""
    if not cards:
        return
    assert g.ctx is not None
    player = g.ctx.master
    options = [Action(ActionKind.CHOOSE, player, card=c) for c in cards]
    g.ask(player, "bottom_order", options, _on_bottom, cards)


def _on_bottom(g: Game, action: Action, cards: tuple[int, ...]) -> None:
    assert action.card is not None
    move(g, action.card, "deck", "look_top", bottom=True)
    _bottom_next(g, tuple(c for c in cards if c != action.card))


_RESTRICTIONS = {
    "cannot_be_hit": Stat.CANNOT_BE_HIT,
    "no_stand_next_stand_phase": Stat.NO_STAND,
    "cannot_intercept": Stat.CANNOT_INTERCEPT,
}
_LOSSES = {"twin_drive": Stat.NO_TWIN_DRIVE, "restraint": Stat.NO_RESTRAINT}


def _restrict(g: Game, ctx: Resolution, effect: m.Restrict) -> None:
    stat = _RESTRICTIONS[effect.rule]
    duration = Duration.NEXT_STAND if stat is Stat.NO_STAND else _lasting(g, ctx, effect.until)
    for iid in selected(g, ctx, effect.who):
        if zone_of(g, iid) not in _ON_FIELD:
            continue
        g.add_mod(iid, stat, 1, duration)
        g.emit("restricted", ctx.master, {**card_ref(g, iid), "rule": effect.rule})


def _lose(g: Game, ctx: Resolution, effect: m.Lose) -> None:
    for iid in _units(g, ctx, effect.who):
        g.add_mod(iid, _LOSSES[effect.what], 1, _lasting(g, ctx, effect.until))
        g.emit("lost_ability", ctx.master, {**card_ref(g, iid), "ability": effect.what})


def _grant(g: Game, ctx: Resolution, effect: m.Grant) -> None:
    for iid in _units(g, ctx, effect.who):
        duration = _lasting(g, ctx, effect.until)
        g.grants.append(Grant(iid, g.incarnation[iid], effect.ability, duration))
        g.emit("gained_ability", ctx.master, card_ref(g, iid))


def _later(g: Game, ctx: Resolution, effect: m.Later) -> None:
    """R16.8: a one-shot ability for later, about this card as it is now; the cards chosen
    so far are remembered as they are now (R16.8.4, R31.21)."""
    chosen = tuple((i, g.incarnation[i]) for i in ctx.bind.get("chosen", ()))
    g.delayed.append(
        Delayed(effect.at, ctx.master, ctx.source, ctx.source_inc, effect.effects, chosen)
    )


def _lose_game(g: Game, ctx: Resolution, effect: m.LoseGame) -> None:
    """R1.7: a win or loss by an effect happens during the resolution."""
    loser = ctx.master if effect.who == "you" else 1 - ctx.master
    g.end_game({loser: LossReason.EFFECT})


# -- wave 1 effects


def _each_may_draw(g: Game, ctx: Resolution, effect: m.EachMayDraw) -> None:
    """R31.3: the master chooses how many (0 to `count`) and draws, then the opponent."""
    _may_draw(g, ctx.master, effect.count, True)


def _may_draw(g: Game, player: int, count: int, then_opponent: bool) -> None:
    most = min(count, len(g.players[player].deck))
    options = [Action(ActionKind.NUMBER, player, choice=n) for n in range(most + 1)]
    g.ask(player, "draw_up_to", options, _on_may_draw, count, then_opponent)


def _on_may_draw(g: Game, action: Action, count: int, then_opponent: bool) -> None:
    draw(g, action.player, action.choice or 0)
    if then_opponent:
        _may_draw(g, 1 - action.player, count, False)


# Granblue


def _to_drop(g: Game, ctx: Resolution, effect: m.ToDrop) -> None:
    """The named cards leave the deck for the drop zone, where every player sees them (R4.1)."""
    move_cards(g, tuple(_movable(g, ctx, effect.who, ("deck",))), "drop", "to_drop")


# -- wave 1 effects: Spike Brothers


def _reveal_top_call(g: Game, ctx: Resolution, effect: m.RevealTopCall) -> None:
    """R31.17: the revealed card is called if it matches (no shuffle), else the deck is
    shuffled; with an empty deck nothing happens (R2.2)."""
    deck = g.players[ctx.master].deck
    if not deck:
        return
    top = deck[-1]
    g.emit("revealed", ctx.master, card_ref(g, top))
    if matches(g, ctx.source, effect.what, top):
        _call_next(g, (top,))
    else:
        shuffle_deck(g, ctx.master)


# -- wave 1 effects: Oracle Think Tank


def _no_normal_ride(g: Game, ctx: Resolution, effect: m.NoNormalRide) -> None:
    """R31.29: only if the named card was ridden (it is the vanguard now) is the normal ride
    of the turn used up; declining the search leaves it available."""
    vanguard = g.players[ctx.master].circles[Circle.VC]
    if vanguard is not None and vanguard in targets(g, ctx, effect.who):
        g.players[ctx.master].ride_used = True


EFFECTS: dict[type, Callable[..., None]] = {
    m.LoseGame: _lose_game,
    m.Choose: _choose,
    m.Search: _search,
    m.ToVanguardCircle: _to_vanguard_circle,
    m.Power: _power,
    m.Critical: _power,
    m.Shield: _power,
    m.Retire: _retire,
    m.Stand: _stand,
    m.Draw: _draw,
    m.DrawUpTo: _draw_up_to,
    m.Shuffle: _shuffle,
    m.Call: _call,
    m.Ride: _ride,
    m.ToHand: _to_hand,
    m.ToSoul: _to_soul_effect,
    m.ReturnToDeck: _return_to_deck,
    m.Reveal: _reveal,
    m.DiscardChosen: _discard_chosen,
    m.FaceUp: _face_up,
    m.SoulCharge: _soul_charge,
    m.Mill: _mill,
    m.LookTop: _look_top,
    m.Look: _look,
    m.ToBottom: _to_bottom,
    m.Restrict: _restrict,
    m.Lose: _lose,
    m.Grant: _grant,
    m.Later: _later,
    # wave 1
    m.EachMayDraw: _each_may_draw,
    # Granblue
    m.ToDrop: _to_drop,
    # wave 1: Spike Brothers
    m.RevealTopCall: _reveal_top_call,
    # wave 1: Oracle Think Tank
    m.NoNormalRide: _no_normal_ride,
}
