"""Token buckets: how many messages one connection (or one address) may send, and how fast.

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

    def peek(self) -> float:
        """The tokens there are now, without spending one."""
        return min(self.burst, self.tokens + (self._now() - self.updated) * self.rate)

    def take(self) -> bool:
        """Spend one token if there is one; False means the message must be refused."""
        moment = self._now()
        self.tokens = min(self.burst, self.tokens + (moment - self.updated) * self.rate)
        self.updated = moment
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class KeyedBuckets:
    """One token bucket per key (a client address), for limits that a client must not escape
    by opening more connections.

    At most `max_keys` buckets are kept: when full, buckets that have refilled completely
    (they carry no history worth keeping) are dropped first, then the oldest. An attacker
    rotating addresses can at worst reset other addresses' buckets, never grow memory.
    """

    def __init__(
        self,
        rate: float,
        burst: int,
        max_keys: int = 10_000,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        self.rate = rate
        self.burst = burst
        self.max_keys = max_keys
        self._now = now
        self._buckets: dict[str, TokenBucket] = {}

    def take(self, key: str) -> bool:
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= self.max_keys:
                self._evict()
            bucket = self._buckets[key] = TokenBucket(self.rate, self.burst, self._now)
        return bucket.take()

    def retry_after(self, key: str) -> float:
        """Seconds until `key` has a token again (0 if it has one now)."""
        bucket = self._buckets.get(key)
        if bucket is None:
            return 0.0
        missing = 1.0 - bucket.peek()
        return max(0.0, missing / self.rate)

    def _evict(self) -> None:
        full = [key for key, bucket in self._buckets.items() if bucket.peek() >= bucket.burst]
        for key in full:
            del self._buckets[key]
        while len(self._buckets) >= self.max_keys:
            del self._buckets[next(iter(self._buckets))]


class FailureBackoff:
    """Lock a key out for longer and longer after repeated failures (login by address).

    The first `free_failures` failures cost nothing; each one after locks the key for
    `base_seconds`, doubling up to `max_seconds`. A success forgets the key. At most
    `max_keys` keys are kept (the oldest dropped first), so memory is bounded.
    """

    def __init__(
        self,
        free_failures: int = 5,
        base_seconds: float = 1.0,
        max_seconds: float = 900.0,
        max_keys: int = 10_000,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        self.free_failures = free_failures
        self.base_seconds = base_seconds
        self.max_seconds = max_seconds
        self.max_keys = max_keys
        self._now = now
        #: key -> (failures, locked until)
        self._keys: dict[str, tuple[int, float]] = {}

    def wait(self, key: str) -> float:
        """Seconds before `key` may try again (0: now)."""
        entry = self._keys.get(key)
        return 0.0 if entry is None else max(0.0, entry[1] - self._now())

    def failed(self, key: str) -> None:
        failures = self._keys.pop(key, (0, 0.0))[0] + 1
        extra = failures - self.free_failures
        until = 0.0
        if extra > 0:
            until = self._now() + min(self.max_seconds, self.base_seconds * 2 ** (extra - 1))
        while len(self._keys) >= self.max_keys:
            del self._keys[next(iter(self._keys))]
        self._keys[key] = (failures, until)

    def succeeded(self, key: str) -> None:
        self._keys.pop(key, None)
