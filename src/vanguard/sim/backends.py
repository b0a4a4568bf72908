"""Where the games of a simulation run: in this process, in local worker processes, or on Ray.

Every backend plays chunks of game indices with `SimulationJob.play_chunk` and hands each
finished chunk to `collect` in this process, in whatever order chunks finish. Local workers
are started with "spawn" (no state inherited from the parent, the same on every platform),
receive the job once when they start, and are then sent only ranges of indices. Local
chunks start at one game and then grow to about `CHUNK_SECONDS` of play as the games' speed
becomes known: random players' games (milliseconds) go by the fifty, a search player's
(minutes) one by one, so the progress bar moves either way.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import time
from collections.abc import Callable

from vanguard.sim.runner import SimulationJob
from vanguard.sim.summary import GameOutcome

Collect = Callable[[list[GameOutcome]], None]

#: Games per chunk at most: small enough for a lively progress bar and an even spread of
#: slow games over workers, large enough that sending chunks costs nothing next to playing.
MAX_CHUNK = 50
#: Chunks per worker at least (when there are enough games), so that workers that draw
#: quick games pick up more chunks instead of waiting for the slowest one.
CHUNKS_PER_WORKER = 8
#: Seconds of play a local chunk aims at, once the speed of games is known.
CHUNK_SECONDS = 0.5


class BackendUnavailable(RuntimeError):
    """The chosen backend cannot run here (e.g. Ray is not installed)."""


def available_cores() -> int:
    """Cores this process may use (its CPU affinity where the platform tells it)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def chunk_ranges(games: int, workers: int) -> list[range]:
    """Consecutive ranges of game indices covering 0..games-1."""
    size = max(1, min(MAX_CHUNK, games // (max(1, workers) * CHUNKS_PER_WORKER)))
    return [range(start, min(start + size, games)) for start in range(0, games, size)]


def ensure_available(backend: str) -> None:
    """Raise `BackendUnavailable` now if `backend` cannot run here."""
    if backend == "ray":
        from vanguard.sim.ray_backend import import_ray

        import_ray()


def run_games(job: SimulationJob, games: int, workers: int, backend: str, collect: Collect) -> None:
    if backend == "ray":
        from vanguard.sim.ray_backend import run_on_ray

        run_on_ray(job, games, workers, collect)
    elif workers <= 1 or games <= 1:
        for index in range(games):
            collect([job.play(index)])
    else:
        _run_in_processes(job, games, workers, collect)


# Each worker process holds the job it was started with.
_worker_job: SimulationJob | None = None


def _start_worker(job: SimulationJob) -> None:
    global _worker_job
    _worker_job = job


def _play_timed_chunk(indices: range) -> tuple[list[GameOutcome], float]:
    assert _worker_job is not None, "worker started without a job"
    start = time.perf_counter()
    outcomes = _worker_job.play_chunk(indices)
    return outcomes, time.perf_counter() - start


def next_chunk_size(games_played: int, seconds: float) -> int:
    """Games in the next chunk, from the speed of the last one (between 1 and MAX_CHUNK)."""
    if games_played <= 0 or seconds <= 0:
        return MAX_CHUNK
    return max(1, min(MAX_CHUNK, int(CHUNK_SECONDS * games_played / seconds)))


def _run_in_processes(job: SimulationJob, games: int, workers: int, collect: Collect) -> None:
    workers = min(workers, games)
    finished: queue.Queue[tuple[list[GameOutcome], float] | BaseException] = queue.Queue()
    context = multiprocessing.get_context("spawn")
    with context.Pool(workers, _start_worker, (job,)) as pool:
        next_index, size, in_flight = 0, 1, 0

        def submit_while_room() -> None:
            # Two chunks per worker in flight: none waits for the driver between chunks.
            nonlocal next_index, in_flight
            while next_index < games and in_flight < 2 * workers:
                chunk = range(next_index, min(next_index + size, games))
                pool.apply_async(
                    _play_timed_chunk,
                    (chunk,),
                    callback=finished.put,
                    error_callback=finished.put,
                )
                next_index, in_flight = chunk.stop, in_flight + 1

        submit_while_room()
        while in_flight:
            result = finished.get()
            in_flight -= 1
            if isinstance(result, BaseException):
                raise result
            outcomes, seconds = result
            collect(outcomes)
            size = next_chunk_size(len(outcomes), seconds)
            submit_while_room()
