"""`vanguard deck check` and `vanguard deck show`: exit 0 legal, 1 illegal (R5.8), 2 unreadable."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from vanguard.cards import default_database
from vanguard.cli import main
from vanguard.decks import load_deck, parse_deck_text


def write(tmp_path: Path, text: str | bytes, name: str = "deck.txt") -> str:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, "utf-8")
    return str(path)


@pytest.mark.parametrize("name", ["td01", "TD02"])
def test_check_legal_trial_deck_prints_summary(name: str) -> None:
    result = CliRunner().invoke(main, ["deck", "check", name])
    assert result.exit_code == 0, result.output
    assert "(50 cards)" in result.stdout
    assert "16 (Critical 4, Draw 4, Stand 4, Heal 4)" in result.stdout


def test_check_illegal_deck_prints_every_violation(tmp_path: Path) -> None:
    """R5.3 and R5.8: one line per violation, code first, exit 1."""
    entries = load_deck("td01").entries
    lines = [f"{count}x {card.name}" for card, count in entries if card.name != "Flogal"]
    lines += ["3x Flogal", "1x Wingal", "1x Blastr Blade"]
    path = write(tmp_path, "\n".join(lines))
    result = CliRunner().invoke(main, ["deck", "check", path])
    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        "DECK_SIZE: the deck has 51 cards; it must have exactly 50",
        "TRIGGER_COUNT: the deck has 15 triggers; it must have exactly 16",
        "ILLEGAL_CARD: line 18: 'Blastr Blade' is not a card of the Classic pool "
        "(BT01, TD01, TD02); did you mean: Blaster Blade, Master Fraude, Twin Blader?",
    ]


def test_check_mixed_clans_variant(tmp_path: Path) -> None:
    """R5.6 by default, R30.12 with --variant mixed_clans."""
    deck = load_deck("td01")
    lines = [f"{n}x {c.name}" for c, n in deck.entries if c.name != "Wingal"]
    path = write(tmp_path, "\n".join([*lines, "1x Wingal", "1x Embodiment of Armor, Bahr"]))
    runner = CliRunner()
    strict = runner.invoke(main, ["deck", "check", path])
    assert strict.exit_code == 1
    assert strict.stdout.startswith("MIXED_CLANS: the deck mixes 2 clans")
    mixed = runner.invoke(main, ["deck", "check", path, "--variant", "mixed_clans"])
    assert mixed.exit_code == 0, mixed.output


def test_check_parse_error_exits_2_with_file_and_line(tmp_path: Path) -> None:
    path = write(tmp_path, "4x Wingal\n\n0x Flogal\n")
    result = CliRunner().invoke(main, ["deck", "check", path])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr == f"error: {path}: line 3: count must be between 1 and 50, got 0\n"


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (None, "no such file"),
        (b"4x Wingal\n\xff\n", "line 2: not valid UTF-8 text (byte 0xff)"),
        ("4xx Wingal", "line 1: cannot read the count"),
        ("first vanguard: Flogal\nfirst vanguard: Flogal", "line 2: a second 'first vanguard:'"),
    ],
)
def test_check_unreadable_exits_2_without_traceback(
    tmp_path: Path, content: str | bytes | None, expected: str
) -> None:
    path = str(tmp_path / "missing.txt") if content is None else write(tmp_path, content)
    result = CliRunner().invoke(main, ["deck", "check", path])
    assert result.exit_code == 2
    assert result.stderr.startswith(f"error: {path}: ")
    assert expected in result.stderr
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)


def test_check_directory_exits_2(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["deck", "check", str(tmp_path)])
    assert result.exit_code == 2
    assert result.stderr == f"error: {tmp_path}: is a directory, not a deck file\n"


def test_show_prints_a_list_that_parses_back() -> None:
    result = CliRunner().invoke(main, ["deck", "show", "td02"])
    assert result.exit_code == 0
    assert result.stdout.splitlines()[:2] == [
        "name: TD02 Dragonic Overlord",
        "first vanguard: Lizard Runner, Undeux",
    ]
    again = parse_deck_text(result.stdout, default_database(), source="td02")
    assert again == load_deck("td02")


def test_show_missing_file_exits_2(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["deck", "show", str(tmp_path / "nope")])
    assert result.exit_code == 2
    assert "no such file" in result.stderr


def test_deck_group_help() -> None:
    result = CliRunner().invoke(main, ["deck", "--help"])
    assert result.exit_code == 0
    assert "check" in result.stdout and "show" in result.stdout


def _owl_deck(tmp_path: Path, header: str = "") -> str:
    """TD01 with one Bringer of Good Luck, Epona swapped for Alabaster Owl (BT03 only)."""
    lines = [
        f"{count - (card.name == 'Bringer of Good Luck, Epona')}x {card.name}"
        for card, count in load_deck("td01").entries
    ]
    return write(tmp_path, header + "\n".join([*lines, "1x Alabaster Owl"]))


def test_r5_9_check_names_the_products_of_a_card_outside_the_format(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["deck", "check", _owl_deck(tmp_path)])
    assert result.exit_code == 1
    assert result.stdout == (
        "ILLEGAL_CARD: Alabaster Owl is not legal in format classic"
        " (printed in BT03; classic allows BT01, TD01, TD02)\n"
    )


def test_r5_9_check_reads_the_format_line_and_the_option_wins(tmp_path: Path) -> None:
    path = _owl_deck(tmp_path, "format: classic-bt03\n")
    runner = CliRunner()
    by_file = runner.invoke(main, ["deck", "check", path])
    assert by_file.exit_code == 0, by_file.output
    assert by_file.stdout.splitlines()[-1] == (
        "legal: the deck follows every deck construction rule (R5) of format classic-bt03"
    )
    by_option = runner.invoke(main, ["deck", "check", path, "--format", "classic"])
    assert by_option.exit_code == 1
    assert "not legal in format classic" in by_option.stdout
    plain = runner.invoke(main, ["deck", "check", _owl_deck(tmp_path), "--format", "classic-bt03"])
    assert plain.exit_code == 0, plain.output


def test_r5_9_check_td03_says_which_cards_are_not_yet_playable() -> None:
    """td03 names classic-bt03; until its abilities are scripted each such card is named."""
    deck = load_deck("td03")
    waiting = [c.name for c, _ in deck.entries if c.status.value == "not yet playable"]
    result = CliRunner().invoke(main, ["deck", "check", "td03"])
    assert result.exit_code == (1 if waiting else 0), result.output
    assert [line for line in result.stdout.splitlines() if "not implemented yet" in line] == [
        f"ILLEGAL_CARD: {name}: its abilities are not implemented yet, so it is legal in no format"
        for name in waiting
    ]


@pytest.mark.parametrize("name", ["td03", "td04"])
def test_r5_9_check_td03_td04_in_classic_names_the_products(name: str) -> None:
    result = CliRunner().invoke(main, ["deck", "check", name, "--format", "classic"])
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines and all(line.startswith("ILLEGAL_CARD: ") for line in lines)
    assert all(line.endswith("; classic allows BT01, TD01, TD02)") for line in lines)
    assert any(f"(printed in {name.upper()};" in line for line in lines)


def test_r5_9_check_unknown_format_is_a_usage_error_listing_the_formats() -> None:
    result = CliRunner().invoke(main, ["deck", "check", "td01", "--format", "modern"])
    assert result.exit_code == 2
    assert "unknown format 'modern'; formats: classic, classic-bt03" in result.stderr


def test_r5_9_check_unknown_format_line_exits_2_with_the_line(tmp_path: Path) -> None:
    path = write(tmp_path, "format: modern\n4x Wingal\n")
    result = CliRunner().invoke(main, ["deck", "check", path])
    assert result.exit_code == 2
    assert result.stderr == (
        f"error: {path}: line 1: unknown format 'modern'; formats: classic, classic-bt03\n"
    )


def test_show_keeps_the_format_line() -> None:
    result = CliRunner().invoke(main, ["deck", "show", "td04"])
    assert result.exit_code == 0
    assert result.stdout.splitlines()[:3] == [
        "name: TD04 Maiden Princess of the Cherry Blossoms",
        "format: classic-bt03",
        "first vanguard: Lozenge Magus",
    ]
    assert parse_deck_text(result.stdout, default_database(), source="td04") == load_deck("td04")
