"""A match being played: the engine game plus the seats, version, clocks and audience.

Everything a recipient is sent comes from the engine (`view(seat)`, `events_for(seat)`), so
the server cannot leak a hidden card by itself (R22); `legal` goes only to the seat that
must decide (R20.2).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from vanguard.ai import Agent, make_agent
from vanguard.engine import Game
from vanguard.engine.rng import derive_seed
from vanguard.server import messages
from vanguard.server.clock import GameClock
from vanguard.server.connection import Connection
from vanguard.server.identity import Identity


@dataclass(eq=False)
class LiveMatch:
    id: str
    game: Game
    seats: tuple[Identity, Identity]
    seed: int
    first_player: int
    decks: list[dict[str, Any]]
    settings: dict[str, Any]
    clock: GameClock
    version: int = 0
    #: Held while the match changes or a state is being sent, so nothing is sent that the
    #: database does not have yet (a decision is persisted between apply and broadcast).
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    followers: set[Connection] = field(default_factory=set)
    agents: dict[int, Agent] = field(default_factory=dict)
    ai_task: asyncio.Task[None] | None = None
    #: The computer's pause before each decision chosen for this match (None: the server's).
    ai_delay: float | None = None
    finished: bool = False

    # ------------------------------------------------------------------ seats

    def seat_of(self, key: str) -> int | None:
        for seat, identity in enumerate(self.seats):
            if identity.key == key:
                return seat
        return None

    def is_ai(self, seat: int) -> bool:
        return self.seats[seat].ai is not None

    def agent(self, seat: int) -> Agent:
        """The computer player of an AI seat; reseeded per match version after a restart."""
        if seat not in self.agents:
            name = self.seats[seat].ai
            assert name is not None
            self.agents[seat] = make_agent(name, derive_seed(self.seed, "ai", seat, self.version))
        return self.agents[seat]

    def player_names(self) -> list[str]:
        return [identity.name for identity in self.seats]

    def away(self) -> list[int]:
        """Human seats with no connection following the match."""
        present = {conn.seats.get(self.id) for conn in self.followers}
        return [seat for seat in (0, 1) if not self.is_ai(seat) and seat not in present]

    # ------------------------------------------------------------------ followers

    def follow(self, connection: Connection, seat: int | None) -> None:
        connection.seats[self.id] = seat
        connection.cursors.setdefault(self.id, 0)
        self.followers.add(connection)

    def unfollow(self, connection: Connection) -> None:
        connection.seats.pop(self.id, None)
        connection.cursors.pop(self.id, None)
        self.followers.discard(connection)

    # ------------------------------------------------------------------ messages

    def send_state(
        self,
        connection: Connection,
        full: bool = False,
        views: dict[int | None, dict[str, Any]] | None = None,
    ) -> None:
        """Send `connection` its `state`: new events since its last one, or all if `full`."""
        seat = connection.seats.get(self.id)
        game = self.game
        if views is not None and seat in views:
            view = views[seat]
        else:
            view = game.view(seat)
            if views is not None:
                views[seat] = view
        since = 0 if full else connection.cursors.get(self.id, 0)
        events = game.events_for(seat, since=since)
        if events:
            connection.cursors[self.id] = events[-1]["seq"] + 1
        deciding = game.current_player
        legal = (
            [action.to_dict() for action in game.legal_actions()]
            if seat is not None and seat == deciding
            else []
        )
        connection.send(
            messages.state(
                self.id,
                self.version,
                seat,
                view,
                events,
                legal,
                self.clock.snapshot(),
                deciding,
                self.away(),
            )
        )

    def broadcast_state(self, skip: Connection | None = None) -> None:
        views: dict[int | None, dict[str, Any]] = {}
        for connection in list(self.followers):
            if connection is not skip:
                self.send_state(connection, views=views)

    def broadcast(self, message: dict[str, Any]) -> None:
        for connection in list(self.followers):
            connection.send(message)
