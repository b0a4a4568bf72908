"""The vocabulary words added for the wave-1 trial decks, each on a vanilla card given
test-only ability data in YAML: `rear_guard_attack_hits` (R12.6.6, R31.2), `shield` (R18,
R12.4.6, R31.4), `each_may_draw` (R2.4, R31.3) and `to_hand` over a selector (R19)."""

from __future__ import annotations

import json

from vanguard.abilities.load import parse_abilities
from vanguard.cards import CardDatabase
from vanguard.engine import Game
from vanguard.testing import Scenario

GALLATIN = "Knight of Silence, Gallatin"  # G2 10000, Intercept, vanilla
MARRON = "Little Sage, Marron"  # G1 8000, vanilla
WATCHER = "King of Sword"  # G2 10000 Nova Grappler, vanilla; the ability holder here
TOUGH = "Tough Boy"  # G1 8000 Nova Grappler, vanilla
WATCHER_ID = "king-of-sword"


def _scenario(abilities: str) -> Scenario:
    db = CardDatabase.load().with_abilities(parse_abilities(abilities, "test"))
    return Scenario(db=db)


# ------------------------------------------------------------------ rear_guard_attack_hits

_REAR_HITS = """
king-of-sword:
  - kind: auto
    zones: [VC]
    when: rear_guard_attack_hits
    do: [draw]
"""


def test_rear_guard_attack_hits_any_target_counts_a_hit_on_a_rear_guard() -> None:
    """R31.2, R12.6.6: with no target named, a rear-guard's hit on a rear-guard counts."""
    s = _scenario(_REAR_HITS)
    s.player(0).vanguard(WATCHER).rear("RC_FL", GALLATIN).deck(MARRON, MARRON)
    s.player(1).vanguard(GALLATIN).rear("RC_FR", TOUGH)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=TOUGH)
    assert h.triggered(WATCHER_ID) == 1 and h.hand(0) == [MARRON]


def test_rear_guard_attack_hits_ignores_the_vanguards_attack_and_the_booster() -> None:
    """R31.2: the attacking unit must be on (RC); the rear-guard that boosted the vanguard
    is not the attacker (R12.3.6)."""
    s = _scenario(_REAR_HITS)
    s.player(0).vanguard(WATCHER).rear("RC_BC", MARRON).deck(MARRON, MARRON, MARRON)
    s.player(1).vanguard(TOUGH)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=WATCHER, target=TOUGH)
    h.act("boost")
    h.skip_to("attack")
    assert h.triggered(WATCHER_ID) == 0


def test_rear_guard_attack_hits_ignores_the_opponents_rear_guards() -> None:
    """R31.2: 'your' rear-guard: an opposing rear-guard's hit on your vanguard is not one."""
    s = _scenario(_REAR_HITS)
    s.player(0).vanguard(WATCHER).deck(MARRON, MARRON, MARRON)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", GALLATIN).deck(MARRON, MARRON)
    h = s.start(phase="battle", turn=4, turn_player=1)
    h.act("attack", card=h.iid(1, "RC_FL"), target=WATCHER)
    h.skip_to("attack")
    assert h.triggered(WATCHER_ID) == 0


# ------------------------------------------------------------------------------- shield

_GUARD_SHIELD = """
king-of-sword:
  - kind: auto
    when: {placed: [GC]}
    do: [{shield: {amount: 5000}}]
"""


def test_shield_on_a_guardian_adds_to_the_defence_for_that_battle() -> None:
    """R31.4, R12.4.6: a guardian's shield bonus counts in the defence: King of Sword guards
    with 5000 + 5000; 10000 + 10000 stops Gallatin's 10000 + Marron's 8000 only because of
    it."""
    s = _scenario(_GUARD_SHIELD)
    s.player(0).vanguard(GALLATIN).rear("RC_BC", MARRON).deck(MARRON, MARRON)
    s.player(1).vanguard(GALLATIN).hand(WATCHER, TOUGH).deck(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=h.iid(1, "VC"))
    h.act("boost")
    h.act("guard", card=WATCHER)
    guardian = h.game.players[1].guardians[0]
    assert h.game.shield(guardian) == 5000 + 5000
    h.act("end_guard")
    assert h.damage_count(1) == 0 and h.drop(1) == [WATCHER]


def test_shield_bonus_does_not_follow_the_guardian_into_the_drop_zone() -> None:
    """R12.6.5, R4.6.1: the guardian leaves (GC) in the damage step and becomes a new card
    in the drop zone; its shield is the printed value again."""
    s = _scenario(_GUARD_SHIELD)
    s.player(0).vanguard(GALLATIN).deck(MARRON, MARRON)
    s.player(1).vanguard(GALLATIN).hand(WATCHER, TOUGH).deck(MARRON, MARRON)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=h.iid(1, "VC"))
    h.act("guard", card=WATCHER)
    iid = h.game.players[1].guardians[0]
    h.act("end_guard")
    assert h.drop(1) == [WATCHER] and h.game.shield(iid) == 5000


# --------------------------------------------------------------------------- each_may_draw

_EACH_DRAW = """
king-of-sword:
  - kind: auto
    when: {placed: [RC]}
    do: [{each_may_draw: 2}]
"""


def test_each_may_draw_asks_the_master_first_then_the_opponent() -> None:
    """R31.3, R2.4: each player names 0 to 2 and draws that many; master first."""
    s = _scenario(_EACH_DRAW)
    s.player(0).vanguard(GALLATIN).hand(WATCHER).deck(MARRON, TOUGH, MARRON)
    s.player(1).vanguard(GALLATIN).deck(TOUGH, MARRON, TOUGH)
    h = s.start(phase="main", turn=3)
    h.act("call", card=WATCHER, circle="RC_FL")
    assert h.deciding == 0 and {a.choice for a in h.options()} == {0, 1, 2}
    h.act("number", choice=2)
    assert h.deciding == 1
    h.act("number", choice=1)
    assert h.hand(0) == [MARRON, TOUGH] and h.hand(1) == [TOUGH]


def test_each_may_draw_offers_no_more_than_the_deck_holds() -> None:
    """R2.2: with one card left in the deck, 'up to two' offers 0 or 1."""
    s = _scenario(_EACH_DRAW)
    s.player(0).vanguard(GALLATIN).hand(WATCHER).deck(MARRON)
    s.player(1).vanguard(GALLATIN).deck(TOUGH, MARRON)
    h = s.start(phase="main", turn=3)
    h.act("call", card=WATCHER, circle="RC_FL")
    assert h.deciding == 0 and {a.choice for a in h.options()} == {0, 1}
    h.act("number", choice=0)
    assert h.deciding == 1 and {a.choice for a in h.options()} == {0, 1, 2}
    h.act("number", choice=0)
    assert h.decision == "main" and h.hand(0) == [] and h.hand(1) == []


# ------------------------------------------------------------------- to_hand over a selector

_BOUNCE = """
king-of-sword:
  - kind: act
    zones: [VC]
    do:
      - to_hand: {who: {zone: rear-guard, clan: Nova Grappler}}
      - choose: {what: {zone: rear-guard}}
      - to_hand: chosen
"""


def test_to_hand_moves_every_matching_rear_guard_then_a_chosen_one() -> None:
    """R19: rear-guards leave the field for the hand by the one move path; a filter takes
    every matching unit, a referent the chosen one. Units of other clans stay until chosen."""
    s = _scenario(_BOUNCE)
    s.player(0).vanguard(WATCHER).rear("RC_FL", TOUGH).rear("RC_FR", GALLATIN)
    s.player(0).rear("RC_BL", MARRON).hand(MARRON)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", TOUGH)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=WATCHER)
    assert sorted(h.hand(0)) == sorted([MARRON, TOUGH])
    assert h.decision == "choose"
    h.act("choose", card=GALLATIN)
    assert sorted(h.hand(0)) == sorted([MARRON, TOUGH, GALLATIN])
    assert h.unit(0, "RC_BL") is not None and h.unit(1, "RC_FL") is not None
    assert len(h.events("put_into_hand")) == 2  # one event per move, each card its own


def test_to_hand_leaves_a_vanguard_where_it_is() -> None:
    """R19, R4.3: a filter over units does not take the vanguard to the hand."""
    s = _scenario(_BOUNCE.replace("zone: rear-guard, clan", "zone: unit, clan"))
    s.player(0).vanguard(WATCHER).hand(MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=WATCHER)
    assert h.unit(0, "VC") is not None and h.hand(0) == [MARRON]


def test_each_may_draw_position_mid_choice_is_data() -> None:
    """A position in the middle of 'each player may draw' (Dark Cat, R31.3) is written out
    and rebuilt: the rebuilt game asks the opponent next, exactly as the original does."""
    s = Scenario()
    s.player(0).vanguard("Oracle Guardian, Wiseman").hand("Dark Cat").deck(MARRON, TOUGH)
    s.player(1).vanguard(GALLATIN).deck(TOUGH, MARRON)
    h = s.start(phase="main", turn=3)
    h.act("call", card="Dark Cat", circle="RC_BL")
    h.act("number", choice=1)
    rebuilt = Game.from_data(json.loads(json.dumps(h.game.to_data())))
    assert rebuilt.state_hash() == h.game.state_hash()
    assert rebuilt.legal_actions() == h.game.legal_actions()
    answer = next(a for a in rebuilt.legal_actions() if a.choice == 1)
    assert answer.player == 1
    rebuilt.apply(answer)
    h.game.apply(answer)
    assert rebuilt.state_hash() == h.game.state_hash()
    assert len(rebuilt.players[1].hand) == 1


# ------------------------------------------------ Royal Paladin words: race, attacks a target

_RACE_SEARCH = """
king-of-sword:
  - kind: act
    zones: [VC]
    do:
      - search: {what: {zone: deck, race: High Beast}}
      - to_hand: found
"""


def test_a_race_filter_matches_the_printed_race_only() -> None:
    """R3.2: a race matters only to card text: the search offers the High Beasts (Wingal,
    Flogal), not a Giant (Marron) nor a Human (Gallatin)."""
    s = _scenario(_RACE_SEARCH)
    s.player(0).vanguard(WATCHER).deck(MARRON, "Wingal", GALLATIN, "Flogal").hand(MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=WATCHER)
    offered = {h.game.cards[a.card].name for a in h.options("choose")}
    assert offered == {"Wingal", "Flogal"}


_ATTACKS_REAR_GUARD = """
king-of-sword:
  - kind: auto
    zones: [VC]
    when: {attacks: rear-guard}
    do: [draw]
"""


def test_attacks_with_a_target_counts_only_attacks_on_that_kind_of_unit() -> None:
    """R12.3.5: 'attacks a rear-guard' triggers on an attack on a rear-guard, not on one on
    the vanguard."""
    for target, draws in ((TOUGH, 1), (GALLATIN, 0)):
        s = _scenario(_ATTACKS_REAR_GUARD)
        s.player(0).vanguard(WATCHER).deck(MARRON, MARRON, MARRON)
        s.player(1).vanguard(GALLATIN).rear("RC_FR", TOUGH).hand(MARRON)
        h = s.start(phase="battle", turn=3)
        h.act("attack", card=WATCHER, target=target)
        assert len(h.hand(0)) == draws


_RIDDEN_BY_NAME = """
king-of-sword:
  - kind: auto
    when: {ridden_by: {name: "Knight of Silence, Gallatin"}}
    do: [draw]
"""


def test_ridden_by_a_name_counts_only_a_card_of_that_name() -> None:
    """R10.5: the old vanguard's 'ridden' ability sees the rider; only Gallatin counts, not
    another grade 2 (Dragon Knight, Nehalem)."""
    for rider, draws in ((GALLATIN, 1), ("Dragon Knight, Nehalem", 0)):
        s = _scenario(_RIDDEN_BY_NAME)
        s.player(0).vanguard(WATCHER).hand(rider, MARRON).deck(TOUGH, TOUGH)
        s.player(1).vanguard(GALLATIN)
        h = s.start(phase="ride", turn=3)
        h.act("ride", card=rider)
        assert h.hand(0).count(TOUGH) == draws
