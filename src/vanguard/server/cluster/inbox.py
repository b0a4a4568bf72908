"""Per-node inbox streams in Redis: `vanguard:node:{id}:in`, read by its node with `XREAD
BLOCK`, trimmed with `MAXLEN ~`.

Posting never waits: messages are queued and one writer task appends them in order (one
pipeline per batch), so a match never stalls on Redis and the messages to one node arrive in
the order they were posted. Streams rather than pub/sub: a slow reader loses nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Any

import orjson
from redis.asyncio import Redis
from redis.exceptions import RedisError

log = logging.getLogger("vanguard.server")

MAXLEN = 10_000


def inbox_key(node_id: str) -> str:
    return f"vanguard:node:{node_id}:in"


class Inbox:
    def __init__(self, redis: Redis, node_id: str, idle_expiry_seconds: int = 120) -> None:
        self.redis = redis
        self.node_id = node_id
        self.idle_expiry_seconds = idle_expiry_seconds
        self._outgoing: list[tuple[str, bytes]] = []
        self._wake = asyncio.Event()
        self._writer: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._writer = asyncio.create_task(self._write_loop(), name="vanguard-inbox-writer")

    async def stop(self) -> None:
        if self._writer is not None:
            self._writer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._writer

    def post(self, node_id: str, message: dict[str, Any]) -> None:
        """Queue `message` for `node_id`'s inbox (sent in order, soon)."""
        self._outgoing.append((node_id, orjson.dumps(message)))
        self._wake.set()

    async def flush(self) -> None:
        """Send everything queued now (the writer task does this by itself)."""
        batch, self._outgoing = self._outgoing, []
        if not batch:
            return
        async with self.redis.pipeline(transaction=False) as pipe:
            for node_id, data in batch:
                pipe.xadd(inbox_key(node_id), {"m": data}, maxlen=MAXLEN, approximate=True)
            for node_id in {node_id for node_id, _ in batch}:
                # A dead node's inbox goes away by itself.
                pipe.expire(inbox_key(node_id), self.idle_expiry_seconds)
            await pipe.execute()

    async def _write_loop(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            try:
                await self.flush()
            except Exception:
                log.exception("inbox messages could not be sent; they are dropped")

    async def messages(self) -> AsyncIterator[dict[str, Any]]:
        """This node's inbox, from its beginning (a node id is new at every start)."""
        last = "0-0"
        key = inbox_key(self.node_id)
        while True:
            try:
                found: Any = await self.redis.xread({key: last}, count=500, block=1000)
            except (RedisError, OSError) as error:
                log.warning("reading the inbox failed (%s); retrying", error)
                await asyncio.sleep(0.5)
                continue
            for _stream, entries in found or ():
                for entry_id, fields in entries:
                    last = entry_id
                    try:
                        yield orjson.loads(fields["m"])
                    except (KeyError, orjson.JSONDecodeError):
                        log.warning("an unreadable inbox message was skipped")
