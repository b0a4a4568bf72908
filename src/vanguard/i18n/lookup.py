"""Looking a key up in a language, with English as the fallback."""

from __future__ import annotations

from typing import Any

from vanguard.i18n.catalogs import FALLBACK, check_language, messages
from vanguard.i18n.messages import format_message


class MissingMessage(KeyError):
    """A key that no catalogue has, not even English: a mistake in the code, not in a
    translation (those fall back to English)."""

    def __init__(self, key: str) -> None:
        super().__init__(f"no message {key!r} in any catalogue")

    def __str__(self) -> str:
        return str(self.args[0])


def has_message(key: str) -> bool:
    return key in messages(FALLBACK)


def translate(language: str, key: str, /, **values: Any) -> str:
    """The message `key` in `language`, its fields filled from `values`; a key the language
    lacks is taken from English, so a late translation shows English rather than nothing."""
    pattern = messages(check_language(language)).get(key)
    if pattern is None:
        language = FALLBACK
        pattern = messages(FALLBACK).get(key)
        if pattern is None:
            raise MissingMessage(key)
    return format_message(pattern, values, language)
