"""Two wave-1 words proved on vanilla cards with test-only ability data: the continuous
`opponent_cannot_intercept` (R12.4.4, R31.27) and the trigger `vanguard_drive_reveals`, a
drive check of your vanguard watched by another of your cards (R14.1, AMB-25, R31.26)."""

from __future__ import annotations

from vanguard.abilities.load import parse_abilities
from vanguard.cards import CardDatabase
from vanguard.testing import Scenario

GALLATIN = "Knight of Silence, Gallatin"  # Royal Paladin G2 10000, Intercept, vanilla
MARRON = "Little Sage, Marron"  # Royal Paladin G1 8000, vanilla
HOLDER = "King of Sword"  # Nova Grappler G2 10000, the ability holder here
NOA = "Sonic Noa"  # Tachikaze G1, vanilla

_NO_INTERCEPT = """
king-of-sword:
  - kind: cont
    zones: [VC, RC]
    static: [opponent_cannot_intercept]
"""

_WATCHES_DRIVE = """
sonic-noa:
  - kind: auto
    zones: [RC]
    when: {vanguard_drive_reveals: {grade: 2}}
    do: [{power: {amount: 5000}}]
"""


def _scenario(abilities: str) -> Scenario:
    db = CardDatabase.load().with_abilities(parse_abilities(abilities, "test"))
    return Scenario(db=db)


def test_a_continuous_no_intercept_stops_every_opposing_interceptor() -> None:
    """R12.4.4, R31.27: the opponent's guard options keep the hand cards and lose every
    intercept; `restrictions` names it on the opponent's rear-guards."""
    s = _scenario(_NO_INTERCEPT)
    s.player(0).vanguard(HOLDER)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", GALLATIN).rear("RC_FR", GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=HOLDER, target=h.iid(1, "VC"))
    assert h.can("guard", card=MARRON)
    assert not h.options("intercept")
    assert h.restrictions(1, "RC_FL") == {"cannot_intercept": None}
    assert h.restrictions(1, "VC") == {}  # a vanguard never intercepts anyway


def test_the_no_intercept_leaves_its_own_master_s_units_alone() -> None:
    """R31.27: only the opponent's units are restricted: on the opponent's turn, the holder's
    master intercepts as usual."""
    s = _scenario(_NO_INTERCEPT)
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).rear("RC_FR", HOLDER).hand(MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=4, turn_player=1)
    h.act("attack", card=h.iid(1, "VC"), target=h.iid(0, "VC"))
    assert h.can("intercept", card=h.iid(0, "RC_FL"))
    assert h.restrictions(0, "RC_FL") == {}


def test_a_rear_guard_watches_its_vanguard_s_drive_check() -> None:
    """AMB-25, R31.26: a drive check of your vanguard revealing a matching card triggers the
    watching rear-guard, inside the check; a non-matching card does not."""
    s = _scenario(_WATCHES_DRIVE)
    s.player(0).vanguard(GALLATIN).rear("RC_FL", NOA).deck(HOLDER, MARRON, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert h.decision == "attack"  # the battle is over: drive, hit, damage
    assert h.power(0, "RC_FL") == 8000 + 5000  # Noa: Tachikaze G1 8000

    s = _scenario(_WATCHES_DRIVE)
    s.player(0).vanguard(GALLATIN).rear("RC_FL", NOA).deck(MARRON, MARRON, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert h.decision == "attack"  # the battle is over: drive, hit, damage
    assert h.power(0, "RC_FL") == 8000 and not h.events("ability_triggered")
