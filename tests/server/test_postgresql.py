"""What only PostgreSQL does to the server: a database across the network can drop its
connections (a restart, a failover) while the server runs."""

from __future__ import annotations

import random

import pytest
from server_kit import Client, LiveServer, play, seat_two
from sqlalchemy.engine import make_url

from pg_server import PostgresServer
from vanguard.server.recovery import rebuild_game

pytestmark = [
    pytest.mark.postgresql,
    pytest.mark.parametrize("db_url", ["postgresql"], indirect=True),
]


def test_connections_the_database_closed_are_replaced_and_no_decision_is_lost(
    server: LiveServer, postgres_server: PostgresServer, db_url: str
) -> None:
    clients, match_id, states, tokens = seat_two(server)
    states = play(clients, match_id, states, random.Random(5), stop_at_version=4)
    database = make_url(db_url).database
    assert database is not None
    assert postgres_server.close_connections(database) >= 1, "the server held a connection"
    # The next query (a returning guest is looked up) and the next decisions go through on
    # new connections, committed as ever.
    returning = Client(server)
    assert returning.hello(guest_token=tokens[0])["matches"] == [match_id]
    returning.close()
    states = play(clients, match_id, states, random.Random(6), stop_at_version=8)
    stored = server.context.store.load_match(match_id)
    assert stored is not None
    assert [d.number for d in stored.decisions] == list(range(1, 9))
    assert rebuild_game(stored).state_hash() == server.match(match_id).game.state_hash()
