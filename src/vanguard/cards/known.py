"""Closed vocabularies of the Classic pool (BT01 + TD01 + TD02).

The validator rejects any value outside these tuples, so a typo in the card data ("Kagerou",
"Hight Beast") is caught when the data is checked instead of silently creating a new clan or race
that no deck rule or card text would ever match.
"""

from __future__ import annotations

from typing import Final

SETS: Final[tuple[str, ...]] = ("BT01", "TD01", "TD02")
"""The three products of the Classic format (R0.1.1)."""

CLANS: Final[tuple[str, ...]] = (
    "Royal Paladin",
    "Kagero",
    "Oracle Think Tank",
    "Nova Grappler",
    "Tachikaze",
    "Nubatama",
    "Dark Irregulars",
    "Granblue",
    "Megacolony",
    "Spike Brothers",
)
"""The 10 clans that have at least one card in the pool."""

RACES: Final[tuple[str, ...]] = (
    "Alien",
    "Angel",
    "Battleroid",
    "Demon",
    "Dinodragon",
    "Dragonman",
    "Elf",
    "Flame Dragon",
    "Giant",
    "Gillman",
    "Gnome",
    "Goblin",
    "High Beast",
    "Human",
    "Insect",
    "Noble",
    "Ogre",
    "Salamander",
    "Shadow Dragon",
    "Succubus",
    "Sylph",
    "Vampire",
    "Warbeast",
    "Winged Dragon",
    "Workeroid",
    "Zombie",
)
"""The 26 races that occur in the pool (R3.2: races matter only to card text)."""

RARITIES: Final[tuple[str, ...]] = ("RRR", "RR", "R", "C", "SP", "TD")
"""Rarity codes used by the English prints of the three sets (trial-deck prints are all TD)."""

MIN_GRADE: Final[int] = 0
MAX_GRADE: Final[int] = 3
"""Grades printed in the pool (R3.2: 0-3 in the pool)."""
