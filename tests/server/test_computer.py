"""Computer opponents think in a worker thread: the server keeps answering meanwhile."""

from __future__ import annotations

import threading

import pytest
from server_kit import Client, FakeTime, LiveServer, make_settings

from vanguard.engine import Action, Game
from vanguard.server import live_match


class _HeldAgent:
    """Thinks until the test lets it answer."""

    def __init__(self) -> None:
        self.thinking = threading.Event()
        self.release = threading.Event()

    def choose(self, game: Game, player: int, options: list[Action]) -> Action:
        self.thinking.set()
        assert self.release.wait(10)
        return options[0]


def test_a_slow_computer_player_never_blocks_the_server(
    server: LiveServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    agent = _HeldAgent()
    monkeypatch.setattr(live_match, "make_agent", lambda name, seed: agent)
    client = Client(server)
    client.hello()
    client.send("play_ai", deck="td01", ai="random")
    started = client.expect("match_started")
    state = client.expect("state")
    while state["deciding"] == started["seat"]:
        client.send(
            "decide",
            match_id=started["match_id"],
            version=state["version"],
            action=state["legal"][0],
        )
        state = client.expect_state(state["version"] + 1)
    assert agent.thinking.wait(10), "the computer is deciding"
    for _ in range(3):
        client.send("ping")
        assert client.expect("pong", timeout=2)
    agent.release.set()
    assert client.expect_state(state["version"] + 1)["version"] == state["version"] + 1


def test_the_computer_can_wait_before_each_decision(db_url: str, fake_time: FakeTime) -> None:
    live = LiveServer(make_settings(db_url, time_source=fake_time, ai_delay_seconds=0.3)).start()
    try:
        client = Client(live)
        client.hello()
        client.send("play_ai", deck="td01", ai="random")
        started = client.expect("match_started")
        state = client.expect("state")
        while state["deciding"] == started["seat"]:
            client.send(
                "decide",
                match_id=started["match_id"],
                version=state["version"],
                action=state["legal"][0],
            )
            state = client.expect_state(state["version"] + 1)
        assert client.quiet(0.15) == [], "nothing before the delay"
        assert client.expect_state(state["version"] + 1, timeout=2)
    finally:
        live.stop()
