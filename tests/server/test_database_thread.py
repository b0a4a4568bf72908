"""The database never stalls the event loop: while another process holds a lock on the
SQLite file (or on PostgreSQL's table of decisions), a decision waits for it, and everyone
else's pings and matches go on.

The finding: queries ran inline on the event loop, so an outside lock froze the whole server
for the whole lock time (a 20 s lock gave a 20 s ping).
"""

from __future__ import annotations

import sqlite3
import sys
import time
from collections.abc import Callable

import pytest
from server_kit import Client, LiveServer, seat_two
from sqlalchemy import create_engine, text

from vanguard.server.database import SWITCH_INTERVAL_SECONDS


def _hold_lock(db_url: str) -> Callable[[], None]:
    """Lock the database as another process writing would; returns the release."""
    if db_url.startswith("sqlite:///"):
        outside = sqlite3.connect(db_url.removeprefix("sqlite:///"), isolation_level=None)
        outside.execute("BEGIN IMMEDIATE")  # the file is locked

        def release_file() -> None:
            outside.execute("COMMIT")
            outside.close()

        return release_file
    engine = create_engine(db_url)
    connection = engine.connect()
    transaction = connection.begin()
    connection.execute(text("LOCK TABLE decisions IN EXCLUSIVE MODE"))

    def release_table() -> None:
        transaction.commit()
        connection.close()
        engine.dispose()

    return release_table


def test_a_locked_database_delays_only_the_decision_that_needs_it(server: LiveServer) -> None:
    clients, match_id, states, _ = seat_two(server)
    bystander = Client(server)
    bystander.hello()
    release = _hold_lock(server.settings.db_url)
    deciding = states[0]["deciding"]
    try:
        clients[deciding].send(
            "decide", match_id=match_id, version=0, action=states[deciding]["legal"][0]
        )
        # The decision is applied and waits on the database thread for the lock ...
        deadline = time.monotonic() + 5
        while server.match(match_id).version == 0:
            assert time.monotonic() < deadline
            time.sleep(0.01)
        for _ in range(5):
            bystander.send("ping")
            assert bystander.expect("pong")  # ... while the loop answers everyone else
        assert clients[1 - deciding].quiet(0.1) == [], "nothing is sent before the commit"
        assert server.context.store.load_match(match_id) is not None
    finally:
        release()
    assert clients[deciding].expect_state(1)["version"] == 1
    assert clients[1 - deciding].expect_state(1)["version"] == 1


def test_the_interpreter_switches_threads_often_while_serving(server: LiveServer) -> None:
    """The database thread's statements each give up the interpreter lock and take it back;
    at Python's default interval (5 ms) each taking back can wait that long behind the event
    loop. While the server runs the interval is short."""
    assert sys.getswitchinterval() == pytest.approx(SWITCH_INTERVAL_SECONDS)
    assert SWITCH_INTERVAL_SECONDS <= 0.001
