"""Spike Brothers abilities (src/vanguard/cards/data/abilities/spike_brothers.yaml), wave 1 (BT02).

Each test names the card and its line `[n]` (printed order) and the rules, AMB and R31 ids it
relies on. The opponent uses vanilla Royal Paladin units, so only the abilities under test act.
"""

from __future__ import annotations

from vanguard.cards import default_database
from vanguard.engine.constants import Circle
from vanguard.testing import Harness, Scenario

# Spike Brothers (wave 1)
SKY_DIVER = "Sky Diver"
SEIFRIED = "General Seifried"
UNITE = "Unite Attacker"
DEVIL = "Devil Summoner"
DUDLEY = "Dudley Dan"
MARILYN = "Cheer Girl, Marilyn"
MECHA = "Mecha Trainer"
PANZER = "Panzer Gale"
CYCLONE = "Cyclone Blitz"
SQUAD = "Spike Brothers Assault Squad"
TIARA = "Cheer Girl, Tiara"
JOKER = "Silence Joker"
# vanilla Spike Brothers
WONDER = "Wonder Boy"  # G1 8000
PANTHER = "Treasured, Black Panther"  # G2 10000
SONIC = "Sonic Breaker"  # G0 Critical trigger
# other clans (vanilla)
GALLATIN = "Knight of Silence, Gallatin"  # Royal Paladin G2 10000
MARRON = "Little Sage, Marron"  # Royal Paladin G1 8000 (the harness filler)
KING_OF_SWORD = "King of Sword"  # Nova Grappler G2 10000
ALFRED = "King of Knights, Alfred"  # Royal Paladin G3


def main(s: Scenario) -> Harness:
    h = s.start(phase="main", turn=3)
    assert h.decision == "main" and h.deciding == 0
    return h


# ---------------------------------------------------------------- Sky Diver


def test_sky_diver_1_cont_minus_2000_without_another_spike_brothers_unit_amb5() -> None:
    """Sky Diver [1] (R18.4, AMB-5): with no other Spike Brothers unit it has 11000 - 2000."""
    s = Scenario(seed=0)
    s.player(0).vanguard(SKY_DIVER).rear("RC_FL", MARRON).hand(WONDER)
    s.player(1).vanguard(GALLATIN)
    assert main(s).power(0, "VC") == 9000


def test_sky_diver_1_cont_no_penalty_with_another_spike_brothers_unit() -> None:
    """Sky Diver [1]: another Spike Brothers unit (here a rear-guard) lifts the -2000; on
    (RC) the Spike Brothers vanguard counts."""
    s = Scenario(seed=0)
    s.player(0).vanguard(PANTHER).rear("RC_FL", SKY_DIVER).hand(WONDER)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    assert h.power(0, "RC_FL") == 11000


def _sky_diver_hits(*hand: str) -> Harness:
    s = Scenario(seed=0)
    s.player(0).vanguard(PANTHER).rear("RC_FL", SKY_DIVER).rear("RC_FR", WONDER).hand(*hand)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=SKY_DIVER, target=MARRON)
    h.skip_to("use_ability")
    return h


def test_sky_diver_2_auto_hit_into_soul_calls_a_spike_brothers_from_hand() -> None:
    """Sky Diver [2] (R12.6.6, R15.6, R17.5): its attack hits; it goes into the soul as the
    cost and up to one Spike Brothers from the hand is called (the Royal Paladin is no
    choice)."""
    h = _sky_diver_hits(WONDER, MARRON)
    h.act("yes")
    assert h.soul(0) == [SKY_DIVER] and h.unit(0, "RC_FL") is None
    offered = {h.game.cards[a.card].name for a in h.options("choose")}
    assert offered == {WONDER}
    h.act("choose", card=WONDER)
    h.act("choose_circle", card=WONDER, circle="RC_FL")
    assert h.unit(0, "RC_FL").name == WONDER
    assert h.hand(0).count(MARRON) >= 1 and WONDER not in h.hand(0)


def test_sky_diver_2_auto_declined_keeps_it_on_the_circle() -> None:
    """Sky Diver [2] (G4): declining pays nothing and calls nothing."""
    h = _sky_diver_hits(WONDER)
    h.act("no")
    assert h.unit(0, "RC_FL").name == SKY_DIVER and h.soul(0) == []
    assert WONDER in h.hand(0)


def test_sky_diver_2_auto_not_from_the_vanguard_circle() -> None:
    """Sky Diver [2] is tagged (RC) (R16.1.4): its hit as the vanguard triggers nothing."""
    s = Scenario(seed=0)
    s.player(0).vanguard(SKY_DIVER).rear("RC_FR", WONDER).hand(WONDER)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=SKY_DIVER, target=MARRON)
    h.skip_to("attack")
    assert h.damage_count(1) >= 1
    assert not any(e.get("card") == "sky-diver" for e in h.events("ability_triggered"))


# ---------------------------------------------------------------- General Seifried


def _seifried_drives(top: str, *rears: str) -> Harness:
    """Seifried attacks; its first drive check reveals `top`. `rears` fill circles in the
    order RC_FL, RC_FR, RC_BL, RC_BC, RC_BR."""
    s = Scenario(seed=0)
    p = s.player(0).vanguard(SEIFRIED).deck(top, MARRON, *[MARRON] * 10)
    for circle, name in zip(("RC_FL", "RC_FR", "RC_BL", "RC_BC", "RC_BR"), rears, strict=False):
        p.rear(circle, name)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=SEIFRIED, target=GALLATIN)
    if h.decision == "boost":
        h.act("skip_boost")
    return h


def test_seifried_1_auto_drive_reveals_grade_3_spike_brothers_call_to_open_rc_r31_15() -> None:
    """General Seifried [1] (R14.1, AMB-25, R31.15): the drive check reveals a grade 3 Spike
    Brothers; it may be called from the trigger zone, to an empty (RC) only."""
    h = _seifried_drives(SKY_DIVER, WONDER)
    h.skip_to("use_ability")
    h.act("yes")
    circles = {Circle(a.circle).name for a in h.options("choose_circle")}
    assert circles == {"RC_FR", "RC_BL", "RC_BC", "RC_BR"}
    h.act("choose_circle", card=SKY_DIVER, circle="RC_BR")
    assert h.unit(0, "RC_BR").name == SKY_DIVER and SKY_DIVER not in h.hand(0)
    assert h.unit(0, "RC_FL").name == WONDER


def test_seifried_1_auto_no_open_rc_the_card_goes_to_hand_r31_15() -> None:
    """General Seifried [1] (R31.15): with every (RC) taken the revealed card stays in the
    trigger zone and goes to the hand as usual; no unit is displaced."""
    h = _seifried_drives(SKY_DIVER, WONDER, WONDER, WONDER, WONDER, WONDER)
    h.skip_to("use_ability")
    h.act("yes")
    h.skip_to("attack")
    assert SKY_DIVER in h.hand(0) and h.drop(0) == []


def test_seifried_1_auto_needs_grade_3_spike_brothers_and_declining_keeps_it() -> None:
    """General Seifried [1] (AMB-25): a grade 3 of another clan triggers nothing; declining
    sends the card to the hand."""
    h = _seifried_drives(ALFRED)
    h.skip_to("attack")
    assert not any(e.get("card") == "general-seifried" for e in h.events("ability_triggered"))
    assert ALFRED in h.hand(0)

    h = _seifried_drives(SKY_DIVER)
    h.skip_to("use_ability")
    h.act("no")
    h.skip_to("attack")
    assert SKY_DIVER in h.hand(0)


def _seifried_boosted(booster: str) -> Harness:
    s = Scenario(seed=0)
    s.player(0).vanguard(SEIFRIED).rear("RC_BC", booster)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=SEIFRIED, target=GALLATIN)
    h.act("boost")
    return h


def test_seifried_2_auto_boosted_by_spike_brothers_plus_3000_for_the_battle() -> None:
    """General Seifried [2] (R12.3.6): boosted by a Spike Brothers it gets +3000 until the
    end of that battle: 10000 + 3000, plus the 8000 boost."""
    h = _seifried_boosted(WONDER)
    assert h.power(0, "VC") == 21000
    h.skip_to("attack")
    assert h.power(0, "VC") == 10000


def test_seifried_2_auto_not_when_boosted_by_another_clan() -> None:
    """General Seifried [2]: a Royal Paladin booster gives no bonus."""
    h = _seifried_boosted(MARRON)
    assert h.power(0, "VC") == 18000


# ---------------------------------------------------------------- Unite Attacker


def test_unite_attacker_1_auto_main_phase_start_soul_charge_and_power() -> None:
    """Unite Attacker [1] (R11.1, R17.9): at the start of your main phase, Soul Charge 1 and
    +2000 until the end of the turn."""
    s = Scenario(seed=0)
    s.player(0).vanguard(UNITE).deck(SONIC, *[MARRON] * 8).hand(WONDER)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    assert h.soul(0) == [SONIC] and h.power(0, "VC") == 12000


def test_unite_attacker_1_auto_not_on_rc() -> None:
    """Unite Attacker [1] is tagged (VC) (R16.1.4): on (RC) nothing happens."""
    s = Scenario(seed=0)
    s.player(0).vanguard(PANTHER).rear("RC_FL", UNITE).deck(SONIC, *[MARRON] * 8).hand(WONDER)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    assert h.soul(0) == [] and h.power(0, "RC_FL") == 10000


def _unite_hits(soul: int = 8) -> Harness:
    s = Scenario(seed=0)
    p = s.player(0).vanguard(PANTHER).rear("RC_FL", UNITE).rear("RC_FR", MARRON)
    p.soul(*[MARRON] * soul).damage(*[MARRON] * 5)
    p.deck(WONDER, MARRON, PANTHER, SONIC, WONDER, *[MARRON] * 6)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=UNITE, target=MARRON)
    h.skip_to("use_ability")
    return h


def test_unite_attacker_2_auto_sb8_cb5_look_up_to_five_call_to_separate_rc_r31_16() -> None:
    """Unite Attacker [2] (R15.6.2, AMB-10, R31.16): its attack hits; SB8 & CB5; the number
    is chosen first, the Spike Brothers looked at may be called, each to a different (RC),
    occupied ones allowed (R17.5, R16.6.2); the deck is shuffled."""
    h = _unite_hits()
    h.act("yes")
    assert h.soul(0) == [] and all(not up for _, up in h.damage(0))
    assert h.decision == "look_up_to"
    assert sorted(a.choice or 0 for a in h.options("number")) == [0, 1, 2, 3, 4, 5]
    h.act("number", choice=5)
    offered = {h.game.cards[a.card].name for a in h.options("choose")}
    assert offered == {WONDER, PANTHER, SONIC}  # not the Royal Paladin (copies listed once)
    h.act("choose", card=WONDER)
    h.act("choose", card=PANTHER)
    h.act("choose_none")
    first = h.options("choose_circle")[0].card
    h.act("choose_circle", card=first, circle="RC_FR")  # over the Royal Paladin
    circles = {Circle(a.circle).name for a in h.options("choose_circle")}
    assert "RC_FR" not in circles and len(circles) == 4
    second = h.options("choose_circle")[0].card
    h.act("choose_circle", card=second, circle="RC_BL")
    assert {h.unit(0, "RC_FR").name, h.unit(0, "RC_BL").name} == {WONDER, PANTHER}
    assert MARRON in h.drop(0)  # the displaced rear-guard (R16.6.2)
    assert h.events("shuffled") and len(h.deck(0)) == 11 - 2


def test_unite_attacker_2_auto_fewer_cards_looked_at_fewer_choices() -> None:
    """Unite Attacker [2] (AMB-10): looking at two, only the Spike Brothers among those two
    may be picked."""
    h = _unite_hits()
    h.act("yes")
    h.act("number", choice=2)
    offered = [h.game.cards[a.card].name for a in h.options("choose")]
    assert offered == [WONDER]


def test_unite_attacker_2_auto_not_offered_with_seven_soul_or_declined() -> None:
    """Unite Attacker [2] (R15.6.1): SB8 with seven cards in the soul cannot be paid;
    declining changes nothing."""
    s = Scenario(seed=0)
    p = s.player(0).vanguard(PANTHER).rear("RC_FL", UNITE).rear("RC_FR", MARRON)
    p.soul(*[MARRON] * 7).damage(*[MARRON] * 5).deck(*[WONDER] * 8)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=UNITE, target=MARRON)
    h.skip_to("attack")
    assert h.damage_count(1) == 1 and len(h.soul(0)) == 7
    assert not h.events("looked_at_top")

    h = _unite_hits()
    h.act("no")
    assert len(h.soul(0)) == 8 and not h.events("looked_at_top")


# ---------------------------------------------------------------- Dudley Dan


def _dudley_boosts(*rears: tuple[str, str], hand: str = WONDER, attacker: str = "VC") -> Harness:
    s = Scenario(seed=0)
    p = s.player(0).vanguard(PANTHER).rear("RC_BC", DUDLEY).hand(hand)
    p.damage(MARRON, MARRON).deck(MARRON, SKY_DIVER, MARRON, MARRON, MARRON)
    for circle, name in rears:
        p.rear(circle, name)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, attacker), target=GALLATIN)
    h.act("boost")
    return h


def test_dudley_dan_1_auto_boosting_the_vanguard_cb2_soul_search_call_to_open_rc() -> None:
    """Dudley Dan [1] (R15.6, R17.13, R31.15): boosting the vanguard, CB2 and a Spike Brothers
    from the hand into the soul; search a Spike Brothers and call it to an empty (RC)."""
    h = _dudley_boosts(("RC_FL", WONDER))
    h.act("yes")
    assert WONDER in h.soul(0) and not h.hand(0)
    assert h.damage(0) == [(MARRON, False), (MARRON, False)]
    h.act("choose", card=SKY_DIVER)
    circles = {Circle(a.circle).name for a in h.options("choose_circle")}
    assert circles == {"RC_FR", "RC_BL", "RC_BR"}
    h.act("choose_circle", card=SKY_DIVER, circle="RC_FR")
    assert h.unit(0, "RC_FR").name == SKY_DIVER and h.events("shuffled")


def test_dudley_dan_1_auto_no_open_rc_the_found_card_stays_in_the_deck_r31_15() -> None:
    """Dudley Dan [1] (R31.15): with no empty (RC) the search still happens, the found card
    cannot be called and stays in the deck, which is shuffled."""
    full = (("RC_FL", WONDER), ("RC_FR", WONDER), ("RC_BL", WONDER), ("RC_BR", WONDER))
    h = _dudley_boosts(*full)
    h.act("yes")
    h.act("choose", card=SKY_DIVER)
    assert SKY_DIVER in h.deck(0) and h.events("shuffled")
    assert h.decision == "guard"


def test_dudley_dan_1_auto_not_when_boosting_a_rear_guard_or_without_spike_brothers() -> None:
    """Dudley Dan [1]: boosting a rear-guard triggers nothing; with no Spike Brothers in the
    hand the cost cannot be paid (R15.6.3)."""
    s = Scenario(seed=0)
    s.player(0).vanguard(PANTHER).rear("RC_FL", WONDER).rear("RC_BL", DUDLEY).hand(WONDER)
    s.player(0).damage(MARRON, MARRON)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "RC_FL"), target=GALLATIN)
    h.act("boost")
    assert h.decision == "guard" and not h.events("ability_triggered")

    h = _dudley_boosts(hand=MARRON)
    assert h.decision == "guard" and h.hand(0) == [MARRON]


# ---------------------------------------------------------------- Cheer Girl, Marilyn


def test_marilyn_1_sentinel_keyword_is_deck_data_only_amb20() -> None:
    """Cheer Girl, Marilyn [1] (R5.5, AMB-20): the Sentinel line is a keyword; on (RC) it
    offers nothing to activate."""
    card = default_database().lookup(MARILYN)
    assert card.sentinel
    assert card.abilities[0].kind == "keyword" and card.abilities[0].keyword == "sentinel"
    s = Scenario(seed=0)
    s.player(0).vanguard(PANTHER).rear("RC_FL", MARILYN).hand(WONDER)
    s.player(1).vanguard(GALLATIN)
    assert not main(s).options("activate")


def _marilyn_guard(*hand: str, defender: str = PANTHER) -> Harness:
    s = Scenario(seed=0)
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON)
    s.player(1).vanguard(defender).hand(MARILYN, *hand)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=defender)
    h.skip_to("guard", player=1)
    h.act("guard", card=MARILYN)
    return h


def test_marilyn_2_auto_discard_spike_brothers_attacked_unit_cannot_be_hit_r31_12() -> None:
    """Cheer Girl, Marilyn [2] (AMB-19, R31.12, R12.6.2): placed on (GC), discard a
    Spike Brothers; the attacked Spike Brothers vanguard cannot be hit."""
    h = _marilyn_guard(WONDER)
    assert h.decision == "use_ability" and h.deciding == 1
    h.act("yes")
    assert WONDER in h.drop(1)
    h.skip_to("attack")
    assert h.events("no_hit") and h.damage_count(1) == 0


def test_marilyn_2_auto_unpayable_or_other_clan_target_the_attack_hits_r31_12() -> None:
    """Cheer Girl, Marilyn [2] (R31.12, AMB-8): with no Spike Brothers in hand nothing is
    asked; with a non-Spike Brothers attacked unit the cost may be paid but the attack hits."""
    h = _marilyn_guard(MARRON)
    assert h.decision == "guard"
    h.skip_to("attack")
    assert h.damage_count(1) == 1

    h = _marilyn_guard(WONDER, defender=KING_OF_SWORD)
    h.act("yes")
    h.skip_to("attack")
    assert WONDER in h.drop(1) and h.damage_count(1) == 1


# ---------------------------------------------------------------- Mecha Trainer


def _mecha_ride(rider: str) -> Harness:
    s = Scenario(seed=0)
    s.player(0).vanguard(MECHA).hand(rider)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=rider)
    return h


def test_mecha_trainer_1_auto_ridden_by_spike_brothers_calls_itself_r31_13() -> None:
    """Mecha Trainer [1] (AMB-4, R31.13, R17.5): ridden by a Spike Brothers, it may be
    called from the soul to a rear-guard circle, standing."""
    h = _mecha_ride(WONDER)
    assert h.decision == "use_ability"
    h.act("yes")
    h.act("choose_circle", card=MECHA, circle="RC_BC")
    assert h.unit(0, "RC_BC").name == MECHA and not h.is_rested(0, "RC_BC")
    assert h.soul(0) == []


def test_mecha_trainer_1_auto_declined_or_other_clan_rider() -> None:
    """Mecha Trainer [1] (AMB-4 iii): declining keeps it in the soul; a Royal Paladin rider
    does not trigger it."""
    h = _mecha_ride(WONDER)
    h.act("no")
    assert h.soul(0) == [MECHA]

    h = _mecha_ride(MARRON)
    assert h.decision != "use_ability" and h.soul(0) == [MECHA]
    assert not h.events("ability_triggered")


def test_mecha_trainer_2_act_cb1_retire_self_search_grade_1_or_less() -> None:
    """Mecha Trainer [2] (R15.6.2, R17.13): CB1 and retire itself; search a grade 1 or less
    Spike Brothers, reveal it, put it into the hand, shuffle."""
    s = Scenario(seed=0)
    s.player(0).vanguard(PANTHER).rear("RC_FL", MECHA).damage(MARRON)
    s.player(0).deck(PANTHER, MARRON, WONDER, SONIC, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    h.act("activate", card=MECHA, choice=1)
    assert MECHA in h.drop(0) and h.unit(0, "RC_FL") is None
    offered = sorted(h.game.cards[a.card].name for a in h.options("choose"))
    assert offered == sorted([WONDER, SONIC])
    h.act("choose", card=SONIC)
    assert h.hand(0) == [SONIC]
    assert any(e.get("card") == "sonic-breaker" for e in h.events("revealed"))
    assert h.events("shuffled")


def test_mecha_trainer_2_act_not_on_vc_or_without_face_up_damage() -> None:
    """Mecha Trainer [2] is tagged (RC) (R16.2.2); CB1 needs a face-up damage card."""
    s = Scenario(seed=0)
    s.player(0).vanguard(MECHA).damage(MARRON).hand(SONIC)
    s.player(1).vanguard(GALLATIN)
    assert not main(s).can("activate", card=MECHA)

    s = Scenario(seed=0)
    s.player(0).vanguard(PANTHER).rear("RC_FL", MECHA).damage(MARRON, face_down=True)
    s.player(1).vanguard(GALLATIN)
    assert not main(s).can("activate", card=MECHA)


# ---------------------------------------------------------------- Panzer Gale


def _panzer_intercepts(vanguard: str) -> Harness:
    """Gallatin boosted by Marron attacks with 18000; the defender's vanguard has 10000."""
    s = Scenario(seed=0)
    s.player(0).vanguard(GALLATIN).rear("RC_BC", MARRON)
    s.player(1).vanguard(vanguard).rear("RC_FL", PANZER).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=h.iid(1, "VC"))
    h.act("boost")
    h.act("intercept", card=PANZER)
    return h


def test_panzer_gale_1_intercepting_with_a_spike_brothers_vanguard_gets_5000_shield() -> None:
    """Panzer Gale [1] (R12.4.4, R31.4): intercepting with a Spike Brothers vanguard, +5000
    shield until the end of that battle: 10000 + 10000 stops 18000."""
    h = _panzer_intercepts(PANTHER)
    assert h.game.shield(h.game.players[1].guardians[0]) == 10000
    h.act("end_guard")
    h.skip_to("attack", player=0)
    assert h.damage_count(1) == 0


def test_panzer_gale_1_no_shield_without_a_spike_brothers_vanguard() -> None:
    """Panzer Gale [1] (AMB-3): with a Nova Grappler vanguard the bonus is not given."""
    h = _panzer_intercepts(KING_OF_SWORD)
    assert h.ended("condition_not_met")
    assert h.game.shield(h.game.players[1].guardians[0]) == 5000
    h.act("end_guard")
    h.skip_to("attack", player=0)
    assert h.damage_count(1) == 1


# ---------------------------------------------------------------- Devil Summoner


def _devil_called(*deck: str) -> Harness:
    s = Scenario(seed=0)
    s.player(0).vanguard(PANTHER).rear("RC_FR", MARRON).hand(DEVIL, WONDER).deck(*deck)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    h.act("call", card=DEVIL, circle="RC_FL")
    return h


def test_devil_summoner_1_auto_top_card_grade_1_or_2_spike_brothers_is_called_r31_17() -> None:
    """Devil Summoner [1] (AMB-1, R17.5, R31.17): called to (RC), it reveals the top card; a
    grade 1 or 2 Spike Brothers is called (mandatory, occupied circles allowed, R16.6.2),
    and the deck is not shuffled."""
    for top in (WONDER, PANTHER):
        h = _devil_called(top, *[MARRON] * 8)
        revealed = [e["card"] for e in h.events("revealed")]
        assert revealed == [default_database().lookup(top).id]
        assert h.decision == "call_circle"
        h.act("choose_circle", card=top, circle="RC_FR")
        assert h.unit(0, "RC_FR").name == top and h.drop(0) == [MARRON]
        assert not h.events("shuffled") and h.deck(0) == [MARRON] * 8


def test_devil_summoner_1_auto_other_cards_stay_and_the_deck_is_shuffled_r31_17() -> None:
    """Devil Summoner [1] (R31.17): a grade 0 or 3 Spike Brothers, or a grade 1 of another
    clan, is not called; it stays in the deck, which is shuffled."""
    for top in (SONIC, SKY_DIVER, MARRON):
        h = _devil_called(top, *[KING_OF_SWORD] * 8)
        assert h.decision == "main" and h.events("shuffled")
        assert sorted(h.deck(0)) == sorted([top, *[KING_OF_SWORD] * 8])
        assert h.unit(0, "RC_FR").name == MARRON


def test_devil_summoner_1_auto_also_when_ridden() -> None:
    """Devil Summoner [1] (R4.6.2): placed on (VC) by a ride, it reveals the top card too."""
    s = Scenario(seed=0)
    s.player(0).vanguard(WONDER).hand(DEVIL).deck(PANTHER, *[MARRON] * 8)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=DEVIL)
    h.skip_to("call_circle")
    h.act("choose_circle", card=PANTHER, circle="RC_FL")
    assert h.unit(0, "RC_FL").name == PANTHER


# ---------------------------------------------------------------- Cyclone Blitz


def _cyclone_attacks(vanguard: str, soul: int = 1) -> Harness:
    s = Scenario(seed=0)
    s.player(0).vanguard(vanguard).rear("RC_FL", CYCLONE).soul(*[MARRON] * soul)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=CYCLONE, target=GALLATIN)
    return h


def test_cyclone_blitz_1_auto_soul_blast_1_plus_3000_until_end_of_battle() -> None:
    """Cyclone Blitz [1] (R12.3.5, AMB-2): attacking with a Spike Brothers vanguard, Soul
    Blast 1 for +3000 until the end of that battle."""
    h = _cyclone_attacks(PANTHER)
    h.skip_to("use_ability")
    h.act("yes")
    assert h.decision == "guard" and h.soul(0) == [] and h.power(0, "RC_FL") == 9000
    h.skip_to("attack")
    assert h.power(0, "RC_FL") == 6000  # until the end of that battle


def test_cyclone_blitz_1_auto_not_with_another_clan_vanguard_or_empty_soul() -> None:
    """Cyclone Blitz [1] (AMB-3, R15.6.3): a Royal Paladin vanguard, or an empty soul, gives
    no bonus."""
    for vanguard, soul in ((GALLATIN, 1), (PANTHER, 0)):
        h = _cyclone_attacks(vanguard, soul)
        assert h.decision == "guard"
        assert h.power(0, "RC_FL") == 6000 and len(h.soul(0)) == soul


# ---------------------------------------------------------------- Spike Brothers Assault Squad


def _squad_attack(attacker: str, boost: bool = True) -> Harness:
    s = Scenario(seed=0)
    s.player(0).vanguard(attacker).rear("RC_BC", SQUAD).rear("RC_FL", WONDER)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=attacker, target=MARRON)
    h.act("boost" if boost else "skip_boost")
    h.skip_to("attack")
    return h


def test_assault_squad_1_auto_boosted_spike_brothers_hits_it_stands_r31_14() -> None:
    """Spike Brothers Assault Squad [1] (AMB-18, R31.14, R17.7): the Spike Brothers it
    boosted hits; it stands (mandatory)."""
    h = _squad_attack(PANTHER)
    assert h.damage_count(1) >= 1
    assert not h.is_rested(0, "RC_BC")


def test_assault_squad_1_auto_not_for_another_clan_or_without_its_boost() -> None:
    """Spike Brothers Assault Squad [1] (AMB-18): boosting a Royal Paladin, or not boosting,
    it stays as it is."""
    h = _squad_attack(GALLATIN)
    assert h.damage_count(1) >= 1 and h.is_rested(0, "RC_BC")
    h = _squad_attack(PANTHER, boost=False)
    assert h.damage_count(1) >= 1 and not h.events("stood")


# ---------------------------------------------------------------- Cheer Girl, Tiara


def test_tiara_1_heal_limit_reminder_is_no_game_ability_amb20() -> None:
    """Cheer Girl, Tiara [1] (R5.4, AMB-20): the line is the heal-limit marker only."""
    card = default_database().lookup(TIARA)
    assert [(a.kind, a.keyword) for a in card.abilities] == [("keyword", "heal_limit")]
    s = Scenario(seed=0)
    s.player(0).vanguard(PANTHER).rear("RC_BL", TIARA).hand(WONDER)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    assert not h.options("activate") and not h.events("ability_triggered")


# ---------------------------------------------------------------- Silence Joker


def _joker_board(vanguard: str) -> Harness:
    s = Scenario(seed=0)
    s.player(0).vanguard(vanguard).rear("RC_BL", JOKER).hand(WONDER)
    s.player(0).damage(MARRON, WONDER, face_down=True)
    s.player(1).vanguard(GALLATIN)
    return main(s)


def test_silence_joker_1_act_into_soul_turns_one_damage_face_up() -> None:
    """Silence Joker [1] (R15.6, R17.12): it goes into the soul as the cost; with a Spike
    Brothers vanguard up to one face-down damage card is turned face up."""
    h = _joker_board(PANTHER)
    h.act("activate", card=JOKER, choice=0)
    assert h.soul(0) == [JOKER] and h.unit(0, "RC_BL") is None
    h.act("choose", card=WONDER)
    assert sorted(h.damage(0)) == sorted([(MARRON, False), (WONDER, True)])


def test_silence_joker_1_act_other_clan_vanguard_turns_nothing_up() -> None:
    """Silence Joker [1] (AMB-3): with a Royal Paladin vanguard the cost is paid and
    nothing turns face up; on (VC) it is not offered (R16.2.2)."""
    h = _joker_board(GALLATIN)
    h.act("activate", card=JOKER, choice=0)
    assert h.soul(0) == [JOKER]
    assert h.damage(0) == [(MARRON, False), (WONDER, False)]

    s = Scenario(seed=0)
    s.player(0).vanguard(JOKER).hand(SONIC)
    s.player(1).vanguard(GALLATIN)
    assert not main(s).can("activate", card=JOKER)
