"""The card pool in a language: names and rendered ability text of every card, keyed by card
id, ready for the server to send to the browser client."""

from __future__ import annotations

from functools import cache

from vanguard.i18n.catalogs import check_language
from vanguard.i18n.keys import card_name_key
from vanguard.i18n.lookup import has_message, translate


def card_name(language: str, card_id: str, english_name: str) -> str:
    """A card's name in `language`; a card the catalogues do not know keeps its own name."""
    key = card_name_key(card_id)
    return translate(language, key) if has_message(key) else english_name


def card_names(language: str) -> dict[str, str]:
    """Every card's name in `language`, by card id."""
    return dict(_card_names(check_language(language)))


def card_texts(language: str) -> dict[str, list[str]]:
    """Every card's ability text in `language`, one string per ability, by card id (cards
    without abilities have an empty list)."""
    return {card_id: list(texts) for card_id, texts in _card_texts(check_language(language))}


# The pool and the catalogues are fixed for the life of the process, so each language is
# rendered once (a few hundred milliseconds) and copied out to callers.


@cache
def _card_names(language: str) -> tuple[tuple[str, str], ...]:
    from vanguard.cards import default_database

    cards = default_database().all()
    return tuple((card.id, card_name(language, card.id, card.name)) for card in cards)


@cache
def _card_texts(language: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    from vanguard.abilities.render import card_text
    from vanguard.cards import default_database

    cards = default_database().all()
    return tuple((card.id, tuple(card_text(card.abilities, language))) for card in cards)
