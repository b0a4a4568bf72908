"""Moving cards between zones (R4.6, R17), each move announced as an event.

Every move that is not circle-to-circle bumps the card's incarnation, which ends its modifiers
and battle roles (R4.6.1, R19.1) without any bookkeeping.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from vanguard.engine import triggers
from vanguard.engine.constants import Circle
from vanguard.engine.refs import card_ref

if TYPE_CHECKING:
    from vanguard.engine.game import Game


def renew(g: Game, iid: int) -> None:
    g.incarnation[iid] += 1
    g.rested[iid] = False
    g.face_down[iid] = False


def draw(g: Game, player: int, count: int = 1) -> int:
    """Draw up to `count` cards (R17.1); an empty deck draws nothing. Returns cards drawn."""
    p = g.players[player]
    drawn: list[int] = []
    for _ in range(count):
        if not p.deck:
            break
        iid = p.deck.pop()
        renew(g, iid)
        p.hand.append(iid)
        drawn.append(iid)
    if drawn:
        g.emit(
            "drew",
            player,
            {"count": len(drawn)},
            {"cards": [card_ref(g, i) for i in drawn]},
        )
    return len(drawn)


def place(g: Game, player: int, iid: int, circle: Circle, rested: bool = False) -> None:
    """Place a card on a circle (R4.6.2). A rear-guard already there waits in `overflow` for
    the rule action that drops it (R11.2.1.1, R16.6.2). The card must already be removed
    from its previous zone."""
    p = g.players[player]
    renew(g, iid)
    g.rested[iid] = rested
    previous = p.circles[circle]
    if previous is not None:
        if circle is Circle.VC:
            # Only a ride puts a card over the vanguard, and a ride moves the stack to the
            # soul itself (R10.2); anything else is the rule action of R16.6.3.
            p.soul.append(previous)
            renew(g, previous)
        else:
            p.overflow.append((circle, previous))
    p.circles[circle] = iid
    triggers.on_placed(g, iid, "VC" if circle is Circle.VC else "RC")


def ride(g: Game, player: int, iid: int) -> None:
    """Put `iid` on top of the vanguard circle (R10.2): the old vanguard joins the soul."""
    p = g.players[player]
    old = p.circles[Circle.VC]
    if old is not None:
        p.circles[Circle.VC] = None
        renew(g, old)
        p.soul.append(old)
    place(g, player, iid, Circle.VC)
    if old is not None:
        triggers.on_ridden(g, old, iid)  # R10.5: at the same moment as the placement


def take_from_hand(g: Game, player: int, iid: int) -> None:
    g.players[player].hand.remove(iid)


def retire(g: Game, player: int, iid: int, reason: str) -> None:
    """Put a rear-guard or guardian into its owner's drop zone (R17.6)."""
    p = g.players[player]
    source = "GC"
    if iid in p.guardians:
        p.guardians.remove(iid)
    else:
        for circle in Circle:
            if p.circles[circle] == iid:
                p.circles[circle] = None
                source = circle.name
                break
        else:
            for index, (circle, displaced) in enumerate(p.overflow):
                if displaced == iid:
                    del p.overflow[index]
                    source = circle.name
                    break
    renew(g, iid)
    p.drop.append(iid)
    g.emit("retired", player, {**card_ref(g, iid), "from": source, "reason": reason})
    triggers.on_dropped(g, iid, "GC" if source == "GC" else "RC")


def to_damage(g: Game, player: int, iid: int) -> None:
    """A checked card enters the damage zone face up (R4.4.1)."""
    p = g.players[player]
    renew(g, iid)
    p.damage.append(iid)
    g.emit("damage_taken", player, {**card_ref(g, iid), "damage": len(p.damage)})


def rest(g: Game, iid: int) -> None:
    g.rested[iid] = True


def stand(g: Game, iid: int) -> bool:
    """Stand a unit; standing a standing unit is no event (R2.2.1). Returns whether it stood."""
    if not g.rested[iid]:
        return False
    g.rested[iid] = False
    return True


def shuffle_deck(g: Game, player: int) -> None:
    g.rng.shuffle(g.players[player].deck)
    g.emit("shuffled", player, {})


def detach(g: Game, iid: int) -> str:
    """Take a card out of a non-circle zone (hand, deck, soul, drop, damage); returns where
    it was. Used by effects that move cards from anywhere (superior call, search...)."""
    p = g.players[g.owner[iid]]
    for name, cards in (
        ("hand", p.hand),
        ("deck", p.deck),
        ("soul", p.soul),
        ("drop", p.drop),
        ("damage", p.damage),
    ):
        if iid in cards:
            cards.remove(iid)
            return name
    raise ValueError(f"card {iid} is not in a non-circle zone")


def leave_circle(g: Game, iid: int) -> Circle:
    """Take a unit off its rear-guard circle (for moves to soul, deck or hand)."""
    circles = g.players[g.owner[iid]].circles
    circle = Circle(circles.index(iid))
    circles[circle] = None
    return circle
