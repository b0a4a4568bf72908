"""The settings of the whole Python process that a running server changes: the garbage
collector's (thresholds, and what start-up built frozen out of its sight; see `collector`) and
the interpreter's thread switch interval (see `database.SWITCH_INTERVAL_SECONDS`).

They belong to the process, not to one server, and a process may run several servers (the
cluster tests run two or three nodes in one). So the first server that starts takes them, and
the last one that stops gives them back as they were before the first took them. Each server
saving and restoring them for itself went wrong as soon as two overlapped: the one that
stopped last restored what the other had set, which left automatic full collections off, and
the short switch interval on, for the rest of the process's life.
"""

from __future__ import annotations

import gc
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from vanguard.server.collector import THRESHOLDS
from vanguard.server.database import SWITCH_INTERVAL_SECONDS


class ProcessSettings:
    """How many servers of this process hold the settings, and what they were before."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.holders = 0
        self._thresholds = gc.get_threshold()
        self._switch_interval = sys.getswitchinterval()

    def take(self) -> None:
        """Serve: collect and freeze what start-up built, keep automatic collections off the
        oldest generation, and let the database thread have the interpreter lock sooner."""
        with self._lock:
            if self.holders == 0:
                self._thresholds = gc.get_threshold()
                self._switch_interval = sys.getswitchinterval()
                gc.set_threshold(*THRESHOLDS)
                sys.setswitchinterval(SWITCH_INTERVAL_SECONDS)
            self.holders += 1
            gc.collect()
            gc.freeze()

    def give_back(self) -> None:
        with self._lock:
            if self.holders == 0:
                raise RuntimeError("the process settings were given back more often than taken")
            self.holders -= 1
            if self.holders == 0:
                gc.set_threshold(*self._thresholds)
                sys.setswitchinterval(self._switch_interval)
                gc.unfreeze()


PROCESS = ProcessSettings()


@contextmanager
def serving() -> Iterator[None]:
    """Hold the process's settings for as long as one server runs."""
    PROCESS.take()
    try:
        yield
    finally:
        PROCESS.give_back()
