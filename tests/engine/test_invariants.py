"""R21 the project invariants (seed000 §11 and §12): one test per invariant, asserted directly
on a scenario (or, for setup and deck rules, on a game built by `new_game()` / a deck list)."""

from __future__ import annotations

import dataclasses
import random
from functools import cache

import pytest

from vanguard.cards import default_database
from vanguard.decks import DeckList, ViolationCode, check_deck, load_deck
from vanguard.engine import (
    KNOWN_VARIANTS,
    Action,
    ActionKind,
    Circle,
    Game,
    IllegalAction,
    IllegalCode,
    LossReason,
    new_game,
)
from vanguard.engine.costs import can_counter_blast, counter_blast
from vanguard.testing import Scenario

GALLATIN = "Knight of Silence, Gallatin"  # G2 10000 Intercept (vanilla)
MARRON = "Little Sage, Marron"  # G1 8000 Boost (vanilla, the filler)
TRUMPETER = "Stardust Trumpeter"  # G0 6000 Boost (vanilla)
EPONA = "Bringer of Good Luck, Epona"  # Critical trigger
ELAINE = "Yggdrasil Maiden, Elaine"  # Heal trigger

FILLER = [MARRON] * 12


def deck(*top: str) -> list[str]:
    return [*top, *FILLER]


@cache
def trial_deck(name: str) -> DeckList:
    return load_deck(name)


def trial_game(seed: int, first_player: int | None = 0) -> Game:
    a, b = trial_deck("td01"), trial_deck("td02")
    return new_game(
        a.cards,
        b.cards,
        seed,
        first_player=first_player,
        first_vanguards=(a.first_vanguard, b.first_vanguard),
    )


def rejected(g: Game, action: Action) -> IllegalCode:
    """Apply an illegal action: it must be rejected and change nothing (R20.1)."""
    before = g.state_hash()
    with pytest.raises(IllegalAction) as error:
        g.apply(action)
    assert g.state_hash() == before
    return error.value.code


def test_r21_1_only_a_standing_front_row_unit_can_attack() -> None:
    s = Scenario()
    p0 = s.player(0).vanguard(GALLATIN, rested=True).rear("RC_FL", GALLATIN)
    p0.rear("RC_FR", GALLATIN, rested=True).rear("RC_BL", MARRON).rear("RC_BC", TRUMPETER)
    p0.rear("RC_BR", MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    attackers = {a.card for a in h.options("attack")}
    assert attackers == {h.iid(0, "RC_FL")}
    target = h.iid(1, "VC")
    for circle in ("VC", "RC_FR", "RC_BL", "RC_BC", "RC_BR"):
        action = Action(ActionKind.ATTACK, 0, h.iid(0, circle), target=target)
        assert rejected(h.game, action) is IllegalCode.BAD_ATTACKER


def test_r21_2_a_normal_attack_targets_the_front_row_only() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    p1 = s.player(1).vanguard(GALLATIN).rear("RC_FR", MARRON).rear("RC_BL", MARRON)
    p1.rear("RC_BC", TRUMPETER).rear("RC_BR", GALLATIN)
    h = s.start(phase="battle", turn=3)
    assert {a.target for a in h.options("attack")} == {h.iid(1, "VC"), h.iid(1, "RC_FR")}
    for circle in ("RC_BL", "RC_BC", "RC_BR"):
        action = Action(ActionKind.ATTACK, 0, h.iid(0, "VC"), target=h.iid(1, circle))
        assert rejected(h.game, action) is IllegalCode.BAD_TARGET


def test_r21_3_rest_is_sideways_and_stand_is_upright() -> None:
    """The engine's single orientation flag is what views show: `rested` (sideways) after
    attacking, upright again after its master's stand phase (R8.2)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    # Turn 4 is the opponent's: player 0's vanguard stays rested through it.
    assert h.game.turn == 4
    assert h.game.view(1)["players"][0]["field"]["VC"]["rested"] is True
    h.skip_to("main", 1)
    h.act("end_main")
    h.skip_to("main", 0)
    assert h.game.turn == 5
    assert h.game.view(0)["players"][0]["field"]["VC"]["rested"] is False
    assert [e["units"][0]["iid"] for e in h.events("stood")] == [h.iid(0, "VC")]


def test_r21_4_a_called_rear_guard_enters_standing() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON, rested=True).hand(GALLATIN, TRUMPETER)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=GALLATIN, circle="RC_FL")  # over a resting rear-guard
    h.act("call", card=TRUMPETER, circle="RC_BC")
    assert h.unit(0, "RC_FL") is not None and h.unit(0, "RC_FL").name == GALLATIN
    assert not h.is_rested(0, "RC_FL") and not h.is_rested(0, "RC_BC")
    assert h.drop(0) == [MARRON]


def test_r21_5_attacking_and_boosting_rest_the_cards() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).rear("RC_BL", MARRON)
    s.player(1).vanguard(GALLATIN).hand(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    assert not any(h.is_rested(0, c) for c in ("VC", "RC_FL", "RC_BL"))
    h.act("attack", card=h.iid(0, "RC_FL"), target=h.iid(1, "VC"))
    h.act("boost", card=MARRON)
    assert h.is_rested(0, "RC_FL") and h.is_rested(0, "RC_BL")
    assert not h.is_rested(0, "VC")


def test_r21_6_six_damage_loses_and_an_empty_deck_loses() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN).damage(*[MARRON] * 5)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert h.game.result is not None
    assert h.game.result.winner == 0 and h.game.result.losers == {1: LossReason.DAMAGE}

    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(MARRON)  # the draw phase takes the last card
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="draw", turn=3)
    assert h.hand(0) == [MARRON]
    assert h.game.result is not None
    assert h.game.result.winner == 1 and h.game.result.losers == {0: LossReason.DECK_OUT}


def test_r21_7_damage_enters_face_up_and_counter_blast_counts_face_up_cards() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN).damage(TRUMPETER, face_down=True).deck(*deck(MARRON))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert h.damage(1) == [(TRUMPETER, False), (MARRON, True)]  # the new card is face up
    g = h.game
    assert can_counter_blast(g, 1, 1) and not can_counter_blast(g, 1, 2)
    counter_blast(g, 1, (g.players[1].damage[1],))
    assert h.damage(1) == [(TRUMPETER, False), (MARRON, False)]
    assert not can_counter_blast(g, 1, 1)
    assert h.damage_count(1) == 2  # face-down cards still count (R4.4.3)


def test_r21_8_heal_applies_when_own_damage_is_at_least_the_opponents() -> None:
    for own, theirs, heals in ((2, 2, True), (3, 2, True), (1, 2, False)):
        s = Scenario()
        s.player(0).vanguard(GALLATIN).damage(*[MARRON] * own).deck(*deck(ELAINE))
        s.player(1).vanguard(GALLATIN).damage(*[MARRON] * theirs)
        h = s.start(phase="battle", turn=3)
        h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
        assert (h.decision == "heal") is heals, (own, theirs)
        if heals:
            h.act("heal", card=h.game.players[0].damage[0])
        assert h.damage_count(0) == own - heals, (own, theirs)


def test_r21_9_mulligan_once_per_player_any_number_bottom_then_draw_then_shuffle() -> None:
    g = trial_game(seed=7)
    assert g.prompt is not None and g.prompt.kind == "mulligan" and g.current_player == 0
    p0 = g.players[0]
    hand, top_two = list(p0.hand), list(p0.deck[-2:])
    returned = next(a for a in g.legal_actions() if len(a.cards) == 2)
    sizes = {len(a.cards) for a in g.legal_actions()}
    assert sizes == set(range(len(hand) + 1))  # any number of cards, 0 to 5
    since = len(g.events)
    g.apply(returned)
    kept = [c for c in hand if c not in returned.cards]
    assert sorted(p0.hand) == sorted(kept + top_two)  # drawn from the top: never the returned
    assert all(c in p0.deck for c in returned.cards)
    kinds = [e["kind"] for e in g.events_for(None, since) if e["player"] == 0]
    assert kinds == ["mulligan", "drew", "shuffled"]
    # The second player gets their own mulligan; returning nothing does not shuffle (Q7).
    assert g.prompt is not None and g.prompt.kind == "mulligan" and g.current_player == 1
    since = len(g.events)
    g.apply(Action(ActionKind.MULLIGAN, 1))
    assert "shuffled" not in [e["kind"] for e in g.events_for(None, since) if e["player"] == 1]
    # Setup is over; a second mulligan is refused.
    assert g.players[0].mulliganed and g.players[1].mulliganed
    assert g.current_player == 0
    assert rejected(g, Action(ActionKind.MULLIGAN, 0)) is IllegalCode.MULLIGAN_USED


def test_r21_10_no_attack_on_turn_1_and_none_is_offered() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).hand(MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=1)
    attack = Action(ActionKind.ATTACK, 0, h.iid(0, "VC"), target=h.iid(1, "VC"))
    rejected(h.game, attack)
    h.act("end_main")
    # The battle phase passed without an attack decision: turn 2 began.
    assert h.events("no_attack_first_turn")
    assert not h.events("forced_choice")  # ended for the player, with no event (R22)
    assert not h.events("attacked")
    assert h.game.turn == 2 and h.damage_count(1) == 0
    # The second player may attack on turn 2.
    h.skip_to("attack", 1)
    assert h.options("attack")[0].kind == "attack"


def test_r21_10_an_attack_on_turn_1_is_rejected_as_no_attack_turn1() -> None:
    """R20.3: the reason code of any attack on turn 1, although turn 1 never asks for one."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).hand(MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=1)
    attack = Action(ActionKind.ATTACK, 0, h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert rejected(h.game, attack) is IllegalCode.NO_ATTACK_TURN1


def test_r21_11_cards_on_the_circles_are_face_up_except_the_first_vanguard_before_stand_up() -> (
    None
):
    for seed in range(3):
        g = trial_game(seed, first_player=None)
        assert not g.stood_up
        for p in g.players:
            assert g.face_down[p.circles[Circle.VC]]
            assert g.view(1 - p.index)["players"][p.index]["field"]["VC"] == {"face_down": True}
        agent = random.Random(seed)
        for _ in range(400):
            if g.is_over:
                break
            g.apply(agent.choice(g.legal_actions()))
            if not g.stood_up:
                continue
            for p in g.players:
                units = [c for c in p.circles if c is not None] + p.guardians
                assert not any(g.face_down[c] for c in units), seed
                if p.trigger is not None:
                    assert not g.face_down[p.trigger]
        assert g.stood_up


def test_r21_12_the_first_player_comes_from_the_match_seed_and_can_be_fixed() -> None:
    drawn = {seed: trial_game(seed, first_player=None).first_player for seed in range(16)}
    assert set(drawn.values()) == {0, 1}
    assert all(trial_game(seed, first_player=None).first_player == drawn[seed] for seed in (0, 5))
    for fixed in (0, 1):
        for seed in range(4):
            g = trial_game(seed, first_player=fixed)
            assert g.first_player == fixed
            assert g.current_player == fixed  # the first player decides first (R2.4)


def test_r21_13_the_deck_validator_requires_exactly_16_triggers() -> None:
    td01 = trial_deck("td01")
    assert check_deck(td01) == []
    db = default_database()
    epona, trumpeter = db.lookup(EPONA), db.lookup(TRUMPETER)
    gallatin, llew = db.lookup(GALLATIN), db.lookup("Future Knight, Llew")
    fifteen = dict(td01.entries)
    fifteen[epona] -= 1
    fifteen[trumpeter] += 1  # still 50 cards
    seventeen = dict(td01.entries)
    seventeen[gallatin] -= 1
    seventeen[llew] = 1  # a fifth critical trigger under another name
    for counts, triggers in ((fifteen, 15), (dict(td01.entries), 16), (seventeen, 17)):
        changed = dataclasses.replace(td01, entries=tuple(counts.items()))
        assert sum(card.is_trigger * n for card, n in changed.entries) == triggers
        codes = {v.code for v in check_deck(changed)}
        assert (ViolationCode.TRIGGER_COUNT in codes) is (triggers != 16), triggers
        assert codes <= {ViolationCode.TRIGGER_COUNT}, codes


def test_r21_14_damage_zone_views_carry_identity_and_face_for_both_players() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN).damage(MARRON).damage(EPONA, face_down=True)
    h = s.start(phase="main", turn=3)
    for viewer in (0, 1, None):
        damage = h.game.view(viewer)["players"][1]["damage"]
        assert [(d["card"], d["face_up"]) for d in damage] == [
            ("little-sage-marron", True),
            ("bringer-of-good-luck-epona", False),
        ]


def test_r21_15_no_later_era_mechanic_without_a_variant() -> None:
    a, b = trial_deck("td01"), trial_deck("td02")
    for later in ("stride", "g_assist", "legion", "trigger_power_10000", "front_trigger"):
        assert later not in KNOWN_VARIANTS
        with pytest.raises(ValueError):
            new_game(a.cards, b.cards, 0, variants=(later,))
    g = trial_game(seed=0)
    assert g.variants == frozenset()
    # In the core a trigger gives +5000 (not the later +10000) and guardians obey the grade
    # limit (not the later "any grade").
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(*deck(EPONA))
    s.player(1).vanguard(MARRON).hand(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert not h.events("guarded")
    assert h.events("hit")[0]["power"] == 10000 + 5000
