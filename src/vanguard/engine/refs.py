"""How cards are named in events and views."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from vanguard.engine.game import Game


def card_ref(g: Game, iid: int) -> dict[str, Any]:
    """A public card: its instance number and card id."""
    return {"iid": iid, "card": g.cards[iid].id}
