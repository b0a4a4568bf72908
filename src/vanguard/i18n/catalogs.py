"""The message catalogues: one flat JSON object of key -> message per language, shipped in
`catalogs/<language>.json`, read once and kept."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Final

LANGUAGES: Final[tuple[tuple[str, str], ...]] = (
    ("en", "English"),
    ("ru", "Русский"),
    ("ko", "한국어"),
)
"""Every language the game speaks: (code, its own name for itself). English comes first: it
is the reference catalogue and the fallback for a key another language lacks."""

LANGUAGE_CODES: Final[tuple[str, ...]] = tuple(code for code, _ in LANGUAGES)
FALLBACK: Final = "en"
CATALOG_DIR: Final = Path(__file__).resolve().parent / "catalogs"


class UnknownLanguage(ValueError):
    def __init__(self, language: object) -> None:
        super().__init__(f"unknown language {language!r}; available: {', '.join(LANGUAGE_CODES)}")


class CatalogError(ValueError):
    """A catalogue file that is not a flat JSON object of strings."""


def read_catalog(path: Path) -> dict[str, str]:
    """A catalogue file, checked: a JSON object whose every value is a string."""
    try:
        data = json.loads(path.read_text("utf-8"))
    except OSError as exc:
        raise CatalogError(f"{path}: cannot be read ({exc.strerror})") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CatalogError(f"{path}: not valid JSON ({exc})") from None
    if not isinstance(data, dict):
        raise CatalogError(f"{path}: must be a JSON object of key -> message")
    wrong = sorted(key for key, value in data.items() if not isinstance(value, str))
    if wrong:
        raise CatalogError(f"{path}: messages must be strings, not at {', '.join(wrong[:5])}")
    return data


def check_language(language: str) -> str:
    if language not in LANGUAGE_CODES:
        raise UnknownLanguage(language)
    return language


@lru_cache(maxsize=len(LANGUAGE_CODES))
def messages(language: str) -> dict[str, str]:
    """The shipped catalogue of `language` (shared: callers must not change it)."""
    return read_catalog(CATALOG_DIR / f"{check_language(language)}.json")


def catalog(language: str) -> dict[str, str]:
    """A copy of the catalogue of `language`, e.g. for the server to send to the client."""
    return dict(messages(language))
