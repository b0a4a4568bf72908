"""One client's WebSocket: who it is, what it follows, and a queue of messages to send it.

Sending never waits: messages are encoded and queued, and a writer task drains the queue.
A match therefore never stalls behind one slow client; a client that falls hopelessly behind
(its queue holds too many messages or too many bytes) is disconnected and gets the full state
again when it comes back. Bounding the bytes, not only the count, is what keeps a client that
never reads from holding megabytes of full states.
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
#: The account logged out (all its sessions were revoked); reconnect to continue as a guest.
CLOSE_LOGGED_OUT = 4001


class _Close:
    __slots__ = ("code", "reason")

    def __init__(self, code: int, reason: str) -> None:
        self.code = code
        self.reason = reason


class Connection:
    def __init__(
        self,
        websocket: WebSocket,
        bucket: TokenBucket,
        outbox_limit: int,
        outbox_bytes: int = 4 * 1024 * 1024,
        full_states: TokenBucket | None = None,
    ) -> None:
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
        #: Messages refused for flooding, less one for each message accepted since.
        self.flood_streak = 0
        #: Full states (resync, spectate) this connection may ask for; None: unlimited.
        self.full_states = full_states
        self.closed = False
        self._outbox: asyncio.Queue[str | _Close] = asyncio.Queue(maxsize=outbox_limit)
        self._outbox_bytes = outbox_bytes
        #: Characters of the text messages queued and not yet sent.
        self.queued_chars = 0

    def __repr__(self) -> str:
        who = self.identity.key if self.identity else "anonymous"
        return f"<Connection {self.id} {who}>"

    def send(self, message: dict[str, Any]) -> None:
        """Queue a message; a client too slow to keep up is disconnected instead."""
        if not self.closed:
            self.send_text(encode(message))

    def send_text(self, text: str) -> None:
        """Queue an encoded message (see `send`)."""
        if self.closed:
            return
        if self.queued_chars + len(text) > self._outbox_bytes:
            self._too_slow("bytes")
            return
        try:
            self._outbox.put_nowait(text)
        except asyncio.QueueFull:
            self._too_slow("messages")
            return
        self.queued_chars += len(text)

    def _too_slow(self, what: str) -> None:
        log.warning("%r cannot keep up with its %s; disconnecting it", self, what)
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
        self.queued_chars = 0

    async def run_writer(self) -> None:
        """Send queued messages until the connection closes (run as its own task)."""
        try:
            while True:
                item = await self._outbox.get()
                if isinstance(item, _Close):
                    await self.websocket.close(item.code, item.reason)
                    return
                self.queued_chars = max(0, self.queued_chars - len(item))
                await self.websocket.send_text(item)
        except Exception:  # the peer went away mid-send: the reader sees the disconnect
            self.closed = True
