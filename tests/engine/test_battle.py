"""R12 the battle phase: start, attack and boost, guard and intercept, drive, damage, close.

Every position is built with the scenario harness from vanilla cards (no printed abilities),
except the grade 3 vanguard "Crimson Butterfly, Brigitte", whose only ability looks at grade 3
Royal Paladins revealed by its drive checks: the decks here hold none, so it acts as a vanilla
Twin Drive!! unit. Decks without `.deck()` are 20 copies of the vanilla grade 1 filler
"Little Sage, Marron" (no trigger), so checks of them change nothing.
"""

from __future__ import annotations

import pytest

from vanguard.abilities.load import parse_abilities
from vanguard.cards import CardDatabase
from vanguard.engine import Action, ActionKind, IllegalAction, IllegalCode
from vanguard.engine.constants import Duration, Stat, Step
from vanguard.engine.zones import retire
from vanguard.testing import Harness, Scenario

# Royal Paladin
BRIGITTE = "Crimson Butterfly, Brigitte"  # G3 10000, shield 0, Twin Drive!!
GALLATIN = "Knight of Silence, Gallatin"  # G2 10000, shield 5000, Intercept (vanilla)
MARRON = "Little Sage, Marron"  # G1 8000, shield 5000, Boost (vanilla, the filler)
TRUMPETER = "Stardust Trumpeter"  # G0 6000, shield 10000, Boost (vanilla)
EPONA = "Bringer of Good Luck, Epona"  # G0 Critical trigger
GOVANNON = "Weapons Dealer, Govannon"  # G0 Draw trigger
FLOGAL = "Flogal"  # G0 Stand trigger

FILLER = [MARRON] * 12


def deck(*top: str) -> list[str]:
    """A deck with `top` on top, then filler cards."""
    return [*top, *FILLER]


def attacker_iids(h: Harness) -> set[int]:
    return {a.card for a in h.options("attack") if a.card is not None}


def target_iids(h: Harness) -> set[int]:
    return {a.target for a in h.options("attack") if a.target is not None}


# ---------------------------------------------------------------------------- R12.2 start step


def test_r12_2_2_choosing_not_to_attack_ends_the_battle_phase() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    assert h.decision == "attack" and h.deciding == 0
    h.act("end_battle")
    assert not h.events("attacked")
    assert h.events("battle_phase_ended")
    phases = [e["phase"] for e in h.events("phase") if e["turn"] == 3]
    assert phases == ["battle", "end"]
    # The end phase ran and the opponent's turn began (R13.4).
    assert h.game.turn == 4 and h.game.turn_player == 1
    assert h.damage_count(1) == 0


def test_r12_2_3_no_standing_front_row_unit_means_no_attack() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN, rested=True).rear("RC_FL", GALLATIN, rested=True)
    s.player(0).rear("RC_BC", MARRON)  # standing, but in the back row
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    assert not h.events("forced_choice")  # made for the player, no event (R22)
    assert not h.events("attacked")
    assert h.game.turn == 4


# ---------------------------------------------------------------------------- R12.3 attack step


def test_r12_3_2_only_standing_front_row_units_can_attack() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).rear("RC_FR", GALLATIN, rested=True)
    s.player(0).rear("RC_BL", MARRON).rear("RC_BC", TRUMPETER)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    assert attacker_iids(h) == {h.iid(0, "VC"), h.iid(0, "RC_FL")}
    before = h.game.state_hash()
    target = h.iid(1, "VC")
    for circle in ("RC_FR", "RC_BL", "RC_BC"):
        with pytest.raises(IllegalAction) as error:
            h.game.apply(Action(ActionKind.ATTACK, 0, h.iid(0, circle), target=target))
        assert error.value.code is IllegalCode.BAD_ATTACKER
    assert h.game.state_hash() == before


def test_r12_3_2_any_grade_may_attack() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", TRUMPETER).rear("RC_FR", MARRON)
    s.player(1).vanguard(TRUMPETER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=TRUMPETER, target=TRUMPETER)  # grade 0 attacks: 6000 vs 6000
    assert h.events("hit")
    assert h.damage_count(1) == 1


def test_r12_3_2_unit_called_this_turn_can_attack() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).hand(GALLATIN)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=GALLATIN, circle="RC_FL")
    h.act("end_main")
    called = h.iid(0, "RC_FL")
    assert called in attacker_iids(h)
    h.act("attack", card=called, target=GALLATIN)
    assert h.events("attacked")[0]["attacker"]["circle"] == "RC_FL"


def test_r12_3_3_the_attacker_rests_and_cannot_attack_again() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    rear = h.iid(0, "RC_FL")
    h.act("attack", card=rear, target=GALLATIN)
    assert h.is_rested(0, "RC_FL")
    assert not h.is_rested(0, "VC")
    assert h.decision == "attack"  # the next start step
    assert attacker_iids(h) == {h.iid(0, "VC")}


def test_r12_3_4_only_front_row_units_can_be_attacked() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    p1 = s.player(1).vanguard(GALLATIN).rear("RC_FL", MARRON).rear("RC_FR", MARRON, rested=True)
    p1.rear("RC_BL", TRUMPETER).rear("RC_BC", TRUMPETER).rear("RC_BR", TRUMPETER)
    h = s.start(phase="battle", turn=3)
    front = {h.iid(1, "VC"), h.iid(1, "RC_FL"), h.iid(1, "RC_FR")}
    assert target_iids(h) == front  # a resting front-row rear-guard is a target too
    before = h.game.state_hash()
    for circle in ("RC_BL", "RC_BC", "RC_BR"):
        with pytest.raises(IllegalAction) as error:
            h.game.apply(Action(ActionKind.ATTACK, 0, h.iid(0, "VC"), target=h.iid(1, circle)))
        assert error.value.code is IllegalCode.BAD_TARGET
    assert h.game.state_hash() == before


# ---------------------------------------------------------------------------- R12.3.6 boost


def test_r12_3_6_vanguard_is_boosted_from_rc_bc_and_the_booster_rests() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BC", TRUMPETER)
    s.player(1).vanguard(GALLATIN).hand(MARRON)  # the battle waits in the guard step
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=GALLATIN)
    assert h.decision == "boost"
    assert [a.card for a in h.options("boost")] == [h.iid(0, "RC_BC")]
    h.act("boost", card=TRUMPETER)
    assert h.is_rested(0, "RC_BC")
    assert h.power(0, "VC") == 10000 + 6000
    assert len(h.events("boosted")) == 1


def test_r12_3_6_rear_guard_is_boosted_only_from_behind_in_its_column() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(0).rear("RC_BL", MARRON).rear("RC_BC", TRUMPETER).rear("RC_BR", MARRON)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "RC_FL"), target=GALLATIN)
    assert [a.card for a in h.options("boost")] == [h.iid(0, "RC_BL")]
    with pytest.raises(IllegalAction) as error:
        h.game.apply(Action(ActionKind.BOOST, 0, h.iid(0, "RC_BR")))
    assert error.value.code is IllegalCode.BAD_BOOSTER
    h.act("boost", card=h.iid(0, "RC_BL"))
    assert h.power(0, "RC_FL") == 10000 + 8000
    assert not h.is_rested(0, "RC_BC") and not h.is_rested(0, "RC_BR")


def test_r12_3_6_no_boost_from_other_columns() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BL", MARRON).rear("RC_BR", TRUMPETER)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=GALLATIN)
    assert h.decision == "guard"  # no boost was offered
    assert h.power(0, "VC") == 10000


def test_r12_3_6_resting_unit_cannot_boost() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BC", TRUMPETER, rested=True)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=GALLATIN)
    assert h.decision == "guard"
    assert h.power(0, "VC") == 10000


def test_r12_3_6_unit_without_boost_cannot_boost() -> None:
    """C14: the Boost icon, not the grade, allows boosting; a grade 2 Intercept unit behind
    the attacker cannot boost."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BC", GALLATIN)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=GALLATIN)
    assert h.decision == "guard"
    assert h.power(0, "VC") == 10000
    assert not h.is_rested(0, "RC_BC")


def test_r12_3_6_boost_is_optional() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BC", TRUMPETER)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=GALLATIN)
    h.act("skip_boost")
    assert not h.is_rested(0, "RC_BC")
    assert not h.events("boosted")
    assert h.events("hit")[0]["power"] == 10000


def test_r12_3_6_at_most_one_booster_per_battle() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(0).rear("RC_BL", MARRON).rear("RC_BC", TRUMPETER)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=GALLATIN)
    h.act("boost", card=TRUMPETER)
    assert h.decision == "guard"  # no second boost decision
    assert h.power(0, "VC") == 16000  # the standing RC_BL unit adds nothing
    assert len(h.events("boosted")) == 1


def test_r12_3_6_1_boost_follows_the_boosters_current_power() -> None:
    """C5: a trigger bonus given to the booster during the drive step raises the boosted
    attacker's power too."""
    s = Scenario()
    s.player(0).vanguard(BRIGITTE).rear("RC_BC", TRUMPETER).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN).hand(TRUMPETER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BRIGITTE, target=GALLATIN)
    h.act("boost", card=TRUMPETER)
    h.act("guard", card=TRUMPETER)  # the hand is empty now: guarding ends (R12.4.5)
    assert h.power(0, "VC") == 16000 and h.power(1, "VC") == 20000
    h.act("trigger_power", card=h.iid(0, "RC_BC"))
    assert h.power(0, "RC_BC") == 11000
    assert h.power(0, "VC") == 21000
    h.act("trigger_critical", card=BRIGITTE)
    hit = h.events("hit")[0]
    assert (hit["power"], hit["target_power"]) == (21000, 20000)
    assert h.damage_count(1) == 2


def test_r12_3_6_1_boost_bonus_disappears_when_the_booster_leaves() -> None:
    """C5, R19.3.3: the booster is retired during the guard step (by hand, as a card effect
    would): the attacker loses its power at once and the attack no longer hits."""
    s = Scenario()
    s.player(0).vanguard(BRIGITTE).rear("RC_BC", TRUMPETER)
    s.player(1).vanguard(GALLATIN).hand(MARRON, TRUMPETER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BRIGITTE, target=GALLATIN)
    h.act("boost", card=TRUMPETER)
    h.act("guard", card=MARRON)
    assert h.decision == "guard"
    assert h.power(0, "VC") == 16000 and h.power(1, "VC") == 15000
    retire(h.game, h.iid(0, "RC_BC"), "test")
    assert h.power(0, "VC") == 10000
    h.act("end_guard")
    assert h.events("no_hit")[0]["power"] == 10000
    assert h.damage_count(1) == 0


def test_r12_3_6_1_boost_ends_with_the_battle() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BC", TRUMPETER).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=GALLATIN)
    h.act("boost", card=TRUMPETER)
    assert h.decision == "attack"  # the battle is over
    assert h.power(0, "VC") == 10000


# ---------------------------------------------------------------------------- R12.4 guard step


def test_r12_4_3_guardian_grade_must_not_exceed_own_vanguard_grade() -> None:
    """C2: Classic CR grade limit for calls to (GC)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(MARRON).hand(GALLATIN, MARRON, TRUMPETER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=MARRON)
    assert h.decision == "guard" and h.deciding == 1
    offered = {h.game.cards[a.card].name for a in h.options("guard") if a.card is not None}
    assert offered == {MARRON, TRUMPETER}
    before = h.game.state_hash()
    gallatin = next(i for i in h.game.players[1].hand if h.game.cards[i].name == GALLATIN)
    with pytest.raises(IllegalAction) as error:
        h.game.apply(Action(ActionKind.GUARD, 1, gallatin))
    assert error.value.code is IllegalCode.CALL_GRADE
    assert h.game.state_hash() == before


def test_r12_4_3_guardian_of_the_vanguards_own_grade_may_guard() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN).hand(GALLATIN, TRUMPETER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("guard", card=GALLATIN)
    assert h.guardians(1) == [GALLATIN]


def test_r12_4_3_guardian_rests_on_gc_and_adds_its_shield_to_the_attacked_unit() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BC", TRUMPETER)
    s.player(1).vanguard(GALLATIN).hand(TRUMPETER, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=GALLATIN)
    h.act("boost", card=TRUMPETER)
    h.act("guard", card=TRUMPETER)
    guardian = h.game.players[1].guardians[0]
    assert h.game.rested[guardian]  # R4.5.3
    assert not h.game.face_down[guardian]
    assert TRUMPETER not in h.hand(1)
    assert h.power(1, "VC") == 10000 + 10000
    h.act("end_guard")
    assert h.events("no_hit")[0]["target_power"] == 20000
    assert h.damage_count(1) == 0


def test_r12_4_3_several_guardians_add_up_and_a_shieldless_card_adds_zero() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(BRIGITTE).hand(TRUMPETER, MARRON, BRIGITTE, GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=BRIGITTE)
    h.act("guard", card=TRUMPETER)
    h.act("guard", card=MARRON)
    h.act("guard", card=BRIGITTE)  # grade 3, no printed shield: adds 0 (R12.4.3, R18.2)
    assert sorted(h.guardians(1)) == sorted([TRUMPETER, MARRON, BRIGITTE])
    assert h.power(1, "VC") == 10000 + 10000 + 5000 + 0


def test_r12_4_4_only_intercept_units_on_front_rear_guard_circles_intercept() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    p1 = s.player(1).vanguard(GALLATIN).rear("RC_FL", GALLATIN).rear("RC_FR", MARRON)
    p1.rear("RC_BL", GALLATIN).rear("RC_BR", GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert [a.card for a in h.options("intercept")] == [h.iid(1, "RC_FL")]
    before = h.game.state_hash()
    for circle in ("RC_FR", "RC_BL", "RC_BR"):  # no Intercept icon / back row
        with pytest.raises(IllegalAction) as error:
            h.game.apply(Action(ActionKind.INTERCEPT, 1, h.iid(1, circle)))
        assert error.value.code is IllegalCode.BAD_INTERCEPT
    assert h.game.state_hash() == before


def test_r12_4_4_the_attacked_unit_cannot_intercept() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", GALLATIN).rear("RC_FR", GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "RC_FL"))
    assert [a.card for a in h.options("intercept")] == [h.iid(1, "RC_FR")]
    h.act("intercept", card=h.iid(1, "RC_FR"))
    assert h.power(1, "RC_FL") == 10000 + 5000


def test_r12_4_4_a_resting_unit_may_intercept() -> None:
    """R29 Q14 (resolved): a resting rear-guard may intercept."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN).rear("RC_FR", GALLATIN, rested=True).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    interceptor = h.iid(1, "RC_FR")
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("intercept", card=interceptor)
    assert h.game.players[1].guardians == [interceptor]
    assert h.game.rested[interceptor]
    assert h.power(1, "VC") == 15000


def test_r12_4_4_intercept_is_a_move_not_a_placement() -> None:
    """R4.6.1/R4.6.2: the interceptor stays the same card, so a power bonus it got earlier this
    turn (a damage-check trigger) is still on it on (GC); no call or placement is logged."""
    s = Scenario()
    s.player(0).vanguard(BRIGITTE).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(GALLATIN).rear("RC_FR", GALLATIN).hand(MARRON).deck(*deck(EPONA))
    h = s.start(phase="battle", turn=3)
    interceptor = h.iid(1, "RC_FR")
    # Battle 1: the damage check is a Critical trigger; its +5000 goes to the rear-guard.
    h.act("attack", card=BRIGITTE, target=h.iid(1, "VC"))
    h.act("end_guard")
    h.act("trigger_power", card=interceptor)
    h.act("trigger_critical", card=h.iid(1, "VC"))
    assert h.game.power(interceptor) == 15000
    incarnation = h.game.incarnation[interceptor]
    # Battle 2: the rear-guard intercepts.
    h.act("attack", card=h.iid(0, "RC_FL"), target=h.iid(1, "VC"))
    h.act("intercept", card=interceptor)
    assert h.unit(1, "RC_FR") is None
    assert h.game.players[1].guardians == [interceptor]
    assert h.game.incarnation[interceptor] == incarnation
    assert h.game.power(interceptor) == 15000  # the modifier moved with it
    assert h.events("intercepted")[0]["from"] == "RC_FR"
    assert not h.events("guarded") and not h.events("called")
    assert h.power(1, "VC") == 10000 + 5000


def test_c13_guard_and_intercept_in_any_order() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", GALLATIN).hand(MARRON, TRUMPETER, GALLATIN)
    h = s.start(phase="battle", turn=3)
    interceptor = h.iid(1, "RC_FL")
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("guard", card=MARRON)
    assert h.can("intercept", card=interceptor)
    h.act("intercept", card=interceptor)
    assert h.can("guard", card=TRUMPETER)
    h.act("guard", card=TRUMPETER)
    assert h.guardians(1) == [MARRON, GALLATIN, TRUMPETER]
    assert h.power(1, "VC") == 10000 + 5000 + 5000 + 10000


def test_r30_10_guard_any_grade_variant_lifts_the_grade_limit() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(MARRON).hand(GALLATIN, BRIGITTE)
    h = s.start(phase="battle", turn=3, variants=("guard_any_grade",))
    h.act("attack", card=GALLATIN, target=MARRON)
    offered = {h.game.cards[a.card].name for a in h.options("guard") if a.card is not None}
    assert offered == {GALLATIN, BRIGITTE}
    h.act("guard", card=GALLATIN)
    assert h.power(1, "VC") == 8000 + 5000


def test_r12_4_5_guarding_ends_by_itself_when_nothing_can_guard() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(MARRON).hand(GALLATIN).rear("RC_FL", MARRON)  # nothing usable
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=h.iid(1, "VC"))
    assert not h.events("forced_choice")  # made for the player, no event (R22)
    assert h.game.players[1].guardians == []


# ---------------------------------------------------------------------------- R12.5 drive step


def test_r12_4_7_rear_guard_attack_has_no_drive_step() -> None:
    s = Scenario()
    s.player(0).vanguard(BRIGITTE).rear("RC_FL", BRIGITTE).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "RC_FL"), target=GALLATIN)  # Twin Drive!! on (R) drives not
    assert "drive" not in [e["step"] for e in h.events("step")]
    assert not h.events("check_revealed") or all(
        e["check"] == "damage" for e in h.events("check_revealed")
    )
    assert h.deck(0)[0] == EPONA
    assert h.hand(0) == []


def test_r12_5_2_one_drive_check_without_twin_drive() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(*deck(TRUMPETER, GALLATIN))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    drives = [e for e in h.events("check_revealed") if e["check"] == "drive"]
    assert len(drives) == 1
    assert h.hand(0) == [TRUMPETER]
    assert h.deck(0)[0] == GALLATIN


def test_r12_5_2_twin_drive_gives_two_drive_checks() -> None:
    s = Scenario()
    s.player(0).vanguard(BRIGITTE).deck(*deck(TRUMPETER, GALLATIN, MARRON))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BRIGITTE, target=GALLATIN)
    drives = [e for e in h.events("check_revealed") if e["check"] == "drive"]
    assert len(drives) == 2
    assert sorted(h.hand(0)) == sorted([TRUMPETER, GALLATIN])


def test_r12_5_2_each_drive_check_is_finished_before_the_next_begins() -> None:
    s = Scenario()
    s.player(0).vanguard(BRIGITTE).rear("RC_FL", GALLATIN).deck(*deck(EPONA, GOVANNON))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BRIGITTE, target=GALLATIN)
    # First check: the Critical trigger waits in the trigger zone, the next card is unrevealed.
    assert h.decision == "trigger_power"
    view = h.game.view(0)["players"][0]
    assert view["trigger_zone"]["card"] == "bringer-of-good-luck-epona"
    assert h.deck(0)[:2] == [GOVANNON, MARRON]
    assert h.hand(0) == []
    h.act("trigger_power", card=BRIGITTE)
    h.act("trigger_critical", card=BRIGITTE)
    # Second check: the first card already went to the hand.
    assert h.decision == "trigger_power"
    assert h.hand(0) == [EPONA]
    assert h.game.view(0)["players"][0]["trigger_zone"]["card"] == "weapons-dealer-govannon"
    h.act("trigger_power", card=BRIGITTE)
    assert sorted(h.hand(0)) == sorted([EPONA, MARRON, GOVANNON])  # Marron was drawn
    revealed = [e["card"] for e in h.events("check_revealed") if e["check"] == "drive"]
    assert revealed == ["bringer-of-good-luck-epona", "weapons-dealer-govannon"]


def test_r12_5_4_drive_checked_card_goes_to_hand_and_is_not_a_draw() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(*deck(TRUMPETER))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert h.hand(0) == [TRUMPETER]
    assert len(h.events("drive_to_hand")) == 1
    assert not [e for e in h.events("drew") if e["player"] == 0]
    assert h.game.players[0].trigger is None


def test_r12_5_3_drive_trigger_turns_a_miss_into_a_hit() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("guard", card=MARRON)  # guarding ends: nothing left to call
    hit = h.events("hit")[0]  # the forced +5000 went to the only unit, the vanguard
    assert (hit["power"], hit["target_power"]) == (15000, 15000)
    assert h.damage_count(1) == 2  # critical +1 went to the vanguard as well


def test_r12_5_3_drive_trigger_given_to_another_unit_leaves_the_attack_missing() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("guard", card=MARRON)
    h.act("trigger_power", card=h.iid(0, "RC_FL"))
    h.act("trigger_critical", card=h.iid(0, "RC_FL"))
    assert h.events("no_hit")
    assert h.damage_count(1) == 0
    assert h.power(0, "RC_FL") == 15000 and h.critical(0, "RC_FL") == 2


# ---------------------------------------------------------------------------- R12.6 damage step


def test_r12_6_2_equal_power_hits() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    hit = h.events("hit")[0]
    assert hit["power"] == hit["target_power"] == 10000
    assert h.damage_count(1) == 1


def test_r12_6_2_lower_power_does_not_hit() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=MARRON, target=GALLATIN)
    miss = h.events("no_hit")[0]
    assert (miss["power"], miss["target_power"]) == (8000, 10000)
    assert h.damage_count(1) == 0


def test_r12_6_3_no_hit_when_the_attacker_left_its_circle() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(MARRON).hand(TRUMPETER, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "RC_FL"), target=h.iid(1, "VC"))
    h.act("guard", card=TRUMPETER)
    retire(h.game, h.iid(0, "RC_FL"), "test")
    h.act("end_guard")
    assert h.events("no_hit")[0]["reason"] == "left_circle"
    assert h.damage_count(1) == 0
    assert h.guardians(1) == [] and TRUMPETER in h.drop(1)  # R19.3: the battle went on
    assert h.decision == "attack" and h.deciding == 0


def test_r12_6_3_no_hit_when_the_attacked_unit_left_its_circle() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", MARRON).hand(TRUMPETER, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "RC_FL"))
    h.act("guard", card=TRUMPETER)
    retire(h.game, h.iid(1, "RC_FL"), "test")
    h.act("end_guard")
    assert h.events("no_hit")[0]["reason"] == "left_circle"
    assert not [e for e in h.events("retired") if e["reason"] == "hit"]
    assert h.guardians(1) == [] and TRUMPETER in h.drop(1)
    assert h.damage_count(1) == 0


def test_r12_6_4_1_vanguard_hit_deals_damage_checks_equal_to_critical() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN).deck(*deck(GALLATIN, TRUMPETER, BRIGITTE))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))  # the drive gives critical 2
    damage_checks = [e for e in h.events("check_revealed") if e["check"] == "damage"]
    assert len(damage_checks) == 2
    assert h.damage(1) == [(GALLATIN, True), (TRUMPETER, True)]  # Brigitte stayed in the deck


def test_r12_6_4_1_damage_checks_happen_one_at_a_time() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN).rear("RC_FL", GALLATIN).deck(*deck(EPONA, TRUMPETER))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("end_guard")  # the drive check then gives the attacker critical 2
    # First damage check is a trigger: the second card is not revealed yet.
    assert h.decision == "trigger_power" and h.deciding == 1
    assert h.damage_count(1) == 0
    assert h.game.view(None)["players"][1]["trigger_zone"]["card"] == "bringer-of-good-luck-epona"
    assert h.deck(1)[0] == TRUMPETER
    h.act("trigger_power", card=h.iid(1, "VC"))
    h.act("trigger_critical", card=h.iid(1, "VC"))
    assert h.damage(1) == [(EPONA, True), (TRUMPETER, True)]


def test_r12_6_4_1_critical_is_read_at_the_hit_test() -> None:
    """A critical bonus given by the drive check (before the damage step) counts; an
    attacker with critical 1 deals exactly one damage."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("trigger_power", card=h.iid(0, "VC"))
    h.act("trigger_critical", card=h.iid(0, "RC_FL"))  # critical to another unit
    assert h.damage_count(1) == 1
    h.act("attack", card=h.iid(0, "RC_FL"), target=h.iid(1, "VC"))  # critical 2 now
    assert h.damage_count(1) == 3


def test_r12_6_4_2_hit_rear_guard_is_retired_without_damage() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN).rear("RC_FR", MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=MARRON)
    assert h.unit(1, "RC_FR") is None
    assert MARRON in h.drop(1)
    retired = [e for e in h.events("retired") if e["reason"] == "hit"]
    assert len(retired) == 1 and retired[0]["from"] == "RC_FR"
    assert h.damage_count(1) == 0
    assert not [e for e in h.events("check_revealed") if e["check"] == "damage"]


def test_r12_6_5_guardians_go_to_drop_in_the_damage_step_after_damage_checks() -> None:
    """C3: the CR order — damage checks first, then the guardians leave, still in the
    damage step."""
    s = Scenario()
    s.player(0).vanguard(BRIGITTE).rear("RC_BC", TRUMPETER)
    s.player(1).vanguard(GALLATIN).hand(MARRON).deck(*deck(EPONA))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BRIGITTE, target=GALLATIN)
    h.act("boost", card=TRUMPETER)
    h.act("guard", card=MARRON)  # guarding ends by itself; 16000 vs 15000: hit
    assert h.decision == "trigger_power" and h.deciding == 1  # the damage check's trigger
    assert h.game.step is Step.DAMAGE
    assert h.guardians(1) == [MARRON]  # still on (GC) during the damage check
    h.act("trigger_power", card=h.iid(1, "VC"))
    h.act("trigger_critical", card=h.iid(1, "VC"))
    assert h.guardians(1) == [] and h.drop(1) == [MARRON]
    damaged = h.event_index("damage_taken", player=1)
    left = h.event_index("retired", reason="guardian")
    close = h.event_index("step", step="close")
    assert damaged < left < close


def test_r12_6_5_guardians_and_interceptors_leave_even_without_a_hit() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", GALLATIN).hand(TRUMPETER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("guard", card=TRUMPETER)
    h.act("intercept", card=h.iid(1, "RC_FL"))
    assert h.events("no_hit")
    assert h.guardians(1) == []
    assert sorted(h.drop(1)) == sorted([TRUMPETER, GALLATIN])
    assert h.unit(1, "RC_FL") is None


def test_r12_6_7_a_failed_attack_costs_the_attacker_nothing() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON)
    s.player(1).vanguard(GALLATIN).hand(TRUMPETER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=MARRON, target=GALLATIN)
    h.act("guard", card=TRUMPETER)
    assert h.events("no_hit")
    assert h.unit(0, "RC_FL") is not None and h.unit(0, "RC_FL").name == MARRON
    assert h.drop(0) == [] and h.damage_count(0) == 0
    assert h.power(0, "RC_FL") == 8000


def test_r14_1_4a_sixth_damage_loses_before_the_next_damage_check() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN).damage(MARRON, MARRON, MARRON, MARRON, MARRON)
    s.player(1).deck(*deck(GALLATIN, TRUMPETER))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))  # critical 2
    result = h.game.result
    assert result is not None and result.winner == 0
    assert h.damage_count(1) == 6
    assert h.deck(1)[0] == TRUMPETER  # the second damage check never happened
    assert len([e for e in h.events("check_revealed") if e["check"] == "damage"]) == 1


# ---------------------------------------------------------------------------- R12.7 close step


def test_r12_7_2_until_end_of_battle_effects_end_in_the_close_step() -> None:
    """Two effects given by hand during the guard step (as a card ability would):
    +3000 until end of battle and +2000 until end of turn."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    attacker = h.iid(0, "RC_FL")
    h.act("attack", card=attacker, target=h.iid(1, "VC"))
    h.game.add_mod(attacker, Stat.POWER, 3000, Duration.BATTLE)
    h.game.add_mod(attacker, Stat.POWER, 2000, Duration.TURN)
    assert h.game.power(attacker) == 15000
    h.act("guard", card=MARRON)  # 15000 vs 15000
    assert h.events("hit")[0]["power"] == 15000  # both count during the battle
    assert h.decision == "attack"
    assert h.game.power(attacker) == 12000  # the battle effect ended, the turn effect not
    h.act("end_battle")
    assert h.game.power(attacker) == 10000  # R13.2


def test_r12_7_2_battle_roles_are_cleared_after_the_battle() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "RC_FL"), target=h.iid(1, "VC"))
    assert h.game.view(None)["battle"]["attacker"]["circle"] == "RC_FL"
    h.act("end_guard")
    assert h.decision == "attack"
    assert h.game.battle is None and h.game.view(None)["battle"] is None
    assert h.events("battle_ended")


def test_r12_7_3_unit_stood_by_a_stand_trigger_attacks_again() -> None:
    s = Scenario()
    s.player(0).vanguard(BRIGITTE).rear("RC_FL", GALLATIN).deck(*deck(FLOGAL))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    rear = h.iid(0, "RC_FL")
    h.act("attack", card=rear, target=h.iid(1, "VC"))
    assert h.is_rested(0, "RC_FL")
    h.act("attack", card=BRIGITTE, target=h.iid(1, "VC"))
    h.act("trigger_power", card=rear)  # the stand part is forced: one resting rear-guard
    assert not h.is_rested(0, "RC_FL")
    assert h.decision == "attack"
    assert attacker_iids(h) == {rear}
    h.act("attack", card=rear, target=h.iid(1, "VC"))
    assert len(h.events("attacked")) == 3
    assert h.events("hit")[-1]["power"] == 15000
    assert h.damage_count(1) == 3


# ---------------------------------------------------------------------------- ability timing
#
# Test-only abilities (ability data, not card text) on otherwise vanilla cards, in a database
# where no other card has any ability: they show *when* the battle lets abilities trigger and
# be played.

_TEST_ABILITIES = """
commodore-blueblood:
  - kind: auto
    when: attacks
    do: [{power: {amount: 5000, until: battle}}]
wonder-boy:
  - kind: auto
    when: boosts
    do: [{draw: 1}]
bloody-hercules:
  - kind: auto
    when: {placed: GC}
    do: [{draw: 1}]
king-of-sword:
  - kind: auto
    when: {attack_hits: rear-guard}
    do: [{draw: 1}]
oracle-guardian-wiseman:
  - kind: auto
    when: attack_hits
    may: true
    do: [{draw: 1}]
"""


def _ability_scenario() -> Scenario:
    db = CardDatabase.load().with_abilities(parse_abilities(_TEST_ABILITIES, "test"))
    return Scenario(db=db)


def test_r12_3_7_attack_and_boost_abilities_are_played_after_the_boost_decision() -> None:
    """R29 Q4: 'when this unit attacks' triggers at the declaration (R12.3.5) but is played
    only at the check timing after the boost (R12.3.7), before the guard step."""
    s = _ability_scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", "Commodore Blueblood").rear("RC_BL", "Wonder Boy")
    s.player(1).vanguard(GALLATIN).hand(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card="Commodore Blueblood", target=GALLATIN)
    assert h.decision == "boost"
    assert not h.events("ability_played")  # triggered, waiting
    assert len(h.events("ability_triggered")) == 1
    h.act("boost", card="Wonder Boy")
    assert h.decision == "play_ability" and h.deciding == 0  # two standby abilities
    h.act("play_ability", card="Commodore Blueblood")
    assert h.decision == "guard"  # the other one was played by itself (one option)
    played = [h.game.cards[e["iid"]].name for e in h.events("ability_played")]
    assert played == ["Commodore Blueblood", "Wonder Boy"]
    assert (
        h.event_index("boosted")
        < h.event_index("ability_played")
        < h.event_index("step", step="guard")
    )
    assert h.power(0, "RC_FL") == 10000 + 5000 + 8000
    assert len(h.hand(0)) == 1


def test_r12_4_4_intercept_triggers_no_when_placed_ability_but_a_guardian_call_does() -> None:
    """R4.6.2: intercept is a move, not a placement; a call from hand to (GC) is one."""
    s = _ability_scenario()
    s.player(0).vanguard(GALLATIN)
    p1 = s.player(1).vanguard(GALLATIN).rear("RC_FL", "Bloody Hercules")
    p1.hand("Bloody Hercules", MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("intercept", card=h.iid(1, "RC_FL"))
    assert not h.events("ability_triggered")
    assert h.decision == "guard"
    h.act("guard", card="Bloody Hercules")
    triggered = h.events("ability_triggered")
    assert len(triggered) == 1 and triggered[0]["iid"] in h.game.players[1].guardians
    assert h.decision == "guard"  # the draw was played at the check timing after the call
    assert sorted(h.hand(1)) == sorted([MARRON, MARRON])


def test_r12_6_6_1_a_hits_a_rear_guard_ability_reads_the_hit_record() -> None:
    """The hit rear-guard is already in the drop zone when 'when this unit's attack hits a
    rear-guard' triggers; the recorded hit still tells what was hit. A vanguard hit does not
    trigger it."""
    s = _ability_scenario()
    s.player(0).vanguard("King of Sword").rear("RC_FL", "King of Sword").rear("RC_FR", GALLATIN)
    s.player(1).vanguard(GALLATIN).rear("RC_FR", MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert h.damage_count(1) == 1 and not h.events("ability_triggered")
    h.act("attack", card=h.iid(0, "RC_FL"), target=h.iid(1, "RC_FR"))
    assert MARRON in h.drop(1)
    retired = h.event_index("retired", reason="hit")
    assert retired < h.event_index("ability_triggered") < h.event_index("ability_played")
    assert len(h.hand(0)) == 2  # the vanguard's drive check and the ability's draw


def test_c4_the_shield_bonus_ends_when_the_guardians_leave_in_the_damage_step() -> None:
    """C4/R12.4.6: the shield counts only while the guardian is on (GC). A 'when this unit's
    attack hits' ability (optional, so the game waits) is played after the guardians left,
    still in the damage step of the battle: the attacked unit's power is its own again."""
    s = _ability_scenario()
    wiseman = "Oracle Guardian, Wiseman"
    s.player(0).vanguard(wiseman).rear("RC_BC", TRUMPETER).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=wiseman, target=GALLATIN)
    h.act("boost", card=TRUMPETER)
    h.act("guard", card=MARRON)  # 16000 vs 15000: hit
    assert h.decision == "use_ability" and h.deciding == 0
    assert h.game.step is Step.DAMAGE and h.game.battle is not None
    assert h.guardians(1) == [] and h.drop(1) == [MARRON]
    assert h.power(1, "VC") == 10000
    assert h.power(0, "VC") == 16000  # the boost lasts until the end of the battle
    h.act("yes")
    assert h.decision == "attack"
    assert h.power(0, "VC") == 10000
