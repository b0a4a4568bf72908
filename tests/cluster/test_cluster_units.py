"""The small parts of cluster mode on their own: rendezvous hashing and keyed locks."""

from __future__ import annotations

import asyncio
from collections import Counter

from vanguard.server.cluster.hashing import rendezvous
from vanguard.server.cluster.keyed_locks import KeyedLocks


def test_rendezvous_hashing_spreads_keys_and_moves_only_a_leaving_nodes_keys() -> None:
    nodes = ["node1", "node2", "node3"]
    keys = [f"M{i:05d}" for i in range(3000)]
    owners = {key: rendezvous(key, nodes) for key in keys}
    assert all(owners[key] == rendezvous(key, list(reversed(nodes))) for key in keys)
    spread = Counter(owners.values())
    assert min(spread.values()) > 800, spread
    after = {key: rendezvous(key, ["node1", "node3"]) for key in keys}
    moved = [key for key in keys if after[key] != owners[key]]
    assert moved and all(owners[key] == "node2" for key in moved)
    assert rendezvous("M1", []) is None


def test_keyed_locks_serve_one_key_in_order_and_forget_it_afterwards() -> None:
    async def scenario() -> list[int]:
        locks = KeyedLocks()
        order: list[int] = []

        async def worker(number: int) -> None:
            async with locks.hold("M1"):
                await asyncio.sleep(0.01)
                order.append(number)

        await asyncio.gather(*(worker(n) for n in range(5)))
        assert len(locks) == 0
        return order

    assert asyncio.run(scenario()) == [0, 1, 2, 3, 4]
