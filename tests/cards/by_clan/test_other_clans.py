"""Abilities of the six small clans (Spike Brothers, Tachikaze, Nubatama, Dark Irregulars,
Granblue, Megacolony), one ruling per test.

Each test names the card and the oracle line `[n]` it proves (ABILITIES.md Part 1), with the
rules (RULES.md R…) and ambiguity rulings (ABILITIES.md Part 3, AMB-n) it relies on. Opponents
and helpers are vanilla cards so that no other ability interferes.
"""

from __future__ import annotations

from vanguard.testing import Harness, Scenario

FILLER = "Little Sage, Marron"  # vanilla Royal Paladin grade 1, the harness's deck filler
VANILLA_G2 = "King of Sword"  # 10000, Nova Grappler
VANILLA_G1 = "Sonic Noa"  # 8000, Tachikaze
SPIKE_G1 = "Wonder Boy"  # vanilla Spike Brothers
SHIELDON = "Ironclad Dragon, Shieldon"


def _played(h: Harness, card_id: str) -> int:
    """How many times an ability of `card_id` was played (R16.3.3)."""
    return sum(1 for e in h.events("ability_played") if e.get("card") == card_id)


def _ended(h: Harness, reason: str) -> int:
    return sum(1 for e in h.events("ability_ended") if e.get("reason") == reason)


# =============================================================================== Spike Brothers


def test_juggernaut_maximum_1_minus_2000_without_another_spike_brothers_unit() -> None:
    """Juggernaut Maximum [1] (CONT, VC/RC; R18.4): alone among Spike Brothers it has 9000;
    a Tachikaze rear-guard does not help."""
    s = Scenario(seed=1)
    s.player(0).vanguard("Juggernaut Maximum").rear("RC_FL", VANILLA_G1)
    s.player(1).vanguard(VANILLA_G2)
    h = s.start(phase="main")
    assert h.power(0, "VC") == 9000


def test_juggernaut_maximum_1_no_penalty_with_another_spike_brothers_unit() -> None:
    """Juggernaut Maximum [1]: another Spike Brothers rear-guard switches the -2000 off; a second
    copy counts as 'another' for each (G11), on VC and on RC."""
    s = Scenario(seed=1)
    s.player(0).vanguard("Juggernaut Maximum").rear("RC_FL", SPIKE_G1)
    s.player(1).vanguard(VANILLA_G2)
    h = s.start(phase="main")
    assert h.power(0, "VC") == 11000

    s = Scenario(seed=1)
    s.player(0).vanguard("Juggernaut Maximum").rear("RC_FL", "Juggernaut Maximum")
    s.player(1).vanguard(VANILLA_G2)
    h = s.start(phase="main")
    assert h.power(0, "VC") == 11000
    assert h.power(0, "RC_FL") == 11000


def test_juggernaut_maximum_1_a_spike_brothers_guardian_does_not_count() -> None:
    """Juggernaut Maximum [1]: guardians are not vanguards or rear-guards (G11), so a Spike
    Brothers guardian leaves the -2000 on: 9000 + 10000 shield."""
    s = Scenario(seed=1)
    s.player(0).vanguard(VANILLA_G2)
    s.player(1).vanguard("Juggernaut Maximum").hand("Redshoe, Milly", FILLER)
    h = s.start(phase="battle")
    h.act("attack", card=VANILLA_G2, target="Juggernaut Maximum")
    h.act("guard", card="Redshoe, Milly")
    assert h.guardians(1) == ["Redshoe, Milly"]
    assert h.power(1, "VC") == 19000


def _spike_attack(attacker: str, *, soul: tuple[str, ...], circle: str = "RC_FL") -> Harness:
    s = Scenario(seed=2)
    me = s.player(0).vanguard("Juggernaut Maximum").soul(*soul)
    if circle != "VC":
        me.rear(circle, attacker)
    s.player(1).vanguard(VANILLA_G2).hand(FILLER, FILLER)
    h = s.start(phase="battle")
    h.act("attack", card=h.iid(0, circle), target=VANILLA_G2)
    return h


def test_juggernaut_maximum_2_soul_blast_for_5000_then_back_to_the_deck() -> None:
    """Juggernaut Maximum [2] (AUTO RC, attacks; R12.3.7, AMB-2, AMB-11): paying Soul Blast 1
    gives +5000 for the battle; at the close step the unit goes into the deck, which is
    shuffled (R16.8)."""
    h = _spike_attack("Juggernaut Maximum", soul=(VANILLA_G1,))
    assert h.decision == "use_ability" and h.deciding == 0
    h.act("yes")
    assert h.soul(0) == [] and h.drop(0) == [VANILLA_G1]
    assert h.decision == "guard"
    assert h.power(0, "RC_FL") == 16000  # 11000 (another Spike Brothers on VC) + 5000
    h.act("end_guard")
    assert h.decision == "attack"
    assert h.unit(0, "RC_FL") is None
    assert "Juggernaut Maximum" in h.deck(0)
    assert len(h.deck(0)) == 21  # 20 fillers + the returned unit (no drive from an RC)
    assert h.events("shuffled")


def test_juggernaut_maximum_2_declined_or_unpayable_does_nothing() -> None:
    """Juggernaut Maximum [2]: declining the cost (R16.3.3) gives nothing and the unit stays;
    with an empty soul the cost cannot be paid, so nothing is even asked (R15.6.1)."""
    h = _spike_attack("Juggernaut Maximum", soul=(VANILLA_G1,))
    h.act("no")
    assert h.power(0, "RC_FL") == 11000
    assert h.soul(0) == [VANILLA_G1]
    h.act("end_guard")
    assert h.unit(0, "RC_FL") is not None and h.unit(0, "RC_FL").name == "Juggernaut Maximum"

    h = _spike_attack("Juggernaut Maximum", soul=())
    assert h.decision == "guard"
    assert _ended(h, "cost_unpayable") == 1
    assert h.power(0, "RC_FL") == 11000


def test_juggernaut_maximum_2_does_not_work_on_the_vanguard_circle() -> None:
    """Juggernaut Maximum [2] is tagged (RC): attacking as the vanguard triggers nothing."""
    h = _spike_attack("Juggernaut Maximum", soul=(VANILLA_G1,), circle="VC")
    assert h.decision == "guard"
    assert _played(h, "juggernaut-maximum") == 0
    assert h.power(0, "VC") == 9000


def test_highspeed_brakki_1_soul_blast_for_5000_then_back_to_the_deck() -> None:
    """Highspeed, Brakki [1] (AUTO RC, attacks; AMB-2, AMB-11): +5000 for the battle, then
    returned to the deck at the close step (whether or not it hit) and the deck shuffled."""
    h = _spike_attack("Highspeed, Brakki", soul=(VANILLA_G1,))
    h.act("yes")
    assert h.power(0, "RC_FL") == 14000
    h.act("guard", card=FILLER)  # 10000 + 5000 shield > 14000: no hit
    h.act("end_guard")
    assert h.events("no_hit")
    assert h.unit(0, "RC_FL") is None
    assert "Highspeed, Brakki" in h.deck(0)
    assert h.events("shuffled")


def test_highspeed_brakki_1_not_on_vc_and_not_without_soul() -> None:
    """Highspeed, Brakki [1]: tagged (RC), so nothing as the vanguard; with an empty soul the
    Soul Blast cannot be paid (R15.6.1) and the unit stays on its circle."""
    h = _spike_attack("Highspeed, Brakki", soul=(VANILLA_G1,), circle="VC")
    assert h.decision == "guard"
    assert _played(h, "highspeed-brakki") == 0

    h = _spike_attack("Highspeed, Brakki", soul=())
    assert h.decision == "guard"
    assert h.power(0, "RC_FL") == 9000
    h.act("end_guard")
    assert h.unit(0, "RC_FL") is not None


def _guard_with(card: str, *, defender_rear: str | None = None) -> Harness:
    """Player 0's vanguard attacks player 1's vanguard; player 1 holds `card` to guard."""
    s = Scenario(seed=3)
    s.player(0).vanguard(VANILLA_G2).rear("RC_FL", VANILLA_G2)
    them = s.player(1).vanguard(VANILLA_G1).hand(card, FILLER)
    if defender_rear is not None:
        them.rear("RC_FL", defender_rear)
    return s.start(phase="battle")


def test_redshoe_milly_1_from_gc_to_drop_goes_into_the_soul() -> None:
    """Redshoe, Milly [1] (AUTO, no zone tag; AMB-1, R16.3.6, AMB-26): when the guardians
    leave (R12.6.5) it is put into its owner's soul."""
    h = _guard_with("Redshoe, Milly")
    h.act("attack", card=h.iid(0, "VC"), target=VANILLA_G1)
    h.act("guard", card="Redshoe, Milly")
    h.act("end_guard")
    assert h.soul(1) == ["Redshoe, Milly"]
    assert "Redshoe, Milly" not in h.drop(1)


def test_redshoe_milly_1_not_when_retired_from_rc() -> None:
    """Redshoe, Milly [1]: only 'from (GC)'; retired from an RC by a hit it stays in the drop
    zone (R12.6.4.2)."""
    h = _guard_with(FILLER, defender_rear="Redshoe, Milly")
    h.act("attack", card=h.iid(0, "RC_FL"), target="Redshoe, Milly")
    h.act("end_guard")
    assert h.drop(1) == ["Redshoe, Milly"]
    assert h.soul(1) == []


# =============================================================================== Tachikaze


def _tyrant(*, circle: str = "VC", rears: tuple[tuple[str, str], ...] = ()) -> Harness:
    s = Scenario(seed=4)
    me = s.player(0)
    if circle == "VC":
        me.vanguard("Tyrant, Deathrex")
    else:
        me.vanguard(VANILLA_G2).rear(circle, "Tyrant, Deathrex")
    for rc, name in rears:
        me.rear(rc, name)
    me.damage(FILLER)
    s.player(1).vanguard(VANILLA_G1).hand(FILLER, FILLER, FILLER)
    h = s.start(phase="battle")
    h.act("attack", card="Tyrant, Deathrex", target=VANILLA_G1)
    return h


def test_tyrant_deathrex_1_plus_5000_when_attacking_from_vc() -> None:
    """Tyrant, Deathrex [1] (AUTO VC, attacks; R12.3.7, AMB-2): +5000 for the
    battle only, gone when it ends (R12.7.2)."""
    h = _tyrant(rears=(("RC_FL", VANILLA_G1),))
    assert h.decision == "guard"
    assert h.power(0, "VC") == 15000
    h.act("guard", card=FILLER)
    h.act("guard", card=FILLER)  # 8000 + 10000 shield: no hit, so [2] keeps out of the way
    h.act("end_guard")
    assert h.decision == "attack"  # the same turn, after the battle
    assert h.power(0, "VC") == 10000


def test_tyrant_deathrex_1_nothing_from_rc() -> None:
    """Tyrant, Deathrex [1] is tagged (VC): a rear-guard Tyrant gets no bonus."""
    h = _tyrant(circle="RC_FL")
    assert h.power(0, "RC_FL") == 10000
    assert _played(h, "tyrant-deathrex") == 0


def test_tyrant_deathrex_2_on_hit_retire_one_of_your_rear_guards() -> None:
    """Tyrant, Deathrex [2] (AUTO VC, attack hits; R12.6.6, R2.6.1): choose exactly one of your
    own rear-guards and retire it."""
    h = _tyrant(rears=(("RC_FL", VANILLA_G1), ("RC_BR", SPIKE_G1)))
    h.act("end_guard")
    assert h.decision == "choose" and h.deciding == 0
    assert not h.can("choose_none")
    h.act("choose", card=SPIKE_G1)
    assert h.drop(0) == [SPIKE_G1]
    assert h.unit(0, "RC_BR") is None
    assert h.unit(0, "RC_FL") is not None


def test_tyrant_deathrex_2_nothing_without_a_hit_or_from_rc() -> None:
    """Tyrant, Deathrex [2]: no hit, no retire; tagged (VC), so a rear-guard Tyrant that hits
    does not retire anything either."""
    h = _tyrant(rears=(("RC_FL", VANILLA_G1),))
    h.act("guard", card=FILLER)
    h.act("guard", card=FILLER)  # 8000 + 10000 shield > 15000
    h.act("end_guard")
    assert h.events("no_hit")
    assert h.unit(0, "RC_FL") is not None and h.drop(0) == []

    h = _tyrant(circle="RC_FL", rears=(("RC_BR", VANILLA_G1),))
    h.act("end_guard")
    assert h.events("hit")
    assert h.unit(0, "RC_BR") is not None and h.drop(0) == []


def _blightops_called_over(*, damage_face_up: bool = True) -> Harness:
    s = Scenario(seed=5)
    s.player(0).vanguard(VANILLA_G2).rear("RC_FL", "Assault Dragon, Blightops").hand(
        VANILLA_G1
    ).deck(FILLER, FILLER, SHIELDON, FILLER, FILLER).damage(FILLER, face_down=not damage_face_up)
    s.player(1).vanguard(VANILLA_G2)
    h = s.start(phase="main")
    h.act("call", card=VANILLA_G1, circle="RC_FL")  # R16.6.2: the old unit is dropped from RC
    return h


def test_assault_dragon_blightops_1_dropped_from_rc_searches_shieldon() -> None:
    """Assault Dragon, Blightops [1] (AUTO, no zone tag; AMB-1, AMB-22, R16.6.2): called over,
    it goes from RC to the drop zone; paying Counter Blast 1 searches Ironclad Dragon,
    Shieldon into the hand, then the deck is shuffled."""
    h = _blightops_called_over()
    assert h.drop(0) == ["Assault Dragon, Blightops"]
    assert h.decision == "use_ability" and h.deciding == 0
    h.act("yes")
    assert h.damage(0) == [(FILLER, False)]
    assert h.decision == "search"
    assert h.can("choose_none")  # R2.6.4: a search may find nothing
    h.act("choose", card=SHIELDON)
    assert h.hand(0) == [SHIELDON]
    assert SHIELDON not in h.deck(0) and len(h.deck(0)) == 4
    assert h.events("revealed") and h.events("shuffled")
    assert h.decision == "main"


def test_assault_dragon_blightops_1_no_counter_blast_no_search() -> None:
    """Assault Dragon, Blightops [1]: without a face-up damage card the cost cannot be paid
    (R15.6.3): no prompt, no search."""
    h = _blightops_called_over(damage_face_up=False)
    assert h.decision == "main"
    assert _ended(h, "cost_unpayable") == 1
    assert h.hand(0) == [] and SHIELDON in h.deck(0)


def test_assault_dragon_blightops_1_not_after_an_intercept() -> None:
    """Assault Dragon, Blightops [1], AMB-22: an intercepting Blightops leaves from the GC,
    not from an RC, so it does not trigger."""
    s = Scenario(seed=5)
    s.player(0).vanguard(VANILLA_G2)
    s.player(1).vanguard(VANILLA_G1).rear("RC_FL", "Assault Dragon, Blightops").damage(FILLER)
    s.player(1).hand(FILLER).deck(SHIELDON, *[FILLER] * 5)
    h = s.start(phase="battle")
    h.act("attack", card=VANILLA_G2, target=VANILLA_G1)
    h.act("intercept", card="Assault Dragon, Blightops")
    h.act("end_guard")
    assert h.drop(1) == ["Assault Dragon, Blightops"]
    assert _played(h, "assault-dragon-blightops") == 0


# =============================================================================== Nubatama


def _nubatama_attack(
    vanguard: str,
    *,
    my_hand: tuple[str, ...],
    their_hand: tuple[str, ...],
    attacker_circle: str = "VC",
    attacker: str | None = None,
    booster: str | None = None,
    their_vanguard: str = VANILLA_G1,
    face_up: int = 1,
) -> Harness:
    s = Scenario(seed=6)
    me = s.player(0).vanguard(vanguard).hand(*my_hand).damage(*[FILLER] * face_up)
    if attacker_circle != "VC":
        assert attacker is not None
        me.rear(attacker_circle, attacker)
    if booster is not None:
        me.rear("RC_BL" if attacker_circle == "RC_FL" else "RC_BC", booster)
    s.player(1).vanguard(their_vanguard).hand(*their_hand)
    h = s.start(phase="battle")
    h.act("attack", card=h.iid(0, attacker_circle), target=their_vanguard)
    if booster is not None:
        h.act("boost")
    return h


THEIR_HAND = ("Tough Boy", SPIKE_G1, "Madame Mirage", "Lucky Girl")


def test_stealth_dragon_voidmaster_1_plus_3000_with_the_larger_hand() -> None:
    """Stealth Dragon, Voidmaster [1] (AUTO VC, attacks; AMB-2, AMB-3): hand 3 against 2 at
    resolution gives +3000 for the battle."""
    h = _nubatama_attack(
        "Stealth Dragon, Voidmaster", my_hand=(FILLER,) * 3, their_hand=(FILLER,) * 2
    )
    assert h.decision == "guard"
    assert h.power(0, "VC") == 12000


def test_stealth_dragon_voidmaster_1_nothing_with_equal_hands() -> None:
    """Stealth Dragon, Voidmaster [1]: 'greater' is strict; equal hands give nothing (the
    clause is read at resolution and logged as not met, AMB-3)."""
    h = _nubatama_attack(
        "Stealth Dragon, Voidmaster", my_hand=(FILLER,) * 2, their_hand=(FILLER,) * 2
    )
    assert h.power(0, "VC") == 9000
    assert _ended(h, "condition_not_met") == 1


def test_stealth_dragon_voidmaster_2_on_hit_with_fewer_cards_the_opponent_discards() -> None:
    """Stealth Dragon, Voidmaster [2] (AUTO VC/RC, attack hits; AMB-3): after the twin drive
    the hand is 2 against 4; paying Counter Blast 1 makes the opponent choose and discard
    one card of their hand (R17.11)."""
    h = _nubatama_attack("Stealth Dragon, Voidmaster", my_hand=(), their_hand=THEIR_HAND)
    h.act("end_guard")
    assert len(h.hand(0)) == 2
    assert h.decision == "use_ability" and h.deciding == 0
    h.act("yes")
    assert h.damage(0) == [(FILLER, False)]
    assert h.decision == "choose" and h.deciding == 1  # the opponent chooses
    h.act("choose", card="Madame Mirage")
    assert h.drop(1) == ["Madame Mirage"]
    assert "Madame Mirage" not in h.hand(1)
    assert {"Tough Boy", SPIKE_G1, "Lucky Girl"} <= set(h.hand(1))


def test_stealth_dragon_voidmaster_2_works_from_rc() -> None:
    """Stealth Dragon, Voidmaster [2] is tagged (VC/RC): a rear-guard Voidmaster that hits
    (no drive check) also makes the opponent discard."""
    h = _nubatama_attack(
        VANILLA_G2,
        my_hand=(),
        their_hand=(FILLER, FILLER),
        attacker_circle="RC_FL",
        attacker="Stealth Dragon, Voidmaster",
        their_vanguard="Stealth Beast, Hagakure",  # 5000: the 9000 attack hits
    )
    assert h.decision == "use_ability"  # grade 1 cards cannot guard a grade 0 vanguard
    h.act("yes")
    assert h.drop(1) == [FILLER] and h.hand(1) == [FILLER]


def test_stealth_dragon_voidmaster_2_nothing_without_fewer_cards_or_face_up_damage() -> None:
    """Stealth Dragon, Voidmaster [2]: 3 + 2 drive = 5 against 4 is not fewer (read at
    resolution, AMB-3); with fewer cards but no face-up damage the cost cannot be paid."""
    h = _nubatama_attack("Stealth Dragon, Voidmaster", my_hand=(FILLER,) * 3, their_hand=THEIR_HAND)
    h.act("end_guard")
    assert h.events("hit")
    assert _ended(h, "condition_not_met") == 2  # [1] (3 < 4) and [2] (5 > 4)
    assert h.drop(1) == [] and h.damage(0) == [(FILLER, True)]

    h = _nubatama_attack("Stealth Dragon, Voidmaster", my_hand=(), their_hand=THEIR_HAND, face_up=0)
    h.act("end_guard")
    assert h.events("hit")
    assert _ended(h, "cost_unpayable") == 1
    assert h.drop(1) == []


def test_stealth_beast_chigasumi_1_plus_3000_with_the_larger_hand() -> None:
    """Stealth Beast, Chigasumi [1] (AUTO VC/RC, attacks; AMB-2, AMB-3): from an RC, hand
    3 against 1 gives +3000 for the battle."""
    h = _nubatama_attack(
        VANILLA_G2,
        my_hand=(FILLER,) * 3,
        their_hand=(FILLER,),
        attacker_circle="RC_FL",
        attacker="Stealth Beast, Chigasumi",
    )
    assert h.decision == "guard"
    assert h.power(0, "RC_FL") == 11000


def test_stealth_beast_chigasumi_1_nothing_with_the_smaller_hand() -> None:
    """Stealth Beast, Chigasumi [1]: hand 1 against 2 is not greater: no bonus."""
    h = _nubatama_attack(
        VANILLA_G2,
        my_hand=(FILLER,),
        their_hand=(FILLER, FILLER),
        attacker_circle="RC_FL",
        attacker="Stealth Beast, Chigasumi",
    )
    assert h.power(0, "RC_FL") == 8000
    assert _ended(h, "condition_not_met") == 1


def test_stealth_dragon_dreadmaster_1_boosted_nubatama_hits_opponent_discards() -> None:
    """Stealth Dragon, Dreadmaster [1] (AUTO RC; AMB-18, AMB-3): the Nubatama it boosted hits,
    hand 0 against 4; paying Counter Blast 1 makes the opponent discard a card of their
    choice."""
    h = _nubatama_attack(
        VANILLA_G2,
        my_hand=(),
        their_hand=THEIR_HAND,
        attacker_circle="RC_FL",
        attacker="Stealth Beast, Chigasumi",
        booster="Stealth Dragon, Dreadmaster",
    )
    assert h.power(0, "RC_FL") == 15000
    h.act("end_guard")
    assert h.decision == "use_ability" and h.deciding == 0
    h.act("yes")
    assert h.deciding == 1
    h.act("choose", card="Tough Boy")
    assert h.drop(1) == ["Tough Boy"]
    assert h.damage(0) == [(FILLER, False)]


def test_stealth_dragon_dreadmaster_1_not_for_another_clan_or_without_fewer_cards() -> None:
    """Stealth Dragon, Dreadmaster [1]: boosting a unit of another clan does not trigger it
    (AMB-18); boosting a Nubatama with the larger hand does, but the clause fails (AMB-3)."""
    h = _nubatama_attack(
        VANILLA_G2,
        my_hand=(),
        their_hand=THEIR_HAND,
        attacker_circle="RC_FL",
        attacker=SPIKE_G1,
        booster="Stealth Dragon, Dreadmaster",
    )
    h.act("end_guard")
    assert h.events("hit")
    assert _played(h, "stealth-dragon-dreadmaster") == 0
    assert len(h.hand(1)) == 4

    h = _nubatama_attack(
        VANILLA_G2,
        my_hand=(FILLER,) * 5,
        their_hand=THEIR_HAND,
        attacker_circle="RC_FL",
        attacker="Stealth Beast, Chigasumi",
        booster="Stealth Dragon, Dreadmaster",
    )
    h.act("end_guard")
    assert h.events("hit")
    assert h.decision == "attack"
    assert len(h.hand(1)) == 4


def _hagakure_guard(their_vanguard: str, their_extra: tuple[str, ...] = ()) -> Harness:
    """Player 0 (hand 3) attacks; player 1 guards with Stealth Beast, Hagakure."""
    s = Scenario(seed=7)
    s.player(0).vanguard(VANILLA_G2).hand("Tough Boy", SPIKE_G1, "Lucky Girl")
    s.player(1).vanguard(their_vanguard).hand("Stealth Beast, Hagakure", *their_extra)
    s.player(1).damage(FILLER)
    h = s.start(phase="battle")
    h.act("attack", card=VANILLA_G2, target=their_vanguard)
    h.act("guard", card="Stealth Beast, Hagakure")
    return h


def test_stealth_beast_hagakure_1_placed_on_gc_the_attacker_discards() -> None:
    """Stealth Beast, Hagakure [1] (AUTO, placed on GC; AMB-1, AMB-3): with a Nubatama
    vanguard and 0 cards against 3, paying Counter Blast 1 makes the turn player discard a
    card of their choice."""
    h = _hagakure_guard("Stealth Beast, Chigasumi")
    assert h.decision == "use_ability" and h.deciding == 1
    h.act("yes")
    assert h.damage(1) == [(FILLER, False)]
    assert h.decision == "choose" and h.deciding == 0
    h.act("choose", card="Lucky Girl")
    assert h.drop(0) == ["Lucky Girl"]
    assert "Lucky Girl" not in h.hand(0)


def test_stealth_beast_hagakure_1_needs_a_nubatama_vanguard_and_fewer_cards() -> None:
    """Stealth Beast, Hagakure [1]: with a vanguard of another clan, or with as many cards as
    the opponent, the clause fails at resolution (AMB-3): nothing is asked."""
    h = _hagakure_guard(VANILLA_G1)
    assert _ended(h, "condition_not_met") == 1
    assert h.drop(0) == []

    h = _hagakure_guard("Stealth Beast, Chigasumi", (FILLER, FILLER, FILLER))
    assert h.decision == "guard"
    assert _ended(h, "condition_not_met") == 1
    assert len(h.hand(0)) == 3 and h.drop(0) == []


# =============================================================================== Dark Irregulars


def test_demon_eater_1_main_phase_start_soul_charge_and_plus_2000() -> None:
    """Demon Eater [1] (AUTO VC, beginning of the main phase; R11.1): Soul Charge 1 and +2000
    until end of turn (R13.2)."""
    s = Scenario(seed=8)
    s.player(0).vanguard("Demon Eater").rear("RC_FL", VANILLA_G1).hand(FILLER)
    s.player(0).deck(VANILLA_G1, *[FILLER] * 5)
    s.player(1).vanguard(VANILLA_G2)
    h = s.start(phase="main")
    assert h.decision == "main"
    assert h.soul(0) == [VANILLA_G1]
    assert h.power(0, "VC") == 12000
    h.act("end_main")
    h.act("attack", card="Demon Eater", target=VANILLA_G2)
    assert h.decision == "attack"  # the battle is over, the turn is not
    assert h.power(0, "VC") == 12000
    h.skip_to("main", player=1)
    assert h.power(0, "VC") == 10000


def test_demon_eater_1_nothing_as_a_rear_guard() -> None:
    """Demon Eater [1] is tagged (VC): a rear-guard Demon Eater does nothing at the main
    phase start."""
    s = Scenario(seed=8)
    s.player(0).vanguard(VANILLA_G2).rear("RC_FL", "Demon Eater")
    s.player(1).vanguard(VANILLA_G2)
    h = s.start(phase="main")
    assert h.soul(0) == []
    assert h.power(0, "RC_FL") == 10000


def _demon_eater_hit(soul: int) -> Harness:
    s = Scenario(seed=9)
    s.player(0).vanguard("Demon Eater").soul(*[FILLER] * soul).damage(*[FILLER] * 5)
    s.player(1).vanguard(VANILLA_G1).rear("RC_FL", SPIKE_G1).rear("RC_BR", "Tough Boy")
    s.player(1).hand(FILLER)
    h = s.start(phase="battle")
    h.act("attack", card="Demon Eater", target=VANILLA_G1)
    h.act("end_guard")
    return h


def test_demon_eater_2_soul_blast_8_counter_blast_5_retires_all_opponent_rear_guards() -> None:
    """Demon Eater [2] (AUTO VC/RC, attack hits; R15.6.2): paying Soul Blast 8 and Counter
    Blast 5 together retires every opposing rear-guard."""
    h = _demon_eater_hit(8)
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.soul(0) == [] and len(h.drop(0)) == 8
    assert all(not face_up for _, face_up in h.damage(0))
    assert h.unit(1, "RC_FL") is None and h.unit(1, "RC_BR") is None
    assert sorted(h.drop(1)) == sorted([SPIKE_G1, "Tough Boy"])


def test_demon_eater_2_not_with_seven_soul() -> None:
    """Demon Eater [2]: 7 soul cards cannot pay Soul Blast 8, so nothing is paid (R15.6.1)."""
    h = _demon_eater_hit(7)
    assert h.events("hit")
    assert _ended(h, "cost_unpayable") == 1
    assert len(h.soul(0)) == 7 and all(face_up for _, face_up in h.damage(0))
    assert h.unit(1, "RC_FL") is not None and h.unit(1, "RC_BR") is not None


def _blue_dust_hit(vanguard: str, booster: str | None = None) -> Harness:
    s = Scenario(seed=10)
    me = s.player(0).vanguard(vanguard).rear("RC_FL", "Blue Dust").deck(VANILLA_G1, FILLER)
    if booster is not None:
        me.rear("RC_BL", booster)
    s.player(1).vanguard(VANILLA_G1).hand(FILLER)
    h = s.start(phase="battle")
    h.act("attack", card="Blue Dust", target=VANILLA_G1)
    if booster is not None:
        h.act("boost")
    return h


def test_blue_dust_1_on_hit_with_dark_irregulars_vanguard_may_soul_charge() -> None:
    """Blue Dust [1] (AUTO VC/RC, attack hits; AMB-3): with a Dark Irregulars vanguard the
    player may Soul Charge 1 (an optional effect, no cost)."""
    h = _blue_dust_hit("Demon Eater")
    h.act("end_guard")
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.soul(0) == [VANILLA_G1]


def test_blue_dust_1_declined_or_another_clans_vanguard() -> None:
    """Blue Dust [1]: declining charges nothing; with a vanguard of another clan the clause
    fails at resolution (AMB-3) and nothing is asked."""
    h = _blue_dust_hit("Demon Eater")
    h.act("end_guard")
    h.act("no")
    assert h.soul(0) == []

    h = _blue_dust_hit(VANILLA_G2)
    h.act("end_guard")
    assert h.events("hit")
    assert h.decision == "attack"
    assert _ended(h, "condition_not_met") == 1
    assert h.soul(0) == []


def test_nightmare_baby_1_boosting_blue_dust_gives_it_plus_4000() -> None:
    """Nightmare Baby [1] (AUTO RC, boosts a unit named Blue Dust; AMB-2): the boosted unit
    gets +4000 for the battle, on top of the boost itself."""
    h = _blue_dust_hit("Demon Eater", booster="Nightmare Baby")
    assert h.decision == "guard"
    assert h.power(0, "RC_FL") == 9000 + 6000 + 4000
    h.act("end_guard")
    h.act("no")  # Blue Dust [1]
    assert h.power(0, "RC_FL") == 9000  # R12.7.2


def test_nightmare_baby_1_nothing_when_boosting_another_unit() -> None:
    """Nightmare Baby [1]: the boosted unit must be named Blue Dust; boosting another unit
    only adds the boost."""
    s = Scenario(seed=10)
    s.player(0).vanguard("Demon Eater").rear("RC_FL", VANILLA_G1).rear("RC_BL", "Nightmare Baby")
    s.player(1).vanguard(VANILLA_G1).hand(FILLER)
    h = s.start(phase="battle")
    h.act("attack", card=h.iid(0, "RC_FL"), target=h.iid(1, "VC"))
    h.act("boost")
    assert h.power(0, "RC_FL") == 8000 + 6000
    assert _played(h, "nightmare-baby") == 0


def test_rock_the_wall_1_from_gc_to_drop_goes_into_the_soul() -> None:
    """Rock the Wall [1] (AUTO, no zone tag; AMB-1, AMB-26): after guarding it is put into its
    owner's soul, after the attacker's hit abilities."""
    h = _guard_with("Rock the Wall")
    h.act("attack", card=h.iid(0, "VC"), target=VANILLA_G1)
    h.act("guard", card="Rock the Wall")
    h.act("end_guard")
    assert h.soul(1) == ["Rock the Wall"]
    assert h.drop(1) == []


def test_rock_the_wall_1_waits_for_the_attackers_hit_abilities() -> None:
    """Rock the Wall [1], AMB-26 (R16.5.1): at the check timing after the hit, the turn
    player's Blue Dust [1] is played first; Rock the Wall is still in the drop zone then."""
    s = Scenario(seed=10)
    s.player(0).vanguard("Demon Eater").rear("RC_FL", "Blue Dust").rear("RC_BL", "Nightmare Baby")
    s.player(1).vanguard(VANILLA_G1).hand("Rock the Wall")
    h = s.start(phase="battle")
    h.act("attack", card="Blue Dust", target=VANILLA_G1)
    h.act("boost")
    h.act("guard", card="Rock the Wall")  # 19000 against 8000 + 10000: still a hit
    assert h.events("hit")
    assert h.decision == "use_ability" and h.deciding == 0  # Blue Dust [1] first
    assert h.drop(1) == ["Rock the Wall"]
    h.act("yes")
    assert h.soul(1) == ["Rock the Wall"]


def test_rock_the_wall_1_not_when_retired_from_rc() -> None:
    """Rock the Wall [1]: a rear-guard Rock the Wall retired by a hit stays in the drop zone."""
    h = _guard_with(FILLER, defender_rear="Rock the Wall")
    h.act("attack", card=h.iid(0, "RC_FL"), target="Rock the Wall")
    h.act("end_guard")
    assert h.drop(1) == ["Rock the Wall"]
    assert h.soul(1) == []


# =============================================================================== Granblue


def _frank(vanguard: str, *, face_up: int = 3, frank_in: str = "drop") -> Harness:
    s = Scenario(seed=11)
    me = s.player(0).vanguard(vanguard).damage(*[FILLER] * face_up).hand(FILLER)
    if frank_in == "drop":
        me.drop("Monster Frank")
    else:
        me.hand("Monster Frank")
    s.player(1).vanguard(VANILLA_G2)
    return s.start(phase="main")


def test_monster_frank_1_counter_blast_3_ride_from_the_drop_zone() -> None:
    """Monster Frank [1] (ACT [Drop zone]; R16.2, R17.3): with a grade 2 vanguard, paying
    Counter Blast 3 superior rides it from the drop zone; the old vanguard becomes soul."""
    h = _frank("Commodore Blueblood")
    h.act("activate", card="Monster Frank", choice=0)
    assert h.unit(0, "VC").name == "Monster Frank"
    assert h.soul(0) == ["Commodore Blueblood"]
    assert h.drop(0) == []
    assert h.damage(0) == [(FILLER, False)] * 3
    assert not h.is_rested(0, "VC")
    assert h.decision == "main"


def test_monster_frank_1_not_offered_without_three_face_up_damage_or_outside_the_drop() -> None:
    """Monster Frank [1]: with 2 face-up damage the ACT is not offered (R16.2.2, G1); in the
    hand it does not work either (zone tag [Drop zone])."""
    h = _frank("Commodore Blueblood", face_up=2)
    assert not h.can("activate", card="Monster Frank")

    h = _frank("Commodore Blueblood", frank_in="hand")
    assert not h.can("activate", card="Monster Frank")


def test_monster_frank_1_with_a_grade_3_vanguard_the_cost_is_paid_for_nothing() -> None:
    """Monster Frank [1], AMB-9 (R16.2.4): offered even when the vanguard is not grade 2; the
    cost is paid and the 'if' fails, so no ride."""
    h = _frank("Tyrant, Deathrex")
    h.act("activate", card="Monster Frank", choice=0)
    assert h.unit(0, "VC").name == "Tyrant, Deathrex"
    assert h.drop(0) == ["Monster Frank"]
    assert h.damage(0) == [(FILLER, False)] * 3
    assert _ended(h, "condition_not_met") == 1


def _zombie_ridden(rider: str) -> Harness:
    s = Scenario(seed=12)
    s.player(0).vanguard("Guiding Zombie").hand(rider)
    s.player(1).vanguard(VANILLA_G2)
    h = s.start(phase="ride")
    h.act("ride", card=rider)
    return h


def test_guiding_zombie_1_ridden_by_granblue_may_call_itself() -> None:
    """Guiding Zombie [1] (AUTO, no zone tag, ridden by another Granblue; AMB-1, AMB-4, R17.5):
    it may be superior called from the soul to an RC of the player's choice, standing."""
    h = _zombie_ridden("Dandy Guy, Romario")
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.decision == "call_circle"
    h.act("choose_circle", card="Guiding Zombie", circle="RC_BC")
    assert h.unit(0, "RC_BC").name == "Guiding Zombie"
    assert not h.is_rested(0, "RC_BC")
    assert h.soul(0) == []


def test_guiding_zombie_1_declined_or_ridden_by_another_clan() -> None:
    """Guiding Zombie [1]: declining leaves it in the soul; a rider of another clan does not
    trigger it (AMB-4 iii)."""
    h = _zombie_ridden("Dandy Guy, Romario")
    h.act("no")
    assert h.soul(0) == ["Guiding Zombie"]

    h = _zombie_ridden(VANILLA_G1)
    assert h.decision != "use_ability"
    assert _played(h, "guiding-zombie") == 0
    assert h.soul(0) == ["Guiding Zombie"]


def test_guiding_zombie_2_into_the_soul_mills_three() -> None:
    """Guiding Zombie [2] (ACT RC; cost: this unit into the soul): the top 3 cards of the deck
    go into the drop zone."""
    s = Scenario(seed=13)
    s.player(0).vanguard("Commodore Blueblood").rear("RC_BL", "Guiding Zombie")
    s.player(0).deck(VANILLA_G1, SPIKE_G1, "Tough Boy", *[FILLER] * 5)
    s.player(1).vanguard(VANILLA_G2)
    h = s.start(phase="main")
    h.act("activate", card="Guiding Zombie", choice=1)
    assert h.unit(0, "RC_BL") is None
    assert h.soul(0) == ["Guiding Zombie"]
    assert sorted(h.drop(0)) == sorted([VANILLA_G1, SPIKE_G1, "Tough Boy"])
    assert h.deck(0) == [FILLER] * 5


def test_guiding_zombie_2_only_on_a_rear_guard_circle() -> None:
    """Guiding Zombie [2] is tagged (RC): as the vanguard or in the hand it is not offered."""
    s = Scenario(seed=13)
    s.player(0).vanguard("Guiding Zombie").hand("Guiding Zombie")
    s.player(1).vanguard(VANILLA_G2)
    h = s.start(phase="main")
    assert not h.can("activate", card="Guiding Zombie")


# =============================================================================== Megacolony


def _spider(
    *, turn_player: int = 0, vc_rested: bool = True, rears: tuple[bool, ...] = (True,)
) -> Harness:
    s = Scenario(seed=14)
    s.player(0).vanguard("Hell Spider")
    them = s.player(1).vanguard(VANILLA_G1, rested=vc_rested)
    for circle, rested in zip(("RC_FL", "RC_FR"), rears, strict=False):
        them.rear(circle, SPIKE_G1, rested=rested)
    return s.start(phase="main", turn_player=turn_player)


def test_hell_spider_1_plus_3000_in_your_turn_when_all_opposing_units_rest() -> None:
    """Hell Spider [1] (CONT VC; R18.4, AMB-14): in your turn, with the opposing vanguard and
    every opposing rear-guard resting, +3000; with no rear-guard only the vanguard counts."""
    assert _spider().power(0, "VC") == 13000
    assert _spider(rears=()).power(0, "VC") == 13000


def test_hell_spider_1_nothing_with_a_standing_unit_or_in_the_opponents_turn() -> None:
    """Hell Spider [1]: one standing opposing unit, or the opponent's turn, and no bonus."""
    assert _spider(rears=(True, False)).power(0, "VC") == 10000
    assert _spider(vc_rested=False).power(0, "VC") == 10000
    assert _spider(turn_player=1).power(0, "VC") == 10000


def _keep_rested(card: str, *, face_up: int = 2, their_rears: bool = True) -> Harness:
    """`card` arrives (Hell Spider by a ride, Karma Queen by a call) with the opponent's
    Wonder Boy and Tough Boy resting."""
    s = Scenario(seed=15)
    me = s.player(0).vanguard("Bloody Hercules").hand(card, FILLER).damage(*[FILLER] * face_up)
    them = s.player(1).vanguard(VANILLA_G1).hand(FILLER)
    if their_rears:
        them.rear("RC_FL", SPIKE_G1, rested=True).rear("RC_FR", "Tough Boy", rested=True)
    if card == "Hell Spider":
        h = s.start(phase="ride")
        h.act("ride", card=card)
    else:
        me.rear("RC_FL", VANILLA_G1)
        h = s.start(phase="main")
        h.act("call", card=card, circle="RC_BL")
    return h


def _check_kept_rested(h: Harness) -> None:
    """The chosen Wonder Boy stays rested in the opponent's next stand phase only (AMB-15)."""
    h.skip_to("main", player=1)
    assert h.is_rested(1, "RC_FL")
    assert not h.is_rested(1, "RC_FR")
    assert not h.is_rested(1, "VC")
    h.skip_to("main", player=0)
    h.skip_to("main", player=1)
    assert not h.is_rested(1, "RC_FL")  # the restriction is over


def test_hell_spider_2_placed_counter_blast_2_opponent_rear_guard_stays_rested() -> None:
    """Hell Spider [2] (AUTO, placed on VC or RC; AMB-1, AMB-15, R8.3): ridden, paying Counter
    Blast 2 makes the chosen opposing rear-guard skip the opponent's next stand phase."""
    h = _keep_rested("Hell Spider")
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.damage(0) == [(FILLER, False)] * 2
    h.act("choose", card=SPIKE_G1)
    assert h.decision == "main"
    _check_kept_rested(h)


def test_hell_spider_2_declined_or_unpayable_everything_stands() -> None:
    """Hell Spider [2]: declined, or with 1 face-up damage (not offered, R15.6.1), the
    opponent's units all stand as usual (R8.2)."""
    h = _keep_rested("Hell Spider")
    h.act("no")
    h.skip_to("main", player=1)
    assert not h.is_rested(1, "RC_FL") and not h.is_rested(1, "RC_FR")

    h = _keep_rested("Hell Spider", face_up=1)
    assert h.decision == "main"
    assert _ended(h, "cost_unpayable") == 1


def test_karma_queen_1_placed_counter_blast_2_opponent_rear_guard_stays_rested() -> None:
    """Karma Queen [1] (AUTO, placed on VC or RC; AMB-1, AMB-15): called to an RC, paying
    Counter Blast 2 keeps the chosen opposing rear-guard resting in their next stand phase."""
    h = _keep_rested("Karma Queen")
    assert h.decision == "use_ability"
    h.act("yes")
    h.act("choose", card=SPIKE_G1)
    assert h.damage(0) == [(FILLER, False)] * 2
    _check_kept_rested(h)


def test_karma_queen_1_not_offered_without_two_face_up_damage() -> None:
    """Karma Queen [1]: with 1 face-up damage the cost cannot be paid (R15.6.1)."""
    h = _keep_rested("Karma Queen", face_up=1)
    assert h.decision == "main"
    assert _ended(h, "cost_unpayable") == 1
    h.skip_to("main", player=1)
    assert not h.is_rested(1, "RC_FL")


def test_karma_queen_1_may_pay_with_no_opposing_rear_guard() -> None:
    """Karma Queen [1], AMB-8: with no opposing rear-guard the cost may still be paid; nothing
    else happens."""
    h = _keep_rested("Karma Queen", their_rears=False)
    h.act("yes")
    assert h.damage(0) == [(FILLER, False)] * 2
    assert h.decision == "main"
