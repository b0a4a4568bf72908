"""R15 costs and charges, through the primitives of `vanguard.engine.costs`.

Counter Blast turns face-up damage face down (R15.1, R21.7), Soul Blast puts soul cards into the
drop zone (R15.2), Counter Charge turns face-down damage face up (R15.3), Soul Charge puts the
top deck cards into the soul (R15.4). As costs they are all-or-nothing (R15.6.1): the `can_*`
questions and `*_choices` lists say whether and how a cost can be paid in full; as effects the
charges do as much as they can (R15.7).
"""

from __future__ import annotations

import pytest

from vanguard.engine import LossReason, costs
from vanguard.engine.rules import check_timing
from vanguard.testing.scenario import Harness, Scenario

TRUMPETER = "Stardust Trumpeter"
MARRON = "Little Sage, Marron"
GALLATIN = "Knight of Silence, Gallatin"
BAHR = "Embodiment of Armor, Bahr"
NEHALEM = "Dragon Knight, Nehalem"
UNDEUX = "Lizard Runner, Undeux"


def _board(*, deck: tuple[str, ...] | None = None) -> Harness:
    """Player 0: damage Bahr, Nehalem (face up), Marron (face down); soul Trumpeter, Marron,
    Marron."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).soul(TRUMPETER, MARRON, MARRON).damage(BAHR, NEHALEM).damage(
        MARRON, face_down=True
    )
    if deck is not None:
        s.player(0).deck(*deck)
    s.player(1).vanguard(NEHALEM).damage(UNDEUX).soul(UNDEUX)
    return s.start(phase="main", turn=3)


def _names(h: Harness, iids: tuple[int, ...]) -> list[str]:
    return sorted(h.game.cards[i].name for i in iids)


# ---------------------------------------------------------------------------- R15.1 Counter Blast


def test_r21_7_can_counter_blast_counts_face_up_damage_only() -> None:
    h = _board()
    g = h.game
    assert h.damage_count(0) == 3
    assert costs.can_counter_blast(g, 0, 0)
    assert costs.can_counter_blast(g, 0, 2)
    assert not costs.can_counter_blast(g, 0, 3)  # the face-down card cannot pay


def test_r15_1_counter_blast_turns_the_chosen_face_up_cards_face_down() -> None:
    h = _board()
    g = h.game
    [choice] = costs.counter_blast_choices(g, 0, 2)
    assert _names(h, choice) == sorted([BAHR, NEHALEM])
    costs.counter_blast(g, 0, choice)
    assert h.damage(0) == [(BAHR, False), (NEHALEM, False), (MARRON, False)]
    assert h.damage_count(0) == 3  # R4.4.3: still damage
    assert not costs.can_counter_blast(g, 0, 1)
    events = h.events("counter_blast")
    assert len(events) == 1 and sorted(c["iid"] for c in events[0]["cards"]) == sorted(choice)


def test_r4_1_1_counter_blasted_damage_keeps_its_public_identity() -> None:
    h = _board()
    g = h.game
    bahr = g.players[0].damage[0]
    costs.counter_blast(g, 0, (bahr,))
    for viewer in (0, 1, None):
        shown = g.view(viewer)["players"][0]["damage"][0]
        assert shown == {"iid": bahr, "card": g.cards[bahr].id, "face_up": False}


def test_r15_6_3_counter_blast_cannot_use_a_face_down_card() -> None:
    h = _board()
    g = h.game
    up, _, down = g.players[0].damage
    before = g.state_hash()
    with pytest.raises(ValueError):
        costs.counter_blast(g, 0, (down,))
    with pytest.raises(ValueError):
        costs.counter_blast(g, 0, (up, down))  # nothing is paid at all (R15.6.1)
    assert g.state_hash() == before
    assert g.face_down[up] is False


def test_r15_1_counter_blast_uses_only_your_own_damage_zone() -> None:
    h = _board()
    g = h.game
    theirs = g.players[1].damage[0]
    with pytest.raises(ValueError):
        costs.counter_blast(g, 0, (theirs,))
    assert g.face_down[theirs] is False


def test_r15_6_1_counter_blast_cannot_pay_two_with_one_card() -> None:
    h = _board()
    g = h.game
    card = g.players[0].damage[0]
    with pytest.raises(ValueError):
        costs.counter_blast(g, 0, (card, card))


def test_r15_6_1_counter_blast_choices_are_empty_when_it_cannot_be_paid_in_full() -> None:
    h = _board()
    g = h.game
    assert costs.counter_blast_choices(g, 0, 3) == []
    assert len(costs.counter_blast_choices(g, 0, 1)) == 2


def test_counter_blast_choices_treat_copies_alike() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).damage(BAHR, BAHR, NEHALEM)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    g = h.game
    singles = sorted(_names(h, c)[0] for c in costs.counter_blast_choices(g, 0, 1))
    assert singles == sorted([BAHR, NEHALEM])
    pairs = sorted(tuple(_names(h, c)) for c in costs.counter_blast_choices(g, 0, 2))
    assert pairs == sorted([(BAHR, BAHR), tuple(sorted([BAHR, NEHALEM]))])


# ---------------------------------------------------------------------------- R15.3 Counter Charge


def test_r15_3_counter_charge_turns_face_down_damage_face_up() -> None:
    h = _board()
    g = h.game
    assert costs.can_counter_charge(g, 0, 1)
    assert not costs.can_counter_charge(g, 0, 2)  # as a cost: needs n face-down cards
    [choice] = costs.counter_charge_choices(g, 0, 1)
    costs.counter_charge(g, 0, choice)
    assert h.damage(0) == [(BAHR, True), (NEHALEM, True), (MARRON, True)]
    assert costs.can_counter_blast(g, 0, 3)
    assert len(h.events("counter_charge")) == 1


def test_r15_3_counter_charge_cannot_use_a_face_up_card() -> None:
    h = _board()
    g = h.game
    up, _, down = g.players[0].damage
    before = g.state_hash()
    with pytest.raises(ValueError):
        costs.counter_charge(g, 0, (up,))
    with pytest.raises(ValueError):
        costs.counter_charge(g, 0, (down, up))
    assert g.state_hash() == before


def test_r15_7_counter_charge_as_an_effect_does_as_many_as_it_can() -> None:
    """'Counter Charge 3' with one face-down card turns that one face up."""
    h = _board()
    g = h.game
    choices = costs.counter_charge_choices(g, 0, 3)
    assert len(choices) == 1 and len(choices[0]) == 1
    costs.counter_charge(g, 0, choices[0])
    assert all(up for _, up in h.damage(0))


def test_r2_2_counter_charge_with_nothing_face_down_does_nothing() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).damage(BAHR)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    g = h.game
    assert costs.counter_charge_choices(g, 0, 2) == [()]
    before = g.state_hash()
    costs.counter_charge(g, 0, ())
    assert g.state_hash() == before
    assert h.events("counter_charge") == []


# ---------------------------------------------------------------------------- R15.2 Soul Blast


def test_r15_2_soul_blast_puts_the_chosen_soul_cards_into_the_drop_zone() -> None:
    h = _board()
    g = h.game
    assert costs.can_soul_blast(g, 0, 3)
    assert not costs.can_soul_blast(g, 0, 4)
    trumpeter = next(i for i in g.players[0].soul if g.cards[i].name == TRUMPETER)
    costs.soul_blast(g, 0, (trumpeter,))  # the player chooses which card
    assert sorted(h.soul(0)) == [MARRON, MARRON]
    assert h.drop(0) == [TRUMPETER]
    assert h.unit(0, "VC").name == GALLATIN  # the vanguard is not part of its soul
    assert len(h.events("soul_blast")) == 1


def test_r15_2_soul_blast_choices_are_distinct_and_all_or_nothing() -> None:
    h = _board()
    g = h.game
    ones = sorted(_names(h, c)[0] for c in costs.soul_blast_choices(g, 0, 1))
    assert ones == sorted([MARRON, TRUMPETER])
    assert len(costs.soul_blast_choices(g, 0, 2)) == 2  # {T, M}, {M, M}
    assert len(costs.soul_blast_choices(g, 0, 3)) == 1
    assert costs.soul_blast_choices(g, 0, 4) == []  # R15.6.1


def test_r15_2_soul_blast_only_takes_cards_of_your_soul() -> None:
    h = _board()
    g = h.game
    before = g.state_hash()
    for bad in (h.iid(0, "VC"), g.players[1].soul[0], g.players[0].deck[-1]):
        with pytest.raises(ValueError):
            costs.soul_blast(g, 0, (g.players[0].soul[0], bad))
    assert g.state_hash() == before


def test_r15_6_1_soul_blast_with_a_repeated_card_pays_nothing() -> None:
    h = _board()
    g = h.game
    card = g.players[0].soul[0]
    before = g.state_hash()
    with pytest.raises(ValueError):
        costs.soul_blast(g, 0, (card, card))
    assert g.state_hash() == before


# ---------------------------------------------------------------------------- R15.4 Soul Charge


def test_r15_4_soul_charge_puts_the_top_cards_of_the_deck_into_the_soul() -> None:
    h = _board(deck=(TRUMPETER, BAHR, NEHALEM, MARRON))
    g = h.game
    assert costs.soul_charge(g, 0, 2) == 2
    assert sorted(h.soul(0)) == sorted([TRUMPETER, MARRON, MARRON, TRUMPETER, BAHR])
    assert h.deck(0) == [NEHALEM, MARRON]
    charged = h.events("soul_charge")
    assert len(charged) == 1 and [c["card"] for c in charged[0]["cards"]] == [
        "stardust-trumpeter",
        "embodiment-of-armor-bahr",
    ]  # public: the soul is a public zone


def test_r15_4_can_soul_charge_as_a_cost_needs_the_whole_amount() -> None:
    h = _board(deck=(TRUMPETER, BAHR))
    g = h.game
    assert costs.can_soul_charge(g, 0, 2)
    assert not costs.can_soul_charge(g, 0, 3)


def test_r15_7_soul_charge_as_an_effect_does_as_many_as_it_can_then_deck_out() -> None:
    """R15.7, R2.2: Soul Charge 3 with 2 cards charges 2; the empty deck loses at the next
    check timing (R1.3.2, R1.4)."""
    h = _board(deck=(TRUMPETER, BAHR))
    g = h.game
    assert costs.soul_charge(g, 0, 3) == 2
    assert h.deck(0) == []
    assert len(h.soul(0)) == 5
    assert g.result is None
    check_timing(g)
    assert g.result is not None and g.result.losers == {0: LossReason.DECK_OUT}


def test_r2_2_2_soul_charge_of_zero_or_less_does_nothing() -> None:
    h = _board()
    g = h.game
    before = g.state_hash()
    assert costs.soul_charge(g, 0, 0) == 0
    assert costs.soul_charge(g, 0, -2) == 0
    assert g.state_hash() == before
    assert h.events("soul_charge") == []
