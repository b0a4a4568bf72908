"""Properties of whole random games, checked after every decision (hypothesis).

Each example is a complete match between two trial decks (td01 vs td02, td01 vs td01,
td02 vs td02) played by a random agent that picks uniformly among `legal_actions()`. The match
seed, the first player, whether the decks' preferred first vanguards are used, the setup
variants of R30.13 and the agent's seed are all drawn by hypothesis, so a failure shrinks to
one reproducible game.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from vanguard.decks import DeckList, load_deck
from vanguard.decks.generate import buildable_clans, random_deck
from vanguard.engine import (
    Action,
    ActionKind,
    Circle,
    Game,
    IllegalAction,
    IllegalCode,
    new_game,
)
from vanguard.testing.leaks import iids_in

#: No random game may need more decisions than this. Turns are bounded by deck-out (R1.3.2);
#: within a turn only main-phase moves (R11.2.2) and repeatable abilities can repeat, and a
#: uniform agent ends its main phase long before this.
MAX_DECISIONS = 5_000
#: Each player draws once per own turn (R9.2) from the 44 cards left after setup (R6), so
#: deck-out (R1.3.2) ends a game by turn 89 unless effects put cards back into decks; damage
#: ends random games far sooner (about 20 turns on average).
MAX_TURNS = 2 * 50

#: The second wave's clans that make a deck (R5.9 format classic-bt03).
WAVE1_CLANS = buildable_clans(None, "classic-bt03")

#: The trial decks, random legal decks of the classic pool ("random:SEED", every buildable
#: clan), and random legal decks of every buildable clan of classic-bt03 ("classic-bt03:CLAN:
#: SEED", each clan against the next), so that every card's abilities take part in the
#: invariants.
DECK_PAIRS = (
    ("td01", "td02"),
    ("td01", "td01"),
    ("td02", "td02"),
    ("td03", "td04"),
    *((f"random:{2 * i}", f"random:{2 * i + 1}") for i in range(8)),
    *(
        (f"classic-bt03:{clan}:{i}", f"classic-bt03:{WAVE1_CLANS[(i + 1) % len(WAVE1_CLANS)]}:{i}")
        for i, clan in enumerate(WAVE1_CLANS)
    ),
)
#: Public events that show a card to both players (R22.1 "revealed cards at the moment of
#: revealing"): a drive or damage check (R14.1), a reveal by an effect, and the announcement of
#: an ability played from a hidden zone (R16.2.2). Such a card may be named again later even
#: while it is in a hand or deck.
REVEALING_EVENTS = frozenset({"check_revealed", "revealed", "ability_played"})


@cache
def deck(name: str) -> DeckList:
    if name.startswith("random:"):
        return random_deck(int(name.partition(":")[2]))
    if name.startswith("classic-bt03:"):
        _, clan, seed = name.split(":")
        return random_deck(int(seed), clan, format="classic-bt03")
    return load_deck(name)


@dataclass(frozen=True)
class Setup:
    """Everything that fixes one random game."""

    deck_a: str
    deck_b: str
    seed: int
    first_player: int | None
    preferred_vanguards: bool
    agent_seed: int
    variants: tuple[str, ...] = ()

    def start(self, record_events: bool = True) -> Game:
        a, b = deck(self.deck_a), deck(self.deck_b)
        firsts = (a.first_vanguard, b.first_vanguard) if self.preferred_vanguards else (None, None)
        return new_game(
            a.cards,
            b.cards,
            self.seed,
            first_player=self.first_player,
            first_vanguards=firsts,
            variants=self.variants,
            record_events=record_events,
        )


#: Classic, and the setup variants of R30.13 alone and together.
SETUP_VARIANTS: tuple[tuple[str, ...], ...] = (
    (),
    ("mulligan_cr119",),
    ("first_player_choice",),
    ("first_player_choice", "mulligan_cr119"),
)

setups = st.builds(
    lambda pair, seed, first, preferred, agent, variants: Setup(
        *pair, seed, first, preferred, agent, variants
    ),
    st.sampled_from(DECK_PAIRS),
    st.integers(min_value=0, max_value=2**64 - 1),
    st.sampled_from((None, 0, 1)),
    st.booleans(),
    st.integers(min_value=0, max_value=2**32 - 1),
    st.sampled_from(SETUP_VARIANTS),
)

#: Called at every decision point, before the agent's action is applied.
Check = Callable[[Game, list[Action], random.Random], None]


def play(
    setup: Setup, check: Check | None = None, record_events: bool = True
) -> tuple[Game, list[Action]]:
    """Play the game of `setup` to its end with a uniform random agent (checked `apply`)."""
    game = setup.start(record_events)
    agent = random.Random(setup.agent_seed)
    checker = random.Random(setup.agent_seed ^ 0x5A5A)
    taken: list[Action] = []
    while not game.is_over:
        assert len(taken) < MAX_DECISIONS, f"no result after {MAX_DECISIONS} decisions"
        options = game.legal_actions()
        if check is not None:
            check(game, options, checker)
        action = options[agent.randrange(len(options))]
        game.apply(action)
        taken.append(action)
    if check is not None:
        check(game, [], checker)
    return game, taken


def as_json(data: Any) -> Any:
    """Round-trip through JSON text: what a client would actually receive."""
    return json.loads(json.dumps(data))


def hidden(game: Game, player: int) -> set[int]:
    """The cards of `player` nobody else may identify now: hand and deck (R4.1, R22.2)."""
    p = game.players[player]
    return {*p.hand, *p.deck}


def face_down_vanguard(game: Game, player: int) -> int | None:
    """Before stand-up, the player's first vanguard is hidden from the opponent (R22.2)."""
    vanguard = game.players[player].vanguard
    if game.stood_up or vanguard is None or not game.face_down[vanguard]:
        return None
    return vanguard


# ---------------------------------------------------------------------------- R1: termination


@settings(max_examples=100, deadline=None)
@given(setups)
def test_r1_every_random_game_ends_with_a_result_within_bounds(setup: Setup) -> None:
    """R1.2, R1.3.2, R1.8: every game ends with a win or a draw, with a reason per loser,
    before deck-out could be exceeded; afterwards nothing is offered and nothing is legal."""
    game, taken = play(setup, record_events=False)
    assert game.result is not None
    assert len(taken) < MAX_DECISIONS
    assert 1 <= game.turn <= MAX_TURNS
    losers = game.result.losers
    assert losers and set(losers) <= {0, 1}
    if game.result.winner is None:
        assert set(losers) == {0, 1}  # R1.5: a draw only when both lose at once
    else:
        assert set(losers) == {1 - game.result.winner}
    assert game.current_player is None
    assert game.legal_actions() == []
    with pytest.raises(IllegalAction) as caught:
        game.apply(taken[-1])
    assert caught.value.code is IllegalCode.GAME_OVER


# ---------------------------------------------------------------------------- R4: cards and zones


def zone_contents(game: Game) -> dict[str, list[int]]:
    """Every zone of both players, by name, with the cards in it."""
    zones: dict[str, list[int]] = {}
    for index, p in enumerate(game.players):
        zones[f"{index}.deck"] = p.deck
        zones[f"{index}.hand"] = p.hand
        zones[f"{index}.soul"] = p.soul
        zones[f"{index}.drop"] = p.drop
        zones[f"{index}.damage"] = p.damage
        zones[f"{index}.guardians"] = p.guardians
        zones[f"{index}.trigger"] = [] if p.trigger is None else [p.trigger]
        zones[f"{index}.overflow"] = [iid for _, iid in p.overflow]
        for circle, iid in enumerate(p.circles):
            zones[f"{index}.circle{circle}"] = [] if iid is None else [iid]
    return zones


def check_cards_and_zones(game: Game, options: list[Action], rng: random.Random) -> None:
    owned = [[i for i, owner in enumerate(game.owner) if owner == p] for p in (0, 1)]
    for p in (0, 1):
        assert len(owned[p]) == 50
        assert sorted(game.players[p].all_cards()) == owned[p], f"player {p}'s 50 cards"
    places = Counter(iid for cards in zone_contents(game).values() for iid in cards)
    doubled = {iid: n for iid, n in places.items() if n > 1}
    assert not doubled, f"cards in more than one place: {doubled}"
    for p in game.players:
        # R16.6.2: rule actions have dropped any displaced rear-guard before a decision that
        # is not inside an ability's resolution (between the calls of one effect, R31.6 and
        # R31.16, the displaced unit waits for the check timing that follows the ability).
        if game.ctx is None:
            assert p.overflow == [], "a circle holds two units at a decision point"
        if game.battle is None:
            assert p.guardians == [], "guardians outside a battle (R16.6.4)"
        if game.stood_up:
            units = [iid for iid in p.circles if iid is not None]
            assert not any(game.face_down[iid] for iid in units), "face-down unit (R21.11)"


@settings(max_examples=40, deadline=None)
@given(setups)
def test_r4_every_card_is_in_exactly_one_place_and_no_circle_holds_two_units(
    setup: Setup,
) -> None:
    """R4.1, R16.6.2, R16.6.4, R21.11: after every decision each player's 50 cards are all
    somewhere exactly once, no card is in two zones, no circle holds two units, no guardian
    outlives its battle and every unit is face up after stand-up."""
    play(setup, check_cards_and_zones, record_events=False)


# ---------------------------------------------------------------------------- R20: legality


def check_offered_actions(game: Game, options: list[Action], rng: random.Random) -> None:
    if game.is_over:
        return
    player = game.current_player
    assert player is not None
    assert options, "a decision point with nothing to choose"
    assert all(action.player == player for action in options), "an option for the wrong player"
    assert game.prompt is not None
    sample = options if len(options) <= 6 else rng.sample(options, 4)
    before = game.state_hash()
    for action in sample:
        game.clone().apply(action)  # must not raise: everything offered is legal (R20.2)
        assert Action.from_dict(as_json(action.to_dict())) == action
    # R20.1: the deciding player's choice, made by the other player, is refused and
    # changes nothing.
    foreign = rng.choice(options)._replace(player=1 - player)
    with pytest.raises(IllegalAction) as caught:
        game.apply(foreign)
    assert caught.value.code is IllegalCode.NOT_YOUR_DECISION
    assert game.state_hash() == before


@settings(max_examples=35, deadline=None)
@given(setups)
def test_r20_2_everything_offered_is_legal_and_belongs_to_the_deciding_player(
    setup: Setup,
) -> None:
    """R20.1, R20.2: every offered action is the deciding player's and applies without
    error on a copy; the same choice by the other player is refused and changes nothing."""
    play(setup, check_offered_actions, record_events=False)


def canonical(game: Game) -> Any:
    """The state with card instances replaced by their card ids, so that two states that
    differ only in which of two identical copies went where compare equal."""

    def ids(cards: list[int]) -> list[str]:
        return [game.cards[iid].id for iid in cards]

    def unit(iid: int | None) -> Any:
        if iid is None:
            return None
        card = game.cards[iid]
        flags = (game.rested[iid], game.face_down[iid])
        return (card.id, *flags, game.power(iid), game.critical(iid), game.shield(iid))

    players = [
        (
            ids(p.deck),
            sorted(ids(p.hand)),
            sorted(ids(p.soul)),
            sorted(ids(p.drop)),
            sorted((game.cards[i].id, game.face_down[i]) for i in p.damage),
            [unit(iid) for iid in p.circles],
            sorted(unit(iid) for iid in p.guardians),
            unit(p.trigger),
            p.mulliganed,
            p.ride_used,
        )
        for p in game.players
    ]
    prompt = game.prompt
    asked = None if prompt is None else (prompt.player, prompt.kind, len(prompt.options))
    result = None if game.result is None else game.result.to_dict()
    return (
        game.turn,
        game.turn_player,
        game.phase,
        game.step,
        game.rng.state,
        result,
        asked,
        players,
    )


class RefusalChecker:
    """Tries actions that are not offered now: ones offered earlier in the game (stale), and
    offered ones with a field changed to any card number, circle, player or ability choice.

    The engine may accept an unlisted action that amounts to an offered one (another copy of
    the same card, the other direction of a column exchange); it is then taken as that offered
    action (R20.2): `apply` returns it, and the state is exactly the one it gives.
    """

    def __init__(self) -> None:
        self.seen: list[Action] = []

    def candidates(self, options: list[Action], rng: random.Random) -> list[Action]:
        offered = set(options)
        found = [a for a in rng.sample(self.seen, min(3, len(self.seen))) if a not in offered]
        for _ in range(3):
            base = rng.choice(options)
            field = rng.choice(("card", "target", "circle", "player", "cards", "choice"))
            if field == "choice":
                changed = base._replace(choice=rng.choice((0, 1, 2, 9, -1)))
            elif field in ("card", "target"):
                number = rng.choice((rng.randrange(100), -1, 100, 10**6))
                changed = base._replace(**{field: number})
            elif field == "circle":
                changed = base._replace(circle=rng.choice(list(Circle)))
            elif field == "player":
                changed = base._replace(player=1 - base.player)
            else:
                changed = base._replace(cards=(rng.randrange(100),))
            if changed not in offered:
                found.append(changed)
        return found

    def __call__(self, game: Game, options: list[Action], rng: random.Random) -> None:
        if game.is_over:
            return
        before = game.state_hash()
        outcomes: list[Any] | None = None
        for action in self.candidates(options, rng):
            copy = game.clone()
            try:
                applied = copy.apply(action)
            except IllegalAction as refused:
                assert isinstance(refused.code, IllegalCode)
                assert copy.state_hash() == before, f"refused {action} changed the state"
                assert copy.events_for(None) == [], f"refused {action} logged events"
                assert copy.legal_actions() == options
                continue
            if outcomes is None:
                outcomes = []
                for option in options:
                    twin = game.clone()
                    twin.apply(option)
                    outcomes.append(canonical(twin))
            assert applied in options, f"accepted {action} was recorded as {applied}"
            twin = game.clone()
            twin.apply(applied)
            assert twin.state_hash() == copy.state_hash()
            assert canonical(copy) in outcomes, f"accepted {action}, unlike any offered one"
        assert game.state_hash() == before
        self.seen.extend(rng.sample(options, min(2, len(options))))


@settings(max_examples=15, deadline=None)
@given(setups)
@example(Setup("td01", "td02", 0, None, False, 0))  # meets the bug above at turn 3
def test_r20_1_actions_not_offered_are_refused_with_a_code_and_change_nothing(
    setup: Setup,
) -> None:
    """R20.1, R20.3: an action that is not among the offered ones (stale, or with a wrong
    card, target, circle, player, selection or ability) raises `IllegalAction` with a reason
    code and leaves the state, the random stream and the event log untouched, unless it
    amounts to an offered one (R20.2), in which case it has exactly that effect."""
    play(setup, RefusalChecker())


# ---------------------------------------------------------------------------- R2.7: replay


@settings(max_examples=30, deadline=None)
@given(setups)
def test_r2_7_seed_and_decisions_replay_the_same_states_and_events(setup: Setup) -> None:
    """R2.7: a fresh game from the same arguments, given the recorded decisions, passes
    through the same states (hash after every decision) and logs the same events."""
    hashes: list[str] = []

    def remember(game: Game, options: list[Action], rng: random.Random) -> None:
        hashes.append(game.state_hash())

    original, taken = play(setup, remember)
    replay = setup.start()
    replayed = [replay.state_hash()]
    for action in taken:
        replay.apply(action)
        replayed.append(replay.state_hash())
    assert replayed == hashes
    assert replay.result == original.result
    assert replay.events == original.events
    for viewer in (0, 1, None):
        assert replay.events_for(viewer) == original.events_for(viewer)
        assert replay.view(viewer) == original.view(viewer)


# ---------------------------------------------------------------------------- clone


@settings(max_examples=20, deadline=None)
@given(setups)
def test_clone_is_independent_of_the_original(setup: Setup) -> None:
    """`Game.clone()` copies the whole state, random stream included: the copy starts with
    the same hash and options, advancing it never changes the original, advancing the
    original never changes an earlier copy, and the same action gives the same next state."""
    game = setup.start()
    agent = random.Random(setup.agent_seed)
    rng = random.Random(setup.agent_seed ^ 0xC10E)
    earlier: list[tuple[Game, str]] = []
    while not game.is_over:
        options = game.legal_actions()
        action = options[agent.randrange(len(options))]
        twin: Game | None = None
        if rng.random() < 0.25:
            before = game.state_hash()
            views = [game.view(viewer) for viewer in (0, 1, None)]
            events = game.events_for(None)
            copy = game.clone()
            assert copy.state_hash() == before
            assert copy.legal_actions() == options
            for _ in range(rng.randint(1, 8)):
                if copy.is_over:
                    break
                moves = copy.legal_actions()
                copy.apply(moves[rng.randrange(len(moves))])
            assert game.state_hash() == before
            assert game.legal_actions() == options
            assert [game.view(viewer) for viewer in (0, 1, None)] == views
            assert game.events_for(None) == events
            twin = game.clone()
            twin.apply(action)
            earlier.append((game.clone(), before))
        game.apply(action)
        if twin is not None:
            assert game.state_hash() == twin.state_hash()
            assert game.legal_actions() == twin.legal_actions()
    for copy, before in earlier:
        assert copy.state_hash() == before


# ---------------------------------------------------------------------------- R22: views


def check_views(game: Game, options: list[Action], rng: random.Random) -> None:
    decks = hidden_decks(game)
    for p in (0, 1):
        opponent = 1 - p
        view = as_json(game.view(p))
        shown = iids_in(view)
        leaked = shown & (set(game.players[opponent].hand) | decks)
        assert not leaked, f"view({p}) shows opponent's hand or deck cards {sorted(leaked)}"
        secret = face_down_vanguard(game, opponent)
        assert secret not in shown, f"view({p}) shows the face-down first vanguard {secret}"
        own_hand = [card["iid"] for card in view["players"][p]["hand"]]
        assert sorted(own_hand) == sorted(game.players[p].hand)
        assert "hand" not in view["players"][opponent]
        assert view["players"][opponent]["hand_count"] == len(game.players[opponent].hand)
    spectator = iids_in(as_json(game.view(None)))
    hands = set(game.players[0].hand) | set(game.players[1].hand)
    leaked = spectator & (hands | decks)
    assert not leaked, f"the spectator view shows hand or deck cards {sorted(leaked)}"
    for p in (0, 1):
        secret = face_down_vanguard(game, p)
        assert secret not in spectator, f"spectator sees face-down vanguard {secret}"


def hidden_decks(game: Game) -> set[int]:
    return set(game.players[0].deck) | set(game.players[1].deck)


@settings(max_examples=25, deadline=None)
@given(setups)
def test_r22_views_never_show_hidden_cards(setup: Setup) -> None:
    """R22.1, R22.2: after every decision, `view(p)` names no card that is now in the
    opponent's hand or in either deck (nor the opponent's first vanguard before stand-up),
    lists p's own hand exactly, and the spectator view names no hand or deck card at all."""
    play(setup, check_views, record_events=False)


class EventWatcher:
    """Checks the events logged since the previous decision (R22.4).

    A card revealed to both players (`REVEALING_EVENTS`, R22.1) or seen earlier in a public
    zone may legitimately be named again later, e.g. a drive-checked card now in hand;
    any other card that is now in a hand or deck must never be named to anyone but its owner.
    """

    def __init__(self) -> None:
        self.since = 0
        self.public: set[int] = set()

    def __call__(self, game: Game, options: list[Action], rng: random.Random) -> None:
        spectator = as_json(game.events_for(None, self.since))
        streams = {p: as_json(game.events_for(p, self.since)) for p in (0, 1)}
        self.since += len(spectator)
        assert all(len(stream) == len(spectator) for stream in streams.values())
        for event in spectator:
            if event["kind"] in REVEALING_EVENTS:
                self.public |= iids_in(event)
        hands = set(game.players[0].hand) | set(game.players[1].hand)
        decks = hidden_decks(game)
        named = iids_in(spectator)
        leaked = (named & (hands | decks)) - self.public
        assert not leaked, f"public events name hidden cards {sorted(leaked)}"
        for p, stream in streams.items():
            opponent = 1 - p
            secret = hidden(game, opponent)
            leaked = (iids_in(stream) & secret) - self.public
            assert not leaked, f"events for {p} name opponent's hidden cards {sorted(leaked)}"
            for mine, public in zip(stream, spectator, strict=True):
                assert mine["seq"] == public["seq"] and mine["kind"] == public["kind"]
                private = iids_in(mine) - iids_in(public)
                assert not private & secret, f"private part of {mine} names {opponent}'s cards"
            vanguard = face_down_vanguard(game, opponent)
            assert vanguard is None or vanguard not in iids_in(stream)
        for p in (0, 1):
            vanguard = face_down_vanguard(game, p)
            assert vanguard is None or vanguard not in named
        self.public |= iids_in(as_json(game.view(None)))


@settings(max_examples=30, deadline=None)
@given(setups)
def test_r22_4_event_streams_never_show_hidden_cards(setup: Setup) -> None:
    """R22.3, R22.4: the events each player receives name none of the opponent's hand or
    deck cards (except cards revealed to both, R22.1), private details (draws, mulligans,
    the first vanguard) reach only their owner, and spectators get only public events."""
    play(setup, EventWatcher())


@pytest.mark.parametrize("card", [100, 10**6])
def test_r20_1_an_activation_of_a_card_outside_the_match_is_refused(card: int) -> None:
    """R20.1, R20.3: `activate` for a card number that no card of the match has is refused
    with a reason code and changes nothing, whatever is being asked."""
    game = Setup("td01", "td02", 0, 0, True, 0).start()
    before = game.state_hash()
    player = game.current_player
    assert player is not None
    with pytest.raises(IllegalAction) as caught:
        game.apply(Action(ActionKind.ACTIVATE, player, card=card, choice=0))
    assert isinstance(caught.value.code, IllegalCode)
    assert game.state_hash() == before
