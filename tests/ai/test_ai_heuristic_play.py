"""The heuristic plays like a sensible beginner: each test is one situation and the decision
a careful new player makes in it."""

from __future__ import annotations

from ai_games import guard_scenario

from vanguard.ai.heuristic import HeuristicAgent
from vanguard.engine import Action, ActionKind
from vanguard.testing import Harness, Scenario


def decide(h: Harness) -> Action:
    player = h.deciding
    assert player is not None
    return HeuristicAgent().choose(h.game, player, h.game.legal_actions())


def name(h: Harness, action: Action) -> str | None:
    return None if action.card is None else h.game.cards[action.card].name


def test_r10_2_rides_the_next_grade_every_turn() -> None:
    s = Scenario()
    s.player(0).vanguard("Little Sage, Marron").hand(
        "Knight of Rose, Morgana", "Knight of Silence, Gallatin"
    )
    s.player(1).vanguard("Embodiment of Armor, Bahr")
    h = s.start(phase="ride", turn=3)
    action = decide(h)
    assert action.kind is ActionKind.RIDE
    assert name(h, action) == "Knight of Silence, Gallatin"


def test_r12_3_6_always_boosts() -> None:
    s = Scenario()
    s.player(0).vanguard("Knight of Silence, Gallatin").rear("RC_BC", "Little Sage, Marron")
    s.player(1).vanguard("Knight of Conviction, Bors")
    h = s.start(phase="battle", turn=3)
    h.act("attack", card="Knight of Silence, Gallatin", target="Knight of Conviction, Bors")
    assert h.decision == "boost"
    assert decide(h).kind is ActionKind.BOOST


def test_r12_3_the_vanguard_attacks_first_and_at_the_vanguard() -> None:
    """Its drive check may give +5000 to a rear-guard that has not attacked yet (R14.3)."""
    s = Scenario()
    s.player(0).vanguard("Knight of Silence, Gallatin").rear("RC_FL", "Knight of Conviction, Bors")
    s.player(1).vanguard("Crimson Butterfly, Brigitte").rear("RC_FR", "Little Sage, Marron")
    h = s.start(phase="battle", turn=3)
    action = decide(h)
    assert action.kind is ActionKind.ATTACK
    assert name(h, action) == "Knight of Silence, Gallatin"
    assert action.target == h.iid(1, "VC")


def test_r1_3_1_guards_an_attack_that_would_be_the_sixth_damage() -> None:
    """At 5 damage any hit loses: guard so that even a trigger cannot carry the attack."""
    h = guard_scenario(5, "Bringer of Good Luck, Epona", "Little Sage, Marron")
    action = decide(h)
    assert action.kind is ActionKind.GUARD
    assert name(h, action) == "Bringer of Good Luck, Epona"  # 10000: one drive cannot pass it
    h.act("guard", card="Bringer of Good Luck, Epona")
    assert decide(h).kind is ActionKind.END_GUARD


def test_lets_a_cheap_hit_through_at_low_damage() -> None:
    h = guard_scenario(0, "Bringer of Good Luck, Epona", "Little Sage, Marron")
    assert decide(h).kind is ActionKind.END_GUARD


def test_r12_4_a_perfect_guard_saves_the_game_when_nothing_else_can() -> None:
    """A sentinel's guardian ability (discard a card: the attacked unit cannot be hit)."""
    h = guard_scenario(5, "Flash Shield, Iseult", "Knight of Rose, Morgana")
    action = decide(h)
    assert name(h, action) == "Flash Shield, Iseult"
    h.game.apply(action)
    while h.deciding == 1 and h.decision != "guard":
        h.game.apply(decide(h))  # use the ability, discard the other card
    assert decide(h).kind is ActionKind.END_GUARD
    h.act("end_guard")
    h.skip_to("attack", player=0)
    assert h.damage_count(1) == 5


def drive_trigger_scenario(guard: bool) -> Harness:
    """Player 0's vanguard attacks with a critical trigger on top of the deck, a rear-guard
    still to attack; player 1 guards (or not) with a 5000 shield."""
    s = Scenario()
    s.player(0).vanguard("Knight of Silence, Gallatin").rear("RC_FL", "Knight of the Harp, Tristan")
    s.player(0).deck("Bringer of Good Luck, Epona", "Little Sage, Marron", "Little Sage, Marron")
    s.player(1).vanguard("Knight of Conviction, Bors").hand("Little Sage, Marron")
    h = s.start(phase="battle", turn=3)
    h.act("attack", card="Knight of Silence, Gallatin", target="Knight of Conviction, Bors")
    if guard:
        h.act("guard", card="Little Sage, Marron")  # the hand is empty: the step ends
    else:
        h.act("end_guard")
    assert h.decision == "trigger_power"
    return h


def test_r14_3_trigger_power_goes_to_the_attack_it_makes_hit() -> None:
    h = drive_trigger_scenario(guard=True)  # 10000 against 15000: +5000 makes it hit
    assert name(h, decide(h)) == "Knight of Silence, Gallatin"


def test_r14_3_trigger_power_goes_to_a_rear_guard_still_to_attack() -> None:
    h = drive_trigger_scenario(guard=False)  # the vanguard hits anyway; 8000 needs it
    assert name(h, decide(h)) == "Knight of the Harp, Tristan"
    h.act("trigger_power", card="Knight of the Harp, Tristan")
    assert h.decision == "trigger_critical"
    assert name(h, decide(h)) == "Knight of Silence, Gallatin"  # it hits: one more damage


def test_r14_3_heals_a_face_down_damage_card_first() -> None:
    """Face-up damage still pays counter blasts (R15.1)."""
    s = Scenario()
    s.player(0).vanguard("Knight of Silence, Gallatin")
    s.player(1).vanguard("Crimson Butterfly, Brigitte").deck("Yggdrasil Maiden, Elaine")
    s.player(1).damage("Little Sage, Marron").damage("Knight of Rose, Morgana", face_down=True)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card="Knight of Silence, Gallatin", target="Crimson Butterfly, Brigitte")
    h.skip_to("heal", player=1)
    assert name(h, decide(h)) == "Knight of Rose, Morgana"


def test_every_decision_the_engine_can_ask_has_a_heuristic_scorer() -> None:
    """No decision kind falls through to a silent default: a new `DecisionKind` needs its
    scoring function before the heuristic player may meet it."""
    from vanguard.ai.heuristic import BLIND_SCORERS, SCORERS
    from vanguard.engine.constants import DecisionKind

    missing = [kind for kind in DecisionKind if kind not in SCORERS and kind not in BLIND_SCORERS]
    assert missing == []
