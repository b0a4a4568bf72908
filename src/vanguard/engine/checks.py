"""Drive checks, damage checks and the four Classic triggers (R12.5, R12.6.4.1, R14)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vanguard.cards.models import Trigger
from vanguard.engine import triggers
from vanguard.engine.actions import Action
from vanguard.engine.constants import (
    REAR_CIRCLES,
    TRIGGER_POWER_BONUS,
    ActionKind,
    Duration,
    Stat,
)
from vanguard.engine.rules import check_timing
from vanguard.engine.signals import Signal
from vanguard.engine.state import Frame
from vanguard.engine.zones import card_ref, draw, move, stand, to_damage

if TYPE_CHECKING:
    from vanguard.engine.game import Game


def trigger_check(g: Game, player: int, kind: str) -> None:
    """One complete check (R14.1); `kind` is 'drive' or 'damage'."""
    p = g.players[player]
    if not p.deck:
        return  # R14.1 step 1: the loss comes from the rule action
    iid = p.deck[-1]
    move(g, iid, "trigger", f"{kind}_check")
    card = g.cards[iid]
    battle = g.battle
    if (
        kind == "drive"
        and battle is not None
        and g.holds_role(battle.attacker)
        and triggers.listening(g, "drive_check", battle.attacker.iid, "trigger")
    ):
        attacker = battle.attacker
        triggers.notify(  # AMB-25
            g,
            Signal(
                "drive_check",
                attacker.iid,
                attacker.player,
                "VC",
                "trigger",
                other=iid,
                bind=(("revealed", iid),),
            ),
        )
    frames: list[Frame] = []
    if card.is_trigger and _clan_condition(g, player, card.clan):
        g.emit("trigger", player, {**card_ref(g, iid), "trigger": card.trigger.value})
        frames.append((_power_part, player))
        frames.append((_ICON_PART[card.trigger], player))
    frames += [(check_timing,), (_finish_check, player, iid, kind), (check_timing,)]
    g.push(*frames)


def _clan_condition(g: Game, player: int, clan: str) -> bool:
    """R14.2.1: a unit on (V) or (R) — not (G) — shares the checked card's clan."""
    if "triggers_ignore_clan" in g.variants:
        return True
    cards = g.cards
    return any(c is not None and cards[c].clan == clan for c in g.players[player].circles)


def _finish_check(g: Game, player: int, iid: int, kind: str) -> None:
    """R14.1 step 4: the checked card goes to hand (drive) or damage (damage)."""
    p = g.players[player]
    if p.trigger != iid:
        return
    if kind == "drive":
        move(g, iid, "hand", "drive")
    else:
        to_damage(g, iid)


def your_units(g: Game, player: int) -> list[int]:
    """Vanguard, rear-guards and guardians (R0.3.3, R14.3.2), the vanguard first."""
    p = g.players[player]
    units = [c for c in (p.circles[1], *(p.circles[c] for c in REAR_CIRCLES)) if c is not None]
    units.extend(p.guardians)
    return units


def _power_part(g: Game, player: int) -> None:
    options = [Action(ActionKind.TRIGGER_POWER, player, card=u) for u in your_units(g, player)]
    g.ask(player, "trigger_power", options, _on_power)


def _on_power(g: Game, action: Action) -> None:
    assert action.card is not None
    g.add_mod(action.card, Stat.POWER, TRIGGER_POWER_BONUS, Duration.TURN)
    g.emit(
        "power_changed",
        action.player,
        {**card_ref(g, action.card), "amount": TRIGGER_POWER_BONUS, "until": "end_of_turn"},
    )


def _critical_part(g: Game, player: int) -> None:
    options = [Action(ActionKind.TRIGGER_CRITICAL, player, card=u) for u in your_units(g, player)]
    g.ask(player, "trigger_critical", options, _on_critical)


def _on_critical(g: Game, action: Action) -> None:
    assert action.card is not None
    g.add_mod(action.card, Stat.CRITICAL, 1, Duration.TURN)
    g.emit(
        "critical_changed",
        action.player,
        {**card_ref(g, action.card), "amount": 1, "until": "end_of_turn"},
    )


def _draw_part(g: Game, player: int) -> None:
    draw(g, player, 1)


def _stand_part(g: Game, player: int) -> None:
    """Stand one resting rear-guard (R14.3, C6): only resting ones are offered, since
    choosing a standing one does nothing."""
    p = g.players[player]
    units = [u for u in (p.circles[c] for c in REAR_CIRCLES) if u is not None]
    options = [Action(ActionKind.TRIGGER_STAND, player, card=u) for u in units if g.rested[u]]
    if options:
        g.ask(player, "trigger_stand", options, _on_stand)


def _on_stand(g: Game, action: Action) -> None:
    assert action.card is not None
    if stand(g, action.card):
        g.emit("stood", action.player, {"units": [card_ref(g, action.card)]})


def _heal_part(g: Game, player: int) -> None:
    """R14.3 Heal: only when own damage >= opponent's damage, read now (R14.3.1)."""
    own = g.players[player].damage
    if own and len(own) >= len(g.players[1 - player].damage):
        options = [Action(ActionKind.HEAL, player, card=c) for c in own]
        g.ask(player, "heal", options, _on_heal)


def _on_heal(g: Game, action: Action) -> None:
    assert action.card is not None
    move(g, action.card, "drop", "heal", info={"face_down": g.face_down[action.card]})


_ICON_PART = {
    Trigger.CRITICAL: _critical_part,
    Trigger.DRAW: _draw_part,
    Trigger.STAND: _stand_part,
    Trigger.HEAL: _heal_part,
}
