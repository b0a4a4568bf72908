"""Setup (R6) and the turn structure up to the main phase (R7-R11, R13)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product
from typing import TYPE_CHECKING

from vanguard.cards.models import Card
from vanguard.engine import triggers
from vanguard.engine.actions import Action
from vanguard.engine.battle import battle_phase, resume_battle_at
from vanguard.engine.constants import (
    FIRST_PLAYER_CHOICE,
    MOVABLE_COLUMNS,
    MULLIGAN_CR119,
    OPENING_HAND,
    REAR_CIRCLES,
    ActionKind,
    Circle,
    Duration,
    Phase,
    Stat,
    Step,
)
from vanguard.engine.refs import card_ref
from vanguard.engine.resolve import act_options, start_act
from vanguard.engine.rules import check_timing
from vanguard.engine.zones import draw, move_cards, place, ride, shuffle_deck, stand

if TYPE_CHECKING:
    from vanguard.engine.game import Game


# ---------------------------------------------------------------------------- setup (R6)


def start_setup(g: Game, preferred: Sequence[Card | None]) -> None:
    """Schedule the whole setup; the first player chooses first (R2.4).

    Under `first_player_choice` (R30.13.2) `g.first_player` holds the winner of the draw
    until that player has chosen to go first or second; the rest of setup follows the
    choice, since its order depends on who goes first (R2.4, R6.6)."""
    ids = tuple(None if card is None else card.id for card in preferred)
    if FIRST_PLAYER_CHOICE in g.variants:
        g.push((_ask_first_player, ids[0], ids[1]))
    else:
        _schedule_setup(g, ids[0], ids[1])


def _schedule_setup(g: Game, preferred_0: str | None, preferred_1: str | None) -> None:
    preferred = (preferred_0, preferred_1)
    order = (g.first_player, 1 - g.first_player)
    g.push(
        (_choose_first_vanguard, order[0], preferred[order[0]]),
        (_choose_first_vanguard, order[1], preferred[order[1]]),
        (_deal,),
        (_ask_mulligan, order[0]),
        (_ask_mulligan, order[1]),
        (_stand_up,),
        (begin_turn,),
    )


def _ask_first_player(g: Game, preferred_0: str | None, preferred_1: str | None) -> None:
    """R30.13.2: the winner of the random draw chooses to go first or second."""
    winner = g.first_player
    g.emit("first_player_draw", winner, {})
    options = [Action(ActionKind.GO_FIRST, winner), Action(ActionKind.GO_SECOND, winner)]
    g.ask(
        winner,
        "choose_first",
        options,
        _on_first_player_chosen,
        preferred_0,
        preferred_1,
        forced=False,
    )


def _on_first_player_chosen(
    g: Game, action: Action, preferred_0: str | None, preferred_1: str | None
) -> None:
    first = action.kind is ActionKind.GO_FIRST
    g.first_player = action.player if first else 1 - action.player
    g.emit("first_player_chosen", action.player, {"goes": "first" if first else "second"})
    _schedule_setup(g, preferred_0, preferred_1)


def _choose_first_vanguard(g: Game, player: int, preferred: str | None) -> None:
    """R6.2: a grade 0 card of the deck goes face down to (V). `preferred` is the id of
    the card the deck list names as its first vanguard (R5.7), put there without asking."""
    deck = g.players[player].deck
    if preferred is not None:
        for iid in deck:
            if g.cards[iid].id == preferred:
                _on_first_vanguard(g, Action(ActionKind.CHOOSE_VANGUARD, player, card=iid))
                return
    seen: dict[str, int] = {}
    for iid in deck:
        card = g.cards[iid]
        if card.grade == 0 and card.id not in seen:
            seen[card.id] = iid
    options = [Action(ActionKind.CHOOSE_VANGUARD, player, card=iid) for iid in seen.values()]
    g.ask(player, "choose_vanguard", options, _on_first_vanguard)


def _on_first_vanguard(g: Game, action: Action) -> None:
    assert action.card is not None
    place(g, action.card, Circle.VC, "setup")
    g.face_down[action.card] = True  # R6.2: face down until the stand up


def _deal(g: Game) -> None:
    """R6.3-R6.5: announce the first player, shuffle, draw five each."""
    g.emit("first_player", g.first_player, {"player": g.first_player})
    order = (g.first_player, 1 - g.first_player)
    for player in order:
        shuffle_deck(g, player)
    for player in order:
        draw(g, player, OPENING_HAND)


def mulligan_options(g: Game, player: int) -> list[Action]:
    """Every distinct set of hand cards to return (R6.6): copies of one card are alike, so
    returning either of two identical copies is one option, not two."""
    by_card: dict[str, list[int]] = {}
    for iid in g.players[player].hand:
        by_card.setdefault(g.cards[iid].id, []).append(iid)
    groups = list(by_card.values())
    options = []
    for counts in product(*(range(len(group) + 1) for group in groups)):
        chosen = tuple(
            sorted(i for group, n in zip(groups, counts, strict=True) for i in group[:n])
        )
        options.append(Action(ActionKind.MULLIGAN, player, cards=chosen))
    return options


def _ask_mulligan(g: Game, player: int) -> None:
    g.ask(player, "mulligan", mulligan_options(g, player), _on_mulligan)


def _on_mulligan(g: Game, action: Action) -> None:
    """R6.6: chosen cards to the bottom, draw as many, then shuffle (C1); none: no shuffle.
    Under `mulligan_cr119` (R30.13.1): return them, shuffle, then draw; none: no shuffle."""
    p = g.players[action.player]
    p.mulliganed = True
    returned = list(action.cards)
    move_cards(g, returned, "deck", "mulligan", bottom=True, info={"player": action.player})
    if not returned:
        return
    if MULLIGAN_CR119 in g.variants:
        shuffle_deck(g, action.player)
        draw(g, action.player, len(returned))
        return
    draw(g, action.player, len(returned))
    shuffle_deck(g, action.player)


def _stand_up(g: Game) -> None:
    """R6.7: both first vanguards turn face up at once; not a ride, not a placement."""
    units = []
    for p in g.players:
        vanguard = p.circles[Circle.VC]
        assert vanguard is not None
        g.face_down[vanguard] = False
        units.append(card_ref(g, vanguard))
    g.stood_up = True
    g.emit("stand_up", None, {"vanguards": units})


# ---------------------------------------------------------------------------- turns (R7)


def begin_turn(g: Game) -> None:
    """R7.1: stand, draw, ride, main, battle, end; then the other player's turn."""
    g.turn_player = g.first_player if g.turn == 0 else 1 - g.turn_player
    g.turn += 1
    g.players[g.turn_player].ride_used = False
    g.once_used = frozenset()  # R16.7.1: [1/Turn] counts per turn
    g.emit("turn_started", g.turn_player, {"turn": g.turn})
    g.push(
        (_stand_phase,),
        (_draw_phase,),
        (_ride_phase,),
        (_main_phase,),
        (battle_phase,),
        (_end_phase,),
        (begin_turn,),
    )


def enter_phase(g: Game, phase: Phase) -> None:
    g.phase = phase
    g.step = Step.NONE
    g.emit("phase", g.turn_player, {"phase": phase.value, "turn": g.turn})


def _stand_phase(g: Game) -> None:
    enter_phase(g, Phase.STAND)
    g.push((check_timing,), (_stand_units,), (check_timing,))


def _stand_units(g: Game) -> None:
    """R8.2: all of the turn player's rested units stand at once, except those an effect
    keeps resting in this stand phase (R8.3), whose restriction then ends."""
    units = [iid for iid in g.players[g.turn_player].circles if iid is not None]
    stood = [
        card_ref(g, iid) for iid in units if not g.has_flag(iid, Stat.NO_STAND) and stand(g, iid)
    ]
    if stood:
        g.emit("stood", g.turn_player, {"units": stood})
    if g.mods:
        mine = set(units)
        g.mods = [m for m in g.mods if not (m.stat is Stat.NO_STAND and m.iid in mine)]


def _draw_phase(g: Game) -> None:
    enter_phase(g, Phase.DRAW)
    g.push((check_timing,), (_draw_for_turn,), (check_timing,))


def _draw_for_turn(g: Game) -> None:
    draw(g, g.turn_player, 1)  # R9.2, also on turn 1 (R7.4)


# ---------------------------------------------------------------------------- ride (R10)


def _ride_phase(g: Game) -> None:
    enter_phase(g, Phase.RIDE)
    triggers.moment(g, "ride_phase_start")
    g.push((check_timing,), (_ride_timing,))


def ride_options(g: Game, player: int) -> list[Action]:
    """R10.2: a hand card of the vanguard's grade or exactly one higher; once per turn."""
    p = g.players[player]
    options: list[Action] = []
    if not p.ride_used:
        grade = g.vanguard_grade(player)
        seen: set[str] = set()
        for iid in p.hand:
            card = g.cards[iid]
            if card.grade in (grade, grade + 1) and card.id not in seen:
                seen.add(card.id)
                options.append(Action(ActionKind.RIDE, player, card=iid))
    options.append(Action(ActionKind.SKIP_RIDE, player))
    return options


def _ride_timing(g: Game) -> None:
    player = g.turn_player
    g.ask(player, "ride", ride_options(g, player), _on_ride)


def _on_ride(g: Game, action: Action) -> None:
    if action.kind is ActionKind.SKIP_RIDE:
        return
    assert action.card is not None
    g.players[action.player].ride_used = True
    ride(g, action.card)
    g.push((check_timing,))


# ---------------------------------------------------------------------------- main (R11)


def _main_phase(g: Game) -> None:
    enter_phase(g, Phase.MAIN)
    triggers.moment(g, "main_phase_start")  # R11.1
    g.push((check_timing,), (_main_timing,))


def main_options(g: Game, player: int) -> list[Action]:
    """R11.2: normal calls, column moves, and ending the main phase."""
    p = g.players[player]
    grade = g.vanguard_grade(player)
    options: list[Action] = []
    seen: set[str] = set()
    cards = g.cards
    for iid in p.hand:
        card = cards[iid]
        if card.grade <= grade and card.id not in seen:
            seen.add(card.id)
            calls = _CALLS.get((player, iid))
            if calls is None:
                calls = _CALLS[player, iid] = tuple(
                    Action(_CALL, player, iid, c) for c in REAR_CIRCLES
                )
            options.extend(calls)
    for front, back in MOVABLE_COLUMNS:
        front_unit, back_unit = p.circles[front], p.circles[back]
        if front_unit is not None:
            options.append(Action(_MOVE, player, front_unit, back))
        elif back_unit is not None:
            options.append(Action(_MOVE, player, back_unit, front))
    options.extend(act_options(g, player))  # R11.2.3
    options.append(Action(_END_MAIN, player))
    return options


_CALL, _MOVE, _END_MAIN = ActionKind.CALL, ActionKind.MOVE, ActionKind.END_MAIN
_CALLS: dict[tuple[int, int], tuple[Action, ...]] = {}
"""The five calls of a card, by (player, instance): actions are values, so the main phase
reuses them instead of building them again at every decision (engine speed)."""


def _main_timing(g: Game) -> None:
    player = g.turn_player
    g.ask(player, "main", main_options(g, player), _on_main)


def _on_main(g: Game, action: Action) -> None:
    kind = action.kind
    if kind is ActionKind.END_MAIN:
        g.emit("main_phase_ended", action.player, {})
        return
    if kind is ActionKind.ACTIVATE:
        g.push((check_timing,), (_main_timing,))
        start_act(g, action)
        return
    assert action.card is not None and action.circle is not None
    player = action.player
    if kind is ActionKind.CALL:
        place(g, action.card, action.circle, "call")
    else:
        _move(g, player, action.card, action.circle)
    g.push((check_timing,), (_main_timing,))


def _move(g: Game, player: int, iid: int, destination: Circle) -> None:
    """R11.2.2: exchange the two circles of a column; keeps orientation and identity."""
    circles = g.players[player].circles
    source = Circle(circles.index(iid))
    circles[source], circles[destination] = circles[destination], circles[source]
    for unit in (circles[source], circles[destination]):
        if unit is not None:
            g.drop_roles(unit)
    moved = [{**card_ref(g, iid), "from": source.name, "to": destination.name}]
    other = circles[source]
    if other is not None:
        moved.append({**card_ref(g, other), "from": destination.name, "to": source.name})
    g.emit("moved", player, {"units": moved})


# ---------------------------------------------------------------------------- end (R13)


def _end_phase(g: Game) -> None:
    enter_phase(g, Phase.END)
    triggers.on_moment(g, "end_phase")  # R13.1, R16.8
    g.push((check_timing,), (_expire_turn,), (check_timing,))


def _expire_turn(g: Game) -> None:
    g.expire(Duration.TURN)
    g.expire(Duration.BATTLE)
    _count_down(g)
    g.emit("turn_ended", g.turn_player, {"turn": g.turn})


_ONE_TURN_LESS = {Duration.NEXT_TURN: Duration.TURN, Duration.TURN_AFTER_NEXT: Duration.NEXT_TURN}


def _count_down(g: Game) -> None:
    """Effects lasting into later turns (R18.6) come one turn closer to their end."""
    if any(m.duration in _ONE_TURN_LESS for m in g.mods):
        g.mods = [
            m._replace(duration=_ONE_TURN_LESS[m.duration]) if m.duration in _ONE_TURN_LESS else m
            for m in g.mods
        ]
    if any(gr.duration in _ONE_TURN_LESS for gr in g.grants):
        g.grants = [
            gr._replace(duration=_ONE_TURN_LESS[gr.duration])
            if gr.duration in _ONE_TURN_LESS
            else gr
            for gr in g.grants
        ]


_TURN_PHASES = (Phase.STAND, Phase.DRAW, Phase.RIDE, Phase.MAIN, Phase.BATTLE, Phase.END)
_PHASE_FRAMES = (_stand_phase, _draw_phase, _ride_phase, _main_phase, battle_phase, _end_phase)


def resume_turn_at(g: Game, phase: Phase, step: Step = Step.NONE) -> None:
    """Schedule the current turn from the beginning of `phase` (and, in the battle phase,
    of battle `step`: see `battle.resume_battle_at`) on, then the following turns.
    `Phase.SETUP` resumes setup at the mulligans (R6.6): the first vanguards are set and the
    hands dealt; the first player mulligans first.

    Used to start a game in a prepared position (the scenario harness)."""
    if phase is Phase.SETUP:
        g.phase = Phase.SETUP
        order = (g.first_player, 1 - g.first_player)
        g.push((_ask_mulligan, order[0]), (_ask_mulligan, order[1]), (_stand_up,), (begin_turn,))
        return
    start = _TURN_PHASES.index(phase)
    if step is not Step.NONE:
        if phase is not Phase.BATTLE:
            raise ValueError("only the battle phase has steps")
        g.push(*[(frame,) for frame in _PHASE_FRAMES[start + 1 :]], (begin_turn,))
        resume_battle_at(g, step)
        return
    g.phase = phase
    g.push(*[(frame,) for frame in _PHASE_FRAMES[start:]], (begin_turn,))
