"""Spike Brothers abilities (src/vanguard/cards/data/abilities/spike_brothers.yaml), wave 1 (BT02).

Each test names the card and its line `[n]` (printed order) and the rules, AMB and R31 ids it
relies on. The opponent uses vanilla Royal Paladin units, so only the abilities under test act.
"""

from __future__ import annotations

from vanguard.cards import default_database
from vanguard.testing import Harness, Scenario

# Spike Brothers (wave 1)
SKY_DIVER = "Sky Diver"
MARILYN = "Cheer Girl, Marilyn"
MECHA = "Mecha Trainer"
PANZER = "Panzer Gale"
CYCLONE = "Cyclone Blitz"
SQUAD = "Spike Brothers Assault Squad"
TIARA = "Cheer Girl, Tiara"
JOKER = "Silence Joker"
# vanilla Spike Brothers
WONDER = "Wonder Boy"  # G1 8000
PANTHER = "Treasured, Black Panther"  # G2 10000
SONIC = "Sonic Breaker"  # G0 Critical trigger
# other clans (vanilla)
GALLATIN = "Knight of Silence, Gallatin"  # Royal Paladin G2 10000
MARRON = "Little Sage, Marron"  # Royal Paladin G1 8000 (the harness filler)
KING_OF_SWORD = "King of Sword"  # Nova Grappler G2 10000


def main(s: Scenario) -> Harness:
    h = s.start(phase="main", turn=3)
    assert h.decision == "main" and h.deciding == 0
    return h


def ended(h: Harness, reason: str) -> bool:
    return any(e.get("reason") == reason for e in h.events("ability_ended"))


# ---------------------------------------------------------------- Sky Diver


def test_sky_diver_1_cont_minus_2000_without_another_spike_brothers_unit_amb5() -> None:
    """Sky Diver [1] (R18.4, AMB-5): with no other Spike Brothers unit it has 11000 - 2000."""
    s = Scenario(seed=0)
    s.player(0).vanguard(SKY_DIVER).rear("RC_FL", MARRON).hand(WONDER)
    s.player(1).vanguard(GALLATIN)
    assert main(s).power(0, "VC") == 9000


def test_sky_diver_1_cont_no_penalty_with_another_spike_brothers_unit() -> None:
    """Sky Diver [1]: another Spike Brothers unit (here a rear-guard) lifts the -2000; on
    (RC) the Spike Brothers vanguard counts."""
    s = Scenario(seed=0)
    s.player(0).vanguard(PANTHER).rear("RC_FL", SKY_DIVER).hand(WONDER)
    s.player(1).vanguard(GALLATIN)
    h = main(s)
    assert h.power(0, "RC_FL") == 11000


def _sky_diver_hits(*hand: str) -> Harness:
    s = Scenario(seed=0)
    s.player(0).vanguard(PANTHER).rear("RC_FL", SKY_DIVER).rear("RC_FR", WONDER).hand(*hand)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=SKY_DIVER, target=MARRON)
    h.skip_to("use_ability")
    return h


def test_sky_diver_2_auto_hit_into_soul_calls_a_spike_brothers_from_hand() -> None:
    """Sky Diver [2] (R12.6.6, R15.6, R17.5): its attack hits; it goes into the soul as the
    cost and up to one Spike Brothers from the hand is called (the Royal Paladin is no
    choice)."""
    h = _sky_diver_hits(WONDER, MARRON)
    h.act("yes")
    assert h.soul(0) == [SKY_DIVER] and h.unit(0, "RC_FL") is None
    offered = {h.game.cards[a.card].name for a in h.options("choose")}
    assert offered == {WONDER}
    h.act("choose", card=WONDER)
    h.act("choose_circle", card=WONDER, circle="RC_FL")
    assert h.unit(0, "RC_FL").name == WONDER
    assert h.hand(0).count(MARRON) >= 1 and WONDER not in h.hand(0)


def test_sky_diver_2_auto_declined_keeps_it_on_the_circle() -> None:
    """Sky Diver [2] (G4): declining pays nothing and calls nothing."""
    h = _sky_diver_hits(WONDER)
    h.act("no")
    assert h.unit(0, "RC_FL").name == SKY_DIVER and h.soul(0) == []
    assert WONDER in h.hand(0)


def test_sky_diver_2_auto_not_from_the_vanguard_circle() -> None:
    """Sky Diver [2] is tagged (RC) (R16.1.4): its hit as the vanguard triggers nothing."""
    s = Scenario(seed=0)
    s.player(0).vanguard(SKY_DIVER).rear("RC_FR", WONDER).hand(WONDER)
    s.player(1).vanguard(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=SKY_DIVER, target=MARRON)
    h.skip_to("attack")
    assert h.damage_count(1) >= 1
    assert not any(e.get("card") == "sky-diver" for e in h.events("ability_triggered"))
