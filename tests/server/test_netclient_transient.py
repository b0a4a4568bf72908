"""The client library rides out a server that fails for a while (a full disk, a locked
database): a decision refused as INTERNAL is made again after a growing pause, for as long
as it takes, instead of abandoning the match after five refusals in a row.
"""

from __future__ import annotations

import asyncio

import pytest
from server_kit import LiveServer

from vanguard.netclient import GameClient, RandomPolicy

FAILURES = 14
"""Commits refused in a row; a failed group commit is tried once more decision by decision,
so this refuses 7 decisions in a row, more than the five the client used to accept."""
OLD_LIMIT = 5


def test_a_match_survives_a_server_that_refuses_decisions_for_a_while(
    server: LiveServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = server.context.store
    saving = store.append_decisions
    refused = 0

    def flaky(writes: object) -> None:
        nonlocal refused
        if refused < FAILURES:
            refused += 1
            raise OSError("No space left on device")
        saving(writes)  # type: ignore[arg-type]

    async def body() -> tuple[list[str | None], int]:
        host = GameClient(server.ws_url, pace=None)
        guest = GameClient(server.ws_url, pace=None)
        async with host, guest:
            code = await host.create_room("td01")
            waiting = asyncio.create_task(host.wait_for_match(timeout=10))
            joined = await guest.join_room(code, "td02")
            hosted = await waiting
            monkeypatch.setattr(store, "append_decisions", flaky)
            outcomes = await asyncio.gather(
                hosted.play(RandomPolicy(1)), joined.play(RandomPolicy(2))
            )
            return list(outcomes), hosted.transient_failures + joined.transient_failures

    async def bounded() -> tuple[list[str | None], int]:
        async with asyncio.timeout(90):
            return await body()

    outcomes, transient = asyncio.run(bounded())
    assert refused == FAILURES
    assert transient > OLD_LIMIT, "each refused decision was made again"
    assert sorted(str(outcome) for outcome in outcomes) in (
        ["loss", "win"],
        ["draw", "draw"],
    ), "the match was played to its end"
