"""A match being played: the engine game plus the seats, version, clocks and audience.

Everything a recipient is sent comes from the engine (`view(seat)`, `events_for(seat)`), so
the server cannot leak a hidden card by itself (R22); `legal` goes only to the seat that
must decide (R20.2). Each part is encoded once per match version and the bytes reused for
everyone who follows the same seat, so a resync or another spectator costs a copy, not a
new view.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import orjson

from vanguard.ai import Agent, make_agent
from vanguard.decks import DeckList
from vanguard.engine import Game
from vanguard.engine.rng import derive_seed
from vanguard.engine.views import build_view
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
    #: Client addresses the human players joined from (unknown after a restart).
    addresses: tuple[str | None, str | None] = (None, None)
    #: Against the computer: since when the player has been away (None: connected).
    away_since: float | None = None
    #: Cluster mode: the owner epoch this node took the match over at (its decisions are
    #: written only while the database still holds it); None in one process.
    owner_epoch: int | None = None
    #: The decks as played, for a rematch (unknown after a restart: no rematch then).
    deck_lists: tuple[DeckList, DeckList] | None = None
    _cache: dict[tuple[Any, ...], Any] = field(default_factory=dict, repr=False)
    _cache_stamp: tuple[int, int] = (-1, 0)

    def against_computer(self) -> bool:
        return self.is_ai(0) or self.is_ai(1)

    def human_seat(self) -> int:
        return 1 if self.is_ai(0) else 0

    def note_presence(self, now: float) -> None:
        """Start (or stop) counting how long the player of a computer match has been away."""
        if not self.against_computer():
            return
        if self.away():
            if self.away_since is None:
                self.away_since = now
        else:
            self.away_since = None

    def replace_game(self, game: Game, version: int, clock: GameClock) -> None:
        """Put in a rebuilt game (after a failure); nothing encoded before is reused."""
        self.game = game
        self.version = version
        self.clock = clock
        self.agents.clear()
        self._cache.clear()
        self._cache_stamp = (-1, 0)

    def spectators(self) -> int:
        return sum(1 for connection in self.followers if connection.seats.get(self.id) is None)

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

    def _encoded(self, key: tuple[Any, ...], build: Callable[[], Any]) -> Any:
        """`build()` as JSON bytes, built once per match version and reused by every
        recipient that needs the same part (all followers of a seat, every resync)."""
        stamp = (self.version, id(self.game))
        if self._cache_stamp != stamp:
            self._cache.clear()
            self._cache_stamp = stamp
        value = self._cache.get(key)
        if value is None:
            value = self._cache[key] = build()
        return value

    def _events(self, seat: int | None, since: int) -> tuple[orjson.Fragment, int | None]:
        def build() -> tuple[orjson.Fragment, int | None]:
            events = self.game.events_for(seat, since=since)
            cursor = events[-1]["seq"] + 1 if events else None
            return orjson.Fragment(orjson.dumps(events)), cursor

        return self._encoded(("events", seat, since), build)  # type: ignore[no-any-return]

    def _view_bytes(self, seat: int | None) -> orjson.Fragment:
        # The parts both seats and the spectators see alike are built once per version.
        shared: dict[Any, Any] = self._encoded(("view parts",), dict)
        return orjson.Fragment(orjson.dumps(build_view(self.game, seat, shared)))

    def send_state(self, connection: Connection, full: bool = False) -> None:
        """Send `connection` its `state`: new events since its last one, or all if `full`."""
        seat = connection.seats.get(self.id)
        game = self.game
        view = self._encoded(("view", seat), lambda: self._view_bytes(seat))
        since = 0 if full else connection.cursors.get(self.id, 0)
        events, cursor = self._events(seat, since)
        if cursor is not None:
            connection.cursors[self.id] = cursor
        deciding = game.current_player
        legal: Any = []
        if seat is not None and seat == deciding:
            legal = self._encoded(
                ("legal",),
                lambda: orjson.Fragment(
                    orjson.dumps([action.to_dict() for action in game.legal_actions()])
                ),
            )
        connection.send_text(
            messages.encode(
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
        )

    def broadcast_state(self, skip: Connection | None = None) -> None:
        for connection in list(self.followers):
            if connection is not skip:
                self.send_state(connection)

    def broadcast(self, message: dict[str, Any]) -> None:
        for connection in list(self.followers):
            connection.send(message)
