"""Deck construction rules R5.1-R5.8, one test per violation code, and "report all" (R5.8)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from vanguard.cards import CardDatabase
from vanguard.decks import (
    DeckList,
    Violation,
    ViolationCode,
    check_deck,
    is_legal,
    parse_deck_text,
)

Edit = Callable[..., DeckList]
MIXED = frozenset({"mixed_clans"})


def codes(violations: list[Violation]) -> list[str]:
    return [v.code for v in violations]


def test_trial_decks_are_legal(td01: DeckList, td02: DeckList) -> None:
    """R5: both trial decks pass every deck construction rule."""
    assert check_deck(td01) == []
    assert check_deck(td02) == []
    assert is_legal(td01) and is_legal(td02)


def test_r5_1_deck_size_too_small(td01: DeckList, edit: Edit) -> None:
    deck = edit(td01, {"Starlight Unicorn": 2})
    assert check_deck(deck) == [
        Violation(ViolationCode.DECK_SIZE, "the deck has 48 cards; it must have exactly 50")
    ]


def test_r5_1_deck_size_too_large(td01: DeckList, edit: Edit) -> None:
    deck = edit(td01, {"Blaster Blade": 2})
    assert str(check_deck(deck)[0]) == "DECK_SIZE: the deck has 51 cards; it must have exactly 50"


def test_r5_1_unknown_cards_count_towards_the_size(db: CardDatabase) -> None:
    text = "\n".join(["4x Wingal"] * 12 + ["2x Blastr Blade"])  # 48 known + 2 unknown
    deck = parse_deck_text(text, db)
    assert ViolationCode.DECK_SIZE not in codes(check_deck(deck))


def test_r5_2_four_copies_are_allowed(td01: DeckList, edit: Edit) -> None:
    deck = edit(td01, {"Blaster Blade": 4, "Knight of the Harp, Tristan": 0})
    assert check_deck(deck) == []


def test_r5_2_too_many_copies(td01: DeckList, edit: Edit) -> None:
    deck = edit(td01, {"Blaster Blade": 5, "Knight of Silence, Gallatin": 0})
    assert check_deck(deck) == [
        Violation(
            ViolationCode.TOO_MANY_COPIES,
            "the deck has 5 copies of Blaster Blade; "
            "at most 4 cards with the same name are allowed",
        )
    ]


def test_r5_2_copies_count_by_name_across_prints(db: CardDatabase) -> None:
    """R5.2: BT01/002EN and TD01/005EN are both Blaster Blade."""
    deck = parse_deck_text("3x BT01/002EN\n2x TD01/005EN", db)
    assert "5 copies of Blaster Blade" in str(
        next(v for v in check_deck(deck) if v.code is ViolationCode.TOO_MANY_COPIES)
    )


def test_r5_3_trigger_count(td01: DeckList, edit: Edit) -> None:
    deck = edit(td01, {"Flogal": 3, "Little Sage, Marron": 4, "Wingal": 3})
    assert check_deck(deck) == [
        Violation(ViolationCode.TRIGGER_COUNT, "the deck has 15 triggers; it must have exactly 16")
    ]


def test_r5_3_one_trigger_is_singular(td01: DeckList, db: CardDatabase) -> None:
    deck = parse_deck_text("Flogal", db)
    assert "the deck has 1 trigger; it must have exactly 16" in [
        v.message for v in check_deck(deck)
    ]


def test_r5_4_too_many_heals(td01: DeckList, edit: Edit) -> None:
    """R5.4 binds across names: 4 Elaine + 1 Genjo, legal otherwise under mixed_clans."""
    deck = edit(td01, {"Dragon Monk, Genjo": 1, "Flogal": 3})
    assert check_deck(deck, MIXED) == [
        Violation(
            ViolationCode.TOO_MANY_HEALS, "the deck has 5 heal triggers; at most 4 are allowed"
        )
    ]


def test_r5_4_and_r5_2_are_both_reported(td01: DeckList, edit: Edit) -> None:
    deck = edit(td01, {"Yggdrasil Maiden, Elaine": 5, "Flogal": 3})
    assert codes(check_deck(deck)) == ["TOO_MANY_COPIES", "TOO_MANY_HEALS"]


def test_r5_5_too_many_sentinels_under_mixed_clans(td01: DeckList, edit: Edit) -> None:
    """R5.5: the sentinel limit binds only with mixed clans (4 Iseult + 1 Barri)."""
    deck = edit(
        td01,
        {
            "Flash Shield, Iseult": 4,
            "Wyvern Guard, Barri": 1,
            "Starlight Unicorn": 0,
            "Wingal": 1,
        },
    )
    assert check_deck(deck, MIXED) == [
        Violation(
            ViolationCode.TOO_MANY_SENTINELS, "the deck has 5 sentinels; at most 4 are allowed"
        )
    ]
    four = edit(deck, {"Wyvern Guard, Barri": 0, "Wingal": 2})
    assert check_deck(four, MIXED) == []


def test_r5_6_mixed_clans(td01: DeckList, edit: Edit) -> None:
    deck = edit(td01, {"Wingal": 1, "Embodiment of Armor, Bahr": 1})
    assert check_deck(deck) == [
        Violation(
            ViolationCode.MIXED_CLANS,
            "the deck mixes 2 clans (Royal Paladin 49, Kagero 1); "
            "all cards must belong to one clan",
        )
    ]


def test_r30_12_mixed_clans_variant_allows_several_clans(td01: DeckList, edit: Edit) -> None:
    deck = edit(td01, {"Wingal": 1, "Embodiment of Armor, Bahr": 1})
    assert check_deck(deck, MIXED) == []


def test_r5_8_illegal_card_with_suggestions(db: CardDatabase, td01: DeckList, edit: Edit) -> None:
    deck = parse_deck_text("2x Blastr Blade\n1x Zzzzqqq", db)
    deck = DeckList("d", edit(td01, {"Wingal": 0, "Blaster Blade": 0}).entries, None, deck.unknown)
    assert check_deck(deck) == [
        Violation(
            ViolationCode.ILLEGAL_CARD,
            "line 1: 'Blastr Blade' is not a card of the Classic pool (BT01, TD01, TD02); "
            "did you mean: Blaster Blade, Master Fraude, Twin Blader?",
        ),
        Violation(
            ViolationCode.ILLEGAL_CARD,
            "line 2: 'Zzzzqqq' is not a card of the Classic pool (BT01, TD01, TD02)",
        ),
    ]


def test_r5_8_unknown_first_vanguard_is_an_illegal_card(db: CardDatabase) -> None:
    deck = parse_deck_text("first vanguard: Stardust Trumpter\nStardust Trumpeter", db)
    messages = [str(v) for v in check_deck(deck)]
    assert (
        "ILLEGAL_CARD: line 1: the first vanguard 'Stardust Trumpter' is not a card of the "
        "Classic pool (BT01, TD01, TD02); did you mean: Stardust Trumpeter?"
    ) in messages


def test_r5_7_deck_without_grade_0(db: CardDatabase) -> None:
    deck = parse_deck_text("4x Wingal", db)
    assert Violation(
        ViolationCode.FIRST_VANGUARD, "the deck has no grade 0 card, so it has no first vanguard"
    ) in check_deck(deck)


def test_r5_7_first_vanguard_must_be_grade_0(td01: DeckList, edit: Edit) -> None:
    deck = edit(td01, {}, first_vanguard="Blaster Blade")
    assert check_deck(deck) == [
        Violation(
            ViolationCode.FIRST_VANGUARD,
            "the first vanguard Blaster Blade is grade 2; it must be grade 0",
        )
    ]


def test_r5_7_first_vanguard_must_be_in_the_deck(td01: DeckList, edit: Edit) -> None:
    deck = edit(td01, {}, first_vanguard="Barcgal")
    assert check_deck(deck) == [
        Violation(ViolationCode.FIRST_VANGUARD, "the first vanguard Barcgal is not in the deck")
    ]
    both = edit(td01, {}, first_vanguard="Dragonic Overlord")
    assert [v.message for v in check_deck(both)] == [
        "the first vanguard Dragonic Overlord is grade 3; it must be grade 0",
        "the first vanguard Dragonic Overlord is not in the deck",
    ]


def test_r5_7_a_trigger_may_be_the_first_vanguard(td01: DeckList, edit: Edit) -> None:
    deck = edit(td01, {}, first_vanguard="Bringer of Good Luck, Epona")
    assert check_deck(deck) == []


def test_r5_7_no_preferred_first_vanguard_is_fine(td01: DeckList, edit: Edit) -> None:
    assert check_deck(edit(td01, {}, first_vanguard=None)) == []


def test_r5_8_all_violations_reported_in_code_order(db: CardDatabase) -> None:
    text = "\n".join(
        [
            "first vanguard: Blaster Blade",
            "6x Blaster Blade",
            "5x Yggdrasil Maiden, Elaine",
            "4x Flash Shield, Iseult",
            "1x Wyvern Guard, Barri",
            "2x Blastr Blade",
        ]
    )
    found = check_deck(parse_deck_text(text, db))
    assert codes(found) == [
        "DECK_SIZE",
        "TOO_MANY_COPIES",
        "TOO_MANY_COPIES",
        "TRIGGER_COUNT",
        "TOO_MANY_HEALS",
        "TOO_MANY_SENTINELS",
        "MIXED_CLANS",
        "ILLEGAL_CARD",
        "FIRST_VANGUARD",
    ]
    assert found[0].message == "the deck has 18 cards; it must have exactly 50"


def test_empty_deck(db: CardDatabase) -> None:
    deck = parse_deck_text("# nothing here", db)
    assert codes(check_deck(deck)) == ["DECK_SIZE", "TRIGGER_COUNT", "FIRST_VANGUARD"]
    assert check_deck(deck)[0].message == "the deck has 0 cards; it must have exactly 50"


@pytest.mark.parametrize("code", list(ViolationCode))
def test_violation_codes_are_the_r5_8_strings(code: ViolationCode) -> None:
    assert str(code) == code.name
