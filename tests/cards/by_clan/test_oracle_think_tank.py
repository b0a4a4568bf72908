"""Oracle Think Tank abilities (oracle_think_tank.yaml), one ruling per test.

Each test names the card and the oracle line `[n]` it proves (ABILITIES.md Part 1), with the
rule (RULES.md) or ambiguity (ABILITIES.md Part 3, AMB-n) it relies on. Vanilla cards keep
other abilities out of the way: "Oracle Guardian, Wiseman" (OTT G2 10000), "Oracle Guardian,
Gemini" (OTT G1 8000), "Oracle Guardian, Nike" (OTT G0), "Knight of Silence, Gallatin" (Royal
Paladin G2 10000), "King of Sword" (Nova Grappler G2 10000), "Tough Boy" (Nova Grappler G1
8000) and the filler "Little Sage, Marron" (Royal Paladin G1 8000).
"""

from __future__ import annotations

from vanguard.cards import default_database
from vanguard.engine.constants import Stat
from vanguard.testing import Harness, Scenario

AMATERASU = "CEO Amaterasu"
COCOA = "Battle Sister, Cocoa"
LIBRA = "Maiden of Libra"
MOCHA = "Battle Sister, Mocha"
CHOCOLAT = "Battle Sister, Chocolat"
APOLLON = "Oracle Guardian, Apollon"
LOZENGE = "Lozenge Magus"
MILK = "Weather Girl, Milk"

WISEMAN = "Oracle Guardian, Wiseman"
GEMINI = "Oracle Guardian, Gemini"
NIKE = "Oracle Guardian, Nike"
GALLATIN = "Knight of Silence, Gallatin"
KING = "King of Sword"
TOUGH = "Tough Boy"
MARRON = "Little Sage, Marron"


# ---------------------------------------------------------------------------- CEO Amaterasu


def test_amaterasu_1_cont_plus_4000_in_own_turn_with_four_cards_follows_hand_size() -> None:
    """[1] CONT (VC): +4000 while it is your turn and the hand holds 4+; re-read at every
    read (R18.4)."""
    s = Scenario()
    s.player(0).vanguard(AMATERASU).hand(GEMINI, GEMINI, GEMINI, GEMINI)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("top")  # [2] at the start of the main phase
    assert h.power(0, "VC") == 14000
    h.act("call", card=GEMINI, circle="RC_FL")  # the hand drops to 3
    assert h.power(0, "VC") == 10000


def test_amaterasu_1_cont_no_bonus_with_three_cards() -> None:
    """[1] CONT: the hand-size condition is false with 3 cards."""
    s = Scenario()
    s.player(0).vanguard(AMATERASU).hand(GEMINI, GEMINI, GEMINI)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    assert h.power(0, "VC") == 10000


def test_amaterasu_1_cont_no_bonus_in_opponents_turn() -> None:
    """[1] CONT: 'during your turn' (CND.YOUR_TURN) is false in the opponent's turn."""
    s = Scenario()
    s.player(0).vanguard(AMATERASU).hand(GEMINI, GEMINI, GEMINI, GEMINI)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=4, turn_player=1)
    assert h.power(0, "VC") == 10000


def test_amaterasu_1_cont_does_not_work_on_a_rear_guard_circle() -> None:
    """[1] CONT is tagged (VC) (R16.1.4): as a rear-guard it gives nothing."""
    s = Scenario()
    s.player(0).vanguard(WISEMAN).rear("RC_FL", AMATERASU).hand(GEMINI, GEMINI, GEMINI, GEMINI)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    assert h.power(0, "RC_FL") == 10000


def test_amaterasu_2_main_phase_start_soul_charge_then_top_card_to_bottom() -> None:
    """[2] AUTO (VC): at the start of the main phase (R11.1), Soul Charge 1, then look at the
    top card privately (R17.12) and put it on the bottom."""
    s = Scenario()
    s.player(0).vanguard(AMATERASU).deck(KING, TOUGH, GEMINI)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.decision == "top_or_bottom" and h.deciding == 0
    assert h.soul(0) == [KING]
    looked = h.events("looked_at_top")
    assert looked and "card" not in looked[-1]  # hidden from the spectator (R22)
    h.act("bottom")
    assert h.deck(0) == [GEMINI, TOUGH]


def test_amaterasu_2_main_phase_start_may_keep_the_card_on_top() -> None:
    """[2] AUTO: the player may also keep the looked-at card on top."""
    s = Scenario()
    s.player(0).vanguard(AMATERASU).deck(KING, TOUGH, GEMINI)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("top")
    assert h.deck(0) == [TOUGH, GEMINI]


def test_amaterasu_2_does_not_trigger_on_a_rear_guard_circle() -> None:
    """[2] AUTO is tagged (VC): a rear-guard Amaterasu does nothing at main phase start."""
    s = Scenario()
    s.player(0).vanguard(WISEMAN).rear("RC_FL", AMATERASU).deck(KING, TOUGH).hand(GEMINI)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.decision == "main"
    assert h.soul(0) == [] and h.deck(0) == [KING, TOUGH]
    assert h.triggered() == 0


def _amaterasu_hit(soul: int, where: str = "VC") -> Harness:
    s = Scenario()
    p = s.player(0).soul(*[MARRON] * soul).damage(*[MARRON] * 5).hand(GEMINI)
    if where == "VC":
        p.vanguard(AMATERASU)
    else:
        p.vanguard(WISEMAN).rear("RC_FL", AMATERASU)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=AMATERASU, target=GALLATIN)  # 10000 vs 10000: hits (R12.6.2)
    return h


def test_amaterasu_3_hit_pays_sb8_cb5_and_draws_the_chosen_number() -> None:
    """[3] AUTO (VC/RC): on hit, pay Soul Blast 8 & Counter Blast 5 (R15.6.2) and draw up to
    five: the number is chosen first, then drawn (AMB-10)."""
    h = _amaterasu_hit(soul=8)
    hand_before = len(h.hand(0))  # Gemini + the two drive checks
    assert hand_before == 3
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.decision == "draw_up_to"
    assert [a.choice for a in h.options("number")] == [0, 1, 2, 3, 4, 5]
    h.act("number", choice=3)
    assert len(h.hand(0)) == hand_before + 3
    assert h.soul(0) == [] and len(h.drop(0)) == 8
    assert all(not up for _, up in h.damage(0))


def test_amaterasu_3_works_from_a_rear_guard_circle() -> None:
    """[3] AUTO is tagged (VC/RC): a rear-guard Amaterasu's hit also offers it."""
    h = _amaterasu_hit(soul=8, where="RC")
    assert h.decision == "use_ability"
    h.act("yes")
    h.act("number", choice=1)
    assert len(h.hand(0)) == 2  # Gemini + 1 (no drive check for a rear-guard)


def test_amaterasu_3_not_offered_when_the_soul_cannot_pay_8() -> None:
    """[3] AUTO: a cost that cannot be paid in full cannot be paid (R15.6.1, G1)."""
    h = _amaterasu_hit(soul=7)
    assert h.decision != "use_ability"
    assert h.ended("cost_unpayable")
    assert len(h.soul(0)) == 7
    assert all(up for _, up in h.damage(0))


def test_amaterasu_3_declined_pays_and_draws_nothing() -> None:
    """[3] AUTO: 'you may pay' (G4): declining does nothing."""
    h = _amaterasu_hit(soul=8)
    h.act("no")
    assert len(h.soul(0)) == 8 and len(h.hand(0)) == 3
    assert all(up for _, up in h.damage(0))


# ---------------------------------------------------------------------------- Battle Sister, Cocoa


def test_cocoa_1_called_with_oracle_vanguard_looks_at_top_card() -> None:
    """[1] AUTO (no tag, AMB-1): placed on (RC) by a call with an OTT vanguard: look at the
    top card and put it on the bottom (the clause is read at resolution, AMB-3)."""
    s = Scenario()
    s.player(0).vanguard(WISEMAN).hand(COCOA).deck(KING, TOUGH)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=COCOA, circle="RC_BC")
    assert h.decision == "top_or_bottom"
    h.act("bottom")
    assert h.deck(0) == [TOUGH, KING]


def test_cocoa_1_ridden_becomes_the_oracle_vanguard_and_looks() -> None:
    """[1] AUTO: placed on (VC) by a ride; Cocoa is then itself the OTT vanguard (G9)."""
    s = Scenario()
    s.player(0).vanguard(NIKE).hand(COCOA).deck(KING, TOUGH)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=COCOA)
    assert h.decision == "top_or_bottom"
    h.act("top")
    assert h.deck(0) == [KING, TOUGH]


def test_cocoa_1_no_look_without_an_oracle_vanguard() -> None:
    """[1] AUTO: with a Royal Paladin vanguard the clause is false at resolution (AMB-3)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).hand(COCOA, GEMINI).deck(KING, TOUGH)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=COCOA, circle="RC_BC")
    assert h.decision == "main"
    assert h.ended("condition_not_met")
    assert h.deck(0) == [KING, TOUGH]


# ---------------------------------------------------------------------------- Maiden of Libra


def _libra_hit(vanguard: str, face_up: int) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).rear("RC_FL", LIBRA).damage(*[MARRON] * face_up)
    s.player(1).vanguard(TOUGH)  # 8000: Libra's 9000 hits
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=LIBRA, target=TOUGH)
    return h


def test_libra_1_hit_with_oracle_vanguard_counter_blast_2_draws_one() -> None:
    """[1] AUTO (VC/RC): on hit with an OTT vanguard, Counter Blast 2 to draw 1."""
    h = _libra_hit(WISEMAN, face_up=2)
    assert h.decision == "use_ability"
    h.act("yes")
    assert len(h.hand(0)) == 1
    assert h.damage(0) == [(MARRON, False), (MARRON, False)]


def test_libra_1_no_draw_without_an_oracle_vanguard() -> None:
    """[1] AUTO: the vanguard clause is read at resolution (AMB-3); false with a Nova
    Grappler vanguard, so no cost is asked."""
    h = _libra_hit(KING, face_up=2)
    assert h.decision != "use_ability"
    assert h.ended("condition_not_met")
    assert h.hand(0) == [] and all(up for _, up in h.damage(0))


def test_libra_1_not_offered_with_one_face_up_damage() -> None:
    """[1] AUTO: Counter Blast 2 needs two face-up damage cards (R15.6.3, G1)."""
    h = _libra_hit(WISEMAN, face_up=1)
    assert h.decision != "use_ability"
    assert h.ended("cost_unpayable")
    assert h.hand(0) == []


# ---------------------------------------------------------------------------- Battle Sister, Mocha


def _mocha_attack(hand: int) -> Harness:
    s = Scenario()
    s.player(0).vanguard(WISEMAN).rear("RC_FL", MOCHA).hand(*[GEMINI] * hand)
    s.player(1).vanguard(TOUGH).hand(MARRON)  # a hand card, so the guard step asks
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=MOCHA, target=TOUGH)
    return h


def test_mocha_1_attacks_with_four_cards_gets_3000_until_end_of_battle() -> None:
    """[1] AUTO (VC/RC): when it attacks with 4+ cards in hand (read at resolution, AMB-3),
    +3000 until the end of that battle (R12.7.2, AMB-2)."""
    h = _mocha_attack(hand=4)
    assert h.decision == "guard"
    assert h.power(0, "RC_FL") == 11000
    h.act("end_guard")
    assert h.decision == "attack"  # the next battle: the bonus is gone
    assert h.power(0, "RC_FL") == 8000


def test_mocha_1_no_bonus_with_three_cards() -> None:
    """[1] AUTO: with 3 cards in hand the clause is false at resolution."""
    h = _mocha_attack(hand=3)
    assert h.decision == "guard"
    assert h.power(0, "RC_FL") == 8000
    assert h.ended("condition_not_met")


# ------------------------------------------------------------------ Battle Sister, Chocolat


def test_chocolat_1_sentinel_is_a_deck_building_keyword() -> None:
    """[1] KEYWORD: Sentinel is deck-building data (R5.5, AMB-19, AMB-20), not a game
    ability: it is carried as a keyword line and the card counts as a sentinel."""
    card = default_database().lookup(CHOCOLAT)
    assert card.sentinel
    assert card.abilities[0].kind == "keyword" and card.abilities[0].keyword == "sentinel"


def test_chocolat_1_sentinel_line_does_nothing_in_a_game() -> None:
    """[1] KEYWORD: on a circle the Sentinel line neither triggers nor changes power."""
    s = Scenario()
    s.player(0).vanguard(WISEMAN).hand(CHOCOLAT, GEMINI)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=CHOCOLAT, circle="RC_BC")
    assert h.decision == "main" and h.triggered() == 0
    assert h.power(0, "RC_BC") == 6000


def _chocolat_guard(vanguard: str, *hand: str) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).hand(CHOCOLAT, *hand)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=4, turn_player=1)
    h.act("attack", card=GALLATIN, target=vanguard)  # 10000 vs 10000
    h.act("guard", card=CHOCOLAT)  # shield 0
    return h


def test_chocolat_2_guard_discard_oracle_card_attacked_unit_cannot_be_hit() -> None:
    """[2] AUTO (no tag, AMB-1): placed on (GC), discard an OTT card: the attacked OTT unit
    cannot be hit until end of battle (R12.6.2): no damage."""
    h = _chocolat_guard(WISEMAN, GEMINI, MARRON)
    assert h.decision == "use_ability" and h.deciding == 0
    h.act("yes")
    assert h.drop(0) == [GEMINI] and h.hand(0) == [MARRON]
    assert h.game.has_flag(h.iid(0, "VC"), Stat.CANNOT_BE_HIT)
    h.act("end_guard")
    assert h.damage_count(0) == 0
    assert h.events("no_hit")
    assert not h.game.has_flag(h.iid(0, "VC"), Stat.CANNOT_BE_HIT)  # ended with the battle


def test_chocolat_2_not_offered_without_an_oracle_card_in_hand() -> None:
    """[2] AUTO: the discard needs an OTT card (Chocolat itself is on the GC): unpayable, so
    the attack hits (R15.6.1)."""
    h = _chocolat_guard(WISEMAN, MARRON)
    assert h.decision == "guard"  # no use_ability question
    assert h.ended("cost_unpayable")
    h.act("end_guard")
    assert h.damage_count(0) == 1
    assert h.drop(0) == [CHOCOLAT]  # only the guardian, after the battle (R12.6.5)


def test_chocolat_2_paid_for_a_non_oracle_attacked_unit_does_nothing() -> None:
    """[2] AUTO: the cost may be paid with no legal target (AMB-8); the attacked Royal
    Paladin vanguard is not Oracle Think Tank, so it is still hit."""
    h = _chocolat_guard(GALLATIN, GEMINI, MARRON)
    h.act("yes")
    assert h.drop(0) == [GEMINI]
    assert not h.game.has_flag(h.iid(0, "VC"), Stat.CANNOT_BE_HIT)
    h.act("end_guard")
    assert h.damage_count(0) == 1


# ----------------------------------------------------------------- Oracle Guardian, Apollon


def _apollon_hit(where: str, face_up: int) -> Harness:
    s = Scenario()
    p = s.player(0).damage(*[MARRON] * face_up).hand(KING)
    if where == "VC":
        p.vanguard(APOLLON).deck(GEMINI, GEMINI, TOUGH, NIKE, *[MARRON] * 6)
    else:
        p.vanguard(WISEMAN).rear("RC_FL", APOLLON).deck(TOUGH, *[MARRON] * 6)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=APOLLON, target=GALLATIN)
    return h


def test_apollon_1_vanguard_hit_draws_two_then_returns_a_hand_card_to_deck() -> None:
    """[1] AUTO (VC): Counter Blast 2, draw 2, choose a hand card, put it into the deck and
    shuffle."""
    h = _apollon_hit("VC", face_up=2)
    assert sorted(h.hand(0)) == sorted([KING, GEMINI, GEMINI])  # + two drive checks
    deck_before = len(h.deck(0))
    h.act("yes")
    assert sorted(h.hand(0)) == sorted([KING, GEMINI, GEMINI, TOUGH, NIKE])
    assert h.decision == "choose"
    h.act("choose", card=KING)
    assert sorted(h.hand(0)) == sorted([GEMINI, GEMINI, TOUGH, NIKE])
    assert KING in h.deck(0) and len(h.deck(0)) == deck_before - 1
    assert h.events("shuffled")
    assert h.damage(0) == [(MARRON, False), (MARRON, False)]


def test_apollon_1_declined_changes_nothing() -> None:
    """[1] AUTO: 'you may pay' (G4): declining keeps damage face up and the hand as is."""
    h = _apollon_hit("VC", face_up=2)
    h.act("no")
    assert sorted(h.hand(0)) == sorted([KING, GEMINI, GEMINI])
    assert all(up for _, up in h.damage(0))


def test_apollon_2_rear_guard_hit_counter_blast_2_draws_one() -> None:
    """[2] AUTO (RC): Counter Blast 2, draw 1, with no return to the deck ([1] is (VC) only)."""
    h = _apollon_hit("RC", face_up=2)
    h.act("yes")
    assert sorted(h.hand(0)) == sorted([KING, TOUGH])
    assert h.decision != "choose"
    assert h.damage(0) == [(MARRON, False), (MARRON, False)]


def test_apollon_2_not_offered_with_one_face_up_damage() -> None:
    """[2] AUTO: Counter Blast 2 cannot be paid with one face-up damage card (G1)."""
    h = _apollon_hit("RC", face_up=1)
    assert h.decision != "use_ability"
    assert h.ended("cost_unpayable")
    assert h.hand(0) == [KING]


# ---------------------------------------------------------------------------- Lozenge Magus


def test_lozenge_1_heal_reminder_is_deck_data_only() -> None:
    """[1] KEYWORD: the heal-limit reminder is deck-construction data (R5.4, AMB-20); the
    heal itself comes from the trigger icon."""
    card = default_database().lookup(LOZENGE)
    assert card.abilities[0].kind == "keyword" and card.abilities[0].keyword == "heal_limit"
    assert card.trigger.value.lower() == "heal"


def test_lozenge_1_heal_reminder_does_nothing_in_a_game() -> None:
    """[1] KEYWORD: called to (RC), the reminder line neither triggers nor changes power."""
    s = Scenario()
    s.player(0).vanguard(WISEMAN).hand(LOZENGE, GEMINI)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=LOZENGE, circle="RC_BC")
    assert h.decision == "main" and h.triggered() == 0
    assert h.power(0, "RC_BC") == 3000


def _lozenge_ridden_by(rider: str) -> Harness:
    s = Scenario()
    s.player(0).vanguard(LOZENGE).hand(rider, NIKE)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=rider)
    return h


def test_lozenge_2_ridden_by_oracle_may_call_itself_from_soul() -> None:
    """[2] AUTO (no tag, AMB-1/AMB-4): ridden by another OTT card, it may superior call
    itself from the soul to an RC of your choice (R17.5); it enters standing."""
    h = _lozenge_ridden_by(GEMINI)
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.decision == "call_circle"
    h.act("choose_circle", card=LOZENGE, circle="RC_BC")
    assert h.unit(0, "RC_BC").name == LOZENGE
    assert not h.is_rested(0, "RC_BC")
    assert LOZENGE not in h.soul(0)


def test_lozenge_2_declined_stays_in_soul() -> None:
    """[2] AUTO: 'you may' (G4): declining leaves it in the soul."""
    h = _lozenge_ridden_by(GEMINI)
    h.act("no")
    assert h.soul(0) == [LOZENGE]


def test_lozenge_2_ridden_by_another_clan_does_not_trigger() -> None:
    """[2] AUTO: the rider's clan is part of the event (AMB-4 iii): a Royal Paladin rider
    gives nothing."""
    h = _lozenge_ridden_by(MARRON)
    assert h.decision == "main" and h.triggered() == 0
    assert h.soul(0) == [LOZENGE]


def _lozenge_boost(boost: bool) -> Harness:
    s = Scenario()
    s.player(0).vanguard(WISEMAN).rear("RC_BC", LOZENGE).deck(*[MARRON] * 10)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=WISEMAN, target=GALLATIN)
    h.act("boost" if boost else "skip_boost")
    return h


def test_lozenge_3_boost_gives_3000_then_returns_to_deck_at_end_phase() -> None:
    """[3] AUTO (RC): when it boosts, the boosted unit gets +3000 for the battle, and at the
    start of the end phase (R13.1, R16.8) this unit goes back into the deck, which is
    shuffled (AMB-11)."""
    h = _lozenge_boost(boost=True)
    assert h.decision == "guard"
    assert h.power(0, "VC") == 10000 + 3000 + 3000  # boost power + ability
    lozenge = h.iid(0, "RC_BC")
    h.act("end_guard")
    h.skip_to("main", player=1)  # the end phase of turn 3 has run
    assert h.unit(0, "RC_BC") is None
    assert lozenge in h.game.players[0].deck
    returned = h.events("returned_to_deck")
    assert returned and returned[-1]["from"] == "RC_BC"
    assert h.events("shuffled")


def test_lozenge_3_no_boost_no_bonus_and_no_return() -> None:
    """[3] AUTO: without a boost nothing triggers; it stays on its RC after the end phase."""
    h = _lozenge_boost(boost=False)
    assert h.power(0, "VC") == 10000
    h.act("end_guard")
    h.skip_to("main", player=1)
    assert h.unit(0, "RC_BC").name == LOZENGE
    assert not h.events("returned_to_deck")


# ---------------------------------------------------------------------------- Weather Girl, Milk


def _milk_boost(vanguard: str, hand: int, attacker: str = "VC") -> Harness:
    s = Scenario()
    p = s.player(0).vanguard(vanguard).hand(*[GEMINI] * hand)
    if attacker == "VC":
        p.rear("RC_BC", MILK)
    else:
        p.rear("RC_FL", WISEMAN).rear("RC_BL", MILK)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, attacker if attacker == "VC" else "RC_FL"), target=GALLATIN)
    h.act("boost")
    return h


def test_milk_1_boosting_oracle_vanguard_with_four_cards_gives_4000() -> None:
    """[1] AUTO (RC): boosting an OTT vanguard, with 4+ cards in hand at resolution (AMB-3),
    the boosted unit gets +4000 until end of battle."""
    h = _milk_boost(WISEMAN, hand=4)
    assert h.decision == "guard"
    assert h.power(0, "VC") == 10000 + 6000 + 4000


def test_milk_1_no_bonus_with_three_cards() -> None:
    """[1] AUTO: with 3 cards in hand the clause is false at resolution."""
    h = _milk_boost(WISEMAN, hand=3)
    assert h.power(0, "VC") == 10000 + 6000
    assert h.ended("condition_not_met")


def test_milk_1_no_trigger_when_boosting_a_rear_guard() -> None:
    """[1] AUTO: the boosted unit must be your vanguard (trigger filter, AMB-2)."""
    h = _milk_boost(WISEMAN, hand=4, attacker="RC_FL")
    assert h.power(0, "RC_FL") == 10000 + 6000
    assert h.triggered() == 0


def test_milk_1_no_trigger_when_boosting_a_vanguard_of_another_clan() -> None:
    """[1] AUTO: the boosted vanguard must be Oracle Think Tank."""
    h = _milk_boost(KING, hand=4)
    assert h.power(0, "VC") == 10000 + 6000
    assert h.triggered() == 0


# ---------------------------------------------------- wave 1 (TD04): Meteor Break Wizard

SAKUYA = "Goddess of Flower Divination, Sakuya"
METEOR = "Meteor Break Wizard"
SWORD_DANCER = "Sword Dancer Angel"
MAPLE = "Battle Sister, Maple"
LUCK_BIRD = "Luck Bird"


def _meteor_attack(face_up: int) -> Harness:
    s = Scenario()
    s.player(0).vanguard(METEOR).damage(*[MARRON] * face_up)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=METEOR, target=GALLATIN)
    return h


def test_meteor_break_wizard_1_counter_blast_1_gives_3000_until_end_of_battle() -> None:
    """Meteor Break Wizard [1] AUTO (VC/RC): when it attacks, Counter Blast 1 (R15) for
    +3000 until the end of that battle (AMB-2)."""
    h = _meteor_attack(face_up=1)
    h.act("yes")
    assert h.power(0, "VC") == 13000
    assert h.damage(0) == [(MARRON, False)]


def test_meteor_break_wizard_1_without_face_up_damage_nothing_is_asked() -> None:
    """Meteor Break Wizard [1]: an unpayable cost is not offered (R15.6.3)."""
    h = _meteor_attack(face_up=0)
    assert h.decision == "guard" and h.ended("cost_unpayable")
    assert h.power(0, "VC") == 10000


# -------------------------------------------- wave 1 (TD04): Goddess of Flower Divination, Sakuya


def test_sakuya_1_cont_plus_4000_in_own_turn_with_four_cards() -> None:
    """Sakuya [1] CONT (VC): +4000 while it is your turn and the hand holds 4+ (R18.4)."""
    s = Scenario()
    s.player(0).vanguard(SAKUYA).hand(GEMINI, GEMINI, GEMINI, GEMINI)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.power(0, "VC") == 14000
    h.act("call", card=GEMINI, circle="RC_FL")
    assert h.power(0, "VC") == 10000


def test_sakuya_1_cont_no_bonus_in_the_opponents_turn_or_on_a_rear_guard_circle() -> None:
    """Sakuya [1]: 'during your turn' is false in the opponent's turn; the (VC) tag keeps a
    rear-guard Sakuya at its printed power (R16.1.4)."""
    s = Scenario()
    s.player(0).vanguard(SAKUYA).hand(GEMINI, GEMINI, GEMINI, GEMINI)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=4, turn_player=1)
    assert h.power(0, "VC") == 10000
    s = Scenario()
    s.player(0).vanguard(WISEMAN).rear("RC_FL", SAKUYA).hand(GEMINI, GEMINI, GEMINI, GEMINI)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    assert h.power(0, "RC_FL") == 10000


# ------------------------------------------------------ wave 1 (TD04): Sword Dancer Angel


def test_sword_dancer_angel_1_each_card_you_draw_gives_1000_until_end_of_turn() -> None:
    """Sword Dancer Angel [1] AUTO (VC/RC): the draw phase's draw (R9.2) and an ability's
    draw each trigger it (R31.1, R17.1): two draws, +2000."""
    s = Scenario()
    s.player(0).vanguard(WISEMAN).rear("RC_FL", SWORD_DANCER).hand(LUCK_BIRD)
    s.player(0).soul(MARRON, MARRON).deck(GEMINI, GEMINI, GEMINI)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="draw", turn=3)
    assert h.decision == "main"
    assert h.power(0, "RC_FL") == 9000
    h.act("call", card=LUCK_BIRD, circle="RC_BL")
    h.act("yes")  # Luck Bird: Soul Blast 2, draw a card
    assert h.power(0, "RC_FL") == 10000


def test_sword_dancer_angel_1_the_opponents_draw_does_not_count() -> None:
    """Sword Dancer Angel [1]: 'when you draw' (R31.1) ignores the opponent's draw phase."""
    s = Scenario()
    s.player(0).vanguard(WISEMAN).rear("RC_FL", SWORD_DANCER)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="draw", turn=4, turn_player=1)
    assert h.decision == "main"
    assert h.power(0, "RC_FL") == 8000 and h.triggered() == 0


# ---------------------------------------------------- wave 1 (TD04): Battle Sister, Maple


def _maple_attack(hand: int) -> Harness:
    s = Scenario()
    s.player(0).vanguard(WISEMAN).rear("RC_FL", MAPLE).hand(*[GEMINI] * hand)
    s.player(1).vanguard(TOUGH).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=MAPLE, target=TOUGH)
    return h


def test_maple_1_attacks_with_four_cards_gets_3000_until_end_of_battle() -> None:
    """Maple [1] AUTO (VC/RC): attacking with 4+ cards in hand (read at resolution, AMB-3),
    +3000 until the end of that battle (AMB-2, R12.7.2)."""
    h = _maple_attack(hand=4)
    assert h.power(0, "RC_FL") == 9000
    h.act("end_guard")
    h.skip_to("attack")
    assert h.power(0, "RC_FL") == 6000


def test_maple_1_no_bonus_with_three_cards() -> None:
    """Maple [1]: with 3 cards in hand the clause is false at resolution (AMB-3)."""
    h = _maple_attack(hand=3)
    assert h.power(0, "RC_FL") == 6000
    assert h.ended("condition_not_met")


# --------------------------------------------------------------- wave 1 (TD04): Luck Bird


def _luck_bird_call(vanguard: str, soul: int) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).hand(LUCK_BIRD).soul(*[MARRON] * soul).deck(GEMINI, NIKE)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=LUCK_BIRD, circle="RC_BL")
    return h


def test_luck_bird_1_placed_on_rc_soul_blast_2_draws_a_card() -> None:
    """Luck Bird [1] AUTO: placed on (RC) with an Oracle Think Tank vanguard, it may pay
    Soul Blast 2 (R15) to draw a card (R17.1)."""
    h = _luck_bird_call(WISEMAN, soul=2)
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.soul(0) == [] and h.drop(0) == [MARRON, MARRON]
    assert h.hand(0) == [GEMINI]  # the top card (the deck is listed top first)


def test_luck_bird_1_needs_an_oracle_vanguard_and_two_soul_cards() -> None:
    """Luck Bird [1]: the vanguard clause is read at resolution (AMB-3); Soul Blast 2 cannot
    be paid from a soul of one (R15.6.3)."""
    h = _luck_bird_call(KING, soul=2)
    assert h.decision == "main" and h.ended("condition_not_met")
    h = _luck_bird_call(WISEMAN, soul=1)
    assert h.decision == "main" and h.ended("cost_unpayable")
    assert h.hand(0) == []


def test_sakuya_2_placed_on_vc_returns_every_oracle_rear_guard_to_the_hand() -> None:
    """Sakuya [2] AUTO: when it is placed on (VC) by a ride (R4.6.2), all of your Oracle Think
    Tank rear-guards go back to your hand (R19); the back is then counted by [1] (R18.4)."""
    s = Scenario()
    s.player(0).vanguard(WISEMAN).hand(SAKUYA, NIKE).rear("RC_FL", GEMINI).rear("RC_BC", MILK)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=SAKUYA)
    h.skip_to("main")
    assert h.unit(0, "RC_FL") is None and h.unit(0, "RC_BC") is None
    assert sorted(h.hand(0)) == sorted([NIKE, GEMINI, MILK])
    assert h.power(0, "VC") == 10000  # three cards: [1] needs four
    assert h.triggered() == 1


def test_sakuya_2_other_clans_and_the_opponents_rear_guards_stay() -> None:
    """Sakuya [2]: only *your* rear-guards *of Oracle Think Tank* are returned."""
    s = Scenario()
    s.player(0).vanguard(WISEMAN).hand(SAKUYA).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", GEMINI)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=SAKUYA)
    h.skip_to("main")
    assert h.unit(0, "RC_FL") is not None and h.unit(0, "RC_FL").name == GALLATIN
    assert h.unit(1, "RC_FL") is not None and h.unit(1, "RC_FL").name == GEMINI
    assert h.hand(0) == [] and h.hand(1) == []


# ------------------------------------------------------- wave 1 (TD04): Security Guardian

SECURITY = "Security Guardian"
DARK_CAT = "Dark Cat"


def _security_intercepts(vanguard: str) -> Harness:
    """Gallatin boosted by Marron attacks with 18000; the defender's vanguard has 10000."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BC", MARRON)
    s.player(1).vanguard(vanguard).rear("RC_FL", SECURITY).hand(GEMINI)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=h.iid(1, "VC"))
    h.act("boost")
    h.act("intercept", card=SECURITY)
    return h


def test_security_guardian_1_intercepting_with_an_oracle_vanguard_gets_5000_shield() -> None:
    """Security Guardian [1] AUTO: when it intercepts (R12.4.4) with an Oracle Think Tank
    vanguard, +5000 shield until the end of that battle (R31.4): 10000 + 10000 stops 18000."""
    h = _security_intercepts(WISEMAN)
    assert h.game.shield(h.game.players[1].guardians[0]) == 10000
    assert h.events("shield_changed")[-1]["amount"] == 5000
    h.act("end_guard")
    h.skip_to("attack", player=0)
    assert h.damage_count(1) == 0


def test_security_guardian_1_no_shield_without_an_oracle_vanguard() -> None:
    """Security Guardian [1]: the vanguard clause is false with a Nova Grappler vanguard
    (AMB-3): 10000 + 5000 does not stop 18000."""
    h = _security_intercepts(KING)
    assert h.ended("condition_not_met")
    h.act("end_guard")
    h.skip_to("attack", player=0)
    assert h.damage_count(1) == 1


# ---------------------------------------------------------------- wave 1 (TD04): Dark Cat


def _dark_cat_call(vanguard: str) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).hand(DARK_CAT).deck(GEMINI, NIKE)
    s.player(1).vanguard(GALLATIN).deck(MARRON, TOUGH)
    h = s.start(phase="main", turn=3)
    h.act("call", card=DARK_CAT, circle="RC_BL")
    return h


def test_dark_cat_1_each_player_may_draw_master_first() -> None:
    """Dark Cat [1] AUTO: placed on (RC) with an Oracle Think Tank vanguard, each player may
    draw a card: its master decides and draws first, then the opponent (R31.3, R2.4)."""
    h = _dark_cat_call(WISEMAN)
    assert h.decision == "draw_up_to" and h.deciding == 0
    h.act("number", choice=1)
    assert h.hand(0) == [GEMINI]
    assert h.decision == "draw_up_to" and h.deciding == 1
    h.act("number", choice=1)
    assert h.hand(1) == [MARRON]
    assert h.decision == "main" and h.deciding == 0


def test_dark_cat_1_each_player_may_decline() -> None:
    """Dark Cat [1]: 'may' is each player's own choice (R31.3): the master declines and the
    opponent draws."""
    h = _dark_cat_call(WISEMAN)
    h.act("number", choice=0)
    h.act("number", choice=1)
    assert h.hand(0) == [] and h.hand(1) == [MARRON]


def test_dark_cat_1_nobody_draws_without_an_oracle_vanguard() -> None:
    """Dark Cat [1]: the vanguard clause is read at resolution (AMB-3)."""
    h = _dark_cat_call(KING)
    assert h.decision == "main" and h.ended("condition_not_met")
    assert h.hand(0) == [] and h.hand(1) == []


# ------------------------------------------------------------- wave 1 (BT02, BT03) cards

COCO = "Scarlet Witch, CoCo"
TOM = "Silent Tom"
GAZES = "One Who Gazes at the Truth"
PSYCHIC = "Psychic Bird"
FULL = "Goddess of the Full Moon, Tsukuyomi"
HALF = "Goddess of the Half Moon, Tsukuyomi"
CRESCENT = "Goddess of the Crescent Moon, Tsukuyomi"
GODHAWK = "Godhawk, Ichibyoshi"
BLUE_EYE = "Oracle Guardian, Blue Eye"
RED_EYE = "Oracle Guardian, Red Eye"
SECRETARY = "Secretary Angel"
FAITHFUL = "Faithful Angel"
VANILLA = "Battle Sister, Vanilla"


# ---------------------------------------------------------------- Scarlet Witch, CoCo


def test_coco_1_cont_plus_3000_in_own_turn_with_an_empty_soul() -> None:
    """Scarlet Witch, CoCo [1] CONT (VC): +3000 during your turn while the soul is empty
    (R18.4, R31.31)."""
    s = Scenario()
    s.player(0).vanguard(COCO)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    assert h.power(0, "VC") == 13000


def test_coco_1_cont_no_bonus_with_a_soul_card_or_in_the_opponents_turn() -> None:
    """Scarlet Witch, CoCo [1]: one card in the soul, or the opponent's turn, gives nothing
    (R31.31)."""
    s = Scenario()
    s.player(0).vanguard(COCO).soul(GEMINI)
    s.player(1).vanguard(GALLATIN)
    assert s.start(phase="battle", turn=3).power(0, "VC") == 10000
    s = Scenario()
    s.player(0).vanguard(COCO)
    s.player(1).vanguard(GALLATIN)
    assert s.start(phase="battle", turn=4, turn_player=1).power(0, "VC") == 10000


def _coco_ride(soul: tuple[str, ...], face_up: int = 2) -> Harness:
    s = Scenario()
    p = s.player(0).vanguard(WISEMAN).hand(COCO).soul(*soul).damage(*[MARRON] * face_up)
    p.deck(GEMINI, NIKE, TOUGH)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=COCO)
    return h


def test_coco_2_ride_onto_an_empty_soul_pays_counter_blast_2_and_draws_up_to_two() -> None:
    """Scarlet Witch, CoCo [2] AUTO: placed on (VC) by a ride; the soul then holds only the old
    vanguard (R10.5), so "one or less" is met on resolution (R16.1.5, R31.31); Counter Blast 2
    is paid and the number is chosen first (AMB-10)."""
    h = _coco_ride(soul=())
    assert h.soul(0) == [WISEMAN]
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.damage(0) == [(MARRON, False), (MARRON, False)]
    h.act("number", choice=2)
    assert h.hand(0) == [GEMINI, NIKE]


def test_coco_2_a_soul_card_before_the_ride_makes_two_and_nothing_happens() -> None:
    """Scarlet Witch, CoCo [2]: with one card in the soul before the ride, the soul holds two
    on resolution: the condition is false (R31.31, AMB-3), nothing is paid or drawn."""
    h = _coco_ride(soul=(NIKE,))
    assert h.ended("condition_not_met")
    assert h.hand(0) == [] and all(up for _, up in h.damage(0))


def test_coco_2_cannot_be_paid_with_one_face_up_damage() -> None:
    """Scarlet Witch, CoCo [2]: Counter Blast 2 cannot be paid from one face-up damage card
    (R15.6.1): the optional ability is not offered."""
    h = _coco_ride(soul=(), face_up=1)
    assert h.ended("cost_unpayable")
    assert h.hand(0) == []


# ---------------------------------------------------------------------------- Silent Tom


def _tom_attacks(vanguard: str, attacker: str = TOM) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).rear("RC_FL", TOM)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", WISEMAN).hand(NIKE, GEMINI)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=attacker, target=GALLATIN)
    assert h.decision == "guard" and h.deciding == 1
    return h


def test_silent_tom_1_opponent_cannot_guard_with_grade_0_while_it_attacks() -> None:
    """Silent Tom [1] CONT (VC/RC): during the battle it attacks, with an Oracle Think Tank
    vanguard, the opponent cannot normal call a grade 0 card to (GC) (R12.4.3, R31.30); a
    grade 1 guard and an intercept stay allowed (R12.4.4)."""
    h = _tom_attacks(WISEMAN)
    assert not h.can("guard", card=NIKE)
    h.reject("guard", "BAD_CHOICE", card=NIKE)
    assert h.can("guard", card=GEMINI)
    assert h.can("intercept", card=WISEMAN)


def test_silent_tom_1_no_restriction_without_an_oracle_vanguard() -> None:
    """Silent Tom [1]: with a Nova Grappler vanguard the CONT does not apply (R31.30)."""
    h = _tom_attacks(KING)
    assert h.can("guard", card=NIKE)


def test_silent_tom_1_no_restriction_when_another_unit_attacks() -> None:
    """Silent Tom [1]: only in the battle that Silent Tom attacks (R31.30): the vanguard's
    attack may be guarded with grade 0."""
    h = _tom_attacks(WISEMAN, attacker=WISEMAN)
    h.act("guard", card=NIKE)
    assert h.guardians(1) == [NIKE]


# -------------------------------------------------------------- One Who Gazes at the Truth


def _gazes_attacks(vanguard: str, soul: int) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).rear("RC_FL", GAZES).soul(*[MARRON] * soul)
    s.player(1).vanguard(GALLATIN).hand(GEMINI)  # the battle waits at the guard step
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GAZES, target=GALLATIN)
    return h


def test_gazes_1_soul_blast_1_gives_3000_until_end_of_battle() -> None:
    """One Who Gazes at the Truth [1] AUTO (VC/RC): when it attacks (AMB-2) with an Oracle
    Think Tank vanguard, it may pay Soul Blast 1 for +3000 until the end of that battle."""
    h = _gazes_attacks(WISEMAN, soul=1)
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.soul(0) == [] and h.drop(0) == [MARRON]
    assert h.power(0, "RC_FL") == 9000
    assert h.events("power_changed")[-1]["until"] == "end_of_battle"


def test_gazes_1_needs_an_oracle_vanguard_and_a_soul_card() -> None:
    """One Who Gazes at the Truth [1]: the vanguard clause is read on resolution (AMB-3);
    Soul Blast 1 cannot be paid from an empty soul (R15.6.1)."""
    h = _gazes_attacks(KING, soul=1)
    assert h.ended("condition_not_met") and h.power(0, "RC_FL") == 6000
    h = _gazes_attacks(WISEMAN, soul=0)
    assert h.ended("cost_unpayable") and h.power(0, "RC_FL") == 6000


# ---------------------------------------------------------------------------- Psychic Bird


def _psychic_bird(vanguard: str) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).rear("RC_BL", PSYCHIC).deck(GEMINI, TOUGH)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=PSYCHIC)
    return h


def test_psychic_bird_1_act_into_the_soul_draws_up_to_one() -> None:
    """Psychic Bird [1] ACT (RC): the cost puts it into the soul (R15); with an Oracle Think
    Tank vanguard, draw up to one card, the number chosen first (AMB-10)."""
    h = _psychic_bird(WISEMAN)
    assert h.unit(0, "RC_BL") is None and h.soul(0) == [PSYCHIC]
    h.act("number", choice=1)
    assert h.hand(0) == [GEMINI]


def test_psychic_bird_1_cost_paid_without_an_oracle_vanguard_draws_nothing() -> None:
    """Psychic Bird [1]: the ACT is offered while its 'if' is false (AMB-9); the cost is paid,
    then the clause is read (R16.2.2) and nothing is drawn."""
    h = _psychic_bird(KING)
    assert h.soul(0) == [PSYCHIC]
    assert h.ended("condition_not_met") and h.hand(0) == []


def test_psychic_bird_1_not_offered_on_the_vanguard_circle() -> None:
    """Psychic Bird [1] is tagged (RC) (R16.1.4): as the vanguard it cannot be played."""
    s = Scenario()
    s.player(0).vanguard(PSYCHIC)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert not h.can("activate", card=PSYCHIC)


# ------------------------------------------------------ Goddess of the Full Moon, Tsukuyomi


def test_full_moon_1_no_penalty_with_the_three_named_cards_in_the_soul() -> None:
    """Goddess of the Full Moon, Tsukuyomi [1] CONT (VC/RC): with the Half Moon, the Crescent
    Moon and Godhawk in the soul the -2000 does not apply (R18.4)."""
    s = Scenario()
    s.player(0).vanguard(FULL).soul(HALF, CRESCENT, GODHAWK)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.power(0, "VC") == 11000


def test_full_moon_1_minus_2000_when_one_named_card_is_missing() -> None:
    """Goddess of the Full Moon, Tsukuyomi [1]: one of the three names missing from the soul
    gives -2000, on (VC) and on (RC) alike (R18.4)."""
    s = Scenario()
    s.player(0).vanguard(FULL).soul(HALF, CRESCENT).rear("RC_FL", FULL)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.power(0, "VC") == 9000
    assert h.power(0, "RC_FL") == 9000


def _full_moon_act(soul: tuple[str, ...]) -> Harness:
    s = Scenario()
    s.player(0).vanguard(FULL).soul(*soul).damage(MARRON, MARRON).hand(KING)
    s.player(0).deck(GEMINI, TOUGH, NIKE)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=FULL)
    return h


SIX_ORACLES = (HALF, CRESCENT, GODHAWK, GEMINI, NIKE, WISEMAN)


def test_full_moon_2_act_draws_two_and_puts_a_hand_card_into_the_soul() -> None:
    """Goddess of the Full Moon, Tsukuyomi [2] ACT (VC): Counter Blast 2; with six Oracle Think
    Tank cards in the soul, draw two, then choose a hand card (the drawn ones included) and put
    it into the soul (R31.32)."""
    h = _full_moon_act(SIX_ORACLES)
    assert h.damage(0) == [(MARRON, False), (MARRON, False)]
    assert sorted(h.hand(0)) == sorted([KING, GEMINI, TOUGH])
    assert h.decision == "choose"
    h.act("choose", card=TOUGH)
    assert sorted(h.hand(0)) == sorted([KING, GEMINI])
    assert h.soul(0)[-1] == TOUGH and len(h.soul(0)) == 7


def test_full_moon_2_five_oracle_cards_pay_the_cost_for_nothing() -> None:
    """Goddess of the Full Moon, Tsukuyomi [2]: a Royal Paladin card in the soul does not
    count; with five Oracle Think Tank cards the cost is paid and nothing happens (AMB-9)."""
    h = _full_moon_act((HALF, CRESCENT, GODHAWK, GEMINI, NIKE, MARRON))
    assert h.ended("condition_not_met")
    assert h.hand(0) == [KING] and len(h.soul(0)) == 6
    assert h.damage(0) == [(MARRON, False), (MARRON, False)]


# ------------------------------------------------------ Goddess of the Half Moon, Tsukuyomi


def _half_moon_ride(soul: tuple[str, ...], vanguard: str = GEMINI) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).soul(*soul).hand(HALF).deck(MARRON, TOUGH, KING)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=HALF)
    return h


def test_half_moon_1_ride_with_crescent_and_godhawk_in_the_soul_may_soul_charge_2() -> None:
    """Goddess of the Half Moon, Tsukuyomi [1] AUTO: placed on (VC) (AMB-1) with a Crescent
    Moon and a Godhawk in the soul (read on resolution, AMB-3): it may Soul Charge 2."""
    h = _half_moon_ride((GODHAWK, CRESCENT))
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.soul(0) == [GODHAWK, CRESCENT, GEMINI, MARRON, TOUGH]


def test_half_moon_1_without_the_crescent_moon_nothing_happens() -> None:
    """Goddess of the Half Moon, Tsukuyomi [1]: both names are needed; with Godhawk only the
    condition is false (AMB-3)."""
    h = _half_moon_ride((GODHAWK,))
    assert h.ended("condition_not_met")
    assert h.soul(0) == [GODHAWK, GEMINI]


def _chain(vanguard: str, deck: tuple[str, ...], turn: int = 3, hand: tuple[str, ...] = ()):
    s = Scenario()
    s.player(0).vanguard(vanguard).deck(*deck).hand(*hand)
    s.player(1).vanguard(GALLATIN)
    return s.start(phase="ride", turn=turn)


def test_half_moon_2_ride_phase_rides_the_full_moon_from_the_top_five() -> None:
    """Goddess of the Half Moon, Tsukuyomi [2] AUTO (VC): at the beginning of the ride phase,
    look at five (R17.12), superior ride the Full Moon found there (R17.3), the rest to the
    bottom in any order; having ridden, no normal ride this ride phase (R31.29, R10.4)."""
    h = _chain(HALF, (MARRON, FULL, TOUGH, KING, NIKE, GEMINI), hand=(HALF,))
    assert h.decision == "choose"
    h.act("choose", card=FULL)
    assert h.unit(0, "VC").name == FULL and h.soul(0) == [HALF]
    assert h.events("superior_ride")[-1]["from"] == "deck"
    for name in (KING, MARRON, NIKE):  # each goes under the deck in turn; Tough Boy last
        h.act("choose", card=name)
    assert h.deck(0) == [GEMINI, KING, MARRON, NIKE, TOUGH]
    assert h.decision == "main"  # only "skip ride" was left, so the phase went on
    h.reject("ride", "RIDE_USED", card=HALF)


def test_half_moon_2_declining_keeps_the_normal_ride() -> None:
    """Goddess of the Half Moon, Tsukuyomi [2]: picking the card is optional (R2.6.4); when
    nothing was ridden the normal ride stays available (R31.29)."""
    h = _chain(HALF, (FULL, MARRON), hand=(FULL,))
    h.act("choose_none")
    h.act("choose", card=MARRON)  # under the deck first; the Full Moon goes under it
    assert h.unit(0, "VC").name == HALF
    assert h.deck(0) == [MARRON, FULL]
    h.act("ride", card=FULL)
    assert h.unit(0, "VC").name == FULL


def test_half_moon_2_does_not_work_on_a_rear_guard_circle() -> None:
    """Goddess of the Half Moon, Tsukuyomi [2] is tagged (VC) (R16.1.4): a rear-guard Half
    Moon looks at nothing at the ride phase."""
    s = Scenario()
    s.player(0).vanguard(WISEMAN).rear("RC_FL", HALF).deck(FULL, MARRON).hand(FULL)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    assert h.decision == "ride" and h.triggered() == 0
    assert h.deck(0) == [FULL, MARRON]


# ------------------------------------------- Goddess of the Crescent Moon / Godhawk (chain)


def test_crescent_moon_1_rides_the_half_moon_then_half_moon_1_soul_charges() -> None:
    """Goddess of the Crescent Moon, Tsukuyomi [1] AUTO (VC): the chain rides the Half Moon
    (R31.29); its own [1] then finds the Crescent Moon and Godhawk in the soul (R10.5)."""
    s = Scenario()
    s.player(0).vanguard(CRESCENT).soul(GODHAWK).deck(HALF, MARRON, TOUGH, KING)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("choose", card=HALF)
    h.act("choose", card=MARRON)
    h.act("choose", card=TOUGH)
    assert h.unit(0, "VC").name == HALF
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.soul(0)[:2] == [GODHAWK, CRESCENT] and len(h.soul(0)) == 4


def test_crescent_moon_1_without_the_named_card_nothing_is_ridden() -> None:
    """Goddess of the Crescent Moon, Tsukuyomi [1]: the look happens (it is mandatory), no
    Half Moon is among the cards, so nothing is ridden and the normal ride stays (R31.29)."""
    h = _chain(CRESCENT, (FULL, MARRON), hand=(HALF,))
    assert h.decision == "bottom_order"
    h.act("choose", card=FULL)
    assert h.deck(0) == [FULL, MARRON]
    assert h.unit(0, "VC").name == CRESCENT
    assert h.can("ride", card=HALF)


def test_godhawk_1_chain_works_on_the_first_turn_and_looks_at_fewer_than_five() -> None:
    """Godhawk, Ichibyoshi [1] AUTO (VC): in the first player's first ride phase too; with a
    deck of two it looks at both (R2.2, R31.29) and rides the Crescent Moon (R17.3)."""
    h = _chain(GODHAWK, (CRESCENT, NIKE), turn=1, hand=(GEMINI,))
    h.act("choose", card=CRESCENT)
    assert h.unit(0, "VC").name == CRESCENT and h.soul(0) == [GODHAWK]
    assert h.deck(0) == [NIKE]
    assert not h.can("ride", card=GEMINI)


def test_godhawk_1_does_not_trigger_in_the_opponents_ride_phase() -> None:
    """Godhawk, Ichibyoshi [1]: "your ride phase" only (R10.1): the opponent's ride phase
    leaves the deck alone."""
    s = Scenario()
    s.player(0).vanguard(GODHAWK).deck(CRESCENT, NIKE)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=4, turn_player=1)
    assert h.triggered() == 0 and h.deck(0) == [CRESCENT, NIKE]


# -------------------------------------------------- draw, then a hand card to the bottom


def _six_oracles(count: int) -> tuple[str, ...]:
    return (*[GEMINI] * count, *[MARRON] * (6 - count))


def test_blue_eye_1_boosting_with_six_oracles_draws_then_puts_a_card_under_the_deck() -> None:
    """Oracle Guardian, Blue Eye [1] AUTO (RC): when it boosts (AMB-2) with six Oracle Think
    Tank cards in the soul, draw a card, then put a hand card on the bottom (R31.32)."""
    s = Scenario()
    s.player(0).vanguard(WISEMAN).rear("RC_BC", BLUE_EYE).soul(*_six_oracles(6))
    s.player(0).hand(KING).deck(TOUGH, NIKE)
    s.player(1).vanguard(GALLATIN).hand(GEMINI)  # the battle waits at the guard step
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=WISEMAN, target=GALLATIN)
    h.act("boost")
    assert sorted(h.hand(0)) == sorted([KING, TOUGH]) and h.decision == "choose"
    h.act("choose", card=KING)
    assert h.hand(0) == [TOUGH]
    assert h.deck(0) == [NIKE, KING]
    assert "card" not in h.events("returned_to_deck")[-1]  # hidden from the spectator (R22)


def test_blue_eye_1_five_oracles_do_nothing() -> None:
    """Oracle Guardian, Blue Eye [1]: five Oracle Think Tank cards (and a Royal Paladin) in
    the soul: the condition is false on resolution (AMB-3)."""
    s = Scenario()
    s.player(0).vanguard(WISEMAN).rear("RC_BC", BLUE_EYE).soul(*_six_oracles(5))
    s.player(0).hand(KING).deck(TOUGH, NIKE)
    s.player(1).vanguard(GALLATIN).hand(GEMINI)  # the battle waits at the guard step
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=WISEMAN, target=GALLATIN)
    h.act("boost")
    assert h.ended("condition_not_met")
    assert h.hand(0) == [KING] and h.deck(0) == [TOUGH, NIKE]


def _angel_attacks(angel: str, where: str, oracles: int) -> Harness:
    s = Scenario()
    p = s.player(0).soul(*_six_oracles(oracles)).hand(KING).deck(TOUGH, NIKE)
    if where == "VC":
        p.vanguard(angel)
    else:
        p.vanguard(WISEMAN).rear("RC_FL", angel)
    s.player(1).vanguard(GALLATIN).hand(GEMINI)  # the battle waits at the guard step
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=angel, target=GALLATIN)
    return h


def test_secretary_angel_1_attacking_with_six_oracles_draws_then_bottoms_a_card() -> None:
    """Secretary Angel [1] AUTO (VC/RC): when it attacks from (VC) with six Oracle Think Tank
    cards in the soul, draw, then put a hand card (here the one drawn) on the bottom
    (R31.32)."""
    h = _angel_attacks(SECRETARY, "VC", 6)
    assert sorted(h.hand(0)) == sorted([KING, TOUGH])
    h.act("choose", card=TOUGH)
    assert h.hand(0) == [KING] and h.deck(0) == [NIKE, TOUGH]


def test_secretary_angel_1_five_oracles_do_nothing() -> None:
    """Secretary Angel [1]: the soul count is read on resolution (AMB-3): five is too few."""
    h = _angel_attacks(SECRETARY, "RC", 5)
    assert h.ended("condition_not_met") and h.hand(0) == [KING]


def test_faithful_angel_1_attacking_from_rc_with_six_oracles_draws_then_bottoms() -> None:
    """Faithful Angel [1] AUTO (VC/RC): from (RC), draw then put a hand card on the bottom
    (R31.32)."""
    h = _angel_attacks(FAITHFUL, "RC", 6)
    h.act("choose", card=KING)
    assert h.hand(0) == [TOUGH] and h.deck(0) == [NIKE, KING]


def test_faithful_angel_1_five_oracles_do_nothing() -> None:
    """Faithful Angel [1]: five Oracle Think Tank cards in the soul: nothing (AMB-3)."""
    h = _angel_attacks(FAITHFUL, "VC", 5)
    assert h.ended("condition_not_met") and h.deck(0) == [TOUGH, NIKE]


# ------------------------------------------------------------------ Oracle Guardian, Red Eye


def _red_eye_attacks(vanguard: str, target: str) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).rear("RC_FL", RED_EYE).deck(TOUGH, NIKE)
    s.player(1).vanguard(target)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=RED_EYE, target=target)
    h.skip_to("use_ability")
    return h


def test_red_eye_1_hit_with_an_oracle_vanguard_may_soul_charge_1() -> None:
    """Oracle Guardian, Red Eye [1] AUTO (VC/RC): its attack hits (9000 against 8000,
    R12.6.2) with an Oracle Think Tank vanguard: it may Soul Charge 1."""
    h = _red_eye_attacks(WISEMAN, GEMINI)
    h.act("yes")
    assert h.soul(0) == [TOUGH]


def test_red_eye_1_no_soul_charge_without_an_oracle_vanguard() -> None:
    """Oracle Guardian, Red Eye [1]: with a Nova Grappler vanguard the clause is false on
    resolution (AMB-3); an attack that does not hit triggers nothing (R12.6.6)."""
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_FL", RED_EYE).deck(TOUGH, NIKE)
    s.player(1).vanguard(GEMINI)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=RED_EYE, target=GEMINI)
    h.skip_to("attack", player=0)
    assert h.ended("condition_not_met") and h.soul(0) == []
    s = Scenario()
    s.player(0).vanguard(WISEMAN).rear("RC_FL", RED_EYE).deck(TOUGH, NIKE)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=RED_EYE, target=GALLATIN)
    h.skip_to("attack", player=0)
    assert h.triggered() == 0 and h.soul(0) == []


# -------------------------------------------------------------------- Battle Sister, Vanilla


def _vanilla_guards(oracles: int) -> Harness:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(WISEMAN).soul(*_six_oracles(oracles)).hand(VANILLA, GEMINI)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=WISEMAN)
    h.act("guard", card=VANILLA)
    return h


def test_vanilla_1_guarding_with_six_oracles_gets_5000_shield() -> None:
    """Battle Sister, Vanilla [1] AUTO: placed on (GC) (AMB-1) with six Oracle Think Tank cards
    in the soul: +5000 shield until the end of that battle (R31.4)."""
    h = _vanilla_guards(6)
    assert h.game.shield(h.game.players[1].guardians[0]) == 10000
    assert h.power(1, "VC") == 20000


def test_vanilla_1_five_oracles_give_no_shield() -> None:
    """Battle Sister, Vanilla [1]: with five Oracle Think Tank cards the clause is false on
    resolution (AMB-3): the printed 5000 only."""
    h = _vanilla_guards(5)
    assert h.ended("condition_not_met")
    assert h.game.shield(h.game.players[1].guardians[0]) == 5000
