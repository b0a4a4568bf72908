"""R6 game setup: first vanguard, first player, shuffle, opening hand, mulligan, stand up.

Games are built with `new_game()` from the two trial decks; the harness is not used here
because it starts after setup.
"""

from __future__ import annotations

from functools import cache

import pytest

from vanguard.cards import Card, default_database
from vanguard.decks import DeckList, load_deck
from vanguard.engine import Action, ActionKind, Circle, Game, Phase, new_game


@cache
def _deck(name: str) -> DeckList:
    return load_deck(name)


def _game(
    seed: int = 0,
    *,
    first_player: int | None = 0,
    preferred: bool = True,
) -> Game:
    """TD01 (player 0) against TD02 (player 1)."""
    a, b = _deck("td01"), _deck("td02")
    vanguards = (a.first_vanguard, b.first_vanguard) if preferred else (None, None)
    return new_game(a.cards, b.cards, seed, first_player=first_player, first_vanguards=vanguards)


def _keep(g: Game) -> None:
    """The deciding player keeps the whole hand (mulligan of 0 cards)."""
    assert g.prompt is not None and g.prompt.kind == "mulligan"
    g.apply(Action(ActionKind.MULLIGAN, g.prompt.player))


def _kinds(g: Game, since: int = 0) -> list[str]:
    return [e["kind"] for e in g.events_for(None, since)]


# ---------------------------------------------------------------------------- R6.2 first vanguard


def test_r6_2_first_vanguard_choice_offers_each_grade_0_card_of_the_deck() -> None:
    g = _game(preferred=False)
    assert g.prompt is not None and g.prompt.kind == "choose_vanguard"
    assert g.current_player == 0
    options = g.legal_actions()
    assert all(a.kind is ActionKind.CHOOSE_VANGUARD for a in options)
    names = {g.cards[a.card].name for a in options if a.card is not None}
    assert names == {
        "Stardust Trumpeter",
        "Bringer of Good Luck, Epona",
        "Yggdrasil Maiden, Elaine",
        "Weapons Dealer, Govannon",
        "Flogal",
    }
    assert all(g.cards[a.card].grade == 0 for a in options if a.card is not None)


@pytest.mark.parametrize("first", [0, 1])
def test_r2_4_first_player_chooses_the_first_vanguard_first(first: int) -> None:
    """R2.4: before turn 1 the first player counts as the turn player and chooses first."""
    g = _game(first_player=first, preferred=False)
    assert g.prompt is not None and g.prompt.kind == "choose_vanguard"
    assert g.current_player == first
    g.apply(g.legal_actions()[0])
    assert g.prompt is not None and g.prompt.kind == "choose_vanguard"
    assert g.current_player == 1 - first


def test_r6_2_chosen_first_vanguard_goes_face_down_onto_vc_from_the_deck() -> None:
    g = _game(preferred=False)
    choice = next(a for a in g.legal_actions() if g.cards[a.card].name == "Flogal")
    g.apply(choice)
    p = g.players[0]
    assert p.circles[Circle.VC] == choice.card
    assert g.face_down[choice.card] is True
    assert choice.card not in p.deck
    assert len(p.deck) == 49
    assert p.soul == []


def test_r5_7_preferred_first_vanguard_is_put_on_vc_without_asking() -> None:
    g = _game()
    assert g.prompt is not None and g.prompt.kind == "mulligan"  # no choose_vanguard asked
    assert g.cards[g.players[0].circles[Circle.VC]].name == "Stardust Trumpeter"
    assert g.cards[g.players[1].circles[Circle.VC]].name == "Lizard Runner, Undeux"
    assert "choose_vanguard" not in [
        e.get("prompt") for e in g.events_for(None) if e["kind"] == "forced_choice"
    ]


def test_r5_7_preferred_first_vanguard_must_be_a_grade_0_card_of_the_deck() -> None:
    db = default_database()
    a, b = _deck("td01"), _deck("td02")
    grade_1: Card = db.lookup("Little Sage, Marron")
    foreign: Card = db.lookup("Lizard Runner, Undeux")  # grade 0, but not in TD01
    with pytest.raises(ValueError):
        new_game(a.cards, b.cards, 0, first_vanguards=(grade_1, None))
    with pytest.raises(ValueError):
        new_game(a.cards, b.cards, 0, first_vanguards=(foreign, None))


# ---------------------------------------------------------------------------- R6.3 first player


def test_r6_3_first_player_is_drawn_from_the_seed() -> None:
    """R6.3, R21.12: random but reproducible; both outcomes occur across seeds."""
    firsts = {seed: _game(seed, first_player=None).first_player for seed in range(24)}
    assert set(firsts.values()) == {0, 1}
    for seed, first in firsts.items():
        assert _game(seed, first_player=None).first_player == first


@pytest.mark.parametrize("first", [0, 1])
def test_r6_3_1_first_player_can_be_fixed(first: int) -> None:
    for seed in range(6):
        g = _game(seed, first_player=first)
        assert g.first_player == first
        assert g.current_player == first  # the first player mulligans first


def test_r6_3_first_player_is_announced() -> None:
    g = _game(first_player=1)
    events = [e for e in g.events_for(None) if e["kind"] == "first_player"]
    assert len(events) == 1 and events[0]["player"] == 1


# ---------------------------------------------------------------------------- R6.4 / R6.5


def test_r6_5_each_player_draws_five_cards() -> None:
    g = _game()
    for p in g.players:
        assert len(p.hand) == 5
        assert len(p.deck) == 44  # 50 - first vanguard - 5


def test_r6_4_decks_are_shuffled_reproducibly() -> None:
    """R6.4, R2.7: the shuffle uses the seeded generator; the same seed gives the same decks."""
    g1, g2, g3 = _game(3), _game(3), _game(4)
    for p in (0, 1):
        assert g1.players[p].deck == g2.players[p].deck
        assert g1.players[p].hand == g2.players[p].hand
    assert g1.players[0].deck != g3.players[0].deck
    # not left in deck-list order
    deck = g1.players[0].deck
    assert deck != sorted(deck)
    assert [e["kind"] for e in g1.events_for(None)].count("shuffled") == 2


# ---------------------------------------------------------------------------- R6.6 mulligan


def test_r2_4_q6_first_player_mulligans_first_then_second_player() -> None:
    """R6.6, R2.4; R29 Q6 (working behaviour: the first player completes the redraw, then
    the second player redraws)."""
    g = _game(first_player=1)
    assert g.prompt is not None and g.prompt.kind == "mulligan" and g.current_player == 1
    _keep(g)
    assert g.prompt is not None and g.prompt.kind == "mulligan" and g.current_player == 0
    _keep(g)
    assert g.prompt is not None and g.prompt.kind == "ride" and g.current_player == 1


def test_r6_6_mulligan_offers_every_number_of_cards_from_0_to_5() -> None:
    g = _game()
    sizes = {len(a.cards) for a in g.legal_actions()}
    assert sizes == {0, 1, 2, 3, 4, 5}
    hand = set(g.players[0].hand)
    assert all(set(a.cards) <= hand for a in g.legal_actions())


def test_c1_mulligan_puts_cards_on_the_bottom_then_draws_from_the_top_then_shuffles() -> None:
    """C1 / R6.6 steps 3-5 (project order, seed000): bottom -> draw -> shuffle."""
    g = _game()
    p = g.players[0]
    choice = next(a for a in g.legal_actions() if len(a.cards) == 2)
    kept = [i for i in p.hand if i not in choice.cards]
    top_two = set(p.deck[-2:])  # the top is the end of the list
    rng_before = g.rng.state
    since = len(g.events_for(None))
    g.apply(choice)
    # step 4: exactly the two cards that were on top were drawn
    assert set(p.hand) == set(kept) | top_two
    assert len(p.hand) == 5
    # step 3: the returned cards are in the deck, not in the hand
    assert set(choice.cards) <= set(p.deck)
    assert not set(choice.cards) & set(p.hand)
    assert len(p.deck) == 44
    # step 5: then the deck is shuffled
    assert _kinds(g, since)[:3] == ["mulligan", "drew", "shuffled"]
    assert g.rng.state != rng_before


def test_r6_6_returned_cards_can_never_be_redrawn() -> None:
    g = _game(5)
    p = g.players[0]
    everything = next(a for a in g.legal_actions() if len(a.cards) == 5)
    top_five = set(p.deck[-5:])
    g.apply(everything)
    assert set(p.hand) == top_five
    assert not set(p.hand) & set(everything.cards)


def test_r6_6_step_2_no_shuffle_when_no_card_is_returned() -> None:
    """R6.6 step 2; R29 Q7 (working behaviour: no shuffle, the random stream is untouched)."""
    g = _game()
    p = g.players[0]
    hand, deck = list(p.hand), list(p.deck)
    rng_before = g.rng.state
    since = len(g.events_for(None))
    _keep(g)
    assert p.hand == hand
    assert p.deck == deck
    assert g.rng.state == rng_before
    assert "shuffled" not in _kinds(g, since)
    assert "drew" not in _kinds(g, since)


def test_r6_6_both_players_get_exactly_one_mulligan() -> None:
    """R6.6, R21.9: once per player; afterwards the game never asks again."""
    g = _game()
    g.apply(next(a for a in g.legal_actions() if len(a.cards) == 1))
    assert g.players[0].mulliganed and not g.players[1].mulliganed
    assert g.current_player == 1 and g.prompt is not None and g.prompt.kind == "mulligan"
    g.apply(next(a for a in g.legal_actions() if len(a.cards) == 3))
    assert g.players[1].mulliganed
    asked = [e for e in g.events_for(None) if e["kind"] == "mulligan"]
    assert [e["player"] for e in asked] == [0, 1]
    # play on through turn 1 and into turn 2: no further mulligan decision appears
    for _ in range(30):
        assert g.prompt is not None and g.prompt.kind != "mulligan"
        if g.turn >= 2 and g.phase is Phase.MAIN:
            break
        skip = {"ride": ActionKind.SKIP_RIDE, "main": ActionKind.END_MAIN}[g.prompt.kind]
        g.apply(Action(skip, g.prompt.player))
    assert g.turn == 2


def test_r6_6_second_player_learns_only_how_many_cards_the_first_returned() -> None:
    """Q6 / R22.3: the count is public, the returned identities are not."""
    g = _game()
    choice = next(a for a in g.legal_actions() if len(a.cards) == 3)
    g.apply(choice)
    seen = [e for e in g.events_for(1) if e["kind"] == "mulligan" and e["player"] == 0]
    assert len(seen) == 1 and seen[0]["count"] == 3
    assert "returned" not in seen[0]
    own = [e for e in g.events_for(0) if e["kind"] == "mulligan" and e["player"] == 0]
    assert sorted(c["iid"] for c in own[0]["returned"]) == sorted(choice.cards)


# ---------------------------------------------------------------------------- R6.7 stand up


def test_r6_7_r22_2_first_vanguard_is_hidden_from_the_opponent_until_stand_up() -> None:
    g = _game()
    assert g.prompt is not None and g.prompt.kind == "mulligan"
    for viewer in (1, None):
        vc = g.view(viewer)["players"][0]["field"]["VC"]
        assert vc == {"face_down": True}
    own = g.view(0)["players"][0]["field"]["VC"]
    assert own["card"] == "stardust-trumpeter" and own["face_down"] is True
    # nor do the events tell the opponent or spectators
    for viewer in (1, None):
        for e in g.events_for(viewer):
            if e["kind"] == "first_vanguard_set" and e["player"] == 0:
                assert "card" not in e and "iid" not in e
    own_events = [e for e in g.events_for(0) if e["kind"] == "first_vanguard_set"]
    assert any(e.get("card") == "stardust-trumpeter" for e in own_events)


def test_r6_7_stand_up_turns_both_vanguards_face_up_and_is_not_a_ride() -> None:
    g = _game()
    _keep(g)
    _keep(g)
    for p in g.players:
        vc = p.circles[Circle.VC]
        assert vc is not None and g.face_down[vc] is False and g.rested[vc] is False
        assert p.soul == []
    kinds = _kinds(g)
    assert kinds.count("stand_up") == 1
    assert "rode" not in kinds and "superior_ride" not in kinds
    stand_up = next(e for e in g.events_for(1) if e["kind"] == "stand_up")
    assert {v["card"] for v in stand_up["vanguards"]} == {
        "stardust-trumpeter",
        "lizard-runner-undeux",
    }
    assert g.view(1)["players"][0]["field"]["VC"]["card"] == "stardust-trumpeter"


def test_r6_8_turn_1_is_the_first_players_and_starts_with_the_stand_phase() -> None:
    g = _game(first_player=1)
    since = len(g.events_for(None))
    _keep(g)
    _keep(g)
    events = g.events_for(None, since)
    kinds = [e["kind"] for e in events]
    start = kinds.index("turn_started")
    assert kinds.index("stand_up") < start
    assert events[start]["turn"] == 1 and events[start]["player"] == 1
    first_phase = next(e for e in events[start:] if e["kind"] == "phase")
    assert first_phase["phase"] == "stand"
    assert g.turn == 1 and g.turn_player == 1


def test_r2_7_setup_replays_identically_from_seed_and_decisions() -> None:
    def play(seed: int) -> Game:
        g = _game(seed, first_player=None, preferred=False)
        while g.prompt is not None and g.prompt.kind in ("choose_vanguard", "mulligan"):
            options = g.legal_actions()
            g.apply(options[len(options) // 2])
        return g

    assert play(11).state_hash() == play(11).state_hash()
