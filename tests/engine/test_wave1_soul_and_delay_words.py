"""Vocabulary added for the Pale Moon, Dimension Police and Great Nature cards of wave 1, each
on a vanilla card given test-only ability data in YAML: a filter's `not_names`, `to_soul`
over a filter (R17.9, R31.19), the quantity `power_of` (R18, R31.20), the check timing of the
beginning of the attack step (R12.3.1, R31.20) and a delayed ability that remembers the chosen
cards (R16.8.4, R31.21)."""

from __future__ import annotations

from vanguard.abilities.load import parse_abilities
from vanguard.cards import CardDatabase
from vanguard.testing import Harness, Scenario

GALLATIN = "Knight of Silence, Gallatin"  # G2 10000, Intercept, vanilla
MARRON = "Little Sage, Marron"  # G1 8000, vanilla
WATCHER = "King of Sword"  # G2 10000 Nova Grappler, vanilla; the ability holder here
TOUGH = "Tough Boy"  # G1 8000 Nova Grappler, vanilla
WATCHER_ID = "king-of-sword"


def _scenario(abilities: str) -> Scenario:
    db = CardDatabase.load().with_abilities(parse_abilities(abilities, "test"))
    return Scenario(db=db)


def _choices(h: Harness) -> set[str]:
    return {h.game.cards[a.card].name for a in h.options("choose") if a.card is not None}


# ------------------------------------------------------------------------------ not_names

_NOT_NAMED = """
king-of-sword:
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {zone: soul, not_names: [Tough Boy]}}
      - call: chosen
"""


def test_not_names_leaves_the_named_cards_out_of_a_choice() -> None:
    """A filter's `not_names`: "other than a card named X" (R31.18): only the other soul cards
    are offered."""
    s = _scenario(_NOT_NAMED)
    s.player(0).vanguard(WATCHER).soul(TOUGH, MARRON, GALLATIN)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=WATCHER)
    assert _choices(h) == {MARRON, GALLATIN}


def test_not_names_with_only_the_named_card_there_is_nothing_to_choose() -> None:
    """`not_names` (R31.18): with only the named card in the soul nothing is chosen (R2.2)."""
    s = _scenario(_NOT_NAMED)
    s.player(0).vanguard(WATCHER).soul(TOUGH)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=WATCHER)
    assert h.soul(0) == [TOUGH] and h.decision == "main"


# --------------------------------------------------------------------- to_soul over a filter

_INTO_THEIR_SOUL = """
king-of-sword:
  - kind: act
    zones: [VC]
    do:
      - to_soul: {who: {side: opponent, zone: rear-guard, grade_max: 1}}
"""


def test_to_soul_over_a_filter_puts_each_match_into_its_owner_s_soul() -> None:
    """R17.9, R31.19: every grade 1 or lower rear-guard of the opponent goes into the
    opponent's soul at once; a grade 2 stays. Nothing is retired (R17.6)."""
    s = _scenario(_INTO_THEIR_SOUL)
    s.player(0).vanguard(WATCHER)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", TOUGH).rear("RC_FR", GALLATIN)
    s.player(1).rear("RC_BL", MARRON)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=WATCHER)
    assert sorted(h.soul(1)) == sorted([TOUGH, MARRON])
    assert h.unit(1, "RC_FR").name == GALLATIN
    assert h.unit(1, "RC_FL") is None and h.unit(1, "RC_BL") is None
    assert h.drop(1) == [] and not h.events("retired")


def test_to_soul_over_a_filter_with_no_match_does_nothing() -> None:
    """R2.2: no grade 1 or lower rear-guard, nothing moves."""
    s = _scenario(_INTO_THEIR_SOUL)
    s.player(0).vanguard(WATCHER)
    s.player(1).vanguard(GALLATIN).rear("RC_FR", GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=WATCHER)
    assert h.soul(1) == [] and h.unit(1, "RC_FR").name == GALLATIN


# ------------------------------------------------- power_of and the attack step's check timing

_POWER_AT_ATTACK_STEP = """
king-of-sword:
  - kind: auto
    zones: [VC]
    when: attack_step_start
    if: [{compare: {left: {power_of: self}, op: at_least, right: 12000}}]
    do: [{critical: {amount: 1, until: battle}}]
  - kind: act
    zones: [VC]
    do: [{power: {amount: 2000}}]
"""


def _attack_step(pump: bool, booster: bool) -> Harness:
    s = _scenario(_POWER_AT_ATTACK_STEP)
    p = s.player(0).vanguard(WATCHER)
    if booster:
        p.rear("RC_BC", MARRON)
    s.player(1).vanguard(GALLATIN).hand(MARRON)  # a guard decision: the battle waits
    h = s.start(phase="main", turn=3)
    if pump:
        h.act("activate", card=WATCHER)
    h.act("end_main")
    h.act("attack", card=WATCHER, target=GALLATIN)
    return h


def test_power_of_self_reads_the_unit_s_current_power() -> None:
    """`power_of: self` (R18, R31.20): with +2000 from the main phase the 10000 vanguard has
    12000 when the attack step begins, so the critical bonus applies for that battle."""
    h = _attack_step(pump=True, booster=False)
    assert h.decision == "guard" and h.critical(0, "VC") == 2
    h.act("end_guard")
    h.run_until("start")
    assert h.critical(0, "VC") == 1  # "until end of that battle"


def test_the_attack_step_abilities_resolve_before_the_boost() -> None:
    """R12.3.1, R31.20: the abilities of the beginning of the attack step are played at their
    own check timing, before the boost is offered, so a boost does not count towards the
    condition: 10000 plus an 8000 booster is still 10000 when it is read."""
    h = _attack_step(pump=False, booster=True)
    assert h.decision == "boost"
    assert h.critical(0, "VC") == 1
    h.act("boost")
    assert h.power(0, "VC") == 18000 and h.critical(0, "VC") == 1


# ---------------------------------------------------------- a delayed ability and its choice

_RETIRE_LATER = """
king-of-sword:
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {zone: rear-guard}}
      - later:
          at: end_phase
          effects: [{retire: chosen}]
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {zone: rear-guard}}
      - to_hand: chosen
"""


def _retire_later() -> Harness:
    s = _scenario(_RETIRE_LATER)
    s.player(0).vanguard(WATCHER).rear("RC_FL", TOUGH).rear("RC_FR", GALLATIN)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=WATCHER, choice=0)
    h.act("choose", card=TOUGH)
    return h


def test_later_retires_the_unit_chosen_by_the_effect_that_created_it() -> None:
    """R16.8, R31.21: the delayed ability acts on the card the creating effect chose, at the
    beginning of the end phase."""
    h = _retire_later()
    assert h.unit(0, "RC_FL").name == TOUGH
    h.run_until("end")
    h.resume()
    assert h.drop(0) == [TOUGH] and h.unit(0, "RC_FR").name == GALLATIN


def test_later_does_not_follow_a_card_that_left_the_field_and_came_back() -> None:
    """R16.8.4, R31.21: once the chosen card has left its circle it is a new card (R4.6.1):
    returned to the hand and called again before the end phase, it is not retired."""
    h = _retire_later()
    h.act("activate", card=WATCHER, choice=1)
    h.act("choose", card=TOUGH)
    h.act("call", card=TOUGH, circle="RC_FL")
    h.run_until("end")
    h.resume()
    assert h.drop(0) == [] and h.unit(0, "RC_FL").name == TOUGH
