"""A person-like player: it reads its view and chooses what a beginner would, by kind.

It rides the next grade, fills empty front circles, attacks the vanguard, boosts, guards
when the damage is getting high, says yes to its abilities and keeps its opening hand — and
it sends what a browser would (pings, a resync now and then), so the server meets the
protocol the way people use it, not only the way bots do.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from vanguard.cards import default_database
from vanguard.engine import Action, ActionKind, Circle
from vanguard.netclient.messages import State

_FRONT = (Circle.RC_FL, Circle.RC_FR)


def _grade(card_id: str | None) -> int:
    if card_id is None:
        return -1
    return default_database().lookup(card_id).grade


def _any(action: Action) -> bool:
    return True


def _my_side(state: State) -> dict[str, Any]:
    return state.view["players"][state.seat]


class PersonPolicy:
    """Sensible choices from the view only; the decisions it made are kept in `made`."""

    def __init__(self) -> None:
        self.made: list[Action] = []

    def choose(self, state: State, options: list[Action]) -> Action:
        action = self._choose(state, options)
        self.made.append(action)
        return action

    def _choose(self, state: State, options: list[Action]) -> Action:
        kinds = {option.kind for option in options}
        side = _my_side(state)
        hand = {card["iid"]: card["card"] for card in side.get("hand", [])}
        vanguard = side["field"]["VC"]
        vanguard_grade = _grade(vanguard.get("card")) if vanguard else -1

        def first(kind: ActionKind, keep: Callable[[Action], bool] = _any) -> Action | None:
            return next((o for o in options if o.kind == kind and keep(o)), None)

        if ActionKind.MULLIGAN in kinds:
            return first(ActionKind.MULLIGAN, lambda a: not a.cards) or options[0]
        if ActionKind.RIDE in kinds:
            ride = first(ActionKind.RIDE, lambda a: _grade(hand.get(a.card)) == vanguard_grade + 1)
            if ride:
                return ride
        if ActionKind.CALL in kinds:
            empty_front = {c for c in _FRONT if side["field"][c.name] is None}
            call = first(ActionKind.CALL, lambda a: a.circle in empty_front)
            if call:
                return call
        if ActionKind.ATTACK in kinds:
            opponent_vanguard = state.view["players"][1 - state.seat]["field"]["VC"]
            target = opponent_vanguard.get("iid") if opponent_vanguard else None
            attack = first(ActionKind.ATTACK, lambda a: a.target == target)
            if attack:
                return attack
        if ActionKind.BOOST in kinds:
            return first(ActionKind.BOOST) or options[0]
        if ActionKind.GUARD in kinds and len(side["damage"]) >= 3 and not side["guardians"]:
            return first(ActionKind.GUARD) or options[0]
        if ActionKind.YES in kinds:
            return first(ActionKind.YES) or options[0]
        for done in (
            ActionKind.SKIP_RIDE,
            ActionKind.END_MAIN,
            ActionKind.END_BATTLE,
            ActionKind.END_GUARD,
            ActionKind.SKIP_BOOST,
            ActionKind.CHOOSE_NONE,
            ActionKind.NO,
        ):
            stop = first(done)
            if stop:
                return stop
        return next(o for o in options if o.kind != ActionKind.CONCEDE)
