"""Nothing lost: a server started again on the same database rebuilds every unfinished match
exactly (same state hash) and its players finish it; clocks resume after a grace period."""

from __future__ import annotations

import random

import httpx
from server_kit import Client, FakeTime, LiveServer, make_settings, play, seat_two
from sqlalchemy import update

from vanguard.server.arena import HASH_EVERY
from vanguard.server.tables import decisions
from vanguard.sim import GameRecord, replay_record


def test_a_match_survives_a_restart_and_finishes_with_the_same_state(
    db_url: str, fake_time: FakeTime
) -> None:
    first = LiveServer(make_settings(db_url, time_source=fake_time, recovery_grace_seconds=30))
    first.start()
    clients, match_id, states, tokens = seat_two(first, clock_seconds=600)
    states = play(clients, match_id, states, random.Random(11), stop_at_version=25)
    fake_time.advance(7)  # the player to decide has thought 7 s when the server goes down
    before = first.match(match_id)
    hash_before, deciding = before.game.state_hash(), before.game.current_player
    clocks_before = before.clock.snapshot()
    views_before = {seat: before.game.view(seat) for seat in (0, 1)}
    first.stop()
    for client in clients.values():
        client.close()

    second = LiveServer(make_settings(db_url, time_source=fake_time, recovery_grace_seconds=30))
    second.start()
    try:
        rebuilt = second.match(match_id)
        assert rebuilt.game.state_hash() == hash_before
        assert rebuilt.version == 25
        assert httpx.get(f"{second.url}/health").json()["live_matches"] == 1
        back: dict[int, Client] = {}
        for seat in (0, 1):
            back[seat] = Client(second)
            assert back[seat].hello(guest_token=tokens[seat])["matches"] == [match_id]
            states[seat] = back[seat].expect_state(25)
            assert states[seat]["view"] == views_before[seat]
        # The clock restarts from what was stored with the last decision (the 7 s of
        # thinking before the crash are not charged), paused for the grace period.
        back[0].quiet()  # presence updates (seat 1 came back)
        stored = states[0]["clocks"]
        assert stored[1 - deciding] == clocks_before[1 - deciding]
        assert stored[deciding] == clocks_before[deciding] + 7
        fake_time.advance(29)
        back[0].send("resync", match_id=match_id)
        assert back[0].expect("state")["clocks"] == stored, "still in the grace period"
        fake_time.advance(3)
        back[0].send("resync", match_id=match_id)
        assert back[0].expect("state")["clocks"][deciding] == stored[deciding] - 2

        over = play(back, match_id, states, random.Random(12))
        assert over[0]["result"] == over[1]["result"]
        record = GameRecord.from_dict(httpx.get(f"{second.url}/api/replays/{match_id}").json())
        assert replay_record(record).state_hash() == record.final_hash
    finally:
        second.stop()


def test_a_match_that_no_longer_replays_to_its_stored_state_is_set_aside(
    db_url: str, fake_time: FakeTime
) -> None:
    first = LiveServer(make_settings(db_url, time_source=fake_time)).start()
    clients, match_id, states, _ = seat_two(first)
    play(clients, match_id, states, random.Random(13), stop_at_version=5)
    first.stop()
    with first.context.store.engine.begin() as connection:
        connection.execute(update(decisions).values(state_hash="0" * 64))

    second = LiveServer(make_settings(db_url, time_source=fake_time)).start()
    try:
        assert match_id not in second.context.arena.matches
        assert second.context.store.load_match(match_id).status == "aborted"  # type: ignore[union-attr]
        client = Client(second)
        client.hello()
        client.send("spectate", match_id=match_id)
        assert client.expect("error")["code"] == "NOT_FOUND"
    finally:
        second.stop()


def test_the_position_hash_is_stored_every_few_decisions_and_each_one_is_checked(
    db_url: str, fake_time: FakeTime
) -> None:
    """The hash is off the hot path: stored every HASH_EVERY decisions (and at the end), yet a
    damaged hash in the middle of a match is still caught when the match is rebuilt."""
    first = LiveServer(make_settings(db_url, time_source=fake_time)).start()
    clients, match_id, states, _ = seat_two(first)
    play(clients, match_id, states, random.Random(17), stop_at_version=HASH_EVERY + 3)
    first.stop()
    stored = first.context.store.load_match(match_id)
    assert stored is not None
    hashed = [d.number for d in stored.decisions if d.state_hash]
    assert hashed == [HASH_EVERY]
    with first.context.store.engine.begin() as connection:
        connection.execute(
            update(decisions).where(decisions.c.number == HASH_EVERY).values(state_hash="0" * 64)
        )
    second = LiveServer(make_settings(db_url, time_source=fake_time)).start()
    try:
        assert match_id not in second.context.arena.matches
        assert second.context.store.load_match(match_id).status == "aborted"  # type: ignore[union-attr]
    finally:
        second.stop()
