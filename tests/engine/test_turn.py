"""R7-R11 and R13: turn structure, stand, draw, ride, main phase and end phase.

Boards use vanilla Royal Paladin cards for player 0 and vanilla Kagero cards for player 1, so
that only the rules act. `Crimson Butterfly, Brigitte` (grade 3) only has an ability about its
own drive checks revealing a grade 3, which no test here produces.
"""

from __future__ import annotations

from functools import cache

from vanguard.decks import DeckList, load_deck
from vanguard.engine import Action, ActionKind, Circle, Game, Phase, new_game
from vanguard.engine.constants import Duration, Stat
from vanguard.testing.scenario import Harness, Scenario

TRUMPETER = "Stardust Trumpeter"  # RP grade 0, 6000, Boost
MARRON = "Little Sage, Marron"  # RP grade 1, 8000, Boost
GALLATIN = "Knight of Silence, Gallatin"  # RP grade 2, 10000, Intercept
BRIGITTE = "Crimson Butterfly, Brigitte"  # RP grade 3, 10000, Twin Drive
EPONA = "Bringer of Good Luck, Epona"  # RP critical trigger, vanilla
UNDEUX = "Lizard Runner, Undeux"  # Kagero grade 0, 6000
BAHR = "Embodiment of Armor, Bahr"  # Kagero grade 1, 8000
NEHALEM = "Dragon Knight, Nehalem"  # Kagero grade 2, 10000

_PASS = {
    "mulligan": ActionKind.MULLIGAN,
    "ride": ActionKind.SKIP_RIDE,
    "main": ActionKind.END_MAIN,
    "attack": ActionKind.END_BATTLE,
    "boost": ActionKind.SKIP_BOOST,
    "guard": ActionKind.END_GUARD,
}


@cache
def _deck(name: str) -> DeckList:
    return load_deck(name)


def _new_game(first_player: int = 0) -> Game:
    a, b = _deck("td01"), _deck("td02")
    return new_game(
        a.cards,
        b.cards,
        1,
        first_player=first_player,
        first_vanguards=(a.first_vanguard, b.first_vanguard),
    )


def _pass(g: Game) -> None:
    """Take the 'do nothing' decision at the current prompt."""
    assert g.prompt is not None
    g.apply(Action(_PASS[g.prompt.kind], g.prompt.player))


def _pass_until(g: Game, turn: int, kind: str | None = None) -> None:
    for _ in range(100):
        if g.turn == turn and (kind is None or (g.prompt is not None and g.prompt.kind == kind)):
            return
        _pass(g)
    raise AssertionError(f"never reached turn {turn} {kind}")


def _phases_by_turn(g: Game) -> dict[int, list[str]]:
    phases: dict[int, list[str]] = {}
    for e in g.events_for(None):
        if e["kind"] == "phase":
            phases.setdefault(e["turn"], []).append(e["phase"])
    return phases


# ---------------------------------------------------------------------------- R7 structure


def test_r7_1_every_turn_runs_stand_draw_ride_main_battle_end_in_order() -> None:
    g = _new_game()
    _pass_until(g, 4)
    phases = _phases_by_turn(g)
    for turn in (1, 2, 3):
        assert phases[turn] == ["stand", "draw", "ride", "main", "battle", "end"]


def test_r7_2_turns_are_numbered_from_1_and_alternate_between_players() -> None:
    g = _new_game(first_player=1)
    _pass_until(g, 5)
    started = [(e["turn"], e["player"]) for e in g.events_for(None) if e["kind"] == "turn_started"]
    assert started == [(1, 1), (2, 0), (3, 1), (4, 0), (5, 1)]


def test_r7_3_e9_no_attack_on_turn_1_the_battle_phase_passes_by_itself() -> None:
    g = _new_game()
    _pass_until(g, 1, "main")
    front = g.players[0].circles[Circle.VC]
    assert front is not None and not g.rested[front]  # a unit that could attack otherwise
    since = len(g.events_for(None))
    g.apply(Action(ActionKind.END_MAIN, 0))
    # no attack decision was offered: the next decision is already player 1's, on turn 2
    assert g.turn == 2 and g.current_player == 1
    events = g.events_for(None, since)
    kinds = [e["kind"] for e in events]
    assert "no_attack_first_turn" in kinds
    assert "forced_choice" not in kinds  # ended for the player, with no event (R22)
    assert "attacked" not in kinds


def test_r7_3_e9_harness_turn_1_battle_offers_no_attack() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(UNDEUX)
    h = s.start(phase="battle", turn=1)
    assert h.game.turn == 2 and h.deciding == 1
    assert h.events("attacked") == []


def test_r7_3_the_second_player_may_attack_on_turn_2() -> None:
    g = _new_game()
    _pass_until(g, 2, "attack")
    assert g.current_player == 1
    attacks = [a for a in g.legal_actions() if a.kind is ActionKind.ATTACK]
    assert attacks
    assert attacks[0].target == g.players[0].circles[Circle.VC]


def test_r7_4_the_first_player_draws_on_turn_1() -> None:
    g = _new_game()
    _pass_until(g, 1, "ride")
    assert len(g.players[0].hand) == 6
    assert len(g.players[0].deck) == 43
    draws = [
        e
        for e in g.events_for(None)
        if e["kind"] == "drew" and e["player"] == 0 and e["count"] == 1
    ]
    assert len(draws) == 1


# ---------------------------------------------------------------------------- R8 stand


def test_r8_2_the_stand_phase_stands_only_the_turn_players_units() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN, rested=True).rear("RC_FL", MARRON, rested=True).rear(
        "RC_BC", TRUMPETER, rested=True
    )
    s.player(1).vanguard(NEHALEM, rested=True).rear("RC_FR", NEHALEM, rested=True)
    h = s.start(phase="stand", turn=3, turn_player=0)
    assert not h.is_rested(0, "VC")
    assert not h.is_rested(0, "RC_FL")
    assert not h.is_rested(0, "RC_BC")
    assert h.is_rested(1, "VC")
    assert h.is_rested(1, "RC_FR")
    stood = h.events("stood")
    assert len(stood) == 1 and stood[0]["player"] == 0
    assert {u["iid"] for u in stood[0]["units"]} == {
        h.iid(0, "VC"),
        h.iid(0, "RC_FL"),
        h.iid(0, "RC_BC"),
    }


def test_r8_2_r2_2_1_standing_units_are_not_stood_again() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="stand", turn=3)
    assert h.events("stood") == []
    assert not h.is_rested(0, "VC") and not h.is_rested(0, "RC_FL")


# ---------------------------------------------------------------------------- R9 draw


def test_r9_2_the_turn_player_draws_the_top_card_of_the_deck() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).hand(MARRON).deck(BRIGITTE, TRUMPETER, MARRON)
    s.player(1).vanguard(NEHALEM).hand(BAHR)
    h = s.start(phase="draw", turn=3)
    assert sorted(h.hand(0)) == sorted([MARRON, BRIGITTE])
    assert h.deck(0) == [TRUMPETER, MARRON]
    assert h.hand(1) == [BAHR]  # the non-turn player does not draw
    assert h.decision == "ride"


# ---------------------------------------------------------------------------- R10 ride


def _ride_board(*, rested: bool = False) -> Harness:
    s = Scenario()
    s.player(0).vanguard(MARRON, rested=rested).soul(TRUMPETER).hand(
        TRUMPETER, MARRON, GALLATIN, BRIGITTE
    )
    s.player(1).vanguard(NEHALEM)
    return s.start(phase="ride", turn=3)


def test_r10_2_ride_offers_cards_of_the_vanguards_grade_or_exactly_one_higher() -> None:
    h = _ride_board()
    assert h.decision == "ride"
    riders = {h.game.cards[a.card].name for a in h.options("ride") if a.card is not None}
    assert riders == {MARRON, GALLATIN}  # grade 1 and 2 on a grade 1; not grade 0 or 3
    assert h.can("skip_ride")


def test_r10_2_riding_puts_the_old_vanguard_and_its_soul_into_the_soul() -> None:
    h = _ride_board()
    old = h.iid(0, "VC")
    h.act("ride", card=GALLATIN)
    assert h.unit(0, "VC").name == GALLATIN
    assert sorted(h.soul(0)) == sorted([TRUMPETER, MARRON])
    assert old in h.game.players[0].soul
    assert GALLATIN not in h.hand(0)
    assert len(h.hand(0)) == 3
    assert [e["card"] for e in h.events("rode")] == ["knight-of-silence-gallatin"]


def test_r10_2_the_new_vanguard_stands_even_if_the_old_one_was_resting() -> None:
    h = _ride_board(rested=True)
    assert h.is_rested(0, "VC")
    h.act("ride", card=MARRON)  # same grade
    assert h.unit(0, "VC").name == MARRON
    assert not h.is_rested(0, "VC")


def test_r10_2_riding_a_card_of_the_same_grade() -> None:
    h = _ride_board()
    first = h.iid(0, "VC")
    h.act("ride", card=MARRON)
    assert h.iid(0, "VC") != first
    assert h.unit(0, "VC").grade == 1
    assert len(h.soul(0)) == 2


def test_r10_3_riding_is_optional() -> None:
    h = _ride_board()
    vanguard = h.iid(0, "VC")
    h.act("skip_ride")
    assert h.decision == "main"
    assert h.iid(0, "VC") == vanguard
    assert len(h.hand(0)) == 4
    assert h.events("rode") == []


def test_r10_2_any_copy_of_a_rideable_card_may_be_ridden() -> None:
    """R10.2, R20.2: the legal list names one copy of two interchangeable cards in hand;
    naming the other copy is the same decision, taken (and recorded) as the offered one."""
    s = Scenario()
    s.player(0).vanguard(MARRON).hand(GALLATIN, GALLATIN)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="ride", turn=3)
    offered = [a for a in h.game.legal_actions() if a.kind is ActionKind.RIDE]
    assert len(offered) == 1
    other = next(c for c in h.game.players[0].hand if c != offered[0].card)
    applied = h.game.apply(Action(ActionKind.RIDE, 0, card=other))
    assert applied == offered[0]
    assert h.unit(0, "VC").name == GALLATIN
    assert h.iid(0, "VC") == offered[0].card


def test_r10_4_the_normal_ride_is_once_per_turn_and_returns_next_turn() -> None:
    h = _ride_board()
    h.act("ride", card=MARRON)
    assert h.decision == "main"
    assert h.game.players[0].ride_used
    assert not any(a.kind is ActionKind.RIDE for a in h.game.legal_actions())
    h.skip_to("ride", player=0)  # player 0's next turn
    assert h.game.turn == 5
    assert not h.game.players[0].ride_used
    assert h.can("ride", card=GALLATIN)


def test_r10_4_already_rode_this_turn_means_no_ride_decision() -> None:
    s = Scenario()
    s.player(0).vanguard(MARRON).hand(GALLATIN, TRUMPETER).already_rode()
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="ride", turn=3)
    assert h.decision == "main"
    assert h.unit(0, "VC").name == MARRON


def test_r10_skip_ride_is_forced_when_nothing_can_be_ridden() -> None:
    """R2.6.5: the only option (not riding) is taken automatically, with no event of its own
    (R22: the opponent must not learn that nothing could be ridden)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).hand(TRUMPETER).deck(TRUMPETER, TRUMPETER)  # grade 0s only
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="ride", turn=3)
    assert h.decision == "main"
    assert not h.events("forced_choice")
    assert not h.events("rode")


# ---------------------------------------------------------------------------- R11 main


def _main_board() -> Harness:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).hand(TRUMPETER, MARRON, GALLATIN, BRIGITTE, MARRON, MARRON)
    s.player(1).vanguard(NEHALEM)
    return s.start(phase="main", turn=3)


def test_r11_2_1_normal_call_of_grade_up_to_the_vanguards_grade_onto_any_rc() -> None:
    h = _main_board()
    calls = h.options("call")
    names = {h.game.cards[a.card].name for a in calls if a.card is not None}
    assert names == {TRUMPETER, MARRON, GALLATIN}  # not the grade 3
    circles = {a.circle for a in calls}
    assert circles == {Circle.RC_FL, Circle.RC_FR, Circle.RC_BL, Circle.RC_BC, Circle.RC_BR}


def test_r11_2_1_r21_4_a_called_unit_enters_standing_on_its_circle() -> None:
    h = _main_board()
    h.act("call", card=GALLATIN, circle="RC_FR")
    assert h.unit(0, "RC_FR").name == GALLATIN
    assert not h.is_rested(0, "RC_FR")
    assert GALLATIN not in h.hand(0)
    assert h.decision == "main"


def test_r11_2_1_1_e7_calling_onto_an_occupied_circle_retires_the_old_unit() -> None:
    """R11.2.1.1, R16.6.2, E7: the new card stays; at the check timing the old one drops."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", TRUMPETER, rested=True).hand(MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    old = h.iid(0, "RC_FL")
    h.act("call", card=MARRON, circle="RC_FL")
    assert h.unit(0, "RC_FL").name == MARRON
    assert not h.is_rested(0, "RC_FL")
    assert h.drop(0) == [TRUMPETER]
    kinds = [e["kind"] for e in h.events()]
    assert kinds.index("called") < kinds.index("retired")
    retired = h.events("retired")
    assert len(retired) == 1
    assert retired[0]["iid"] == old
    assert retired[0]["from"] == "RC_FL" and retired[0]["reason"] == "rule"


def test_r11_2_1_any_copy_of_a_callable_card_may_be_called() -> None:
    h = _main_board()
    """R11.2.1, R20.2: another copy of an offered card is the same call, taken as offered."""
    copies = [i for i in h.game.players[0].hand if h.game.cards[i].name == MARRON]
    offered = next(
        a for a in h.game.legal_actions() if a.card in copies and a.circle is Circle.RC_FL
    )
    other = next(c for c in copies if c != offered.card)
    applied = h.game.apply(Action(ActionKind.CALL, 0, other, Circle.RC_FL))
    assert applied == offered
    assert h.unit(0, "RC_FL").name == MARRON


def test_r11_2_2_moves_only_within_the_left_or_right_column() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON).rear("RC_BC", TRUMPETER).rear(
        "RC_BR", TRUMPETER
    )
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    moves = {(a.card, a.circle) for a in h.options("move")}
    assert moves == {
        (h.iid(0, "RC_FL"), Circle.RC_BL),
        (h.iid(0, "RC_BR"), Circle.RC_FR),
    }


def test_r11_2_2_the_back_unit_may_move_forward_exchanging_with_the_front_unit() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON).rear("RC_BL", TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    marron, trumpeter = h.iid(0, "RC_FL"), h.iid(0, "RC_BL")
    h.game.apply(Action(ActionKind.MOVE, 0, trumpeter, Circle.RC_FL))
    assert h.iid(0, "RC_FL") == trumpeter and h.iid(0, "RC_BL") == marron


def test_r11_2_2_the_unit_on_rc_bc_and_the_vanguard_never_move() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BC", TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    assert h.options("move") == []


def test_r11_2_2_r4_5_2_a_move_exchanges_the_column_and_keeps_orientation() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON, rested=True).rear("RC_BL", TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    marron, trumpeter = h.iid(0, "RC_FL"), h.iid(0, "RC_BL")
    h.game.add_mod(marron, Stat.POWER, 3000, Duration.TURN)
    h.act("move", card=MARRON, circle="RC_BL")
    assert h.iid(0, "RC_BL") == marron and h.iid(0, "RC_FL") == trumpeter
    assert h.is_rested(0, "RC_BL")  # still resting
    assert not h.is_rested(0, "RC_FL")  # still standing
    # the same card (R4.6.1): its timed modifier survives the move
    assert h.power(0, "RC_BL") == 11000


def test_r11_2_2_a_move_into_an_empty_circle() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BR", MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("move", card=MARRON, circle="RC_FR")
    assert h.unit(0, "RC_FR").name == MARRON
    assert h.unit(0, "RC_BR") is None


def test_r11_2_calls_and_moves_are_unlimited() -> None:
    h = _main_board()
    h.act("call", card=MARRON, circle="RC_FL")
    h.act("call", card=MARRON, circle="RC_FR")
    h.act("call", card=MARRON, circle="RC_BC")
    h.act("call", card=TRUMPETER, circle="RC_BL")
    h.act("call", card=GALLATIN, circle="RC_BR")
    for _ in range(3):
        h.act("move", card=h.iid(0, "RC_FL"), circle="RC_BL")
        h.act("move", card=h.iid(0, "RC_FR"), circle="RC_BR")
    assert h.decision == "main"
    assert h.hand(0) == [BRIGITTE]
    assert h.unit(0, "RC_FL").name == TRUMPETER  # three exchanges: odd, so swapped
    assert h.unit(0, "RC_FR").name == GALLATIN
    assert h.drop(0) == []


def test_r11_3_there_is_no_voluntary_retire_rest_or_discard() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON).rear("RC_BC", TRUMPETER).hand(MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    kinds = {a.kind for a in h.game.legal_actions()}
    assert kinds == {ActionKind.CALL, ActionKind.MOVE, ActionKind.END_MAIN}


def test_r11_2_4_ending_the_main_phase_goes_to_the_battle_phase() -> None:
    h = _main_board()
    h.act("end_main")
    assert h.game.phase is Phase.BATTLE
    assert h.decision == "attack"


# ---------------------------------------------------------------------------- R13 end


def test_r13_2_until_end_of_turn_effects_end_in_the_end_phase() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.game.add_mod(h.iid(0, "VC"), Stat.POWER, 5000, Duration.TURN)
    h.game.add_mod(h.iid(0, "RC_FL"), Stat.CRITICAL, 1, Duration.TURN)
    assert h.power(0, "VC") == 15000 and h.critical(0, "RC_FL") == 2
    h.act("end_main")
    assert h.power(0, "VC") == 15000  # still this turn
    h.act("end_battle")
    assert h.game.turn == 4
    assert h.power(0, "VC") == 10000
    assert h.critical(0, "RC_FL") == 1


def test_r13_2_r14_4_trigger_bonuses_last_until_the_end_of_the_turn() -> None:
    """A drive-check Critical trigger: +5000 and critical +1 to the vanguard, kept through the
    rest of the turn (the rear-guard can still attack afterwards), gone at its end."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON).deck(EPONA, MARRON, MARRON, MARRON)
    s.player(1).vanguard(UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=UNDEUX)
    assert h.decision == "trigger_power"
    h.act("trigger_power", card=GALLATIN)
    assert h.decision == "trigger_critical"
    h.act("trigger_critical", card=GALLATIN)
    assert h.damage_count(1) == 2
    assert h.decision == "attack"  # back in the start step, same turn
    assert h.power(0, "VC") == 15000 and h.critical(0, "VC") == 2
    h.act("end_battle")
    assert h.game.turn == 4
    assert h.power(0, "VC") == 10000 and h.critical(0, "VC") == 1
    ended = [e for e in h.events("turn_ended") if e["turn"] == 3]
    assert len(ended) == 1


def test_r13_4_the_other_players_turn_begins_after_the_end_phase() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="end", turn=3)
    assert h.game.turn == 4 and h.game.turn_player == 1
    assert h.deciding == 1
    started = h.events("turn_started")
    assert started[-1]["turn"] == 4 and started[-1]["player"] == 1


def test_r13_5_there_is_no_hand_size_limit() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).hand(*[MARRON] * 12)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("end_main")
    h.act("end_battle")
    assert h.game.turn == 4
    assert len(h.hand(0)) == 12
    assert h.drop(0) == []
