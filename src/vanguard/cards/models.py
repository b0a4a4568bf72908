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
