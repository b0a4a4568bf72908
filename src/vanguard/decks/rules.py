"""Deck construction rules (RULES.md R5), checked against a format (R5.9).

`check_deck` reports *all* violations at once (R5.8) so a player can fix a deck in one pass;
each violation has a stable code for programs and a plain-words message for people.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from vanguard.cards import formats
from vanguard.cards.formats import Format
from vanguard.cards.models import Trigger
from vanguard.decks.model import DeckList

DECK_SIZE: Final[int] = 50  # R5.1
MAX_COPIES: Final[int] = 4  # R5.2
TRIGGERS: Final[int] = 16  # R5.3
MAX_HEALS: Final[int] = 4  # R5.4
MAX_SENTINELS: Final[int] = 4  # R5.5
MIXED_CLANS_VARIANT: Final[str] = "mixed_clans"  # R30.12


class ViolationCode(StrEnum):
    """The violation codes of R5.8."""

    DECK_SIZE = "DECK_SIZE"
    TOO_MANY_COPIES = "TOO_MANY_COPIES"
    TRIGGER_COUNT = "TRIGGER_COUNT"
    TOO_MANY_HEALS = "TOO_MANY_HEALS"
    TOO_MANY_SENTINELS = "TOO_MANY_SENTINELS"
    MIXED_CLANS = "MIXED_CLANS"
    ILLEGAL_CARD = "ILLEGAL_CARD"
    FIRST_VANGUARD = "FIRST_VANGUARD"


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken deck rule."""

    code: ViolationCode
    message: str

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _did_you_mean(suggestions: tuple[str, ...]) -> str:
    return f"; did you mean: {', '.join(suggestions)}?" if suggestions else ""


def deck_format(deck: DeckList, format: str | Format | None = None) -> Format:
    """The format a deck file asks to be judged in: ``format`` if given (a command-line
    option wins), else the deck's own ``format:`` line, else the default (R5.9). Raises
    `formats.UnknownFormatError` for an unknown name."""
    return formats.get(format if format is not None else deck.format)


def check_deck(
    deck: DeckList,
    variants: frozenset[str] = frozenset(),
    format: str | Format | None = None,
) -> list[Violation]:
    """Every R5 violation of ``deck``, in R5.8 code order (an empty list means legal).

    ``variants`` are R30 variant ids; only ``mixed_clans`` changes deck construction. Checking
    that the ids exist is the match configuration's job, not this function's. ``format`` (a
    name or a `Format`) is the format the deck is judged in (R5.9); without it, ``classic``.
    The deck's own ``format:`` line is a request, not a permission: callers that honour it
    pass ``deck_format(deck, option)``, so that a place which knows only one format (a match
    of ``classic``) cannot be talked into another by the deck file.
    """
    legal_in = formats.get(format)
    found: list[Violation] = []

    def add(code: ViolationCode, message: str) -> None:
        found.append(Violation(code, message))

    cards = deck.cards

    # R5.1 counts every listed card: a misspelt card is reported once, as ILLEGAL_CARD.
    if deck.listed_size != DECK_SIZE:
        add(
            ViolationCode.DECK_SIZE,
            f"the deck has {_plural(deck.listed_size, 'card')}; it must have exactly {DECK_SIZE}",
        )
    for card, count in deck.entries:  # R5.2, by name: one Card per name
        if count > MAX_COPIES:
            add(
                ViolationCode.TOO_MANY_COPIES,
                f"the deck has {count} copies of {card.name}; "
                f"at most {MAX_COPIES} cards with the same name are allowed",
            )
    triggers = sum(card.is_trigger for card in cards)  # R5.3
    if triggers != TRIGGERS:
        add(
            ViolationCode.TRIGGER_COUNT,
            f"the deck has {_plural(triggers, 'trigger')}; it must have exactly {TRIGGERS}",
        )
    heals = sum(card.trigger is Trigger.HEAL for card in cards)  # R5.4
    if heals > MAX_HEALS:
        add(
            ViolationCode.TOO_MANY_HEALS,
            f"the deck has {heals} heal triggers; at most {MAX_HEALS} are allowed",
        )
    sentinels = sum(card.sentinel for card in cards)  # R5.5
    if sentinels > MAX_SENTINELS:
        add(
            ViolationCode.TOO_MANY_SENTINELS,
            f"the deck has {sentinels} sentinels; at most {MAX_SENTINELS} are allowed",
        )
    clans = Counter(card.clan for card in cards)  # R5.6
    if len(clans) > 1 and MIXED_CLANS_VARIANT not in variants:
        listing = ", ".join(f"{clan} {count}" for clan, count in clans.most_common())
        add(
            ViolationCode.MIXED_CLANS,
            f"the deck mixes {len(clans)} clans ({listing}); all cards must belong to one clan",
        )
    for card, _ in deck.entries:  # R5.8 ILLEGAL_CARD, R5.9: the card is outside the format
        reason = legal_in.reason_illegal(card)
        if reason is not None:
            add(ViolationCode.ILLEGAL_CARD, reason)
    for entry in deck.unknown:  # R5.8 ILLEGAL_CARD: no card of the database at all
        role = "the first vanguard " if entry.first_vanguard else ""
        add(
            ViolationCode.ILLEGAL_CARD,
            f"line {entry.line}: {role}{entry.text!r} is not a card of {legal_in.pool}"
            + _did_you_mean(entry.suggestions),
        )
    _check_first_vanguard(deck, add)
    return found


def _check_first_vanguard(deck: DeckList, add: Callable[[ViolationCode, str], None]) -> None:
    """R5.7: a grade 0 must exist; a preferred first vanguard must be grade 0 and in the deck."""
    if not any(card.grade == 0 for card, _ in deck.entries):
        add(
            ViolationCode.FIRST_VANGUARD,
            "the deck has no grade 0 card, so it has no first vanguard",
        )
    preferred = deck.first_vanguard
    if preferred is None:
        return
    if preferred.grade != 0:
        add(
            ViolationCode.FIRST_VANGUARD,
            f"the first vanguard {preferred.name} is grade {preferred.grade}; it must be grade 0",
        )
    if deck.count_of(preferred) == 0:
        add(
            ViolationCode.FIRST_VANGUARD,
            f"the first vanguard {preferred.name} is not in the deck",
        )


def is_legal(
    deck: DeckList,
    variants: frozenset[str] = frozenset(),
    format: str | Format | None = None,
) -> bool:
    """True when `check_deck` finds nothing."""
    return not check_deck(deck, variants, format)
