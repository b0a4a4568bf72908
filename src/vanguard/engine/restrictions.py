"""What a unit may not do now, and which skills it has lost: readable without the internals.

Restrictions live in two places: timed ones are modifiers of a kind that is not a value
(`Stat` other than power, critical and shield: "cannot be hit until end of battle", "does not
stand in the next stand phase", a lost skill, R18.5-R18.6), and continuous ones come from CONT
abilities that apply now (Restraint's "cannot attack", "cannot be boosted", R16.1.3).
`restrictions()` lists both, so a test, a client or a player can ask "why can't this unit
attack?" through the public API. A new kind of restriction added to `Stat` shows up here
without a change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from vanguard.engine import statics
from vanguard.engine.constants import Stat
from vanguard.engine.filters import zone_of

if TYPE_CHECKING:
    from vanguard.engine.game import Game

#: Modifier kinds that change a value; every other `Stat` is a restriction or a lost skill.
VALUE_STATS = frozenset({Stat.POWER, Stat.CRITICAL, Stat.SHIELD})


class Restriction(NamedTuple):
    """One restriction on a card: `name` is the `Stat` name in lower case for a timed one
    (`cannot_be_hit`, `no_stand`, `no_twin_drive`, `no_restraint`, ...) or `cannot_attack` /
    `cannot_be_boosted` / `cannot_intercept` for a continuous one; `until` is how long a timed
    one lasts (`battle`, `turn`, `next_stand`, from `Duration`) and None for a continuous one,
    which lasts while its ability applies."""

    name: str
    until: str | None


def restrictions(g: Game, iid: int) -> list[Restriction]:
    """The restrictions and lost skills on card `iid` now, timed ones first, each once."""
    if not 0 <= iid < len(g.cards):
        raise ValueError(f"no card {iid} in this game")
    inc = g.incarnation[iid]
    found: list[Restriction] = []
    for mod in g.mods:
        if mod.iid == iid and mod.incarnation == inc and mod.stat not in VALUE_STATS:
            item = Restriction(mod.stat.name.lower(), mod.duration.name.lower())
            if item not in found:
                found.append(item)
    if statics.cannot_attack(g, iid):
        found.append(Restriction("cannot_attack", None))
    if statics.cannot_be_boosted(g, iid):
        found.append(Restriction("cannot_be_boosted", None))
    if zone_of(g, iid) == "RC" and statics.intercept_blocked(g, g.owner[iid]):  # R31.27
        found.append(Restriction("cannot_intercept", None))
    return found
