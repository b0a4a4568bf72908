"""Load benchmark of the game server: many concurrent bot matches over loopback.

Run on demand (never part of the tests):

    python benchmarks/server_load.py                 # 100 concurrent matches, bots decide at once
    python benchmarks/server_load.py --matches 500   # the target load
    python benchmarks/server_load.py --matches 500 --think 1  # human pace: 1 s mean think time
    python benchmarks/server_load.py --json          # one JSON object
    python benchmarks/server_load.py --db postgresql://USER@127.0.0.1/EMPTY_DB
    python benchmarks/server_load.py --nodes 3   # cluster mode: 1, 2 then 3 nodes
    python benchmarks/server_load.py --bot-processes 2  # the bots spread over 2 processes

With `--nodes K` it runs the same load K times, against 1, 2, ..., K `vanguard serve --redis`
nodes behind HAProxy (the example configuration deploy/haproxy.cfg), and reports decisions
per second and the round trips of each: a PostgreSQL server (a fresh database per round) and
a Redis server are started for the run from Debian's packages, as the tests start theirs
(tests/pg_server.py, tests/redis_server.py, tests/haproxy_server.py).

It starts `vanguard serve` in a child process (temporary SQLite database, or the empty
database `--db` names; a free port on 127.0.0.1; through `load_target_serve.py`, which raises
the per-address limits since every bot shares one address), connects 2 x N bots from this
process (asyncio, the same client code as `vanguard bot`), lets them queue into N matches at
once and play them to the end, and reports:

- decision round trip p50/p99: from sending a decision to receiving the state that follows
  from it (the server validates, applies, writes the decision to its database, and sends
  both players their views);
- matches per second over the run;
- memory per active match: the server's resident memory with all N matches running, minus
  its memory before they started, divided by N;
- next to them, the round trip of a bare WebSocket echo server (another child process)
  under the same concurrency (N connections, one request in flight on each) with messages of
  the size of a typical state: the floor that the network stack and the Python WebSocket
  implementation set, whatever the game does.

Two modes: saturating (the default: each bot decides as soon as it may, which measures the
decisions per second the server sustains) and `--think SECONDS` (each bot waits an
exponentially distributed time of that mean before each decision, like a person: this
measures the round trips people would see at that many matches).

Aim (reported, not asserted): 500 concurrent matches in one server process with p99 under
50 ms and within 3x of the bare echo. Bounded: at most --matches matches and --duration
seconds; matches still running then are counted as unfinished and the run stops.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve

from vanguard.netclient import GameClient, MatchHandle, RandomPolicy, ReconnectPolicy
from vanguard.netclient.local_server import LOOPBACK, ServerProcess, free_port

TARGET = Path(__file__).with_name("load_target_serve.py")
TARGET_MATCHES = 500
TARGET_P99_MS = 50.0
TARGET_ECHO_RATIO = 3.0


@dataclass
class Figures:
    matches: int
    think_seconds: float
    """Mean think time before each decision (0: saturating)."""
    finished: int
    decisions: int
    decisions_per_second: float
    seconds: float
    p50_ms: float
    p99_ms: float
    matches_per_second: float
    memory_per_match_kib: float
    server_cpu_ms_per_decision: float
    """Server CPU time (user + system) over the run divided by the decisions applied: what
    one decision costs the server, whatever the concurrency."""
    client_cpu_ms_per_decision: float
    """The same for this process (all the bots): on one machine the bots compete with the
    server for the cores, so a high figure here inflates the round trips."""
    state_bytes_median: int
    echo_p50_ms: float
    echo_p99_ms: float
    rate_limited: int
    client_violations: int
    bot_processes: int = 1
    """How many processes the bots were spread over (the measuring side's own queueing)."""


def percentile(values: list[float], fraction: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


# --- the bare echo server (a child process running this file with --echo-server PORT) ---


async def _echo(connection: ServerConnection) -> None:
    async for message in connection:
        await connection.send(message)


async def _serve_echo(port: int) -> None:
    async with serve(_echo, LOOPBACK, port, compression=None, max_size=None):
        await asyncio.Future()


def start_echo_server() -> tuple[subprocess.Popen[bytes], int]:
    port = free_port()
    process = subprocess.Popen([sys.executable, __file__, "--echo-server", str(port)])
    return process, port


async def measure_echo(
    port: int, connections: int, payload_bytes: int, round_trips: int, deadline: float
) -> list[float]:
    """Round trips against the echo server: `connections` sockets, one message in flight on
    each, `round_trips` each."""
    url = f"ws://{LOOPBACK}:{port}"
    for _ in range(100):  # wait for the child to listen
        try:
            async with connect(url, compression=None):
                break
        except OSError:
            await asyncio.sleep(0.05)
    payload = json.dumps({"type": "state", "pad": "x" * max(0, payload_bytes - 30)})
    times: list[float] = []

    async def one() -> None:
        async with connect(url, compression=None, max_size=None) as ws:
            for _ in range(round_trips):
                if time.monotonic() > deadline:
                    return
                start = time.perf_counter()
                await ws.send(payload)
                await ws.recv()
                times.append(time.perf_counter() - start)

    await asyncio.gather(*(one() for _ in range(connections)))
    return times


# --- the game server --------------------------------------------------------------------


async def play_thinking(match: MatchHandle, policy: RandomPolicy, think: float, seed: int) -> None:
    """Play to the end like a person: before each decision an exponentially distributed
    pause of mean `think` seconds (`think` 0: decide at once)."""
    if think <= 0:
        await match.play(policy)
        return
    pauses = random.Random(seed)
    while (state := await match.next_decision()) is not None:
        action = policy.choose(state, state.actions())
        await asyncio.sleep(pauses.expovariate(1.0 / think))
        if match.is_over or match.state is not state:
            continue  # the match moved on meanwhile (a reconnection)
        await match.decide(action, state)


async def play_pair(
    url: str,
    deck: str,
    seed: int,
    started: asyncio.Queue[int],
    seated: list[MatchHandle],
    clients: list[GameClient],
    think: float = 0.0,
) -> None:
    """Two bots that queue together and play their match to the end; every match handle
    goes into `seated` as soon as it starts, so that a run stopped early still counts it."""
    reconnect = ReconnectPolicy(give_up_after=30)
    a = GameClient(url, reconnect=reconnect, open_timeout=60)
    b = GameClient(url, reconnect=reconnect, open_timeout=60)
    clients.extend((a, b))
    await a.connect()
    await b.connect()
    # Two in a row join the queue; the server may pair them with a neighbour's bot, which is
    # as good: every bot is in exactly one match either way.
    match_a, match_b = await asyncio.gather(a.queue(deck), b.queue(deck))
    seated.extend((match_a, match_b))
    started.put_nowait(2)
    await asyncio.gather(
        play_thinking(match_a, RandomPolicy(seed * 2), think, seed * 2),
        play_thinking(match_b, RandomPolicy(seed * 2 + 1), think, seed * 2 + 1),
    )


class RemoteTarget:
    """A server another process started (a bots-only helper plays against it): its address
    only; its memory and CPU are measured by the process that started it."""

    def __init__(self, ws_url: str) -> None:
        self.ws_url = ws_url

    def rss_bytes(self) -> int:
        return 0

    def cpu_seconds(self) -> float:
        return 0.0


async def run_matches(
    server: ServerProcess | RemoteTarget,
    count: int,
    deck: str,
    seed: int,
    duration: float,
    think: float = 0.0,
) -> dict[str, Any]:
    started: asyncio.Queue[int] = asyncio.Queue()
    matches: list[MatchHandle] = []
    clients: list[GameClient] = []
    baseline_rss = server.rss_bytes()
    cpu_before = server.cpu_seconds()
    client_cpu_before = time.process_time()
    begin = time.perf_counter()
    tasks = [
        asyncio.create_task(
            play_pair(server.ws_url, deck, seed + i, started, matches, clients, think)
        )
        for i in range(count)
    ]
    seated = 0
    active_rss = baseline_rss
    with contextlib.suppress(TimeoutError):
        async with asyncio.timeout(duration):
            while seated < 2 * count:
                seated += await started.get()
            active_rss = server.rss_bytes()  # every match running at once
            results = await asyncio.gather(*tasks, return_exceptions=True)
            for result in results:
                if isinstance(result, BaseException):
                    print(f"a pair failed: {result!r}", file=sys.stderr)
    seconds = time.perf_counter() - begin
    cpu = server.cpu_seconds() - cpu_before
    client_cpu = time.process_time() - client_cpu_before
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    await asyncio.gather(*(client.close() for client in clients), return_exceptions=True)
    return {
        "matches": matches,
        "clients": clients,
        "seconds": seconds,
        "server_cpu": cpu,
        "client_cpu": client_cpu,
        "seated": seated,
        "memory_per_match": (active_rss - baseline_rss) / count if seated == 2 * count else 0,
    }


def split(count: int, parts: int) -> list[int]:
    """`count` matches over `parts` bot processes, as evenly as can be."""
    return [count // parts + (1 if index < count % parts else 0) for index in range(parts)]


def start_helper(
    ws_url: str, matches: int, args: argparse.Namespace, seed: int
) -> subprocess.Popen[bytes]:
    """Another process of bots playing `matches` of the matches against the same server."""
    command = [sys.executable, __file__, "--bots-for", ws_url, "--matches", str(matches)]
    command += ["--deck", args.deck, "--seed", str(seed), "--duration", str(args.duration)]
    command += ["--think", str(args.think)]
    return subprocess.Popen(command, stdout=subprocess.PIPE)


def helper_result(helper: subprocess.Popen[bytes]) -> dict[str, Any]:
    output, _ = helper.communicate()
    if helper.returncode != 0:
        raise RuntimeError(f"a bot process failed (exit code {helper.returncode})")
    result: dict[str, Any] = json.loads(output)
    return result


def bots_measured(run: dict[str, Any]) -> dict[str, Any]:
    """What one process of bots measured in `run_matches`, as JSON-ready data (a helper
    sends it to the main process, which adds up its own and every helper's)."""
    done: list[MatchHandle] = run["matches"]
    clients: list[GameClient] = run["clients"]
    return {
        "trips": [t for match in done for t in match.round_trips],
        "finished": sorted({match.match_id for match in done if match.is_over}),
        "client_cpu": run["client_cpu"],
        "rate_limited": sum(match.rate_limited for match in done),
        "violations": sum(len(client.violations) for client in clients),
    }


async def bots_only(args: argparse.Namespace) -> dict[str, Any]:
    """A helper's whole job: play its matches and report what the bots measured."""
    run = await run_matches(
        RemoteTarget(args.bots_for), args.matches, args.deck, args.seed, args.duration, args.think
    )
    return bots_measured(run)


async def benchmark(args: argparse.Namespace) -> Figures:
    stop_at = time.monotonic() + args.duration
    with tempfile.TemporaryDirectory(prefix="vanguard-load-") as folder:
        server = ServerProcess(
            Path(folder), tuple(args.server_arg), launcher=TARGET, db_url=args.db
        )
        server.start()
        try:
            # Warm up (imports, caches, database) so the memory baseline is steady.
            await run_matches(server, 2, args.deck, 10_000, 60)
            shares = split(args.matches, args.bot_processes)
            helpers = [
                start_helper(server.ws_url, share, args, args.seed + 100_000 * (index + 1))
                for index, share in enumerate(shares[1:])
            ]
            run = await run_matches(
                server, shares[0], args.deck, args.seed, args.duration, args.think
            )
            helped = [await asyncio.to_thread(helper_result, helper) for helper in helpers]
        finally:
            server.stop()
    done: list[MatchHandle] = run["matches"]
    measured = [bots_measured(run), *helped]
    trips = [t for result in measured for t in result["trips"]]
    states = [
        len(json.dumps(match.state.model_dump())) for match in done if match.state is not None
    ]
    state_bytes = int(statistics.median(states)) if states else 2048

    echo, port = start_echo_server()
    try:
        remaining = max(5.0, stop_at - time.monotonic() + 30)
        per_connection = max(20, min(200, len(trips) // max(1, args.matches)))
        echo_times = await measure_echo(
            port, args.matches, state_bytes, per_connection, time.monotonic() + remaining
        )
    finally:
        echo.terminate()
        echo.wait(10)

    finished = len({match_id for result in measured for match_id in result["finished"]})
    client_cpu = sum(result["client_cpu"] for result in measured)
    return Figures(
        matches=args.matches,
        think_seconds=args.think,
        finished=finished,
        decisions=len(trips),
        decisions_per_second=round(len(trips) / run["seconds"], 1) if run["seconds"] else 0.0,
        seconds=round(run["seconds"], 2),
        p50_ms=round(percentile(trips, 0.50) * 1000, 2),
        p99_ms=round(percentile(trips, 0.99) * 1000, 2),
        matches_per_second=round(finished / run["seconds"], 2) if run["seconds"] else 0.0,
        memory_per_match_kib=round(run["memory_per_match"] / 1024, 1),
        server_cpu_ms_per_decision=round(run["server_cpu"] * 1000 / max(1, len(trips)), 3),
        client_cpu_ms_per_decision=round(client_cpu * 1000 / max(1, len(trips)), 3),
        state_bytes_median=state_bytes,
        echo_p50_ms=round(percentile(echo_times, 0.50) * 1000, 2),
        echo_p99_ms=round(percentile(echo_times, 0.99) * 1000, 2),
        rate_limited=sum(result["rate_limited"] for result in measured),
        client_violations=sum(result["violations"] for result in measured),
        bot_processes=args.bot_processes,
    )


class NodesBehindProxy:
    """K cluster nodes behind HAProxy, measured as one server (memory and CPU summed)."""

    def __init__(self, nodes: list[ServerProcess], proxy: Any) -> None:
        self.nodes = nodes
        self.proxy = proxy

    @property
    def ws_url(self) -> str:
        return str(self.proxy.ws_url)

    def rss_bytes(self) -> int:
        return sum(node.rss_bytes() for node in self.nodes)

    def cpu_seconds(self) -> float:
        return sum(node.cpu_seconds() for node in self.nodes)


async def benchmark_nodes(args: argparse.Namespace) -> list[dict[str, Any]]:
    """The load against 1..K cluster nodes behind HAProxy: one row per node count."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from haproxy_server import HAProxy
    from pg_server import PostgresServer
    from redis_server import RedisServer

    postgres, redis = PostgresServer().start(), RedisServer().start()
    rows: list[dict[str, Any]] = []
    try:
        for count in range(1, args.nodes + 1):
            redis.flush()
            db_url = postgres.url(postgres.fresh_database())
            with tempfile.TemporaryDirectory(prefix="vanguard-load-") as folder:
                nodes = []
                for index in range(1, count + 1):
                    place = Path(folder) / f"node{index}"
                    place.mkdir()
                    options = ("--redis", redis.url, "--node-id", f"node{index}")
                    nodes.append(
                        ServerProcess(
                            place, (*options, *args.server_arg), launcher=TARGET, db_url=db_url
                        )
                    )
                for node in nodes:
                    node.start()
                proxy = HAProxy([node.port for node in nodes]).start()
                target = NodesBehindProxy(nodes, proxy)
                try:
                    await run_matches(target, 2, args.deck, 10_000, 60)  # type: ignore[arg-type]
                    run = await run_matches(
                        target,  # type: ignore[arg-type]
                        args.matches,
                        args.deck,
                        args.seed,
                        args.duration,
                        args.think,
                    )
                finally:
                    proxy.stop()
                    for node in nodes:
                        node.stop()
            trips = [t for match in run["matches"] for t in match.round_trips]
            rows.append(
                {
                    "nodes": count,
                    "matches": args.matches,
                    "finished": len({m.match_id for m in run["matches"] if m.is_over}),
                    "decisions": len(trips),
                    "decisions_per_second": round(len(trips) / run["seconds"], 1),
                    "p50_ms": round(percentile(trips, 0.50) * 1000, 2),
                    "p99_ms": round(percentile(trips, 0.99) * 1000, 2),
                    "server_cpu_ms_per_decision": round(
                        run["server_cpu"] * 1000 / max(1, len(trips)), 3
                    ),
                }
            )
    finally:
        redis.stop()
        postgres.stop()
    return rows


def report_nodes(rows: list[dict[str, Any]]) -> str:
    lines = ["nodes  decisions/s  p50 ms  p99 ms  finished  server CPU ms/decision"]
    for row in rows:
        lines.append(
            f"{row['nodes']:>5}  {row['decisions_per_second']:>11.0f}  {row['p50_ms']:>6.1f}"
            f"  {row['p99_ms']:>6.1f}  {row['finished']:>4}/{row['matches']:<4}"
            f"  {row['server_cpu_ms_per_decision']:>.2f}"
        )
    return "\n".join(lines)


def report(figures: Figures) -> str:
    ratio = figures.p99_ms / figures.echo_p99_ms if figures.echo_p99_ms else float("inf")
    ratio50 = figures.p50_ms / figures.echo_p50_ms if figures.echo_p50_ms else float("inf")
    mode = (
        f"human pace ({figures.think_seconds:g} s mean think time)"
        if figures.think_seconds > 0
        else "saturating (decide at once)"
    )
    rows = [
        ("mode", mode),
        ("concurrent matches", f"{figures.matches} ({figures.finished} finished)"),
        ("decisions measured", f"{figures.decisions}"),
        ("decisions per second", f"{figures.decisions_per_second:.0f}"),
        ("decision round trip p50", f"{figures.p50_ms:.2f} ms"),
        ("decision round trip p99", f"{figures.p99_ms:.2f} ms"),
        ("bare echo round trip p50", f"{figures.echo_p50_ms:.2f} ms"),
        ("bare echo round trip p99", f"{figures.echo_p99_ms:.2f} ms"),
        ("p50 / echo p50", f"{ratio50:.1f}x"),
        ("p99 / echo p99", f"{ratio:.1f}x"),
        ("matches per second", f"{figures.matches_per_second:.2f}"),
        ("memory per active match", f"{figures.memory_per_match_kib:.0f} KiB"),
        ("server CPU per decision", f"{figures.server_cpu_ms_per_decision:.2f} ms"),
        ("bots' CPU per decision", f"{figures.client_cpu_ms_per_decision:.2f} ms"),
        ("bot processes", f"{figures.bot_processes}"),
        ("median state message", f"{figures.state_bytes_median} bytes"),
        ("wall time", f"{figures.seconds:.1f} s"),
    ]
    width = max(len(name) for name, _ in rows)
    lines = [f"{name:<{width}}  {value}" for name, value in rows]
    # Saturating bots play every match to its end within the run; at a person's pace a match
    # lasts minutes, so there the aim asks for every match running at once, not finished.
    all_played = figures.think_seconds > 0 or figures.finished == figures.matches
    met = (
        figures.matches >= TARGET_MATCHES
        and all_played
        and not figures.client_violations
        and figures.p99_ms < TARGET_P99_MS
        and ratio <= TARGET_ECHO_RATIO
    )
    lines.append(
        f"aim ({TARGET_MATCHES} matches, p99 < {TARGET_P99_MS:g} ms, <= {TARGET_ECHO_RATIO:g}x"
        f" echo): {'met' if met else 'not met'}"
    )
    if figures.rate_limited or figures.client_violations:
        lines.append(
            f"note: {figures.rate_limited} decisions rate-limited,"
            f" {figures.client_violations} protocol violations seen by clients"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=100, help="concurrent matches (N)")
    parser.add_argument("--duration", type=float, default=180.0, help="stop after seconds")
    parser.add_argument("--deck", default="td01")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--think",
        type=float,
        default=0.0,
        help="mean think time in seconds before each decision (exponential; 0: saturating)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--db",
        help="the server's database URL, e.g. an empty PostgreSQL database"
        " (default: a temporary SQLite file)",
    )
    parser.add_argument(
        "--server-arg",
        action="append",
        default=[],
        help="extra option for `vanguard serve` (repeatable)",
    )
    parser.add_argument(
        "--nodes",
        type=int,
        default=0,
        help="cluster mode: measure 1..NODES nodes behind HAProxy (starts PostgreSQL, Redis)",
    )
    parser.add_argument(
        "--bot-processes",
        type=int,
        default=1,
        help="spread the bots over this many processes, so that one busy process of bots"
        " does not add its own queueing to the round trips it measures",
    )
    parser.add_argument("--echo-server", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--bots-for", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.echo_server:
        asyncio.run(_serve_echo(args.echo_server))
        return
    if not 1 <= args.matches <= 5000 or args.duration <= 0:
        parser.error("--matches must be 1..5000 and --duration positive")
    if not 1 <= args.bot_processes <= min(16, args.matches):
        parser.error("--bot-processes must be 1..16 and at most --matches")
    if args.bots_for:
        print(json.dumps(asyncio.run(bots_only(args))))
        return
    if args.nodes:
        rows = asyncio.run(benchmark_nodes(args))
        print(json.dumps(rows) if args.json else report_nodes(rows))
        return
    figures = asyncio.run(benchmark(args))
    print(json.dumps(asdict(figures)) if args.json else report(figures))


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    main()
