"""Names of circles, phases, steps and decisions (R4.2, R7, R12, R20)."""

from __future__ import annotations

from enum import IntEnum, StrEnum


class Circle(IntEnum):
    """The six circles of a player's field (R4.2.1); the value indexes `PlayerState.circles`."""

    RC_FL = 0
    VC = 1
    RC_FR = 2
    RC_BL = 3
    RC_BC = 4
    RC_BR = 5


VC = Circle.VC
FRONT_ROW: tuple[Circle, ...] = (Circle.RC_FL, Circle.VC, Circle.RC_FR)
BACK_ROW: tuple[Circle, ...] = (Circle.RC_BL, Circle.RC_BC, Circle.RC_BR)
REAR_CIRCLES: tuple[Circle, ...] = (
    Circle.RC_FL,
    Circle.RC_FR,
    Circle.RC_BL,
    Circle.RC_BC,
    Circle.RC_BR,
)
FRONT_REAR_CIRCLES: tuple[Circle, ...] = (Circle.RC_FL, Circle.RC_FR)
#: The back-row circle of the same column (R4.2.3), used by boost (R12.3.6).
BEHIND: dict[Circle, Circle] = {
    Circle.RC_FL: Circle.RC_BL,
    Circle.VC: Circle.RC_BC,
    Circle.RC_FR: Circle.RC_BR,
}
#: Columns whose two circles can exchange units in the main phase (R11.2.2).
#: The opponent's back-row circle across the table from a front-row circle (R4.2.4).
FACING_BACK: dict[Circle, Circle] = {
    Circle.RC_FL: Circle.RC_BR,
    Circle.VC: Circle.RC_BC,
    Circle.RC_FR: Circle.RC_BL,
}
MOVABLE_COLUMNS: tuple[tuple[Circle, Circle], ...] = (
    (Circle.RC_FL, Circle.RC_BL),
    (Circle.RC_FR, Circle.RC_BR),
)
CIRCLE_BY_NAME: dict[str, Circle] = {c.name: c for c in Circle}


class Phase(StrEnum):
    SETUP = "setup"
    STAND = "stand"
    DRAW = "draw"
    RIDE = "ride"
    MAIN = "main"
    BATTLE = "battle"
    END = "end"
    OVER = "over"


class Step(StrEnum):
    """Steps of one battle (R12)."""

    NONE = "none"
    START = "start"
    ATTACK = "attack"
    GUARD = "guard"
    DRIVE = "drive"
    DAMAGE = "damage"
    CLOSE = "close"


class ActionKind(StrEnum):
    """Every kind of decision a player can make (R16.5.2)."""

    CHOOSE_VANGUARD = "choose_vanguard"
    MULLIGAN = "mulligan"
    RIDE = "ride"
    SKIP_RIDE = "skip_ride"
    CALL = "call"
    MOVE = "move"
    END_MAIN = "end_main"
    ATTACK = "attack"
    END_BATTLE = "end_battle"
    BOOST = "boost"
    SKIP_BOOST = "skip_boost"
    GUARD = "guard"
    INTERCEPT = "intercept"
    END_GUARD = "end_guard"
    TRIGGER_POWER = "trigger_power"
    TRIGGER_CRITICAL = "trigger_critical"
    TRIGGER_STAND = "trigger_stand"
    HEAL = "heal"
    RIDE_FROM_SOUL = "ride_from_soul"
    CONCEDE = "concede"
    # Card abilities (R16)
    ACTIVATE = "activate"
    PLAY_ABILITY = "play_ability"
    YES = "yes"
    NO = "no"
    CHOOSE = "choose"
    CHOOSE_NONE = "choose_none"
    SELECT = "select"
    NUMBER = "number"
    CHOOSE_CIRCLE = "choose_circle"
    TOP = "top"
    BOTTOM = "bottom"


class Stat(IntEnum):
    """What a modifier changes: a value, or a timed restriction / lost skill (R18)."""

    POWER = 0
    CRITICAL = 1
    SHIELD = 2
    CANNOT_BE_HIT = 3
    NO_STAND = 4
    """Cannot stand in its master's next stand phase (R8.3)."""
    NO_TWIN_DRIVE = 5
    NO_RESTRAINT = 6
    CANNOT_INTERCEPT = 7


class Duration(IntEnum):
    """How long a timed modifier lasts (R18.6)."""

    BATTLE = 0
    TURN = 1
    NEXT_STAND = 2
    """Until the end of the unit's master's next stand phase (R8.3)."""
    NEXT_TURN = 3
    """Until the end of the turn after this one; at this turn's end it becomes TURN."""
    TURN_AFTER_NEXT = 4
    """Until the end of the second turn from now; at this turn's end it becomes NEXT_TURN."""


class LossReason(StrEnum):
    """Why a player lost (R1.8)."""

    DAMAGE = "damage"
    DECK_OUT = "deck_out"
    NO_VANGUARD = "no_vanguard"
    EFFECT = "effect"
    CONCEDE = "concede"


TRIGGER_POWER_BONUS = 5000
"""Power part of every Classic trigger (R14.3, C7)."""

LOSING_DAMAGE = 6
"""Damage at which a player loses (R1.3.1)."""

OPENING_HAND = 5
"""Cards drawn at setup (R6.5)."""
