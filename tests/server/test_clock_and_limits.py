"""The game clock (PROTOCOL.md, Clocks) and the per-connection token bucket, on fake time."""

from __future__ import annotations

from server_kit import FakeTime

from vanguard.server.clock import GameClock
from vanguard.server.ratelimit import TokenBucket


def test_only_the_deciding_players_clock_runs() -> None:
    time = FakeTime()
    clock = GameClock((60.0, 60.0), time, running=0)
    time.advance(10)
    assert clock.snapshot() == (50.0, 60.0)
    clock.switch(1)
    time.advance(5)
    assert clock.snapshot() == (50.0, 55.0)
    clock.switch(None)
    time.advance(100)
    assert clock.snapshot() == (50.0, 55.0)
    assert clock.expired() is None


def test_a_clock_at_zero_has_expired_and_never_goes_below() -> None:
    time = FakeTime()
    clock = GameClock((1.0, 1.0), time, running=1)
    time.advance(0.5)
    assert clock.expired() is None
    time.advance(0.6)
    assert clock.expired() == 1
    assert clock.left(1) == 0.0


def test_a_grace_period_pauses_the_clock_after_a_restart() -> None:
    time = FakeTime()
    clock = GameClock((30.0, 40.0), time, running=0, grace=15)
    time.advance(15)
    assert clock.snapshot() == (30.0, 40.0)
    time.advance(5)
    assert clock.snapshot() == (25.0, 40.0)


def test_a_token_bucket_allows_a_burst_then_the_sustained_rate() -> None:
    time = FakeTime()
    bucket = TokenBucket(rate=20, burst=40, now=time)
    assert all(bucket.take() for _ in range(40))
    assert not bucket.take()
    time.advance(0.5)  # 10 tokens flow back
    assert sum(bucket.take() for _ in range(20)) == 10
    time.advance(100)
    assert sum(bucket.take() for _ in range(100)) == 40, "never more than the burst"
