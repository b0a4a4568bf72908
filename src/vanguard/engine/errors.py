"""Errors raised by the engine."""

from __future__ import annotations

from enum import StrEnum


class IllegalCode(StrEnum):
    """Reason codes for rejected actions (R20.3)."""

    NOT_YOUR_DECISION = "NOT_YOUR_DECISION"
    WRONG_PHASE = "WRONG_PHASE"
    RIDE_GRADE = "RIDE_GRADE"
    RIDE_USED = "RIDE_USED"
    CALL_GRADE = "CALL_GRADE"
    BAD_CIRCLE = "BAD_CIRCLE"
    NO_ATTACK_TURN1 = "NO_ATTACK_TURN1"
    BAD_ATTACKER = "BAD_ATTACKER"
    BAD_TARGET = "BAD_TARGET"
    BAD_BOOSTER = "BAD_BOOSTER"
    BAD_INTERCEPT = "BAD_INTERCEPT"
    COST_UNPAYABLE = "COST_UNPAYABLE"
    ONCE_PER_TURN = "ONCE_PER_TURN"
    MULLIGAN_USED = "MULLIGAN_USED"
    BAD_CHOICE = "BAD_CHOICE"
    GAME_OVER = "GAME_OVER"
    STALE_DECISION = "STALE_DECISION"
    """An indexed decision (`Game.apply_index`) named a state version that has passed: the
    game moved on before the decision arrived. Not a rule of R20.3: a protocol guard."""


class IllegalAction(ValueError):
    """An action that is not legal now. The game state is unchanged (R20.1)."""

    def __init__(self, code: IllegalCode, message: str) -> None:
        super().__init__(f"{code.value}: {message}")
        self.code = code
        self.message = message
