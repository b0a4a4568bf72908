"""What happened, as one typed record that AUTO abilities are matched against (R16.3.1).

Every card move (`zones.move`) produces a zone-change signal; the battle and the turn produce
the other kinds (an attack, a boost, a hit, a drive check, the beginning of a phase or step).
`triggers.notify` compares each signal with the `EventPattern` of every ability that may
listen, so what an ability waits for is data, not a place in the engine.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Signal(NamedTuple):
    """One happening. Plain data (it may be kept as an ability's binding).

    `kind` is an `EventKind` of the vocabulary; `card` the card it is about (-1 for a moment);
    `player` that card's owner (the turn player for a moment); `source`/`to` the zones a card
    left and entered (for battle events: the unit's circle and the other unit's, 'VC' or
    'RC'); `cause` what moved it (or which moment); `other` the other card involved (the
    rider, the boosted unit, the revealed card; -1 if none); `bind` what the triggered
    ability may refer to (e.g. ('boosted', UnitRef))."""

    kind: str
    card: int
    player: int
    source: str = ""
    to: str = ""
    cause: str = ""
    other: int = -1
    bind: tuple[tuple[str, Any], ...] = ()


def zone_change(
    card: int, player: int, source: str, to: str, cause: str, other: int = -1
) -> Signal:
    """The typed zone-change event: `card` of `player` went from `source` to `to`."""
    return Signal("zone", card, player, source, to, cause, other)
