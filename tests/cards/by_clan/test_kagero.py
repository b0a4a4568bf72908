"""Kagero abilities (src/vanguard/cards/data/abilities/kagero.yaml), one oracle line at a time.

Each test names the card and its line `[n]` (ABILITIES.md Part 1) and the rules / AMB ids it
relies on. Positions mix clans freely (the harness applies no deck rules); the opponent uses
vanilla Royal Paladin units, so only the Kagero abilities under test can act.
"""

from __future__ import annotations

from vanguard.cards import default_database
from vanguard.engine.constants import Circle
from vanguard.testing import Harness, Scenario

# Kagero
OVERLORD = "Dragonic Overlord"
VICTORY_ALEPH = "Embodiment of Victory, Aleph"
VORTEX = "Vortex Dragon"
KNIGHT_ALEPH = "Dragon Knight, Aleph"
BARRI = "Wyvern Guard, Barri"
CONROE = "Lizard Soldier, Conroe"
TEJAS = "Wyvern Strike, Tejas"
GOJO = "Dragon Monk, Gojo"
JARRAN = "Wyvern Strike, Jarran"
GENJO = "Dragon Monk, Genjo"
GOKU = "Dragon Monk, Goku"
YAKSHA = "Demonic Dragon Berserker, Yaksha"
BERSERK = "Berserk Dragon"
AERMO = "Flame of Hope, Aermo"
JOKA = "Demonic Dragon Madonna, Joka"
RAKSHASA = "Demonic Dragon Mage, Rakshasa"
NEHALEM = "Dragon Knight, Nehalem"  # vanilla G2 10000
BAHR = "Embodiment of Armor, Bahr"  # vanilla G1 8000
TAHR = "Embodiment of Spear, Tahr"  # vanilla G0 Critical trigger
UNDEUX = "Lizard Runner, Undeux"  # vanilla G0 6000
# Royal Paladin (opponent side / non-Kagero)
GALLATIN = "Knight of Silence, Gallatin"  # vanilla G2 10000
MARRON = "Little Sage, Marron"  # vanilla G1 8000 (the harness filler)
TRUMPETER = "Stardust Trumpeter"  # vanilla G0 6000
TOUGH_BOY = "Tough Boy"  # vanilla G1 8000 (Nova Grappler)
ALFRED = "King of Knights, Alfred"  # G3


def deck(*top: str) -> list[str]:
    return [*top, *[MARRON] * 12]


def main(s: Scenario) -> Harness:
    """Start at player 0's main phase. The position must give player 0 something to do
    (a hand card, a movable rear-guard...): a main phase with nothing to do ends at once."""
    h = s.start(phase="main", turn=3)
    assert h.decision == "main" and h.deciding == 0
    return h


def face_up(h: Harness, player: int) -> int:
    return sum(up for _, up in h.damage(player))


# ---------------------------------------------------------------- Dragonic Overlord


def test_overlord_1_cont_minus_2000_without_another_kagero_unit_amb5() -> None:
    """Dragonic Overlord [1] (R18.4, AMB-5): alone (or with only non-Kagero units) it has
    11000 - 2000."""
    s = Scenario(seed=0)
    s.player(0).vanguard(OVERLORD).rear("RC_FL", MARRON)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    assert h.power(0, "VC") == 9000


def test_overlord_1_cont_no_penalty_with_another_kagero_unit() -> None:
    """Dragonic Overlord [1]: another Kagero unit (vanguard or rear-guard) lifts the -2000;
    read continuously (R18.4): it comes back when that unit leaves."""
    s = Scenario(seed=0)
    s.player(0).vanguard(OVERLORD).rear("RC_FL", CONROE).damage(MARRON)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    assert h.power(0, "VC") == 11000
    h.act("activate", card=CONROE, choice=1)  # Conroe [2] retires itself as a cost
    h.act("choose_none")
    assert h.unit(0, "RC_FL") is None
    assert h.power(0, "VC") == 9000


def test_overlord_1_cont_on_rc_counts_the_kagero_vanguard_and_another_copy() -> None:
    """Dragonic Overlord [1] on (RC): the Kagero vanguard counts; a second copy counts too
    ("another" excludes only the card itself, AMB-5)."""
    s = Scenario(seed=0)
    s.player(0).vanguard(OVERLORD).rear("RC_FL", OVERLORD)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    assert h.power(0, "RC_FL") == 11000 and h.power(0, "VC") == 11000


def test_overlord_2_act_cb3_power_stand_on_rear_guard_hit_and_single_drive_amb6() -> None:
    """Dragonic Overlord [2] (R16.2, R18.8, AMB-6): CB3 -> +5000, one drive check only, and
    the granted AUTO stands it when its attack hits a rear-guard."""
    s = Scenario(seed=0)
    s.player(0).vanguard(OVERLORD).rear("RC_FL", BAHR).damage(MARRON, MARRON, MARRON)
    s.player(1).vanguard(GALLATIN).rear("RC_FR", MARRON)
    h = main(s)
    h.act("activate", card=OVERLORD, choice=1)
    assert face_up(h, 0) == 0
    assert h.power(0, "VC") == 16000
    h.skip_to("attack")
    h.act("attack", card=OVERLORD, target=MARRON)
    h.skip_to("attack")  # guard passed, drive, hit, stand
    drives = [e for e in h.events("check_revealed") if e["check"] == "drive"]
    assert len(drives) == 1  # lost Twin Drive!!
    assert h.unit(1, "RC_FR") is None and MARRON in h.drop(1)
    assert not h.is_rested(0, "VC")  # stood by the granted ability
    assert h.can("attack", card=OVERLORD, target=GALLATIN)


def test_overlord_2_granted_stand_ignores_a_hit_on_the_vanguard() -> None:
    """Dragonic Overlord [2] (R12.6.6): the granted ability needs a hit on a rear-guard; a
    hit on the vanguard leaves it rested."""
    s = Scenario(seed=0)
    s.player(0).vanguard(OVERLORD).rear("RC_FL", BAHR).damage(MARRON, MARRON, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    h.act("activate", card=OVERLORD, choice=1)
    h.skip_to("attack")
    h.act("attack", card=OVERLORD, target=GALLATIN)
    h.skip_to("attack")
    assert h.damage_count(1) == 1
    assert h.is_rested(0, "VC")


def test_overlord_2_act_not_offered_without_cb3_and_keeps_twin_drive() -> None:
    """Dragonic Overlord [2] (G1, R16.2.2): with 2 face-up damage CB3 is unpayable: not
    offered; the unit keeps Twin Drive!! (two drive checks)."""
    s = Scenario(seed=0)
    s.player(0).vanguard(OVERLORD).rear("RC_FL", BAHR)
    s.player(0).damage(MARRON, MARRON).damage(MARRON, face_down=True)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    assert not h.can("activate", card=OVERLORD, choice=1)
    h.skip_to("attack")
    h.act("attack", card=OVERLORD, target=GALLATIN)
    h.skip_to("attack")
    assert len([e for e in h.events("check_revealed") if e["check"] == "drive"]) == 2


# ---------------------------------------------------------------- Embodiment of Victory, Aleph


def test_victory_aleph_1_act_cb4_power_and_critical() -> None:
    """Embodiment of Victory, Aleph [1] (R16.2): CB4 -> +3000 and critical +1 until end of
    turn."""
    s = Scenario(seed=0)
    s.player(0).vanguard(VICTORY_ALEPH).damage(MARRON, MARRON, MARRON, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    h.act("activate", card=VICTORY_ALEPH, choice=0)
    assert face_up(h, 0) == 0
    assert h.power(0, "VC") == 13000 and h.critical(0, "VC") == 2


def test_victory_aleph_1_act_not_offered_with_three_face_up() -> None:
    """Embodiment of Victory, Aleph [1] (G1): three face-up damage cannot pay CB4."""
    s = Scenario(seed=0)
    s.player(0).vanguard(VICTORY_ALEPH).damage(MARRON, MARRON, MARRON).hand(UNDEUX)
    s.player(0).damage(MARRON, face_down=True)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    assert not h.can("activate", card=VICTORY_ALEPH, choice=0)


def test_victory_aleph_2_act_named_soul_cards_to_drop_turn_all_damage_up_amb21() -> None:
    """Embodiment of Victory, Aleph [2] (AMB-21): the three named soul cards go to the drop
    zone; every face-down damage card turns face up."""
    s = Scenario(seed=0)
    s.player(0).vanguard(VICTORY_ALEPH).soul(UNDEUX, KNIGHT_ALEPH, BAHR, TAHR)
    s.player(0).damage(MARRON, MARRON, MARRON, face_down=True).damage(MARRON)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    h.act("activate", card=VICTORY_ALEPH, choice=1)
    assert h.soul(0) == [UNDEUX]
    assert sorted(h.drop(0)) == sorted([KNIGHT_ALEPH, BAHR, TAHR])
    assert face_up(h, 0) == 4


def test_victory_aleph_2_act_needs_all_three_names_and_the_vc() -> None:
    """Embodiment of Victory, Aleph [2] (R15.6.1): without Tahr in the soul the cost cannot
    be paid (not offered); on (RC) the ability does not work."""
    s = Scenario(seed=0)
    s.player(0).vanguard(VICTORY_ALEPH).soul(KNIGHT_ALEPH, BAHR, UNDEUX).hand(UNDEUX)
    s.player(0).damage(MARRON, face_down=True)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    assert not h.can("activate", card=VICTORY_ALEPH, choice=1)

    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", VICTORY_ALEPH).soul(KNIGHT_ALEPH, BAHR, TAHR)
    s.player(0).damage(MARRON, face_down=True)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    assert not h.can("activate", card=VICTORY_ALEPH, choice=1)


# ---------------------------------------------------------------- Vortex Dragon


def test_vortex_1_auto_main_phase_start_soul_charge_and_power() -> None:
    """Vortex Dragon [1] (R11.1): at the start of your main phase, Soul Charge 1 and +2000
    until end of turn."""
    s = Scenario(seed=0)
    s.player(0).vanguard(VORTEX).deck(*deck(TAHR)).hand(UNDEUX)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    assert h.soul(0) == [TAHR]
    assert h.power(0, "VC") == 12000


def test_vortex_1_auto_does_not_work_on_rc() -> None:
    """Vortex Dragon [1] is tagged (VC) (R16.1.4): on (RC) nothing happens."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", VORTEX).deck(*deck(TAHR))
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    assert h.soul(0) == [] and h.deck(0)[0] == TAHR
    assert h.power(0, "RC_FL") == 10000


def test_vortex_2_act_sb8_cb5_retire_up_to_three() -> None:
    """Vortex Dragon [2] (R15.6.2, R2.6.2): SB8 & CB5, then choose up to three opponent
    rear-guards and retire them."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", VORTEX).soul(*[MARRON] * 8)
    s.player(0).damage(*[MARRON] * 5)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", MARRON).rear("RC_FR", GALLATIN)
    s.player(1).rear("RC_BL", TRUMPETER).rear("RC_BR", TOUGH_BOY)
    h = main(s)
    h.act("activate", card=VORTEX, choice=1)
    assert h.soul(0) == [] and face_up(h, 0) == 0
    h.act("choose", card=MARRON)
    h.act("choose", card=h.iid(1, "RC_FR"))
    h.act("choose", card=TRUMPETER)
    assert sorted(h.drop(1)) == sorted([MARRON, GALLATIN, TRUMPETER])
    assert h.unit(1, "RC_BR").name == TOUGH_BOY


def test_vortex_2_act_up_to_may_stop_early() -> None:
    """Vortex Dragon [2] (R2.6.2): "up to" three: the player may stop after one."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", VORTEX).soul(*[MARRON] * 8)
    s.player(0).damage(*[MARRON] * 5)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", MARRON).rear("RC_BR", TOUGH_BOY)
    h = main(s)
    h.act("activate", card=VORTEX, choice=1)
    h.act("choose", card=MARRON)
    h.act("choose_none")
    assert h.drop(1) == [MARRON] and h.unit(1, "RC_BR") is not None


def test_vortex_2_act_not_offered_with_seven_soul_or_four_face_up() -> None:
    """Vortex Dragon [2] (G1, R15.6.1): SB8 with 7 soul, or CB5 with 4 face-up: unpayable."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", VORTEX).soul(*[MARRON] * 7)
    s.player(0).damage(*[MARRON] * 5)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", MARRON)
    assert not main(s).can("activate", card=VORTEX, choice=1)

    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", VORTEX).soul(*[MARRON] * 8)
    s.player(0).damage(*[MARRON] * 4).damage(MARRON, face_down=True)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", MARRON)
    assert not main(s).can("activate", card=VORTEX, choice=1)


# ---------------------------------------------------------------- Dragon Knight, Aleph


def _knight_aleph(**extra: bool) -> Scenario:
    s = Scenario(seed=0)
    s.player(0).vanguard(KNIGHT_ALEPH).rear("RC_FL", BAHR).rear("RC_BL", TAHR)
    s.player(0).damage(MARRON).deck(*deck(VICTORY_ALEPH))
    s.player(1).vanguard(GALLATIN)
    return s


def test_knight_aleph_1_act_cb1_bahr_tahr_to_soul_superior_ride_victory_aleph() -> None:
    """Dragon Knight, Aleph [1] (R15.6.2, R17.3): CB1 and Bahr + Tahr from (RC) to the soul;
    search Embodiment of Victory, Aleph and ride it; shuffle."""
    h = main(_knight_aleph())
    h.act("activate", card=KNIGHT_ALEPH, choice=0)
    assert face_up(h, 0) == 0
    assert h.unit(0, "RC_FL") is None and h.unit(0, "RC_BL") is None
    assert h.options("choose_none")  # a search may come back empty (R2.6.4)
    h.act("choose", card=VICTORY_ALEPH)
    assert h.unit(0, "VC").name == VICTORY_ALEPH
    assert sorted(h.soul(0)) == sorted([KNIGHT_ALEPH, BAHR, TAHR])
    assert VICTORY_ALEPH not in h.deck(0)
    assert h.events("shuffled")
    # The set-up of Embodiment of Victory, Aleph [2]: all three names are in the soul.
    assert h.can("activate", card=VICTORY_ALEPH, choice=1)


def test_knight_aleph_1_act_search_declined_cost_stays_paid_amb8() -> None:
    """Dragon Knight, Aleph [1] (AMB-8, R2.6.4): declining the search rides nothing; the cost
    stays paid and the deck is still shuffled."""
    h = main(_knight_aleph())
    h.act("activate", card=KNIGHT_ALEPH, choice=0)
    h.act("choose_none")
    assert h.unit(0, "VC").name == KNIGHT_ALEPH
    assert sorted(h.soul(0)) == sorted([BAHR, TAHR])
    assert h.events("shuffled")


def test_knight_aleph_1_act_not_offered_without_tahr_or_cb_or_off_vc() -> None:
    """Dragon Knight, Aleph [1] (G1): no Tahr rear-guard, no face-up damage, or the card on
    (RC): not offered."""
    s = Scenario(seed=0)
    s.player(0).vanguard(KNIGHT_ALEPH).rear("RC_FL", BAHR).damage(MARRON)
    s.player(0).soul(TAHR)
    s.player(1).vanguard(GALLATIN)
    assert not main(s).can("activate", card=KNIGHT_ALEPH)

    s = Scenario(seed=0)
    s.player(0).vanguard(KNIGHT_ALEPH).rear("RC_FL", BAHR).rear("RC_BL", TAHR)
    s.player(0).damage(MARRON, face_down=True)
    s.player(1).vanguard(GALLATIN)
    assert not main(s).can("activate", card=KNIGHT_ALEPH)

    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FR", KNIGHT_ALEPH)
    s.player(0).rear("RC_FL", BAHR).rear("RC_BL", TAHR).damage(MARRON)
    s.player(1).vanguard(GALLATIN)
    assert not main(s).can("activate", card=KNIGHT_ALEPH)


# ---------------------------------------------------------------- Wyvern Guard, Barri


def test_barri_1_sentinel_keyword_is_deck_data_only_amb20() -> None:
    """Wyvern Guard, Barri [1] (R5.5, AMB-19, AMB-20): the Sentinel line is a keyword, not a
    timed ability: the card is a Sentinel and on (RC) offers nothing to activate."""
    card = default_database().lookup(BARRI)
    assert card.sentinel
    assert card.abilities[0].kind == "keyword" and card.abilities[0].keyword == "sentinel"
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", BARRI).damage(MARRON)
    s.player(1).vanguard(GALLATIN)
    assert not main(s).options("activate")


def _barri_attack(*hand: str, defender: str = NEHALEM) -> Harness:
    """Player 0's vanguard (10000) attacks player 1's vanguard, who guards with Barri. Player
    0 keeps a second attacker so that the game stops again at the next attack."""
    s = Scenario(seed=0)
    s.player(0).vanguard(GALLATIN).rear("RC_FL", BAHR)
    s.player(1).vanguard(defender).hand(BARRI, *hand)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=defender)
    h.skip_to("guard", player=1)
    h.act("guard", card=BARRI)
    return h


def test_barri_2_auto_discard_kagero_attacked_unit_cannot_be_hit_amb19() -> None:
    """Wyvern Guard, Barri [2] (AMB-1, AMB-19, R12.6.2): placed on (GC), discard a Kagero;
    the attacked Kagero vanguard cannot be hit, whatever the powers."""
    h = _barri_attack(BAHR)
    assert h.decision == "use_ability" and h.deciding == 1
    h.act("yes")
    assert BAHR in h.drop(1)  # the only Kagero card in hand: paid without a choice
    h.skip_to("attack")
    assert h.events("no_hit") and h.damage_count(1) == 0
    assert BARRI in h.drop(1)  # the guardian leaves after the damage step


def test_barri_2_auto_declined_or_unpayable_the_attack_hits() -> None:
    """Wyvern Guard, Barri [2] (G4, R15.6.1): declining leaves the attack to hit; with no
    Kagero card to discard the cost is unpayable and nothing is asked."""
    h = _barri_attack(BAHR)
    h.act("no")
    h.skip_to("attack")
    assert h.damage_count(1) == 1 and BAHR in h.hand(1)

    h = _barri_attack(MARRON)
    assert h.decision == "guard"  # not asked: no Kagero in hand
    h.skip_to("attack")
    assert h.damage_count(1) == 1 and MARRON in h.hand(1)


def test_barri_2_auto_non_kagero_attacked_unit_is_no_target_amb8() -> None:
    """Wyvern Guard, Barri [2] (AMB-8, mixed clans): the cost may be paid, but a non-Kagero
    attacked unit is no legal target, so the attack still hits."""
    h = _barri_attack(BAHR, defender=TOUGH_BOY)
    h.act("yes")
    h.skip_to("attack")
    assert BAHR in h.drop(1)
    assert h.damage_count(1) == 1


# ---------------------------------------------------------------- Lizard Soldier, Conroe


def _conroe_ride(rider: str) -> Harness:
    s = Scenario(seed=0)
    s.player(0).vanguard(CONROE).hand(rider)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=rider)
    return h


def test_conroe_1_auto_ridden_by_kagero_calls_itself_from_soul_amb4() -> None:
    """Lizard Soldier, Conroe [1] (AMB-1, AMB-4, R10.5, R17.5): ridden by a Kagero, it may
    be called from the soul to a rear-guard circle, standing."""
    h = _conroe_ride(BAHR)
    assert h.decision == "use_ability"
    h.act("yes")
    h.act("choose_circle", card=CONROE, circle="RC_BC")
    assert h.unit(0, "RC_BC").name == CONROE and not h.is_rested(0, "RC_BC")
    assert h.soul(0) == []


def test_conroe_1_auto_declined_or_non_kagero_rider() -> None:
    """Lizard Soldier, Conroe [1]: declining keeps it in the soul; a non-Kagero rider does
    not trigger it (the rider's clan is checked with the ride, AMB-4 iii)."""
    h = _conroe_ride(BAHR)
    h.act("no")
    assert h.soul(0) == [CONROE] and h.unit(0, "VC").name == BAHR

    h = _conroe_ride(MARRON)
    assert h.decision != "use_ability" and h.soul(0) == [CONROE]
    assert not h.events("ability_triggered")


def test_conroe_2_act_cb1_retire_self_search_grade_1_or_less_kagero() -> None:
    """Lizard Soldier, Conroe [2] (R15.6.2, R17.13): CB1 and retire itself; search a grade 1
    or less Kagero, reveal it, put it into the hand, shuffle."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", CONROE).damage(MARRON)
    s.player(0).deck(NEHALEM, MARRON, GOJO, TAHR, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    h.act("activate", card=CONROE, choice=1)
    assert face_up(h, 0) == 0 and CONROE in h.drop(0) and h.unit(0, "RC_FL") is None
    offered = sorted(h.game.cards[a.card].name for a in h.options("choose"))
    assert offered == sorted([GOJO, TAHR])  # grade <= 1 and Kagero only
    h.act("choose", card=GOJO)
    assert h.hand(0) == [GOJO]
    assert any(e.get("card") == "dragon-monk-gojo" for e in h.events("revealed"))
    assert h.events("shuffled")


def test_conroe_2_act_not_offered_on_vc_or_without_face_up_damage() -> None:
    """Lizard Soldier, Conroe [2] is tagged (RC) (R16.2.2); CB1 needs a face-up damage card
    (G1, R21.7)."""
    s = Scenario(seed=0)
    s.player(0).vanguard(CONROE).damage(MARRON).hand(UNDEUX)
    s.player(1).vanguard(GALLATIN)
    assert not main(s).can("activate", card=CONROE)

    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", CONROE).damage(MARRON, face_down=True)
    s.player(1).vanguard(GALLATIN)
    assert not main(s).can("activate", card=CONROE)


# ---------------------------------------------------------------- Wyvern Strike, Tejas


def test_tejas_1_cont_may_attack_back_row_across_the_table_amb13() -> None:
    """Wyvern Strike, Tejas [1] (R4.2.4, R12.3.4.1, AMB-13): from RC_FL it may attack the
    opponent's RC_BR (the column across the table), not their RC_BL; a hit retires it."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", TEJAS)
    s.player(1).vanguard(GALLATIN).rear("RC_BR", TRUMPETER).rear("RC_BL", TOUGH_BOY)
    h = s.start(phase="battle", turn=3)
    assert not h.can("attack", card=TEJAS, target=TOUGH_BOY)
    h.act("attack", card=TEJAS, target=TRUMPETER)
    h.skip_to("attack")
    assert h.unit(1, "RC_BR") is None and TRUMPETER in h.drop(1)


def test_tejas_1_cont_as_vanguard_may_attack_the_facing_back_center_amb13() -> None:
    """Wyvern Strike, Tejas [1] on (VC) (AMB-13): the extra target is the opponent's RC_BC;
    the vanguard still makes its drive check (R12.4.7)."""
    s = Scenario(seed=0)
    s.player(0).vanguard(TEJAS).rear("RC_FL", BAHR)
    s.player(1).vanguard(GALLATIN).rear("RC_BC", TRUMPETER).rear("RC_BL", TOUGH_BOY)
    h = s.start(phase="battle", turn=3)
    assert not h.can("attack", card=TEJAS, target=TOUGH_BOY)
    h.act("attack", card=TEJAS, target=TRUMPETER)
    h.skip_to("attack")
    assert TRUMPETER in h.drop(1)
    assert [e["check"] for e in h.events("check_revealed")] == ["drive"]


def test_tejas_1_cont_other_units_cannot_attack_the_back_row() -> None:
    """Wyvern Strike, Tejas [1] is this unit's own ability (R12.3.4): a vanilla unit in the
    same column cannot attack the back row."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", BAHR)
    s.player(1).vanguard(GALLATIN).rear("RC_BR", TRUMPETER)
    h = s.start(phase="battle", turn=3)
    assert not h.can("attack", target=TRUMPETER)
    assert h.can("attack", card=BAHR, target=GALLATIN)


# ---------------------------------------------------------------- Dragon Monk, Gojo


def test_gojo_1_act_rest_and_discard_draw_one() -> None:
    """Dragon Monk, Gojo [1] (R15.6.2, R17.1): rest itself and discard a card; draw one."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", GOJO).hand(BAHR).deck(*deck(TAHR))
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    h.act("activate", card=GOJO)
    assert h.is_rested(0, "RC_FL")
    assert h.drop(0) == [BAHR] and h.hand(0) == [TAHR]


def test_gojo_1_act_works_on_vc() -> None:
    """Dragon Monk, Gojo [1] is tagged (VC/RC): the rested vanguard then cannot attack
    (R12.3.2)."""
    s = Scenario(seed=0)
    s.player(0).vanguard(GOJO).hand(BAHR).deck(*deck(TAHR))
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    h.act("activate", card=GOJO)
    assert h.is_rested(0, "VC") and h.hand(0) == [TAHR]
    h.skip_to("attack")
    assert not h.can("attack", card=GOJO)


def test_gojo_1_act_not_offered_when_rested_or_hand_empty() -> None:
    """Dragon Monk, Gojo [1] (R15.6.3, G1): a rested unit cannot pay the rest; an empty hand
    cannot pay the discard."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", GOJO, rested=True).hand(BAHR)
    s.player(1).vanguard(GALLATIN)
    assert not main(s).can("activate", card=GOJO)

    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", GOJO)
    s.player(1).vanguard(GALLATIN)
    assert not main(s).can("activate", card=GOJO)


# ---------------------------------------------------------------- Wyvern Strike, Jarran


def test_jarran_1_auto_boosting_tejas_gives_4000_until_end_of_battle() -> None:
    """Wyvern Strike, Jarran [1] (R12.3.6, AMB-2): boosting a unit named Wyvern Strike,
    Tejas, that unit has 4000 more power for the rest of the battle."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", TEJAS).rear("RC_BL", JARRAN)
    s.player(1).vanguard(GALLATIN).hand(ALFRED, TRUMPETER)  # a guard decision waits
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=TEJAS, target=GALLATIN)
    h.act("boost")
    h.skip_to("guard")
    assert h.power(0, "RC_FL") == 8000 + 6000 + 4000
    h.act("end_guard")
    assert h.decision == "attack"
    assert h.power(0, "RC_FL") == 8000  # the battle is over


def test_jarran_1_auto_boosting_another_unit_gives_nothing() -> None:
    """Wyvern Strike, Jarran [1] (R12.3.6): the boosted unit must be named Wyvern Strike,
    Tejas; boosting another unit gives only the boost."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", BAHR).rear("RC_BL", JARRAN)
    s.player(1).vanguard(GALLATIN).hand(TRUMPETER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BAHR, target=GALLATIN)
    h.act("boost")
    h.skip_to("guard")
    assert h.power(0, "RC_FL") == 8000 + 6000
    assert not h.events("ability_triggered")


# ---------------------------------------------------------------- Dragon Monk, Genjo


def test_genjo_1_heal_limit_reminder_is_no_game_ability_amb20() -> None:
    """Dragon Monk, Genjo [1] (R5.4, AMB-20): the line is the heal-limit marker only; on
    (RC) it offers nothing and triggers nothing."""
    card = default_database().lookup(GENJO)
    assert [(a.kind, a.keyword) for a in card.abilities] == [("keyword", "heal_limit")]
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_BL", GENJO).damage(MARRON)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    assert not h.options("activate") and not h.events("ability_triggered")


# ---------------------------------------------------------------- Dragon Monk, Goku


def _goku_attack(revealed: str) -> Harness:
    s = Scenario(seed=0)
    s.player(0).vanguard(GOKU).rear("RC_FL", BAHR).deck(*deck(revealed))
    s.player(1).vanguard(GALLATIN).rear("RC_FL", MARRON).rear("RC_FR", GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GOKU, target=h.iid(1, "VC"))
    h.act("end_guard")
    return h


def test_goku_1_auto_drive_reveals_grade_3_kagero_retire_grade_1_or_less_amb25() -> None:
    """Dragon Monk, Goku [1] (R14.1, AMB-25): a drive check revealing a grade 3 Kagero
    retires an opponent's grade 1 or less rear-guard (grade 2 ones are no target)."""
    h = _goku_attack(VORTEX)
    assert h.unit(1, "RC_FL") is None and h.drop(1) == [MARRON]
    assert h.unit(1, "RC_FR").name == GALLATIN
    assert VORTEX in h.hand(0)


def test_goku_1_auto_needs_grade_3_and_kagero() -> None:
    """Dragon Monk, Goku [1] (AMB-25: "grade 3" is exact): a grade 3 of another clan, or a
    grade 2 Kagero, does nothing."""
    for revealed in (ALFRED, NEHALEM):
        h = _goku_attack(revealed)
        assert h.unit(1, "RC_FL").name == MARRON and h.drop(1) == []


# ---------------------------------------------------------------- Berserk Dragon


def _berserk_board(vanguard: str = NEHALEM, damage: int = 2) -> Scenario:
    s = Scenario(seed=0)
    s.player(0).vanguard(vanguard).hand(BERSERK).damage(*[MARRON] * damage)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", MARRON).rear("RC_FR", ALFRED)
    return s


def test_berserk_1_auto_called_cb2_retire_grade_2_or_less() -> None:
    """Berserk Dragon [1] (AMB-1, R4.6.2): called to (RC) with a Kagero vanguard, CB2:
    retire an opponent's grade 2 or less rear-guard (the grade 3 is no target)."""
    h = main(_berserk_board())
    h.act("call", card=BERSERK, circle="RC_FL")
    h.act("yes")
    assert face_up(h, 0) == 0
    assert h.drop(1) == [MARRON] and h.unit(1, "RC_FR").name == ALFRED


def test_berserk_1_auto_ridden_itself_is_the_kagero_vanguard() -> None:
    """Berserk Dragon [1]: placed on (VC) by a ride, it is itself the Kagero vanguard."""
    s = _berserk_board(vanguard=BAHR)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=BERSERK)
    h.act("yes")
    assert h.drop(1) == [MARRON]


def test_berserk_1_auto_non_kagero_vanguard_or_cb_unpayable_amb3() -> None:
    """Berserk Dragon [1] (AMB-3): with a non-Kagero vanguard the condition fails at
    resolution; with one face-up damage CB2 cannot be paid: nothing is asked or retired."""
    h = main(_berserk_board(vanguard=GALLATIN))
    h.act("call", card=BERSERK, circle="RC_FL")
    assert h.decision == "main" and face_up(h, 0) == 2 and h.drop(1) == []

    h = main(_berserk_board(damage=1))
    h.act("call", card=BERSERK, circle="RC_FL")
    assert h.decision == "main" and h.drop(1) == []


def test_berserk_1_auto_declined() -> None:
    """Berserk Dragon [1] (G4): "you may pay": declining pays nothing and retires nothing."""
    h = main(_berserk_board())
    h.act("call", card=BERSERK, circle="RC_FL")
    h.act("no")
    assert face_up(h, 0) == 2 and h.drop(1) == []


# ---------------------------------------------------------------- Yaksha


def test_yaksha_1_auto_in_hand_opponent_rear_guard_dropped_ride_amb16() -> None:
    """Demonic Dragon Berserker, Yaksha [1] (R17.3, AMB-16, AMB-17): in your main phase an
    opponent's rear-guard goes to the drop zone; with a grade 2 vanguard you may reveal
    Yaksha and ride it."""
    s = _berserk_board()
    s.player(0).hand(YAKSHA)
    h = main(s)
    h.act("call", card=BERSERK, circle="RC_FL")
    h.act("yes")  # Berserk Dragon [1]
    assert h.decision == "use_ability"
    h.act("yes")  # Yaksha [1]
    assert h.unit(0, "VC").name == YAKSHA and h.soul(0) == [NEHALEM]
    assert YAKSHA not in h.hand(0)
    assert any(e.get("card") == "demonic-dragon-berserker-yaksha" for e in h.events("revealed"))


def test_yaksha_1_auto_vanguard_not_grade_2_or_declined_amb3() -> None:
    """Demonic Dragon Berserker, Yaksha [1] (AMB-3): with a grade 3 vanguard the condition
    fails at resolution; declining keeps Yaksha in hand."""
    s = _berserk_board(vanguard=GOKU)
    s.player(0).hand(YAKSHA)
    h = main(s)
    h.act("call", card=BERSERK, circle="RC_FL")
    h.act("yes")
    assert h.decision == "main" and YAKSHA in h.hand(0) and h.unit(0, "VC").name == GOKU

    s = _berserk_board()
    s.player(0).hand(YAKSHA)
    h = main(s)
    h.act("call", card=BERSERK, circle="RC_FL")
    h.act("yes")
    h.act("no")
    assert YAKSHA in h.hand(0) and h.unit(0, "VC").name == NEHALEM


def test_yaksha_1_auto_not_outside_the_main_phase() -> None:
    """Demonic Dragon Berserker, Yaksha [1] (AMB-16): a rear-guard retired by a hit in the
    battle phase does not trigger it ("during your main phase", checked with the event)."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).hand(YAKSHA)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", TRUMPETER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=NEHALEM, target=TRUMPETER)
    h.skip_to("attack")
    assert TRUMPETER in h.drop(1)
    assert YAKSHA in h.hand(0) and h.unit(0, "VC").name == NEHALEM


# ---------------------------------------------------------------- Flame of Hope, Aermo


def _aermo_attack(boost: bool) -> Harness:
    """Nehalem (10000) attacks the 10000 vanguard, boosted by Aermo or not; the defender
    has nothing to guard with, so the battle runs on to the hit."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_BC", AERMO).rear("RC_FL", UNDEUX).hand(BAHR)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=NEHALEM, target=GALLATIN)
    h.act("boost" if boost else "skip_boost")
    return h


def test_aermo_1_auto_boosted_attack_hits_discard_to_draw_amb18() -> None:
    """Flame of Hope, Aermo [1] (R12.6.6, AMB-18): the attack it boosted hits; you may
    discard a card to draw one."""
    h = _aermo_attack(boost=True)
    assert h.damage_count(1) == 1
    h.act("yes")
    h.act("select", cards=[BAHR])
    assert h.drop(0) == [BAHR]
    assert h.hand(0) == [MARRON, MARRON]  # the drive check card and the draw


def test_aermo_1_auto_not_without_its_boost_or_when_declined() -> None:
    """Flame of Hope, Aermo [1] (AMB-18, G4): no trigger for a hit it did not boost;
    declining keeps the hand."""
    h = _aermo_attack(boost=False)
    assert h.damage_count(1) == 1 and h.decision == "attack"
    assert sorted(h.hand(0)) == sorted([BAHR, MARRON])

    h = _aermo_attack(boost=True)
    h.act("no")
    assert sorted(h.hand(0)) == sorted([BAHR, MARRON]) and h.drop(0) == []


def test_aermo_1_auto_not_when_the_attack_misses() -> None:
    """Flame of Hope, Aermo [1] (R12.6.6): a boosted attack that does not hit triggers
    nothing."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_BC", AERMO).rear("RC_FL", UNDEUX).hand(BAHR)
    s.player(1).vanguard(GALLATIN).hand(TRUMPETER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=NEHALEM, target=GALLATIN)
    h.act("boost")
    h.act("guard", card=TRUMPETER)  # 16000 against 20000; the hand is empty: guard ends
    assert h.damage_count(1) == 0 and h.decision == "attack"


# ---------------------------------------------------------------- Joka and Rakshasa


def _watchers_board() -> Scenario:
    s = _berserk_board()
    s.player(0).rear("RC_BL", JOKA).rear("RC_BR", RAKSHASA)
    return s


def test_joka_and_rakshasa_1_auto_opponent_rear_guard_dropped_in_main_phase_amb17() -> None:
    """Demonic Dragon Madonna, Joka [1] and Demonic Dragon Mage, Rakshasa [1] (AMB-17): an
    opponent's rear-guard goes to the drop zone in your main phase: +3000 until end of turn."""
    h = main(_watchers_board())
    h.act("call", card=BERSERK, circle="RC_FL")
    h.act("yes")
    h.act("play_ability", card=JOKA)  # the turn player orders the two (R16.5.1)
    assert h.power(0, "RC_BL") == 9000 and h.power(0, "RC_BR") == 6000
    h.skip_to("attack")
    assert h.power(0, "RC_BL") == 9000  # until end of turn


def test_joka_and_rakshasa_1_auto_one_instance_per_dropped_rear_guard() -> None:
    """Joka [1] / Rakshasa [1] (R16.3.1): Vortex Dragon retiring two rear-guards gives two
    instances each."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", VORTEX).rear("RC_BL", JOKA)
    s.player(0).rear("RC_BR", RAKSHASA).soul(*[MARRON] * 8).damage(*[MARRON] * 5)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", MARRON).rear("RC_FR", GALLATIN)
    h = main(s)
    h.act("activate", card=VORTEX, choice=1)
    h.act("choose", card=MARRON)
    h.act("choose", card=h.iid(1, "RC_FR"))
    while h.decision == "play_ability":
        h.act("play_ability", choice=h.options("play_ability")[0].choice)
    assert h.power(0, "RC_BL") == 6000 + 6000 and h.power(0, "RC_BR") == 3000 + 6000


def test_joka_and_rakshasa_1_auto_not_in_battle_phase_nor_in_hand_nor_own_rear_guard() -> None:
    """Joka [1] / Rakshasa [1]: a battle-phase retire does not count; Joka in hand (the
    ability is tagged (RC)) does nothing; your own rear-guard going to the drop zone is not
    an opponent's."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_BL", JOKA).rear("RC_BR", RAKSHASA)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", TRUMPETER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=NEHALEM, target=TRUMPETER)
    h.skip_to("attack")
    assert TRUMPETER in h.drop(1)
    assert h.power(0, "RC_BL") == 6000 and h.power(0, "RC_BR") == 3000

    s = _berserk_board()
    s.player(0).hand(JOKA).rear("RC_BR", RAKSHASA).rear("RC_FR", CONROE)
    s.player(0).damage(MARRON)
    h = main(s)
    h.act("activate", card=CONROE, choice=1)  # own rear-guard to the drop zone
    h.act("choose_none")
    assert h.power(0, "RC_BR") == 3000
    h.act("call", card=BERSERK, circle="RC_FL")
    h.act("yes")
    assert h.power(0, "RC_BR") == 6000  # Rakshasa on (RC) only
    assert JOKA in h.hand(0) and h.game.players[0].circles[Circle.RC_BL] is None


def test_joka_1_auto_not_on_vc() -> None:
    """Demonic Dragon Madonna, Joka [1] is tagged (RC) (R16.1.4): as the vanguard it gains
    nothing when an opponent's rear-guard is dropped in the main phase."""
    s = Scenario(seed=0)
    s.player(0).vanguard(JOKA).rear("RC_FL", VORTEX).soul(*[MARRON] * 8)
    s.player(0).damage(*[MARRON] * 5)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", MARRON)
    h = main(s)
    h.act("activate", card=VORTEX, choice=1)
    h.act("choose", card=MARRON)
    assert h.drop(1) == [MARRON]
    assert h.power(0, "VC") == 6000 and not h.events("ability_triggered")


# ================================================================ wave 1: BT02 and BT03

BLAZING_FLARE = "Blazing Flare Dragon"  # G3 10000
BLOCKADE = "Seal Dragon, Blockade"  # G3 10000
SUTHERLAND = "Chain-attack Sutherland"  # G2 8000, Intercept
BLAZING_CORE = "Blazing Core Dragon"  # G2 9000
KIMNARA = "Demonic Dragon Mage, Kimnara"  # G1 6000
BERGER = "Dragon Knight, Berger"  # G2 8000, Intercept, shield 5000
IRON_TAIL = "Iron Tail Dragon"  # G1 7000
REAS = "Follower, Reas"  # G1 6000
GATTLING = "Gattling Claw Dragon"  # G0 4000, Draw trigger
DUAL_AXE = "Dual Axe Archdragon"  # G3 10000
FLAME_EDGE = "Flame Edge Dragon"  # G2 9000
LOURDES = "Dragon Dancer, Lourdes"  # G1 6000


# ---------------------------------------------------------------- Blazing Flare Dragon


def _blazing_flare(soul: int, *opponent_rears: str) -> Harness:
    s = Scenario(seed=0)
    s.player(0).vanguard(BLAZING_FLARE).soul(*[MARRON] * soul).hand(UNDEUX)
    p = s.player(1).vanguard(GALLATIN)
    for circle, name in zip(("RC_FL", "RC_FR"), opponent_rears, strict=False):
        p.rear(circle, name)
    return main(s)


def test_blazing_flare_2_act_soul_blast_5_retires_an_opponent_s_rear_guard() -> None:
    """Blazing Flare Dragon [2] ACT (VC) (R15.6.2, R17.9): Soul Blast 5, then one of the
    opponent's rear-guards, chosen by its master, is retired."""
    h = _blazing_flare(5, MARRON, TRUMPETER)
    h.act("activate", card=BLAZING_FLARE, choice=1)
    assert h.soul(0) == []
    assert not h.options("choose_none")  # "one", not "up to one" (R2.6.1)
    h.act("choose", card=TRUMPETER)
    assert h.drop(1) == [TRUMPETER] and h.unit(1, "RC_FL").name == MARRON


def test_blazing_flare_2_act_needs_five_soul_and_the_vanguard_circle_amb8() -> None:
    """Blazing Flare Dragon [2]: Soul Blast 5 with four soul cards is unpayable (R15.6.1); on
    (RC) it is not offered (R16.2.2); with no opposing rear-guard it may still be paid and
    retires nothing (AMB-8)."""
    assert not _blazing_flare(4, MARRON).can("activate", card=BLAZING_FLARE, choice=1)
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", BLAZING_FLARE).soul(*[MARRON] * 5)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", MARRON)
    assert not main(s).can("activate", card=BLAZING_FLARE, choice=1)
    h = _blazing_flare(5)
    h.act("activate", card=BLAZING_FLARE, choice=1)
    assert h.soul(0) == [] and h.drop(1) == [] and h.power(0, "VC") == 10000


def test_blazing_flare_1_auto_opponent_rear_guard_dropped_in_main_phase_amb17() -> None:
    """Blazing Flare Dragon [1] AUTO (VC/RC) (AMB-16, AMB-17): its own [2] puts an opponent's
    rear-guard into the drop zone during the main phase: +3000 until end of turn."""
    h = _blazing_flare(5, MARRON)
    h.act("activate", card=BLAZING_FLARE, choice=1)
    assert h.drop(1) == [MARRON]
    assert h.power(0, "VC") == 13000
    h.skip_to("attack")
    assert h.power(0, "VC") == 13000  # until end of turn, into the battle phase


def test_blazing_flare_1_auto_not_for_a_battle_phase_retire() -> None:
    """Blazing Flare Dragon [1] (AMB-16): "during your main phase" is read with the event; a
    rear-guard retired by a hit in the battle phase does not count."""
    s = Scenario(seed=0)
    s.player(0).vanguard(BLAZING_FLARE).rear("RC_FL", NEHALEM)
    s.player(1).vanguard(GALLATIN).rear("RC_FR", TRUMPETER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=NEHALEM, target=TRUMPETER)
    h.skip_to("attack")
    assert TRUMPETER in h.drop(1)
    assert h.power(0, "VC") == 10000 and not h.events("ability_triggered")


# ---------------------------------------------------------------- Seal Dragon, Blockade


def _blockade_attack(vanguard: str = BLOCKADE, rear: str | None = None) -> Harness:
    """Player 0 attacks player 1's vanguard; player 1 has an interceptor and a hand card."""
    s = Scenario(seed=0)
    p = s.player(0).vanguard(vanguard)
    if rear is not None:
        p.rear("RC_FR", rear)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", NEHALEM).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=vanguard, target=GALLATIN)
    return h


def test_blockade_1_cont_opponent_units_cannot_intercept_on_your_turn_r31_51() -> None:
    """Seal Dragon, Blockade [1] CONT (VC) (R31.27, R12.4.4): during its master's turn the
    opponent's units cannot intercept; a normal guard from the hand stays allowed (R2.3)."""
    h = _blockade_attack()
    assert h.decision == "guard" and h.deciding == 1
    assert h.can("guard", card=MARRON)
    assert not h.can("intercept", card=NEHALEM)
    assert h.restrictions(1, "RC_FL") == {"cannot_intercept": None}


def test_blockade_1_cont_not_from_rc_nor_for_a_non_blockade_vanguard() -> None:
    """Seal Dragon, Blockade [1] is tagged (VC) (R16.1.4): as a rear-guard it stops no
    intercept, and without it the opponent intercepts as usual."""
    h = _blockade_attack(vanguard=NEHALEM, rear=BLOCKADE)
    assert h.can("intercept", card=h.iid(1, "RC_FL"))
    assert h.restrictions(1, "RC_FL") == {}
    h = _blockade_attack(vanguard=NEHALEM)
    assert h.can("intercept", card=h.iid(1, "RC_FL"))


def test_blockade_1_cont_does_not_apply_on_the_opponent_s_turn_r31_51() -> None:
    """Seal Dragon, Blockade [1] (R31.27): on the opponent's turn the condition is false, and
    the restriction never touches its own master's units: they may intercept."""
    s = Scenario(seed=0)
    s.player(0).vanguard(BLOCKADE).rear("RC_FL", NEHALEM).hand(MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=4, turn_player=1)
    h.act("attack", card=GALLATIN, target=BLOCKADE)
    assert h.deciding == 0 and h.can("intercept", card=NEHALEM)


# ---------------------------------------------------------------- Chain-attack Sutherland


def _kimnara_board(vanguard: str = NEHALEM) -> Scenario:
    """Player 0: Kimnara on RC_BL (Counter Blast 1 ready); player 1: a grade 1 and a grade 0
    rear-guard."""
    s = Scenario(seed=0)
    s.player(0).vanguard(vanguard).rear("RC_BL", KIMNARA).damage(MARRON)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", MARRON).rear("RC_FR", TRUMPETER)
    return s


def test_sutherland_1_auto_opponent_rear_guard_dropped_in_main_phase_amb17() -> None:
    """Chain-attack Sutherland [1] AUTO (VC/RC) (AMB-17): Kimnara retires an opponent's
    rear-guard during the main phase: Sutherland on (RC) gets +3000 until end of turn."""
    s = _kimnara_board()
    s.player(0).rear("RC_FL", SUTHERLAND)
    h = main(s)
    h.act("activate", card=KIMNARA)
    h.act("choose", card=MARRON)
    assert h.drop(1) == [MARRON]
    assert h.power(0, "RC_FL") == 8000 + 3000


def test_sutherland_1_auto_not_for_its_own_side_nor_in_the_battle_phase() -> None:
    """Chain-attack Sutherland [1] (AMB-16, AMB-17): Kimnara going to the soul is not an
    opponent's rear-guard dropped; a battle-phase retire does not count either."""
    s = _kimnara_board(vanguard=SUTHERLAND)
    h = main(s)
    h.act("activate", card=KIMNARA)
    h.act("choose_none")
    assert h.power(0, "VC") == 8000 and not h.events("ability_triggered")
    s = Scenario(seed=0)
    s.player(0).vanguard(SUTHERLAND).rear("RC_FL", NEHALEM)
    s.player(1).vanguard(GALLATIN).rear("RC_FR", TRUMPETER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=NEHALEM, target=TRUMPETER)
    h.skip_to("attack")
    assert TRUMPETER in h.drop(1) and h.power(0, "VC") == 8000


# ---------------------------------------------------------------- Blazing Core Dragon


def _blazing_core(*rears: str, face_up: bool = True) -> Harness:
    s = Scenario(seed=0)
    s.player(0).vanguard(BLAZING_CORE).damage(MARRON, face_down=not face_up)
    for circle, name in zip(("RC_FL", "RC_BL"), rears, strict=False):
        s.player(0).rear(circle, name)
    s.player(0).deck(*deck(BLAZING_FLARE)).hand(UNDEUX)
    s.player(1).vanguard(GALLATIN)
    return main(s)


def test_blazing_core_1_act_cb1_two_named_units_to_soul_superior_ride_amb8() -> None:
    """Blazing Core Dragon [1] ACT (VC) (R15.6.2, R17.3, R17.13): Counter Blast 1 and Iron Tail
    Dragon + Gattling Claw Dragon from (RC) to the soul; search Blazing Flare Dragon, ride
    it, shuffle. The search may come back empty (R2.6.4, AMB-8)."""
    h = _blazing_core(IRON_TAIL, GATTLING)
    h.act("activate", card=BLAZING_CORE)
    assert face_up(h, 0) == 0
    assert h.unit(0, "RC_FL") is None and h.unit(0, "RC_BL") is None
    assert h.options("choose_none")
    h.act("choose", card=BLAZING_FLARE)
    assert h.unit(0, "VC").name == BLAZING_FLARE
    assert sorted(h.soul(0)) == sorted([BLAZING_CORE, IRON_TAIL, GATTLING])
    assert h.events("shuffled")


def test_blazing_core_1_act_not_offered_without_both_names_or_counter_blast() -> None:
    """Blazing Core Dragon [1] (R15.6.1): both named rear-guards and a face-up damage card
    are needed; declining the search keeps the cost paid (AMB-8)."""
    assert not _blazing_core(IRON_TAIL, KIMNARA).can("activate", card=BLAZING_CORE)
    assert not _blazing_core(IRON_TAIL, GATTLING, face_up=False).can("activate", card=BLAZING_CORE)
    h = _blazing_core(IRON_TAIL, GATTLING)
    h.act("activate", card=BLAZING_CORE)
    h.act("choose_none")
    assert h.unit(0, "VC").name == BLAZING_CORE
    assert sorted(h.soul(0)) == sorted([IRON_TAIL, GATTLING])


# ---------------------------------------------------------------- Kimnara and Gattling Claw


def test_kimnara_1_act_cb1_to_soul_retires_an_opponent_s_grade_1_rear_guard() -> None:
    """Demonic Dragon Mage, Kimnara [1] ACT (RC) (R15.6.2, AMB-25 "grade 1" is exact): CB1
    and itself into the soul; with a Kagero vanguard, up to one grade 1 opposing rear-guard is
    retired (the grade 0 one is no choice)."""
    h = main(_kimnara_board())
    h.act("activate", card=KIMNARA)
    assert h.soul(0) == [KIMNARA] and face_up(h, 0) == 0
    assert not h.can("choose", card=TRUMPETER)
    h.act("choose", card=MARRON)
    assert h.drop(1) == [MARRON] and h.unit(1, "RC_FR").name == TRUMPETER


def test_kimnara_1_act_without_a_kagero_vanguard_the_cost_is_lost_amb9() -> None:
    """Kimnara [1] (AMB-9, R16.2.4): offered with a non-Kagero vanguard; the condition is read
    after the cost, so Kimnara is in the soul and nothing is retired. On (VC) it is not
    offered (R16.2.2)."""
    h = main(_kimnara_board(vanguard=GALLATIN))
    h.act("activate", card=KIMNARA)
    assert h.soul(0) == [KIMNARA] and h.drop(1) == []
    assert h.ended("condition_not_met")
    s = Scenario(seed=0)
    s.player(0).vanguard(KIMNARA).damage(MARRON).hand(UNDEUX)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", MARRON)
    assert not main(s).can("activate", card=KIMNARA)


def _gattling_board(vanguard: str = NEHALEM, face_up_damage: bool = True) -> Harness:
    s = Scenario(seed=0)
    s.player(0).vanguard(vanguard).rear("RC_BL", GATTLING)
    s.player(0).damage(MARRON, face_down=not face_up_damage)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", MARRON).rear("RC_FR", TRUMPETER)
    return main(s)


def test_gattling_claw_1_act_cb1_to_soul_retires_an_opponent_s_grade_0_rear_guard() -> None:
    """Gattling Claw Dragon [1] ACT (RC) (R15.6.2): CB1 and itself into the soul; with a
    Kagero vanguard, up to one grade 0 opposing rear-guard is retired (exact grade)."""
    h = _gattling_board()
    h.act("activate", card=GATTLING)
    assert h.soul(0) == [GATTLING]
    assert not h.can("choose", card=MARRON)
    h.act("choose", card=TRUMPETER)
    assert h.drop(1) == [TRUMPETER]


def test_gattling_claw_1_act_needs_counter_blast_and_a_kagero_vanguard_amb9() -> None:
    """Gattling Claw Dragon [1] (R15.6.1, AMB-9): unpayable without a face-up damage card;
    with a non-Kagero vanguard the cost is paid and nothing is retired."""
    assert not _gattling_board(face_up_damage=False).can("activate", card=GATTLING)
    h = _gattling_board(vanguard=GALLATIN)
    h.act("activate", card=GATTLING)
    assert h.soul(0) == [GATTLING] and h.drop(1) == []


# ---------------------------------------------------------------- Dragon Knight, Berger


def _berger_intercepts(vanguard: str) -> Harness:
    """Gallatin boosted by Marron attacks with 18000 against a 10000 vanguard."""
    s = Scenario(seed=0)
    s.player(0).vanguard(GALLATIN).rear("RC_BC", MARRON)
    s.player(1).vanguard(vanguard).rear("RC_FL", BERGER).hand(UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=h.iid(1, "VC"))
    h.act("boost")
    h.act("intercept", card=BERGER)
    return h


def test_berger_1_auto_intercepts_with_a_kagero_vanguard_shield_plus_5000_r31_4() -> None:
    """Dragon Knight, Berger [1] AUTO (R12.4.4, R31.4): it intercepts with a Kagero vanguard:
    +5000 shield until end of that battle; 10000 + 10000 stops 18000."""
    h = _berger_intercepts(NEHALEM)
    assert h.game.shield(h.game.players[1].guardians[0]) == 10000
    h.act("end_guard")
    h.skip_to("attack", player=0)
    assert h.damage_count(1) == 0 and h.drop(1) == [BERGER]


def test_berger_1_auto_no_shield_without_a_kagero_vanguard_amb3() -> None:
    """Dragon Knight, Berger [1] (AMB-3): the vanguard clause is read at resolution; with a
    Royal Paladin vanguard the shield stays 5000 and the attack hits."""
    h = _berger_intercepts(GALLATIN)
    assert h.ended("condition_not_met")
    assert h.game.shield(h.game.players[1].guardians[0]) == 5000
    h.act("end_guard")
    h.skip_to("attack", player=0)
    assert h.damage_count(1) == 1


# ---------------------------------------------------------------- Iron Tail Dragon


def test_iron_tail_1_act_cb1_plus_1000_until_end_of_turn_repeatable() -> None:
    """Iron Tail Dragon [1] ACT (VC/RC) (R16.2, R16.7): Counter Blast 1 for +1000 until end
    of turn; no [1/Turn], so it may be played again while the cost can be paid."""
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_BL", IRON_TAIL).damage(MARRON, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    h.act("activate", card=IRON_TAIL)
    h.act("activate", card=IRON_TAIL)
    assert h.power(0, "RC_BL") == 9000 and face_up(h, 0) == 0
    h.skip_to("attack")
    assert h.power(0, "RC_BL") == 9000


def test_iron_tail_1_act_not_offered_without_face_up_damage() -> None:
    """Iron Tail Dragon [1] (R15.6.1): with only face-down damage, Counter Blast 1 is
    unpayable, on (VC) as on (RC)."""
    s = Scenario(seed=0)
    s.player(0).vanguard(IRON_TAIL).damage(MARRON, face_down=True).hand(UNDEUX)
    s.player(1).vanguard(GALLATIN)
    assert not main(s).can("activate", card=IRON_TAIL)


# ---------------------------------------------------------------- Follower, Reas


def _reas_boost(front: str) -> Harness:
    s = Scenario(seed=0)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", front).rear("RC_BL", REAS)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=front, target=GALLATIN)
    h.act("boost")
    return h


def test_reas_1_auto_boosting_sutherland_gives_4000_for_the_battle_amb2() -> None:
    """Follower, Reas [1] AUTO (RC) (AMB-2, R12.3.6): it boosts Chain-attack Sutherland: the
    boosted unit gets +4000 for the rest of that battle."""
    h = _reas_boost(SUTHERLAND)
    assert h.power(0, "RC_FL") == 8000 + 6000 + 4000
    h.act("end_guard")
    h.skip_to("attack")
    assert h.power(0, "RC_FL") == 8000


def test_reas_1_auto_not_for_another_boosted_unit() -> None:
    """Follower, Reas [1]: boosting a unit of another name triggers nothing."""
    h = _reas_boost(BERGER)
    assert h.power(0, "RC_FL") == 8000 + 6000 and not h.events("ability_triggered")


# ---------------------------------------------------------------- Dual Axe and Lourdes


def _attack_counting_rear_guards(attacker: str, rears: int) -> Harness:
    s = Scenario(seed=0)
    p = s.player(0)
    if attacker == DUAL_AXE:
        p.vanguard(DUAL_AXE)
    else:
        p.vanguard(NEHALEM).rear("RC_FL", attacker)
    opponent = s.player(1).vanguard(GALLATIN).hand(MARRON)
    for circle in ("RC_FL", "RC_FR", "RC_BL")[:rears]:
        opponent.rear(circle, TRUMPETER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=attacker, target=GALLATIN)
    return h


def test_dual_axe_1_auto_two_opponent_rear_guards_plus_3000_for_the_battle_r31_52() -> None:
    """Dual Axe Archdragon [1] AUTO (VC/RC) (AMB-2, R31.28): it attacks while the opponent has
    two rear-guards: +3000 for the rest of that battle."""
    h = _attack_counting_rear_guards(DUAL_AXE, rears=2)
    assert h.power(0, "VC") == 13000
    h.act("end_guard")
    h.skip_to("attack")
    assert h.power(0, "VC") == 10000


def test_dual_axe_1_auto_three_opponent_rear_guards_no_bonus_amb3() -> None:
    """Dual Axe Archdragon [1] (AMB-3, R31.28): three rear-guards make the condition false."""
    h = _attack_counting_rear_guards(DUAL_AXE, rears=3)
    assert h.power(0, "VC") == 10000 and h.ended("condition_not_met")


def test_lourdes_1_auto_on_rc_with_no_opponent_rear_guard_plus_3000_r31_52() -> None:
    """Dragon Dancer, Lourdes [1] AUTO (VC/RC) (R31.28): from (RC), with no opposing
    rear-guard (zero is two or less): +3000 for the battle."""
    h = _attack_counting_rear_guards(LOURDES, rears=0)
    assert h.power(0, "RC_FL") == 9000


def test_lourdes_1_auto_three_opponent_rear_guards_no_bonus() -> None:
    """Dragon Dancer, Lourdes [1] (R31.28): three opposing rear-guards, no bonus."""
    h = _attack_counting_rear_guards(LOURDES, rears=3)
    assert h.power(0, "RC_FL") == 6000


# ---------------------------------------------------------------- Flame Edge Dragon


def _flame_edge_hit(vanguard: str) -> Harness:
    s = Scenario(seed=0)
    s.player(0).vanguard(vanguard).rear("RC_FL", FLAME_EDGE).deck(*deck(TAHR))
    s.player(1).vanguard(TRUMPETER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=FLAME_EDGE, target=TRUMPETER)  # 9000 against 6000: hits
    return h


def test_flame_edge_1_auto_hit_with_kagero_vanguard_may_soul_charge_1() -> None:
    """Flame Edge Dragon [1] AUTO (VC/RC) (R12.6.6, R17.10): its attack hits with a Kagero
    vanguard: it may Soul Charge 1 (the top card of the deck into the soul)."""
    h = _flame_edge_hit(NEHALEM)
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.soul(0) == [TAHR]


def test_flame_edge_1_auto_declined_or_without_kagero_vanguard_amb3() -> None:
    """Flame Edge Dragon [1] (AMB-3): declining charges nothing; with a non-Kagero vanguard
    the condition fails at resolution and nothing is asked."""
    h = _flame_edge_hit(NEHALEM)
    h.act("no")
    assert h.soul(0) == []
    h = _flame_edge_hit(GALLATIN)
    assert h.decision != "use_ability" and h.soul(0) == []
    assert h.ended("condition_not_met")
