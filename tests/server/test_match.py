"""Matches over real sockets: the server owns the game (R20.1), each recipient sees what the
engine shows it (R22), clocks, concession (R1.6), spectators, reconnection and replays."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import httpx
from click.testing import CliRunner
from server_kit import Client, FakeTime, LiveServer, play, seat_two

from vanguard.cli import main
from vanguard.sim import GameRecord, replay_record


def _download_record(server: LiveServer, match_id: str) -> GameRecord:
    response = httpx.get(f"{server.url}/api/replays/{match_id}")
    assert response.status_code == 200
    return GameRecord.from_dict(response.json())


def test_two_players_play_a_whole_match_and_its_replay_verifies(
    server: LiveServer, tmp_path: Path
) -> None:
    clients, match_id, states, _ = seat_two(server)
    assert httpx.get(f"{server.url}/health").json()["live_matches"] == 1
    unfinished = httpx.get(f"{server.url}/api/replays/{match_id}")
    assert unfinished.status_code == 409, "a live match's record would reveal hidden cards"
    over = play(clients, match_id, states, random.Random(1))
    result = over[0]["result"]
    assert over[1]["result"] == result
    assert result["reason"] in {"damage", "deck_out"}

    record = _download_record(server, match_id)
    assert len(record.decisions) > 20
    assert replay_record(record).state_hash() == record.final_hash
    path = tmp_path / "match.json"
    path.write_text(json.dumps(httpx.get(f"{server.url}/api/replays/{match_id}").json()))
    outcome = CliRunner().invoke(main, ["replay", str(path)])
    assert outcome.exit_code == 0, outcome.output
    assert "OK" in outcome.output
    assert httpx.get(f"{server.url}/health").json()["live_matches"] == 0


def _view_and_version(client: Client, match_id: str) -> tuple[int, Any]:
    client.send("resync", match_id=match_id)
    state = client.expect("state")
    return state["version"], state["view"]


def test_illegal_stale_and_foreign_decisions_are_refused_and_change_nothing(
    server: LiveServer,
) -> None:
    clients, match_id, states, _ = seat_two(server)
    states = play(clients, match_id, states, random.Random(2), stop_at_version=6)
    deciding = states[0]["deciding"]
    waiting = 1 - deciding
    me, other = clients[deciding], clients[waiting]
    before = _view_and_version(me, match_id)
    hash_before = server.match(match_id).game.state_hash()
    legal = states[deciding]["legal"][0]
    version = states[deciding]["version"]

    refusals = [
        # R20.3: a card that is not among the offered options.
        (me, {"version": version, "action": {**legal, "card": 9999}}, "ILLEGAL"),
        # Deciding on an old version of the match.
        (me, {"version": version - 1, "action": legal}, "STALE"),
        # The other player answering in the decider's place (with their own seat).
        (other, {"version": version, "action": {**legal, "player": waiting}}, "ILLEGAL"),
        # ... or naming the decider's seat.
        (other, {"version": version, "action": legal}, "ILLEGAL"),
        # A malformed action.
        (me, {"version": version, "action": {"kind": "fly"}}, "BAD_MESSAGE"),
    ]
    for client, fields, code in refusals:
        client.send("decide", match_id=match_id, **fields)
        error = client.expect("error")
        assert error["code"] == code, (fields, error)
        assert error["ref"] == "decide"
    stranger = Client(server)
    stranger.hello()
    stranger.send("decide", match_id=match_id, version=version, action=legal)
    assert stranger.expect("error")["code"] == "NOT_YOUR_MATCH"
    stranger.send("decide", match_id="no-such-match", version=0, action=legal)
    assert stranger.expect("error")["code"] == "NOT_FOUND"
    stranger.send("concede", match_id=match_id)
    assert stranger.expect("error")["code"] == "NOT_YOUR_MATCH"

    assert server.match(match_id).game.state_hash() == hash_before
    assert _view_and_version(me, match_id) == before
    # The refused player still decides normally afterwards.
    me.send("decide", match_id=match_id, version=version, action=legal)
    assert me.expect_state(version + 1)["version"] == version + 1


def test_the_engine_reason_code_comes_with_an_illegal_decision(server: LiveServer) -> None:
    clients, match_id, states, _ = seat_two(server)
    deciding = states[0]["deciding"]
    clients[deciding].send(
        "decide",
        match_id=match_id,
        version=0,
        action={"kind": "ride", "player": deciding, "card": 0},
    )
    error = clients[deciding].expect("error")
    assert error["code"] == "ILLEGAL"
    assert error["illegal"] == "WRONG_PHASE", "R20.3 reason code, as its own field"
    assert error["message"].startswith("WRONG_PHASE")


def test_a_player_may_concede_at_any_time_even_on_the_opponents_turn(
    server: LiveServer,
) -> None:
    clients, match_id, states, _ = seat_two(server)
    states = play(clients, match_id, states, random.Random(3), stop_at_version=4)
    waiting = 1 - states[0]["deciding"]
    clients[waiting].send("concede", match_id=match_id)
    for client in clients.values():
        final = client.expect("state")
        assert final["deciding"] is None
        over = client.expect("match_over")
        assert over["result"]["reason"] == "concede"
        assert over["result"]["winner"] == 1 - waiting
    record = _download_record(server, match_id)
    assert record.decisions[-1] == {"kind": "concede", "player": waiting}
    assert replay_record(record).state_hash() == record.final_hash
    clients[waiting].send("concede", match_id=match_id)
    error = clients[waiting].expect("error")
    assert error["code"] == "ILLEGAL" and error["illegal"] == "GAME_OVER"


def test_running_out_of_time_loses(server: LiveServer, fake_time: FakeTime) -> None:
    clients, match_id, states, _ = seat_two(server, clock_seconds=30)
    states = play(clients, match_id, states, random.Random(4), stop_at_version=3)
    deciding = states[0]["deciding"]
    fake_time.advance(10)
    clients[0].send("resync", match_id=match_id)
    clocks = clients[0].expect("state")["clocks"]
    assert clocks[deciding] == 20.0, "the deciding player's clock runs"
    assert clocks[1 - deciding] == 30.0, "the other clock waits"
    fake_time.advance(20.5)
    for client in clients.values():
        over = client.expect("match_over")
        assert over["result"]["reason"] == "timeout"
        assert over["result"]["winner"] == 1 - deciding
    record = _download_record(server, match_id)
    assert replay_record(record).state_hash() == record.final_hash


def test_spectators_see_only_what_both_players_could_see(server: LiveServer) -> None:
    clients, match_id, states, _ = seat_two(server)
    states = play(clients, match_id, states, random.Random(5), stop_at_version=12)
    watcher = Client(server)
    watcher.hello()
    watcher.send("spectate", match_id=match_id)
    started = watcher.expect("match_started")
    assert started["seat"] is None
    events: list[dict[str, Any]] = []
    state = watcher.expect("state")
    events += state["events"]
    states = play(clients, match_id, states, random.Random(6), stop_at_version=40)
    while state["version"] < 40:
        state = watcher.expect("state")
        events += state["events"]
    game = server.match(match_id).game
    assert state["legal"] == []
    assert state["view"] == game.view(None)
    # R22.2: no hand; R22.4: the spectator's event log is the engine's spectator log.
    assert all("hand" not in side for side in state["view"]["players"])
    assert events == game.events_for(None)
    hidden = set(game.players[0].hand) | set(game.players[1].hand)
    shown = _iids(state["view"])
    assert not hidden & shown
    # Each player's own view is the engine's view for their seat, with their hand only.
    for seat, seat_state in states.items():
        assert seat_state["view"] == game.view(seat)
        assert "hand" in seat_state["view"]["players"][seat]
        assert "hand" not in seat_state["view"]["players"][1 - seat]


def _iids(data: Any) -> set[int]:
    found: set[int] = set()
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "iid" and isinstance(value, int):
                found.add(value)
            else:
                found |= _iids(value)
    elif isinstance(data, list):
        for item in data:
            found |= _iids(item)
    return found


def test_a_returning_player_gets_the_full_state_and_the_opponent_sees_them_away(
    server: LiveServer, fake_time: FakeTime
) -> None:
    clients, match_id, states, tokens = seat_two(server)
    states = play(clients, match_id, states, random.Random(8), stop_at_version=10)
    deciding = states[0]["deciding"]
    gone = deciding  # the player who must decide drops: their clock keeps running
    clients[gone].close()
    away = clients[1 - gone].expect("state")
    assert away["away"] == [gone]
    assert away["version"] == 10
    fake_time.advance(5)

    back = Client(server)
    welcome = back.hello(guest_token=tokens[gone])
    assert welcome["matches"] == [match_id]
    assert welcome["guest_token"] == tokens[gone]
    full = back.expect("state")
    game = server.match(match_id).game
    assert full["version"] == 10 and full["seat"] == gone
    assert full["view"] == game.view(gone)
    assert full["events"] == game.events_for(gone), "a full state carries every event"
    assert full["legal"] == [a.to_dict() for a in game.legal_actions()]
    assert full["clocks"][gone] == 1195.0, "the clock kept running while away"
    assert clients[1 - gone].expect("state")["away"] == []

    clients[gone] = back
    states[gone] = full
    over = play(clients, match_id, states, random.Random(9))
    assert over[0]["result"] == over[1]["result"]
