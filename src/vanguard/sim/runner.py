"""Running games between agents, and batches of them (simulation)."""

from __future__ import annotations

import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from vanguard.ai import AGENT_NAMES, make_agent
from vanguard.decks import DeckList
from vanguard.engine import KNOWN_VARIANTS, new_game
from vanguard.engine.rng import derive_seed
from vanguard.sim.decks import DeckSource, RandomDecks, deck_for_game
from vanguard.sim.records import DeckRecord, GameRecord
from vanguard.sim.summary import GameOutcome, SimulationSummary

__all__ = [
    "MAX_DECISIONS",
    "DeckSource",
    "GameOutcome",
    "RandomDecks",
    "SimulationJob",
    "SimulationSummary",
    "play_game",
    "simulate",
]

#: A game longer than this many decisions is stopped and counted as an error: no legal
#: Classic game comes near it, so it can only mean a loop in an agent or the engine.
MAX_DECISIONS = 20_000

#: Where `simulate` can run its games: this process and local worker processes, or Ray.
BACKENDS: tuple[str, ...] = ("local", "ray")


def _deck_record(deck: DeckList) -> DeckRecord:
    return DeckRecord(
        name=deck.name,
        cards=[card.id for card in deck.cards],
        first_vanguard=None if deck.first_vanguard is None else deck.first_vanguard.id,
    )


def play_game(
    deck_a: DeckList,
    deck_b: DeckList,
    seed: int,
    first_player: int,
    ai: tuple[str, str] = ("random", "random"),
    variants: tuple[str, ...] = (),
) -> GameRecord:
    """Play one game between two agents; exceptions become the record's `error`.

    `variants` are R30 variant ids; under `first_player_choice` `first_player` names the
    winner of the draw, who chooses (R30.13.2)."""
    record = GameRecord(
        seed=seed,
        first_player=first_player,
        decks=[_deck_record(deck_a), _deck_record(deck_b)],
        variants=list(variants),
    )
    agents = [make_agent(ai[p], derive_seed(seed, "agent", p)) for p in (0, 1)]
    try:
        game = new_game(
            deck_a.cards,
            deck_b.cards,
            seed,
            first_player=first_player,
            first_vanguards=(deck_a.first_vanguard, deck_b.first_vanguard),
            variants=variants,
            record_events=False,
        )
        while not game.is_over:
            if len(record.decisions) >= MAX_DECISIONS:
                raise RuntimeError(f"no result after {MAX_DECISIONS} decisions")
            player = game.current_player
            assert player is not None
            action = agents[player].choose(game, player, game.legal_actions())
            action = game.apply(action)  # the offered form is what is recorded
            record.decisions.append(action.to_dict())
        assert game.result is not None
        record.result = game.result.to_dict()
        record.turns = game.turn
        record.final_hash = game.state_hash()
    except Exception as error:  # a simulation counts failures instead of stopping
        record.error = "".join(traceback.format_exception_only(error)).strip()
    return record


@dataclass(frozen=True)
class SimulationJob:
    """Everything needed to play any game of a simulation, by its index.

    Game `i` gets its own seed derived from (`seed`, `i`), and player `i % 2` goes first (or,
    under `first_player_choice`, chooses), so a game's result depends only on the job and
    `i` — never on which process plays it or in what order. Picklable, so that worker
    processes (local or on Ray) receive it once.
    """

    deck_a: DeckSource
    deck_b: DeckSource
    seed: int
    ai: tuple[str, str] = ("random", "random")
    keep_records: bool = False
    variants: tuple[str, ...] = ()

    def play(self, index: int) -> GameOutcome:
        game_seed = derive_seed(self.seed, index)
        a = deck_for_game(self.deck_a, game_seed, "a")
        b = deck_for_game(self.deck_b, game_seed, "b")
        record = play_game(a, b, game_seed, index % 2, self.ai, self.variants)
        winner = None if record.result is None else record.result["winner"]
        return GameOutcome(
            index=index,
            first_player=record.went_first(),
            winner=None if record.error is not None else winner,
            turns=record.turns,
            error=record.error,
            record_json=record.to_json() if self.keep_records else None,
        )

    def play_chunk(self, indices: range) -> list[GameOutcome]:
        return [self.play(index) for index in indices]


def simulate(
    deck_a: DeckSource,
    deck_b: DeckSource,
    games: int,
    seed: int,
    ai: tuple[str, str] = ("random", "random"),
    record_dir: Path | None = None,
    progress: Callable[[int], None] | None = None,
    *,
    workers: int = 1,
    backend: str = "local",
    variants: Iterable[str] = (),
) -> SimulationSummary:
    """Play `games` games; deck A is player 0 and the sides alternate who goes first.

    `ai` names the agents of deck A and deck B. `workers` > 1 spreads the games over that many
    worker processes (`backend="local"`) or Ray tasks (`backend="ray"`); the summary and the
    records are the same whatever the number of workers (see `SimulationJob`). A
    `RandomDecks` side draws a new random legal deck for each game from the game's seed.
    `progress` is called with the number of games done so far, from this process.
    `variants` are R30 variant ids for every game.
    Raises `ValueError` for unknown agents, backends, variants or counts, and
    `vanguard.sim.backends.BackendUnavailable` when the backend is not installed.
    """
    from vanguard.sim.backends import ensure_available, run_games

    for name in ai:
        if name not in AGENT_NAMES:
            raise ValueError(f"unknown AI {name!r}; available: {', '.join(AGENT_NAMES)}")
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}; available: {', '.join(BACKENDS)}")
    if games < 0 or workers < 1:
        raise ValueError("games must be at least 0 and workers at least 1")
    chosen = tuple(sorted(set(variants)))
    unknown = set(chosen) - KNOWN_VARIANTS
    if unknown:
        raise ValueError(
            f"unknown rule variant(s): {', '.join(sorted(unknown))}; available:"
            f" {', '.join(sorted(KNOWN_VARIANTS))}"
        )
    ensure_available(backend)  # before anything is written
    job = SimulationJob(
        deck_a,
        deck_b,
        seed,
        (ai[0], ai[1]),
        keep_records=record_dir is not None,
        variants=chosen,
    )
    if record_dir is not None:
        record_dir.mkdir(parents=True, exist_ok=True)
    summary = SimulationSummary()
    done = 0

    def collect(outcomes: list[GameOutcome]) -> None:
        nonlocal done
        for outcome in outcomes:
            summary.add(outcome)
            if record_dir is not None and outcome.record_json is not None:
                path = record_dir / f"game-{outcome.index:05d}.json"
                path.write_text(outcome.record_json, encoding="utf-8")
        done += len(outcomes)
        if progress is not None:
            progress(done)

    run_games(job, games, workers, backend, collect)
    return summary
