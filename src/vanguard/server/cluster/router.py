"""Routing a match's messages between nodes (docs/SCALING.md, "Routing a match's messages").

As an **edge**, a node passes a connection's match message to the match's owner: itself (a
direct call into its `Arena`, as in one process) or another node, through that node's inbox,
with the connection's identity and reply address. As an **owner**, it serves the messages in
its inbox on a `RemoteConnection` per (edge, connection), whose every message goes back to
the edge's inbox for the edge to write to the socket. Refusals travel back the same way.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from typing import Any

from redis.asyncio import Redis

from vanguard.server import messages
from vanguard.server.arena import Arena
from vanguard.server.cluster.inbox import Inbox
from vanguard.server.cluster.keyed_locks import KeyedLocks
from vanguard.server.cluster.ownership import Ownership
from vanguard.server.cluster.remote import RemoteConnection
from vanguard.server.connection import Connection
from vanguard.server.database import Database
from vanguard.server.identity import Identity
from vanguard.server.presence import Presence
from vanguard.server.protocol import ErrorCode, Refusal
from vanguard.server.store import Store

log = logging.getLogger("vanguard.server")

#: How many times a message may be passed on when its owner changed on the way.
MAX_HOPS = 2
MATCH_OPS = ("decide", "concede", "resync", "spectate", "attach")


def presence_key(key: str) -> str:
    return f"vanguard:presence:{key}"


class ClusterRouter:
    def __init__(
        self,
        arena: Arena,
        store: Store,
        db: Database,
        presence: Presence,
        ownership: Ownership,
        inbox: Inbox,
        redis: Redis,
    ) -> None:
        self.redis = redis
        self.arena = arena
        self.store = store
        self.db = db
        self.presence = presence
        self.ownership = ownership
        self.inbox = inbox
        self.node_id = ownership.node_id
        #: Edge side: this node's connections that follow a match elsewhere, and where.
        self._local: dict[str, Connection] = {}
        self._remote: dict[int, dict[str, str]] = {}
        #: Owner side: the followers whose sockets are on other nodes.
        self._proxies: dict[tuple[str, str], RemoteConnection] = {}
        #: Names this process's connections in reply addresses: a node restarted under the
        #: same name numbers its connections from 1 again, and must never be sent what was
        #: meant for its previous life's connection of the same number.
        self.instance = secrets.token_hex(6)
        #: Owner side: one match's messages are served one at a time, in arrival order.
        self._serial = KeyedLocks()
        self._tasks: set[asyncio.Task[None]] = set()

    # ------------------------------------------------------------------ the MatchRouter

    async def match_ids_of(self, key: str) -> list[str]:
        return await self.db.run(self.store.live_match_ids_of, key)

    async def attach(self, connection: Connection, match_ids: list[str]) -> None:
        assert connection.identity is not None
        await self.redis.sadd(presence_key(connection.identity.key), self.node_id)
        for match_id in match_ids:
            # A match over or set aside since `welcome` listed it is skipped.
            with contextlib.suppress(Refusal):
                await self._route(connection, {"op": "attach", "match": match_id})

    async def detach(self, connection: Connection) -> None:
        await self.arena.detach(connection)
        self._local.pop(self._address(connection), None)
        for match_id, owner in self._remote.pop(connection.id, {}).items():
            self.inbox.post(
                owner,
                {
                    "op": "detach",
                    "match": match_id,
                    "edge": self.node_id,
                    "conn": self._address(connection),
                },
            )
        identity = connection.identity
        if identity is not None and not self.presence.connections(identity.key):
            # Last, so that a Redis that is away cannot keep the rest from happening.
            await self.redis.srem(presence_key(identity.key), self.node_id)

    async def decide(
        self, connection: Connection, match_id: str, version: int, data: dict[str, object]
    ) -> None:
        op = {"op": "decide", "match": match_id, "version": version, "action": data}
        await self._route(connection, op)

    async def concede(self, connection: Connection, match_id: str) -> None:
        await self._route(connection, {"op": "concede", "match": match_id})

    async def spectate(self, connection: Connection, match_id: str) -> None:
        await self._route(connection, {"op": "spectate", "match": match_id})

    async def resync(self, connection: Connection, match_id: str) -> None:
        await self._route(connection, {"op": "resync", "match": match_id})

    # ------------------------------------------------------------------ edge side

    async def _route(self, connection: Connection, op: dict[str, Any]) -> None:
        match_id = str(op["match"])
        # A decision goes where the connection's last message for the match went, without
        # asking Redis (an old owner passes it on, `_serve_one`); a resync or a new follow
        # always looks the owner up, so a dead owner is never asked twice.
        owner = self._remote.get(connection.id, {}).get(match_id)
        if owner is None or op["op"] not in ("decide", "concede"):
            owner = await self.ownership.owner(match_id)
        if owner == self.node_id:
            owner = await self.ownership.take(match_id)
        if owner == self.node_id:
            self._remote.get(connection.id, {}).pop(match_id, None)
            await self._apply(connection, op)
            return
        assert connection.identity is not None
        self._local[self._address(connection)] = connection
        self._remote.setdefault(connection.id, {})[match_id] = owner
        self.inbox.post(
            owner,
            {
                **op,
                "edge": self.node_id,
                "conn": self._address(connection),
                "identity": connection.identity.to_seat(),
                "address": connection.address,
                "hops": 0,
            },
        )

    async def nodes_of(self, key: str) -> set[str]:
        """The nodes where an identity has connections (said at `hello`)."""
        return {str(node) for node in await self.redis.smembers(presence_key(key))}

    def _address(self, connection: Connection) -> str:
        """The connection's name in reply addresses (with this process's instance)."""
        return f"{self.instance}:{connection.id}"

    def formed(self, key: str, match_id: str) -> None:
        """A match of `key`'s was formed: each of their connections here joins it."""
        for connection in self.presence.connections(key):
            self._spawn(self._join(connection, match_id))

    def tell(self, key: str, text: str) -> None:
        """An encoded message for every connection of `key` here (see `Cluster._tell`)."""
        for connection in self.presence.connections(key):
            connection.send_text(text)

    async def _join(self, connection: Connection, match_id: str) -> None:
        try:
            await self._route(connection, {"op": "spectate", "match": match_id})
        except Refusal as refusal:
            connection.send(messages.error(refusal.code, refusal.message, "match_started"))

    def _deliver(self, message: dict[str, Any]) -> None:
        connection = self._local.get(str(message["conn"]))
        if connection is not None:
            connection.send_text(str(message["text"]))

    # ------------------------------------------------------------------ owner side

    async def _apply(self, connection: Connection, op: dict[str, Any]) -> None:
        match_id, kind = str(op["match"]), op["op"]
        if kind == "decide":
            await self.arena.decide(connection, match_id, int(op["version"]), op["action"])
        elif kind == "concede":
            await self.arena.concede(connection, match_id)
        elif kind == "resync":
            await self.arena.resync(connection, match_id)
        elif kind == "spectate":
            await self.arena.spectate(connection, match_id)
        elif kind == "attach":
            await self.arena.attach(connection, [match_id])

    def _proxy(self, message: dict[str, Any]) -> RemoteConnection:
        where = (str(message["edge"]), str(message["conn"]))
        proxy = self._proxies.get(where)
        if proxy is None:
            self._forget_earlier_lives(where)
            identity = Identity.from_seat(message["identity"])
            proxy = RemoteConnection(
                where[0], where[1], identity, str(message.get("address")), self.inbox.post
            )
            self._proxies[where] = proxy
        return proxy

    async def _serve(self, message: dict[str, Any]) -> None:
        match_id = str(message["match"])
        async with self._serial.hold(match_id):
            await self._serve_one(message, match_id)

    async def _serve_one(self, message: dict[str, Any], match_id: str) -> None:
        if message["op"] == "detach":
            proxy = self._proxies.get((str(message["edge"]), str(message["conn"])))
            if proxy is not None:
                await self.arena.detach(proxy)
                del self._proxies[(proxy.edge, proxy.remote_id)]
            return
        proxy = self._proxy(message)
        try:
            owner = await self.ownership.take(match_id)
            if owner != self.node_id:
                if int(message.get("hops", 0)) >= MAX_HOPS:
                    raise Refusal(ErrorCode.BUSY, f"match {match_id} is moving; try again")
                self.inbox.post(owner, {**message, "hops": int(message.get("hops", 0)) + 1})
                return
            await self._apply(proxy, message)
        except Refusal as refusal:
            proxy.send(
                messages.error(refusal.code, refusal.message, message["op"], **refusal.extra)
            )
        except Exception:
            log.exception("serving a %s of match %s failed", message["op"], match_id)
            proxy.send(messages.error(ErrorCode.INTERNAL, "the server failed on this message"))
        if not proxy.seats:
            self._proxies.pop((proxy.edge, proxy.remote_id), None)

    def _forget_earlier_lives(self, where: tuple[str, str]) -> None:
        """A message from a node restarted under the same name: the followers of its earlier
        life are gone (their seats show as away at the next state)."""
        edge, instance = where[0], where[1].partition(":")[0]
        for key, proxy in list(self._proxies.items()):
            if key[0] == edge and not key[1].startswith(f"{instance}:"):
                proxy.closed = True
                for match_id in list(proxy.seats):
                    match = self.arena.matches.get(match_id)
                    if match is not None:
                        match.unfollow(proxy)
                del self._proxies[key]

    async def forget_dead_edges(self, live: set[str]) -> int:
        """Stop sending to the followers whose node is gone (its heartbeat expired): their
        seats show as away, as when a socket closes. Returns how many were dropped."""
        dead = [proxy for proxy in self._proxies.values() if proxy.edge not in live]
        for proxy in dead:
            proxy.closed = True
            await self.arena.detach(proxy)
            self._proxies.pop((proxy.edge, proxy.remote_id), None)
        return len(dead)

    # ------------------------------------------------------------------ the inbox

    def dispatch(self, message: dict[str, Any]) -> None:
        """One message from this node's inbox."""
        op = message.get("op")
        if op == "deliver":
            self._deliver(message)
        elif op == "formed":
            self.formed(str(message["key"]), str(message["match"]))
        elif op == "tell":
            self.tell(str(message["key"]), str(message["text"]))
        elif op in MATCH_OPS or op == "detach":
            self._spawn(self._serve(message))
        else:
            log.warning("an inbox message of unknown kind %r was skipped", op)

    def _spawn(self, work: Any) -> None:
        task: asyncio.Task[None] = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def stop(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
