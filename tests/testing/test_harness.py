"""The scenario harness itself (docs/TESTING.md): positions it builds, including inside a
battle and before the mulligan; `run_until`, `reject`, `mark`/`events_since` and
`restrictions`. Each test also rules on the game (the rules cited), so a harness that built
the wrong position would fail here."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from vanguard.engine import Action, ActionKind, IllegalCode, Step
from vanguard.testing import Scenario, ScenarioError

TRUMPETER = "Stardust Trumpeter"  # RP grade 0, Boost, shield 10000
MARRON = "Little Sage, Marron"  # RP grade 1, Boost, shield 5000, vanilla
GALLATIN = "Knight of Silence, Gallatin"  # RP grade 2, Intercept, vanilla
ISEULT = "Flash Shield, Iseult"  # RP grade 1 Sentinel: "cannot be hit" this battle
BAHR = "Embodiment of Armor, Bahr"  # Kagero grade 1, Boost, vanilla
NEHALEM = "Dragon Knight, Nehalem"  # Kagero grade 2, Intercept, vanilla
UNDEUX = "Lizard Runner, Undeux"  # Kagero grade 0, Boost
BRUTAL_JACK = "Brutal Jack"  # Nova Grappler grade 2, Restraint


def _in_battle(*, guardians: tuple[str, ...] = (), booster: bool = True) -> Scenario:
    """Player 0's Nehalem (boosted by Bahr) attacks player 1's Gallatin, turn 3."""
    s = Scenario()
    s.player(0).vanguard(NEHALEM).rear("RC_BC", BAHR)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", GALLATIN).hand(ISEULT, MARRON)
    s.player(1).guardians(*guardians)
    s.battle(attacker="VC", target="VC", booster="RC_BC" if booster else None)
    return s


# ---------------------------------------------------------------------------- mid-battle


def test_r12_4_a_battle_can_start_at_the_guard_step_with_guardians_already_called() -> None:
    """R12.1.1 roles, R12.4 guard step, R18.1: the target's power counts the shields of the
    guardians already on (GC), the attacker's the booster's power."""
    h = _in_battle(guardians=(TRUMPETER, MARRON)).start(phase="battle", step="guard")
    g = h.game
    assert (g.phase.value, g.step) == ("battle", Step.GUARD)
    assert h.decision == "guard" and h.deciding == 1
    assert h.guardians(1) == [TRUMPETER, MARRON]
    assert all(g.rested[i] for i in g.players[1].guardians)  # R4.5.3
    assert h.is_rested(0, "VC") and h.is_rested(0, "RC_BC")  # R12.3.3, R12.3.6
    assert h.power(1, "VC") == 10000 + 10000 + 5000
    assert h.power(0, "VC") == 10000 + 8000
    h.act("end_guard")
    assert h.damage_count(1) == 0  # 18000 < 25000: no hit (R12.6.2)
    assert h.guardians(1) == [] and set(h.drop(1)) == {TRUMPETER, MARRON}  # R12.6.5


def test_r12_3_6_a_battle_can_start_right_after_the_attack_with_the_boost_to_come() -> None:
    h = _in_battle(booster=False).start(phase="battle", step="attack")
    assert h.decision == "boost" and h.game.step is Step.ATTACK
    assert not h.is_rested(0, "RC_BC")
    h.act("boost", card=BAHR)
    assert h.is_rested(0, "RC_BC") and h.power(0, "VC") == 18000
    assert h.decision == "guard"


def test_r12_6_a_battle_can_start_at_the_damage_step() -> None:
    """R12.6.2: equal or greater power hits; the damage check happens with no decision."""
    s = Scenario()
    s.player(0).vanguard(NEHALEM).rear("RC_BC", BAHR).rear("RC_FL", NEHALEM)
    s.player(1).vanguard(GALLATIN)
    s.battle(attacker="VC", target="VC", booster="RC_BC")
    h = s.start(phase="battle", step="damage")
    assert h.damage_count(1) == 1
    assert h.decision == "attack"  # the next attack's start step (R12.7)
    assert h.game.battle is None
    assert h.can("attack", card=h.iid(0, "RC_FL"))


def test_r12_4_7_a_rear_guard_attacker_has_no_drive_step() -> None:
    s = Scenario()
    s.player(0).vanguard(NEHALEM).rear("RC_FL", NEHALEM)
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    s.battle(attacker="RC_FL", target="VC")
    h = s.start(phase="battle", step="guard")
    mark = h.mark()
    h.act("end_guard")
    assert [e["step"] for e in h.events_since(mark, "step")] == ["damage", "close", "start"]


@pytest.mark.parametrize(
    ("build", "problem"),
    [
        (lambda s: s.battle("VC", "VC"), "needs start"),
        (lambda s: s.player(1).guardians(MARRON), "guardians"),
        (lambda s: s.battle("RC_BC", "VC"), "front row"),
        (lambda s: s.battle("VC", "VC", booster="RC_BL"), "behind the attacker"),
        (lambda s: s.battle("RC_FR", "VC"), "empty"),
    ],
)
def test_a_battle_that_cannot_be_is_refused(
    build: Callable[[Scenario], object], problem: str
) -> None:
    s = Scenario()
    s.player(0).vanguard(NEHALEM).rear("RC_BC", BAHR)
    s.player(1).vanguard(GALLATIN)
    build(s)
    step = None if problem in ("needs start", "guardians") else "guard"
    with pytest.raises(ScenarioError, match=problem):
        s.start(phase="battle", step=step)


def test_guardians_belong_to_the_defender_during_guard_drive_or_damage() -> None:
    s = _in_battle()
    s.player(0).guardians(MARRON)
    with pytest.raises(ScenarioError, match="only the defender"):
        s.start(phase="battle", step="guard")
    with pytest.raises(ScenarioError, match="only the defender"):
        _in_battle(guardians=(MARRON,)).start(phase="battle", step="close")


# ---------------------------------------------------------------------------- setup


def test_r6_6_setup_starts_at_the_mulligan_with_hand_and_deck_as_set() -> None:
    """R6.2-R6.6: face-down first vanguards, the hand and deck order as written; the first
    player mulligans first (R2.4), returned cards go under the deck and the top is drawn."""
    s = Scenario()
    s.player(0).vanguard(TRUMPETER).hand(MARRON, GALLATIN).deck(ISEULT, BAHR, MARRON)
    s.player(1).vanguard(UNDEUX).hand(BAHR).deck(NEHALEM)
    h = s.start(phase="setup", turn_player=1)
    g = h.game
    assert h.decision == "mulligan" and h.deciding == 1
    assert g.face_down[h.iid(0, "VC")] and g.face_down[h.iid(1, "VC")]
    assert h.hand(0) == [MARRON, GALLATIN] and h.deck(0) == [ISEULT, BAHR, MARRON]
    h.act("mulligan", cards=[])
    h.act("mulligan", cards=[GALLATIN])
    assert sorted(h.hand(0)) == sorted([MARRON, ISEULT])  # the top card was drawn
    assert GALLATIN in h.deck(0)
    assert not g.face_down[h.iid(0, "VC")]  # R6.7 stand up
    assert g.turn == 1 and g.turn_player == 1


def test_r30_13_1_setup_start_plays_the_cr119_mulligan() -> None:
    """R30.13.1 through the harness: the returned card is shuffled in before the draw."""
    s = Scenario(seed=3)
    s.player(0).vanguard(TRUMPETER).hand(GALLATIN).deck(ISEULT)
    s.player(1).vanguard(UNDEUX)
    h = s.start(phase="setup", variants=("mulligan_cr119",))
    mark = h.mark()
    h.act("mulligan", cards=[GALLATIN])
    assert [e["kind"] for e in h.events_since(mark)][:3] == ["mulligan", "shuffled", "drew"]
    assert sorted(h.hand(0) + h.deck(0)) == sorted([GALLATIN, ISEULT])


def test_setup_takes_no_field_beyond_the_first_vanguard() -> None:
    s = Scenario()
    s.player(0).vanguard(TRUMPETER).rear("RC_FL", MARRON)
    s.player(1).vanguard(UNDEUX)
    with pytest.raises(ScenarioError, match="at setup only"):
        s.start(phase="setup")


# ---------------------------------------------------------------------------- run_until


def test_r12_run_until_stops_where_a_step_begins_even_without_a_decision() -> None:
    """R12.6: at the beginning of the damage step the hit is not yet decided and the
    guardian is still there; the next decision carries on from exactly there."""
    s = Scenario()
    s.player(0).vanguard(NEHALEM).rear("RC_BC", BAHR).rear("RC_FL", NEHALEM)
    s.player(1).vanguard(GALLATIN).hand(MARRON, MARRON)
    h = s.start(phase="main", turn=3)
    h.run_until("start")
    assert h.decision == "attack"  # asked at the battle's start step (R12.2)
    h.act("attack", card=h.iid(0, "VC"), target=GALLATIN)
    h.act("boost", card=BAHR)
    h.act("guard", card=MARRON)
    h.run_until("damage")
    g = h.game
    assert g.step is Step.DAMAGE and g.battle is not None and g.battle.hit is None
    assert h.guardians(1) == [MARRON]  # R12.6.5: they leave after the damage processing
    assert h.power(1, "VC") == 15000 and h.power(0, "VC") == 18000
    assert g.legal_actions() == []  # stopped between two decisions
    assert h.decision == "attack"  # reading the decision carries on
    assert h.guardians(1) == [] and h.damage_count(1) == 1


def test_r7_run_until_a_phase_of_a_later_turn_passes_on_the_way() -> None:
    s = Scenario()
    s.player(0).vanguard(NEHALEM).deck(*[BAHR] * 5)
    s.player(1).vanguard(GALLATIN).deck(*[MARRON] * 5)
    h = s.start(phase="main", turn=3)
    h.run_until("draw", turn=4)
    assert (h.game.turn, h.game.turn_player, h.game.phase.value) == (4, 1, "draw")
    assert len(h.hand(1)) == 0  # stopped before the draw of R9.2
    h.run_until("main")
    assert len(h.hand(1)) == 1 and h.decision == "main"


def test_run_until_passes_only_decisions_that_have_a_nothing_more_option() -> None:
    """A "you may" ability (R16.3.3) is a real choice: run_until stops the test there."""
    h = _in_battle().start(phase="battle", step="guard")
    h.act("guard", card=ISEULT)
    assert h.decision == "use_ability"
    with pytest.raises(ScenarioError, match="cannot pass the 'use_ability' decision"):
        h.run_until("damage")
    with pytest.raises(ScenarioError, match="unknown step"):
        h.run_until("second main")
    h.act("no")
    h.run_until("end")
    assert h.game.phase.value == "end" and h.game.turn == 3


# ---------------------------------------------------------------------------- reject


def test_r20_1_reject_checks_the_code_and_that_nothing_changed() -> None:
    """R20.1, R20.3: a grade 2 card cannot be ridden on a grade 0 vanguard (RIDE_GRADE)."""
    s = Scenario()
    s.player(0).vanguard(TRUMPETER).hand(GALLATIN, MARRON)
    s.player(1).vanguard(UNDEUX)
    h = s.start(phase="ride", turn=3)
    error = h.reject("ride", IllegalCode.RIDE_GRADE, card=GALLATIN)
    assert error.code is IllegalCode.RIDE_GRADE
    h.reject("end_main", "WRONG_PHASE")
    h.reject(Action(ActionKind.SKIP_RIDE, 1), "NOT_YOUR_DECISION")
    with pytest.raises(ScenarioError, match="was accepted"):
        h.reject("ride", "RIDE_GRADE", card=MARRON)
    assert h.hand(0) == [GALLATIN]  # the legal ride happened
    with pytest.raises(ScenarioError, match="not RIDE_GRADE"):
        h.reject("call", "RIDE_GRADE", card=GALLATIN, circle="RC_FL")
    with pytest.raises(ScenarioError, match="unknown illegal-action code"):
        h.reject("call", "NO_SUCH_CODE", card=GALLATIN, circle="RC_FL")


def test_r12_4_reject_inside_a_battle() -> None:
    """R12.4.4: the unit being attacked cannot intercept (BAD_INTERCEPT)."""
    s = Scenario()
    s.player(0).vanguard(NEHALEM)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", GALLATIN).hand(MARRON)
    s.battle(attacker="VC", target="RC_FL")
    h = s.start(phase="battle", step="guard")
    h.reject("intercept", "BAD_INTERCEPT", card=h.iid(1, "RC_FL"))


# ---------------------------------------------------------------------------- events


def test_mark_and_events_since_list_what_happened_after_the_mark() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).hand(MARRON, MARRON)
    s.player(1).vanguard(UNDEUX)
    h = s.start(phase="main", turn=3)
    mark = h.mark()
    assert h.events_since(mark) == []
    h.act("call", card=MARRON, circle="RC_FL")
    called = h.events_since(mark, "called")
    assert [(e["card"], e["circle"]) for e in called] == [("little-sage-marron", "RC_FL")]
    later = h.mark()
    h.act("end_main")
    assert "main_phase_ended" in [e["kind"] for e in h.events_since(later)]
    assert "called" not in [e["kind"] for e in h.events_since(later)]
    assert h.events_since(mark, "called", viewer=1) == called


# ---------------------------------------------------------------------------- restrictions


def test_r16_restraint_is_a_continuous_restriction_until_it_is_lost() -> None:
    """Restraint (CONT): cannot attack (R16.1.3); the ACT loses it for the turn (R18.5)."""
    s = Scenario()
    s.player(0).vanguard(BRUTAL_JACK).rear("RC_FL", BRUTAL_JACK).damage(MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    assert h.restrictions(0, "RC_FL") == {"cannot_attack": None}
    h.act("activate", card=h.iid(0, "RC_FL"), choice=1)  # Counter Blast 1: the only card
    assert h.damage(0) == [(MARRON, False)]
    assert h.restrictions(0, "RC_FL") == {"no_restraint": "turn"}
    assert h.restrictions(0, "VC") == {"cannot_attack": None}
    assert h.restrictions(1, "VC") == {}


def test_r12_6_2_a_perfect_guard_makes_the_attacked_unit_impossible_to_hit() -> None:
    """Flash Shield, Iseult: called to (GC), discard a Royal Paladin: the attacked unit
    cannot be hit this battle — readable as a restriction until the end of the battle."""
    h = _in_battle().start(phase="battle", step="guard")
    h.act("guard", card=ISEULT)
    h.act("yes")  # the only Royal Paladin in hand is discarded, the only attacked unit chosen
    assert h.drop(1) == [MARRON]
    assert h.restrictions(1, "VC") == {"cannot_be_hit": "battle"}
    h.act("end_guard")
    assert h.damage_count(1) == 0
    assert h.restrictions(1, "VC") == {}  # R12.7.2: it ended with the battle
