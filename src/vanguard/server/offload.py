"""Small thread pools with a bounded queue, for work too slow to do on the event loop.

Deck text, replay views and password hashing cost milliseconds to hundreds of milliseconds
each. Done on the event loop they stall every match; done on an unbounded pool a flood of
them queues without end (and argon2 uses 64 MiB per hash). A `BoundedWorker` runs them on a
few threads and refuses new work once `max_pending` jobs are queued or running, so the cost
of a flood is a quick refusal, never a growing backlog.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")


class WorkerBusy(Exception):
    """The worker's queue is full; the request should be tried again a little later."""


class BoundedWorker:
    def __init__(self, name: str, threads: int, max_pending: int) -> None:
        self.name = name
        self.max_pending = max_pending
        self.pending = 0
        self._pool = ThreadPoolExecutor(threads, thread_name_prefix=f"vanguard-{name}")

    async def run(self, function: Callable[..., T], *args: Any) -> T:
        """`function(*args)` on a worker thread; `WorkerBusy` at once if the queue is full."""
        if self.pending >= self.max_pending:
            raise WorkerBusy(self.name)
        self.pending += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(self._pool, function, *args)
        finally:
            self.pending -= 1

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
