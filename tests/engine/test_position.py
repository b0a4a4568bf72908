"""A position is data: `Game.to_data()` / `Game.from_data()` and the hash derived from it.

A rebuilt game must continue exactly as the original: same legal actions, same views for both
players and spectators, same hash after any sequence of decisions (R2.7: a seed and the
decisions replay a game; a position is a replay cut short). Positions are taken at random
moments of random games, which include drive checks, guard steps and ability choices; the
tests below also build each of those moments on purpose.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vanguard.decks import load_deck
from vanguard.decks.generate import random_deck
from vanguard.engine import Action, ActionKind, Game, new_game
from vanguard.engine.codec import PositionDataError, slots_of
from vanguard.engine.position import LOG_SLOTS, STATIC_SLOTS, state_slots
from vanguard.testing.scenario import Harness, Scenario


def _round_trip(g: Game) -> Game:
    """Through JSON text, as a position would be saved or sent."""
    return Game.from_data(json.loads(json.dumps(g.to_data())))


def _same(a: Game, b: Game) -> None:
    assert a.state_hash() == b.state_hash()
    assert a.legal_actions() == b.legal_actions()
    assert a.current_player == b.current_player
    for viewer in (0, 1, None):
        assert a.view(viewer) == b.view(viewer)
    assert a.to_data() == b.to_data()


def _continue_together(a: Game, b: Game, rng: random.Random, steps: int) -> None:
    """Play the same random decisions on both; they never drift apart."""
    mark_a = a._event_base + len(a.events)
    mark_b = b._event_base + len(b.events)
    for _ in range(steps):
        if a.is_over:
            break
        action = rng.choice(a.legal_actions())
        a.apply(action)
        b.apply(action)
        _same(a, b)
    assert a.events_for(0, mark_a) == b.events_for(0, mark_b)
    assert a.is_over == b.is_over and a.result == b.result


DECKS = ("td01", "td02", "random:3", "random:8", "random:13")


def _deck(name: str) -> Any:
    return random_deck(int(name[7:])) if name.startswith("random:") else load_deck(name)


@settings(max_examples=25, deadline=None)
@given(
    st.sampled_from(DECKS),
    st.sampled_from(DECKS),
    st.integers(0, 2**32),
    st.integers(0, 400),
)
def test_r2_7_a_rebuilt_position_continues_exactly_as_the_original(
    deck_a: str, deck_b: str, seed: int, cut: int
) -> None:
    a, b = _deck(deck_a), _deck(deck_b)
    g = new_game(a.cards, b.cards, seed)
    rng = random.Random(seed)
    for _ in range(cut):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    rebuilt = _round_trip(g)
    _same(g, rebuilt)
    _continue_together(g, rebuilt, rng, 60)


def test_positions_in_the_middle_of_checks_guards_and_ability_choices_round_trip() -> None:
    """Every kind of decision met in 40 random games is written out and read back at the
    moment it is asked, and the two games then continue identically."""
    seen: set[str] = set()
    for seed in range(40):
        a, b = _deck(DECKS[seed % 5]), _deck(DECKS[(seed + 2) % 5])
        g = new_game(a.cards, b.cards, seed)
        rng = random.Random(seed)
        while not g.is_over:
            assert g.prompt is not None
            kind = g.prompt.kind
            if kind not in seen or rng.random() < 0.02:
                seen.add(kind)
                rebuilt = _round_trip(g)
                _same(g, rebuilt)
                _continue_together(g.clone(), rebuilt, random.Random(seed), 8)
            g.apply(rng.choice(g.legal_actions()))
    # a drive check's trigger, a guard step and choices of card abilities were all met
    assert {"trigger_power", "guard", "boost", "main", "mulligan"} <= seen
    assert seen & {"choose", "counter_blast", "soul_blast", "use_ability", "search"}


def _guard_step() -> Harness:
    s = Scenario()
    s.player(0).vanguard("Knight of Silence, Gallatin").rear("RC_BC", "Stardust Trumpeter")
    s.player(1).vanguard("Dragon Knight, Nehalem").hand("Berserk Dragon", "Dragon Monk, Gojo")
    h = s.start(phase="battle", turn=3)
    h.act("attack", card="Knight of Silence, Gallatin", target=h.iid(1, "VC"))
    h.act("boost", card="Stardust Trumpeter")
    h.act("guard", card="Berserk Dragon")
    assert h.decision == "guard" and h.guardians(1) == ["Berserk Dragon"]
    return h


def test_r12_4_a_position_with_a_guardian_on_the_circle_round_trips() -> None:
    h = _guard_step()
    rebuilt = _round_trip(h.game)
    _same(h.game, rebuilt)
    assert rebuilt.battle is not None and rebuilt.battle.booster is not None
    _continue_together(h.game, rebuilt, random.Random(0), 30)


# ----------------------------------------------------------------------- the hash (R21)

#: How to change each part of the position by hand, as a bug or a tampered record would.
MUTATIONS: dict[str, Callable[[Game], None]] = {
    "remove a guardian": lambda g: g.players[1].guardians.pop(),
    "flip battle.hit": lambda g: setattr(g.battle, "hit", True),
    "drop the booster role": lambda g: setattr(g.battle, "booster", None),
    "pop a stack frame": lambda g: g.stack.pop(),
    "rest a unit": lambda g: g.rested.__setitem__(g.players[1].circles[1], True),
    "advance the generator": lambda g: g.rng.next_u64(),
    "swap two deck cards": lambda g: g.players[0].deck.reverse(),
    "count one more decision": lambda g: setattr(g, "decisions", g.decisions + 1),
    "put a card in the trigger zone": lambda g: setattr(
        g.players[0], "trigger", g.players[0].deck.pop()
    ),
    "change the prompt's options": lambda g: setattr(
        g, "prompt", g.prompt._replace(options=g.prompt.options[:1])
    ),
}


@pytest.mark.parametrize("name", sorted(MUTATIONS))
def test_r21_state_hash_sees_every_change_of_the_position(name: str) -> None:
    g = _guard_step().game
    before = g.state_hash()
    MUTATIONS[name](g)
    assert g.state_hash() != before


def test_state_hash_covers_every_top_level_part_of_the_data() -> None:
    """The hash is derived from the data form: changing any part of it changes the hash;
    only the event log (`log`) is history, not position."""
    from vanguard.engine.position import hash_data

    data = _guard_step().game.to_data()
    base = hash_data(data)
    for part in ("cards", "owner", *data["state"]):
        changed = json.loads(json.dumps(data))
        if part in ("cards", "owner"):
            changed[part] = [*changed[part][::-1], "x"]
        else:
            changed["state"][part] = {"t": [changed["state"][part], "changed"]}
        assert hash_data(changed) != base, part
    logged = json.loads(json.dumps(data))
    logged["log"]["events_cursor"] += 5
    assert hash_data(logged) == base


def test_every_slot_of_the_game_is_position_static_or_log() -> None:
    """A field added to `Game` is written out unless it is declared static or log."""
    state = set(state_slots(Game))
    assert state | STATIC_SLOTS | LOG_SLOTS == set(slots_of(Game))
    assert not state & (STATIC_SLOTS | LOG_SLOTS)
    assert {"battle", "stack", "prompt", "standby", "ctx", "players", "rng"} <= state


def test_a_clone_and_a_game_without_events_hash_alike() -> None:
    a, b = load_deck("td01"), load_deck("td02")
    with_events = new_game(a.cards, b.cards, 9)
    without = new_game(a.cards, b.cards, 9, record_events=False)
    rng = random.Random(9)
    for _ in range(50):
        action = rng.choice(with_events.legal_actions())
        with_events.apply(action)
        without.apply(action)
    assert with_events.state_hash() == without.state_hash() == with_events.clone().state_hash()


# ----------------------------------------------------------------------- bad position data


def _data() -> dict[str, Any]:
    a, b = load_deck("td01"), load_deck("td02")
    data: dict[str, Any] = json.loads(json.dumps(new_game(a.cards, b.cards, 1).to_data()))
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format="chess"), "not a position"),
        (lambda d: d.update(version=99), "version 99 is not supported"),
        (lambda d: d["cards"].__setitem__(0, "no-such-card"), "unknown card id"),
        (lambda d: d["owner"].__setitem__(0, 2), "owner must be 0 or 1"),
        (lambda d: d["state"].pop("turn"), "missing ['turn']"),
        (lambda d: d["state"].update(extra=1), "unknown ['extra']"),
        (lambda d: d["state"].update(stack=[{"t": [{"f": "os:system"}]}]), "not a name"),
        # A function reached through an import of the package is not one of its steps.
        (
            lambda d: d["state"].update(
                stack=[{"t": [{"f": "vanguard.engine.codec:importlib.import_module"}]}]
            ),
            "is not a step",
        ),
        # Only the engine's own plain objects are built from position data.
        (
            lambda d: d["state"].update(battle={"o": "vanguard.cards.database:CardDatabase"}),
            "not a plain engine object",
        ),
        (lambda d: d["state"].update(phase={"e": "vanguard.engine.game:Game", "v": 1}), "not"),
        (lambda d: d["log"].update(events_cursor=-1), "events_cursor"),
    ],
)
def test_bad_position_data_is_refused_with_a_clear_message(
    change: Callable[[dict[str, Any]], None], message: str
) -> None:
    data = _data()
    change(data)
    with pytest.raises(PositionDataError, match=message.replace("[", r"\[").replace("]", r"\]")):
        Game.from_data(data)


def test_an_offered_decision_by_index_needs_the_current_state_version() -> None:
    """R20.2: `apply_index` applies exactly an offered action; a decision made for an
    older state is refused as stale and changes nothing."""
    from vanguard.engine import IllegalAction, IllegalCode

    a, b = load_deck("td01"), load_deck("td02")
    g = new_game(a.cards, b.cards, 4)
    version = g.version
    first = g.legal_actions()[0]
    assert g.apply_index(0, version) == first
    before = g.state_hash()
    with pytest.raises(IllegalAction) as stale:
        g.apply_index(0, version)
    assert stale.value.code is IllegalCode.STALE_DECISION
    with pytest.raises(IllegalAction) as bad:
        g.apply_index(len(g.legal_actions()), g.version)
    assert bad.value.code is IllegalCode.BAD_CHOICE
    assert g.state_hash() == before
    assert g.apply(Action(ActionKind.CONCEDE, 0)).kind is ActionKind.CONCEDE
