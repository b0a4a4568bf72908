"""Dimension Police abilities of wave 1 (dimension_police.yaml), one ruling per test.

Each test names the card and the printed line `[n]` it proves, with the rule (RULES.md R...),
the classic reading (AMB-n) or the wave-1 card ruling (R31.n) it relies on. Vanilla cards keep
other abilities out of the way: "Karenroid, Daisy" (Dimension Police G1 8000), "Workerpod,
Saturday" (Dimension Police G0 6000), "King of Sword" (Nova Grappler G2 10000), "Tough Boy"
(Nova Grappler G1 8000) and the filler "Little Sage, Marron" (Royal Paladin G1 8000).
"""

from __future__ import annotations

from vanguard.testing import Harness, Scenario

DAIYUSHA = "Super Dimensional Robo, Daiyusha"
DAIYUSHA_ID = "super-dimensional-robo-daiyusha"
GRANDER = "Masked Police, Grander"

DAISY = "Karenroid, Daisy"
SATURDAY = "Workerpod, Saturday"
KING = "King of Sword"
TOUGH = "Tough Boy"
MARRON = "Little Sage, Marron"


# ------------------------------------------------------------- Masked Police, Grander


def _grander_attacks(vanguard: str) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).rear("RC_FL", GRANDER)
    s.player(1).vanguard(KING).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GRANDER, target=KING)
    return h


def test_grander_1_attacking_gives_the_dimension_police_vanguard_2000_for_the_turn() -> None:
    """Masked Police, Grander [1] AUTO (RC): when it attacks, with a Dimension Police
    vanguard, the vanguard gets +2000 until end of turn (R12.3.5, AMB-3), after the battle
    too."""
    h = _grander_attacks(DAIYUSHA)
    assert h.power(0, "VC") == 10000 + 2000
    h.act("end_guard")
    h.run_until("start")
    assert h.power(0, "VC") == 10000 + 2000 and h.power(0, "RC_FL") == 8000


def test_grander_1_with_a_vanguard_of_another_clan_nothing() -> None:
    """Masked Police, Grander [1]: the vanguard clause is read at resolution (AMB-3)."""
    h = _grander_attacks(TOUGH)
    assert h.ended("condition_not_met")
    assert h.power(0, "VC") == 8000


def test_grander_1_not_as_the_vanguard() -> None:
    """Masked Police, Grander [1] is tagged (RC) (R16.1.4): attacking as the vanguard, it
    triggers nothing."""
    s = Scenario()
    s.player(0).vanguard(GRANDER)
    s.player(1).vanguard(KING).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GRANDER, target=KING)
    assert h.triggered() == 0 and h.power(0, "VC") == 8000


# --------------------------------------------------- Super Dimensional Robo, Daiyusha


def _daiyusha(granders: int, booster: str | None = None) -> Harness:
    """Daiyusha on (VC) with `granders` Granders in the front row, who attack first; then
    Daiyusha attacks (boosted by `booster` when given)."""
    s = Scenario()
    p = s.player(0).vanguard(DAIYUSHA)
    for circle in ("RC_FL", "RC_FR")[:granders]:
        p.rear(circle, GRANDER)
    if booster:
        p.rear("RC_BC", booster)
    s.player(1).vanguard(KING).hand(MARRON, MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    for circle in ("RC_FL", "RC_FR")[:granders]:
        h.act("attack", card=h.iid(0, circle), target=KING)
        h.act("end_guard")
    h.act("attack", card=DAIYUSHA, target=KING)
    return h


def test_daiyusha_1_with_14000_as_the_attack_step_begins_critical_plus_1() -> None:
    """Super Dimensional Robo, Daiyusha [1] AUTO (VC): two Grander attacks gave it +4000 for
    the turn; at the beginning of its attack step its power is 14000, so it gets critical +1
    until the end of that battle (R12.3.1, R31.20)."""
    h = _daiyusha(granders=2)
    assert h.power(0, "VC") == 14000
    assert h.critical(0, "VC") == 2
    h.act("end_guard")
    h.run_until("start")
    assert h.critical(0, "VC") == 1


def test_daiyusha_1_power_from_a_boost_does_not_count() -> None:
    """Super Dimensional Robo, Daiyusha [1]: the condition is read at the check timing of the
    beginning of the attack step, before the boost is offered (R31.20, W1-2): 12000 plus an
    8000 booster is not enough."""
    h = _daiyusha(granders=1, booster=DAISY)
    assert h.decision == "boost" and h.critical(0, "VC") == 1
    h.act("boost")
    assert h.power(0, "VC") == 12000 + 8000
    assert h.critical(0, "VC") == 1


def test_daiyusha_1_triggers_in_every_battle_and_reads_only_the_power_it_has_then() -> None:
    """Super Dimensional Robo, Daiyusha [1]: it triggers at the beginning of each attack step
    of its master, whichever unit attacks (R31.20): in the two Granders' battles it has 10000
    and then 12000 (a Grander's own bonus comes after, R12.3.7), so the condition fails
    there (AMB-3)."""
    h = _daiyusha(granders=2)
    mine = [e for e in h.events("ability_triggered") if e.get("card") == DAIYUSHA_ID]
    assert len(mine) == 3
    assert sum(1 for e in h.events("ability_ended") if e.get("reason") == "condition_not_met") == 2


def test_daiyusha_1_not_as_a_rear_guard() -> None:
    """Super Dimensional Robo, Daiyusha [1] is tagged (VC) (R16.1.4): as a rear-guard it does
    not trigger, not even in its own battle."""
    s = Scenario()
    s.player(0).vanguard(DAISY).rear("RC_FL", DAIYUSHA).rear("RC_BL", DAISY)
    s.player(1).vanguard(KING).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=DAIYUSHA, target=KING)
    h.act("boost")
    assert h.triggered() == 0 and h.critical(0, "RC_FL") == 1
