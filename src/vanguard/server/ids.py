"""Identifiers people read aloud and type: room codes and match ids.

They use one alphabet without look-alike characters (no 0/O, 1/I/L, no punctuation), so a
spectator can copy a match id from a screen by eye.
"""

from __future__ import annotations

import secrets

CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
"""31 characters: digits 2-9 and capitals without I, L, O."""

MATCH_ID_LENGTH = 12
"""About 59 bits: unguessable enough that a match id cannot be found by trying ids."""


def readable_id(length: int) -> str:
    """A random string of `length` characters of `CODE_ALPHABET`."""
    if length < 1:
        raise ValueError(f"an id needs at least one character, not {length}")
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(length))
