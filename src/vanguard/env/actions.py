"""The fixed action space: every decision of the engine as one number in [0, ACTION_SIZE).

An index means the same thing at every decision (the same card, circle or option), so that a
learner can attach meaning to it; the action mask says which indices are legal now. Indices
are computed from the deciding player's view and legal actions only.

**Card references.** A card is named by a reference in [0, 100) relative to the player
deciding: 0..49 are the player's own cards and 50..99 the opponent's, each numbered in the
order of its deck list (the engine's instance ids, shifted so that "mine" always comes first).
Both decks are legal, so each has exactly 50 cards (R5).

**Circles** are numbered 0..5 in the engine's order: RC_FL, VC, RC_FR, RC_BL, RC_BC, RC_BR.

Blocks, in index order (size in brackets):

- plain [10]: skip_ride, end_main, end_battle, skip_boost, end_guard, yes, no, choose_none,
  top, bottom.
- card kinds [11 x 100]: choose_vanguard, ride, ride_from_soul, guard, intercept, boost,
  trigger_power, trigger_critical, trigger_stand, heal, choose; offset = card reference.
- card x circle [3 x 600]: call, move, choose_circle; offset = card reference x 6 + circle.
- attack [36]: attacker's circle x 6 + target's circle (the target on the opponent's field;
  some units may attack the back row).
- activate [400]: card reference x 4 + the ability's number on the card.
- play_ability [400]: card reference x 4 + k, for the k-th pending ability of that card in
  the engine's order.
- mulligan [32]: a bitmask of the hand slots returned (bit i: the i-th card of the hand as
  `view()` lists it).
- select [256]: the k-th offered card set (counter blast, soul blast, discard...), the sets
  ordered by their sorted card references.
- number [16]: the number chosen.
- first player [2]: go_first, go_second (variant `first_player_choice`, R30.13.2; last so
  that the indices above are the same with or without it).

`ACTION_SIZE` is the total (4052). The rare options beyond a block's room (a fifth pending
ability of one card, more than 256 sets to select from) get no index: they are left out of
the mask, the other options stay playable. Conceding is not part of the space, nor is going
back from a cost's first choice to its "you may" question (R16.3.8).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from vanguard.engine import Action, ActionKind
from vanguard.engine.constants import Circle

DECK_SIZE = 50
CARD_REFS = 2 * DECK_SIZE
CIRCLES = len(Circle)
MAX_ABILITIES = 4
MAX_PENDING_PER_CARD = 4
MULLIGAN_SLOTS = 5
MAX_SELECT = 256
MAX_NUMBER = 16

PLAIN_KINDS: tuple[ActionKind, ...] = (
    ActionKind.SKIP_RIDE,
    ActionKind.END_MAIN,
    ActionKind.END_BATTLE,
    ActionKind.SKIP_BOOST,
    ActionKind.END_GUARD,
    ActionKind.YES,
    ActionKind.NO,
    ActionKind.CHOOSE_NONE,
    ActionKind.TOP,
    ActionKind.BOTTOM,
)
CARD_KINDS: tuple[ActionKind, ...] = (
    ActionKind.CHOOSE_VANGUARD,
    ActionKind.RIDE,
    ActionKind.RIDE_FROM_SOUL,
    ActionKind.GUARD,
    ActionKind.INTERCEPT,
    ActionKind.BOOST,
    ActionKind.TRIGGER_POWER,
    ActionKind.TRIGGER_CRITICAL,
    ActionKind.TRIGGER_STAND,
    ActionKind.HEAL,
    ActionKind.CHOOSE,
)
FIRST_PLAYER_KINDS: tuple[ActionKind, ...] = (ActionKind.GO_FIRST, ActionKind.GO_SECOND)
CARD_CIRCLE_KINDS: tuple[ActionKind, ...] = (
    ActionKind.CALL,
    ActionKind.MOVE,
    ActionKind.CHOOSE_CIRCLE,
)

PLAIN_START = 0
CARD_START = PLAIN_START + len(PLAIN_KINDS)
CARD_CIRCLE_START = CARD_START + len(CARD_KINDS) * CARD_REFS
ATTACK_START = CARD_CIRCLE_START + len(CARD_CIRCLE_KINDS) * CARD_REFS * CIRCLES
ACTIVATE_START = ATTACK_START + CIRCLES * CIRCLES
PLAY_ABILITY_START = ACTIVATE_START + CARD_REFS * MAX_ABILITIES
MULLIGAN_START = PLAY_ABILITY_START + CARD_REFS * MAX_PENDING_PER_CARD
SELECT_START: int = MULLIGAN_START + 2**MULLIGAN_SLOTS  # int ** int is Any to mypy
NUMBER_START = SELECT_START + MAX_SELECT
FIRST_PLAYER_START = NUMBER_START + MAX_NUMBER
ACTION_SIZE = FIRST_PLAYER_START + len(FIRST_PLAYER_KINDS)


def card_ref(iid: int, player: int) -> int:
    """The reference of instance `iid` for `player`: own cards first, then the opponent's."""
    owner, position = divmod(iid, DECK_SIZE)
    if owner not in (0, 1):
        raise ValueError(f"card {iid} is outside two {DECK_SIZE}-card decks")
    return position if owner == player else DECK_SIZE + position


@dataclass(frozen=True)
class _ViewFacts:
    """What the encoding needs from the deciding player's view."""

    own_circle: Mapping[int, int]
    """Instance id -> circle number, for the player's units."""
    opponent_circle: Mapping[int, int]
    hand_slot: Mapping[int, int]


def _facts(view: Mapping[str, Any], player: int) -> _ViewFacts:
    def circles_of(side: Mapping[str, Any]) -> dict[int, int]:
        found: dict[int, int] = {}
        for circle in Circle:
            unit = side["field"][circle.name]
            if unit is not None and "iid" in unit:
                found[unit["iid"]] = int(circle)
        return found

    me, opponent = view["players"][player], view["players"][1 - player]
    hand = me.get("hand", [])
    return _ViewFacts(
        own_circle=circles_of(me),
        opponent_circle=circles_of(opponent),
        hand_slot={card["iid"]: slot for slot, card in enumerate(hand)},
    )


def _required(value: int | None, action: Action, field: str) -> int:
    if value is None:
        raise ValueError(f"{action.kind.value} action without its {field}: {action}")
    return value


def _card_index(action: Action, player: int) -> int:
    return card_ref(_required(action.card, action, "card"), player)


def _mulligan_index(action: Action, facts: _ViewFacts) -> int | None:
    mask = 0
    for iid in action.cards:
        slot = facts.hand_slot.get(iid)
        if slot is None or slot >= MULLIGAN_SLOTS:
            return None
        mask |= 1 << slot
    return MULLIGAN_START + mask


def _attack_index(action: Action, facts: _ViewFacts) -> int | None:
    attacker = facts.own_circle.get(_required(action.card, action, "card"))
    target = facts.opponent_circle.get(_required(action.target, action, "target"))
    if attacker is None or target is None:
        return None
    return ATTACK_START + attacker * CIRCLES + target


def _single_index(action: Action, player: int, facts: _ViewFacts) -> int | None:
    """The index of an action whose meaning does not depend on the other options."""
    kind = action.kind
    if kind in PLAIN_KINDS:
        return PLAIN_START + PLAIN_KINDS.index(kind)
    if kind in FIRST_PLAYER_KINDS:
        return FIRST_PLAYER_START + FIRST_PLAYER_KINDS.index(kind)
    if kind in CARD_KINDS:
        return CARD_START + CARD_KINDS.index(kind) * CARD_REFS + _card_index(action, player)
    if kind in CARD_CIRCLE_KINDS:
        circle = int(_required(action.circle, action, "circle"))
        block = CARD_CIRCLE_START + CARD_CIRCLE_KINDS.index(kind) * CARD_REFS * CIRCLES
        return block + _card_index(action, player) * CIRCLES + circle
    if kind is ActionKind.ATTACK:
        return _attack_index(action, facts)
    if kind is ActionKind.ACTIVATE:
        ability = _required(action.choice, action, "choice")
        if ability >= MAX_ABILITIES:
            return None
        return ACTIVATE_START + _card_index(action, player) * MAX_ABILITIES + ability
    if kind is ActionKind.MULLIGAN:
        return _mulligan_index(action, facts)
    if kind is ActionKind.NUMBER:
        number = _required(action.choice, action, "choice")
        return NUMBER_START + number if number < MAX_NUMBER else None
    if kind is ActionKind.BACK:
        return None  # going back to a question (R16.3.8) is not part of the space
    raise ValueError(f"the action space has no place for {kind.value!r} actions")


def _ranked_indices(options: Iterable[Action], player: int) -> dict[Action, int]:
    """Indices of the actions that are numbered among their peers (select, play_ability)."""
    indices: dict[Action, int] = {}
    selects = [a for a in options if a.kind is ActionKind.SELECT]
    by_refs = sorted(selects, key=lambda a: sorted(card_ref(i, player) for i in a.cards))
    for rank, action in enumerate(by_refs[:MAX_SELECT]):
        indices[action] = SELECT_START + rank
    seen_per_card: dict[int, int] = {}
    for action in options:
        if action.kind is not ActionKind.PLAY_ABILITY:
            continue
        ref = _card_index(action, player)
        rank = seen_per_card.get(ref, 0)
        seen_per_card[ref] = rank + 1
        if rank < MAX_PENDING_PER_CARD:
            indices[action] = PLAY_ABILITY_START + ref * MAX_PENDING_PER_CARD + rank
    return indices


def index_actions(
    view: Mapping[str, Any], player: int, options: Iterable[Action]
) -> dict[int, Action]:
    """Index -> action for the legal `options` of `player`, using only `view(player)`.

    Raises `ValueError` for an action kind the space does not know (a new engine decision
    must be given a block) or if two options would share an index.
    """
    options = list(options)
    facts = _facts(view, player)
    ranked = _ranked_indices(options, player)
    table: dict[int, Action] = {}
    for action in options:
        if action.kind is ActionKind.CONCEDE:
            continue
        if action.kind in (ActionKind.SELECT, ActionKind.PLAY_ABILITY):
            index = ranked.get(action)
        else:
            index = _single_index(action, player, facts)
        if index is None:
            continue
        if index in table:
            raise ValueError(f"actions {table[index]} and {action} share index {index}")
        table[index] = action
    return table
