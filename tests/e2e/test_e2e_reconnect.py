"""Dropped connections and a killed server: the same match goes on (PROTOCOL.md,
Reconnection and Durability)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from e2e_play import (
    DECK,
    FAST_SERVE,
    assert_clean,
    client,
    play_until,
    random_policies,
    run,
    seat_pair,
)

from vanguard.netclient import ReconnectPolicy
from vanguard.netclient.local_server import NOT_AVAILABLE, ServerProcess, server_available
from vanguard.sim.records import GameRecord, replay_record

pytestmark = pytest.mark.skipif(not server_available(), reason=NOT_AVAILABLE)

BOTH_ENDINGS = ({"win", "loss"}, {"draw"})


def test_a_dropped_player_comes_back_to_the_same_match_and_finishes_it(
    fast_server: ServerProcess,
) -> None:
    async def body() -> None:
        slow_return = ReconnectPolicy(first_delay=1.0, give_up_after=20)
        async with client(fast_server, reconnect=slow_return) as a, client(fast_server) as b:
            ma, mb = await seat_pair(a, b)
            policies = random_policies(11)
            await play_until([ma, mb], policies, version=10)
            before = ma.state
            assert before is not None

            a.drop_connection()  # no closing handshake: as a network failure looks
            # The opponent is told who is away (a new state), and a resync says the same.
            await mb.wait_until(lambda m: m.state is not None and m.state.away == [ma.seat], 5)
            assert (await mb.resync()).away == [ma.seat]

            await a.wait_until_reconnected(timeout=10)
            assert a.welcome is not None and ma.match_id in a.welcome.matches
            await ma.wait_until(lambda m: bool(m.resumed_at), timeout=10)
            assert ma.state is not None
            assert ma.state.version == before.version
            assert ma.state.view == before.view
            assert ma.state.legal == before.legal
            await mb.wait_until(lambda m: m.state is not None and m.state.away == [], 10)

            outcomes = await asyncio.gather(ma.play(policies[0]), mb.play(policies[1]))
            assert set(outcomes) in BOTH_ENDINGS
            assert a.reconnections == 1
            assert_clean(a, b)

    run(body())


def test_a_killed_server_restarts_and_both_players_finish_the_match_they_had(
    tmp_path: Path, db_url: str
) -> None:
    """SIGKILL mid-match; started again on the same database, the server rebuilds the match
    from its seed and decisions; both players reconnect by themselves, find the state they
    had, and finish. The replay of the whole match then checks out."""
    server = ServerProcess(tmp_path, launcher=FAST_SERVE, db_url=db_url)
    server.start()
    try:

        async def body() -> None:
            patient = ReconnectPolicy(give_up_after=30)
            async with (
                client(server, reconnect=patient) as a,
                client(server, reconnect=patient) as b,
            ):
                ma, mb = await seat_pair(a, b)
                policies = random_policies(21)
                await play_until([ma, mb], policies, version=12)
                before = {m.seat: m.state for m in (ma, mb)}

                server.kill()
                await asyncio.to_thread(server.start)
                await asyncio.gather(
                    a.wait_until_reconnected(timeout=20), b.wait_until_reconnected(timeout=20)
                )
                for match in (ma, mb):
                    old = before[match.seat]
                    assert old is not None
                    await match.wait_until(lambda m: bool(m.resumed_at), timeout=10)
                    assert match.state is not None
                    assert match.state.version == old.version
                    assert match.state.view == old.view
                    assert match.state.legal == old.legal

                outcomes = await asyncio.gather(ma.play(policies[0]), mb.play(policies[1]))
                assert set(outcomes) in BOTH_ENDINGS
                assert ma.replay_url is not None
                record = GameRecord.from_dict(
                    await asyncio.to_thread(server.get_json, ma.replay_url)
                )
                game = replay_record(record)
                assert game.is_over and game.state_hash() == record.final_hash
                assert_clean(a, b)

        run(body(), timeout=90)
    finally:
        server.stop()


def test_no_state_sent_is_lost_when_the_server_is_killed_in_full_play(
    tmp_path: Path, db_url: str
) -> None:
    """Killed while both players decide as fast as they can: every state a player received
    follows from a decision already in the database, so the rebuilt match is never behind
    what anyone saw (PROTOCOL.md, Durability)."""
    server = ServerProcess(tmp_path, launcher=FAST_SERVE, db_url=db_url)
    server.start()
    try:

        async def body() -> None:
            patient = ReconnectPolicy(give_up_after=30)
            async with (
                client(server, reconnect=patient) as a,
                client(server, reconnect=patient) as b,
            ):
                ma, mb = await seat_pair(a, b)
                policies = random_policies(31)
                players = [
                    asyncio.create_task(ma.play(policies[0])),
                    asyncio.create_task(mb.play(policies[1])),
                ]
                await ma.wait_until(lambda m: m.state is not None and m.state.version >= 20, 20)
                server.kill()
                seen = max(m.state.version for m in (ma, mb) if m.state is not None)
                await asyncio.to_thread(server.start)
                for match in (ma, mb):
                    await match.wait_until(lambda m: bool(m.resumed_at), timeout=20)
                    assert match.resumed_at[0] >= seen, (match.resumed_at, seen)
                outcomes = await asyncio.gather(*players)
                assert set(outcomes) in BOTH_ENDINGS
                assert_clean(a, b)

        run(body(), timeout=90)
    finally:
        server.stop()


def test_a_player_waiting_in_the_queue_is_queued_again_after_a_drop(
    fast_server: ServerProcess,
) -> None:
    """The server forgets a waiting player who disconnects; the client queues again by
    itself on return, so a bot that drops while waiting still finds its match."""

    async def body() -> None:
        async with client(fast_server) as a, client(fast_server) as b:
            waiting = asyncio.create_task(a.queue(DECK))
            await asyncio.sleep(0.3)  # queued by now (loopback)
            a.drop_connection()
            await a.wait_until_reconnected(timeout=10)
            mb = await b.queue(DECK)
            ma = await asyncio.wait_for(waiting, 10)
            assert ma.match_id == mb.match_id and {ma.seat, mb.seat} == {0, 1}
            await mb.concede()
            assert (await ma.wait_over(10)).reason == "concede"
            assert_clean(a, b)

    run(body())
