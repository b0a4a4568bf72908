"""The two game clocks of a match, like a chess clock (PROTOCOL.md, Clocks).

Only the player who must decide has a running clock. The time source is injected (the
server's `time_source`), so tests can run a clock out without waiting; a start time in the
future pauses the clock until then (the grace period after a restart).
"""

from __future__ import annotations

from collections.abc import Callable


class GameClock:
    __slots__ = ("_now", "remaining", "running", "since")

    def __init__(
        self,
        remaining: tuple[float, float],
        now: Callable[[], float],
        running: int | None = None,
        grace: float = 0.0,
    ) -> None:
        self._now = now
        self.remaining = [float(remaining[0]), float(remaining[1])]
        self.running = running
        self.since = now() + grace

    def copy(self) -> GameClock:
        """An independent clock in the same state (to put back if a decision is undone)."""
        other = GameClock.__new__(GameClock)
        other._now = self._now
        other.remaining = list(self.remaining)
        other.running = self.running
        other.since = self.since
        return other

    def left(self, seat: int, at: float | None = None) -> float:
        """Seconds `seat` has left now (never below zero)."""
        value = self.remaining[seat]
        if seat == self.running:
            moment = self._now() if at is None else at
            value -= max(0.0, moment - self.since)
        return max(0.0, value)

    def snapshot(self, at: float | None = None) -> tuple[float, float]:
        moment = self._now() if at is None else at
        return (self.left(0, moment), self.left(1, moment))

    def expired(self) -> int | None:
        """The seat whose running clock has reached zero, if any."""
        if self.running is not None and self.left(self.running) <= 0.0:
            return self.running
        return None

    def switch(self, running: int | None) -> None:
        """Stop the running clock (charging its time) and start `running`'s (None: stop all)."""
        moment = self._now()
        self.remaining = list(self.snapshot(moment))
        self.running = running
        self.since = moment
