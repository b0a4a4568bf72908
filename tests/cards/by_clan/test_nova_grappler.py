"""Nova Grappler abilities (nova_grappler.yaml), one ruling per test.

Each test names the card and the oracle line `[n]` it proves (ABILITIES.md Part 1), with the
rule (RULES.md) or ambiguity (ABILITIES.md Part 3, AMB-n) it relies on. Vanilla cards keep
other abilities out of the way: "King of Sword" (NG G2 10000), "Tough Boy" (NG G1 8000),
"Lucky Girl" (NG G0 Stand trigger), "Knight of Silence, Gallatin" (Royal Paladin G2 10000),
"Oracle Guardian, Wiseman" (Oracle Think Tank G2 10000) and the filler "Little Sage, Marron"
(Royal Paladin G1 8000).
"""

from __future__ import annotations

from vanguard.cards import default_database
from vanguard.testing import Harness, Scenario

ASURA = "Asura Kaiser"
INVINCIBLE = "Mr. Invincible"
JACK = "Brutal Jack"
QUEEN = "Queen of Heart"
RAIZER = "Battleraizer"
DUMPTY = "Hungry Dumpty"
SHOUT = "Screamin' and Dancin' Announcer, Shout"
MECHANIC = "Clay-doll Mechanic"
CLARA = "Ring Girl, Clara"

KING = "King of Sword"
TOUGH = "Tough Boy"
LUCKY = "Lucky Girl"
GALLATIN = "Knight of Silence, Gallatin"
WISEMAN = "Oracle Guardian, Wiseman"
MARRON = "Little Sage, Marron"


def attackers(h: Harness) -> set[str]:
    return {h.game.cards[a.card].name for a in h.options("attack") if a.card is not None}


# ---------------------------------------------------------------------------- Asura Kaiser


def test_asura_1_alone_gets_minus_2000() -> None:
    """[1] CONT (VC/RC): with no other Nova Grappler on (VC)/(RC), -2000 (R18.4)."""
    s = Scenario()
    s.player(0).vanguard(ASURA).rear("RC_FL", MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    assert h.power(0, "VC") == 9000


def test_asura_1_another_nova_grappler_rear_guard_cancels_the_penalty() -> None:
    """[1] CONT: another Nova Grappler unit makes the condition false."""
    s = Scenario()
    s.player(0).vanguard(ASURA).rear("RC_FL", KING)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    assert h.power(0, "VC") == 11000


def test_asura_1_as_rear_guard_counts_the_vanguard() -> None:
    """[1] CONT on (RC): a Nova Grappler vanguard counts as 'another' unit; a Royal Paladin
    one does not."""
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_FL", ASURA)
    s.player(1).vanguard(GALLATIN)
    assert s.start(phase="battle", turn=3).power(0, "RC_FL") == 11000
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", ASURA)
    s.player(1).vanguard(GALLATIN)
    assert s.start(phase="battle", turn=3).power(0, "RC_FL") == 9000


def _asura_drive(*top: str, rears: tuple[str, ...] = ("RC_FL",)) -> Harness:
    s = Scenario()
    p = s.player(0).vanguard(ASURA).deck(*top, *[MARRON] * 6)
    for circle in rears:
        p.rear(circle, KING, rested=True)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=ASURA, target=GALLATIN)
    return h


def test_asura_2_drive_reveals_grade_3_nova_grappler_stands_a_rear_guard() -> None:
    """[2] AUTO (VC): a drive check revealing a grade 3 Nova Grappler stands one of your
    rear-guards, at the check timing inside the check (AMB-25)."""
    h = _asura_drive(INVINCIBLE, MARRON)
    assert not h.is_rested(0, "RC_FL")
    assert h.events("stood")
    assert KING in attackers(h)  # it may attack again this turn (R12.7.3)


def test_asura_2_choose_which_rear_guard_to_stand() -> None:
    """[2] AUTO: with several rear-guards the player chooses exactly one (R2.6.1)."""
    h = _asura_drive(INVINCIBLE, MARRON, rears=("RC_FL", "RC_FR"))
    assert h.decision == "choose"
    h.act("choose", card=h.iid(0, "RC_FR"))
    assert not h.is_rested(0, "RC_FR") and h.is_rested(0, "RC_FL")


def test_asura_2_grade_2_nova_grappler_does_not_trigger() -> None:
    """[2] AUTO: 'grade 3' is exact (AMB-25): a grade 2 Nova Grappler stands nothing."""
    h = _asura_drive(KING, MARRON)
    assert h.is_rested(0, "RC_FL")
    assert h.triggered() == 0


def test_asura_2_grade_3_of_another_clan_does_not_trigger() -> None:
    """[2] AUTO: the revealed card must be Nova Grappler."""
    h = _asura_drive("Oracle Guardian, Apollon", MARRON)
    assert h.is_rested(0, "RC_FL")
    assert h.triggered() == 0


# ---------------------------------------------------------------------------- Mr. Invincible


def test_invincible_1_main_phase_start_soul_charge_and_turn_a_face_down_damage_up() -> None:
    """[1] AUTO (VC): Soul Charge 1, then choose a face-down damage card (AMB-12: only
    face-down cards are offered) and turn it face up."""
    s = Scenario()
    p = s.player(0).vanguard(INVINCIBLE).deck(KING, MARRON).hand(TOUGH)
    p.damage(GALLATIN).damage(TOUGH, MARRON, face_down=True)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.soul(0) == [KING]
    assert h.decision == "choose"
    assert {h.game.cards[a.card].name for a in h.options("choose")} == {TOUGH, MARRON}
    h.act("choose", card=TOUGH)
    assert h.damage(0) == [(GALLATIN, True), (TOUGH, True), (MARRON, False)]


def test_invincible_1_without_face_down_damage_only_soul_charges() -> None:
    """[1] AUTO: with no face-down damage card there is no choice and nothing turns (AMB-12);
    the Soul Charge still happens (G2)."""
    s = Scenario()
    s.player(0).vanguard(INVINCIBLE).deck(KING, MARRON).hand(TOUGH).damage(GALLATIN)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.decision == "main"
    assert h.soul(0) == [KING]


def test_invincible_1_does_not_trigger_on_a_rear_guard_circle() -> None:
    """[1] AUTO is tagged (VC)."""
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_FL", INVINCIBLE).deck(KING, MARRON).hand(TOUGH)
    s.player(0).damage(MARRON, face_down=True)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.decision == "main" and h.triggered() == 0
    assert h.soul(0) == [] and h.damage(0) == [(MARRON, False)]


def _invincible_hit(face_up: int) -> Harness:
    s = Scenario()
    p = s.player(0).vanguard(INVINCIBLE).soul(*[MARRON] * 8).damage(*[MARRON] * face_up)
    p.rear("RC_FL", KING, rested=True).rear("RC_BC", TOUGH, rested=True)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=INVINCIBLE, target=GALLATIN)
    return h


def test_invincible_2_hit_pays_sb8_cb5_and_stands_all_units() -> None:
    """[2] AUTO (VC/RC): on hit, Soul Blast 8 & Counter Blast 5: every unit of yours stands
    (no choice), so they may attack or boost again (R12.7.3)."""
    h = _invincible_hit(face_up=5)
    assert h.decision == "use_ability"
    h.act("yes")
    for circle in ("VC", "RC_FL", "RC_BC"):
        assert not h.is_rested(0, circle), circle
    assert h.soul(0) == [] and all(not up for _, up in h.damage(0))
    assert attackers(h) == {INVINCIBLE, KING}


def test_invincible_2_not_offered_with_four_face_up_damage() -> None:
    """[2] AUTO: Counter Blast 5 needs five face-up cards (G1): nothing stands."""
    h = _invincible_hit(face_up=4)
    assert h.ended("cost_unpayable")
    assert h.is_rested(0, "RC_FL") and h.is_rested(0, "RC_BC")
    assert len(h.soul(0)) == 8


# ---------------------------------------------------------------------------- Brutal Jack


def test_jack_1_restraint_cannot_attack() -> None:
    """[1] CONT (VC/RC) Restraint: a standing front-row Brutal Jack is no attacker."""
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_FL", JACK)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    assert attackers(h) == {KING}


def test_jack_1_restraint_on_the_vanguard_circle_too() -> None:
    """[1] CONT: a vanguard Brutal Jack cannot attack either."""
    s = Scenario()
    s.player(0).vanguard(JACK).rear("RC_FL", KING)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    assert attackers(h) == {KING}


def test_jack_2_counter_blast_1_loses_restraint_until_end_of_turn() -> None:
    """[2] ACT (VC/RC): Counter Blast 1: it loses Restraint until end of turn and may
    attack."""
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_FL", JACK).damage(MARRON).hand(TOUGH)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=JACK, choice=1)
    assert h.damage(0) == [(MARRON, False)]
    h.act("end_main")
    assert attackers(h) == {KING, JACK}


def test_jack_2_not_offered_without_face_up_damage() -> None:
    """[2] ACT: Counter Blast 1 is unpayable with only face-down damage (R16.2.2, G1)."""
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_FL", JACK).damage(MARRON, face_down=True).hand(TOUGH)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert not h.can("activate", card=JACK)


def _jack_boosted(booster: str, jack: str = "VC") -> Harness:
    s = Scenario()
    p = s.player(0).damage(MARRON).hand(TOUGH)
    if jack == "VC":
        p.vanguard(JACK).rear("RC_BC", booster)
    else:
        p.vanguard(KING).rear("RC_FL", JACK).rear("RC_BL", booster)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=JACK, choice=1)
    h.act("end_main")
    h.act("attack", card=JACK, target=GALLATIN)
    h.act("boost")
    return h


def test_jack_3_vanguard_boosted_by_nova_grappler_gets_5000() -> None:
    """[3] AUTO (VC): boosted by a Nova Grappler, +5000 until end of battle (AMB-2)."""
    h = _jack_boosted(TOUGH)
    assert h.decision == "guard"
    assert h.power(0, "VC") == 11000 + 8000 + 5000


def test_jack_3_boosted_by_another_clan_gets_nothing() -> None:
    """[3] AUTO: the booster must be Nova Grappler (trigger filter)."""
    h = _jack_boosted(MARRON)
    assert h.power(0, "VC") == 11000 + 8000
    assert h.triggered() == 0


def test_jack_3_does_not_work_as_a_rear_guard() -> None:
    """[3] AUTO is tagged (VC) (R16.1.4): a rear-guard Jack boosted by a Nova Grappler gets
    only the boost."""
    h = _jack_boosted(TOUGH, jack="RC")
    assert h.power(0, "RC_FL") == 11000 + 8000
    assert h.triggered() == 0


# ---------------------------------------------------------------------------- Queen of Heart


def _queen_boosts(vanguard: str) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).rear("RC_BC", QUEEN)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=vanguard, target=GALLATIN)
    h.act("boost")
    return h


def test_queen_1_boosting_king_of_sword_gives_4000() -> None:
    """[1] AUTO (RC): boosting a unit named "King of Sword", it gets +4000 for the battle."""
    h = _queen_boosts(KING)
    assert h.decision == "guard"
    assert h.power(0, "VC") == 10000 + 6000 + 4000


def test_queen_1_boosting_another_name_gives_nothing() -> None:
    """[1] AUTO: the boosted unit's name is part of the event (AMB-2)."""
    h = _queen_boosts(GALLATIN)
    assert h.power(0, "VC") == 10000 + 6000
    assert h.triggered() == 0


# ---------------------------------------------------------------------------- Battleraizer


def _raizer_ridden_by(rider: str) -> Harness:
    s = Scenario()
    s.player(0).vanguard(RAIZER).hand(rider, LUCKY)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=rider)
    return h


def test_raizer_1_ridden_by_nova_grappler_may_call_itself_from_soul() -> None:
    """[1] AUTO (no tag, AMB-1/AMB-4): ridden by another Nova Grappler, it may superior call
    itself from the soul to an RC of your choice, standing (R17.5)."""
    h = _raizer_ridden_by(TOUGH)
    h.act("yes")
    h.act("choose_circle", card=RAIZER, circle="RC_BC")
    assert h.unit(0, "RC_BC").name == RAIZER and not h.is_rested(0, "RC_BC")
    assert h.soul(0) == []


def test_raizer_1_declined_stays_in_soul() -> None:
    """[1] AUTO: 'you may' (G4)."""
    h = _raizer_ridden_by(TOUGH)
    h.act("no")
    assert h.soul(0) == [RAIZER]


def test_raizer_1_ridden_by_another_clan_does_not_trigger() -> None:
    """[1] AUTO: the rider's clan is checked with the ride (AMB-4 iii)."""
    h = _raizer_ridden_by(MARRON)
    assert h.decision == "main" and h.triggered() == 0
    assert h.soul(0) == [RAIZER]


def _raizer_boost(boost: bool) -> Harness:
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_BC", RAIZER).deck(*[MARRON] * 10)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=KING, target=GALLATIN)
    h.act("boost" if boost else "skip_boost")
    return h


def test_raizer_2_boost_gives_3000_then_returns_to_deck_at_end_phase() -> None:
    """[2] AUTO (RC): the boosted unit gets +3000 for the battle; at the start of the end
    phase (R13.1, R16.8) this unit goes into the deck and the deck is shuffled (AMB-11)."""
    h = _raizer_boost(boost=True)
    assert h.power(0, "VC") == 10000 + 3000 + 3000
    raizer = h.iid(0, "RC_BC")
    h.act("end_guard")
    h.skip_to("main", player=1)
    assert h.unit(0, "RC_BC") is None
    assert raizer in h.game.players[0].deck
    assert h.events("returned_to_deck") and h.events("shuffled")


def test_raizer_2_no_boost_no_bonus_and_no_return() -> None:
    """[2] AUTO: without a boost nothing triggers and it stays on its RC."""
    h = _raizer_boost(boost=False)
    assert h.power(0, "VC") == 10000
    h.act("end_guard")
    h.skip_to("main", player=1)
    assert h.unit(0, "RC_BC").name == RAIZER


# ---------------------------------------------------------------------------- Hungry Dumpty and
# ---------------------------------------------------------------------------- Clay-doll Mechanic


def _called(card: str, vanguard: str, face_down: bool = True) -> Harness:
    s = Scenario()
    p = s.player(0).vanguard(vanguard).hand(card, TOUGH).damage(GALLATIN)
    p.damage(MARRON, face_down=face_down)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=card, circle="RC_FL")
    return h


def test_dumpty_1_called_with_nova_grappler_vanguard_turns_a_damage_face_up() -> None:
    """[1] AUTO (no tag, AMB-1): placed on (RC) with a Nova Grappler vanguard (read at
    resolution, AMB-3): a face-down damage card turns face up (AMB-12)."""
    h = _called(DUMPTY, KING)
    assert h.damage(0) == [(GALLATIN, True), (MARRON, True)]
    assert h.events("counter_charge")


def test_dumpty_1_no_effect_without_a_nova_grappler_vanguard() -> None:
    """[1] AUTO: with an Oracle Think Tank vanguard the clause is false (AMB-3)."""
    h = _called(DUMPTY, WISEMAN)
    assert h.ended("condition_not_met")
    assert h.damage(0) == [(GALLATIN, True), (MARRON, False)]


def test_dumpty_1_no_choice_without_face_down_damage() -> None:
    """[1] AUTO: only face-down cards may be chosen (AMB-12); with none, nothing happens."""
    h = _called(DUMPTY, KING, face_down=False)
    assert h.decision == "main"
    assert not h.events("counter_charge")


def test_mechanic_1_called_with_nova_grappler_vanguard_turns_a_damage_face_up() -> None:
    """[1] AUTO (no tag, AMB-1): placed on (RC) with a Nova Grappler vanguard: a face-down
    damage card turns face up (AMB-3, AMB-12)."""
    h = _called(MECHANIC, KING)
    assert h.damage(0) == [(GALLATIN, True), (MARRON, True)]


def test_mechanic_1_no_effect_without_a_nova_grappler_vanguard() -> None:
    """[1] AUTO: with a Royal Paladin vanguard the clause is false (AMB-3)."""
    h = _called(MECHANIC, GALLATIN)
    assert h.ended("condition_not_met")
    assert h.damage(0) == [(GALLATIN, True), (MARRON, False)]


def test_mechanic_1_ride_is_not_a_placement_on_rc() -> None:
    """[1] AUTO: only (RC) is named; riding it onto (VC) does not trigger it (G9)."""
    s = Scenario()
    s.player(0).vanguard(LUCKY).hand(MECHANIC, TOUGH).damage(MARRON, face_down=True)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=MECHANIC)
    assert h.triggered() == 0
    assert h.damage(0) == [(MARRON, False)]


# ---------------------------------------------------------------------------- Shout


def test_shout_1_rest_and_discard_to_draw_one() -> None:
    """[1] ACT (VC/RC): rest this unit & discard a card (R15.6.2): draw 1."""
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_FL", SHOUT).hand(MARRON).deck(TOUGH, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=SHOUT, choice=0)
    assert h.is_rested(0, "RC_FL")
    assert h.drop(0) == [MARRON] and h.hand(0) == [TOUGH]


def test_shout_1_works_on_the_vanguard_circle() -> None:
    """[1] ACT is tagged (VC/RC): a vanguard Shout may use it too (then it cannot attack)."""
    s = Scenario()
    s.player(0).vanguard(SHOUT).hand(MARRON, KING).deck(TOUGH, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=SHOUT, choice=0)
    h.act("select", cards=[KING])
    assert h.is_rested(0, "VC")
    assert sorted(h.hand(0)) == sorted([MARRON, TOUGH])


def test_shout_1_not_offered_when_rested_or_with_an_empty_hand() -> None:
    """[1] ACT: a rest cost needs a standing unit and the discard a hand card (R15.6.3)."""
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_FL", SHOUT, rested=True).hand(MARRON)
    s.player(1).vanguard(GALLATIN)
    assert not s.start(phase="main", turn=3).can("activate", card=SHOUT)
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_FL", SHOUT).rear("RC_FR", TOUGH)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.decision == "main" and not h.can("activate", card=SHOUT)


# ---------------------------------------------------------------------------- Ring Girl, Clara


def test_clara_1_heal_reminder_is_deck_data_only() -> None:
    """[1] KEYWORD: the heal-limit reminder is deck-construction data (R5.4, AMB-20)."""
    card = default_database().lookup(CLARA)
    assert len(card.abilities) == 1
    assert card.abilities[0].kind == "keyword" and card.abilities[0].keyword == "heal_limit"


def test_clara_1_heal_reminder_does_nothing_in_a_game() -> None:
    """[1] KEYWORD: called to (RC), the reminder neither triggers nor changes power."""
    s = Scenario()
    s.player(0).vanguard(KING).hand(CLARA, TOUGH)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=CLARA, circle="RC_BC")
    assert h.decision == "main" and h.triggered() == 0
    assert h.power(0, "RC_BC") == 5000


# ------------------------------------------------------- wave 1 (TD03): Death Metal Droid

DROID = "Death Metal Droid"
MINOTAUR = "Battering Minotaur"
STORM = "Super Electromagnetic Lifeform, Storm"
OASIS = "Oasis Girl"
RUTILE = "Gold Rutile"


def _attack_with_counter_blast(attacker: str, face_up: int) -> Harness:
    s = Scenario()
    p = s.player(0).damage(*[MARRON] * face_up)
    if attacker == DROID:
        p.vanguard(DROID)
    else:
        p.vanguard(KING).rear("RC_FL", attacker)
    s.player(1).vanguard(GALLATIN).hand(MARRON)  # a hand card, so the guard step asks
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=attacker, target=GALLATIN)
    return h


def test_death_metal_droid_1_counter_blast_1_gives_3000_until_end_of_battle() -> None:
    """Death Metal Droid [1] AUTO (VC/RC): when it attacks, it may pay Counter Blast 1 (R15)
    for +3000 until the end of that battle (AMB-2, R18.6)."""
    h = _attack_with_counter_blast(DROID, face_up=1)
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.damage(0) == [(MARRON, False)]
    assert h.power(0, "VC") == 13000


def test_death_metal_droid_1_declined_or_unpayable_gives_nothing() -> None:
    """Death Metal Droid [1]: declining keeps the damage face up; with no face-up damage the
    cost cannot be paid, so nothing is asked (R15.6.3)."""
    h = _attack_with_counter_blast(DROID, face_up=1)
    h.act("no")
    assert h.power(0, "VC") == 10000 and h.damage(0) == [(MARRON, True)]
    h = _attack_with_counter_blast(DROID, face_up=0)
    assert h.decision != "use_ability" and h.ended("cost_unpayable")


# ------------------------------------------------------ wave 1 (TD03): Battering Minotaur


def test_battering_minotaur_1_counter_blast_1_gives_3000_and_it_ends_with_the_battle() -> None:
    """Battering Minotaur [1] AUTO (VC/RC): Counter Blast 1 on attack, +3000 for the rest
    of the battle (AMB-2): the next battle sees its printed power again (R12.7.2)."""
    h = _attack_with_counter_blast(MINOTAUR, face_up=1)
    h.act("yes")
    assert h.power(0, "RC_FL") == 9000
    h.act("end_guard")
    h.skip_to("attack")
    assert h.power(0, "RC_FL") == 6000


def test_battering_minotaur_1_does_not_trigger_when_it_boosts() -> None:
    """Battering Minotaur [1]: boosting is not attacking (R12.3.6); nothing triggers."""
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_BC", MINOTAUR).damage(MARRON)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=KING, target=GALLATIN)
    h.act("boost")
    assert h.decision == "guard" and h.triggered() == 0
    assert h.power(0, "VC") == 10000 + 6000


# ------------------------------------------------------------- wave 1 (TD03): Storm


def _storm_hit(vanguard: str, target_circle: str = "VC") -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).rear("RC_FL", STORM).damage(MARRON, TOUGH, face_down=True)
    opponent = s.player(1).vanguard(TOUGH)
    if target_circle != "VC":
        opponent.rear(target_circle, TOUGH)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=STORM, target=h.iid(1, target_circle))  # 9000 vs 8000: hits
    return h


def test_storm_1_hit_on_the_vanguard_turns_a_damage_card_face_up() -> None:
    """Storm [1] AUTO (VC/RC): its attack hits a vanguard with a Nova Grappler vanguard:
    one face-down damage card turns face up (counter charge, AMB-12)."""
    h = _storm_hit(KING)
    assert h.decision == "choose"  # either face-down card
    h.act("choose", card=TOUGH)
    assert h.damage(0) == [(MARRON, False), (TOUGH, True)]


def test_storm_1_needs_a_nova_grappler_vanguard() -> None:
    """Storm [1]: the vanguard clause is read at resolution (AMB-3)."""
    h = _storm_hit(WISEMAN)
    assert h.ended("condition_not_met")
    assert h.damage(0) == [(MARRON, False), (TOUGH, False)]


def test_storm_1_a_hit_on_a_rear_guard_does_nothing() -> None:
    """Storm [1]: only a hit on a vanguard counts (R12.6.6)."""
    h = _storm_hit(KING, target_circle="RC_FL")
    assert h.triggered() == 0
    assert h.damage(0) == [(MARRON, False), (TOUGH, False)]


# --------------------------------------------------------- wave 1 (TD03): Oasis Girl


def test_oasis_girl_1_counter_blast_1_gives_1000_until_end_of_turn() -> None:
    """Oasis Girl [1] ACT (VC/RC): Counter Blast 1 (R16.2): +1000 until end of turn; it
    can be played again while the cost can be paid (no [1/Turn], R16.7)."""
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_BL", OASIS).damage(MARRON, MARRON).hand(TOUGH)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=OASIS)  # two alike damage cards: one way to pay (R2.6.5)
    assert h.power(0, "RC_BL") == 8000
    h.act("activate", card=OASIS)
    assert h.power(0, "RC_BL") == 9000
    assert h.damage(0) == [(MARRON, False), (MARRON, False)]


def test_oasis_girl_1_not_offered_without_face_up_damage() -> None:
    """Oasis Girl [1]: Counter Blast 1 is unpayable with only face-down damage (R16.2.2)."""
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_BL", OASIS).damage(MARRON, face_down=True)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert not h.can("activate", card=OASIS)


# -------------------------------------------------------- wave 1 (TD03): Gold Rutile


def _rutile_rear_guard_attack(target_circle: str, vanguard: str = RUTILE) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).rear("RC_FL", KING).damage(MARRON, TOUGH, face_down=True)
    opponent = s.player(1).vanguard(TOUGH)
    if target_circle != "VC":
        opponent.rear(target_circle, TOUGH)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=KING, target=h.iid(1, target_circle))  # 10000 vs 8000: hits
    return h


def test_gold_rutile_1_a_rear_guards_hit_on_the_vanguard_turns_a_damage_card_face_up() -> None:
    """Gold Rutile [1] AUTO (VC): an attack by one of your rear-guards hits a vanguard
    (R31.2): one chosen face-down damage card turns face up (AMB-12)."""
    h = _rutile_rear_guard_attack("VC")
    assert h.decision == "choose"
    h.act("choose", card=TOUGH)
    assert h.damage(0) == [(MARRON, False), (TOUGH, True)]


def test_gold_rutile_1_not_for_a_hit_on_a_rear_guard_nor_as_a_rear_guard() -> None:
    """Gold Rutile [1]: a hit on a rear-guard does not count (R31.2), and the ability works
    only from (VC) (R16.1.4)."""
    h = _rutile_rear_guard_attack("RC_FL")
    assert h.triggered() == 0 and h.damage(0) == [(MARRON, False), (TOUGH, False)]
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_FL", RUTILE).rear("RC_FR", KING)
    s.player(0).damage(MARRON, face_down=True)
    s.player(1).vanguard(TOUGH)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "RC_FR"), target=TOUGH)
    assert h.triggered() == 0 and h.damage(0) == [(MARRON, False)]


def test_gold_rutile_1_its_own_attack_is_not_a_rear_guards_attack() -> None:
    """Gold Rutile [1]: the vanguard's own hit triggers only [2] (R31.2); with no face-up
    damage [2] cannot be paid, and nothing turns face up."""
    s = Scenario()
    s.player(0).vanguard(RUTILE).damage(MARRON, face_down=True)
    s.player(1).vanguard(TOUGH)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=RUTILE, target=TOUGH)
    h.skip_to("attack")
    assert h.damage(0) == [(MARRON, False)]


def _rutile_hit(face_up: int, rear: str = TOUGH) -> Harness:
    s = Scenario()
    s.player(0).vanguard(RUTILE).rear("RC_FR", rear, rested=True).damage(*[MARRON] * face_up)
    s.player(1).vanguard(TOUGH)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=RUTILE, target=TOUGH)
    return h


def test_gold_rutile_2_hit_counter_blast_2_stands_a_nova_grappler_rear_guard() -> None:
    """Gold Rutile [2] AUTO (VC): its attack hits a vanguard; it may pay Counter Blast 2 to
    [Stand] one of your Nova Grappler rear-guards (R17.7)."""
    h = _rutile_hit(face_up=2)
    h.skip_to("use_ability")
    h.act("yes")
    assert not h.is_rested(0, "RC_FR")
    assert h.damage(0) == [(MARRON, False), (MARRON, False)]


def test_gold_rutile_2_only_a_nova_grappler_rear_guard_can_be_chosen() -> None:
    """Gold Rutile [2]: a rear-guard of another clan is not a choice (R2.2: the cost is paid
    and nothing stands)."""
    h = _rutile_hit(face_up=2, rear=GALLATIN)
    h.skip_to("use_ability")
    h.act("yes")
    assert h.is_rested(0, "RC_FR")


def test_gold_rutile_2_not_offered_with_one_face_up_damage() -> None:
    """Gold Rutile [2]: Counter Blast 2 needs two face-up damage cards (R15.6.3)."""
    h = _rutile_hit(face_up=1)
    assert h.decision != "use_ability"
    assert h.is_rested(0, "RC_FR")


# ------------------------------------------------------- wave 1 (TD03): NGM Prototype

NGM = "NGM Prototype"


def _ngm_intercepts(vanguard: str) -> Harness:
    """Gallatin boosted by Marron attacks with 18000; the defender's vanguard has 10000."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BC", MARRON)
    s.player(1).vanguard(vanguard).rear("RC_FL", NGM).hand(TOUGH)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=h.iid(1, "VC"))
    h.act("boost")
    h.act("intercept", card=NGM)
    return h


def test_ngm_prototype_1_intercepting_with_a_nova_grappler_vanguard_gets_5000_shield() -> None:
    """NGM Prototype [1] AUTO: when it intercepts (R12.4.4) with a Nova Grappler vanguard,
    +5000 shield until the end of that battle (R31.4): 10000 + 10000 stops 18000."""
    h = _ngm_intercepts(KING)
    ngm = h.game.players[1].guardians[0]
    assert h.game.shield(ngm) == 10000
    h.act("end_guard")
    h.skip_to("attack", player=0)
    assert h.damage_count(1) == 0 and h.drop(1) == [NGM]


def test_ngm_prototype_1_no_shield_without_a_nova_grappler_vanguard() -> None:
    """NGM Prototype [1]: the vanguard clause is read at resolution (AMB-3); 10000 + 5000
    does not stop 18000."""
    h = _ngm_intercepts(WISEMAN)
    assert h.ended("condition_not_met")
    assert h.game.shield(h.game.players[1].guardians[0]) == 5000
    h.act("end_guard")
    h.skip_to("attack", player=0)
    assert h.damage_count(1) == 1


# ================================================================ wave 1: BT02 and BT03

LION_HEAT = "Lion Heat"  # G3 10000
KIRARA = "Magician Girl, Kirara"  # G2 9000
TWIN_BLADER = "Twin Blader"  # G1, Sentinel
CRAY = "Cray Soldier"  # G1 4000
RED_LIGHTNING = "Red Lightning"  # G0 4000, Critical trigger
COSMO_LORD = "Ultimate Lifeform, Cosmo Lord"  # G3 10000
LADY = "Death Army Lady"  # G2 9000
GUY = "Death Army Guy"  # G1 7000


# ------------------------------------------------------------------------ Lion Heat


def _lion_heat_vc_hit(rear: str, face_up: int = 2, target_circle: str = "VC") -> Harness:
    s = Scenario()
    s.player(0).vanguard(LION_HEAT).rear("RC_FR", rear, rested=True)
    s.player(0).damage(*[MARRON] * face_up)
    opponent = s.player(1).vanguard(TOUGH)
    if target_circle != "VC":
        opponent.rear(target_circle, TOUGH)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=LION_HEAT, target=h.iid(1, target_circle))
    return h


def test_lion_heat_1_vc_hit_on_vanguard_cb2_stands_a_nova_grappler_rear_guard() -> None:
    """Lion Heat [1] AUTO (VC) (R12.6.6, R17.7): its attack hits a vanguard; it may pay
    Counter Blast 2 to [Stand] one of your Nova Grappler rear-guards (any grade)."""
    h = _lion_heat_vc_hit(KING)
    h.skip_to("use_ability")
    h.act("yes")
    assert not h.is_rested(0, "RC_FR")
    assert h.damage(0) == [(MARRON, False), (MARRON, False)]


def test_lion_heat_1_vc_not_for_a_hit_on_a_rear_guard_nor_a_non_nova_grappler() -> None:
    """Lion Heat [1]: a hit on a rear-guard triggers nothing (R12.6.6); a rear-guard of another
    clan is no choice, so the cost is paid and nothing stands (AMB-8)."""
    h = _lion_heat_vc_hit(KING, target_circle="RC_FL")
    h.skip_to("attack")
    assert h.triggered() == 0 and h.is_rested(0, "RC_FR")
    h = _lion_heat_vc_hit(GALLATIN)
    h.skip_to("use_ability")
    h.act("yes")
    assert h.is_rested(0, "RC_FR") and h.damage(0) == [(MARRON, False), (MARRON, False)]


def _lion_heat_rc_hit(rear: str, face_up: int = 2) -> Harness:
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_FL", LION_HEAT).rear("RC_FR", rear, rested=True)
    s.player(0).damage(*[MARRON] * face_up)
    s.player(1).vanguard(TOUGH)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=LION_HEAT, target=TOUGH)
    return h


def test_lion_heat_2_rc_hit_on_vanguard_cb2_stands_a_grade_1_or_less_rear_guard() -> None:
    """Lion Heat [2] AUTO (RC) (R12.6.6, R17.7): from (RC), its hit on a vanguard may pay
    Counter Blast 2 to [Stand] a grade 1 or less Nova Grappler rear-guard."""
    h = _lion_heat_rc_hit(TOUGH)
    assert h.decision == "use_ability"
    h.act("yes")
    assert not h.is_rested(0, "RC_FR")


def test_lion_heat_2_rc_a_grade_2_rear_guard_is_no_choice_and_cb2_is_needed() -> None:
    """Lion Heat [2]: a grade 2 Nova Grappler is no choice (AMB-8: paid, nothing stands);
    with one face-up damage card Counter Blast 2 is unpayable (R15.6.1)."""
    h = _lion_heat_rc_hit(KING)
    h.act("yes")
    assert h.is_rested(0, "RC_FR") and h.damage(0) == [(MARRON, False), (MARRON, False)]
    h = _lion_heat_rc_hit(TOUGH, face_up=1)
    assert h.decision != "use_ability" and h.ended("cost_unpayable")


# ------------------------------------------------------------- Magician Girl, Kirara


def _kirara_hit(vanguard: str, face_up: int = 2) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).rear("RC_FL", KIRARA).damage(*[MARRON] * face_up)
    s.player(0).deck(TOUGH, *[MARRON] * 5)
    s.player(1).vanguard(TOUGH)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=KIRARA, target=TOUGH)  # 9000 against 8000: hits
    return h


def test_kirara_1_hit_with_nova_grappler_vanguard_cb2_draws_a_card() -> None:
    """Magician Girl, Kirara [1] AUTO (VC/RC) (R12.6.6, R17.1): its attack hits with a Nova
    Grappler vanguard: it may pay Counter Blast 2 to draw a card."""
    h = _kirara_hit(KING)
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.hand(0) == [TOUGH]
    assert h.damage(0) == [(MARRON, False), (MARRON, False)]


def test_kirara_1_needs_a_nova_grappler_vanguard_and_counter_blast_2_amb3() -> None:
    """Magician Girl, Kirara [1] (AMB-3, R15.6.1): with a Royal Paladin vanguard the condition
    fails and nothing is drawn; with one face-up damage card the cost is unpayable."""
    h = _kirara_hit(GALLATIN)
    assert h.decision != "use_ability" and h.hand(0) == []
    assert h.ended("condition_not_met")
    h = _kirara_hit(KING, face_up=1)
    assert h.decision != "use_ability" and h.hand(0) == []


# ------------------------------------------------------------------------ Twin Blader


def test_twin_blader_1_sentinel_keyword_is_deck_data_only_amb20() -> None:
    """Twin Blader [1] (R5.5, AMB-19, AMB-20): the Sentinel line is a keyword, not a timed
    ability: the card counts as a Sentinel and on (RC) offers nothing to activate."""
    card = default_database().lookup(TWIN_BLADER)
    assert card.sentinel
    assert card.abilities[0].kind == "keyword" and card.abilities[0].keyword == "sentinel"
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_FL", TWIN_BLADER).damage(MARRON).hand(TOUGH)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert not h.options("activate")


def _twin_blader_guard(*hand: str, defender: str = KING) -> Harness:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON)
    s.player(1).vanguard(defender).hand(TWIN_BLADER, *hand)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=defender)
    h.skip_to("guard", player=1)
    h.act("guard", card=TWIN_BLADER)
    return h


def test_twin_blader_2_discard_nova_grappler_attacked_unit_cannot_be_hit_r31_12() -> None:
    """Twin Blader [2] AUTO (AMB-1, AMB-19, R31.12): placed on (GC), discard a Nova Grappler;
    the attacked Nova Grappler vanguard cannot be hit until end of that battle."""
    h = _twin_blader_guard(TOUGH)
    assert h.decision == "use_ability" and h.deciding == 1
    h.act("yes")
    assert TOUGH in h.drop(1)
    h.skip_to("attack")
    assert h.events("no_hit") and h.damage_count(1) == 0


def test_twin_blader_2_unpayable_declined_or_other_clan_the_attack_hits_r31_12() -> None:
    """Twin Blader [2] (R15.6.1, AMB-8, R31.12): no Nova Grappler in hand, nothing is asked;
    declining lets the attack hit; an attacked unit of another clan is no target, so the
    paid cost stops nothing."""
    h = _twin_blader_guard(MARRON)
    assert h.decision == "guard"
    h.skip_to("attack")
    assert h.damage_count(1) == 1
    h = _twin_blader_guard(TOUGH)
    h.act("no")
    h.skip_to("attack")
    assert h.damage_count(1) == 1 and TOUGH in h.hand(1)
    h = _twin_blader_guard(TOUGH, defender=WISEMAN)
    h.act("yes")
    h.skip_to("attack")
    assert TOUGH in h.drop(1) and h.damage_count(1) == 1


# ------------------------------------------------------------------------ Cray Soldier


def _cray_boost(front: str, guard: bool = False) -> Harness:
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_FL", front).rear("RC_BL", CRAY)
    s.player(1).vanguard(TOUGH).hand(*(["Stardust Trumpeter"] if guard else []))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=front, target=TOUGH)
    h.act("boost")
    if guard:  # 12000 against 8000 + a 10000 shield: no hit
        h.act("guard", card="Stardust Trumpeter")
    return h


def test_cray_soldier_1_boosted_nova_grappler_hits_it_stands_r31_14() -> None:
    """Cray Soldier [1] AUTO (RC) (AMB-18, R31.14): the attack of the battle in which it
    boosted a Nova Grappler hits: it stands (mandatory)."""
    h = _cray_boost(TOUGH)
    h.skip_to("attack")
    assert h.damage_count(1) == 1
    assert not h.is_rested(0, "RC_BL")


def test_cray_soldier_1_not_for_another_clan_nor_a_miss_r31_14() -> None:
    """Cray Soldier [1] (R31.14): boosting a Royal Paladin, or an attack that does not hit,
    leaves it rested."""
    h = _cray_boost(MARRON)
    h.skip_to("attack")
    assert h.damage_count(1) == 1 and h.is_rested(0, "RC_BL")
    h = _cray_boost(TOUGH, guard=True)
    h.skip_to("attack")
    assert h.damage_count(1) == 0 and h.is_rested(0, "RC_BL")


# ------------------------------------------------------------------------ Red Lightning


def _red_lightning(vanguard: str) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).rear("RC_BL", RED_LIGHTNING)
    s.player(0).damage(MARRON).damage(TOUGH, face_down=True).hand(TOUGH)
    s.player(1).vanguard(GALLATIN)
    return s.start(phase="main", turn=3)


def test_red_lightning_1_act_to_soul_turns_a_face_down_damage_card_up_amb12() -> None:
    """Red Lightning [1] ACT (RC) (R15.6.2, AMB-12): itself into the soul; with a Nova
    Grappler vanguard, up to one face-down damage card turns face up."""
    h = _red_lightning(KING)
    h.act("activate", card=RED_LIGHTNING)
    assert h.soul(0) == [RED_LIGHTNING] and h.unit(0, "RC_BL") is None
    assert not h.can("choose", card=MARRON)  # the face-up one is no choice (AMB-12)
    h.act("choose", card=h.game.players[0].damage[1])
    assert h.damage(0) == [(MARRON, True), (TOUGH, True)]


def test_red_lightning_1_act_without_nova_grappler_vanguard_cost_is_lost_amb9() -> None:
    """Red Lightning [1] (AMB-9): with a Royal Paladin vanguard it is still offered; the cost
    is paid, then the condition fails and nothing turns face up. On (VC) it is not offered
    (R16.2.2)."""
    h = _red_lightning(GALLATIN)
    h.act("activate", card=RED_LIGHTNING)
    assert h.soul(0) == [RED_LIGHTNING]
    assert h.damage(0) == [(MARRON, True), (TOUGH, False)]
    s = Scenario()
    s.player(0).vanguard(RED_LIGHTNING).damage(TOUGH, face_down=True).hand(TOUGH)
    s.player(1).vanguard(GALLATIN)
    assert not s.start(phase="main", turn=3).can("activate", card=RED_LIGHTNING)


# ----------------------------------------------------------- Ultimate Lifeform, Cosmo Lord


def test_cosmo_lord_1_act_rest_a_nova_grappler_rear_guard_for_3000() -> None:
    """Ultimate Lifeform, Cosmo Lord [1] ACT (VC) (R15.6.2, R17.8): [Rest] one of your Nova
    Grappler rear-guards as the cost: +3000 until end of turn; it may be played again with
    another standing one."""
    s = Scenario()
    s.player(0).vanguard(COSMO_LORD).rear("RC_FL", TOUGH).rear("RC_FR", KING)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=COSMO_LORD)
    h.act("select", cards=[TOUGH])
    assert h.is_rested(0, "RC_FL") and h.power(0, "VC") == 13000
    h.act("activate", card=COSMO_LORD)  # only King of Sword still stands: no choice
    assert h.is_rested(0, "RC_FR") and h.power(0, "VC") == 16000


def test_cosmo_lord_1_act_needs_a_standing_nova_grappler_rear_guard() -> None:
    """Cosmo Lord [1] (R15.6.1): a rested Nova Grappler or a standing Royal Paladin rear-guard
    cannot pay the cost; on (RC) it is not offered (R16.2.2)."""
    s = Scenario()
    s.player(0).vanguard(COSMO_LORD).rear("RC_FL", TOUGH, rested=True).rear("RC_FR", MARRON)
    s.player(1).vanguard(GALLATIN)
    assert not s.start(phase="main", turn=3).can("activate", card=COSMO_LORD)
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_FL", COSMO_LORD).rear("RC_FR", TOUGH)
    s.player(1).vanguard(GALLATIN)
    assert not s.start(phase="main", turn=3).can("activate", card=COSMO_LORD)


# ------------------------------------------------------------ Death Army Lady and Guy


def _death_army_drive(top: str, vanguard: str = KING) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).deck(top, *[MARRON] * 6)
    s.player(0).rear("RC_FL", LADY, rested=True).rear("RC_FR", GUY, rested=True)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=vanguard, target=GALLATIN)
    return h


def test_death_army_1_vanguard_drive_reveals_grade_3_nova_grappler_stands_r31_50() -> None:
    """Death Army Lady [1] and Death Army Guy [1] AUTO (RC) (AMB-25, R31.26): the vanguard's
    drive check reveals a grade 3 Nova Grappler: each stands, though it has not attacked."""
    h = _death_army_drive(INVINCIBLE)
    assert h.decision == "play_ability"  # two at one check timing: the master orders them
    h.act("play_ability", card=GUY)
    h.skip_to("attack")
    assert not h.is_rested(0, "RC_FL") and not h.is_rested(0, "RC_FR")
    assert {LADY, GUY} <= attackers(h)


def test_death_army_1_not_for_a_grade_2_nor_another_clan_r31_50() -> None:
    """Death Army Lady / Guy [1] (AMB-25, R31.26): grade 3 is exact and the clan must be Nova
    Grappler."""
    for top in (KING, "Oracle Guardian, Apollon"):
        h = _death_army_drive(top)
        h.skip_to("attack")
        assert h.is_rested(0, "RC_FL") and h.is_rested(0, "RC_FR")
        assert h.triggered() == 0


def test_death_army_1_not_for_the_opponent_s_drive_check_r31_50() -> None:
    """Death Army Lady / Guy [1] (R31.26): only its master's vanguard's check counts; the
    opponent's drive check revealing a grade 3 Nova Grappler stands nothing."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", LADY, rested=True)
    s.player(1).vanguard(KING).deck(INVINCIBLE, *[MARRON] * 6)
    h = s.start(phase="battle", turn=4, turn_player=1)
    h.act("attack", card=KING, target=GALLATIN)
    h.run_until("damage")
    assert INVINCIBLE in h.hand(1)
    assert h.is_rested(0, "RC_FL") and h.triggered() == 0
