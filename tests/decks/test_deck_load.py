"""Loading decks: the built-in trial decks (exact SOURCES.md composition) and file errors."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from vanguard.cards import CardDatabase, Trigger
from vanguard.decks import (
    DeckFileError,
    DeckList,
    DeckParseError,
    builtin_deck_names,
    deck_summary,
    load_deck,
    parse_deck_text,
)
from vanguard.decks.load import MAX_FILE_BYTES

TD01 = {
    "Crimson Butterfly, Brigitte": 4,
    "Knight of Conviction, Bors": 1,
    "Solitary Knight, Gancelot": 2,
    "Knight of Silence, Gallatin": 4,
    "Blaster Blade": 1,
    "Knight of the Harp, Tristan": 3,
    "Covenant Knight, Randolf": 4,
    "Little Sage, Marron": 4,
    "Wingal": 2,
    "Starlight Unicorn": 4,
    "Knight of Rose, Morgana": 4,
    "Stardust Trumpeter": 1,
    "Bringer of Good Luck, Epona": 4,
    "Yggdrasil Maiden, Elaine": 4,
    "Weapons Dealer, Govannon": 4,
    "Flogal": 4,
}
TD02 = {
    "Dragonic Overlord": 2,
    "Dragon Monk, Goku": 1,
    "Demonic Dragon Berserker, Yaksha": 4,
    "Dragon Knight, Nehalem": 4,
    "Berserk Dragon": 4,
    "Wyvern Strike, Tejas": 4,
    "Embodiment of Armor, Bahr": 4,
    "Dragon Monk, Gojo": 2,
    "Flame of Hope, Aermo": 4,
    "Demonic Dragon Madonna, Joka": 2,
    "Wyvern Strike, Jarran": 2,
    "Lizard Runner, Undeux": 1,
    "Dragon Dancer, Monica": 4,
    "Lizard Soldier, Ganlu": 4,
    "Dragon Monk, Genjo": 4,
    "Demonic Dragon Mage, Rakshasa": 4,
}


def test_builtin_deck_names() -> None:
    assert builtin_deck_names() == ("td01", "td02", "td03", "td04")


@pytest.mark.parametrize(
    ("name", "expected", "first", "clan"),
    [
        ("td01", TD01, "Stardust Trumpeter", "Royal Paladin"),
        ("TD02", TD02, "Lizard Runner, Undeux", "Kagero"),
    ],
)
def test_trial_decks_match_sources(
    db: CardDatabase, name: str, expected: dict[str, int], first: str, clan: str
) -> None:
    """R5.1/R5.3/R5.7: 50 cards, 16 triggers (4 of each kind), a grade 0 first vanguard."""
    deck = load_deck(name, db)
    assert {card.name: count for card, count in deck.entries} == expected
    assert deck.size == len(deck.cards) == 50
    assert deck.unknown == ()
    assert deck.first_vanguard is not None and deck.first_vanguard.name == first
    assert deck.first_vanguard.grade == 0 and not deck.first_vanguard.is_trigger
    assert {card.clan for card in deck.cards} == {clan}
    for trigger in (Trigger.CRITICAL, Trigger.DRAW, Trigger.STAND, Trigger.HEAL):
        assert sum(card.trigger is trigger for card in deck.cards) == 4
    assert deck.source == name.lower()


def test_load_deck_uses_the_default_database(td01: DeckList) -> None:
    assert load_deck(" Td01 ") == td01


def test_load_file_named_by_stem(db: CardDatabase, tmp_path: Path) -> None:
    path = tmp_path / "knights.txt"
    path.write_text("4x Wingal\n", "utf-8")
    deck = load_deck(str(path), db)
    assert deck.name == "knights" and deck.source == str(path) and deck.size == 4


def test_missing_file(db: CardDatabase, tmp_path: Path) -> None:
    with pytest.raises(DeckFileError) as info:
        load_deck(str(tmp_path / "nope.txt"), db)
    assert str(info.value) == (
        f"{tmp_path / 'nope.txt'}: no such file (built-in decks: td01, td02, td03, td04)"
    )
    assert isinstance(info.value, ValueError)


def test_directory(db: CardDatabase, tmp_path: Path) -> None:
    with pytest.raises(DeckFileError, match="is a directory"):
        load_deck(str(tmp_path), db)


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root can read any file"
)
def test_unreadable_file(db: CardDatabase, tmp_path: Path) -> None:
    path = tmp_path / "secret.txt"
    path.write_text("4x Wingal\n", "utf-8")
    path.chmod(0)
    try:
        with pytest.raises(DeckFileError, match="permission denied"):
            load_deck(str(path), db)
    finally:
        path.chmod(0o600)


def test_unreadable_file_even_as_root(
    db: CardDatabase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "secret.txt"
    path.write_text("4x Wingal\n", "utf-8")

    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "open", refuse)
    with pytest.raises(DeckFileError, match="permission denied"):
        load_deck(str(path), db)


def test_other_os_errors(db: CardDatabase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(Path, "open", fail)
    with pytest.raises(DeckFileError, match="cannot read: Input/output error"):
        load_deck(str(tmp_path / "x.txt"), db)


def test_not_utf8_file(db: CardDatabase, tmp_path: Path) -> None:
    path = tmp_path / "latin1.txt"
    path.write_bytes("4x Wingal\n# café\n".encode("latin-1"))
    with pytest.raises(DeckFileError) as info:
        load_deck(str(path), db)
    assert str(info.value) == f"{path}: line 2: not valid UTF-8 text (byte 0xe9)"


def test_huge_file(db: CardDatabase, tmp_path: Path) -> None:
    path = tmp_path / "huge.txt"
    path.write_bytes(b"#" * (MAX_FILE_BYTES + 1))
    with pytest.raises(DeckFileError, match="not a deck list"):
        load_deck(str(path), db)


def test_parse_error_names_the_file(db: CardDatabase, tmp_path: Path) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("4x Wingal\n\n0x Flogal\n", "utf-8")
    with pytest.raises(DeckParseError) as info:
        load_deck(str(path), db)
    assert info.value.source == str(path)
    assert str(info.value) == "line 3: count must be between 1 and 50, got 0"


def test_summary_of_td01(td01: DeckList) -> None:
    summary = deck_summary(td01)
    assert summary.splitlines()[0] == "TD01 Blaster Blade (50 cards)"
    assert "G0: 17  G1: 14  G2: 12  G3: 7" in summary
    assert "16 (Critical 4, Draw 4, Stand 4, Heal 4)" in summary
    assert "Royal Paladin 50" in summary
    assert "first vanguard: Stardust Trumpeter" in summary


def test_summary_without_chosen_first_vanguard(db: CardDatabase) -> None:
    deck = parse_deck_text("name: mini\n4x Wingal\n2x Barcgal\n3 Blastr Blade", db)
    summary = deck_summary(deck)
    assert "first vanguard: not chosen; e.g. Barcgal" in summary
    assert "unknown cards:  'Blastr Blade'" in summary
    assert "mini (6 cards)" in summary
