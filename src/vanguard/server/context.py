"""The parts of one running server, created together and reachable from every endpoint."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from vanguard.server.arena import Arena
from vanguard.server.database import Database
from vanguard.server.guards import Guards
from vanguard.server.lobby import Lobby
from vanguard.server.presence import Presence
from vanguard.server.router import MatchRouter
from vanguard.server.settings import ServerSettings
from vanguard.server.store import Store

if TYPE_CHECKING:  # only cluster mode imports Redis's client
    from vanguard.server.cluster.node import Cluster


@dataclass
class ServerContext:
    settings: ServerSettings
    store: Store
    db: Database
    presence: Presence
    arena: Arena
    lobby: Lobby
    guards: Guards
    #: Where match messages go: this process's arena, or the match's owner in a cluster.
    router: MatchRouter
    #: Cluster mode's shared lobby and routing (None: one process).
    cluster: Cluster | None = None
