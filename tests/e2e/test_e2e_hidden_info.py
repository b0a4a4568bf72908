"""Hidden information over the network (RULES.md R22): across several complete matches, no
message sent to a player or a spectator holds a card it may not see.

Every message each recipient receives is kept; after each match the server's replay record
rebuilds the truth at every version (e2e_secrets), and each `state` is checked against it:
no instance of the opponent's hand, of any deck or of a face-down unit the recipient may not
know; the view is the engine's view for that recipient at that version; every event is the
engine's event for that recipient; legal decisions go only to the player who must decide.
"""

from __future__ import annotations

import asyncio

import pytest
from e2e_play import assert_clean, client, random_policies, run, seat_pair
from e2e_secrets import event_mismatches, leaks, rebuild, view_mismatches

from vanguard.netclient import GameClient, MatchHandle
from vanguard.netclient.local_server import NOT_AVAILABLE, ServerProcess, server_available
from vanguard.sim.records import GameRecord

pytestmark = pytest.mark.skipif(not server_available(), reason=NOT_AVAILABLE)

MATCHES = 3


async def watched_match(
    server: ServerProcess, seed: int
) -> tuple[MatchHandle, list[tuple[GameClient, int | None]]]:
    """Two random players and a spectator; returns the match and (client, seat) of each."""
    async with (
        client(server) as a,
        client(server) as b,
        client(server) as watcher,
    ):
        ma, mb = await seat_pair(a, b)
        await watcher.spectate(ma.match_id)
        await asyncio.gather(
            *(m.play(p) for m, p in zip((ma, mb), random_policies(seed), strict=True))
        )
        await watcher.matches[ma.match_id].wait_over(timeout=10)
        assert_clean(a, b, watcher)
        return ma, [(a, ma.seat), (b, mb.seat), (watcher, None)]


def test_no_message_shows_a_card_its_recipient_may_not_see(fast_server: ServerProcess) -> None:
    async def body() -> list[tuple[MatchHandle, list[tuple[GameClient, int | None]]]]:
        return await asyncio.gather(
            *(watched_match(fast_server, 100 + 7 * i) for i in range(MATCHES))
        )

    played = run(body(), timeout=90)
    problems: list[str] = []
    for match, recipients in played:
        assert match.replay_url is not None
        record = GameRecord.from_dict(fast_server.get_json(match.replay_url))
        truth = rebuild(record)
        for recipient, seat in recipients:
            received = [m for m in recipient.received if m.get("match_id") == match.match_id]
            states = [m for m in received if m["type"] == "state"]
            assert len(states) > 10
            problems += leaks(truth, received, seat)
            problems += view_mismatches(truth, received, seat)
            problems += event_mismatches(truth, received, seat)
            for state in states:
                if state["legal"] and state["seat"] != state["deciding"]:
                    problems.append(f"seat {seat} got legal decisions while not deciding")
            # Every event the recipient may see arrived (once or more: resyncs repeat them).
            expected = {e["seq"] for e in truth.final.events_for(seat)} if truth.final else set()
            got = {e["seq"] for state in states for e in state["events"]}
            if seat is not None:
                assert got == expected, sorted(expected - got)[:10]
    assert problems == []
