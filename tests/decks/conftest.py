"""Fixtures for the deck tests: the card database and a small deck builder."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from vanguard.cards import CardDatabase, default_database
from vanguard.decks import DeckList, load_deck

DeckBuilder = Callable[..., DeckList]


@pytest.fixture(scope="session")
def db() -> CardDatabase:
    return default_database()


@pytest.fixture(scope="session")
def td01(db: CardDatabase) -> DeckList:
    return load_deck("td01", db)


@pytest.fixture(scope="session")
def td02(db: CardDatabase) -> DeckList:
    return load_deck("td02", db)


@pytest.fixture
def edit(db: CardDatabase) -> Callable[..., DeckList]:
    """Copy a deck with some counts changed: ``edit(deck, {"Wingal": 0, "Barcgal": 2})``."""

    def build(
        deck: DeckList, changes: dict[str, int], first_vanguard: str | None = "keep"
    ) -> DeckList:
        counts = dict(deck.entries)
        for text, count in changes.items():
            counts[db.lookup(text)] = count
        first = (
            deck.first_vanguard
            if first_vanguard == "keep"
            else (db.lookup(first_vanguard) if first_vanguard else None)
        )
        entries = tuple((card, n) for card, n in counts.items() if n > 0)
        return DeckList(deck.name, entries, first, deck.unknown, deck.source)

    return build
