"""Words of the composable vocabulary that the first card pool does not use yet, each proved on
vanilla cards with test-only ability data (YAML only), plus the AI's reading of every word.

A word the AI cannot value makes `effect_value`/`cost_value`/`holds` raise: the sample table
below must name every registered word, so a new word without a valuation fails here.
"""

from __future__ import annotations

import pytest

from vanguard.abilities import model as m
from vanguard.abilities.load import parse_abilities
from vanguard.abilities.nodes import REGISTRY, build
from vanguard.abilities.render import render_in
from vanguard.ai.conditions import holds
from vanguard.ai.observation import observe
from vanguard.ai.valuation import cost_value, effect_value
from vanguard.cards import CardDatabase
from vanguard.engine.constants import Duration
from vanguard.engine.filters import compare
from vanguard.testing import Harness, Scenario

GALLATIN = "Knight of Silence, Gallatin"  # Royal Paladin G2 10000, Intercept, vanilla
MARRON = "Little Sage, Marron"  # Royal Paladin G1 8000, vanilla
TRUMPETER = "Stardust Trumpeter"  # Royal Paladin G0, shield 10000, vanilla
HOLDER = "King of Sword"  # Nova Grappler G2, the ability holder here
HOLDER_ID = "king-of-sword"
NOA = "Sonic Noa"  # Tachikaze G1, vanilla; a second ability holder


def _scenario(abilities: str) -> Scenario:
    db = CardDatabase.load().with_abilities(parse_abilities(abilities, "test"))
    return Scenario(db=db)


def _activate(h: Harness) -> None:
    h.act("activate", card=HOLDER)


# ---------------------------------------------------------------------------- compare


@pytest.mark.parametrize(
    ("left", "op", "right", "expected"),
    [
        (6, "at_least", 6, True),
        (5, "at_least", 6, False),
        (1, "at_most", 1, True),
        (2, "at_most", 1, False),
        (3, "more_than", 2, True),
        (2, "more_than", 2, False),
        (1, "fewer_than", 2, True),
        (2, "fewer_than", 2, False),
        (0, "exactly", 0, True),
        (1, "exactly", 0, False),
    ],
)
def test_compare_has_one_meaning_per_comparison_word(
    left: int, op: str, right: int, expected: bool
) -> None:
    assert compare(left, op, right) is expected


_SOUL_COUNT = """
king-of-sword:
  - kind: act
    zones: [VC]
    if: [{compare: {left: {count: {zone: soul, clan: Royal Paladin}}, op: at_least, right: 2}}]
    do: [draw]
"""


@pytest.mark.parametrize(("soul", "draws"), [((MARRON, TRUMPETER), 1), ((MARRON, HOLDER), 0)])
def test_compare_counts_cards_of_a_clan_in_the_soul(soul: tuple[str, ...], draws: int) -> None:
    """R16.2.2: the 'if' is read when the ACT resolves: two Royal Paladin cards in the soul."""
    s = _scenario(_SOUL_COUNT)
    s.player(0).vanguard(HOLDER).soul(*soul).hand(MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    _activate(h)
    assert len(h.hand(0)) == 1 + draws


# ---------------------------------------------------------------------------- shield

_SHIELD = """
king-of-sword:
  - kind: auto
    when: {placed: GC}
    do: [{shield: {amount: 5000}}]
"""


def test_shield_change_adds_to_the_guardian_s_shield() -> None:
    """R18.1: a guardian's shield counts towards the attacked unit; +5000 on a 5000 shield."""
    s = _scenario(_SHIELD)
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN).hand(HOLDER, MARRON)
    h = s.start(phase="battle")
    h.act("attack", card=h.iid(0, "VC"), target=h.iid(1, "VC"))
    h.act("guard", card=HOLDER)
    assert h.power(1, "VC") == 10000 + 5000 + 5000
    assert [e["amount"] for e in h.events("shield_changed")] == [5000]


# ---------------------------------------------------------------------------- mill as a cost

_MILL_COST = """
king-of-sword:
  - kind: act
    zones: [VC]
    cost: [{mill: 2}]
    do: [draw]
"""


def test_mill_as_a_cost_puts_the_top_cards_into_the_drop_zone() -> None:
    s = _scenario(_MILL_COST)
    s.player(0).vanguard(HOLDER).deck(MARRON, TRUMPETER, GALLATIN, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    _activate(h)
    assert sorted(h.drop(0)) == sorted([MARRON, TRUMPETER])
    assert len(h.game.players[0].deck) == 1


def test_mill_as_a_cost_needs_enough_cards_in_the_deck() -> None:
    """R15.6.1: a cost is paid in full or not at all, so with one card it is not offered."""
    s = _scenario(_MILL_COST)
    s.player(0).vanguard(HOLDER).deck(MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    assert not h.can("activate", card=HOLDER)


# ---------------------------------------------------------------------------- as long as

_AS_LONG_AS = """
king-of-sword:
  - kind: act
    zones: [VC]
    do:
      - power:
          amount: 3000
          until: turn
          as_long_as:
            - compare: {left: {count: {zone: soul}}, op: at_least, right: 2}
  - kind: act
    zones: [VC]
    cost: [{soul_blast: 1}]
    do: [draw]
  - kind: act
    zones: [VC]
    do: [{soul_charge: 1}]
"""


def test_a_power_change_as_long_as_a_condition_holds_counts_only_while_it_holds() -> None:
    """R18.4: the value is read at every moment; a change "as long as" the soul holds two cards
    counts while it does, stops counting when a Soul Blast leaves one, counts again when the
    soul is charged back, and still ends with the turn (R13.2)."""
    s = _scenario(_AS_LONG_AS)
    s.player(0).vanguard(HOLDER).soul(MARRON, TRUMPETER).deck(MARRON, GALLATIN, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    h.act("activate", card=HOLDER, choice=0)
    assert h.power(0, "VC") == 10000 + 3000
    h.act("activate", card=HOLDER, choice=1)
    h.act("select", cards=(h.game.players[0].soul[0],))
    assert len(h.soul(0)) == 1 and h.power(0, "VC") == 10000
    h.act("activate", card=HOLDER, choice=2)
    assert len(h.soul(0)) == 2 and h.power(0, "VC") == 10000 + 3000
    h.game.expire(Duration.TURN)
    assert h.power(0, "VC") == 10000


def test_as_long_as_is_written_in_every_language() -> None:
    ability = parse_abilities(_AS_LONG_AS, "test")["king-of-sword"][0]
    assert "as long as" in render_in("en", ability)
    assert "пока" in render_in("ru", ability)
    assert "다면" in render_in("ko", ability)


# ------------------------------------------------------------- a value change of many units

_POWER_TO_ALL = """
king-of-sword:
  - kind: act
    zones: [VC]
    do:
      - power: {amount: 2000, who: {zone: rear-guard, clan: Royal Paladin}}
"""


def test_a_power_change_may_name_every_unit_a_filter_matches() -> None:
    """R18.1: `who` of a value change is a referent or a filter: here every Royal Paladin
    rear-guard of the master gets +2000, the vanguard and the opponent's units do not."""
    s = _scenario(_POWER_TO_ALL)
    s.player(0).vanguard(HOLDER).rear("RC_FL", GALLATIN).rear("RC_BL", MARRON)
    s.player(0).rear("RC_FR", NOA)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", MARRON)
    h = s.start(phase="main")
    _activate(h)
    assert h.power(0, "RC_FL") == 10000 + 2000 and h.power(0, "RC_BL") == 8000 + 2000
    assert h.power(0, "VC") == 10000 and h.power(0, "RC_FR") == h.unit(0, "RC_FR").power
    assert h.power(1, "RC_FL") == 8000
    ability = parse_abilities(_POWER_TO_ALL, "test")["king-of-sword"][0]
    assert render_in("en", ability).startswith("[ACT](VC) Each of your <Royal Paladin> rear")


# ---------------------------------------------------------------------------- charges as costs

_CHARGE_COSTS = """
king-of-sword:
  - kind: act
    zones: [VC]
    cost: [{soul_charge: 2}, {counter_charge: 1}]
    do: [draw]
"""


def test_soul_and_counter_charge_as_costs_are_paid_before_the_effect() -> None:
    """R15.3/R15.4 as costs (R15.6): the top two deck cards go into the soul, and the master
    chooses which face-down damage card turns face up, before the draw resolves."""
    s = _scenario(_CHARGE_COSTS)
    s.player(0).vanguard(HOLDER).deck(MARRON, TRUMPETER, GALLATIN, MARRON)
    s.player(0).damage(MARRON, face_down=True).damage(GALLATIN, face_down=True)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    _activate(h)
    assert len(h.game.players[0].soul) == 2
    assert sorted(option.cards for option in h.game.legal_actions()) == sorted(
        [(h.game.players[0].damage[0],), (h.game.players[0].damage[1],)]
    )
    h.act("select", cards=(h.game.players[0].damage[1],))
    assert h.damage(0) == [(MARRON, False), (GALLATIN, True)]
    assert len(h.hand(0)) == 1  # the draw, after both costs


def test_charges_as_costs_need_the_cards_to_charge() -> None:
    """R15.6.1: paid in full or not at all: with no face-down damage card (or a deck of one
    card for Soul Charge 2) the ability is not offered."""
    s = _scenario(_CHARGE_COSTS)
    s.player(0).vanguard(HOLDER).deck(MARRON, TRUMPETER, GALLATIN)
    s.player(0).damage(MARRON)
    s.player(1).vanguard(GALLATIN)
    assert not s.start(phase="main").can("activate", card=HOLDER)
    s = _scenario(_CHARGE_COSTS)
    s.player(0).vanguard(HOLDER).deck(MARRON)
    s.player(0).damage(MARRON, face_down=True)
    s.player(1).vanguard(GALLATIN)
    assert not s.start(phase="main").can("activate", card=HOLDER)


# ---------------------------------------------------------------------------- cannot intercept

_NO_INTERCEPT = """
king-of-sword:
  - kind: act
    zones: [VC]
    do:
      - restrict: {rule: cannot_intercept, who: {side: opponent, zone: rear-guard}, until: turn}
"""


def test_the_opponent_s_rear_guards_cannot_intercept() -> None:
    s = _scenario(_NO_INTERCEPT)
    s.player(0).vanguard(HOLDER)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", GALLATIN).hand(MARRON)
    h = s.start(phase="main")
    _activate(h)
    h.act("end_main")
    h.act("attack", card=HOLDER, target=h.iid(1, "VC"))
    assert h.can("guard", card=MARRON)
    assert not h.can("intercept", card=h.iid(1, "RC_FL"))


# ---------------------------------------------------------------------------- own unit to hand

_BOUNCE = """
king-of-sword:
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {zone: rear-guard}}
      - to_hand: chosen
"""


def test_returning_your_own_rear_guard_to_your_hand() -> None:
    s = _scenario(_BOUNCE)
    s.player(0).vanguard(HOLDER).rear("RC_FL", MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    _activate(h)
    assert h.unit(0, "RC_FL") is None
    assert h.hand(0) == [MARRON]


# ------------------------------------------------------------------ the AI reads every word

#: One sample of every word, as YAML data.
SAMPLES: dict[str, dict[str, object]] = {
    "effect": {
        "call": "found",
        "choose": {"what": {"zone": "hand"}},
        "critical": {"amount": 1},
        "discard": "chosen",
        "draw": 1,
        "draw_up_to": 2,
        "each_may_draw": 1,
        "reveal_top_call": {"what": {"zone": "deck", "grade_max": 1}},
        "face_up": {"who": {"zone": "damage", "face_down": True}},
        "grant": {"ability": {"kind": "cont", "static": ["cannot_be_boosted"]}},
        "later": {"at": "end_phase", "effects": ["draw"]},
        "look_top": None,
        "look": 5,
        "to_bottom": "looked",
        "lose": {"what": "twin_drive"},
        "lose_game": "opponent",
        "mill": 2,
        "power": {"amount": 3000},
        "restrict": {"rule": "cannot_intercept", "who": {"side": "opponent", "zone": "unit"}},
        "retire": {"who": {"side": "opponent", "zone": "rear-guard"}},
        "return_to_deck": "self",
        "reveal": "self",
        "ride": "found",
        "search": {"what": {"zone": "deck"}, "count": 2},
        "to_vanguard_circle": "chosen",
        "shield": {"amount": 5000},
        "shuffle": None,
        "soul_charge": 1,
        "stand": {"who": {"zone": "unit"}},
        "to_hand": "chosen",
        "to_soul": "self",
        # Granblue
        "to_drop": "found",
        # Oracle Think Tank
        "no_normal_ride": "chosen",
    },
    "cost": {
        "counter_blast": 1,
        "counter_charge": 1,
        "soul_charge": 1,
        "discard": {"count": 1},
        "mill": 2,
        "rear_guards_to_soul": ["Wingal"],
        "rest_self": None,
        "rest": {"what": {"zone": "rear-guard", "another": True}},
        "retire": {"what": {"zone": "rear-guard", "clan": "Kagero"}, "count": 2},
        "put_into_soul": {"what": {"zone": "hand"}},
        "retire_self": None,
        "reveal_self_to_deck_top": None,
        "self_to_soul": None,
        "soul_blast": 1,
        "soul_to_drop": ["Wingal"],
    },
    "condition": {
        "compare": {
            "left": {"count": {"zone": "soul", "clan": "Kagero"}},
            "op": "at_least",
            "right": 6,
        },
        "no_other_unit_of_clan": "Kagero",
        "opponent_units_all_rested": None,
        "self_in": "drop",
        "soul_has": "Wingal",
        "vanguard_clan": "Kagero",
        "vanguard_grade": 3,
        "your_turn": None,
        # Oracle Think Tank
        "soul_lacks": ["Wingal", "Marron"],
        "self_attacking": None,
    },
}


def _sample(category: str, name: str) -> m.Node:
    value = SAMPLES[category][name]
    return build(category, name if value is None else {name: value}, f"sample.{name}")


@pytest.mark.parametrize("category", sorted(SAMPLES))
def test_every_word_has_a_sample_here(category: str) -> None:
    assert set(SAMPLES[category]) == set(REGISTRY[category])


def test_the_ai_values_every_effect_and_cost_and_reads_every_condition() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).soul(MARRON).hand(MARRON)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", MARRON)
    h = s.start(phase="main")
    obs = observe(h.game, 0)
    for name in REGISTRY["effect"]:
        effect = _sample("effect", name)
        assert isinstance(effect, m.Effect)
        assert isinstance(effect_value(effect, obs, None), float), name
    for name in REGISTRY["cost"]:
        cost = _sample("cost", name)
        assert isinstance(cost, m.Cost)
        # A charge paid as a cost is a gain (negative); every other cost is a loss.
        value = cost_value(cost, obs, None)
        assert value < 0 if name.endswith("_charge") else value > 0, name
    for name in REGISTRY["condition"]:
        condition = _sample("condition", name)
        assert isinstance(condition, m.Condition)
        assert holds(condition, obs, h.iid(0, "VC")) in (True, False), name


def test_an_unknown_word_has_no_silent_value() -> None:
    class Unvalued(m.Effect):
        pass

    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(GALLATIN)
    obs = observe(s.start(phase="main").game, 0)
    with pytest.raises(TypeError, match="no value for the effect"):
        effect_value(Unvalued(), obs, None)


# ---------------------------------------------------------------------------- soul and drop

_FROM_DROP = """
king-of-sword:
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {zone: drop, clan: Royal Paladin}}
      - call: chosen
"""


def test_calling_a_chosen_card_from_the_drop_zone() -> None:
    """R17.5: a superior call from the drop zone to a rear-guard circle of your choice."""
    s = _scenario(_FROM_DROP)
    s.player(0).vanguard(HOLDER).drop(MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    _activate(h)
    h.act("choose_circle", circle="RC_BL")
    assert h.unit(0, "RC_BL") is not None
    assert h.drop(0) == []
    assert h.events("superior_call")[0]["from"] == "drop"


_PER_SOUL_CARD = """
king-of-sword:
  - kind: cont
    zones: [VC]
    static:
      - power: {amount: 1000, per: {zone: soul, clan: Royal Paladin}}
"""


def test_power_for_each_card_of_a_clan_in_the_soul() -> None:
    """R18.4: +1000 for each Royal Paladin card in the soul, read at every moment."""
    s = _scenario(_PER_SOUL_CARD)
    s.player(0).vanguard(HOLDER).soul(MARRON, TRUMPETER, HOLDER)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    assert h.power(0, "VC") == 10000 + 2 * 1000


# ---------------------------------------------------------------------------- costs over a filter

_COSTS = """
king-of-sword:
  - kind: act
    zones: [VC]
    cost: [{retire: {what: {zone: rear-guard, clan: Royal Paladin, another: true}}}]
    do: [draw]
  - kind: act
    zones: [VC]
    cost: [{rest: {what: {zone: rear-guard, another: true}, count: 2}}]
    do: [draw]
  - kind: act
    zones: [VC]
    cost: [{put_into_soul: {what: {zone: hand, grade: 0}}}]
    do: [draw]
"""


def _costs() -> Harness:
    s = _scenario(_COSTS)
    s.player(0).vanguard(HOLDER).rear("RC_FL", MARRON).rear("RC_BL", TRUMPETER).hand(TRUMPETER)
    s.player(1).vanguard(GALLATIN)
    return s.start(phase="main")


def test_retiring_a_rear_guard_of_a_clan_as_a_cost() -> None:
    h = _costs()
    h.act("activate", card=HOLDER, choice=0)
    h.act("select", cards=[h.iid(0, "RC_BL")])
    assert h.drop(0) == [TRUMPETER]
    assert [e["reason"] for e in h.events("retired")] == ["cost"]


def test_resting_two_rear_guards_as_a_cost() -> None:
    h = _costs()
    h.act("activate", card=HOLDER, choice=1)
    assert h.game.rested[h.iid(0, "RC_FL")] and h.game.rested[h.iid(0, "RC_BL")]
    assert not h.can("activate", card=HOLDER, choice=1)  # R15.6.1: no standing pair left


def test_putting_a_hand_card_into_the_soul_as_a_cost() -> None:
    h = _costs()
    h.act("activate", card=HOLDER, choice=2)
    assert h.soul(0) == [TRUMPETER]
    assert h.events("put_into_soul")[0]["from"] == "hand"


# ---------------------------------------------------------------------------- look at the top N

BRIGITTE = "Crimson Butterfly, Brigitte"  # G3 10000, vanilla

_LOOK = """
king-of-sword:
  - kind: act
    zones: [VC]
    do:
      - look: 3
      - choose: {what: {zone: looked, grade: 3}, up_to: true}
      - ride: chosen
      - to_bottom: looked
"""


def test_look_at_the_top_three_ride_one_and_put_the_rest_on_the_bottom_in_any_order() -> None:
    """R17.3: a superior ride from among the looked-at cards; the others go under the deck
    in the order their master picks, and only the master sees them (R22.2)."""
    s = _scenario(_LOOK)
    s.player(0).vanguard(HOLDER).deck(MARRON, BRIGITTE, TRUMPETER, GALLATIN, GALLATIN)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    _activate(h)
    h.act("choose", card=BRIGITTE)
    assert h.unit(0, "VC").name == BRIGITTE
    assert h.decision == "bottom_order"
    h.act("choose", card=TRUMPETER)  # under the deck first; the last card then goes under it
    deck = [h.game.cards[i].name for i in h.game.players[0].deck]  # bottom first
    assert deck == [MARRON, TRUMPETER, GALLATIN, GALLATIN]


def test_what_was_looked_at_stays_secret_from_the_opponent() -> None:
    s = _scenario(_LOOK)
    s.player(0).vanguard(HOLDER).deck(MARRON, BRIGITTE, TRUMPETER, GALLATIN)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    _activate(h)
    theirs = [e for e in h.game.events_for(1) if e["kind"] == "looked_at_top"]
    mine = [e for e in h.game.events_for(0) if e["kind"] == "looked_at_top"]
    assert theirs[-1]["count"] == 3 and "cards" not in theirs[-1]
    assert [h.game.cards[c["iid"]].name for c in mine[-1]["cards"]] == [
        MARRON,
        BRIGITTE,
        TRUMPETER,
    ]


# ---------------------------------------------------------------------------- open referents

_THAT_CARD = """
sonic-noa:
  - kind: auto
    zones: [RC]
    when: rear_guard_retired
    do: [{to_hand: that_card}]
"""


def test_that_card_is_the_card_whose_move_triggered_a_watching_ability() -> None:
    """'When another of your rear-guards is retired, return that card to your hand.'"""
    s = _scenario(_THAT_CARD)
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON).rear("RC_BL", NOA)
    s.player(0).hand(TRUMPETER)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    h.act("call", card=TRUMPETER, circle="RC_FL")
    assert h.drop(0) == []
    assert h.hand(0) == [MARRON]


_REVEALED = """
king-of-sword:
  - kind: auto
    zones: [VC]
    when: {drive_reveals: {grade: 3}}
    do: [{call: revealed}]
"""


def test_calling_the_card_a_drive_check_revealed_from_the_trigger_zone() -> None:
    """R14.1, R17.5: the revealed grade 3 is called instead of going to the hand."""
    s = _scenario(_REVEALED)
    s.player(0).vanguard(HOLDER).deck(BRIGITTE, MARRON, MARRON)
    s.player(1).vanguard(GALLATIN).hand(MARRON, MARRON)
    h = s.start(phase="battle")
    h.act("attack", card=HOLDER, target=h.iid(1, "VC"))
    h.act("end_guard")
    h.act("choose_circle", circle="RC_FR")
    assert h.unit(0, "RC_FR").name == BRIGITTE
    assert BRIGITTE not in h.hand(0)


# ---------------------------------------------------------------------------- durations

_OPPONENT_TURN = """
king-of-sword:
  - kind: act
    zones: [VC]
    do: [{power: {amount: 3000, until: opponent_next_turn}}]
"""


def _to_next_turn(h: Harness) -> None:
    turn = h.game.turn
    while h.game.turn == turn:
        for kind in ("end_main", "end_battle", "skip_ride", "end_guard"):
            if h.can(kind):
                h.act(kind)
                break
        else:
            raise AssertionError(f"cannot pass {h.decision}")


def test_until_the_end_of_the_opponent_s_next_turn() -> None:
    """R18.6: given in your turn, the bonus lasts through your opponent's next turn and ends
    with it."""
    s = _scenario(_OPPONENT_TURN)
    s.player(0).vanguard(HOLDER)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    _activate(h)
    assert h.power(0, "VC") == 13000
    _to_next_turn(h)
    assert h.game.turn_player == 1
    assert h.power(0, "VC") == 13000
    _to_next_turn(h)
    assert h.game.turn_player == 0
    assert h.power(0, "VC") == 10000


# ---------------------------------------------------------------------------- search, (VC)

_SEARCH_TWO = """
king-of-sword:
  - kind: act
    zones: [VC]
    do:
      - search: {what: {zone: deck, grade: 0}, count: 2}
      - to_hand: found
      - shuffle
"""


def test_searching_for_up_to_two_cards() -> None:
    """R17.13, R2.6.4: one card at a time; each pick may be declined."""
    s = _scenario(_SEARCH_TWO)
    s.player(0).vanguard(HOLDER).deck(MARRON, TRUMPETER, GALLATIN, TRUMPETER, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main")
    _activate(h)
    h.act("choose", card=TRUMPETER)
    h.act("choose", card=TRUMPETER)
    assert h.hand(0) == [TRUMPETER, TRUMPETER]


_ONTO_VC = """
king-of-sword:
  - kind: act
    zones: [VC]
    do:
      - choose: {what: {side: opponent, zone: rear-guard}}
      - to_vanguard_circle: chosen
"""


def test_putting_an_opponent_s_rear_guard_on_their_vanguard_circle() -> None:
    """R16.6.3: the unit moves to (VC) (a move between circles, not a ride); the vanguard
    that was there goes to the soul."""
    s = _scenario(_ONTO_VC)
    s.player(0).vanguard(HOLDER)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", TRUMPETER)
    h = s.start(phase="main")
    _activate(h)
    assert h.unit(1, "VC").name == TRUMPETER
    assert h.unit(1, "RC_FL") is None
    assert h.soul(1) == [GALLATIN]
    assert h.events("put_on_vanguard_circle")[0]["from"] == "RC_FL"
