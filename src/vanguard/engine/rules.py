"""Check timing and rule actions (R16.5, R16.6).

The check timing is where standby automatic abilities are played; the ability machinery hooks
in through `g.play_standby` (card abilities), here only the rule actions are performed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from vanguard.engine.actions import Action
from vanguard.engine.constants import LOSING_DAMAGE, ActionKind, Circle, LossReason
from vanguard.engine.zones import retire, ride

if TYPE_CHECKING:
    from vanguard.engine.game import Game


def check_timing(g: Game) -> None:
    """Perform every rule action, repeatedly, until none applies (R16.5.1 step 1)."""
    p0, p1 = g.players
    if (
        not (p0.overflow or p1.overflow or p0.guardians or p1.guardians or g.standby)
        and len(p0.damage) < LOSING_DAMAGE
        and len(p1.damage) < LOSING_DAMAGE
        and p0.deck
        and p1.deck
        and p0.circles[1] is not None
        and p1.circles[1] is not None
    ):
        return  # the usual case: no rule action applies and nothing waits (fast path)
    while True:
        changed = False
        for p in g.players:
            # R16.6.2: the unit placed last stays; the displaced one goes to the drop zone.
            while p.overflow:
                _, iid = p.overflow[0]
                retire(g, iid, reason="rule")
                changed = True
            # R16.6.4: guardians outside a battle.
            if p.guardians and g.battle is None:
                for iid in list(p.guardians):
                    retire(g, iid, reason="rule")
                changed = True
        losers: dict[int, LossReason] = {}
        for p in g.players:
            if len(p.damage) >= LOSING_DAMAGE:
                losers[p.index] = LossReason.DAMAGE
            elif not p.deck:
                losers[p.index] = LossReason.DECK_OUT
        if g.stood_up:
            for p in g.players:
                if p.circles[Circle.VC] is None and p.index not in losers:
                    if not p.soul:
                        losers[p.index] = LossReason.NO_VANGUARD
                    elif not losers:
                        _ask_ride_from_soul(g, p.index)
                        return
        if losers:
            g.end_game(losers)  # R1.5: two losers at once is a draw
            return
        if not changed:
            break
    if g.standby:
        from vanguard.engine.resolve import offer_standby

        offer_standby(g, check_timing)  # R16.5.1 steps 2-3


def _ask_ride_from_soul(g: Game, player: int) -> None:
    """R16.6.5 (project rule R1.3.3): a player without a vanguard rides a soul card."""
    options = [
        Action(ActionKind.RIDE_FROM_SOUL, player, card=iid) for iid in g.players[player].soul
    ]
    g.ask(player, "ride_from_soul", options, _on_ride_from_soul)


def _on_ride_from_soul(g: Game, action: Action) -> None:
    assert action.card is not None
    ride(g, action.card, "superior_ride")
    g.push((check_timing,))
