"""R18 values and durations, R4.6.1/R19 cards leaving their place, R29 Q1 negative values.

Where a card effect would be needed (no card abilities exist yet), the effect is performed by
hand with the engine's own primitives while the game waits for a decision: `zones.retire`
(an effect retiring a unit), `zones.place` (an effect calling a card), `zones.ride` (a
superior ride), `flow._move` (an effect moving a unit, R17.8) and `Game.add_mod` (an effect
"gets +X until end of battle/turn").
"""

from __future__ import annotations

from vanguard.abilities.load import parse_abilities
from vanguard.cards import CardDatabase
from vanguard.engine import Circle
from vanguard.engine.constants import Duration, Stat
from vanguard.engine.flow import _move as move_unit
from vanguard.engine.zones import place, retire, ride
from vanguard.testing import Harness, Scenario

BRIGITTE = "Crimson Butterfly, Brigitte"  # G3 10000, no shield, Twin Drive!!
GALLATIN = "Knight of Silence, Gallatin"  # G2 10000, shield 5000
MARRON = "Little Sage, Marron"  # G1 8000, shield 5000 (the filler)
TRUMPETER = "Stardust Trumpeter"  # G0 6000, shield 10000
EPONA = "Bringer of Good Luck, Epona"  # Critical trigger

FILLER = [MARRON] * 12


def deck(*top: str) -> list[str]:
    return [*top, *FILLER]


def from_drop(h: Harness, player: int, iid: int, circle: str) -> None:
    """An effect calls `iid` from the drop zone to `circle` (a placement, R4.6.2)."""
    place(h.game, iid, Circle[circle], "superior_call")


# ---------------------------------------------------------------------------- R18.1, R18.2


def test_r18_1_current_power_is_printed_plus_modifiers_plus_boost_plus_shields() -> None:
    """Battle 1 gives a Critical trigger's +5000 to the later booster (a timed modifier on
    the booster, R18.1 fourth term). Battle 2: the rear-guard attacker carries its own +3000
    (an effect), is boosted by that booster, and the target is guarded."""
    s = Scenario()
    p0 = s.player(0).vanguard(BRIGITTE).rear("RC_FL", GALLATIN).rear("RC_BL", MARRON)
    p0.deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN).hand(TRUMPETER, MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    attacker, booster = h.iid(0, "RC_FL"), h.iid(0, "RC_BL")
    h.act("attack", card=BRIGITTE, target=GALLATIN)
    h.act("end_guard")
    h.act("trigger_power", card=booster)
    h.act("trigger_critical", card=BRIGITTE)
    h.game.add_mod(attacker, Stat.POWER, 3000, Duration.TURN)
    h.act("attack", card=attacker, target=GALLATIN)
    h.act("boost", card=booster)
    assert h.game.power(booster) == 8000 + 5000
    assert h.game.power(attacker) == 10000 + 3000 + (8000 + 5000)
    h.act("guard", card=TRUMPETER)
    h.act("guard", card=MARRON)
    assert h.power(1, "VC") == 10000 + 10000 + 5000
    h.act("end_guard")
    hit = h.events("hit")[-1]
    assert (hit["power"], hit["target_power"]) == (26000, 25000)


def test_r18_1_boost_and_shields_count_only_for_their_battle_roles() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).rear("RC_BL", MARRON)
    s.player(0).rear("RC_BC", TRUMPETER)
    s.player(1).vanguard(GALLATIN).rear("RC_FR", GALLATIN).hand(TRUMPETER, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("boost", card=TRUMPETER)
    h.act("guard", card=TRUMPETER)
    assert h.power(0, "VC") == 16000
    assert h.power(0, "RC_FL") == 10000  # not the boosted unit
    assert h.power(0, "RC_BC") == 6000  # the booster keeps its own power
    assert h.power(1, "VC") == 20000
    assert h.power(1, "RC_FR") == 10000  # not the attacked unit
    guardian = h.game.players[1].guardians[0]
    assert h.game.power(guardian) == 6000  # a guardian's shield is not its power


def test_r18_2_current_critical_is_original_plus_modifiers() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN).hand(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("end_guard")
    assert h.critical(0, "VC") == 1
    h.act("trigger_power", card=h.iid(0, "VC"))
    h.act("trigger_critical", card=h.iid(0, "VC"))
    assert h.critical(0, "VC") == 2
    h.game.add_mod(h.iid(0, "VC"), Stat.CRITICAL, 1, Duration.TURN)
    assert h.critical(0, "VC") == 3
    assert h.game.view(None)["players"][0]["field"]["VC"]["critical"] == 3


def test_r18_2_a_card_without_printed_shield_has_shield_zero() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(BRIGITTE).hand(BRIGITTE, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=h.iid(1, "VC"))
    h.act("guard", card=BRIGITTE)
    guardian = h.game.players[1].guardians[0]
    assert h.game.shield(guardian) == 0
    assert h.power(1, "VC") == 10000
    h.game.add_mod(guardian, Stat.SHIELD, 5000, Duration.BATTLE)  # an effect on the guardian
    assert h.power(1, "VC") == 15000  # the current shield counts (R12.4.6)


# ---------------------------------------------------------------------------- R18.6 durations


def test_r18_6_until_end_of_turn_lasts_through_the_battles_and_ends_in_the_end_phase() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(GALLATIN).hand(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    rear = h.iid(0, "RC_FL")
    h.game.add_mod(rear, Stat.POWER, 4000, Duration.TURN)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("end_guard")
    assert h.game.power(rear) == 14000  # survived a close step
    h.act("end_battle")
    assert h.game.turn == 4
    assert h.game.power(rear) == 10000


def test_r18_6_until_end_of_battle_ends_in_the_close_step() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(GALLATIN).hand(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    rear = h.iid(0, "RC_FL")
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.game.add_mod(rear, Stat.POWER, 4000, Duration.BATTLE)  # on a unit not in the battle
    assert h.game.power(rear) == 14000
    h.act("end_guard")
    assert h.decision == "attack"
    assert h.game.power(rear) == 10000


def test_r18_6_r4_6_1_an_effect_ends_when_its_card_changes_zone() -> None:
    """A rear-guard with a trigger bonus is retired and called back the same turn: it is a
    new card without the bonus (R4.6.1, R19.1)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN).hand(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    rear = h.iid(0, "RC_FL")
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("end_guard")
    h.act("trigger_power", card=rear)
    h.act("trigger_critical", card=rear)
    assert (h.game.power(rear), h.game.critical(rear)) == (15000, 2)
    retire(h.game, rear, "test")
    assert (h.game.power(rear), h.game.critical(rear)) == (10000, 1)
    from_drop(h, 0, rear, "RC_FL")
    assert (h.power(0, "RC_FL"), h.critical(0, "RC_FL")) == (10000, 1)
    assert not h.is_rested(0, "RC_FL")  # placed: enters standing (R4.5.1)


# ---------------------------------------------------------------------------- R19 leaving


def test_r19_1_a_unit_that_left_and_came_back_lost_its_battle_role() -> None:
    """The attacking rear-guard is retired and put back on the same circle during the guard
    step: it is a new card, not the attacker, so the attack cannot hit (R12.1.2)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(MARRON).hand(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    attacker = h.iid(0, "RC_FL")
    h.act("attack", card=attacker, target=h.iid(1, "VC"))
    retire(h.game, attacker, "test")
    from_drop(h, 0, attacker, "RC_FL")
    assert h.game.view(None)["battle"]["attacker"]["active"] is False
    h.act("end_guard")
    assert h.events("no_hit")[0]["reason"] == "left_circle"
    assert h.damage_count(1) == 0


def test_r19_3_1_attacker_leaves_the_battle_goes_on_without_a_hit() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FR", GALLATIN).rear("RC_BR", MARRON)
    s.player(1).vanguard(GALLATIN).hand(TRUMPETER, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "RC_FR"), target=h.iid(1, "VC"))
    h.act("boost", card=MARRON)
    h.act("guard", card=TRUMPETER)
    retire(h.game, h.iid(0, "RC_FR"), "test")
    assert h.game.power(h.iid(0, "RC_BR")) == 8000
    h.act("end_guard")
    steps = [e["step"] for e in h.events("step")]
    assert steps[-4:] == ["guard", "damage", "close", "start"]  # no drive step, no skipping
    assert h.damage_count(1) == 0
    assert h.guardians(1) == []
    assert h.decision == "attack"


def test_r19_3_1_vanguard_replaced_by_a_superior_ride_does_not_drive_or_hit() -> None:
    """R29 Q9 working behaviour: the new vanguard is not the attacker; no drive step, no hit."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).hand(BRIGITTE).deck(*deck(EPONA))
    s.player(1).vanguard(MARRON).hand(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    old = h.iid(0, "VC")
    h.act("attack", card=old, target=h.iid(1, "VC"))
    new = h.game.players[0].hand[0]
    ride(h.game, new, "superior_ride")
    assert h.soul(0) == [GALLATIN]
    h.act("end_guard")
    assert "drive" not in [e["step"] for e in h.events("step")]
    assert h.deck(0)[0] == EPONA
    assert h.events("no_hit")[0]["reason"] == "left_circle"
    assert h.damage_count(1) == 0


def test_r19_3_2_attacked_unit_leaves_no_hit_and_guardians_still_leave() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(GALLATIN).rear("RC_FR", MARRON).hand(TRUMPETER, MARRON)
    h = s.start(phase="battle", turn=3)
    target = h.iid(1, "RC_FR")
    h.act("attack", card=h.iid(0, "RC_FL"), target=target)
    h.act("guard", card=TRUMPETER)
    retire(h.game, target, "test")
    h.act("end_guard")
    assert h.events("no_hit")[0]["reason"] == "left_circle"
    assert h.guardians(1) == []
    assert sorted(h.drop(1)) == sorted([MARRON, TRUMPETER])
    assert h.unit(0, "RC_FL") is not None


def test_r19_3_3_booster_moved_the_boost_ends_and_both_lose_their_roles() -> None:
    """An effect exchanges the right column (R17.8): the booster comes forward, the attacker
    goes back. Both keep their identity but lose their battle roles (R12.1.2, R19.4)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FR", GALLATIN).rear("RC_BR", MARRON)
    s.player(1).vanguard(GALLATIN).hand(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    attacker, booster = h.iid(0, "RC_FR"), h.iid(0, "RC_BR")
    h.act("attack", card=attacker, target=h.iid(1, "VC"))
    h.act("boost", card=booster)
    assert h.game.power(attacker) == 18000
    move_unit(h.game, 0, booster, Circle.RC_FR)
    assert h.iid(0, "RC_FR") == booster and h.iid(0, "RC_BR") == attacker
    assert h.game.power(attacker) == 10000
    assert h.game.rested[attacker] and h.game.rested[booster]  # orientation kept (R4.5.2)
    h.act("end_guard")
    assert h.events("no_hit")[0]["reason"] == "left_circle"
    assert h.damage_count(1) == 0


def test_r19_3_4_a_guardian_that_leaves_the_gc_no_longer_adds_its_shield() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BC", TRUMPETER)
    s.player(1).vanguard(GALLATIN).hand(TRUMPETER, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("boost", card=TRUMPETER)
    h.act("guard", card=TRUMPETER)
    assert h.power(1, "VC") == 20000
    retire(h.game, h.game.players[1].guardians[0], "test")
    assert h.power(1, "VC") == 10000
    h.act("end_guard")
    hit = h.events("hit")[0]
    assert (hit["power"], hit["target_power"]) == (16000, 10000)
    assert h.damage_count(1) == 1


def test_r19_4_moved_rear_guard_keeps_its_modifiers_but_loses_its_battle_role() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(MARRON).hand(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    attacker = h.iid(0, "RC_FL")
    h.game.add_mod(attacker, Stat.POWER, 5000, Duration.TURN)
    h.act("attack", card=attacker, target=h.iid(1, "VC"))
    move_unit(h.game, 0, attacker, Circle.RC_BL)  # an effect moves it back
    assert h.iid(0, "RC_BL") == attacker
    assert h.game.power(attacker) == 15000  # same card: the modifier stays
    assert h.game.view(None)["battle"]["attacker"]["active"] is False
    h.act("end_guard")
    assert h.events("no_hit")[0]["reason"] == "left_circle"
    assert h.damage_count(1) == 0


def test_r12_1_2_a_battle_role_lost_by_moving_is_not_regained_by_moving_back() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(MARRON).hand(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    attacker = h.iid(0, "RC_FL")
    h.act("attack", card=attacker, target=h.iid(1, "VC"))
    move_unit(h.game, 0, attacker, Circle.RC_BL)
    move_unit(h.game, 0, attacker, Circle.RC_FL)
    h.act("end_guard")
    assert h.events("no_hit"), "the attacker stopped being the attacker when it moved"
    assert h.damage_count(1) == 0


# ---------------------------------------------------------------------------- R29 Q1


def test_r29_q1_negative_power_is_kept_exact_and_compared_exactly() -> None:
    """Q1 working behaviour: exact sums. Attacker -2000 vs target -1000 does not hit
    (clamping both to 0 would make it hit)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(GALLATIN).hand(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    attacker, target = h.iid(0, "RC_FL"), h.iid(1, "VC")
    h.game.add_mod(attacker, Stat.POWER, -12000, Duration.TURN)
    h.game.add_mod(target, Stat.POWER, -11000, Duration.TURN)
    assert (h.game.power(attacker), h.game.power(target)) == (-2000, -1000)
    h.act("attack", card=attacker, target=target)
    h.act("end_guard")
    miss = h.events("no_hit")[0]
    assert (miss["power"], miss["target_power"]) == (-2000, -1000)
    assert h.damage_count(1) == 0


def test_r29_q1_critical_of_zero_or_less_deals_no_damage() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).rear("RC_FR", GALLATIN)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="battle", turn=3)
    zero, negative = h.iid(0, "RC_FL"), h.iid(0, "RC_FR")
    h.game.add_mod(zero, Stat.CRITICAL, -1, Duration.TURN)
    h.game.add_mod(negative, Stat.CRITICAL, -3, Duration.TURN)
    assert (h.game.critical(zero), h.game.critical(negative)) == (0, -2)
    h.act("attack", card=zero, target=h.iid(1, "VC"))
    h.act("attack", card=negative, target=h.iid(1, "VC"))
    assert len(h.events("hit")) == 2
    assert not [e for e in h.events("check_revealed") if e["check"] == "damage"]
    assert h.damage_count(1) == 0 and h.damage_count(0) == 0


# ---------------------------------------------------------------------------- CONT values
#
# Test-only continuous abilities (ability data, not card text) on otherwise vanilla cards, in a
# database where no other card has any ability.

_CONT_ABILITIES = """
tough-boy:
  - kind: cont
    zones: [RC]
    static:
      - power: {amount: 2000, per: {zone: rear-guard}}
wonder-boy:
  - kind: cont
    zones: [VC, RC]
    if: [your_turn]
    static:
      - power: {amount: 3000}
"""


def _cont_scenario() -> Scenario:
    db = CardDatabase.load().with_abilities(parse_abilities(_CONT_ABILITIES, "test"))
    return Scenario(db=db)


def test_r18_4_continuous_power_is_read_anew_and_flows_through_the_boost() -> None:
    """R18.1 second and fourth terms, R18.4, C5: the booster's continuous bonus counts for the
    boosted attacker, and when a rear-guard leaves both values drop at once."""
    s = _cont_scenario()
    p0 = s.player(0).vanguard(GALLATIN).rear("RC_BC", "Tough Boy")
    p0.rear("RC_FL", MARRON).rear("RC_FR", MARRON)
    s.player(1).vanguard(GALLATIN).hand(TRUMPETER, MARRON)
    h = s.start(phase="battle", turn=3)
    assert h.power(0, "RC_BC") == 8000 + 3 * 2000
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("boost", card="Tough Boy")
    assert h.power(0, "VC") == 10000 + 14000
    retire(h.game, h.iid(0, "RC_FL"), "test")
    assert h.power(0, "RC_BC") == 12000
    assert h.power(0, "VC") == 22000
    h.act("guard", card=TRUMPETER)
    h.act("end_guard")
    hit = h.events("hit")[0]
    assert (hit["power"], hit["target_power"]) == (22000, 20000)


def test_r18_6_during_your_turn_applies_only_in_its_masters_turn() -> None:
    s = _cont_scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", "Wonder Boy")
    s.player(1).vanguard(GALLATIN).rear("RC_FR", "Wonder Boy")
    h = s.start(phase="battle", turn=3)
    assert (h.power(0, "RC_FL"), h.power(1, "RC_FR")) == (11000, 8000)
    h.act("attack", card=h.iid(0, "RC_FL"), target=h.iid(1, "VC"))
    assert h.events("hit")[0]["power"] == 11000
    h.act("end_battle")
    assert h.game.turn == 4 and h.game.turn_player == 1
    assert (h.power(0, "RC_FL"), h.power(1, "RC_FR")) == (8000, 11000)
