"""Hostile-input run against a real `vanguard serve`: a fuzz corpus and floods, while a match
is in progress and a bystander pings.

Run on demand (never part of the tests):

    python benchmarks/hostile_load.py                    # 10,000 + 2 x 1,000 hostile messages
    python benchmarks/hostile_load.py --messages 50000 --attackers 16
    python benchmarks/hostile_load.py --json

It starts `vanguard serve` in a child process (temporary SQLite database, free loopback port,
through `load_target_serve.py`: every attacker comes from 127.0.0.1, so the per-address caps
on guests are raised; the per-connection rate limit and flood closing are the real ones),
then:

1. two players (the `vanguard bot` client code) meet in a private room and play a few
   decisions of a match, then stop with a decision pending;
2. a bystander in its own match against the computer pings ten times a second;
3. `--attackers` connections send `--messages` hostile frames from a seeded corpus: malformed
   JSON, binary and empty frames, JSON nested 1,000 deep, unknown types, every message type
   with a field dropped, added or replaced by a hostile value (floats and booleans for
   integers, huge and control-character strings, lists for strings, out-of-range numbers),
   and decisions, concessions and resyncs aimed at the players' match; the two players' own
   second connections send malformed or illegal decisions of their match. Each attacker
   sends `--rate` frames a second (five times what the server allows by default), so every
   attacker is also a flood; two more connections send `--flood` frames each without any
   pause. A connection closed for flooding reconnects with its token.

It reports the replies by code, the INTERNAL errors, the connections the server closed,
whether the server process stayed up, whether the match changed (both players' states and
versions are compared before and after; then the match is played to its end), and the
bystander's ping p50/p99/max. Aim (reported, not asserted): 0 crashes, 0 INTERNAL, 0 state
changes, bystander p99 under 100 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from vanguard.netclient import GameClient, MatchHandle, RandomPolicy, ReconnectPolicy
from vanguard.netclient.local_server import ServerProcess

TARGET = Path(__file__).with_name("load_target_serve.py")
DECK = "td01"

HOSTILE_VALUES: list[Any] = [
    1.0,
    0.5,
    True,
    False,
    None,
    -1,
    2**63,
    -(2**70),
    "",
    "²",
    "\u0000\u202e",
    "x" * 5_000,
    [],
    [1, 2, 3],
    {},
    {"kind": "end_main"},
    "NaN",
]
"""Values put where a message expects something else."""

MESSAGE_TYPES = [
    "hello",
    "queue",
    "leave_queue",
    "create_room",
    "join_room",
    "play_ai",
    "decide",
    "concede",
    "spectate",
    "resync",
    "ping",
]


def deep(levels: int) -> str:
    return "[" * levels + "]" * levels


@dataclass
class Target:
    """What the corpus aims at: the players' match, its version and a legal action."""

    match_id: str
    version: int
    action: dict[str, Any]


def template(kind: str, target: Target) -> dict[str, Any]:
    """A message of `kind` as the protocol has it (docs/PROTOCOL.md), before mutation."""
    fields: dict[str, dict[str, Any]] = {
        "hello": {},
        "queue": {"deck": "not a deck at all"},
        "leave_queue": {},
        "create_room": {"deck": DECK, "clock_seconds": -5},
        "join_room": {"code": "ZZZZZZ", "deck": DECK},
        "play_ai": {"deck": DECK, "ai": "no-such-ai"},
        "decide": {"match_id": target.match_id, "version": target.version, "action": target.action},
        "concede": {"match_id": target.match_id},
        "spectate": {"match_id": "no-such-match"},
        "resync": {"match_id": target.match_id},
        "ping": {},
    }
    return {"v": 1, "type": kind, **fields[kind]}


def mutate(message: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """One hostile change: a field dropped, added or given a hostile value."""
    message = dict(message)
    keys = list(message)
    choice = rng.randrange(5)
    if choice == 0 and keys:
        message.pop(rng.choice(keys))
    elif choice == 1:
        message[rng.choice(["extra", "admin", "__proto__", "player"])] = rng.choice(HOSTILE_VALUES)
    elif choice == 2 and isinstance(message.get("action"), dict):
        action = dict(message["action"])
        field = rng.choice(["player", "card", "circle", "target", "cards", "choice", "kind"])
        # None or an empty list would only restate an unset field: always a wrong value.
        action[field] = rng.choice([v for v in HOSTILE_VALUES if v is not None and v != []])
        message["action"] = action
    else:
        message[rng.choice(keys)] = rng.choice(HOSTILE_VALUES)
    return message


def player_frame(rng: random.Random, target: Target, seat: int) -> str:
    """A malformed or illegal decision of the players' own match, sent by one of its players
    (what finding 2 of the hardening was about: floats and booleans for integers...)."""
    action = dict(target.action)
    wrong: list[dict[str, Any]] = [
        {**action, "player": 1.0 * seat},
        {**action, "player": bool(seat)},
        {**action, "player": 1 - seat},
        {**action, "circle": []},
        {**action, "card": 10_000},
        {**action, "cards": [1.0]},
        {**action, "choice": True},
        {"kind": "fly", "player": seat},
        {"kind": "end_battle", "player": seat},
    ]
    version = rng.choice(
        [target.version, target.version - 1, target.version + 3, 0.0 + target.version]
    )
    message = {"v": 1, "type": "decide", "match_id": target.match_id, "version": version}
    return json.dumps({**message, "action": rng.choice(wrong)})


#: What a player may rightly do to their own match: from a player's connection a mutation
#: that happens to leave such a message valid (a `concede` whose `v` was "replaced" by 1)
#: is the player's own move, not an attack, and would end or advance the match.
OWN_MATCH_MOVES = frozenset({"concede", "decide"})


def corpus_frame(rng: random.Random, target: Target, own_match: bool = False) -> str | bytes:
    """One frame of the corpus; `own_match`: sent by one of the target match's players (who
    get malformed decisions from `player_frame` instead of the match-changing messages)."""
    roll = rng.random()
    if roll < 0.04:
        raw: list[str | bytes] = [b"\x00\xff binary", b"", "{not json", "[1, 2]", '"just a str"']
        return rng.choice(raw)
    if roll < 0.06:
        return deep(1_000)
    if roll < 0.08:
        return json.dumps({"v": 1, "type": "ping", "nested": json.loads(deep(200))})
    if roll < 0.10:
        return json.dumps({"v": 1, "type": rng.choice(["self_destruct", "", "PING", "decide "])})
    if roll < 0.11:
        return json.dumps({"v": 1, "type": "ping", "pad": "x" * 70_000})  # over the frame cap
    if roll < 0.12:
        return '{"v": 1, "type": "ping", "n": NaN}'
    kinds = [k for k in MESSAGE_TYPES if k not in OWN_MATCH_MOVES] if own_match else MESSAGE_TYPES
    message = template(rng.choice(kinds), target)
    for _ in range(1 + rng.randrange(2)):
        message = mutate(message, rng)
    deck_types = ("queue", "create_room", "join_room", "play_ai")
    if message.get("type") in deck_types and rng.random() < 0.5:
        message["deck"] = rng.choice(HOSTILE_VALUES)
    return json.dumps(message)


@dataclass
class Tally:
    sent: int = 0
    replies: Counter[str] | None = None
    closed_by_server: int = 0
    reconnections: int = 0

    def __post_init__(self) -> None:
        self.replies = Counter()


async def open_raw(url: str, token: str | None) -> tuple[ClientConnection, str | None]:
    ws = await connect(url, max_size=None, compression=None, open_timeout=30)
    hello: dict[str, Any] = {"v": 1, "type": "hello"}
    if token:
        hello["guest_token"] = token
    await ws.send(json.dumps(hello))
    welcome = json.loads(await ws.recv())
    return ws, welcome.get("guest_token") or token


async def drain(ws: ClientConnection, tally: Tally) -> None:
    assert tally.replies is not None
    with contextlib.suppress(ConnectionClosed):
        async for frame in ws:
            reply = json.loads(frame)
            kind = reply.get("type", "?")
            tally.replies[f"error {reply.get('code')}" if kind == "error" else kind] += 1


async def attacker(
    url: str,
    seed: int,
    count: int,
    rate: float,
    target: Target,
    tally: Tally,
    player: tuple[str, int] | None = None,
) -> None:
    """Send `count` frames at `rate` a second: the corpus from a stranger, malformed and
    illegal decisions of their match from a player (`player`: guest token and seat)."""
    rng = random.Random(seed)
    token = player[0] if player else None
    sent = 0
    while sent < count:
        try:
            ws, token = await open_raw(url, token)
        except (OSError, InvalidStatus, ConnectionClosed, TimeoutError):
            await asyncio.sleep(0.2)
            continue
        reader = asyncio.create_task(drain(ws, tally))
        try:
            while sent < count:
                if player is not None and rng.random() < 0.5:
                    await ws.send(player_frame(rng, target, player[1]))
                else:
                    await ws.send(corpus_frame(rng, target, own_match=player is not None))
                sent += 1
                tally.sent += 1
                if rate > 0:
                    await asyncio.sleep(rng.expovariate(rate))
                elif sent % 50 == 0:
                    await asyncio.sleep(0)  # a flood: only let the replies be read
        except ConnectionClosed:
            tally.closed_by_server += 1
            tally.reconnections += 1
        finally:
            with contextlib.suppress(Exception):
                await ws.close()
            await reader


async def bystander(url: str, stop: Any, pings: list[float]) -> None:
    """A player in a match against the computer, pinging ten times a second until `stop`
    (a process event) is set."""
    ws, _ = await open_raw(url, None)
    await ws.send(json.dumps({"v": 1, "type": "play_ai", "deck": DECK, "ai": "random"}))
    try:
        while not stop.is_set():
            begin = time.perf_counter()
            await ws.send(json.dumps({"v": 1, "type": "ping"}))
            while json.loads(await ws.recv()).get("type") != "pong":
                pass
            pings.append(time.perf_counter() - begin)
            await asyncio.sleep(0.1)
    finally:
        await ws.close()


def bystander_process(url: str, stop: Any, out: Any) -> None:
    """The bystander in a process of its own: the attackers' event loop must not delay its
    pings, or the figure would measure this benchmark instead of the server."""
    pings: list[float] = []
    asyncio.run(bystander(url, stop, pings))
    out.put(pings)


async def seat_players(url: str) -> tuple[list[GameClient], list[MatchHandle]]:
    reconnect = ReconnectPolicy(give_up_after=60)
    host = GameClient(url, reconnect=reconnect, open_timeout=30)
    guest = GameClient(url, reconnect=reconnect, open_timeout=30)
    await host.connect()
    await guest.connect()
    code = await host.create_room(DECK, None)
    waiting = asyncio.create_task(host.wait_for_match(timeout=30))
    joined = await guest.join_room(code, DECK)
    hosted = await waiting
    for match in (hosted, joined):
        await match.wait_until(lambda m: m.state is not None, timeout=30)
    return [host, guest], [hosted, joined]


async def play_some(matches: list[MatchHandle], version: int) -> None:
    policies = [RandomPolicy(1), RandomPolicy(2)]

    async def one(match: MatchHandle, policy: RandomPolicy) -> None:
        while True:
            await match.wait_until(
                lambda m: (
                    m.is_over
                    or (m.state is not None and m.state.version >= version)
                    or m.pending_decision() is not None
                ),
                60,
            )
            state = match.state
            if match.is_over or state is None or state.version >= version:
                return
            await match.decide(policy.choose(state, state.actions()), state)

    await asyncio.gather(*(one(m, p) for m, p in zip(matches, policies, strict=True)))


def snapshot(matches: list[MatchHandle]) -> list[Any]:
    """What a player sees of the match, clocks aside (they run while the attack goes on)."""
    return [
        (m.state.version, m.state.deciding, m.state.view, m.state.legal) if m.state else None
        for m in matches
    ]


@dataclass
class Figures:
    messages: int
    attackers: int
    seconds: float
    replies: dict[str, int]
    internal_errors: int
    closed_by_server: int
    server_up: bool
    match_unchanged: bool
    match_finished: bool
    bystander_pings: int
    bystander_p50_ms: float
    bystander_p99_ms: float
    bystander_max_ms: float


def percentile(values: list[float], fraction: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def benchmark(args: argparse.Namespace) -> Figures:
    with tempfile.TemporaryDirectory(prefix="vanguard-hostile-") as folder:
        server = ServerProcess(Path(folder), launcher=TARGET)
        server.start()
        try:
            return await attack(server, args)
        finally:
            server.stop()


async def attack(server: ServerProcess, args: argparse.Namespace) -> Figures:
    url = server.ws_url
    clients, matches = await seat_players(url)
    await play_some(matches, 6)
    await asyncio.gather(*(m.resync() for m in matches))
    before = snapshot(matches)
    decider = next(m for m in matches if m.pending_decision() is not None)
    state = decider.state
    assert state is not None
    target = Target(str(decider.match_id), state.version, dict(state.legal[0]))
    context = multiprocessing.get_context("spawn")
    stop = context.Event()
    out = context.Queue()
    watcher = context.Process(target=bystander_process, args=(url, stop, out))
    watcher.start()
    await asyncio.sleep(2)  # its match against the computer has started
    tally = Tally()
    per = args.messages // args.attackers
    players: list[tuple[str, int]] = []
    for client, match in zip(clients, matches, strict=True):
        token = client.token_store.load(client.url)
        assert token is not None and match.seat is not None
        players.append((token, match.seat))
    begin = time.perf_counter()
    # Most attackers are strangers; two are the players themselves on second connections;
    # two more flood without any pause (the server closes such a connection; they come back).
    await asyncio.gather(
        *(
            attacker(
                url, args.seed + i, per, args.rate, target, tally, players[i] if i < 2 else None
            )
            for i in range(args.attackers)
        ),
        *(attacker(url, args.seed - i, args.flood, 0, target, tally) for i in (1, 2)),
    )
    seconds = time.perf_counter() - begin
    stop.set()
    pings: list[float] = await asyncio.to_thread(out.get, True, 60)
    watcher.join(10)
    server_up = server.process is not None and server.process.poll() is None and server.healthy()
    try:
        await asyncio.gather(*(m.resync() for m in matches))
        unchanged = snapshot(matches) == before
    except TimeoutError:  # the players get no state of their match: it ended or moved
        unchanged = False
    finished = False
    with contextlib.suppress(Exception):
        policies = [RandomPolicy(3), RandomPolicy(4)]
        async with asyncio.timeout(120):
            await asyncio.gather(*(m.play(p) for m, p in zip(matches, policies, strict=True)))
        finished = all(m.is_over for m in matches)
    await asyncio.gather(*(c.close() for c in clients), return_exceptions=True)
    assert tally.replies is not None
    return Figures(
        messages=tally.sent,
        attackers=args.attackers,
        seconds=round(seconds, 2),
        replies=dict(tally.replies.most_common()),
        internal_errors=tally.replies["error INTERNAL"],
        closed_by_server=tally.closed_by_server,
        server_up=server_up,
        match_unchanged=unchanged,
        match_finished=finished,
        bystander_pings=len(pings),
        bystander_p50_ms=round(statistics.median(pings) * 1000, 2) if pings else 0.0,
        bystander_p99_ms=round(percentile(pings, 0.99) * 1000, 2),
        bystander_max_ms=round(max(pings, default=0.0) * 1000, 2),
    )


def report(f: Figures) -> str:
    ok = f.server_up and f.internal_errors == 0 and f.match_unchanged and f.match_finished
    lines = [
        f"{f.messages} hostile messages from {f.attackers} connections in {f.seconds} s",
        f"server up: {f.server_up}   INTERNAL errors: {f.internal_errors}   "
        f"connections closed by the server: {f.closed_by_server}",
        f"match unchanged: {f.match_unchanged}   match then finished: {f.match_finished}",
        f"bystander ping ({f.bystander_pings}): p50 {f.bystander_p50_ms} ms, "
        f"p99 {f.bystander_p99_ms} ms, max {f.bystander_max_ms} ms "
        f"(aim p99 < 100 ms: {'met' if f.bystander_p99_ms < 100 else 'NOT met'})",
        "replies: " + ", ".join(f"{k} {v}" for k, v in f.replies.items()),
        "aim 0 crashes, 0 INTERNAL, 0 state changes: " + ("met" if ok else "NOT met"),
    ]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=10_000)
    parser.add_argument("--attackers", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--rate",
        type=float,
        default=100.0,
        help="messages a second from each attacker (the server allows 20, bursts of 40)",
    )
    parser.add_argument(
        "--flood", type=int, default=1_000, help="frames each of two flooders sends, unpaced"
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.attackers < 2:
        parser.error("--attackers must be at least 2 (the two players' second connections)")
    figures = asyncio.run(benchmark(args))
    print(json.dumps(asdict(figures)) if args.json else report(figures))
    sys.exit(0)


if __name__ == "__main__":
    main()
