"""The vocabulary words added for the Oracle Think Tank cards of BT02/BT03, each on a vanilla
card given test-only ability data in YAML: the conditions `soul_lacks` (R18.4) and
`self_attacking` (R12.3.5, R12.1.2), the continuous `opponent_cannot_guard_call` (R12.4.3,
R31.30), the effect `no_normal_ride` (R10.4, R31.29) and `to_bottom` of a hand card (R31.32)."""

from __future__ import annotations

from vanguard.abilities.load import parse_abilities
from vanguard.cards import CardDatabase
from vanguard.testing import Scenario

GALLATIN = "Knight of Silence, Gallatin"  # G2 10000, Intercept, vanilla
MARRON = "Little Sage, Marron"  # G1 8000, vanilla
TRUMPETER = "Stardust Trumpeter"  # G0, vanilla
HOLDER = "King of Sword"  # G2 10000 Nova Grappler, vanilla; the ability holder here
TOUGH = "Tough Boy"  # G1 8000 Nova Grappler, vanilla
BORS = "Knight of Conviction, Bors"  # G3 Royal Paladin


def _scenario(abilities: str) -> Scenario:
    db = CardDatabase.load().with_abilities(parse_abilities(abilities, "test"))
    return Scenario(db=db)


# ------------------------------------------------------------------------------ soul_lacks

_LACKS = """
king-of-sword:
  - kind: cont
    zones: [VC, RC]
    if: [{soul_lacks: ["Little Sage, Marron", "Tough Boy"]}]
    static: [{power: {amount: -2000}}]
"""


def test_soul_lacks_holds_while_any_named_card_is_missing() -> None:
    """R18.4: one of the two names missing from the soul: the CONT applies."""
    s = _scenario(_LACKS)
    s.player(0).vanguard(HOLDER).soul(MARRON, MARRON)
    s.player(1).vanguard(GALLATIN)
    assert s.start(phase="main").power(0, "VC") == 8000


def test_soul_lacks_is_false_with_every_named_card_in_the_soul() -> None:
    """R18.4: both names in the soul: the CONT does not apply."""
    s = _scenario(_LACKS)
    s.player(0).vanguard(HOLDER).soul(TOUGH, MARRON)
    s.player(1).vanguard(GALLATIN)
    assert s.start(phase="main").power(0, "VC") == 10000


# ------------------------------------- self_attacking and opponent_cannot_guard_call

_NO_GUARD = """
king-of-sword:
  - kind: cont
    zones: [VC, RC]
    if: [self_attacking]
    static: [{opponent_cannot_guard_call: {what: {grade_max: 0}}}]
"""


def _attack(attacker: str, circle: str = "RC_FL"):
    s = _scenario(_NO_GUARD)
    s.player(0).vanguard(GALLATIN).rear(circle, HOLDER).rear("RC_FR", MARRON)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", GALLATIN).hand(TRUMPETER, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=attacker, target=h.iid(1, "VC"))
    return h


def test_opponent_cannot_guard_call_while_the_holder_attacks() -> None:
    """R12.4.3, R31.30: in the battle the holder attacks, the opponent's grade 0 cards are not
    offered for a normal guard call; other cards and an intercept (R12.4.4) are."""
    h = _attack(HOLDER)
    assert not h.can("guard", card=TRUMPETER)
    h.reject("guard", "BAD_CHOICE", card=TRUMPETER)
    assert h.can("guard", card=MARRON)
    assert h.can("intercept", card=h.iid(1, "RC_FL"))


def test_the_restriction_ends_with_the_battle() -> None:
    """R12.3.5, R12.1.2: in the next battle, where another unit attacks, grade 0 may guard."""
    h = _attack(HOLDER)
    h.act("end_guard")
    h.skip_to("attack", player=0)
    h.act("attack", card=MARRON, target=h.iid(1, "VC"))
    h.act("guard", card=TRUMPETER)
    assert h.guardians(1) == [TRUMPETER]


def test_a_holder_that_does_not_attack_restricts_nothing() -> None:
    """R12.3.5: the condition names the attacking unit only; the holder on the back row
    restricts nothing while the vanguard attacks."""
    h = _attack(GALLATIN, circle="RC_BL")
    assert h.can("guard", card=TRUMPETER)


# --------------------------------------------------------------- no_normal_ride, to_bottom

_CHAIN = """
king-of-sword:
  - kind: auto
    zones: [VC]
    when:
      pattern: {event: moment, card: any, whose: you, cause: [ride_phase_start]}
    do:
      - look: 2
      - choose: {what: {zone: looked, grade: 3}, up_to: true}
      - ride: chosen
      - to_bottom: looked
      - no_normal_ride: chosen
"""


def test_no_normal_ride_after_the_chosen_card_was_ridden() -> None:
    """R10.4, R31.29: the picked card was ridden, so the normal ride of the turn is used."""
    s = _scenario(_CHAIN)
    s.player(0).vanguard(HOLDER).deck(BORS, MARRON, TOUGH).hand(BORS)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("choose", card=BORS)
    assert h.unit(0, "VC").name == BORS
    assert h.deck(0) == [TOUGH, MARRON]
    assert h.decision == "main"
    h.reject("ride", "RIDE_USED", card=BORS)


def test_no_normal_ride_does_nothing_when_nothing_was_ridden() -> None:
    """R31.29: with nothing picked the normal ride stays available."""
    s = _scenario(_CHAIN)
    s.player(0).vanguard(HOLDER).deck(BORS, MARRON, TOUGH).hand(BORS)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="ride", turn=3)
    h.act("choose_none")
    h.act("choose", card=BORS)  # under the deck first, then Marron under it
    assert h.deck(0) == [TOUGH, BORS, MARRON]
    h.act("ride", card=BORS)
    assert h.unit(0, "VC").name == BORS


_HAND_TO_BOTTOM = """
king-of-sword:
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {zone: hand}}
      - to_bottom: chosen
"""


def test_to_bottom_puts_a_chosen_hand_card_under_the_deck_unseen() -> None:
    """R31.32, R22.2: a hand card goes under the deck; the spectator does not see which."""
    s = _scenario(_HAND_TO_BOTTOM)
    s.player(0).vanguard(HOLDER).hand(MARRON, TOUGH).deck(TRUMPETER)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    h.act("activate", card=HOLDER)
    h.act("choose", card=TOUGH)
    assert h.hand(0) == [MARRON]
    assert h.deck(0) == [TRUMPETER, TOUGH]
    assert "card" not in h.events("returned_to_deck")[-1]
