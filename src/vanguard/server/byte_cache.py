"""A least-recently-used cache of encoded answers, bounded by their total size, that computes
each missing entry once however many ask for it at the same moment.

Replay views of a finished match never change but cost tens of milliseconds and hundreds of
kilobytes each; a cache bounded by entry count let a client cycle more keys than it held and
rebuild every answer. Bounding bytes keeps memory fixed; sharing the computation in flight
means a burst of identical requests costs one build.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable


class ByteCache:
    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self.size = 0
        self._entries: OrderedDict[Hashable, bytes] = OrderedDict()
        self._building: dict[Hashable, asyncio.Future[bytes]] = {}

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key: Hashable) -> bytes | None:
        value = self._entries.get(key)
        if value is not None:
            self._entries.move_to_end(key)
        return value

    def put(self, key: Hashable, value: bytes) -> None:
        if len(value) > self.max_bytes:
            return  # larger than the whole cache: served, never kept
        old = self._entries.pop(key, None)
        if old is not None:
            self.size -= len(old)
        self._entries[key] = value
        self.size += len(value)
        while self.size > self.max_bytes:
            _, evicted = self._entries.popitem(last=False)
            self.size -= len(evicted)

    async def get_or_build(self, key: Hashable, build: Callable[[], Awaitable[bytes]]) -> bytes:
        """The cached bytes of `key`, else `await build()` once for all who ask meanwhile."""
        value = self.get(key)
        if value is not None:
            return value
        pending = self._building.get(key)
        if pending is not None:
            return await asyncio.shield(pending)
        future: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()
        self._building[key] = future
        try:
            value = await build()
        except BaseException as error:
            future.set_exception(error)
            future.exception()  # retrieved: nobody else may be waiting
            raise
        finally:
            del self._building[key]
        future.set_result(value)
        self.put(key, value)
        return value
