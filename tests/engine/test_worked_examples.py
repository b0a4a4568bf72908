"""R23 worked examples E1-E13, one test each, played out with the scenario harness.

E10 and E11 need automatic abilities. The Classic cards that have such abilities carry costs or
side effects that would blur the point, so these two examples give plain test abilities (as
ability data, through `CardDatabase.with_abilities`) to otherwise vanilla cards, in a database
of their own where no other card has any ability.
"""

from __future__ import annotations

from vanguard.abilities.load import parse_abilities
from vanguard.cards import CardDatabase
from vanguard.engine import LossReason
from vanguard.engine.zones import retire
from vanguard.testing import Harness, Scenario

BRIGITTE = "Crimson Butterfly, Brigitte"  # RP G3 10000, Twin Drive!! (no grade 3 in decks)
GALLATIN = "Knight of Silence, Gallatin"  # RP G2 10000, shield 5000, Intercept
MARRON = "Little Sage, Marron"  # RP G1 8000, shield 5000 (the filler)
TRUMPETER = "Stardust Trumpeter"  # RP G0 6000, shield 10000
EPONA = "Bringer of Good Luck, Epona"  # RP Critical
GOVANNON = "Weapons Dealer, Govannon"  # RP Draw
ELAINE = "Yggdrasil Maiden, Elaine"  # RP Heal
NEHALEM = "Dragon Knight, Nehalem"  # Kagero G2 10000
UNDEUX = "Lizard Runner, Undeux"  # Kagero G0 6000, shield 10000
TAHR = "Embodiment of Spear, Tahr"  # Kagero Critical

FILLER = [MARRON] * 12


def deck(*top: str) -> list[str]:
    return [*top, *FILLER]


def position(h: Harness, kind: str, **fields: object) -> int:
    for number, event in enumerate(h.events()):
        if event["kind"] == kind and all(event.get(k) == v for k, v in fields.items()):
            return number
    raise AssertionError(f"no {kind} event with {fields}")


def test_e1_heal_at_the_sixth_damage() -> None:
    """Defender 5, attacker 4, critical 1; the damage check is a Heal: 5 >= 4, heal to 4,
    the checked card makes 5 — no loss (R1.4.1, R14.1, R14.3.1)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).damage(*[MARRON] * 4)
    p1 = s.player(1).vanguard(GALLATIN).damage(MARRON, MARRON, MARRON, MARRON, TRUMPETER)
    p1.deck(*deck(ELAINE))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert h.decision == "heal" and h.deciding == 1  # the +5000 went to the only unit
    assert h.power(1, "VC") == 15000
    h.act("heal", card=TRUMPETER)
    assert h.events("healed")[0]["damage"] == 4
    assert h.game.result is None
    assert h.damage_count(1) == 5 and h.damage(1)[-1] == (ELAINE, True)
    assert h.drop(1) == [TRUMPETER]


def test_e2_the_heal_comparison_counts_the_earlier_check() -> None:
    """Defender 4, attacker 5, critical 2: first check no trigger (5), second a Heal:
    5 >= 5, heal to 4, the checked card makes 5 (R14.3.1)."""
    s = Scenario()
    s.player(0).vanguard(BRIGITTE).damage(*[MARRON] * 5).deck(*deck(EPONA, MARRON))
    p1 = s.player(1).vanguard(GALLATIN).damage(TRUMPETER, MARRON, MARRON, MARRON)
    p1.deck(*deck(MARRON, ELAINE))
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BRIGITTE, target=GALLATIN)  # Epona: +5000 and critical 2
    assert h.decision == "heal"
    assert h.damage_count(1) == 5  # the first check is already in the damage zone
    h.act("heal", card=TRUMPETER)
    assert h.game.result is None
    assert h.damage_count(1) == 5
    assert h.damage(1)[-2:] == [(MARRON, True), (ELAINE, True)]


def test_e3_twin_drive_order() -> None:
    """First drive check a Draw trigger: +5000, draw 1, card to hand; only then the second
    check — which therefore reveals the card *under* the one that was drawn (R12.5.2)."""
    s = Scenario()
    s.player(0).vanguard(BRIGITTE).rear("RC_FL", GALLATIN).deck(*deck(GOVANNON, TRUMPETER, EPONA))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=BRIGITTE, target=GALLATIN)
    h.act("trigger_power", card=BRIGITTE)
    # The draw trigger took Trumpeter; the second check now reveals Epona.
    assert h.decision == "trigger_power"
    assert sorted(h.hand(0)) == sorted([GOVANNON, TRUMPETER])
    revealed = [e["card"] for e in h.events("check_revealed")]
    assert revealed == ["weapons-dealer-govannon", "bringer-of-good-luck-epona"]
    first_to_hand = position(h, "drive_to_hand", card="weapons-dealer-govannon")
    drew = position(h, "drew", player=0)
    second = position(h, "check_revealed", card="bringer-of-good-luck-epona")
    assert position(h, "power_changed") < drew < first_to_hand < second
    h.act("trigger_power", card=BRIGITTE)
    h.act("trigger_critical", card=BRIGITTE)
    assert sorted(h.hand(0)) == sorted([GOVANNON, TRUMPETER, EPONA])
    assert h.events("hit")[0]["power"] == 20000
    assert h.damage_count(1) == 2


def test_e4_trigger_clan_mismatch() -> None:
    """A Royal Paladin player with only Royal Paladin units reveals a Kagero Critical trigger
    (mixed deck): no effect, card to hand (R14.2)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN).deck(*deck(TAHR))
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="battle", turn=3, variants=("mixed_clans",))
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    assert h.events("check_revealed")[0]["card"] == "embodiment-of-spear-tahr"
    assert not h.events("trigger")
    assert h.hand(0) == [TAHR]
    assert (h.power(0, "VC"), h.critical(0, "VC")) == (10000, 1)
    assert h.damage_count(1) == 1


def test_e5_critical_from_a_drive_check() -> None:
    """Vanguard 10000 + boost 6000 attacks a vanguard of 10000 guarded by 10000: 16000 vs
    20000. The drive check is a Critical trigger, both parts to the attacker: 21000 >= 20000,
    a hit with 2 damage checks (R12.5.3, R12.6.2)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BC", TRUMPETER).deck(*deck(EPONA))
    s.player(1).vanguard(NEHALEM).hand(UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=NEHALEM)
    h.act("boost", card=TRUMPETER)
    h.act("guard", card=UNDEUX)
    assert (h.power(0, "VC"), h.power(1, "VC")) == (16000, 20000)
    h.act("trigger_power", card=GALLATIN)
    assert h.power(0, "VC") == 21000
    h.act("trigger_critical", card=GALLATIN)
    hit = h.events("hit")[0]
    assert (hit["power"], hit["target_power"]) == (21000, 20000)
    assert len([e for e in h.events("check_revealed") if e["check"] == "damage"]) == 2
    assert h.damage_count(1) == 2


def test_e6_boost_lost() -> None:
    """An effect (done by hand here) retires the booster during the guard step: the attacker
    loses the booster's power at once (R12.3.6.1, R19.3.3)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BC", TRUMPETER)
    s.player(1).vanguard(GALLATIN).hand(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("boost", card=TRUMPETER)
    h.act("guard", card=MARRON)
    assert (h.power(0, "VC"), h.power(1, "VC")) == (16000, 15000)
    retire(h.game, h.iid(0, "RC_BC"), "effect")
    assert h.power(0, "VC") == 10000
    assert h.game.view(None)["battle"]["booster"]["active"] is False
    h.act("end_guard")
    miss = h.events("no_hit")[0]
    assert (miss["power"], miss["target_power"]) == (10000, 15000)
    assert h.damage_count(1) == 0


def test_e7_call_over_a_rear_guard() -> None:
    """Calling a grade 1 onto an occupied RC_FL: the new card is placed; at the next check
    timing the old unit goes to the drop zone, as put there from (RC) (R11.2.1.1, R16.6.2)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", TRUMPETER).hand(MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    old = h.iid(0, "RC_FL")
    h.act("call", card=MARRON, circle="RC_FL")
    assert h.unit(0, "RC_FL") is not None and h.unit(0, "RC_FL").name == MARRON
    assert h.drop(0) == [TRUMPETER]
    retired = h.events("retired")
    assert [(e["iid"], e["from"], e["reason"]) for e in retired] == [(old, "RC_FL", "rule")]
    assert position(h, "called") < position(h, "retired")
    assert h.decision == "main"


def test_e8_resting_interceptor() -> None:
    """The NTP's grade 2 on RC_FR rests from its own attack in its owner's previous turn (R8.2
    stands only the turn player's units); it may still intercept for its vanguard, but not
    when it is itself the attacked unit (R12.4.4)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(GALLATIN).rear("RC_FR", GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=2, turn_player=1)
    h.act("attack", card=h.iid(1, "RC_FR"), target=h.iid(0, "VC"))  # player 1's own turn
    h.act("end_guard")
    h.act("end_battle")
    h.skip_to("attack", 0)  # turn 3, player 0
    assert h.game.turn == 3
    assert h.is_rested(1, "RC_FR")  # not stood: it was not player 1's stand phase
    interceptor = h.iid(1, "RC_FR")
    # Attacking the resting unit itself: it cannot intercept for itself.
    h.act("attack", card=h.iid(0, "RC_FL"), target=interceptor)
    assert not h.can("intercept")
    h.act("end_guard")
    assert interceptor in h.game.players[1].drop  # 10000 vs 10000: the rear-guard was hit
    # Second example: a new resting interceptor while the vanguard is attacked.
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN).rear("RC_FR", GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=2, turn_player=1)
    h.act("attack", card=h.iid(1, "RC_FR"), target=h.iid(0, "VC"))
    h.act("end_battle")
    h.skip_to("attack", 0)
    interceptor = h.iid(1, "RC_FR")
    assert h.is_rested(1, "RC_FR")
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("intercept", card=interceptor)
    assert h.power(1, "VC") == 15000
    h.act("end_guard")
    assert h.events("no_hit")


def test_e9_turn_1() -> None:
    """First player on turn 1: no attack offered, the battle phase proceeds to the end phase;
    the second player may attack on turn 2 (R7.3, R12.2.3)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", GALLATIN)
    h = s.start(phase="battle", turn=1)
    assert h.events("no_attack_first_turn")
    assert not h.events("attacked")
    phases = [e["phase"] for e in h.events("phase") if e["turn"] == 1]
    assert phases == ["battle", "end"]
    assert h.game.turn == 2 and h.game.turn_player == 1
    h.skip_to("attack", 1)
    attackers = {a.card for a in h.options("attack")}
    assert attackers == {h.iid(1, "VC"), h.iid(1, "RC_FL")}
    h.act("attack", card=h.iid(1, "VC"), target=h.iid(0, "VC"))
    h.act("end_guard")  # player 0 could intercept, but does not
    assert h.damage_count(0) == 1


# Test-only abilities for E10 and E11 (ability data, not card text).
_TEST_ABILITIES = """
sonic-noa:
  - kind: auto
    when: {dropped_from: GC}
    do:
      - choose: {what: {side: opponent, zone: rear-guard}}
      - retire: chosen
tough-boy:
  - kind: auto
    when: {dropped_from: GC}
    do:
      - draw: 1
wonder-boy:
  - kind: auto
    when: {dropped_from: RC}
    do:
      - draw: 1
commodore-blueblood:
  - kind: auto
    when: {attack_hits: any}
    do:
      - draw: 1
"""


def _ability_db() -> CardDatabase:
    return CardDatabase.load().with_abilities(parse_abilities(_TEST_ABILITIES, "test"))


def test_e10_auto_order() -> None:
    """Two guardians of the NTP trigger as they leave (C3). The NTP plays the first; it
    retires a TP rear-guard, whose own ability triggers. When the NTP's ability has finished,
    the TP's new ability is played before the NTP's other standby ability (R16.5.1.1)."""
    s = Scenario(db=_ability_db())
    s.player(0).vanguard(GALLATIN).rear("RC_FL", "Wonder Boy").rear("RC_FR", GALLATIN)
    s.player(1).vanguard(GALLATIN).hand("Sonic Noa", "Tough Boy")
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("guard", card="Sonic Noa")
    h.act("guard", card="Tough Boy")  # 10000 vs 20000: no hit; both guardians leave
    assert h.decision == "play_ability" and h.deciding == 1
    assert {h.game.cards[a.card].name for a in h.options()} == {"Sonic Noa", "Tough Boy"}
    h.act("play_ability", card="Sonic Noa")
    assert h.decision == "choose" and h.deciding == 1
    h.act("choose", card="Wonder Boy")
    assert h.unit(0, "RC_FL") is None
    played = [(e["player"], h.game.cards[e["iid"]].name) for e in h.events("ability_played")]
    assert played == [(1, "Sonic Noa"), (0, "Wonder Boy"), (1, "Tough Boy")]
    assert h.decision == "attack" and h.deciding == 0  # still the same turn
    assert len(h.hand(0)) == 2  # the drive check, then Wonder Boy's draw
    assert len(h.hand(1)) == 1  # Tough Boy's draw


def test_e11_hit_ability_after_damage() -> None:
    """'When this unit's attack hits' resolves after all damage checks and after the
    guardians went to the drop zone (R12.6.6, C3)."""
    s = Scenario(db=_ability_db())
    s.player(0).vanguard("Commodore Blueblood").rear("RC_BC", TRUMPETER).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN).hand(MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card="Commodore Blueblood", target=GALLATIN)
    h.act("boost", card=TRUMPETER)
    h.act("guard", card=MARRON)
    h.act("trigger_power", card="Commodore Blueblood")
    h.act("trigger_critical", card="Commodore Blueblood")  # 21000 vs 15000, critical 2
    assert h.damage_count(1) == 2
    damage = [n for n, e in enumerate(h.events()) if e["kind"] == "damage_taken"]
    guardian_left = position(h, "retired", reason="guardian")
    triggered = position(h, "ability_triggered", player=0)
    played = position(h, "ability_played", player=0)
    assert len(damage) == 2
    assert max(damage) < guardian_left < triggered < played
    assert h.hand(0) == [EPONA, MARRON]  # the drive card, then the ability's draw


def test_e12_deck_out_during_damage() -> None:
    """Defender has 1 card in deck and must take 2 damage: the first check uses the last
    card and the check timing inside it ends the game; the second check never happens
    (R1.4, R14.1)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(*deck(EPONA))
    s.player(1).vanguard(GALLATIN).deck(TRUMPETER)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))  # critical 2 from the drive
    result = h.game.result
    assert result is not None
    assert result.winner == 0 and result.losers == {1: LossReason.DECK_OUT}
    assert len([e for e in h.events("check_revealed") if e["check"] == "damage"]) == 1
    assert h.damage_count(1) == 0  # the game ended before the card reached the damage zone
    assert h.game.view(None)["players"][1]["trigger_zone"]["card"] == "stardust-trumpeter"


def test_e13_simultaneous_loss() -> None:
    """At one rule-action check one player has 6 damage and the other an empty deck: the
    game is a draw (R1.5)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck()
    s.player(1).vanguard(GALLATIN).damage(*[MARRON] * 6)
    h = s.start(phase="stand", turn=3)
    result = h.game.result
    assert result is not None
    assert result.winner is None
    assert result.losers == {0: LossReason.DECK_OUT, 1: LossReason.DAMAGE}
    assert result.to_dict()["draw"] is True
    assert h.decision is None
