"""The ability vocabulary: every trigger, condition, cost, effect and continuous effect that the
Classic pool needs, as typed data (see `cards/data/abilities.yaml`).

An ability reads like its card text: *kind (zones): when <trigger>, if <conditions>, you may pay
<cost>; if you do, <effects>*. Effects run in order; `choose` and `search` bind the cards later
steps act on (`chosen`, `found`); `self` is the card whose ability it is.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import ClassVar, Literal

from vanguard.abilities.nodes import Node, word

Ref = Literal[
    "self",
    "chosen",
    "found",
    "looked",
    "boosted",
    "booster",
    "attacked",
    "vanguard",
    "revealed",
    "that_card",
]
"""What an effect acts on: this card, the cards bound by `choose`/`search`/`look`, the unit
this card boosted or was boosted by, your unit being attacked, your vanguard, the card a drive
check revealed, and `that_card`: the other card whose move or action triggered a watching
ability ("when another of your rear-guards is retired, ... that card")."""

Until = Literal["battle", "turn", "opponent_next_turn"]
"""How long an effect lasts: until the end of the battle, of the turn, or of the opponent's
next turn (R18.6)."""
Circle = Literal["VC", "RC", "GC"]
AbilityZone = Literal["VC", "RC", "GC", "hand", "soul", "drop"]


@dataclass(frozen=True)
class Filter:
    """Which cards: whose, where, and with what properties."""

    side: Literal["you", "opponent"] = "you"
    zone: Literal[
        "vanguard", "rear-guard", "unit", "hand", "deck", "soul", "damage", "drop", "looked"
    ] = "unit"
    """`looked`: the cards of your deck that `look` showed you and that are still there."""
    clan: str | None = None
    names: tuple[str, ...] = ()
    not_names: tuple[str, ...] = ()
    """Excludes cards of these names ("other than a card named X")."""
    grade: int | None = None
    grade_max: int | None = None
    grade_min: int | None = None
    another: bool = False
    """Excludes the card whose ability it is."""
    face_down: bool | None = None
    attacked: bool = False
    """Only the unit being attacked in the current battle."""
    race: str | None = None
    """A race printed on the card (`<High Beast>`; R3.2: races matter only to card text)."""


EventKind = Literal[
    "zone", "attack", "boost", "boosted", "hit", "boosted_hit", "drive_check", "moment"
]
"""What happened. `zone`: a card changed zones (card, from, to, cause); `attack`: a unit
attacks (to = the target's circle); `boost`/`boosted`: the booster / the boosted unit (other =
the other one); `hit`: an attack hits (to = the target's circle); `boosted_hit`: the attack a
unit boosted hits; `drive_check`: the attacking vanguard's check reveals `other`; `moment`: a
phase or step begins (cause = which)."""

ZoneName = Literal["VC", "RC", "GC", "hand", "deck", "soul", "drop", "damage", "trigger"]
Moment = Literal[
    "ride_phase_start", "main_phase_start", "attack_step_start", "close_step", "end_phase"
]
Cause = Literal[
    "setup",
    "mulligan",
    "draw",
    "ride",
    "superior_ride",
    "call",
    "superior_call",
    "guard",
    "intercept",
    "retire",
    "drive_check",
    "damage_check",
    "drive",
    "damage",
    "heal",
    "soul_blast",
    "soul_charge",
    "discard",
    "mill",
    "to_soul",
    "to_hand",
    "to_deck",
    "to_deck_top",
    "to_vanguard_circle",
    "look_top",
    # Granblue
    "to_drop",
    "rule",
    "ride_phase_start",
    "main_phase_start",
    "attack_step_start",
    "close_step",
    "end_phase",
]
NON_CIRCLE: tuple[ZoneName, ...] = ("hand", "deck", "soul", "drop", "damage", "trigger")
"""Zones a card comes from when it is *placed* on a circle (R4.6.2); a move between circles
(intercept) is not a placement."""


@dataclass(frozen=True)
class EventPattern:
    """Which happenings an AUTO ability waits for (R16.3.1), as data.

    `card` relates the card the event is about to the ability's card (`this` card, `another`
    card, `any` card); `whose` relates its owner (or, for a moment, the turn player) to the
    ability's master. `from_zone`/`to_zone`/`cause` narrow a zone change (for battle events
    `from_zone` is the unit's circle and `to_zone` the other unit's); `filter` checks the card,
    `by` the other card of the event (the rider, the boosted unit, the revealed card...).
    `where` is where a watching card must be when its ability is not marked with zones."""

    event: EventKind
    card: Literal["this", "another", "any"] = "this"
    whose: Literal["you", "opponent", "any"] = "any"
    cause: tuple[Cause, ...] = ()
    from_zone: tuple[ZoneName, ...] = ()
    to_zone: tuple[ZoneName, ...] = ()
    filter: Filter | None = None
    by: Filter | None = None
    during: Literal["your_turn", "opponent_turn", "your_main_phase"] | None = None
    where: tuple[AbilityZone, ...] = ("VC", "RC")


Selector = Ref | Filter
"""Which cards an effect acts on: a referent bound earlier (`chosen`, `self`...), or every
card matching a filter now."""


class Trigger(Node):
    """When an AUTO ability triggers. Every trigger word is a preset of one `EventPattern`
    (`pattern`): the engine matches the pattern against what happens, so a new trigger word
    is a new preset, never a new place in the engine."""

    ROLE: ClassVar[str] = "trigger"

    @cached_property
    def pattern(self) -> EventPattern:
        return self._pattern()

    def _pattern(self) -> EventPattern:
        raise NotImplementedError(f"{type(self).__name__} has no event pattern")


class Condition(Node):
    ROLE: ClassVar[str] = "condition"


class Cost(Node):
    ROLE: ClassVar[str] = "cost"


class Effect(Node):
    ROLE: ClassVar[str] = "effect"


class Static(Node):
    ROLE: ClassVar[str] = "static"


# ------------------------------------------------------------------------------ triggers

_PLACED_FROM = NON_CIRCLE
_HIT_TARGETS: dict[str, tuple[ZoneName, ...]] = {
    "any": (),
    "vanguard": ("VC",),
    "rear-guard": ("RC",),
}


@word("trigger", "pattern")
@dataclass(frozen=True)
class On(EventPattern, Trigger):
    """The general trigger: any `EventPattern` written out in full. The named trigger words
    below are presets of it."""

    def _pattern(self) -> EventPattern:
        return self


@word("trigger", "placed", shorthand="circles")
@dataclass(frozen=True)
class Placed(Trigger):
    """This card is placed on one of `circles` (ride, call, superior ride/call; R4.6.2)."""

    circles: tuple[Circle, ...]

    def _pattern(self) -> EventPattern:
        return EventPattern("zone", from_zone=_PLACED_FROM, to_zone=self.circles)


@word("trigger", "ridden_by", shorthand="clan")
@dataclass(frozen=True)
class RiddenBy(Trigger):
    """Another card of `clan` (or named `name`) rides this vanguard (normal or superior
    ride; R10.5)."""

    clan: str | None = None
    name: str | None = None

    def _pattern(self) -> EventPattern:
        names = () if self.name is None else (self.name,)
        return EventPattern(
            "zone",
            cause=("ride", "superior_ride"),
            from_zone=("VC",),
            to_zone=("soul",),
            by=Filter(clan=self.clan, names=names),
        )


@word("trigger", "attacks", shorthand="target")
@dataclass(frozen=True)
class Attacks(Trigger):
    """This unit attacks (a vanguard, a rear-guard, or any unit; R12.3.5)."""

    target: Literal["any", "vanguard", "rear-guard"] = "any"

    def _pattern(self) -> EventPattern:
        return EventPattern("attack", to_zone=_HIT_TARGETS[self.target])


@word("trigger", "boosts")
@dataclass(frozen=True)
class Boosts(Trigger):
    """This unit boosts; the boosted unit may be required to have a name or clan, or to be
    your vanguard (`vanguard`), of a clan (`vanguard_clan`)."""

    name: str | None = None
    clan: str | None = None
    vanguard_clan: str | None = None
    vanguard: bool = False

    def _pattern(self) -> EventPattern:
        names = () if self.name is None else (self.name,)
        if self.vanguard and self.vanguard_clan is None and not names:
            return EventPattern("boost", to_zone=("VC",))
        if self.vanguard_clan is not None:
            by = Filter(clan=self.vanguard_clan, names=names)
            return EventPattern("boost", to_zone=("VC",), by=by)
        if names or self.clan is not None:
            return EventPattern("boost", by=Filter(clan=self.clan, names=names))
        return EventPattern("boost")


@word("trigger", "boosted", shorthand="booster_clan")
@dataclass(frozen=True)
class IsBoosted(Trigger):
    """This unit is boosted (by a unit of `booster_clan`)."""

    booster_clan: str | None = None

    def _pattern(self) -> EventPattern:
        by = None if self.booster_clan is None else Filter(clan=self.booster_clan)
        return EventPattern("boosted", by=by)


@word("trigger", "attack_hits", shorthand="target")
@dataclass(frozen=True)
class AttackHits(Trigger):
    """This unit's attack hits (a vanguard, a rear-guard, or any unit; R12.6.6)."""

    target: Literal["any", "vanguard", "rear-guard"] = "any"

    def _pattern(self) -> EventPattern:
        return EventPattern("hit", to_zone=_HIT_TARGETS[self.target])


@word("trigger", "boosted_attack_hits", shorthand="clan")
@dataclass(frozen=True)
class BoostedAttackHits(Trigger):
    """The attack this unit boosted hits (the boosted unit of `clan`)."""

    clan: str | None = None

    def _pattern(self) -> EventPattern:
        by = None if self.clan is None else Filter(clan=self.clan)
        return EventPattern("boosted_hit", by=by)


@word("trigger", "drive_reveals")
@dataclass(frozen=True)
class DriveReveals(Trigger):
    """A drive check of this attacking vanguard reveals a card of this grade and clan."""

    grade: int | None = None
    clan: str | None = None

    def _pattern(self) -> EventPattern:
        by = None
        if self.grade is not None or self.clan is not None:
            by = Filter(grade=self.grade, clan=self.clan)
        return EventPattern("drive_check", by=by)


@word("trigger", "main_phase_start")
@dataclass(frozen=True)
class MainPhaseStart(Trigger):
    """The beginning of your main phase (R11.1)."""

    def _pattern(self) -> EventPattern:
        return EventPattern("moment", card="any", whose="you", cause=("main_phase_start",))


@word("trigger", "attack_step_start")
@dataclass(frozen=True)
class AttackStepStart(Trigger):
    """The beginning of your attack step (R12.3.1), before the attacker is chosen."""

    def _pattern(self) -> EventPattern:
        return EventPattern("moment", card="any", whose="you", cause=("attack_step_start",))


@word("trigger", "opponent_rear_guard_dropped")
@dataclass(frozen=True)
class OpponentRearGuardDropped(Trigger):
    """An opponent's rear-guard is put into the drop zone from (RC) during your main phase."""

    def _pattern(self) -> EventPattern:
        return EventPattern(
            "zone",
            card="any",
            whose="opponent",
            from_zone=("RC",),
            to_zone=("drop",),
            during="your_main_phase",
        )


@word("trigger", "rear_guard_retired")
@dataclass(frozen=True)
class RearGuardRetired(Trigger):
    """Another of your rear-guards is put into the drop zone from (RC) (during your turn,
    when `your_turn`)."""

    your_turn: bool = False

    def _pattern(self) -> EventPattern:
        return EventPattern(
            "zone",
            card="another",
            whose="you",
            from_zone=("RC",),
            to_zone=("drop",),
            during="your_turn" if self.your_turn else None,
        )


@word("trigger", "put_into_soul")
@dataclass(frozen=True)
class PutIntoSoul(Trigger):
    """A card is put into your soul (during your main phase, when `main_phase`)."""

    main_phase: bool = False

    def _pattern(self) -> EventPattern:
        return EventPattern(
            "zone",
            card="any",
            whose="you",
            to_zone=("soul",),
            during="your_main_phase" if self.main_phase else None,
        )


@word("trigger", "you_draw")
@dataclass(frozen=True)
class YouDraw(Trigger):
    """You draw a card (each card drawn is one event, R17.1)."""

    def _pattern(self) -> EventPattern:
        return EventPattern("zone", card="any", whose="you", cause=("draw",), to_zone=("hand",))


@word("trigger", "intercepts")
@dataclass(frozen=True)
class Intercepts(Trigger):
    """This unit intercepts: it moves from (RC) to (GC) (R12.4.4)."""

    def _pattern(self) -> EventPattern:
        return EventPattern("zone", cause=("intercept",), from_zone=("RC",), to_zone=("GC",))


@word("trigger", "dropped_from", shorthand="circle")
@dataclass(frozen=True)
class DroppedFrom(Trigger):
    """This card is put into the drop zone from `circle` (judged by look-back, R16.3.6)."""

    circle: Literal["RC", "GC"]

    def _pattern(self) -> EventPattern:
        return EventPattern("zone", from_zone=(self.circle,), to_zone=("drop",))


@word("trigger", "close_step")
@dataclass(frozen=True)
class CloseStep(Trigger):
    """The beginning of the close step of the battle (delayed abilities)."""

    def _pattern(self) -> EventPattern:
        return EventPattern("moment", card="any", cause=("close_step",), where=("VC", "RC", "GC"))


@word("trigger", "end_phase")
@dataclass(frozen=True)
class EndPhase(Trigger):
    """The beginning of the end phase of the turn (delayed abilities)."""

    def _pattern(self) -> EventPattern:
        return EventPattern("moment", card="any", cause=("end_phase",), where=("VC", "RC", "GC"))


# -- wave 1 triggers


@word("trigger", "rear_guard_attack_hits", shorthand="target")
@dataclass(frozen=True)
class RearGuardAttackHits(Trigger):
    """An attack by one of your rear-guards hits (a vanguard, a rear-guard, or any unit;
    R12.6.6, R31.2): the attacker is on (RC), whichever card watches."""

    target: Literal["any", "vanguard", "rear-guard"] = "any"

    def _pattern(self) -> EventPattern:
        return EventPattern(
            "hit", card="any", whose="you", from_zone=("RC",), to_zone=_HIT_TARGETS[self.target]
        )


@word("trigger", "vanguard_drive_reveals")
@dataclass(frozen=True)
class VanguardDriveReveals(Trigger):
    """A drive check of your vanguard reveals a card of this grade and clan, whichever of
    your cards watches (a rear-guard, R31.26; AMB-25)."""

    grade: int | None = None
    clan: str | None = None

    def _pattern(self) -> EventPattern:
        by = None
        if self.grade is not None or self.clan is not None:
            by = Filter(grade=self.grade, clan=self.clan)
        return EventPattern("drive_check", card="any", whose="you", by=by)


# ------------------------------------------------------------------------------ conditions


@dataclass(frozen=True)
class Count:
    """A quantity: how many cards match `count` now (hand size, soul size, damage, cards of
    a clan in the soul...)."""

    count: Filter


@dataclass(frozen=True)
class PowerOf:
    """A quantity: the current power of this unit (`self`) or of your vanguard (R18)."""

    power_of: Literal["self", "vanguard"]


Quantity = int | Count | PowerOf
"""A number written out, a count of cards, or a unit's power."""

Comparison = Literal["at_least", "at_most", "more_than", "fewer_than", "exactly"]


@word("condition", "compare")
@dataclass(frozen=True)
class Compare(Condition):
    """One comparison of two quantities: `left` is `op` `right`."""

    left: Quantity
    op: Comparison
    right: Quantity


HAND = Count(Filter(zone="hand"))
OPPONENT_HAND = Count(Filter(side="opponent", zone="hand"))


@word("condition", "soul_has", shorthand="name")
@dataclass(frozen=True)
class SoulHas(Condition):
    """A card named `name` is in your soul."""

    name: str


@word("condition", "no_other_unit_of_clan", shorthand="clan")
@dataclass(frozen=True)
class NoOtherUnitOfClan(Condition):
    """None of your other units on (V) or (R) has `clan`."""

    clan: str


@word("condition", "opponent_units_all_rested")
@dataclass(frozen=True)
class OpponentUnitsAllRested(Condition):
    """The opponent's vanguard and all of their rear-guards are resting."""


@word("condition", "vanguard_clan", shorthand="clan")
@dataclass(frozen=True)
class VanguardClan(Condition):
    """Your vanguard is of `clan`."""

    clan: str


@word("condition", "vanguard_grade", shorthand="grade")
@dataclass(frozen=True)
class VanguardGrade(Condition):
    """Your vanguard is of grade `grade`."""

    grade: int


@word("condition", "self_in", shorthand="zone")
@dataclass(frozen=True)
class SelfIn(Condition):
    """This card is (still) in `zone` (CND.SELF_STILL_IN_ZONE, R16.3.6)."""

    zone: Literal["hand", "soul", "drop", "VC", "RC"]


@word("condition", "your_turn")
@dataclass(frozen=True)
class YourTurn(Condition):
    """It is your turn."""


# Oracle Think Tank


@word("condition", "soul_lacks", shorthand="names")
@dataclass(frozen=True)
class SoulLacks(Condition):
    """Not every one of the named cards is in your soul (at least one name has no card
    there)."""

    names: tuple[str, ...]


@word("condition", "self_attacking")
@dataclass(frozen=True)
class SelfAttacking(Condition):
    """This unit is the attacking unit of the current battle (R12.3.5), until that battle
    ends or the unit leaves its circle (R12.1.2)."""


# ------------------------------------------------------------------------------ costs


@word("cost", "counter_blast", shorthand="count")
@dataclass(frozen=True)
class CounterBlast(Cost):
    """Turn `count` face-up cards of your damage zone face down, chosen by you (R15.1)."""

    count: int


@word("cost", "soul_blast", shorthand="count")
@dataclass(frozen=True)
class SoulBlast(Cost):
    """Put `count` cards of your soul into your drop zone, chosen by you (R15.2)."""

    count: int


@word("cost", "counter_charge", shorthand="count")
@dataclass(frozen=True)
class CounterChargeCost(Cost):
    """Turn `count` face-down cards of your damage zone face up, chosen by you (R15.3); as a
    cost it needs that many face-down cards (R15.6.1)."""

    count: int


@word("cost", "soul_charge", shorthand="count")
@dataclass(frozen=True)
class SoulChargeCost(Cost):
    """Put the top `count` cards of your deck into your soul (R15.4); as a cost it needs that
    many cards in the deck (R15.6.1)."""

    count: int


@word("cost", "discard")
@dataclass(frozen=True)
class Discard(Cost):
    """Discard cards from your hand (of `clan`, if given)."""

    count: int = 1
    clan: str | None = None


@word("cost", "retire")
@dataclass(frozen=True)
class RetireUnits(Cost):
    """Retire `count` of your rear-guards matching `what` (e.g. another of a clan)."""

    what: Filter
    count: int = 1


@word("cost", "rest")
@dataclass(frozen=True)
class RestUnits(Cost):
    """[Rest] `count` of your standing units matching `what`."""

    what: Filter
    count: int = 1


@word("cost", "put_into_soul")
@dataclass(frozen=True)
class PutIntoSoulCost(Cost):
    """Put `count` cards matching `what` (rear-guards or hand cards) into your soul."""

    what: Filter
    count: int = 1


@word("cost", "rest_self")
@dataclass(frozen=True)
class RestSelf(Cost):
    """[Rest] this unit, which must be standing on (VC) or (RC)."""


@word("cost", "retire_self")
@dataclass(frozen=True)
class RetireSelf(Cost):
    """Retire this unit, which must be a rear-guard."""


@word("cost", "self_to_soul")
@dataclass(frozen=True)
class SelfToSoul(Cost):
    """Put this rear-guard into your soul."""


@word("cost", "reveal_self_to_deck_top")
@dataclass(frozen=True)
class RevealSelfToDeckTop(Cost):
    """Show this card from your hand, then put it on top of your deck."""


@word("cost", "rear_guards_to_soul", shorthand="names")
@dataclass(frozen=True)
class RearGuardsToSoul(Cost):
    """Put one of your rear-guards of each listed name into your soul."""

    names: tuple[str, ...]


@word("cost", "mill", shorthand="count")
@dataclass(frozen=True)
class MillCost(Cost):
    """Put the top `count` cards of your deck into your drop zone (all of them, R15.6.1)."""

    count: int


@word("cost", "soul_to_drop", shorthand="names")
@dataclass(frozen=True)
class SoulToDrop(Cost):
    """Put one card of each listed name from your soul into your drop zone."""

    names: tuple[str, ...]


# ------------------------------------------------------------------------------ effects


@word("effect", "choose")
@dataclass(frozen=True)
class Choose(Effect):
    """Choose `count` cards matching `what` (or up to `count`); later steps say `chosen`."""

    what: Filter
    count: int = 1
    up_to: bool = False
    chooser: Literal["you", "opponent"] = "you"


@word("effect", "search", shorthand="what")
@dataclass(frozen=True)
class Search(Effect):
    """Look through your deck for up to `count` cards matching `what` (may find none,
    R2.6.4); later steps say `found`."""

    what: Filter
    count: int = 1


@word("effect", "to_vanguard_circle", shorthand="who")
@dataclass(frozen=True)
class ToVanguardCircle(Effect):
    """Put the named rear-guard on its owner's (VC): a move between circles, not a ride; the
    vanguard already there goes to the soul (R16.6.3)."""

    who: Selector = "chosen"


@word("effect", "power")
@dataclass(frozen=True)
class Power(Effect):
    """A power change (R18.1) of a referent or of every unit a filter matches, until the end
    of the battle, turn or the opponent's next turn; with `as_long_as`, it counts only while
    those conditions hold (read at every moment the value is read, R18.4, from the ability's
    master), and still ends with `until`."""

    amount: int
    who: Selector = "self"
    until: Until = "turn"
    as_long_as: tuple[Condition, ...] = ()


@word("effect", "shield")
@dataclass(frozen=True)
class Shield(Effect):
    """[Shield] change (R18.1): counts while the unit is a guardian."""

    amount: int
    who: Selector = "self"
    until: Until = "battle"
    as_long_as: tuple[Condition, ...] = ()


@word("effect", "critical")
@dataclass(frozen=True)
class Critical(Effect):
    """A critical change (R18.1) until the end of the battle, turn or the opponent's next turn;
    `as_long_as` as for `power`."""

    amount: int
    who: Selector = "self"
    until: Until = "turn"
    as_long_as: tuple[Condition, ...] = ()


@word("effect", "retire", shorthand="who")
@dataclass(frozen=True)
class Retire(Effect):
    """Retire the units named (a bound referent, or every unit matching a filter)."""

    who: Selector = "chosen"


@word("effect", "stand", shorthand="who")
@dataclass(frozen=True)
class Stand(Effect):
    """[Stand] the units named (a bound referent, or every unit matching a filter)."""

    who: Selector = "self"


@word("effect", "draw", shorthand="count")
@dataclass(frozen=True)
class Draw(Effect):
    """Draw `count` cards, one at a time (R17.1)."""

    count: int = 1


@word("effect", "draw_up_to", shorthand="count")
@dataclass(frozen=True)
class DrawUpTo(Effect):
    """Choose a number from 0 to `count`, then draw that many (AMB-10)."""

    count: int


@word("effect", "shuffle")
@dataclass(frozen=True)
class Shuffle(Effect):
    """Shuffle your deck (R2.7)."""


@word("effect", "call", shorthand="who")
@dataclass(frozen=True)
class Call(Effect):
    """Superior call to a rear-guard circle of your choice (R17.5).

    `to` narrows the circles: `open` only an empty one, and a card with no empty circle
    stays where it is (R31.15); `separate` never two of the called cards on one circle,
    occupied circles allowed (R31.6, R31.16)."""

    who: Ref = "found"
    to: Literal["any", "open", "separate"] = "any"


@word("effect", "ride", shorthand="who")
@dataclass(frozen=True)
class Ride(Effect):
    """Superior ride (R17.3)."""

    who: Ref = "found"


@word("effect", "to_hand", shorthand="who")
@dataclass(frozen=True)
class ToHand(Effect):
    """Put the cards named into their owner's hand: a bound referent, or every card matching
    a filter (e.g. all of your rear-guards of a clan: they leave the field, R19)."""

    who: Selector = "found"


@word("effect", "to_soul", shorthand="who")
@dataclass(frozen=True)
class ToSoul(Effect):
    """Put the cards named into their owner's soul: a bound referent, or every card matching
    a filter (e.g. the opponent's grade 1 or lower rear-guards go into the opponent's soul;
    not a retire, R31.19)."""

    who: Selector = "self"


@word("effect", "return_to_deck", shorthand="who")
@dataclass(frozen=True)
class ReturnToDeck(Effect):
    """Put the named card from (RC) or the hand into its owner's deck (then shuffle with
    `shuffle`)."""

    who: Ref = "self"


@word("effect", "reveal", shorthand="who")
@dataclass(frozen=True)
class Reveal(Effect):
    """Show the named card to both players (R22.1)."""

    who: Ref = "self"


@word("effect", "discard", shorthand="who")
@dataclass(frozen=True)
class DiscardChosen(Effect):
    """Put the chosen hand cards into their owner's drop zone."""

    who: Ref = "chosen"


@word("effect", "face_up", shorthand="who")
@dataclass(frozen=True)
class FaceUp(Effect):
    """Turn the damage cards named face up (a bound referent, or every card matching a
    filter, e.g. all of your face-down damage)."""

    who: Selector = "chosen"


ALL_FACE_DOWN_DAMAGE = Filter(zone="damage", face_down=True)


@word("effect", "soul_charge", shorthand="count")
@dataclass(frozen=True)
class SoulCharge(Effect):
    """Put the top `count` cards of your deck into your soul, as many as there are (R15.4,
    R15.7)."""

    count: int


@word("effect", "mill", shorthand="count")
@dataclass(frozen=True)
class Mill(Effect):
    """Put the top `count` cards of your deck into your drop zone."""

    count: int


@word("effect", "look", shorthand="count")
@dataclass(frozen=True)
class Look(Effect):
    """Privately look at the top `count` cards of your deck; later steps say `looked` (and
    filter them with the zone `looked`). `up_to`: the player first chooses how many, 0 to
    `count` (as "draw up to", AMB-10; R31.16)."""

    count: int
    up_to: bool = False


@word("effect", "to_bottom", shorthand="who")
@dataclass(frozen=True)
class ToBottom(Effect):
    """Put the named cards of your deck on its bottom, in the order you choose."""

    who: Selector = "looked"


@word("effect", "look_top")
@dataclass(frozen=True)
class LookTop(Effect):
    """Privately check the deck's top card, then keep it on top or move it under the deck."""


@word("effect", "restrict")
@dataclass(frozen=True)
class Restrict(Effect):
    """The units named get a restriction for a while (`cannot_intercept` also for every
    unit matching a filter, e.g. the opponent's rear-guards)."""

    rule: Literal["cannot_be_hit", "no_stand_next_stand_phase", "cannot_intercept"]
    who: Selector = "chosen"
    until: Until = "battle"


@word("effect", "lose")
@dataclass(frozen=True)
class Lose(Effect):
    """This unit loses a skill or keyword (`twin_drive`, `restraint`) for a while."""

    what: Literal["twin_drive", "restraint"]
    who: Ref = "self"
    until: Until = "turn"


@word("effect", "grant")
@dataclass(frozen=True)
class Grant(Effect):
    """This unit gets an ability for a while (R18.8)."""

    ability: AbilitySpec
    who: Ref = "self"
    until: Until = "turn"


@word("effect", "later")
@dataclass(frozen=True)
class Later(Effect):
    """Create a delayed ability: at `at`, do `effects` (R16.8). The cards chosen so far stay
    `chosen` for it while each is still the same card (R16.8.4, R31.21)."""

    at: Literal["close_step", "end_phase"]
    effects: tuple[Effect, ...]


@word("effect", "lose_game", shorthand="who")
@dataclass(frozen=True)
class LoseGame(Effect):
    """`who` loses the game at once, while the effect resolves (R1.7). No Classic card has
    it; it exists so that later pools and tests can use it."""

    who: Literal["you", "opponent"] = "opponent"


# -- wave 1 effects


@word("effect", "each_may_draw", shorthand="count")
@dataclass(frozen=True)
class EachMayDraw(Effect):
    """Each player may draw up to `count` cards: the master decides and draws first, then
    the opponent (R2.4, R31.3)."""

    count: int = 1


# Granblue


@word("effect", "to_drop", shorthand="who")
@dataclass(frozen=True)
class ToDrop(Effect):
    """Put the cards named from your deck into your drop zone (a card a search found): not a
    discard, which is from the hand (R17.11), nor a mill, which takes the top cards."""

    who: Ref = "found"


# -- wave 1 effects: Spike Brothers


@word("effect", "reveal_top_call", shorthand="what")
@dataclass(frozen=True)
class RevealTopCall(Effect):
    """Show both players the deck's top card: if it matches `what`, call it to a rear-guard
    circle of your choice (R17.5); if not, it stays on top and the deck is shuffled. An
    empty deck reveals nothing (R31.17)."""

    what: Filter


# -- wave 1 effects: Oracle Think Tank


@word("effect", "no_normal_ride", shorthand="who")
@dataclass(frozen=True)
class NoNormalRide(Effect):
    """If `who` was ridden (it is now your vanguard), you cannot normal ride during this
    ride phase: your normal ride of the turn counts as used (R10.4, R31.29)."""

    who: Ref = "chosen"


# ------------------------------------------------------------------------------ continuous


@word("static", "power")
@dataclass(frozen=True)
class StaticPower(Static):
    """This unit gets `amount` power, or `amount` for each card matching `per`."""

    amount: int
    per: Filter | None = None


@word("static", "cannot_attack")
@dataclass(frozen=True)
class CannotAttack(Static):
    """Restraint: this unit cannot attack (unless it lost Restraint)."""


@word("static", "cannot_be_boosted")
@dataclass(frozen=True)
class CannotBeBoosted(Static):
    """No unit can boost this unit (R12.3.6)."""


@word("static", "may_attack_back_row")
@dataclass(frozen=True)
class MayAttackBackRow(Static):
    """May also attack the opponent's back-row unit in the facing column (R4.2.4, AMB-13)."""


# Oracle Think Tank


@word("static", "opponent_cannot_guard_call")
@dataclass(frozen=True)
class OpponentCannotGuardCall(Static):
    """Your opponent cannot normal call a card whose printed properties fit `what` (its zone
    and side aside) to (GC) (R12.4.3); intercepts and calls by effects stay allowed
    (R31.30)."""

    what: Filter


@word("static", "opponent_cannot_intercept")
@dataclass(frozen=True)
class OpponentCannotIntercept(Static):
    """No unit of the opponent may intercept (R12.4.4), whichever of them is on a circle while
    the ability applies (R31.27)."""


# ------------------------------------------------------------------------------ abilities

Kind = Literal["act", "auto", "cont", "keyword"]


@dataclass(frozen=True)
class AbilitySpec:
    """One ability of a card (R16.1), as data."""

    kind: Kind
    zones: tuple[AbilityZone, ...] = ()
    """Where it works ((VC), (RC), (GC)...); empty: as its trigger says (AMB-1, R16.1.4)."""
    when: Trigger | None = None
    conditions: tuple[Condition, ...] = ()
    """`if` clauses: read at resolution (AUTO/ACT, AMB-3) or continuously (CONT)."""
    cost: tuple[Cost, ...] = ()
    optional: bool = False
    """'You may (pay)': the master decides at resolution (an ACT's cost is already paid then,
    so only the effect is optional, R16.2.2)."""
    effects: tuple[Effect, ...] = ()
    static: tuple[Static, ...] = ()
    keyword: Literal["sentinel", "heal_limit", "restraint"] | None = None
    once_per_turn: bool = False
    notes: tuple[str, ...] = field(default=(), compare=False)
    """Rulings that apply (AMB-n), for the card page; not rendered as card text."""

    @classmethod
    def from_data(cls, raw: object, path: str) -> AbilitySpec:
        from vanguard.abilities.load import ability_from_data

        return ability_from_data(raw, path)
