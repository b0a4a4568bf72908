"""Garbage collection for a server that must answer within milliseconds.

A full collection walks every object of the process; with hundreds of live matches that
paused the process for 230-550 ms, twenty times a run, and set the p99 of every player's
round trip. So: after start-up everything alive (the card pool, the modules, the rebuilt
matches) is moved out of the collector's sight (`gc.freeze`); automatic collections stay on
for the young generations, which are cheap, but never reach the oldest one; and full
collections run from here, when the server has been quiet for a moment, or at the latest
every `max_interval` seconds so that cyclic garbage cannot pile up without bound.
The freezing and the thresholds are the process's (`process_settings`); this is the task that
collects.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import time
from collections.abc import Callable

log = logging.getLogger("vanguard.server")

#: Young-generation thresholds as Python's defaults; the oldest generation is never collected
#: automatically (its threshold is out of reach).
THRESHOLDS = (700, 10, 1_000_000_000)


class QuietCollector:
    def __init__(
        self,
        last_activity: Callable[[], float],
        interval: float = 10.0,
        quiet_for: float = 1.0,
        max_interval: float = 300.0,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        self._last_activity = last_activity
        self.interval = interval
        self.quiet_for = quiet_for
        self.max_interval = max_interval
        self._now = now
        self._last_full = now()
        self._task: asyncio.Task[None] | None = None
        self.full_collections = 0

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="vanguard-gc")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    def due(self) -> bool:
        """A full collection is due: there was play since the last one and the server has
        been quiet for a moment since, or the last one is `max_interval` ago."""
        moment = self._now()
        if moment - self._last_full >= self.max_interval:
            return True
        last = self._last_activity()
        return last > self._last_full and moment - last >= self.quiet_for

    def collect(self) -> None:
        started = time.perf_counter()
        found = gc.collect()
        self._last_full = self._now()
        self.full_collections += 1
        log.debug(
            "full collection: %d unreachable, %.1f ms",
            found,
            1000 * (time.perf_counter() - started),
        )

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            if self.due():
                self.collect()
