"""Errors raised while reading deck lists.

Both are ValueErrors with a ready-to-print message, so the command line can report them in
one line (never a traceback) and callers can catch either with one except clause.
"""

from __future__ import annotations


class DeckParseError(ValueError):
    """The deck text breaks the format; ``line`` is 1-based (None if not tied to a line)."""

    def __init__(self, reason: str, line: int | None = None, source: str = "<text>") -> None:
        self.reason = reason
        self.line = line
        self.source = source
        super().__init__(reason if line is None else f"line {line}: {reason}")


class DeckFileError(ValueError):
    """A deck file cannot be read (missing, a directory, unreadable, not UTF-8, too large)."""

    def __init__(self, path: str, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"{path}: {reason}")
