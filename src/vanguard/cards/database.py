"""The card database: every card of the pool, indexed for lookups.

Deck files and the command line name cards in several ways (full name, print id, card id), so
all of them resolve here, in one place, with "did you mean" suggestions for typos.
"""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Iterable, Iterator, Mapping
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Final, NoReturn

from vanguard.cards.ids import card_slug, normalize_name, normalize_print_id
from vanguard.cards.models import Card, CardStatus
from vanguard.cards.records import card_from_record, read_records
from vanguard.cards.validate import validate_records

if TYPE_CHECKING:
    from vanguard.abilities.model import AbilitySpec


class UnknownCardError(LookupError, ValueError):
    """No card matches the text; ``suggestions`` holds the closest card names."""

    def __init__(self, text: str, suggestions: Iterable[str] = ()) -> None:
        self.text = text
        self.suggestions: tuple[str, ...] = tuple(suggestions)
        message = f"unknown card '{text}'"
        if self.suggestions:
            message += f"; did you mean: {', '.join(self.suggestions)}?"
        super().__init__(message)


class CardDataError(ValueError):
    """The card data failed validation; ``problems`` lists every problem found."""

    def __init__(self, problems: Iterable[str]) -> None:
        self.problems: tuple[str, ...] = tuple(problems)
        super().__init__("invalid card data:\n" + "\n".join(self.problems))


class CardDatabase:
    """An immutable, indexed collection of cards in oracle order."""

    __slots__ = ("_by_id", "_by_name", "_by_print", "_cards")
    _cards: tuple[Card, ...]
    _by_id: Mapping[str, Card]
    _by_name: Mapping[str, Card]
    _by_print: Mapping[str, Card]

    def __init__(self, cards: Iterable[Card]) -> None:
        cards = tuple(cards)
        by_id: dict[str, Card] = {}
        by_name: dict[str, Card] = {}
        by_print: dict[str, Card] = {}
        for card in cards:
            for index, key in ((by_id, card.id), (by_name, normalize_name(card.name))):
                if key in index:
                    raise ValueError(f"two cards share the key {key!r}")
                index[key] = card
            for print_ in card.prints:
                if print_.id in by_print:
                    raise ValueError(f"two cards share the print id {print_.id!r}")
                by_print[print_.id] = card
        object.__setattr__(self, "_cards", cards)
        object.__setattr__(self, "_by_id", MappingProxyType(by_id))
        object.__setattr__(self, "_by_name", MappingProxyType(by_name))
        object.__setattr__(self, "_by_print", MappingProxyType(by_print))

    def __setattr__(self, name: str, value: Any) -> NoReturn:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"{type(self).__name__} is immutable")

    @classmethod
    def from_records(cls, records: list[dict[str, Any]]) -> CardDatabase:
        """Validate records and build the database; raises `CardDataError` on any problem."""
        problems = validate_records(records)
        if problems:
            raise CardDataError(problems)
        return cls(card_from_record(record) for record in records)

    @classmethod
    def load(cls, path: str | Path | None = None) -> CardDatabase:
        """Load a card data file (the packaged ``pool.json`` when ``path`` is None)."""
        return cls.from_records(read_records(path))

    def with_abilities(self, abilities: Mapping[str, tuple[AbilitySpec, ...]]) -> CardDatabase:
        """A database whose cards carry their ability data; unknown card ids are an error."""
        unknown = sorted(set(abilities) - set(self._by_id))
        if unknown:
            raise CardDataError([f"ability data for unknown card id {i!r}" for i in unknown])
        return CardDatabase(
            dataclasses.replace(card, abilities=abilities.get(card.id, ())) for card in self._cards
        )

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self._cards)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and self._by_id.get(card.id) == card

    def __repr__(self) -> str:
        return f"<CardDatabase: {len(self._cards)} cards, {self.print_count} prints>"

    @property
    def print_count(self) -> int:
        """How many distinct print ids the pool has."""
        return len(self._by_print)

    def all(self) -> tuple[Card, ...]:
        """Every card, in oracle order (BT01 001-080, TD01-only, TD02-only, then the wave-1
        oracle: BT02, BT03, TD03-only, TD04-only)."""
        return self._cards

    def by_id(self, card_id: str) -> Card | None:
        """The card with this slug id, or None."""
        return self._by_id.get(card_id.strip().lower())

    def by_name(self, name: str) -> Card | None:
        """The card with this name (case-insensitive, whitespace-normalised), or None."""
        return self._by_name.get(normalize_name(name))

    def by_print(self, print_id: str) -> Card | None:
        """The card of a print id; "BT01/002EN", "bt01/002en" and "BT01/002" are equivalent."""
        canonical = normalize_print_id(print_id)
        return None if canonical is None else self._by_print.get(canonical)

    def find(self, text: str) -> Card | None:
        """Like `lookup`, but returns None instead of raising."""
        return (
            self.by_print(text)
            or self.by_name(text)
            or self.by_id(text)
            # Punctuation-insensitive fallback: "king of knights alfred" finds the card whose
            # name has a comma, because both slug to the same id.
            or self._by_id.get(card_slug(text))
        )

    def lookup(self, text: str) -> Card:
        """Resolve a card name, print id or card id; raise `UnknownCardError` otherwise."""
        card = self.find(text)
        if card is None:
            raise UnknownCardError(text.strip(), self.closest_names(text))
        return card

    def closest_names(self, text: str, n: int = 3) -> list[str]:
        """Up to ``n`` card names that look like ``text``, best first (for "did you mean").

        Deck text comes from strangers, so the cost of one call is bounded: the name index is
        built once, and text too long to be close to any name (difflib's ratio needs the two
        lengths within a factor of about 2.3) is not compared at all.
        """
        query = normalize_name(text)
        if not query or n <= 0 or len(query) > _MAX_QUERY_FACTOR * self._longest_name():
            return []
        keys = list(self._by_name)
        found: list[str] = difflib.get_close_matches(query, keys, n=n, cutoff=0.6)
        if len(query) >= 3:
            # A fragment such as "alfred" is too short for difflib's ratio but still a clear hint.
            found += [key for key in keys if query in key and key not in found]
        return [self._by_name[key].name for key in found[:n]]

    def _longest_name(self) -> int:
        return max((len(key) for key in self._by_name), default=0)


_MAX_QUERY_FACTOR: Final = 2.4
"""Beyond this many times the longest name, no name can reach difflib's 0.6 ratio
(ratio = 2M / (a + b) with M <= b) and no name contains the text."""


def for_ability_check(db: CardDatabase) -> CardDatabase:
    """``db`` as the check of the ability data should see it (`vanguard validate`).

    A card with no ability data at all is not yet playable: its status keeps it out of every
    format (R5.9), so its missing scripts are work to do, not a data error, and it is shown
    here as claiming no printed abilities. A card scripted in part keeps its printed count, so
    the check still reports it. Every card stays in, so ability data may name any of them.
    """
    return CardDatabase(
        dataclasses.replace(card, printed_abilities=0)
        if card.status is CardStatus.NOT_YET_PLAYABLE and not card.abilities
        else card
        for card in db.all()
    )


@cache
def default_database() -> CardDatabase:
    """The packaged Classic pool with its abilities, loaded and validated once per process."""
    from vanguard.abilities.load import packaged_abilities

    return CardDatabase.load().with_abilities(packaged_abilities())
