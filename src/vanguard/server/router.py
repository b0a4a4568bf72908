"""Where a connection's match messages go: the `MatchRouter` interface.

In one process (`LocalRouter`) every match is in this process's `Arena` and a message is a
direct call, as it always was. In cluster mode (`cluster.router.ClusterRouter`) a match may be
owned by another node, and the router forwards the message there and relays the answers.
"""

from __future__ import annotations

from typing import Protocol

from vanguard.server.arena import Arena
from vanguard.server.connection import Connection


class MatchRouter(Protocol):
    async def match_ids_of(self, key: str) -> list[str]:
        """The unfinished matches an identity plays in."""

    async def attach(self, connection: Connection, match_ids: list[str]) -> None:
        """A player (re)connected: a full state of each of their matches."""

    async def detach(self, connection: Connection) -> None:
        """A connection closed: it follows nothing any more."""

    async def decide(
        self, connection: Connection, match_id: str, version: int, data: dict[str, object]
    ) -> None: ...

    async def concede(self, connection: Connection, match_id: str) -> None: ...

    async def spectate(self, connection: Connection, match_id: str) -> None: ...

    async def resync(self, connection: Connection, match_id: str) -> None: ...


class LocalRouter:
    """One process: every match is in `arena`."""

    def __init__(self, arena: Arena) -> None:
        self.arena = arena

    async def match_ids_of(self, key: str) -> list[str]:
        return self.arena.match_ids_of(key)

    async def attach(self, connection: Connection, match_ids: list[str]) -> None:
        await self.arena.attach(connection, match_ids)

    async def detach(self, connection: Connection) -> None:
        await self.arena.detach(connection)

    async def decide(
        self, connection: Connection, match_id: str, version: int, data: dict[str, object]
    ) -> None:
        await self.arena.decide(connection, match_id, version, data)

    async def concede(self, connection: Connection, match_id: str) -> None:
        await self.arena.concede(connection, match_id)

    async def spectate(self, connection: Connection, match_id: str) -> None:
        await self.arena.spectate(connection, match_id)

    async def resync(self, connection: Connection, match_id: str) -> None:
        await self.arena.resync(connection, match_id)
