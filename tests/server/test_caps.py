"""What one client address can hold: new guests, live matches, room codes tried; and
computer matches abandoned by their player end instead of living for the whole clock.

The attack: one client created 5,714 guests in 10 s, then started and abandoned 2,000
matches against the computer in 15 s, each kept live for 20 minutes, scanned ten times a
second and rebuilt on every restart.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from server_kit import WAIT, Client, FakeTime, LiveServer, make_settings


@pytest.fixture
def capped(db_url: str, fake_time: FakeTime) -> Iterator[LiveServer]:
    settings = make_settings(
        db_url,
        time_source=fake_time,
        guests_per_second=0.001,
        guests_burst=4,
        max_live_matches_per_address=2,
        room_joins_per_second=0.001,
        room_joins_burst=3,
        abandoned_ai_match_seconds=120.0,
    )
    live = LiveServer(settings).start()
    yield live
    live.stop()


def test_new_guests_are_limited_per_address_but_known_guests_come_back(
    capped: LiveServer,
) -> None:
    tokens = [Client(capped).hello()["guest_token"] for _ in range(4)]
    refused = Client(capped)
    refused.send("hello")
    error = refused.expect("error")
    assert error["code"] == "RATE_LIMITED" and "guest_token" in error["message"]
    again = Client(capped)
    assert again.hello(guest_token=tokens[0])["guest_token"] == tokens[0]


def test_live_matches_are_capped_per_address(capped: LiveServer) -> None:
    players = [Client(capped) for _ in range(3)]
    for player in players:
        player.hello()
    for player in players[:2]:
        player.send("play_ai", deck="td01", ai="random")
        player.expect("match_started")
    players[2].send("play_ai", deck="td01", ai="random")
    error = players[2].expect("error")
    assert error["code"] == "BUSY" and "your address" in error["message"]
    players[0].send("concede", match_id=players[0].seen[-1]["match_id"])
    players[0].expect("match_over")
    players[2].send("play_ai", deck="td01", ai="random")
    assert players[2].expect("match_started"), "a finished match frees its place"


def test_room_codes_tried_are_limited_per_address(capped: LiveServer) -> None:
    guesser = Client(capped)
    guesser.hello()
    codes = []
    for guess in ("AAAAAA", "BBBBBB", "CCCCCC", "DDDDDD"):
        guesser.send("join_room", code=guess, deck="td01")
        codes.append(guesser.expect("error")["code"])
    assert codes == ["NOT_FOUND"] * 3 + ["RATE_LIMITED"]


def _wait_until_away(server: LiveServer, match_id: str) -> None:
    """Until the server has noticed that the player's socket closed."""
    deadline = time.monotonic() + WAIT
    while server.match(match_id).away_since is None:
        assert time.monotonic() < deadline, "the server did not notice the player leave"
        time.sleep(0.01)


def _wait_until_over(server: LiveServer, match_id: str) -> None:
    deadline = time.monotonic() + WAIT
    while match_id in server.context.arena.matches:
        assert time.monotonic() < deadline, "the abandoned match was not ended"
        time.sleep(0.02)


def test_a_computer_match_abandoned_by_its_player_is_ended_after_the_grace(
    capped: LiveServer, fake_time: FakeTime
) -> None:
    player = Client(capped)
    player.hello()
    player.send("play_ai", deck="td01", ai="random")
    match_id = player.expect("match_started")["match_id"]
    player.close()
    _wait_until_away(capped, match_id)
    fake_time.advance(119)
    time.sleep(0.1)
    assert match_id in capped.context.arena.matches, "not before the grace is over"
    fake_time.advance(2)
    _wait_until_over(capped, match_id)
    stored = capped.context.store.load_match(match_id)
    assert stored is not None and stored.status == "finished"
    assert stored.reason == "abandoned"


def test_a_player_who_comes_back_in_time_keeps_the_match(
    capped: LiveServer, fake_time: FakeTime
) -> None:
    player = Client(capped)
    token = player.hello()["guest_token"]
    player.send("play_ai", deck="td01", ai="random")
    match_id = player.expect("match_started")["match_id"]
    player.close()
    _wait_until_away(capped, match_id)
    fake_time.advance(100)
    back = Client(capped)
    assert back.hello(guest_token=token)["matches"] == [match_id]
    fake_time.advance(100)
    time.sleep(0.1)
    assert match_id in capped.context.arena.matches
