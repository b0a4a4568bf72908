"""Formats (R5.9): a named list of legal products; the deck check (R5.8 ILLEGAL_CARD) says why
a card is outside the format, and random decks come only from a format's playable pool."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest

from vanguard.cards import CardDatabase, CardStatus, formats
from vanguard.cards.known import SETS
from vanguard.decks import (
    DeckList,
    ViolationCode,
    check_deck,
    deck_format,
    format_deck,
    parse_deck_text,
)
from vanguard.decks.generate import buildable_clans, random_deck

CLASSIC_BT03 = ("BT01", "BT02", "BT03", "TD01", "TD02", "TD03", "TD04")


def test_r5_9_classic_is_bt01_td01_td02_and_the_default() -> None:
    classic = formats.get("classic")
    assert classic.products == ("BT01", "TD01", "TD02")
    assert formats.get() is classic and formats.DEFAULT == "classic"
    assert formats.names()[0] == "classic"


def test_r5_9_classic_bt03_is_bt01_to_bt03_and_td01_to_td04() -> None:
    assert formats.get("classic-bt03").products == CLASSIC_BT03
    assert formats.get(" Classic-BT03 ") is formats.get("classic-bt03")


def test_r5_9_every_product_of_the_pool_is_in_some_format_and_no_format_names_others() -> None:
    listed = {product for fmt in formats.FORMATS for product in fmt.products}
    assert listed == set(SETS)
    assert len(set(formats.names())) == len(formats.FORMATS)


def test_r5_9_an_unknown_format_is_a_clear_error_listing_the_formats() -> None:
    with pytest.raises(formats.UnknownFormatError) as info:
        formats.get("bt99")
    assert str(info.value) == "unknown format 'bt99'; formats: classic, classic-bt03"
    assert isinstance(info.value, ValueError)


def test_r5_9_the_classic_pool_is_exactly_today_s_94_cards(db: CardDatabase) -> None:
    legal = formats.get("classic").legal_cards(db.all())
    assert len(legal) == 94
    assert all(set(card.sets) & {"BT01", "TD01", "TD02"} for card in legal)


def test_r5_9_a_card_is_legal_when_one_of_its_prints_is_in_a_listed_product(
    db: CardDatabase,
) -> None:
    classic, wide = formats.get("classic"), formats.get("classic-bt03")
    reprint = db.lookup("Mr. Invincible")  # BT01 and TD03
    assert classic.allows(reprint) and wide.allows(reprint)
    owl = db.lookup("Alabaster Owl")  # BT03 only, no printed ability
    assert owl.status is CardStatus.PLAYABLE
    assert wide.allows(owl) and not classic.allows(owl)
    assert classic.reason_illegal(owl) == (
        "Alabaster Owl is not legal in format classic"
        " (printed in BT03; classic allows BT01, TD01, TD02)"
    )


def test_r5_9_an_unverified_card_is_legal_in_no_format(db: CardDatabase) -> None:
    calf = db.lookup("Bloody Calf")
    assert formats.formats_allowing(calf) == ()
    for fmt in formats.FORMATS:
        assert fmt.reason_illegal(calf) == (
            "Bloody Calf: its printed text is not verified, so it is legal in no format"
        )


def test_r5_9_a_card_whose_abilities_are_not_scripted_is_legal_in_no_format(
    db: CardDatabase,
) -> None:
    """Played without its abilities it would silently be another card (R5.9, PROJECT)."""
    blade = db.lookup("Blaster Blade")
    unscripted = dataclasses.replace(blade, abilities=())
    assert unscripted.status is CardStatus.NOT_YET_PLAYABLE
    assert formats.formats_allowing(unscripted) == ()
    assert formats.get("classic").reason_illegal(unscripted) == (
        "Blaster Blade: its abilities are not implemented yet, so it is legal in no format"
    )
    assert formats.formats_allowing(blade) == ("classic", "classic-bt03")


@pytest.fixture
def owl_deck(td01: DeckList, edit: Callable[..., DeckList]) -> DeckList:
    """TD01 with one Bringer of Good Luck, Epona swapped for Alabaster Owl (BT03, critical)."""
    return edit(td01, {"Bringer of Good Luck, Epona": 3, "Alabaster Owl": 1})


def test_r5_8_r5_9_illegal_card_names_the_products(owl_deck: DeckList) -> None:
    assert check_deck(owl_deck) == check_deck(owl_deck, format="classic")
    violations = check_deck(owl_deck, format="classic")
    assert [(v.code, v.message) for v in violations] == [
        (
            ViolationCode.ILLEGAL_CARD,
            "Alabaster Owl is not legal in format classic"
            " (printed in BT03; classic allows BT01, TD01, TD02)",
        )
    ]
    assert check_deck(owl_deck, format="classic-bt03") == []
    assert check_deck(owl_deck, format=formats.get("classic-bt03")) == []


def test_r5_9_a_deck_file_may_name_its_format_and_an_explicit_format_wins(
    db: CardDatabase, owl_deck: DeckList
) -> None:
    text = format_deck(dataclasses.replace(owl_deck, format="classic-bt03"))
    assert "format: classic-bt03" in text.splitlines()
    deck = parse_deck_text(text, db)
    assert deck.format == "classic-bt03"
    assert deck_format(deck) is formats.get("classic-bt03")
    assert check_deck(deck, format=deck_format(deck)) == []
    assert deck_format(deck, "classic") is formats.get("classic")  # the option wins
    assert [v.code for v in check_deck(deck, format=deck_format(deck, "classic"))] == [
        ViolationCode.ILLEGAL_CARD
    ]
    # A place that knows only the default format is not talked into another by the file.
    assert check_deck(deck) == check_deck(deck, format="classic")


def test_r5_8_an_unknown_card_is_reported_against_the_format_s_pool(db: CardDatabase) -> None:
    deck = parse_deck_text("4x Blastr Blade", db)
    (illegal,) = [v for v in check_deck(deck, format="classic-bt03") if v.code == "ILLEGAL_CARD"]
    assert illegal.message.startswith(
        "line 1: 'Blastr Blade' is not a card of the Classic pool up to BT03 (BT01-BT03, TD01-TD04)"
    )


def test_r5_9_random_decks_come_from_the_format_s_playable_pool(db: CardDatabase) -> None:
    assert buildable_clans(db) == buildable_clans(db, "classic")
    assert buildable_clans(db) == ["Royal Paladin", "Kagero", "Oracle Think Tank", "Nova Grappler"]
    assert set(buildable_clans(db)) <= set(buildable_clans(db, "classic-bt03"))
    for seed in range(6):
        classic = random_deck(seed, db=db)
        assert classic == random_deck(seed, db=db, format="classic")
        assert classic.format is None and check_deck(classic) == []
        wide = random_deck(seed, db=db, format="classic-bt03")
        assert wide.format == "classic-bt03"
        assert check_deck(wide, format=deck_format(wide)) == []
        assert all(card.is_playable for card in wide.cards)


def test_r5_9_no_random_deck_of_a_clan_the_format_cannot_build(db: CardDatabase) -> None:
    with pytest.raises(ValueError, match=r"Pale Moon cards of format classic$"):
        random_deck(1, "Pale Moon", db=db)
