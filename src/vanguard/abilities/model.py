"""The ability vocabulary: every trigger, condition, cost, effect and continuous effect that the
Classic pool needs, as typed data (see `cards/data/abilities.yaml`).

An ability reads like its card text: *kind (zones): when <trigger>, if <conditions>, you may pay
<cost>; if you do, <effects>*. Effects run in order; `choose` and `search` bind the cards later
steps act on (`chosen`, `found`); `self` is the card whose ability it is.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Literal

from vanguard.abilities.nodes import Node, word

Ref = Literal["self", "chosen", "found", "boosted", "attacked", "vanguard"]
"""What an effect acts on: this card, the cards bound by `choose`/`search`, the unit this card
boosted, your unit being attacked, your vanguard."""

Until = Literal["battle", "turn"]
Circle = Literal["VC", "RC", "GC"]
AbilityZone = Literal["VC", "RC", "GC", "hand", "soul", "drop"]


@dataclass(frozen=True)
class Filter:
    """Which cards: whose, where, and with what properties."""

    side: Literal["you", "opponent"] = "you"
    zone: Literal["vanguard", "rear-guard", "unit", "hand", "deck", "soul", "damage", "drop"] = (
        "unit"
    )
    clan: str | None = None
    names: tuple[str, ...] = ()
    grade: int | None = None
    grade_max: int | None = None
    grade_min: int | None = None
    another: bool = False
    """Excludes the card whose ability it is."""
    face_down: bool | None = None
    attacked: bool = False
    """Only the unit being attacked in the current battle."""


class Trigger(Node):
    ROLE: ClassVar[str] = "trigger"


class Condition(Node):
    ROLE: ClassVar[str] = "condition"


class Cost(Node):
    ROLE: ClassVar[str] = "cost"


class Effect(Node):
    ROLE: ClassVar[str] = "effect"


class Static(Node):
    ROLE: ClassVar[str] = "static"


# ------------------------------------------------------------------------------ triggers


@word("trigger", "placed", shorthand="circles")
@dataclass(frozen=True)
class Placed(Trigger):
    """This card is placed on one of `circles` (ride, call, superior ride/call; R4.6.2)."""

    circles: tuple[Circle, ...]


@word("trigger", "ridden_by", shorthand="clan")
@dataclass(frozen=True)
class RiddenBy(Trigger):
    """Another card of `clan` rides this vanguard (normal or superior ride; R10.5)."""

    clan: str


@word("trigger", "attacks")
@dataclass(frozen=True)
class Attacks(Trigger):
    """This unit attacks (R12.3.5)."""


@word("trigger", "boosts")
@dataclass(frozen=True)
class Boosts(Trigger):
    """This unit boosts; the boosted unit may be required to have a name or clan, or to be
    your vanguard of a clan."""

    name: str | None = None
    clan: str | None = None
    vanguard_clan: str | None = None


@word("trigger", "boosted", shorthand="booster_clan")
@dataclass(frozen=True)
class IsBoosted(Trigger):
    """This unit is boosted (by a unit of `booster_clan`)."""

    booster_clan: str | None = None


@word("trigger", "attack_hits", shorthand="target")
@dataclass(frozen=True)
class AttackHits(Trigger):
    """This unit's attack hits (a vanguard, a rear-guard, or any unit; R12.6.6)."""

    target: Literal["any", "vanguard", "rear-guard"] = "any"


@word("trigger", "boosted_attack_hits", shorthand="clan")
@dataclass(frozen=True)
class BoostedAttackHits(Trigger):
    """The attack this unit boosted hits (the boosted unit of `clan`)."""

    clan: str | None = None


@word("trigger", "drive_reveals")
@dataclass(frozen=True)
class DriveReveals(Trigger):
    """A drive check of this attacking vanguard reveals a card of this grade and clan."""

    grade: int | None = None
    clan: str | None = None


@word("trigger", "main_phase_start")
@dataclass(frozen=True)
class MainPhaseStart(Trigger):
    """The beginning of your main phase (R11.1)."""


@word("trigger", "opponent_rear_guard_dropped")
@dataclass(frozen=True)
class OpponentRearGuardDropped(Trigger):
    """An opponent's rear-guard is put into the drop zone from (RC) during your main phase."""


@word("trigger", "dropped_from", shorthand="circle")
@dataclass(frozen=True)
class DroppedFrom(Trigger):
    """This card is put into the drop zone from `circle` (judged by look-back, R16.3.6)."""

    circle: Literal["RC", "GC"]


@word("trigger", "close_step")
@dataclass(frozen=True)
class CloseStep(Trigger):
    """The beginning of the close step of the battle (delayed abilities)."""


@word("trigger", "end_phase")
@dataclass(frozen=True)
class EndPhase(Trigger):
    """The beginning of the end phase of the turn (delayed abilities)."""


# ------------------------------------------------------------------------------ conditions


@word("condition", "hand_at_least", shorthand="count")
@dataclass(frozen=True)
class HandAtLeast(Condition):
    count: int


@word("condition", "hand_fewer_than_opponent")
@dataclass(frozen=True)
class HandFewerThanOpponent(Condition):
    pass


@word("condition", "hand_more_than_opponent")
@dataclass(frozen=True)
class HandMoreThanOpponent(Condition):
    pass


@word("condition", "soul_has", shorthand="name")
@dataclass(frozen=True)
class SoulHas(Condition):
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
    clan: str


@word("condition", "vanguard_grade", shorthand="grade")
@dataclass(frozen=True)
class VanguardGrade(Condition):
    grade: int


@word("condition", "self_in", shorthand="zone")
@dataclass(frozen=True)
class SelfIn(Condition):
    """This card is (still) in `zone` (CND.SELF_STILL_IN_ZONE, R16.3.6)."""

    zone: Literal["hand", "soul", "drop", "VC", "RC"]


@word("condition", "your_turn")
@dataclass(frozen=True)
class YourTurn(Condition):
    pass


# ------------------------------------------------------------------------------ costs


@word("cost", "counter_blast", shorthand="count")
@dataclass(frozen=True)
class CounterBlast(Cost):
    count: int


@word("cost", "soul_blast", shorthand="count")
@dataclass(frozen=True)
class SoulBlast(Cost):
    count: int


@word("cost", "discard")
@dataclass(frozen=True)
class Discard(Cost):
    """Discard cards from your hand (of `clan`, if given)."""

    count: int = 1
    clan: str | None = None


@word("cost", "rest_self")
@dataclass(frozen=True)
class RestSelf(Cost):
    pass


@word("cost", "retire_self")
@dataclass(frozen=True)
class RetireSelf(Cost):
    pass


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
    """Look through your deck for up to one card matching `what` (may find none, R2.6.4);
    later steps say `found`."""

    what: Filter


@word("effect", "power")
@dataclass(frozen=True)
class Power(Effect):
    amount: int
    who: Ref = "self"
    until: Until = "turn"


@word("effect", "critical")
@dataclass(frozen=True)
class Critical(Effect):
    amount: int
    who: Ref = "self"
    until: Until = "turn"


@word("effect", "retire", shorthand="who")
@dataclass(frozen=True)
class Retire(Effect):
    who: Ref = "chosen"


@word("effect", "retire_all", shorthand="what")
@dataclass(frozen=True)
class RetireAll(Effect):
    what: Filter


@word("effect", "stand", shorthand="who")
@dataclass(frozen=True)
class Stand(Effect):
    who: Ref = "self"


@word("effect", "stand_all", shorthand="what")
@dataclass(frozen=True)
class StandAll(Effect):
    """[Stand] every unit matching `what` (no choice)."""

    what: Filter


@word("effect", "draw", shorthand="count")
@dataclass(frozen=True)
class Draw(Effect):
    count: int = 1


@word("effect", "draw_up_to", shorthand="count")
@dataclass(frozen=True)
class DrawUpTo(Effect):
    """Choose a number from 0 to `count`, then draw that many (AMB-10)."""

    count: int


@word("effect", "shuffle")
@dataclass(frozen=True)
class Shuffle(Effect):
    pass


@word("effect", "call", shorthand="who")
@dataclass(frozen=True)
class Call(Effect):
    """Superior call to a rear-guard circle of your choice (R17.5)."""

    who: Ref = "found"


@word("effect", "ride", shorthand="who")
@dataclass(frozen=True)
class Ride(Effect):
    """Superior ride (R17.3)."""

    who: Ref = "found"


@word("effect", "to_hand", shorthand="who")
@dataclass(frozen=True)
class ToHand(Effect):
    who: Ref = "found"


@word("effect", "to_soul", shorthand="who")
@dataclass(frozen=True)
class ToSoul(Effect):
    who: Ref = "self"


@word("effect", "return_to_deck", shorthand="who")
@dataclass(frozen=True)
class ReturnToDeck(Effect):
    who: Ref = "self"


@word("effect", "reveal", shorthand="who")
@dataclass(frozen=True)
class Reveal(Effect):
    who: Ref = "self"


@word("effect", "discard", shorthand="who")
@dataclass(frozen=True)
class DiscardChosen(Effect):
    """Put the chosen hand cards into their owner's drop zone."""

    who: Ref = "chosen"


@word("effect", "face_up", shorthand="who")
@dataclass(frozen=True)
class FaceUp(Effect):
    """Turn the chosen damage cards face up."""

    who: Ref = "chosen"


@word("effect", "face_up_all")
@dataclass(frozen=True)
class FaceUpAll(Effect):
    """Turn all of your face-down damage cards face up."""


@word("effect", "soul_charge", shorthand="count")
@dataclass(frozen=True)
class SoulCharge(Effect):
    count: int


@word("effect", "mill", shorthand="count")
@dataclass(frozen=True)
class Mill(Effect):
    """Put the top `count` cards of your deck into your drop zone."""

    count: int


@word("effect", "look_top")
@dataclass(frozen=True)
class LookTop(Effect):
    """Privately check the deck's top card, then keep it on top or move it under the deck."""


@word("effect", "restrict")
@dataclass(frozen=True)
class Restrict(Effect):
    rule: Literal["cannot_be_hit", "no_stand_next_stand_phase"]
    who: Ref = "chosen"
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
    """Create a delayed ability: at `at`, do `effects` (R16.8)."""

    at: Literal["close_step", "end_phase"]
    effects: tuple[Effect, ...]


@word("effect", "lose_game", shorthand="who")
@dataclass(frozen=True)
class LoseGame(Effect):
    """`who` loses the game at once, while the effect resolves (R1.7). No Classic card has
    it; it exists so that later pools and tests can use it."""

    who: Literal["you", "opponent"] = "opponent"


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
    pass


@word("static", "may_attack_back_row")
@dataclass(frozen=True)
class MayAttackBackRow(Static):
    """May also attack the opponent's back-row unit in the facing column (R4.2.4, AMB-13)."""


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
    """'You may (pay)': the master decides at resolution."""
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
