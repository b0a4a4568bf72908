"""Computer seats: an agent of `vanguard.ai` decides whenever its seat must.

The agent thinks on a copy of the game in a worker thread, so the event loop never waits for
it and the real game may move on meanwhile (the opponent concedes); the decision is then
applied like a player's, through the same checks, commit and broadcast (`play`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor

from vanguard.engine import Action
from vanguard.server.live_match import LiveMatch

log = logging.getLogger("vanguard.server")

Play = Callable[[LiveMatch, int, Action], Awaitable[None]]
"""Apply a computer's decision to the match, if it is still at that version."""


class ComputerPlayers:
    def __init__(self, threads: int, delay: float, play: Play) -> None:
        self._pool = ThreadPoolExecutor(threads, thread_name_prefix="vanguard-ai")
        self._delay = delay
        self._play = play

    def schedule(self, match: LiveMatch) -> None:
        """Start the computer's decision if its seat must decide (at most one at a time)."""
        seat = match.game.current_player
        if match.finished or seat is None or not match.is_ai(seat) or match.ai_task is not None:
            return
        match.ai_task = asyncio.create_task(self._turn(match, match.version))

    async def stop(self, matches: list[LiveMatch]) -> None:
        tasks = [m.ai_task for m in matches if m.ai_task is not None]
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._pool.shutdown(wait=False, cancel_futures=True)

    async def _turn(self, match: LiveMatch, version: int) -> None:
        try:
            await self._decide(match, version)
        except asyncio.CancelledError:
            match.ai_task = None
            raise
        except Exception:
            log.exception("the computer player of match %s failed", match.id)
        if match.ai_task is asyncio.current_task():
            match.ai_task = None
        # Only after progress: a computer player that cannot move must not spin; its clock
        # then runs out like anyone's.
        if match.version != version:
            self.schedule(match)

    async def _decide(self, match: LiveMatch, version: int) -> None:
        delay = self._delay if match.ai_delay is None else match.ai_delay
        if delay > 0:
            await asyncio.sleep(delay)
        seat = match.game.current_player
        if match.finished or match.version != version or seat is None:
            return
        snapshot = match.game.clone()
        options = snapshot.legal_actions()
        agent = match.agent(seat)
        loop = asyncio.get_running_loop()
        try:
            action = await loop.run_in_executor(self._pool, agent.choose, snapshot, seat, options)
        except Exception:
            log.exception("the computer player of match %s failed; it plays on", match.id)
            action = options[0]
        await self._play(match, version, action)
