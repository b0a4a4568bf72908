"""`/api/replays/{id}/views` is for someone (an account or a guest), limited per address,
built off the event loop once per match and seat, and kept as encoded bytes in a cache
bounded by size.

The attack: with no login, each request rebuilt a finished match (28-68 ms, up to 793 KB) on
every call past a 32-entry cache, and cycling 36 keys pushed `/health` to 347 ms.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import httpx
import pytest
from server_kit import Client, FakeTime, LiveServer, make_settings

from vanguard.server import http_client_data
from vanguard.server.byte_cache import ByteCache


def _finished_match(server: LiveServer) -> tuple[str, str]:
    """A match against the computer, conceded at once: its id and the guest's token."""
    player = Client(server)
    token = player.hello()["guest_token"]
    player.send("play_ai", deck="td01", ai="random")
    match_id = player.expect("match_started")["match_id"]
    player.send("concede", match_id=match_id)
    player.expect("match_over")
    player.close()
    return match_id, token


@pytest.fixture
def limited(db_url: str, fake_time: FakeTime) -> Any:
    settings = make_settings(
        db_url,
        time_source=fake_time,
        replay_views_per_second=0.001,
        replay_views_burst=3,
    )
    live = LiveServer(settings).start()
    yield live
    live.stop()


def test_replay_views_need_someone_and_are_built_once_off_the_loop(
    limited: LiveServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id, token = _finished_match(limited)
    url = f"{limited.url}/api/replays/{match_id}/views?seat=0"
    assert httpx.get(url).status_code == 401

    threads: list[str] = []
    building = http_client_data.replay_steps

    def counted(*args: Any) -> list[dict[str, Any]]:
        threads.append(threading.current_thread().name)
        return building(*args)

    monkeypatch.setattr(http_client_data, "replay_steps", counted)
    headers = {"X-Guest-Token": token}
    bodies = [httpx.get(url, headers=headers) for _ in range(3)]
    assert all(body.status_code == 200 for body in bodies)
    assert bodies[0].content == bodies[1].content == bodies[2].content
    assert bodies[0].json()["steps"][-1]["action"]["kind"] == "concede"
    assert len(threads) == 1 and threads[0].startswith("vanguard-replays"), threads

    limited_answer = httpx.get(url, headers=headers)
    assert limited_answer.status_code == 429
    assert int(limited_answer.headers["Retry-After"]) >= 1


def test_the_cache_is_bounded_in_bytes_and_keeps_the_most_recent() -> None:
    cache = ByteCache(max_bytes=1000)
    for number in range(10):
        cache.put(number, bytes(300))
    assert cache.size <= 1000 and len(cache) == 3
    assert cache.get(9) is not None and cache.get(0) is None
    cache.put("huge", bytes(5000))
    assert cache.get("huge") is None, "an answer larger than the cache is never kept"


def test_identical_requests_at_the_same_moment_share_one_build() -> None:
    async def body() -> tuple[int, list[bytes]]:
        cache = ByteCache(max_bytes=10_000)
        builds = 0

        async def build() -> bytes:
            nonlocal builds
            builds += 1
            await asyncio.sleep(0.01)
            return b"views"

        answers = await asyncio.gather(*(cache.get_or_build("key", build) for _ in range(20)))
        return builds, answers

    builds, answers = asyncio.run(body())
    assert builds == 1 and set(answers) == {b"views"}
