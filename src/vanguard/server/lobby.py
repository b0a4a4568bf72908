"""Finding an opponent: the quick-match queue, private rooms, and computer opponents.

A player waits in at most one place (the queue or one room) and cannot wait while playing
(BUSY). Waiting is tied to being connected: when a player's last connection closes, their
queue entry and room go away, so nobody is paired with someone who left.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from vanguard.decks import DeckList
from vanguard.server import messages
from vanguard.server.arena import Arena
from vanguard.server.identity import Identity
from vanguard.server.ids import CODE_ALPHABET
from vanguard.server.live_match import LiveMatch
from vanguard.server.presence import Presence
from vanguard.server.protocol import ErrorCode, Refusal

CODE_LENGTH = 6


@dataclass
class Waiting:
    identity: Identity
    deck: DeckList
    clock_seconds: float


class Lobby:
    def __init__(self, arena: Arena, presence: Presence, default_clock: float) -> None:
        self.arena = arena
        self.presence = presence
        self.default_clock = default_clock
        self.queue: list[Waiting] = []
        self.rooms: dict[str, Waiting] = {}

    def is_waiting(self, key: str) -> bool:
        return any(w.identity.key == key for w in self.queue) or any(
            w.identity.key == key for w in self.rooms.values()
        )

    def check_free(self, identity: Identity) -> None:
        if self.is_waiting(identity.key):
            raise Refusal(ErrorCode.BUSY, "you are already waiting for an opponent")
        if self.arena.is_busy(identity.key):
            raise Refusal(ErrorCode.BUSY, "you are already playing a match")

    def leave(self, key: str) -> bool:
        """Leave the queue and close a waiting room; True if there was something to leave."""
        before = len(self.queue) + len(self.rooms)
        self.queue = [w for w in self.queue if w.identity.key != key]
        self.rooms = {code: w for code, w in self.rooms.items() if w.identity.key != key}
        return len(self.queue) + len(self.rooms) != before

    async def enqueue(self, identity: Identity, deck: DeckList) -> LiveMatch | None:
        """Join the queue; with someone already waiting, their match starts at once."""
        self.check_free(identity)
        if not self.queue:
            self.queue.append(Waiting(identity, deck, self.default_clock))
            for connection in self.presence.connections(identity.key):
                connection.send(messages.queued())
            return None
        opponent = self.queue.pop(0)
        try:
            return await self._start(opponent, Waiting(identity, deck, self.default_clock), "queue")
        except Exception:
            self.queue.insert(0, opponent)  # they keep their place
            raise

    def create_room(self, identity: Identity, deck: DeckList, clock_seconds: float | None) -> str:
        self.check_free(identity)
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        while code in self.rooms:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        self.rooms[code] = Waiting(identity, deck, clock_seconds or self.default_clock)
        return code

    async def join_room(self, identity: Identity, code: str, deck: DeckList) -> LiveMatch:
        key = code.strip().upper()
        host = self.rooms.get(key)
        if host is None:
            raise Refusal(ErrorCode.NOT_FOUND, f"no open room with the code {code!r}")
        if host.identity.key == identity.key:
            raise Refusal(ErrorCode.BUSY, "this is your own room; give the code to your opponent")
        self.check_free(identity)
        del self.rooms[key]
        try:
            return await self._start(host, Waiting(identity, deck, host.clock_seconds), "room")
        except Exception:
            self.rooms[key] = host  # the room stays open
            raise

    async def play_ai(
        self,
        identity: Identity,
        deck: DeckList,
        ai: str,
        ai_deck: DeckList,
        ai_delay: float | None = None,
    ) -> LiveMatch:
        self.check_free(identity)
        computer = Identity.computer(ai)
        match = await self._start(
            Waiting(identity, deck, self.default_clock),
            Waiting(computer, ai_deck, self.default_clock),
            "ai",
        )
        # Set before the computer's first decision runs: its task has not started yet (no
        # await since it was scheduled), and it reads the pace when it starts.
        match.ai_delay = ai_delay
        return match

    async def _start(self, first: Waiting, second: Waiting, mode: str) -> LiveMatch:
        keys = [w.identity.key for w in (first, second) if w.identity.ai is None]
        with self.arena.reserving(*keys):
            return await self.arena.start_match(
                (first.identity, second.identity),
                (first.deck, second.deck),
                first.clock_seconds,
                mode,
            )
