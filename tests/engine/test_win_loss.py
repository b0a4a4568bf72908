"""R1 winning and losing: six damage, deck-out, timing of the loss, draws, concession, result.

Boards use vanilla cards (no abilities) so only the rules decide. Player 0 is a Royal Paladin
player, player 1 a Kagero player; Kagero cards in player 1's deck are therefore triggers that
work, while the default filler (a vanilla Royal Paladin grade 1) never triggers anything.
"""

from __future__ import annotations

import json

import pytest

from vanguard.engine import Action, ActionKind, IllegalAction, IllegalCode, LossReason
from vanguard.engine.constants import Duration, Stat
from vanguard.testing.scenario import Harness, Scenario

GALLATIN = "Knight of Silence, Gallatin"  # RP grade 2, 10000, Intercept, vanilla
TRUMPETER = "Stardust Trumpeter"  # RP grade 0, 6000, vanilla
MARRON = "Little Sage, Marron"  # RP grade 1, 8000, vanilla (the harness filler)
UNDEUX = "Lizard Runner, Undeux"  # Kagero grade 0, 6000, vanilla
BAHR = "Embodiment of Armor, Bahr"  # Kagero grade 1, 8000, vanilla
GENJO = "Dragon Monk, Genjo"  # Kagero heal trigger (only the 4-per-deck reminder text)
MONICA = "Dragon Dancer, Monica"  # Kagero draw trigger, vanilla


def _attack_vanguard(
    damage: int,
    *,
    defender_deck: list[str] | None = None,
    attacker_deck: list[str] | None = None,
    critical: int = 1,
    attacker_damage: int = 0,
) -> Harness:
    """Player 0's grade 2 vanguard (10000) attacks player 1's grade 0 vanguard (6000): it hits.

    Player 1 has `damage` damage, no hand (so guarding ends by itself) and `defender_deck`.
    """
    s = Scenario()
    s.player(0).vanguard(GALLATIN).damage(*[MARRON] * attacker_damage)
    if attacker_deck is not None:
        s.player(0).deck(*attacker_deck)
    s.player(1).vanguard(UNDEUX).damage(*[BAHR] * damage)
    if defender_deck is not None:
        s.player(1).deck(*defender_deck)
    h = s.start(phase="battle", turn=3)
    if critical != 1:
        h.game.add_mod(h.iid(0, "VC"), Stat.CRITICAL, critical - 1, Duration.TURN)
    h.act("attack", card=GALLATIN, target=UNDEUX)
    return h


def _kinds(h: Harness) -> list[str]:
    return [e["kind"] for e in h.events()]


# ---------------------------------------------------------------------------- R1.3.1 damage


def test_r1_3_1_sixth_damage_loses() -> None:
    h = _attack_vanguard(5)
    assert h.damage_count(1) == 6
    result = h.game.result
    assert result is not None
    assert result.winner == 0
    assert result.losers == {1: LossReason.DAMAGE}
    assert h.game.is_over and h.game.current_player is None


def test_r1_3_1_fifth_damage_does_not_lose() -> None:
    h = _attack_vanguard(4)
    assert h.damage_count(1) == 5
    assert h.game.result is None
    assert h.decision is not None


def test_r1_3_1_more_than_six_damage_also_loses() -> None:
    """R1.3.1 '6 or more': a player who somehow starts a check timing with 7 damage loses."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(UNDEUX).damage(*[BAHR] * 7)
    h = s.start(phase="stand", turn=3)
    assert h.game.result is not None
    assert h.game.result.losers == {1: LossReason.DAMAGE}


def test_r1_4_sixth_damage_loses_before_the_next_damage_check_is_revealed() -> None:
    """R1.4, R14.1 step 4a: with critical 2 and 5 damage, the second check never happens."""
    h = _attack_vanguard(5, critical=2)
    revealed = [e for e in h.events("check_revealed") if e["check"] == "damage"]
    assert len(revealed) == 1
    assert h.damage_count(1) == 6
    assert h.game.result is not None and h.game.result.losers == {1: LossReason.DAMAGE}
    assert len(h.game.players[1].deck) == 19  # the second card was never checked


def test_r1_4_1_e1_heal_revealed_as_sixth_damage_saves_the_player() -> None:
    """E1: 5 damage vs 4, the 6th damage check is a Heal: heal to 4, then the card makes 5."""
    h = _attack_vanguard(5, defender_deck=[GENJO, BAHR, BAHR], attacker_damage=4)
    # only a vanguard: the +5000 is forced; then the heal asks which damage card to heal
    assert h.decision == "heal" and h.deciding == 1
    h.act("heal", card=h.game.players[1].damage[0])
    assert h.game.result is None
    assert h.damage_count(1) == 5
    assert (GENJO, True) in h.damage(1)


# ---------------------------------------------------------------------------- R1.3.2 deck-out


def test_r1_3_2_drawing_the_last_card_loses_at_the_draw_phase_check_timing() -> None:
    """R1.3.2, R9.3: the turn player draws the last card and loses at the following check."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(MARRON)
    s.player(1).vanguard(UNDEUX)
    h = s.start(phase="stand", turn=3)
    assert h.hand(0) == [MARRON]  # the draw happened
    assert h.game.result is not None
    assert h.game.result.winner == 1
    assert h.game.result.losers == {0: LossReason.DECK_OUT}
    kinds = _kinds(h)
    assert kinds.index("drew") < kinds.index("game_over")
    assert "ride" not in [e.get("phase") for e in h.events("phase")]


def test_r1_3_2_the_non_turn_player_with_an_empty_deck_loses_too() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(UNDEUX).deck()
    h = s.start(phase="main", turn=3)
    assert h.game.result is not None
    assert h.game.result.losers == {1: LossReason.DECK_OUT}


def test_r1_3_2_a_card_left_in_the_deck_keeps_the_player_in_the_game() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(MARRON, MARRON)
    s.player(1).vanguard(UNDEUX)
    h = s.start(phase="stand", turn=3)
    assert h.game.result is None
    assert len(h.game.players[0].deck) == 1


def test_r1_4_e12_deck_out_during_damage_ends_the_game_before_the_second_check() -> None:
    """E12: 1 card in deck, 2 damage to take: the first check uses the last card and the
    defender loses at the check timing inside that check (R14.1 step 3)."""
    h = _attack_vanguard(0, defender_deck=[BAHR], critical=2)
    revealed = [e for e in h.events("check_revealed") if e["check"] == "damage"]
    assert len(revealed) == 1
    result = h.game.result
    assert result is not None
    assert result.winner == 0 and result.losers == {1: LossReason.DECK_OUT}
    # the loss happened inside the check, before the checked card reached the damage zone
    assert h.damage_count(1) == 0
    assert "damage_taken" not in _kinds(h)


def test_r1_4_deck_out_by_a_drive_check_loses_before_the_damage_step() -> None:
    """R1.3.2 with R14.1 step 3: the drive check takes the attacker's last card."""
    h = _attack_vanguard(0, attacker_deck=[MARRON])
    result = h.game.result
    assert result is not None
    assert result.losers == {0: LossReason.DECK_OUT} and result.winner == 1
    assert h.damage_count(1) == 0
    assert "hit" not in _kinds(h)


def test_r1_4_a_draw_trigger_emptying_the_deck_loses_at_the_following_check_timing() -> None:
    """The Draw trigger draws the last card during its resolution; the loss comes at the
    check timing after the trigger effect (R1.4, R14.1 step 3), not in the middle of it."""
    h = _attack_vanguard(0, defender_deck=[MONICA, BAHR])
    result = h.game.result
    assert result is not None and result.losers == {1: LossReason.DECK_OUT}
    assert BAHR in h.hand(1)  # the draw part was carried out completely
    kinds = _kinds(h)
    assert kinds.index("drew") < kinds.index("game_over")


# ---------------------------------------------------------------------------- R1.5 draw


def test_r1_5_e13_six_damage_and_empty_deck_at_the_same_check_is_a_draw() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).damage(*[MARRON] * 6)
    s.player(1).vanguard(UNDEUX).deck()
    h = s.start(phase="stand", turn=3)
    result = h.game.result
    assert result is not None
    assert result.winner is None
    assert result.losers == {0: LossReason.DAMAGE, 1: LossReason.DECK_OUT}
    assert result.to_dict()["draw"] is True


def test_r1_5_both_decks_empty_is_a_draw() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck()
    s.player(1).vanguard(UNDEUX).deck()
    h = s.start(phase="main", turn=3)
    result = h.game.result
    assert result is not None and result.winner is None
    assert result.losers == {0: LossReason.DECK_OUT, 1: LossReason.DECK_OUT}


# ---------------------------------------------------------------------------- R1.6 concession


def _main_board() -> Harness:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).hand(MARRON)
    s.player(1).vanguard(UNDEUX).hand(BAHR)
    return s.start(phase="main", turn=3)


@pytest.mark.parametrize("who", [0, 1])
def test_r1_6_a_player_may_concede_at_any_time_and_loses_at_once(who: int) -> None:
    """R1.6: also the player who is not deciding (here player 1 during player 0's main)."""
    h = _main_board()
    assert h.deciding == 0
    h.game.concede(who)
    result = h.game.result
    assert result is not None
    assert result.winner == 1 - who
    assert result.losers == {who: LossReason.CONCEDE}
    assert h.game.legal_actions() == []
    assert _kinds(h)[-2:] == ["conceded", "game_over"]


def test_r1_6_concession_as_an_action_is_accepted_from_the_non_deciding_player() -> None:
    """R20.4: concession is always legal, so NOT_YOUR_DECISION does not apply."""
    h = _main_board()
    h.game.apply(Action(ActionKind.CONCEDE, 1))
    assert h.game.result is not None and h.game.result.losers == {1: LossReason.CONCEDE}


def test_r1_6_concession_while_the_opponent_has_a_choice_pending() -> None:
    """Player 1 is choosing guardians; player 0 (the turn player) concedes meanwhile."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(UNDEUX).hand(UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=UNDEUX)
    assert h.decision == "guard" and h.deciding == 1
    h.game.concede(0)
    assert h.game.result is not None
    assert h.game.result.winner == 1 and h.game.result.losers == {0: LossReason.CONCEDE}
    assert h.damage_count(1) == 0  # nothing of the battle is carried out afterwards


def test_r1_6_concession_during_setup() -> None:
    from vanguard.decks import load_deck
    from vanguard.engine import new_game

    a, b = load_deck("td01"), load_deck("td02")
    g = new_game(a.cards, b.cards, 0, first_player=0)
    assert g.prompt is not None and g.prompt.kind == "choose_vanguard"
    g.concede(1)
    assert g.result is not None and g.result.winner == 0
    assert g.result.losers == {1: LossReason.CONCEDE}


def test_r1_6_concession_does_not_wait_for_a_check_timing() -> None:
    """The conceding player loses at once: no rule-action check runs first, so a losing
    condition the opponent meets but that no check timing has seen yet does not turn the
    concession into a draw."""
    h = _main_board()
    p0 = h.game.players[0]
    p0.hand.extend(p0.deck)  # player 0's deck is now empty, unnoticed until a check timing
    p0.deck.clear()
    h.game.concede(1)
    assert h.game.result is not None
    assert h.game.result.winner == 0
    assert h.game.result.losers == {1: LossReason.CONCEDE}


# ---------------------------------------------------------------------------- R1.8 / R20.3


def test_r1_8_result_records_winner_and_reason_per_loser() -> None:
    h = _attack_vanguard(5)
    result = h.game.result
    assert result is not None
    data = result.to_dict()
    assert data == {"winner": 0, "draw": False, "losers": {"1": "damage"}}
    json.dumps(data)
    assert h.game.view(None)["result"] == data
    over = h.events("game_over")
    assert len(over) == 1 and over[0]["winner"] == 0 and over[0]["losers"] == {"1": "damage"}


def test_r1_8_reason_names() -> None:
    assert {r.value for r in LossReason} == {
        "damage",
        "deck_out",
        "no_vanguard",
        "effect",
        "concede",
    }


def test_r1_2_r20_3_no_command_is_accepted_after_the_game_ended() -> None:
    h = _attack_vanguard(5)
    g = h.game
    before = (g.state_hash(), json.dumps(g.view(0)), len(g.events))
    for action in (
        Action(ActionKind.END_MAIN, 0),
        Action(ActionKind.SKIP_RIDE, 1),
        Action(ActionKind.CONCEDE, 1),
    ):
        with pytest.raises(IllegalAction) as caught:
            g.apply(action)
        assert caught.value.code is IllegalCode.GAME_OVER
    with pytest.raises(IllegalAction) as caught:
        g.concede(0)
    assert caught.value.code is IllegalCode.GAME_OVER
    assert (g.state_hash(), json.dumps(g.view(0)), len(g.events)) == before
    assert g.legal_actions() == [] and g.current_player is None
    # reading the state still works (R20.3 "except reading state")
    assert g.view(1)["result"]["winner"] == 0
    assert g.clone().result == g.result
