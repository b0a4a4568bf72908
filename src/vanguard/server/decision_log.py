"""Group commit of decisions: those applied in the same moment share one transaction.

Under load many matches apply a decision in the same turn of the event loop; writing them
together costs one commit instead of one each. Each caller still waits for *its* decision
to be committed before sending anything that follows from it (the protocol's durability
rule). A batch that fails is retried decision by decision, so one bad row fails only its
own match.
"""

from __future__ import annotations

import asyncio

from vanguard.server.database import Database
from vanguard.server.store import DecisionWrite, Store


class DecisionLog:
    def __init__(self, store: Store, db: Database) -> None:
        self.store = store
        self.db = db
        self._pending: list[tuple[DecisionWrite, asyncio.Future[None]]] = []
        self._flusher: asyncio.Task[None] | None = None

    async def write(self, decision: DecisionWrite) -> None:
        """Return once `decision` is committed; raise if it could not be."""
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._pending.append((decision, future))
        if self._flusher is None:
            # Runs after the callbacks already due in this loop turn, which may add more.
            self._flusher = asyncio.create_task(self._flush())
        await future

    async def _flush(self) -> None:
        try:
            while self._pending:
                batch, self._pending = self._pending, []
                try:
                    await self.db.run(self.store.append_decisions, [d for d, _ in batch])
                except Exception:
                    await self._one_by_one(batch)
                else:
                    for _, future in batch:
                        if not future.done():
                            future.set_result(None)
        finally:
            self._flusher = None

    async def _one_by_one(self, batch: list[tuple[DecisionWrite, asyncio.Future[None]]]) -> None:
        for decision, future in batch:
            try:
                await self.db.run(self.store.append_decisions, [decision])
            except Exception as error:
                if not future.done():
                    future.set_exception(error)
            else:
                if not future.done():
                    future.set_result(None)
