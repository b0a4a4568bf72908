"""The lobby shared by every node: queue pairing is atomic (nobody is paired twice, however
many queue at once on however many nodes), and a private room made on one node is joined
from another."""

from __future__ import annotations

import json
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx
import redis
from click.testing import CliRunner
from cluster_kit import StartNodes, queue_pair
from server_kit import Client

from vanguard.cli import main


def test_many_players_queueing_at_once_on_three_nodes_are_each_paired_exactly_once(
    start_nodes: StartNodes,
) -> None:
    nodes = start_nodes(3)
    players = [Client(nodes[i % 3]) for i in range(24)]
    for player in players:
        player.hello()
    go = threading.Barrier(len(players))
    started: dict[int, dict[str, Any]] = {}
    failures: list[BaseException] = []

    def queue(index: int) -> None:
        try:
            go.wait()
            players[index].send("queue", deck="td01" if index % 2 else "td02")
            started[index] = players[index].expect("match_started", timeout=60)
        except BaseException as error:  # reported below
            failures.append(error)

    threads = [threading.Thread(target=queue, args=(i,)) for i in range(len(players))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(90)
    assert not failures, failures
    assert len(started) == len(players), "everyone got a match"
    per_match = Counter(message["match_id"] for message in started.values())
    assert len(per_match) == len(players) // 2
    assert set(per_match.values()) == {2}, "two players per match, nobody in two matches"
    for match_id in per_match:
        seats = sorted(m["seat"] for m in started.values() if m["match_id"] == match_id)
        assert seats == [0, 1]
    for player in players:  # and nobody is sent a second match afterwards
        assert [m for m in player.quiet(0.3) if m["type"] == "match_started"] == []


def test_one_player_queueing_on_two_nodes_at_once_waits_once(start_nodes: StartNodes) -> None:
    one, two = start_nodes(2)
    first = Client(one)
    token = first.hello()["guest_token"]
    second = Client(two)
    second.hello(guest_token=token)
    first.send("queue", deck="td01")
    second.send("queue", deck="td01")
    answers = sorted(client.expect("queued", "error")["type"] for client in (first, second))
    assert answers.count("error") >= 1, "the same player cannot wait twice"
    other = Client(two)
    other.hello()
    other.send("queue", deck="td02")
    assert other.expect("match_started")["seat"] == 1
    assert first.expect("match_started")["seat"] == 0
    assert second.expect("match_started")["seat"] == 0, "both of the player's sockets follow"


def test_a_room_made_on_one_node_is_joined_from_another(start_nodes: StartNodes) -> None:
    one, two = start_nodes(2)
    host, guest = Client(one), Client(two)
    host.hello()
    guest.hello()
    host.send("create_room", deck="td01", clock_seconds=300)
    code = host.expect("room_created")["code"]
    guest.send("join_room", code=code, deck="td02")
    started = host.expect("match_started"), guest.expect("match_started")
    assert started[0]["match_id"] == started[1]["match_id"]
    assert (started[0]["seat"], started[1]["seat"]) == (0, 1)
    state = guest.expect_state(0)
    assert max(state["clocks"]) <= 300
    guest.send("join_room", code=code, deck="td02")
    assert guest.expect("error")["code"] in ("NOT_FOUND", "BUSY")


def test_serve_refuses_cluster_mode_on_sqlite_or_without_redis(
    tmp_path: Path, cluster_db: str
) -> None:
    runner = CliRunner()
    on_sqlite = runner.invoke(
        main, ["serve", "--db", str(tmp_path / "x.sqlite3"), "--redis", "redis://127.0.0.1:1"]
    )
    assert on_sqlite.exit_code == 1
    assert "needs a PostgreSQL database" in on_sqlite.output
    no_redis = runner.invoke(
        main, ["serve", "--db", cluster_db, "--redis", "redis://:hunter2@127.0.0.1:1/0"]
    )
    assert no_redis.exit_code == 1
    assert "cannot reach Redis at redis://***@127.0.0.1:1/0" in no_redis.output
    assert "hunter2" not in no_redis.output and "Traceback" not in no_redis.output


def test_a_wait_left_by_a_dead_node_pairs_nobody_and_binds_nobody(
    start_nodes: StartNodes, redis_url: str
) -> None:
    (one,) = start_nodes(1)
    ghost_entry = json.dumps(
        {"key": "guest:424242", "seat": {"key": "guest:424242", "name": "Ghost"},
         "deck": {}, "edge": "dead-node", "format": "classic", "clock": 60.0}
    )  # fmt: skip
    with redis.Redis.from_url(redis_url, decode_responses=True) as client:
        client.rpush("vanguard:queue:classic", ghost_entry)
        client.set("vanguard:waiting:guest:424242", ghost_entry)
    player = Client(one)
    player.hello()
    player.send("queue", deck="td01")
    player.expect("queued")  # not paired with the ghost, whose node is gone
    with redis.Redis.from_url(redis_url, decode_responses=True) as client:
        assert client.get("vanguard:waiting:guest:424242") is None
        # The player's own wait, as if made on a node that died since: they reconnected
        # here and may wait again.
        (mine,) = client.keys("vanguard:waiting:*")
        entry = json.loads(client.get(mine))  # type: ignore[arg-type]
        client.set(mine, json.dumps({**entry, "edge": "dead-node"}))
    player.send("queue", deck="td01")
    player.expect("queued")


def test_a_rematch_is_asked_on_two_nodes_and_played_with_the_same_decks(
    start_nodes: StartNodes,
) -> None:
    """As on one server (tests/server/test_open_rooms_and_rematch.py), with the players on
    different nodes: the asks are shared, each player hears of the other's, and the new
    match reaches both."""
    one, two = start_nodes(2)
    host, guest = Client(one), Client(two)
    host.hello()
    guest.hello()
    host.send("create_room", deck="td01", clock_seconds=300)
    guest.send("join_room", code=host.expect("room_created")["code"], deck="td02")
    match_id = host.expect("match_started")["match_id"]
    guest.expect("match_started")
    host.send("concede", match_id=match_id)
    for client in (host, guest):
        client.expect("match_over")

    stranger = Client(one)
    stranger.hello()
    stranger.send("rematch", match_id=match_id)
    assert stranger.expect("error")["code"] == "NOT_YOUR_MATCH"

    guest.send("rematch", match_id=match_id)
    for client in (host, guest):
        asked = client.expect("rematch_asked")
        assert asked == {"type": "rematch_asked", "match_id": match_id, "seats": [1]}
    host.send("rematch", match_id=match_id)
    started = host.expect("match_started"), guest.expect("match_started")
    new_id = started[0]["match_id"]
    assert new_id != match_id and started[1]["match_id"] == new_id
    assert (started[0]["seat"], started[1]["seat"]) == (0, 1)
    state = guest.expect("state")
    assert max(state["clocks"]) <= 300, "the clock of the first match"
    store = one.context.store
    before, again = store.load_match(match_id), store.load_match(new_id)
    assert before is not None and again is not None
    assert again.decks == before.decks and again.players == before.players
    assert again.settings == before.settings  # mode, clock and rules

    # The asks are used up: asking again is refused, on either node.
    guest.send("rematch", match_id=match_id)
    assert guest.expect("error")["code"] == "NOT_FOUND"


def test_no_rematch_in_a_cluster_against_the_computer_or_for_an_unknown_match(
    start_nodes: StartNodes,
) -> None:
    (one,) = start_nodes(1)
    player = Client(one)
    player.hello()
    player.send("play_ai", deck="td01", ai="random")
    match_id = player.expect("match_started")["match_id"]
    player.send("concede", match_id=match_id)
    player.expect("match_over")
    player.send("rematch", match_id=match_id)
    assert player.expect("error")["code"] == "NOT_FOUND"
    player.send("rematch", match_id="NOSUCHMATCH2")
    assert player.expect("error")["code"] == "NOT_FOUND"


def test_a_listed_room_is_shown_by_every_node_until_it_is_joined(
    start_nodes: StartNodes,
) -> None:
    """As on one server (GET /api/rooms): a room its host lets the lobby list is listed by
    every node, an unlisted one never, and a joined one no more."""
    one, two = start_nodes(2)
    host, hidden, guest = Client(one), Client(one), Client(two)
    for client in (host, hidden, guest):
        client.hello()
    host.send("create_room", deck="td01", clock_seconds=300, listed=True)
    code = host.expect("room_created")["code"]
    hidden.send("create_room", deck="td01")
    hidden.expect("room_created")

    def rooms(node: Any) -> list[dict[str, Any]]:
        response = httpx.get(f"{node.url}/api/rooms")
        assert response.headers["cache-control"] == "no-store"
        return list(response.json()["rooms"])

    for node in (one, two):
        listed = rooms(node)
        assert [room["code"] for room in listed] == [code]
        assert listed[0]["host"].startswith("guest-") and listed[0]["clock_seconds"] == 300
        assert listed[0]["format"] == "classic" and listed[0]["variants"] == []
    guest.send("join_room", code=code, deck="td02")
    guest.expect("match_started")
    assert rooms(one) == [] and rooms(two) == []


def test_every_node_lists_the_live_matches_of_every_node(start_nodes: StartNodes) -> None:
    """GET /api/live in a cluster: a queued match is listed by both nodes, whichever owns
    it (a node publishes its list at each heartbeat); a private room's match by none."""
    one, two = start_nodes(2, lease_renew_seconds=0.5)
    players = {seat: Client(one if seat == 0 else two) for seat in (0, 1)}
    for client in players.values():
        client.hello()
    by_seat, match_id = queue_pair(players[0], players[1])
    host, guest = Client(one), Client(two)
    host.hello()
    guest.hello()
    host.send("create_room", deck="td01")
    guest.send("join_room", code=host.expect("room_created")["code"], deck="td02")
    private = host.expect("match_started")["match_id"]
    by_seat[0].expect("state")

    def listed(node: Any) -> list[str]:
        response = httpx.get(f"{node.url}/api/live")
        assert response.headers["cache-control"] == "no-store"
        return [entry["id"] for entry in response.json()["matches"]]

    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and not all(listed(n) == [match_id] for n in (one, two)):
        time.sleep(0.2)
    assert listed(one) == [match_id] and listed(two) == [match_id]
    assert private not in listed(one) + listed(two)
    entry = httpx.get(f"{two.url}/api/live").json()["matches"][0]
    assert len(entry["players"]) == 2 and all(n.startswith("guest-") for n in entry["players"])
    assert entry["mode"] == "queue" and entry["turn"] >= 0
