"""The data of a match: plain slotted classes and tuples, cheap to copy.

Everything the rules read or change lives here. Card instances are numbered (`iid`) once per
match; per-instance flags (rested, face down, incarnation) live in flat lists indexed by iid so
that `clone()` copies a handful of lists instead of a hundred objects.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from vanguard.engine.actions import Action
from vanguard.engine.constants import Circle, DecisionKind, Duration, LossReason, Stat


class PlayerState:
    """One player's zones (R4.1). The deck's top card is the *last* item of `deck`."""

    __slots__ = (
        "circles",
        "damage",
        "deck",
        "drop",
        "guardians",
        "hand",
        "index",
        "mulliganed",
        "overflow",
        "ride_used",
        "soul",
        "trigger",
    )

    def __init__(self, index: int = 0) -> None:
        self.index = index
        self.deck: list[int] = []
        self.hand: list[int] = []
        self.soul: list[int] = []
        self.drop: list[int] = []
        self.damage: list[int] = []
        #: One slot per `Circle`; `circles[Circle.VC]` is the vanguard.
        self.circles: list[int | None] = [None] * 6
        self.guardians: list[int] = []
        #: The card being checked (R14.1), if any.
        self.trigger: int | None = None
        #: Rear-guards displaced by a call onto their circle, waiting for the rule action
        #: that puts them into the drop zone (R11.2.1.1, R16.6.2): (circle, iid).
        self.overflow: list[tuple[Circle, int]] = []
        self.mulliganed = False
        self.ride_used = False

    @property
    def vanguard(self) -> int | None:
        return self.circles[Circle.VC]

    def clone(self) -> PlayerState:
        other = PlayerState.__new__(PlayerState)
        other.index = self.index
        other.deck = self.deck.copy()
        other.hand = self.hand.copy()
        other.soul = self.soul.copy()
        other.drop = self.drop.copy()
        other.damage = self.damage.copy()
        other.circles = self.circles.copy()
        other.guardians = self.guardians.copy()
        other.trigger = self.trigger
        other.overflow = self.overflow.copy()
        other.mulliganed = self.mulliganed
        other.ride_used = self.ride_used
        return other

    def all_cards(self) -> list[int]:
        """Every card instance this player has anywhere (for the 50-cards invariant)."""
        cards = [*self.deck, *self.hand, *self.soul, *self.drop, *self.damage, *self.guardians]
        cards.extend(c for c in self.circles if c is not None)
        cards.extend(iid for _, iid in self.overflow)
        if self.trigger is not None:
            cards.append(self.trigger)
        return cards


class Modifier(NamedTuple):
    """A timed change to a unit's value (R18.5): locked in when created. With `conditions`
    it counts only while they hold, read from `master`'s side for the ability of `source`
    (a duration "as long as ...")."""

    iid: int
    incarnation: int
    stat: Stat
    amount: int
    duration: Duration
    conditions: tuple[Any, ...] = ()
    master: int = -1
    source: int = -1


class UnitRef(NamedTuple):
    """A unit in a battle role, as it was when it took the role (R12.1).

    The role holds only while the same card (same incarnation) is still on that circle
    (R12.1.2): a retired or moved unit silently stops being the attacker/booster/target.
    """

    player: int
    circle: Circle
    iid: int
    incarnation: int


#: The role of a blank battle, before the position reader fills it in (every engine object
#: can be built without arguments, as a compiled class must be to be read back).
NO_UNIT = UnitRef(0, Circle.VC, -1, -1)


class Battle:
    """The roles of the current battle (R12.1.1)."""

    __slots__ = ("attacker", "booster", "hit", "target")

    def __init__(self, attacker: UnitRef = NO_UNIT, target: UnitRef = NO_UNIT) -> None:
        self.attacker = attacker
        self.target = target
        self.booster: UnitRef | None = None
        #: Recorded at the hit test (R12.6.6.1): None before, then True/False.
        self.hit: bool | None = None

    def clone(self) -> Battle:
        other = Battle(self.attacker, self.target)
        other.booster = self.booster
        other.hit = self.hit
        return other


class Prompt(NamedTuple):
    """The decision the game is waiting for."""

    player: int
    kind: DecisionKind
    """What is asked, e.g. 'mulligan', 'main', 'trigger_power'."""
    options: tuple[Action, ...]
    handler: Callable[..., None]
    data: tuple[Any, ...] = ()


class Event(NamedTuple):
    """Something that happened, for clients, logs and replays.

    `public` is what every viewer may know; `private` adds what only `player` may know (R22):
    e.g. the identity of a drawn card.
    """

    seq: int
    kind: str
    player: int | None
    public: dict[str, Any]
    private: dict[str, Any] | None = None


class Result(NamedTuple):
    """How a match ended (R1.8): `winner` is None for a draw."""

    winner: int | None
    losers: dict[int, LossReason]

    def to_dict(self) -> dict[str, Any]:
        return {
            "winner": self.winner,
            "draw": self.winner is None,
            "losers": {str(p): reason.value for p, reason in sorted(self.losers.items())},
        }


Frame = tuple[Any, ...]
"""A step of work still to do: `(function, *args)`; the stack's last frame runs next."""


class Pending(NamedTuple):
    """A triggered automatic ability waiting in standby (R16.3.1-R16.3.2).

    `source_inc` is the incarnation of the card when the ability triggered: effects on
    'this card' work only while the card is still that card (R16.3.6, R4.6.1).
    """

    pid: int
    master: int
    source: int
    source_inc: int
    ability: Any
    """The `AbilitySpec` to play."""
    bind: tuple[tuple[str, Any], ...] = ()
    """What the trigger saw, e.g. ('boosted', UnitRef)."""


class Delayed(NamedTuple):
    """A one-shot ability created by an effect, waiting for its moment (R16.8)."""

    at: str
    """'close_step' or 'end_phase'."""
    master: int
    source: int
    source_inc: int
    effects: tuple[Any, ...]
    chosen: tuple[tuple[int, int], ...] = ()
    """The cards the creating effect had chosen, with their incarnations: 'that unit' is
    still it only while it is the same card (R16.8.4)."""


class Grant(NamedTuple):
    """An ability given to a unit for a while (R18.8)."""

    iid: int
    incarnation: int
    ability: Any
    duration: Duration


class Resolution(NamedTuple):
    """The ability being resolved (R16.4): at most one at a time, never nested."""

    master: int
    source: int
    source_inc: int
    ability: Any
    bind: dict[str, Any]
    """Bound values: 'chosen', 'found', 'boosted', 'attacked'... Replaced, never mutated."""
    aborted: bool = False
