"""Everything a refused decision must leave as it was (R20.1), part by part.

`snapshot(game)` reads a game through its public API (hash, legal actions, every view, the
event count) and through the state it is made of (zones, per-card flags, modifiers, the
battle, the work still to do), so that `Harness.reject` can say not only *that* something
changed but *what*: a test of an illegal action fails with the names of the parts that moved.
"""

from __future__ import annotations

import json
from typing import Any

from vanguard.engine import Game


def snapshot(g: Game) -> dict[str, str]:
    """Named parts of the whole state of `g`, each frozen into text when taken (the game's
    lists change in place), so that two snapshots compare part by part."""
    return {name: repr(value) for name, value in _parts(g).items()}


def _parts(g: Game) -> dict[str, Any]:
    battle = g.battle
    data = g.to_data()
    return {
        # The position as data, field by field: nothing of the state can be missed.
        **{f"position.{name}": value for name, value in data["state"].items()},
        "state_hash": g.state_hash(),
        "random_state": g.rng.state,
        "legal_actions": [a.to_dict() for a in g.legal_actions()],
        "decision": None if g.prompt is None else (g.prompt.player, g.prompt.kind),
        "views": json.dumps([g.view(0), g.view(1), g.view(None)], sort_keys=True),
        "event_count": len(g.events),
        "turn": (g.turn, g.turn_player, g.first_player, g.phase.value, g.step.value),
        "zones": [
            (p.deck, p.hand, p.soul, p.drop, p.damage, p.circles, p.guardians, p.trigger)
            for p in g.players
        ]
        + [[(p.mulliganed, p.ride_used, p.overflow) for p in g.players]],
        "card_flags": (g.rested, g.face_down, g.incarnation),
        "modifiers": list(g.mods),
        "battle": None
        if battle is None
        else (battle.attacker, battle.target, battle.booster, battle.hit),
        "abilities": (g.standby, g.delayed, g.grants, g.ctx, sorted(g.once_used)),
        "work_stack": data["state"]["stack"],
        "result": None if g.result is None else g.result.to_dict(),
    }


def changed_parts(before: dict[str, str], after: dict[str, str]) -> list[str]:
    """The names of the parts that differ."""
    return [name for name in before if before[name] != after.get(name)]
