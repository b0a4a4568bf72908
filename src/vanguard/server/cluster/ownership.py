"""Which node owns a match, and taking one over: lease first, then the epoch, then a rebuild.

A node owns a match while it holds the match's lease in Redis and the match is in its
`Arena`. Taking a match over (a new match's first message, or its owner died) is: take the
lease (`SET NX`), raise `owner_epoch` in the database (which fences every earlier owner's
writes), load the match's seed and decisions and rebuild it exactly, as a restart does.
"""

from __future__ import annotations

import logging

from vanguard.server.arena import Arena
from vanguard.server.cluster.hashing import rendezvous
from vanguard.server.cluster.keyed_locks import KeyedLocks
from vanguard.server.cluster.leases import Leases
from vanguard.server.cluster.nodes import NodeRegistry
from vanguard.server.database import Database
from vanguard.server.protocol import ErrorCode, Refusal
from vanguard.server.recovery import RecoveryError
from vanguard.server.store import Store

log = logging.getLogger("vanguard.server")


class Ownership:
    def __init__(
        self,
        arena: Arena,
        store: Store,
        db: Database,
        leases: Leases,
        nodes: NodeRegistry,
        grace_seconds: float,
    ) -> None:
        self.arena = arena
        self.store = store
        self.db = db
        self.leases = leases
        self.nodes = nodes
        self.node_id = nodes.node_id
        self.grace_seconds = grace_seconds
        self._taking = KeyedLocks()

    async def owner(self, match_id: str) -> str:
        """Where the match's messages go: this node if it has the match, else the lease's
        holder, else the node that rendezvous hashing chooses among the live ones."""
        if match_id in self.arena.matches:
            return self.node_id
        holder = await self.leases.holder(match_id)
        if holder is not None:
            return holder
        # A node's heartbeat is renewed just before its leases and lasts as long, so a node
        # whose lease has expired is no longer among the live ones either.
        return rendezvous(match_id, await self.nodes.live()) or self.node_id

    async def take(self, match_id: str) -> str:
        """Own the match here unless another node holds its lease; returns its owner.

        Refuses (NOT_FOUND) a match that is not live in the database (unknown or over)."""
        async with self._taking.hold(match_id):
            return await self._take(match_id)

    async def _take(self, match_id: str) -> str:
        if match_id in self.arena.matches:
            return self.node_id
        if not await self.leases.acquire(match_id):
            holder = await self.leases.holder(match_id)
            if holder is not None:
                return holder
            if not await self.leases.acquire(match_id):  # it expired in between
                return await self.leases.holder(match_id) or self.node_id
        try:
            epoch = await self.db.run(self.store.take_ownership, match_id)
            stored = None if epoch is None else await self.db.run(self.store.load_match, match_id)
            if epoch is None or stored is None:
                raise Refusal(ErrorCode.NOT_FOUND, f"no match {match_id!r} is being played")
            # A takeover (epoch 2 and up) is an outage the player to decide does not pay for.
            grace = self.grace_seconds if epoch > 1 else 0.0
            try:
                self.arena.adopt(stored, epoch, grace)
            except RecoveryError as error:
                log.error("cannot rebuild a match; it is set aside: %s", error)
                await self.db.run(self.store.mark_aborted, match_id, str(error))
                raise Refusal(
                    ErrorCode.NOT_FOUND, f"no match {match_id!r} is being played"
                ) from None
        except BaseException:
            await self.leases.release(match_id)
            raise
        return self.node_id
