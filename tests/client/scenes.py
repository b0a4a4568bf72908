"""Positions the browser tests feed to the page as the server's `state` messages (engine
scenarios at a chosen moment), and the cards they are made of."""

from __future__ import annotations

from vanguard.cards import default_database
from vanguard.engine import Game
from vanguard.testing import Scenario

ALFRED = "King of Knights, Alfred"
BLASTER_BLADE = "Blaster Blade"
GALLATIN = "Knight of Silence, Gallatin"
MARRON = "Little Sage, Marron"
NEHALEM = "Dragon Knight, Nehalem"
TRUMPETER = "Stardust Trumpeter"


def card_id(name: str) -> str:
    """The id the page shows a card by (`data-card`)."""
    card = default_database().by_name(name)
    assert card is not None, name
    return card.id


def attacking() -> Game:
    """Seat 0's battle phase, turn 3: Gallatin on the vanguard circle with Marron behind it
    and Trumpeter on the front left, against Nehalem on the vanguard circle and front right."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BC", MARRON).rear("RC_FL", TRUMPETER)
    s.player(1).vanguard(NEHALEM).rear("RC_FR", NEHALEM)
    h = s.start(phase="battle", turn=3)
    assert h.decision == "attack"
    return h.game


def blaster_blade_asks() -> Game:
    """Blaster Blade just called to a rear-guard circle, with three damage: its AUTO asks
    whether to pay Counter Blast 2 (R16.3.8)."""
    s = Scenario()
    s.player(0).vanguard(ALFRED).hand(BLASTER_BLADE)
    s.player(0).damage(MARRON, TRUMPETER, GALLATIN)
    s.player(1).vanguard(NEHALEM).rear("RC_FL", NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("call", card=BLASTER_BLADE, circle="RC_FL")
    assert h.decision == "use_ability"
    return h.game
