"""The parts of one running server, created together and reachable from every endpoint."""

from __future__ import annotations

from dataclasses import dataclass

from vanguard.server.arena import Arena
from vanguard.server.database import Database
from vanguard.server.guards import Guards
from vanguard.server.lobby import Lobby
from vanguard.server.presence import Presence
from vanguard.server.settings import ServerSettings
from vanguard.server.store import Store


@dataclass
class ServerContext:
    settings: ServerSettings
    store: Store
    db: Database
    presence: Presence
    arena: Arena
    lobby: Lobby
    guards: Guards
