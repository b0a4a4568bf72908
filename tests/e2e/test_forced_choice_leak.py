"""Forced choices leak nothing (R2.6.5, R22): a decision the engine makes for a player because
only one option exists looks, to the opponent and to spectators, exactly like the same
decision made freely.

A forced guard step used to be announced (`forced_choice {"prompt": "guard"}`), telling the
attacker that the defender held nothing able to guard; a forced ride step told that no card
of the next grade was in hand. Here each match is played twice from the same seed with the
same choices: once as the engine plays it, and once with every single-option choice turned
into a real decision that the player answers with that option. Every recipient's event
stream, sequence numbers included, must be the same in both.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from vanguard.decks import load_deck
from vanguard.engine import Game, forward, new_game

SEEDS = (1, 2, 3, 4)
MAX_DECISIONS = 5000
VIEWERS = (0, 1, None)


def _play(seed: int) -> tuple[Game, int]:
    """A random match; only a choice between two or more options draws from the policy, so
    both ways of playing make the same choices. Returns the game and its decision count.

    The player never goes back to a "you may" question (R16.3.8), as computer players never
    do: a cost choice with one way to pay, asked in the second way of playing, offers `back`
    beside that way, and choosing it would make a different match."""
    game = new_game(load_deck("td01").cards, load_deck("td02").cards, seed, first_player=seed % 2)
    policy = random.Random(seed)
    decisions = 0
    while not game.is_over:
        assert decisions < MAX_DECISIONS, "the match did not end"
        options = forward(game.legal_actions())
        game.apply(options[policy.randrange(len(options))] if len(options) > 1 else options[0])
        decisions += 1
    return game, decisions


@pytest.fixture
def every_choice_asked(monkeypatch: pytest.MonkeyPatch) -> Callable[[int], tuple[Game, int]]:
    """`_play`, with the engine asking even when a mandatory choice has one option."""

    def play(seed: int) -> tuple[Game, int]:
        asking = Game.ask

        def ask(self: Game, *args: Any, forced: bool = True) -> None:
            asking(self, *args, forced=False)

        with monkeypatch.context() as patch:
            patch.setattr(Game, "ask", ask)
            return _play(seed)

    return play


@pytest.mark.patches_engine  # replaces the engine's `ask` (see `every_choice_asked`)
@pytest.mark.parametrize("seed", SEEDS)
def test_r22_every_stream_is_the_same_whether_a_choice_was_forced_or_made(
    seed: int, every_choice_asked: Callable[[int], tuple[Game, int]]
) -> None:
    forced, forced_decisions = _play(seed)
    asked, asked_decisions = every_choice_asked(seed)
    assert asked_decisions > forced_decisions, "the match had forced choices to compare"
    # The same position, apart from the count of decisions the players were asked to make
    # (the state version of `apply_index`), which only the deciding side's client uses.
    asked.decisions = forced.decisions
    assert asked.state_hash() == forced.state_hash()
    for viewer in VIEWERS:
        assert forced.events_for(viewer) == asked.events_for(viewer), viewer
        assert forced.view(viewer) == asked.view(viewer), viewer


def test_r22_no_event_names_a_forced_choice() -> None:
    for seed in SEEDS:
        game, _ = _play(seed)
        kinds = {event["kind"] for viewer in VIEWERS for event in game.events_for(viewer)}
        assert not {kind for kind in kinds if "forced" in kind}, kinds
