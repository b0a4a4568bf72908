"""A fenced owner cannot write: when another node took a match over (the old owner was
paused past its lease), the old owner's next decision is refused by the database's epoch,
nothing of it is kept, the old owner lets the match go, and its players continue on the
new owner after a resync. An owner whose lease merely expired (nobody took the match) takes
it back and goes on."""

from __future__ import annotations

import random
import time

import httpx
from cluster_kit import (
    StartNodes,
    drop_lease,
    lease_holder,
    post_to_inbox,
    queue_pair,
    read_inbox,
)
from server_kit import Client, play
from sqlalchemy import func, select

from vanguard.server.tables import decisions, matches
from vanguard.sim import GameRecord, replay_record


def test_a_fenced_owner_writes_nothing_and_the_match_goes_on_at_the_new_owner(
    start_nodes: StartNodes, redis_url: str
) -> None:
    one, two = start_nodes(2)
    a, b = Client(one), Client(two)
    a.hello()
    b.hello()
    clients, match_id = queue_pair(a, b)
    states = {seat: client.expect_state(0) for seat, client in clients.items()}
    rng = random.Random(3)
    states = play(clients, match_id, states, rng, stop_at_version=4)
    old_name = lease_holder(redis_url, match_id)
    old, new = (one, two) if old_name == "node1" else (two, one)
    new_name = "node2" if old_name == "node1" else "node1"
    on_old = {seat for seat, client in clients.items() if client is (a if old is one else b)}
    while states[0]["deciding"] not in on_old:  # the next decision is made on the old owner
        version = states[0]["version"]
        states = play(clients, match_id, states, rng, stop_at_version=version + 1)
    version = states[0]["version"]

    # The old owner is "paused": its lease lapses and the other node takes the match over.
    drop_lease(redis_url, match_id)
    spy = {"key": "guest:999999", "name": "spy", "guest": True}
    post_to_inbox(
        redis_url,
        new_name,
        {"op": "spectate", "match": match_id, "edge": "spy", "conn": 1, "identity": spy},
    )
    assert [m["op"] for m in read_inbox(redis_url, "spy")][:1] == ["deliver"]
    assert lease_holder(redis_url, match_id) == new_name
    assert match_id in new.context.arena.matches
    store = old.context.store
    with store.engine.connect() as db:
        epoch = db.execute(select(matches.c.owner_epoch).where(matches.c.id == match_id))
        assert epoch.scalar_one() == 2

    # The old owner still has the match in memory and applies the decision... but cannot
    # write it: it is refused, and the match is let go.
    deciding = states[0]["deciding"]
    action = rng.choice(states[deciding]["legal"])
    clients[deciding].send("decide", match_id=match_id, version=version, action=action)
    refused = clients[deciding].expect("error")
    assert refused["code"] == "STALE"
    assert match_id not in old.context.arena.matches
    with store.engine.connect() as db:
        count = db.execute(
            select(func.count()).select_from(decisions).where(decisions.c.match_id == match_id)
        ).scalar_one()
    assert count == version, "nothing of the fenced decision was written"

    # Both players resync: they reach the new owner, at the version the database has.
    for seat, client in clients.items():
        client.quiet()
        client.send("resync", match_id=match_id)
        states[seat] = client.expect_state(version)
        assert states[seat]["version"] == version
    over = play(clients, match_id, states, rng)
    assert over[0]["result"] == over[1]["result"]
    record = GameRecord.from_dict(httpx.get(f"{old.url}/api/replays/{match_id}").json())
    assert replay_record(record).state_hash() == record.final_hash


def test_an_owner_takes_back_a_lease_that_expired_with_nobody_taking_it(
    start_nodes: StartNodes, redis_url: str
) -> None:
    one, two = start_nodes(2, lease_renew_seconds=0.2)
    a, b = Client(one), Client(two)
    a.hello()
    b.hello()
    clients, match_id = queue_pair(a, b)
    states = {seat: client.expect_state(0) for seat, client in clients.items()}
    owner_name = lease_holder(redis_url, match_id)
    owner = one if owner_name == "node1" else two
    drop_lease(redis_url, match_id)  # as when Redis was unreachable for longer than a lease
    deadline = time.monotonic() + 10
    while lease_holder(redis_url, match_id) != owner_name:
        assert time.monotonic() < deadline, "the lease was not taken back"
        time.sleep(0.05)
    assert owner.match(match_id).owner_epoch == 1, "kept, not taken over again"
    over = play(clients, match_id, states, random.Random(4))
    assert over[0]["result"] == over[1]["result"]
