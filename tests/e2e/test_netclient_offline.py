"""The client side without a server: `vanguard bot` refuses impossible plans with one clear
line, and the client refuses server messages the protocol does not allow (PROTOCOL.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from vanguard.cli import main
from vanguard.engine import Action, ActionKind
from vanguard.netclient import (
    FileTokenStore,
    ProtocolViolation,
    RandomPolicy,
    UnsupportedAgent,
    parse_server_message,
    policy_for,
    websocket_url,
)
from vanguard.netclient import messages as msg
from vanguard.netclient.local_server import free_port


def bot(*args: str) -> Result:
    return CliRunner().invoke(main, ["bot", *args])


def assert_clean_failure(result: Result, words: str) -> None:
    assert result.exit_code != 0
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert words in result.output, result.output


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--ai", "heuristic"], "bot can play: random"),
        (["--ai", "search"], "bot can play: random"),
        (["--room", "ABC", "--vs-ai", "random"], "choose one of a room"),
        (["--room", "ABC", "--games", "3"], "a room holds one match"),
        (["--deck", "no/such/file.txt"], "no deck file"),
        (["--games", "0"], "--games"),
        (["--delay", "-1"], "--delay"),
        (["--vs-ai", "godlike"], "--vs-ai"),
    ],
)
def test_an_impossible_bot_plan_is_refused_in_one_line(args: list[str], words: str) -> None:
    assert_clean_failure(bot("--server", "ws://127.0.0.1:9/ws", *args), words)


def test_a_server_that_does_not_answer_is_a_clear_error() -> None:
    port = free_port()  # nothing listens there
    result = bot("--server", f"127.0.0.1:{port}", "--reconnect-timeout", "0")
    assert_clean_failure(result, f"cannot connect to ws://127.0.0.1:{port}/ws")


def test_a_bad_server_address_is_a_usage_error() -> None:
    assert_clean_failure(bot("--server", "ftp://example"), "not a server address")


def test_server_addresses_are_completed_the_way_people_type_them() -> None:
    assert websocket_url("127.0.0.1:8000") == "ws://127.0.0.1:8000/ws"
    assert websocket_url("http://127.0.0.1:8000/") == "ws://127.0.0.1:8000/ws"
    assert websocket_url("https://vanguard.example") == "wss://vanguard.example/ws"
    assert websocket_url("ws://127.0.0.1:8000/ws") == "ws://127.0.0.1:8000/ws"


def test_only_view_based_agents_can_play_through_the_network() -> None:
    assert isinstance(policy_for("random", 1), RandomPolicy)
    with pytest.raises(UnsupportedAgent, match="bot can play: random"):
        policy_for("heuristic", 1)
    with pytest.raises(ValueError, match="unknown AI"):
        policy_for("nobody", 1)


STATE = {
    "type": "state",
    "match_id": "m1",
    "version": 3,
    "seat": 0,
    "view": {},
    "events": [],
    "legal": [{"kind": "end_main", "player": 0}],
    "clocks": [100.0, 99.5],
    "deciding": 0,
    "away": [],
}


def test_a_well_formed_state_is_accepted_with_its_legal_actions() -> None:
    state = parse_server_message(json.dumps(STATE))
    assert isinstance(state, msg.State)
    assert state.actions() == [Action(ActionKind.END_MAIN, 0)]


@pytest.mark.parametrize(
    "bad",
    [
        "not json",
        b'{"type": "pong"}',  # a binary frame
        json.dumps({"type": "surprise"}),
        json.dumps({**STATE, "extra": 1}),
        json.dumps({**STATE, "version": -1}),
        json.dumps({**STATE, "seat": 2}),
        json.dumps({**STATE, "clocks": [1.0]}),
        json.dumps({k: v for k, v in STATE.items() if k != "legal"}),
        json.dumps({"type": "error", "code": "OOPS", "message": "?"}),
        json.dumps({"type": "welcome", "user": {"name": "x"}, "matches": []}),
    ],
)
def test_a_message_outside_the_protocol_is_refused(bad: str | bytes) -> None:
    with pytest.raises(ProtocolViolation):
        parse_server_message(bad)


def test_legal_actions_for_the_other_seat_are_a_protocol_violation() -> None:
    state = parse_server_message(
        json.dumps({**STATE, "legal": [{"kind": "end_main", "player": 1}]})
    )
    assert isinstance(state, msg.State)
    with pytest.raises(ProtocolViolation, match="another seat"):
        state.actions()


def test_client_messages_carry_the_protocol_version_and_only_set_fields() -> None:
    assert msg.hello() == {"v": 1, "type": "hello"}
    assert msg.create_room("td01") == {"v": 1, "type": "create_room", "deck": "td01"}
    assert msg.create_room("td01", variants=["mulligan_cr119"])["variants"] == ["mulligan_cr119"]
    assert "variants" not in msg.play_ai("td01", "random")
    assert msg.play_ai("td01", "random", variants=("first_player_choice",))["variants"] == [
        "first_player_choice"
    ]
    decide = msg.decide("m1", 4, Action(ActionKind.END_MAIN, 1))
    assert decide == {
        "v": 1,
        "type": "decide",
        "match_id": "m1",
        "version": 4,
        "action": {"kind": "end_main", "player": 1},
    }


def test_guest_tokens_are_kept_per_server_in_a_private_file(tmp_path: Path) -> None:
    path = tmp_path / "tokens.json"
    store = FileTokenStore(path)
    assert store.load("ws://a/ws") is None
    store.save("ws://a/ws", "t1")
    store.save("ws://b/ws", "t2")
    assert FileTokenStore(path).load("ws://a/ws") == "t1"
    assert path.stat().st_mode & 0o077 == 0
    path.write_text("[]")
    with pytest.raises(ValueError, match="not a token file"):
        store.load("ws://a/ws")
