"""The plain-text deck list format.

One entry per line, written the way players already share lists::

    name: TD01 Blaster Blade          # optional deck name
    format: classic                   # optional format the deck is built for (R5.9)
    first vanguard: Stardust Trumpeter  # optional preferred first vanguard (R5.7)
    4x Blaster Blade                  # also "4 Blaster Blade", "4 x Blaster Blade"
    4 TD01/005                        # a print id instead of the name
    Wingal                            # no count means 1

``#`` starts a comment, blank lines are ignored. A name that matches no card is *not* a format
error: it is kept as an `UnknownEntry` so the deck check can report it with suggestions
(ILLEGAL_CARD, R5.8) together with every other problem of the deck.
"""

from __future__ import annotations

import re
from typing import Final

from vanguard.cards import formats
from vanguard.cards.database import CardDatabase
from vanguard.cards.models import Card
from vanguard.decks.errors import DeckParseError
from vanguard.decks.model import DeckList, UnknownEntry

MAX_COUNT: Final[int] = 50
"""Largest count accepted on one line; a deck has 50 cards (R5.1), more is surely a typo."""

MAX_LINES: Final[int] = 400
"""Most lines a deck text may have, comments and blank lines included (a deck is 50 cards)."""
MAX_ENTRY_LINES: Final[int] = 100
"""Most card lines: a legal deck needs at most 50 (one card a line), twice that is a typo."""
MAX_LINE_CHARS: Final[int] = 200
"""Longest line accepted; the longest card name is under 50 characters."""
MAX_SUGGESTED: Final[int] = 20
"""Unknown lines that get "did you mean" suggestions; later ones are listed without any, so
the search work per deck text stays small whatever it holds."""

_COUNT_LINE: Final = re.compile(r"^(?P<count>[+-]?\d+)(?:\s*[xX×](?:\s+|$)|\s+|$)(?P<rest>.*)$")
_LOOKS_COUNTED: Final = re.compile(r"^[+-]?\d")
_KEY_LINE: Final = re.compile(r"^(?P<key>[^:]*):(?P<value>.*)$")
_FIRST_VANGUARD: Final = "first vanguard"
_NAME: Final = "name"
_FORMAT: Final = "format"
_SETTINGS: Final = (_NAME, _FORMAT, _FIRST_VANGUARD)


def _decode(text: str | bytes, source: str) -> str:
    if isinstance(text, str):
        return text.removeprefix("\ufeff")
    try:
        return text.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = text.count(b"\n", 0, exc.start) + 1
        bad = text[exc.start : exc.start + 1].hex()
        raise DeckParseError(f"the text is not valid UTF-8 (byte 0x{bad})", line, source) from exc


def _normalize_key(key: str) -> str:
    return " ".join(key.replace("_", " ").replace("-", " ").split()).casefold()


def _parse_count(line: str, lineno: int, source: str) -> tuple[int, str]:
    """Split ``4x Name`` into (4, "Name"); a line without a leading number counts 1."""
    if not _LOOKS_COUNTED.match(line):
        return 1, line
    match = _COUNT_LINE.match(line)
    if match is None:
        raise DeckParseError(
            f"cannot read the count in {line!r}; write e.g. '4x Blaster Blade'", lineno, source
        )
    digits = match["count"]
    count = int(digits) if len(digits) <= 6 else None  # avoid int() on megabytes of digits
    if count is None or not 1 <= count <= MAX_COUNT:
        shown = digits if len(digits) <= 12 else digits[:12] + "..."
        raise DeckParseError(
            f"count must be between 1 and {MAX_COUNT}, got {shown}", lineno, source
        )
    rest = match["rest"].strip()
    if not rest:
        raise DeckParseError(f"the card name after the count {count} is empty", lineno, source)
    return count, rest


def _suggest(db: CardDatabase, text: str, unknown_so_far: int) -> tuple[str, ...]:
    return tuple(db.closest_names(text)) if unknown_so_far < MAX_SUGGESTED else ()


def parse_deck_text(
    text: str | bytes,
    db: CardDatabase,
    source: str = "<text>",
    name: str | None = None,
) -> DeckList:
    """Parse a deck list; raise `DeckParseError` on a format error.

    The deck name comes from a ``name:`` line, else ``name``, else ``source``. Bytes are decoded
    as UTF-8 so that a non-UTF-8 file is reported with the line of its first bad byte.
    """
    counts: dict[Card, int] = {}
    unknown: list[UnknownEntry] = []
    first_vanguard: Card | None = None
    key_lines: dict[str, int] = {}
    deck_name = name
    deck_format: str | None = None

    lines = _decode(text, source).splitlines()
    if len(lines) > MAX_LINES:
        raise DeckParseError(
            f"a deck list has at most {MAX_LINES} lines, this one has {len(lines)}",
            None,
            source,
        )
    entry_lines = 0
    for lineno, raw in enumerate(lines, start=1):
        if len(raw) > MAX_LINE_CHARS:
            raise DeckParseError(
                f"the line is longer than {MAX_LINE_CHARS} characters", lineno, source
            )
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        entry_lines += 1
        if entry_lines > MAX_ENTRY_LINES:
            raise DeckParseError(
                f"a deck list has at most {MAX_ENTRY_LINES} card lines", lineno, source
            )
        key_match = _KEY_LINE.match(line)
        if key_match is not None:
            key, value = _normalize_key(key_match["key"]), key_match["value"].strip()
            if key not in _SETTINGS:
                known = ", ".join(f"'{setting}:'" for setting in _SETTINGS)
                raise DeckParseError(
                    f"unknown setting {key_match['key'].strip()!r} (known settings: {known})",
                    lineno,
                    source,
                )
            if key in key_lines:
                raise DeckParseError(
                    f"a second '{key}:' line (the first is line {key_lines[key]})", lineno, source
                )
            key_lines[key] = lineno
            if not value:
                raise DeckParseError(f"the value after '{key}:' is empty", lineno, source)
            if key == _NAME:
                deck_name = value
            elif key == _FORMAT:
                try:
                    deck_format = formats.get(value).name
                except formats.UnknownFormatError as exc:
                    raise DeckParseError(str(exc), lineno, source) from None
            else:
                first_vanguard = db.find(value)
                if first_vanguard is None:
                    suggestions = _suggest(db, value, len(unknown))
                    unknown.append(UnknownEntry(lineno, value, 0, suggestions, True))
            continue
        count, card_text = _parse_count(line, lineno, source)
        card = db.find(card_text)
        if card is None:
            suggestions = _suggest(db, card_text, len(unknown))
            unknown.append(UnknownEntry(lineno, card_text, count, suggestions))
        else:
            counts[card] = counts.get(card, 0) + count

    return DeckList(
        name=deck_name if deck_name else source,
        entries=tuple(counts.items()),
        first_vanguard=first_vanguard,
        unknown=tuple(unknown),
        source=source,
        format=deck_format,
    )


def _one_line(text: str) -> str:
    # '#' would start a comment and a line break would end the value: neither can round-trip.
    return " ".join(text.replace("#", " ").split())


def format_deck(deck: DeckList) -> str:
    """Render a deck in the text format; `parse_deck_text` reads it back to an equal deck.

    Unknown entries are written after the known ones (so their line numbers change) and a name
    containing ``#`` or line breaks is simplified; otherwise the round trip is exact.
    """
    lines: list[str] = []
    if _one_line(deck.name):
        lines.append(f"{_NAME}: {_one_line(deck.name)}")
    if deck.format is not None:
        lines.append(f"{_FORMAT}: {deck.format}")
    if deck.first_vanguard is not None:
        lines.append(f"{_FIRST_VANGUARD}: {deck.first_vanguard.name}")
    lines += [
        f"{_FIRST_VANGUARD}: {_one_line(entry.text)}  # unknown card"
        for entry in deck.unknown
        if entry.first_vanguard
    ]
    lines += [f"{count}x {card.name}" for card, count in deck.entries]
    lines += [
        f"{entry.count}x {_one_line(entry.text)}  # unknown card"
        for entry in deck.unknown
        if not entry.first_vanguard
    ]
    return "\n".join(lines) + "\n"
