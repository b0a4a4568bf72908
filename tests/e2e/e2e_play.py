"""Small helpers the end-to-end tests share: running a coroutine with a deadline, seating two
clients in one private room, and playing up to a chosen version."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

from vanguard.netclient import GameClient, MatchHandle, Policy, RandomPolicy, ReconnectPolicy
from vanguard.netclient.local_server import ServerProcess

T = TypeVar("T")

FAST_SERVE = Path(__file__).with_name("e2e_fast_serve.py")
"""`vanguard serve` with a loose rate limit (see the script)."""

DECK = "td01"


def run(coroutine: Coroutine[Any, Any, T], timeout: float = 60.0) -> T:
    """Run an async test body; a hang fails the test instead of the whole suite."""

    async def bounded() -> T:
        async with asyncio.timeout(timeout):
            return await coroutine

    return asyncio.run(bounded())


def client(server: ServerProcess, **options: Any) -> GameClient:
    """A recording client of `server`; unpaced when the server's rate limit is loosened."""
    options.setdefault("record", True)
    options.setdefault("reconnect", ReconnectPolicy(give_up_after=20))
    if server.launcher is not None:
        options.setdefault("pace", None)
    return GameClient(server.ws_url, **options)


async def seat_pair(
    host: GameClient, guest: GameClient, clock_seconds: float | None = None
) -> tuple[MatchHandle, MatchHandle]:
    """A private room made by `host` and joined by `guest`: a match between exactly these two
    (the quick-match queue could pair a test's client with another test's)."""
    code = await host.create_room(DECK, clock_seconds)
    waiting = asyncio.create_task(host.wait_for_match(timeout=10))
    joined = await guest.join_room(code, DECK)
    hosted = await waiting
    assert hosted.match_id == joined.match_id
    assert {hosted.seat, joined.seat} == {0, 1}
    await hosted.wait_until(lambda m: m.state is not None, timeout=10)
    await joined.wait_until(lambda m: m.state is not None, timeout=10)
    return hosted, joined


async def play_until(
    matches: list[MatchHandle], policies: list[Policy], version: int, timeout: float = 30
) -> None:
    """Both players decide until the match reaches `version` (or ends), then stop: no
    decision is in flight when this returns."""

    async def one(match: MatchHandle, policy: Policy) -> None:
        while True:
            await match.wait_until(
                lambda m: (
                    m.is_over
                    or (m.state is not None and m.state.version >= version)
                    or m.pending_decision() is not None
                ),
                timeout,
            )
            state = match.state
            if match.is_over or state is None or state.version >= version:
                return
            await match.decide(policy.choose(state, state.actions()), state)

    await asyncio.gather(*(one(m, p) for m, p in zip(matches, policies, strict=True)))
    for match in matches:
        await match.wait_until(
            lambda m: m.is_over or (m.state is not None and m.state.version >= version), timeout
        )


def random_policies(seed: int) -> list[Policy]:
    return [RandomPolicy(seed), RandomPolicy(seed + 1)]


def assert_clean(*clients: GameClient) -> None:
    """Nothing the server sent broke the protocol."""
    for each in clients:
        assert each.violations == [], each.violations
