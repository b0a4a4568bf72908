"""`vanguard cards`, `vanguard card` and `vanguard validate`: output and exit codes."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from vanguard.cards import CardStatus
from vanguard.cards import default_database as db
from vanguard.cards.records import read_records
from vanguard.cli import main

KEYS = {
    "id",
    "name",
    "clan",
    "race",
    "grade",
    "skill",
    "power",
    "shield",
    "critical",
    "trigger",
    "sentinel",
    "prints",
    "rarities",
    "printed_abilities",
    "status",
    "formats",
}


def test_cards_json_lists_every_card_with_every_print() -> None:
    result = CliRunner().invoke(main, ["cards", "--json"])
    assert result.exit_code == 0, result.output
    cards = json.loads(result.stdout)
    assert len(cards) == 266
    assert all(set(card) >= KEYS for card in cards)
    assert sum(len(card["prints"]) for card in cards) == 340
    shout = next(c for c in cards if c["name"] == "Screamin' and Dancin' Announcer, Shout")
    assert shout["prints"] == ["BT01/061EN", "TD03/009EN"]  # a reprint, not a second card
    assert shout["formats"] == ["classic", "classic-bt03"]
    calf = next(c for c in cards if c["name"] == "Bloody Calf")
    assert (calf["status"], calf["formats"]) == ("unverified", [])
    blaster = cards[1]
    assert blaster["id"] == "blaster-blade"
    assert blaster["prints"] == ["BT01/002EN", "BT01/S02EN", "TD01/005EN"]
    assert blaster["rarities"] == ["RRR", "SP", "TD"]
    assert (blaster["grade"], blaster["power"], blaster["shield"]) == (2, 9000, 5000)
    assert (blaster["skill"], blaster["trigger"], blaster["sentinel"]) == (
        "Intercept",
        "none",
        False,
    )


def test_cards_table() -> None:
    result = CliRunner().invoke(main, ["cards"])
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert len(lines) == 267
    assert lines[0].split()[:3] == ["name", "clan", "G"]
    assert lines[1].startswith("King of Knights, Alfred")


def test_card_by_name_without_quotes() -> None:
    result = CliRunner().invoke(main, ["card", "Blaster", "Blade"])
    assert result.exit_code == 0
    assert result.stdout.splitlines()[0] == "Blaster Blade  [blaster-blade]"
    assert "power:     9000" in result.stdout
    assert "BT01/002EN (RRR), BT01/S02EN (SP), TD01/005EN (TD)" in result.stdout


def test_card_by_print_id_and_card_id_as_json() -> None:
    runner = CliRunner()
    by_print = runner.invoke(main, ["card", "bt01/011", "--json"])
    by_id = runner.invoke(main, ["card", "flash-shield-iseult", "--json"])
    assert by_print.exit_code == by_id.exit_code == 0
    assert json.loads(by_print.stdout) == json.loads(by_id.stdout)
    assert json.loads(by_id.stdout)["sentinel"] is True


def test_unknown_card_exits_1_with_suggestions() -> None:
    result = CliRunner().invoke(main, ["card", "Blastr Blade"])
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr == (
        "unknown card 'Blastr Blade'; did you mean: Blaster Blade, Master Fraude, Twin Blader?\n"
    )


def test_card_needs_a_name() -> None:
    assert CliRunner().invoke(main, ["card"]).exit_code == 2


def test_validate_packaged_data_counts_the_cards_no_format_allows_yet() -> None:
    """R5.9: unscripted and unverified cards are information, not errors."""
    unscripted = sum(c.status is CardStatus.NOT_YET_PLAYABLE for c in db().all())
    result = CliRunner().invoke(main, ["validate"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "card database OK: 266 cards, 340 prints"
    if unscripted:
        assert lines[1] == (
            f"not yet playable: {unscripted} card(s) whose abilities are not scripted yet"
            " (legal in no format until they are)"
        )
    assert lines[-1] == (
        "unverified: 2 card(s) whose printed text is unknown (legal in no format):"
        " Bloody Calf, Circle Magus"
    )


def test_cards_format_lists_only_the_cards_legal_in_it() -> None:
    """R5.9: classic is exactly BT01 + TD01 + TD02; classic-bt03 adds playable wave-1 cards."""
    runner = CliRunner()
    classic = json.loads(runner.invoke(main, ["cards", "--json", "--format", "classic"]).stdout)
    assert len(classic) == 94
    wide = json.loads(runner.invoke(main, ["cards", "--json", "--format", "classic-bt03"]).stdout)
    assert {c["id"] for c in classic} < {c["id"] for c in wide}
    assert all(c["status"] == "playable" for c in wide)
    assert {"bloody-calf", "circle-magus"}.isdisjoint(c["id"] for c in wide)  # unverified
    vanilla_wave1 = db().lookup("Werwolf Sieger")  # BT03, no printed ability: playable at once
    assert vanilla_wave1.id in {c["id"] for c in wide} - {c["id"] for c in classic}


def test_cards_unknown_format_is_a_usage_error_listing_the_formats() -> None:
    result = CliRunner().invoke(main, ["cards", "--format", "bt99"])
    assert result.exit_code == 2
    assert "unknown format 'bt99'; formats: classic, classic-bt03" in result.stderr
    assert result.stdout == ""


def test_validate_good_file(tmp_path: Path) -> None:
    path = tmp_path / "pool.json"
    path.write_text(json.dumps(read_records()[:3]), "utf-8")
    result = CliRunner().invoke(main, ["validate", "--file", str(path)])
    assert result.exit_code == 0
    assert result.stdout == f"card database {path} OK: 3 cards, 7 prints\n"


def test_validate_bad_file_lists_problems_on_stderr(tmp_path: Path) -> None:
    records = read_records()
    records[0]["grade"] = 5
    records[2]["trigger"] = "Front"
    path = tmp_path / "pool.json"
    path.write_text(json.dumps(records), "utf-8")
    result = CliRunner().invoke(main, ["validate", "--file", str(path)])
    assert result.exit_code == 1
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert lines[0] == "card #1 'King of Knights, Alfred': grade 5 is outside 0..3"
    assert lines[1].startswith("card #3 'Barcgal': unknown trigger 'Front'")
    assert lines[-1] == "2 problem(s) found"


def test_validate_unreadable_file(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["validate", "--file", str(tmp_path / "missing.json")])
    assert result.exit_code == 1
    assert "cannot read" in result.stderr
    assert "Traceback" not in result.output


def test_card_shows_its_status_and_formats() -> None:
    """R5.9: one card says whether it is playable and where it is legal."""
    runner = CliRunner()
    blade = runner.invoke(main, ["card", "Blaster Blade"]).stdout.splitlines()
    assert "  status:    playable" in blade
    assert "  formats:   classic, classic-bt03" in blade
    calf = runner.invoke(main, ["card", "BT03/026EN"]).stdout.splitlines()
    assert calf[0] == "Bloody Calf  [bloody-calf]"
    assert "  status:    unverified" in calf and "  formats:   none" in calf
