"""The fixed-size observation: a player's view (R22) as a vector of floats in [0, 1].

Built from `game.view(player)` and nothing else, so it holds exactly what that player may
know: the opponent's hand and both decks are counts, a face-down unit of the opponent is
only "a face-down unit". Layout (see `OBSERVATION_SIZE`):

1. Global (45): turn / 60, "my turn", "I went first", "I decide", "game over", one-hots of
   the phase (8), the battle step (7) and the decision asked (`PROMPT_KINDS` + other, 25).
2. Two player blocks, mine then the opponent's (52 each): deck, hand, soul and drop counts
   / 50, damage and face-up damage / 6, guardians / 10, trigger zone occupied, mulliganed,
   rode this turn; then for each circle (engine order RC_FL, VC, RC_FR, RC_BL, RC_BC, RC_BR):
   occupied, face down, rested, power / 50000, critical / 5, shield / 50000, grade / 3.
3. Battle (2): a battle is on, its attack hit.
4. One row of 28 per card reference (the 100 references of `vanguard.env.actions`: mine
   first): where the card is as far as the view shows (`LOCATIONS` one-hot; all zero when
   the view does not show it, e.g. in a deck or the opponent's hand), then what it is when
   shown: shown, grade / 3, power / 13000, shield / 10000, critical / 4, sentinel, trigger
   one-hot (none, critical, draw, stand, heal), card number (1..94) / 95.

Counts and values above their scale are clipped to 1.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

import numpy as np

from vanguard.cards import Card, default_database
from vanguard.cards.models import Trigger
from vanguard.engine.constants import Circle, DecisionKind, Phase, Step
from vanguard.env.actions import CARD_REFS, card_ref

#: Every decision the engine can ask, in the enum's order (one truth: `DecisionKind`).
PROMPT_KINDS: tuple[str, ...] = tuple(DecisionKind)
PHASES: tuple[Phase, ...] = tuple(Phase)
STEPS: tuple[Step, ...] = tuple(Step)
LOCATIONS: tuple[str, ...] = (
    "hand",
    *(circle.name for circle in Circle),
    "soul",
    "drop",
    "damage_face_up",
    "damage_face_down",
    "guardian",
    "trigger_zone",
    "attacker",
    "target",
    "booster",
)
TRIGGERS: tuple[Trigger, ...] = tuple(Trigger)

GLOBAL_SIZE = 5 + len(PHASES) + len(STEPS) + len(PROMPT_KINDS) + 1
UNIT_FEATURES = 7
PLAYER_SIZE = 10 + len(Circle) * UNIT_FEATURES
BATTLE_SIZE = 2
CARD_FEATURES = 7 + len(TRIGGERS)
REF_SIZE = len(LOCATIONS) + CARD_FEATURES
OBSERVATION_SIZE = GLOBAL_SIZE + 2 * PLAYER_SIZE + BATTLE_SIZE + CARD_REFS * REF_SIZE


@cache
def _card_numbers() -> dict[str, int]:
    """A stable number per card (1-based, by card id), for the identity feature."""
    return {
        card_id: n for n, card_id in enumerate(sorted(c.id for c in default_database().all()), 1)
    }


@cache
def _card(card_id: str) -> Card:
    return default_database().lookup(card_id)


def _scaled(value: float, scale: float) -> float:
    return min(max(value / scale, 0.0), 1.0)


@cache
def _card_features(card_id: str) -> tuple[float, ...]:
    card = _card(card_id)
    numbers = _card_numbers()
    return (
        1.0,
        _scaled(card.grade, 3),
        _scaled(card.power, 13000),
        _scaled(card.shield, 10000),
        _scaled(card.critical, 4),
        float(card.sentinel),
        *(float(card.trigger is trigger) for trigger in TRIGGERS),
        numbers[card_id] / (len(numbers) + 1),
    )


def _global(view: Mapping[str, Any], player: int) -> list[float]:
    decision = view["decision"]
    return [
        _scaled(view["turn"], 60),
        float(view["turn_player"] == player),
        float(view["first_player"] == player),
        float(view["deciding"] == player),
        float(view["result"] is not None),
        *(float(view["phase"] == phase.value) for phase in PHASES),
        *(float(view["step"] == step.value) for step in STEPS),
        *(float(decision == kind) for kind in PROMPT_KINDS),
        float(decision is not None and decision not in PROMPT_KINDS),
    ]


def _unit(unit: Mapping[str, Any] | None) -> list[float]:
    if unit is None:
        return [0.0] * UNIT_FEATURES
    grade = _card(unit["card"]).grade if "card" in unit else 0
    return [
        1.0,
        float(bool(unit.get("face_down"))),
        float(bool(unit.get("rested"))),
        _scaled(unit.get("power", 0), 50000),
        _scaled(unit.get("critical", 0), 5),
        _scaled(unit.get("shield", 0), 50000),
        _scaled(grade, 3),
    ]


def _player(side: Mapping[str, Any]) -> list[float]:
    damage = side["damage"]
    features = [
        _scaled(side["deck_count"], 50),
        _scaled(side["hand_count"], 50),
        _scaled(len(side["soul"]), 50),
        _scaled(len(side["drop"]), 50),
        _scaled(len(damage), 6),
        _scaled(sum(1 for card in damage if card["face_up"]), 6),
        _scaled(len(side["guardians"]), 10),
        float(side["trigger_zone"] is not None),
        float(bool(side["mulliganed"])),
        float(bool(side["ridden_this_turn"])),
    ]
    for circle in Circle:
        features.extend(_unit(side["field"][circle.name]))
    return features


def _shown_cards(view: Mapping[str, Any], player: int) -> list[tuple[str, Mapping[str, Any]]]:
    """(location, card) for every card the view names, in the view's order."""
    shown: list[tuple[str, Mapping[str, Any]]] = []
    for side in view["players"]:
        shown.extend(("hand", card) for card in side.get("hand", []))
        for circle in Circle:
            unit = side["field"][circle.name]
            if unit is not None and "iid" in unit:
                shown.append((circle.name, unit))
        shown.extend(("soul", card) for card in side["soul"])
        shown.extend(("drop", card) for card in side["drop"])
        for card in side["damage"]:
            shown.append(("damage_face_up" if card["face_up"] else "damage_face_down", card))
        shown.extend(("guardian", card) for card in side["guardians"])
        if side["trigger_zone"] is not None:
            shown.append(("trigger_zone", side["trigger_zone"]))
    battle = view["battle"]
    if battle is not None:
        for role in ("attacker", "target", "booster"):
            # A role whose unit left its circle names no card (R12.1.2, R22).
            if battle[role] is not None and battle[role]["iid"] is not None:
                shown.append((role, battle[role]))
    return shown


def encode_observation(view: Mapping[str, Any], player: int) -> np.ndarray:
    """The observation vector of `player` from `view(player)` (float32, `OBSERVATION_SIZE`)."""
    if view["viewer"] != player:
        raise ValueError("an observation is built from the player's own view")
    me, opponent = view["players"][player], view["players"][1 - player]
    battle = view["battle"]
    head = [
        *_global(view, player),
        *_player(me),
        *_player(opponent),
        float(battle is not None),
        float(battle is not None and bool(battle["hit"])),
    ]
    refs = np.zeros((CARD_REFS, REF_SIZE), dtype=np.float32)
    for location, card in _shown_cards(view, player):
        row = refs[card_ref(card["iid"], player)]
        row[LOCATIONS.index(location)] = 1.0
        row[len(LOCATIONS) :] = _card_features(card["card"])
    return np.concatenate([np.asarray(head, dtype=np.float32), refs.ravel()])
