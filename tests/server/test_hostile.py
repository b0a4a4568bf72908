"""Bad input never harms the server: each bad message gets an `error` (or, for floods and
giant frames, a close), the server stays up, and no match changes."""

from __future__ import annotations

import json
import time

import httpx
import pytest
from server_kit import Client, FakeTime, LiveServer, make_settings, seat_two
from websockets.exceptions import ConnectionClosed

from vanguard.server.protocol import MAX_MESSAGE_BYTES, WS_MAX_FRAME_BYTES


def test_malformed_and_unknown_messages_get_errors(server: LiveServer) -> None:
    client = Client(server)
    bad = [
        ("{not json", "not valid JSON", None),
        ("[1, 2]", "JSON object", None),
        (json.dumps({"v": 1}), "no 'type'", None),
        (json.dumps({"v": 1, "type": "dance"}), "unknown message type 'dance'", "dance"),
        (json.dumps({"v": 2, "type": "ping"}), "protocol version", "ping"),
        (json.dumps({"type": "ping"}), "missing field 'v'", "ping"),
        (json.dumps({"v": 1, "type": "ping", "extra": 1}), "unknown field 'extra'", "ping"),
        (json.dumps({"v": 1, "type": "queue"}), "missing field 'deck'", "queue"),
        (json.dumps({"v": 1, "type": "queue", "deck": 7}), "deck must be", "queue"),
        (
            json.dumps({"v": 1, "type": "decide", "match_id": "m", "version": "1", "action": {}}),
            "version",
            "decide",
        ),
        (json.dumps({"v": 1, "type": "queue", "deck": "td01"}), "hello first", "queue"),
    ]
    for text, words, ref in bad:
        client.send_raw(text)
        error = client.expect("error")
        assert error["code"] == "BAD_MESSAGE", text
        assert words in error["message"], (text, error)
        assert error.get("ref") == ref, (text, error)
    client.send_raw(b"\x00\x01binary")
    assert client.expect("error")["code"] == "BAD_MESSAGE"
    client.hello()
    client.send("hello")
    assert "already" in client.expect("error")["message"]
    client.send("ping")
    assert client.expect("pong") == {"type": "pong"}


def test_messages_over_64_kib_are_refused_and_giant_frames_close(server: LiveServer) -> None:
    client = Client(server)
    client.hello()
    client.send("queue", deck="x" * (MAX_MESSAGE_BYTES + 1))
    error = client.expect("error")
    assert error["code"] == "BAD_MESSAGE" and "larger than" in error["message"]
    client.send("ping")
    client.expect("pong")
    client.send_raw("x" * (WS_MAX_FRAME_BYTES + 1))
    with pytest.raises(ConnectionClosed) as closed:
        client.recv(timeout=5)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
    assert httpx.get(f"{server.url}/health").json()["status"] == "ok"


def test_a_flood_is_rate_limited_then_disconnected(db_url: str, fake_time: FakeTime) -> None:
    settings = make_settings(
        db_url,
        time_source=fake_time,
        rate_per_second=20.0,
        rate_burst=40,
        flood_close_after=60,
    )
    live = LiveServer(settings).start()
    try:
        client = Client(live)
        client.hello()
        for _ in range(50):
            client.send("ping")
        replies = [client.recv()["type"] for _ in range(50)]
        assert replies.count("pong") >= 39
        assert "error" in replies
        limited = [m for m in client.seen if m["type"] == "error"]
        assert all(m["code"] == "RATE_LIMITED" for m in limited)
        time.sleep(0.3)  # the bucket refills at 20 per second
        client.send("ping")
        assert client.expect("pong")

        flooder = Client(live)
        flooder.hello()
        with pytest.raises(ConnectionClosed):
            for _ in range(2000):
                flooder.send("ping")
                time.sleep(0)
            while True:
                flooder.recv(timeout=5)
        assert httpx.get(f"{live.url}/health").json()["status"] == "ok"
        client.send("ping")
        assert client.expect("pong"), "others are not affected"
    finally:
        live.stop()


def test_a_flood_just_over_the_limit_is_closed_too(db_url: str) -> None:
    """A client sending a little faster than its limit gets a token now and then; those
    accepted messages do not wipe out its refusals (it was never closed before)."""
    settings = make_settings(db_url, rate_per_second=20.0, rate_burst=5, flood_close_after=30)
    live = LiveServer(settings).start()
    try:
        flooder = Client(live)
        flooder.hello()
        with pytest.raises(ConnectionClosed):
            for _ in range(200):  # 4 pings every 60 ms: about 1.2 tokens come in between
                for _ in range(4):
                    flooder.send("ping")
                time.sleep(0.06)
            while True:
                flooder.recv(timeout=5)
        assert httpx.get(f"{live.url}/health").json()["status"] == "ok"
    finally:
        live.stop()


def test_garbage_aimed_at_a_match_changes_nothing(server: LiveServer) -> None:
    clients, match_id, states, _ = seat_two(server)
    hash_before = server.match(match_id).game.state_hash()
    deciding = states[0]["deciding"]
    attacker = clients[deciding]
    garbage = [
        {"kind": "call", "player": deciding, "card": -1, "circle": "RC_FL"},
        {"kind": "mulligan", "player": deciding, "cards": [1, 1]},
        {"kind": "mulligan", "player": deciding, "cards": list(range(500))},
        {"kind": "attack", "player": deciding, "card": 10**40, "target": 0},
        {"kind": "mulligan", "player": deciding, "extra": True},
        {"kind": "mulligan", "player": True},
        {"kind": "ride", "player": deciding, "circle": "VC", "card": 3},
    ]
    for action in garbage:
        attacker.send("decide", match_id=match_id, version=0, action=action)
        assert attacker.expect("error")["code"] in {"ILLEGAL", "BAD_MESSAGE"}, action
    for match_field in ["", "x" * 65, "../../etc"]:
        attacker.send("resync", match_id=match_field)
        assert attacker.expect("error")["code"] in {"BAD_MESSAGE", "NOT_FOUND"}
    assert server.match(match_id).game.state_hash() == hash_before
    assert server.match(match_id).version == 0


def test_a_decision_the_database_refuses_is_undone_and_can_be_made_again(
    server: LiveServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    clients, match_id, states, _ = seat_two(server)
    deciding = states[0]["deciding"]
    hash_before = server.match(match_id).game.state_hash()
    store = server.context.store

    def broken(writes: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(store, "append_decisions", broken)
    action = states[deciding]["legal"][0]
    clients[deciding].send("decide", match_id=match_id, version=0, action=action)
    error = clients[deciding].expect("error")
    assert error["code"] == "INTERNAL" and "nothing changed" in error["message"]
    assert server.match(match_id).version == 0
    assert server.match(match_id).game.state_hash() == hash_before
    assert clients[1 - deciding].quiet() == [], "nothing was announced"

    monkeypatch.undo()
    clients[deciding].send("decide", match_id=match_id, version=0, action=action)
    assert clients[deciding].expect_state(1)["version"] == 1
