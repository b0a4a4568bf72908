"""The lobby shared by every node: the quick-match queue and private rooms in Redis.

Pairing is one Lua script per queue (`vanguard:queue:{format}`), so two nodes never pair a
player twice: it pops entries until one is still waiting (an entry whose player left, or
whose node died, is dropped), and marks both players as starting; a player waits in at most
one place (`vanguard:waiting:{key}`). Joining a room takes it in one script too. The node that pairs
writes the match row and tells both players' nodes (`formed`), whose connections then join
the match through its owner.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Awaitable, Callable
from typing import Any

import orjson
from redis.asyncio import Redis

from vanguard.cards import default_database
from vanguard.decks import DeckList
from vanguard.server import messages
from vanguard.server.arena import Arena
from vanguard.server.database import Database
from vanguard.server.deck_specs import deck_record
from vanguard.server.identity import Identity
from vanguard.server.ids import CODE_ALPHABET
from vanguard.server.lobby import CODE_LENGTH, no_rematch, not_a_player
from vanguard.server.presence import Presence
from vanguard.server.protocol import ErrorCode, Refusal
from vanguard.server.store import Store

PREFIX = "vanguard:"
ROOM_SECONDS = 3600
#: How long a finished match's rematch asks, and the mark that it was played again, are kept.
REMATCH_SECONDS = 24 * 3600
#: How long a paired player counts as starting (busy) if their match row is never written.
STARTING_MS = 30_000

# Every script but _LEAVE starts with this: ARGV[1] the key prefix, ARGV[2] the player's key,
# ARGV[3] the time (ms). An entry whose node's heartbeat has expired is left by a dead node:
# nobody is paired with it, and its player may wait again elsewhere.
_PRELUDE = """
local prefix, me, now = ARGV[1], ARGV[2], tonumber(ARGV[3])
local function alive(entry)
  local score = redis.call('ZSCORE', prefix .. 'nodes', cjson.decode(entry)['edge'])
  return score and tonumber(score) >= now
end
local function waits(key)
  local place = redis.call('GET', prefix .. 'waiting:' .. key)
  if not place then return false end
  local room = string.sub(place, 1, 5) == 'room:'
  local entry = place
  if room then entry = redis.call('GET', prefix .. place) end
  if entry and alive(entry) then return true end
  redis.call('DEL', prefix .. 'waiting:' .. key)
  if entry and room then redis.call('DEL', prefix .. place) end
  return false
end
local function starting(key)
  return redis.call('EXISTS', prefix .. 'starting:' .. key) == 1
end
"""

_WAITING = (
    _PRELUDE
    + """
if waits(me) then return 'waiting' end
if starting(me) then return 'starting' end
return 'free'
"""
)

# KEYS[1] the queue; ARGV[4] the entry, ARGV[5] how long a paired player is starting (ms).
_ENQUEUE = (
    _PRELUDE
    + """
if waits(me) or starting(me) then return {'busy'} end
while true do
  local other = redis.call('LPOP', KEYS[1])
  if not other then break end
  local key = cjson.decode(other)['key']
  local waiting = prefix .. 'waiting:' .. key
  if key ~= me and redis.call('GET', waiting) == other then
    if alive(other) then
      redis.call('DEL', waiting)
      redis.call('SET', prefix .. 'starting:' .. key, '1', 'PX', ARGV[5])
      redis.call('SET', prefix .. 'starting:' .. me, '1', 'PX', ARGV[5])
      return {'paired', other}
    end
    redis.call('DEL', waiting)
  end
end
redis.call('RPUSH', KEYS[1], ARGV[4])
redis.call('SET', prefix .. 'waiting:' .. me, ARGV[4])
return {'queued'}
"""
)

# KEYS[1] the room; ARGV[4] the host's entry, ARGV[5] the room's life (s), ARGV[6] its code,
# ARGV[7] '1' if the lobby lists it (GET /api/rooms).
_CREATE_ROOM = (
    _PRELUDE
    + """
if waits(me) or starting(me) then return 'busy' end
if not redis.call('SET', KEYS[1], ARGV[4], 'NX', 'EX', ARGV[5]) then return 'taken' end
redis.call('SET', prefix .. 'waiting:' .. me, 'room:' .. ARGV[6], 'EX', ARGV[5])
if ARGV[7] == '1' then redis.call('ZADD', prefix .. 'rooms:listed', now, ARGV[6]) end
return 'created'
"""
)

# The listed rooms still open, oldest first, as code, entry, code, entry...: a room that was
# joined, left or expired, or whose host's node died, leaves the list here.
_LISTED = (
    _PRELUDE
    + """
local found = {}
for _, code in ipairs(redis.call('ZRANGE', prefix .. 'rooms:listed', 0, -1)) do
  local entry = redis.call('GET', prefix .. 'room:' .. code)
  if entry and alive(entry) then
    table.insert(found, code)
    table.insert(found, entry)
  else
    redis.call('ZREM', prefix .. 'rooms:listed', code)
  end
end
return found
"""
)

# KEYS[1] the room; ARGV[4] how long both players are starting (ms).
_JOIN_ROOM = (
    _PRELUDE
    + """
local host = redis.call('GET', KEYS[1])
if not host then return {'none'} end
local key = cjson.decode(host)['key']
if not alive(host) then
  redis.call('DEL', KEYS[1])
  redis.call('DEL', prefix .. 'waiting:' .. key)
  return {'none'}
end
if key == me then return {'own'} end
if waits(me) or starting(me) then return {'busy'} end
redis.call('DEL', KEYS[1])
redis.call('DEL', prefix .. 'waiting:' .. key)
redis.call('SET', prefix .. 'starting:' .. key, '1', 'PX', ARGV[4])
redis.call('SET', prefix .. 'starting:' .. me, '1', 'PX', ARGV[4])
return {'joined', host}
"""
)

# KEYS[1] the finished match's rematch asks, KEYS[2] its mark of a rematch played; ARGV[4]
# the asker's seat, ARGV[5] the other player's key, ARGV[6] how long asks and mark are kept
# (s), ARGV[7] how long both players are starting (ms). Once both seats asked and both
# players are free, the asks are used up: the match is marked as played again.
_REMATCH = (
    _PRELUDE
    + """
if redis.call('EXISTS', KEYS[2]) == 1 then return {'used'} end
redis.call('SADD', KEYS[1], ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[6])
if redis.call('SCARD', KEYS[1]) < 2 then return {'asked', ARGV[4]} end
local other = ARGV[5]
if waits(me) or starting(me) or waits(other) or starting(other) then return {'busy'} end
redis.call('DEL', KEYS[1])
redis.call('SET', KEYS[2], '1', 'EX', ARGV[6])
redis.call('SET', prefix .. 'starting:' .. me, '1', 'PX', ARGV[7])
redis.call('SET', prefix .. 'starting:' .. other, '1', 'PX', ARGV[7])
return {'both'}
"""
)

_LEAVE = """
local place = redis.call('GET', KEYS[1])
if not place then return 0 end
redis.call('DEL', KEYS[1])
if string.sub(place, 1, 5) == 'room:' then
  local room = redis.call('GET', ARGV[1] .. place)
  if room and cjson.decode(room)['key'] == ARGV[2] then redis.call('DEL', ARGV[1] .. place) end
end
return 1
"""

#: Tells a player's nodes of their new match: (node they queued from, identity key, match).
Notify = Callable[[str, str, str], Awaitable[None]]
#: Sends a message to every connection of an identity, on whichever nodes they are.
Tell = Callable[[str, dict[str, Any]], Awaitable[None]]


def _against_computer(players: list[dict[str, Any]]) -> bool:
    return any(player.get("ai") for player in players)


def deck_from_record(record: dict[str, Any]) -> DeckList:
    """The deck a queue entry or room carries (as a match stores it) as a `DeckList`."""
    cards = default_database()
    counts: dict[str, int] = {}
    for card_id in record["cards"]:
        counts[card_id] = counts.get(card_id, 0) + 1
    entries = tuple((cards.lookup(card_id), count) for card_id, count in counts.items())
    first = record.get("first_vanguard")
    return DeckList(
        name=str(record["name"]),
        entries=entries,
        first_vanguard=None if first is None else cards.lookup(first),
    )


class SharedLobby:
    def __init__(
        self,
        redis: Redis,
        arena: Arena,
        store: Store,
        db: Database,
        presence: Presence,
        node_id: str,
        notify: Notify,
        default_clock: float,
        tell: Tell,
    ) -> None:
        self.redis = redis
        self.arena = arena
        self.store = store
        self.db = db
        self.presence = presence
        self.node_id = node_id
        self.notify = notify
        self.default_clock = default_clock
        self.tell = tell
        self._waiting = redis.register_script(_WAITING)
        self._enqueue = redis.register_script(_ENQUEUE)
        self._create_room = redis.register_script(_CREATE_ROOM)
        self._join_room = redis.register_script(_JOIN_ROOM)
        self._leave = redis.register_script(_LEAVE)
        self._rematch = redis.register_script(_REMATCH)
        self._listed = redis.register_script(_LISTED)

    def _entry(
        self,
        identity: Identity,
        deck: DeckList,
        address: str | None,
        format: str,
        clock_seconds: float | None = None,
        variants: tuple[str, ...] = (),
    ) -> bytes:
        return orjson.dumps(
            {
                "key": identity.key,
                "seat": identity.to_seat(),
                "deck": deck_record(deck),
                "address": address,
                "edge": self.node_id,
                "format": format,
                "clock": clock_seconds or self.default_clock,
                "variants": list(variants),
            }
        )

    def _args(self, key: str, *more: bytes | str | int) -> list[bytes | str | int]:
        """The scripts' arguments: prefix, player, now (ms), then their own."""
        return [PREFIX, key, int(time.time() * 1000), *more]

    async def check_free(self, identity: Identity) -> None:
        key = identity.key
        place = await self._waiting(keys=[], args=self._args(key))
        if place == "waiting":
            raise Refusal(ErrorCode.BUSY, "you are already waiting for an opponent")
        if place == "starting" or self.arena.is_busy(key) or await self._playing(key):
            raise Refusal(ErrorCode.BUSY, "you are already playing a match")

    async def _playing(self, key: str) -> bool:
        return bool(await self.db.run(self.store.live_match_ids_of, key))

    async def enqueue(
        self, identity: Identity, deck: DeckList, address: str | None, format: str
    ) -> str | None:
        """Join the queue of `format`; with someone already waiting, their match is created
        (returns its id) and both players' nodes are told."""
        await self.check_free(identity)
        entry = self._entry(identity, deck, address, format)
        answer = await self._enqueue(
            keys=[f"{PREFIX}queue:{format}"], args=self._args(identity.key, entry, STARTING_MS)
        )
        if answer[0] == "busy":
            raise Refusal(ErrorCode.BUSY, "you are already waiting for an opponent")
        if answer[0] == "queued":
            for connection in self.presence.connections(identity.key):
                connection.send(messages.queued())
            return None
        other = orjson.loads(answer[1])
        return await self._start(other, orjson.loads(entry), "queue")

    async def leave(self, key: str) -> bool:
        return bool(await self._leave(keys=[f"{PREFIX}waiting:{key}"], args=[PREFIX, key]))

    async def create_room(
        self,
        identity: Identity,
        deck: DeckList,
        clock_seconds: float | None,
        variants: tuple[str, ...],
        address: str | None,
        format: str,
        listed: bool = False,
    ) -> str:
        await self.check_free(identity)
        entry = self._entry(identity, deck, address, format, clock_seconds, variants)
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            answer = await self._create_room(
                keys=[f"{PREFIX}room:{code}"],
                args=self._args(identity.key, entry, ROOM_SECONDS, code, "1" if listed else "0"),
            )
            if answer == "busy":
                raise Refusal(ErrorCode.BUSY, "you are already waiting for an opponent")
            if answer == "created":
                return code

    async def open_rooms(self) -> list[dict[str, object]]:
        """The listed rooms of every node still waiting for a second player, oldest first,
        as one server lists its own (`Lobby.open_rooms`)."""
        found = await self._listed(keys=[], args=self._args(""))
        rooms: list[dict[str, object]] = []
        for code, raw in zip(found[::2], found[1::2], strict=True):
            entry = orjson.loads(raw)
            rooms.append(
                {
                    "code": code.decode() if isinstance(code, bytes) else str(code),
                    "host": entry["seat"]["name"],
                    "format": entry["format"],
                    "clock_seconds": entry["clock"],
                    "variants": list(entry.get("variants", ())),
                }
            )
        return rooms

    async def room_format(self, code: str) -> str:
        host = await self.redis.get(f"{PREFIX}room:{code.strip().upper()}")
        if host is None:
            raise Refusal(ErrorCode.NOT_FOUND, f"no open room with the code {code!r}")
        return str(orjson.loads(host)["format"])

    async def join_room(
        self, identity: Identity, code: str, deck: DeckList, address: str | None
    ) -> str:
        await self.check_free(identity)
        answer = await self._join_room(
            keys=[f"{PREFIX}room:{code.strip().upper()}"],
            args=self._args(identity.key, STARTING_MS),
        )
        if answer[0] == "none":
            raise Refusal(ErrorCode.NOT_FOUND, f"no open room with the code {code!r}")
        if answer[0] == "own":
            raise Refusal(ErrorCode.BUSY, "this is your own room; give the code to your opponent")
        if answer[0] == "busy":
            raise Refusal(ErrorCode.BUSY, "you are already waiting for an opponent")
        host = orjson.loads(answer[1])
        guest = orjson.loads(self._entry(identity, deck, address, host["format"]))
        return await self._start(host, guest, "room")

    async def play_ai(
        self,
        identity: Identity,
        deck: DeckList,
        ai: str,
        ai_deck: DeckList,
        variants: tuple[str, ...],
        ai_delay: float | None,
    ) -> str:
        await self.check_free(identity)
        match_id = await self.arena.create_stored_match(
            (identity, Identity.computer(ai)),
            (deck, ai_deck),
            self.default_clock,
            "ai",
            variants,
            ai_delay=ai_delay,
        )
        await self.notify(self.node_id, identity.key, match_id)
        return match_id

    async def rematch(self, identity: Identity, match_id: str) -> str | None:
        """A player of a finished match between two people asks to play it again, as on one
        node (`Lobby.rematch`): both players are told who asked; once both have, a new match
        with the same decks, clock, rules and mode starts (its id is returned). The asks are
        kept in Redis, so the two players may ask on different nodes."""
        not_offered = no_rematch(match_id)
        stored = await self.db.run(self.store.load_match, match_id)
        if stored is None or stored.status != "finished" or _against_computer(stored.players):
            raise not_offered
        keys = [str(player["key"]) for player in stored.players]
        if identity.key not in keys:
            raise not_a_player()
        seat = keys.index(identity.key)
        if await self.redis.exists(f"{PREFIX}rematched:{match_id}"):
            raise not_offered  # played again already (the script checks it again, atomically)
        if any([self.arena.is_busy(key) or await self._playing(key) for key in keys]):
            raise Refusal(ErrorCode.BUSY, "a player of that match is playing another")
        answer = await self._rematch(
            keys=[f"{PREFIX}rematch:{match_id}", f"{PREFIX}rematched:{match_id}"],
            args=self._args(identity.key, seat, keys[1 - seat], REMATCH_SECONDS, STARTING_MS),
        )
        if answer[0] == "used":
            raise not_offered
        if answer[0] == "busy":
            raise Refusal(
                ErrorCode.BUSY, "a player of that match is waiting for or playing another"
            )
        if answer[0] == "asked":
            for key in keys:
                await self.tell(key, messages.rematch_asked(match_id, [seat]))
            return None
        settings = stored.settings
        clock = float(settings.get("clock_seconds") or self.default_clock)
        entries = [
            {
                "key": keys[i],
                "seat": stored.players[i],
                "deck": stored.decks[i],
                "edge": self.node_id,
                "clock": clock,
                "variants": list(settings.get("variants") or ()),
            }
            for i in (0, 1)
        ]
        return await self._start(entries[0], entries[1], str(settings.get("mode") or "room"))

    async def _start(self, first: dict[str, Any], second: dict[str, Any], mode: str) -> str:
        """Write the match of two lobby entries (the one who waited plays seat 0)."""
        keys = [str(first["key"]), str(second["key"])]
        try:
            match_id = await self.arena.create_stored_match(
                (Identity.from_seat(first["seat"]), Identity.from_seat(second["seat"])),
                (deck_from_record(first["deck"]), deck_from_record(second["deck"])),
                float(first["clock"]),
                mode,
                tuple(first.get("variants", ())),
            )
        finally:
            await self.redis.delete(*(f"{PREFIX}starting:{key}" for key in keys))
        for entry in (first, second):
            await self.notify(str(entry["edge"]), str(entry["key"]), match_id)
        return match_id
