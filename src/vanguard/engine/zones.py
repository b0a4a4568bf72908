"""Moving cards between zones (R4.6, R17): one path for every move.

`move_cards` is the only code that takes a card out of a zone and puts it into another. For
each card it updates the zone lists, bumps the card's incarnation (every move that is not
circle-to-circle makes it a new card, R4.6.1, which ends its modifiers and battle roles
without any bookkeeping), then writes one log event for the move and hands one typed
zone-change `Signal` per card to `triggers.notify`, where AUTO abilities match it against
their patterns. The helpers below (`draw`, `ride`, `retire`...) only name the common moves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from vanguard.engine import triggers
from vanguard.engine.constants import Circle
from vanguard.engine.refs import card_ref
from vanguard.engine.signals import Signal

if TYPE_CHECKING:
    from vanguard.engine.game import Game
    from vanguard.engine.state import PlayerState

__all__ = [
    "card_ref",
    "draw",
    "move",
    "move_cards",
    "place",
    "rest",
    "retire",
    "ride",
    "shuffle_deck",
    "stand",
    "to_damage",
]

_CIRCLE_ZONES = ("VC", "RC", "GC")
_CIRCLE_NAMES = tuple(circle.name for circle in Circle)
_CIRCLE_PLACES = frozenset((*_CIRCLE_NAMES, "GC"))


def renew(g: Game, iid: int) -> None:
    """The card becomes a new card (R4.6.1): standing, face up, a new incarnation."""
    g.incarnation[iid] += 1
    g.rested[iid] = False
    g.face_down[iid] = False


def _take(g: Game, p: PlayerState, iid: int) -> str:
    """Take the card out of wherever it is; returns the exact place (a circle's name, 'GC',
    'hand', 'deck'...)."""
    deck = p.deck
    if deck and deck[-1] == iid:
        deck.pop()
        return "deck"
    if iid in p.hand:
        p.hand.remove(iid)
        return "hand"
    circles = p.circles
    if iid in circles:
        index = circles.index(iid)
        circles[index] = None
        return _CIRCLE_NAMES[index]
    if p.trigger == iid:
        p.trigger = None
        return "trigger"
    if iid in p.guardians:
        p.guardians.remove(iid)
        return "GC"
    if iid in p.soul:
        p.soul.remove(iid)
        return "soul"
    if iid in p.drop:
        p.drop.remove(iid)
        return "drop"
    if iid in p.damage:
        p.damage.remove(iid)
        return "damage"
    if iid in deck:
        deck.remove(iid)
        return "deck"
    if p.trigger == iid:
        p.trigger = None
        return "trigger"
    for index, (circle, displaced) in enumerate(p.overflow):
        if displaced == iid:
            del p.overflow[index]
            return circle.name
    raise ValueError(f"card {iid} is in no zone")


def _relocate(
    g: Game, iid: int, to: str, circle: Circle | None, rested: bool, bottom: bool
) -> tuple[str, int]:
    """Move one card; returns the exact place it left and the vanguard it displaced (or -1)."""
    p = g.players[g.owner[iid]]
    place = _take(g, p, iid)
    displaced = -1
    if place in _CIRCLE_PLACES and to in _CIRCLE_ZONES:
        g.drop_roles(iid)  # a move between circles keeps the card (R4.6.1) but not its roles
    else:
        renew(g, iid)
    if to == "hand":
        p.hand.append(iid)
    elif to == "deck":
        if bottom:
            p.deck.insert(0, iid)
        else:
            p.deck.append(iid)
    elif to == "soul":
        p.soul.append(iid)
    elif to == "drop":
        p.drop.append(iid)
    elif to == "damage":
        p.damage.append(iid)
    elif to == "trigger":
        p.trigger = iid
    elif to == "GC":
        p.guardians.append(iid)
        g.rested[iid] = True  # R4.5.3
    elif to in ("VC", "RC"):
        assert circle is not None
        g.rested[iid] = rested
        previous = p.circles[circle]
        if previous is not None:
            if circle is Circle.VC:
                # Only a ride puts a card over the vanguard, and a ride moves the stack to
                # the soul first (R10.2); anything else is the rule action of R16.6.3.
                p.circles[circle] = None
                renew(g, previous)
                p.soul.append(previous)
                displaced = previous
            else:
                # Waits for the rule action that drops it (R11.2.1.1, R16.6.2).
                p.overflow.append((circle, previous))
        p.circles[circle] = iid
    else:
        raise ValueError(f"unknown zone {to!r}")
    return place, displaced


def _announce(g: Game, card: int, place: str, to: str, cause: str, other: int = -1) -> None:
    """The typed zone-change signal of one move, matched against the AUTO abilities
    (R16.3.1); not built at all when nothing could be waiting for it."""
    if triggers.waits_for_move(g, card, to):
        source = "RC" if place.startswith("RC") else place
        triggers.notify(g, Signal("zone", card, g.owner[card], source, to, cause, other))


def move_cards(
    g: Game,
    cards: Sequence[int],
    to: str,
    cause: str,
    *,
    circle: Circle | None = None,
    rested: bool = False,
    bottom: bool = False,
    info: dict[str, Any] | None = None,
) -> None:
    """Move `cards` (in order) to their owner's zone `to`, as one event of `cause`.

    `circle` is the circle for a placement on (VC)/(RC); `bottom` puts cards under the deck;
    `info` adds what the log event needs beyond the move (a retire's reason...). Each card's
    zone-change signal is then matched against the AUTO abilities (R16.3.1)."""
    moved = [_relocate(g, iid, to, circle, rested, bottom) for iid in cards]
    if g.record_events:
        _log(g, cards, [place for place, _ in moved], to, cause, circle, info or {})
    if g.stood_up:
        for iid, (place, displaced) in zip(cards, moved, strict=True):
            if displaced >= 0:
                _announce(g, displaced, "VC", "soul", "rule")
            _announce(g, iid, place, to, cause)


def move(
    g: Game,
    iid: int,
    to: str,
    cause: str,
    *,
    circle: Circle | None = None,
    rested: bool = False,
    bottom: bool = False,
    info: dict[str, Any] | None = None,
) -> None:
    """Move one card; see `move_cards`."""
    place, displaced = _relocate(g, iid, to, circle, rested, bottom)
    if g.record_events:
        _log(g, (iid,), [place], to, cause, circle, info or {})
    if g.stood_up:
        if displaced >= 0:
            _announce(g, displaced, "VC", "soul", "rule")
        _announce(g, iid, place, to, cause)


def _log(
    g: Game,
    cards: Sequence[int],
    places: list[str],
    to: str,
    cause: str,
    circle: Circle | None,
    info: dict[str, Any],
) -> None:
    """The one log event of a move, in the form clients know (docs/API.md)."""
    if not cards:
        if cause == "mulligan":
            player = info["player"]
            g.emit("mulligan", player, {"count": 0}, {"returned": []})
        return
    first = cards[0]
    player = g.owner[first]
    refs = [card_ref(g, i) for i in cards]
    ref = refs[0]
    place = places[0]
    match cause:
        case "draw":
            g.emit("drew", player, {"count": len(cards)}, {"cards": refs})
        case "mulligan":
            g.emit("mulligan", player, {"count": len(cards)}, {"returned": refs})
        case "setup":
            g.emit("first_vanguard_set", player, {}, ref)
        case "ride":
            g.emit("rode", player, ref)
        case "superior_ride":
            g.emit("superior_ride", player, {**ref, "from": place})
        case "call":
            assert circle is not None
            g.emit("called", player, {**ref, "circle": circle.name})
        case "superior_call":
            assert circle is not None
            g.emit("superior_call", player, {**ref, "from": place, "circle": circle.name})
        case "guard":
            g.emit("guarded", player, {**ref, "shield": g.shield(first)})
        case "intercept":
            g.emit("intercepted", player, {**ref, "from": place, "shield": g.shield(first)})
        case "retire":
            g.emit("retired", player, {**ref, "from": place, "reason": info["reason"]})
        case "drive_check" | "damage_check":
            g.emit("check_revealed", player, {**ref, "check": cause.removesuffix("_check")})
        case "drive":
            g.emit("drive_to_hand", player, ref)
        case "damage":
            g.emit("damage_taken", player, {**ref, "damage": len(g.players[player].damage)})
        case "heal":
            damage = len(g.players[player].damage)
            g.emit("healed", player, {**ref, "face_down": info["face_down"], "damage": damage})
        case "soul_blast" | "soul_charge":
            g.emit(cause, player, {"cards": refs})
        case "discard":
            g.emit("discarded", player, {"cards": refs})
        case "mill":
            g.emit("milled", player, {"cards": refs})
        case "to_soul":
            for iid_ref, iid_place in zip(refs, places, strict=True):
                g.emit("put_into_soul", player, {**iid_ref, "from": iid_place})
        case "to_vanguard_circle":
            g.emit("put_on_vanguard_circle", player, {**ref, "from": place})
        case "to_deck_top":
            g.emit("put_on_deck", player, {**ref, "position": "top"})
        case "look_top":
            g.emit("put_on_deck", player, {"position": "bottom" if to == "deck" else to})
        case "to_hand":
            for iid_ref, iid_place in zip(refs, places, strict=True):
                g.emit("put_into_hand", player, {"from": iid_place}, iid_ref)
        case "to_deck":
            for iid_ref, iid_place in zip(refs, places, strict=True):
                if iid_place == "hand":
                    g.emit("returned_to_deck", player, {"from": "hand"}, iid_ref)
                else:
                    g.emit("returned_to_deck", player, {**iid_ref, "from": iid_place})
        case "to_drop":
            for iid_ref, iid_place in zip(refs, places, strict=True):
                g.emit("put_into_drop", player, {**iid_ref, "from": iid_place})
        case _:
            raise ValueError(f"unknown cause of a move {cause!r}")


# ---------------------------------------------------------------------------- named moves


def draw(g: Game, player: int, count: int = 1) -> int:
    """Draw up to `count` cards (R17.1); an empty deck draws nothing. Returns cards drawn."""
    deck = g.players[player].deck
    cards = deck[: -count - 1 : -1] if count > 0 else []
    if cards:
        move_cards(g, cards, "hand", "draw")
    return len(cards)


def place(g: Game, iid: int, circle: Circle, cause: str, rested: bool = False) -> None:
    """Place a card from wherever it is on a circle (R4.6.2). A rear-guard already there
    waits in `overflow` for the rule action that drops it (R11.2.1.1, R16.6.2)."""
    to = "VC" if circle is Circle.VC else "RC"
    move(g, iid, to, cause, circle=circle, rested=rested)


def ride(g: Game, iid: int, cause: str = "ride") -> None:
    """Put `iid` on top of the vanguard circle (R10.2): the old vanguard joins the soul at the
    same moment (R10.5), so 'placed' abilities of the new vanguard and 'ridden' abilities of
    the old one trigger together (the new vanguard's first)."""
    old = g.players[g.owner[iid]].circles[Circle.VC]
    if old is not None:
        _relocate(g, old, "soul", None, False, False)
    place, _ = _relocate(g, iid, "VC", Circle.VC, False, False)
    if g.record_events:
        _log(g, (iid,), [place], "VC", cause, Circle.VC, {})
    if g.stood_up:
        _announce(g, iid, place, "VC", cause)
        if old is not None:
            _announce(g, old, "VC", "soul", cause, other=iid)


def retire(g: Game, iid: int, reason: str) -> None:
    """Put a rear-guard or guardian into its owner's drop zone (R17.6)."""
    move(g, iid, "drop", "retire", info={"reason": reason})


def to_damage(g: Game, iid: int) -> None:
    """A checked card enters the damage zone face up (R4.4.1)."""
    move(g, iid, "damage", "damage")


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
