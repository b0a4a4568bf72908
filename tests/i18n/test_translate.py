"""`translate`: fields, plurals per language (CLDR), fallback to English, clear errors."""

from __future__ import annotations

import pytest

import vanguard.i18n.lookup as lookup
from vanguard.i18n import MissingMessage, MissingValue, UnknownLanguage, translate
from vanguard.i18n.messages import MessageSyntaxError, field_names, format_message


def test_fields_are_filled_in() -> None:
    assert translate("en", "ui.board.turn", turn=3) == "Turn 3"
    assert translate("ru", "ui.board.turn", turn=3) == "Ход 3"
    assert translate("ko", "ui.board.turn", turn=3) == "3턴"


@pytest.mark.parametrize(
    ("count", "russian"),
    [
        (1, "1 карта"),
        (2, "2 карты"),
        (5, "5 карт"),
        (11, "11 карт"),
        (21, "21 карта"),
        (24, "24 карты"),
    ],
)
def test_russian_plurals_follow_one_few_many(count: int, russian: str) -> None:
    assert translate("ru", "ui.board.cards", count=count) == russian


def test_english_and_korean_plurals() -> None:
    assert translate("en", "ui.board.cards", count=1) == "1 card"
    assert translate("en", "ui.board.cards", count=7) == "7 cards"
    assert translate("ko", "ui.board.cards", count=7) == "7장"


def test_exact_matches_win_over_categories() -> None:
    message = "{n, plural, =0 {none} one {# thing} other {# things}}"
    assert [format_message(message, {"n": n}, "en") for n in (0, 1, 2)] == [
        "none",
        "1 thing",
        "2 things",
    ]


def test_select_picks_a_branch_or_other() -> None:
    message = "{side, select, you {yours} other {theirs}}"
    assert format_message(message, {"side": "you"}, "en") == "yours"
    assert format_message(message, {"side": "x"}, "en") == "theirs"


def test_a_key_missing_from_a_language_falls_back_to_english(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    catalogues = {"en": {"ui.x": "Hello {name}"}, "ru": {}, "ko": {"ui.x": "안녕 {name}"}}
    monkeypatch.setattr(lookup, "messages", catalogues.__getitem__)
    assert translate("ru", "ui.x", name="Ann") == "Hello Ann"
    assert translate("ko", "ui.x", name="Ann") == "안녕 Ann"


def test_a_key_no_catalogue_has_is_a_clear_error() -> None:
    with pytest.raises(MissingMessage, match=r"no message 'ui\.nothing\.here'"):
        translate("ru", "ui.nothing.here")


def test_an_unknown_language_is_a_clear_error() -> None:
    with pytest.raises(UnknownLanguage, match="unknown language 'fr'; available: en, ru, ko"):
        translate("fr", "ui.common.ok")


def test_a_missing_value_names_the_field() -> None:
    with pytest.raises(MissingValue, match=r"needs a value for \{turn\}"):
        translate("en", "ui.board.turn")


def test_a_plural_needs_a_number() -> None:
    with pytest.raises(TypeError, match="needs a number"):
        translate("en", "ui.board.cards", count="many")


def test_field_names_look_inside_plural_branches() -> None:
    assert field_names("{n, plural, one {# {clan} card} other {# cards}} for {who}") == {
        "n",
        "clan",
        "who",
    }
    with pytest.raises(MessageSyntaxError):
        field_names("broken {x")
