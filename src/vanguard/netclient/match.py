"""One match as a client sees it: the latest state, the result, and the decision loop."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from vanguard.engine import Action
from vanguard.netclient import messages as msg
from vanguard.netclient.errors import ClientError, ServerError
from vanguard.netclient.messages import MatchId, MatchResult, State
from vanguard.netclient.policies import Policy

if TYPE_CHECKING:
    from vanguard.netclient.client import GameClient

#: Refusals in a row (STALE, ILLEGAL) after which a player stops instead of looping forever.
MAX_REFUSALS_IN_A_ROW = 5
#: First pause before deciding again after `RATE_LIMITED` (doubles while it lasts, up to 2 s).
RATE_LIMIT_PAUSE = 0.05
#: Refusals that say the server is failing for now (a full disk, a locked database, a busy
#: pool), not that the decision is wrong: the same decision is made again after a pause that
#: doubles from `TRANSIENT_PAUSE` up to `TRANSIENT_PAUSE_MAX`, for as long as it takes (the
#: match's clocks still end it if the server never recovers).
TRANSIENT_CODES = frozenset({"INTERNAL", "BUSY"})
TRANSIENT_PAUSE = 0.1
TRANSIENT_PAUSE_MAX = 10.0


class MatchHandle:
    """A match this client plays or watches, kept up to date by the client's reader.

    A player waits for a state that asks it to decide (`next_decision`), decides on that
    state's version (`decide`), and waits again. The handle survives reconnections: the server
    sends a full state on return, and a decision lost in the drop is simply made again on it
    (a duplicate would be refused as `STALE`, so nothing is ever applied twice).
    """

    def __init__(
        self,
        client: GameClient,
        match_id: MatchId,
        seat: int | None,
        players: list[str] | None = None,
    ) -> None:
        self.client = client
        self.match_id = match_id
        self.seat = seat
        self.players = players
        self.state: State | None = None
        self.result: MatchResult | None = None
        self.replay_url: str | None = None
        self.events: dict[int, dict[str, Any]] = {}
        """Every event received, by sequence number (a resync resends them; kept once)."""
        self.round_trips: list[float] = []
        """Seconds from sending each decision to receiving the state that follows from it."""
        self.refusals: list[ServerError] = []
        """Decisions refused (other than for speed), most recent last."""
        self.rate_limited = 0
        """Decisions the server refused as too fast (each made again after a pause)."""
        self.resumed_at: list[int] = []
        """The version of the first state received after each reconnection."""
        self._resuming = False
        self._decided_version: int | None = None
        self._sent_at: float | None = None
        self._refusals_in_a_row = 0
        self._transient_in_a_row = 0
        self.transient_failures = 0
        """Decisions the server failed on for now (INTERNAL, BUSY), each made again later."""
        self._rate_limited_in_a_row = 0
        self._updated = asyncio.Event()

    # --- fed by the client's reader ------------------------------------------------------

    def on_state(self, state: State) -> None:
        if self._resuming:
            # The first state after a reconnection is the server's word, whatever it says.
            self._resuming = False
            self.resumed_at.append(state.version)
        elif self.state is not None and state.version < self.state.version:
            return  # an older state can only be a late echo; the newer one stands
        if self.seat is None and state.seat is not None:
            self.seat = state.seat
        for event in state.events:
            seq = event.get("seq")
            if isinstance(seq, int):
                self.events[seq] = event
        if self._decided_version is not None and state.version > self._decided_version:
            if self._sent_at is not None:
                self.round_trips.append(time.perf_counter() - self._sent_at)
            self._sent_at = None
            self._refusals_in_a_row = 0
            self._rate_limited_in_a_row = 0
            self._transient_in_a_row = 0
        self.state = state
        self._wake()

    def on_over(self, over: msg.MatchOver) -> None:
        self.result = over.result
        self.replay_url = over.replay
        self._wake()

    def on_refused(self, error: msg.Error) -> None:
        """A decision of ours was refused. Too fast: decide again after a pause. Otherwise
        (STALE, ILLEGAL, …): forget it and ask for the current state, then decide on that."""
        self._sent_at = None
        if error.code == "RATE_LIMITED":
            self.rate_limited += 1
            self._rate_limited_in_a_row += 1
            pause = min(RATE_LIMIT_PAUSE * 2 ** (self._rate_limited_in_a_row - 1), 2.0)
            asyncio.get_running_loop().call_later(pause, self._retry)
            return
        if error.code in TRANSIENT_CODES:
            self.transient_failures += 1
            self._transient_in_a_row += 1
            pause = min(TRANSIENT_PAUSE * 2 ** (self._transient_in_a_row - 1), TRANSIENT_PAUSE_MAX)
            asyncio.get_running_loop().call_later(pause, self._retry)
            return
        self.refusals.append(ServerError(error.code, error.message, error.ref))
        self._refusals_in_a_row += 1
        self._decided_version = None
        self.client.send_soon(msg.resync(self.match_id))
        self._wake()

    def _retry(self) -> None:
        self._decided_version = None
        self._wake()

    def on_reconnected(self) -> None:
        # Whatever was in flight may be lost; the full state the server sends on return says.
        self._resuming = True
        self._decided_version = None
        self._sent_at = None
        self._wake()

    def _wake(self) -> None:
        self._updated.set()
        self._updated = asyncio.Event()

    # --- reading -------------------------------------------------------------------------

    @property
    def deciding_now(self) -> bool:
        """A decision of ours is sent and its outcome not yet known."""
        return self._sent_at is not None

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def outcome(self) -> str | None:
        """`win`, `loss` or `draw` for a player once the match is over; None before, or when
        watching."""
        if self.result is None or self.seat is None:
            return None
        if self.result.draw or self.result.winner is None:
            return "draw"
        return "win" if self.result.winner == self.seat else "loss"

    async def wait_until(
        self, condition: Callable[[MatchHandle], bool], timeout: float | None = None
    ) -> None:
        """Wait until `condition(self)` holds (checked after every update)."""
        async with asyncio.timeout(timeout):
            while not condition(self):
                if self.client.failure is not None:
                    raise self.client.failure
                await self._updated.wait()

    async def wait_over(self, timeout: float | None = None) -> MatchResult:
        await self.wait_until(lambda m: m.is_over, timeout)
        assert self.result is not None
        return self.result

    async def next_decision(self, timeout: float | None = None) -> State | None:
        """The next state in which this player must decide, or None once the match is over."""

        def ready(match: MatchHandle) -> bool:
            return match.is_over or match.pending_decision() is not None

        await self.wait_until(ready, timeout)
        return None if self.is_over else self.pending_decision()

    def pending_decision(self) -> State | None:
        """The current state if it asks this player to decide and nothing is sent for it."""
        state = self.state
        if state is None or not state.legal or state.seat is None:
            return None
        if state.version == self._decided_version:
            return None
        if self._refusals_in_a_row >= MAX_REFUSALS_IN_A_ROW:
            raise ClientError(
                f"match {self.match_id}: {self._refusals_in_a_row} decisions refused in a row "
                f"(last: {self.refusals[-1]})"
            )
        return state

    # --- acting --------------------------------------------------------------------------

    async def decide(self, action: Action, state: State) -> None:
        """Send `action`, decided on `state`; the state that follows arrives by itself."""
        self._decided_version = state.version
        await self.client.send_decision(self, msg.decide(self.match_id, state.version, action))

    def mark_sent(self) -> None:
        self._sent_at = time.perf_counter()

    async def concede(self) -> None:
        await self.client.send(msg.concede(self.match_id))

    async def resync(self, timeout: float | None = 10.0) -> State:
        """Ask for the full current state and wait for it."""
        reply = await self.client.request(
            msg.resync(self.match_id),
            lambda m: isinstance(m, State) and m.match_id == self.match_id,
            timeout=timeout,
        )
        assert isinstance(reply, State)
        return reply

    async def play(self, policy: Policy, delay: float = 0.0) -> str | None:
        """Play to the end, choosing each decision with `policy` among the legal ones only;
        wait `delay` seconds before each. Returns the outcome (`win`, `loss`, `draw`)."""
        while (state := await self.next_decision()) is not None:
            options = state.actions()
            action = policy.choose(state, options)
            if action not in options:
                raise ClientError(f"the policy chose {action.to_dict()}, which is not legal")
            if delay > 0:
                await asyncio.sleep(delay)
                if self.is_over or self.state is not state:
                    continue  # the match moved on while we paused (a clock, a reconnection)
            await self.decide(action, state)
        return self.outcome
