"""Hostile input (PROTOCOL.md): every bad message is answered with an `error` (or, for a frame
too large to read or a flood, a close), the server stays up, and nothing changes — a match in
progress goes on exactly where it was."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from e2e_play import assert_clean, client, play_until, random_policies, run, seat_pair
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from vanguard.netclient import MatchHandle
from vanguard.netclient.local_server import NOT_AVAILABLE, ServerProcess, server_available

pytestmark = pytest.mark.skipif(not server_available(), reason=NOT_AVAILABLE)


def frame(**fields: Any) -> str:
    return json.dumps({"v": 1, **fields})


async def open_raw(url: str, guest_token: str | None = None) -> tuple[ClientConnection, dict]:
    ws = await connect(url, max_size=None, compression=None)
    hello: dict[str, Any] = {"v": 1, "type": "hello"}
    if guest_token:
        hello["guest_token"] = guest_token
    await ws.send(json.dumps(hello))
    welcome = json.loads(await ws.recv())
    assert welcome["type"] == "welcome"
    return ws, welcome


async def answer(ws: ClientConnection, text: str | bytes) -> dict[str, Any]:
    """Send one frame and return the server's answer to it (states pushed meanwhile skipped)."""
    await ws.send(text)
    # A liveness bound, not a speed check: generous, as the suite runs servers side by side.
    async with asyncio.timeout(15):
        while True:
            reply = json.loads(await ws.recv())
            if reply["type"] not in ("state", "match_started"):
                return reply


def refused(reply: dict[str, Any], code: str, ref: str | None = None) -> bool:
    return reply["type"] == "error" and reply["code"] == code and reply.get("ref") == ref


def test_bad_messages_get_errors_and_change_nothing(fast_server: ServerProcess) -> None:
    async def body() -> None:
        async with client(fast_server) as a, client(fast_server) as b:
            ma, mb = await seat_pair(a, b)
            policies = random_policies(41)
            await play_until([ma, mb], policies, version=6)
            before = {m.seat: m.state for m in (ma, mb)}
            decider, idle = (ma, mb) if ma.state and ma.state.deciding == ma.seat else (mb, ma)
            current = decider.state
            assert current is not None and current.legal
            mid, version, legal = current.match_id, current.version, current.legal[0]

            stranger, _ = await open_raw(fast_server.ws_url)
            expectations: list[tuple[str | bytes, str, str | None]] = [
                ("{not json", "BAD_MESSAGE", None),
                ("[1, 2]", "BAD_MESSAGE", None),
                (b"\x00\x01binary", "BAD_MESSAGE", None),
                ('{"type": "ping"}', "BAD_MESSAGE", "ping"),  # no version
                (json.dumps({"v": 2, "type": "ping"}), "BAD_MESSAGE", "ping"),
                (frame(type="ping", extra=1), "BAD_MESSAGE", "ping"),
                (frame(type="queue"), "BAD_MESSAGE", "queue"),  # a field missing
                (frame(type="resync", match_id=7), "BAD_MESSAGE", "resync"),  # a wrong type
                (frame(type="self_destruct"), "BAD_MESSAGE", "self_destruct"),
                (frame(type="hello"), "BAD_MESSAGE", "hello"),  # said twice
                (frame(type="ping", pad="x" * 100_000), "BAD_MESSAGE", None),  # > 64 KiB
                # Somebody else's match: the stranger may not decide or concede in it.
                (
                    frame(type="decide", match_id=mid, version=version, action=legal),
                    "NOT_YOUR_MATCH",
                    "decide",
                ),
                (frame(type="concede", match_id=mid), "NOT_YOUR_MATCH", "concede"),
                (
                    frame(type="decide", match_id="no-such-match", version=0, action=legal),
                    "NOT_FOUND",
                    "decide",
                ),
                (frame(type="join_room", code="NOPE", deck="td01"), "NOT_FOUND", "join_room"),
                (frame(type="queue", deck="not a deck"), "DECK_INVALID", "queue"),
            ]
            for text, code, ref in expectations:
                reply = await answer(stranger, text)
                assert refused(reply, code, ref), (str(text)[:60], reply)
            assert (await answer(stranger, frame(type="ping")))["type"] == "pong"  # still served
            await stranger.close()

            # The players themselves, on second connections with their own tokens.
            idle_ws, welcome = await open_raw(
                fast_server.ws_url, idle.client.token_store.load(idle.client.url)
            )
            assert mid in welcome["matches"]
            decider_ws, _ = await open_raw(
                fast_server.ws_url, decider.client.token_store.load(decider.client.url)
            )
            out_of_turn = {**legal, "player": idle.seat}
            # A decision needing no argument that is not offered now. A fixed kind would be
            # legal in some games: the seed is the server's, and in about one game in twenty
            # `end_battle` is offered at this version (the server then applies it, rightly).
            offered = {option["kind"] for option in current.legal}
            not_offered = next(
                kind
                for kind in ("end_battle", "end_main", "skip_ride", "end_guard")
                if kind not in offered
            )
            for ws, text, code in [
                (
                    idle_ws,
                    frame(type="decide", match_id=mid, version=version, action=out_of_turn),
                    "ILLEGAL",
                ),
                (
                    idle_ws,
                    frame(type="decide", match_id=mid, version=version, action=legal),
                    "ILLEGAL",
                ),  # the opponent's decision, sent by the wrong player
                (
                    decider_ws,
                    frame(type="decide", match_id=mid, version=version - 1, action=legal),
                    "STALE",
                ),
                (
                    decider_ws,
                    frame(type="decide", match_id=mid, version=version + 5, action=legal),
                    "STALE",
                ),
                (
                    decider_ws,
                    frame(
                        type="decide",
                        match_id=mid,
                        version=version,
                        action={"kind": "fly", "player": decider.seat},
                    ),
                    "BAD_MESSAGE",
                ),
                (
                    decider_ws,
                    frame(
                        type="decide",
                        match_id=mid,
                        version=version,
                        action={"kind": not_offered, "player": decider.seat},
                    ),
                    "ILLEGAL",
                ),  # well-formed, but not a legal decision now (R20.3)
            ]:
                reply = await answer(ws, text)
                assert refused(reply, code, "decide"), (text[:90], reply)
            await idle_ws.close()
            await decider_ws.close()

            assert await asyncio.to_thread(fast_server.healthy)
            await assert_unchanged(before, ma, mb)
            outcomes = await asyncio.gather(ma.play(policies[0]), mb.play(policies[1]))
            assert set(outcomes) in ({"win", "loss"}, {"draw"})
            assert_clean(a, b)

    run(body())


async def assert_unchanged(before: dict, *matches: MatchHandle) -> None:
    for match in matches:
        now = await match.resync()
        old = before[match.seat]
        assert (now.version, now.view, now.legal) == (old.version, old.view, old.legal)


def test_a_frame_too_large_to_read_closes_only_that_connection(fast_server: ServerProcess) -> None:
    async def body() -> None:
        ws, _ = await open_raw(fast_server.ws_url)
        with pytest.raises(ConnectionClosed):
            async with asyncio.timeout(5):
                await ws.send("x" * (4 << 20))  # refused unread: the fast_server closes at once
                while True:
                    await ws.recv()
        assert ws.close_code == 1009  # message too big
        assert await asyncio.to_thread(fast_server.healthy)

    run(body())


def test_a_flood_is_refused_then_closed_and_a_match_in_progress_goes_on(
    server: ServerProcess,
) -> None:
    async def body() -> None:
        async with client(server) as a, client(server) as b:
            ma, mb = await seat_pair(a, b)
            policies = random_policies(51)
            await play_until([ma, mb], policies, version=4)
            before = {m.seat: m.state for m in (ma, mb)}

            flooder, _ = await open_raw(server.ws_url)
            for _ in range(1000):  # closed after about 240 on an idle machine
                try:
                    await flooder.send(frame(type="ping"))
                except ConnectionClosed:
                    break
            replies: list[str] = []
            with pytest.raises(ConnectionClosed):
                async with asyncio.timeout(5):
                    while True:
                        message = json.loads(await flooder.recv())
                        replies.append(message.get("code") or message["type"])
            assert "pong" in replies and "RATE_LIMITED" in replies
            assert flooder.close_code == 1008  # policy violation

            assert await asyncio.to_thread(server.healthy)
            await assert_unchanged(before, ma, mb)
            # The match goes on as before (played on a while, then ended by a concession to
            # keep the test short at the default rate limit).
            await play_until([ma, mb], policies, version=24)
            assert not ma.is_over and ma.state is not None and ma.state.version == 24
            await ma.concede()
            result = await mb.wait_over(timeout=10)
            assert result.reason == "concede" and mb.outcome == "win"
            assert_clean(a, b)

    run(body())
