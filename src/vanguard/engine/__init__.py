"""The Classic rules engine: pure, seeded, no I/O (RULES.md).

Public API: `new_game()` builds a `Game`; `Game.legal_actions()`, `Game.apply()`,
`Game.view()`, `Game.events_for()`, `Game.clone()`, `Game.state_hash()`; `restrictions()`
what a unit may not do now; `forward()` the options a computer player chooses among.

The installed engine is compiled (mypyc, see setup.py); `COMPILED` tells whether these modules
run compiled or from their sources (`vanguard.native`).
"""

from vanguard import native

COMPILED = native.prepare(__name__, __path__)

# The modules below are imported only now, once `prepare` has chosen where they come from.
from vanguard.engine.actions import Action, forward
from vanguard.engine.constants import ActionKind, Circle, LossReason, Phase, Step
from vanguard.engine.errors import IllegalAction, IllegalCode
from vanguard.engine.game import Game
from vanguard.engine.match import KNOWN_VARIANTS, new_game
from vanguard.engine.restrictions import Restriction, restrictions
from vanguard.engine.state import Result

__all__ = [
    "COMPILED",
    "KNOWN_VARIANTS",
    "Action",
    "ActionKind",
    "Circle",
    "Game",
    "IllegalAction",
    "IllegalCode",
    "LossReason",
    "Phase",
    "Restriction",
    "Result",
    "Step",
    "forward",
    "new_game",
    "restrictions",
]
