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


# ============================================================== wave 1 (BT02, BT03)

SOUL_SAVER = "Soul Saver Dragon"
PEGASUS = "Young Pegasus Knight"
CHARGER = "Gigantech Charger"
BARRON = "Great Sage, Barron"
AKANE = "High Dog Breeder, Akane"
PONGAL = "Pongal"
GORDON = "Knight of Truth, Gordon"
ELF = "Soul Guiding Elf"
MARGAL = "Margal"
EXPLOSIVE = "Swordsman of the Explosive Flames, Palamedes"
GODLY = "Knight of Godly Speed, Galahad"
TOYPUGAL = "Toypugal"
DRANGAL = "Drangal"
TRIBULATIONS = "Knight of Tribulations, Galahad"
DOZER = "Gigantech Dozer"
BLAZE = "Swordsman of the Blaze, Palamedes"
QUESTS = "Knight of Quests, Galahad"
BORGAL = "Borgal"


def _play_all(h: Harness) -> None:
    """Play every standby ability in the order offered (R16.5.1: the order is free)."""
    while h.decision == "play_ability":
        h.act("play_ability", choice=h.options("play_ability")[0].choice)


def _main(s: Scenario) -> Harness:
    h = s.start(phase="main", turn=3)
    assert h.decision == "main" and h.deciding == 0
    return h


# ============================================================== Soul Saver Dragon


def test_soul_saver_dragon_1_attacking_a_vanguard_gets_3000_for_the_battle() -> None:
    """Soul Saver Dragon [1] (AUTO, VC, AMB-2, R12.3.5): it attacks a vanguard, +3000 until
    the end of that battle."""
    s = Scenario()
    s.player(0).vanguard(SOUL_SAVER)
    s.player(1).vanguard(MARRON).rear("RC_FR", GALLATIN).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=SOUL_SAVER, target=MARRON)
    assert h.power(0, "VC") == 10000 + 3000
    h.act("end_guard")
    h.run_until("start")
    assert h.power(0, "VC") == 10000


def test_soul_saver_dragon_1_attacking_a_rear_guard_gets_nothing() -> None:
    """Soul Saver Dragon [1]: only an attack on a vanguard triggers it (R12.3.5)."""
    s = Scenario()
    s.player(0).vanguard(SOUL_SAVER)
    s.player(1).vanguard(MARRON).rear("RC_FR", GALLATIN).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=SOUL_SAVER, target=GALLATIN)
    assert h.power(0, "VC") == 10000
    assert "soul-saver-dragon" not in _triggered(h)


def _soul_saver_ridden(soul: int) -> Harness:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).hand(SOUL_SAVER).soul(*[FLOGAL] * soul).rear(
        "RC_FL", MARRON
    ).rear("RC_FR", GALLATIN).rear("RC_BL", WINGAL).rear("RC_BC", MARRON).rear("RC_BR", BAHR)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="ride")
    h.act("ride", card=SOUL_SAVER)
    return h


def test_soul_saver_dragon_2_soul_blast_5_gives_up_to_three_rear_guards_5000() -> None:
    """Soul Saver Dragon [2] (AUTO, placed on VC, AMB-1): pay SB5, choose up to three of
    your Royal Paladin rear-guards (a Kagero one is not offered), +5000 until end of turn."""
    h = _soul_saver_ridden(soul=5)
    h.act("yes")
    flogals = [i for i in h.game.players[0].soul if h.game.cards[i].name == FLOGAL]
    h.act("select", cards=flogals)
    assert h.soul(0) == [GALLATIN] and h.drop(0) == [FLOGAL] * 5
    offered = {h.game.cards[a.card].name for a in h.options("choose")}
    assert offered == {MARRON, GALLATIN, WINGAL}
    h.act("choose", card=h.iid(0, "RC_FL"))
    h.act("choose", card=h.iid(0, "RC_FR"))
    h.act("choose", card=h.iid(0, "RC_BL"))
    assert h.power(0, "RC_FL") == 8000 + 5000
    assert h.power(0, "RC_FR") == 10000 + 5000
    assert h.power(0, "RC_BL") == 6000 + 5000
    assert h.power(0, "RC_BC") == 8000 and h.power(0, "RC_BR") == 8000


def test_soul_saver_dragon_2_with_four_soul_cards_is_not_asked() -> None:
    """Soul Saver Dragon [2]: SB5 cannot be paid with the old vanguard and three more in the
    soul (R15.6.1): nothing is asked and nobody gets power."""
    h = _soul_saver_ridden(soul=3)
    assert h.decision == "main"
    assert "cost_unpayable" in _reasons(h)
    assert h.power(0, "RC_FL") == 8000


def test_soul_saver_dragon_2_choosing_none_is_allowed() -> None:
    """Soul Saver Dragon [2]: "up to three" (R2.6.2): after paying, no unit need be picked."""
    h = _soul_saver_ridden(soul=5)
    h.act("yes")
    h.act("select", cards=[i for i in h.game.players[0].soul if h.game.cards[i].name == FLOGAL])
    h.act("choose_none")
    assert h.decision == "main"
    assert h.power(0, "RC_FL") == 8000


# ============================================================== Young Pegasus Knight / Barron


def test_young_pegasus_knight_1_margal_into_the_soul_gives_3000() -> None:
    """Young Pegasus Knight [1] (AUTO, RC, AMB-3): during your main phase a card (Margal,
    as its cost) goes into your soul with a Royal Paladin vanguard: +3000 until end of turn."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", PEGASUS).rear("RC_BL", MARGAL)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    h.act("activate", card=MARGAL)
    h.skip_to("choose")
    h.act("choose_none")
    assert h.power(0, "RC_FL") == 6000 + 3000


def test_young_pegasus_knight_1_needs_a_royal_paladin_vanguard() -> None:
    """Young Pegasus Knight [1] (AMB-3): with a Kagero vanguard it triggers and does
    nothing."""
    s = Scenario()
    s.player(0).vanguard(NEHALEM).rear("RC_FL", PEGASUS).rear("RC_BL", MARGAL)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    h.act("activate", card=MARGAL)
    h.skip_to("choose")
    h.act("choose_none")
    assert "condition_not_met" in _reasons(h)
    assert h.power(0, "RC_FL") == 6000


def test_young_pegasus_knight_1_once_per_card_put_into_the_soul_r31_40() -> None:
    """Young Pegasus Knight [1] (R31.24, R16.3.1): Llew's cost puts three rear-guards into
    the soul and its superior ride puts the old vanguard there: four cards, four
    triggers, +12000."""
    s = _llew_board(MARRON)
    s.player(0).rear("RC_FR", PEGASUS)
    h = s.start(phase="main")
    h.act("activate", card=LLEW)
    h.act("choose", card=BLASTER)
    _play_all(h)
    assert h.decision == "main"
    assert _triggered(h).count("young-pegasus-knight") == 4
    assert h.power(0, "RC_FR") == 6000 + 4 * 3000


def test_young_pegasus_knight_1_not_in_the_ride_phase_r31_40() -> None:
    """Young Pegasus Knight [1] (R31.24): the old vanguard goes into the soul on a normal
    ride, but in the ride phase, not the main phase: no trigger."""
    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_FL", PEGASUS).hand(GALLATIN)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="ride")
    h.act("ride", card=GALLATIN)
    assert h.decision == "main"
    assert "young-pegasus-knight" not in _triggered(h)
    assert h.power(0, "RC_FL") == 6000


def test_great_sage_barron_1_pongal_into_the_soul_gives_3000() -> None:
    """Great Sage, Barron [1] (AUTO, RC, AMB-3, R31.24): Pongal goes into the soul as its
    cost during the main phase, with a Royal Paladin vanguard: +3000 until end of turn."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", BARRON).rear("RC_BL", PONGAL).damage(MARRON)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    h.act("activate", card=PONGAL)
    h.act("choose_none")  # no Soul Saver Dragon in the deck
    assert h.decision == "main"
    assert h.power(0, "RC_FL") == 8000 + 3000
    h.run_until("stand", turn=4)
    assert h.power(0, "RC_FL") == 8000


def test_great_sage_barron_1_needs_a_royal_paladin_vanguard() -> None:
    """Great Sage, Barron [1] (AMB-3): with a Kagero vanguard nothing happens."""
    s = Scenario()
    s.player(0).vanguard(NEHALEM).rear("RC_FL", BARRON).rear("RC_BL", MARGAL)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    h.act("activate", card=MARGAL)
    h.skip_to("choose")
    h.act("choose_none")
    assert h.power(0, "RC_FL") == 8000


def test_great_sage_barron_1_not_from_the_vanguard_circle() -> None:
    """Great Sage, Barron [1] works on (RC) only (R16.1.4): a Barron vanguard gets nothing."""
    s = Scenario()
    s.player(0).vanguard(BARRON).rear("RC_BL", MARGAL)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    h.act("activate", card=MARGAL)
    h.skip_to("choose")
    h.act("choose_none")
    assert "great-sage-barron" not in _triggered(h)
    assert h.power(0, "VC") == 8000


# ============================================================== Gigantech Charger


def _charger_called(*deck: str) -> Harness:
    s = Scenario(seed=0)
    s.player(0).vanguard(BORS).rear("RC_FR", MARRON).hand(CHARGER).deck(*deck)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    h.act("call", card=CHARGER, circle="RC_FL")
    return h


def test_gigantech_charger_1_a_royal_paladin_on_top_is_called_r31_17() -> None:
    """Gigantech Charger [1] (AUTO, placed on VC or RC, AMB-1; W1-10, R31.17): the top card is
    revealed; a Royal Paladin is called (mandatory, an occupied circle may be chosen,
    R16.6.2), and the deck is not shuffled."""
    h = _charger_called(GALLATIN, *[BAHR] * 5)
    assert [e["card"] for e in h.events("revealed")] == ["knight-of-silence-gallatin"]
    assert h.decision == "call_circle"
    h.act("choose_circle", card=GALLATIN, circle="RC_FR")
    assert h.unit(0, "RC_FR").name == GALLATIN and h.drop(0) == [MARRON]
    assert not h.events("shuffled") and h.deck(0) == [BAHR] * 5


def test_gigantech_charger_1_another_clan_on_top_stays_and_the_deck_is_shuffled() -> None:
    """Gigantech Charger [1] (R31.17): a Kagero card on top is not called; it stays in the
    deck, which is shuffled."""
    h = _charger_called(BAHR, *[MARRON] * 5)
    assert h.decision == "main" and h.events("shuffled")
    assert sorted(h.deck(0)) == sorted([BAHR, *[MARRON] * 5])
    assert h.unit(0, "RC_FR").name == MARRON


def test_gigantech_charger_1_also_when_ridden() -> None:
    """Gigantech Charger [1] (R4.6.2): placed on (VC) by a ride, it reveals too."""
    s = Scenario(seed=0)
    s.player(0).vanguard(GALLATIN).hand(CHARGER).deck(MARRON, *[BAHR] * 5)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=CHARGER)
    h.act("choose_circle", card=MARRON, circle="RC_FL")
    assert h.unit(0, "RC_FL").name == MARRON


# ============================================================== High Dog Breeder, Akane


def test_akane_1_cb2_calls_a_royal_paladin_high_beast_from_the_deck() -> None:
    """High Dog Breeder, Akane [1] (AUTO, placed on VC or RC, AMB-1): pay CB2, search the deck
    for a Royal Paladin that is a High Beast (Wingal, Flogal; not Marron, a Giant), call it,
    shuffle."""
    s = Scenario(seed=0)
    s.player(0).vanguard(GALLATIN).hand(AKANE).damage(MARRON, MARRON).deck(
        MARRON, WINGAL, FLOGAL, GALLATIN
    )
    s.player(1).vanguard(MARRON)
    h = _main(s)
    h.act("call", card=AKANE, circle="RC_FL")
    h.act("yes")
    offered = {h.game.cards[a.card].name for a in h.options("choose")}
    assert offered == {WINGAL, FLOGAL}
    h.act("choose", card=WINGAL)
    h.act("choose_circle", card=WINGAL, circle="RC_BL")
    assert h.unit(0, "RC_BL").name == WINGAL
    assert h.events("shuffled") and h.damage(0) == [(MARRON, False)] * 2


def test_akane_1_declined_or_unpayable_does_nothing() -> None:
    """High Dog Breeder, Akane [1]: optional — declining pays nothing and searches nothing;
    with one face-up damage CB2 cannot be paid and is not asked (R15.6.1)."""
    s = Scenario(seed=0)
    s.player(0).vanguard(GALLATIN).hand(AKANE).damage(MARRON, MARRON).deck(WINGAL, MARRON)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    h.act("call", card=AKANE, circle="RC_FL")
    h.act("no")
    assert h.decision == "main" and not h.events("searched_deck")
    assert h.damage(0) == [(MARRON, True)] * 2

    s = Scenario(seed=0)
    s.player(0).vanguard(GALLATIN).hand(AKANE).damage(MARRON).deck(WINGAL, MARRON)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    h.act("call", card=AKANE, circle="RC_FL")
    assert h.decision == "main" and "cost_unpayable" in _reasons(h)


# ============================================================== Pongal


def test_pongal_1_cb1_and_itself_to_the_soul_finds_soul_saver_dragon() -> None:
    """Pongal [1] (ACT, RC): CB1 & Pongal into the soul; with a Royal Paladin vanguard,
    search the deck for Soul Saver Dragon, reveal it, put it into the hand, shuffle."""
    s = Scenario(seed=0)
    s.player(0).vanguard(GALLATIN).rear("RC_BL", PONGAL).damage(MARRON).deck(
        MARRON, SOUL_SAVER, MARRON
    )
    s.player(1).vanguard(MARRON)
    h = _main(s)
    h.act("activate", card=PONGAL)
    assert h.soul(0) == [PONGAL] and h.unit(0, "RC_BL") is None
    h.act("choose", card=SOUL_SAVER)
    assert h.hand(0) == [SOUL_SAVER]
    assert [e["card"] for e in h.events("revealed")] == ["soul-saver-dragon"]
    assert h.events("shuffled")


def test_pongal_1_without_a_royal_paladin_vanguard_pays_and_nothing_else() -> None:
    """Pongal [1] (AMB-9, R16.2.4): offered with a Kagero vanguard; the cost is paid, then the
    'if' fails: no search, no shuffle. Without a face-up damage it is not offered."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_BL", PONGAL).damage(MARRON).deck(SOUL_SAVER, MARRON)
    s.player(0).hand(BAHR)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    h.act("activate", card=PONGAL)
    assert h.decision == "main" and h.soul(0) == [PONGAL]
    assert not h.events("searched_deck") and not h.events("shuffled") and h.hand(0) == [BAHR]

    s = Scenario(seed=0)
    s.player(0).vanguard(GALLATIN).rear("RC_BL", PONGAL).damage(MARRON, face_down=True)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    assert not h.can("activate", card=PONGAL)


# ============================================================== Knight of Truth, Gordon


def _gordon_intercepts(vanguard: str) -> Harness:
    """Gallatin boosted by Marron attacks with 18000; the defender's vanguard has 8000 or
    10000."""
    s = Scenario(seed=0)
    s.player(0).vanguard(GALLATIN).rear("RC_BC", MARRON)
    s.player(1).vanguard(vanguard).rear("RC_FL", GORDON).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=h.iid(1, "VC"))
    h.act("boost")
    h.act("intercept", card=GORDON)
    return h


def test_gordon_1_intercepting_with_a_royal_paladin_vanguard_gets_5000_shield() -> None:
    """Knight of Truth, Gordon [1] (AUTO, intercepts, AMB-1, R12.4.4, R31.4): with a Royal
    Paladin vanguard, +5000 shield until the end of that battle: 10000 + 10000 stops 18000."""
    h = _gordon_intercepts(GALLATIN)
    assert h.game.shield(h.game.players[1].guardians[0]) == 10000
    h.act("end_guard")
    h.skip_to("attack", player=0)
    assert h.damage_count(1) == 0


def test_gordon_1_no_shield_without_a_royal_paladin_vanguard() -> None:
    """Knight of Truth, Gordon [1] (AMB-3): with a Kagero vanguard the bonus is not given."""
    h = _gordon_intercepts(NEHALEM)
    assert "condition_not_met" in _reasons(h)
    assert h.game.shield(h.game.players[1].guardians[0]) == 5000
    h.act("end_guard")
    h.skip_to("attack", player=0)
    assert h.damage_count(1) == 1


# ============================================================== Soul Guiding Elf


def test_soul_guiding_elf_1_cb1_gives_1000_until_end_of_turn() -> None:
    """Soul Guiding Elf [1] (ACT, VC/RC): CB1, +1000 until end of turn, from either circle."""
    s = Scenario()
    s.player(0).vanguard(ELF).rear("RC_FL", ELF).damage(MARRON, MARRON)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    h.act("activate", card=h.iid(0, "VC"))
    h.act("activate", card=h.iid(0, "RC_FL"))
    assert h.power(0, "VC") == 7000 + 1000 and h.power(0, "RC_FL") == 7000 + 1000
    assert h.damage(0) == [(MARRON, False)] * 2


def test_soul_guiding_elf_1_not_offered_without_a_face_up_damage() -> None:
    """Soul Guiding Elf [1]: CB1 cannot be paid with only face-down damage (R15.6.1)."""
    s = Scenario()
    s.player(0).vanguard(ELF).damage(MARRON, face_down=True).hand(MARRON)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    assert not h.can("activate", card=ELF)


# ============================================================== Margal


def test_margal_1_into_the_soul_gives_a_royal_paladin_3000() -> None:
    """Margal [1] (ACT, RC; AMB-24): Margal goes into the soul, then up to one of your Royal
    Paladin units (vanguard or rear-guard; a Kagero unit is not offered) gets +3000."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON).rear("RC_FR", BAHR).rear("RC_BL", MARGAL)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    h.act("activate", card=MARGAL)
    assert h.soul(0) == [MARGAL]
    offered = {h.game.cards[a.card].name for a in h.options("choose")}
    assert offered == {GALLATIN, MARRON}
    h.act("choose", card=GALLATIN)
    assert h.power(0, "VC") == 10000 + 3000 and h.power(0, "RC_FL") == 8000


def test_margal_1_works_only_from_a_rear_guard_circle() -> None:
    """Margal [1] (ACT, RC only, R16.1.4): as the vanguard it cannot be activated (and its
    cost, putting this unit into the soul, needs an (RC))."""
    s = Scenario()
    s.player(0).vanguard(MARGAL).rear("RC_FL", MARRON)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    assert not h.can("activate", card=MARGAL)


# ============================================================== the two Palamedes, Toypugal


def test_explosive_flames_palamedes_1_two_grade_3_royal_paladins_give_3000() -> None:
    """Swordsman of the Explosive Flames, Palamedes [1] (AUTO, VC/RC, attacks, AMB-2, AMB-3;
    R31.25): itself on (VC) and Bors on (RC) are two grade 3 Royal Paladin units: +3000 until
    the end of that battle."""
    s = Scenario()
    s.player(0).vanguard(EXPLOSIVE).rear("RC_FL", BORS)
    s.player(1).vanguard(MARRON).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=EXPLOSIVE, target=MARRON)
    assert h.power(0, "VC") == 10000 + 3000
    h.act("end_guard")
    h.run_until("start")
    assert h.power(0, "VC") == 10000


def test_explosive_flames_palamedes_1_alone_or_with_a_grade_3_of_another_clan() -> None:
    """Swordsman of the Explosive Flames, Palamedes [1] (R31.25): itself is the only grade 3
    Royal Paladin (Vortex Dragon is Kagero): no bonus."""
    s = Scenario()
    s.player(0).vanguard(EXPLOSIVE).rear("RC_FL", VORTEX)
    s.player(1).vanguard(MARRON).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=EXPLOSIVE, target=MARRON)
    assert "condition_not_met" in _reasons(h)
    assert h.power(0, "VC") == 10000


def test_blaze_palamedes_1_rear_guard_with_two_grade_3_royal_paladins_gets_3000() -> None:
    """Swordsman of the Blaze, Palamedes [1] (AUTO, VC/RC, attacks; R31.25): on (RC), with
    Bors on (VC) and Soul Saver Dragon on (RC), +3000 until the end of that battle."""
    s = Scenario()
    s.player(0).vanguard(BORS).rear("RC_FL", BLAZE).rear("RC_FR", SOUL_SAVER)
    s.player(1).vanguard(MARRON).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=BLAZE, target=MARRON)
    assert h.power(0, "RC_FL") == 8000 + 3000


def test_blaze_palamedes_1_one_grade_3_is_not_enough() -> None:
    """Swordsman of the Blaze, Palamedes [1] (R31.25): the grade 2 itself does not count;
    Bors alone is one grade 3 Royal Paladin: no bonus."""
    s = Scenario()
    s.player(0).vanguard(BORS).rear("RC_FL", BLAZE)
    s.player(1).vanguard(MARRON).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=BLAZE, target=MARRON)
    assert h.power(0, "RC_FL") == 8000


def test_toypugal_1_boosting_with_two_grade_3_royal_paladins_gets_3000() -> None:
    """Toypugal [1] (AUTO, VC/RC, boosts, AMB-2, AMB-3; R31.25): Bors and Soul Saver Dragon
    are grade 3 Royal Paladin units: the boosting Toypugal gets +3000 for that battle, so the
    attack has 10000 + 6000 + 3000."""
    s = Scenario()
    s.player(0).vanguard(BORS).rear("RC_FL", SOUL_SAVER).rear("RC_BL", TOYPUGAL)
    s.player(1).vanguard(MARRON).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=SOUL_SAVER, target=MARRON)
    h.act("boost")
    assert h.power(0, "RC_BL") == 6000 + 3000
    assert h.power(0, "RC_FL") == 10000 + 9000


def test_toypugal_1_one_grade_3_is_not_enough() -> None:
    """Toypugal [1] (R31.25): only Bors is a grade 3 Royal Paladin: no bonus."""
    s = Scenario()
    s.player(0).vanguard(BORS).rear("RC_FL", GALLATIN).rear("RC_BL", TOYPUGAL)
    s.player(1).vanguard(MARRON).hand(GOVANNON)
    h = s.start(phase="battle")
    h.act("attack", card=GALLATIN, target=MARRON)
    h.act("boost")
    assert h.power(0, "RC_BL") == 6000
    assert h.power(0, "RC_FL") == 10000 + 6000


# ============================================================== Knight of Godly Speed, Galahad


def test_godly_speed_galahad_1_minus_2000_unless_the_three_are_in_the_soul() -> None:
    """Knight of Godly Speed, Galahad [1] (CONT, VC/RC): Tribulations and Quests in the soul
    but no Drangal: 11000 - 2000, on (VC) and on (RC) alike (R18.4)."""
    s = Scenario()
    s.player(0).vanguard(GODLY).rear("RC_FL", GODLY).soul(TRIBULATIONS, QUESTS, MARRON)
    s.player(1).vanguard(MARRON)
    s.player(0).hand(MARRON)
    h = _main(s)
    assert h.power(0, "VC") == 11000 - 2000
    assert h.power(0, "RC_FL") == 11000 - 2000


def test_godly_speed_galahad_1_keeps_its_power_with_the_three_in_the_soul() -> None:
    """Knight of Godly Speed, Galahad [1]: with Tribulations, Quests and Drangal in the soul
    the -2000 does not apply, in either player's turn."""
    s = Scenario()
    s.player(0).vanguard(GODLY).soul(DRANGAL, QUESTS, TRIBULATIONS).hand(MARRON)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    assert h.power(0, "VC") == 11000
    h.run_until("stand", turn=4)
    assert h.power(0, "VC") == 11000


def _godly_speed_board(royal_soul: int) -> Harness:
    s = Scenario()
    soul = [DRANGAL, QUESTS, TRIBULATIONS, *[MARRON] * (royal_soul - 3), BAHR]
    s.player(0).vanguard(GODLY).soul(*soul).damage(MARRON, MARRON).hand(MARRON)
    s.player(1).vanguard(MARRON)
    return _main(s)


def test_godly_speed_galahad_2_cb2_with_six_royal_paladins_in_the_soul() -> None:
    """Knight of Godly Speed, Galahad [2] (ACT, VC): CB2; with six Royal Paladin cards in
    the soul, +3000 power and +1 critical until end of turn."""
    h = _godly_speed_board(royal_soul=6)
    h.act("activate", card=GODLY)
    assert h.power(0, "VC") == 11000 + 3000 and h.critical(0, "VC") == 2
    assert h.damage(0) == [(MARRON, False)] * 2


def test_godly_speed_galahad_2_five_royal_paladins_pay_for_nothing() -> None:
    """Knight of Godly Speed, Galahad [2] (AMB-9, R16.2.4): five Royal Paladin cards and a
    Kagero card in the soul: the ACT is offered, CB2 is paid, the 'if' fails."""
    h = _godly_speed_board(royal_soul=5)
    h.act("activate", card=GODLY)
    assert h.power(0, "VC") == 11000 and h.critical(0, "VC") == 1
    assert h.damage(0) == [(MARRON, False)] * 2


def test_godly_speed_galahad_2_only_on_the_vanguard_circle() -> None:
    """Knight of Godly Speed, Galahad [2] works on (VC) only (R16.1.4)."""
    s = Scenario()
    s.player(0).vanguard(BORS).rear("RC_FL", GODLY).soul(*[MARRON] * 6).damage(MARRON, MARRON)
    s.player(0).hand(MARRON)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    assert not h.can("activate", card=GODLY)


# ============================================================== Gigantech Dozer, Borgal


def test_gigantech_dozer_1_plus_3000_in_your_turn_with_six_royal_paladins_in_soul() -> None:
    """Gigantech Dozer [1] (CONT, VC/RC, R18.4): in your turn with six Royal Paladin cards in
    the soul, +3000; not in the opponent's turn."""
    s = Scenario()
    s.player(0).vanguard(DOZER).rear("RC_FL", DOZER).soul(*[MARRON] * 6).hand(MARRON)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    assert h.power(0, "VC") == 8000 + 3000 and h.power(0, "RC_FL") == 8000 + 3000
    h.run_until("stand", turn=4)
    assert h.power(0, "VC") == 8000 and h.power(0, "RC_FL") == 8000


def test_gigantech_dozer_1_five_royal_paladins_are_not_enough() -> None:
    """Gigantech Dozer [1]: five Royal Paladin cards and a Kagero card: no bonus."""
    s = Scenario()
    s.player(0).vanguard(DOZER).soul(*[MARRON] * 5, BAHR).hand(MARRON)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    assert h.power(0, "VC") == 8000


def test_borgal_1_plus_3000_in_your_turn_with_six_royal_paladins_in_soul() -> None:
    """Borgal [1] (CONT, VC/RC, R18.4): in your turn with six Royal Paladin cards in the soul,
    +3000; not in the opponent's turn."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BL", BORGAL).soul(*[FLOGAL] * 6).hand(MARRON)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    assert h.power(0, "RC_BL") == 6000 + 3000
    h.run_until("stand", turn=4)
    assert h.power(0, "RC_BL") == 6000


def test_borgal_1_five_royal_paladins_are_not_enough() -> None:
    """Borgal [1]: five Royal Paladin cards in the soul: no bonus."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BL", BORGAL).soul(*[FLOGAL] * 5).hand(MARRON)
    s.player(1).vanguard(MARRON)
    h = _main(s)
    assert h.power(0, "RC_BL") == 6000


# ============================================================== the ride chain (W1-4, R31.29)


def _put_back_in_order(h: Harness) -> None:
    """'In any order': the looked-at cards go under the deck one by one, as offered."""
    while h.decision == "bottom_order":
        h.act("choose", card=h.options("choose")[0].card)


def test_drangal_1_rides_knight_of_quests_and_the_normal_ride_is_gone_r31_60() -> None:
    """Drangal [1] (AUTO, VC, beginning of your ride phase; W1-4, R31.29): look at the top
    five, superior ride Knight of Quests, Galahad from among them (R17.3), the other four to
    the bottom in any order; having ridden, no normal ride this ride phase (R10.2)."""
    s = Scenario(seed=0)
    s.player(0).vanguard(DRANGAL).hand(MARRON).deck(MARRON, QUESTS, GALLATIN, BAHR, FLOGAL, NOA)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="ride", turn=3)
    assert h.decision == "choose"
    offered = {h.game.cards[a.card].name for a in h.options("choose")}
    assert offered == {QUESTS}
    h.act("choose", card=QUESTS)
    _put_back_in_order(h)
    assert h.unit(0, "VC").name == QUESTS and h.soul(0) == [DRANGAL]
    assert h.deck(0)[0] == NOA and sorted(h.deck(0)[1:]) == sorted([MARRON, GALLATIN, BAHR, FLOGAL])
    assert h.decision == "main"  # the ride decision had nothing left but skipping
    assert h.hand(0) == [MARRON]


def test_drangal_1_declining_keeps_the_normal_ride_r31_60() -> None:
    """Drangal [1] (W1-4, R31.29, R2.6.4): finding the named card is optional; declining
    still puts the five under the deck, and the normal ride stays available."""
    s = Scenario(seed=0)
    s.player(0).vanguard(DRANGAL).hand(MARRON).deck(QUESTS, GALLATIN, BAHR, FLOGAL, NOA, VORTEX)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="ride", turn=3)
    h.act("choose_none")
    _put_back_in_order(h)
    assert h.unit(0, "VC").name == DRANGAL
    assert h.deck(0)[0] == VORTEX
    assert h.decision == "ride"
    h.act("ride", card=MARRON)
    assert h.unit(0, "VC").name == MARRON


def test_drangal_1_with_no_named_card_among_the_five_r31_60() -> None:
    """Drangal [1] (R31.29): a Knight of Quests sixth from the top is not looked at; with
    fewer than five cards the whole deck is looked at (R2.2)."""
    s = Scenario(seed=0)
    s.player(0).vanguard(DRANGAL).hand(MARRON).deck(GALLATIN, BAHR, FLOGAL, NOA, VORTEX, QUESTS)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="ride", turn=3)
    assert h.decision == "bottom_order"  # nothing to pick: the choice is skipped
    _put_back_in_order(h)
    assert h.deck(0)[0] == QUESTS and h.decision == "ride"

    s = Scenario(seed=0)
    s.player(0).vanguard(DRANGAL).hand(MARRON).deck(GALLATIN, QUESTS)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="ride", turn=3)
    h.act("choose", card=QUESTS)
    assert h.unit(0, "VC").name == QUESTS


def test_drangal_1_works_on_the_first_turn_of_the_first_player_r31_60() -> None:
    """Drangal [1] (W1-4, R31.29): the chain works in every ride phase, turn 1 included."""
    s = Scenario(seed=0)
    s.player(0).vanguard(DRANGAL).hand(MARRON).deck(QUESTS, *[GALLATIN] * 5)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="ride", turn=1)
    h.act("choose", card=QUESTS)
    _put_back_in_order(h)
    assert h.unit(0, "VC").name == QUESTS and h.hand(0) == [MARRON]


def test_knight_of_quests_1_rides_knight_of_tribulations_r31_60() -> None:
    """Knight of Quests, Galahad [1] (AUTO, VC; W1-4, R31.29): the next step of the chain,
    Knight of Tribulations, Galahad from the top five; no normal ride then."""
    s = Scenario(seed=0)
    s.player(0).vanguard(QUESTS).hand(GALLATIN).deck(MARRON, MARRON, TRIBULATIONS, *[BAHR] * 3)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="ride", turn=3)
    h.act("choose", card=TRIBULATIONS)
    _put_back_in_order(h)
    assert h.unit(0, "VC").name == TRIBULATIONS and h.soul(0) == [QUESTS]
    assert h.decision == "main" and h.hand(0) == [GALLATIN]


def test_knight_of_quests_1_not_from_a_rear_guard_circle() -> None:
    """Knight of Quests, Galahad [1] works on (VC) only (R16.1.4): a rear-guard one looks at
    nothing, and the normal ride is made as usual."""
    s = Scenario(seed=0)
    s.player(0).vanguard(MARRON).rear("RC_FL", QUESTS).hand(GALLATIN).deck(TRIBULATIONS)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="ride", turn=3)
    assert h.decision == "ride" and not h.events("looked_at_top")
    assert "knight-of-quests-galahad" not in _triggered(h)


def test_knight_of_tribulations_2_rides_godly_speed_whose_ride_soul_charges_2() -> None:
    """Knight of Tribulations, Galahad [2] (AUTO, VC; W1-4, R31.29) rides Knight of Godly
    Speed, Galahad from the top five; that ride triggers [1] (a superior ride is a ride,
    R17.3): may Soul Charge 2."""
    s = Scenario(seed=0)
    s.player(0).vanguard(TRIBULATIONS).hand(GALLATIN).deck(
        GODLY, MARRON, MARRON, MARRON, MARRON, FLOGAL, NOA
    )
    s.player(1).vanguard(MARRON)
    h = s.start(phase="ride", turn=3)
    h.act("choose", card=GODLY)
    _put_back_in_order(h)
    h.act("yes")
    assert h.unit(0, "VC").name == GODLY
    assert sorted(h.soul(0)) == sorted([TRIBULATIONS, FLOGAL, NOA])
    assert h.decision == "main" and h.hand(0) == [GALLATIN]


def test_knight_of_tribulations_1_normal_ride_by_godly_speed_may_soul_charge_2() -> None:
    """Knight of Tribulations, Galahad [1] (AUTO, no zone tag, AMB-1): ridden by a card named
    Knight of Godly Speed, Galahad (normal ride from the hand), may Soul Charge 2; declining
    charges nothing."""
    for answer, soul in (("yes", 3), ("no", 1)):
        s = Scenario(seed=0)
        s.player(0).vanguard(TRIBULATIONS).hand(GODLY).deck(MARRON, *[BAHR] * 9)
        s.player(1).vanguard(MARRON)
        h = s.start(phase="ride", turn=3)
        _put_back_in_order(h)  # the named card is in the hand, not among the five
        h.act("ride", card=GODLY)
        h.act(answer)
        assert len(h.soul(0)) == soul


def test_knight_of_tribulations_1_another_grade_3_riding_gives_nothing() -> None:
    """Knight of Tribulations, Galahad [1]: only a card named Knight of Godly Speed, Galahad
    triggers it; Knight of Conviction, Bors riding over it does not."""
    s = Scenario(seed=0)
    s.player(0).vanguard(TRIBULATIONS).hand(BORS, MARRON).deck(*[BAHR] * 10)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="ride", turn=3)
    _put_back_in_order(h)
    h.act("ride", card=BORS)
    assert h.decision == "main" and h.soul(0) == [TRIBULATIONS]
    assert _triggered(h) == ["knight-of-tribulations-galahad"]  # [2] only, as the phase began
