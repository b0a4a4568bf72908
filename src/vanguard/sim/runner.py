"""Running games between agents, and batches of them (simulation)."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from vanguard.ai import make_agent
from vanguard.decks import DeckList
from vanguard.decks.generate import random_deck
from vanguard.engine import new_game
from vanguard.engine.rng import derive_seed
from vanguard.sim.records import DeckRecord, GameRecord

#: A game longer than this many decisions is stopped and counted as an error: no legal
#: Classic game comes near it, so it can only mean a loop in an agent or the engine.
MAX_DECISIONS = 20_000


@dataclass
class SimulationSummary:
    games: int = 0
    wins_a: int = 0
    wins_b: int = 0
    draws: int = 0
    total_turns: int = 0
    errors: int = 0

    @property
    def avg_turns(self) -> float:
        finished = self.games - self.errors
        return round(self.total_turns / finished, 2) if finished else 0.0

    def add(self, record: GameRecord, a_player: int) -> None:
        self.games += 1
        if record.error is not None or record.result is None:
            self.errors += 1
            return
        self.total_turns += record.turns
        winner = record.result["winner"]
        if winner is None:
            self.draws += 1
        elif winner == a_player:
            self.wins_a += 1
        else:
            self.wins_b += 1

    def to_dict(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "wins_a": self.wins_a,
            "wins_b": self.wins_b,
            "draws": self.draws,
            "avg_turns": self.avg_turns,
            "errors": self.errors,
        }


@dataclass(frozen=True)
class RandomDecks:
    """A fresh random legal deck for every game (of one clan, or of any buildable clan)."""

    clan: str | None = None

    @property
    def name(self) -> str:
        return f"random {self.clan or 'deck'}"

    def deck_for(self, seed: int) -> DeckList:
        return random_deck(seed, self.clan)


DeckSource = DeckList | RandomDecks


def _deck(source: DeckSource, seed: int, side: str) -> DeckList:
    if isinstance(source, RandomDecks):
        return source.deck_for(derive_seed(seed, "deck", side))
    return source


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
) -> GameRecord:
    """Play one game between two agents; exceptions become the record's `error`."""
    record = GameRecord(
        seed=seed,
        first_player=first_player,
        decks=[_deck_record(deck_a), _deck_record(deck_b)],
    )
    agents = [make_agent(ai[p], derive_seed(seed, "agent", p)) for p in (0, 1)]
    try:
        game = new_game(
            deck_a.cards,
            deck_b.cards,
            seed,
            first_player=first_player,
            first_vanguards=(deck_a.first_vanguard, deck_b.first_vanguard),
            record_events=False,
        )
        while not game.is_over:
            if len(record.decisions) >= MAX_DECISIONS:
                raise RuntimeError(f"no result after {MAX_DECISIONS} decisions")
            player = game.current_player
            assert player is not None
            action = agents[player].choose(game, player, game.legal_actions())
            game.apply(action)
            record.decisions.append(action.to_dict())
        assert game.result is not None
        record.result = game.result.to_dict()
        record.turns = game.turn
        record.final_hash = game.state_hash()
    except Exception as error:  # a simulation counts failures instead of stopping
        record.error = "".join(traceback.format_exception_only(error)).strip()
    return record


def simulate(
    deck_a: DeckSource,
    deck_b: DeckSource,
    games: int,
    seed: int,
    ai: tuple[str, str] = ("random", "random"),
    record_dir: Path | None = None,
    progress: Callable[[int], None] | None = None,
) -> SimulationSummary:
    """Play `games` games; deck A is player 0 and the sides alternate who goes first.

    Game `i` gets its own seed derived from (`seed`, `i`), so results do not depend on the
    order (or the process) games are played in; a `RandomDecks` side draws a new random
    legal deck for each game from that seed.
    """
    summary = SimulationSummary()
    if record_dir is not None:
        record_dir.mkdir(parents=True, exist_ok=True)
    for index in range(games):
        game_seed = derive_seed(seed, index)
        a, b = _deck(deck_a, game_seed, "a"), _deck(deck_b, game_seed, "b")
        record = play_game(a, b, game_seed, index % 2, ai)
        summary.add(record, a_player=0)
        if record_dir is not None:
            (record_dir / f"game-{index:05d}.json").write_text(record.to_json(), encoding="utf-8")
        if progress is not None:
            progress(index + 1)
    return summary
