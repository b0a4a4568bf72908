"""Actions are read with exact types before the engine sees them, and no failure gives a
player back time on their clock.

The attack: `"player": 1.0` passed the engine's `==` checks (R20.1) and failed inside it; the
server then rebuilt the match from the database, clocks included, so the thinking time since
the last decision was refunded and the match could never time out.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from server_kit import Client, FakeTime, LiveServer, seat_two

from vanguard.engine import Game

CLOCK = 600.0


def _garbage(seat: int, legal: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        {**legal, "player": float(seat)},
        {**legal, "player": bool(seat)},
        {**legal, "player": str(seat)},
        {"kind": "concede", "player": float(seat)},
        {"kind": "call", "player": seat, "card": 1.0, "circle": "RC_FL"},
        {"kind": "call", "player": seat, "card": True, "circle": "RC_FL"},
        {"kind": "call", "player": seat, "card": 1, "circle": []},
        {"kind": "call", "player": seat, "card": 1, "circle": {"VC": 1}},
        {"kind": "call", "player": seat, "card": 1, "circle": 3},
        {"kind": "mulligan", "player": seat, "cards": [1.0]},
        {"kind": "mulligan", "player": seat, "cards": [True]},
        {"kind": [], "player": seat},
        {"kind": "attack", "player": seat, "card": 1, "target": 2.5},
        {"kind": "activate", "player": seat, "card": 1, "choice": False},
    ]


def test_floats_booleans_and_lists_are_refused_as_bad_messages_and_change_nothing(
    server: LiveServer, fake_time: FakeTime
) -> None:
    clients, match_id, states, _ = seat_two(server, clock_seconds=CLOCK)
    deciding = states[0]["deciding"]
    match = server.match(match_id)
    hash_before = match.game.state_hash()
    fake_time.advance(30)
    for action in _garbage(deciding, states[deciding]["legal"][0]):
        clients[deciding].send("decide", match_id=match_id, version=0, action=action)
        error = clients[deciding].expect("error")
        assert error["code"] == "BAD_MESSAGE", (action, error)
        assert "action." in error["message"], error
    assert match.game.state_hash() == hash_before
    assert match.version == 0
    assert match.clock.left(deciding) == CLOCK - 30, "no time was given back"
    assert clients[1 - deciding].quiet() == []


def test_an_engine_failure_rebuilds_the_game_but_never_refunds_the_clock(
    server: LiveServer, fake_time: FakeTime, monkeypatch: pytest.MonkeyPatch
) -> None:
    clients, match_id, states, _ = seat_two(server, clock_seconds=CLOCK)
    deciding = states[0]["deciding"]
    game_before = server.match(match_id).game
    fake_time.advance(45)

    def broken(game: Game, action: object) -> None:
        raise TypeError("an engine bug")

    monkeypatch.setattr(Game, "apply", broken)
    action = states[deciding]["legal"][0]
    clients[deciding].send("decide", match_id=match_id, version=0, action=action)
    assert clients[deciding].expect("error")["code"] == "INTERNAL"
    monkeypatch.undo()
    rebuilt = server.match(match_id)
    assert rebuilt.game is not game_before, "the game was rebuilt from the database"
    assert rebuilt.clock.left(deciding) == CLOCK - 45, "the rebuild kept the running clock"
    fake_time.advance(CLOCK)
    over = clients[1 - deciding].expect("match_over")
    assert over["result"]["reason"] == "timeout", "the clock still runs out"


def test_a_refused_save_puts_the_clock_back_to_before_the_decision_not_earlier(
    server: LiveServer, fake_time: FakeTime, monkeypatch: pytest.MonkeyPatch
) -> None:
    clients, match_id, states, _ = seat_two(server, clock_seconds=CLOCK)
    deciding = states[0]["deciding"]
    fake_time.advance(20)

    def broken(writes: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(server.context.store, "append_decisions", broken)
    action = states[deciding]["legal"][0]
    clients[deciding].send("decide", match_id=match_id, version=0, action=action)
    assert clients[deciding].expect("error")["code"] == "INTERNAL"
    clock = server.match(match_id).clock
    assert clock.running == deciding
    assert clock.left(deciding) == CLOCK - 20
    assert clock.left(1 - deciding) == CLOCK


def test_a_float_player_concession_is_refused_and_nothing_is_stored(server: LiveServer) -> None:
    clients, match_id, states, _ = seat_two(server)
    seat = states[0]["deciding"]
    clients[seat].send(
        "decide", match_id=match_id, version=0, action={"kind": "concede", "player": 1.0 * seat}
    )
    assert clients[seat].expect("error")["code"] == "BAD_MESSAGE"
    stored = server.context.store.load_match(match_id)
    assert stored is not None and stored.status == "live" and stored.result is None
    watcher = Client(server)
    watcher.hello()
    watcher.send("spectate", match_id=match_id)
    assert watcher.expect_state(0)["view"]["result"] is None


_FIELDS = ("kind", "player", "card", "circle", "target", "cards", "choice")


def _json_value(rng: random.Random, depth: int = 0) -> Any:
    """Any JSON value: the wrong types a hostile client would try, some nested."""
    choices: list[Any] = [
        None,
        True,
        False,
        0,
        1,
        -1,
        2**63,
        1.0,
        0.5,
        -0.0,
        "",
        "VC",
        "RC_FL",
        "1",
        "mulligan",
    ]
    pick = rng.randrange(len(choices) + 2)
    if pick < len(choices) or depth >= 2:
        return choices[pick % len(choices)]
    if pick == len(choices):
        return [_json_value(rng, depth + 1) for _ in range(rng.randrange(3))]
    return {rng.choice(_FIELDS): _json_value(rng, depth + 1) for _ in range(rng.randrange(3))}


def _garbage_action(rng: random.Random, seat: int) -> dict[str, Any]:
    fields = rng.sample(_FIELDS, rng.randrange(1, len(_FIELDS) + 1))
    action = {field: _json_value(rng) for field in fields}
    if rng.random() < 0.3:
        action["player"] = seat
    return action


def test_no_action_shaped_garbage_is_an_internal_error_or_changes_the_match(
    server: LiveServer,
) -> None:
    """A corpus of action-shaped garbage (every field any JSON value) from the deciding
    player: each gets BAD_MESSAGE or ILLEGAL, none INTERNAL, and the match stays as it was."""
    clients, match_id, states, _ = seat_two(server)
    deciding = states[0]["deciding"]
    match = server.match(match_id)
    hash_before = match.game.state_hash()
    rng = random.Random(12)
    codes: set[str] = set()
    for _ in range(500):
        action = _garbage_action(rng, deciding)
        clients[deciding].send("decide", match_id=match_id, version=0, action=action)
        reply = clients[deciding].expect("error", "state")
        assert reply["type"] == "error", ("a garbage action was applied", action)
        codes.add(reply["code"])
    assert codes <= {"BAD_MESSAGE", "ILLEGAL"}, codes
    assert match.version == 0 and match.game.state_hash() == hash_before
