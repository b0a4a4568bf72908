"""R30.13 setup variants: the CR 1.19 redraw order and the first player chosen by a player.

Both are opt-in (`new_game(..., variants=...)`); without them setup follows R6 as the other
setup tests show (C1, C11).
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest

from vanguard.cards import Card, default_database
from vanguard.decks import DeckList, load_deck
from vanguard.engine import Action, ActionKind, Game, IllegalAction, IllegalCode, new_game

CR119 = "mulligan_cr119"
CHOICE = "first_player_choice"


@cache
def _deck(name: str) -> DeckList:
    return load_deck(name)


def _game(
    seed: int = 0,
    *variants: str,
    first_player: int | None = 0,
    preferred: bool = True,
) -> Game:
    """TD01 (player 0) against TD02 (player 1)."""
    a, b = _deck("td01"), _deck("td02")
    vanguards = (a.first_vanguard, b.first_vanguard) if preferred else (None, None)
    return new_game(
        a.cards,
        b.cards,
        seed,
        first_player=first_player,
        first_vanguards=vanguards,
        variants=variants,
    )


def _kinds(g: Game, since: int = 0) -> list[str]:
    return [e["kind"] for e in g.events_for(None, since)]


def _snapshot(g: Game) -> tuple[Any, ...]:
    return (
        g.state_hash(),
        list(g.legal_actions()),
        json.dumps([g.view(0), g.view(1), g.view(None)], sort_keys=True),
        len(g.events),
    )


# ---------------------------------------------------------------------------- R30.13.1


def test_r30_13_1_cr119_mulligan_returns_shuffles_then_draws() -> None:
    """R30.13.1 / C1 (CR 1.19 order): return -> shuffle -> draw, against the default
    bottom -> draw -> shuffle."""
    g = _game(3, CR119)
    p = g.players[0]
    choice = next(a for a in g.legal_actions() if len(a.cards) == 2)
    kept = [i for i in p.hand if i not in choice.cards]
    cards_before = sorted(p.hand + p.deck)
    since = len(g.events)
    g.apply(choice)
    assert _kinds(g, since)[:3] == ["mulligan", "shuffled", "drew"]
    assert len(p.hand) == 5 and len(p.deck) == 44
    assert set(kept) <= set(p.hand)
    assert sorted(p.hand + p.deck) == cards_before


def _small_decks() -> tuple[list[Card], list[Card]]:
    """Ten cards each: a grade 0 first vanguard and nine different vanilla cards, so that
    after the opening hand four cards stay in the deck."""
    db = default_database()
    vanilla = [c for c in db.all() if c.grade > 0 and not c.is_trigger and c.printed_abilities == 0]
    grade_0 = next(c for c in db.all() if c.grade == 0)
    deck = [grade_0, *vanilla[:9]]
    return deck, list(deck)


def _redraws_a_returned_card(seed: int, *variants: str) -> bool:
    """Player 0 sends back four cards with four cards left in the deck."""
    deck_a, deck_b = _small_decks()
    g = new_game(
        deck_a,
        deck_b,
        seed,
        first_player=0,
        first_vanguards=(deck_a[0], deck_b[0]),
        variants=variants,
    )
    p = g.players[0]
    assert g.prompt is not None and g.prompt.kind == "mulligan" and len(p.deck) == 4
    four = next(a for a in g.legal_actions() if len(a.cards) == 4)
    g.apply(four)
    return bool(set(four.cards) & set(p.hand))


def test_r30_13_1_cr119_returned_cards_can_be_drawn_again() -> None:
    """R30.13.1: the returned cards are shuffled in before the draw, so they can come back;
    in the project order they never can (R6.6)."""
    seeds = range(10)
    assert not any(_redraws_a_returned_card(seed) for seed in seeds)
    assert any(_redraws_a_returned_card(seed, CR119) for seed in seeds)


def test_r30_13_1_cr119_keeping_the_hand_does_not_shuffle() -> None:
    """R30.13.1 with R6.6 step 2 / Q7: nothing returned, nothing shuffled or drawn."""
    g = _game(0, CR119)
    p = g.players[0]
    hand, deck, rng = list(p.hand), list(p.deck), g.rng.state
    since = len(g.events)
    g.apply(Action(ActionKind.MULLIGAN, 0))
    assert (p.hand, p.deck, g.rng.state) == (hand, deck, rng)
    assert "shuffled" not in _kinds(g, since) and "drew" not in _kinds(g, since)


def test_r30_13_1_cr119_is_still_one_mulligan_each_first_player_first() -> None:
    """R30.13.1 changes only the order within a redraw (R6.6, R2.4)."""
    g = _game(4, CR119, first_player=1)
    assert g.current_player == 1 and g.prompt is not None and g.prompt.kind == "mulligan"
    g.apply(next(a for a in g.legal_actions() if len(a.cards) == 1))
    assert g.current_player == 0 and g.prompt is not None and g.prompt.kind == "mulligan"
    g.apply(next(a for a in g.legal_actions() if len(a.cards) == 3))
    assert g.prompt is not None and g.prompt.kind != "mulligan"
    assert [e["player"] for e in g.events_for(None) if e["kind"] == "mulligan"] == [1, 0]


# ---------------------------------------------------------------------------- R30.13.2


@pytest.mark.parametrize("winner", [0, 1])
def test_r30_13_2_the_draws_winner_chooses_first_of_all(winner: int) -> None:
    """R30.13.2: before anything else the winner of the draw is asked to go first or second;
    nobody goes first until then (the view says None) and no card has moved."""
    g = _game(0, CHOICE, first_player=winner, preferred=False)
    assert g.prompt is not None and g.prompt.kind == "choose_first"
    assert g.current_player == winner
    assert g.legal_actions() == [
        Action(ActionKind.GO_FIRST, winner),
        Action(ActionKind.GO_SECOND, winner),
    ]
    assert _kinds(g) == ["game_started", "first_player_draw"]
    assert g.events_for(None)[-1]["player"] == winner
    for viewer in (0, 1, None):
        view = g.view(viewer)
        assert view["first_player"] is None and view["decision"] == "choose_first"
        assert all(len(side["hand"]) == 0 for side in view["players"] if "hand" in side)
    assert all(len(p.deck) == 50 for p in g.players)


@pytest.mark.parametrize(("kind", "goes"), [(ActionKind.GO_FIRST, 0), (ActionKind.GO_SECOND, 1)])
def test_r30_13_2_the_choice_decides_the_first_player_and_setup_follows_it(
    kind: ActionKind, goes: int
) -> None:
    """R30.13.2 with R2.4: the chosen first player sets the first vanguard first, mulligans
    first and plays turn 1."""
    g = _game(0, CHOICE, first_player=0, preferred=False)
    g.apply(Action(kind, 0))
    assert g.first_player == goes
    chosen = [e for e in g.events_for(None) if e["kind"] == "first_player_chosen"]
    assert [(e["player"], e["goes"]) for e in chosen] == [(0, "first" if goes == 0 else "second")]
    assert g.view(None)["first_player"] == goes
    order = []
    while g.prompt is not None and g.prompt.kind in ("choose_vanguard", "mulligan"):
        order.append((g.prompt.kind, g.current_player))
        g.apply(g.legal_actions()[0])
    assert order == [
        ("choose_vanguard", goes),
        ("choose_vanguard", 1 - goes),
        ("mulligan", goes),
        ("mulligan", 1 - goes),
    ]
    announced = [e["player"] for e in g.events_for(None) if e["kind"] == "first_player"]
    assert announced == [goes]
    assert g.turn == 1 and g.turn_player == goes


def test_r30_13_2_the_draw_is_random_and_reproducible() -> None:
    """R30.13.2, R21.12: the draw comes from the match seed; both players win it across
    seeds, and the same seed gives the same winner."""
    winners = {seed: _game(seed, CHOICE, first_player=None).current_player for seed in range(16)}
    assert set(winners.values()) == {0, 1}
    for seed, winner in winners.items():
        assert _game(seed, CHOICE, first_player=None).current_player == winner


def test_r30_13_2_only_the_winner_chooses_and_only_that() -> None:
    """R30.13.2, R20.1: the loser of the draw cannot choose, and no other decision is
    possible while the winner chooses; a refusal changes nothing."""
    g = _game(0, CHOICE, first_player=1)
    for action, code in (
        (Action(ActionKind.GO_FIRST, 0), IllegalCode.NOT_YOUR_DECISION),
        (Action(ActionKind.MULLIGAN, 1), IllegalCode.WRONG_PHASE),
        (Action(ActionKind.END_MAIN, 1), IllegalCode.WRONG_PHASE),
    ):
        before = _snapshot(g)
        with pytest.raises(IllegalAction) as caught:
            g.apply(action)
        assert caught.value.code is code
        assert _snapshot(g) == before
    g.apply(Action(ActionKind.GO_SECOND, 1))
    assert g.first_player == 0
    with pytest.raises(IllegalAction) as caught:  # once chosen, the choice is over
        g.apply(Action(ActionKind.GO_FIRST, 0))
    assert caught.value.code is IllegalCode.WRONG_PHASE


def test_r30_13_2_r2_7_a_chosen_first_player_replays_identically() -> None:
    """R2.7: seed, variants and decisions replay the same game, the choice included."""

    def play(seed: int) -> tuple[str, list[str]]:
        g = _game(seed, CHOICE, CR119, first_player=None, preferred=False)
        while g.prompt is not None and g.turn < 2:
            options = g.legal_actions()
            g.apply(options[len(options) // 2])
        return g.state_hash(), _kinds(g)

    assert play(7) == play(7)
    assert play(7)[1][:3] == ["game_started", "first_player_draw", "first_player_chosen"]


def test_r30_13_both_setup_variants_are_known_and_off_by_default() -> None:
    """R30: opt-in only; the Classic default keeps the seeded first player and C1."""
    g = _game(0, first_player=None)
    assert g.variants == frozenset()
    assert g.prompt is not None and g.prompt.kind == "mulligan"
    assert "first_player_draw" not in _kinds(g)
    with pytest.raises(ValueError, match="unknown rule variant"):
        _game(0, "first_player_chooses")
