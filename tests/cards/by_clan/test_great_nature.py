"""Great Nature abilities of wave 1 (great_nature.yaml), one ruling per test.

Each test names the card and the printed line `[n]` it proves, with the rule (RULES.md R...),
the classic reading (AMB-n) or the wave-1 card ruling (R31.n) it relies on. Vanilla cards keep
other abilities out of the way: "Geograph Giant" (Great Nature G2 10000), "Silver Wolf" (Great
Nature G1 8000), "King of Sword" (Nova Grappler G2 10000), "Tough Boy" (Nova Grappler G1 8000)
and the filler "Little Sage, Marron" (Royal Paladin G1 8000).
"""

from __future__ import annotations

from vanguard.testing import Harness, Scenario

RUE = "Scientist Monkey Rue"
MOUSE = "Intelli-mouse"

GIANT = "Geograph Giant"
WOLF = "Silver Wolf"
KING = "King of Sword"
TOUGH = "Tough Boy"
MARRON = "Little Sage, Marron"


def _end_phase(h: Harness) -> None:
    """Plays on to the beginning of the end phase and resolves what waits for it."""
    h.run_until("end")
    h.resume()


# ------------------------------------------------------------- Scientist Monkey Rue


def _rue(face_up: int, hand: tuple[str, ...] = ()) -> Harness:
    s = Scenario()
    s.player(0).vanguard(RUE).rear("RC_FL", WOLF).rear("RC_FR", TOUGH).hand(*hand)
    s.player(0).rear("RC_BL", GIANT).damage(*[MARRON] * face_up)
    s.player(1).vanguard(KING)
    return s.start(phase="main", turn=3)


def test_rue_1_plus_4000_to_a_great_nature_rear_guard_retired_at_the_end_phase() -> None:
    """Scientist Monkey Rue [1] ACT (VC/RC): Counter Blast 2; one of your Great Nature
    rear-guards (not the Nova Grappler) gets +4000 until end of turn, and at the beginning of
    that turn's end phase it is retired by a delayed ability (R16.8, R31.21)."""
    h = _rue(face_up=2)
    h.act("activate", card=RUE)
    assert h.damage(0) == [(MARRON, False)] * 2
    assert h.choice_names() == {WOLF, GIANT}
    h.act("choose", card=WOLF)
    assert h.power(0, "RC_FL") == 8000 + 4000
    _end_phase(h)
    assert h.unit(0, "RC_FL") is None and h.drop(0) == [WOLF]
    assert h.unit(0, "RC_BL").name == GIANT


def test_rue_1_not_offered_without_counter_blast_2() -> None:
    """Scientist Monkey Rue [1]: one face-up damage card cannot pay Counter Blast 2
    (R16.2.2)."""
    assert not _rue(face_up=1).can("activate", card=RUE)


def test_rue_1_a_unit_called_over_is_gone_and_its_successor_is_not_retired() -> None:
    """Scientist Monkey Rue [1]: the delayed retire follows only the chosen card (R16.8.4,
    R31.21): once a Marron is called over the chosen Silver Wolf (R16.6.2), the end phase
    retires nothing; the Marron on that circle is another card."""
    h = _rue(face_up=2, hand=(MARRON,))
    h.act("activate", card=RUE)
    h.act("choose", card=WOLF)
    h.act("call", card=MARRON, circle="RC_FL")
    assert h.drop(0) == [WOLF]
    _end_phase(h)
    assert h.unit(0, "RC_FL").name == MARRON and h.drop(0) == [WOLF]


# ----------------------------------------------------------------------- Intelli-mouse


def _mouse(rested: bool = False) -> Harness:
    s = Scenario()
    s.player(0).vanguard(GIANT).rear("RC_BL", MOUSE, rested=rested).rear("RC_FL", WOLF)
    s.player(0).rear("RC_FR", TOUGH)
    s.player(1).vanguard(KING)
    return s.start(phase="main", turn=3)


def test_intelli_mouse_1_rest_it_plus_4000_then_the_unit_is_retired_at_the_end_phase() -> None:
    """Intelli-mouse [1] ACT (RC): rest this unit (the printed cost's stray bracket read as
    that, R31.21); a Great Nature rear-guard -- Intelli-mouse itself may be chosen, the Nova
    Grappler may not -- gets +4000 until end of turn and is retired as the end phase begins
    (R16.8)."""
    h = _mouse()
    h.act("activate", card=MOUSE)
    assert h.is_rested(0, "RC_BL")
    assert h.choice_names() == {WOLF, MOUSE}
    h.act("choose", card=WOLF)
    assert h.power(0, "RC_FL") == 8000 + 4000
    _end_phase(h)
    assert h.drop(0) == [WOLF] and h.unit(0, "RC_BL").name == MOUSE


def test_intelli_mouse_1_not_offered_when_already_rested() -> None:
    """Intelli-mouse [1]: a rested Intelli-mouse cannot pay [Rest] (R15.6.1)."""
    assert not _mouse(rested=True).can("activate", card=MOUSE)


def test_intelli_mouse_1_moving_between_circles_keeps_it_the_same_unit() -> None:
    """Intelli-mouse [1]: a unit that only moves between circles is still the same card
    (R16.8.4, R31.21), so it is retired at the end phase wherever it is."""
    h = _mouse()
    h.act("activate", card=MOUSE)
    h.act("choose", card=WOLF)
    h.act("move", card=WOLF)  # the column's two rear-guards swap circles
    assert h.unit(0, "RC_BL").name == WOLF and h.power(0, "RC_BL") == 8000 + 4000
    _end_phase(h)
    assert h.drop(0) == [WOLF] and h.unit(0, "RC_FL").name == MOUSE
