"""The scenario harness: set up an exact position, make decisions, assert the outcome.

Rules tests read like rulings (docs/TESTING.md):

    s = Scenario()
    s.player(0).vanguard("<grade 3 name>").rear("RC_FL", "<grade 2 name>").hand("<name>")
    s.player(1).vanguard("<grade 2 name>").deck("<top card>", "<next card>")
    h = s.start(phase="battle", turn=3)          # player 0's turn 3, start of the battle phase
    h.act("attack", card="<grade 3 name>", target="<grade 2 name>")
    h.act("end_guard")
    assert h.damage_count(1) == 1

`act()` is strict, like a referee: the decision must be legal *and* match exactly one of the
legal decisions (cards are named by card name or instance id), otherwise the test fails and
lists what was legal. The harness is part of the installed package so that outside test
suites can use it too.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from vanguard.cards import Card, CardDatabase, default_database
from vanguard.engine import Action, ActionKind, Circle, Game, Phase
from vanguard.engine.constants import CIRCLE_BY_NAME
from vanguard.engine.flow import resume_turn_at

#: How many filler cards a deck gets when the scenario does not set the deck.
DEFAULT_DECK_SIZE = 20


class ScenarioError(AssertionError):
    """The scenario or a step of it does not make sense (a failed test, not an engine bug)."""


@dataclass
class PlayerSetup:
    """The zones of one player, by card name. Built with chained calls."""

    index: int
    db: CardDatabase
    circles: dict[Circle, tuple[str, bool]] = field(default_factory=dict)
    hand_cards: list[str] = field(default_factory=list)
    deck_cards: list[str] | None = None
    soul_cards: list[str] = field(default_factory=list)
    drop_cards: list[str] = field(default_factory=list)
    damage_cards: list[tuple[str, bool]] = field(default_factory=list)
    ridden: bool = False

    def vanguard(self, name: str, *, rested: bool = False) -> PlayerSetup:
        self.circles[Circle.VC] = (name, rested)
        return self

    def rear(self, circle: str, name: str, *, rested: bool = False) -> PlayerSetup:
        target = _circle(circle)
        if target is Circle.VC:
            raise ScenarioError("use vanguard() for (V)")
        self.circles[target] = (name, rested)
        return self

    def hand(self, *names: str) -> PlayerSetup:
        self.hand_cards.extend(names)
        return self

    def deck(self, *names: str) -> PlayerSetup:
        """The deck from the top down. Without this call the deck holds filler cards."""
        self.deck_cards = list(names)
        return self

    def soul(self, *names: str) -> PlayerSetup:
        self.soul_cards.extend(names)
        return self

    def drop(self, *names: str) -> PlayerSetup:
        self.drop_cards.extend(names)
        return self

    def damage(self, *names: str, face_down: bool = False) -> PlayerSetup:
        """Cards in the damage zone, in order; `face_down=True` for counter-blasted ones."""
        self.damage_cards.extend((name, face_down) for name in names)
        return self

    def already_rode(self) -> PlayerSetup:
        """This player has used the normal ride this turn (R10.4)."""
        self.ridden = True
        return self


class Scenario:
    """Describes a position; `start()` turns it into a running `Harness`."""

    def __init__(self, seed: int = 0, db: CardDatabase | None = None) -> None:
        self.seed = seed
        self.db = db or default_database()
        self._players = (PlayerSetup(0, self.db), PlayerSetup(1, self.db))

    def player(self, index: int) -> PlayerSetup:
        return self._players[index]

    def card(self, name: str) -> Card:
        try:
            return self.db.lookup(name)
        except LookupError as error:
            raise ScenarioError(str(error)) from None

    def filler(self) -> Card:
        """A vanilla, non-trigger grade 1 card: draws and checks of it change nothing."""
        for card in self.db.all():
            if card.grade == 1 and not card.is_trigger and card.printed_abilities == 0:
                return card
        raise ScenarioError("the card pool has no vanilla grade 1 card")

    def start(
        self,
        phase: str = "main",
        turn: int = 3,
        turn_player: int = 0,
        variants: Iterable[str] = (),
    ) -> Harness:
        """Begin at the start of `phase` ('stand', 'draw', 'ride', 'main', 'battle', 'end')
        of turn `turn`, played by `turn_player`. Setup is over; both players mulliganed."""
        if phase not in _PHASES:
            raise ScenarioError(f"unknown phase {phase!r}; use one of {', '.join(_PHASES)}")
        cards: list[Card] = []
        owner: list[int] = []
        zones: list[dict[str, Any]] = []
        for setup in self._players:
            if Circle.VC not in setup.circles:
                raise ScenarioError(f"player {setup.index} needs a vanguard")
            placed: dict[str, Any] = {}

            def new(name: str, who: int = setup.index) -> int:
                cards.append(self.card(name))
                owner.append(who)
                return len(cards) - 1

            placed["circles"] = {c: (new(n), r) for c, (n, r) in setup.circles.items()}
            placed["hand"] = [new(n) for n in setup.hand_cards]
            deck_names = setup.deck_cards
            if deck_names is None:
                deck_names = [self.filler().name] * DEFAULT_DECK_SIZE
            placed["deck"] = [new(n) for n in deck_names]
            placed["soul"] = [new(n) for n in setup.soul_cards]
            placed["drop"] = [new(n) for n in setup.drop_cards]
            placed["damage"] = [(new(n), down) for n, down in setup.damage_cards]
            zones.append(placed)

        g = Game(cards, owner, self.seed, variants)
        for setup, placed in zip(self._players, zones, strict=True):
            p = g.players[setup.index]
            for circle, (iid, rested) in placed["circles"].items():
                p.circles[circle] = iid
                g.rested[iid] = rested
            p.hand = placed["hand"]
            p.deck = list(reversed(placed["deck"]))  # the engine keeps the top at the end
            p.soul = placed["soul"]
            p.drop = placed["drop"]
            p.damage = [iid for iid, _ in placed["damage"]]
            for iid, down in placed["damage"]:
                g.face_down[iid] = down
            p.mulliganed = True
            p.ride_used = setup.ridden and setup.index == turn_player
        g.turn = turn
        g.turn_player = turn_player
        g.first_player = turn_player if turn % 2 == 1 else 1 - turn_player
        g.stood_up = True
        resume_turn_at(g, Phase(phase))
        g.run()
        return Harness(g, self.db)


_PHASES = ("stand", "draw", "ride", "main", "battle", "end")


def _circle(name: str | Circle) -> Circle:
    if isinstance(name, Circle):
        return name
    key = name.upper()
    if key in ("V", "VC"):
        return Circle.VC
    if not key.startswith("RC_"):
        key = "RC_" + key
    if key not in CIRCLE_BY_NAME:
        raise ScenarioError(f"unknown circle {name!r}; use VC, RC_FL, RC_FR, RC_BL, RC_BC, RC_BR")
    return CIRCLE_BY_NAME[key]


class Harness:
    """A running scenario: strict decisions and readable questions about the board."""

    def __init__(self, game: Game, db: CardDatabase | None = None) -> None:
        self.game = game
        self.db = db or default_database()

    # ---------------------------------------------------------------- deciding

    @property
    def decision(self) -> str | None:
        """What is being asked now ('main', 'guard', 'trigger_power', ...), or None."""
        return None if self.game.prompt is None else self.game.prompt.kind

    @property
    def deciding(self) -> int | None:
        return self.game.current_player

    def options(self, kind: str | None = None) -> list[Action]:
        return [a for a in self.game.legal_actions() if kind is None or a.kind == kind]

    def matching(
        self,
        kind: str,
        *,
        card: str | int | None = None,
        circle: str | None = None,
        target: str | int | None = None,
        cards: Iterable[str | int] | None = None,
        choice: int | None = None,
    ) -> list[Action]:
        """The legal actions that fit the description (`choice`: the ability index of an
        `activate`, a number, ...)."""
        wanted_circle = None if circle is None else _circle(circle)
        result = []
        for action in self.game.legal_actions():
            if action.kind != kind:
                continue
            if card is not None and not self._is(action.card, card):
                continue
            if wanted_circle is not None and action.circle is not wanted_circle:
                continue
            if target is not None and not self._is(action.target, target):
                continue
            if cards is not None and not self._same_cards(action.cards, list(cards)):
                continue
            if choice is not None and action.choice != choice:
                continue
            result.append(action)
        return result

    def can(self, kind: str, **description: Any) -> bool:
        """Is a decision of this description legal now?"""
        return bool(self.matching(kind, **description))

    def act(self, kind: str, **description: Any) -> Action:
        """Make the one legal decision that fits the description (strict)."""
        found = self.matching(kind, **description)
        if len(found) != 1:
            legal = "\n  ".join(self.describe(a) for a in self.game.legal_actions()) or "(none)"
            problem = "no legal decision" if not found else f"{len(found)} legal decisions"
            raise ScenarioError(
                f"{problem} match {kind} {description}; the game asks {self.decision!r} of"
                f" player {self.deciding}; legal now:\n  {legal}"
            )
        self.game.apply(found[0])
        return found[0]

    def describe(self, action: Action) -> str:
        parts = [action.kind.value, f"p{action.player}"]
        if action.card is not None:
            parts.append(self.game.cards[action.card].name)
        if action.circle is not None:
            parts.append(action.circle.name)
        if action.target is not None:
            parts.append("-> " + self.game.cards[action.target].name)
        if action.cards or action.kind is ActionKind.MULLIGAN:
            parts.append("[" + ", ".join(self.game.cards[c].name for c in action.cards) + "]")
        if action.choice is not None:
            parts.append(f"#{action.choice}")
        return " ".join(parts)

    def _is(self, iid: int | None, wanted: str | int) -> bool:
        if iid is None:
            return False
        if isinstance(wanted, int):
            return iid == wanted
        return self.game.cards[iid].name.casefold() == self._name(wanted).casefold()

    def _name(self, text: str) -> str:
        card = self.db.find(text)
        return text if card is None else card.name

    def _same_cards(self, iids: tuple[int, ...], wanted: list[str | int]) -> bool:
        if len(iids) != len(wanted):
            return False
        remaining = list(iids)
        for item in wanted:
            match = next((i for i in remaining if self._is(i, item)), None)
            if match is None:
                return False
            remaining.remove(match)
        return True

    # ---------------------------------------------------------------- reading the board

    def unit(self, player: int, circle: str) -> Card | None:
        iid = self.game.players[player].circles[_circle(circle)]
        return None if iid is None else self.game.cards[iid]

    def iid(self, player: int, circle: str) -> int:
        iid = self.game.players[player].circles[_circle(circle)]
        if iid is None:
            raise ScenarioError(f"player {player} has no unit on {circle}")
        return iid

    def power(self, player: int, circle: str) -> int:
        return self.game.power(self.iid(player, circle))

    def critical(self, player: int, circle: str) -> int:
        return self.game.critical(self.iid(player, circle))

    def is_rested(self, player: int, circle: str) -> bool:
        return self.game.rested[self.iid(player, circle)]

    def names(self, iids: Iterable[int]) -> list[str]:
        return [self.game.cards[i].name for i in iids]

    def hand(self, player: int) -> list[str]:
        return self.names(self.game.players[player].hand)

    def soul(self, player: int) -> list[str]:
        return self.names(self.game.players[player].soul)

    def drop(self, player: int) -> list[str]:
        return self.names(self.game.players[player].drop)

    def deck(self, player: int) -> list[str]:
        """The deck from the top down."""
        return self.names(reversed(self.game.players[player].deck))

    def damage(self, player: int) -> list[tuple[str, bool]]:
        """(name, face_up) for each damage card, in order."""
        g = self.game
        return [(g.cards[i].name, not g.face_down[i]) for i in g.players[player].damage]

    def damage_count(self, player: int) -> int:
        return len(self.game.players[player].damage)

    def guardians(self, player: int) -> list[str]:
        return self.names(self.game.players[player].guardians)

    def events(self, kind: str | None = None) -> list[dict[str, Any]]:
        return [e for e in self.game.events_for(None) if kind is None or e["kind"] == kind]

    def event_kinds(self) -> list[str]:
        """The kinds of all events so far, in order (as a spectator sees them)."""
        return [e["kind"] for e in self.events()]

    def event_index(self, kind: str, **fields: object) -> int:
        """The position of the first event of `kind` with these fields (fails if none)."""
        for number, event in enumerate(self.events()):
            if event["kind"] == kind and all(event.get(k) == v for k, v in fields.items()):
                return number
        raise ScenarioError(f"no {kind} event with {fields}")

    def skip_to(self, decision: str, player: int | None = None, limit: int = 50) -> None:
        """Take the 'nothing more' decision (end main, skip ride, end guard...) until the
        game asks `decision` (of `player`, if given)."""
        passes = {
            "ride": "skip_ride",
            "main": "end_main",
            "attack": "end_battle",
            "boost": "skip_boost",
            "guard": "end_guard",
            "mulligan": None,
        }
        for _ in range(limit):
            if self.decision == decision and (player is None or self.deciding == player):
                return
            current = self.decision
            passing = passes.get(current or "")
            if passing is None:
                raise ScenarioError(f"cannot skip past {current!r} to reach {decision!r}")
            if current == "mulligan":
                self.act("mulligan", cards=[])
            else:
                self.act(passing)
        raise ScenarioError(f"never reached {decision!r}")
