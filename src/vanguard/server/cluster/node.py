"""One node of a cluster: the Redis connection and the background work that keeps the node's
place in it (heartbeat, leases, inbox, sweeper), around the pieces of `vanguard.server.cluster`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import random
import socket
import time
from collections.abc import Awaitable, Callable
from typing import Any

import orjson
from redis.asyncio import BlockingConnectionPool, Redis

from vanguard.server.arena import Arena
from vanguard.server.cluster.hashing import rendezvous
from vanguard.server.cluster.inbox import Inbox, inbox_key
from vanguard.server.cluster.leases import Leases
from vanguard.server.cluster.lobby import SharedLobby
from vanguard.server.cluster.nodes import NodeRegistry
from vanguard.server.cluster.ownership import Ownership
from vanguard.server.cluster.router import ClusterRouter
from vanguard.server.database import Database
from vanguard.server.http_live import public_live_entries
from vanguard.server.messages import encode
from vanguard.server.presence import Presence
from vanguard.server.protocol import Refusal
from vanguard.server.settings import ServerSettings
from vanguard.server.store import Store

log = logging.getLogger("vanguard.server")


def open_redis(url: str) -> Redis:
    """A client for the cluster's Redis: a bounded pool (a burst of requests waits for a
    connection instead of opening hundreds), RESP2, and patient timeouts, so a busy moment
    on the machine delays a request instead of failing it."""
    pool = BlockingConnectionPool.from_url(
        url,
        max_connections=32,
        timeout=30,
        decode_responses=True,
        protocol=2,
        socket_timeout=30,
        socket_connect_timeout=10,
    )
    return Redis(connection_pool=pool)


def live_key(node_id: str) -> str:
    """Where a node publishes the matches it owns that anyone may watch."""
    return f"vanguard:live:{node_id}"


def default_node_id() -> str:
    """Host, process and start time: new at every start, so a restarted node is a new one."""
    return f"{socket.gethostname()}-{os.getpid()}-{time.time_ns() // 1_000_000}"


class Cluster:
    def __init__(
        self,
        settings: ServerSettings,
        arena: Arena,
        store: Store,
        db: Database,
        presence: Presence,
    ) -> None:
        assert settings.redis_url is not None
        self.settings = settings
        self.arena = arena
        self.store = store
        self.db = db
        self.node_id = settings.node_id or default_node_id()
        self.redis = open_redis(settings.redis_url)
        self.nodes = NodeRegistry(self.redis, self.node_id, settings.lease_seconds)
        self.leases = Leases(self.redis, self.node_id, settings.lease_seconds)
        self.inbox = Inbox(self.redis, self.node_id)
        self.ownership = Ownership(
            arena, store, db, self.leases, self.nodes, settings.recovery_grace_seconds
        )
        self.router = ClusterRouter(
            arena, store, db, presence, self.ownership, self.inbox, self.redis
        )
        self.lobby = SharedLobby(
            self.redis,
            arena,
            store,
            db,
            presence,
            self.node_id,
            self._notify,
            settings.default_clock_seconds,
            self._tell,
        )
        self._tasks: list[asyncio.Task[None]] = []
        self._leased: set[str] = set()

    async def _notify(self, edge: str, key: str, match_id: str) -> None:
        """Tell every node where `key` is connected (and the one it queued from) that it has
        a new match: their connections of `key` join it."""
        for node in await self.router.nodes_of(key) | {edge}:
            if node == self.node_id:
                self.router.formed(key, match_id)
            else:
                self.inbox.post(node, {"op": "formed", "key": key, "match": match_id})

    async def _tell(self, key: str, message: dict[str, Any]) -> None:
        """Send `message` to every connection of `key`, here and on the other nodes."""
        text = encode(message)
        for node in await self.router.nodes_of(key):
            if node == self.node_id:
                self.router.tell(key, text)
            else:
                self.inbox.post(node, {"op": "tell", "key": key, "text": text})

    async def live_matches(self) -> list[dict[str, Any]]:
        """The watchable matches of every live node, fewest turns first: this node's as they
        are now, the others' as each last published them (`_keep`)."""
        others = [node for node in await self.nodes.live() if node != self.node_id]
        entries = public_live_entries(self.arena.matches.values())
        if others:
            for published in await self.redis.mget([live_key(node) for node in others]):
                if published:
                    entries.extend(orjson.loads(published))
        return sorted(entries, key=lambda entry: int(entry["turn"]))

    async def start(self) -> None:
        await self.redis.ping()
        # A node restarted under the same name starts with an empty inbox: what was sent to
        # its previous life (to connections that are gone) means nothing now.
        await self.redis.delete(inbox_key(self.node_id))
        await self.nodes.heartbeat()
        self.inbox.start()
        self._tasks = [
            asyncio.create_task(self._read_inbox(), name="vanguard-inbox"),
            asyncio.create_task(
                self._every(self.settings.lease_renew_seconds, self._keep), name="vanguard-keep"
            ),
            asyncio.create_task(
                self._every(self.settings.sweep_seconds, self.sweep, stagger=True),
                name="vanguard-sweep",
            ),
        ]
        log.info("cluster node %s started", self.node_id)

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        await self.router.stop()
        # Each step on its own: one that fails (Redis gone) must not skip the others. A node
        # still listed as live, or a lease still held, makes the next owners wait for them
        # to expire.
        await self._try("flush the outbox", self.inbox.flush())
        await self._try("leave the cluster", self.nodes.leave())
        # Stopped, not dead: the next owners need not wait for the leases to expire.
        for match_id in list(self.arena.matches):
            await self._try(f"release match {match_id}", self.leases.release(match_id))
        await self.inbox.stop()
        await self.redis.aclose()

    @staticmethod
    async def _try(what: str, step: Awaitable[object]) -> None:
        try:
            await step
        except Exception:
            log.warning("stopping: could not %s", what, exc_info=True)

    async def _every(
        self, seconds: float, work: Callable[[], Awaitable[None]], stagger: bool = False
    ) -> None:
        if stagger:
            await asyncio.sleep(random.uniform(0, seconds))
        while True:
            try:
                await work()
            except Exception:
                log.exception("cluster upkeep failed; retrying")
            await asyncio.sleep(seconds)

    async def _read_inbox(self) -> None:
        async for message in self.inbox.messages():
            try:
                self.router.dispatch(message)
            except Exception:
                log.exception("an inbox message could not be handled")

    async def _keep(self) -> None:
        """Heartbeat, renew the leases of the matches owned here, release those of the matches
        that ended, let go of any match whose lease another node holds now, and stop
        following for the connections of nodes that died."""
        await self.nodes.heartbeat()
        # The matches others may watch, for every node's lobby list; gone with the node.
        await self.redis.set(
            live_key(self.node_id),
            orjson.dumps(public_live_entries(self.arena.matches.values())),
            px=int(self.settings.lease_seconds * 1000),
        )
        owned = {
            match_id
            for match_id, match in self.arena.matches.items()
            if match.owner_epoch is not None
        }
        for match_id in await self.leases.renew(owned):
            match = self.arena.matches.get(match_id)
            # A lease that expired with nobody taking it (Redis was away longer than a lease)
            # is taken back: the fence still stops this node if another took the match over.
            if match is None or await self.leases.acquire(match_id):
                continue
            async with match.lock:
                self.arena.release(match, "its lease was lost")
        for match_id in self._leased - owned:
            await self.leases.release(match_id)
        self._leased = owned
        await self.router.forget_dead_edges(set(await self.nodes.live()))

    async def sweep(self) -> None:
        """Take over the unfinished matches without a lease that this node is chosen for, so
        that a match whose players are both away still has clocks that run out."""
        nodes = await self.nodes.live()
        for match_id in await self.db.run(self.store.live_match_ids):
            if match_id in self.arena.matches or await self.leases.holder(match_id):
                continue
            if rendezvous(match_id, nodes) == self.node_id:
                with contextlib.suppress(Refusal):
                    await self.ownership.take(match_id)
