"""Why an action is illegal: the reason codes of R20.3, in plain words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vanguard.engine.actions import Action
from vanguard.engine.constants import ActionKind, Circle
from vanguard.engine.errors import IllegalAction, IllegalCode
from vanguard.engine.filters import zone_of
from vanguard.engine.statics import cannot_attack, guard_call_banned, guard_call_bans
from vanguard.engine.triggers import abilities_of

if TYPE_CHECKING:
    from vanguard.engine.game import Game

_PROMPT_KINDS: dict[str, frozenset[ActionKind]] = {
    "choose_first": frozenset({ActionKind.GO_FIRST, ActionKind.GO_SECOND}),
    "choose_vanguard": frozenset({ActionKind.CHOOSE_VANGUARD}),
    "mulligan": frozenset({ActionKind.MULLIGAN}),
    "ride": frozenset({ActionKind.RIDE, ActionKind.SKIP_RIDE}),
    "main": frozenset({ActionKind.CALL, ActionKind.MOVE, ActionKind.END_MAIN, ActionKind.ACTIVATE}),
    "attack": frozenset({ActionKind.ATTACK, ActionKind.END_BATTLE}),
    "boost": frozenset({ActionKind.BOOST, ActionKind.SKIP_BOOST}),
    "guard": frozenset({ActionKind.GUARD, ActionKind.INTERCEPT, ActionKind.END_GUARD}),
}


_UNORDERED_ZONES = ("hand", "deck", "soul", "drop")


def _card_key(g: Game, player: int, iid: int | None) -> object:
    """Copies of one card in a hidden or unordered zone of the player are interchangeable."""
    if iid is None or not 0 <= iid < len(g.cards) or g.owner[iid] != player:
        return iid
    zone = zone_of(g, iid)
    return (g.cards[iid].id, zone) if zone in _UNORDERED_ZONES else iid


def _key(g: Game, action: Action) -> tuple[object, ...]:
    circle: object = action.circle
    card = _card_key(g, action.player, action.card)
    if action.kind is ActionKind.MOVE and action.card is not None and action.circle is not None:
        # Moving the front unit back or the back unit forward is the same exchange (R11.2.2).
        circles = g.players[action.player].circles
        if action.card in circles:
            circle = frozenset((circles.index(action.card), int(action.circle)))
            card = None
    cards = tuple(sorted(map(repr, (_card_key(g, action.player, c) for c in action.cards))))
    return (action.kind, action.player, card, circle, action.target, cards, action.choice)


def equivalent_option(g: Game, action: Action) -> Action | None:
    """The offered decision that `action` amounts to, if any: the legal list names one copy
    of interchangeable cards (and one direction of a column exchange); any other copy is
    just as legal (R10.2, R11.2, R20.2)."""
    prompt = g.prompt
    if prompt is None or len(set(action.cards)) != len(action.cards):
        return None
    wanted = _key(g, action)
    return next((o for o in prompt.options if _key(g, o) == wanted), None)


def diagnose(g: Game, action: Action) -> IllegalAction:
    """Explain why `action` (by the deciding player) is not among the legal ones."""
    prompt = g.prompt
    assert prompt is not None
    kind = action.kind
    card = action.card
    if (
        kind is ActionKind.ACTIVATE
        and card is not None
        and 0 <= card < len(g.cards)
        and (card, g.incarnation[card], action.choice) in g.once_used
    ):
        return IllegalAction(
            IllegalCode.ONCE_PER_TURN, "that [1/Turn] ability was already used (R16.7)"
        )
    if kind is ActionKind.ATTACK and g.turn == 1:
        return IllegalAction(IllegalCode.NO_ATTACK_TURN1, "no attack on the first turn (R7.3)")
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
        if kind is ActionKind.GUARD and guard_call_banned(
            g, guard_call_bans(g, action.player), card
        ):
            return _bad_choice("an ability forbids calling that card to (GC) now, R31.30")
        return _bad_choice("a call needs a rear-guard circle")
    if kind is ActionKind.ACTIVATE:
        if card is not None and action.choice is not None and g.owner[card] == action.player:
            abilities = abilities_of(g, card)
            if 0 <= action.choice < len(abilities) and abilities[action.choice].kind == "act":
                return IllegalAction(
                    IllegalCode.COST_UNPAYABLE,
                    "that ability cannot be played now: its cost cannot be paid in full, or"
                    " the card is not where the ability works (R15.6.1, R16.2)",
                )
        return _bad_choice("that card has no such activated ability")
    if kind is ActionKind.MOVE:
        return IllegalAction(
            IllegalCode.BAD_CIRCLE,
            "units move only forward or back within the left or right column (R11.2.2)",
        )
    if kind is ActionKind.ATTACK:
        if g.turn == 1:
            return IllegalAction(IllegalCode.NO_ATTACK_TURN1, "no attack on the first turn (R7.3)")
        own_front = {p.circles[c] for c in (Circle.RC_FL, Circle.VC, Circle.RC_FR)}
        if card is None or card not in own_front or g.rested[card] or cannot_attack(g, card):
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
