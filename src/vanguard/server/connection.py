"""One client's WebSocket: who it is, what it follows, and a queue of messages to send it.

Sending never waits: messages are encoded and queued, and a writer task drains the queue.
A match therefore never stalls behind one slow client; a client that falls hopelessly behind
(its queue is full) is disconnected and gets the full state again when it comes back.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
from typing import Any

from starlette.websockets import WebSocket

from vanguard.server.identity import Identity
from vanguard.server.messages import encode
from vanguard.server.ratelimit import TokenBucket

log = logging.getLogger("vanguard.server")

_ids = itertools.count(1)

CLOSE_POLICY = 1008
CLOSE_TOO_BIG = 1009
CLOSE_TRY_AGAIN = 1013


class _Close:
    __slots__ = ("code", "reason")

    def __init__(self, code: int, reason: str) -> None:
        self.code = code
        self.reason = reason


class Connection:
    def __init__(self, websocket: WebSocket, bucket: TokenBucket, outbox_limit: int) -> None:
        self.id = next(_ids)
        self.websocket = websocket
        self.bucket = bucket
        self.identity: Identity | None = None
        #: The client address per-address limits count against (see `guards`).
        self.address = "unknown"
        #: Matches this connection receives `state` for: match id -> seat (None: spectator).
        self.seats: dict[str, int | None] = {}
        #: Per followed match, the number of the next engine event it has not been sent.
        self.cursors: dict[str, int] = {}
        #: Consecutive messages refused for flooding.
        self.flood_streak = 0
        self.closed = False
        self._outbox: asyncio.Queue[str | _Close] = asyncio.Queue(maxsize=outbox_limit)

    def __repr__(self) -> str:
        who = self.identity.key if self.identity else "anonymous"
        return f"<Connection {self.id} {who}>"

    def send(self, message: dict[str, Any]) -> None:
        """Queue a message; a client too slow to keep up is disconnected instead."""
        if self.closed:
            return
        try:
            self._outbox.put_nowait(encode(message))
        except asyncio.QueueFull:
            log.warning("%r cannot keep up with its messages; disconnecting it", self)
            self._drain()
            self.close(CLOSE_TRY_AGAIN, "too far behind; reconnect for the current state")

    def close(self, code: int, reason: str) -> None:
        """Close after the messages already queued (e.g. an error explaining why)."""
        if self.closed:
            return
        self.closed = True
        try:
            self._outbox.put_nowait(_Close(code, reason))
        except asyncio.QueueFull:
            self._drain()
            self._outbox.put_nowait(_Close(code, reason))

    def _drain(self) -> None:
        while not self._outbox.empty():
            self._outbox.get_nowait()

    async def run_writer(self) -> None:
        """Send queued messages until the connection closes (run as its own task)."""
        try:
            while True:
                item = await self._outbox.get()
                if isinstance(item, _Close):
                    await self.websocket.close(item.code, item.reason)
                    return
                await self.websocket.send_text(item)
        except Exception:  # the peer went away mid-send: the reader sees the disconnect
            self.closed = True
