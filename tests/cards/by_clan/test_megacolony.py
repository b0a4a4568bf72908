"""Megacolony abilities of wave 1 (megacolony.yaml), one ruling per test.

Each test names the card and the printed line `[n]` it proves, with the rule (RULES.md R...) or
the classic reading (AMB-n) it relies on. Vanilla cards keep other abilities out of the way:
"Bloody Hercules" (Megacolony G2 10000), "Phantom Black" (Megacolony G1 8000), "Madame Mirage"
(Megacolony G0 6000), "Knight of Silence, Gallatin" (Royal Paladin G2 10000), "Tough Boy" (Nova
Grappler G1 8000), "Wonder Boy" (Spike Brothers G1 8000) and the filler "Little Sage, Marron"
(Royal Paladin G1 8000).
"""

from __future__ import annotations

from vanguard.testing import Harness, Scenario

FRAUDE = "Master Fraude"
BOMB = "Lady Bomb"
BATTLER = "Megacolony Battler A"

HERCULES = "Bloody Hercules"
PHANTOM = "Phantom Black"
MIRAGE = "Madame Mirage"
GALLATIN = "Knight of Silence, Gallatin"
TOUGH = "Tough Boy"
WONDER = "Wonder Boy"
MARRON = "Little Sage, Marron"


# --------------------------------------------------------------------------- Master Fraude


def _fraude_hits(*, circle: str = "VC", vanguard: str = FRAUDE, soul: int = 3) -> Harness:
    s = Scenario()
    p = s.player(0).vanguard(vanguard).soul(*[MARRON] * soul).deck(PHANTOM, *[MARRON] * 5)
    if circle != "VC":
        p.rear(circle, FRAUDE)
    s.player(1).vanguard(TOUGH).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, circle), target=TOUGH)
    h.act("end_guard")
    return h


def test_fraude_1_hit_with_a_megacolony_vanguard_soul_blast_3_draws() -> None:
    """Master Fraude [1] AUTO (VC/RC): its attack hits (R12.6.6); with a Megacolony vanguard
    it may pay Soul Blast 3 (R15.6.4) and draws a card (R17.1)."""
    h = _fraude_hits(circle="RC_FL", vanguard=HERCULES)
    h.skip_to("use_ability")
    hand = len(h.hand(0))
    h.act("yes")
    assert h.soul(0) == [] and len(h.hand(0)) == hand + 1


def test_fraude_1_needs_a_megacolony_vanguard_and_three_soul_cards() -> None:
    """Master Fraude [1]: with a Royal Paladin vanguard the clause is false at resolution
    (AMB-3); with two soul cards Soul Blast 3 cannot be paid (R15.6.1)."""
    h = _fraude_hits(circle="RC_FL", vanguard=GALLATIN)
    h.skip_to("attack")
    assert h.ended("condition_not_met") and len(h.soul(0)) == 3
    h = _fraude_hits(soul=2)
    h.skip_to("attack")
    assert h.ended("cost_unpayable") and len(h.soul(0)) == 2


def _fraude_boosted(booster: str, *, vanguard: bool = True) -> Harness:
    s = Scenario()
    if vanguard:
        s.player(0).vanguard(FRAUDE).rear("RC_BC", booster)
        attacker = "VC"
    else:
        s.player(0).vanguard(HERCULES).rear("RC_FL", FRAUDE).rear("RC_BL", booster)
        attacker = "RC_FL"
    s.player(1).vanguard(TOUGH).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, attacker), target=TOUGH)
    h.act("boost")
    return h


def test_fraude_2_boosted_by_megacolony_gets_3000_for_the_battle() -> None:
    """Master Fraude [2] AUTO (VC): boosted by a Megacolony (R12.3.6, AMB-2), +3000 until the
    end of that battle."""
    h = _fraude_boosted(MIRAGE)
    assert h.power(0, "VC") == 10000 + 6000 + 3000


def test_fraude_2_not_for_another_clan_nor_as_a_rear_guard() -> None:
    """Master Fraude [2]: a Royal Paladin booster gives nothing; on (RC) the ability does not
    work (tag (VC), R16.1.4)."""
    h = _fraude_boosted(MARRON)
    assert h.power(0, "VC") == 10000 + 8000
    h = _fraude_boosted(MIRAGE, vanguard=False)
    assert h.power(0, "RC_FL") == 10000 + 6000


# ------------------------------------------------------------------------------- Lady Bomb


def _bomb(*, face_up: int = 2, ride: bool = False) -> Harness:
    s = Scenario()
    me = s.player(0).vanguard(PHANTOM if ride else HERCULES).hand(BOMB)
    me.damage(*[MARRON] * face_up)
    s.player(1).vanguard(TOUGH).hand(MARRON)
    s.player(1).rear("RC_FL", WONDER, rested=True).rear("RC_FR", TOUGH, rested=True)
    if ride:
        h = s.start(phase="ride", turn=3)
        h.act("ride", card=BOMB)
    else:
        h = s.start(phase="main", turn=3)
        h.act("call", card=BOMB, circle="RC_BL")
    return h


def test_lady_bomb_1_counter_blast_2_opponent_rear_guard_stays_rested() -> None:
    """Lady Bomb [1] AUTO (placed on VC or RC, AMB-1): Counter Blast 2; the chosen opposing
    rear-guard does not stand in the opponent's next stand phase only (AMB-15, R8.3)."""
    for ride in (False, True):
        h = _bomb(ride=ride)
        assert h.decision == "use_ability"
        h.act("yes")
        h.act("choose", card=WONDER)
        assert h.damage(0) == [(MARRON, False)] * 2
        h.skip_to("main", player=1)
        assert h.is_rested(1, "RC_FL") and not h.is_rested(1, "RC_FR")
        h.skip_to("main", player=0)
        h.skip_to("main", player=1)
        assert not h.is_rested(1, "RC_FL")


def test_lady_bomb_1_declined_or_unpayable_everything_stands() -> None:
    """Lady Bomb [1]: declined, the opponent's units stand as usual (R8.2); with one face-up
    damage card Counter Blast 2 cannot be paid (R15.6.3)."""
    h = _bomb()
    h.act("no")
    h.skip_to("main", player=1)
    assert not h.is_rested(1, "RC_FL") and not h.is_rested(1, "RC_FR")
    h = _bomb(face_up=1)
    assert h.ended("cost_unpayable") and h.decision == "main"


# -------------------------------------------------------------------- Megacolony Battler A


def _battler_defends(*, guard: bool) -> Harness:
    s = Scenario()
    s.player(0).vanguard(HERCULES).rear("RC_FL", PHANTOM)
    them = s.player(1).vanguard(TOUGH).hand(MARRON)
    if guard:
        them.hand(BATTLER)
    else:
        them.rear("RC_FL", BATTLER)
    h = s.start(phase="battle", turn=3)
    if guard:
        h.act("attack", card=HERCULES, target=TOUGH)
        h.act("guard", card=BATTLER)
    else:
        h.act("attack", card=HERCULES, target=BATTLER)
    h.act("end_guard")
    return h


def test_battler_a_1_from_gc_to_drop_goes_into_the_soul() -> None:
    """Megacolony Battler A [1] AUTO (no zone tag, AMB-1, AMB-26): when the guardians leave
    (R12.6.5) it goes from (GC) to the drop zone and then into its owner's soul."""
    h = _battler_defends(guard=True)
    h.skip_to("attack")
    assert h.soul(1) == [BATTLER] and BATTLER not in h.drop(1)


def test_battler_a_1_not_when_retired_from_rc() -> None:
    """Megacolony Battler A [1]: only 'from (GC)'; a rear-guard Battler A retired by a hit
    (R12.6.4.2) stays in the drop zone."""
    h = _battler_defends(guard=False)
    h.skip_to("attack")
    assert h.drop(1) == [BATTLER] and h.soul(1) == []
