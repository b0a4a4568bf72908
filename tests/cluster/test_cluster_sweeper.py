"""The sweeper: a match whose owner is gone and whose players are both away is taken over by
a live node all the same, so its clocks still run out and it ends."""

from __future__ import annotations

import time

from cluster_kit import StartNodes, lease_holder, queue_pair
from server_kit import Client, FakeTime

from vanguard.server.store import Store


def _wait_until(condition: object, seconds: float = 15.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():  # type: ignore[operator]
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def test_a_match_nobody_asks_for_is_taken_over_and_times_out(
    start_nodes: StartNodes, redis_url: str
) -> None:
    fake = FakeTime()
    one, two = start_nodes(2, time_source=fake, sweep_seconds=0.3, recovery_grace_seconds=5)
    a, b = Client(one), Client(two)
    a.hello()
    b.hello()
    clients, match_id = queue_pair(a, b)
    for client in clients.values():
        client.expect_state(0)
    _wait_until(lambda: lease_holder(redis_url, match_id) is not None)
    owner, survivor = (one, two) if lease_holder(redis_url, match_id) == "node1" else (two, one)
    for client in clients.values():
        client.close()
    owner.stop()  # nobody asks for the match any more
    assert lease_holder(redis_url, match_id) is None, "a node that stops releases its leases"

    _wait_until(lambda: match_id in survivor.context.arena.matches)
    assert survivor.match(match_id).owner_epoch == 2
    fake.advance(survivor.settings.default_clock_seconds + 10)  # grace, then the clock
    store: Store = survivor.context.store
    _wait_until(lambda: store.load_match(match_id).status == "finished")  # type: ignore[union-attr]
    stored = store.load_match(match_id)
    assert stored is not None and stored.reason == "timeout"
