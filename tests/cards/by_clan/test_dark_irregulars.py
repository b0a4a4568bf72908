"""Dark Irregulars abilities of wave 1 (dark_irregulars.yaml), one ruling per test.

Each test names the card and the printed line `[n]` it proves, with the rule (RULES.md R...),
the classic reading (AMB-n) or the wave-1 card ruling (R31.n) it relies on. Vanilla cards keep
other abilities out of the way: "Werwolf Sieger" (Dark Irregulars G2 10000), "Prisoner Beast"
(Dark Irregulars G1 8000), "Blitzritter" (Dark Irregulars G0), "King of Sword" (Nova Grappler
G2 10000), "Tough Boy" (Nova Grappler G1 8000), "Knight of Silence, Gallatin" (Royal Paladin G2
10000) and the filler "Little Sage, Marron" (Royal Paladin G1 8000).
"""

from __future__ import annotations

from vanguard.testing import Harness, Scenario

MARQUIS = "Demon World Marquis, Amon"
EDEL = "Edel Rose"
GWYNN = "Gwynn the Ripper"
RABBIT = "March Rabbit of Nightmareland"
DOREEN = "Doreen the Thruster"
SARAQAEL = "Imprisoned Fallen Angel, Saraqael"
ASPIRATION = "Demon of Aspiration, Amon"
ALLURING = "Alluring Succubus"
GATEKEEPER = "Vermillion Gatekeeper"
DECADENT = "Decadent Succubus"
POET = "Poet of Darkness, Amon"
DOCTOR = "Cursed Doctor"
QUEEN = "Dark Queen of Nightmareland"

SIEGER = "Werwolf Sieger"
BEAST = "Prisoner Beast"
BLITZ = "Blitzritter"
KING = "King of Sword"
TOUGH = "Tough Boy"
GALLATIN = "Knight of Silence, Gallatin"
MARRON = "Little Sage, Marron"
GANCELOT = "Solitary Knight, Gancelot"
INVINCIBLE = "Mr. Invincible"
EATER = "Demon Eater"


def attackers(h: Harness) -> set[str]:
    return {h.game.cards[a.card].name for a in h.options("attack") if a.card is not None}


# ------------------------------------------------------------ Demon World Marquis, Amon


def test_marquis_1_plus_1000_per_dark_irregulars_in_the_soul_on_your_turn() -> None:
    """Demon World Marquis, Amon [1] CONT (VC): during your turn, +1000 for each Dark
    Irregulars card in your soul (R18.4); a Royal Paladin soul card does not count."""
    s = Scenario()
    s.player(0).vanguard(MARQUIS).soul(SIEGER, BEAST, BLITZ, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.power(0, "VC") == 10000 + 3000


def test_marquis_1_nothing_on_the_opponents_turn() -> None:
    """Demon World Marquis, Amon [1]: 'during your turn' -- on the opponent's turn it has its
    printed power."""
    s = Scenario()
    s.player(0).vanguard(MARQUIS).soul(SIEGER, BEAST, BLITZ)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=4, turn_player=1)
    assert h.power(0, "VC") == 10000


def _marquis(rears: tuple[str, ...], opponent_rears: tuple[str, ...]) -> Harness:
    s = Scenario()
    p = s.player(0).vanguard(MARQUIS).damage(MARRON)
    for circle, name in zip(("RC_FL", "RC_FR", "RC_BL"), rears, strict=False):
        p.rear(circle, name)
    o = s.player(1).vanguard(GALLATIN)
    for circle, name in zip(("RC_FL", "RC_FR", "RC_BL"), opponent_rears, strict=False):
        o.rear(circle, name)
    return s.start(phase="main", turn=3)


def test_marquis_2_the_opponent_chooses_which_of_their_rear_guards_is_retired() -> None:
    """Demon World Marquis, Amon [2] ACT (VC): Counter Blast 1 and one of your Dark
    Irregulars rear-guards into the soul (R15); the opponent chooses one of their own
    rear-guards and retires it (R31.9)."""
    h = _marquis((BEAST,), (TOUGH, KING))
    h.act("activate", card=MARQUIS, choice=1)
    assert h.soul(0) == [BEAST] and h.damage(0) == [(MARRON, False)]
    assert h.decision == "choose" and h.deciding == 1
    assert h.choice_names() == {TOUGH, KING}
    h.act("choose", card=KING)
    assert h.drop(1) == [KING]
    assert h.unit(1, "RC_FL").name == TOUGH
    assert h.power(0, "VC") == 10000 + 1000  # [1] counts the Beast now in the soul


def test_marquis_2_needs_a_dark_irregulars_rear_guard_for_its_cost() -> None:
    """Demon World Marquis, Amon [2]: a Royal Paladin rear-guard cannot pay the cost, so the
    ACT is not offered (R16.2.2)."""
    h = _marquis((MARRON,), (TOUGH,))
    assert not h.can("activate", card=MARQUIS)


def test_marquis_2_with_no_opponent_rear_guard_the_cost_is_paid_and_nothing_retires() -> None:
    """Demon World Marquis, Amon [2]: playable without an opponent's rear-guard (R31.9,
    AMB-8); the cost is paid and nothing is retired (R2.2)."""
    h = _marquis((BEAST,), ())
    h.act("activate", card=MARQUIS, choice=1)
    assert h.soul(0) == [BEAST] and h.damage(0) == [(MARRON, False)]
    assert h.drop(1) == [] and h.deciding == 0


# ------------------------------------------------------------------------------ Edel Rose


def test_edel_rose_1_counter_blast_2_with_werwolf_sieger_in_soul() -> None:
    """Edel Rose [1] ACT (VC): Counter Blast 2; with Werwolf Sieger in the soul, +5000 and
    critical +1 until end of turn."""
    s = Scenario()
    s.player(0).vanguard(EDEL).soul(SIEGER).damage(MARRON, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    h.act("activate", card=EDEL, choice=0)
    assert h.power(0, "VC") == 9000 + 5000
    assert h.critical(0, "VC") == 2
    assert h.damage(0) == [(MARRON, False)] * 2


def test_edel_rose_1_without_werwolf_sieger_pays_and_does_nothing() -> None:
    """Edel Rose [1]: the 'if' is read after the cost (R16.2.4, AMB-9): the cost is lost."""
    s = Scenario()
    s.player(0).vanguard(EDEL).soul(BEAST).damage(MARRON, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    h.act("activate", card=EDEL, choice=0)
    assert h.damage(0) == [(MARRON, False)] * 2
    assert h.power(0, "VC") == 9000 and h.critical(0, "VC") == 1
    assert h.ended("condition_not_met")


def test_edel_rose_2_from_hand_puts_itself_on_the_deck_and_fetches_werwolf_sieger() -> None:
    """Edel Rose [2] ACT (hand): reveal it and put it on top of the deck (the cost); search
    for Werwolf Sieger, reveal it, put it into the hand, shuffle."""
    s = Scenario()
    s.player(0).vanguard(BEAST).hand(EDEL).deck(MARRON, SIEGER, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    h.act("activate", card=EDEL, choice=1)
    assert h.deck(0)[0] == EDEL  # cost paid before the search
    h.act("choose", card=SIEGER)
    assert h.hand(0) == [SIEGER]
    assert sorted(h.deck(0)) == sorted([EDEL, MARRON, MARRON])
    assert h.events("shuffled")
    assert [e["card"] for e in h.events("revealed")] == ["edel-rose", "werwolf-sieger"]


def test_edel_rose_2_not_offered_from_the_vanguard_circle() -> None:
    """Edel Rose [2] is tagged (Hand) (R16.1.4): a vanguard Edel Rose cannot use it."""
    s = Scenario()
    s.player(0).vanguard(EDEL).deck(SIEGER, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    assert not h.can("activate", card=EDEL, choice=1)


# ------------------------------------------------------------------------ Gwynn the Ripper


def _gwynn_call(vanguard: str, face_up: int = 2) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).hand(GWYNN).damage(*[MARRON] * face_up)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", KING).rear("RC_FR", TOUGH).rear("RC_BC", GANCELOT)
    h = s.start(phase="main", turn=3)
    h.act("call", card=GWYNN, circle="RC_FL")
    return h


def test_gwynn_1_counter_blast_2_retires_a_grade_2_or_lower_rear_guard() -> None:
    """Gwynn the Ripper [1] AUTO: placed on (RC) with a Dark Irregulars vanguard, it may pay
    Counter Blast 2 to retire one of the opponent's grade 2-or-lower rear-guards (AMB-1); the
    grade 3 is not a choice."""
    h = _gwynn_call(SIEGER)
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.choice_names() == {KING, TOUGH}
    h.act("choose", card=KING)
    assert h.drop(1) == [KING]
    assert h.damage(0) == [(MARRON, False)] * 2


def test_gwynn_1_needs_a_dark_irregulars_vanguard() -> None:
    """Gwynn the Ripper [1]: the vanguard clause is read at resolution (AMB-3): with a Royal
    Paladin vanguard nothing is paid and nothing is retired."""
    h = _gwynn_call(GALLATIN)
    assert h.ended("condition_not_met")
    assert h.drop(1) == [] and h.damage(0) == [(MARRON, True)] * 2


def test_gwynn_1_not_offered_with_one_face_up_damage() -> None:
    """Gwynn the Ripper [1]: Counter Blast 2 cannot be paid with one face-up card (R15.6.3)."""
    h = _gwynn_call(SIEGER, face_up=1)
    assert h.decision != "use_ability" and h.drop(1) == []


def test_gwynn_1_also_when_ridden() -> None:
    """Gwynn the Ripper [1]: placed on (VC) by a ride counts too (R4.6.2); it is then the
    Dark Irregulars vanguard itself."""
    s = Scenario()
    s.player(0).vanguard(BEAST).hand(GWYNN).damage(MARRON, MARRON)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", TOUGH)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=GWYNN)
    h.act("yes")
    assert h.drop(1) == [TOUGH]


# ---------------------------------------------------------- March Rabbit of Nightmareland


def test_march_rabbit_is_a_sentinel_by_its_record_with_one_ability() -> None:
    """March Rabbit of Nightmareland: a Sentinel for deck construction (R5.5) although its
    English text has no Sentinel line, so its data has one ability (R31.10)."""
    card = Scenario().card(RABBIT)
    assert card.sentinel
    assert [a.kind for a in card.abilities] == ["auto"]


def _rabbit_guard(vanguard: str, hand: tuple[str, ...]) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).hand(RABBIT, *hand)
    s.player(1).vanguard(KING).rear("RC_FL", TOUGH)  # a second attacker: the turn waits
    h = s.start(phase="battle", turn_player=1)
    h.act("attack", card=KING, target=h.iid(0, "VC"))
    h.act("guard", card=RABBIT)
    return h


def test_march_rabbit_1_discard_a_dark_irregulars_and_the_attacked_unit_cannot_be_hit() -> None:
    """March Rabbit [1] AUTO (placed on GC, AMB-1): discard a Dark Irregulars card; the
    attacked Dark Irregulars unit cannot be hit this battle (R12.6.2, AMB-19, R31.10)."""
    h = _rabbit_guard(SIEGER, (BEAST,))
    assert h.deciding == 0 and h.decision == "use_ability"
    h.act("yes")
    assert h.hand(0) == []
    assert h.damage_count(0) == 0
    assert h.events("no_hit")


def test_march_rabbit_1_needs_a_dark_irregulars_card_in_hand() -> None:
    """March Rabbit [1]: with only a Royal Paladin card in hand the cost cannot be paid
    (R15.6.1); the attack hits."""
    h = _rabbit_guard(SIEGER, (MARRON,))
    assert h.ended("cost_unpayable")
    h.act("end_guard")
    assert h.damage_count(0) == 1 and h.hand(0) == [MARRON]


def test_march_rabbit_1_an_attacked_unit_of_another_clan_is_not_protected() -> None:
    """March Rabbit [1]: the cost may be paid for a Royal Paladin vanguard, and then nothing
    is chosen: the attack hits (R31.10, AMB-8)."""
    h = _rabbit_guard(GALLATIN, (BEAST,))
    h.act("yes")
    assert h.hand(0) == []
    if h.decision == "guard":
        h.act("end_guard")
    assert h.damage_count(0) == 1


# ------------------------------------------------------------------- Doreen the Thruster


def test_doreen_1_a_card_into_the_soul_in_the_main_phase_gives_3000() -> None:
    """Doreen the Thruster [1] AUTO (RC): Demon Eater's Soul Charge at the beginning of the
    main phase puts a card into the soul; with a Dark Irregulars vanguard, +3000 until end of
    turn."""
    s = Scenario()
    s.player(0).vanguard(EATER).rear("RC_BL", DOREEN).deck(BEAST, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.soul(0) == [BEAST]
    assert h.power(0, "RC_BL") == 6000 + 3000


def test_doreen_1_needs_a_dark_irregulars_vanguard() -> None:
    """Doreen the Thruster [1]: Mr. Invincible's Soul Charge triggers it, but the vanguard
    clause fails at resolution (AMB-3)."""
    s = Scenario()
    s.player(0).vanguard(INVINCIBLE).rear("RC_BL", DOREEN).deck(BEAST, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.soul(0) == [BEAST]
    assert h.ended("condition_not_met")
    assert h.power(0, "RC_BL") == 6000


def test_doreen_1_a_ride_in_the_ride_phase_does_not_count() -> None:
    """Doreen the Thruster [1]: the old vanguard goes to the soul in the ride phase, not the
    main phase: nothing triggers."""
    s = Scenario()
    s.player(0).vanguard(BEAST).rear("RC_BL", DOREEN).hand(SIEGER)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=SIEGER)
    assert h.soul(0) == [BEAST]
    assert h.triggered() == 0 and h.power(0, "RC_BL") == 6000


# ------------------------------------------------------ Imprisoned Fallen Angel, Saraqael


def test_saraqael_1_restraint_cannot_attack() -> None:
    """Saraqael [1] CONT (VC/RC) Restraint: a standing front-row Saraqael is no attacker."""
    s = Scenario()
    s.player(0).vanguard(SIEGER).rear("RC_FL", SARAQAEL)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    assert attackers(h) == {SIEGER}


def test_saraqael_2_soul_blast_3_loses_restraint_until_end_of_turn() -> None:
    """Saraqael [2] ACT (VC/RC): Soul Blast 3: it loses Restraint until end of turn."""
    s = Scenario()
    s.player(0).vanguard(SIEGER).rear("RC_FL", SARAQAEL).soul(MARRON, MARRON, BEAST)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=SARAQAEL, choice=1)
    assert h.soul(0) == [] and len(h.drop(0)) == 3
    h.act("end_main")
    assert attackers(h) == {SIEGER, SARAQAEL}


def test_saraqael_2_not_offered_with_two_soul_cards() -> None:
    """Saraqael [2]: Soul Blast 3 cannot be paid from a soul of two (R16.2.2)."""
    s = Scenario()
    s.player(0).vanguard(SIEGER).rear("RC_FL", SARAQAEL).soul(MARRON, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert not h.can("activate", card=SARAQAEL)


def _saraqael_boosted(booster: str) -> Harness:
    s = Scenario()
    s.player(0).vanguard(SARAQAEL).rear("RC_BC", booster).soul(MARRON, MARRON, MARRON).hand(TOUGH)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=SARAQAEL, choice=1)
    h.act("end_main")
    h.act("attack", card=SARAQAEL, target=GALLATIN)
    h.act("boost")
    return h


def test_saraqael_3_vanguard_boosted_by_dark_irregulars_gets_5000() -> None:
    """Saraqael [3] AUTO (VC): boosted by a Dark Irregulars, +5000 until end of battle
    (AMB-2)."""
    h = _saraqael_boosted(BEAST)
    assert h.power(0, "VC") == 11000 + 8000 + 5000


def test_saraqael_3_boosted_by_another_clan_gets_nothing() -> None:
    """Saraqael [3]: the booster must be Dark Irregulars (the trigger's filter)."""
    h = _saraqael_boosted(MARRON)
    assert h.power(0, "VC") == 11000 + 8000


# ------------------------------------------------ Demon of Aspiration, Poet of Darkness


def _six_soul(card: str, soul: tuple[str, ...], turn_player: int = 0) -> Harness:
    s = Scenario()
    s.player(0).vanguard(SIEGER).rear("RC_FL", card).soul(*soul)
    s.player(1).vanguard(GALLATIN)
    return s.start(phase="main", turn=3 if turn_player == 0 else 4, turn_player=turn_player)


SIX_DI = (SIEGER, BEAST, BLITZ, SIEGER, BEAST, BLITZ)


def test_aspiration_and_poet_1_six_dark_irregulars_in_the_soul_give_3000() -> None:
    """Demon of Aspiration, Amon [1] and Poet of Darkness, Amon [1] CONT (VC/RC): during
    your turn, with six or more Dark Irregulars in the soul, +3000 (R18.4)."""
    assert _six_soul(ASPIRATION, SIX_DI).power(0, "RC_FL") == 8000 + 3000
    assert _six_soul(POET, SIX_DI).power(0, "RC_FL") == 6000 + 3000


def test_aspiration_and_poet_1_five_of_the_clan_are_not_enough() -> None:
    """[1]: a Royal Paladin soul card does not count: five Dark Irregulars of six cards."""
    soul = (*SIX_DI[:5], MARRON)
    assert _six_soul(ASPIRATION, soul).power(0, "RC_FL") == 8000
    assert _six_soul(POET, soul).power(0, "RC_FL") == 6000


def test_aspiration_and_poet_1_nothing_on_the_opponents_turn() -> None:
    """[1]: 'during your turn' -- on the opponent's turn the soul does not matter."""
    assert _six_soul(ASPIRATION, SIX_DI, turn_player=1).power(0, "RC_FL") == 8000
    assert _six_soul(POET, SIX_DI, turn_player=1).power(0, "RC_FL") == 6000


# ---------------------------------------------------------------------- Alluring Succubus


def _alluring_call(vanguard: str) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).hand(ALLURING).deck(BEAST, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=ALLURING, circle="RC_BL")
    return h


def test_alluring_succubus_1_placed_with_a_dark_irregulars_vanguard_may_soul_charge() -> None:
    """Alluring Succubus [1] AUTO: placed on (RC) with a Dark Irregulars vanguard, it may
    Soul Charge 1 (the top card of the deck into the soul)."""
    h = _alluring_call(SIEGER)
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.soul(0) == [BEAST]


def test_alluring_succubus_1_declined_or_without_the_vanguard_nothing() -> None:
    """Alluring Succubus [1]: 'you may' (the master declines), and the vanguard clause is
    read at resolution (AMB-3)."""
    h = _alluring_call(SIEGER)
    h.act("no")
    assert h.soul(0) == []
    h = _alluring_call(GALLATIN)
    assert h.ended("condition_not_met") and h.soul(0) == []


# ------------------------------------------------------------------ Vermillion Gatekeeper


def _gatekeeper_ridden_by(rider: str) -> Harness:
    s = Scenario()
    s.player(0).vanguard(GATEKEEPER).hand(rider).deck(BLITZ, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=rider)
    return h


def test_gatekeeper_1_ridden_by_dark_irregulars_may_soul_charge() -> None:
    """Vermillion Gatekeeper [1] AUTO (VC, look-back AMB-4): ridden by another Dark
    Irregulars, it may Soul Charge 1."""
    h = _gatekeeper_ridden_by(BEAST)
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.soul(0) == [GATEKEEPER, BLITZ]


def test_gatekeeper_1_ridden_by_another_clan_does_not_trigger() -> None:
    """Vermillion Gatekeeper [1]: the rider's clan is checked with the ride (AMB-4)."""
    h = _gatekeeper_ridden_by(TOUGH)
    assert h.triggered() == 0 and h.soul(0) == [GATEKEEPER]


# ---------------------------------------------------------------------- Decadent Succubus


def test_decadent_succubus_1_another_dark_irregulars_placed_on_rc_may_soul_charge() -> None:
    """Decadent Succubus [1] AUTO (VC): another of your Dark Irregulars is placed on (RC)
    (a call, R4.6.2): it may Soul Charge 1."""
    s = Scenario()
    s.player(0).vanguard(DECADENT).hand(BEAST).deck(BLITZ, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=BEAST, circle="RC_BL")
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.soul(0) == [BLITZ]


def test_decadent_succubus_1_not_for_another_clan_nor_as_a_rear_guard() -> None:
    """Decadent Succubus [1]: a Royal Paladin call does not trigger it, and it works only
    from (VC) (R16.1.4)."""
    s = Scenario()
    s.player(0).vanguard(DECADENT).hand(MARRON).deck(BLITZ)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=MARRON, circle="RC_BL")
    assert h.triggered() == 0
    s = Scenario()
    s.player(0).vanguard(SIEGER).rear("RC_FL", DECADENT).hand(BEAST).deck(BLITZ)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=BEAST, circle="RC_BL")
    assert h.triggered() == 0 and h.soul(0) == []


# -------------------------------------------------------------------------- Cursed Doctor


def test_cursed_doctor_1_heal_reminder_is_deck_data_only() -> None:
    """Cursed Doctor [1]: the four-Heal reminder is a deck rule (R5.4, AMB-20)."""
    card = Scenario().card(DOCTOR)
    assert card.trigger == "Heal"
    assert [(a.kind, a.keyword) for a in card.abilities] == [("keyword", "heal_limit")]


def test_cursed_doctor_1_does_nothing_in_a_game() -> None:
    """Cursed Doctor [1]: called to (RC), nothing triggers and nothing can be played."""
    s = Scenario()
    s.player(0).vanguard(SIEGER).hand(DOCTOR)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=DOCTOR, circle="RC_BL")
    assert h.triggered() == 0 and not h.can("activate", card=DOCTOR)


# ------------------------------------------------------------ Dark Queen of Nightmareland


def _queen_attack(boost: bool) -> Harness:
    s = Scenario()
    s.player(0).vanguard(SIEGER).rear("RC_BC", QUEEN).deck(*[MARRON] * 10)
    s.player(1).vanguard(TOUGH).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=SIEGER, target=TOUGH)
    h.act("boost" if boost else "skip_boost")
    h.act("end_guard")
    return h


def test_dark_queen_1_boosted_hit_soul_charges_and_returns_it_to_the_deck() -> None:
    """Dark Queen of Nightmareland [1] AUTO (RC): the attack it boosted hits (AMB-18): it may
    Soul Charge 1; if it does, it goes into the deck and the deck is shuffled."""
    h = _queen_attack(boost=True)
    h.skip_to("use_ability")
    queen = h.iid(0, "RC_BC")
    h.act("yes")
    assert h.soul(0) == [MARRON]
    assert h.unit(0, "RC_BC") is None
    assert queen in h.game.players[0].deck
    assert h.events("shuffled")


def test_dark_queen_1_declined_or_without_a_boost_it_stays() -> None:
    """Dark Queen of Nightmareland [1]: 'you may' -- declined, nothing moves; without a boost
    nothing triggers."""
    h = _queen_attack(boost=True)
    h.skip_to("use_ability")
    h.act("no")
    assert h.unit(0, "RC_BC").name == QUEEN and h.soul(0) == []
    h = _queen_attack(boost=False)
    h.skip_to("attack")
    assert h.triggered() == 0 and h.unit(0, "RC_BC").name == QUEEN


# ------------------------------------------------------------------------------ Stil Vampir

STIL = "Stil Vampir"


def test_stil_vampir_1_main_phase_start_soul_charge_and_2000() -> None:
    """Stil Vampir [1] AUTO (VC): as its master's main phase begins (R11.1), Soul Charge 1 and
    +2000 until end of turn."""
    s = Scenario()
    s.player(0).vanguard(STIL).deck(BEAST, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.soul(0) == [BEAST]
    assert h.power(0, "VC") == 10000 + 2000


def test_stil_vampir_1_not_as_a_rear_guard() -> None:
    """Stil Vampir [1] is tagged (VC) (R16.1.4): a rear-guard Stil Vampir does nothing."""
    s = Scenario()
    s.player(0).vanguard(SIEGER).rear("RC_FL", STIL).deck(BEAST, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.soul(0) == [] and h.power(0, "RC_FL") == 10000


def _stil(soul: int, face_up: int, opponent_rears: tuple[str, ...]) -> Harness:
    s = Scenario()
    p = s.player(0).vanguard(SIEGER).rear("RC_FL", STIL).hand(TOUGH)
    p.soul(*[MARRON] * soul).damage(*[MARRON] * face_up)
    o = s.player(1).vanguard(GALLATIN).soul(BEAST)
    for circle, name in zip(("RC_FL", "RC_FR"), opponent_rears, strict=False):
        o.rear(circle, name)
    return s.start(phase="main", turn=3)


def test_stil_vampir_2_puts_a_rear_guard_on_the_opponents_vc_who_rides_from_soul_later() -> None:
    """Stil Vampir [2] ACT (VC/RC): Soul Blast 8 & Counter Blast 5; the chosen opponent's
    rear-guard is superior-ridden onto their (VC), the old vanguard into their soul; at the
    beginning of the end phase the opponent chooses a card of their soul, and it is ridden
    (R31.11, R17.3, R16.8)."""
    h = _stil(soul=8, face_up=5, opponent_rears=(TOUGH, MARRON))
    h.act("activate", card=STIL, choice=1)
    assert h.soul(0) == [] and h.damage(0) == [(MARRON, False)] * 5
    h.act("choose", card=h.iid(1, "RC_FL"))
    assert h.unit(1, "VC").name == TOUGH and h.unit(1, "RC_FL") is None
    assert h.soul(1) == [BEAST, GALLATIN]
    assert h.events("superior_ride")
    h.act("end_main")
    h.skip_to("choose", player=1)  # the opponent chooses, in Stil Vampir's end phase
    assert h.choice_names() == {BEAST, GALLATIN}
    h.act("choose", card=BEAST)
    assert h.unit(1, "VC").name == BEAST
    assert h.soul(1) == [GALLATIN, TOUGH]


def test_stil_vampir_2_not_offered_without_soul_blast_8_and_counter_blast_5() -> None:
    """Stil Vampir [2]: seven soul cards or four face-up damage cannot pay the cost
    (R16.2.2)."""
    assert not _stil(soul=7, face_up=5, opponent_rears=(TOUGH,)).can("activate", card=STIL)
    assert not _stil(soul=8, face_up=4, opponent_rears=(TOUGH,)).can("activate", card=STIL)


def test_stil_vampir_2_with_no_rear_guard_only_the_delayed_ride_happens() -> None:
    """Stil Vampir [2]: with no opponent's rear-guard, nothing is put on the (VC) (R2.2), and
    the delayed ride from the soul still happens (R31.11)."""
    h = _stil(soul=8, face_up=5, opponent_rears=())
    h.act("activate", card=STIL, choice=1)
    assert h.unit(1, "VC").name == GALLATIN and h.soul(1) == [BEAST]
    h.act("end_main")
    h.skip_to("ride", player=1)
    assert h.unit(1, "VC").name == BEAST and h.soul(1) == [GALLATIN]
