"""R16 (abilities, timing, [1/Turn], delayed abilities) and the other rules that need card
abilities to be seen (R1.4.2, R1.7, R2.x, R4.x, R12.x, R13.3, R15.x, R17.x, R18.x, R19.x).

Most tests give otherwise vanilla cards exactly the ability the rule needs, as ability data in
a private card database (`db_with`), so nothing else acts. Some use real cards of the pool on
purpose (Lake Maiden, Lien; King of Knights, Alfred; Highspeed, Brakki; Battleraizer; Lozenge
Magus; Demon Slaying Knight, Lohengrin; Wyvern Strike, Tejas; Brutal Jack), with their
packaged ability data.

The `check_marks` fixture wraps the engine's check-timing routine so that each check timing
scheduled by the turn structure leaves a `check_timing` event (see test_rules_more.py).
"""

from __future__ import annotations

import json

import pytest

from vanguard.abilities.load import packaged_abilities, parse_abilities
from vanguard.abilities.model import AbilitySpec
from vanguard.abilities.render import render
from vanguard.cards import CardDatabase, default_database
from vanguard.engine import (
    Action,
    ActionKind,
    Circle,
    IllegalAction,
    IllegalCode,
    LossReason,
)
from vanguard.engine.flow import _move
from vanguard.testing import Harness, Scenario

BASE = CardDatabase.load()

# Vanilla cards that carry the test abilities (names as printed; clans do not matter here).
BLUEBLOOD = "Commodore Blueblood"  # G2 10000, Intercept
WONDER = "Wonder Boy"  # G1 8000, Boost
NOA = "Sonic Noa"  # G1 8000, Boost
TOUGH = "Tough Boy"  # G1 8000, Boost
ROMARIO = "Dandy Guy, Romario"  # G1 8000, Boost
KING = "King of Sword"  # Nova Grappler G2 10000, Intercept (vanilla)
# Plain units.
TRUMPETER = "Stardust Trumpeter"  # RP G0 6000, Boost
MARRON = "Little Sage, Marron"  # RP G1 8000, Boost
GALLATIN = "Knight of Silence, Gallatin"  # RP G2 10000, Intercept
EPONA = "Bringer of Good Luck, Epona"  # RP Critical trigger
BAHR = "Embodiment of Armor, Bahr"  # Kagero G1 8000
UNDEUX = "Lizard Runner, Undeux"  # Kagero G0 6000
NEHALEM = "Dragon Knight, Nehalem"  # Kagero G2 10000, Intercept
# Real cards with their packaged abilities.
LIEN = "Lake Maiden, Lien"
ALFRED = "King of Knights, Alfred"
BRAKKI = "Highspeed, Brakki"
BATTLERAIZER = "Battleraizer"
LOZENGE = "Lozenge Magus"
LOHENGRIN = "Demon Slaying Knight, Lohengrin"
TEJAS = "Wyvern Strike, Tejas"
BRUTAL_JACK = "Brutal Jack"


def db_with(text: str = "", *, real: bool = False) -> CardDatabase:
    """The pool with exactly these test abilities (and, with `real`, the packaged ones)."""
    abilities: dict[str, tuple[AbilitySpec, ...]] = {}
    if real:
        abilities.update(packaged_abilities())
    abilities.update(parse_abilities(text, "test"))
    return BASE.with_abilities(abilities)


def names_of(h: Harness, kind: str) -> list[str]:
    """The card names of the events of `kind` that name a card."""
    return [h.game.cards[e["iid"]].name for e in h.events(kind)]


def names_of_options(h: Harness) -> list[str]:
    """The card names of the offered activations."""
    return [h.game.cards[a.card].name for a in h.options("activate") if a.card is not None]


def empty_deck(h: Harness, player: int) -> None:
    """Move the whole deck into the hand, as an effect would (loss at the next check
    timing, R1.3.2)."""
    p = h.game.players[player]
    p.hand.extend(p.deck)
    p.deck.clear()


# ---------------------------------------------------------------------------- R1, R2


def test_r1_4_2_drawing_the_last_card_and_putting_one_back_in_one_resolution_is_no_loss() -> None:
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    do:
      - draw: 1
      - choose: {what: {zone: hand}}
      - return_to_deck: chosen
wonder-boy:
  - kind: act
    zones: [RC]
    do: [{draw: 1}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", WONDER).hand(MARRON).deck(TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    assert h.deck(0) == [] and h.decision == "choose"  # the deck is empty for a moment
    h.act("choose", card=MARRON)
    assert h.game.result is None
    assert h.deck(0) == [MARRON] and h.hand(0) == [TRUMPETER]
    assert h.decision == "main"
    h.act("activate", card=WONDER)  # draws the last card and puts nothing back
    assert h.game.result is not None
    assert h.game.result.losers == {0: LossReason.DECK_OUT}


@pytest.mark.parametrize(("who", "loser"), [("opponent", 1), ("you", 0)])
def test_r1_7_a_loss_by_an_effect_happens_while_it_resolves(who: str, loser: int) -> None:
    """The master's deck is emptied by the first step (a loss due at the next check
    timing); the `lose_game` step ends the game at once, so only its loser loses, and the
    step after it never happens."""
    text = f"""
commodore-blueblood:
  - kind: act
    zones: [VC]
    do: [{{draw: 1}}, {{lose_game: {who}}}, {{soul_charge: 1}}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).deck(MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    result = h.game.result
    assert result is not None
    assert result.losers == {loser: LossReason.EFFECT}
    assert result.winner == 1 - loser
    assert h.event_kinds()[-3:] == ["ability_played", "drew", "game_over"]
    assert h.soul(0) == []
    assert h.decision is None


def test_r2_1_card_text_beats_the_rules() -> None:
    """Real cards: Wyvern Strike, Tejas attacks a back-row unit although the rules allow
    only front-row targets; Brutal Jack cannot attack although it is a standing front-row
    unit."""
    s = Scenario()
    s.player(0).vanguard(NEHALEM).rear("RC_FL", TEJAS).rear("RC_FR", BRUTAL_JACK)
    s.player(1).vanguard(GALLATIN).rear("RC_BR", MARRON)
    h = s.start(phase="battle", turn=3)
    jack = h.iid(0, "RC_FR")
    assert jack not in {a.card for a in h.options("attack")}
    with pytest.raises(IllegalAction):
        h.game.apply(Action(ActionKind.ATTACK, 0, card=jack, target=h.iid(1, "VC")))
    h.act("attack", card=TEJAS, target=MARRON)
    assert h.events("attacked")[0]["target"]["circle"] == "RC_BR"
    h.skip_to("attack")
    assert h.events("hit")[0]["power"] == 8000  # 8000 vs 8000
    assert h.unit(1, "RC_BR") is None and h.drop(1) == [MARRON]


def test_r20_3_an_attack_by_a_unit_forbidden_to_attack_is_refused_as_bad_attacker() -> None:
    s = Scenario()
    s.player(0).vanguard(NEHALEM).rear("RC_FR", BRUTAL_JACK)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    with pytest.raises(IllegalAction) as error:
        h.game.apply(Action(ActionKind.ATTACK, 0, card=h.iid(0, "RC_FR"), target=h.iid(1, "VC")))
    assert error.value.code is IllegalCode.BAD_ATTACKER


def test_r2_3_cannot_beats_can() -> None:
    """A unit that both may attack the back row and cannot attack does not attack at all;
    a unit that cannot be boosted is not boosted by the Boost unit behind it."""
    text = """
king-of-sword:
  - kind: cont
    zones: [VC, RC]
    static: [may_attack_back_row]
  - kind: cont
    zones: [VC, RC]
    static: [cannot_attack]
commodore-blueblood:
  - kind: cont
    zones: [VC, RC]
    static: [cannot_be_boosted]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", KING).rear("RC_BC", MARRON)
    s.player(1).vanguard(NEHALEM).rear("RC_BR", BAHR).hand(UNDEUX)
    h = s.start(phase="battle", turn=3)
    assert {a.card for a in h.options("attack")} == {h.iid(0, "VC")}
    h.act("attack", card=BLUEBLOOD, target=NEHALEM)
    assert h.decision == "guard"  # no boost decision
    assert not h.is_rested(0, "RC_BC") and h.power(0, "VC") == 10000


def test_r2_5_a_chosen_number_is_zero_or_positive_and_at_most_what_can_be_done() -> None:
    """AMB-10: 'draw up to 3' asks for a number from 0; with two cards left it stops at 2."""
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    do: [{draw_up_to: 3}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).hand(MARRON).deck(TRUMPETER, GALLATIN)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    assert h.decision == "draw_up_to"
    assert sorted(a.choice for a in h.options("number")) == [0, 1, 2]
    h.act("number", choice=0)
    assert h.hand(0) == [MARRON] and h.deck(0) == [TRUMPETER, GALLATIN]


def test_r2_6_3_the_choice_of_an_optional_effect_is_not_itself_optional() -> None:
    """The pool has no 'choose N ..., you may X it' text, and the ability data asks 'may'
    before the effect. What the engine shows is the R2.6.3 point: the optional part is a
    yes/no of its own; the choosing follows R2.6.1 (no 'choose none'; N if possible, as many
    as possible otherwise)."""
    text = """
sonic-noa:
  - kind: auto
    when: {placed: [RC]}
    may: true
    do:
      - choose: {what: {zone: rear-guard, another: true}, count: 3}
      - power: {amount: 3000, who: chosen}
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON).rear("RC_FR", TRUMPETER).hand(NOA, NOA)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("call", card=NOA, circle="RC_BL")
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.decision == "choose"
    assert not h.options("choose_none")
    h.act("choose", card=MARRON)
    assert h.decision == "main"
    # The second pick had one candidate left and was not optional: made for the player
    # (R2.6.5); two of the three asked for, as many as possible.
    assert not h.events("forced_choice")  # and with no event of its own (R22)
    assert [e["card"] for e in h.events("chose")] == ["little-sage-marron", "stardust-trumpeter"]
    assert (h.power(0, "RC_FL"), h.power(0, "RC_FR")) == (11000, 9000)
    h.act("call", card=NOA, circle="RC_BR")
    h.act("no")
    assert h.decision == "main"
    assert (h.power(0, "RC_FL"), h.power(0, "RC_FR")) == (11000, 9000)


# ---------------------------------------------------------------------------- R4


def test_r4_2_6_the_field_is_vc_rc_and_gc_an_effect_on_a_unit_there_applies() -> None:
    """A guardian's own 'placed on (GC)' +5000 applies to it (the GC is part of the field);
    a power effect given to a card in hand does nothing."""
    text = """
sonic-noa:
  - kind: auto
    when: {placed: [GC]}
    do: [{power: {amount: 5000}}]
commodore-blueblood:
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {zone: hand}}
      - power: {amount: 5000, who: chosen}
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).hand(MARRON)
    s.player(1).vanguard(NEHALEM).hand(NOA, BAHR)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    assert not h.events("power_changed")
    assert not h.game.live_mods()
    h.act("end_main")
    h.act("attack", card=BLUEBLOOD, target=NEHALEM)
    h.act("guard", card=NOA)
    guardian = h.game.players[1].guardians[0]
    assert h.game.power(guardian) == 8000 + 5000
    assert h.game.view(None)["players"][1]["guardians"][0]["power"] == 13000


def test_r4_4_2_counter_blast_turns_damage_face_down_counter_charge_face_up() -> None:
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    cost: [{counter_blast: 2}]
    do: [{draw: 1}]
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {zone: damage, face_down: true}}
      - face_up: chosen
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).damage(MARRON, TRUMPETER, GALLATIN)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD, choice=0)
    h.act("select", cards=[MARRON, GALLATIN])
    assert h.damage(0) == [(MARRON, False), (TRUMPETER, True), (GALLATIN, False)]
    h.act("activate", card=BLUEBLOOD, choice=1)
    h.act("choose", card=GALLATIN)
    assert h.damage(0) == [(MARRON, False), (TRUMPETER, True), (GALLATIN, True)]
    assert h.damage_count(0) == 3


def test_r4_6_3_a_card_goes_to_the_top_of_the_deck_unless_told_bottom_and_is_hidden() -> None:
    text = """
wonder-boy:
  - kind: act
    zones: [RC]
    do: [{return_to_deck: self}]
commodore-blueblood:
  - kind: act
    zones: [VC]
    do: [look_top]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", WONDER).deck(MARRON, TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=WONDER)
    assert h.deck(0) == [WONDER, MARRON, TRUMPETER]
    for viewer in (1, None):
        assert "wonder-boy" not in json.dumps(h.game.view(viewer))
    h.act("activate", card=BLUEBLOOD)
    h.act("bottom")  # this text says "bottom"
    assert h.deck(0) == [MARRON, TRUMPETER, WONDER]


# ---------------------------------------------------------------------------- R11, R12, R13


def test_r11_2_3_an_act_is_offered_in_the_main_phase_when_its_zone_and_cost_allow() -> None:
    """Real card: Lake Maiden, Lien ([Rest] & discard: draw). Standing on an RC with a card
    in hand it is offered; resting, or with an empty hand, it is not. After it, a check timing
    and a new play timing."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", LIEN).rear("RC_FR", LIEN, rested=True)
    s.player(0).hand(MARRON).deck(TRUMPETER, TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    assert [a.card for a in h.options("activate")] == [h.iid(0, "RC_FL")]
    h.act("activate", card=h.iid(0, "RC_FL"))
    assert h.decision == "main"
    assert h.is_rested(0, "RC_FL") and h.drop(0) == [MARRON] and h.hand(0) == [TRUMPETER]
    assert not h.options("activate")  # both resting now
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", LIEN).rear("RC_FR", MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    assert h.decision == "main" and not h.options("activate")  # nothing to discard


def test_r12_3_8_the_attacked_unit_leaves_before_the_guard_step_the_battle_goes_on() -> None:
    text = """
commodore-blueblood:
  - kind: auto
    zones: [RC]
    when: attacks
    do:
      - choose: {what: {side: opponent, zone: rear-guard, attacked: true}}
      - retire: chosen
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(GALLATIN).rear("RC_FL", BLUEBLOOD)
    s.player(1).vanguard(NEHALEM).rear("RC_FR", BAHR).hand(UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BLUEBLOOD, target=BAHR)
    assert h.drop(1) == [BAHR]
    assert h.decision == "guard" and h.deciding == 1  # the guard step still comes
    h.act("end_guard")
    assert h.decision == "attack"
    steps = [e["step"] for e in h.events("step")]
    assert steps == ["start", "attack", "guard", "damage", "close", "start"]
    assert h.events("no_hit")[0]["reason"] == "left_circle"


def test_r12_3_8_the_attacker_leaves_before_the_guard_step_the_battle_goes_on() -> None:
    text = """
wonder-boy:
  - kind: auto
    zones: [RC]
    when: attacks
    cost: [retire_self]
    do: [{draw: 1}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(GALLATIN).rear("RC_FL", WONDER)
    s.player(1).vanguard(NEHALEM).hand(UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=WONDER, target=NEHALEM)
    assert h.unit(0, "RC_FL") is None and h.drop(0) == [WONDER]
    assert h.decision == "guard" and h.deciding == 1
    h.act("end_guard")
    assert h.events("no_hit")[0]["reason"] == "left_circle"
    assert h.damage_count(1) == 0
    assert [e["step"] for e in h.events("step")][-3:] == ["damage", "close", "start"]


def test_r12_4_2_the_non_turn_player_guards_and_intercepts_in_any_order_with_check_timings() -> (
    None
):
    """After each guardian call or intercept a check timing plays what it triggered (here a
    guardian's 'placed on (GC)' draw), then the non-turn player acts again."""
    text = """
sonic-noa:
  - kind: auto
    when: {placed: [GC]}
    do: [{draw: 1}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", GALLATIN).hand(NOA, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert (h.decision, h.deciding) == ("guard", 1)
    h.act("guard", card=NOA)
    assert (h.decision, h.deciding) == ("guard", 1)
    assert len(h.hand(1)) == 2  # Marron and the card drawn by Sonic Noa
    assert h.event_index("guarded") < h.event_index("ability_played") < h.event_index("drew")
    h.act("intercept", card=h.iid(1, "RC_FL"))
    assert (h.decision, h.deciding) == ("guard", 1)
    h.act("guard", card=MARRON)
    order = [e["kind"] for e in h.events() if e["kind"] in ("guarded", "intercepted")]
    assert order == ["guarded", "intercepted", "guarded"]
    assert h.power(1, "VC") == 10000 + 5000 + 5000 + 5000


def test_r12_6_8_hit_abilities_are_played_at_the_check_timing_closing_the_damage_step() -> None:
    """A 'when this unit's attack hits' ability mills its master's deck: the check timing
    that plays it ends the game, before the close step."""
    text = """
commodore-blueblood:
  - kind: auto
    zones: [VC]
    when: attack_hits
    do: [{mill: 10}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).deck(MARRON, MARRON, MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BLUEBLOOD, target=NEHALEM)
    assert h.game.result is not None and h.game.result.losers == {0: LossReason.DECK_OUT}
    assert (
        h.event_index("hit")
        < h.event_index("damage_taken")
        < h.event_index("ability_played")
        < h.event_index("milled")
        < h.event_index("game_over")
    )
    assert not any(e.get("step") == "close" for e in h.events("step"))


@pytest.mark.usefixtures("check_marks")
def test_r12_7_1_close_step_abilities_trigger_and_are_played_at_its_check_timing() -> None:
    """Real card: Highspeed, Brakki paid its cost, so 'at the beginning of the close step of
    that battle' it is returned to the deck: it triggers when the close step begins and is
    played at the check timing that follows, before the battle ends."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", BRAKKI).soul(MARRON).deck(*[MARRON] * 5)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BRAKKI, target=NEHALEM)
    h.act("yes")  # Soul Blast 1: +5000 and the return at the close step
    assert h.decision == "attack"
    close = h.event_index("step", step="close")
    events = h.event_kinds()
    assert events[close + 1 : close + 3] == ["ability_triggered", "check_timing"]
    assert (
        close
        < h.event_index("returned_to_deck")
        < h.event_index("shuffled")
        < h.event_index("battle_ended")
    )
    assert h.unit(0, "RC_FL") is None and BRAKKI in h.deck(0)


def test_r12_7_1_a_printed_beginning_of_close_step_ability_triggers() -> None:
    text = """
wonder-boy:
  - kind: auto
    zones: [RC]
    when: close_step
    do: [{draw: 1}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(GALLATIN).rear("RC_FL", WONDER).rear("RC_FR", GALLATIN)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=NEHALEM)
    assert h.decision == "attack"
    assert names_of(h, "ability_played") == [WONDER]
    assert h.event_index("step", step="close") < h.event_index("ability_played")
    assert h.event_index("ability_played") < h.event_index("battle_ended")


def test_r16_3_7_a_printed_end_of_turn_ability_triggers_at_the_beginning_of_the_end_phase() -> None:
    text = """
wonder-boy:
  - kind: auto
    zones: [RC]
    when: end_phase
    do: [{draw: 1}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(GALLATIN).rear("RC_FL", WONDER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="end", turn=3)
    assert names_of(h, "ability_played") == [WONDER]
    assert h.event_index("phase", phase="end") < h.event_index("ability_played")
    assert h.event_index("ability_played") < h.event_index("turn_ended")


@pytest.mark.usefixtures("check_marks")
def test_r13_3_a_check_timing_follows_the_end_of_the_turns_effects() -> None:
    """Real card: Battleraizer's boost creates a return 'at the beginning of the end phase';
    it is played at the end phase's first check timing, then 'until end of turn' effects end
    (R13.2), then another check timing comes before the next turn. (Nothing in the pool
    triggers on an effect ending, so the repetition of R13.3 cannot happen.)"""
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_BC", BATTLERAIZER).deck(*[MARRON] * 5)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=KING, target=NEHALEM)
    h.act("boost", card=BATTLERAIZER)
    assert h.decision == "main" and h.deciding == 1  # the next turn
    end = h.event_index("phase", phase="end")
    ended = h.event_index("turn_ended")
    assert end < h.event_index("returned_to_deck", card="battleraizer") < ended
    assert h.event_kinds()[ended + 1 : ended + 3] == ["check_timing", "turn_started"]
    assert h.unit(0, "RC_BC") is None


# ---------------------------------------------------------------------------- R15 costs


def test_r15_5_rest_discard_retire_and_soul_costs_are_paid_in_full_or_not_offered() -> None:
    text = """
wonder-boy:
  - kind: act
    zones: [RC]
    cost: [rest_self]
    do: [{draw: 1}]
sonic-noa:
  - kind: act
    zones: [RC]
    cost: [retire_self]
    do: [{draw: 1}]
dandy-guy-romario:
  - kind: act
    zones: [RC]
    cost: [self_to_soul]
    do: [{draw: 1}]
tough-boy:
  - kind: act
    zones: [RC]
    cost: [{discard: {count: 2}}]
    do: [{draw: 1}]
"""
    s = Scenario(db=db_with(text))
    p0 = s.player(0).vanguard(GALLATIN).rear("RC_FL", WONDER).rear("RC_FR", NOA)
    p0.rear("RC_BL", ROMARIO).rear("RC_BR", TOUGH).hand(MARRON).deck(*[TRUMPETER] * 5)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    assert set(names_of_options(h)) == {WONDER, NOA, ROMARIO}  # Tough Boy: only one card
    h.act("activate", card=WONDER)
    assert h.is_rested(0, "RC_FL")
    h.act("activate", card=NOA)
    assert h.unit(0, "RC_FR") is None and h.drop(0) == [NOA]
    assert h.events("retired")[0]["reason"] == "cost"
    h.act("activate", card=ROMARIO)
    assert h.unit(0, "RC_BL") is None and h.soul(0) == [ROMARIO]
    assert set(names_of_options(h)) == {TOUGH}  # a resting unit cannot pay [Rest]
    h.act("activate", card=TOUGH)
    h.act("select", cards=[MARRON, TRUMPETER])
    assert sorted(h.drop(0)) == sorted([NOA, MARRON, TRUMPETER])
    assert len(h.hand(0)) == 3


def test_r15_6_4_a_unit_retired_as_a_cost_is_put_into_the_drop_zone_from_the_rc() -> None:
    """Paying the cost is an event like any other: the unit's own 'put into the drop zone
    from (RC)' ability triggers (AMB-22)."""
    text = """
sonic-noa:
  - kind: act
    zones: [RC]
    cost: [retire_self]
    do: [{soul_charge: 1}]
  - kind: auto
    when: {dropped_from: RC}
    do: [{draw: 1}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(GALLATIN).rear("RC_FL", NOA).deck(MARRON, TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=NOA)
    retired = h.events("retired")[0]
    assert (retired["from"], retired["reason"]) == ("RC_FL", "cost")
    assert names_of(h, "ability_played") == [NOA, NOA]  # the ACT, then the drop ability
    assert h.soul(0) == [MARRON] and h.hand(0) == [TRUMPETER]


# ---------------------------------------------------------------------------- R16.1 kinds


def test_r16_1_1_an_act_is_played_by_its_master_in_their_main_phase_paying_its_cost() -> None:
    """Real card: Lake Maiden, Lien. Not offered at the ride decision nor in the battle
    phase, offered in the main phase; playing it pays [Rest] and the discard."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", LIEN).rear("RC_FR", LIEN)
    s.player(0).hand(MARRON, MARRON, GALLATIN).deck(*[TRUMPETER] * 4)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="ride", turn=3)
    assert h.decision == "ride" and not h.options("activate")
    h.act("skip_ride")
    assert {a.card for a in h.options("activate")} == {h.iid(0, "RC_FL"), h.iid(0, "RC_FR")}
    h.act("activate", card=h.iid(0, "RC_FL"))
    h.act("select", cards=[MARRON])
    assert h.is_rested(0, "RC_FL") and h.drop(0) == [MARRON]
    assert names_of(h, "ability_played") == [LIEN]
    h.act("end_main")
    assert h.decision == "attack" and not h.options("activate")  # Lien on RC_FR could pay


def test_r16_1_2_an_auto_ability_triggers_by_itself_and_is_played_at_the_check_timing() -> None:
    text = """
sonic-noa:
  - kind: auto
    when: {placed: [RC]}
    do: [{draw: 1}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(GALLATIN).hand(NOA, MARRON).deck(TRUMPETER, GALLATIN)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    assert not h.options("activate")  # nothing to play by choice
    h.act("call", card=NOA, circle="RC_FL")
    assert h.decision == "main"
    assert (
        h.event_index("called")
        < h.event_index("ability_triggered")
        < h.event_index("ability_played")
        < h.event_index("drew")
    )
    assert not h.events("forced_choice")  # made for the player, no event (R22)
    assert sorted(h.hand(0)) == sorted([MARRON, TRUMPETER])


def test_r16_1_3_a_cont_ability_applies_constantly_and_is_never_played() -> None:
    """Real card: King of Knights, Alfred: +2000 per Royal Paladin rear-guard during its
    master's turn. The value follows each call at once; no ability event ever appears; in the
    opponent's turn it does not apply."""
    s = Scenario()
    s.player(0).vanguard(ALFRED).hand(MARRON, MARRON)
    s.player(1).vanguard(NEHALEM).hand(BAHR)
    h = s.start(phase="main", turn=3)
    assert h.power(0, "VC") == 10000
    h.act("call", card=MARRON, circle="RC_FL")
    assert h.power(0, "VC") == 12000
    h.act("call", card=MARRON, circle="RC_FR")
    assert h.power(0, "VC") == 14000
    h.act("end_main")
    h.act("end_battle")
    assert h.deciding == 1 and h.game.turn == 4
    assert h.power(0, "VC") == 10000
    assert not h.events("ability_triggered") and not h.events("ability_played")


_ATTACK_IF = """
commodore-blueblood:
  - kind: auto
    zones: [RC]
    when: attacks
    if: [{compare: {left: {count: {zone: hand}}, op: at_least, right: 2}}]
    do: [{power: {amount: 5000, until: battle}}]
wonder-boy:
  - kind: auto
    zones: [RC]
    when: boosts
    do: [{draw: 2}]
"""


@pytest.mark.parametrize(("first", "bonus"), [(WONDER, 5000), (BLUEBLOOD, 0)])
def test_r16_1_5_the_if_clause_is_read_when_the_ability_resolves(first: str, bonus: int) -> None:
    """'When this unit attacks, if you have 2 or more cards in hand': with an empty hand at
    the attack, the clause holds only if the booster's draw-2 was played first (AMB-3)."""
    s = Scenario(db=db_with(_ATTACK_IF))
    s.player(0).vanguard(GALLATIN).rear("RC_FL", BLUEBLOOD).rear("RC_BL", WONDER)
    s.player(1).vanguard(NEHALEM).hand(UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BLUEBLOOD, target=NEHALEM)
    h.act("boost", card=WONDER)
    assert len(h.events("ability_triggered")) == 2  # both triggered with an empty hand
    h.act("play_ability", card=first)
    assert h.decision == "guard"
    assert h.power(0, "RC_FL") == 10000 + 8000 + bonus
    ended = [e["reason"] for e in h.events("ability_ended")]
    assert ended == ([] if bonus else ["condition_not_met"])


def test_r16_1_5_the_zone_condition_is_checked_when_the_event_happens() -> None:
    """The same '(RC)' ability on the vanguard: the attack happens outside its zone, so it
    does not trigger at all."""
    s = Scenario(db=db_with(_ATTACK_IF))
    s.player(0).vanguard(BLUEBLOOD).hand(MARRON, MARRON)
    s.player(1).vanguard(NEHALEM).hand(UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BLUEBLOOD, target=NEHALEM)
    assert h.decision == "guard"
    assert not h.events("ability_triggered")
    assert h.power(0, "VC") == 10000


# ---------------------------------------------------------------------------- R16.2 ACT


def test_r16_2_1_an_act_is_played_only_from_its_zone_by_its_master_with_nothing_resolving() -> None:
    """Real Lake Maiden, Lien: in hand it is not offered, on an RC it is; while another
    ability resolves (its choice pending) no ACT is offered; the non-turn player's Lien is
    never offered, not even at their guard decision."""
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {zone: rear-guard}}
      - power: {amount: 1000, who: chosen}
"""
    s = Scenario(db=db_with(text, real=True))
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", LIEN).rear("RC_FR", MARRON).hand(LIEN, MARRON)
    s.player(1).vanguard(NEHALEM).rear("RC_FL", LIEN).hand(BAHR, UNDEUX)
    h = s.start(phase="main", turn=3)
    offered = {a.card for a in h.options("activate")}
    assert offered == {h.iid(0, "VC"), h.iid(0, "RC_FL")}  # not the Lien in hand
    h.act("activate", card=BLUEBLOOD)
    assert h.decision == "choose"
    assert {a.kind for a in h.options()} == {ActionKind.CHOOSE}
    h.act("choose", card=MARRON)
    h.act("end_main")
    h.act("attack", card=BLUEBLOOD, target=NEHALEM)
    assert h.decision == "guard" and h.deciding == 1
    assert not h.options("activate")


def test_r16_2_3_an_act_may_be_played_again_as_long_as_its_cost_can_be_paid() -> None:
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    cost: [{counter_blast: 1}]
    do: [{power: {amount: 1000}}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).damage(MARRON, MARRON, MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    for _ in range(3):
        h.act("activate", card=BLUEBLOOD)
    assert h.power(0, "VC") == 13000
    assert [up for _, up in h.damage(0)] == [False, False, False]
    assert not h.options("activate")


def test_r16_2_3_an_act_whose_cost_can_no_longer_be_paid_is_refused_as_cost_unpayable() -> None:
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    cost: [{counter_blast: 1}]
    do: [{power: {amount: 1000}}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).damage(MARRON).hand(MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    action = h.act("activate", card=BLUEBLOOD)
    assert h.decision == "main"
    before = h.game.state_hash()
    with pytest.raises(IllegalAction) as error:
        h.game.apply(action)
    assert h.game.state_hash() == before
    assert error.value.code is IllegalCode.COST_UNPAYABLE


# ---------------------------------------------------------------------------- R16.3 AUTO


def test_r16_3_2_an_ability_triggered_during_a_resolution_waits_for_the_check_timing() -> None:
    """An ACT superior-calls Sonic Noa and then draws: Sonic Noa's 'placed' ability triggers
    in the middle and is played only after the whole ACT."""
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {zone: hand, names: ["Sonic Noa"]}}
      - call: chosen
      - draw: 1
sonic-noa:
  - kind: auto
    when: {placed: [RC]}
    do: [{soul_charge: 1}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).hand(NOA).deck(MARRON, TRUMPETER, GALLATIN)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    h.act("choose_circle", card=NOA, circle="RC_FL")
    assert h.decision == "main"
    assert (
        h.event_index("superior_call")
        < h.event_index("ability_triggered")
        < h.event_index("drew")
        < h.event_index("ability_played", card="sonic-noa")
        < h.event_index("soul_charge")
    )
    assert h.hand(0) == [MARRON] and h.soul(0) == [TRUMPETER]


def test_r16_3_4_a_mandatory_auto_is_played_without_asking_and_done_as_far_as_possible() -> None:
    text = """
sonic-noa:
  - kind: auto
    when: {placed: [RC]}
    do:
      - choose: {what: {side: opponent, zone: rear-guard}, count: 2}
      - retire: chosen
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(GALLATIN).hand(NOA, MARRON)
    s.player(1).vanguard(NEHALEM).rear("RC_FL", BAHR)
    h = s.start(phase="main", turn=3)
    h.act("call", card=NOA, circle="RC_FL")
    assert h.decision == "main"  # no "use it?" question
    assert not h.events("forced_choice")  # made for the player, no event (R22)
    assert h.drop(1) == [BAHR]  # one of the two it asked for


_ORDER = """
commodore-blueblood:
  - kind: auto
    zones: [RC]
    when: attacks
    do: [{draw: 1}]
wonder-boy:
  - kind: auto
    zones: [RC]
    when: boosts
    do: [{soul_charge: 1}]
"""


def test_r16_3_5_the_master_chooses_the_order_of_their_standby_abilities() -> None:
    s = Scenario(db=db_with(_ORDER))
    s.player(0).vanguard(GALLATIN).rear("RC_FL", BLUEBLOOD).rear("RC_BL", WONDER)
    s.player(0).deck(MARRON, TRUMPETER)
    s.player(1).vanguard(NEHALEM).hand(UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BLUEBLOOD, target=NEHALEM)
    h.act("boost", card=WONDER)
    assert names_of(h, "ability_triggered") == [BLUEBLOOD, WONDER]
    assert {h.game.cards[a.card].name for a in h.options("play_ability")} == {BLUEBLOOD, WONDER}
    h.act("play_ability", card=WONDER)  # the one that triggered last, first
    assert names_of(h, "ability_played") == [WONDER, BLUEBLOOD]
    assert h.soul(0) == [MARRON] and h.hand(0) == [TRUMPETER]


def test_r16_3_7_at_the_beginning_of_the_main_phase_triggers_once_per_beginning() -> None:
    """Real card: Lohengrin's main-phase ability triggers once, however many actions follow,
    and once again at its master's next main phase."""
    s = Scenario()
    s.player(0).vanguard(LOHENGRIN).hand(MARRON, MARRON, MARRON).deck(*[TRUMPETER] * 8)
    s.player(1).vanguard(NEHALEM).hand(BAHR)
    h = s.start(phase="main", turn=3)
    for circle in ("RC_FL", "RC_FR", "RC_BL"):
        h.act("call", card=MARRON, circle=circle)
    assert names_of(h, "ability_triggered") == [LOHENGRIN]
    assert h.soul(0) == [TRUMPETER]
    h.act("end_main")
    h.act("end_battle")
    h.skip_to("main", player=0)
    assert h.game.turn == 5
    assert names_of(h, "ability_triggered") == [LOHENGRIN, LOHENGRIN]
    assert h.soul(0) == [TRUMPETER, TRUMPETER]


def test_r16_3_7_end_of_battle_and_end_of_turn_are_the_beginning_of_close_step_and_end_phase() -> (
    None
):
    """Real cards: Highspeed, Brakki's return ('at the beginning of the close step of that
    battle') comes when that close step begins, before the battle ends; Battleraizer's
    ('at the beginning of the end phase of that turn') when the end phase begins, before the
    turn's effects end."""
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_FL", BRAKKI).rear("RC_BC", BATTLERAIZER).soul(MARRON)
    s.player(0).deck(*[MARRON] * 6)
    s.player(1).vanguard(NEHALEM).hand(UNDEUX, UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BRAKKI, target=NEHALEM)
    h.act("yes")
    h.act("end_guard")
    h.act("attack", card=KING, target=NEHALEM)
    h.act("boost", card=BATTLERAIZER)
    h.act("end_guard")
    assert h.decision == "main" and h.deciding == 1
    returned = [i for i, e in enumerate(h.events()) if e["kind"] == "returned_to_deck"]
    closes = [i for i, e in enumerate(h.events()) if e.get("step") == "close"]
    ended = [i for i, e in enumerate(h.events()) if e["kind"] == "battle_ended"]
    assert closes[0] < returned[0] < ended[0]  # Brakki, in the first battle
    assert h.event_index("phase", phase="end") < returned[1] < h.event_index("turn_ended")
    assert [h.events()[i]["card"] for i in returned] == ["highspeed-brakki", "battleraizer"]


# ---------------------------------------------------------------------------- R16.4 resolving


def test_r16_4_an_act_pays_its_cost_then_does_its_effects_in_order_then_a_check_timing() -> None:
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    cost: [{counter_blast: 1}]
    do: [{draw: 1}, {soul_charge: 1}, {power: {amount: 1000}}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).damage(MARRON).deck(TRUMPETER, GALLATIN, MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    assert h.decision == "main"
    played = h.event_index("ability_played")
    assert h.event_kinds()[played:] == [
        "ability_played",
        "counter_blast",  # the one way to pay Counter Blast 1, chosen with no event (R22)
        "drew",
        "soul_charge",
        "power_changed",
    ]
    assert h.power(0, "VC") == 11000 and h.soul(0) == [GALLATIN]


def test_r16_4_1_no_rule_action_happens_in_the_middle_of_a_resolution() -> None:
    """An ACT calls a unit onto an occupied RC and then draws: the unit that was there goes
    to the drop zone (R16.6.2) only at the check timing after the whole resolution."""
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {zone: hand}}
      - call: chosen
      - draw: 1
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", MARRON).hand(TRUMPETER)
    s.player(0).deck(GALLATIN, GALLATIN)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    h.act("choose_circle", card=TRUMPETER, circle="RC_FL")
    assert h.event_index("superior_call") < h.event_index("drew") < h.event_index("retired")
    assert h.events("retired")[0]["reason"] == "rule"
    assert h.drop(0) == [MARRON] and h.unit(0, "RC_FL").name == TRUMPETER


def test_r16_4_2_a_choice_is_made_when_the_effect_reaches_it_by_the_player_it_names() -> None:
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    do:
      - draw: 1
      - choose: {what: {zone: hand}}
      - discard: chosen
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {side: opponent, zone: hand}, chooser: opponent}
      - discard: chosen
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).hand(MARRON).deck(TRUMPETER, GALLATIN)
    s.player(1).vanguard(NEHALEM).hand(BAHR, UNDEUX)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD, choice=0)
    assert h.decision == "choose" and h.deciding == 0
    assert {h.game.cards[a.card].name for a in h.options("choose")} == {MARRON, TRUMPETER}
    h.act("choose", card=TRUMPETER)  # the card the first step drew
    assert h.drop(0) == [TRUMPETER]
    h.act("activate", card=BLUEBLOOD, choice=1)
    assert h.decision == "choose" and h.deciding == 1  # the opponent chooses
    h.act("choose", card=UNDEUX)
    assert h.drop(1) == [UNDEUX] and h.hand(1) == [BAHR]


def test_r16_4_3_a_step_that_fails_does_not_stop_the_next_steps() -> None:
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {side: opponent, zone: rear-guard}}
      - retire: chosen
      - draw: 1
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).deck(MARRON, TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    assert not h.events("retired") and not h.events("chose")
    assert h.hand(0) == [MARRON]
    assert not h.events("ability_ended")


def test_r16_4_4_values_are_read_when_the_step_is_done_the_if_is_not_read_again() -> None:
    """'If you have a card in hand': true when read, false after the discard step; the
    later steps still happen, and 'draw up to 3' reads the deck as the mill step left it."""
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    if: [{compare: {left: {count: {zone: hand}}, op: at_least, right: 1}}]
    do:
      - choose: {what: {zone: hand}}
      - discard: chosen
      - mill: 2
      - draw_up_to: 3
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).hand(MARRON).deck(TRUMPETER, GALLATIN, EPONA)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    assert h.decision == "draw_up_to" and h.hand(0) == []
    assert sorted(a.choice for a in h.options("number")) == [0, 1]
    h.act("number", choice=1)
    assert h.hand(0) == [EPONA]


# ---------------------------------------------------------------------------- R16.5


@pytest.mark.parametrize("timing", ["ride", "main", "attack", "guard"])
def test_r16_5_2_every_action_taken_at_a_play_timing_is_followed_by_a_check_timing(
    timing: str,
) -> None:
    """The opponent's deck is emptied by hand just before the action: the check timing right
    after the action ends the game before anything else happens."""
    s = Scenario(db=db_with())
    s.player(0).vanguard(MARRON).hand(GALLATIN, TRUMPETER).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(NEHALEM).hand(UNDEUX, BAHR)
    h = s.start(phase="ride", turn=3)
    if timing != "ride":
        h.act("ride", card=GALLATIN)
    if timing in ("attack", "guard"):
        h.act("end_main")
    if timing == "guard":
        h.act("attack", card=h.iid(0, "VC"), target=NEHALEM)
    assert h.decision == timing
    empty_deck(h, 1)
    count = len(h.events())
    {
        "ride": lambda: h.act("ride", card=GALLATIN),
        "main": lambda: h.act("call", card=TRUMPETER, circle="RC_BL"),
        "attack": lambda: h.act("attack", card=h.iid(0, "RC_FL"), target=NEHALEM),
        "guard": lambda: h.act("guard", card=UNDEUX),
    }[timing]()
    assert h.game.result is not None and h.game.result.losers == {1: LossReason.DECK_OUT}
    later = [e["kind"] for e in h.events()[count:]]
    assert "phase" not in later and "step" not in later[1:]


# ---------------------------------------------------------------------------- R16.7 1/Turn


_ONCE_ACT = """
wonder-boy:
  - kind: act
    zones: [RC]
    once_per_turn: true
    do: [{power: {amount: 1000}}]
commodore-blueblood:
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {zone: rear-guard, names: ["Wonder Boy"]}}
      - to_soul: chosen
      - choose: {what: {zone: soul, names: ["Wonder Boy"]}}
      - call: chosen
"""


def test_r16_7_1_one_turn_counts_per_card_and_a_card_that_changed_zones_is_new() -> None:
    s = Scenario(db=db_with(_ONCE_ACT))
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", WONDER).rear("RC_FR", WONDER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    first, second = h.iid(0, "RC_FL"), h.iid(0, "RC_FR")
    h.act("activate", card=first)
    offered = {a.card for a in h.options("activate")}
    assert first not in offered and second in offered  # per card
    h.act("move", card=first, circle="RC_BL")  # circle to circle: the same card
    assert first not in {a.card for a in h.options("activate")}
    h.act("activate", card=BLUEBLOOD)
    h.act("choose", card=first)  # into the soul, then called back: a new card
    h.act("choose_circle", card=first, circle="RC_FL")
    assert h.iid(0, "RC_FL") == first
    assert first in {a.card for a in h.options("activate")}
    h.act("activate", card=first)
    assert h.power(0, "RC_FL") == 9000  # the first +1000 was lost with the zone change


def test_r16_7_1_the_use_is_counted_per_turn() -> None:
    s = Scenario(db=db_with(_ONCE_ACT))
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", WONDER).hand(MARRON)
    s.player(1).vanguard(NEHALEM).hand(BAHR)
    h = s.start(phase="main", turn=3)
    wonder = h.iid(0, "RC_FL")
    h.act("activate", card=wonder)
    assert wonder not in {a.card for a in h.options("activate")}
    h.act("end_main")
    h.act("end_battle")
    h.skip_to("main", player=0)
    assert h.game.turn == 5
    assert wonder in {a.card for a in h.options("activate")}


def test_r16_7_2_an_act_one_turn_use_is_counted_when_it_is_played() -> None:
    """Played with its cost paid and nothing to choose (the effect does nothing), the use is
    spent: playing it again is refused with ONCE_PER_TURN and changes nothing."""
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    once_per_turn: true
    cost: [{counter_blast: 1}]
    do:
      - choose: {what: {side: opponent, zone: rear-guard}}
      - retire: chosen
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).damage(MARRON, MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    action = h.act("activate", card=BLUEBLOOD)
    assert h.damage(0) == [(MARRON, False), (MARRON, True)]
    assert not h.options("activate")  # one face-up damage left: only the 1/Turn stops it
    before = h.game.state_hash()
    with pytest.raises(IllegalAction) as error:
        h.game.apply(action)
    assert error.value.code is IllegalCode.ONCE_PER_TURN
    assert h.game.state_hash() == before


_ONCE_AUTO = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    do: [{retire: {who: {side: opponent, zone: rear-guard}}}]
wonder-boy:
  - kind: auto
    zones: [RC]
    when: opponent_rear_guard_dropped
    once_per_turn: ONCE
    may: true
    cost: [{counter_blast: 1}]
    do: [{draw: 1}]
"""


@pytest.mark.parametrize("pay", ["yes", "no"])
def test_r16_7_3_an_auto_one_turn_use_is_spent_when_played_paid_or_not(pay: str) -> None:
    """Two opponent rear-guards dropped: two instances of the same card's [1/Turn] ability.
    The first is played (the cost paid or declined); the second is discarded unplayed."""
    s = Scenario(db=db_with(_ONCE_AUTO.replace("ONCE", "true")))
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", WONDER).damage(MARRON, MARRON)
    s.player(0).deck(TRUMPETER, TRUMPETER)
    s.player(1).vanguard(NEHALEM).rear("RC_FL", BAHR).rear("RC_FR", BAHR)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    assert names_of(h, "ability_triggered") == [WONDER, WONDER]
    assert h.decision == "play_ability" and len(h.options("play_ability")) == 2
    h.act("play_ability", card=WONDER, choice=h.options("play_ability")[0].choice)
    h.act(pay)
    assert h.decision == "main"  # the second instance was not played
    assert names_of(h, "ability_played") == [BLUEBLOOD, WONDER]
    assert len(h.hand(0)) == (1 if pay == "yes" else 0)


def test_r16_7_3_without_one_turn_both_instances_are_played() -> None:
    s = Scenario(db=db_with(_ONCE_AUTO.replace("ONCE", "false")))
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", WONDER).damage(MARRON, MARRON)
    s.player(1).vanguard(NEHALEM).rear("RC_FL", BAHR).rear("RC_FR", BAHR)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    h.act("play_ability", card=WONDER, choice=h.options("play_ability")[0].choice)
    h.act("no")
    assert h.decision == "use_ability"  # the second instance
    h.act("no")
    assert names_of(h, "ability_played") == [BLUEBLOOD, WONDER, WONDER]


def test_r16_7_4_no_card_of_the_pool_is_one_turn_the_mechanism_exists_for_test_data() -> None:
    db = default_database()
    assert all(not a.once_per_turn for card in db.all() for a in card.abilities)
    assert sum(len(card.abilities) for card in db.all()) > 90
    spec = parse_abilities(_ONCE_ACT, "test")["wonder-boy"][0]
    assert spec.once_per_turn
    assert "[1/Turn]" in render(spec)


# ---------------------------------------------------------------------------- R16.8 delayed


@pytest.mark.parametrize("pay", ["yes", "no"])
def test_r16_8_1_the_delayed_return_exists_only_if_the_effect_reached_it(pay: str) -> None:
    """Real card: Highspeed, Brakki returns at the close step only if its Soul Blast was
    paid ('If you do')."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", BRAKKI).soul(MARRON).deck(*[MARRON] * 5)
    s.player(1).vanguard(NEHALEM).hand(UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BRAKKI, target=NEHALEM)
    h.act(pay)
    h.act("end_guard")
    assert h.decision == "attack"
    if pay == "yes":
        assert h.unit(0, "RC_FL") is None and BRAKKI in h.deck(0)
    else:
        assert h.unit(0, "RC_FL").name == BRAKKI and not h.events("returned_to_deck")
        assert not h.game.delayed


def test_r16_8_2_the_delayed_ability_belongs_to_the_creator_even_after_the_ability_is_gone() -> (
    None
):
    """A granted 'when this unit attacks, at the end phase draw 1' (until end of battle):
    the grant is gone after the close step, the delayed draw still comes, for its master."""
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    do:
      - grant:
          until: battle
          ability:
            kind: auto
            zones: [VC]
            when: attacks
            do:
              - later: {at: end_phase, effects: [{draw: 1}]}
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", GALLATIN).deck(*[MARRON] * 4)
    s.player(1).vanguard(NEHALEM).hand(UNDEUX)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    h.act("end_main")
    h.act("attack", card=BLUEBLOOD, target=NEHALEM)
    h.act("end_guard")
    assert h.decision == "attack"
    assert not h.game.grants  # the granted ability ended with the battle
    assert len(h.game.delayed) == 1
    hand = len(h.hand(0))
    h.act("end_battle")
    assert len(h.hand(0)) == hand + 1
    played = [i for i, e in enumerate(h.events()) if e["kind"] == "ability_played"][-1]
    event = h.events()[played]
    assert event["player"] == 0 and event["card"] == "commodore-blueblood"
    assert h.event_index("phase", phase="end") < played < h.event_index("turn_ended")


def test_r16_8_3_a_delayed_ability_fires_once_at_that_battles_close_step() -> None:
    text = """
commodore-blueblood:
  - kind: auto
    zones: [RC]
    when: attacks
    do:
      - later: {at: close_step, effects: [{draw: 1}]}
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(GALLATIN).rear("RC_FL", BLUEBLOOD).deck(*[MARRON] * 4)
    s.player(1).vanguard(NEHALEM).hand(UNDEUX, UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BLUEBLOOD, target=NEHALEM)
    h.act("end_guard")
    assert len(h.hand(0)) == 1
    h.act("attack", card=GALLATIN, target=NEHALEM)
    h.act("end_guard")
    assert h.game.turn == 4  # nothing stands any more: the battle phase ended
    closes = [i for i, e in enumerate(h.events()) if e.get("step") == "close"]
    triggered = [i for i, e in enumerate(h.events()) if e["kind"] == "ability_triggered"]
    assert len(closes) == 2 and len(triggered) == 2  # the attack trigger, the delayed one
    assert closes[0] < triggered[1] < h.event_index("battle_ended")
    following = h.events()[triggered[1] + 1]  # it waits for the check timing (played
    assert following["kind"] == "ability_played"  # for the player: the only option, R2.6.5)...
    drew = [e for e in h.events("drew") if e["player"] == 0]
    assert len(drew) == 1  # ...is played once, and never again
    assert len(h.hand(0)) == 2  # the delayed draw and the drive check


def test_r16_8_4_the_return_follows_the_unit_between_circles_and_needs_the_same_card() -> None:
    """Real Battleraizer boosts (return at the end phase). (a) moved to another RC (as an
    effect would move it): still the same card, returned; (b) see the next test."""
    s = Scenario()
    s.player(0).vanguard(KING).rear("RC_FL", KING).rear("RC_BL", BATTLERAIZER)
    s.player(0).deck(*[MARRON] * 5)
    s.player(1).vanguard(NEHALEM).hand(UNDEUX, UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "RC_FL"), target=NEHALEM)
    h.act("boost", card=BATTLERAIZER)
    h.act("end_guard")
    raizer = h.iid(0, "RC_BL")
    _move(h.game, 0, raizer, Circle.RC_FL)  # RC to RC: keeps the card
    assert h.iid(0, "RC_FL") == raizer
    assert h.unit(0, "RC_BL").name == KING  # the exchange of the column
    h.act("end_battle")
    assert h.unit(0, "RC_FL") is None and BATTLERAIZER in h.deck(0)
    assert h.unit(0, "RC_BL").name == KING


def test_r16_8_4_when_the_unit_left_the_return_does_nothing_but_the_deck_is_shuffled() -> None:
    text = """
king-of-sword:
  - kind: auto
    zones: [VC]
    when: attack_hits
    do:
      - choose: {what: {zone: rear-guard, names: ["Battleraizer"]}}
      - retire: chosen
"""
    s = Scenario(db=db_with(text, real=True))
    s.player(0).vanguard(KING).rear("RC_BC", BATTLERAIZER).deck(*[MARRON] * 5)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=KING, target=NEHALEM)
    h.act("boost", card=BATTLERAIZER)  # 13000: a hit; the hit ability retires Battleraizer
    assert h.decision == "main" and h.deciding == 1
    assert h.drop(0) == [BATTLERAIZER]
    end = h.event_index("phase", phase="end")
    after_end = h.events()[end:]
    assert not [e for e in after_end if e["kind"] == "returned_to_deck"]
    assert any(e["kind"] == "shuffled" and e["player"] == 0 for e in after_end)


def test_r16_8_5_lozenge_magus_returns_at_the_end_phase_after_its_boost_ended() -> None:
    s = Scenario()
    s.player(0).vanguard("Oracle Guardian, Wiseman").rear("RC_BC", LOZENGE)
    s.player(0).rear("RC_FL", GALLATIN).deck(*[MARRON] * 5)
    s.player(1).vanguard(NEHALEM).hand(UNDEUX, UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=NEHALEM)
    h.act("boost", card=LOZENGE)
    assert h.power(0, "VC") == 10000 + 3000 + 3000
    h.act("end_guard")
    assert h.decision == "attack"  # the battle is over
    assert h.power(0, "VC") == 10000  # the boost and the +3000 ended at the close step
    assert h.unit(0, "RC_BC").name == LOZENGE  # still there
    h.act("end_battle")
    assert h.unit(0, "RC_BC") is None and LOZENGE in h.deck(0)
    assert h.event_index("phase", phase="end") < h.event_index("returned_to_deck")


# ---------------------------------------------------------------------------- R17 actions


def test_r17_6_retire_puts_a_rear_guard_into_its_owners_drop_the_vanguard_never() -> None:
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {side: opponent, zone: unit}}
      - retire: chosen
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD)
    s.player(1).vanguard(NEHALEM).rear("RC_FL", BAHR)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    h.act("choose", card=NEHALEM)
    assert h.unit(1, "VC").name == NEHALEM and not h.events("retired")
    h.act("activate", card=BLUEBLOOD)
    h.act("choose", card=BAHR)
    assert h.unit(1, "RC_FL") is None
    assert h.drop(1) == [BAHR] and h.drop(0) == []


def test_r17_7_standing_a_standing_unit_is_no_event() -> None:
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    do: [{stand: {who: {zone: unit}}}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", MARRON, rested=True).rear("RC_FR", MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    assert [[u["iid"] for u in e["units"]] for e in h.events("stood")] == [[h.iid(0, "RC_FL")]]
    assert not h.is_rested(0, "RC_FL")
    h.act("activate", card=BLUEBLOOD)
    assert len(h.events("stood")) == 1  # nothing was resting: no event


def test_r17_9_a_card_put_into_the_soul_or_hand_is_a_new_card_there() -> None:
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {zone: rear-guard}}
      - power: {amount: 4000, who: chosen}
      - to_soul: chosen
      - choose: {what: {zone: drop}}
      - to_hand: chosen
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", MARRON, rested=True).drop(TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    marron = h.iid(0, "RC_FL")
    h.act("activate", card=BLUEBLOOD)
    assert h.unit(0, "VC").name == BLUEBLOOD and h.soul(0) == [MARRON]  # under the vanguard
    assert h.events("power_changed")[0]["iid"] == marron
    assert not [m for m in h.game.live_mods() if m.iid == marron]  # its +4000 is gone
    assert not h.game.rested[marron]
    assert h.hand(0) == [TRUMPETER] and h.drop(0) == []


def test_r17_10_soul_charge_soul_blast_counter_blast_and_counter_charge() -> None:
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    cost: [{soul_blast: 1}, {counter_blast: 1}]
    do:
      - soul_charge: 2
      - choose: {what: {zone: damage, face_down: true}}
      - face_up: chosen
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).soul(MARRON, TRUMPETER).damage(BAHR)
    s.player(0).damage(UNDEUX, face_down=True).deck(GALLATIN, EPONA, MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    h.act("select", cards=[MARRON])  # Soul Blast 1
    assert h.damage(0) == [(BAHR, False), (UNDEUX, False)]  # Counter Blast 1 (the only one)
    assert sorted(h.soul(0)) == sorted([TRUMPETER, GALLATIN, EPONA])  # Soul Charge 2
    h.act("choose", card=UNDEUX)  # Counter Charge the chosen one
    assert h.damage(0) == [(BAHR, False), (UNDEUX, True)]
    assert h.drop(0) == [MARRON]


_SHUFFLE = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    do: [shuffle]
"""
_DECK = (MARRON, TRUMPETER, GALLATIN, EPONA, LIEN, ALFRED, BRAKKI, BAHR, UNDEUX, NEHALEM)


def _shuffled(seed: int) -> list[str]:
    s = Scenario(seed=seed, db=db_with(_SHUFFLE))
    s.player(0).vanguard(BLUEBLOOD).deck(*_DECK)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    assert h.events("shuffled")[0]["player"] == 0
    return h.deck(0)


def test_r17_14_a_shuffle_uses_the_seeded_generator() -> None:
    first = _shuffled(3)
    assert sorted(first) == sorted(_DECK) and first != list(_DECK)
    assert _shuffled(3) == first  # same seed, same order (R2.7)
    assert _shuffled(4) != first


# ---------------------------------------------------------------------------- R18, R19


def test_r18_3_losing_an_ability_applies_before_the_rule_that_reads_it() -> None:
    """Real card: Brutal Jack's ACT (Counter Blast 1) makes it lose Restraint until end of
    turn; the attack rule then sees a unit without Restraint. (No effect of the pool changes
    a name, clan or grade; the vocabulary has no such word.)"""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", BRUTAL_JACK).damage(MARRON).hand(MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BRUTAL_JACK)
    h.act("end_main")
    assert h.can("attack", card=BRUTAL_JACK)


def test_r18_3_a_gained_continuous_ability_counts_before_the_numbers_are_added() -> None:
    text = """
sonic-noa:
  - kind: act
    zones: [RC]
    do:
      - grant:
          ability:
            kind: cont
            zones: [RC]
            static: [{power: {amount: 3000}}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(GALLATIN).rear("RC_FL", NOA)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=NOA)
    assert h.game.grants
    assert h.power(0, "RC_FL") == 8000 + 3000


def test_r18_5_a_timed_effect_is_locked_to_its_cards_when_created() -> None:
    """'+3000 until end of turn' to the chosen rear-guard stays with that card when it moves
    to another RC, and never reaches the unit that later stands on its first circle."""
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {zone: rear-guard}}
      - power: {amount: 3000, who: chosen}
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", MARRON).hand(TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)  # the only rear-guard: chosen without asking
    assert h.power(0, "RC_FL") == 11000
    h.act("move", card=MARRON, circle="RC_BL")
    h.act("call", card=TRUMPETER, circle="RC_FL")
    assert h.power(0, "RC_BL") == 11000
    assert h.power(0, "RC_FL") == 6000


def test_r18_7_negative_values_are_kept_and_compared_exactly() -> None:
    """R29 Q1: -6000 against -5000 does not hit (clamped at 0 it would); views show the
    exact value."""
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {side: opponent, zone: vanguard}}
      - power: {amount: -15000, who: chosen}
wonder-boy:
  - kind: act
    zones: [RC]
    do: [{power: {amount: -14000}}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", WONDER)
    s.player(1).vanguard(NEHALEM).hand(UNDEUX)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    h.act("activate", card=WONDER)
    assert (h.power(0, "RC_FL"), h.power(1, "VC")) == (-6000, -5000)
    assert h.game.view(1)["players"][1]["field"]["VC"]["power"] == -5000
    h.act("end_main")
    h.act("attack", card=WONDER, target=NEHALEM)
    h.act("end_guard")
    no_hit = h.events("no_hit")[0]
    assert (no_hit["power"], no_hit["target_power"]) == (-6000, -5000)
    assert h.damage_count(1) == 0


def test_r19_2_standby_abilities_of_a_card_that_left_are_still_played() -> None:
    """The booster's ability (played first, by choice) retires the attacker; the attacker's
    own 'attacks' ability is still played (its draw happens, its '+5000 to this unit' finds
    no unit), and its 'put into the drop zone from (RC)' ability, judged by look-back, too."""
    text = """
commodore-blueblood:
  - kind: auto
    zones: [RC]
    when: attacks
    do: [{draw: 1}, {power: {amount: 5000, until: battle}}]
  - kind: auto
    when: {dropped_from: RC}
    do: [{soul_charge: 1}]
wonder-boy:
  - kind: auto
    zones: [RC]
    when: boosts
    do: [{retire: boosted}]
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(GALLATIN).rear("RC_FL", BLUEBLOOD).rear("RC_BL", WONDER)
    s.player(0).deck(MARRON, TRUMPETER)
    s.player(1).vanguard(NEHALEM).hand(UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BLUEBLOOD, target=NEHALEM)
    h.act("boost", card=WONDER)
    h.act("play_ability", card=WONDER)
    assert h.drop(0) == [BLUEBLOOD]
    while h.decision == "play_ability":
        h.act("play_ability", choice=h.options("play_ability")[0].choice)
    assert names_of(h, "ability_played") == [WONDER, BLUEBLOOD, BLUEBLOOD]
    assert h.hand(0) == [MARRON] and h.soul(0) == [TRUMPETER]
    assert not h.events("power_changed")


def test_r19_5_no_effect_takes_the_vanguard_away_and_if_it_happens_a_soul_card_rides() -> None:
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {zone: vanguard}}
      - retire: chosen
      - to_soul: chosen
      - return_to_deck: chosen
"""
    s = Scenario(db=db_with(text))
    s.player(0).vanguard(BLUEBLOOD).soul(MARRON, TRUMPETER).hand(MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    vanguard = h.iid(0, "VC")
    h.act("activate", card=BLUEBLOOD)
    assert h.iid(0, "VC") == vanguard and h.decision == "main"
    p = h.game.players[0]
    p.circles[Circle.VC] = None  # taken away by hand, as a later-era effect would
    p.drop.append(vanguard)
    h.act("call", card=MARRON, circle="RC_FL")  # the next check timing
    assert h.decision == "ride_from_soul"
    h.act("ride_from_soul", card=TRUMPETER)
    assert h.unit(0, "VC").name == TRUMPETER and h.decision == "main"
