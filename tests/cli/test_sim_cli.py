"""`vanguard simulate` and `vanguard replay`: machine-readable summaries, replayable records
(R2.7), and one-line errors (never a traceback) for bad decks and bad records."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from vanguard.ai import AGENT_NAMES
from vanguard.cli import main
from vanguard.decks import load_deck

SIMULATE = [
    *("simulate", "--deck-a", "td01", "--deck-b", "td02"),
    *("--games", "20", "--seed", "5", "--workers", "1"),
]
#: Every key of `vanguard simulate --json`: the counts first published, then the rates.
JSON_KEYS = {
    *("games", "wins_a", "wins_b", "draws", "avg_turns", "errors"),
    *("win_rate_a", "win_rate_a_ci95", "win_rate_b", "win_rate_b_ci95"),
    *("first_player_wins", "first_player_win_rate", "first_player_win_rate_ci95"),
    *("ai_a", "ai_b", "deck_a", "deck_b", "seed", "variants"),
}


def run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def assert_clean_failure(result: Result) -> None:
    """A non-zero exit with a message, and no Python exception escaping to the user."""
    assert result.exit_code != 0, result.output
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(
        result.exception
    )
    assert result.output.strip(), "a failure must say what is wrong"


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """Records of a small simulation, written once for the whole module (do not modify)."""
    folder = tmp_path_factory.mktemp("records")
    result = run(
        "simulate",
        "--games",
        "4",
        "--seed",
        "2",
        "--workers",
        "1",
        "--json",
        "--record",
        str(folder),
    )
    assert result.exit_code == 0, result.output
    return sorted(folder.iterdir())


def tampered(records: list[Path], tmp_path: Path, change: dict[str, object]) -> Path:
    data = json.loads(records[0].read_text(encoding="utf-8"))
    data.update(change)
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# ---------------------------------------------------------------------------- simulate


def test_simulate_json_prints_exactly_one_summary_object() -> None:
    result = run(*SIMULATE, "--json")
    assert result.exit_code == 0, result.output
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 1
    summary = json.loads(lines[0])
    assert isinstance(summary, dict)
    assert set(summary) == JSON_KEYS
    assert summary["games"] == 20
    assert summary["errors"] == 0
    assert summary["wins_a"] + summary["wins_b"] + summary["draws"] == 20
    assert summary["avg_turns"] > 0


def test_r2_7_simulate_same_arguments_same_output() -> None:
    first = run(*SIMULATE, "--json")
    second = run(*SIMULATE, "--json")
    assert first.exit_code == second.exit_code == 0
    assert first.stdout == second.stdout


def test_simulate_different_seeds_give_different_runs() -> None:
    base = run(*SIMULATE, "--json").stdout
    others = [
        run("simulate", "--games", "20", "--seed", str(seed), "--workers", "1", "--json").stdout
        for seed in (6, 7)
    ]
    assert any(other != base for other in others)


def test_simulate_plain_output_names_the_decks_and_counts() -> None:
    result = run("simulate", "--games", "3", "--seed", "1", "--workers", "1")
    assert result.exit_code == 0, result.output
    assert "errors" in result.stdout
    assert "3 games, seed 1" in result.stdout


def test_simulate_json_rates_agree_with_the_counts() -> None:
    summary = json.loads(run(*SIMULATE, "--json").stdout)
    finished = summary["games"] - summary["errors"]
    assert summary["win_rate_a"] == round(summary["wins_a"] / finished, 4)
    assert summary["win_rate_b"] == round(summary["wins_b"] / finished, 4)
    assert summary["first_player_win_rate"] == round(summary["first_player_wins"] / finished, 4)
    for key in ("win_rate_a", "win_rate_b", "first_player_win_rate"):
        low, high = summary[f"{key}_ci95"]
        assert 0 <= low <= summary[key] <= high <= 1
    assert (summary["deck_a"], summary["deck_b"]) == (
        "TD01 Blaster Blade",
        "TD02 Dragonic Overlord",
    )
    assert (summary["ai_a"], summary["ai_b"], summary["seed"]) == ("random", "random", 5)


def test_r2_7_simulate_gives_the_same_json_whatever_the_number_of_workers() -> None:
    """Game i's seed comes from (S, i): one in-process worker and two spawned worker
    processes print byte-identical JSON."""
    arguments = ["simulate", "--games", "12", "--seed", "9", "--json", "--deck-b", "random"]
    alone = run(*arguments, "--workers", "1")
    spread = run(*arguments, "--workers", "2")
    assert alone.exit_code == spread.exit_code == 0, alone.output + spread.output
    assert spread.stdout == alone.stdout


def test_simulate_ai_sets_both_sides_and_ai_a_ai_b_override_it() -> None:
    both = json.loads(run(*SIMULATE, "--games", "2", "--ai", "random", "--json").stdout)
    assert (both["ai_a"], both["ai_b"]) == ("random", "random")
    sides = run(*SIMULATE, "--games", "2", "--ai-a", "random", "--ai-b", "random", "--json")
    assert sides.exit_code == 0, sides.output
    assert json.loads(sides.stdout)["ai_b"] == "random"


@pytest.mark.skipif("heuristic" not in AGENT_NAMES, reason="the heuristic AI is not registered")
def test_simulate_can_pit_two_different_agents() -> None:
    result = run(*SIMULATE, "--games", "2", "--ai", "random", "--ai-b", "heuristic", "--json")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert (summary["ai_a"], summary["ai_b"]) == ("random", "heuristic")
    assert summary["errors"] == 0


@pytest.mark.parametrize("option", ["--ai", "--ai-a", "--ai-b"])
def test_simulate_rejects_an_unknown_agent(option: str) -> None:
    result = run(*SIMULATE, option, "genius")
    assert_clean_failure(result)
    assert "genius" in result.output
    assert "random" in result.output  # the valid choices are listed


def test_r30_13_simulate_plays_under_the_variants_it_is_given() -> None:
    """`--variant` (repeatable) enables R30 variants in every game; unknown ids are refused."""
    result = run(*SIMULATE, "--variant", "first_player_choice", "--variant", "mulligan_cr119")
    assert result.exit_code == 0, result.output
    assert "variants first_player_choice, mulligan_cr119" in result.output
    data = json.loads(run(*SIMULATE, "--variant", "mulligan_cr119", "--json").stdout)
    assert data["variants"] == ["mulligan_cr119"] and data["errors"] == 0
    assert json.loads(run(*SIMULATE, "--json").stdout)["variants"] == []
    assert_clean_failure(run(*SIMULATE, "--variant", "stride"))


def test_simulate_rejects_zero_workers() -> None:
    result = run(*SIMULATE[:-2], "--workers", "0")
    assert_clean_failure(result)
    assert "--workers" in result.output


def test_simulate_plain_output_is_a_table_with_intervals() -> None:
    result = run(*SIMULATE, "--games", "4")
    assert result.exit_code == 0, result.output
    for row in ("A wins", "B wins", "first player wins", "draws", "errors", "average length"):
        assert row in result.stdout
    assert "95% interval" in result.stdout
    assert "(A, random)" in result.stdout and "(B, random)" in result.stdout


def test_simulate_ray_backend_without_ray_says_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # makes `import ray` fail
    result = run(*SIMULATE, "--games", "2", "--backend", "ray", "--json")
    assert_clean_failure(result)
    assert "pip install 'vanguard-remaster[ray]'" in result.output
    assert result.stdout == ""  # no half-made JSON


def test_simulate_rejects_an_unknown_random_clan() -> None:
    result = run(*SIMULATE, "--deck-a", "random:Nobody")
    assert_clean_failure(result)
    assert "deck A" in result.output and "Nobody" in result.output


def test_simulate_reports_a_record_folder_that_cannot_be_made(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    result = run(*SIMULATE, "--games", "1", "--record", str(blocker / "records"))
    assert_clean_failure(result)
    assert "cannot write records" in result.output


def test_record_writes_one_file_per_game(records: list[Path]) -> None:
    assert [path.name for path in records] == [f"game-{i:05d}.json" for i in range(4)]


def test_r2_7_replay_accepts_every_recorded_game(records: list[Path]) -> None:
    for path in records:
        result = run("replay", str(path))
        assert result.exit_code == 0, result.output
        assert f"{path}: OK" in result.stdout


def test_replay_accepts_several_files_at_once(records: list[Path]) -> None:
    result = run("replay", *map(str, records))
    assert result.exit_code == 0, result.output
    assert result.stdout.count(": OK") == len(records)


# ---------------------------------------------------------------------------- bad records


def test_replay_rejects_a_changed_final_hash(records: list[Path], tmp_path: Path) -> None:
    path = tampered(records, tmp_path, {"final_hash": "0" * 64})
    result = run("replay", str(path))
    assert_clean_failure(result)
    assert "FAILED: final state differs" in result.output


def test_r20_1_replay_rejects_an_illegal_decision(records: list[Path], tmp_path: Path) -> None:
    """R20.1: the first mulligan (decision 1), declared by the wrong player, is refused."""
    data = json.loads(records[0].read_text(encoding="utf-8"))
    decisions = data["decisions"]
    decisions[0]["player"] = 1 - decisions[0]["player"]
    path = tampered(records, tmp_path, {"decisions": decisions})
    result = run("replay", str(path))
    assert_clean_failure(result)
    assert "decision 1 cannot be replayed" in result.output
    assert "NOT_YOUR_DECISION" in result.output


def test_replay_rejects_a_decision_that_is_not_an_action(
    records: list[Path], tmp_path: Path
) -> None:
    data = json.loads(records[0].read_text(encoding="utf-8"))
    decisions = data["decisions"]
    decisions[2] = {"kind": "attack", "player": 0, "card": "Blaster Blade"}
    path = tampered(records, tmp_path, {"decisions": decisions})
    result = run("replay", str(path))
    assert_clean_failure(result)
    assert "decision 3 cannot be replayed" in result.output


def test_replay_rejects_an_activation_of_a_card_that_does_not_exist(
    records: list[Path], tmp_path: Path
) -> None:
    data = json.loads(records[0].read_text(encoding="utf-8"))
    decisions = data["decisions"]
    player = decisions[0]["player"]
    decisions[0] = {"kind": "activate", "player": player, "card": 10**6, "choice": 0}
    path = tampered(records, tmp_path, {"decisions": decisions})
    result = run("replay", str(path))
    assert_clean_failure(result)
    assert "decision 1 cannot be replayed" in result.output


def test_replay_rejects_a_truncated_record(records: list[Path], tmp_path: Path) -> None:
    data = json.loads(records[0].read_text(encoding="utf-8"))
    path = tampered(records, tmp_path, {"decisions": data["decisions"][:-3]})
    result = run("replay", str(path))
    assert_clean_failure(result)
    assert "final state differs" in result.output


def test_replay_rejects_a_record_of_a_failed_game(records: list[Path], tmp_path: Path) -> None:
    path = tampered(records, tmp_path, {"error": "RuntimeError: boom"})
    result = run("replay", str(path))
    assert_clean_failure(result)
    assert "ended in an error" in result.output


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{this is not json", "is not JSON"),
        ("", "is not JSON"),
        ('{"seed": 1}', "not a game record"),
        ('{"format": "vanguard-record/1", "seed": 1}', "malformed game record"),
    ],
    ids=["broken-json", "empty", "no-format", "missing-fields"],
)
def test_replay_rejects_malformed_files(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    result = run("replay", str(path))
    assert_clean_failure(result)
    assert message in result.output


def test_replay_rejects_a_missing_file(tmp_path: Path) -> None:
    result = run("replay", str(tmp_path / "missing.json"))
    assert_clean_failure(result)
    assert "missing.json" in result.output
    assert "cannot read" in result.output


def test_replay_reports_each_bad_file_and_still_checks_the_good_ones(
    records: list[Path], tmp_path: Path
) -> None:
    missing = tmp_path / "missing.json"
    result = run("replay", str(records[0]), str(missing), str(records[1]))
    assert_clean_failure(result)
    assert result.stdout.count(": OK") == 2
    assert "missing.json: FAILED" in result.output


# ---------------------------------------------------------------------------- bad decks


def test_simulate_rejects_a_missing_deck_file(tmp_path: Path) -> None:
    result = run("simulate", "--deck-a", str(tmp_path / "nope.txt"), "--games", "1", "--json")
    assert_clean_failure(result)
    assert "deck A" in result.output
    assert "no such file" in result.output


def test_simulate_rejects_an_illegal_deck(tmp_path: Path) -> None:
    """R5: a 49-card deck is refused before any game is played."""
    deck = load_deck("td02")
    lines = [f"{count}x {card.name}" for card, count in deck.entries]
    first = deck.entries[0]
    lines[0] = f"{first[1] - 1}x {first[0].name}"
    path = tmp_path / "short.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    result = run("simulate", "--deck-b", str(path), "--games", "1", "--json")
    assert_clean_failure(result)
    assert "deck B" in result.output
    assert "not a legal deck" in result.output
    assert "DECK_SIZE" in result.output


def test_simulate_rejects_a_deck_with_unknown_cards(tmp_path: Path) -> None:
    path = tmp_path / "typo.txt"
    path.write_text("50x Blastr Blade\n", encoding="utf-8")
    result = run("simulate", "--deck-a", str(path), "--games", "1")
    assert_clean_failure(result)
    assert "not a legal deck" in result.output


def test_simulate_rejects_a_directory_as_deck(tmp_path: Path) -> None:
    result = run("simulate", "--deck-a", str(tmp_path), "--games", "1", "--json")
    assert_clean_failure(result)
    assert "is a directory" in result.output


def test_simulate_rejects_a_binary_deck_file(tmp_path: Path) -> None:
    path = tmp_path / "deck.bin"
    path.write_bytes(b"\xff\xfe\x00garbage")
    result = run("simulate", "--deck-a", str(path), "--games", "1", "--json")
    assert_clean_failure(result)
    assert "deck A" in result.output


def test_r5_9_simulate_plays_random_decks_of_the_chosen_format() -> None:
    result = run(
        *("simulate", "--deck-a", "random:Royal Paladin", "--deck-b", "td01"),
        *("--format", "classic-bt03", "--games", "2", "--workers", "1", "--json"),
    )
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["deck_a"] == "random Royal Paladin (classic-bt03)"
    assert summary["errors"] == 0 and summary["games"] == 2


def test_r5_9_simulate_checks_deck_lists_against_the_format() -> None:
    """td03 is not legal in classic: the products are named before any game is played."""
    result = run(*SIMULATE, "--deck-a", "td03", "--format", "classic")
    assert_clean_failure(result)
    assert "deck A: td03 is not a legal deck" in result.output
    assert "(printed in TD03; classic allows BT01, TD01, TD02)" in result.output


def test_r5_9_simulate_rejects_an_unknown_format() -> None:
    result = run(*SIMULATE, "--format", "modern")
    assert result.exit_code == 2
    assert "unknown format 'modern'; formats: classic, classic-bt03" in result.output


def test_r5_9_simulate_random_clan_outside_the_format_says_which_clans_can_play() -> None:
    result = run(*SIMULATE, "--deck-a", "random:Pale Moon")
    assert_clean_failure(result)
    assert "cannot build random decks of 'Pale Moon' in format classic" in result.output
