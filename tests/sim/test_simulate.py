"""Simulation and game records (R2.7): batches of random games, and records that replay exactly."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from vanguard.decks import DeckList, load_deck
from vanguard.engine import Action, ActionKind, new_game
from vanguard.sim import (
    GameRecord,
    RecordError,
    load_record,
    play_game,
    replay_record,
    simulate,
)


@pytest.fixture(scope="module")
def td01() -> DeckList:
    return load_deck("td01")


@pytest.fixture(scope="module")
def td02() -> DeckList:
    return load_deck("td02")


@pytest.fixture(scope="module")
def record(td01: DeckList, td02: DeckList) -> GameRecord:
    return play_game(td01, td02, seed=11, first_player=0)


def test_simulate_counts_every_game_once_without_errors(td01: DeckList, td02: DeckList) -> None:
    """R1.2, R1.5: each game ends as a win for one side or a draw; none fails."""
    summary = simulate(td01, td02, games=12, seed=3).to_dict()
    assert set(summary) == {
        *("games", "wins_a", "wins_b", "draws", "avg_turns", "errors"),
        *("win_rate_a", "win_rate_a_ci95", "win_rate_b", "win_rate_b_ci95"),
        *("first_player_wins", "first_player_win_rate", "first_player_win_rate_ci95"),
    }
    assert summary["games"] == 12
    assert summary["errors"] == 0
    assert summary["wins_a"] + summary["wins_b"] + summary["draws"] == 12
    assert summary["avg_turns"] >= 2  # nobody can lose before the second turn's attacks


def test_simulate_is_a_function_of_its_arguments(td01: DeckList, td02: DeckList) -> None:
    """R2.7: the same decks, count and seed give the same summary; the seed matters."""
    first = simulate(td01, td02, games=8, seed=21).to_dict()
    again = simulate(td01, td02, games=8, seed=21).to_dict()
    assert first == again
    others = [simulate(td01, td02, games=8, seed=seed).to_dict() for seed in (22, 23, 24)]
    assert any(other != first for other in others)


def test_games_alternate_who_goes_first(td01: DeckList, td02: DeckList, tmp_path: Path) -> None:
    """Deck A is player 0 in every game; game i is started by player i % 2."""
    simulate(td01, td02, games=4, seed=1, record_dir=tmp_path)
    records = [load_record(path) for path in sorted(tmp_path.iterdir())]
    assert [r.first_player for r in records] == [0, 1, 0, 1]
    assert all(r.decks[0].name == td01.name and r.decks[1].name == td02.name for r in records)


def test_r30_13_variants_reach_every_game_and_its_record(
    td01: DeckList, td02: DeckList, tmp_path: Path
) -> None:
    """R30.13, R2.7: the variants of a simulation are played in every game, written into
    each record and replayed from it; under `first_player_choice` the sides alternate who
    wins the draw, and the summary counts who actually went first."""
    variants = ("mulligan_cr119", "first_player_choice")
    summary = simulate(td01, td02, games=4, seed=1, record_dir=tmp_path, variants=variants)
    assert summary.errors == 0
    records = [load_record(path) for path in sorted(tmp_path.iterdir())]
    assert [r.first_player for r in records] == [0, 1, 0, 1]
    firsts = []
    for r in records:
        assert r.variants == ["first_player_choice", "mulligan_cr119"]
        choice = Action.from_dict(r.decisions[0])
        assert choice.kind in (ActionKind.GO_FIRST, ActionKind.GO_SECOND)
        assert choice.player == r.first_player  # the draw's winner chooses
        game = replay_record(r)
        assert game.state_hash() == r.final_hash
        assert r.went_first() == game.first_player
        firsts.append(game.first_player)
    wins = sum(
        (r.result or {}).get("winner") == first for r, first in zip(records, firsts, strict=True)
    )
    assert summary.first_player_wins == wins
    with pytest.raises(ValueError, match="unknown rule variant"):
        simulate(td01, td02, games=1, seed=1, variants=("stride",))


def test_r2_7_a_record_replays_to_its_final_state(record: GameRecord) -> None:
    """R2.7: seed + decks + decisions replay the game to the recorded result and hash."""
    assert record.error is None
    assert record.result is not None
    assert record.decisions
    game = replay_record(record)
    assert game.is_over
    assert game.state_hash() == record.final_hash
    assert game.result is not None and game.result.to_dict() == record.result
    assert game.turn == record.turns


def test_r2_7_a_record_survives_its_file(record: GameRecord, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(record.to_json(), encoding="utf-8")
    loaded = load_record(path)
    assert loaded == record
    assert replay_record(loaded).state_hash() == record.final_hash


def test_record_dir_holds_one_replayable_file_per_game(
    td01: DeckList, td02: DeckList, tmp_path: Path
) -> None:
    summary = simulate(td01, td02, games=3, seed=9, record_dir=tmp_path / "records")
    files = sorted((tmp_path / "records").iterdir())
    assert [f.name for f in files] == ["game-00000.json", "game-00001.json", "game-00002.json"]
    assert summary.errors == 0
    for path in files:
        saved = load_record(path)
        assert replay_record(saved).state_hash() == saved.final_hash


def test_r20_1_an_illegal_decision_in_a_record_is_reported(record: GameRecord) -> None:
    """R20.1: replays use the checked `apply`; a decision that is not legal at its point
    (here the first mulligan made by the wrong player) stops the replay with its number."""
    decisions = [dict(d) for d in record.decisions]
    decisions[0]["player"] = 1 - decisions[0]["player"]
    tampered = dataclasses.replace(record, decisions=decisions)
    with pytest.raises(RecordError, match="decision 1 cannot be replayed"):
        replay_record(tampered)


def test_a_decision_that_is_not_an_action_is_reported(record: GameRecord) -> None:
    decisions = [dict(d) for d in record.decisions]
    decisions[3] = {"kind": "fly", "player": 0}
    with pytest.raises(RecordError, match=r"decision 4 cannot be replayed.*unknown action kind"):
        replay_record(dataclasses.replace(record, decisions=decisions))


def test_r20_1_an_activation_of_a_missing_card_in_a_record_is_reported(
    record: GameRecord,
) -> None:
    decisions = [dict(d) for d in record.decisions]
    player = decisions[0]["player"]
    decisions[0] = {"kind": "activate", "player": player, "card": 10**6, "choice": 0}
    with pytest.raises(RecordError, match="decision 1 cannot be replayed"):
        replay_record(dataclasses.replace(record, decisions=decisions))


def test_a_truncated_record_does_not_reach_the_recorded_state(record: GameRecord) -> None:
    game = replay_record(dataclasses.replace(record, decisions=record.decisions[:-1]))
    assert not game.is_over
    assert game.state_hash() != record.final_hash


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "is not JSON"),
        ("[1, 2]", "not a game record"),
        ('{"format": "vanguard-record/1"}', "malformed game record"),
        ('{"format": "chess/1", "seed": 1}', "not a game record"),
    ],
)
def test_unreadable_records_raise_record_error(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(RecordError, match=message):
        load_record(path)


def test_a_missing_record_file_raises_record_error(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read"):
        load_record(tmp_path / "nowhere.json")


def test_a_record_naming_an_unknown_card_raises_record_error(
    record: GameRecord, tmp_path: Path
) -> None:
    data = json.loads(record.to_json())
    data["decks"][0]["cards"][0] = "no-such-card"
    path = tmp_path / "unknown.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError, match="unknown card"):
        replay_record(load_record(path))


def test_r2_7_record_decisions_are_the_games_actions(
    record: GameRecord, td01: DeckList, td02: DeckList
) -> None:
    """The recorded decisions are exactly the actions of a game started from the record's
    seed and first player (the record stores decks by card id, in deck-list order)."""
    game = new_game(
        td01.cards,
        td02.cards,
        record.seed,
        first_player=record.first_player,
        first_vanguards=(td01.first_vanguard, td02.first_vanguard),
    )
    for data in record.decisions:
        action = Action.from_dict(data)
        assert action in game.legal_actions()
        game.apply(action)
    assert game.state_hash() == record.final_hash
