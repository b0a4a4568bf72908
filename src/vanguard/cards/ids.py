"""Identifiers: card slugs and print ids.

Card ids are slugs of the card name so that they stay stable when cards are reordered and can be
typed on a command line without quoting. Print ids are normalised in one place so that every
entry point (deck files, `vanguard card`, the database) accepts the same spellings.
"""

from __future__ import annotations

import re
import unicodedata

_NOT_SLUG = re.compile(r"[^a-z0-9]+")

PRINT_ID_RE = re.compile(r"^(?P<set>[A-Z]{2}\d{2})/(?P<number>S?\d{2,3})EN$")
"""Canonical English print id, e.g. ``BT01/002EN`` or ``BT01/S04EN``."""

_LOOSE_PRINT_ID_RE = re.compile(r"^(?P<set>[A-Z]{2}\d{2})/(?P<number>S?\d{2,3})(?:EN)?$")


def card_slug(name: str) -> str:
    """Turn a card name into its id: lowercase ASCII words joined by ``-``.

    Apostrophes are dropped rather than treated as word breaks, so "Screamin'" stays one word.
    """
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    ascii_name = ascii_name.lower().replace("'", "")
    return _NOT_SLUG.sub("-", ascii_name).strip("-")


def normalize_print_id(text: str) -> str | None:
    """Return the canonical print id for ``text``, or None if it does not look like one.

    ``"bt01/002en"`` and ``"BT01/002"`` both become ``"BT01/002EN"``: players often omit the
    edition suffix, and only the English edition is in the pool.
    """
    match = _LOOSE_PRINT_ID_RE.match(text.strip().upper())
    if match is None:
        return None
    return f"{match['set']}/{match['number']}EN"


def print_set(print_id: str) -> str | None:
    """The set code of a canonical print id (``"BT01/002EN"`` -> ``"BT01"``), or None."""
    match = PRINT_ID_RE.match(print_id)
    return match["set"] if match else None


def normalize_name(text: str) -> str:
    """Case-fold and collapse whitespace, the key used for name lookups."""
    return " ".join(text.split()).casefold()
