"""Simulations spread over worker processes (and Ray): the same games, the same summary and
the same records whatever the number of workers (R2.7: a game is a function of its seed)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from vanguard.decks import DeckList, load_deck
from vanguard.sim import BackendUnavailable, RandomDecks, SimulationJob, simulate
from vanguard.sim.backends import CHUNK_SECONDS, MAX_CHUNK, chunk_ranges, next_chunk_size

HAS_RAY = importlib.util.find_spec("ray") is not None


@pytest.fixture(scope="module")
def td01() -> DeckList:
    return load_deck("td01")


@pytest.fixture(scope="module")
def td02() -> DeckList:
    return load_deck("td02")


@pytest.mark.parametrize(("games", "workers"), [(0, 2), (1, 4), (7, 2), (100, 2), (5000, 3)])
def test_chunks_cover_every_game_exactly_once(games: int, workers: int) -> None:
    chunks = chunk_ranges(games, workers)
    assert [index for chunk in chunks for index in chunk] == list(range(games))
    assert all(len(chunk) >= 1 for chunk in chunks)


def test_local_chunks_grow_to_about_half_a_second_of_play() -> None:
    """Slow players' games go one by one (a lively progress bar), quick ones in batches."""
    assert CHUNK_SECONDS == 0.5
    assert next_chunk_size(1, 60.0) == 1  # a search game of a minute
    assert next_chunk_size(4, 0.2) == 10  # 50 ms games
    assert next_chunk_size(50, 0.25) == MAX_CHUNK  # random games: capped
    assert next_chunk_size(0, 0.0) == MAX_CHUNK


def test_r2_7_two_workers_play_the_same_games_as_one(
    td01: DeckList, td02: DeckList, tmp_path: Path
) -> None:
    """Each game's seed comes from (seed, index): the summary and every record are
    byte-identical whether games are played in this process or in two spawned workers."""
    alone = simulate(td01, td02, 6, 17, record_dir=tmp_path / "one", workers=1)
    spread = simulate(td01, td02, 6, 17, record_dir=tmp_path / "two", workers=2)
    assert spread.to_dict() == alone.to_dict()
    names = sorted(p.name for p in (tmp_path / "one").iterdir())
    assert names == sorted(p.name for p in (tmp_path / "two").iterdir())
    assert len(names) == 6
    for name in names:
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes()


def test_random_decks_are_the_same_in_every_worker() -> None:
    """A random side's deck is drawn from the game's seed, not from a worker's state."""
    a, b = RandomDecks(), RandomDecks("Kagero")
    alone = simulate(a, b, 4, 3, workers=1).to_dict()
    assert simulate(a, b, 4, 3, workers=2).to_dict() == alone


def test_a_game_is_a_function_of_the_job_and_its_index(td01: DeckList, td02: DeckList) -> None:
    job = SimulationJob(td01, td02, seed=5)
    assert job.play(3) == job.play(3)
    assert job.play(3).first_player == 1  # game i is started by player i % 2
    assert job.play_chunk(range(2, 4)) == [job.play(2), job.play(3)]


def test_progress_reports_games_done_up_to_the_total(td01: DeckList, td02: DeckList) -> None:
    seen: list[int] = []
    simulate(td01, td02, 5, 1, progress=seen.append)
    assert seen == [1, 2, 3, 4, 5]
    seen.clear()
    simulate(td01, td02, 40, 1, progress=seen.append, workers=2)
    assert seen == sorted(seen) and seen[-1] == 40


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"ai": ("random", "genius")}, "unknown AI 'genius'"),
        ({"backend": "slurm"}, "unknown backend 'slurm'"),
        ({"workers": 0}, "workers at least 1"),
    ],
)
def test_bad_arguments_are_refused_before_any_game(
    td01: DeckList, td02: DeckList, tmp_path: Path, arguments: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        simulate(td01, td02, 3, 0, record_dir=tmp_path / "records", **arguments)  # type: ignore[arg-type]
    assert not (tmp_path / "records").exists()


def test_the_ray_backend_without_ray_says_to_install_the_extra(
    td01: DeckList, td02: DeckList, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # makes `import ray` fail
    with pytest.raises(BackendUnavailable, match=r"pip install 'vanguard-remaster\[ray\]'"):
        simulate(td01, td02, 2, 0, record_dir=tmp_path / "records", backend="ray")
    assert not (tmp_path / "records").exists()  # nothing written


@pytest.mark.skipif(not HAS_RAY, reason="Ray is an optional extra (pip install .[ray])")
def test_ray_plays_the_same_games_as_local_processes(td01: DeckList, td02: DeckList) -> None:
    local = simulate(td01, td02, 4, 8, workers=1).to_dict()
    assert simulate(td01, td02, 4, 8, workers=2, backend="ray").to_dict() == local
