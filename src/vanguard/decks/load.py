"""Loading deck lists from files or by built-in name.

Every way a file can be unusable becomes a `DeckFileError` with a one-line reason, because the
command line must answer a bad path with a message, never a traceback.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Final

from vanguard.cards.database import CardDatabase, default_database
from vanguard.decks.errors import DeckFileError
from vanguard.decks.model import DeckList
from vanguard.decks.parse import parse_deck_text

BUILTIN_DECKS: Final[dict[str, str]] = {
    "td01": "td01.txt",
    "td02": "td02.txt",
    "td03": "td03.txt",
    "td04": "td04.txt",
}
"""Built-in deck names (the trial decks) and their files under ``decks/data``."""

MAX_FILE_BYTES: Final[int] = 1_000_000
"""A deck list is a few hundred bytes; a larger file is almost surely the wrong file."""


def builtin_deck_names() -> tuple[str, ...]:
    """Names accepted by `load_deck` without a file (case-insensitive)."""
    return tuple(BUILTIN_DECKS)


def _read_builtin(name: str) -> str:
    return (
        resources.files("vanguard.decks").joinpath("data", BUILTIN_DECKS[name]).read_text("utf-8")
    )


def _read_file(path: Path) -> str:
    shown = str(path)
    try:
        if path.is_dir():
            raise DeckFileError(shown, "is a directory, not a deck file")
        with path.open("rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        hint = f" (built-in decks: {', '.join(BUILTIN_DECKS)})"
        raise DeckFileError(shown, "no such file" + hint) from None
    except PermissionError:
        raise DeckFileError(shown, "permission denied") from None
    except OSError as exc:
        raise DeckFileError(shown, f"cannot read: {exc.strerror or exc}") from None
    if len(data) > MAX_FILE_BYTES:
        raise DeckFileError(shown, f"is larger than {MAX_FILE_BYTES} bytes; not a deck list")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        bad = data[exc.start : exc.start + 1].hex()
        raise DeckFileError(shown, f"line {line}: not valid UTF-8 text (byte 0x{bad})") from None


def load_deck(path_or_name: str, db: CardDatabase | None = None) -> DeckList:
    """Load a built-in deck (``td01`` ... ``td04``) or a deck file.

    Built-in names win over files of the same name; write ``./td01`` for such a file.
    Raises `DeckFileError` if the file cannot be read, `DeckParseError` if its text is malformed.
    """
    db = db if db is not None else default_database()
    key = path_or_name.strip().lower()
    if key in BUILTIN_DECKS:
        return parse_deck_text(_read_builtin(key), db, source=key)
    path = Path(path_or_name)
    text = _read_file(path)
    return parse_deck_text(text, db, source=str(path), name=path.stem)
