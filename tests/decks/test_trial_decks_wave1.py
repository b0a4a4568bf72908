"""The wave-1 trial decks td03 and td04 (wave1_decks.json): their lists, and their legality
per format (R5, R5.9)."""

from __future__ import annotations

from collections import Counter

import pytest

from vanguard.cards import CardDatabase, CardStatus, default_database
from vanguard.cards.models import Trigger
from vanguard.decks import ViolationCode, check_deck, deck_format, load_deck

TD03 = {
    "Gold Rutile": 1,
    "Death Metal Droid": 2,
    "Mr. Invincible": 4,
    "King of Sword": 4,
    "Super Electromagnetic Lifeform, Storm": 2,
    "NGM Prototype": 4,
    "Tough Boy": 4,
    "Oasis Girl": 4,
    "Screamin' and Dancin' Announcer, Shout": 4,
    "Queen of Heart": 3,
    "Battering Minotaur": 2,
    "Shining Lady": 4,
    "Cannon Ball": 4,
    "Ring Girl, Clara": 4,
    "Battleraizer": 4,
}
TD04 = {
    "Oracle Guardian, Apollon": 4,
    "Goddess of Flower Divination, Sakuya": 1,
    "Meteor Break Wizard": 2,
    "Oracle Guardian, Wiseman": 4,
    "Security Guardian": 4,
    "Sword Dancer Angel": 2,
    "Oracle Guardian, Gemini": 4,
    "Dark Cat": 4,
    "Weather Girl, Milk": 4,
    "Battle Sister, Maple": 2,
    "Luck Bird": 3,
    "Oracle Guardian, Nike": 4,
    "Dream Eater": 4,
    "Victory Maker": 4,
    "Lozenge Magus": 4,
}
WAVE1_DECKS = [
    ("td03", TD03, "Battleraizer", "Nova Grappler", "TD03"),
    ("TD04", TD04, "Lozenge Magus", "Oracle Think Tank", "TD04"),
]


def _not_yet_playable(name: str) -> list[str]:
    deck = load_deck(name)
    return [card.name for card, _ in deck.entries if card.status is CardStatus.NOT_YET_PLAYABLE]


@pytest.mark.parametrize(("name", "expected", "first", "clan", "product"), WAVE1_DECKS)
def test_td03_and_td04_match_the_product_lists(
    db: CardDatabase, name: str, expected: dict[str, int], first: str, clan: str, product: str
) -> None:
    """R5.1-R5.7: 50 cards of one clan, 16 triggers, 4 heals, a grade 0 first vanguard."""
    deck = load_deck(name, db)
    assert {card.name: count for card, count in deck.entries} == expected
    assert deck.size == 50 and deck.unknown == ()
    assert deck.first_vanguard is not None and deck.first_vanguard.name == first
    assert deck.first_vanguard.grade == 0
    assert {card.clan for card in deck.cards} == {clan}
    assert sum(card.is_trigger for card in deck.cards) == 16
    assert sum(card.trigger is Trigger.HEAL for card in deck.cards) == 4
    assert Counter(card.grade for card in deck.cards) == {0: 16, 1: 17, 2: 10, 3: 7}
    assert all(product in card.sets for card in deck.cards)  # every card has a print in it
    assert deck.format == "classic-bt03"


@pytest.mark.parametrize("name", ["td03", "td04"])
def test_r5_9_td03_and_td04_are_illegal_in_classic_naming_the_products(name: str) -> None:
    deck = load_deck(name)
    violations = check_deck(deck, format="classic")
    outside = [card for card, _ in deck.entries if not {"BT01", "TD01", "TD02"} & set(card.sets)]
    assert outside  # the products' own cards
    assert [(v.code, v.message) for v in violations] == [
        (
            ViolationCode.ILLEGAL_CARD,
            f"{card.name} is not legal in format classic (printed in {', '.join(card.sets)};"
            " classic allows BT01, TD01, TD02)",
        )
        for card in outside
    ]


@pytest.mark.parametrize("name", ["td03", "td04"])
def test_r5_9_td03_and_td04_are_legal_in_classic_bt03(name: str) -> None:
    """Every card of both trial decks is scripted (status playable), so each deck follows
    every rule of its own format."""
    deck = load_deck(name, default_database())
    assert _not_yet_playable(name) == []
    assert check_deck(deck, format="classic-bt03") == []
    assert check_deck(deck, format=deck_format(deck)) == []
