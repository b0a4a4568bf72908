"""Full states (resync, spectate) are limited and served from bytes encoded once; a client
that does not read is disconnected when its queue holds too many bytes.

The attacks: twenty connections asking for a full resync 19 times a second made the server
send 373 MB in 15 s, each one encoded anew; clients that never read grew the server's memory
by 200 MiB, because the send queue was capped at 1,000 messages, not bytes.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from server_kit import Client, FakeTime, LiveServer, make_settings, seat_two

from vanguard.engine import Game
from vanguard.server.connection import CLOSE_TRY_AGAIN, Connection
from vanguard.server.ratelimit import TokenBucket


@pytest.fixture
def limited(db_url: str, fake_time: FakeTime) -> Any:
    settings = make_settings(
        db_url,
        time_source=fake_time,
        full_state_per_second=0.001,
        full_state_burst=3,
        full_state_per_address_per_second=0.001,
        full_state_per_address_burst=5,
        max_watched_per_connection=1,
        max_spectators_per_match=2,
    )
    live = LiveServer(settings).start()
    yield live
    live.stop()


def test_a_resync_flood_is_refused_past_the_burst(limited: LiveServer) -> None:
    clients, match_id, _, _ = seat_two(limited)
    player = clients[0]
    for _ in range(10):
        player.send("resync", match_id=match_id)
    replies = [player.expect("state", "error") for _ in range(10)]
    assert [r["type"] for r in replies] == ["state"] * 3 + ["error"] * 7
    assert {r["code"] for r in replies if r["type"] == "error"} == {"RATE_LIMITED"}


def test_more_connections_from_one_address_share_one_budget(limited: LiveServer) -> None:
    clients, match_id, _, _ = seat_two(limited)  # their two resync budgets are untouched
    answers = []
    for client in (clients[0], clients[1], clients[0], clients[1], clients[0], clients[1]):
        client.send("resync", match_id=match_id)
        answers.append(client.expect("state", "error")["type"])
    assert answers == ["state"] * 5 + ["error"]


def test_spectators_per_match_and_matches_per_watcher_are_capped(limited: LiveServer) -> None:
    _, first, _, _ = seat_two(limited)
    _, second, _, _ = seat_two(limited)
    watcher = Client(limited)
    watcher.hello()
    watcher.send("spectate", match_id=first)
    assert watcher.expect_state(0)["seat"] is None
    watcher.send("spectate", match_id=second)
    error = watcher.expect("error")
    assert error["code"] == "BUSY" and "at most 1" in error["message"]
    crowd = [Client(limited) for _ in range(2)]
    for member in crowd:
        member.hello()
        member.send("spectate", match_id=first)
    assert crowd[0].expect_state(0)
    assert crowd[1].expect("error")["code"] == "BUSY"


def test_a_full_state_is_encoded_once_per_version_and_seat(
    server: LiveServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    clients, match_id, _, _ = seat_two(server)
    watchers = [Client(server) for _ in range(3)]
    for watcher in watchers:
        watcher.hello()
    built: list[int | None] = []
    viewing = Game.view

    def counted(game: Game, player: int | None) -> dict[str, Any]:
        built.append(player)
        return viewing(game, player)

    monkeypatch.setattr(Game, "view", counted)
    states = []
    for watcher in watchers:
        watcher.send("spectate", match_id=match_id)
        states.append(watcher.expect_state(0))
    clients[0].send("resync", match_id=match_id)
    clients[0].expect_state(0)
    clients[0].send("resync", match_id=match_id)
    clients[0].expect_state(0)
    # The spectators' state was built before (at the start, for nobody: now once), the
    # player's was built when the match started: neither is built again.
    assert built.count(None) <= 1 and built.count(0) == 0, built
    assert states[0] == states[1] == states[2]


class _StuckSocket:
    """A peer that never reads: every send waits forever."""

    def __init__(self) -> None:
        self.closed_with: int | None = None
        self._never = asyncio.Event()

    async def send_text(self, text: str) -> None:
        await self._never.wait()

    async def close(self, code: int, reason: str) -> None:
        self.closed_with = code


def test_a_client_that_never_reads_is_cut_off_by_bytes_not_message_count() -> None:
    async def body() -> tuple[Connection, _StuckSocket, int]:
        socket = _StuckSocket()
        conn = Connection(
            socket,  # type: ignore[arg-type]
            TokenBucket(10, 10),
            outbox_limit=1000,
            outbox_bytes=64 * 1024,
        )
        writer = asyncio.create_task(conn.run_writer())
        sent = 0
        while not conn.closed and sent < 1000:
            conn.send({"type": "state", "padding": "x" * 6000})
            sent += 1
            await asyncio.sleep(0)
        assert conn.queued_chars <= 64 * 1024
        writer.cancel()
        return conn, socket, sent

    conn, _, sent = asyncio.run(body())
    assert conn.closed
    assert sent < 20, "cut off after about 64 KiB, long before 1,000 messages"


def test_the_close_explains_why_when_the_queue_is_full_of_bytes() -> None:
    async def body() -> list[Any]:
        socket = _StuckSocket()
        conn = Connection(socket, TokenBucket(10, 10), 1000, 10_000)  # type: ignore[arg-type]
        for _ in range(5):
            conn.send({"padding": "x" * 3000})
        return list(conn._outbox._queue)  # type: ignore[attr-defined]

    queued = asyncio.run(body())
    assert len(queued) == 1 and queued[0].code == CLOSE_TRY_AGAIN
