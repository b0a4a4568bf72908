"""R16.6 rule actions: performed only at check timings, all at once, until none applies.

Some situations cannot arise from the Classic pool without card abilities (a missing
vanguard, a guardian outside a battle, a second card put onto (V)); those tests build a
position with the harness, change it by hand the way an effect would, and then run the check
timing (`vanguard.engine.rules.check_timing`) or let the next action run it.
"""

from __future__ import annotations

from vanguard.engine import ActionKind, Circle, LossReason
from vanguard.engine.rules import check_timing
from vanguard.engine.zones import place
from vanguard.testing.scenario import Harness, Scenario

TRUMPETER = "Stardust Trumpeter"  # RP grade 0
MARRON = "Little Sage, Marron"  # RP grade 1
GALLATIN = "Knight of Silence, Gallatin"  # RP grade 2
UNDEUX = "Lizard Runner, Undeux"  # Kagero grade 0
BAHR = "Embodiment of Armor, Bahr"  # Kagero grade 1
NEHALEM = "Dragon Knight, Nehalem"  # Kagero grade 2


def _main(*, soul: tuple[str, ...] = (TRUMPETER, MARRON)) -> Harness:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).soul(*soul).hand(MARRON, TRUMPETER)
    s.player(1).vanguard(NEHALEM).soul(UNDEUX).hand(BAHR)
    h = s.start(phase="main", turn=3)
    assert h.decision == "main"
    return h


def _remove_vanguard(h: Harness, player: int) -> int:
    """Take the vanguard away as a (later-era) effect would; it goes to the drop zone."""
    p = h.game.players[player]
    old = p.circles[Circle.VC]
    assert old is not None
    p.circles[Circle.VC] = None
    p.drop.append(old)
    return old


# ---------------------------------------------------------------------------- R16.6.1 loss


def test_r16_6_1_r1_4_a_losing_condition_is_applied_only_at_a_check_timing() -> None:
    h = _main()
    g = h.game
    p = g.players[1]
    for _ in range(6):
        p.damage.append(p.deck.pop())  # six damage, put there "by an effect"
    assert g.result is None  # not continuous (R1.4)
    check_timing(g)
    assert g.result is not None
    assert g.result.winner == 0 and g.result.losers == {1: LossReason.DAMAGE}


def test_r16_6_1_the_check_timing_after_a_main_phase_action_applies_the_loss() -> None:
    h = _main()
    g = h.game
    p = g.players[1]
    p.hand.extend(p.deck)
    p.deck.clear()
    assert g.result is None
    h.act("call", card=MARRON, circle="RC_FL")
    assert g.result is not None and g.result.losers == {1: LossReason.DECK_OUT}


def test_r16_6_1_r1_5_both_players_losing_at_one_check_is_a_draw() -> None:
    h = _main()
    g = h.game
    for p in g.players:
        p.hand.extend(p.deck)
        p.deck.clear()
    check_timing(g)
    assert g.result is not None and g.result.winner is None
    assert g.result.losers == {0: LossReason.DECK_OUT, 1: LossReason.DECK_OUT}


# ---------------------------------------------------------------------------- R16.6.2 two on an RC


def test_r16_6_2_the_unit_placed_last_stays_and_the_other_goes_to_the_drop_zone() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BR", TRUMPETER).hand(MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    g = h.game
    old = h.iid(0, "RC_BR")
    new = g.players[0].hand[0]
    place(g, new, Circle.RC_BR, "superior_call")  # a call / superior call onto an occupied circle
    # until the rule action, the old card is neither a unit on the circle nor in the drop zone
    assert h.iid(0, "RC_BR") == new
    assert old not in g.players[0].drop
    check_timing(g)
    assert h.iid(0, "RC_BR") == new
    assert g.players[0].drop == [old]
    retired = h.events("retired")
    assert [(e["iid"], e["from"], e["reason"]) for e in retired] == [(old, "RC_BR", "rule")]
    cards = g.players[0].all_cards()
    assert len(cards) == len(set(cards)) == 1 + 1 + 1 + 20  # VC, RC_BR, drop, deck


def test_r16_6_2_e7_calling_over_a_rear_guard_in_the_main_phase() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FR", GALLATIN).hand(TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    old = h.iid(0, "RC_FR")
    h.act("call", card=TRUMPETER, circle="RC_FR")
    assert h.unit(0, "RC_FR").name == TRUMPETER
    assert h.drop(0) == [GALLATIN]
    assert h.events("retired")[0]["iid"] == old
    assert h.decision == "main"


# ---------------------------------------------------------------------------- R16.6.3 two on (V)


def test_r16_6_3_a_second_card_put_onto_vc_leaves_the_last_as_vanguard_the_other_in_soul() -> None:
    h = _main()
    g = h.game
    old = h.iid(0, "VC")
    new = g.players[0].hand[0]
    place(g, new, Circle.VC, "superior_call")
    check_timing(g)
    assert h.iid(0, "VC") == new
    assert old in g.players[0].soul
    assert sorted(h.soul(0)) == sorted([TRUMPETER, MARRON, GALLATIN])
    assert g.result is None


# ---------------------------------------------------------------------------- R16.6.4 guardians


def test_r16_6_4_a_card_on_the_gc_outside_a_battle_goes_to_the_drop_zone() -> None:
    h = _main()
    g = h.game
    p = g.players[1]
    card = p.hand.pop()
    p.guardians.append(card)
    assert g.battle is None
    check_timing(g)
    assert p.guardians == []
    assert p.drop == [card]
    retired = h.events("retired")
    assert [(e["iid"], e["from"], e["reason"]) for e in retired] == [(card, "GC", "rule")]


def test_r16_6_4_guardians_are_not_removed_during_their_battle() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(NEHALEM).hand(UNDEUX, BAHR)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=NEHALEM)
    h.act("guard", card=UNDEUX)  # a check timing follows the call (R16.5.3)
    assert h.decision == "guard"
    assert h.guardians(1) == [UNDEUX]
    check_timing(h.game)
    assert h.guardians(1) == [UNDEUX]


def test_r16_6_all_applicable_rule_actions_are_performed_together() -> None:
    h = _main()
    g = h.game
    p0, p1 = g.players
    guardian = p1.hand.pop()
    p1.guardians.append(guardian)
    caller = p0.hand[-1]
    place(g, caller, Circle.RC_FL, "call")
    second = p0.hand[-1]
    place(g, second, Circle.RC_FL, "call")
    check_timing(g)
    assert p1.drop == [guardian]
    assert p0.drop == [caller]
    assert p0.circles[Circle.RC_FL] == second


# ---------------------------------------------------------------------------- R16.6.5 no vanguard


def test_r16_6_5_r1_3_3_a_player_without_vanguard_is_asked_to_ride_from_the_soul() -> None:
    h = _main()
    g = h.game
    _remove_vanguard(h, 0)
    check_timing(g)
    assert g.result is None
    assert h.decision == "ride_from_soul" and h.deciding == 0
    options = h.options("ride_from_soul")
    assert sorted(a.card for a in options if a.card is not None) == sorted(g.players[0].soul)
    assert all(a.kind is ActionKind.RIDE_FROM_SOUL for a in options)


def test_r16_6_5_the_chosen_soul_card_becomes_the_standing_vanguard() -> None:
    h = _main()
    g = h.game
    _remove_vanguard(h, 0)
    check_timing(g)
    h.act("ride_from_soul", card=MARRON)
    assert h.unit(0, "VC").name == MARRON
    assert not h.is_rested(0, "VC")
    assert h.soul(0) == [TRUMPETER]
    rides = h.events("superior_ride")
    assert len(rides) == 1 and rides[0]["player"] == 0 and rides[0]["from"] == "soul"


def test_r16_6_5_the_next_check_timing_after_an_action_asks_and_play_continues() -> None:
    h = _main()
    _remove_vanguard(h, 0)
    h.act("call", card=MARRON, circle="RC_FL")
    assert h.decision == "ride_from_soul" and h.deciding == 0
    h.act("ride_from_soul", card=TRUMPETER)
    assert h.unit(0, "VC").name == TRUMPETER
    assert h.decision == "main"  # back to the main phase's play timing
    assert h.unit(0, "RC_FL").name == MARRON


def test_r16_6_5_a_single_soul_card_is_ridden_automatically() -> None:
    """R2.6.5: only one possible choice, made for the player with no event of its own (R22)."""
    h = _main(soul=(MARRON,))
    _remove_vanguard(h, 0)
    h.act("call", card=TRUMPETER, circle="RC_FL")
    assert h.unit(0, "VC").name == MARRON
    assert h.soul(0) == []
    assert not h.events("forced_choice")
    assert h.decision == "main"


def test_r16_6_5_r1_3_3_no_vanguard_and_an_empty_soul_loses() -> None:
    h = _main(soul=())
    g = h.game
    _remove_vanguard(h, 0)
    check_timing(g)
    assert g.result is not None
    assert g.result.winner == 1
    assert g.result.losers == {0: LossReason.NO_VANGUARD}
    assert g.result.to_dict()["losers"] == {"0": "no_vanguard"}


def test_r16_6_5_applies_to_the_non_turn_player_too() -> None:
    h = _main()
    g = h.game
    _remove_vanguard(h, 1)
    check_timing(g)
    # player 1 has one soul card: the ride is forced
    assert h.unit(1, "VC").name == UNDEUX
    assert h.soul(1) == []
    assert g.result is None


def test_r16_6_5_both_players_without_vanguard_or_soul_is_a_draw() -> None:
    h = _main(soul=())
    g = h.game
    g.players[1].soul.clear()
    _remove_vanguard(h, 0)
    _remove_vanguard(h, 1)
    check_timing(g)
    assert g.result is not None and g.result.winner is None
    assert g.result.losers == {0: LossReason.NO_VANGUARD, 1: LossReason.NO_VANGUARD}
