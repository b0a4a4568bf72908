"""Typed, immutable deck lists.

A `DeckList` is what a deck file *says*, resolved against the card database but not yet judged:
legality is a separate step (`rules.check_deck`) so that an illegal deck can still be shown,
summarised and explained to the player.
"""

from __future__ import annotations

from dataclasses import dataclass

from vanguard.cards.models import Card


@dataclass(frozen=True, slots=True)
class UnknownEntry:
    """A deck line naming no card of the pool (kept so the deck check can report it, R5.8)."""

    line: int
    """1-based line number in the deck text."""
    text: str
    """The card text as written (name or print id)."""
    count: int
    """Copies listed; 0 when the text was only named as the first vanguard."""
    suggestions: tuple[str, ...] = ()
    """Closest card names, best first."""
    first_vanguard: bool = False
    """True when the text comes from a ``first vanguard:`` line rather than a card entry."""


@dataclass(frozen=True, slots=True)
class DeckList:
    """A parsed deck: known cards with counts, unknown entries, and a preferred first vanguard."""

    name: str
    entries: tuple[tuple[Card, int], ...]
    """(card, count) pairs merged by card, in order of first appearance."""
    first_vanguard: Card | None = None
    """The preferred first vanguard (R5.7), if the list names one."""
    unknown: tuple[UnknownEntry, ...] = ()
    source: str = "<text>"
    """Where the list came from (a path or a built-in deck name), for messages."""
    format: str | None = None
    """The format the list says it is built for (``format:`` line, R5.9); None: not said."""

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every known card, each repeated by its count, in entry order."""
        return tuple(card for card, count in self.entries for _ in range(count))

    @property
    def size(self) -> int:
        """How many known cards the deck has (unknown entries are not counted)."""
        return sum(count for _, count in self.entries)

    @property
    def listed_size(self) -> int:
        """How many cards the list names, known or not (what a player counts on paper)."""
        return self.size + sum(entry.count for entry in self.unknown)

    def count_of(self, card: Card) -> int:
        """Copies of ``card`` in the deck."""
        return sum(count for entry_card, count in self.entries if entry_card == card)
