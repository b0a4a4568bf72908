"""`Game`: a Classic cardfight as a state machine driven by decisions.

The match advances by itself through everything the rules do automatically (stand, draw, checks,
rule actions) and stops whenever a player must decide. `legal_actions()` lists exactly the
decisions that are legal now; `apply()` checks one and advances to the next decision. Work still
to be done lives on an explicit stack of small frames instead of in Python generators, so that a
game in the middle of a drive check can still be cloned (for search) and hashed (for replays).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from vanguard.cards.models import Card
from vanguard.engine.actions import Action
from vanguard.engine.constants import (
    ActionKind,
    DecisionKind,
    Duration,
    EventKind,
    LossReason,
    Phase,
    Stat,
    Step,
)
from vanguard.engine.errors import IllegalAction, IllegalCode
from vanguard.engine.rng import Rng
from vanguard.engine.state import (
    Battle,
    Delayed,
    Event,
    Frame,
    Grant,
    Modifier,
    Pending,
    PlayerState,
    Prompt,
    Resolution,
    Result,
    UnitRef,
)

if TYPE_CHECKING:
    from vanguard.cards.database import CardDatabase


#: Names to members, for the one lookup per prompt and per event (cheaper than `Enum(value)`).
_DECISIONS: dict[str, DecisionKind] = {k.value: k for k in DecisionKind}
_EVENTS: dict[str, EventKind] = {k.value: k for k in EventKind}


class Game:
    """One match between players 0 and 1. Build it with `new_game()` (or the test harness)."""

    __slots__ = (
        "_event_base",
        "act_cards",
        "battle",
        "cards",
        "cont_cards",
        "ctx",
        "decisions",
        "delayed",
        "events",
        "face_down",
        "first_player",
        "grants",
        "incarnation",
        "listeners",
        "mods",
        "next_pid",
        "once_used",
        "owner",
        "phase",
        "players",
        "prompt",
        "record_events",
        "rested",
        "result",
        "rng",
        "stack",
        "standby",
        "static_kinds",
        "step",
        "stood_up",
        "turn",
        "turn_player",
        "variants",
    )

    def __init__(
        self,
        cards: Sequence[Card] = (),
        owner: Sequence[int] = (),
        seed: int = 0,
        variants: Iterable[str] = (),
        record_events: bool = True,
    ) -> None:
        #: Static facts per card instance, shared (never copied) by clones.
        self.cards: tuple[Card, ...] = tuple(cards)
        self.owner: tuple[int, ...] = tuple(owner)
        count = len(self.cards)
        self.players = [PlayerState(0), PlayerState(1)]
        self.rested = [False] * count
        self.face_down = [False] * count
        #: Bumped whenever a card changes zone (R4.6.1): effects and battle roles remember the
        #: incarnation they were given to, so a card that left is a "new card" for free.
        self.incarnation = [0] * count
        self.mods: list[Modifier] = []
        self.turn = 0
        self.turn_player = 0
        self.first_player = 0
        self.phase = Phase.SETUP
        self.step = Step.NONE
        self.battle: Battle | None = None
        self.stack: list[Frame] = []
        self.prompt: Prompt | None = None
        self.result: Result | None = None
        self.rng = Rng(seed)
        self.variants = frozenset(variants)
        self.stood_up = False
        self.record_events = record_events
        self.events: list[Event] = []
        self._event_base = 0
        #: Card abilities (R16): standby AUTO abilities, delayed ones, granted ones, and the
        #: ability being resolved.
        self.standby: list[Pending] = []
        self.next_pid = 0
        self.delayed: list[Delayed] = []
        self.grants: list[Grant] = []
        self.ctx: Resolution | None = None
        #: [1/Turn] abilities used this turn, as (card, incarnation, ability index) (R16.7).
        self.once_used: frozenset[tuple[int, int, int]] = frozenset()
        #: How many decisions have been applied: the state version an indexed decision names.
        self.decisions = 0
        self.init_static()

    def init_static(self) -> None:
        """Derive the static per-instance tables from the cards (never part of the data)."""
        from vanguard.engine.triggers import build_listeners

        #: Static: instances whose abilities watch other cards' events.
        self.listeners = build_listeners(self.cards)
        #: Static: which instances have continuous abilities (checked on every value read).
        self.cont_cards = tuple(
            any(a.kind == "cont" for a in card.abilities) for card in self.cards
        )
        #: Static: the kinds of continuous effect printed on any card of the match, so a
        #: question no card can answer yes ("may my units intercept?") costs nothing.
        self.static_kinds = frozenset(
            type(effect)
            for card in self.cards
            for ability in card.abilities
            if ability.kind == "cont"
            for effect in ability.static
        )
        #: Static: which instances have activated abilities (checked at every main timing).
        self.act_cards = tuple(any(a.kind == "act" for a in card.abilities) for card in self.cards)

    # ------------------------------------------------------------------ public API

    @property
    def current_player(self) -> int | None:
        """The player who must decide now, or None when the game is over."""
        return None if self.prompt is None else self.prompt.player

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def legal_actions(self) -> list[Action]:
        """Every decision that is legal now, for the player who must decide (R20.2).

        Concession is always possible (R1.6, R20.4) but is not listed: it is a separate
        `concede()` (or an `Action` of kind `concede`), never a move a search should explore.
        """
        return [] if self.prompt is None else list(self.prompt.options)

    def apply(self, action: Action) -> Action:
        """Apply one decision, after checking it is legal; otherwise raise `IllegalAction`
        and change nothing (R20.1).

        `legal_actions()` is the only truth (R20.2): a decision equal to an offered one in
        all but which copy of an interchangeable card it names (another copy of the same card
        in hand, deck, soul or drop; the other direction of an offered column exchange) is
        taken as that offered decision. The offered action that was applied is returned, so
        records and logs hold only offered actions."""
        if self.result is not None:
            raise IllegalAction(IllegalCode.GAME_OVER, "the game is over")
        if action.kind is ActionKind.CONCEDE:
            self.concede(action.player)
            return action
        prompt = self.prompt
        assert prompt is not None
        if action.player != prompt.player:
            raise IllegalAction(
                IllegalCode.NOT_YOUR_DECISION,
                f"player {action.player} cannot act now; player {prompt.player} must decide",
            )
        if action not in prompt.options:
            from vanguard.engine.diagnose import diagnose, equivalent_option

            offered = equivalent_option(self, action)
            if offered is None:
                raise diagnose(self, action)
            action = offered
        self._resolve(prompt, action)
        return action

    @property
    def version(self) -> int:
        """The state version: how many decisions have been applied. An indexed decision
        (`apply_index`) names it, so a late or repeated click cannot act on a newer state."""
        return self.decisions

    def apply_index(self, index: int, version: int) -> Action:
        """Apply the `index`-th action of `legal_actions()` as offered at state `version`.

        Raises `IllegalAction` (`STALE_DECISION` when the game has moved past `version`,
        `BAD_CHOICE` for an index outside the list) and changes nothing."""
        if self.result is not None:
            raise IllegalAction(IllegalCode.GAME_OVER, "the game is over")
        if type(version) is not int or version != self.decisions:
            raise IllegalAction(
                IllegalCode.STALE_DECISION,
                f"the decision was made for state {version!r}; the game is at state"
                f" {self.decisions}",
            )
        prompt = self.prompt
        assert prompt is not None
        if type(index) is not int or not 0 <= index < len(prompt.options):
            raise IllegalAction(
                IllegalCode.BAD_CHOICE,
                f"choice {index!r} is not one of the {len(prompt.options)} offered (R2.6)",
            )
        action = prompt.options[index]
        self._resolve(prompt, action)
        return action

    def apply_unchecked(self, action: Action) -> None:
        """Apply a decision taken from `legal_actions()` without re-checking it (for search)."""
        prompt = self.prompt
        assert prompt is not None
        self._resolve(prompt, action)

    def concede(self, player: int) -> None:
        """Player concedes: they lose at once, at any moment (R1.6)."""
        if self.result is not None:
            raise IllegalAction(IllegalCode.GAME_OVER, "the game is over")
        if player not in (0, 1):
            raise IllegalAction(IllegalCode.BAD_CHOICE, "player must be 0 or 1")
        self.emit("conceded", player, {})
        self.end_game({player: LossReason.CONCEDE})

    def clone(self) -> Game:
        """An independent copy of the match (used by search). Events are not copied: the
        clone starts with an empty event list numbered after the original's."""
        other = Game.__new__(Game)
        other.cards = self.cards
        other.owner = self.owner
        other.players = [self.players[0].clone(), self.players[1].clone()]
        other.rested = self.rested.copy()
        other.face_down = self.face_down.copy()
        other.incarnation = self.incarnation.copy()
        other.mods = self.mods.copy()
        other.turn = self.turn
        other.turn_player = self.turn_player
        other.first_player = self.first_player
        other.phase = self.phase
        other.step = self.step
        other.battle = None if self.battle is None else self.battle.clone()
        other.stack = self.stack.copy()
        other.prompt = self.prompt
        other.result = self.result
        other.rng = self.rng.copy()
        other.variants = self.variants
        other.stood_up = self.stood_up
        other.record_events = self.record_events
        other.events = []
        other._event_base = self._event_base + len(self.events)
        other.standby = self.standby.copy()
        other.next_pid = self.next_pid
        other.delayed = self.delayed.copy()
        other.grants = self.grants.copy()
        other.ctx = self.ctx
        other.once_used = self.once_used
        other.decisions = self.decisions
        other.cont_cards = self.cont_cards
        other.static_kinds = self.static_kinds
        other.act_cards = self.act_cards
        other.listeners = self.listeners
        return other

    def view(self, player: int | None) -> dict[str, Any]:
        """What `player` may see (R22); `None` gives the spectators' view."""
        from vanguard.engine.views import build_view

        return build_view(self, player)

    def events_for(self, player: int | None, since: int = 0) -> list[dict[str, Any]]:
        """The events numbered `since` and later, as `player` may see them (R22.4)."""
        from vanguard.engine.views import event_for

        start = max(0, since - self._event_base)
        return [event_for(event, player) for event in self.events[start:]]

    def state_hash(self) -> str:
        """A digest of the whole position (hidden parts included), for replay verification.

        Derived from the data form (`to_data`), so no part of the state can be left out."""
        from vanguard.engine.position import hash_data

        return hash_data(self.to_data())

    def to_data(self) -> dict[str, Any]:
        """The whole position as JSON-safe data: `Game.from_data` rebuilds it exactly
        (format in docs/API.md)."""
        from vanguard.engine.position import to_data

        return to_data(self)

    @staticmethod
    def from_data(data: Any, db: CardDatabase | None = None, record_events: bool = True) -> Game:
        """Rebuild a game from `to_data()` output (cards looked up in `db`, by default the
        package's card database); raises `PositionDataError` (a `ValueError`) on bad data."""
        from vanguard.engine.position import from_data

        return from_data(data, db, record_events=record_events)

    # ------------------------------------------------------------------ kernel

    def _resolve(self, prompt: Prompt, action: Action) -> None:
        self.prompt = None
        self.decisions += 1
        prompt.handler(self, action, *prompt.data)
        self.run()

    def run(self) -> None:
        """Do automatic work until a decision is needed or the game ends."""
        stack = self.stack
        while self.prompt is None and self.result is None:
            frame = stack.pop()
            if len(frame) == 1:
                frame[0](self)  # most frames take no data: no slice to build
            else:
                frame[0](self, *frame[1:])

    def push(self, *frames: Frame) -> None:
        """Schedule frames to run next, in the order given."""
        self.stack.extend(reversed(frames))

    def ask(
        self,
        player: int,
        kind: str,
        options: Sequence[Action],
        handler: Any,
        *data: Any,
        forced: bool = True,
    ) -> None:
        """Wait for `player` to choose one of `options`.

        A mandatory choice with exactly one option is made at once (R2.6.5), with no event
        of its own: to the opponent it must look exactly like the same choice made freely,
        or it would tell what the player does not hold (R22). `forced=False` keeps even a
        single option as a real decision.
        """
        if forced and len(options) == 1:
            handler(self, options[0], *data)
            return
        decision = _DECISIONS.get(kind)
        if decision is None:
            raise ValueError(f"{kind!r} is not a DecisionKind")
        self.prompt = Prompt(player, decision, tuple(options), handler, data)

    def emit(
        self,
        kind: str,
        player: int | None,
        public: dict[str, Any],
        private: dict[str, Any] | None = None,
    ) -> None:
        if self.record_events:
            seq = self._event_base + len(self.events)
            event_kind = _EVENTS.get(kind)
            if event_kind is None:
                raise ValueError(f"{kind!r} is not an EventKind")
            self.events.append(Event(seq, event_kind, player, public, private))

    def end_game(self, losers: dict[int, LossReason]) -> None:
        """End the match (R1.2, R1.5): one loser gives a win to the other; two give a draw."""
        winner = None if len(losers) != 1 else 1 - next(iter(losers))
        self.result = Result(winner, dict(losers))
        self.prompt = None
        self.stack.clear()
        self.phase = Phase.OVER
        self.emit(
            "game_over",
            None,
            {"winner": winner, "losers": {str(p): r.value for p, r in losers.items()}},
        )

    # ------------------------------------------------------------------ values (R18)

    def live_mods(self) -> list[Modifier]:
        inc = self.incarnation
        return [m for m in self.mods if inc[m.iid] == m.incarnation]

    def add_mod(
        self,
        iid: int,
        stat: Stat,
        amount: int,
        duration: Duration,
        conditions: tuple[Any, ...] = (),
        master: int = -1,
        source: int = -1,
    ) -> None:
        self.mods.append(
            Modifier(iid, self.incarnation[iid], stat, amount, duration, conditions, master, source)
        )

    def _mod_sum(self, iid: int, stat: Stat) -> int:
        inc = self.incarnation[iid]
        total = 0
        for m in self.mods:
            if (
                m.iid == iid
                and m.stat is stat
                and m.incarnation == inc
                and (not m.conditions or _mod_holds(self, m))
            ):
                total += m.amount
        return total

    def drop_roles(self, iid: int) -> None:
        """A unit that moves loses its battle roles for good (R12.1.2), even if it moves back."""
        battle = self.battle
        if battle is None:
            return
        if battle.attacker.iid == iid:
            battle.attacker = battle.attacker._replace(incarnation=-1)
        if battle.target.iid == iid:
            battle.target = battle.target._replace(incarnation=-1)
        if battle.booster is not None and battle.booster.iid == iid:
            battle.booster = battle.booster._replace(incarnation=-1)

    def holds_role(self, ref: UnitRef) -> bool:
        """Is the unit still the same card on the circle it had when it took its role?"""
        return (
            self.players[ref.player].circles[ref.circle] == ref.iid
            and self.incarnation[ref.iid] == ref.incarnation
        )

    def power(self, iid: int) -> int:
        """Current power (R18.1): printed + modifiers + boost + guardians' shields."""
        value = self.cards[iid].power + self._mod_sum(iid, Stat.POWER)
        if self.cont_cards[iid] or self.grants:
            from vanguard.engine.statics import static_power

            value += static_power(self, iid)
        battle = self.battle
        if battle is not None:
            attacker = battle.attacker
            booster = battle.booster
            if (
                attacker.iid == iid
                and booster is not None
                and self.holds_role(attacker)
                and self.holds_role(booster)
            ):
                value += self.power(booster.iid)
            target = battle.target
            if target.iid == iid and self.holds_role(target):
                value += sum(self.shield(g) for g in self.players[target.player].guardians)
        return value

    def critical(self, iid: int) -> int:
        return self.cards[iid].critical + self._mod_sum(iid, Stat.CRITICAL)

    def shield(self, iid: int) -> int:
        return self.cards[iid].shield + self._mod_sum(iid, Stat.SHIELD)

    def grade(self, iid: int) -> int:
        return self.cards[iid].grade

    def vanguard_grade(self, player: int) -> int:
        vanguard = self.players[player].circles[1]
        return -1 if vanguard is None else self.grade(vanguard)

    def has_flag(self, iid: int, stat: Stat) -> bool:
        """Does a live timed restriction of this kind apply to the card?"""
        inc = self.incarnation[iid]
        return any(m.iid == iid and m.stat is stat and m.incarnation == inc for m in self.mods)

    def expire(self, duration: Duration) -> None:
        """End every modifier and granted ability of this duration (R12.7.2, R13.2), and
        forget those of cards that left."""
        inc = self.incarnation
        self.mods = [
            m for m in self.mods if m.duration is not duration and inc[m.iid] == m.incarnation
        ]
        if self.grants:
            self.grants = [
                gr
                for gr in self.grants
                if gr.duration is not duration and inc[gr.iid] == gr.incarnation
            ]


_READING: set[int] = set()
"""Games whose conditional modifiers are being read: a condition that read a value changed by
such a modifier would ask for itself again, so while one is read, the others do not count."""


def _mod_holds(g: Game, mod: Modifier) -> bool:
    """Do the conditions of an "as long as" modifier hold now (read from its master)?"""
    key = id(g)
    if key in _READING:
        return False
    from vanguard.engine.filters import condition_holds

    _READING.add(key)
    try:
        return all(condition_holds(g, mod.master, mod.source, c) for c in mod.conditions)
    finally:
        _READING.discard(key)
