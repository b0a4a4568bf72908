"""Why an action is illegal: the reason codes of R20.3, in plain words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vanguard.engine.actions import Action
from vanguard.engine.constants import ActionKind, Circle
from vanguard.engine.errors import IllegalAction, IllegalCode

if TYPE_CHECKING:
    from vanguard.engine.game import Game

_PROMPT_KINDS: dict[str, frozenset[ActionKind]] = {
    "choose_vanguard": frozenset({ActionKind.CHOOSE_VANGUARD}),
    "mulligan": frozenset({ActionKind.MULLIGAN}),
    "ride": frozenset({ActionKind.RIDE, ActionKind.SKIP_RIDE}),
    "main": frozenset({ActionKind.CALL, ActionKind.MOVE, ActionKind.END_MAIN}),
    "attack": frozenset({ActionKind.ATTACK, ActionKind.END_BATTLE}),
    "boost": frozenset({ActionKind.BOOST, ActionKind.SKIP_BOOST}),
    "guard": frozenset({ActionKind.GUARD, ActionKind.INTERCEPT, ActionKind.END_GUARD}),
}


def diagnose(g: Game, action: Action) -> IllegalAction:
    """Explain why `action` (by the deciding player) is not among the legal ones."""
    prompt = g.prompt
    assert prompt is not None
    kind = action.kind
    allowed = _PROMPT_KINDS.get(prompt.kind, frozenset(a.kind for a in prompt.options))
    if kind not in allowed:
        if kind is ActionKind.MULLIGAN and g.players[action.player].mulliganed:
            return IllegalAction(IllegalCode.MULLIGAN_USED, "each player redraws only once (R6.6)")
        if kind is ActionKind.RIDE and g.players[action.player].ride_used:
            return IllegalAction(IllegalCode.RIDE_USED, "you have already ridden this turn (R10.4)")
        return IllegalAction(
            IllegalCode.WRONG_PHASE,
            f"'{kind.value}' is not possible now; the game asks for '{prompt.kind}'",
        )
    p = g.players[action.player]
    card = None if action.card is None or not 0 <= action.card < len(g.cards) else action.card
    if kind is ActionKind.RIDE:
        if card is None or card not in p.hand:
            return _bad_choice("that card is not in your hand")
        return IllegalAction(
            IllegalCode.RIDE_GRADE,
            f"you can ride only a card of grade {g.vanguard_grade(action.player)} or"
            f" {g.vanguard_grade(action.player) + 1} (R10.2)",
        )
    if kind in (ActionKind.CALL, ActionKind.GUARD):
        if card is None or card not in p.hand:
            return _bad_choice("that card is not in your hand")
        if action.circle is Circle.VC:
            return IllegalAction(IllegalCode.BAD_CIRCLE, "you cannot call a card to (V) (R11.2.1)")
        if g.cards[card].grade > g.vanguard_grade(action.player):
            return IllegalAction(
                IllegalCode.CALL_GRADE,
                f"a grade {g.cards[card].grade} card cannot be called while your vanguard is"
                f" grade {g.vanguard_grade(action.player)} (R11.2.1, R12.4.3)",
            )
        return _bad_choice("a call needs a rear-guard circle")
    if kind is ActionKind.MOVE:
        return IllegalAction(
            IllegalCode.BAD_CIRCLE,
            "units move only forward or back within the left or right column (R11.2.2)",
        )
    if kind is ActionKind.ATTACK:
        if g.turn == 1:
            return IllegalAction(IllegalCode.NO_ATTACK_TURN1, "no attack on the first turn (R7.3)")
        own_front = {p.circles[c] for c in (Circle.RC_FL, Circle.VC, Circle.RC_FR)}
        if card is None or card not in own_front or g.rested[card]:
            return IllegalAction(
                IllegalCode.BAD_ATTACKER,
                "only your standing front-row units can attack (R12.3.2)",
            )
        return IllegalAction(
            IllegalCode.BAD_TARGET, "only an opponent's front-row unit can be attacked (R12.3.4)"
        )
    if kind is ActionKind.BOOST:
        return IllegalAction(
            IllegalCode.BAD_BOOSTER,
            "only a standing Boost unit directly behind the attacker can boost (R12.3.6)",
        )
    if kind is ActionKind.INTERCEPT:
        return IllegalAction(
            IllegalCode.BAD_INTERCEPT,
            "only an Intercept unit in your front row that is not being attacked can"
            " intercept (R12.4.4)",
        )
    return _bad_choice("that choice is not among the offered options")


def _bad_choice(message: str) -> IllegalAction:
    return IllegalAction(IllegalCode.BAD_CHOICE, message + " (R2.6)")
