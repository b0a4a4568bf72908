"""Running a simulation on Ray (`pip install 'vanguard-remaster[ray]'`).

Ray is imported only here, and only when this backend is asked for, so that the package works
without it. `ray.init()` joins the cluster named by the `RAY_ADDRESS` environment variable, or
starts a local one for the run (and shuts it down afterwards). Every node needs this package
installed, at the same version, since tasks import it.
"""

from __future__ import annotations

import logging
from types import ModuleType
from typing import Any

from vanguard.sim.backends import (
    CHUNKS_PER_WORKER,
    BackendUnavailable,
    Collect,
    chunk_ranges,
)
from vanguard.sim.runner import SimulationJob
from vanguard.sim.summary import GameOutcome

INSTALL_HINT = "pip install 'vanguard-remaster[ray]'"


def import_ray() -> ModuleType:
    try:
        import ray
    except ImportError:
        raise BackendUnavailable(
            f"the ray backend needs Ray, which is not installed; install the extra: {INSTALL_HINT}"
        ) from None
    module: ModuleType = ray
    return module


def _play_chunk(job: SimulationJob, indices: range) -> list[GameOutcome]:
    return job.play_chunk(indices)


def run_on_ray(job: SimulationJob, games: int, workers: int, collect: Collect) -> None:
    ray = import_ray()
    started_here = not ray.is_initialized()
    if started_here:
        try:
            ray.init(logging_level=logging.ERROR, log_to_driver=False, include_dashboard=False)
        except Exception as error:  # Ray reports a bad address or a failed start many ways
            raise BackendUnavailable(f"cannot start or join a Ray cluster: {error}") from None
    try:
        cluster_cpus = int(ray.cluster_resources().get("CPU", 1))
        chunks = chunk_ranges(games, max(workers, cluster_cpus))
        play = ray.remote(_play_chunk)
        job_ref = ray.put(job)
        # At most a few chunks per CPU in flight: a large run does not flood the scheduler.
        in_flight_limit = max(workers, cluster_cpus) * CHUNKS_PER_WORKER
        waiting = list(reversed(chunks))
        pending: list[Any] = []
        while waiting or pending:
            while waiting and len(pending) < in_flight_limit:
                pending.append(play.remote(job_ref, waiting.pop()))
            done, pending = ray.wait(pending, num_returns=1)
            collect(ray.get(done[0]))
    finally:
        if started_here:
            ray.shutdown()
