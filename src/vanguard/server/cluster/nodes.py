"""The live nodes: each node's heartbeat in one Redis sorted set, scored by its expiry."""

from __future__ import annotations

import time

from redis.asyncio import Redis

NODES_KEY = "vanguard:nodes"


def _now_ms() -> int:
    return int(time.time() * 1000)


class NodeRegistry:
    def __init__(self, redis: Redis, node_id: str, ttl_seconds: float) -> None:
        self.redis = redis
        self.node_id = node_id
        self.ttl_ms = int(ttl_seconds * 1000)

    async def heartbeat(self) -> None:
        """This node is alive for another TTL; nodes silent for longer are forgotten."""
        now = _now_ms()
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.zadd(NODES_KEY, {self.node_id: now + self.ttl_ms})
            pipe.zremrangebyscore(NODES_KEY, "-inf", now)
            await pipe.execute()

    async def leave(self) -> None:
        await self.redis.zrem(NODES_KEY, self.node_id)

    async def live(self) -> list[str]:
        """The nodes whose heartbeat has not expired. Read each time: choosing an owner must
        not pick a node that just died."""
        found = await self.redis.zrangebyscore(NODES_KEY, _now_ms(), "+inf")
        nodes = {str(node) for node in found} | {self.node_id}  # before its first heartbeat
        return sorted(nodes)
