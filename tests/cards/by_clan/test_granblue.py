"""Abilities of the Granblue cards of the second wave (BT02), one ruling per test.

Each test names the card and the oracle line `[n]` it proves, with the rules (RULES.md R…),
the ambiguity rulings (AMB-n) and the card rulings (R31.n) it relies on. The classic Granblue
cards are tested in test_other_clans.py. Helpers are vanilla cards so that no other ability
interferes.
"""

from __future__ import annotations

from vanguard.testing import Harness, Scenario

FILLER = "Little Sage, Marron"  # vanilla Royal Paladin grade 1, the harness's deck filler
BLUEBLOOD = "Commodore Blueblood"  # vanilla Granblue grade 2, 10000
ROMARIO = "Dandy Guy, Romario"  # vanilla Granblue grade 1, 8000
KNIGHT_SPIRIT = "Knight Spirit"  # vanilla Granblue grade 0
KING = "King of Sword"  # vanilla Nova Grappler grade 2, 10000
TOUGH = "Tough Boy"  # vanilla Nova Grappler grade 1

EXCEED = "Spirit Exceed"
RUIN = "Ruin Shade"
BASSKIRK = "King of Demonic Seas, Basskirk"
NEGROMARL = "Witch Doctor of the Abyss, Negromarl"
NIGHTMIST = "Captain Nightmist"
JINN = "Gust Jinn"
CUTLASS = "Dancing Cutlass"
SKELETON = "Skeleton Swordsman"
SAMURAI = "Samurai Spirit"
EVIL = "Evil Shade"
RICK = "Rick the Ghostie"
BANSHEE = "Rough Seas Banshee"


def _triggered(h: Harness) -> list[str]:
    """The card ids whose AUTO abilities triggered (R16.3.1)."""
    return [str(e.get("card")) for e in h.events("ability_triggered")]


# ================================================================================ Spirit Exceed


def _exceed(vanguard: str) -> Harness:
    s = Scenario(seed=3)
    s.player(0).vanguard(vanguard).rear("RC_FL", SAMURAI).rear("RC_BL", KNIGHT_SPIRIT)
    s.player(0).drop(EXCEED)
    s.player(1).vanguard(KING)
    return s.start(phase="main")


def test_spirit_exceed_1_two_named_rear_guards_to_soul_ride_from_the_drop_zone() -> None:
    """Spirit Exceed [1] (ACT [Drop zone]; R16.2, R17.3): Samurai Spirit and Knight Spirit go
    from the (RC)s to the soul as the cost; with a grade 2 vanguard it superior rides itself."""
    h = _exceed(BLUEBLOOD)
    h.act("activate", card=EXCEED)
    assert h.unit(0, "VC").name == EXCEED
    assert sorted(h.soul(0)) == sorted([SAMURAI, KNIGHT_SPIRIT, BLUEBLOOD])
    assert h.unit(0, "RC_FL") is None and h.unit(0, "RC_BL") is None
    assert h.drop(0) == []


def test_spirit_exceed_1_grade_1_vanguard_pays_the_cost_and_does_not_ride() -> None:
    """Spirit Exceed [1]: 'grade 2 or greater' is read on resolution, after the cost (R31.5,
    W1-12, AMB-9): with a grade 1 vanguard the two units go to the soul and nothing is ridden."""
    h = _exceed(ROMARIO)
    h.act("activate", card=EXCEED)
    assert h.unit(0, "VC").name == ROMARIO
    assert sorted(h.soul(0)) == sorted([SAMURAI, KNIGHT_SPIRIT])
    assert h.drop(0) == [EXCEED]


def test_spirit_exceed_1_not_offered_without_both_named_rear_guards() -> None:
    """Spirit Exceed [1]: without a Knight Spirit rear-guard the cost cannot be paid
    (R15.6.3), and from the hand the drop-zone ACT is not offered (R16.1.4)."""
    s = Scenario(seed=3)
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", SAMURAI).drop(EXCEED)
    s.player(1).vanguard(KING)
    h = s.start(phase="main")
    assert not h.can("activate", card=EXCEED)
    s = Scenario(seed=3)
    s.player(0).vanguard(BLUEBLOOD).rear("RC_FL", SAMURAI).rear("RC_BL", KNIGHT_SPIRIT)
    s.player(0).hand(EXCEED)
    s.player(1).vanguard(KING)
    h = s.start(phase="main")
    assert not h.can("activate", card=EXCEED)


# =================================================================================== Ruin Shade


def _ruin_attacks(vanguard: str, circle: str = "RC_FL") -> Harness:
    s = Scenario(seed=4)
    me = s.player(0).vanguard(vanguard).deck(FILLER, TOUGH, ROMARIO)
    if circle == "VC":
        s.player(0).vanguard(RUIN)
    else:
        me.rear(circle, RUIN)
    s.player(1).vanguard(KING).hand(FILLER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, circle), target=KING)
    return h


def test_ruin_shade_1_mill_two_for_2000_until_end_of_battle() -> None:
    """Ruin Shade [1] (AUTO, VC/RC; R16.3): when it attacks with a Granblue vanguard it may put
    the top two cards of the deck into the drop zone (R15) for +2000 this battle."""
    h = _ruin_attacks(BLUEBLOOD)
    h.skip_to("use_ability")
    deck_before = h.deck(0)
    h.act("yes")
    assert len(h.drop(0)) == 2 and len(h.deck(0)) == len(deck_before) - 2
    assert h.power(0, "RC_FL") == 9000 + 2000


def test_ruin_shade_1_declined_or_without_a_granblue_vanguard_nothing_happens() -> None:
    """Ruin Shade [1]: the cost is optional ('may', R16.3.4); with a Nova Grappler vanguard the
    'if' is false and the ability does not even ask (R16.1.5, AMB-3)."""
    h = _ruin_attacks(BLUEBLOOD)
    h.skip_to("use_ability")
    h.act("no")
    assert h.drop(0) == [] and h.power(0, "RC_FL") == 9000
    h = _ruin_attacks(KING)
    assert h.decision != "use_ability"
    assert h.drop(0) == [] and h.power(0, "RC_FL") == 9000
