"""AUTO abilities wait for happenings by pattern (R16.3.1): every card move is one zone-change
signal, and a trigger word is a pattern over it (event kind, from/to zone, whose card, which
card, when). These tests give vanilla cards test-only ability data written in YAML only, one
trigger word each, and check when each word does and does not trigger.
"""

from __future__ import annotations

import pytest

from vanguard.abilities.load import parse_abilities
from vanguard.abilities.nodes import VocabularyError
from vanguard.cards import CardDatabase
from vanguard.testing import Scenario

GALLATIN = "Knight of Silence, Gallatin"  # G2 10000, Intercept, vanilla
MARRON = "Little Sage, Marron"  # G1 8000, vanilla (the filler)
TRUMPETER = "Stardust Trumpeter"  # G0 6000, vanilla
WATCHER = "King of Sword"  # G2 10000 Nova Grappler, Intercept; the ability holder here
NOA = "Sonic Noa"  # G1 8000 Tachikaze; a second ability holder
WATCHER_ID, NOA_ID = "king-of-sword", "sonic-noa"


def _scenario(abilities: str) -> Scenario:
    db = CardDatabase.load().with_abilities(parse_abilities(abilities, "test"))
    return Scenario(db=db)


# ---------------------------------------------------------------------------- when you draw

_DRAW = """
king-of-sword:
  - kind: auto
    zones: [VC]
    when: you_draw
    do: [{power: {amount: 1000}}]
"""


def test_you_draw_triggers_once_per_card_you_draw() -> None:
    """R9.2, R17.1: the draw phase draws one card, one happening; the vanguard gets +1000."""
    s = _scenario(_DRAW)
    s.player(0).vanguard(WATCHER)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="draw", turn=3)
    assert h.decision == "main"  # nothing to ride: the ride phase passed
    assert h.triggered(WATCHER_ID) == 1
    assert h.power(0, "VC") == 11000


def test_you_draw_ignores_the_opponent_s_draw() -> None:
    s = _scenario(_DRAW)
    s.player(0).vanguard(WATCHER)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="draw", turn=3, turn_player=1)
    assert h.decision == "main"
    assert h.triggered(WATCHER_ID) == 0
    assert h.power(0, "VC") == 10000


# ---------------------------------------------------------------------------- put into your soul

_SOUL = """
sonic-noa:
  - kind: auto
    zones: [RC]
    when: put_into_soul
    do: [{power: {amount: 1000}}]
"""

_SOUL_MAIN = """
sonic-noa:
  - kind: auto
    zones: [RC]
    when: {put_into_soul: {main_phase: true}}
    do: [{power: {amount: 1000}}]
"""


def test_put_into_soul_sees_the_old_vanguard_of_a_ride() -> None:
    """R10.2: riding puts the previous vanguard into the soul, which is a card put into your
    soul; a rear-guard waiting for that gets +1000."""
    s = _scenario(_SOUL)
    s.player(0).vanguard(MARRON).rear("RC_FL", NOA).hand(GALLATIN)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=GALLATIN)
    assert h.soul(0) == [MARRON]
    assert h.triggered(NOA_ID) == 1
    assert h.power(0, "RC_FL") == 9000


def test_put_into_soul_during_your_main_phase_only_ignores_the_ride_phase() -> None:
    s = _scenario(_SOUL_MAIN)
    s.player(0).vanguard(MARRON).rear("RC_FL", NOA).hand(GALLATIN)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=GALLATIN)
    assert h.decision == "main"
    assert h.triggered(NOA_ID) == 0
    assert h.power(0, "RC_FL") == 8000


# ---------------------------------------------------------------------------- another rear-guard

_RETIRED = """
sonic-noa:
  - kind: auto
    zones: [RC]
    when: rear_guard_retired
    do: [{power: {amount: 1000}}]
"""


def test_rear_guard_retired_sees_another_of_your_rear_guards_go_to_the_drop_zone() -> None:
    """R16.6.2: calling over a rear-guard retires it by the rule action; the other rear-guard
    waiting for that gets +1000."""
    s = _scenario(_RETIRED)
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON).rear("RC_BL", NOA).hand(TRUMPETER)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=TRUMPETER, circle="RC_FL")
    assert h.drop(0) == [MARRON]
    assert h.triggered(NOA_ID) == 1
    assert h.power(0, "RC_BL") == 9000


def test_rear_guard_retired_does_not_see_itself_or_the_opponent_s_rear_guards() -> None:
    s = _scenario(_RETIRED)
    s.player(0).vanguard(GALLATIN).rear("RC_BL", NOA).hand(TRUMPETER)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", NOA)
    h = s.start(phase="main", turn=3)
    h.act("call", card=TRUMPETER, circle="RC_BL")  # the watcher itself is retired
    assert h.drop(0) == [NOA]
    assert h.triggered(NOA_ID) == 0


# ---------------------------------------------------------------------------- intercepts

_INTERCEPT = """
king-of-sword:
  - kind: auto
    when: intercepts
    do: [draw]
"""


def test_intercepts_triggers_when_the_unit_moves_from_rc_to_gc() -> None:
    """R12.4.4: an intercept moves the rear-guard to (GC); the ability's master draws."""
    s = _scenario(_INTERCEPT)
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", WATCHER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    hand = len(h.game.players[1].hand)
    h.act("intercept", card=WATCHER)
    assert h.triggered(WATCHER_ID) == 1
    assert len(h.game.players[1].hand) == hand + 1


def test_intercepts_is_not_a_guard_from_the_hand() -> None:
    """R12.4.3: the same card called from the hand to (GC) is placed, not intercepting."""
    s = _scenario(_INTERCEPT)
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN).hand(WATCHER, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("guard", card=WATCHER)
    assert h.guardians(1) == [WATCHER]
    assert h.triggered(WATCHER_ID) == 0


# ---------------------------------------------------------------------------- attack step

_ATTACK_STEP = """
king-of-sword:
  - kind: auto
    zones: [VC]
    when: attack_step_start
    do: [{power: {amount: 1000}}]
"""


def test_attack_step_start_triggers_in_each_of_your_attack_steps() -> None:
    """R12.3.1: the attack step begins for every battle, whichever unit attacks."""
    s = _scenario(_ATTACK_STEP)
    s.player(0).vanguard(WATCHER).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "RC_FL"), target=h.iid(1, "VC"))
    assert h.triggered(WATCHER_ID) == 1
    assert h.power(0, "VC") == 11000


def test_attack_step_start_is_only_your_attack_step() -> None:
    s = _scenario(_ATTACK_STEP)
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(WATCHER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert h.triggered(WATCHER_ID) == 0


# ---------------------------------------------------------------------------- the general word

_ON = """
sonic-noa:
  - kind: auto
    zones: [RC]
    when:
      pattern: {event: zone, card: any, whose: opponent, from_zone: [hand], to_zone: [GC]}
    do: [{power: {amount: 1000}}]
"""


def test_a_pattern_written_out_in_yaml_is_a_new_trigger_word() -> None:
    """R16.3.1: 'each time your opponent calls a card from the hand to (GC)' needs no engine
    code: the pattern is data."""
    s = _scenario(_ON)
    s.player(0).vanguard(GALLATIN).rear("RC_FL", NOA)
    s.player(1).vanguard(GALLATIN).hand(MARRON, TRUMPETER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "RC_FL"), target=h.iid(1, "VC"))
    h.act("guard", card=MARRON)
    h.act("guard", card=TRUMPETER)
    assert h.triggered(NOA_ID) == 2
    assert h.power(0, "RC_FL") == 10000


@pytest.mark.parametrize(
    ("pattern", "message"),
    [
        ("{event: zone, to_zone: [field]}", r"when\.pattern\.to_zone\[0\]: expected one of"),
        ("{event: landing}", r"test\[1\]\.when\.pattern\.event: expected one of"),
        ("{card: this}", r"test\[1\]\.when\.pattern: missing field 'event'"),
        ("{event: zone, whose: mine}", r"test\[1\]\.when\.pattern\.whose"),
    ],
)
def test_a_bad_pattern_is_refused_with_its_path(pattern: str, message: str) -> None:
    text = f"test:\n  - kind: auto\n    when: {{pattern: {pattern}}}\n    do: [draw]\n"
    with pytest.raises(VocabularyError, match=message):
        parse_abilities(text, "test")
