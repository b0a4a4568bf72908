"""The AI ladder: does each computer player clearly beat the one below it?

Run on demand (not part of the test suite):

    python benchmarks/ai_ladder.py [--games N] [--seed S] [--workers W]
                                   [--search-time T | --search-iterations I] [--json]
                                   [--clans all|CLAN,CLAN... [--format F]] [--only heuristic]

Two match-ups over the starter decks, N games each: heuristic against random, and search
against heuristic. With `--clans`, the same match-ups per clan instead, each game between two
new random legal decks of that clan in `--format` (default classic-bt03; `all`: every
buildable clan of the format), so every card of the clan's pool meets the computer players;
`--only heuristic` keeps only heuristic against random.

The games of a match-up cycle through both decks (td01 vs td02 and td02 vs td01; with
`--clans`, two new decks every game) and both seats (the stronger player first and second), so
neither a deck nor the first-player advantage favours a side. Each game has its own seed
derived from (S, clan, match-up, game number), so the figures do not depend on W or on the
order games finish in.

For each match-up it reports the stronger player's win rate with a 95% Wilson interval, the
target (heuristic >= 95% against random, search >= 70% against heuristic), and the mean time
per decision of each player (every decision counted, forced ones included; and for the
search, the mean over the decisions it actually searched).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from dataclasses import dataclass, field
from multiprocessing import Pool
from typing import Any

from vanguard.ai import make_agent
from vanguard.ai.search import DEFAULT_TIME_LIMIT, SearchAgent
from vanguard.cards import formats
from vanguard.decks import load_deck
from vanguard.decks.generate import buildable_clans, random_deck
from vanguard.engine import new_game
from vanguard.engine.rng import derive_seed

#: (stronger, weaker, target win rate of the stronger one)
MATCHUPS: tuple[tuple[str, str, float], ...] = (
    ("heuristic", "random", 0.95),
    ("search", "heuristic", 0.70),
)
DECK_ORDERS = (("td01", "td02"), ("td02", "td01"))
Z_95 = 1.959964


@dataclass(frozen=True)
class GameTask:
    strong: str
    weak: str
    index: int
    seed: int
    search_options: tuple[tuple[str, float], ...]
    clan: str | None = None
    format: str | None = None


@dataclass
class GameOutcome:
    strong: str
    weak: str
    index: int
    clan: str | None
    strong_won: bool
    draw: bool
    turns: int
    seconds: dict[str, float]
    decisions: dict[str, int]
    searched_seconds: float = 0.0
    searched_decisions: int = 0


def play_task(task: GameTask) -> GameOutcome:
    """One game: the stronger player's deck and seat follow from the game number."""
    seat = task.index % 2
    if task.clan is None:
        decks = [load_deck(name) for name in DECK_ORDERS[(task.index // 2) % 2]]
    else:
        decks = [
            random_deck(derive_seed(task.seed, "deck", p), task.clan, format=task.format)
            for p in (0, 1)
        ]
    names = [task.weak, task.weak]
    names[seat] = task.strong
    agents = [
        make_agent(name, derive_seed(task.seed, "agent", p), **_options(name, task))
        for p, name in enumerate(names)
    ]
    game = new_game(
        decks[0].cards,
        decks[1].cards,
        task.seed,
        first_vanguards=(decks[0].first_vanguard, decks[1].first_vanguard),
        record_events=False,
    )
    seconds = {task.strong: 0.0, task.weak: 0.0}
    decisions = {task.strong: 0, task.weak: 0}
    searched_seconds, searched = 0.0, 0
    while not game.is_over:
        player = game.current_player
        assert player is not None
        agent = agents[player]
        start = time.perf_counter()
        action = agent.choose(game, player, game.legal_actions())
        spent = time.perf_counter() - start
        seconds[names[player]] += spent
        decisions[names[player]] += 1
        if isinstance(agent, SearchAgent) and agent.last_iterations:
            searched_seconds += spent
            searched += 1
        game.apply(action)
    assert game.result is not None
    winner = game.result.winner
    return GameOutcome(
        strong=task.strong,
        weak=task.weak,
        index=task.index,
        clan=task.clan,
        strong_won=winner == seat,
        draw=winner is None,
        turns=game.turn,
        seconds=seconds,
        decisions=decisions,
        searched_seconds=searched_seconds,
        searched_decisions=searched,
    )


def _options(name: str, task: GameTask) -> dict[str, Any]:
    if name != "search":
        return {}
    options: dict[str, Any] = dict(task.search_options)
    if "iterations" in options:
        options["iterations"] = int(options["iterations"])
    return options


def wilson(successes: float, n: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (sound even near 0% or 100%)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class MatchupResult:
    strong: str
    weak: str
    target: float
    clan: str | None = None
    games: int = 0
    wins: int = 0
    draws: int = 0
    turns: int = 0
    seconds: dict[str, float] = field(default_factory=dict)
    decisions: dict[str, int] = field(default_factory=dict)
    searched_seconds: float = 0.0
    searched_decisions: int = 0

    def add(self, outcome: GameOutcome) -> None:
        self.games += 1
        self.wins += outcome.strong_won
        self.draws += outcome.draw
        self.turns += outcome.turns
        for name in outcome.seconds:
            self.seconds[name] = self.seconds.get(name, 0.0) + outcome.seconds[name]
            self.decisions[name] = self.decisions.get(name, 0) + outcome.decisions[name]
        self.searched_seconds += outcome.searched_seconds
        self.searched_decisions += outcome.searched_decisions

    def summary(self) -> dict[str, Any]:
        low, high = wilson(self.wins, self.games)
        rate = self.wins / self.games if self.games else 0.0
        mean_ms = {
            name: round(1000 * self.seconds[name] / max(1, self.decisions[name]), 3)
            for name in self.seconds
        }
        result: dict[str, Any] = {
            "matchup": f"{self.strong} vs {self.weak}",
            "clan": self.clan,
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.games - self.wins - self.draws,
            "win_rate": round(rate, 4),
            "interval_95": [round(low, 4), round(high, 4)],
            "target": self.target,
            "target_met": rate >= self.target,
            "avg_turns": round(self.turns / self.games, 2) if self.games else 0.0,
            "mean_decision_ms": mean_ms,
        }
        if self.searched_decisions:
            result["mean_searched_decision_ms"] = round(
                1000 * self.searched_seconds / self.searched_decisions, 1
            )
            result["searched_decisions_per_game"] = round(self.searched_decisions / self.games, 1)
        return result


def run(args: argparse.Namespace) -> list[dict[str, Any]]:
    search_options: tuple[tuple[str, float], ...] = ()
    if args.search_iterations is not None:
        search_options = (("iterations", args.search_iterations),)
    elif args.search_time is not None:
        search_options = (("time_limit", args.search_time),)
    matchups = [m for m in MATCHUPS if args.only is None or m[0] == args.only]
    clans: list[str | None] = [None]
    if args.clans == "all":
        clans = list(buildable_clans(None, formats.get(args.format)))
    elif args.clans:
        clans = [clan.strip() for clan in args.clans.split(",")]
    tasks = [
        GameTask(
            strong,
            weak,
            i,
            derive_seed(args.seed, f"{clan or ''}{strong}-{weak}", i),
            search_options,
            clan,
            args.format if clan else None,
        )
        for clan in clans
        for strong, weak, _ in matchups
        for i in range(args.games)
    ]
    results = {
        (clan, s, w): MatchupResult(s, w, target, clan)
        for clan in clans
        for s, w, target in matchups
    }
    started = time.perf_counter()
    with Pool(args.workers) as pool:
        for done, outcome in enumerate(pool.imap_unordered(play_task, tasks), start=1):
            results[(outcome.clan, outcome.strong, outcome.weak)].add(outcome)
            if not args.quiet:
                elapsed = time.perf_counter() - started
                print(
                    f"\r{done}/{len(tasks)} games, {elapsed:.0f} s",
                    end="",
                    file=sys.stderr,
                    flush=True,
                )
    if not args.quiet:
        print(file=sys.stderr)
    return [results[key].summary() for key in results]


def print_table(rows: list[dict[str, Any]], args: argparse.Namespace) -> None:
    budget = (
        f"{args.search_iterations} worlds/decision"
        if args.search_iterations is not None
        else f"{args.search_time or DEFAULT_TIME_LIMIT:g} s/decision"
    )
    print(f"AI ladder: {args.games} games per match-up, seed {args.seed}, search {budget}")
    print(
        f"{'match-up':<44}{'W-D-L':>10}{'win rate':>10}{'95% interval':>18}"
        f"{'target':>8}{'met':>5}{'turns':>7}  mean decision time"
    )
    for row in rows:
        low, high = row["interval_95"]
        times = ", ".join(f"{n} {ms:.2f} ms" for n, ms in row["mean_decision_ms"].items())
        label = (row["clan"] + ": " if row["clan"] else "") + row["matchup"]
        if "mean_searched_decision_ms" in row:
            times += f" (searched: {row['mean_searched_decision_ms']:.0f} ms)"
        print(
            f"{label:<44}{row['wins']:>4}-{row['draws']}-{row['losses']:<3}"
            f"{row['win_rate']:>10.1%}{f'[{low:.1%}, {high:.1%}]':>18}"
            f"{row['target']:>8.0%}{'yes' if row['target_met'] else 'no':>5}"
            f"{row['avg_turns']:>7.1f}  {times}"
        )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per match-up (20)")
    parser.add_argument("--seed", type=int, default=1, help="base seed (1)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes")
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument("--search-time", type=float, help="seconds per searched decision")
    budget.add_argument("--search-iterations", type=int, help="sampled worlds per decision")
    parser.add_argument("--clans", help="all, or clans separated by commas: random decks")
    parser.add_argument("--format", default="classic-bt03", help="the clans' format")
    parser.add_argument("--only", choices=[m[0] for m in MATCHUPS], help="one match-up only")
    parser.add_argument("--json", action="store_true", help="one JSON object")
    parser.add_argument("--quiet", action="store_true", help="no progress line")
    args = parser.parse_args(argv)
    if args.games < 1 or args.workers < 1:
        parser.error("--games and --workers must be at least 1")
    if args.search_iterations is not None and args.search_iterations < 1:
        parser.error("--search-iterations must be at least 1")
    if args.search_time is not None and args.search_time <= 0:
        parser.error("--search-time must be positive")
    rows = run(args)
    if args.json:
        print(json.dumps({"arguments": vars(args), "matchups": rows}, indent=2))
    else:
        print_table(rows, args)


if __name__ == "__main__":
    main()
