"""Playing abilities: standby AUTO abilities at check timings (R16.5.1), ACT abilities in the
main phase (R16.2), and the resolution of either (R16.3.3, R16.4).

A resolution is a row of frames on the game's stack: check the 'if' clauses, ask 'you may',
pay the cost part by part, then run the effects in order. The ability being resolved and what
its steps have bound ('chosen', 'found'...) live in `g.ctx`, an immutable tuple replaced by
each step, so a game can be cloned in the middle of a resolution.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from vanguard.abilities.model import AbilitySpec
from vanguard.engine.actions import Action
from vanguard.engine.constants import ActionKind
from vanguard.engine.effects import COSTS, EFFECTS, can_pay
from vanguard.engine.filters import all_hold, in_ability_zone, zone_of
from vanguard.engine.refs import card_ref
from vanguard.engine.state import Pending, Resolution
from vanguard.engine.triggers import abilities_of

if TYPE_CHECKING:
    from vanguard.engine.game import Game


# ---------------------------------------------------------------------------- standby (R16.5)


def once_key(g: Game, iid: int, ability: AbilitySpec) -> tuple[int, int, int]:
    """Which [1/Turn] use an ability of a card is: per card as it now is (R16.7.1)."""
    index = next(i for i, a in enumerate(abilities_of(g, iid)) if a is ability)
    return (iid, g.incarnation[iid], index)


def _spent(g: Game, pending: Pending) -> bool:
    """R16.7.3: a [1/Turn] AUTO instance after the turn's use is discarded, not played."""
    if not pending.ability.once_per_turn:
        return False
    if g.incarnation[pending.source] != pending.source_inc:
        return False
    return once_key(g, pending.source, pending.ability) in g.once_used


def offer_standby(g: Game, check_timing: object) -> None:
    """R16.5.1 steps 2-3: the turn player plays one of theirs first, else the other player."""
    if any(_spent(g, p) for p in g.standby):
        g.standby = [p for p in g.standby if not _spent(g, p)]
        if not g.standby:
            return
    tp = g.turn_player
    player = tp if any(p.master == tp for p in g.standby) else 1 - tp
    options = [
        Action(ActionKind.PLAY_ABILITY, player, card=p.source, choice=p.pid)
        for p in g.standby
        if p.master == player
    ]
    g.ask(player, "play_ability", options, _on_play, check_timing)


def _on_play(g: Game, action: Action, check_timing: object) -> None:
    pending = next(p for p in g.standby if p.pid == action.choice)
    g.standby.remove(pending)
    g.push((check_timing,))  # R16.5.1: the loop restarts after each ability
    start_auto(g, pending)


def _mark_once(g: Game, iid: int, ability: AbilitySpec) -> None:
    if ability.once_per_turn and any(a is ability for a in abilities_of(g, iid)):
        g.once_used = g.once_used | {once_key(g, iid, ability)}


def _printed(g: Game, iid: int, ability: AbilitySpec) -> dict[str, int]:
    """`{"ability": i}` when the ability is the card's i-th printed one (a granted ability has
    no printed line): a client quotes just that line of the card's text."""
    for index, printed in enumerate(g.cards[iid].abilities):
        if printed is ability or printed == ability:
            return {"ability": index}
    return {}


def start_auto(g: Game, pending: Pending) -> None:
    ability: AbilitySpec = pending.ability
    if g.incarnation[pending.source] == pending.source_inc:
        _mark_once(g, pending.source, ability)  # R16.7.3: used once played, paid or not
    g.ctx = Resolution(
        pending.master, pending.source, pending.source_inc, ability, dict(pending.bind)
    )
    g.emit(
        "ability_played",
        pending.master,
        {
            **card_ref(g, pending.source),
            "ability_kind": "auto",
            **_printed(g, pending.source, ability),
        },
    )
    g.push(
        (_check_conditions,),
        (_decide_optional,),
        *[(_pay_cost, i) for i in range(len(ability.cost))],
        *[(_run_effect, i) for i in range(len(ability.effects))],
        (_finish,),
    )


# ---------------------------------------------------------------------------- ACT (R16.2)


def act_options(g: Game, player: int) -> list[Action]:
    """Every ACT ability of the player's cards whose zone is right and cost payable (R16.2.4:
    abilities whose effect would do nothing now are still offered, AMB-9)."""
    options: list[Action] = []
    p = g.players[player]
    act_cards = g.act_cards
    granted = {gr.iid for gr in g.grants}
    for iid in [*p.circles, *p.hand, *p.drop]:
        if iid is None or not (act_cards[iid] or iid in granted):
            continue
        zone = None
        for index, ability in enumerate(abilities_of(g, iid)):
            if ability.kind != "act":
                continue
            zone = zone or zone_of(g, iid)
            if ability.once_per_turn and (iid, g.incarnation[iid], index) in g.once_used:
                continue  # R16.7.1
            if in_ability_zone(ability, zone) and all(
                can_pay(g, player, iid, cost) for cost in ability.cost
            ):
                options.append(Action(ActionKind.ACTIVATE, player, card=iid, choice=index))
    return options


def start_act(g: Game, action: Action) -> None:
    """R16.2.2: announce, pay the whole cost, then resolve (the 'if' is read after paying)."""
    assert action.card is not None and action.choice is not None
    ability = abilities_of(g, action.card)[action.choice]
    _mark_once(g, action.card, ability)  # R16.7.2: counted when played
    g.ctx = Resolution(action.player, action.card, g.incarnation[action.card], ability, {})
    g.emit(
        "ability_played",
        action.player,
        {**card_ref(g, action.card), "ability_kind": "act", **_printed(g, action.card, ability)},
    )
    g.push(
        *[(_pay_cost, i) for i in range(len(ability.cost))],
        (_check_conditions,),
        (_decide_after_payment,),
        *[(_run_effect, i) for i in range(len(ability.effects))],
        (_finish,),
    )


def _decide_after_payment(g: Game) -> None:
    """An ACT's 'you may' (R16.2.2): the cost is paid and the 'if' holds; the master decides
    whether to do what follows. Declining leaves the cost paid (R31.23)."""
    ctx = g.ctx
    assert ctx is not None
    if ctx.aborted or not ctx.ability.optional:
        return
    options = [Action(ActionKind.YES, ctx.master), Action(ActionKind.NO, ctx.master)]
    g.ask(ctx.master, "use_ability", options, _on_optional, forced=False)


# ---------------------------------------------------------------------------- resolution steps


def abort(g: Game, reason: str) -> None:
    ctx = g.ctx
    assert ctx is not None
    g.ctx = ctx._replace(aborted=True)
    g.emit("ability_ended", ctx.master, {**card_ref(g, ctx.source), "reason": reason})


def _check_conditions(g: Game) -> None:
    """R16.3.3 step 1: the 'if' clauses are read when the ability is played (AMB-3)."""
    ctx = g.ctx
    assert ctx is not None
    if ctx.aborted or not ctx.ability.conditions:
        return
    if not all_hold(g, ctx.master, ctx.source, ctx.ability.conditions):
        abort(g, "condition_not_met")


def _decide_optional(g: Game) -> None:
    """R16.3.3 step 2: 'you may (pay)'. A cost that cannot be paid in full cannot be paid."""
    ctx = g.ctx
    assert ctx is not None
    if ctx.aborted:
        return
    ability = ctx.ability
    payable = all(can_pay(g, ctx.master, ctx.source, cost) for cost in ability.cost)
    if not payable:
        abort(g, "cost_unpayable")
        return
    if ability.optional:
        options = [Action(ActionKind.YES, ctx.master), Action(ActionKind.NO, ctx.master)]
        g.ask(ctx.master, "use_ability", options, _on_optional, forced=False)


def _on_optional(g: Game, action: Action) -> None:
    if action.kind is ActionKind.NO:
        abort(g, "declined")


def _pay_cost(g: Game, index: int) -> None:
    ctx = g.ctx
    assert ctx is not None
    if not ctx.aborted:
        cost = ctx.ability.cost[index]
        COSTS[type(cost)](g, ctx, cost)
        if index == 0 and ctx.ability.optional and g.prompt is not None:
            _offer_back(g)


def _offer_back(g: Game) -> None:
    """R16.3.8: the first choice of the cost of a "you may" ability that was answered yes
    offers going back to the question, as the last option (the others keep their indices).
    Nothing has been paid yet: a cost asks all its choices before it changes anything."""
    prompt = g.prompt
    assert prompt is not None
    back = Action(ActionKind.BACK, prompt.player)
    g.prompt = prompt._replace(
        options=(*prompt.options, back),
        handler=_on_cost_choice,
        data=(prompt.handler, prompt.data),
    )


def _on_cost_choice(g: Game, action: Action, handler: Any, data: tuple[Any, ...]) -> None:
    """The answer to a cost choice that offers going back (`_offer_back`)."""
    if action.kind is ActionKind.BACK:
        g.push((_decide_optional,), (_pay_cost, 0))  # the same question, asked again
        return
    handler(g, action, *data)
    if g.prompt is not None:
        _offer_back(g)  # the cost's next choice (one unit per name, R15.6.2): still unpaid


def _run_effect(g: Game, index: int) -> None:
    ctx = g.ctx
    assert ctx is not None
    if not ctx.aborted:
        effect = ctx.ability.effects[index]
        EFFECTS[type(effect)](g, ctx, effect)


def _finish(g: Game) -> None:
    g.ctx = None
