"""What each player may see (R22): the only way information leaves the engine.

A view is plain JSON-ready data. The viewer's own hand is listed; the opponent's hand and both
decks are counts; damage cards carry their identity and face (R4.1.1); a face-down first
vanguard is hidden from the opponent until stand-up (R6.7). `None` as viewer is a spectator:
only what both players could see together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from vanguard.engine.constants import Circle
from vanguard.engine.refs import card_ref
from vanguard.engine.state import Event, UnitRef

if TYPE_CHECKING:
    from vanguard.engine.game import Game


def unit_view(g: Game, iid: int) -> dict[str, Any]:
    return {
        "iid": iid,
        "card": g.cards[iid].id,
        "rested": g.rested[iid],
        "power": g.power(iid),
        "critical": g.critical(iid),
        "shield": g.shield(iid),
    }


#: The circles in order with their names: the server builds two views per seat at every
#: decision, and reading an enum member's name is a property call each time.
_CIRCLES = tuple((circle.value, circle.name) for circle in Circle)


def _public_area(g: Game, player: int) -> dict[str, Any]:
    """A player's area as everybody may see it: face-down units unnamed, the hand a count."""
    p = g.players[player]
    field: dict[str, Any] = {}
    circles = p.circles
    face_down = g.face_down
    for index, name in _CIRCLES:
        iid = circles[index]
        if iid is None:
            field[name] = None
        elif face_down[iid]:
            field[name] = {"face_down": True}
        else:
            field[name] = unit_view(g, iid)
    return {
        "player": player,
        "deck_count": len(p.deck),
        "hand_count": len(p.hand),
        "field": field,
        "soul": [card_ref(g, i) for i in p.soul],
        "drop": [card_ref(g, i) for i in p.drop],
        "damage": [{**card_ref(g, i), "face_up": not face_down[i]} for i in p.damage],
        "guardians": [unit_view(g, i) for i in p.guardians],
        "trigger_zone": None if p.trigger is None else card_ref(g, p.trigger),
        "mulliganed": p.mulliganed,
        "ridden_this_turn": p.ride_used,
    }


def _own_area(g: Game, player: int, public: dict[str, Any]) -> dict[str, Any]:
    """A player's area as its owner sees it, from the public form: the hand listed and the
    owner's face-down units named (R22.2)."""
    p = g.players[player]
    data = dict(public)
    face_down = g.face_down
    if any(iid is not None and face_down[iid] for iid in p.circles):
        field = dict(public["field"])
        for index, name in _CIRCLES:
            iid = p.circles[index]
            if iid is not None and face_down[iid]:
                field[name] = {**card_ref(g, iid), "face_down": True}
        data["field"] = field
    data["hand"] = [card_ref(g, i) for i in p.hand]
    return data


def _area(g: Game, player: int, viewer: int | None, shared: dict[Any, Any]) -> Any:
    public = shared.get(player)
    if public is None:
        public = shared[player] = _public_area(g, player)
    return public if viewer != player else _own_area(g, player, public)


def build_view(g: Game, viewer: int | None, shared: dict[Any, Any] | None = None) -> dict[str, Any]:
    """The view of `viewer` (R22). `shared`: an empty dict kept by the caller for one
    position, in which the parts every viewer sees alike are built once (a server sends
    both seats and the spectators their views of each position); the parts may then be
    shared between the views returned, which must be read only."""
    if shared is None:
        shared = {}
    battle = None
    if g.battle is not None:
        b = g.battle
        battle = {
            "attacker": {**_role(g, b.attacker), "player": b.attacker.player},
            "target": {**_role(g, b.target), "player": b.target.player},
            "booster": None if b.booster is None else _role(g, b.booster),
            "hit": b.hit,
        }
    prompt = g.prompt
    # While the draw's winner chooses (R30.13.2) nobody goes first yet.
    choosing = prompt is not None and prompt.kind == "choose_first"
    return {
        "viewer": viewer,
        "turn": g.turn,
        "turn_player": g.turn_player,
        "first_player": None if choosing else g.first_player,
        "phase": g.phase.value,
        "step": g.step.value,
        "deciding": None if prompt is None else prompt.player,
        "decision": None if prompt is None else prompt.kind,
        "players": [_area(g, 0, viewer, shared), _area(g, 1, viewer, shared)],
        "battle": battle,
        "result": None if g.result is None else g.result.to_dict(),
    }


def _role(g: Game, role: UnitRef) -> dict[str, Any]:
    """A battle role: its card while it holds the role (R12.1.2). A unit that left its
    circle no longer has the role and is not named: it may now be in a hand or deck (R22)."""
    active = g.holds_role(role)
    card = card_ref(g, role.iid) if active else {"iid": None, "card": None}
    return {**card, "circle": role.circle.name, "active": active}


def event_for(event: Event, viewer: int | None) -> dict[str, Any]:
    """An event as `viewer` may see it: private details only for the event's player."""
    data = {"seq": event.seq, "kind": event.kind, "player": event.player, **event.public}
    if event.private is not None and viewer is not None and viewer == event.player:
        data.update(event.private)
    return data
