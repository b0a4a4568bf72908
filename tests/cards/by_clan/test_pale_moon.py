"""Pale Moon abilities of wave 1 (pale_moon.yaml), one ruling per test.

Each test names the card and the printed line `[n]` it proves, with the rule (RULES.md R...),
the classic reading (AMB-n) or the wave-1 card ruling (R31.n) it relies on. Vanilla cards keep
other abilities out of the way: "Barking Cerberus" (Pale Moon G2 10000), "Dark Metal Bicorn"
(Pale Moon G1 8000), "Spiral Master" (Pale Moon G0 draw trigger), "King of Sword" (Nova
Grappler G2 10000), "Tough Boy" (Nova Grappler G1 8000), "Knight of Silence, Gallatin" (Royal
Paladin G2 10000) and the filler "Little Sage, Marron" (Royal Paladin G1 8000).
"""

from __future__ import annotations

from vanguard.testing import Harness, Scenario

ALICE = "Nightmare Doll, Alice"
ROBERT = "Dusk Illusionist, Robert"
CRIMSON = "Crimson Beast Tamer"
MIRROR = "Mirror Demon"
HYPNOTIST = "Hades Hypnotist"
MANTICORE = "Barking Manticore"
SKULL = "Skull Juggler"
BUNNY = "Midnight Bunny"
TURQUOISE = "Turquoise Beast Tamer"
RINGMASTER = "Hades Ringmaster"
ELEPHANT = "Elephant Juggler"
HUNGRY = "Hungry Clown"
CANDY = "Candy Clown"
RAINBOW = "Rainbow Magician"

CERBERUS = "Barking Cerberus"
BICORN = "Dark Metal Bicorn"
SPIRAL = "Spiral Master"
KING = "King of Sword"
TOUGH = "Tough Boy"
GALLATIN = "Knight of Silence, Gallatin"
MARRON = "Little Sage, Marron"


# ---------------------------------------------------------------- Nightmare Doll, Alice


def _rear_guard_hits(
    attacker: str, vanguard: str = CERBERUS, soul: tuple[str, ...] = (), damage: int = 1
) -> Harness:
    """`attacker` on RC_FL attacks the opponent's vanguard unguarded: its attack hits."""
    s = Scenario()
    p = s.player(0).vanguard(vanguard).rear("RC_FL", attacker).soul(*soul)
    p.damage(*[MARRON] * damage)
    s.player(1).vanguard(TOUGH).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=attacker, target=TOUGH)
    h.act("end_guard")
    return h


def test_alice_1_hit_pays_and_calls_another_pale_moon_from_the_soul() -> None:
    """Nightmare Doll, Alice [1] AUTO (RC): its attack hits with a Pale Moon vanguard; it may
    pay Counter Blast 1 and go into the soul (R15); a Pale Moon other than one named Alice is
    called from the soul to an (RC), the circle it left included (R31.18, R17.5)."""
    h = _rear_guard_hits(ALICE, soul=(BICORN, ALICE, MARRON))
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.damage(0) == [(MARRON, False)]
    assert h.decision == "call_circle"  # Bicorn is the only card that fits (R2.6.5)
    h.act("choose_circle", circle="RC_FL")
    assert h.unit(0, "RC_FL").name == BICORN
    assert sorted(h.soul(0)) == sorted([ALICE, ALICE, MARRON])


def test_alice_1_only_alices_in_the_soul_nothing_is_called() -> None:
    """Nightmare Doll, Alice [1]: the name exclusion keeps every Alice out of the choice, the
    one just paid included (R31.18); the cost stays paid and nothing is called (R2.2)."""
    h = _rear_guard_hits(ALICE, soul=(ALICE, MARRON))
    h.act("yes")
    assert h.unit(0, "RC_FL") is None
    assert h.soul(0).count(ALICE) == 2 and h.damage(0) == [(MARRON, False)]


def test_alice_1_needs_a_pale_moon_vanguard_and_a_counter_blast() -> None:
    """Nightmare Doll, Alice [1]: the vanguard clause is read at resolution (AMB-3); without
    a face-up damage card the cost cannot be paid (R15.6.1): Alice stays."""
    h = _rear_guard_hits(ALICE, vanguard=KING, soul=(BICORN,))
    assert h.ended("condition_not_met") and h.unit(0, "RC_FL").name == ALICE
    h = _rear_guard_hits(ALICE, soul=(BICORN,), damage=0)
    assert h.decision != "use_ability"
    assert h.unit(0, "RC_FL").name == ALICE and h.soul(0) == [BICORN]


# ------------------------------------------------------------- Dusk Illusionist, Robert


def test_robert_1_main_phase_start_soul_charge_then_look_at_the_top_card() -> None:
    """Dusk Illusionist, Robert [1] AUTO (VC): as the main phase begins (R11.1), Soul Charge 1,
    then its master looks at the top card and keeps it there or puts it under the deck."""
    s = Scenario()
    s.player(0).vanguard(ROBERT).deck(BICORN, SPIRAL, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.soul(0) == [BICORN]
    assert h.decision == "top_or_bottom"
    h.act("bottom")
    assert h.deck(0) == [MARRON, SPIRAL]


def test_robert_1_not_as_a_rear_guard() -> None:
    """Dusk Illusionist, Robert [1] is tagged (VC) (R16.1.4): on (RC) it does nothing."""
    s = Scenario()
    s.player(0).vanguard(CERBERUS).rear("RC_FL", ROBERT).deck(BICORN, SPIRAL)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.soul(0) == [] and h.decision == "main"


def _robert(soul: int, face_up: int) -> Harness:
    s = Scenario()
    p = s.player(0).vanguard(CERBERUS).rear("RC_FL", ROBERT)
    p.soul(*[MARRON] * soul).damage(*[MARRON] * face_up)
    o = s.player(1).vanguard(GALLATIN).soul(KING)
    o.rear("RC_FL", TOUGH).rear("RC_FR", KING).rear("RC_BC", SPIRAL)
    return s.start(phase="main", turn=3)


def test_robert_2_puts_the_opponents_grade_1_or_lower_rear_guards_into_their_soul() -> None:
    """Dusk Illusionist, Robert [2] ACT (VC/RC): Soul Blast 8 & Counter Blast 5; every grade 1
    or lower rear-guard of the opponent goes into the opponent's soul, not to the drop zone
    (R31.19, W1-16); a grade 2 stays."""
    h = _robert(soul=8, face_up=5)
    h.act("activate", card=ROBERT)
    assert h.soul(0) == [] and h.damage(0) == [(MARRON, False)] * 5
    assert sorted(h.soul(1)) == sorted([KING, TOUGH, SPIRAL])
    assert h.unit(1, "RC_FR").name == KING
    assert h.unit(1, "RC_FL") is None and h.unit(1, "RC_BC") is None
    assert h.drop(1) == [] and not h.events("retired")


def test_robert_2_not_offered_without_soul_blast_8_and_counter_blast_5() -> None:
    """Dusk Illusionist, Robert [2]: seven soul cards or four face-up damage cannot pay
    (R16.2.2)."""
    assert not _robert(soul=7, face_up=5).can("activate", card=ROBERT)
    assert not _robert(soul=8, face_up=4).can("activate", card=ROBERT)


# ------------------------------------------------- Crimson and Turquoise Beast Tamer


def test_crimson_beast_tamer_1_plus_3000_on_your_turn_with_a_crimson_in_the_soul() -> None:
    """Crimson Beast Tamer [1] CONT (VC/RC): during your turn, with a card named Crimson Beast
    Tamer in your soul, +3000 (R18.4), as a rear-guard and as the vanguard."""
    s = Scenario()
    s.player(0).vanguard(CRIMSON).rear("RC_FL", CRIMSON).soul(CRIMSON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.power(0, "RC_FL") == 8000 + 3000
    assert h.power(0, "VC") == 8000 + 3000


def test_crimson_beast_tamer_1_not_on_the_opponents_turn_nor_without_the_soul_card() -> None:
    """Crimson Beast Tamer [1]: on the opponent's turn, or with no Crimson Beast Tamer in the
    soul, it has its printed power."""
    s = Scenario()
    s.player(0).vanguard(CERBERUS).rear("RC_FL", CRIMSON).soul(CRIMSON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=4, turn_player=1)
    assert h.power(0, "RC_FL") == 8000
    s = Scenario()
    s.player(0).vanguard(CERBERUS).rear("RC_FL", CRIMSON).soul(TURQUOISE, BICORN)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.power(0, "RC_FL") == 8000


def test_turquoise_beast_tamer_1_plus_3000_with_a_crimson_in_the_soul() -> None:
    """Turquoise Beast Tamer [1] CONT (VC/RC): during your turn, with Crimson Beast Tamer in
    the soul, +3000 (R18.4)."""
    s = Scenario()
    s.player(0).vanguard(CERBERUS).rear("RC_BL", TURQUOISE).soul(CRIMSON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.power(0, "RC_BL") == 6000 + 3000


def test_turquoise_beast_tamer_1_a_turquoise_in_the_soul_does_not_count() -> None:
    """Turquoise Beast Tamer [1]: the soul card must be named Crimson Beast Tamer; on the
    opponent's turn nothing either."""
    s = Scenario()
    s.player(0).vanguard(CERBERUS).rear("RC_BL", TURQUOISE).soul(TURQUOISE)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.power(0, "RC_BL") == 6000
    s = Scenario()
    s.player(0).vanguard(CERBERUS).rear("RC_BL", TURQUOISE).soul(CRIMSON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=4, turn_player=1)
    assert h.power(0, "RC_BL") == 6000


# -------------------------------------------------------------------------- Mirror Demon


def test_mirror_demon_1_hit_calls_a_pale_moon_other_than_mirror_demon_from_the_soul() -> None:
    """Mirror Demon [1] AUTO (RC): its attack hits with a Pale Moon vanguard; Counter Blast 1
    and it goes into the soul; the choice leaves out every Mirror Demon and every card of
    another clan (R31.18), and the chosen card is called to an (RC)."""
    h = _rear_guard_hits(MIRROR, soul=(BICORN, CRIMSON, MIRROR, MARRON))
    h.act("yes")
    assert h.decision == "choose" and h.choice_names() == {BICORN, CRIMSON}
    h.act("choose", card=CRIMSON)
    h.act("choose_circle", circle="RC_BL")
    assert h.unit(0, "RC_BL").name == CRIMSON and h.unit(0, "RC_FL") is None
    assert sorted(h.soul(0)) == sorted([BICORN, MIRROR, MIRROR, MARRON])


def test_mirror_demon_1_declined_it_stays_on_its_circle() -> None:
    """Mirror Demon [1]: 'you may pay the cost' -- declined, nothing moves (R16.3.4)."""
    h = _rear_guard_hits(MIRROR, soul=(BICORN,))
    h.act("no")
    assert h.unit(0, "RC_FL").name == MIRROR
    assert h.soul(0) == [BICORN] and h.damage(0) == [(MARRON, True)]


# ------------------------------------------------------------------------ Hades Hypnotist


def test_hades_hypnotist_is_a_sentinel_by_its_record_with_one_ability() -> None:
    """Hades Hypnotist: a Sentinel for deck construction (R5.5) although its English text has
    no Sentinel line, so its data has one ability (R31.10, R31.12)."""
    card = Scenario().card(HYPNOTIST)
    assert card.sentinel
    assert [a.kind for a in card.abilities] == ["auto"]


def _hypnotist_guard(vanguard: str, hand: tuple[str, ...]) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).hand(HYPNOTIST, *hand)
    s.player(1).vanguard(KING).rear("RC_FL", TOUGH)  # a second attacker: the turn waits
    h = s.start(phase="battle", turn_player=1)
    h.act("attack", card=KING, target=h.iid(0, "VC"))
    h.act("guard", card=HYPNOTIST)
    return h


def test_hades_hypnotist_1_discard_a_pale_moon_and_the_attacked_unit_cannot_be_hit() -> None:
    """Hades Hypnotist [1] AUTO (placed on GC, AMB-1): discard a Pale Moon card; the attacked
    Pale Moon unit cannot be hit this battle (R12.6.2, AMB-19, R31.12)."""
    h = _hypnotist_guard(CERBERUS, (BICORN,))
    assert h.deciding == 0 and h.decision == "use_ability"
    h.act("yes")
    assert h.hand(0) == [] and BICORN in h.drop(0)
    assert h.damage_count(0) == 0
    assert h.events("no_hit")


def test_hades_hypnotist_1_needs_a_pale_moon_card_in_hand() -> None:
    """Hades Hypnotist [1]: with only a Royal Paladin card in hand the cost cannot be paid
    (R15.6.1); the attack hits."""
    h = _hypnotist_guard(CERBERUS, (MARRON,))
    assert h.ended("cost_unpayable")
    h.act("end_guard")
    assert h.damage_count(0) == 1 and h.hand(0) == [MARRON]


def test_hades_hypnotist_1_an_attacked_unit_of_another_clan_is_not_protected() -> None:
    """Hades Hypnotist [1]: the cost may be paid for a Royal Paladin vanguard, and then nothing
    is chosen: the attack hits (R31.12, AMB-8)."""
    h = _hypnotist_guard(GALLATIN, (BICORN,))
    h.act("yes")
    assert h.hand(0) == []
    if h.decision == "guard":
        h.act("end_guard")
    assert h.damage_count(0) == 1


# ---------------------------------------------------------------------- Barking Manticore


def test_manticore_1_plus_3000_on_the_vanguard_with_a_crimson_in_the_soul() -> None:
    """Barking Manticore [1] CONT (VC): during your turn, with Crimson Beast Tamer in the
    soul, +3000 (R18.4)."""
    s = Scenario()
    s.player(0).vanguard(MANTICORE).soul(CRIMSON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.power(0, "VC") == 10000 + 3000


def test_manticore_1_not_as_a_rear_guard_nor_on_the_opponents_turn() -> None:
    """Barking Manticore [1] is tagged (VC) (R16.1.4); 'during your turn' only."""
    s = Scenario()
    s.player(0).vanguard(CERBERUS).rear("RC_FL", MANTICORE).soul(CRIMSON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.power(0, "RC_FL") == 10000
    s = Scenario()
    s.player(0).vanguard(MANTICORE).soul(CRIMSON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=4, turn_player=1)
    assert h.power(0, "VC") == 10000


def test_manticore_2_ride_draws_then_a_hand_card_goes_into_the_soul() -> None:
    """Barking Manticore [2] AUTO: placed on (VC) by a ride (R4.6.2, AMB-1): draw a card, then
    choose a card of the hand (the one just drawn allowed) and put it into the soul."""
    s = Scenario()
    s.player(0).vanguard(CERBERUS).hand(MANTICORE, TOUGH).deck(BICORN, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=MANTICORE)
    assert h.decision == "choose" and h.choice_names() == {TOUGH, BICORN}
    h.act("choose", card=BICORN)
    assert h.soul(0) == [CERBERUS, BICORN] and h.hand(0) == [TOUGH]


def test_manticore_2_not_when_called_to_a_rear_guard_circle() -> None:
    """Barking Manticore [2]: only a placement on (VC) triggers it; a call to (RC) does not."""
    s = Scenario()
    s.player(0).vanguard(ALICE).hand(MANTICORE, TOUGH).deck(BICORN)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=MANTICORE, circle="RC_FL")
    assert h.triggered() == 0 and h.hand(0) == [TOUGH] and h.soul(0) == []


# ------------------------------------------------------------------------- Skull Juggler


def _skull_call(vanguard: str) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).hand(SKULL).deck(BICORN, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=SKULL, circle="RC_BL")
    return h


def test_skull_juggler_1_placed_with_a_pale_moon_vanguard_may_soul_charge() -> None:
    """Skull Juggler [1] AUTO: placed on (RC) with a Pale Moon vanguard, it may Soul Charge 1
    (AMB-1, AMB-3)."""
    h = _skull_call(CERBERUS)
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.soul(0) == [BICORN]


def test_skull_juggler_1_declined_or_without_the_vanguard_nothing() -> None:
    """Skull Juggler [1]: 'you may' (declined), and the vanguard clause is read at resolution
    (AMB-3)."""
    h = _skull_call(CERBERUS)
    h.act("no")
    assert h.soul(0) == []
    h = _skull_call(GALLATIN)
    assert h.ended("condition_not_met") and h.soul(0) == []


# ------------------------------------------------------------------------ Midnight Bunny


def _bunny_boost(vanguard: str, boost: bool, soul: tuple[str, ...] = (BICORN,)) -> Harness:
    s = Scenario()
    p = s.player(0).vanguard(vanguard).rear("RC_BC", BUNNY).soul(*soul).damage(MARRON)
    p.deck(*[MARRON] * 10)
    s.player(1).vanguard(TOUGH).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=vanguard, target=TOUGH)
    h.act("boost" if boost else "skip_boost")
    h.act("end_guard")
    return h


def test_midnight_bunny_1_boosted_hit_calls_a_pale_moon_other_than_bunny_from_soul() -> None:
    """Midnight Bunny [1] AUTO (RC): the attack it boosted hits (AMB-18) with a Pale Moon
    vanguard; Counter Blast 1 and it goes into the soul; a Pale Moon other than Midnight Bunny
    is called from the soul (R31.18)."""
    h = _bunny_boost(CERBERUS, boost=True, soul=(BICORN, BUNNY))
    h.skip_to("use_ability")
    h.act("yes")
    assert h.decision == "call_circle"  # the Bicorn: no Midnight Bunny may be chosen
    h.act("choose_circle", circle="RC_BC")
    assert h.unit(0, "RC_BC").name == BICORN
    assert h.soul(0).count(BUNNY) == 2 and h.damage(0) == [(MARRON, False)]


def test_midnight_bunny_1_without_a_boost_or_a_pale_moon_vanguard_nothing() -> None:
    """Midnight Bunny [1]: without a boost nothing triggers; with a Nova Grappler vanguard the
    clause fails at resolution (AMB-3)."""
    h = _bunny_boost(CERBERUS, boost=False)
    h.skip_to("attack")
    assert h.triggered() == 0 and h.unit(0, "RC_BC").name == BUNNY
    h = _bunny_boost(KING, boost=True)
    h.skip_to("attack")
    assert h.ended("condition_not_met") and h.unit(0, "RC_BC").name == BUNNY


# --------------------------------------------------------------------- Hades Ringmaster


def _ringmaster_ridden_by(rider: str) -> Harness:
    s = Scenario()
    s.player(0).vanguard(RINGMASTER).hand(rider).deck(BICORN, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=rider)
    return h


def test_hades_ringmaster_1_ridden_by_pale_moon_may_soul_charge() -> None:
    """Hades Ringmaster [1] AUTO (VC, look-back AMB-4): ridden by another Pale Moon, it may
    Soul Charge 1."""
    h = _ringmaster_ridden_by(BICORN)
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.soul(0)[:2] == [RINGMASTER, BICORN]


def test_hades_ringmaster_1_ridden_by_another_clan_does_not_trigger() -> None:
    """Hades Ringmaster [1]: the rider's clan is read with the ride (AMB-4)."""
    h = _ringmaster_ridden_by(TOUGH)
    assert h.triggered() == 0 and h.soul(0) == [RINGMASTER]


# ---------------------------------------------------------------------- Elephant Juggler


def test_elephant_juggler_1_another_pale_moon_placed_on_rc_may_soul_charge() -> None:
    """Elephant Juggler [1] AUTO (VC): another of your Pale Moon is placed on (RC) (a call,
    R4.6.2): it may Soul Charge 1."""
    s = Scenario()
    s.player(0).vanguard(ELEPHANT).hand(BICORN).deck(SPIRAL, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=BICORN, circle="RC_BL")
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.soul(0) == [SPIRAL]


def test_elephant_juggler_1_not_for_another_clan_nor_as_a_rear_guard() -> None:
    """Elephant Juggler [1]: a Royal Paladin call does not trigger it, and it works only from
    (VC) (R16.1.4)."""
    s = Scenario()
    s.player(0).vanguard(ELEPHANT).hand(MARRON).deck(SPIRAL)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=MARRON, circle="RC_BL")
    assert h.triggered() == 0
    s = Scenario()
    s.player(0).vanguard(CERBERUS).rear("RC_FL", ELEPHANT).hand(BICORN).deck(SPIRAL)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=BICORN, circle="RC_BL")
    assert h.triggered() == 0 and h.soul(0) == []


# --------------------------------------------------------------------------- Hungry Clown


def test_hungry_clown_1_hit_with_a_pale_moon_vanguard_may_soul_charge() -> None:
    """Hungry Clown [1] AUTO (VC/RC): its attack hits with a Pale Moon vanguard: it may Soul
    Charge 1 (AMB-3)."""
    s = Scenario()
    s.player(0).vanguard(CERBERUS).rear("RC_FL", HUNGRY).deck(BICORN, MARRON)
    s.player(1).vanguard(TOUGH).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=HUNGRY, target=TOUGH)
    h.act("end_guard")
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.soul(0) == [BICORN]


def test_hungry_clown_1_no_hit_or_no_pale_moon_vanguard_nothing() -> None:
    """Hungry Clown [1]: a guarded attack does not hit, nothing triggers; with a Royal Paladin
    vanguard the clause fails at resolution (AMB-3)."""
    s = Scenario()
    s.player(0).vanguard(CERBERUS).rear("RC_FL", HUNGRY).deck(BICORN, MARRON)
    s.player(1).vanguard(TOUGH).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=HUNGRY, target=TOUGH)
    h.act("guard", card=MARRON)  # the only card in hand: the guard step then ends
    assert h.damage_count(1) == 0  # 9000 against 8000 + 5000: no hit
    assert h.triggered() == 0 and h.soul(0) == []
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", HUNGRY).deck(BICORN, MARRON)
    s.player(1).vanguard(TOUGH).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=HUNGRY, target=TOUGH)
    h.act("end_guard")
    assert h.ended("condition_not_met") and h.soul(0) == []


# ---------------------------------------------------------------------------- Candy Clown


def test_candy_clown_1_heal_reminder_is_deck_data_only() -> None:
    """Candy Clown [1]: the four-Heal reminder is a deck rule (R5.4, AMB-20)."""
    card = Scenario().card(CANDY)
    assert card.trigger == "Heal"
    assert [(a.kind, a.keyword) for a in card.abilities] == [("keyword", "heal_limit")]


def test_candy_clown_1_does_nothing_in_a_game() -> None:
    """Candy Clown [1]: called to (RC), nothing triggers and nothing can be played."""
    s = Scenario()
    s.player(0).vanguard(CERBERUS).hand(CANDY)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=CANDY, circle="RC_BL")
    assert h.triggered() == 0 and not h.can("activate", card=CANDY)


# ----------------------------------------------------------------------- Rainbow Magician


def _rainbow_attack(boost: bool) -> Harness:
    s = Scenario()
    s.player(0).vanguard(CERBERUS).rear("RC_BC", RAINBOW).deck(*[MARRON] * 10)
    s.player(1).vanguard(TOUGH).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=CERBERUS, target=TOUGH)
    h.act("boost" if boost else "skip_boost")
    h.act("end_guard")
    return h


def test_rainbow_magician_1_boosted_hit_soul_charges_and_returns_it_to_the_deck() -> None:
    """Rainbow Magician [1] AUTO (RC): the attack it boosted hits (AMB-18): it may Soul Charge
    1; if it does, it goes into the deck and the deck is shuffled."""
    h = _rainbow_attack(boost=True)
    h.skip_to("use_ability")
    magician = h.iid(0, "RC_BC")
    h.act("yes")
    assert h.soul(0) == [MARRON]
    assert h.unit(0, "RC_BC") is None
    assert magician in h.game.players[0].deck
    assert h.events("shuffled")


def test_rainbow_magician_1_declined_or_without_a_boost_it_stays() -> None:
    """Rainbow Magician [1]: 'you may' -- declined, nothing moves; without a boost nothing
    triggers."""
    h = _rainbow_attack(boost=True)
    h.skip_to("use_ability")
    h.act("no")
    assert h.unit(0, "RC_BC").name == RAINBOW and h.soul(0) == []
    h = _rainbow_attack(boost=False)
    h.skip_to("attack")
    assert h.triggered() == 0 and h.unit(0, "RC_BC").name == RAINBOW
