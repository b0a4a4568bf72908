"""Immutable typed models of the card pool.

A `Card` is the rules identity of a card name (R3.2): every print of the same name shares one
`Card`. The engine reads only these fields; print ids and rarities are kept for collectors and
deck files (a deck line may name a print id instead of a card name).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vanguard.abilities.model import AbilitySpec


class Trigger(StrEnum):
    """Trigger icon of a card (R3.2, R14.3)."""

    NONE = "none"
    CRITICAL = "Critical"
    DRAW = "Draw"
    STAND = "Stand"
    HEAL = "Heal"


class CardStatus(StrEnum):
    """Whether a card may be put in a deck at all, whatever the format (R5.9).

    Derived from the data, never stored by hand: a card becomes playable the moment its
    ability data covers every printed ability, so scripting a card is the only step needed.
    """

    PLAYABLE = "playable"
    """Verified text, and every printed ability scripted (or none printed: a vanilla card)."""
    NOT_YET_PLAYABLE = "not yet playable"
    """The printed card has abilities that the ability data does not script yet; played
    without them it would silently be a different card."""
    UNVERIFIED = "unverified"
    """The card's printed text is not known from any source, so it cannot be encoded."""


class Skill(StrEnum):
    """Skill icon printed on a card (R3.4)."""

    BOOST = "Boost"
    INTERCEPT = "Intercept"
    TWIN_DRIVE = "Twin Drive"


@dataclass(frozen=True, slots=True)
class Print:
    """One printing of a card: its collector number (print id), set and rarity."""

    id: str
    set: str
    rarity: str


@dataclass(frozen=True, slots=True)
class Card:
    """The rules-relevant characteristics of one card name (R3.2)."""

    id: str
    name: str
    clan: str
    race: str
    grade: int
    skill: Skill
    power: int
    shield: int
    critical: int
    trigger: Trigger
    sentinel: bool
    prints: tuple[Print, ...]
    printed_abilities: int = 0
    """How many ability lines the printed card carries (0 for a vanilla card)."""
    abilities: tuple[AbilitySpec, ...] = ()
    """The card's abilities as data (`cards/data/abilities/`), in printed order."""
    verified: bool = True
    """False when the printed text is unknown (``printed_abilities`` is then a guess of 0)."""

    @property
    def status(self) -> CardStatus:
        """Playable, not yet playable (abilities unscripted) or unverified; see `CardStatus`."""
        if not self.verified:
            return CardStatus.UNVERIFIED
        if len(self.abilities) != self.printed_abilities:
            return CardStatus.NOT_YET_PLAYABLE
        return CardStatus.PLAYABLE

    @property
    def is_playable(self) -> bool:
        return self.status is CardStatus.PLAYABLE

    @property
    def sets(self) -> tuple[str, ...]:
        """The products the card is printed in, each once, in print order."""
        return tuple(dict.fromkeys(p.set for p in self.prints))

    @property
    def is_trigger(self) -> bool:
        return self.trigger is not Trigger.NONE

    @property
    def has_boost(self) -> bool:
        return self.skill is Skill.BOOST

    @property
    def has_intercept(self) -> bool:
        return self.skill is Skill.INTERCEPT

    @property
    def has_twin_drive(self) -> bool:
        return self.skill is Skill.TWIN_DRIVE
