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
    GO_FIRST = "go_first"
    GO_SECOND = "go_second"
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
    BACK = "back"
    """Return from the cost's first choice to the "you may" question, nothing paid (R16.3.8)."""


class DecisionKind(StrEnum):
    """What a prompt asks (`Prompt.kind`, `view()['decision']`): one name per kind of
    question, for the AI, the environment, the protocol and the browser client."""

    ATTACK = "attack"
    BOOST = "boost"
    BOTTOM_ORDER = "bottom_order"
    CALL_CIRCLE = "call_circle"
    CHOOSE = "choose"
    CHOOSE_FIRST = "choose_first"
    CHOOSE_VANGUARD = "choose_vanguard"
    COUNTER_BLAST = "counter_blast"
    DISCARD = "discard"
    DRAW_UP_TO = "draw_up_to"
    GUARD = "guard"
    HEAL = "heal"
    LOOK_UP_TO = "look_up_to"
    MAIN = "main"
    MULLIGAN = "mulligan"
    PAY_COST = "pay_cost"
    PLAY_ABILITY = "play_ability"
    REAR_GUARD_TO_SOUL = "rear_guard_to_soul"
    RIDE = "ride"
    RIDE_FROM_SOUL = "ride_from_soul"
    SEARCH = "search"
    SOUL_BLAST = "soul_blast"
    TOP_OR_BOTTOM = "top_or_bottom"
    TRIGGER_CRITICAL = "trigger_critical"
    TRIGGER_POWER = "trigger_power"
    TRIGGER_STAND = "trigger_stand"
    USE_ABILITY = "use_ability"


class EventKind(StrEnum):
    """Every kind of event the engine emits (`Event.kind`); fields per kind in docs/API.md."""

    ABILITY_ENDED = "ability_ended"
    ABILITY_PLAYED = "ability_played"
    ABILITY_TRIGGERED = "ability_triggered"
    ATTACKED = "attacked"
    BATTLE_ENDED = "battle_ended"
    BATTLE_PHASE_ENDED = "battle_phase_ended"
    BOOSTED = "boosted"
    CALLED = "called"
    CHECK_REVEALED = "check_revealed"
    CHOSE = "chose"
    CONCEDED = "conceded"
    COUNTER_BLAST = "counter_blast"
    COUNTER_CHARGE = "counter_charge"
    CRITICAL_CHANGED = "critical_changed"
    DAMAGE_TAKEN = "damage_taken"
    DISCARDED = "discarded"
    DREW = "drew"
    DRIVE_TO_HAND = "drive_to_hand"
    FIRST_PLAYER = "first_player"
    FIRST_PLAYER_CHOSEN = "first_player_chosen"
    FIRST_PLAYER_DRAW = "first_player_draw"
    FIRST_VANGUARD_SET = "first_vanguard_set"
    FOUND = "found"
    GAINED_ABILITY = "gained_ability"
    GAME_OVER = "game_over"
    GAME_STARTED = "game_started"
    GUARDED = "guarded"
    HEALED = "healed"
    HIT = "hit"
    INTERCEPTED = "intercepted"
    LOOKED_AT_TOP = "looked_at_top"
    LOST_ABILITY = "lost_ability"
    MAIN_PHASE_ENDED = "main_phase_ended"
    MILLED = "milled"
    MOVED = "moved"
    MULLIGAN = "mulligan"
    NO_ATTACK_FIRST_TURN = "no_attack_first_turn"
    NO_HIT = "no_hit"
    PHASE = "phase"
    POWER_CHANGED = "power_changed"
    PUT_INTO_DROP = "put_into_drop"
    PUT_INTO_HAND = "put_into_hand"
    PUT_INTO_SOUL = "put_into_soul"
    PUT_ON_DECK = "put_on_deck"
    PUT_ON_VANGUARD_CIRCLE = "put_on_vanguard_circle"
    RESTED = "rested"
    RESTRICTED = "restricted"
    RETIRED = "retired"
    RETURNED_TO_DECK = "returned_to_deck"
    REVEALED = "revealed"
    RODE = "rode"
    SEARCHED_DECK = "searched_deck"
    SHIELD_CHANGED = "shield_changed"
    SHUFFLED = "shuffled"
    SOUL_BLAST = "soul_blast"
    SOUL_CHARGE = "soul_charge"
    STAND_UP = "stand_up"
    STEP = "step"
    STOOD = "stood"
    SUPERIOR_CALL = "superior_call"
    SUPERIOR_RIDE = "superior_ride"
    TRIGGER = "trigger"
    TURN_ENDED = "turn_ended"
    TURN_STARTED = "turn_started"


class Zone(StrEnum):
    """Where a card is (`filters.zone_of`): the circles as the rules group them, the zones of
    R4.1, and 'nowhere' for a card that has left the game."""

    GC = "GC"
    RC = "RC"
    VC = "VC"
    DAMAGE = "damage"
    DECK = "deck"
    DROP = "drop"
    HAND = "hand"
    NOWHERE = "nowhere"
    SOUL = "soul"
    TRIGGER = "trigger"


MULLIGAN_CR119 = "mulligan_cr119"
"""Variant R30.13.1: the redraw returns, shuffles, then draws (CR 1.19 order, C1)."""

FIRST_PLAYER_CHOICE = "first_player_choice"
"""Variant R30.13.2: the winner of the random draw chooses to go first or second (C11)."""


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
