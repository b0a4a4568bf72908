"""Which identities are connected right now, and on which connections."""

from __future__ import annotations

from vanguard.server.connection import Connection


class Presence:
    def __init__(self) -> None:
        self._by_key: dict[str, set[Connection]] = {}

    def add(self, connection: Connection) -> None:
        assert connection.identity is not None
        self._by_key.setdefault(connection.identity.key, set()).add(connection)

    def remove(self, connection: Connection) -> bool:
        """Forget a closed connection; True if its identity has no connection left."""
        if connection.identity is None:
            return False
        key = connection.identity.key
        group = self._by_key.get(key)
        if group is None:
            return True
        group.discard(connection)
        if not group:
            del self._by_key[key]
            return True
        return False

    def connections(self, key: str) -> list[Connection]:
        return list(self._by_key.get(key, ()))

    def __len__(self) -> int:
        return sum(len(group) for group in self._by_key.values())
