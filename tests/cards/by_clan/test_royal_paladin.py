"""Royal Paladin abilities (royal_paladin.yaml), one scenario per behaviour.

Each test names the card and the oracle line `[n]` it proves (numbering of ABILITIES.md,
Part 1), with the rules (R…) and ambiguity rulings (AMB-n) it relies on. For every ability
there is at least one test where it works and one where it must not.
"""

from __future__ import annotations

from vanguard.testing import Harness, Scenario

ALFRED = "King of Knights, Alfred"
BLASTER = "Blaster Blade"
BARCGAL = "Barcgal"
LOHENGRIN = "Demon Slaying Knight, Lohengrin"
GANCELOT = "Solitary Knight, Gancelot"
ISEULT = "Flash Shield, Iseult"
LLEW = "Future Knight, Llew"
RANDOLF = "Covenant Knight, Randolf"
LIEN = "Lake Maiden, Lien"
WINGAL = "Wingal"
ELAINE = "Yggdrasil Maiden, Elaine"
BRIGITTE = "Crimson Butterfly, Brigitte"
BORS = "Knight of Conviction, Bors"
TRISTAN = "Knight of the Harp, Tristan"
UNICORN = "Starlight Unicorn"
MORGANA = "Knight of Rose, Morgana"

# Vanilla helpers (no ability text).
MARRON = "Little Sage, Marron"  # Royal Paladin, grade 1, 8000
GALLATIN = "Knight of Silence, Gallatin"  # Royal Paladin, grade 2, 10000
FLOGAL = "Flogal"  # Royal Paladin, grade 0, Stand trigger
GOVANNON = "Weapons Dealer, Govannon"  # Royal Paladin, grade 0, shield 5000
BAHR = "Embodiment of Armor, Bahr"  # Kagero, grade 1, 8000
NEHALEM = "Dragon Knight, Nehalem"  # Kagero, grade 2, 10000
VORTEX = "Vortex Dragon"  # Kagero, grade 3
NOA = "Sonic Noa"  # Tachikaze, grade 1, 8000


def _reasons(h: Harness) -> list[str]:
    return [e["reason"] for e in h.events("ability_ended")]


def _triggered(h: Harness) -> list[str]:
    return [e.get("card", "?") for e in h.events("ability_triggered")]


# ============================================================== King of Knights, Alfred


def test_alfred_1_vanguard_cannot_be_boosted() -> None:
    """Alfred [1] (CONT, VC): no boost is offered when the vanguard Alfred attacks (R12.3.6)."""
    s = Scenario()
    s.player(0).vanguard(ALFRED).rear("RC_BC", MARRON)
    s.player(1).vanguard(MARRON).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=ALFRED, target=MARRON)
    assert h.decision == "guard"
    assert not h.is_rested(0, "RC_BC")


def test_alfred_1_does_not_apply_on_a_rear_guard() -> None:
    """Alfred [1] works on (VC) only: a rear-guard Alfred can be boosted."""
    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_FL", ALFRED).rear("RC_BL", MARRON)
    s.player(1).vanguard(MARRON).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=ALFRED, target=MARRON)
    assert h.decision == "boost"
    h.act("boost")
    assert h.power(0, "RC_FL") == 10000 + 8000


def test_alfred_2_plus_2000_per_royal_paladin_rear_guard_in_your_turn() -> None:
    """Alfred [2] (CONT, VC, your turn): +2000 for each Royal Paladin rear-guard, counted
    continuously (R18.4); a Kagero rear-guard does not count."""
    s = Scenario()
    s.player(0).vanguard(ALFRED).rear("RC_FL", MARRON).rear("RC_FR", BLASTER).rear("RC_BL", BAHR)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    assert h.power(0, "VC") == 10000 + 2 * 2000
    h.act("move", card=MARRON, circle="RC_BL")  # a move between RCs keeps the count
    assert h.power(0, "VC") == 14000


def test_alfred_2_no_bonus_in_the_opponents_turn() -> None:
    """Alfred [2] is conditioned on your turn: in the opponent's turn it gets nothing."""
    s = Scenario()
    s.player(0).vanguard(ALFRED).rear("RC_FL", MARRON).rear("RC_FR", BLASTER)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main", turn_player=1)
    assert h.power(0, "VC") == 10000


def test_alfred_2_does_not_apply_on_a_rear_guard() -> None:
    """Alfred [2] is tagged (VC): a rear-guard Alfred keeps its printed power."""
    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_FL", ALFRED).rear("RC_FR", BLASTER)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    assert h.power(0, "RC_FL") == 10000


def test_alfred_3_counter_blast_3_calls_a_grade_2_or_less_royal_paladin() -> None:
    """Alfred [3] (ACT, VC): CB3, search a grade <= 2 Royal Paladin, superior call it, shuffle
    (R17.5). Grade 3 and other clans are not offered. The called Blaster Blade's [2] triggers
    (placed on RC) and ends unpaid with no face-up damage left."""
    s = Scenario()
    s.player(0).vanguard(ALFRED).damage(MARRON, MARRON, MARRON).deck(
        GANCELOT, BAHR, BLASTER, MARRON, MARRON, MARRON
    )
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    h.act("activate", card=ALFRED, choice=2)
    assert h.decision == "search"
    offered = {h.game.cards[a.card].name for a in h.options("choose")}
    assert offered == {BLASTER, MARRON}
    h.act("choose", card=BLASTER)
    h.act("choose_circle", card=BLASTER, circle="RC_FL")
    assert h.unit(0, "RC_FL").name == BLASTER
    assert not h.is_rested(0, "RC_FL")
    assert h.damage(0) == [(MARRON, False)] * 3
    assert h.events("shuffled")
    assert "cost_unpayable" in _reasons(h)
    assert h.power(0, "VC") == 12000  # [2] sees the new rear-guard at once


def test_alfred_3_works_from_a_rear_guard_and_may_find_nothing() -> None:
    """Alfred [3] is tagged (VC/RC); the search may come back empty (R2.6.4) and the deck is
    still shuffled."""
    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_FL", ALFRED).damage(MARRON, MARRON, MARRON)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    h.act("activate", card=ALFRED, choice=2)
    h.act("choose_none")
    assert h.damage(0) == [(MARRON, False)] * 3
    assert h.events("shuffled")
    assert h.unit(0, "RC_FR") is None


def test_alfred_3_not_offered_without_three_face_up_damage() -> None:
    """Alfred [3]: an ACT whose cost cannot be paid in full is not offered (R16.2.2, R15.6.1)."""
    s = Scenario()
    s.player(0).vanguard(ALFRED).damage(MARRON, MARRON).damage(MARRON, face_down=True)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    assert not h.can("activate", card=ALFRED)


# ============================================================== Blaster Blade


def test_blaster_blade_1_ride_counter_blast_2_retires_a_rear_guard() -> None:
    """Blaster Blade [1] (AUTO, placed on VC, AMB-1): ridden, pay CB2, retire the chosen
    opponent's rear-guard (any grade)."""
    s = Scenario()
    s.player(0).vanguard(MARRON).hand(BLASTER).damage(MARRON, MARRON)
    s.player(1).vanguard(MARRON).rear("RC_FL", MARRON).rear("RC_FR", BAHR)
    h = s.start(phase="ride")
    h.act("ride", card=BLASTER)
    h.act("yes")
    assert {h.game.cards[a.card].name for a in h.options("choose")} == {MARRON, BAHR}
    h.act("choose", card=BAHR)
    assert h.drop(1) == [BAHR]
    assert h.unit(1, "RC_FL").name == MARRON
    assert h.damage(0) == [(MARRON, False)] * 2


def test_blaster_blade_1_declined_or_unpayable_does_nothing() -> None:
    """Blaster Blade [1]: optional cost — declining keeps everything (AMB-8); with one face-up
    damage it cannot be paid and is not even asked (R15.6.1)."""
    s = Scenario()
    s.player(0).vanguard(MARRON).hand(BLASTER).damage(MARRON, MARRON)
    s.player(1).vanguard(MARRON).rear("RC_FL", BAHR)
    h = s.start(phase="ride")
    h.act("ride", card=BLASTER)
    h.act("no")
    assert h.unit(1, "RC_FL").name == BAHR
    assert h.damage(0) == [(MARRON, True)] * 2

    s = Scenario()
    s.player(0).vanguard(MARRON).hand(BLASTER, MARRON).damage(MARRON)
    s.player(1).vanguard(MARRON).rear("RC_FL", BAHR)
    h = s.start(phase="ride")
    h.act("ride", card=BLASTER)
    assert h.decision == "main"
    assert "cost_unpayable" in _reasons(h)
    assert h.unit(1, "RC_FL").name == BAHR


def test_blaster_blade_2_call_with_royal_paladin_vanguard_retires_grade_2_or_more() -> None:
    """Blaster Blade [2] (AUTO, placed on RC, if Royal Paladin vanguard): CB2, retire an
    opponent's grade >= 2 rear-guard; the grade 1 one is not a legal choice."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).hand(BLASTER).damage(MARRON, MARRON)
    s.player(1).vanguard(MARRON).rear("RC_FL", MARRON).rear("RC_FR", NEHALEM)
    h = s.start(phase="main")
    h.act("call", card=BLASTER, circle="RC_FL")
    h.act("yes")
    # the only legal target is chosen automatically (R2.6.5)
    assert h.drop(1) == [NEHALEM]
    assert h.unit(1, "RC_FL").name == MARRON
    assert h.damage(0) == [(MARRON, False)] * 2


def test_blaster_blade_2_needs_a_royal_paladin_vanguard() -> None:
    """Blaster Blade [2]: the 'if' is read at resolution (AMB-3); with a Kagero vanguard the
    ability ends without asking and nothing is paid."""
    s = Scenario()
    s.player(0).vanguard(NEHALEM).hand(BLASTER).damage(MARRON, MARRON)
    s.player(1).vanguard(MARRON).rear("RC_FR", NEHALEM)
    h = s.start(phase="main")
    h.act("call", card=BLASTER, circle="RC_FL")
    assert h.decision == "main"
    assert "condition_not_met" in _reasons(h)
    assert h.unit(1, "RC_FR").name == NEHALEM
    assert h.damage(0) == [(MARRON, True)] * 2


def test_blaster_blade_2_not_on_the_guardian_circle() -> None:
    """Blaster Blade [2]: a guardian call is 'placed on (GC)', not on (RC): no trigger."""
    s = Scenario()
    s.player(0).vanguard(NEHALEM)
    s.player(1).vanguard(GALLATIN).hand(BLASTER, GOVANNON).damage(MARRON, MARRON)
    h = s.start(phase="battle")
    h.act("attack", card=NEHALEM, target=GALLATIN)
    h.act("guard", card=BLASTER)
    assert h.decision == "guard"
    assert _triggered(h) == []


# ============================================================== Barcgal


def test_barcgal_1_ridden_by_royal_paladin_calls_itself_from_soul() -> None:
    """Barcgal [1] (AUTO, ridden by another Royal Paladin, AMB-1, AMB-4): you may superior
    call it from the soul to an RC of your choice, standing (R10.5, R17.5)."""
    s = Scenario()
    s.player(0).vanguard(BARCGAL).hand(MARRON)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="ride")
    h.act("ride", card=MARRON)
    h.act("yes")
    h.act("choose_circle", card=BARCGAL, circle="RC_BC")
    assert h.unit(0, "RC_BC").name == BARCGAL
    assert not h.is_rested(0, "RC_BC")
    assert h.soul(0) == []


def test_barcgal_1_may_be_declined() -> None:
    """Barcgal [1] is optional: declining leaves it in the soul."""
    s = Scenario()
    s.player(0).vanguard(BARCGAL).hand(MARRON)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="ride")
    h.act("ride", card=MARRON)
    h.act("no")
    assert h.soul(0) == [BARCGAL]


def test_barcgal_1_not_when_ridden_by_another_clan() -> None:
    """Barcgal [1]: the rider's clan is part of the event (AMB-4 iii): a Kagero ride does
    not trigger it."""
    s = Scenario()
    s.player(0).vanguard(BARCGAL).hand(BAHR, MARRON)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="ride")
    h.act("ride", card=BAHR)
    assert h.decision == "main"
    assert _triggered(h) == []
    assert h.soul(0) == [BARCGAL]


def test_barcgal_2_rest_calls_llew_or_flogal_from_deck() -> None:
    """Barcgal [2] (ACT, RC): rest it, search Future Knight, Llew or Flogal, superior call it,
    shuffle."""
    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_BL", BARCGAL).deck(MARRON, LLEW, FLOGAL, BLASTER, MARRON)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    h.act("activate", card=BARCGAL, choice=1)
    assert h.is_rested(0, "RC_BL")
    assert {h.game.cards[a.card].name for a in h.options("choose")} == {LLEW, FLOGAL}
    h.act("choose", card=FLOGAL)
    h.act("choose_circle", card=FLOGAL, circle="RC_BR")
    assert h.unit(0, "RC_BR").name == FLOGAL
    assert h.events("shuffled")
    assert FLOGAL not in h.deck(0)


def test_barcgal_2_not_offered_when_rested_or_on_the_vanguard_circle() -> None:
    """Barcgal [2]: the rest cost needs a standing unit (R15.6.3); the ability is tagged (RC)."""
    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_BL", BARCGAL, rested=True)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    assert not h.can("activate", card=BARCGAL)

    s = Scenario()
    s.player(0).vanguard(BARCGAL)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    assert not h.can("activate", card=BARCGAL)


# ============================================================== Demon Slaying Knight, Lohengrin


def test_lohengrin_1_main_phase_start_soul_charge_and_plus_2000() -> None:
    """Lohengrin [1] (AUTO, VC, beginning of your main phase, R11.1): Soul Charge 1 and +2000
    until end of turn."""
    s = Scenario()
    s.player(0).vanguard(LOHENGRIN).hand(MARRON).deck(BLASTER, MARRON, MARRON)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    assert h.decision == "main"
    assert h.soul(0) == [BLASTER]
    assert h.power(0, "VC") == 12000
    h.skip_to("attack")
    assert h.power(0, "VC") == 12000  # still this turn


def test_lohengrin_1_not_on_a_rear_guard_nor_in_the_opponents_main_phase() -> None:
    """Lohengrin [1] is tagged (VC) and reads *your* main phase only."""
    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_FL", LOHENGRIN)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    assert h.soul(0) == []
    assert h.power(0, "RC_FL") == 10000

    s = Scenario()
    s.player(0).vanguard(LOHENGRIN)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main", turn_player=1)
    assert h.soul(0) == []
    assert h.power(0, "VC") == 10000


def _lohengrin_hits(soul: int) -> Harness:
    s = Scenario()
    s.player(0).vanguard(LOHENGRIN).soul(*[MARRON] * soul).damage(*[MARRON] * 5)
    s.player(1).vanguard(MARRON).rear("RC_FL", NOA).rear("RC_FR", BAHR).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=LOHENGRIN, target=MARRON)
    h.act("end_guard")
    return h


def test_lohengrin_2_on_hit_soul_blast_8_counter_blast_5_retires_all() -> None:
    """Lohengrin [2] (AUTO, VC/RC, attack hits, R12.6.6): SB8 & CB5, retire every opponent's
    rear-guard."""
    h = _lohengrin_hits(soul=8)
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.unit(1, "RC_FL") is None and h.unit(1, "RC_FR") is None
    assert sorted(h.drop(1)) == sorted([NOA, BAHR])
    assert h.soul(0) == []
    assert h.damage(0) == [(MARRON, False)] * 5


def test_lohengrin_2_cost_not_payable_with_seven_soul() -> None:
    """Lohengrin [2]: SB8 & CB5 must be paid in full (R15.6.1): with 7 soul nothing happens."""
    h = _lohengrin_hits(soul=7)
    assert not h.events("soul_blast")
    assert "cost_unpayable" in _reasons(h)
    assert h.unit(1, "RC_FL").name == NOA and h.unit(1, "RC_FR").name == BAHR


def test_lohengrin_2_no_trigger_without_a_hit() -> None:
    """Lohengrin [2]: an attack that does not hit (R12.6.2) triggers nothing."""
    s = Scenario()
    s.player(0).vanguard(LOHENGRIN).soul(*[MARRON] * 8).damage(*[MARRON] * 5)
    s.player(1).vanguard(GALLATIN).hand(GOVANNON).rear("RC_FL", MARRON)
    h = s.start(phase="battle")
    h.act("attack", card=LOHENGRIN, target=GALLATIN)
    h.act("guard", card=GOVANNON)  # 10000 < 10000 + 5000; the guard step ends (forced)
    assert h.events("no_hit")
    assert _triggered(h) == []
    assert h.unit(1, "RC_FL").name == MARRON


# ============================================================== Solitary Knight, Gancelot


def test_gancelot_1_counter_blast_2_with_blaster_blade_in_soul() -> None:
    """Gancelot [1] (ACT, VC): CB2; with Blaster Blade in the soul, +5000 and critical +1
    until end of turn."""
    s = Scenario()
    s.player(0).vanguard(GANCELOT).soul(BLASTER).damage(MARRON, MARRON)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    h.act("activate", card=GANCELOT, choice=0)
    assert h.power(0, "VC") == 14000
    assert h.critical(0, "VC") == 2
    assert h.damage(0) == [(MARRON, False)] * 2


def test_gancelot_1_without_blaster_blade_pays_and_does_nothing() -> None:
    """Gancelot [1]: offered even when the 'if' is false; the cost is paid and the condition,
    read after paying, stops the effect (R16.2.4, AMB-9)."""
    s = Scenario()
    s.player(0).vanguard(GANCELOT).soul(MARRON).damage(MARRON, MARRON)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    h.act("activate", card=GANCELOT, choice=0)
    assert h.damage(0) == [(MARRON, False)] * 2
    assert h.power(0, "VC") == 9000
    assert h.critical(0, "VC") == 1
    assert "condition_not_met" in _reasons(h)


def test_gancelot_1_not_offered_without_counter_blast_or_off_the_vanguard_circle() -> None:
    """Gancelot [1]: unpayable CB2 -> not offered (R16.2.2); tagged (VC), so not from an RC."""
    s = Scenario()
    s.player(0).vanguard(GANCELOT).soul(BLASTER).damage(MARRON)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    assert not h.can("activate", card=GANCELOT)

    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_FL", GANCELOT).soul(BLASTER).damage(MARRON, MARRON)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    assert not h.can("activate", card=GANCELOT)


def test_gancelot_2_from_hand_reveal_to_deck_top_and_fetch_blaster_blade() -> None:
    """Gancelot [2] (ACT, hand): reveal it and put it on top of the deck; search Blaster
    Blade, reveal it, put it into the hand, shuffle (Gancelot is shuffled in too)."""
    s = Scenario()
    s.player(0).vanguard(MARRON).hand(GANCELOT).deck(MARRON, BLASTER, MARRON)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    assert not h.can("activate", card=GANCELOT, choice=0)  # [1] is (VC) only
    h.act("activate", card=GANCELOT, choice=1)
    assert h.deck(0)[0] == GANCELOT  # cost paid before the search
    h.act("choose", card=BLASTER)
    assert h.hand(0) == [BLASTER]
    assert sorted(h.deck(0)) == sorted([GANCELOT, MARRON, MARRON])
    assert h.events("shuffled")
    assert [e["card"] for e in h.events("revealed")] == [
        "solitary-knight-gancelot",
        "blaster-blade",
    ]


def test_gancelot_2_not_offered_from_the_vanguard_circle() -> None:
    """Gancelot [2] is tagged (Hand): a vanguard Gancelot cannot use it."""
    s = Scenario()
    s.player(0).vanguard(GANCELOT).deck(BLASTER, MARRON)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    assert not h.can("activate", card=GANCELOT, choice=1)


# ============================================================== Flash Shield, Iseult


def test_iseult_1_is_a_sentinel_keyword_line() -> None:
    """Iseult [1]: the Sentinel line is deck-construction data (R3.6, R5.5, AMB-19, AMB-20)."""
    card = Scenario().card(ISEULT)
    assert card.sentinel
    assert card.abilities[0].kind == "keyword"
    assert card.abilities[0].keyword == "sentinel"


def test_iseult_1_keyword_line_does_nothing_in_game() -> None:
    """Iseult [1] has no game effect: called to an RC, Iseult triggers and offers nothing."""
    s = Scenario()
    s.player(0).vanguard(MARRON).hand(ISEULT)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    h.act("call", card=ISEULT, circle="RC_FL")
    assert _triggered(h) == []
    assert not h.can("activate", card=ISEULT)


def _iseult_guard(hand: tuple[str, ...], target_rear: bool = False) -> Harness:
    s = Scenario()
    defender = s.player(0).vanguard(MARRON).hand(ISEULT, *hand)
    if target_rear:
        defender.rear("RC_FR", BLASTER)
    s.player(1).vanguard(NEHALEM).rear("RC_FL", NOA)  # a second attacker: the turn waits
    h = s.start(phase="battle", turn_player=1)
    h.act("attack", card=NEHALEM, target=BLASTER if target_rear else MARRON)
    h.act("guard", card=ISEULT)
    return h


def test_iseult_2_discard_a_royal_paladin_and_the_attacked_unit_cannot_be_hit() -> None:
    """Iseult [2] (AUTO, placed on GC, AMB-1): discard a Royal Paladin; the attacked Royal
    Paladin unit cannot be hit this battle (R12.6.2): no damage although 10000 > 8000."""
    h = _iseult_guard((MARRON,))
    assert h.deciding == 0
    h.act("yes")
    assert h.decision == "attack"  # guard step over (hand empty), battle resolved
    assert h.drop(0) == [MARRON, ISEULT]  # the discarded card, then the guardian
    assert h.hand(0) == []
    assert h.damage_count(0) == 0
    assert h.events("no_hit")


def test_iseult_2_protects_an_attacked_rear_guard() -> None:
    """Iseult [2]: the attacked unit may be a rear-guard; it is not retired."""
    h = _iseult_guard((MARRON,), target_rear=True)
    h.act("yes")
    assert h.decision == "attack"
    assert h.unit(0, "RC_FR").name == BLASTER


def test_iseult_2_cost_needs_a_royal_paladin_in_hand() -> None:
    """Iseult [2]: with only a Kagero card in hand the cost cannot be paid (R15.6.1): the
    attack hits."""
    h = _iseult_guard((BAHR,))
    assert h.decision == "guard"
    assert "cost_unpayable" in _reasons(h)
    h.act("end_guard")
    assert h.damage_count(0) == 1
    assert h.hand(0) == [BAHR]
    assert h.drop(0) == [ISEULT]


def test_iseult_2_declined_the_attack_hits() -> None:
    """Iseult [2] is optional: declining keeps the hand and the attack hits."""
    h = _iseult_guard((MARRON,))
    h.act("no")
    h.act("end_guard")
    assert h.damage_count(0) == 1
    assert h.hand(0) == [MARRON]


# ============================================================== Future Knight, Llew


def _llew_board(vanguard: str) -> Scenario:
    s = Scenario()
    s.player(0).vanguard(vanguard).rear("RC_FL", LLEW).rear("RC_BL", BARCGAL).rear(
        "RC_BR", FLOGAL
    ).damage(MARRON).deck(MARRON, BLASTER, MARRON, MARRON)
    s.player(1).vanguard(MARRON)
    return s


def test_llew_1_cb1_and_three_units_to_soul_ride_blaster_blade() -> None:
    """Llew [1] (ACT, RC): CB1 & Llew + Barcgal + Flogal to soul; with a grade 1 vanguard,
    search Blaster Blade and superior ride it (R17.3), shuffle. Blaster Blade's [1] then
    triggers (placed on VC) and ends unpaid. Putting Barcgal into the soul is not a ride:
    its [1] does not trigger."""
    h = _llew_board(MARRON).start(phase="main")
    h.act("activate", card=LLEW)
    assert sorted(h.soul(0)) == sorted([LLEW, BARCGAL, FLOGAL])
    h.act("choose", card=BLASTER)
    assert h.unit(0, "VC").name == BLASTER
    assert sorted(h.soul(0)) == sorted([LLEW, BARCGAL, FLOGAL, MARRON])
    assert h.damage(0) == [(MARRON, False)]
    assert h.events("shuffled")
    assert _triggered(h) == ["blaster-blade"]


def test_llew_1_any_llew_on_an_rc_may_pay() -> None:
    """Llew [1]: the cost names any unit called Future Knight, Llew on your RCs, not only
    the activating one (AMB-7 i)."""
    s = _llew_board(MARRON)
    s.player(0).rear("RC_FR", LLEW)
    h = s.start(phase="main")
    h.act("activate", card=h.iid(0, "RC_FL"))
    assert h.decision == "rear_guard_to_soul"
    assert len(h.options("select")) == 2
    h.act("select", cards=[h.iid(0, "RC_FR")])
    assert h.unit(0, "RC_FL").name == LLEW
    assert h.unit(0, "RC_FR") is None


def test_llew_1_without_a_grade_1_vanguard_pays_and_nothing_else() -> None:
    """Llew [1]: offered with a grade 2 vanguard (AMB-9); the cost is paid, then the 'if'
    fails: no search and no shuffle (AMB-7 ii, R16.2.4)."""
    s = _llew_board(GALLATIN)
    s.player(0).hand(MARRON)
    h = s.start(phase="main")
    h.act("activate", card=LLEW)
    assert h.decision == "main"
    assert sorted(h.soul(0)) == sorted([LLEW, BARCGAL, FLOGAL])
    assert h.damage(0) == [(MARRON, False)]
    assert h.unit(0, "VC").name == GALLATIN
    assert not h.events("searched_deck") and not h.events("shuffled")


def test_llew_1_not_offered_without_flogal_or_counter_blast() -> None:
    """Llew [1]: every part of the cost must be payable (R15.6.1-2)."""
    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_FL", LLEW).rear("RC_BL", BARCGAL).damage(MARRON)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    assert not h.can("activate", card=LLEW)

    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_FL", LLEW).rear("RC_BL", BARCGAL).rear("RC_BR", FLOGAL)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    assert not h.can("activate", card=LLEW)


# ============================================================== Covenant Knight, Randolf


def test_randolf_1_plus_3000_when_hand_is_larger() -> None:
    """Randolf [1] (AUTO, VC/RC, attacks, AMB-2): with more hand cards than the opponent
    (read at resolution, AMB-3), +3000 for the battle (EOB)."""
    s = Scenario()
    s.player(0).vanguard(RANDOLF).rear("RC_FR", GALLATIN).hand(MARRON, MARRON, MARRON)
    s.player(1).vanguard(MARRON).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=RANDOLF, target=MARRON)
    assert h.decision == "guard"
    assert h.power(0, "VC") == 11000
    h.act("end_guard")
    assert h.decision == "attack"
    assert h.power(0, "VC") == 8000  # the battle is over


def test_randolf_1_no_bonus_with_equal_hands() -> None:
    """Randolf [1]: equal hands -> the condition is false, no bonus."""
    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_FL", RANDOLF).hand(MARRON, MARRON)
    s.player(1).vanguard(MARRON).hand(GOVANNON, MARRON)
    h = s.start(phase="battle")
    h.act("attack", card=RANDOLF, target=MARRON)
    assert h.power(0, "RC_FL") == 8000
    assert "condition_not_met" in _reasons(h)


# ============================================================== Lake Maiden, Lien


def test_lien_1_rest_and_discard_draw_one() -> None:
    """Lien [1] (ACT, VC/RC): rest it & discard a card, draw 1 (R15.6.2, R17.1)."""
    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_BL", LIEN).hand(BAHR).deck(BLASTER, MARRON, MARRON)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    h.act("activate", card=LIEN)
    assert h.is_rested(0, "RC_BL")
    assert h.drop(0) == [BAHR]
    assert h.hand(0) == [BLASTER]
    assert not h.can("activate", card=LIEN)  # rested now


def test_lien_1_works_on_the_vanguard_circle() -> None:
    """Lien [1] is tagged (VC/RC): a vanguard Lien may use it too."""
    s = Scenario()
    s.player(0).vanguard(LIEN).hand(BAHR).deck(BLASTER, MARRON, MARRON)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    h.act("activate", card=LIEN)
    assert h.is_rested(0, "VC")
    assert h.hand(0) == [BLASTER]


def test_lien_1_not_offered_with_empty_hand_or_rested() -> None:
    """Lien [1]: both parts of the cost must be payable (R15.6.1, R15.6.3)."""
    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_BL", LIEN)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    assert not h.can("activate", card=LIEN)

    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_BL", LIEN, rested=True).hand(BAHR)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    assert not h.can("activate", card=LIEN)


# ============================================================== Wingal


def test_wingal_1_boosting_blaster_blade_gives_plus_4000() -> None:
    """Wingal [1] (AUTO, RC, boosts a card named Blaster Blade, AMB-2): the boosted unit gets
    +4000 for the battle (EOB)."""
    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_FL", BLASTER).rear("RC_BL", WINGAL)
    s.player(1).vanguard(MARRON).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=BLASTER, target=MARRON)
    h.act("boost")
    assert h.decision == "guard"
    assert h.power(0, "RC_FL") == 9000 + 6000 + 4000
    h.act("end_guard")
    assert h.power(0, "RC_FL") == 9000


def test_wingal_1_not_when_boosting_another_name() -> None:
    """Wingal [1]: the boosted unit's name is part of the event: boosting Marron gives only
    the boost."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON).rear("RC_BL", WINGAL)
    s.player(1).vanguard(MARRON).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=MARRON, target=MARRON)
    h.act("boost")
    assert h.power(0, "RC_FL") == 8000 + 6000
    assert _triggered(h) == []


# ============================================================== Yggdrasil Maiden, Elaine


def test_elaine_1_is_a_heal_limit_line() -> None:
    """Elaine [1]: the heal-limit reminder is deck-construction data (R5.4, AMB-20)."""
    card = Scenario().card(ELAINE)
    assert [a.kind for a in card.abilities] == ["keyword"]
    assert card.abilities[0].keyword == "heal_limit"


def test_elaine_1_reminder_does_nothing_in_game() -> None:
    """Elaine [1] is not a game ability: placing Elaine triggers and offers nothing."""
    s = Scenario()
    s.player(0).vanguard(MARRON).hand(ELAINE)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    h.act("call", card=ELAINE, circle="RC_BL")
    assert _triggered(h) == []
    assert not h.can("activate", card=ELAINE)


# ============================================================== Brigitte and Tristan


def _drive_battle(vanguard: str, deck: tuple[str, ...], guard: str) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).deck(*deck, MARRON, MARRON, MARRON)
    s.player(1).vanguard(MARRON).hand(guard)
    h = s.start(phase="battle")
    h.act("attack", card=vanguard, target=MARRON)
    h.act("guard", card=guard)  # hand now empty: the guard step ends (forced)
    return h


def test_brigitte_1_each_grade_3_royal_paladin_drive_check_gives_plus_5000() -> None:
    """Brigitte [1] (AUTO, VC, drive check reveals a grade 3 Royal Paladin, AMB-25): +5000
    for the battle (EOB) per such card: two checks -> 20000 >= 8000 + 10000 shield, a hit."""
    h = _drive_battle(BRIGITTE, (GANCELOT, ALFRED), BARCGAL)
    powers = [e["amount"] for e in h.events("power_changed")]
    assert powers == [5000, 5000]
    assert h.damage_count(1) == 1
    assert h.power(0, "VC") == 10000  # the battle is over


def test_brigitte_1_not_for_other_grades_or_clans() -> None:
    """Brigitte [1]: a grade 3 Kagero and a grade 2 Royal Paladin do not trigger it: 10000 <
    18000, no hit."""
    h = _drive_battle(BRIGITTE, (VORTEX, BLASTER), BARCGAL)
    assert _triggered(h) == []
    assert h.damage_count(1) == 0


def test_tristan_1_grade_3_royal_paladin_drive_check_gives_plus_5000() -> None:
    """Tristan [1] (AUTO, VC, drive check reveals a grade 3 Royal Paladin, AMB-25): +5000 for
    the battle: 13000 >= 8000 + 5000 shield, a hit."""
    h = _drive_battle(TRISTAN, (ALFRED,), GOVANNON)
    assert [e["amount"] for e in h.events("power_changed")] == [5000]
    assert h.damage_count(1) == 1


def test_tristan_1_not_for_a_grade_2_royal_paladin() -> None:
    """Tristan [1]: grade 3 is exact (AMB-25): revealing Blaster Blade gives nothing."""
    h = _drive_battle(TRISTAN, (BLASTER,), GOVANNON)
    assert _triggered(h) == []
    assert h.damage_count(1) == 0


def test_tristan_1_only_as_the_vanguard() -> None:
    """Tristan [1] is tagged (VC): a rear-guard Tristan makes no drive check (R12.4.7) and
    gets nothing."""
    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_FL", TRISTAN).deck(ALFRED, MARRON, MARRON)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="battle")
    h.act("attack", card=TRISTAN, target=MARRON)  # no guard possible: forced through
    assert _triggered(h) == []
    assert h.deck(0)[0] == ALFRED


# ============================================================== Knight of Conviction, Bors


def test_bors_1_counter_blast_1_plus_3000_for_the_battle() -> None:
    """Bors [1] (AUTO, VC/RC, attacks, AMB-2): pay CB1 for +3000 for the battle (EOB)."""
    s = Scenario()
    s.player(0).vanguard(BORS).rear("RC_FR", GALLATIN).damage(MARRON)
    s.player(1).vanguard(MARRON).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=BORS, target=MARRON)
    h.act("yes")
    assert h.decision == "guard"
    assert h.power(0, "VC") == 13000
    assert h.damage(0) == [(MARRON, False)]
    h.act("end_guard")
    assert h.power(0, "VC") == 10000


def test_bors_1_declined_or_unpayable() -> None:
    """Bors [1]: optional — declining pays nothing; with no face-up damage it is not asked."""
    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_FL", BORS).damage(MARRON)
    s.player(1).vanguard(MARRON).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=BORS, target=MARRON)
    h.act("no")
    assert h.power(0, "RC_FL") == 10000
    assert h.damage(0) == [(MARRON, True)]

    s = Scenario()
    s.player(0).vanguard(BORS).damage(MARRON, face_down=True)
    s.player(1).vanguard(MARRON).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=BORS, target=MARRON)
    assert h.decision == "guard"
    assert h.power(0, "VC") == 10000


# ============================================================== Starlight Unicorn


def test_unicorn_1_placed_on_rc_gives_another_royal_paladin_plus_2000() -> None:
    """Starlight Unicorn [1] (AUTO, placed on RC, AMB-1, AMB-24): choose another of your
    Royal Paladin units (vanguard or rear-guard): +2000 for the turn (EOT)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FR", MARRON).rear("RC_BR", BAHR).hand(UNICORN)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    h.act("call", card=UNICORN, circle="RC_FL")
    offered = {h.game.cards[a.card].name for a in h.options("choose")}
    assert offered == {GALLATIN, MARRON}
    h.act("choose", card=MARRON)
    assert h.power(0, "RC_FR") == 10000
    assert h.power(0, "RC_FL") == 6000
    h.skip_to("attack")
    assert h.power(0, "RC_FR") == 10000  # until end of turn


def test_unicorn_1_no_other_royal_paladin_nothing_happens() -> None:
    """Starlight Unicorn [1]: 'another' excludes itself; with only a Kagero vanguard there
    is no legal choice and nothing changes (R2.2)."""
    s = Scenario()
    s.player(0).vanguard(BAHR).hand(UNICORN)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="main")
    h.act("call", card=UNICORN, circle="RC_FL")
    assert h.decision == "main"
    assert h.power(0, "RC_FL") == 6000
    assert h.power(0, "VC") == 8000
    assert not h.events("power_changed")


# ============================================================== Knight of Rose, Morgana


def test_morgana_1_discard_for_plus_4000_until_end_of_turn() -> None:
    """Morgana [1] (AUTO, VC/RC, attacks): discard a card for +4000 for the whole *turn*
    (AMB-23): the bonus outlives the battle."""
    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_FL", MORGANA).hand(BAHR)
    s.player(1).vanguard(MARRON).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=MORGANA, target=MARRON)
    h.act("yes")
    assert h.drop(0) == [BAHR]
    assert h.power(0, "RC_FL") == 10000
    h.act("end_guard")
    assert h.decision == "attack"
    assert h.power(0, "RC_FL") == 10000


def test_morgana_1_not_asked_with_an_empty_hand() -> None:
    """Morgana [1]: the discard cost cannot be paid with no hand (R15.6.1)."""
    s = Scenario()
    s.player(0).vanguard(MORGANA)
    s.player(1).vanguard(MARRON).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=MORGANA, target=MARRON)
    assert h.decision == "guard"
    assert h.power(0, "VC") == 6000
    assert "cost_unpayable" in _reasons(h)
