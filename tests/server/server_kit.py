"""What the server tests share: settings on a temporary database, a fake time source, an
in-thread uvicorn server on loopback, and a small synchronous WebSocket client."""

from __future__ import annotations

import json
import random
import socket
import threading
import time
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from click.testing import CliRunner
from sqlalchemy import Engine
from websockets.sync.client import ClientConnection, connect

import vanguard.server
from vanguard.cli import main
from vanguard.server import ServerSettings, create_app
from vanguard.server.context import ServerContext
from vanguard.server.database import migrate, normalize_url, open_engine
from vanguard.server.store import NewMatch, Store
from vanguard.server.uvicorn_config import uvicorn_config

WAIT = 10.0
"""Longest wait for one expected message; a hang fails the test instead of the suite."""

STOP_WAIT = 30.0
"""Longest wait for a server to stop: the grace its open connections get
(`uvicorn_config.SHUTDOWN_GRACE_SECONDS`), then the application's own shutdown, on a machine
that may be busy with the other test worker and a browser."""


class FakeTime:
    """A time source the test moves by hand: clocks run out without anyone waiting."""

    def __init__(self) -> None:
        self.now = 1000.0
        self._lock = threading.Lock()

    def __call__(self) -> float:
        with self._lock:
            return self.now

    def advance(self, seconds: float) -> None:
        with self._lock:
            self.now += seconds


NO_STATIC = Path(__file__).resolve().parent / "no-static-files"
"""A folder that does not exist: the server tests serve no browser client."""


def make_settings(db_url: str, **overrides: Any) -> ServerSettings:
    """Settings for a test server on `db_url` (the `db_url` fixture: each backend in turn)."""
    values: dict[str, Any] = {
        "db_url": db_url,
        "clock_tick_seconds": 0.02,
        # Scripted clients decide much faster than people; the rate limit has its own test.
        "rate_per_second": 5000.0,
        "rate_burst": 5000,
        "static_dir": NO_STATIC,
    }
    values.update(overrides)
    return ServerSettings(**values)


def serve_settings(
    options: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[ServerSettings, uvicorn.Server]:
    """What `vanguard serve` with these options would run (on a fresh SQLite database), read
    off the real command without starting the server: its settings and its uvicorn server."""
    seen: list[Any] = []
    building = vanguard.server.create_app

    def spied(settings: ServerSettings) -> Any:
        seen.append(settings)
        return building(settings)

    monkeypatch.setattr(vanguard.server, "create_app", spied)
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: seen.append(self))
    command = ["serve", "--port", "0", "--db", str(tmp_path / "s.sqlite3"), *options]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    settings, server = seen
    return settings, server


class LiveServer:
    """A real uvicorn server on 127.0.0.1 in a background thread."""

    def __init__(self, settings: ServerSettings) -> None:
        self.settings = settings
        self.app = create_app(settings)
        self._socket = socket.create_server(("127.0.0.1", 0))
        self.port = self._socket.getsockname()[1]
        config = uvicorn_config(self.app)
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [self._socket]}, daemon=True
        )

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/ws"

    @property
    def context(self) -> ServerContext:
        return self.app.state.server  # type: ignore[no-any-return]

    def start(self) -> LiveServer:
        self._thread.start()
        deadline = time.monotonic() + WAIT
        while not self._server.started:
            assert self._thread.is_alive(), "the server failed to start"
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.01)
        return self

    def stop(self) -> None:
        self._server.should_exit = True
        self._thread.join(STOP_WAIT)
        assert not self._thread.is_alive(), "the server did not stop"

    def match(self, match_id: str) -> Any:
        return self.context.arena.matches[match_id]


class Client:
    """A scripted player over a real WebSocket, reading messages one by one."""

    def __init__(
        self,
        server: LiveServer,
        cookie: str | None = None,
        origin: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        headers = dict(headers or {})
        if cookie:
            headers["Cookie"] = f"vg_session={cookie}"
        if origin is not None:
            headers["Origin"] = origin
        self.ws: ClientConnection = connect(
            server.ws_url,
            additional_headers=headers,
            open_timeout=WAIT,
            max_size=None,
            legacy=True,
        )
        self.seen: list[dict[str, Any]] = []

    def send(self, type_: str, **fields: Any) -> None:
        self.ws.send(json.dumps({"v": 1, "type": type_, **fields}))

    def send_raw(self, text: str | bytes) -> None:
        self.ws.send(text)

    def recv(self, timeout: float = WAIT) -> dict[str, Any]:
        message = json.loads(self.ws.recv(timeout=timeout))
        self.seen.append(message)
        return message

    def expect(self, *types: str, timeout: float = WAIT) -> dict[str, Any]:
        """The next message of one of `types`, skipping others (but never an error)."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no {types} within {timeout}s")
            message = self.recv(timeout=left)
            if message["type"] in types:
                return message
            if message["type"] == "error" and "error" not in types:
                raise AssertionError(f"unexpected error while waiting for {types}: {message}")

    def expect_state(self, version: int, timeout: float = WAIT) -> dict[str, Any]:
        """The first `state` at `version` or later (presence updates repeat a version)."""
        while True:
            message = self.expect("state", timeout=timeout)
            if message["version"] >= version:
                return message

    def quiet(self, seconds: float = 0.15) -> list[dict[str, Any]]:
        """Whatever arrives within `seconds` (expected: nothing much)."""
        got = []
        try:
            while True:
                got.append(self.recv(timeout=seconds))
        except TimeoutError:
            return got

    def hello(self, guest_token: str | None = None) -> dict[str, Any]:
        if guest_token is None:
            self.send("hello")
        else:
            self.send("hello", guest_token=guest_token)
        return self.expect("welcome")

    def close(self) -> None:
        self.ws.close()


def random_action(state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    return rng.choice(state["legal"])


def seat_two(
    server: LiveServer, clock_seconds: float | None = None
) -> tuple[dict[int, Client], str, dict[int, dict[str, Any]], dict[int, str]]:
    """Two guests in a private room: clients by seat, the match id, first states, tokens."""
    host, guest = Client(server), Client(server)
    tokens = [host.hello()["guest_token"], guest.hello()["guest_token"]]
    fields: dict[str, Any] = {"deck": "td01"}
    if clock_seconds is not None:
        fields["clock_seconds"] = clock_seconds
    host.send("create_room", **fields)
    code = host.expect("room_created")["code"]
    guest.send("join_room", code=code, deck="td02")
    started = {0: host.expect("match_started"), 1: guest.expect("match_started")}
    assert started[0]["match_id"] == started[1]["match_id"]
    by_seat = {started[0]["seat"]: host, started[1]["seat"]: guest}
    token_by_seat = {started[0]["seat"]: tokens[0], started[1]["seat"]: tokens[1]}
    states = {seat: client.expect_state(0) for seat, client in by_seat.items()}
    return by_seat, started[0]["match_id"], states, token_by_seat


def play(
    clients: dict[int, Client],
    match_id: str,
    states: dict[int, dict[str, Any]],
    rng: random.Random,
    stop_at_version: int | None = None,
) -> dict[int, dict[str, Any]]:
    """Random legal decisions until the match ends (returns `match_over` per seat) or until
    `stop_at_version` (returns the latest states)."""
    while True:
        version = states[0]["version"]
        if stop_at_version is not None and version >= stop_at_version:
            return states
        deciding = states[0]["deciding"]
        assert deciding is not None
        assert states[1 - deciding]["legal"] == [], "only the deciding player gets `legal`"
        action = random_action(states[deciding], rng)
        clients[deciding].send("decide", match_id=match_id, version=version, action=action)
        for seat, client in clients.items():
            states[seat] = client.expect_state(version + 1)
        if states[0]["view"]["result"] is not None:
            return {seat: client.expect("match_over") for seat, client in clients.items()}


def store_with_matches(db_url: str, *match_ids: str) -> tuple[Store, Engine]:
    """A migrated store holding a live match between two guests under each id (for the
    store's own tests, below the server); the caller disposes of the engine."""
    engine = open_engine(normalize_url(db_url))
    migrate(engine)
    store = Store(engine)
    for match_id in match_ids:
        store.create_match(
            NewMatch(
                id=match_id,
                seed=7,
                first_player=0,
                decks=[{"name": "a", "cards": [], "first_vanguard": None}] * 2,
                players=[{"key": "guest:1", "name": "A"}, {"key": "guest:2", "name": "B"}],
                settings={"mode": "queue", "clock_seconds": 60.0, "variants": []},
                initial_hash="0" * 64,
            )
        )
    return store, engine
