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
    variants: tuple[str, ...] = ()
    """Rule variants (R30) of a room or computer match; the host's settings decide."""
    #: The client address the player joined from (matches per address are capped).
    address: str | None = None
    #: The format of R5.9 the deck was checked in: the queue pairs only equal formats.
    format: str = "classic"
    #: A room the host let the lobby list (GET /api/rooms); others are found by code only.
    listed: bool = False


def no_rematch(match_id: str) -> Refusal:
    """The refusal of a rematch of a match that is not on offer (one server or a cluster)."""
    return Refusal(
        ErrorCode.NOT_FOUND,
        f"match {match_id!r} is not a finished match between two people that can be played again",
    )


def not_a_player() -> Refusal:
    """The refusal of a rematch asked by someone who did not play the match."""
    return Refusal(ErrorCode.NOT_YOUR_MATCH, "only its players may ask to play it again")


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

    def has_room(self, code: str) -> bool:
        return code.strip().upper() in self.rooms

    async def enqueue(
        self,
        identity: Identity,
        deck: DeckList,
        address: str | None = None,
        format: str = "classic",
    ) -> LiveMatch | None:
        """Join the queue of `format`; with someone already waiting in it, their match starts
        at once (each format has its own queue: both decks are legal in the match's format)."""
        self.check_free(identity)
        me = Waiting(identity, deck, self.default_clock, address=address, format=format)
        place = next((i for i, w in enumerate(self.queue) if w.format == format), None)
        if place is None:
            self.queue.append(me)
            for connection in self.presence.connections(identity.key):
                connection.send(messages.queued())
            return None
        opponent = self.queue.pop(place)
        try:
            return await self._start(opponent, me, "queue")
        except Exception:
            self.queue.insert(place, opponent)  # they keep their place
            raise

    def create_room(
        self,
        identity: Identity,
        deck: DeckList,
        clock_seconds: float | None,
        variants: tuple[str, ...] = (),
        address: str | None = None,
        format: str = "classic",
        listed: bool = False,
    ) -> str:
        self.check_free(identity)
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        while code in self.rooms:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        self.rooms[code] = Waiting(
            identity,
            deck,
            clock_seconds or self.default_clock,
            variants,
            address=address,
            format=format,
            listed=listed,
        )
        return code

    def open_rooms(self) -> list[dict[str, object]]:
        """The rooms waiting for a second player that their hosts let the lobby list, oldest
        first: the code to join with, the host's name and the room's settings."""
        return [
            {
                "code": code,
                "host": waiting.identity.name,
                "format": waiting.format,
                "clock_seconds": waiting.clock_seconds,
                "variants": list(waiting.variants),
            }
            for code, waiting in self.rooms.items()
            if waiting.listed
        ]

    async def rematch(self, identity: Identity, match_id: str) -> LiveMatch | None:
        """A player of a finished match between two people asks to play it again. Both are
        told who asked; once both have, a new match starts with the same decks, clock, rules
        and mode (a new seed draws the first player)."""
        offer = self.arena.rematch_offers.get(match_id)
        if offer is None:
            raise no_rematch(match_id)
        match = offer.match
        keys = [seat.key for seat in match.seats]
        if identity.key not in keys:
            raise not_a_player()
        asked = offer.asked | {keys.index(identity.key)}
        if len(asked) < 2:
            offer.asked = asked
            self._tell_rematch(match, asked)
            return None
        for key in keys:
            if self.is_waiting(key) or self.arena.is_busy(key):
                raise Refusal(
                    ErrorCode.BUSY, "a player of that match is waiting for or playing another"
                )
        assert match.deck_lists is not None
        del self.arena.rematch_offers[match_id]
        clock = float(match.settings.get("clock_seconds") or self.default_clock)
        variants = tuple(match.settings.get("variants") or ())
        mode = str(match.settings.get("mode") or "room")
        return await self._start(
            Waiting(match.seats[0], match.deck_lists[0], clock, variants, match.addresses[0]),
            Waiting(match.seats[1], match.deck_lists[1], clock, address=match.addresses[1]),
            mode,
        )

    def _tell_rematch(self, match: LiveMatch, asked: set[int]) -> None:
        message = messages.rematch_asked(match.id, sorted(asked))
        for seat in match.seats:
            for connection in self.presence.connections(seat.key):
                connection.send(message)

    def room_format(self, code: str) -> str:
        """The format of an open room (its host chose it); a refusal if there is none."""
        host = self.rooms.get(code.strip().upper())
        if host is None:
            raise Refusal(ErrorCode.NOT_FOUND, f"no open room with the code {code!r}")
        return host.format

    async def join_room(
        self, identity: Identity, code: str, deck: DeckList, address: str | None = None
    ) -> LiveMatch:
        key = code.strip().upper()
        host = self.rooms.get(key)
        if host is None:
            raise Refusal(ErrorCode.NOT_FOUND, f"no open room with the code {code!r}")
        if host.identity.key == identity.key:
            raise Refusal(ErrorCode.BUSY, "this is your own room; give the code to your opponent")
        self.check_free(identity)
        del self.rooms[key]
        try:
            return await self._start(
                host,
                Waiting(identity, deck, host.clock_seconds, address=address, format=host.format),
                "room",
            )
        except Exception:
            self.rooms[key] = host  # the room stays open
            raise

    async def play_ai(
        self,
        identity: Identity,
        deck: DeckList,
        ai: str,
        ai_deck: DeckList,
        variants: tuple[str, ...] = (),
        address: str | None = None,
        ai_delay: float | None = None,
        format: str = "classic",
    ) -> LiveMatch:
        self.check_free(identity)
        computer = Identity.computer(ai)
        match = await self._start(
            Waiting(identity, deck, self.default_clock, variants, address=address, format=format),
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
                first.variants,
                addresses=(first.address, second.address),
            )
