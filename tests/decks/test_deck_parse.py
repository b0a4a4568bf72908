"""The deck text format: every line form, comments, settings and format errors (R5.7)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vanguard.cards import CardDatabase, default_database, formats
from vanguard.decks import DeckList, DeckParseError, UnknownEntry, format_deck, parse_deck_text


def entries_by_name(deck: DeckList) -> dict[str, int]:
    return {card.name: count for card, count in deck.entries}


@pytest.mark.parametrize(
    "line",
    [
        "4x Blaster Blade",
        "4X Blaster Blade",
        "4 Blaster Blade",
        "4 x Blaster Blade",
        "4  x  Blaster Blade",
        "4× Blaster Blade",
        "4x BT01/002EN",
        "4 bt01/002en",
        "4 TD01/005",
        "4x blaster-blade",
        "  4x   blaster   BLADE  ",
        "4x Blaster Blade   # the ace",
    ],
)
def test_count_line_forms(db: CardDatabase, line: str) -> None:
    deck = parse_deck_text(line, db)
    assert entries_by_name(deck) == {"Blaster Blade": 4}
    assert deck.unknown == ()


def test_bare_name_counts_one(db: CardDatabase) -> None:
    deck = parse_deck_text("Wingal\nTD01/012", db)
    assert entries_by_name(deck) == {"Wingal": 1, "Stardust Trumpeter": 1}


def test_comments_and_blank_lines_are_ignored(db: CardDatabase) -> None:
    text = "# my deck\n\n   \n4x Wingal # boosts\n\t# 4x Barcgal\n"
    assert entries_by_name(parse_deck_text(text, db)) == {"Wingal": 4}


def test_entries_merge_by_card_in_first_appearance_order(db: CardDatabase) -> None:
    text = "2x Wingal\n1 Flogal\n2 BT01/044EN\nflogal"
    deck = parse_deck_text(text, db)
    assert entries_by_name(deck) == {"Wingal": 4, "Flogal": 2}
    assert [card.name for card, _ in deck.entries] == ["Wingal", "Flogal"]
    assert [card.name for card in deck.cards] == ["Wingal"] * 4 + ["Flogal"] * 2
    assert deck.size == 6


@pytest.mark.parametrize(
    "line",
    [
        "first vanguard: Stardust Trumpeter",
        "First Vanguard: stardust trumpeter",
        "FIRST VANGUARD:TD01/012EN",
        "first_vanguard: td01/012",
        "  first   vanguard  :  Stardust Trumpeter  # comment",
    ],
)
def test_first_vanguard_line(db: CardDatabase, line: str) -> None:
    deck = parse_deck_text(f"{line}\n1x Stardust Trumpeter", db)
    assert deck.first_vanguard is not None and deck.first_vanguard.name == "Stardust Trumpeter"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("4x Wingal", None),
        ("format: classic\n4x Wingal", "classic"),
        ("Format: Classic-BT03  # wave 1\n4x Wingal", "classic-bt03"),
    ],
)
def test_r5_9_format_line(db: CardDatabase, text: str, expected: str | None) -> None:
    """A deck file may say which format it is built for; the name is stored normalised."""
    assert parse_deck_text(text, db).format == expected


def test_name_comes_from_name_line_then_argument_then_source(db: CardDatabase) -> None:
    assert parse_deck_text("name: Knights\nWingal", db, name="arg").name == "Knights"
    assert parse_deck_text("Wingal", db, source="f.txt", name="arg").name == "arg"
    assert parse_deck_text("Wingal", db, source="f.txt").name == "f.txt"
    assert parse_deck_text("Wingal", db).source == "<text>"


def test_unknown_names_are_kept_with_suggestions(db: CardDatabase) -> None:
    """R5.8: unknown cards are reported by the deck check (ILLEGAL_CARD), not by the parser."""
    deck = parse_deck_text("4x Wingal\n3x Blastr Blade\nfirst vanguard: Stardust Trumpter", db)
    assert entries_by_name(deck) == {"Wingal": 4}
    assert deck.first_vanguard is None
    assert deck.unknown == (
        UnknownEntry(2, "Blastr Blade", 3, ("Blaster Blade", "Master Fraude", "Twin Blader")),
        UnknownEntry(3, "Stardust Trumpter", 0, ("Stardust Trumpeter",), first_vanguard=True),
    )
    assert deck.size == 4 and deck.listed_size == 7


def test_unknown_print_id_is_an_unknown_entry(db: CardDatabase) -> None:
    deck = parse_deck_text("4x BT01/099EN", db)
    assert deck.unknown[0].text == "BT01/099EN" and deck.unknown[0].count == 4


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("4x Wingal\n\n0x Flogal", 3, "line 3: count must be between 1 and 50, got 0"),
        ("-1 Flogal", 1, "line 1: count must be between 1 and 50, got -1"),
        ("51x Flogal", 1, "line 1: count must be between 1 and 50, got 51"),
        ("99999999999999999999x Flogal", 1, "count must be between 1 and 50, got 999999999999"),
        ("4xx Flogal", 1, "line 1: cannot read the count in '4xx Flogal'"),
        ("4xFlogal", 1, "cannot read the count"),
        ("4x", 1, "line 1: the card name after the count 4 is empty"),
        ("Wingal\n4 # nothing", 2, "line 2: the card name after the count 4 is empty"),
        ("first vanguard:", 1, "line 1: the value after 'first vanguard:' is empty"),
        (
            "first vanguard: Flogal\nWingal\nfirst vanguard: Wingal",
            3,
            "line 3: a second 'first vanguard:' line (the first is line 1)",
        ),
        ("name: a\nname: b", 2, "a second 'name:' line"),
        ("grade 3:\n4x Wingal", 1, "line 1: unknown setting 'grade 3'"),
        (
            "format: bt99",
            1,
            "line 1: unknown format 'bt99'; formats: classic, classic-bt03",
        ),
        ("format: classic\nformat: classic", 2, "a second 'format:' line (the first is line 1)"),
        ("format:", 1, "line 1: the value after 'format:' is empty"),
    ],
)
def test_format_errors(db: CardDatabase, text: str, line: int, message: str) -> None:
    with pytest.raises(DeckParseError) as info:
        parse_deck_text(text, db, source="deck.txt")
    error = info.value
    assert isinstance(error, ValueError)
    assert error.line == line
    assert error.source == "deck.txt"
    assert message in str(error)


def test_non_utf8_bytes_are_a_parse_error_with_a_line(db: CardDatabase) -> None:
    with pytest.raises(DeckParseError) as info:
        parse_deck_text(b"4x Wingal\n4x Fl\xf6gal\n", db)
    assert info.value.line == 2
    assert str(info.value) == "line 2: the text is not valid UTF-8 (byte 0xf6)"


def test_utf8_bytes_and_bom_are_accepted(db: CardDatabase) -> None:
    deck = parse_deck_text("\ufeff4x Wingal\r\n1 Flogal\r\n".encode(), db)
    assert entries_by_name(deck) == {"Wingal": 4, "Flogal": 1}
    assert entries_by_name(parse_deck_text("\ufeffWingal", db)) == {"Wingal": 1}


def test_format_deck_writes_the_text_format(td01: DeckList) -> None:
    text = format_deck(td01)
    lines = text.splitlines()
    assert lines[:3] == [
        "name: TD01 Blaster Blade",
        "first vanguard: Stardust Trumpeter",
        "4x Crimson Butterfly, Brigitte",
    ]
    assert text.endswith("4x Flogal\n")


def test_format_deck_keeps_unknown_entries(db: CardDatabase) -> None:
    deck = parse_deck_text("first vanguard: Nobody\n2x Wingal\n3x Blastr Blade", db, name="x")
    again = parse_deck_text(format_deck(deck), db)
    assert again.entries == deck.entries
    assert [(e.text, e.count, e.first_vanguard) for e in again.unknown] == [
        ("Nobody", 0, True),
        ("Blastr Blade", 3, False),
    ]


_CARDS = default_database().all()
_NAMES = st.text(
    alphabet=st.characters(categories=("L", "N", "P", "S", "Zs"), exclude_characters="#"),
    min_size=1,
    max_size=30,
).filter(lambda s: s == " ".join(s.split()) and s != "")


@st.composite
def deck_lists(draw: st.DrawFn) -> DeckList:
    entries = draw(
        st.lists(
            st.tuples(st.sampled_from(_CARDS), st.integers(1, 50)),
            unique_by=lambda entry: entry[0].id,
            max_size=20,
        )
    )
    first = draw(st.none() | st.sampled_from(_CARDS))
    deck_format = draw(st.sampled_from((None, *formats.names())))
    return DeckList(draw(_NAMES), tuple(entries), first, (), "<text>", deck_format)


@settings(max_examples=60, deadline=None)
@given(deck_lists())
def test_format_then_parse_round_trips(deck: DeckList) -> None:
    """format_deck and parse_deck_text are inverse on decks of known cards."""
    assert parse_deck_text(format_deck(deck), default_database()) == deck
