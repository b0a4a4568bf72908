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

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from vanguard.cards import Card, CardDatabase, default_database
from vanguard.engine import (
    Action,
    ActionKind,
    Circle,
    Game,
    IllegalAction,
    IllegalCode,
    Phase,
    Step,
    restrictions,
)
from vanguard.engine.constants import BEHIND, CIRCLE_BY_NAME, FRONT_ROW, REAR_CIRCLES
from vanguard.engine.flow import resume_turn_at
from vanguard.engine.state import Battle, UnitRef
from vanguard.testing.snapshot import changed_parts, snapshot
from vanguard.testing.stepping import advance, answer, is_paused

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
    guardian_cards: list[str] = field(default_factory=list)
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

    def guardians(self, *names: str) -> PlayerSetup:
        """Cards already on the guardian circle, rested (R4.5.3): only for the defender of a
        battle started at its guard, drive or damage step (`Scenario.battle`)."""
        self.guardian_cards.extend(names)
        return self

    def already_rode(self) -> PlayerSetup:
        """This player has used the normal ride this turn (R10.4)."""
        self.ridden = True
        return self


@dataclass(frozen=True)
class BattleSetup:
    """The roles of the battle a scenario starts in, by circle (R12.1.1)."""

    attacker: Circle
    target: Circle
    booster: Circle | None


class Scenario:
    """Describes a position; `start()` turns it into a running `Harness`."""

    def __init__(self, seed: int = 0, db: CardDatabase | None = None) -> None:
        self.seed = seed
        self.db = db or default_database()
        self._players = (PlayerSetup(0, self.db), PlayerSetup(1, self.db))
        self._battle: BattleSetup | None = None

    def player(self, index: int) -> PlayerSetup:
        return self._players[index]

    def battle(self, attacker: str, target: str, booster: str | None = None) -> Scenario:
        """Start inside a battle: the turn player's unit on circle `attacker` attacks the
        opponent's unit on circle `target`, boosted by the unit on `booster` (the circle
        behind the attacker) if given. Attacker and booster are rested, as their attack and
        boost rested them (R12.3.3, R12.3.6). Needs `start(phase="battle", step=...)`."""
        self._battle = BattleSetup(
            _circle(attacker), _circle(target), None if booster is None else _circle(booster)
        )
        return self

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
        *,
        step: str | None = None,
    ) -> Harness:
        """Begin at the start of `phase` ('stand', 'draw', 'ride', 'main', 'battle', 'end')
        of turn `turn`, played by `turn_player`; setup is over, both players mulliganed.

        `step` ('start', 'attack', 'guard', 'drive', 'damage', 'close') begins inside the
        battle phase at that step of the battle set with `battle()` ('start' needs none).
        `phase="setup"` begins at the mulligans (R6.6): the vanguards are the face-down
        first vanguards, hands and decks are exactly as set (no shuffle), `turn_player` is
        the first player and mulligans first; `turn` is ignored (the game is before turn 1).
        """
        if phase not in (*_PHASES, "setup"):
            raise ScenarioError(
                f"unknown phase {phase!r}; use setup or one of {', '.join(_PHASES)}"
            )
        if turn_player not in (0, 1):
            raise ScenarioError("turn_player must be 0 or 1")
        battle_step = self._check_battle(phase, step, turn_player)
        cards: list[Card] = []
        owner: list[int] = []

        def new(name: str, who: int) -> int:
            cards.append(self.card(name))
            owner.append(who)
            return len(cards) - 1

        zones: list[dict[str, Any]] = []
        for setup in self._players:
            if Circle.VC not in setup.circles:
                raise ScenarioError(f"player {setup.index} needs a vanguard")
            who = setup.index
            placed: dict[str, Any] = {}
            placed["circles"] = {c: (new(n, who), r) for c, (n, r) in setup.circles.items()}
            placed["hand"] = [new(n, who) for n in setup.hand_cards]
            deck_names = setup.deck_cards
            if deck_names is None:
                deck_names = [self.filler().name] * DEFAULT_DECK_SIZE
            placed["deck"] = [new(n, who) for n in deck_names]
            placed["soul"] = [new(n, who) for n in setup.soul_cards]
            placed["drop"] = [new(n, who) for n in setup.drop_cards]
            placed["damage"] = [(new(n, who), down) for n, down in setup.damage_cards]
            placed["guardians"] = [new(n, who) for n in setup.guardian_cards]
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
            p.guardians = placed["guardians"]
            for iid in p.guardians:
                g.rested[iid] = True  # R4.5.3
            p.mulliganed = phase != "setup"
            p.ride_used = setup.ridden and setup.index == turn_player
        if phase == "setup":
            self._setup_phase(g, turn_player)
        else:
            g.turn = turn
            g.turn_player = turn_player
            g.first_player = turn_player if turn % 2 == 1 else 1 - turn_player
            g.stood_up = True
            if self._battle is not None and battle_step is not Step.START:
                g.battle = self._battle_roles(g, turn_player)
            resume_turn_at(g, Phase(phase), battle_step)
        g.run()
        return Harness(g, self.db)

    def _check_battle(self, phase: str, step: str | None, turn_player: int) -> Step:
        """The battle step to start at (`Step.NONE`: none), after checking that the battle,
        the step and the guardians fit together."""
        guarded = [p.index for p in self._players if p.guardian_cards]
        if step is None:
            if self._battle is not None:
                raise ScenarioError("a battle() needs start(phase='battle', step=...)")
            if guarded:
                raise ScenarioError("guardians() need a battle at its guard/drive/damage step")
            return Step.NONE
        if phase != "battle":
            raise ScenarioError(f"step={step!r} needs phase='battle'")
        steps = [s.value for s in _BATTLE_STEPS]
        if step not in steps:
            raise ScenarioError(f"unknown step {step!r}; use one of {', '.join(steps)}")
        battle_step = Step(step)
        if battle_step is not Step.START and self._battle is None:
            raise ScenarioError(f"the {step} step needs a battle(attacker, target)")
        if battle_step is Step.START and self._battle is not None:
            raise ScenarioError("at the start step no battle has begun; use step='attack'")
        if guarded and (battle_step not in _GUARDED_STEPS or guarded != [1 - turn_player]):
            raise ScenarioError(
                "only the defender (the player who is not the turn player) has guardians, and"
                " only in the guard, drive and damage steps"
            )
        return battle_step

    def _battle_roles(self, g: Game, turn_player: int) -> Battle:
        battle = self._battle
        assert battle is not None

        def role(player: int, circle: Circle, what: str) -> UnitRef:
            iid = g.players[player].circles[circle]
            if iid is None:
                raise ScenarioError(f"the {what} circle {circle.name} of player {player} is empty")
            return UnitRef(player, circle, iid, g.incarnation[iid])

        if battle.attacker not in FRONT_ROW:
            raise ScenarioError(f"an attacker is in the front row, not on {battle.attacker.name}")
        attacker = role(turn_player, battle.attacker, "attacker")
        target = role(1 - turn_player, battle.target, "target")
        roles = Battle(attacker, target)
        g.rested[attacker.iid] = True  # R12.3.3
        if battle.booster is not None:
            if BEHIND.get(battle.attacker) is not battle.booster:
                raise ScenarioError(
                    f"the booster must be behind the attacker ({BEHIND[battle.attacker].name})"
                )
            roles.booster = role(turn_player, battle.booster, "booster")
            g.rested[roles.booster.iid] = True  # R12.3.6
        return roles

    @staticmethod
    def _setup_phase(g: Game, first_player: int) -> None:
        """R6.2-R6.6 done by hand: first vanguards face down, hands and decks as set."""
        for p in g.players:
            rear_guards = any(p.circles[c] is not None for c in REAR_CIRCLES)
            if rear_guards or p.soul or p.drop or p.damage or p.guardians or p.ride_used:
                raise ScenarioError("at setup only the first vanguard, hand and deck can be set")
            vanguard = p.circles[Circle.VC]
            assert vanguard is not None
            g.face_down[vanguard] = True
            g.rested[vanguard] = False
        g.turn = 0
        g.first_player = first_player
        g.turn_player = first_player
        g.stood_up = False
        resume_turn_at(g, Phase.SETUP)


_PHASES = ("stand", "draw", "ride", "main", "battle", "end")
#: The "nothing more" option of each decision that has one.
_PASSES: dict[str, str] = {
    "ride": "skip_ride",
    "main": "end_main",
    "attack": "end_battle",
    "boost": "skip_boost",
    "guard": "end_guard",
}
_BATTLE_STEPS = (Step.START, Step.ATTACK, Step.GUARD, Step.DRIVE, Step.DAMAGE, Step.CLOSE)
_GUARDED_STEPS = (Step.GUARD, Step.DRIVE, Step.DAMAGE)


def _stop_at(step: str, turn: int | None) -> Callable[[Game], bool]:
    """When `run_until(step, turn=turn)` has arrived."""
    steps = {s.value: s for s in _BATTLE_STEPS}
    if step in steps:
        wanted_step = steps[step]

        def at_step(g: Game) -> bool:
            return g.step is wanted_step and (turn is None or g.turn == turn)

        return at_step
    if step in _PHASES:
        wanted_phase = Phase(step)

        def at_phase(g: Game) -> bool:
            return g.phase is wanted_phase and (turn is None or g.turn == turn)

        return at_phase
    raise ScenarioError(
        f"unknown step {step!r}; use a battle step ({', '.join(steps)}) or a phase"
        f" ({', '.join(_PHASES)})"
    )


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
        self.resume()
        return None if self.game.prompt is None else str(self.game.prompt.kind)

    @property
    def deciding(self) -> int | None:
        self.resume()
        return self.game.current_player

    def options(self, kind: str | None = None) -> list[Action]:
        self.resume()
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
        self.resume()
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

    def reject(
        self, action: Action | str, code: str | IllegalCode, **description: Any
    ) -> IllegalAction:
        """Try an illegal decision: it must be refused with reason `code` (R20.3) and leave
        everything as it was (R20.1) — state hash, random state, legal actions, every view,
        the event log, the zones, flags, modifiers, battle and pending work. `action` is an
        `Action`, or a kind described like `act()` (plus `player`, default the one deciding;
        a card name means that player's copy, looked for in hand, field, guardian circle,
        soul, drop, damage and deck, then anywhere). Returns the `IllegalAction`."""
        self.resume()
        if isinstance(action, str):
            action = self.build(action, **description)
        elif description:
            raise ScenarioError("describe the action either as an Action or by keywords")
        try:
            wanted = IllegalCode(code)
        except ValueError:
            codes = ", ".join(c.value for c in IllegalCode)
            raise ScenarioError(f"unknown illegal-action code {code!r}; one of {codes}") from None
        before = snapshot(self.game)
        try:
            self.game.apply(action)
        except IllegalAction as error:
            refused = error
        else:
            raise ScenarioError(f"{self.describe(action)} was accepted; expected {wanted.value}")
        if refused.code is not wanted:
            raise ScenarioError(
                f"{self.describe(action)} was refused with {refused.code.value}, not"
                f" {wanted.value}: {refused.message}"
            )
        moved = changed_parts(before, snapshot(self.game))
        if moved:
            raise ScenarioError(
                f"{self.describe(action)} was refused ({refused.code.value}) but changed:"
                f" {', '.join(moved)} (R20.1)"
            )
        return refused

    def build(
        self,
        kind: str,
        *,
        player: int | None = None,
        card: str | int | None = None,
        circle: str | None = None,
        target: str | int | None = None,
        cards: Iterable[str | int] = (),
        choice: int | None = None,
    ) -> Action:
        """An `Action` from a description, legal or not (for `reject`). Cards by name or
        instance id; `target` names a card of the opponent first."""
        try:
            action_kind = ActionKind(kind)
        except ValueError:
            raise ScenarioError(f"unknown action kind {kind!r}") from None
        who = player if player is not None else self.game.current_player
        who = 0 if who is None else who
        return Action(
            action_kind,
            who,
            None if card is None else self.find(card, who),
            None if circle is None else _circle(circle),
            None if target is None else self.find(target, 1 - who),
            tuple(sorted(self.find(c, who) for c in cards)),
            choice,
        )

    def find(self, card: str | int, player: int) -> int:
        """The instance id of a card: an id as it is; a name: `player`'s copy in hand, on
        the field, guardian circle, soul, drop zone, damage zone or deck (in that order),
        else the first copy anywhere."""
        if isinstance(card, int):
            return card
        g = self.game
        wanted = self._name(card).casefold()
        for owner in (player, 1 - player):
            p = g.players[owner]
            zones = (p.hand, p.circles, p.guardians, p.soul, p.drop, p.damage, p.deck)
            for zone in zones:
                for iid in zone:
                    if iid is not None and g.cards[iid].name.casefold() == wanted:
                        return iid
        raise ScenarioError(f"no card named {card!r} in this game")

    # ---------------------------------------------------------------- moving on

    def resume(self) -> None:
        """Finish the automatic work `run_until` stopped in (nothing to do otherwise)."""
        if is_paused(self.game):
            self.game.run()

    def run_until(self, step: str, *, turn: int | None = None, limit: int = 200) -> None:
        """Play on to the beginning of `step` — a battle step ('start', 'attack', 'guard',
        'drive', 'damage', 'close') or a phase ('stand', 'draw', 'ride', 'main', 'battle',
        'end') — of `turn` (default: the first one reached), taking the "nothing more"
        decisions on the way (skip ride, end main, end battle, skip boost, end guard, keep
        the hand). The game stops right where the step or phase begins, even if nothing is
        asked there, so the board can be read as it is then; the next decision (or
        `resume()`) carries on. Already there: nothing happens. Any other decision on the
        way, or the end of the game, fails the test."""
        self.resume()
        reached = _stop_at(step, turn)
        g = self.game
        for _ in range(limit):
            if advance(g, reached):
                return
            if g.result is not None:
                raise ScenarioError(f"the game ended before reaching {step!r}")
            if turn is not None and g.turn > turn:
                raise ScenarioError(f"turn {turn} ended before reaching {step!r}")
            answer(g, self._pass())
        raise ScenarioError(f"never reached {step!r} in {limit} decisions")

    def _pass(self) -> Action:
        """The one "nothing more" decision of the current prompt."""
        prompt = self.game.prompt
        assert prompt is not None
        if prompt.kind == "mulligan":
            return Action(ActionKind.MULLIGAN, prompt.player)
        passing = _PASSES.get(prompt.kind)
        options = [a for a in prompt.options if a.kind == passing]
        if len(options) != 1:
            legal = "\n  ".join(self.describe(a) for a in prompt.options)
            raise ScenarioError(
                f"cannot pass the {str(prompt.kind)!r} decision of player {prompt.player}; legal"
                f" now:\n  {legal}"
            )
        return options[0]

    # ---------------------------------------------------------------- events

    def mark(self) -> int:
        """A point in the event log: `events_since(mark)` lists what happens after it."""
        events = self.game.events
        return events[-1].seq + 1 if events else 0  # 0: everything logged from now on

    def events_since(
        self, mark: int, kind: str | None = None, viewer: int | None = None
    ) -> list[dict[str, Any]]:
        """The events after `mark`, as `viewer` (default: a spectator) sees them, optionally
        only those of `kind`."""
        return [e for e in self.game.events_for(viewer, mark) if kind is None or e["kind"] == kind]

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

    def restrictions(self, player: int, circle: str) -> dict[str, str | None]:
        """The restrictions and lost skills of the unit on `circle` (`vanguard.engine.
        restrictions`): name -> how long it lasts ('battle', 'turn', 'next_stand'), None for
        a continuous one, e.g. {'cannot_be_hit': 'battle', 'cannot_attack': None}."""
        return {r.name: r.until for r in restrictions(self.game, self.iid(player, circle))}

    def events(self, kind: str | None = None) -> list[dict[str, Any]]:
        return [e for e in self.game.events_for(None) if kind is None or e["kind"] == kind]

    def triggered(self, card_id: str | None = None) -> int:
        """How many AUTO abilities have triggered so far (of the card `card_id` only, if
        given; R16.3.1)."""
        return sum(
            1
            for e in self.events("ability_triggered")
            if card_id is None or e.get("card") == card_id
        )

    def ended(self, reason: str) -> bool:
        """Did an ability end early for `reason` (an `ability_ended` event: a condition that
        did not hold, a cost not paid, ...)?"""
        return any(e.get("reason") == reason for e in self.events("ability_ended"))

    def choice_names(self, kind: str = "choose") -> set[str]:
        """The names of the cards offered in the pending choice of `kind`."""
        return {self.game.cards[a.card].name for a in self.options(kind) if a.card is not None}

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
        self.resume()
        passes: dict[str, str | None] = {**_PASSES, "mulligan": None}
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
