"""R14 trigger checks: the procedure, the clan condition, the four Classic triggers, duration.

Positions use vanilla units; the trigger units used are vanilla too except the Heal triggers
("Yggdrasil Maiden, Elaine", "Dragon Monk, Genjo"), whose only printed line is the deck
building limit on Heal cards. Mixed-clan boards are built directly in the scenario (the harness
applies no deck rules).
"""

from __future__ import annotations

from vanguard.abilities.load import parse_abilities
from vanguard.cards import CardDatabase
from vanguard.engine import LossReason
from vanguard.engine.constants import Step
from vanguard.testing import Harness, Scenario

# Royal Paladin
BRIGITTE = "Crimson Butterfly, Brigitte"  # G3 Twin Drive!! (see test_battle.py)
GALLATIN = "Knight of Silence, Gallatin"  # G2 10000 Intercept
MARRON = "Little Sage, Marron"  # G1 8000 (the filler)
TRUMPETER = "Stardust Trumpeter"  # G0 6000, shield 10000
EPONA = "Bringer of Good Luck, Epona"  # Critical
GOVANNON = "Weapons Dealer, Govannon"  # Draw
FLOGAL = "Flogal"  # Stand
ELAINE = "Yggdrasil Maiden, Elaine"  # Heal
# Kagero
NEHALEM = "Dragon Knight, Nehalem"  # G2 10000 Intercept
BAHR = "Embodiment of Armor, Bahr"  # G1 8000
TAHR = "Embodiment of Spear, Tahr"  # Critical
MONICA = "Dragon Dancer, Monica"  # Draw

FILLER = [MARRON] * 12


def deck(*top: str) -> list[str]:
    return [*top, *FILLER]


def kinds(h: Harness, viewer: int | None = None) -> list[str]:
    return [e["kind"] for e in h.game.events_for(viewer)]


def trigger_zone(h: Harness, player: int) -> str | None:
    card = h.game.view(None)["players"][player]["trigger_zone"]
    return None if card is None else card["card"]


def damage_iids(h: Harness, player: int) -> list[int]:
    return list(h.game.players[player].damage)


# ---------------------------------------------------------------------------- R14.1 procedure


def test_r14_1_checked_card_is_revealed_to_both_players() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(*deck(TRUMPETER))
    s.player(1).vanguard(GALLATIN).deck(*deck(GALLATIN))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    for viewer in (0, 1, None):
        revealed = [e for e in h.game.events_for(viewer) if e["kind"] == "check_revealed"]
        assert [(e["player"], e["check"], e["card"]) for e in revealed] == [
            (0, "drive", "stardust-trumpeter"),
            (1, "damage", "knight-of-silence-gallatin"),
        ]


def test_r14_1_checked_card_waits_in_the_trigger_zone_while_its_trigger_resolves() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert h.decision == "trigger_power" and h.game.step is Step.DRIVE
    assert trigger_zone(h, 0) == "bringer-of-good-luck-epona"  # public: spectators see it
    assert EPONA not in h.hand(0) and h.deck(0)[0] == MARRON
    h.act("trigger_power", card=h.iid(0, "VC"))
    assert trigger_zone(h, 0) == "bringer-of-good-luck-epona"  # between the two parts
    h.act("trigger_critical", card=h.iid(0, "VC"))
    assert trigger_zone(h, 0) is None
    assert EPONA in h.hand(0)


def test_r14_1_procedure_order_reveal_trigger_effect_then_the_card_moves() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN).deck(*deck(EPONA))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    log = [k for k in kinds(h) if k != "forced_choice"]
    drive = log.index("check_revealed")
    assert log[drive : drive + 5] == [
        "check_revealed",
        "trigger",
        "power_changed",
        "critical_changed",
        "drive_to_hand",
    ]
    damage = log.index("check_revealed", drive + 1)
    assert log[damage : damage + 5] == [
        "check_revealed",
        "trigger",
        "power_changed",
        "critical_changed",
        "damage_taken",
    ]


# ---------------------------------------------------------------------------- R14.2 clan


def test_r14_2_1_a_rear_guard_of_the_clan_enables_the_trigger() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)  # keeps the turn going
    s.player(1).vanguard(NEHALEM).rear("RC_BL", MARRON).deck(*deck(EPONA))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert h.decision == "trigger_power" and h.deciding == 1
    assert len(h.events("trigger")) == 1
    h.act("trigger_power", card=h.iid(1, "VC"))
    h.act("trigger_critical", card=h.iid(1, "VC"))
    assert h.power(1, "VC") == 15000


def test_c15_a_guardian_does_not_enable_the_trigger() -> None:
    """C15: the only unit of the checked card's clan is on (GC): no trigger effect."""
    s = Scenario()
    s.player(0).vanguard(BRIGITTE).rear("RC_BC", TRUMPETER)
    s.player(1).vanguard(NEHALEM).hand(MARRON).deck(*deck(EPONA))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BRIGITTE, target=NEHALEM)
    h.act("boost", card=TRUMPETER)
    h.act("guard", card=MARRON)  # a Royal Paladin guardian; 16000 vs 15000 hits
    assert h.events("check_revealed")[-1]["card"] == "bringer-of-good-luck-epona"
    assert not h.events("trigger")
    assert h.damage(1) == [(EPONA, True)]
    assert not [e for e in h.events("power_changed") if e["player"] == 1]


def test_r14_2_3_clan_mismatch_in_a_drive_check_no_effect_and_card_to_hand() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON).deck(*deck(MONICA))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert not h.events("trigger")
    assert h.hand(0) == [MONICA]  # no card drawn by the Draw icon
    assert h.events("hit")[0]["power"] == 10000
    assert h.damage_count(1) == 1


def test_r14_2_3_clan_mismatch_in_a_damage_check_no_effect_and_card_to_damage() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(NEHALEM).rear("RC_FL", BAHR).deck(*deck(EPONA))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=NEHALEM)
    assert not h.events("trigger")
    assert h.damage(1) == [(EPONA, True)]
    assert h.power(1, "VC") == 10000 and h.critical(1, "VC") == 1
    assert h.decision == "attack" and h.deciding == 0


def test_r30_2_4_triggers_ignore_clan_variant_removes_the_clan_condition() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(NEHALEM).rear("RC_FL", BAHR).deck(*deck(EPONA))
    h = s.start(phase="battle", turn=3, variants=("triggers_ignore_clan",))
    h.act("attack", card=h.iid(0, "VC"), target=NEHALEM)
    assert len(h.events("trigger")) == 1
    h.act("trigger_power", card=NEHALEM)
    h.act("trigger_critical", card=NEHALEM)
    assert h.power(1, "VC") == 15000 and h.critical(1, "VC") == 2
    assert h.damage(1) == [(EPONA, True)]


def test_r14_2_2_the_effect_may_go_to_a_unit_of_another_clan() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", NEHALEM).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=GALLATIN)
    h.act("trigger_power", card=NEHALEM)
    h.act("trigger_critical", card=NEHALEM)
    assert h.power(0, "RC_FL") == 15000 and h.critical(0, "RC_FL") == 2


# ---------------------------------------------------------------------------- R14.3 triggers


def test_r14_3_power_part_may_go_to_any_of_your_units_and_cannot_be_refused() -> None:
    """R14.3, R14.3.3: every unit (front and back row) is offered; there is no 'decline'."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).rear("RC_BR", TRUMPETER)
    s.player(0).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    options = h.options()
    assert all(a.kind == "trigger_power" for a in options)
    assert {a.card for a in options} == {h.iid(0, c) for c in ("VC", "RC_FL", "RC_BR")}
    assert options[0].card == h.iid(0, "VC")  # the vanguard is proposed first
    h.act("trigger_power", card=TRUMPETER)
    assert h.power(0, "RC_BR") == 6000 + 5000


def test_r14_3_2_a_guardian_may_receive_the_trigger_bonuses() -> None:
    s = Scenario()
    s.player(0).vanguard(BRIGITTE).rear("RC_BC", TRUMPETER)
    s.player(1).vanguard(GALLATIN).hand(MARRON).deck(*deck(EPONA))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BRIGITTE, target=GALLATIN)
    h.act("boost", card=TRUMPETER)
    h.act("guard", card=MARRON)  # 16000 vs 15000: hit
    guardian = h.game.players[1].guardians[0]
    assert guardian in {a.card for a in h.options("trigger_power")}
    h.act("trigger_power", card=guardian)
    assert h.game.power(guardian) == 8000 + 5000
    assert guardian in {a.card for a in h.options("trigger_critical")}
    h.act("trigger_critical", card=guardian)
    assert h.power(1, "VC") == 10000  # nothing went to the vanguard
    assert MARRON in h.drop(1)


def test_r14_3_critical_may_go_to_a_different_unit_than_the_power() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN).hand(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("end_guard")
    h.act("trigger_power", card=h.iid(0, "RC_FL"))
    h.act("trigger_critical", card=h.iid(0, "VC"))
    assert (h.power(0, "RC_FL"), h.critical(0, "RC_FL")) == (15000, 1)
    assert (h.power(0, "VC"), h.critical(0, "VC")) == (10000, 2)
    assert h.damage_count(1) == 2


def test_r14_3_draw_trigger_draws_one_card_hidden_from_the_opponent() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(*deck(GOVANNON, TRUMPETER, GALLATIN))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert sorted(h.hand(0)) == sorted([GOVANNON, TRUMPETER])
    assert h.deck(0)[0] == GALLATIN
    own = [e for e in h.game.events_for(0) if e["kind"] == "drew" and e["player"] == 0]
    theirs = [e for e in h.game.events_for(1) if e["kind"] == "drew" and e["player"] == 0]
    assert [e["count"] for e in own] == [1] and own[0]["cards"][0]["card"] == "stardust-trumpeter"
    assert [e["count"] for e in theirs] == [1] and "cards" not in theirs[0]  # R12.5.5, R22.3
    assert h.events("hit")[0]["power"] == 15000


def test_r14_3_stand_trigger_stands_a_resting_rear_guard() -> None:
    s = Scenario()
    p0 = s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN, rested=True)
    p0.rear("RC_BL", MARRON, rested=True).rear("RC_FR", GALLATIN).deck(*deck(FLOGAL))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("trigger_power", card=h.iid(0, "VC"))
    assert h.decision == "trigger_stand"
    assert {a.card for a in h.options()} == {h.iid(0, "RC_FL"), h.iid(0, "RC_BL")}
    h.act("trigger_stand", card=h.iid(0, "RC_BL"))
    assert not h.is_rested(0, "RC_BL")
    assert h.is_rested(0, "RC_FL")
    assert h.is_rested(0, "VC")  # the vanguard is not a rear-guard


def test_r14_3_stand_trigger_without_a_resting_rear_guard_only_gives_power() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(*deck(FLOGAL))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert len(h.events("trigger")) == 1
    assert not h.events("stood")
    assert h.events("hit")[0]["power"] == 15000


def test_r14_3_stand_trigger_in_a_damage_check_stands_the_defenders_rear_guard() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN).rear("RC_FR", GALLATIN, rested=True).deck(*deck(FLOGAL))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("end_guard")
    h.act("trigger_power", card=h.iid(1, "VC"))
    assert not h.is_rested(1, "RC_FR")
    assert h.damage(1) == [(FLOGAL, True)]


def test_r14_3_heal_when_own_damage_equals_the_opponents() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).damage(MARRON, TRUMPETER).deck(*deck(ELAINE))
    s.player(1).vanguard(GALLATIN).damage(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert h.decision == "heal" and h.deciding == 0
    assert {a.card for a in h.options()} == set(damage_iids(h, 0))
    h.act("heal", card=TRUMPETER)
    assert h.damage(0) == [(MARRON, True)]
    assert h.drop(0) == [TRUMPETER]
    assert h.events("healed")[0]["damage"] == 1
    assert ELAINE in h.hand(0)


def test_r14_3_no_heal_when_own_damage_is_lower() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).damage(MARRON).deck(*deck(ELAINE))
    s.player(1).vanguard(GALLATIN).damage(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert len(h.events("trigger")) == 1
    assert not h.events("healed")
    assert h.damage_count(0) == 1
    assert h.events("hit")[0]["power"] == 15000  # the power part still applies


def test_r14_3_heal_may_choose_a_face_down_damage_card() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    p1 = s.player(1).vanguard(GALLATIN).damage(MARRON).damage(TRUMPETER, face_down=True)
    p1.deck(*deck(ELAINE))
    s.player(0).damage(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    face_down = damage_iids(h, 1)[1]
    assert h.game.face_down[face_down]
    assert face_down in {a.card for a in h.options("heal")}
    h.act("heal", card=face_down)
    assert h.drop(1) == [TRUMPETER]
    assert not h.game.face_down[face_down]  # public again in the drop zone
    assert h.events("healed")[0]["face_down"] is True
    assert h.damage(1) == [(MARRON, True), (ELAINE, True)]


def test_r14_3_1_the_checked_card_is_not_counted_for_the_heal_comparison() -> None:
    """Defender 3, attacker 4: with the checked card counted it would be 4 >= 4."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).damage(MARRON, MARRON, MARRON, MARRON)
    s.player(1).vanguard(GALLATIN).damage(MARRON, MARRON, MARRON).deck(*deck(ELAINE))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert len(h.events("trigger")) == 1
    assert not h.events("healed")
    assert h.damage_count(1) == 4


def test_r14_3_1_heal_with_an_empty_damage_zone_does_nothing() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(*deck(ELAINE))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert len(h.events("trigger")) == 1  # 0 >= 0, but nothing to heal
    assert not h.events("healed")
    assert h.damage_count(0) == 0 and h.drop(0) == []


def test_r1_4_1_heal_at_the_sixth_damage_survives_even_healing_a_face_down_card() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).damage(MARRON, MARRON, MARRON, MARRON)
    p1 = s.player(1).vanguard(GALLATIN).damage(MARRON, MARRON, MARRON)
    p1.damage(TRUMPETER, TRUMPETER, face_down=True).deck(*deck(ELAINE))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert h.decision == "heal"  # 5 >= 4: the checked card (the 6th) is in the trigger zone
    h.act("heal", card=damage_iids(h, 1)[4])
    assert h.game.result is None
    assert h.damage_count(1) == 5
    assert h.damage(1)[-1] == (ELAINE, True)


def test_r14_3_1_the_heal_comparison_counts_earlier_checks_of_the_same_series() -> None:
    """Like E2 one damage lower: defender 3, attacker 4, critical 2."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).damage(MARRON, MARRON, MARRON, MARRON).deck(*deck(EPONA))
    p1 = s.player(1).vanguard(GALLATIN).damage(TRUMPETER, TRUMPETER, TRUMPETER)
    p1.deck(*deck(MARRON, ELAINE))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))  # critical 2 from the drive
    assert h.decision == "heal"  # 4 >= 4 after the first check
    assert h.damage_count(1) == 4
    h.act("heal", card=damage_iids(h, 1)[0])
    assert h.damage(1) == [(TRUMPETER, True), (TRUMPETER, True), (MARRON, True), (ELAINE, True)]


# ---------------------------------------------------------------------------- R14.4 duration


def test_r14_4_trigger_bonuses_last_until_end_of_turn() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN).hand(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    rear = h.iid(0, "RC_FL")
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("end_guard")
    h.act("trigger_power", card=rear)
    h.act("trigger_critical", card=rear)
    assert h.decision == "attack"  # the next battle: the bonus is still there
    assert (h.game.power(rear), h.game.critical(rear)) == (15000, 2)
    h.act("attack", card=rear, target=h.iid(1, "VC"))
    h.act("end_guard")
    assert h.events("hit")[-1]["power"] == 15000
    assert h.damage_count(1) == 3
    assert h.game.turn == 4  # nothing could attack any more; after the end phase (R13.2)
    assert (h.game.power(rear), h.game.critical(rear)) == (10000, 1)


def test_r14_4_a_damage_check_trigger_helps_against_later_attacks_that_turn() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(GALLATIN).rear("RC_FR", GALLATIN).deck(*deck(EPONA))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("end_guard")
    h.act("trigger_power", card=h.iid(1, "VC"))  # the defender's own vanguard
    h.act("trigger_critical", card=h.iid(1, "VC"))
    assert h.power(1, "VC") == 15000
    h.act("attack", card=h.iid(0, "RC_FL"), target=h.iid(1, "VC"))
    h.act("end_guard")
    miss = h.events("no_hit")[-1]
    assert (miss["power"], miss["target_power"]) == (10000, 15000)
    assert h.damage_count(1) == 1
    assert h.game.turn == 4  # the turn ended: the bonus is gone
    assert (h.power(1, "VC"), h.critical(1, "VC")) == (10000, 1)


def test_r14_1_step_3_abilities_triggered_by_a_check_are_played_inside_it() -> None:
    """A test-only ability ('when this unit's drive check reveals a grade 0 card, draw 1')
    is played at the check timing of R14.1 step 3: after the reveal, before the checked card
    goes to the hand and before the next check reveals anything."""
    text = """
monster-frank:
  - kind: auto
    zones: [VC]
    when: {drive_reveals: {grade: 0}}
    do: [{draw: 1}]
"""
    db = CardDatabase.load().with_abilities(parse_abilities(text, "test"))
    s = Scenario(db=db)
    s.player(0).vanguard("Monster Frank").deck(*deck(TRUMPETER, GALLATIN, MARRON))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card="Monster Frank", target=GALLATIN)
    log = [(e["kind"], e.get("card")) for e in h.game.events_for(0)]
    revealed = log.index(("check_revealed", "stardust-trumpeter"))
    played = next(n for n, (kind, _) in enumerate(log) if kind == "ability_played")
    to_hand = log.index(("drive_to_hand", "stardust-trumpeter"))
    second = [n for n, (kind, _) in enumerate(log) if kind == "check_revealed"][1]
    assert revealed < played < to_hand < second
    # The ability drew Gallatin, so the second check revealed the card under it.
    assert [card for kind, card in log if kind == "check_revealed"][:2] == [
        "stardust-trumpeter",
        "little-sage-marron",
    ]
    assert sorted(h.hand(0)) == sorted([TRUMPETER, GALLATIN, MARRON])


def test_r14_1_step_3_deck_out_inside_a_drive_check_ends_the_game_before_the_next_check() -> None:
    s = Scenario()
    s.player(0).vanguard(BRIGITTE).deck(TRUMPETER)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BRIGITTE, target=GALLATIN)
    result = h.game.result
    assert result is not None and result.losers == {0: LossReason.DECK_OUT}
    assert len(h.events("check_revealed")) == 1  # Twin Drive!!, but one check only
    assert not h.events("drive_to_hand")  # the game ended inside the check (step 3)
    assert h.damage_count(1) == 0
