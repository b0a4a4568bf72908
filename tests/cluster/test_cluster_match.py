"""Playing across nodes: players and spectators connected to any node play and watch any
match, whose owner is another node (messages routed through the owners' inboxes)."""

from __future__ import annotations

import random
from typing import Any

import httpx
from cluster_kit import StartNodes, queue_pair
from server_kit import Client, play

from vanguard.sim import GameRecord, replay_record


def test_two_players_on_two_nodes_finish_a_match_watched_from_a_third(
    start_nodes: StartNodes,
) -> None:
    one, two, three = start_nodes(3)
    a, b = Client(one), Client(two)
    a.hello()
    b.hello()
    clients, match_id = queue_pair(a, b)
    states = {seat: client.expect_state(0) for seat, client in clients.items()}
    watcher = Client(three)
    watcher.hello()
    watcher.send("spectate", match_id=match_id)
    assert watcher.expect("match_started")["seat"] is None
    first_seen = watcher.expect("state")
    assert first_seen["legal"] == []

    over = play(clients, match_id, states, random.Random(5))
    assert over[0]["result"] == over[1]["result"]
    seen: list[dict[str, Any]] = [first_seen]
    while True:
        message = watcher.expect("state", "match_over")
        if message["type"] == "match_over":
            assert message["result"] == over[0]["result"]
            break
        seen.append(message)
    versions = sorted({state["version"] for state in seen})
    final = states[0]["version"]
    assert versions == list(range(first_seen["version"], final + 1)), "every state is seen"
    assert all(state["legal"] == [] for state in seen), "a spectator is never offered a move"

    # Any node serves the replay, and it replays to the final state.
    for node in (one, two, three):
        record = GameRecord.from_dict(httpx.get(f"{node.url}/api/replays/{match_id}").json())
        assert replay_record(record).state_hash() == record.final_hash
    owners = [node for node in (one, two, three) if match_id in node.context.arena._finished]
    assert len(owners) == 1, "exactly one node owned the match"
