"""Rules of R1-R15, R17-R20 and R30 that had no test of their own, one ruling per test.

Most boards use `VANILLA`, the Classic pool with no ability data at all, so that only the
rules act (even the grade 3 cards are plain units there). A few tests use the real card data
on purpose (Demon Slaying Knight, Lohengrin; Barcgal) to show abilities played at a check
timing.

Check timings are visible through what happens there (rule actions, standby abilities). Where
nothing can be pending at a "beginning of phase/step" point, the `check_marks` fixture wraps
the engine's check-timing routine so that each check timing the turn structure schedules
leaves a `check_timing` marker in the event list, and the test reads the order of events.
Some positions are changed by hand "as an effect would" (emptying a deck at a decision point,
like tests/engine/test_rule_actions.py) to show *where* the next check timing falls.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from vanguard.cards import CardDatabase, default_database
from vanguard.cli import main as cli_main
from vanguard.decks import check_deck, load_deck
from vanguard.engine import (
    KNOWN_VARIANTS,
    Action,
    ActionKind,
    Circle,
    IllegalAction,
    IllegalCode,
    LossReason,
    Phase,
    new_game,
)
from vanguard.engine.battle import attack_options
from vanguard.engine.codec import slots_of
from vanguard.engine.constants import BACK_ROW, FRONT_ROW, REAR_CIRCLES
from vanguard.engine.state import PlayerState
from vanguard.testing import Harness, Scenario

VANILLA = CardDatabase.load()
"""The Classic pool without any ability data: every card is a plain unit."""

ORACLE = (
    Path(__file__).resolve().parents[2].parent
    / "shared"
    / "reference"
    / "cards"
    / "classic_pool.json"
)

TRUMPETER = "Stardust Trumpeter"  # RP G0 6000, shield 10000, Boost
MARRON = "Little Sage, Marron"  # RP G1 8000, shield 5000, Boost
LIEN = "Lake Maiden, Lien"  # RP G1 7000, Boost (vanilla in VANILLA)
GALLATIN = "Knight of Silence, Gallatin"  # RP G2 10000, shield 5000, Intercept
BRIGITTE = "Crimson Butterfly, Brigitte"  # RP G3 10000, Twin Drive!! (vanilla in VANILLA)
EPONA = "Bringer of Good Luck, Epona"  # RP Critical trigger
FLOGAL = "Flogal"  # RP Stand trigger
ELAINE = "Yggdrasil Maiden, Elaine"  # RP Heal trigger
UNDEUX = "Lizard Runner, Undeux"  # Kagero G0 6000
BAHR = "Embodiment of Armor, Bahr"  # Kagero G1 8000
NEHALEM = "Dragon Knight, Nehalem"  # Kagero G2 10000, Intercept
TAHR = "Embodiment of Spear, Tahr"  # Kagero Critical trigger


# ---------------------------------------------------------------------------- helpers


def has_event(h: Harness, kind: str, **fields: object) -> bool:
    return any(
        e["kind"] == kind and all(e.get(k) == v for k, v in fields.items()) for e in h.events()
    )


def empty_deck(h: Harness, player: int) -> None:
    """Move the player's whole deck into their hand, as an effect would: they lose at the
    next check timing (R1.3.2), and not before (R1.4)."""
    p = h.game.players[player]
    p.hand.extend(p.deck)
    p.deck.clear()


def after_each(h: Harness, kind: str) -> Iterator[str]:
    """The kind of the event right after each event of `kind`."""
    events = h.event_kinds()
    for number, event in enumerate(events[:-1]):
        if event == kind:
            yield events[number + 1]


def over_with(h: Harness, losers: dict[int, LossReason]) -> None:
    result = h.game.result
    assert result is not None, f"the game should be over; it asks {h.decision!r}"
    assert result.losers == losers


# ---------------------------------------------------------------------------- R1 players


def test_r1_1_a_game_has_two_players_each_with_their_own_deck_and_zones() -> None:
    a, b = load_deck("td01"), load_deck("td02")
    g = new_game(
        a.cards, b.cards, 11, first_player=0, first_vanguards=(a.first_vanguard, b.first_vanguard)
    )
    assert len(g.players) == 2
    for player, deck in ((0, a), (1, b)):
        mine = g.players[player].all_cards()
        assert len(mine) == 50
        assert all(g.owner[i] == player for i in mine)
        assert sorted(g.cards[i].id for i in mine) == sorted(c.id for c in deck.cards)
    assert set(g.players[0].all_cards()).isdisjoint(g.players[1].all_cards())
    assert [p["player"] for p in g.view(None)["players"]] == [0, 1]
    with pytest.raises(IllegalAction) as error:
        g.concede(2)  # there is no third player
    assert error.value.code is IllegalCode.BAD_CHOICE


# ---------------------------------------------------------------------------- R3 cards


def test_r3_3_rules_read_current_values_the_printed_value_stays_the_original() -> None:
    """A drive-check +5000 makes Marron (printed 8000) a 13000 unit: its attack on a 10000
    vanguard hits, because the hit test reads current power; the printed value is unchanged."""
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON).deck(EPONA, TRUMPETER, TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=NEHALEM)
    h.act("trigger_power", card=MARRON)
    h.act("trigger_critical", card=GALLATIN)
    assert h.decision == "attack"
    marron = h.iid(0, "RC_FL")
    assert h.game.cards[marron].power == 8000  # original value
    assert h.power(0, "RC_FL") == 13000  # current value
    assert h.game.view(0)["players"][0]["field"]["RC_FL"]["power"] == 13000
    h.act("attack", card=MARRON, target=NEHALEM)
    hit = h.events("hit")[-1]
    assert (hit["power"], hit["target_power"]) == (13000, 10000)
    assert h.damage_count(1) == 3  # 2 from the critical vanguard, 1 from Marron


def test_r3_4_1_boost_lets_a_back_row_unit_behind_the_attacker_add_its_power() -> None:
    """The Boost icon is printed on grade 0-1 cards; such a unit standing directly behind the
    attacker may boost it."""
    assert all(c.grade in (0, 1) for c in VANILLA.all() if c.has_boost)
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).rear("RC_BL", TRUMPETER)
    s.player(1).vanguard(NEHALEM).hand(UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "RC_FL"), target=NEHALEM)
    assert h.decision == "boost"
    assert [a.card for a in h.options("boost")] == [h.iid(0, "RC_BL")]
    h.act("boost", card=TRUMPETER)
    assert h.power(0, "RC_FL") == 10000 + 6000
    assert h.is_rested(0, "RC_BL")


def test_r3_4_2_intercept_moves_a_front_row_rear_guard_to_the_guardian_circle() -> None:
    """Intercept is printed on grade 2 cards; only such a unit on a front-row RC is offered,
    a Boost unit next to it is not; it moves to the GC resting and adds its shield."""
    assert all(c.grade == 2 for c in VANILLA.all() if c.has_intercept)
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(NEHALEM).rear("RC_FL", NEHALEM).rear("RC_FR", BAHR).hand(UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert h.decision == "guard"
    interceptor = h.iid(1, "RC_FL")
    assert [a.card for a in h.options("intercept")] == [interceptor]
    h.act("intercept", card=interceptor)
    assert h.unit(1, "RC_FL") is None
    assert h.game.players[1].guardians == [interceptor] and h.game.rested[interceptor]
    assert h.power(1, "VC") == 10000 + 5000


def test_r3_4_3_twin_drive_gives_two_drive_checks_only_to_the_attacking_vanguard() -> None:
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(BRIGITTE).rear("RC_FL", BRIGITTE)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "RC_FL"), target=NEHALEM)  # a Twin Drive rear-guard
    assert not has_event(h, "check_revealed", check="drive")
    assert not has_event(h, "step", step="drive")
    h.act("attack", card=h.iid(0, "VC"), target=NEHALEM)
    drives = [e for e in h.events("check_revealed") if e["check"] == "drive"]
    assert len(drives) == 2
    assert len(h.hand(0)) == 2


def test_r3_4_4_the_icon_not_the_grade_gives_boost_intercept_and_twin_drive() -> None:
    """Cards whose grade is changed (here in a test database) keep their icons: a grade 3
    Marron still boosts, a grade 1 Gallatin still intercepts, a grade 2 Brigitte still makes
    two drive checks. Clarification C14."""
    changed = {MARRON: 3, GALLATIN: 1, BRIGITTE: 2}
    db = CardDatabase(
        dataclasses.replace(c, grade=changed[c.name]) if c.name in changed else c
        for c in VANILLA.all()
    )
    s = Scenario(db=db)
    s.player(0).vanguard(BRIGITTE).rear("RC_BC", MARRON)
    s.player(1).vanguard(NEHALEM).rear("RC_FL", GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BRIGITTE, target=NEHALEM)
    h.act("boost", card=MARRON)  # grade 3, Boost icon
    assert h.power(0, "VC") == 10000 + 8000
    assert h.can("intercept", card=GALLATIN)  # grade 1, Intercept icon
    h.act("end_guard")
    drives = [e for e in h.events("check_revealed") if e["check"] == "drive"]
    assert len(drives) == 2  # grade 2, Twin Drive!! icon


@pytest.mark.skipif(not ORACLE.is_file(), reason=f"card oracle not found at {ORACLE}")
def test_r3_5_kind_and_zone_markers_of_the_card_text_are_the_ability_data() -> None:
    """Every printed line's `[ACT]`/`[AUTO]`/`[CONT]` marker is the kind of the matching
    ability entry, and its zone marker `(VC)`, `(VC/RC)`, `(Hand)`, `[Drop zone]` is the
    entry's zones. Unmarked AUTO lines have no zones (AMB-1); the Sentinel lines are
    deck-construction keywords (AMB-20)."""
    db = default_database()
    header = re.compile(r"\[(ACT|AUTO|CONT)\](?:\(([A-Za-z/]+)\)|\[Drop zone\])?")
    checked = 0
    for entry in json.loads(ORACLE.read_text("utf-8")):
        card = db.lookup(entry["name"])
        assert len(card.abilities) == len(entry["abilities"]), card.name
        for line, ability in zip(entry["abilities"], card.abilities, strict=True):
            found = header.match(line)
            if found is None or ability.keyword == "sentinel":
                assert ability.kind == "keyword", (card.name, line[:12])
                continue
            checked += 1
            assert ability.kind == found.group(1).lower(), card.name
            if found.group(2):
                zones = {
                    z.upper() if z.upper() in ("VC", "RC", "GC") else z.lower()
                    for z in found.group(2).split("/")
                }
                assert set(ability.zones) == zones, card.name
            elif found.group(0).endswith("[Drop zone]"):
                assert ability.zones == ("drop",), card.name
            else:
                assert ability.kind == "auto" or ability.zones, card.name
                if ability.kind == "auto":
                    assert ability.zones == (), card.name
    assert checked > 60


# ---------------------------------------------------------------------------- R4 zones


def test_r4_1_2_no_zone_of_a_later_era_exists() -> None:
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    classic = {
        "player",
        "deck_count",
        "hand_count",
        "field",
        "soul",
        "drop",
        "damage",
        "guardians",
        "trigger_zone",
        "mulliganed",
        "ridden_this_turn",
    }
    later = ("g_zone", "g_deck", "bind", "order", "crest", "ride_deck", "gift", "removed")
    for viewer in (0, 1, None):
        for seat in h.game.view(viewer)["players"]:
            extra = {"hand"} if seat["player"] == viewer else set()
            assert set(seat) == classic | extra
    for name in slots_of(PlayerState):
        assert not any(word in name for word in later), name


def test_r4_2_1_six_circles_in_two_rows_of_three_the_vanguard_in_the_middle_front() -> None:
    assert len(Circle) == 6
    assert FRONT_ROW == (Circle.RC_FL, Circle.VC, Circle.RC_FR)
    assert BACK_ROW == (Circle.RC_BL, Circle.RC_BC, Circle.RC_BR)
    assert set(REAR_CIRCLES) == set(Circle) - {Circle.VC}
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN).hand(MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    assert list(h.game.view(0)["players"][0]["field"]) == [c.name for c in Circle]
    calls = {a.circle for a in h.options("call")}
    assert calls == set(REAR_CIRCLES)  # five rear-guard circles, never the VC


def test_r4_2_2_front_row_units_attack_and_are_attacked_the_back_row_does_neither() -> None:
    s = Scenario(db=VANILLA)
    p0 = s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).rear("RC_FR", GALLATIN)
    p0.rear("RC_BL", MARRON).rear("RC_BC", TRUMPETER).rear("RC_BR", LIEN)
    p1 = s.player(1).vanguard(NEHALEM).rear("RC_FL", NEHALEM).rear("RC_FR", NEHALEM)
    p1.rear("RC_BL", BAHR).rear("RC_BC", UNDEUX).rear("RC_BR", BAHR)
    h = s.start(phase="battle", turn=3)
    attackers = {a.card for a in h.options("attack")}
    targets = {a.target for a in h.options("attack")}
    assert attackers == {h.iid(0, c.name) for c in FRONT_ROW}
    assert targets == {h.iid(1, c.name) for c in FRONT_ROW}


def test_r4_2_3_columns_pair_each_front_circle_with_the_back_circle_behind_it() -> None:
    """Boost comes from the same column (left: FL/BL, centre: VC/BC, right: FR/BR), and main
    phase moves stay within the left or the right column."""
    s = Scenario(db=VANILLA)
    p0 = s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).rear("RC_FR", GALLATIN)
    p0.rear("RC_BL", MARRON).rear("RC_BC", TRUMPETER).rear("RC_BR", LIEN)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    moves = {(a.card, a.circle) for a in h.options("move")}
    assert moves == {(h.iid(0, "RC_FL"), Circle.RC_BL), (h.iid(0, "RC_FR"), Circle.RC_BR)}
    h.act("end_main")
    for front, back in (("RC_FL", "RC_BL"), ("VC", "RC_BC"), ("RC_FR", "RC_BR")):
        h.act("attack", card=h.iid(0, front), target=NEHALEM)
        assert [a.card for a in h.options("boost")] == [h.iid(0, back)]
        h.act("skip_boost")  # the battle then runs by itself (nothing to guard with)
    assert len(h.events("battle_ended")) == 3


def test_r4_2_5_each_player_has_their_own_guardian_circle_and_guardians_keep_their_owner() -> None:
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(NEHALEM).hand(UNDEUX, BAHR)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=NEHALEM)
    h.act("guard", card=UNDEUX)
    guardian = h.game.players[1].guardians[0]
    assert h.game.owner[guardian] == 1
    assert h.game.players[0].guardians == []
    view = h.game.view(None)
    assert [g["iid"] for g in view["players"][1]["guardians"]] == [guardian]
    assert view["players"][0]["guardians"] == []
    h.act("end_guard")
    assert h.drop(1) == [UNDEUX] and h.drop(0) == []


def test_r4_3_the_vanguard_is_the_top_of_the_vc_stack_the_cards_below_are_the_soul() -> None:
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(MARRON).soul(TRUMPETER).hand(GALLATIN)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=GALLATIN)
    assert h.unit(0, "VC").name == GALLATIN
    assert sorted(h.soul(0)) == sorted([TRUMPETER, MARRON])
    seat = h.game.view(None)["players"][0]
    assert seat["field"]["VC"]["card"] == "knight-of-silence-gallatin"
    assert len(seat["soul"]) == 2


def test_r4_3_1_the_vanguard_is_not_in_its_own_soul_and_rear_guards_have_no_soul() -> None:
    """Calling a unit onto an occupied RC does not stack the old one under it: it goes to the
    drop zone (R16.6.2); the soul does not change."""
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN).soul(TRUMPETER).rear("RC_FL", MARRON).hand(LIEN)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    assert h.iid(0, "VC") not in h.game.players[0].soul
    h.act("call", card=LIEN, circle="RC_FL")
    assert h.unit(0, "RC_FL").name == LIEN
    assert h.soul(0) == [TRUMPETER]
    assert h.drop(0) == [MARRON]


def test_r4_3_2_the_vanguard_cannot_be_moved_to_another_circle() -> None:
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    vanguard = h.iid(0, "VC")
    assert all(a.card != vanguard for a in h.options("move"))
    before = h.game.state_hash()
    for circle in (Circle.RC_BC, Circle.RC_FL, Circle.RC_BR):
        with pytest.raises(IllegalAction) as error:
            h.game.apply(Action(ActionKind.MOVE, 0, card=vanguard, circle=circle))
        assert error.value.code is IllegalCode.BAD_CIRCLE
    assert h.game.state_hash() == before


def test_r4_3_3_soul_cards_are_not_units_they_enable_no_trigger() -> None:
    """With mixed clans, a Kagero card in a Royal Paladin's soul does not satisfy the clan
    condition of a Kagero trigger (R14.2.1 needs a unit on VC or RC)."""
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN).soul(BAHR, NEHALEM).deck(TAHR, MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="battle", turn=3, variants=("mixed_clans",))
    h.act("attack", card=GALLATIN, target=NEHALEM)
    assert h.events("check_revealed")[0]["card"] == "embodiment-of-spear-tahr"
    assert not h.events("trigger")
    assert h.critical(0, "VC") == 1 and h.damage_count(1) == 1


def test_r4_3_3_only_abilities_that_say_so_work_from_the_soul() -> None:
    """Real cards: Lohengrin's main-phase ability works on the VC only, so from the soul it
    does not trigger; Barcgal's ability is about being ridden and works as soul."""
    s = Scenario()
    s.player(0).vanguard("Barcgal").soul("Demon Slaying Knight, Lohengrin").hand(MARRON, MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=MARRON)
    assert h.decision == "use_ability"  # Barcgal, now in the soul
    assert h.game.cards[h.events("ability_triggered")[0]["iid"]].name == "Barcgal"
    h.act("no")
    assert h.decision == "main"
    assert len(h.events("ability_triggered")) == 1  # Lohengrin in the soul: nothing
    assert h.power(0, "VC") == 8000


def test_r4_4_1_a_damage_check_card_enters_the_damage_zone_face_up() -> None:
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(NEHALEM).damage(BAHR, BAHR, face_down=True).deck(UNDEUX, BAHR)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=NEHALEM)
    assert h.damage(1) == [(BAHR, False), (BAHR, False), (UNDEUX, True)]
    assert h.game.view(0)["players"][1]["damage"][-1] == {
        "iid": h.game.players[1].damage[-1],
        "card": "lizard-runner-undeux",
        "face_up": True,
    }


def test_r4_5_4_cards_on_vc_rc_and_gc_are_face_up_the_first_vanguard_only_before_the_game() -> None:
    a, b = load_deck("td01"), load_deck("td02")
    g = new_game(a.cards, b.cards, 3, first_player=0)
    assert g.prompt is not None and g.prompt.kind == "choose_vanguard"
    g.apply(g.legal_actions()[0])
    assert g.face_down[g.players[0].circles[Circle.VC]]  # before the game starts
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(TRUMPETER).hand(MARRON, MARRON, GALLATIN)
    s.player(1).vanguard(NEHALEM).rear("RC_FL", NEHALEM).hand(BAHR, UNDEUX)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=MARRON)
    h.act("call", card=MARRON, circle="RC_FL")
    h.act("end_main")
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("guard", card=BAHR)
    h.act("intercept", card=NEHALEM)
    field = [c for p in h.game.players for c in (*p.circles, *p.guardians) if c is not None]
    assert len(field) == 5
    assert not any(h.game.face_down[c] for c in field)
    for seat in h.game.view(1)["players"]:
        assert not any(u and u.get("face_down") for u in seat["field"].values())


# ---------------------------------------------------------------------------- R6, R7 turn


def test_r6_1_each_player_presents_a_legal_deck_and_the_match_gets_all_of_it() -> None:
    """The starter decks are legal (R5), and a match holds each deck's 50 cards."""
    decks = [load_deck("td01"), load_deck("td02")]
    for deck in decks:
        assert check_deck(deck) == []
    g = new_game(decks[0].cards, decks[1].cards, 5, first_player=1)
    for player, deck in enumerate(decks):
        cards = g.players[player].all_cards()
        assert sorted(g.cards[i].id for i in cards) == sorted(c.id for c in deck.cards)


def test_r6_1_the_simulator_refuses_an_illegal_deck_before_any_game(tmp_path: Path) -> None:
    deck = tmp_path / "short.txt"
    deck.write_text("name: short\n4x Little Sage, Marron\n", "utf-8")
    result = CliRunner().invoke(
        cli_main, ["simulate", "--deck-a", str(deck), "--deck-b", "td02", "--games", "1"]
    )
    assert result.exit_code != 0
    assert "not a legal deck" in result.output and "DECK_SIZE" in result.output
    assert "wins" not in result.output.lower()


def test_r7_5_a_beginning_of_main_phase_ability_is_played_at_the_check_timing_after_it() -> None:
    """Real card: Demon Slaying Knight, Lohengrin [1] triggers when the main phase begins
    and is played at the check timing that follows, before the first main phase decision."""
    s = Scenario()
    s.player(0).vanguard("Demon Slaying Knight, Lohengrin").hand(MARRON)
    s.player(0).deck(MARRON, MARRON, MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    assert h.decision == "main"
    main = h.event_index("phase", phase="main")
    assert main < h.event_index("ability_triggered") < h.event_index("ability_played")
    assert h.event_index("ability_played") < h.event_index("soul_charge")
    assert h.soul(0) == [MARRON]
    assert h.power(0, "VC") == 12000


@pytest.mark.usefixtures("check_marks")
def test_r7_5_a_check_timing_follows_the_beginning_of_every_phase_and_step() -> None:
    """Over a whole turn with one battle, every `phase` and `step` event except the attack
    step's (see R12.3.1) is directly followed by a check timing."""
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).hand(MARRON)
    s.player(1).vanguard(NEHALEM).hand(BAHR)
    h = s.start(phase="stand", turn=3)
    h.skip_to("attack")
    h.act("attack", card=h.iid(0, "VC"), target=NEHALEM)
    h.skip_to("attack")
    h.act("end_battle")
    h.skip_to("main", player=1)  # the next turn
    phases = [e for e in h.events() if e["kind"] == "phase"]
    assert [e["phase"] for e in phases][:6] == ["stand", "draw", "ride", "main", "battle", "end"]
    assert set(after_each(h, "phase")) == {"check_timing"}
    steps = [e["step"] for e in h.events("step")]
    assert steps == ["start", "attack", "guard", "drive", "damage", "close", "start"]
    followers = [
        following
        for step, following in zip(steps, after_each(h, "step"), strict=True)
        if step != "attack"
    ]
    assert set(followers) == {"check_timing"}


def test_r7_6_no_player_ever_goes_back_to_an_earlier_phase() -> None:
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN).hand(MARRON, TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="ride", turn=3)
    h.skip_to("attack")
    offered = {a.kind for a in h.options()}
    assert offered == {ActionKind.ATTACK, ActionKind.END_BATTLE}
    marron = h.game.players[0].hand[0]
    before = h.game.state_hash()
    for action in (
        Action(ActionKind.CALL, 0, card=marron, circle=Circle.RC_FL),
        Action(ActionKind.RIDE, 0, card=marron),
        Action(ActionKind.END_MAIN, 0),
    ):
        with pytest.raises(IllegalAction) as error:
            h.game.apply(action)
        assert error.value.code is IllegalCode.WRONG_PHASE
    assert h.game.state_hash() == before
    h.act("attack", card=GALLATIN, target=NEHALEM)
    h.skip_to("attack")
    h.act("end_battle")
    h.skip_to("main", player=1)
    order = [Phase(e["phase"]) for e in h.events("phase") if e["turn"] == 3]
    assert order == [Phase.RIDE, Phase.MAIN, Phase.BATTLE, Phase.END]


# ---------------------------------------------------------------------------- R8-R10


@pytest.mark.usefixtures("check_marks")
def test_r8_1_the_stand_phase_begins_with_a_check_timing_before_anything_stands() -> None:
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN, rested=True).rear("RC_FL", MARRON, rested=True)
    s.player(1).vanguard(NEHALEM).damage(*[BAHR] * 6)
    h = s.start(phase="stand", turn=3)
    over_with(h, {1: LossReason.DAMAGE})  # the rule action at the beginning check timing
    assert h.event_kinds()[:3] == ["phase", "check_timing", "game_over"]
    assert not h.events("stood")
    assert h.is_rested(0, "VC") and h.is_rested(0, "RC_FL")


@pytest.mark.usefixtures("check_marks")
def test_r8_4_after_the_stand_a_check_timing_then_the_draw_phase() -> None:
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN, rested=True)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="stand", turn=3)
    events = h.event_kinds()
    stood = events.index("stood")
    assert events[stood + 1] == "check_timing"
    assert h.events()[stood + 2]["kind"] == "phase" and h.events()[stood + 2]["phase"] == "draw"
    assert not h.is_rested(0, "VC")


@pytest.mark.usefixtures("check_marks")
def test_r9_1_the_draw_phase_begins_with_a_check_timing_before_the_draw() -> None:
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(NEHALEM).damage(*[BAHR] * 6)
    h = s.start(phase="draw", turn=3)
    over_with(h, {1: LossReason.DAMAGE})
    assert h.events()[0]["phase"] == "draw"
    assert h.event_kinds()[:3] == ["phase", "check_timing", "game_over"]
    assert not h.events("drew") and h.hand(0) == []


def test_r9_4_the_draw_phase_offers_no_g_assist() -> None:
    """Grade 1 vanguard and no grade 2 in hand (G assist's condition, R30.3.1): the draw
    phase only draws; the next decision is the ride, and nothing was revealed, looked at or
    removed. The variant id `g_assist` does not exist."""
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(MARRON).hand(TRUMPETER).deck(LIEN, GALLATIN, BRIGITTE, MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="draw", turn=3)
    assert h.decision == "ride"
    assert h.event_kinds() == ["phase", "drew", "phase"]
    assert sorted(h.hand(0)) == sorted([TRUMPETER, LIEN])
    assert h.deck(0) == [GALLATIN, BRIGITTE, MARRON]
    assert "g_assist" not in KNOWN_VARIANTS
    a = load_deck("td01")
    with pytest.raises(ValueError, match="g_assist"):
        new_game(a.cards, a.cards, 1, variants=("g_assist",))


@pytest.mark.usefixtures("check_marks")
def test_r10_1_the_ride_phase_begins_with_a_check_timing_before_the_ride_decision() -> None:
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(MARRON).hand(GALLATIN)
    s.player(1).vanguard(NEHALEM).damage(*[BAHR] * 6)
    h = s.start(phase="ride", turn=3)
    over_with(h, {1: LossReason.DAMAGE})
    assert h.event_kinds()[:3] == ["phase", "check_timing", "game_over"]
    assert h.unit(0, "VC").name == MARRON and h.hand(0) == [GALLATIN]


def test_r10_6_riding_changes_nothing_but_the_vanguard_circle_and_the_hand_card() -> None:
    s = Scenario(db=VANILLA)
    p0 = s.player(0).vanguard(MARRON).soul(TRUMPETER).hand(GALLATIN, LIEN)
    p0.rear("RC_FL", MARRON, rested=True).damage(BAHR, BAHR).damage(UNDEUX, face_down=True)
    p0.drop(EPONA)
    s.player(1).vanguard(NEHALEM).hand(BAHR)
    h = s.start(phase="ride", turn=3)
    before = {
        "damage": h.damage(0),
        "drop": h.drop(0),
        "deck": h.deck(0),
        "rear": (h.iid(0, "RC_FL"), h.is_rested(0, "RC_FL"), h.power(0, "RC_FL")),
        "opponent": h.game.view(None)["players"][1],
    }
    h.act("ride", card=GALLATIN)
    assert h.damage(0) == before["damage"]
    assert h.drop(0) == before["drop"] and h.deck(0) == before["deck"]
    assert (h.iid(0, "RC_FL"), h.is_rested(0, "RC_FL"), h.power(0, "RC_FL")) == before["rear"]
    assert h.hand(0) == [LIEN]
    assert sorted(h.soul(0)) == sorted([TRUMPETER, MARRON])
    assert h.game.view(None)["players"][1] == before["opponent"]


def test_r10_7_ride_abilities_are_played_at_the_check_timing_after_the_ride() -> None:
    """Real card: Barcgal's ability, triggered by the ride, is played before the main phase
    begins."""
    s = Scenario()
    s.player(0).vanguard("Barcgal").hand(MARRON, MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="ride", turn=3)
    h.act("ride", card=MARRON)
    assert h.decision == "use_ability"
    assert not has_event(h, "phase", phase="main")
    h.act("yes")
    h.act("choose_circle", card="Barcgal", circle="RC_BC")
    assert h.decision == "main"
    assert (
        h.event_index("rode")
        < h.event_index("superior_call")
        < h.event_index("phase", phase="main")
    )


@pytest.mark.usefixtures("check_marks")
def test_r10_7_without_a_ride_a_check_timing_then_the_main_phase() -> None:
    """Declining the ride changes nothing, and the next thing that happens is the main
    phase's beginning check timing (R11.1) before its first play timing."""
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(MARRON).hand(GALLATIN, TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="ride", turn=3)
    h.act("skip_ride")
    assert h.decision == "main"
    events = h.event_kinds()
    main = h.event_index("phase", phase="main")
    assert events[main - 2 : main] == ["phase", "check_timing"]  # the ride phase's beginning
    assert events[main + 1 :] == ["check_timing"]  # then the main play timing


# ---------------------------------------------------------------------------- R12 battle


def test_r12_1_1_the_battle_tracks_attacker_target_booster_guardians_and_the_hit() -> None:
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN).rear("RC_BC", TRUMPETER)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", GALLATIN).hand(MARRON).deck(EPONA, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("boost", card=TRUMPETER)
    h.act("guard", card=MARRON)
    battle_view = h.game.view(None)["battle"]
    assert battle_view["attacker"] == {
        "iid": h.iid(0, "VC"),
        "card": "knight-of-silence-gallatin",
        "player": 0,
        "circle": "VC",
        "active": True,
    }
    assert (battle_view["target"]["iid"], battle_view["target"]["circle"]) == (h.iid(1, "VC"), "VC")
    assert battle_view["booster"]["iid"] == h.iid(0, "RC_BC")
    assert battle_view["hit"] is None
    assert [g["card"] for g in h.game.view(None)["players"][1]["guardians"]] == [
        "little-sage-marron"
    ]
    h.act("end_guard")  # 16000 vs 15000: a hit; the damage check is Epona
    assert h.decision == "trigger_power" and h.deciding == 1
    assert h.game.view(None)["battle"]["hit"] is True


def test_r12_1_3_each_attack_is_one_battle_and_battles_are_unlimited() -> None:
    """Four attacks in one turn (the Stand trigger stands the first attacker again) are four
    battles, each with its own start and close step."""
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).rear("RC_FR", GALLATIN)
    s.player(0).deck(FLOGAL, MARRON, MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "RC_FL"), target=NEHALEM)
    h.act("attack", card=h.iid(0, "VC"), target=NEHALEM)
    h.act("trigger_power", card=h.iid(0, "VC"))  # the stand goes to the only resting RC
    assert not h.is_rested(0, "RC_FL")
    h.act("attack", card=h.iid(0, "RC_FR"), target=NEHALEM)
    h.act("attack", card=h.iid(0, "RC_FL"), target=NEHALEM)
    assert h.decision != "attack"  # nothing stands any more: the battle phase ended
    assert len(h.events("attacked")) == 4
    assert len(h.events("battle_ended")) == 4
    steps = [e["step"] for e in h.events("step")]
    assert steps.count("start") == 5 and steps.count("close") == 4


@pytest.mark.usefixtures("check_marks")
def test_r12_2_1_entering_the_battle_phase_and_every_start_step_has_a_check_timing() -> None:
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(NEHALEM).damage(*[BAHR] * 6)
    h = s.start(phase="battle", turn=3)
    over_with(h, {1: LossReason.DAMAGE})  # at the beginning of the battle phase
    assert h.event_kinds()[:3] == ["phase", "check_timing", "game_over"]
    assert not h.events("step")
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "RC_FL"), target=NEHALEM)
    assert h.decision == "attack"  # back to the start step of the next battle
    starts = [i for i, e in enumerate(h.events()) if e.get("step") == "start"]
    assert len(starts) == 2
    assert all(h.events()[i + 1]["kind"] == "check_timing" for i in starts)


@pytest.mark.usefixtures("check_marks")
def test_r12_3_1_the_attack_step_begins_when_the_attack_is_declared() -> None:
    """The attack step begins right after the start step's check timing (nothing can change
    in between: declaring the attack is the next thing that happens), then the attacker
    rests and the attack is declared; the attack step's check timing of R12.3.7 comes after
    the boost decision, before the guard step."""
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN).rear("RC_BC", TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=NEHALEM)
    h.act("boost", card=TRUMPETER)
    events = h.event_kinds()
    attack = h.event_index("step", step="attack")
    assert events[attack - 1] == "check_timing"  # the start step's, with nothing after it
    assert events[attack - 2] == "step" and h.events()[attack - 2]["step"] == "start"
    assert events[attack + 1 : attack + 3] == ["attacked", "boosted"]
    assert events[attack + 3] == "check_timing"
    assert h.events()[attack + 4]["step"] == "guard"


def test_r12_3_4_2_units_on_the_guardian_circle_are_never_attack_targets() -> None:
    """No legal position has a guardian when an attack is declared (R16.6.4 clears the GC
    outside a battle), so a card is put onto the opponent's GC by hand: the target list still
    holds only front-row units, and an attack on the guardian is refused."""
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(NEHALEM).hand(UNDEUX)
    h = s.start(phase="battle", turn=3)
    g = h.game
    guardian = g.players[1].hand.pop()
    g.players[1].guardians.append(guardian)
    g.rested[guardian] = True
    assert {a.target for a in attack_options(g, 0) if a.target is not None} == {h.iid(1, "VC")}
    with pytest.raises(IllegalAction) as error:
        g.apply(Action(ActionKind.ATTACK, 0, card=h.iid(0, "VC"), target=guardian))
    assert error.value.code is IllegalCode.BAD_TARGET


def test_r12_3_4_3_effects_decide_each_attackers_target_list() -> None:
    """Real cards: the target list is built per attacker from the effects that apply to it.
    Wyvern Strike, Tejas may also attack the facing back-row unit (AMB-13), its neighbours
    may not; Brutal Jack's Restraint leaves it no target at all. (No card of the pool
    forbids attacking rear-guards; this is the engine's per-attacker target rule.)"""
    s = Scenario()
    s.player(0).vanguard(NEHALEM).rear("RC_FL", "Wyvern Strike, Tejas").rear("RC_FR", "Brutal Jack")
    s.player(1).vanguard(GALLATIN).rear("RC_FL", GALLATIN).rear("RC_BR", MARRON)
    h = s.start(phase="battle", turn=3)
    by_attacker: dict[int, set[int]] = {}
    for action in h.options("attack"):
        assert action.card is not None and action.target is not None
        by_attacker.setdefault(action.card, set()).add(action.target)
    front = {h.iid(1, "VC"), h.iid(1, "RC_FL")}
    assert by_attacker[h.iid(0, "RC_FL")] == front | {h.iid(1, "RC_BR")}
    assert by_attacker[h.iid(0, "VC")] == front
    assert h.iid(0, "RC_FR") not in by_attacker


@pytest.mark.usefixtures("check_marks")
def test_r12_4_1_the_guard_step_begins_with_a_check_timing_before_the_guard_decision() -> None:
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(NEHALEM).hand(BAHR)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=NEHALEM)
    assert h.decision == "guard" and h.deciding == 1
    guard = h.event_index("step", step="guard")
    assert h.event_kinds()[guard + 1 :] == ["check_timing"]  # and then the play timing
    assert h.event_kinds()[guard - 1] == "check_timing"  # R12.3.7, after the attack


def test_r12_5_1_the_drive_step_begins_with_a_check_timing_before_the_first_drive_check() -> None:
    """The defender's deck is emptied during the guard step (by hand, as an effect would);
    no check timing falls between ending the guard and the drive step, so the one at the
    beginning of the drive step ends the game before any drive check."""
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(BRIGITTE)
    s.player(1).vanguard(NEHALEM).hand(BAHR)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BRIGITTE, target=NEHALEM)
    empty_deck(h, 1)
    h.act("end_guard")
    over_with(h, {1: LossReason.DECK_OUT})
    assert has_event(h, "step", step="drive")
    assert not h.events("check_revealed")


def test_r12_5_6_after_the_drive_checks_the_damage_step_begins() -> None:
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(BRIGITTE).deck(EPONA, MARRON, MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BRIGITTE, target=NEHALEM)
    last_drive = max(i for i, e in enumerate(h.events()) if e["kind"] == "drive_to_hand")
    damage = h.event_index("step", step="damage")
    assert h.event_index("step", step="drive") < last_drive < damage < h.event_index("hit")
    assert h.damage_count(1) == 2  # the drive trigger's critical counts in the damage step


def test_r12_6_1_the_damage_step_begins_with_a_check_timing_before_the_hit_test() -> None:
    """A rear-guard attack has no drive step: after the guard step (the defender's deck
    emptied by hand meanwhile), the check timing at the beginning of the damage step ends
    the game before the hit test."""
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(NEHALEM).hand(BAHR)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "RC_FL"), target=NEHALEM)
    empty_deck(h, 1)
    h.act("end_guard")
    over_with(h, {1: LossReason.DECK_OUT})
    assert has_event(h, "step", step="damage")
    assert not h.events("hit") and not h.events("no_hit")


# ---------------------------------------------------------------------------- R14, R17, R20


def test_r14_4_1_trigger_bonuses_last_until_the_end_of_that_turn_on_both_sides() -> None:
    """The attacker's drive-check bonus and the defender's damage-check bonus both stay for
    the later battles of the turn and are gone when the next turn begins."""
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).deck(EPONA, MARRON, MARRON)
    s.player(1).vanguard(GALLATIN).rear("RC_BC", TRUMPETER).deck(EPONA, *[MARRON] * 6)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("trigger_power", card=h.iid(0, "RC_FL"))  # drive check: Epona
    h.act("trigger_critical", card=h.iid(0, "RC_FL"))
    h.act("trigger_power", card=h.iid(1, "VC"))  # damage checks: Epona, then Marron
    h.act("trigger_critical", card=h.iid(1, "VC"))
    assert h.decision == "attack"
    assert (h.power(0, "RC_FL"), h.critical(0, "RC_FL")) == (15000, 2)
    assert h.power(1, "VC") == 15000
    h.act("attack", card=h.iid(0, "RC_FL"), target=h.iid(1, "VC"))  # 15000 vs 15000: hit
    assert h.damage_count(1) == 1 + 2
    assert h.decision == "main" and h.deciding == 1  # nothing could attack any more
    assert h.game.turn == 4
    assert (h.power(0, "RC_FL"), h.critical(0, "RC_FL")) == (10000, 1)
    assert (h.power(1, "VC"), h.critical(1, "VC")) == (10000, 1)


def test_r17_2_riding_is_a_player_action_not_an_ability() -> None:
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(MARRON).hand(GALLATIN, LIEN)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="ride", turn=3)
    assert h.decision == "ride" and h.deciding == 0
    h.act("ride", card=GALLATIN)
    assert h.events("rode")[0]["card"] == "knight-of-silence-gallatin"
    assert not h.events("ability_played") and not h.events("ability_triggered")
    assert h.game.players[0].ride_used
    assert not h.options("ride")  # the main phase offers no ride


def test_r17_4_a_normal_call_goes_to_an_rc_or_to_the_gc_with_the_grade_limit() -> None:
    """In the main phase to a rear-guard circle, standing; in the guard step to the
    guardian circle, resting; both only for grades up to the caller's vanguard's."""
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(MARRON).hand(TRUMPETER, GALLATIN)
    s.player(1).vanguard(BAHR).hand(UNDEUX, UNDEUX, NEHALEM)
    h = s.start(phase="main", turn=3)
    assert {h.game.cards[a.card].name for a in h.options("call")} == {TRUMPETER}
    h.act("call", card=TRUMPETER, circle="RC_FL")
    assert not h.is_rested(0, "RC_FL")
    h.act("end_main")
    h.act("attack", card=MARRON, target=BAHR)
    assert {h.game.cards[a.card].name for a in h.options("guard")} == {UNDEUX}
    h.act("guard", card=UNDEUX)
    guardian = h.game.players[1].guardians[0]
    assert h.game.rested[guardian]
    assert [e["card"] for e in h.events("called")] == ["stardust-trumpeter"]
    assert [e["card"] for e in h.events("guarded")] == ["lizard-runner-undeux"]


def test_r17_15_heal_puts_one_chosen_damage_card_into_the_drop_zone() -> None:
    """R14.3: with damage at least the opponent's, the Heal trigger's heal removes the one
    damage card the checking player chooses, face down or not."""
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(GALLATIN).damage(MARRON).deck(ELAINE, MARRON)
    s.player(0).damage(TRUMPETER, face_down=True)
    s.player(1).vanguard(NEHALEM).damage(BAHR, BAHR)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=NEHALEM)
    assert h.decision == "heal" and h.deciding == 0
    assert {h.game.cards[a.card].name for a in h.options("heal")} == {MARRON, TRUMPETER}
    h.act("heal", card=TRUMPETER)
    assert h.damage(0) == [(MARRON, True)]
    assert h.drop(0) == [TRUMPETER]
    assert h.events("healed")[0]["face_down"] is True


def test_r20_5_standing_drawing_and_checking_are_never_commands() -> None:
    """From the beginning of a turn to the ride decision, units stood and a card was drawn
    without any decision; no action kind names such a step."""
    rule_steps = {"stand", "draw", "drive_check", "damage_check", "rule_action", "check"}
    assert not rule_steps & {k.value for k in ActionKind}
    s = Scenario(db=VANILLA)
    s.player(0).vanguard(MARRON, rested=True).hand(GALLATIN)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="stand", turn=3)
    assert h.decision == "ride"
    assert not h.events("forced_choice")
    assert h.events("stood") and h.events("drew")
    assert not h.is_rested(0, "VC") and len(h.hand(0)) == 2


# ---------------------------------------------------------------------------- R30 variants


@pytest.mark.parametrize("variant", ["stride", "legion", "imaginary_gift", "g_assist", "Stride"])
def test_r30_new_game_rejects_unknown_variant_ids(variant: str) -> None:
    a, b = load_deck("td01"), load_deck("td02")
    with pytest.raises(ValueError, match=f"unknown rule variant.*{variant}"):
        new_game(a.cards, b.cards, 1, variants=(variant,))


def test_r30_known_variants_are_accepted_and_off_by_default() -> None:
    a, b = load_deck("td01"), load_deck("td02")
    assert new_game(a.cards, b.cards, 1).variants == frozenset()
    g = new_game(a.cards, b.cards, 1, variants=tuple(sorted(KNOWN_VARIANTS)))
    assert g.variants == KNOWN_VARIANTS
    with pytest.raises(ValueError, match="stride"):
        new_game(a.cards, b.cards, 1, variants=("mixed_clans", "stride"))
