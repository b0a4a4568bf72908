"""Closed vocabularies of the card pool (BT01-BT03, TD01-TD04).

The validator rejects any value outside these tuples, so a typo in the card data ("Kagerou",
"Hight Beast") is caught when the data is checked instead of silently creating a new clan or race
that no deck rule or card text would ever match.
"""

from __future__ import annotations

from typing import Final

SETS: Final[tuple[str, ...]] = ("BT01", "BT02", "BT03", "TD01", "TD02", "TD03", "TD04")
"""Every product with prints in the pool; which of them a format allows is `formats.py`'s
business (R5.9)."""

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
    "Bermuda Triangle",
    "Great Nature",
    "Pale Moon",
    "Dimension Police",
)
"""The 14 clans that have at least one card in the pool."""

RACES: Final[tuple[str, ...]] = (
    "Alien",
    "Angel",
    "Battleroid",
    "Chimera",
    "Cosmo Dragon",
    "Demon",
    "Dinodragon",
    "Dragonman",
    "Elf",
    "Flame Dragon",
    "Ghost",
    "Giant",
    "Gillman",
    "Gnome",
    "Goblin",
    "High Beast",
    "Human",
    "Insect",
    "Mermaid",
    "Noble",
    "Ogre",
    "Salamander",
    "Shadow Dragon",
    "Skeleton",
    "Succubus",
    "Sylph",
    "Vampire",
    "Warbeast",
    "Winged Dragon",
    "Workeroid",
    "Zombie",
)
"""The 31 races that occur in the pool (R3.2: races matter only to card text)."""

RARITIES: Final[tuple[str, ...]] = ("RRR", "RR", "R", "C", "SP", "TD")
"""Rarity codes used by the English prints of the pool (trial-deck prints are all TD)."""

MIN_GRADE: Final[int] = 0
MAX_GRADE: Final[int] = 3
"""Grades printed in the pool (R3.2: 0-3 in the pool)."""
