"""Engine speed: random complete games per second, decisions per second, and `clone()` cost.

Run on demand (not part of the test suite):

    python benchmarks/engine.py [--games N] [--seed S] [--json]

Everything runs in this one process, on one core, with the engine as installed: compiled
(setup.py), or from its sources with VANGUARD_PURE_PYTHON=1 (the first line says which).
Each row plays N complete td01 vs td02 games (setup included) between two agents that choose
uniformly among `legal_actions()`, applying their choice either with `apply_unchecked` (what
a search uses) or with the checked `apply` (what a client uses), with the event log off or
on. `clone()` is timed at varied mid-game states (every few decisions of several games), in
batches, and the median per state is reported.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from functools import partial
from typing import Any

from vanguard.cards import CardDatabase
from vanguard.cards.models import Card
from vanguard.decks import load_deck
from vanguard.decks.generate import buildable_clans, random_deck
from vanguard.engine import COMPILED, Game, new_game

TARGET_GAMES_PER_SECOND = 200
TARGET_CLONE_MICROSECONDS = 10.0


@dataclass
class GameRate:
    mode: str
    checked: bool
    record_events: bool
    games: int
    decisions: int
    seconds: float

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds

    @property
    def decisions_per_game(self) -> float:
        return self.decisions / self.games

    def to_dict(self) -> dict[str, Any]:
        return {
            **asdict(self),
            "games_per_second": round(self.games_per_second, 1),
            "decisions_per_second": round(self.decisions_per_second),
            "decisions_per_game": round(self.decisions_per_game, 1),
        }


@dataclass
class CloneCost:
    record_events: bool
    states: int
    clones_per_state: int
    median_us: float
    p10_us: float
    p90_us: float

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class Decks:
    """The trial decks; `abilities=False` strips every card's abilities (the ability-free
    engine, to measure what the ability machinery costs)."""

    db: CardDatabase | None

    def __init__(self, abilities: bool = True) -> None:
        db = None if abilities else CardDatabase.load()
        self.db = db
        a, b = load_deck("td01", db), load_deck("td02", db)
        self.a: Sequence[Card] = a.cards
        self.b: Sequence[Card] = b.cards
        self.firsts = (a.first_vanguard, b.first_vanguard)

    def start(self, seed: int, record_events: bool) -> Game:
        return new_game(
            self.a, self.b, seed, first_vanguards=self.firsts, record_events=record_events
        )


class ClanDecks(Decks):
    """Two random legal decks of one clan in a format: the engine's speed with the cards of
    the larger pool (each clan's abilities in play instead of the trial decks')."""

    def __init__(self, clan: str, seed: int, format: str) -> None:
        self.db = None
        a, b = (random_deck(seed * 2 + side, clan, format=format) for side in (0, 1))
        self.a, self.b = a.cards, b.cards
        self.firsts = (a.first_vanguard, b.first_vanguard)


def clan_rates(games: int, seed: int, format: str) -> list[dict[str, Any]]:
    """Random games per second between random decks of each buildable clan of `format`."""
    rows = []
    for clan in buildable_clans(None, format):
        rate = play_games(ClanDecks(clan, seed, format), games, seed, False, False)
        rate.mode = clan
        rows.append(rate.to_dict())
    return rows


def play_games(decks: Decks, games: int, seed: int, checked: bool, record_events: bool) -> GameRate:
    """Play `games` complete random games; time everything from setup to the result."""
    decisions = 0
    clock = time.perf_counter
    start = clock()
    for index in range(games):
        agent = random.Random(seed * 1_000_003 + index)
        below = agent.randrange
        game = decks.start(seed + index, record_events)
        apply = game.apply if checked else game.apply_unchecked
        legal = game.legal_actions
        while game.result is None:
            options = legal()
            apply(options[below(len(options))])
            decisions += 1
    seconds = clock() - start
    mode = ("apply" if checked else "apply_unchecked") + (", events" if record_events else "")
    return GameRate(mode, checked, record_events, games, decisions, seconds)


def clone_cost(
    decks: Decks, seed: int, record_events: bool, games: int = 30, every: int = 7, batch: int = 200
) -> CloneCost:
    """Median time of one `clone()` over mid-game states taken every `every` decisions."""
    per_state: list[float] = []
    clock = time.perf_counter
    for index in range(games):
        agent = random.Random(seed * 7_919 + index)
        game = decks.start(seed + 10_000 + index, record_events)
        step = 0
        while game.result is None:
            if step % every == every // 2:
                clone = game.clone
                start = clock()
                for _ in range(batch):
                    clone()
                per_state.append((clock() - start) / batch * 1e6)
            options = game.legal_actions()
            game.apply_unchecked(options[agent.randrange(len(options))])
            step += 1
    deciles = statistics.quantiles(per_state, n=10)
    return CloneCost(
        record_events,
        len(per_state),
        batch,
        round(statistics.median(per_state), 2),
        round(deciles[0], 2),
        round(deciles[-1], 2),
    )


def position_cost(decks: Decks, seed: int, games: int = 10, every: int = 9) -> dict[str, float]:
    """Median µs of `to_data()`, `Game.from_data()` and `state_hash()` over mid-game states
    (the server hashes every decision; positions are written for puzzles and replays)."""
    samples: dict[str, list[float]] = {"to_data": [], "from_data": [], "state_hash": []}
    clock = time.perf_counter
    batch = 20
    for index in range(games):
        agent = random.Random(seed * 31 + index)
        game = decks.start(seed + 20_000 + index, False)
        step = 0
        while game.result is None:
            if step % every == every // 2:
                data = game.to_data()
                for name, call in (
                    ("to_data", game.to_data),
                    ("from_data", partial(Game.from_data, data, decks.db)),
                    ("state_hash", game.state_hash),
                ):
                    start = clock()
                    for _ in range(batch):
                        call()
                    samples[name].append((clock() - start) / batch * 1e6)
            options = game.legal_actions()
            game.apply_unchecked(options[agent.randrange(len(options))])
            step += 1
    return {name: round(statistics.median(values), 1) for name, values in samples.items()}


def run(games: int, seed: int) -> dict[str, Any]:
    decks = Decks()
    play_games(decks, max(5, games // 20), seed + 99_999, checked=False, record_events=False)
    rates = [
        play_games(decks, games, seed, checked, events)
        for events in (False, True)
        for checked in (False, True)
    ]
    plain = play_games(Decks(abilities=False), games, seed, checked=False, record_events=False)
    plain.mode = "apply_unchecked, no abilities"
    rates.append(plain)
    clones = [clone_cost(decks, seed, events) for events in (False, True)]
    position = position_cost(decks, seed)
    headline = rates[0]
    # Time per decision with and without abilities: the share of the engine's time the
    # ability machinery takes (the games differ, so decisions, not games, are compared).
    with_abilities = headline.seconds / headline.decisions
    without = plain.seconds / plain.decisions
    ability_share = round(max(0.0, (with_abilities - without) / with_abilities), 3)
    return {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "machine": platform.machine(),
        "engine": "compiled build" if COMPILED else "sources",
        "decks": ["td01", "td02"],
        "games_per_row": games,
        "seed": seed,
        "rates": [rate.to_dict() for rate in rates],
        "clone": [cost.to_dict() for cost in clones],
        "ability_share": ability_share,
        "position_us": position,
        "targets": {
            "games_per_second": TARGET_GAMES_PER_SECOND,
            "games_per_second_met": headline.games_per_second >= TARGET_GAMES_PER_SECOND,
            "clone_us": TARGET_CLONE_MICROSECONDS,
            "clone_met": clones[0].median_us < TARGET_CLONE_MICROSECONDS,
            "ability_share_below": 0.5,
            "ability_share_met": ability_share < 0.5,
        },
    }


def print_table(report: dict[str, Any]) -> None:
    print(
        f"Vanguard engine benchmark: td01 vs td02, {report['games_per_row']} random games per"
        f" row, seed {report['seed']}, {report['implementation']} {report['python']}"
        f" ({report['machine']}), one core, engine run from its {report['engine']}"
    )
    print()
    print(f"{'mode':<26}{'games/s':>10}{'decisions/s':>14}{'decisions/game':>16}")
    for rate in report["rates"]:
        print(
            f"{rate['mode']:<26}{rate['games_per_second']:>10.1f}"
            f"{rate['decisions_per_second']:>14,}{rate['decisions_per_game']:>16.1f}"
        )
    if report.get("clans"):
        print()
        print(f"random decks of each clan ({report['clans_format']}), apply_unchecked, no events")
        for rate in report["clans"]:
            print(
                f"{rate['mode']:<26}{rate['games_per_second']:>10.1f}"
                f"{rate['decisions_per_second']:>14,}{rate['decisions_per_game']:>16.1f}"
            )
    print()
    print(f"{'clone()':<26}{'median µs':>10}{'p10 µs':>14}{'p90 µs':>16}{'states':>8}")
    for cost in report["clone"]:
        label = "clone, events" if cost["record_events"] else "clone"
        print(
            f"{label:<26}{cost['median_us']:>10.2f}{cost['p10_us']:>14.2f}"
            f"{cost['p90_us']:>16.2f}{cost['states']:>8}"
        )
    print()
    for name, value in report["position_us"].items():
        print(f"{name + '()':<26}{value:>10.1f} µs median")
    targets = report["targets"]
    print()
    print(
        f"target >= {targets['games_per_second']} games/s (apply_unchecked, no events):"
        f" {'met' if targets['games_per_second_met'] else 'NOT MET'}"
    )
    print(
        f"target clone < {targets['clone_us']:g} µs (median, no events):"
        f" {'met' if targets['clone_met'] else 'NOT MET'}"
    )
    print(
        f"ability machinery: {100 * report['ability_share']:.1f}% of the time per decision"
        f" (target < 50%): {'met' if targets['ability_share_met'] else 'NOT MET'}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="games per row (default 500)")
    parser.add_argument("--seed", type=int, default=1, help="first game seed (default 1)")
    parser.add_argument(
        "--clans",
        metavar="FORMAT",
        help="also a row per buildable clan of FORMAT (e.g. classic-bt03): random decks",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--play-only",
        action="store_true",
        help="only play the games of the apply_unchecked row (to count instructions)",
    )
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.play_only:
        # Under `valgrind --tool=cachegrind` the instructions a game costs are a figure that
        # other work on a shared machine cannot disturb, unlike the seconds it takes.
        rate = play_games(Decks(), args.games, args.seed, False, False)
        print(f"{rate.games} games, {rate.decisions} decisions")
        return 0
    report = run(args.games, args.seed)
    if args.clans:
        report["clans_format"] = args.clans
        report["clans"] = clan_rates(args.games, args.seed, args.clans)
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        print_table(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
