"""Failover: the node that owns a match is killed (SIGKILL) mid-match; once its lease has
expired another node takes the match over, rebuilds it from the database, and the players
continue after a resync: the same state, no decision lost or applied twice, the clock of the
player to decide paused through the takeover, and `vanguard replay` verifies the record."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from cluster_kit import lease_holder, queue_pair
from server_kit import Client, play

from vanguard.netclient.local_server import NOT_AVAILABLE, ServerProcess, server_available

LEASE_SECONDS = 2


@pytest.fixture
def processes(
    cluster_db: str, redis_url: str, tmp_path: Path
) -> Iterator[dict[str, ServerProcess]]:
    """Three `vanguard serve --redis` nodes, as an operator runs them."""
    if not server_available():
        pytest.skip(NOT_AVAILABLE)
    nodes: dict[str, ServerProcess] = {}
    for index in (1, 2, 3):
        name = f"node{index}"
        folder = tmp_path / name
        folder.mkdir()
        options = ("--redis", redis_url, "--node-id", name, "--lease-seconds")
        nodes[name] = ServerProcess(
            folder,
            extra_args=(*options, str(LEASE_SECONDS), "--rate-limit", "5000"),
            db_url=cluster_db,
        )
    for node in nodes.values():
        node.start()
    yield nodes
    for node in nodes.values():
        node.stop()


def _wait_for_no_lease(redis_url: str, match_id: str) -> None:
    deadline = time.monotonic() + LEASE_SECONDS * 5
    while lease_holder(redis_url, match_id) is not None:
        assert time.monotonic() < deadline, "the dead owner's lease did not expire"
        time.sleep(0.1)


def test_the_owner_killed_mid_match_is_taken_over_and_the_match_finishes(
    processes: dict[str, ServerProcess], redis_url: str, tmp_path: Path
) -> None:
    names = list(processes)
    a, b = Client(processes[names[0]]), Client(processes[names[1]])  # type: ignore[arg-type]
    tokens = {a: a.hello()["guest_token"], b: b.hello()["guest_token"]}
    clients, match_id = queue_pair(a, b)
    states = {seat: client.expect_state(0) for seat, client in clients.items()}
    rng = random.Random(21)
    states = play(clients, match_id, states, rng, stop_at_version=12)
    version, deciding = states[0]["version"], states[0]["deciding"]
    views = {seat: state["view"] for seat, state in states.items()}
    clocks = states[0]["clocks"]

    owner = lease_holder(redis_url, match_id)
    assert owner in processes
    processes[owner].kill()
    _wait_for_no_lease(redis_url, match_id)
    survivors = [name for name in names if name != owner]

    # Players whose node died reconnect (through the balancer) to a live node; the others
    # keep their socket and ask for a resync.
    for seat, client in list(clients.items()):
        node_of_client = names[0] if client is a else names[1]
        if node_of_client == owner:
            back = Client(processes[survivors[seat % len(survivors)]])  # type: ignore[arg-type]
            welcome = back.hello(guest_token=tokens[client])
            assert welcome["matches"] == [match_id]
            clients[seat] = back
        else:
            client.quiet()
            client.send("resync", match_id=match_id)
        states[seat] = client_state = clients[seat].expect_state(version)
        assert client_state["version"] == version, "no decision lost"
        assert client_state["view"] == views[seat], "the same state, rebuilt"
        # The clock of the player to decide is paused while the match changes hands.
        assert abs(client_state["clocks"][deciding] - clocks[deciding]) < 1.0
    new_owner = lease_holder(redis_url, match_id)
    assert new_owner in survivors

    over = play(clients, match_id, states, rng)
    assert over[0]["result"] == over[1]["result"]
    record = httpx.get(processes[survivors[0]].http_url(f"/api/replays/{match_id}")).json()
    assert len(record["decisions"]) == states[0]["version"], "nothing applied twice"
    path = tmp_path / "match.json"
    path.write_text(json.dumps(record))
    replayed = subprocess.run(
        [sys.executable, "-m", "vanguard.cli", "replay", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert replayed.returncode == 0, replayed.stdout + replayed.stderr
    for name in survivors:
        assert "Traceback" not in processes[name].log(), processes[name].log()


def test_a_player_whose_node_dies_shows_as_away_to_the_owner(
    processes: dict[str, ServerProcess], redis_url: str
) -> None:
    names = list(processes)
    a, b = Client(processes[names[0]]), Client(processes[names[1]])  # type: ignore[arg-type]
    a.hello()
    b.hello()
    clients, match_id = queue_pair(a, b)
    seat_of = {client: seat for seat, client in clients.items()}
    for client in clients.values():  # each joins when its node hears of the match
        while client.expect_state(0)["away"] != []:
            pass
    owner = lease_holder(redis_url, match_id)
    # Kill the node of a player that does not own the match: nobody closes that socket.
    dying, staying = (a, b) if owner != names[0] else (b, a)
    processes[names[0] if dying is a else names[1]].kill()
    deadline = time.monotonic() + LEASE_SECONDS * 5
    while True:
        assert time.monotonic() < deadline, "the player of the dead node never showed as away"
        state = staying.expect("state", timeout=LEASE_SECONDS * 5)
        if state["away"] == [seat_of[dying]]:
            break
