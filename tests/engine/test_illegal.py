"""R20 illegal actions: every reason code reachable without card abilities.

Each rejection must carry the right code (R20.3) and change nothing (R20.1): the state hash
(which includes the random generator), the legal actions, every view and the event log are
the same before and after.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest

from vanguard.decks import DeckList, load_deck
from vanguard.engine import (
    Action,
    ActionKind,
    Circle,
    Game,
    IllegalAction,
    IllegalCode,
    new_game,
)
from vanguard.testing.scenario import Harness, Scenario

TRUMPETER = "Stardust Trumpeter"  # RP grade 0, Boost
MARRON = "Little Sage, Marron"  # RP grade 1, Boost
GALLATIN = "Knight of Silence, Gallatin"  # RP grade 2, Intercept
BRIGITTE = "Crimson Butterfly, Brigitte"  # RP grade 3
UNDEUX = "Lizard Runner, Undeux"  # Kagero grade 0, Boost
BAHR = "Embodiment of Armor, Bahr"  # Kagero grade 1, Boost
NEHALEM = "Dragon Knight, Nehalem"  # Kagero grade 2, Intercept


@cache
def _deck(name: str) -> DeckList:
    return load_deck(name)


def _new_game(*, preferred: bool = True) -> Game:
    a, b = _deck("td01"), _deck("td02")
    vanguards = (a.first_vanguard, b.first_vanguard) if preferred else (None, None)
    return new_game(a.cards, b.cards, 2, first_player=0, first_vanguards=vanguards)


def _snapshot(g: Game) -> tuple[Any, ...]:
    return (
        g.state_hash(),
        g.rng.state,
        list(g.legal_actions()),
        g.current_player,
        json.dumps(g.view(0), sort_keys=True),
        json.dumps(g.view(1), sort_keys=True),
        json.dumps(g.view(None), sort_keys=True),
        len(g.events),
    )


def _rejected(g: Game, action: Action, code: IllegalCode) -> IllegalAction:
    """Apply `action`, expect `code`, and check that nothing changed (R20.1)."""
    before = _snapshot(g)
    with pytest.raises(IllegalAction) as caught:
        g.apply(action)
    assert caught.value.code is code, caught.value
    assert isinstance(caught.value, ValueError)
    assert _snapshot(g) == before
    return caught.value


def _main() -> Harness:
    """Player 0 in the main phase of turn 3, with a grade 2 vanguard and a mixed hand."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON).rear("RC_BC", TRUMPETER).hand(
        TRUMPETER, MARRON, BRIGITTE
    )
    s.player(1).vanguard(NEHALEM).rear("RC_FR", NEHALEM).hand(BAHR)
    return s.start(phase="main", turn=3)


def _card(h: Harness, player: int, name: str) -> int:
    return next(i for i in h.game.players[player].hand if h.game.cards[i].name == name)


# ---------------------------------------------------------------------------- NOT_YOUR_DECISION


def test_r20_3_not_your_decision_when_the_other_player_must_decide() -> None:
    h = _main()
    g = h.game
    assert g.current_player == 0
    _rejected(g, Action(ActionKind.END_MAIN, 1), IllegalCode.NOT_YOUR_DECISION)
    _rejected(
        g,
        Action(ActionKind.CALL, 1, _card(h, 1, BAHR), Circle.RC_FL),
        IllegalCode.NOT_YOUR_DECISION,
    )
    # the deciding player's own copy of a legal action is fine
    g.apply(Action(ActionKind.END_MAIN, 0))


def test_r20_3_not_your_decision_for_the_turn_player_in_the_guard_step() -> None:
    h = _main()
    h.act("end_main")
    h.act("attack", card=GALLATIN, target=h.iid(1, "VC"))
    h.act("skip_boost")
    assert h.decision == "guard" and h.deciding == 1
    _rejected(h.game, Action(ActionKind.END_GUARD, 0), IllegalCode.NOT_YOUR_DECISION)


def test_r20_3_not_your_decision_during_the_opponents_mulligan() -> None:
    g = _new_game()
    g.apply(Action(ActionKind.MULLIGAN, 0))
    assert g.current_player == 1
    _rejected(g, Action(ActionKind.MULLIGAN, 0), IllegalCode.NOT_YOUR_DECISION)


# ---------------------------------------------------------------------------- WRONG_PHASE


def test_r20_3_wrong_phase_for_call_move_and_attack_outside_their_timing() -> None:
    s = Scenario()
    s.player(0).vanguard(MARRON).rear("RC_FL", MARRON).hand(GALLATIN, TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="ride", turn=3)
    g = h.game
    assert h.decision == "ride"
    _rejected(
        g, Action(ActionKind.CALL, 0, _card(h, 0, TRUMPETER), Circle.RC_FR), IllegalCode.WRONG_PHASE
    )
    _rejected(
        g, Action(ActionKind.MOVE, 0, h.iid(0, "RC_FL"), Circle.RC_BL), IllegalCode.WRONG_PHASE
    )
    _rejected(g, Action(ActionKind.END_MAIN, 0), IllegalCode.WRONG_PHASE)
    _rejected(
        g,
        Action(ActionKind.ATTACK, 0, h.iid(0, "VC"), target=h.iid(1, "VC")),
        IllegalCode.WRONG_PHASE,
    )


def test_r20_3_wrong_phase_for_ride_guard_and_attack_in_the_main_phase() -> None:
    h = _main()
    g = h.game
    assert not g.players[0].ride_used
    _rejected(g, Action(ActionKind.RIDE, 0, _card(h, 0, BRIGITTE)), IllegalCode.WRONG_PHASE)
    _rejected(g, Action(ActionKind.GUARD, 0, _card(h, 0, TRUMPETER)), IllegalCode.WRONG_PHASE)
    _rejected(
        g,
        Action(ActionKind.ATTACK, 0, h.iid(0, "VC"), target=h.iid(1, "VC")),
        IllegalCode.WRONG_PHASE,
    )
    _rejected(g, Action(ActionKind.END_BATTLE, 0), IllegalCode.WRONG_PHASE)


def test_r20_3_wrong_phase_for_a_call_in_the_guard_step() -> None:
    h = _main()
    h.act("end_main")
    h.act("attack", card=GALLATIN, target=h.iid(1, "VC"))
    h.act("skip_boost")
    assert h.decision == "guard"
    _rejected(
        h.game,
        Action(ActionKind.CALL, 1, _card(h, 1, BAHR), Circle.RC_FL),
        IllegalCode.WRONG_PHASE,
    )


# ---------------------------------------------------------------------------- RIDE_GRADE / USED


def test_r20_3_ride_grade_for_two_grades_up_or_one_grade_down() -> None:
    s = Scenario()
    s.player(0).vanguard(MARRON).hand(TRUMPETER, GALLATIN, BRIGITTE)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="ride", turn=3)
    g = h.game
    _rejected(g, Action(ActionKind.RIDE, 0, _card(h, 0, BRIGITTE)), IllegalCode.RIDE_GRADE)
    _rejected(g, Action(ActionKind.RIDE, 0, _card(h, 0, TRUMPETER)), IllegalCode.RIDE_GRADE)
    h.act("ride", card=GALLATIN)  # the legal one still works


def test_r20_3_ride_used_for_a_second_normal_ride() -> None:
    """The ride decision is asked once per turn, so a second ride can only be attempted at a
    later decision of the same turn (here the main phase): it is RIDE_USED."""
    s = Scenario()
    s.player(0).vanguard(MARRON).hand(MARRON, GALLATIN, TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=MARRON)
    assert h.decision == "main"
    _rejected(h.game, Action(ActionKind.RIDE, 0, _card(h, 0, GALLATIN)), IllegalCode.RIDE_USED)


# ---------------------------------------------------------------------------- CALL_GRADE


def test_r20_3_call_grade_in_the_main_phase() -> None:
    h = _main()
    _rejected(
        h.game,
        Action(ActionKind.CALL, 0, _card(h, 0, BRIGITTE), Circle.RC_FR),
        IllegalCode.CALL_GRADE,
    )


def test_r20_3_call_grade_in_the_guard_step() -> None:
    """R12.4.3, C2: a guardian's grade must not exceed the defender's vanguard's grade."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(UNDEUX).hand(BAHR, UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=UNDEUX)
    assert h.decision == "guard"
    _rejected(h.game, Action(ActionKind.GUARD, 1, _card(h, 1, BAHR)), IllegalCode.CALL_GRADE)
    h.act("guard", card=UNDEUX)


# ---------------------------------------------------------------------------- BAD_CIRCLE


def test_r20_3_bad_circle_for_a_call_onto_the_vanguard_circle() -> None:
    h = _main()
    _rejected(
        h.game,
        Action(ActionKind.CALL, 0, _card(h, 0, MARRON), Circle.VC),
        IllegalCode.BAD_CIRCLE,
    )


def test_r20_3_bad_circle_for_sideways_moves_moves_onto_vc_and_moves_from_rc_bc() -> None:
    h = _main()
    g = h.game
    fl, bc = h.iid(0, "RC_FL"), h.iid(0, "RC_BC")
    _rejected(g, Action(ActionKind.MOVE, 0, fl, Circle.RC_FR), IllegalCode.BAD_CIRCLE)
    _rejected(g, Action(ActionKind.MOVE, 0, fl, Circle.VC), IllegalCode.BAD_CIRCLE)
    _rejected(g, Action(ActionKind.MOVE, 0, bc, Circle.RC_BL), IllegalCode.BAD_CIRCLE)
    _rejected(g, Action(ActionKind.MOVE, 0, bc, Circle.VC), IllegalCode.BAD_CIRCLE)
    _rejected(g, Action(ActionKind.MOVE, 0, h.iid(0, "VC"), Circle.RC_BC), IllegalCode.BAD_CIRCLE)


# ---------------------------------------------------------------------------- NO_ATTACK_TURN1


def _turn_1_main() -> Game:
    g = _new_game()
    g.apply(Action(ActionKind.MULLIGAN, 0))
    g.apply(Action(ActionKind.MULLIGAN, 1))
    g.apply(Action(ActionKind.SKIP_RIDE, 0))
    assert g.turn == 1 and g.prompt is not None and g.prompt.kind == "main"
    return g


def test_r7_3_an_attack_on_turn_1_is_rejected_and_changes_nothing() -> None:
    """R7.3, R21.10: whatever the code, an attack command on turn 1 is refused."""
    g = _turn_1_main()
    attack = Action(
        ActionKind.ATTACK, 0, g.players[0].circles[Circle.VC], target=g.players[1].circles[1]
    )
    before = _snapshot(g)
    with pytest.raises(IllegalAction) as caught:
        g.apply(attack)
    assert caught.value.code in (IllegalCode.NO_ATTACK_TURN1, IllegalCode.WRONG_PHASE)
    assert _snapshot(g) == before


def test_r20_3_no_attack_turn1_for_an_attack_on_turn_1() -> None:
    g = _turn_1_main()
    attack = Action(
        ActionKind.ATTACK, 0, g.players[0].circles[Circle.VC], target=g.players[1].circles[1]
    )
    _rejected(g, attack, IllegalCode.NO_ATTACK_TURN1)


# ---------------------------------------------------------------------------- attack step


def _attack_board() -> Harness:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN, rested=True).rear("RC_FR", MARRON).rear(
        "RC_BC", TRUMPETER
    ).rear("RC_BL", MARRON).hand(TRUMPETER)
    s.player(1).vanguard(NEHALEM).rear("RC_FL", NEHALEM).rear("RC_BR", BAHR)
    h = s.start(phase="battle", turn=3)
    assert h.decision == "attack"
    return h


def test_r20_3_bad_attacker_resting_back_row_opponents_or_hand_card() -> None:
    """R12.3.2, R21.1: only a standing front-row unit of the turn player attacks."""
    h = _attack_board()
    g = h.game
    target = h.iid(1, "VC")
    for attacker in (
        h.iid(0, "RC_FL"),  # resting
        h.iid(0, "RC_BC"),  # back row
        h.iid(0, "RC_BL"),  # back row
        h.iid(1, "RC_FL"),  # the opponent's unit
        g.players[0].hand[0],  # not a unit
    ):
        _rejected(
            g, Action(ActionKind.ATTACK, 0, attacker, target=target), IllegalCode.BAD_ATTACKER
        )


def test_r20_3_bad_target_back_row_or_own_unit() -> None:
    """R12.3.4, R21.2: a normal attack targets the opponent's front row only."""
    h = _attack_board()
    g = h.game
    attacker = h.iid(0, "VC")
    for target in (h.iid(1, "RC_BR"), h.iid(0, "RC_FR"), h.iid(0, "VC")):
        _rejected(g, Action(ActionKind.ATTACK, 0, attacker, target=target), IllegalCode.BAD_TARGET)
    h.act("attack", card=attacker, target=h.iid(1, "RC_FL"))  # a front-row rear-guard is fine


def test_r20_3_bad_booster_wrong_column_resting_or_the_attacker_itself() -> None:
    """R12.3.6: only the standing Boost unit directly behind the attacker may boost."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BC", TRUMPETER).rear("RC_BL", MARRON).rear(
        "RC_BR", MARRON, rested=True
    )
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=NEHALEM)
    assert h.decision == "boost"
    g = h.game
    for booster in (h.iid(0, "RC_BL"), h.iid(0, "RC_BR"), h.iid(0, "VC")):
        _rejected(g, Action(ActionKind.BOOST, 0, booster), IllegalCode.BAD_BOOSTER)
    h.act("boost", card=TRUMPETER)


def test_r20_3_bad_intercept_attacked_unit_back_row_or_without_intercept() -> None:
    """R12.4.4, E8: not the attacked unit, not from the back row, not without the skill."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(NEHALEM).rear("RC_FR", NEHALEM).rear("RC_FL", BAHR).rear(
        "RC_BL", NEHALEM
    ).hand(UNDEUX)
    h = s.start(phase="battle", turn=3)
    # player 0's left column faces player 1's right column; any front-row target is legal
    h.act("attack", card=h.iid(0, "RC_FL"), target=h.iid(1, "RC_FR"))
    assert h.decision == "guard"
    g = h.game
    for unit in (h.iid(1, "RC_FR"), h.iid(1, "RC_BL"), h.iid(1, "RC_FL"), h.iid(0, "VC")):
        _rejected(g, Action(ActionKind.INTERCEPT, 1, unit), IllegalCode.BAD_INTERCEPT)


# ---------------------------------------------------------------------------- MULLIGAN_USED


def test_r20_3_mulligan_used_for_a_second_mulligan() -> None:
    g = _new_game()
    g.apply(Action(ActionKind.MULLIGAN, 0, cards=(g.players[0].hand[0],)))
    g.apply(Action(ActionKind.MULLIGAN, 1))
    assert g.current_player == 0 and g.prompt is not None and g.prompt.kind == "ride"
    _rejected(g, Action(ActionKind.MULLIGAN, 0), IllegalCode.MULLIGAN_USED)
    _rejected(
        g, Action(ActionKind.MULLIGAN, 0, cards=(g.players[0].hand[0],)), IllegalCode.MULLIGAN_USED
    )


def test_r20_3_mulligan_used_in_a_prepared_game() -> None:
    h = _main()
    _rejected(h.game, Action(ActionKind.MULLIGAN, 0), IllegalCode.MULLIGAN_USED)


# ---------------------------------------------------------------------------- BAD_CHOICE


def test_r20_3_bad_choice_for_a_mulligan_of_cards_not_in_hand() -> None:
    g = _new_game()
    deck_card = g.players[0].deck[0]
    opponents = g.players[1].hand[0]
    _rejected(g, Action(ActionKind.MULLIGAN, 0, cards=(deck_card,)), IllegalCode.BAD_CHOICE)
    _rejected(g, Action(ActionKind.MULLIGAN, 0, cards=(opponents,)), IllegalCode.BAD_CHOICE)
    own = g.players[0].hand[0]
    _rejected(g, Action(ActionKind.MULLIGAN, 0, cards=(own, own)), IllegalCode.BAD_CHOICE)


def test_r20_3_bad_choice_for_a_first_vanguard_that_is_not_grade_0() -> None:
    g = _new_game(preferred=False)
    assert g.prompt is not None and g.prompt.kind == "choose_vanguard"
    grade_1 = next(i for i in g.players[0].deck if g.cards[i].grade == 1)
    _rejected(g, Action(ActionKind.CHOOSE_VANGUARD, 0, grade_1), IllegalCode.BAD_CHOICE)
    other_deck = next(i for i in g.players[1].deck if g.cards[i].grade == 0)
    _rejected(g, Action(ActionKind.CHOOSE_VANGUARD, 0, other_deck), IllegalCode.BAD_CHOICE)


def test_r20_3_bad_choice_for_cards_not_in_hand_or_unknown_card_numbers() -> None:
    h = _main()
    g = h.game
    _rejected(
        g, Action(ActionKind.CALL, 0, g.players[0].deck[-1], Circle.RC_FR), IllegalCode.BAD_CHOICE
    )
    _rejected(g, Action(ActionKind.CALL, 0, 9999, Circle.RC_FR), IllegalCode.BAD_CHOICE)
    _rejected(g, Action(ActionKind.CALL, 0, -1, Circle.RC_FR), IllegalCode.BAD_CHOICE)


def test_r20_3_bad_choice_for_a_trigger_bonus_given_to_an_opponents_unit() -> None:
    """R14.3: the power part goes to one of the checking player's own units."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON).deck(
        "Bringer of Good Luck, Epona", MARRON, MARRON
    )
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=NEHALEM)
    assert h.decision == "trigger_power"
    _rejected(h.game, Action(ActionKind.TRIGGER_POWER, 0, h.iid(1, "VC")), IllegalCode.BAD_CHOICE)


def test_r20_3_bad_choice_for_healing_a_card_outside_the_damage_zone() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).damage(MARRON)
    s.player(1).vanguard(UNDEUX).damage(BAHR, BAHR).deck("Dragon Monk, Genjo", BAHR, BAHR)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=UNDEUX)
    assert h.decision == "heal"
    g = h.game
    _rejected(g, Action(ActionKind.HEAL, 1, g.players[0].damage[0]), IllegalCode.BAD_CHOICE)
    _rejected(g, Action(ActionKind.HEAL, 1, h.iid(1, "VC")), IllegalCode.BAD_CHOICE)


# ---------------------------------------------------------------------------- GAME_OVER


def test_r20_3_game_over_for_any_command_after_the_end() -> None:
    h = _main()
    g = h.game
    g.concede(1)
    for action in (
        Action(ActionKind.END_MAIN, 0),
        Action(ActionKind.CALL, 0, _card(h, 0, MARRON), Circle.RC_FR),
        Action(ActionKind.END_GUARD, 1),
        Action(ActionKind.CONCEDE, 0),
    ):
        _rejected(g, action, IllegalCode.GAME_OVER)


def test_r20_4_concession_is_never_rejected_while_the_game_runs() -> None:
    h = _main()
    h.game.apply(Action(ActionKind.CONCEDE, 1))  # not player 1's decision, still legal
    assert h.game.result is not None and h.game.result.winner == 0


# ---------------------------------------------------------------------------- Action.from_dict


def test_r20_action_round_trips_through_its_dict_form() -> None:
    h = _main()
    for action in h.game.legal_actions():
        data = json.loads(json.dumps(action.to_dict()))
        assert Action.from_dict(data) == action
    mulligan = Action(ActionKind.MULLIGAN, 1, cards=(3, 7))
    assert Action.from_dict(mulligan.to_dict()) == mulligan


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        "end_main",
        {},
        {"player": 0},
        {"kind": "fly", "player": 0},
        {"kind": "end_main"},
        {"kind": "end_main", "player": 2},
        {"kind": "end_main", "player": -1},
        {"kind": "end_main", "player": "0"},
        {"kind": "end_main", "player": True},
        {"kind": "end_main", "player": 0, "extra": 1},
        {"kind": "call", "player": 0, "card": "12", "circle": "RC_FL"},
        {"kind": "call", "player": 0, "card": 1.5, "circle": "RC_FL"},
        {"kind": "call", "player": 0, "card": True, "circle": "RC_FL"},
        {"kind": "call", "player": 0, "card": 1, "circle": "RC_XX"},
        {"kind": "call", "player": 0, "card": 1, "circle": 0},
        {"kind": "attack", "player": 0, "card": 1, "target": "vanguard"},
        {"kind": "mulligan", "player": 0, "cards": "1,2"},
        {"kind": "mulligan", "player": 0, "cards": [1, "2"]},
        {"kind": "mulligan", "player": 0, "cards": [True]},
        {"kind": "mulligan", "player": 0, "cards": {"a": 1}},
    ],
)
def test_r20_malformed_action_dicts_raise_value_error(data: Any) -> None:
    with pytest.raises(ValueError):
        Action.from_dict(data)


# ---------------------------------------------------------------------------- order of codes


def test_r20_3_1_a_boost_sent_while_the_opponent_guards_is_not_your_decision() -> None:
    """R20.3.1: NOT_YOUR_DECISION comes before the specific code of the table."""
    h = _main()
    h.act("end_main")
    h.act("attack", card=GALLATIN, target=h.iid(1, "VC"))
    h.act("skip_boost")
    assert h.decision == "guard" and h.deciding == 1
    booster = h.iid(0, "RC_BC")
    _rejected(h.game, Action(ActionKind.BOOST, 0, booster), IllegalCode.NOT_YOUR_DECISION)


def test_r20_3_1_a_second_mulligan_by_the_player_asked_to_ride_is_mulligan_used() -> None:
    """R20.3.1: the deciding player's second mulligan gets the specific code, not
    WRONG_PHASE."""
    g = _new_game()
    g.apply(Action(ActionKind.MULLIGAN, 0))
    g.apply(Action(ActionKind.MULLIGAN, 1))
    assert g.prompt is not None and g.prompt.kind == "ride" and g.current_player == 0
    _rejected(g, Action(ActionKind.MULLIGAN, 0), IllegalCode.MULLIGAN_USED)
