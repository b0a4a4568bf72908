"""The three example abilities of docs/CARDS.md's guide for contributors, run exactly as the
guide writes them (its YAML blocks are read from the template `tools/cards_guide.md`).

The cards themselves belong to the second wave of the pool; until their data is in the
database each ability is given to a vanilla stand-in card of the same clan (test-only data).
"""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from vanguard.abilities.load import packaged_abilities, parse_abilities
from vanguard.abilities.model import AbilitySpec
from vanguard.cards import CardDatabase
from vanguard.testing import Scenario

GUIDE = Path(__file__).resolve().parents[2] / "tools" / "cards_guide.md"
GALLATIN = "Knight of Silence, Gallatin"  # Royal Paladin G2, vanilla here
MARRON = "Little Sage, Marron"  # Royal Paladin G1, vanilla
LOHENGRIN = "Demon-Slaying Knight Lohengrin"  # main phase start: Soul-Charge 1
NOA = "Sonic Noa"  # Tachikaze G1, vanilla
SHIELDON = "Ironclad Dragon, Shieldon"  # Tachikaze G0, vanilla
BLUE_DUST = "Blue Dust"  # Dark Irregulars G2 (vanilla in these tests)
NIGHTMARE_BABY = "Nightmare Baby"  # Dark Irregulars G1 (vanilla in these tests)
MARRON_ID, NOA_ID, BLUE_DUST_ID = "little-sage-marron", "sonic-noa", "blue-dust"
LOHENGRIN_ID = "demon-slaying-knight-lohengrin"


def _guide_abilities() -> dict[str, tuple[AbilitySpec, ...]]:
    blocks = re.findall(r"```yaml\n(.*?)```", GUIDE.read_text("utf-8"), flags=re.DOTALL)
    found: dict[str, tuple[AbilitySpec, ...]] = {}
    for block in blocks:
        found.update(parse_abilities(block, "docs/CARDS.md"))
    return found


def _with(stand_in: str, example: str, **more: tuple[AbilitySpec, ...]) -> Scenario:
    abilities = {stand_in: _guide_abilities()[example], **more}
    return Scenario(db=CardDatabase.load().with_abilities(abilities))


def test_the_guide_shows_three_abilities_that_load() -> None:
    assert sorted(_guide_abilities()) == [
        "decadent-succubus",
        "savage-warrior",
        "young-pegasus-knight",
    ]
    assert yaml.safe_load(GUIDE.read_text("utf-8").split("```yaml\n")[1].split("```")[0])


def test_young_pegasus_knight_gets_3000_when_a_card_is_put_into_the_soul_in_the_main_phase() -> (
    None
):
    """Guide example 1: the vanguard's Soul-Charge at the start of the main phase puts a card
    into the soul (R11.1, R15.4); the stand-in on (RC) gets +3000."""
    s = _with(
        MARRON_ID, "young-pegasus-knight", **{LOHENGRIN_ID: packaged_abilities()[LOHENGRIN_ID]}
    )
    s.player(0).vanguard(LOHENGRIN).rear("RC_FL", MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    assert len(h.soul(0)) == 1
    assert h.triggered(MARRON_ID) == 1
    assert h.power(0, "RC_FL") == 8000 + 3000


def test_savage_warrior_gets_1000_when_another_tachikaze_rear_guard_is_retired() -> None:
    """Guide example 2: calling over a Tachikaze rear-guard retires it (R16.6.2) during your
    turn; the stand-in rear-guard gets +1000."""
    s = _with(NOA_ID, "savage-warrior")
    s.player(0).vanguard(GALLATIN).rear("RC_FL", SHIELDON).rear("RC_BL", NOA).hand(MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    h.act("call", card=MARRON, circle="RC_FL")
    assert h.drop(0) == [SHIELDON]
    assert h.power(0, "RC_BL") == 8000 + 1000


def test_decadent_succubus_may_soul_charge_when_another_dark_irregulars_is_called() -> None:
    """Guide example 3: a Dark Irregulars card called to (RC) is placed there (R4.6.2); the
    stand-in vanguard may Soul-Charge 1."""
    s = _with(BLUE_DUST_ID, "decadent-succubus")
    s.player(0).vanguard(BLUE_DUST).hand(NIGHTMARE_BABY)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    h.act("call", card=NIGHTMARE_BABY, circle="RC_FL")
    h.act("yes")
    assert len(h.soul(0)) == 1
    assert h.triggered(BLUE_DUST_ID) == 1
