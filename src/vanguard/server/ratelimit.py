"""A token bucket: how many messages one connection may send, and how fast.

`rate` tokens flow in per second up to `burst`; each message takes one. A person clicking
never notices it; a flood is refused message by message (RATE_LIMITED) instead of being
queued behind everyone else's games.
"""

from __future__ import annotations

import time
from collections.abc import Callable


class TokenBucket:
    __slots__ = ("_now", "burst", "rate", "tokens", "updated")

    def __init__(self, rate: float, burst: int, now: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self._now = now
        self.updated = now()

    def take(self) -> bool:
        """Spend one token if there is one; False means the message must be refused."""
        moment = self._now()
        self.tokens = min(self.burst, self.tokens + (moment - self.updated) * self.rate)
        self.updated = moment
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False
