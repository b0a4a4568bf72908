"""Abilities of the Granblue cards of the second wave (BT02), one ruling per test.

Each test names the card and the oracle line `[n]` it proves, with the rules (RULES.md R…),
the ambiguity rulings (AMB-n) and the card rulings (R31.n) it relies on. The classic Granblue
cards are tested in test_other_clans.py. Helpers are vanilla cards so that no other ability
interferes.
"""

from __future__ import annotations

from vanguard.testing import Harness, Scenario

FILLER = "Little Sage, Marron"  # vanilla Royal Paladin grade 1, the harness's deck filler
BLUEBLOOD = "Commodore Blueblood"  # vanilla Granblue grade 2, 10000
ROMARIO = "Dandy Guy, Romario"  # vanilla Granblue grade 1, 8000
KNIGHT_SPIRIT = "Knight Spirit"  # vanilla Granblue grade 0
KING = "King of Sword"  # vanilla Nova Grappler grade 2, 10000
TOUGH = "Tough Boy"  # vanilla Nova Grappler grade 1

EXCEED = "Spirit Exceed"
RUIN = "Ruin Shade"
BASSKIRK = "King of Demonic Seas, Basskirk"
NEGROMARL = "Witch Doctor of the Abyss, Negromarl"
NIGHTMIST = "Captain Nightmist"
JINN = "Gust Jinn"
CUTLASS = "Dancing Cutlass"
SKELETON = "Skeleton Swordsman"
SAMURAI = "Samurai Spirit"
EVIL = "Evil Shade"
RICK = "Rick the Ghostie"
BANSHEE = "Rough Seas Banshee"


def _triggered(h: Harness) -> list[str]:
    """The card ids whose AUTO abilities triggered (R16.3.1)."""
    return [str(e.get("card")) for e in h.events("ability_triggered")]


# ================================================================================ Spirit Exceed


def _exceed(vanguard: str) -> Harness:
    s = Scenario(seed=3)
    s.player(0).vanguard(vanguard).rear("RC_FL", SAMURAI).rear("RC_BL", KNIGHT_SPIRIT)
    s.player(0).drop(EXCEED)
    s.player(1).vanguard(KING)
    return s.start(phase="main")


def test_spirit_exceed_1_two_named_rear_guards_to_soul_ride_from_the_drop_zone() -> None:
    """Spirit Exceed [1] (ACT [Drop zone]; R16.2, R17.3): Samurai Spirit and Knight Spirit go
    from the (RC)s to the soul as the cost; with a grade 2 vanguard it superior rides itself."""
    h = _exceed(BLUEBLOOD)
    h.act("activate", card=EXCEED)
    assert h.unit(0, "VC").name == EXCEED
    assert sorted(h.soul(0)) == sorted([SAMURAI, KNIGHT_SPIRIT, BLUEBLOOD])
    assert h.unit(0, "RC_FL") is None and h.unit(0, "RC_BL") is None
    assert h.drop(0) == []


def test_spirit_exceed_1_grade_1_vanguard_pays_the_cost_and_does_not_ride() -> None:
    """Spirit Exceed [1]: 'grade 2 or greater' is read on resolution, after the cost (R31.5,
    W1-12, AMB-9): with a grade 1 vanguard the two units go to the soul and nothing is ridden."""
    h = _exceed(ROMARIO)
    h.act("activate", card=EXCEED)
    assert h.unit(0, "VC").name == ROMARIO
    assert sorted(h.soul(0)) == sorted([SAMURAI, KNIGHT_SPIRIT])
    assert h.drop(0) == [EXCEED]


def test_spirit_exceed_1_not_offered_without_both_named_rear_guards() -> None:
    """Spirit Exceed [1]: without a Knight Spirit rear-guard the cost cannot be paid
    (R15.6.3), and from the hand the drop-zone ACT is not offered (R16.1.4)."""
    s = Scenario(seed=3)
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", SAMURAI).drop(EXCEED)
    s.player(1).vanguard(KING)
    h = s.start(phase="main")
    assert not h.can("activate", card=EXCEED)
    s = Scenario(seed=3)
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", SAMURAI).rear("RC_BL", KNIGHT_SPIRIT)
    s.player(0).hand(EXCEED)
    s.player(1).vanguard(KING)
    h = s.start(phase="main")
    assert not h.can("activate", card=EXCEED)


# =================================================================================== Ruin Shade


def _ruin_attacks(vanguard: str, circle: str = "RC_FL") -> Harness:
    s = Scenario(seed=4)
    me = s.player(0).vanguard(vanguard).deck(FILLER, TOUGH, ROMARIO)
    if circle == "VC":
        s.player(0).vanguard(RUIN)
    else:
        me.rear(circle, RUIN)
    s.player(1).vanguard(KING).hand(FILLER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, circle), target=KING)
    return h


def test_ruin_shade_1_mill_two_for_2000_until_end_of_battle() -> None:
    """Ruin Shade [1] (AUTO, VC/RC; R16.3): when it attacks with a Granblue vanguard it may put
    the top two cards of the deck into the drop zone (R15) for +2000 this battle."""
    h = _ruin_attacks(BLUEBLOOD)
    h.skip_to("use_ability")
    deck_before = h.deck(0)
    h.act("yes")
    assert len(h.drop(0)) == 2 and len(h.deck(0)) == len(deck_before) - 2
    assert h.power(0, "RC_FL") == 9000 + 2000


def test_ruin_shade_1_declined_or_without_a_granblue_vanguard_nothing_happens() -> None:
    """Ruin Shade [1]: the cost is optional ('may', R16.3.4); with a Nova Grappler vanguard the
    'if' is false and the ability does not even ask (R16.1.5, AMB-3)."""
    h = _ruin_attacks(BLUEBLOOD)
    h.skip_to("use_ability")
    h.act("no")
    assert h.drop(0) == [] and h.power(0, "RC_FL") == 9000
    h = _ruin_attacks(KING)
    assert h.decision != "use_ability"
    assert h.drop(0) == [] and h.power(0, "RC_FL") == 9000


# =============================================================== King of Demonic Seas, Basskirk


def test_basskirk_1_main_phase_start_soul_charge_and_2000() -> None:
    """Basskirk [1] (AUTO, VC; R9.1): as the main phase begins, Soul Charge 1 and +2000 until
    end of turn."""
    s = Scenario(seed=5)
    s.player(0).vanguard(BASSKIRK).deck(ROMARIO, FILLER)
    s.player(1).vanguard(KING)
    h = s.start(phase="main")
    assert len(h.soul(0)) == 1
    assert h.power(0, "VC") == 10000 + 2000


def test_basskirk_1_not_on_a_rear_guard_circle() -> None:
    """Basskirk [1]: the ability is tagged (VC) (R16.1.4): as a rear-guard nothing happens."""
    s = Scenario(seed=5)
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", BASSKIRK)
    s.player(1).vanguard(KING)
    h = s.start(phase="main")
    assert h.soul(0) == []
    assert h.power(0, "RC_FL") == 10000


def _basskirk(*, soul: int = 8, face_up: int = 5) -> Harness:
    s = Scenario(seed=5)
    me = s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", BASSKIRK).rear("RC_FR", TOUGH)
    me.damage(*[FILLER] * face_up).soul(*[FILLER] * soul)
    me.drop(ROMARIO, KNIGHT_SPIRIT, SKELETON, KING)
    s.player(1).vanguard(KING)
    return s.start(phase="main")


def test_basskirk_2_megablast_calls_granblue_from_the_drop_zone_to_separate_circles() -> None:
    """Basskirk [2] (ACT, VC/RC; R15, R17.5): Soul Blast 8 & Counter Blast 5, then up to five
    Granblue of the drop zone are called, each to a different (RC) (R31.6, W1-8); an occupied
    circle may be chosen (its unit is retired, R16.6.2), but not one that took a called card."""
    h = _basskirk()
    h.act("activate", card=BASSKIRK)
    assert h.soul(0) == [] and h.damage(0) == [(FILLER, False)] * 5
    choices = {h.game.cards[a.card].name for a in h.options("choose")}
    assert choices == {ROMARIO, KNIGHT_SPIRIT, SKELETON}  # King of Sword is not Granblue
    h.act("choose", card=ROMARIO)
    h.act("choose", card=SKELETON)
    h.act("choose_none")
    h.act("choose_circle", card=ROMARIO, circle="RC_FR")  # over Tough Boy
    assert all(a.circle != "RC_FR" for a in h.options("choose_circle"))
    h.act("choose_circle", card=SKELETON, circle="RC_BL")
    assert h.unit(0, "RC_FR").name == ROMARIO
    assert h.unit(0, "RC_BL").name == SKELETON
    assert sorted(h.drop(0)) == sorted([KNIGHT_SPIRIT, KING, TOUGH, *[FILLER] * 8])  # + soul


def test_basskirk_2_not_offered_with_seven_soul_or_four_face_up_damage() -> None:
    """Basskirk [2]: both parts of the cost must be payable in full (R15.6.3)."""
    assert not _basskirk(soul=7).can("activate", card=BASSKIRK)
    assert not _basskirk(face_up=4).can("activate", card=BASSKIRK)


# ========================================================= Witch Doctor of the Abyss, Negromarl


def _negromarl(vanguard: str, *, drop: tuple[str, ...] = (KING,)) -> Harness:
    """Negromarl is normal-called beside a grade 3 vanguard (Spirit Exceed's only ability
    works from the drop zone; Asura Kaiser is Nova Grappler)."""
    s = Scenario(seed=6)
    s.player(0).vanguard(vanguard).hand(NEGROMARL).damage(FILLER, FILLER).drop(*drop)
    s.player(1).vanguard(KING)
    h = s.start(phase="main")
    h.act("call", card=NEGROMARL, circle="RC_FL")
    return h


def test_negromarl_1_counter_blast_2_calls_any_card_of_the_drop_zone() -> None:
    """Negromarl [1] (AUTO, placed on RC; R16.3): with a Granblue vanguard, Counter Blast 2
    calls a card from the drop zone; any grade or clan may be chosen (R31.7, W1-3)."""
    h = _negromarl(EXCEED)
    h.skip_to("use_ability")
    h.act("yes")
    h.act("choose_circle", card=KING, circle="RC_FR")
    assert h.unit(0, "RC_FR").name == KING
    assert h.drop(0) == [] and h.damage(0) == [(FILLER, False)] * 2


def test_negromarl_1_no_granblue_vanguard_or_empty_drop_zone() -> None:
    """Negromarl [1]: with a Nova Grappler vanguard the 'if' is false and nothing is asked
    (AMB-3); with an empty drop zone the cost may be paid and nothing is called (R31.7, R2.2)."""
    h = _negromarl("Asura Kaiser")
    assert h.decision != "use_ability"
    assert h.damage(0) == [(FILLER, True)] * 2
    h = _negromarl(EXCEED, drop=())
    h.skip_to("use_ability")
    h.act("yes")
    assert h.damage(0) == [(FILLER, False)] * 2
    assert [h.unit(0, c) for c in ("RC_FR", "RC_BL", "RC_BC", "RC_BR")] == [None] * 4


# ============================================================================ Captain Nightmist


def _nightmist_vanguard(drop: tuple[str, ...]) -> Scenario:
    s = Scenario(seed=7)
    s.player(0).vanguard(NIGHTMIST).drop(*drop)
    s.player(1).vanguard(NIGHTMIST).drop(*drop)
    return s


def test_nightmist_1_another_nightmist_in_the_drop_zone_gives_3000_on_your_turn() -> None:
    """Captain Nightmist [1] (CONT, VC; R18.4): during your turn, a card named Captain
    Nightmist in your drop zone gives +3000 (R31.5); on the opponent's turn it does not."""
    h = _nightmist_vanguard((NIGHTMIST,)).start(phase="main")
    assert h.power(0, "VC") == 8000 + 3000
    assert h.power(1, "VC") == 8000


def test_nightmist_1_no_nightmist_in_the_drop_zone_or_on_a_rear_guard_circle() -> None:
    """Captain Nightmist [1]: other cards in the drop zone do not count; the CONT is tagged
    (VC), so a rear-guard Nightmist stays at 8000 (R16.1.4)."""
    h = _nightmist_vanguard((ROMARIO,)).start(phase="main")
    assert h.power(0, "VC") == 8000
    s = Scenario(seed=7)
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", NIGHTMIST).drop(NIGHTMIST)
    s.player(1).vanguard(KING)
    h = s.start(phase="main")
    assert h.power(0, "RC_FL") == 8000


def _nightmist_drop(vanguard: str, rear: str) -> Harness:
    s = Scenario(seed=7)
    s.player(0).vanguard(vanguard).rear("RC_FL", rear).damage(FILLER).drop(NIGHTMIST)
    s.player(1).vanguard(KING)
    return s.start(phase="main")


def test_nightmist_2_counter_blast_1_and_retire_a_grade_1_granblue_calls_it_back() -> None:
    """Captain Nightmist [2] (ACT [Drop zone]; R15, R17.5): Counter Blast 1 and retiring a
    grade 1 or greater Granblue rear-guard call it from the drop zone to an (RC)."""
    h = _nightmist_drop(BLUEBLOOD, ROMARIO)
    h.act("activate", card=NIGHTMIST)
    h.act("choose_circle", card=NIGHTMIST, circle="RC_FR")
    assert h.unit(0, "RC_FR").name == NIGHTMIST
    assert h.unit(0, "RC_FL") is None
    assert h.drop(0) == [ROMARIO] and h.damage(0) == [(FILLER, False)]


def test_nightmist_2_grade_0_or_other_clan_rear_guard_cannot_pay() -> None:
    """Captain Nightmist [2]: a grade 0 Granblue or a Nova Grappler rear-guard is not a cost
    (R15.6.3): the ACT is not offered."""
    assert not _nightmist_drop(BLUEBLOOD, KNIGHT_SPIRIT).can("activate", card=NIGHTMIST)
    assert not _nightmist_drop(BLUEBLOOD, TOUGH).can("activate", card=NIGHTMIST)


def test_nightmist_2_without_a_granblue_vanguard_the_cost_is_lost() -> None:
    """Captain Nightmist [2]: offered with a Nova Grappler vanguard; the cost is paid, then the
    'if' fails and it stays in the drop zone (R31.5, W1-12, AMB-9)."""
    h = _nightmist_drop(KING, ROMARIO)
    h.act("activate", card=NIGHTMIST)
    assert sorted(h.drop(0)) == sorted([NIGHTMIST, ROMARIO])
    assert h.damage(0) == [(FILLER, False)]
    assert h.unit(0, "RC_FL") is None


# ================================================================================ Samurai Spirit


def _samurai(vanguard: str, rear: str) -> Harness:
    s = Scenario(seed=8)
    s.player(0).vanguard(vanguard).rear("RC_FL", rear).damage(FILLER).drop(SAMURAI)
    s.player(1).vanguard(KING)
    return s.start(phase="main")


def test_samurai_spirit_1_any_granblue_rear_guard_pays_even_grade_0() -> None:
    """Samurai Spirit [1] (ACT [Drop zone]; R15, R17.5): Counter Blast 1 and retiring a
    Granblue rear-guard of any grade call it to an (RC)."""
    h = _samurai(BLUEBLOOD, KNIGHT_SPIRIT)
    h.act("activate", card=SAMURAI)
    h.act("choose_circle", card=SAMURAI, circle="RC_FL")
    assert h.unit(0, "RC_FL").name == SAMURAI
    assert h.drop(0) == [KNIGHT_SPIRIT]


def test_samurai_spirit_1_not_with_another_clan_and_lost_without_granblue_vanguard() -> None:
    """Samurai Spirit [1]: a Nova Grappler rear-guard cannot be retired for the cost
    (R15.6.3); with a Nova Grappler vanguard the cost is paid and nothing is called (R31.5)."""
    assert not _samurai(BLUEBLOOD, TOUGH).can("activate", card=SAMURAI)
    h = _samurai(KING, ROMARIO)
    h.act("activate", card=SAMURAI)
    assert sorted(h.drop(0)) == sorted([SAMURAI, ROMARIO])
    assert h.unit(0, "RC_FL") is None


# ===================================================================================== Gust Jinn


def test_gust_jinn_1_is_a_sentinel_keyword_line() -> None:
    """Gust Jinn [1]: Sentinel is deck-construction data (R5.5, AMB-20, W1-6)."""
    card = Scenario().card(JINN)
    assert card.sentinel
    assert card.abilities[0].kind == "keyword" and card.abilities[0].keyword == "sentinel"


def _jinn_guard(vanguard: str, hand: tuple[str, ...]) -> Harness:
    s = Scenario(seed=9)
    s.player(0).vanguard(vanguard).hand(JINN, *hand)
    s.player(1).vanguard(KING).rear("RC_FL", TOUGH)  # a second attacker: the turn waits
    h = s.start(phase="battle", turn_player=1)
    h.act("attack", card=KING, target=vanguard)
    h.act("guard", card=JINN)
    return h


def test_gust_jinn_2_discard_a_granblue_and_the_attacked_granblue_cannot_be_hit() -> None:
    """Gust Jinn [2] (AUTO, placed on GC; R12.6.2): discarding a Granblue makes the attacked
    Granblue unit unhittable this battle: no damage although 10000 beats 8000 (Gust Jinn
    has no shield)."""
    h = _jinn_guard(ROMARIO, (KNIGHT_SPIRIT,))
    h.act("yes")
    assert h.decision == "attack"
    assert h.damage_count(0) == 0
    assert h.events("no_hit")
    assert h.drop(0) == [KNIGHT_SPIRIT, JINN]


def test_gust_jinn_2_cost_needs_a_granblue_in_hand_and_protects_only_granblue() -> None:
    """Gust Jinn [2]: a Nova Grappler card cannot be discarded for the cost (R15.6.3), so it
    is not asked; a Nova Grappler vanguard can be chosen by no one (W1-6, AMB-8): it is hit."""
    h = _jinn_guard(ROMARIO, (TOUGH,))
    assert h.decision != "use_ability"
    assert h.hand(0) == [TOUGH]
    h = _jinn_guard(TOUGH, (KNIGHT_SPIRIT,))
    h.act("yes")
    assert h.drop(0) == [KNIGHT_SPIRIT, JINN]
    assert h.damage_count(0) == 1


# =============================================================================== Dancing Cutlass


def _cutlass(vanguard: str, soul: int) -> Harness:
    s = Scenario(seed=10)
    s.player(0).vanguard(vanguard).hand(CUTLASS).soul(*[FILLER] * soul).deck(ROMARIO, TOUGH)
    s.player(1).vanguard(KING)
    h = s.start(phase="main")
    h.act("call", card=CUTLASS, circle="RC_FL")
    return h


def test_dancing_cutlass_1_soul_blast_2_draws_a_card() -> None:
    """Dancing Cutlass [1] (AUTO, placed on RC; R16.3, R17.1): with a Granblue vanguard, Soul
    Blast 2 draws a card."""
    h = _cutlass(BLUEBLOOD, soul=2)
    h.skip_to("use_ability")
    h.act("yes")
    assert h.soul(0) == [] and h.drop(0) == [FILLER, FILLER]
    assert len(h.hand(0)) == 1


def test_dancing_cutlass_1_not_with_one_soul_or_without_a_granblue_vanguard() -> None:
    """Dancing Cutlass [1]: one soul card cannot pay Soul Blast 2 (R15.6.3); with a Nova
    Grappler vanguard the 'if' is false (AMB-3). Either way nothing is asked or drawn."""
    for vanguard, soul in ((BLUEBLOOD, 1), (KING, 2)):
        h = _cutlass(vanguard, soul=soul)
        assert h.decision != "use_ability"
        assert h.hand(0) == [] and len(h.soul(0)) == soul


# ============================================================================ Skeleton Swordsman


def _skeleton_intercepts(vanguard: str) -> Harness:
    """King of Sword boosted by Romario attacks with 18000 against a 10000 vanguard."""
    s = Scenario(seed=11)
    s.player(0).vanguard(KING).rear("RC_BC", ROMARIO)
    s.player(1).vanguard(vanguard).rear("RC_FL", SKELETON).hand(FILLER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=KING, target=h.iid(1, "VC"))
    h.act("boost")
    h.act("intercept", card=SKELETON)
    return h


def test_skeleton_swordsman_1_intercepting_with_a_granblue_vanguard_gets_5000_shield() -> None:
    """Skeleton Swordsman [1] (AUTO; R12.4.4): when it intercepts with a Granblue vanguard it
    gets +5000 shield until end of that battle (R31.4): 10000 + 10000 stops 18000."""
    h = _skeleton_intercepts(BLUEBLOOD)
    skeleton = h.game.players[1].guardians[0]
    assert h.game.shield(skeleton) == 10000
    h.act("end_guard")
    h.skip_to("attack", player=0)
    assert h.damage_count(1) == 0 and h.drop(1) == [SKELETON]


def test_skeleton_swordsman_1_no_shield_without_a_granblue_vanguard() -> None:
    """Skeleton Swordsman [1]: with a Nova Grappler vanguard the 'if' is false (AMB-3):
    10000 + 5000 does not stop 18000."""
    h = _skeleton_intercepts(TOUGH)
    assert h.game.shield(h.game.players[1].guardians[0]) == 5000
    h.act("end_guard")
    h.skip_to("attack", player=0)
    assert h.damage_count(1) == 1


# ==================================================================================== Evil Shade


def _evil_boost(vanguard: str, *, attacker: str = "VC", pay: bool = True) -> Harness:
    s = Scenario(seed=12)
    me = s.player(0).vanguard(vanguard).deck(FILLER, FILLER, FILLER)
    if attacker == "VC":
        me.rear("RC_BC", EVIL)
    else:
        me.rear("RC_FL", BLUEBLOOD).rear("RC_BL", EVIL)
    s.player(1).vanguard(KING).hand(FILLER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, attacker), target=KING)
    h.act("boost")
    if h.decision == "use_ability":
        h.act("yes" if pay else "no")
    return h


def test_evil_shade_1_boosting_a_granblue_vanguard_mill_two_for_4000() -> None:
    """Evil Shade [1] (AUTO, RC; R12.3.6): boosting a Granblue vanguard, it may put the top
    two cards of the deck into the drop zone (R15) to give the boosted unit +4000 this battle."""
    h = _evil_boost(BLUEBLOOD)
    assert len(h.drop(0)) == 2
    assert h.power(0, "VC") == 10000 + 6000 + 4000


def test_evil_shade_1_not_for_a_rear_guard_or_another_clans_vanguard() -> None:
    """Evil Shade [1]: boosting a rear-guard or a Nova Grappler vanguard does not trigger it
    (trigger filter, AMB-2); declining the cost gives nothing (R16.3.4)."""
    h = _evil_boost(BLUEBLOOD, attacker="RC_FL")
    assert h.drop(0) == [] and h.power(0, "RC_FL") == 10000 + 6000
    h = _evil_boost(KING)
    assert h.drop(0) == [] and h.power(0, "VC") == 10000 + 6000
    h = _evil_boost(BLUEBLOOD, pay=False)
    assert h.drop(0) == [] and h.power(0, "VC") == 10000 + 6000


# ============================================================================== Rick the Ghostie


def test_rick_the_ghostie_1_heal_reminder_is_deck_data_only() -> None:
    """Rick the Ghostie [1]: the heal-limit reminder is deck-construction data (R5.4, AMB-20)."""
    card = Scenario().card(RICK)
    assert card.trigger == "Heal"
    assert len(card.abilities) == 1 and card.abilities[0].keyword == "heal_limit"


def test_rick_the_ghostie_1_heal_reminder_does_nothing_in_a_game() -> None:
    """Rick the Ghostie [1]: called to (RC), the reminder neither triggers nor is offered."""
    s = Scenario(seed=13)
    s.player(0).vanguard(BLUEBLOOD).hand(RICK)
    s.player(1).vanguard(KING)
    h = s.start(phase="main")
    h.act("call", card=RICK, circle="RC_BC")
    assert _triggered(h) == [] and not h.can("activate", card=RICK)
    assert h.power(0, "RC_BC") == 5000


# ============================================================================ Rough Seas Banshee


def _banshee(vanguard: str) -> Harness:
    s = Scenario(seed=14)
    s.player(0).vanguard(vanguard).rear("RC_BC", BANSHEE).deck(ROMARIO, TOUGH)
    s.player(1).vanguard(KING)
    return s.start(phase="main")


def test_rough_seas_banshee_1_into_the_soul_draws_up_to_one() -> None:
    """Rough Seas Banshee [1] (ACT, RC; R15, AMB-10): putting itself into the soul, with a
    Granblue vanguard, its master names 0 or 1 and draws that many."""
    h = _banshee(BLUEBLOOD)
    h.act("activate", card=BANSHEE)
    assert h.soul(0) == [BANSHEE] and h.unit(0, "RC_BC") is None
    assert h.decision == "draw_up_to"
    h.act("number", choice=1)
    assert len(h.hand(0)) == 1


def test_rough_seas_banshee_1_without_a_granblue_vanguard_the_cost_is_lost() -> None:
    """Rough Seas Banshee [1]: with a Nova Grappler vanguard the cost is paid and the 'if' is
    false on resolution (AMB-9): no draw. From the hand it is not offered (R16.1.4)."""
    h = _banshee(KING)
    h.act("activate", card=BANSHEE)
    assert h.soul(0) == [BANSHEE] and h.hand(0) == []
    s = Scenario(seed=14)
    s.player(0).vanguard(BLUEBLOOD).hand(BANSHEE)
    s.player(1).vanguard(KING)
    assert not s.start(phase="main").can("activate", card=BANSHEE)


# =========================================================================== Chappie the Ghostie

CHAPPIE = "Chappie the Ghostie"


def _chappie_guards() -> Harness:
    s = Scenario(seed=15)
    s.player(0).vanguard(BLUEBLOOD).hand(CHAPPIE).deck(TOUGH, ROMARIO, FILLER, SKELETON)
    s.player(1).vanguard(KING).rear("RC_FL", TOUGH)  # a second attacker: the turn waits
    h = s.start(phase="battle", turn_player=1)
    h.act("attack", card=KING, target=BLUEBLOOD)
    h.act("guard", card=CHAPPIE)
    return h


def test_chappie_1_guarding_puts_a_granblue_from_the_deck_into_the_drop_zone() -> None:
    """Chappie the Ghostie [1] (AUTO, placed on GC; R4.6.2, R31.8): it searches the deck for a
    Granblue, which goes straight to the drop zone (not a discard, not a mill); the deck is
    shuffled."""
    h = _chappie_guards()
    assert {h.game.cards[a.card].name for a in h.options("choose")} == {ROMARIO, SKELETON}
    h.act("choose", card=SKELETON)
    assert h.drop(0) == [SKELETON, CHAPPIE]  # then the battle ends and the guardian goes
    assert SKELETON not in h.deck(0) and len(h.deck(0)) == 3
    moved = h.events("put_into_drop")
    assert moved and moved[-1]["from"] == "deck" and not h.events("milled")
    assert h.events("shuffled")


def test_chappie_1_finding_nothing_still_shuffles_and_a_call_to_rc_does_not_trigger() -> None:
    """Chappie the Ghostie [1]: finding is optional (R2.6.4, 'up to one'), the deck is shuffled
    all the same (R31.8); called to an (RC) it does not trigger (the ability names (GC))."""
    h = _chappie_guards()
    h.act("choose_none")
    assert h.drop(0) == [CHAPPIE] and len(h.deck(0)) == 4
    assert h.events("shuffled")
    s = Scenario(seed=15)
    s.player(0).vanguard(BLUEBLOOD).hand(CHAPPIE).deck(ROMARIO, SKELETON)
    s.player(1).vanguard(KING)
    h = s.start(phase="main")
    h.act("call", card=CHAPPIE, circle="RC_BC")
    assert _triggered(h) == [] and h.drop(0) == [] and len(h.deck(0)) == 2
