"""Bermuda Triangle abilities of wave 1 (bermuda_triangle.yaml), one ruling per test.

Each test names the card and the printed line `[n]` it proves, with the rule (RULES.md R...) or
the classic reading (AMB-n) it relies on. Vanilla cards keep other abilities out of the way:
"Top Idol, Aqua" (Bermuda Triangle G2 10000), "Knight of Silence, Gallatin" (Royal Paladin G2
10000), "Tough Boy" (Nova Grappler G1 8000) and the filler "Little Sage, Marron" (Royal Paladin
G1 8000).
"""

from __future__ import annotations

from vanguard.testing import Harness, Scenario

FLORES = "Top Idol, Flores"
CARAVEL = "Bermuda Triangle Cadet, Caravel"
BLAZER = "Blazer Idols"

AQUA = "Top Idol, Aqua"
GALLATIN = "Knight of Silence, Gallatin"
TOUGH = "Tough Boy"
MARRON = "Little Sage, Marron"


# ------------------------------------------------------------------------ Top Idol, Flores


def _flores_hits(*, soul: int = 2) -> Harness:
    s = Scenario()
    s.player(0).vanguard(FLORES).rear("RC_FL", AQUA).rear("RC_FR", MARRON)
    s.player(0).soul(*[MARRON] * soul)
    s.player(1).vanguard(TOUGH).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=FLORES, target=TOUGH)
    h.act("end_guard")
    return h


def test_flores_1_hit_soul_blast_2_returns_a_bermuda_triangle_rear_guard_to_hand() -> None:
    """Top Idol, Flores [1] AUTO (VC/RC): its attack hits (R12.6.6); it may pay Soul Blast 2
    and returns one of its master's Bermuda Triangle rear-guards to the hand (R19); a Royal
    Paladin rear-guard is not a choice."""
    h = _flores_hits()
    h.skip_to("use_ability")
    h.act("yes")
    assert h.soul(0) == []
    assert AQUA in h.hand(0) and h.unit(0, "RC_FL") is None  # with the two drive checks
    assert h.unit(0, "RC_FR").name == MARRON


def test_flores_1_declined_or_one_soul_card_nothing_returns() -> None:
    """Flores [1]: declined, Aqua stays; with one soul card Soul Blast 2 cannot be paid
    (R15.6.1)."""
    h = _flores_hits()
    h.skip_to("use_ability")
    h.act("no")
    assert h.unit(0, "RC_FL").name == AQUA and len(h.soul(0)) == 2
    h = _flores_hits(soul=1)
    h.skip_to("attack")
    assert h.ended("cost_unpayable") and h.unit(0, "RC_FL").name == AQUA


# ----------------------------------------------------------- Bermuda Triangle Cadet, Caravel


def _caravel_called(vanguard: str, *, soul: int = 2) -> Harness:
    s = Scenario()
    s.player(0).vanguard(vanguard).hand(CARAVEL).soul(*[MARRON] * soul).deck(AQUA, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=CARAVEL, circle="RC_BC")
    return h


def test_caravel_1_placed_with_a_bermuda_triangle_vanguard_soul_blast_2_draws() -> None:
    """Bermuda Triangle Cadet, Caravel [1] AUTO (placed on RC, AMB-1): with a Bermuda
    Triangle vanguard it may pay Soul Blast 2 and draws a card (R17.1)."""
    h = _caravel_called(AQUA)
    assert h.decision == "use_ability"
    h.act("yes")
    assert h.soul(0) == [] and h.hand(0) == [AQUA]


def test_caravel_1_needs_the_vanguard_and_two_soul_cards() -> None:
    """Caravel [1]: with a Royal Paladin vanguard the clause is false at resolution (AMB-3);
    with one soul card the cost cannot be paid (R15.6.1)."""
    h = _caravel_called(GALLATIN)
    assert h.ended("condition_not_met") and h.hand(0) == [] and len(h.soul(0)) == 2
    h = _caravel_called(AQUA, soul=1)
    assert h.ended("cost_unpayable") and h.hand(0) == []


# ---------------------------------------------------------------------------- Blazer Idols


def test_blazer_idols_1_placed_gives_another_bermuda_triangle_2000() -> None:
    """Blazer Idols [1] AUTO (placed on RC, AMB-1): its master must choose another of their
    Bermuda Triangle units (vanguard or rear-guard, as AMB-24 reads 'another of your'); it
    gets +2000 until end of turn. Itself and other clans are not choices."""
    s = Scenario()
    s.player(0).vanguard(FLORES).rear("RC_FL", AQUA).rear("RC_FR", TOUGH).hand(BLAZER)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=BLAZER, circle="RC_BL")
    assert h.decision == "choose" and not h.can("choose_none")
    assert h.choice_names() == {FLORES, AQUA}
    h.act("choose", card=AQUA)
    assert h.power(0, "RC_FL") == 10000 + 2000 and h.power(0, "VC") == 10000


def test_blazer_idols_1_no_other_bermuda_triangle_nothing_happens() -> None:
    """Blazer Idols [1]: with a Royal Paladin vanguard and no other Bermuda Triangle unit
    there is nothing to choose (R2.2); it does not give itself the bonus."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).hand(BLAZER)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("call", card=BLAZER, circle="RC_BL")
    assert h.triggered() == 1 and h.decision == "main"
    assert h.power(0, "RC_BL") == 6000 and h.power(0, "VC") == 10000
