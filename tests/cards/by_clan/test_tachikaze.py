"""Tachikaze abilities of wave 1 (tachikaze.yaml), one ruling per test.

Each test names the card and the printed line `[n]` it proves, with the rule (RULES.md R...),
the classic reading (AMB-n) or the wave-1 card ruling (R31.n) it relies on. Vanilla cards keep
other abilities out of the way: "Ravenous Dragon, Megarex" (Tachikaze G2 10000), "Sonic Noa"
(Tachikaze G1 8000), "Ironclad Dragon, Shieldon" (Tachikaze G0 6000), "Knight of Silence,
Gallatin" (Royal Paladin G2 10000), "Tough Boy" (Nova Grappler G1 8000) and the filler "Little
Sage, Marron" (Royal Paladin G1 8000).
"""

from __future__ import annotations

import pytest

from vanguard.testing import Harness, Scenario

SKYPTERO = "Winged Dragon, Skyptero"
EGG = "Dragon Egg"
DINOCHAOS = "Chaos Dragon, Dinochaos"
CANNON_GEAR = "Cannon Fire Dragon, Cannon Gear"
GIGAREX = "Ravenous Dragon, Gigarex"
ARCHBIRD = "Archbird"
BLASTSAURUS = "Raging Dragon, Blastsaurus"
WARRIOR = "Savage Warrior"
MAMMOTH = "Vacuum Mammoth"
DESTROYER = "Savage Destroyer"
SPARKSAURUS = "Raging Dragon, Sparksaurus"
SHAMAN = "Savage Shaman"
TIGER = "Black Cannon Tiger"

MEGAREX = "Ravenous Dragon, Megarex"
NOA = "Sonic Noa"
SHIELDON = "Ironclad Dragon, Shieldon"
GALLATIN = "Knight of Silence, Gallatin"
TOUGH = "Tough Boy"
MARRON = "Little Sage, Marron"


# ---------------------------------------------- Winged Dragon, Skyptero; Dragon Egg [2]


def _called_over(card: str, vanguard: str, *, face_up: bool = True) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).rear("RC_FL", card).hand(NOA)
    s.player(0).damage(MARRON, face_down=not face_up)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=NOA, circle="RC_FL")  # R16.6.2: the old unit goes to the drop zone
    return h


@pytest.mark.parametrize("card", [SKYPTERO, EGG])
def test_skyptero_1_and_dragon_egg_2_dropped_from_rc_return_to_hand(card: str) -> None:
    """Winged Dragon, Skyptero [1] and Dragon Egg [2] AUTO (no zone tag, AMB-1, AMB-26):
    called over, the card goes from (RC) to the drop zone (R16.6.2); with a Tachikaze vanguard
    it may pay Counter Blast 1 and returns from the drop zone to the hand."""
    h = _called_over(card, MEGAREX)
    assert h.drop(0) == [card]
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.hand(0) == [card] and h.drop(0) == []
    assert h.damage(0) == [(MARRON, False)]


@pytest.mark.parametrize("card", [SKYPTERO, EGG])
def test_skyptero_1_and_dragon_egg_2_need_a_tachikaze_vanguard(card: str) -> None:
    """Skyptero [1], Dragon Egg [2]: the vanguard clause is read at resolution (AMB-3): with a
    Royal Paladin vanguard nothing is paid and the card stays in the drop zone."""
    h = _called_over(card, GALLATIN)
    assert h.ended("condition_not_met")
    assert h.drop(0) == [card] and h.damage(0) == [(MARRON, True)]


@pytest.mark.parametrize("card", [SKYPTERO, EGG])
def test_skyptero_1_and_dragon_egg_2_declined_or_unpaid_stay_in_the_drop_zone(card: str) -> None:
    """Skyptero [1], Dragon Egg [2]: 'you may' -- declined, the card stays; without a face-up
    damage card Counter Blast 1 cannot be paid (R15.6.3), no prompt."""
    h = _called_over(card, MEGAREX)
    h.act("no")
    assert h.drop(0) == [card] and h.damage(0) == [(MARRON, True)]
    h = _called_over(card, MEGAREX, face_up=False)
    assert h.ended("cost_unpayable") and h.drop(0) == [card]


def test_skyptero_1_not_when_it_leaves_from_the_guardian_circle() -> None:
    """Skyptero [1]: only a move from (RC) counts; guarding, it goes to the drop zone from
    (GC) (R12.6.5), and nothing triggers."""
    s = Scenario()
    s.player(0).vanguard(MEGAREX).rear("RC_FL", TOUGH)
    s.player(1).vanguard(MEGAREX).hand(SKYPTERO).damage(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=MEGAREX, target=MEGAREX)
    h.act("guard", card=SKYPTERO)  # the last hand card: the guard step ends by itself
    assert h.decision == "attack"
    assert h.drop(1) == [SKYPTERO] and h.triggered() == 0


# ---------------------------------------------------------------------- Dragon Egg [1]


def _egg_ridden_by(rider: str) -> Harness:
    s = Scenario()
    s.player(0).vanguard(EGG).hand(rider)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=rider)
    return h


def test_dragon_egg_1_ridden_by_tachikaze_calls_itself_from_the_soul() -> None:
    """Dragon Egg [1] AUTO, tagged (VC): ridden by another Tachikaze, it may be called from
    the soul to a rear-guard circle (AMB-4, W1-7, R31.13: the tag changes nothing)."""
    h = _egg_ridden_by(NOA)
    assert h.decision == "use_ability"
    h.act("yes")
    h.act("choose_circle", card=EGG, circle="RC_BC")
    assert h.unit(0, "RC_BC").name == EGG and h.soul(0) == []


def test_dragon_egg_1_declined_or_other_clan_rider() -> None:
    """Dragon Egg [1]: declining keeps it in the soul; a Nova Grappler rider does not
    trigger it (AMB-4 iii)."""
    h = _egg_ridden_by(NOA)
    h.act("no")
    assert h.soul(0) == [EGG]
    h = _egg_ridden_by(TOUGH)
    assert h.triggered() == 0 and h.soul(0) == [EGG]


# ------------------------------------------------------------- Chaos Dragon, Dinochaos


def _dinochaos(vanguard: str, rears: tuple[str, ...]) -> Harness:
    s = Scenario()
    p = s.player(0).vanguard(vanguard).hand(DINOCHAOS)
    for circle, name in zip(("RC_FL", "RC_FR", "RC_BL", "RC_BC"), rears, strict=False):
        p.rear(circle, name)
    s.player(1).vanguard(GALLATIN)
    return s.start(phase="main", turn=3)


def test_dinochaos_1_retire_two_tachikaze_and_ride_from_the_hand() -> None:
    """Chaos Dragon, Dinochaos [1] ACT (hand): retire two of your Tachikaze rear-guards
    (R15); with a grade 2 vanguard you may reveal it and ride it: a superior ride (R17.3,
    R31.23) that keeps the old vanguard as soul."""
    h = _dinochaos(MEGAREX, (NOA, SHIELDON, TOUGH, NOA))
    h.act("activate", card=DINOCHAOS)
    assert len(h.options("select")) == 3  # two of the three Tachikaze, not the Tough Boy
    h.act("select", cards=[h.iid(0, "RC_FL"), h.iid(0, "RC_FR")])
    assert sorted(h.drop(0)) == sorted([NOA, SHIELDON])
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.unit(0, "VC").name == DINOCHAOS and h.soul(0) == [MEGAREX]
    assert h.events("revealed") and h.hand(0) == []
    assert h.unit(0, "RC_BL").name == TOUGH and h.unit(0, "RC_BC").name == NOA


def test_dinochaos_1_declined_keeps_it_in_hand_and_the_cost_is_lost() -> None:
    """Dinochaos [1]: 'you may reveal' is decided after the cost (R16.2.2, R31.23); declining
    keeps it in the hand, the two rear-guards stay retired."""
    h = _dinochaos(MEGAREX, (NOA, SHIELDON))
    h.act("activate", card=DINOCHAOS)
    h.act("no")
    assert h.hand(0) == [DINOCHAOS] and h.unit(0, "VC").name == MEGAREX
    assert sorted(h.drop(0)) == sorted([NOA, SHIELDON])


def test_dinochaos_1_offered_with_a_grade_1_vanguard_but_does_nothing() -> None:
    """Dinochaos [1]: the ACT is offered whatever the vanguard's grade (AMB-9, R16.2.4); the
    grade 2 clause is read after the cost (R31.23): with a grade 1 vanguard the rear-guards
    are retired and nothing is ridden."""
    h = _dinochaos(NOA, (SHIELDON, NOA))
    h.act("activate", card=DINOCHAOS)
    assert h.ended("condition_not_met")
    assert h.hand(0) == [DINOCHAOS] and h.unit(0, "VC").name == NOA
    assert len(h.drop(0)) == 2


def test_dinochaos_1_needs_two_tachikaze_rear_guards() -> None:
    """Dinochaos [1]: one Tachikaze and one Nova Grappler rear-guard cannot pay the cost, so
    the ACT is not offered (R16.2.4); from the (VC) it is not offered either (R16.2.1)."""
    h = _dinochaos(MEGAREX, (NOA, TOUGH))
    assert not h.can("activate", card=DINOCHAOS)
    s = Scenario()
    s.player(0).vanguard(DINOCHAOS).rear("RC_FL", NOA).rear("RC_FR", SHIELDON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert not h.can("activate", card=DINOCHAOS)


# --------------------------------------------------------- Cannon Fire Dragon, Cannon Gear


def _cannon_gear_called(*rears: tuple[str, str]) -> Harness:
    s = Scenario()
    p = s.player(0).vanguard(MEGAREX).hand(CANNON_GEAR)
    for circle, name in rears:
        p.rear(circle, name)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=CANNON_GEAR, circle="RC_FL")
    return h


def test_cannon_gear_1_called_must_retire_one_of_your_rear_guards() -> None:
    """Cannon Fire Dragon, Cannon Gear [1] AUTO (AMB-1): placed on (RC), its master must
    choose one of their rear-guards and retire it (W1-11, R31.22); any clan may be chosen."""
    h = _cannon_gear_called(("RC_BL", TOUGH), ("RC_FR", NOA))
    assert h.decision == "choose" and not h.can("choose_none")
    assert h.choice_names() == {TOUGH, NOA, CANNON_GEAR}
    h.act("choose", card=TOUGH)
    assert h.drop(0) == [TOUGH] and h.unit(0, "RC_FL").name == CANNON_GEAR


def test_cannon_gear_1_may_choose_itself() -> None:
    """Cannon Gear [1]: called to (RC), it is one of your rear-guards and may be the one
    retired (R31.22)."""
    h = _cannon_gear_called(("RC_BL", NOA))
    h.act("choose", card=CANNON_GEAR)
    assert h.drop(0) == [CANNON_GEAR] and h.unit(0, "RC_BL").name == NOA


def test_cannon_gear_1_ridden_with_no_rear_guard_retires_nothing() -> None:
    """Cannon Gear [1]: placed on (VC) by a ride it triggers too (R4.6.2); with no
    rear-guard there is nothing to retire (R2.2). With one, that one is retired (R2.6.5)."""
    s = Scenario()
    s.player(0).vanguard(NOA).hand(CANNON_GEAR)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=CANNON_GEAR)
    assert h.triggered() == 1 and h.drop(0) == []
    s = Scenario()
    s.player(0).vanguard(NOA).rear("RC_BC", SHIELDON).hand(CANNON_GEAR)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=CANNON_GEAR)
    assert h.drop(0) == [SHIELDON]


def _cannon_gear_boosted(booster: str, vanguard: bool = True) -> Harness:
    s = Scenario()
    if vanguard:
        s.player(0).vanguard(CANNON_GEAR).rear("RC_BC", booster).rear("RC_FL", NOA)
        attacker = "VC"
    else:
        s.player(0).vanguard(MEGAREX).rear("RC_FL", CANNON_GEAR).rear("RC_BL", booster)
        attacker = "RC_FL"
    s.player(1).vanguard(TOUGH).hand(MARRON)  # the guard step waits for a decision
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, attacker), target=TOUGH)
    h.act("boost")
    return h


def test_cannon_gear_2_boosted_by_tachikaze_gets_2000_until_end_of_turn() -> None:
    """Cannon Gear [2] AUTO (VC): boosted by a Tachikaze, +2000 until end of turn (R31.22:
    the printed duration, not the battle's)."""
    h = _cannon_gear_boosted(SHIELDON)
    assert h.power(0, "VC") == 11000 + 6000 + 2000
    h.act("end_guard")
    h.skip_to("attack")  # the battle is over, the turn goes on (Noa may still attack)
    assert h.power(0, "VC") == 11000 + 2000


def test_cannon_gear_2_not_for_another_clan_nor_as_a_rear_guard() -> None:
    """Cannon Gear [2]: a Royal Paladin booster gives no bonus; on (RC) the ability does not
    work (tag (VC), R16.1.4)."""
    h = _cannon_gear_boosted(MARRON)
    assert h.power(0, "VC") == 11000 + 8000
    h = _cannon_gear_boosted(SHIELDON, vanguard=False)
    assert h.power(0, "RC_FL") == 11000 + 6000


# ---------------------------------- Ravenous Dragon, Gigarex; Savage Warrior; Savage Destroyer

SAVAGES = [(GIGAREX, 10000), (WARRIOR, 6000), (DESTROYER, 8000)]


@pytest.mark.parametrize(("card", "power"), SAVAGES)
@pytest.mark.parametrize("circle", ["VC", "RC_BL"])
def test_savages_1_another_tachikaze_rear_guard_dropped_on_your_turn(
    card: str, power: int, circle: str
) -> None:
    """Gigarex [1], Savage Warrior [1], Savage Destroyer [1] AUTO (VC/RC): during your turn,
    another of your Tachikaze rear-guards goes to the drop zone (called over, R16.6.2): +1000
    until end of turn, once for each such card."""
    s = Scenario()
    p = s.player(0).vanguard(card if circle == "VC" else MEGAREX)
    if circle != "VC":
        p.rear(circle, card)
    p.rear("RC_FL", SHIELDON).rear("RC_FR", NOA).hand(NOA, TOUGH)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=NOA, circle="RC_FL")
    h.act("call", card=TOUGH, circle="RC_FR")
    assert h.power(0, circle) == power + 2000


@pytest.mark.parametrize(("card", "power"), SAVAGES)
def test_savages_1_not_for_another_clan_nor_on_the_opponents_turn(card: str, power: int) -> None:
    """Savages [1]: a Royal Paladin rear-guard dropped does not count; a Tachikaze
    rear-guard retired by the opponent's attack in their turn does not count ('during your
    turn')."""
    s = Scenario()
    s.player(0).vanguard(MEGAREX).rear("RC_BL", card).rear("RC_FL", MARRON).hand(NOA)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=NOA, circle="RC_FL")
    assert h.triggered() == 0 and h.power(0, "RC_BL") == power
    s = Scenario()
    s.player(0).vanguard(MEGAREX).rear("RC_BL", card).rear("RC_FR", NOA)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=4, turn_player=1)
    h.act("attack", card=GALLATIN, target=h.iid(0, "RC_FR"))  # no guard: the turn ends
    assert h.drop(0) == [NOA] and h.triggered() == 0 and h.power(0, "RC_BL") == power


# ------------------------------------------------------------------------------- Archbird


def test_archbird_is_a_sentinel_by_its_record_with_one_ability() -> None:
    """Archbird: a Sentinel for deck construction (R5.5) although its English text has no
    Sentinel line, so its data has one ability (R31.10, W1-6)."""
    card = Scenario().card(ARCHBIRD)
    assert card.sentinel
    assert [a.kind for a in card.abilities] == ["auto"]


def _archbird_guard(vanguard: str, hand: tuple[str, ...]) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).hand(ARCHBIRD, *hand)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", TOUGH)  # a second attacker: the turn waits
    h = s.start(phase="battle", turn_player=1)
    h.act("attack", card=GALLATIN, target=h.iid(0, "VC"))
    h.act("guard", card=ARCHBIRD)
    return h


def test_archbird_1_discard_a_tachikaze_and_the_attacked_unit_cannot_be_hit() -> None:
    """Archbird [1] AUTO (placed on GC, AMB-1): discard a Tachikaze card; the attacked
    Tachikaze unit cannot be hit this battle (R12.6.2, AMB-19, R31.12)."""
    h = _archbird_guard(MEGAREX, (NOA,))
    assert h.deciding == 0 and h.decision == "use_ability"
    h.act("yes")
    assert h.hand(0) == [] and NOA in h.drop(0)
    assert h.damage_count(0) == 0
    assert h.events("no_hit")


def test_archbird_1_needs_a_tachikaze_card_in_hand() -> None:
    """Archbird [1]: with only a Royal Paladin card in hand the cost cannot be paid
    (R15.6.1); the attack hits."""
    h = _archbird_guard(MEGAREX, (MARRON,))
    assert h.ended("cost_unpayable")
    h.act("end_guard")
    assert h.damage_count(0) == 1 and h.hand(0) == [MARRON]


def test_archbird_1_an_attacked_unit_of_another_clan_is_not_protected() -> None:
    """Archbird [1]: the cost may be paid for a Royal Paladin vanguard, and then nothing is
    chosen: the attack hits (R31.12, AMB-8)."""
    h = _archbird_guard(GALLATIN, (NOA,))
    h.act("yes")
    assert h.hand(0) == []
    if h.decision == "guard":
        h.act("end_guard")
    assert h.damage_count(0) == 1


# ---------------------------------------- Raging Dragon, Blastsaurus; Raging Dragon, Sparksaurus


def _raging_called_over(card: str, hand: tuple[str, ...], deck: tuple[str, ...]) -> Harness:
    s = Scenario()
    s.player(0).vanguard(MEGAREX).rear("RC_FL", card).hand(NOA, *hand).deck(*deck)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=NOA, circle="RC_FL")
    return h


@pytest.mark.parametrize("card", [BLASTSAURUS, SPARKSAURUS])
def test_raging_dragons_1_discard_to_call_a_copy_from_the_deck(card: str) -> None:
    """Raging Dragon, Blastsaurus [1] and Sparksaurus [1] AUTO (AMB-1, AMB-26): put into the
    drop zone from (RC), it may discard any card to search the deck for a card of its own
    name, call it to a rear-guard circle (R17.5) and shuffle (R17.13)."""
    h = _raging_called_over(card, (MARRON,), (SHIELDON, card, SHIELDON))
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.decision == "search" and h.can("choose_none")
    h.act("choose", card=card)
    h.act("choose_circle", card=card, circle="RC_BL")
    assert h.unit(0, "RC_BL").name == card
    assert sorted(h.drop(0)) == sorted([card, MARRON]) and h.hand(0) == []
    assert card not in h.deck(0) and h.events("shuffled")


@pytest.mark.parametrize("card", [BLASTSAURUS, SPARKSAURUS])
def test_raging_dragons_1_no_hand_card_no_search_and_no_copy_nothing_called(card: str) -> None:
    """Raging Dragons [1]: with an empty hand the discard cannot be paid (R15.6.1); with no
    copy in the deck the cost may still be paid (AMB-8), nothing is called and the deck is
    shuffled."""
    h = _raging_called_over(card, (), (SHIELDON, card))
    assert h.ended("cost_unpayable") and card in h.deck(0)
    h = _raging_called_over(card, (MARRON,), (SHIELDON, SHIELDON))
    h.act("yes")
    assert h.decision == "search" and not h.can("choose")
    h.act("choose_none")
    assert h.events("shuffled") and h.unit(0, "RC_BL") is None


# -------------------------------------------------------------------------- Vacuum Mammoth


def test_vacuum_mammoth_1_another_tachikaze_placed_on_rc_may_soul_charge() -> None:
    """Vacuum Mammoth [1] AUTO (VC): another of your Tachikaze is placed on (RC) (a call,
    R4.6.2): it may Soul Charge 1 (R17.8)."""
    s = Scenario()
    s.player(0).vanguard(MAMMOTH).hand(NOA).deck(SHIELDON, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=NOA, circle="RC_BL")
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.soul(0) == [SHIELDON]


def test_vacuum_mammoth_1_not_for_another_clan_nor_as_a_rear_guard() -> None:
    """Vacuum Mammoth [1]: a Royal Paladin call does not trigger it, and it works only from
    (VC) (R16.1.4)."""
    s = Scenario()
    s.player(0).vanguard(MAMMOTH).hand(MARRON).deck(SHIELDON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=MARRON, circle="RC_BL")
    assert h.triggered() == 0
    s = Scenario()
    s.player(0).vanguard(MEGAREX).rear("RC_FL", MAMMOTH).hand(NOA).deck(SHIELDON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=NOA, circle="RC_BL")
    assert h.triggered() == 0 and h.soul(0) == []


# --------------------------------------------------------------------------- Savage Shaman


def test_savage_shaman_1_heal_reminder_is_deck_data_only() -> None:
    """Savage Shaman [1]: the four-Heal reminder is a deck rule (R5.4, AMB-20)."""
    card = Scenario().card(SHAMAN)
    assert card.trigger == "Heal"
    assert [(a.kind, a.keyword) for a in card.abilities] == [("keyword", "heal_limit")]


def test_savage_shaman_1_does_nothing_in_a_game() -> None:
    """Savage Shaman [1]: called to (RC), nothing triggers and nothing can be played."""
    s = Scenario()
    s.player(0).vanguard(MEGAREX).hand(SHAMAN)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=SHAMAN, circle="RC_BL")
    assert h.triggered() == 0 and not h.can("activate", card=SHAMAN)


# ---------------------------------------------------------------------- Black Cannon Tiger


def _tiger_attack(boost: bool) -> Harness:
    s = Scenario()
    s.player(0).vanguard(MEGAREX).rear("RC_BC", TIGER).deck(*[MARRON] * 10)
    s.player(1).vanguard(TOUGH).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=MEGAREX, target=TOUGH)
    h.act("boost" if boost else "skip_boost")
    h.act("end_guard")
    return h


def test_black_cannon_tiger_1_boosted_hit_soul_charges_and_returns_it_to_the_deck() -> None:
    """Black Cannon Tiger [1] AUTO (RC): the attack it boosted hits (AMB-18): it may Soul
    Charge 1; if it does, it goes into the deck and the deck is shuffled."""
    h = _tiger_attack(boost=True)
    h.skip_to("use_ability")
    tiger = h.iid(0, "RC_BC")
    h.act("yes")
    assert h.soul(0) == [MARRON]
    assert h.unit(0, "RC_BC") is None
    assert tiger in h.game.players[0].deck
    assert h.events("shuffled")


def test_black_cannon_tiger_1_declined_or_without_a_boost_it_stays() -> None:
    """Black Cannon Tiger [1]: 'you may' -- declined, nothing moves; without a boost nothing
    triggers (AMB-18)."""
    h = _tiger_attack(boost=True)
    h.skip_to("use_ability")
    h.act("no")
    assert h.unit(0, "RC_BC").name == TIGER and h.soul(0) == []
    h = _tiger_attack(boost=False)
    h.skip_to("attack")
    assert h.triggered() == 0 and h.unit(0, "RC_BC").name == TIGER
