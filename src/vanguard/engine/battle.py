"""The battle phase (R12): start, attack, guard, drive, damage and close steps."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vanguard.engine import statics, triggers
from vanguard.engine.actions import Action
from vanguard.engine.checks import trigger_check
from vanguard.engine.constants import (
    BEHIND,
    FACING_BACK,
    FRONT_REAR_CIRCLES,
    FRONT_ROW,
    ActionKind,
    Circle,
    Duration,
    Phase,
    Stat,
    Step,
)
from vanguard.engine.refs import card_ref
from vanguard.engine.rules import check_timing
from vanguard.engine.signals import Signal
from vanguard.engine.state import Battle, Frame, UnitRef
from vanguard.engine.zones import move, rest, retire

if TYPE_CHECKING:
    from vanguard.engine.game import Game


def battle_phase(g: Game) -> None:
    g.phase = Phase.BATTLE
    g.step = Step.NONE
    g.emit("phase", g.turn_player, {"phase": Phase.BATTLE.value, "turn": g.turn})
    g.push((check_timing,), (_start_step,))


def _enter_step(g: Game, step: Step) -> None:
    g.step = step
    g.emit("step", g.turn_player, {"step": step.value})


def resume_battle_at(g: Game, step: Step) -> None:
    """Schedule the battle phase from the beginning of `step` on: the rest of the current
    battle (its roles already in `g.battle`), then the next attack's start step.

    `Step.START` needs no battle. `Step.ATTACK` resumes right after an attack was declared:
    the boost is offered next, and nothing the declaration would have triggered is pending.
    Used to start a game in a prepared position (the scenario harness)."""
    g.phase = Phase.BATTLE
    rest_of_battle = [(_guard_step,), (_drive_step,), (_damage_step,), (_close_step,)]
    if step is Step.START:
        g.step = Step.NONE
        g.push((_start_step,))
        return
    if g.battle is None:
        raise ValueError(f"the {step.value} step needs a battle (attacker and target)")
    if step is Step.ATTACK:
        g.step = Step.ATTACK
        g.push((_boost_timing,), (check_timing,), *rest_of_battle, (_start_step,))
        return
    steps = [Step.GUARD, Step.DRIVE, Step.DAMAGE, Step.CLOSE]
    if step not in steps:
        raise ValueError(f"a battle cannot be resumed at the {step.value!r} step")
    g.step = Step.NONE
    g.push(*rest_of_battle[steps.index(step) :], (_start_step,))


# ---------------------------------------------------------------------------- start (R12.2)


def _start_step(g: Game) -> None:
    _enter_step(g, Step.START)
    g.push((check_timing,), (_attack_timing,))


def attack_options(g: Game, player: int) -> list[Action]:
    """R12.3.2/R12.3.4: a standing front-row unit attacks an opposing front-row unit.
    Nothing can attack on turn 1 (R7.3)."""
    options: list[Action] = []
    if g.turn > 1:
        own = g.players[player].circles
        theirs = g.players[1 - player].circles
        targets = [theirs[c] for c in FRONT_ROW if theirs[c] is not None]
        for circle in FRONT_ROW:
            attacker = own[circle]
            if attacker is None or g.rested[attacker] or statics.cannot_attack(g, attacker):
                continue
            options.extend(Action(ActionKind.ATTACK, player, attacker, target=t) for t in targets)
            if statics.may_attack_back_row(g, attacker):  # R12.3.4.1, AMB-13
                facing = theirs[FACING_BACK[circle]]
                if facing is not None:
                    options.append(Action(ActionKind.ATTACK, player, attacker, target=facing))
    options.append(Action(ActionKind.END_BATTLE, player))
    return options


def _attack_timing(g: Game) -> None:
    player = g.turn_player
    if g.turn == 1:
        g.emit("no_attack_first_turn", player, {})  # R7.3, R12.2.3
    g.ask(player, "attack", attack_options(g, player), _on_attack)


def _on_attack(g: Game, action: Action) -> None:
    if action.kind is ActionKind.END_BATTLE:
        g.step = Step.NONE
        g.emit("battle_phase_ended", action.player, {})
        return
    assert action.card is not None and action.target is not None
    player = action.player
    opponent = 1 - player
    attacker_circle = Circle(g.players[player].circles.index(action.card))
    target_circle = Circle(g.players[opponent].circles.index(action.target))
    _enter_step(g, Step.ATTACK)
    rest(g, action.card)  # R12.3.3
    g.battle = Battle(
        UnitRef(player, attacker_circle, action.card, g.incarnation[action.card]),
        UnitRef(opponent, target_circle, action.target, g.incarnation[action.target]),
    )
    g.emit(
        "attacked",
        player,
        {
            "attacker": {**card_ref(g, action.card), "circle": attacker_circle.name},
            "target": {**card_ref(g, action.target), "circle": target_circle.name},
        },
    )
    triggers.moment(g, "attack_step_start")  # R12.3.1
    if g.standby:  # played at their own check timing, before the boost (R31.20)
        g.push((check_timing,), (_attack_declared,))
        return
    _attack_declared(g)


def _attack_declared(g: Game) -> None:
    """R12.3.5: "when this unit attacks" abilities trigger; the boost and the check timing of
    R12.3.7 follow."""
    assert g.battle is not None
    player = g.turn_player
    attacker, target = g.battle.attacker, g.battle.target
    to = _zone(target)
    if triggers.listening(g, "attack", attacker.iid, to):  # R12.3.5; played at R12.3.7
        triggers.notify(
            g, Signal("attack", attacker.iid, player, _zone(attacker), to, other=target.iid)
        )
    g.push(
        (_boost_timing,),
        (check_timing,),  # R12.3.7: attack/boost triggers
        (_guard_step,),
        (_drive_step,),
        (_damage_step,),
        (_close_step,),
        (_start_step,),
    )


# ---------------------------------------------------------------------------- boost (R12.3.6)


def booster_for(g: Game) -> int | None:
    """The unit that may boost now: standing, with Boost, directly behind the attacker."""
    battle = g.battle
    if battle is None or not g.holds_role(battle.attacker):
        return None
    attacker = battle.attacker
    behind = BEHIND.get(attacker.circle)
    if behind is None or statics.cannot_be_boosted(g, attacker.iid):
        return None
    unit = g.players[attacker.player].circles[behind]
    if unit is None or g.rested[unit] or not g.cards[unit].has_boost:
        return None
    return unit


def _boost_timing(g: Game) -> None:
    unit = booster_for(g)
    if unit is None:
        return
    player = g.turn_player
    options = [Action(ActionKind.BOOST, player, unit), Action(ActionKind.SKIP_BOOST, player)]
    g.ask(player, "boost", options, _on_boost)


def _on_boost(g: Game, action: Action) -> None:
    if action.kind is ActionKind.SKIP_BOOST:
        return
    assert action.card is not None and g.battle is not None
    circle = BEHIND[g.battle.attacker.circle]
    rest(g, action.card)
    g.battle.booster = UnitRef(action.player, circle, action.card, g.incarnation[action.card])
    g.emit("boosted", action.player, {**card_ref(g, action.card), "circle": circle.name})
    booster, attacker = g.battle.booster, g.battle.attacker
    if not (
        triggers.listening(g, "boost", booster.iid, _zone(attacker))
        or triggers.listening(g, "boosted", attacker.iid, "RC")
    ):
        return
    triggers.notify(
        g,
        Signal(
            "boost",
            booster.iid,
            booster.player,
            "RC",
            _zone(attacker),
            other=attacker.iid,
            bind=(("boosted", attacker),),
        ),
    )
    triggers.notify(
        g,
        Signal(
            "boosted",
            attacker.iid,
            attacker.player,
            _zone(attacker),
            "RC",
            other=booster.iid,
            bind=(("booster", booster),),
        ),
    )


def _zone(unit: UnitRef) -> str:
    return "VC" if unit.circle is Circle.VC else "RC"


# ---------------------------------------------------------------------------- guard (R12.4)


def _guard_step(g: Game) -> None:
    _enter_step(g, Step.GUARD)
    g.push((check_timing,), (_guard_timing,))


def guard_options(g: Game, defender: int) -> list[Action]:
    """R12.4.3 guardians (grade <= own vanguard's, C2) and R12.4.4 interceptors."""
    p = g.players[defender]
    options: list[Action] = []
    grade = g.vanguard_grade(defender)
    if "guard_any_grade" in g.variants:
        grade = 99
    seen: set[str] = set()
    bans = statics.guard_call_bans(g, defender)
    for iid in p.hand:
        card = g.cards[iid]
        if card.grade <= grade and card.id not in seen:
            if bans and statics.guard_call_banned(g, bans, iid):
                continue  # R31.30
            seen.add(card.id)
            options.append(Action(ActionKind.GUARD, defender, iid))
    battle = g.battle
    assert battle is not None
    blocked = statics.intercept_blocked(g, defender)  # R31.27
    for circle in FRONT_REAR_CIRCLES:
        unit = p.circles[circle]
        if (
            not blocked
            and unit is not None
            and g.cards[unit].has_intercept
            and unit != battle.target.iid
            and not (g.mods and g.has_flag(unit, Stat.CANNOT_INTERCEPT))
        ):
            options.append(Action(ActionKind.INTERCEPT, defender, unit))
    options.append(Action(ActionKind.END_GUARD, defender))
    return options


def _guard_timing(g: Game) -> None:
    defender = 1 - g.turn_player
    g.ask(defender, "guard", guard_options(g, defender), _on_guard)


def _on_guard(g: Game, action: Action) -> None:
    if action.kind is ActionKind.END_GUARD:
        return
    assert action.card is not None
    if action.kind is ActionKind.GUARD:
        move(g, action.card, "GC", "guard")  # placed, resting (R4.5.3)
    else:
        move(g, action.card, "GC", "intercept")  # a move, not a placement: the same card
    g.push((check_timing,), (_guard_timing,))


# ---------------------------------------------------------------------------- drive (R12.5)


def _drive_step(g: Game) -> None:
    battle = g.battle
    assert battle is not None
    attacker = battle.attacker
    if attacker.circle is not Circle.VC or not g.holds_role(attacker):
        return  # R12.4.7: only an attacking vanguard still on (V) drives
    _enter_step(g, Step.DRIVE)
    checks = statics.drive_count(g, attacker.iid)
    g.push((check_timing,), *[(trigger_check, attacker.player, "drive")] * checks)


# ---------------------------------------------------------------------------- damage (R12.6)


def _damage_step(g: Game) -> None:
    _enter_step(g, Step.DAMAGE)
    g.push((check_timing,), (_hit_test,))


def _hit_test(g: Game) -> None:
    """R12.6.2-R12.6.5: compare, then damage checks or retire, then guardians leave."""
    battle = g.battle
    assert battle is not None
    attacker, target = battle.attacker, battle.target
    if g.holds_role(attacker) and g.holds_role(target):
        attack_power, target_power = g.power(attacker.iid), g.power(target.iid)
        battle.hit = attack_power >= target_power and not g.has_flag(target.iid, Stat.CANNOT_BE_HIT)
        g.emit(
            "hit" if battle.hit else "no_hit",
            attacker.player,
            {
                "attacker": card_ref(g, attacker.iid),
                "target": card_ref(g, target.iid),
                "power": attack_power,
                "target_power": target_power,
            },
        )
    else:
        battle.hit = False
        g.emit("no_hit", attacker.player, {"reason": "left_circle"})  # R12.6.3
    frames: list[Frame] = []
    if battle.hit:
        if target.circle is Circle.VC:
            damage = g.critical(attacker.iid)  # R12.6.4.1: read at this moment
            frames += [(trigger_check, target.player, "damage")] * max(0, damage)
        else:
            frames.append((_retire_hit_rear_guard, target))
    frames += [(_guardians_leave, target.player), (_hit_abilities,), (check_timing,)]
    g.push(*frames)


def _hit_abilities(g: Game) -> None:
    """R12.6.6: 'when ... hits' abilities trigger only now, after the damage processing."""
    battle = g.battle
    assert battle is not None
    if not battle.hit:
        return
    attacker, target, booster = battle.attacker, battle.target, battle.booster
    if g.holds_role(attacker) and triggers.listening(g, "hit", attacker.iid, _zone(target)):
        triggers.notify(
            g,
            Signal("hit", attacker.iid, attacker.player, _zone(attacker), _zone(target)),
        )
    if (
        booster is not None
        and g.holds_role(booster)
        and triggers.listening(g, "boosted_hit", booster.iid, _zone(attacker))
    ):
        triggers.notify(
            g,
            Signal(
                "boosted_hit",
                booster.iid,
                booster.player,
                "RC",
                _zone(attacker),
                other=attacker.iid,
            ),
        )


def _retire_hit_rear_guard(g: Game, target: UnitRef) -> None:
    if g.holds_role(target):
        retire(g, target.iid, reason="hit")  # R12.6.4.2


def _guardians_leave(g: Game, defender: int) -> None:
    """R12.6.5 (C3): in the damage step, after the damage processing."""
    for iid in list(g.players[defender].guardians):
        retire(g, iid, reason="guardian")


# ---------------------------------------------------------------------------- close (R12.7)


def _close_step(g: Game) -> None:
    _enter_step(g, Step.CLOSE)
    triggers.on_moment(g, "close_step")  # R12.7.1, R16.8
    g.push((check_timing,), (_end_battle,), (check_timing,))


def _end_battle(g: Game) -> None:
    """R12.7.2: until-end-of-battle effects end and battle roles are cleared."""
    g.expire(Duration.BATTLE)
    g.battle = None
    g.emit("battle_ended", g.turn_player, {})
