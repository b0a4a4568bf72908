"""Whole matches against a real server over real sockets (loopback): bots, a person-like
player, the computer, spectators, clocks and concession (PROTOCOL.md; RULES.md R1.6, R22)."""

from __future__ import annotations

import asyncio
import subprocess
import sys

import pytest
from e2e_people import PersonPolicy
from e2e_play import DECK, assert_clean, client, play_until, random_policies, run, seat_pair

from vanguard.engine import ActionKind
from vanguard.netclient.local_server import NOT_AVAILABLE, ServerProcess, server_available

pytestmark = pytest.mark.skipif(not server_available(), reason=NOT_AVAILABLE)

OUTCOMES = {"win", "loss", "draw"}
OPPOSITE = {"win": "loss", "loss": "win", "draw": "draw"}


def bot_command(server: ServerProcess, *options: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "vanguard.cli",
        "bot",
        "--server",
        server.ws_url,
        "--deck",
        DECK,
        "--ai",
        "random",
        *options,
    ]


def finish(process: subprocess.Popen[str], timeout: float = 60) -> list[str]:
    out, err = process.communicate(timeout=timeout)
    assert process.returncode == 0, err
    assert "Traceback" not in err
    return out.split()


def test_two_bot_commands_queue_play_and_print_each_result(server: ServerProcess) -> None:
    first = subprocess.Popen(
        bot_command(server, "--games", "2", "--seed", "1"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    second = subprocess.Popen(
        bot_command(server, "--games", "2", "--seed", "2"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    results = finish(first), finish(second)
    # Each prints one line per match; queued alone together, they met each other twice.
    assert len(results[0]) == len(results[1]) == 2
    assert set(results[0]) | set(results[1]) <= OUTCOMES
    assert [OPPOSITE[r] for r in results[0]] == results[1]


def test_a_person_like_player_finishes_a_match_against_the_bot_command(
    server: ServerProcess,
) -> None:
    person = PersonPolicy()

    async def body() -> tuple[str | None, list[str]]:
        async with client(server) as host:
            code = await host.create_room(DECK)
            bot = await asyncio.create_subprocess_exec(
                *bot_command(server, "--room", code, "--delay", "0.001"),
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
            )
            match = await host.wait_for_match(timeout=20)
            await match.wait_until(lambda m: m.state is not None, timeout=10)
            await host.ping()  # what a browser does now and then
            await match.resync()
            outcome = await match.play(person)
            out, err = await bot.communicate()
            assert bot.returncode == 0, err.decode()
            assert_clean(host)
            return outcome, out.decode().split()

    outcome, bot_lines = run(body())
    assert outcome in OUTCOMES
    assert bot_lines == [OPPOSITE[outcome]]
    kinds = {action.kind for action in person.made}
    assert {ActionKind.RIDE, ActionKind.CALL, ActionKind.ATTACK} <= kinds


def test_the_bot_command_plays_the_server_computer(server: ServerProcess) -> None:
    lines = finish(
        subprocess.Popen(
            bot_command(server, "--vs-ai", "random", "--seed", "3"),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
    )
    assert len(lines) == 1 and lines[0] in OUTCOMES


def test_r30_13_a_computer_match_under_the_setup_variants_is_played_to_the_end(
    fast_server: ServerProcess,
) -> None:
    """R30.13 over the network: the match opens on the draw winner's choice (the person or
    the computer), and a networked player finishes it among the offered decisions only."""

    async def body() -> None:
        async with client(fast_server) as person:
            variants = ("first_player_choice", "mulligan_cr119")
            match = await person.play_ai(DECK, "heuristic", variants=variants)
            await match.wait_until(lambda m: m.state is not None, timeout=10)
            first = next(m for m in person.received if m["type"] == "state")
            events = [e["kind"] for e in first["events"]]
            assert events[:2] == ["game_started", "first_player_draw"]
            assert first["view"]["decision"] == "choose_first" or "first_player_chosen" in events
            await match.play(random_policies(5)[0])
            assert match.result is not None
            chosen = [
                e
                for m in person.received
                if m["type"] == "state"
                for e in m["events"]
                if e["kind"] == "first_player_chosen"
            ]
            assert len(chosen) == 1
            assert_clean(person)

    run(body())


def test_spectators_receive_public_information_only(fast_server: ServerProcess) -> None:
    """R22: a spectator sees what both players could see together: no hand and no legal
    decisions (test_e2e_hidden_info checks every card instance); it learns the end too."""

    async def body() -> None:
        async with (
            client(fast_server) as a,
            client(fast_server) as b,
            client(fast_server) as watcher,
        ):
            ma, mb = await seat_pair(a, b)
            watched = await watcher.spectate(ma.match_id)
            assert watched.seat is None
            await asyncio.gather(
                *(m.play(p) for m, p in zip((ma, mb), random_policies(7), strict=True))
            )
            await watched.wait_over(timeout=10)
            assert watched.result == ma.result
            states = [m for m in watcher.received if m["type"] == "state"]
            assert states, "the spectator got no state"
            for state in states:
                assert state["seat"] is None and state["legal"] == []
                for side in state["view"]["players"]:
                    assert "hand" not in side
                assert state["view"]["viewer"] is None
            started = [m for m in watcher.received if m["type"] == "match_started"]
            assert started and started[0]["seat"] is None
            assert_clean(a, b, watcher)

    run(body())


def test_concession_ends_the_match_at_once_even_out_of_turn(fast_server: ServerProcess) -> None:
    """R1.6: a player may concede at any time, including during the opponent's turn."""

    async def body() -> None:
        async with client(fast_server) as a, client(fast_server) as b:
            ma, mb = await seat_pair(a, b)
            await play_until([ma, mb], random_policies(3), version=8)
            assert ma.state is not None
            idle = ma if ma.state.deciding != ma.seat else mb
            await idle.concede()
            results = await asyncio.gather(ma.wait_over(10), mb.wait_over(10))
            assert results[0] == results[1]
            assert results[0].reason == "concede"
            assert results[0].winner == 1 - idle.seat
            assert idle.outcome == "loss"
            assert_clean(a, b)

    run(body())


def test_a_player_whose_clock_runs_out_loses(fast_server: ServerProcess) -> None:
    """PROTOCOL.md Clocks: the clock runs while its player must decide; at zero they lose."""

    async def body() -> None:
        async with client(fast_server) as a, client(fast_server) as b:
            ma, mb = await seat_pair(a, b, clock_seconds=0.5)
            assert ma.state is not None
            assert all(0 < seconds <= 0.5 for seconds in ma.state.clocks)
            deciding = ma.state.deciding
            result = await ma.wait_over(timeout=10)  # nobody decides
            assert result.reason == "timeout"
            assert result.winner == 1 - deciding
            await mb.wait_over(timeout=5)
            assert_clean(a, b)

    run(body())


def test_a_new_match_shows_nobody_away_when_both_players_are_connected(
    fast_server: ServerProcess,
) -> None:
    """PROTOCOL.md: `away` lists the seats whose player is disconnected."""

    async def body() -> None:
        async with client(fast_server) as a, client(fast_server) as b:
            await seat_pair(a, b)
            for each in (a, b):
                first = next(m for m in each.received if m["type"] == "state")
                assert first["away"] == [], first["away"]

    run(body())
