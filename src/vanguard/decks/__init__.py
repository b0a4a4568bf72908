"""Deck lists: parsing the text format, loading files and trial decks, and the R5 deck rules."""

from vanguard.decks.errors import DeckFileError, DeckParseError
from vanguard.decks.load import builtin_deck_names, load_deck
from vanguard.decks.model import DeckList, UnknownEntry
from vanguard.decks.parse import format_deck, parse_deck_text
from vanguard.decks.rules import Violation, ViolationCode, check_deck, deck_format, is_legal
from vanguard.decks.summary import deck_summary

__all__ = [
    "DeckFileError",
    "DeckList",
    "DeckParseError",
    "UnknownEntry",
    "Violation",
    "ViolationCode",
    "builtin_deck_names",
    "check_deck",
    "deck_format",
    "deck_summary",
    "format_deck",
    "is_legal",
    "load_deck",
    "parse_deck_text",
]
