"""Formats: named lists of legal products (RULES.md R5.9), defined here and nowhere else.

A card is legal in a format when one of its prints belongs to a listed product and the card is
playable (`CardStatus`): an unverified card, or one whose abilities are not scripted yet, is
legal in no format, because played as it is it would silently be a different card. The deck
checker, random decks, the simulator and the card list all ask `Format.allows`.

    >>> from vanguard.cards import formats
    >>> formats.get("classic").products
    ('BT01', 'TD01', 'TD02')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from vanguard.cards.models import Card, CardStatus


class UnknownFormatError(LookupError, ValueError):
    """No format has this name; the message lists the formats there are."""

    def __init__(self, name: str) -> None:
        self.name = name
        super().__init__(f"unknown format {name!r}; formats: {', '.join(names())}")


@dataclass(frozen=True, slots=True)
class Format:
    """A named list of legal products."""

    name: str
    """The id used in deck files (``format: classic-bt03``) and on the command line."""
    products: tuple[str, ...]
    """Set codes of the legal products (`known.SETS` values)."""
    pool: str
    """The pool in words, for messages: "the Classic pool (BT01, TD01, TD02)"."""

    def allows(self, card: Card) -> bool:
        """True when ``card`` may be put in a deck of this format."""
        return self.reason_illegal(card) is None

    def reason_illegal(self, card: Card) -> str | None:
        """Why ``card`` is not legal in this format, in plain words; None when it is legal.

        Where the card could never be legal, the status says so first; otherwise a card
        printed outside the format says which products it is in and which the format allows.
        """
        status = card.status
        if status is CardStatus.UNVERIFIED:
            return f"{card.name}: its printed text is not verified, so it is legal in no format"
        if not any(set_code in self.products for set_code in card.sets):
            return (
                f"{card.name} is not legal in format {self.name} (printed in"
                f" {', '.join(card.sets)}; {self.name} allows {', '.join(self.products)})"
            )
        if status is CardStatus.NOT_YET_PLAYABLE:
            return (
                f"{card.name}: its abilities are not implemented yet, so it is legal in no format"
            )
        return None

    def legal_cards(self, cards: Iterable[Card]) -> tuple[Card, ...]:
        """The cards this format allows, in the order given."""
        return tuple(card for card in cards if self.allows(card))


FORMATS: Final[tuple[Format, ...]] = (
    Format("classic", ("BT01", "TD01", "TD02"), "the Classic pool (BT01, TD01, TD02)"),
    Format(
        "classic-bt03",
        ("BT01", "BT02", "BT03", "TD01", "TD02", "TD03", "TD04"),
        "the Classic pool up to BT03 (BT01-BT03, TD01-TD04)",
    ),
)
"""Every format, the default first."""

DEFAULT: Final[str] = "classic"
"""The format of a deck that names none, and of every command run without ``--format``."""

_BY_NAME: Final[dict[str, Format]] = {fmt.name: fmt for fmt in FORMATS}


def names() -> tuple[str, ...]:
    """The format names, the default first."""
    return tuple(_BY_NAME)


def get(name: str | Format | None = None) -> Format:
    """The format called ``name`` (case-insensitive; None means the default).

    A `Format` is returned as it is, so callers may pass either. Raises `UnknownFormatError`.
    """
    if isinstance(name, Format):
        return name
    key = DEFAULT if name is None else name.strip().casefold()
    try:
        return _BY_NAME[key]
    except KeyError:
        raise UnknownFormatError(name or "") from None


def formats_allowing(card: Card) -> tuple[str, ...]:
    """The names of the formats in which ``card`` is legal (empty for an unplayable card)."""
    return tuple(fmt.name for fmt in FORMATS if fmt.allows(card))
