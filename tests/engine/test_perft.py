"""Perft: the number of distinct decision sequences from fixed positions (R20.2).

`data/perft.json` stores, for a few positions, how many sequences of 1, 2, ... N decisions
lead on from them. Any change to what is legal anywhere in those trees — an option more or
less, a prompt asked or skipped — changes a count and fails here, like a chess engine's perft
table. A position is a seed, two decks, rule variants and the decisions that lead to it (a
seeded random playout, stored as decisions so that no computer player's taste is part of it).

If a change of what is legal is intended, regenerate with
`VANGUARD_UPDATE_PERFT=1 pytest tests/engine/test_perft.py` and review the diff
(docs/TESTING.md).
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from vanguard.ai import make_agent
from vanguard.cards import Card, default_database
from vanguard.decks import load_deck
from vanguard.decks.generate import random_deck
from vanguard.engine import Action, Game, new_game
from vanguard.testing.perft import perft, perft_counts, perft_divide

DATA = Path(__file__).parent / "data" / "perft.json"
FORMAT = "vanguard-perft/1"
UPDATE = os.environ.get("VANGUARD_UPDATE_PERFT") == "1"
REGENERATE = "VANGUARD_UPDATE_PERFT=1 pytest tests/engine/test_perft.py"
HINT = f"if the change is intended, regenerate with {REGENERATE}"


@dataclass(frozen=True)
class Spec:
    """How a stored position is made when the file is regenerated."""

    name: str
    decks: tuple[str, str]
    """Built-in deck names are stored as names; `random:N` decks as their card lists."""
    seed: int
    depth: int
    first_vanguards: bool = True
    variants: tuple[str, ...] = ()
    playout: int = 0
    """Decisions made by two random players (seeded `seed`, `seed + 1`) before counting."""


SPECS = (
    Spec("opening td01-td02 seed 1", ("td01", "td02"), 1, depth=5),
    Spec("opening td01-td02 seed 2", ("td01", "td02"), 2, depth=5),
    Spec("opening td01-td02 seed 3", ("td01", "td02"), 3, depth=5),
    Spec("first vanguards chosen seed 1", ("td01", "td02"), 1, depth=4, first_vanguards=False),
    Spec(
        "setup variants seed 1",
        ("td01", "td02"),
        1,
        depth=4,
        variants=("first_player_choice", "mulligan_cr119"),
    ),
    Spec("drive check td01-td02 seed 4", ("td01", "td02"), 4, depth=6, playout=31),
    Spec("heal trigger td02-td01 seed 5", ("td02", "td01"), 5, depth=5, playout=135),
    Spec("guard step random decks seed 8", ("random:4", "random:5"), 8, depth=5, playout=34),
    Spec("ability in the ride phase seed 9", ("random:6", "random:7"), 9, depth=5, playout=51),
)


# ---------------------------------------------------------------------------- positions


@cache
def _card(card_id: str) -> Card:
    return default_database().lookup(card_id)


def _deck_data(spec: str) -> str | dict[str, Any]:
    if not spec.startswith("random:"):
        return spec
    deck = random_deck(int(spec.partition(":")[2]))
    first = None if deck.first_vanguard is None else deck.first_vanguard.id
    return {"cards": [card.id for card in deck.cards], "first_vanguard": first}


def _deck(data: str | dict[str, Any]) -> tuple[list[Card], Card | None]:
    if isinstance(data, str):
        deck = load_deck(data)
        return list(deck.cards), deck.first_vanguard
    first = data["first_vanguard"]
    return [_card(i) for i in data["cards"]], None if first is None else _card(first)


def start(position: dict[str, Any]) -> Game:
    """The stored position: a new game, then its playout decisions (checked)."""
    (cards_a, first_a), (cards_b, first_b) = (_deck(d) for d in position["decks"])
    firsts = (first_a, first_b) if position["first_vanguards"] else (None, None)
    game = new_game(
        cards_a,
        cards_b,
        position["seed"],
        first_vanguards=firsts,
        variants=position["variants"],
        record_events=False,
    )
    for data in position["playout"]:
        game.apply(Action.from_dict(data))
    return game


def describe(game: Game) -> dict[str, Any]:
    """Where the position is, so that a reader of the file can tell (and a stale playout
    shows as a different place, not just different counts)."""
    return {
        "turn": game.turn,
        "phase": game.phase.value,
        "step": game.step.value,
        "decision": None if game.prompt is None else game.prompt.kind,
        "deciding": game.current_player,
    }


def generate(spec: Spec) -> dict[str, Any]:
    position: dict[str, Any] = {
        "name": spec.name,
        "decks": [_deck_data(d) for d in spec.decks],
        "seed": spec.seed,
        "first_vanguards": spec.first_vanguards,
        "variants": list(spec.variants),
        "playout": [],
    }
    game = start(position)
    agents = [make_agent("random", spec.seed), make_agent("random", spec.seed + 1)]
    for _ in range(spec.playout):
        player = game.current_player
        assert player is not None, f"{spec.name}: the game ended during the playout"
        action = agents[player].choose(game, player, game.legal_actions())
        game.apply(action)
        position["playout"].append(action.to_dict())
    position["start"] = describe(game)
    position["counts"] = perft_counts(game, spec.depth)
    return position


def _write(positions: Sequence[dict[str, Any]]) -> None:
    """One line per field of a position, so that a changed count is a one-line diff."""
    blocks = [
        "  {\n"
        + ",\n".join(f"   {json.dumps(key)}: {json.dumps(value)}" for key, value in p.items())
        + "\n  }"
        for p in positions
    ]
    head = f' "format": {json.dumps(FORMAT)},\n "regenerate": {json.dumps(REGENERATE)},\n'
    text = "{\n" + head + ' "positions": [\n' + ",\n".join(blocks) + "\n ]\n}\n"
    DATA.parent.mkdir(parents=True, exist_ok=True)
    DATA.write_text(text, encoding="utf-8")


@cache
def stored() -> tuple[dict[str, Any], ...]:
    if UPDATE:
        _write([generate(spec) for spec in SPECS])
    if not DATA.exists():
        pytest.fail(f"{DATA} is missing; {HINT}")
    data = json.loads(DATA.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT
    return tuple(data["positions"])


# ---------------------------------------------------------------------------- the table


def test_r20_2_perft_file_holds_every_position() -> None:
    assert [p["name"] for p in stored()] == [spec.name for spec in SPECS], HINT
    for position, spec in zip(stored(), SPECS, strict=True):
        assert len(position["counts"]) == spec.depth, HINT
        assert len(position["playout"]) == spec.playout, HINT


@pytest.mark.parametrize("index", range(len(SPECS)), ids=[spec.name for spec in SPECS])
def test_r20_2_perft_counts_match_the_table(index: int) -> None:
    """R20.2: from each stored position, the number of distinct decision sequences of each
    length is what the table says."""
    position = stored()[index]
    game = start(position)
    assert describe(game) == position["start"], f"{position['name']}: another place; {HINT}"
    counts = perft_counts(game, len(position["counts"]))
    if counts != position["counts"]:
        stored_counts = position["counts"]
        depth = next(d for d in range(len(counts)) if counts[d] != stored_counts[d])
        pytest.fail(
            f"{position['name']}: perft differs from depth {depth + 1} on\n"
            f"  stored:   {position['counts']}\n  computed: {counts}\n"
            f"  first decisions: {perft_divide(game, depth + 1)}\n{HINT}",
            pytrace=False,
        )


# ---------------------------------------------------------------------------- the tool


def test_perft_counts_sequences_like_a_chess_perft() -> None:
    """Depth 0 is the position itself, depth 1 its offered decisions, and every deeper
    count is the sum over the first decisions (divide); the position is not changed."""
    game = start(stored()[0])
    before = game.state_hash()
    assert perft(game, 0) == 1
    assert perft(game, 1) == len(game.legal_actions())
    counts = perft_counts(game, 3)
    assert counts == [perft(game, depth) for depth in (1, 2, 3)]
    divide = perft_divide(game, 3)
    assert len(divide) == counts[0] and sum(divide.values()) == counts[2]
    assert game.state_hash() == before
    with pytest.raises(ValueError):
        perft_counts(game, -1)


def test_perft_of_a_finished_game_is_zero_below_the_root() -> None:
    game = start(stored()[0])
    game.concede(0)
    assert perft(game, 0) == 1
    assert perft_counts(game, 3) == [0, 0, 0]
