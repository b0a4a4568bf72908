"""Match ownership leases in Redis: `SET match:{id}:owner {node} NX PX ttl`, renewed in one
script for all of a node's matches, released only by their holder.

A lease routes messages; it does not make writes safe (a paused node may still believe it
holds one): the database's `owner_epoch` fence does that (`Store.append_decisions`).
"""

from __future__ import annotations

from collections.abc import Iterable

from redis.asyncio import Redis

_RENEW = """
local lost = {}
for i, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[1] then
    redis.call('PEXPIRE', key, ARGV[2])
  else
    table.insert(lost, i)
  end
end
return lost
"""

_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
"""


def lease_key(match_id: str) -> str:
    return f"vanguard:match:{match_id}:owner"


class Leases:
    def __init__(self, redis: Redis, node_id: str, ttl_seconds: float) -> None:
        self.redis = redis
        self.node_id = node_id
        self.ttl_ms = int(ttl_seconds * 1000)
        self._renew = redis.register_script(_RENEW)
        self._release = redis.register_script(_RELEASE)

    async def acquire(self, match_id: str) -> bool:
        """Take the lease if nobody holds it (or this node already does)."""
        key = lease_key(match_id)
        if await self.redis.set(key, self.node_id, nx=True, px=self.ttl_ms):
            return True
        return await self.holder(match_id) == self.node_id

    async def holder(self, match_id: str) -> str | None:
        value = await self.redis.get(lease_key(match_id))
        return None if value is None else str(value)

    async def renew(self, match_ids: Iterable[str]) -> list[str]:
        """Extend the leases of `match_ids`; returns those this node no longer holds."""
        ids = list(match_ids)
        if not ids:
            return []
        lost = await self._renew(
            keys=[lease_key(match_id) for match_id in ids], args=[self.node_id, self.ttl_ms]
        )
        return [ids[int(index) - 1] for index in lost]

    async def release(self, match_id: str) -> None:
        await self._release(keys=[lease_key(match_id)], args=[self.node_id])
