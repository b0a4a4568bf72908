"""What one player knows, as typed values: `game.view(player)` parsed once per decision.

Computer players must not read hidden zones (R22). Everything the heuristic reasons about
comes from here: the view (both fields with current values, the player's own hand, counts of
the hidden zones, the battle) plus public card data. Card data is looked up by card id in the
match's catalogue — which cards exist in the two decks, i.e. the open deck lists — never by an
instance number the view does not show.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from vanguard.cards.models import Card
from vanguard.engine import Action, Circle, Game

_CATALOGUES: dict[int, tuple[tuple[Card, ...], dict[str, Card]]] = {}


def catalogue(game: Game) -> dict[str, Card]:
    """Card id -> card, for every card of the match's deck lists (shared by clones)."""
    key = id(game.cards)
    entry = _CATALOGUES.get(key)
    if entry is None or entry[0] is not game.cards:
        if len(_CATALOGUES) > 64:
            _CATALOGUES.clear()
        entry = (game.cards, {card.id: card for card in game.cards})
        _CATALOGUES[key] = entry
    return entry[1]


@dataclass(frozen=True, slots=True)
class Unit:
    """A face-up unit on a circle, with its current values (R18)."""

    iid: int
    card: Card
    circle: Circle
    rested: bool
    power: int
    critical: int
    shield: int


@dataclass(frozen=True, slots=True)
class Known:
    """A card whose identity the player sees (own hand, soul, drop, damage)."""

    iid: int
    card: Card
    face_up: bool = True


@dataclass(frozen=True, slots=True)
class Side:
    """One player's visible zones and the sizes of the hidden ones."""

    player: int
    units: dict[Circle, Unit]
    hand_count: int
    deck_count: int
    damage: tuple[Known, ...]
    soul: tuple[Known, ...]
    drop: tuple[Known, ...]
    guardians: tuple[Unit, ...]
    hand: tuple[Known, ...]
    """The hand's cards; empty for the opponent, whose hand is hidden."""
    rode_this_turn: bool

    @property
    def vanguard(self) -> Unit | None:
        return self.units.get(Circle.VC)

    @property
    def vanguard_grade(self) -> int:
        unit = self.vanguard
        return -1 if unit is None else unit.card.grade

    @property
    def face_up_damage(self) -> int:
        return sum(1 for d in self.damage if d.face_up)

    def rear_guards(self) -> list[Unit]:
        return [u for c, u in self.units.items() if c is not Circle.VC]


@dataclass(frozen=True, slots=True)
class BattleView:
    """A battle's roles; a role's unit is None once it left its circle (R12.1.2: the view
    no longer names it, as it may now be hidden)."""

    attacker_iid: int | None
    attacker_player: int
    attacker_circle: Circle
    target_iid: int | None
    target_circle: Circle
    booster_iid: int | None
    active: bool
    """Both attacker and target still hold their roles (R12.1.2)."""


@dataclass(frozen=True, slots=True)
class Observation:
    """Everything `me` may know right now."""

    me: int
    turn: int
    turn_player: int
    phase: str
    step: str
    decision: str | None
    mine: Side
    theirs: Side
    battle: BattleView | None
    cards: dict[str, Card]

    @property
    def my_turn(self) -> bool:
        return self.turn_player == self.me

    def side(self, player: int) -> Side:
        return self.mine if player == self.me else self.theirs

    def unit(self, iid: int | None) -> Unit | None:
        """A unit on either field (or a guardian), by instance number."""
        if iid is None:
            return None
        for side in (self.mine, self.theirs):
            for unit in side.units.values():
                if unit.iid == iid:
                    return unit
            for unit in side.guardians:
                if unit.iid == iid:
                    return unit
        return None

    def hand_card(self, iid: int) -> Card | None:
        for known in self.mine.hand:
            if known.iid == iid:
                return known.card
        return None

    def known_card(self, iid: int) -> Card | None:
        """A card the player sees anywhere (hand, field, soul, drop, damage), by number."""
        found = self.hand_card(iid)
        if found is not None:
            return found
        unit = self.unit(iid)
        if unit is not None:
            return unit.card
        for side in (self.mine, self.theirs):
            for zone in (side.soul, side.drop, side.damage):
                for known in zone:
                    if known.iid == iid:
                        return known.card
        return None


def observe(game: Game, player: int) -> Observation:
    """Parse `game.view(player)` (the only game state an agent reads)."""
    view = game.view(player)
    cards = catalogue(game)
    sides = [_side(view["players"][p], cards) for p in (0, 1)]
    return Observation(
        me=player,
        turn=view["turn"],
        turn_player=view["turn_player"],
        phase=view["phase"],
        step=view["step"],
        decision=view["decision"],
        mine=sides[player],
        theirs=sides[1 - player],
        battle=_battle(view["battle"]),
        cards=cards,
    )


def option_card(game: Game, obs: Observation, action: Action) -> Card | None:
    """The card an offered decision names. The player is shown every card they are offered
    (their own hand, a deck they search, a unit on the field), so reading it is no peek."""
    if action.card is None:
        return None
    known = obs.known_card(action.card)
    return known if known is not None else game.cards[action.card]


def _unit(data: dict[str, Any], circle: Circle, cards: dict[str, Card]) -> Unit | None:
    if data is None or "power" not in data:
        return None  # empty, or a face-down first vanguard
    return Unit(
        iid=data["iid"],
        card=cards[data["card"]],
        circle=circle,
        rested=data["rested"],
        power=data["power"],
        critical=data["critical"],
        shield=data["shield"],
    )


def _side(data: dict[str, Any], cards: dict[str, Card]) -> Side:
    units: dict[Circle, Unit] = {}
    for name, unit_data in data["field"].items():
        unit = _unit(unit_data, Circle[name], cards)
        if unit is not None:
            units[unit.circle] = unit
    return Side(
        player=data["player"],
        units=units,
        hand_count=data["hand_count"],
        deck_count=data["deck_count"],
        damage=tuple(Known(d["iid"], cards[d["card"]], d["face_up"]) for d in data["damage"]),
        soul=tuple(Known(d["iid"], cards[d["card"]]) for d in data["soul"]),
        drop=tuple(Known(d["iid"], cards[d["card"]]) for d in data["drop"]),
        guardians=tuple(
            u for u in (_unit(g, Circle.VC, cards) for g in data["guardians"]) if u is not None
        ),
        hand=tuple(Known(d["iid"], cards[d["card"]]) for d in data.get("hand", ())),
        rode_this_turn=data["ridden_this_turn"],
    )


def _battle(data: dict[str, Any] | None) -> BattleView | None:
    if data is None:
        return None
    booster = data["booster"]
    return BattleView(
        attacker_iid=data["attacker"]["iid"],
        attacker_player=data["attacker"]["player"],
        attacker_circle=Circle[data["attacker"]["circle"]],
        target_iid=data["target"]["iid"],
        target_circle=Circle[data["target"]["circle"]],
        booster_iid=None if booster is None or not booster["active"] else booster["iid"],
        active=data["attacker"]["active"] and data["target"]["active"],
    )


def resolving_ability(game: Game) -> tuple[int, int, Any] | None:
    """(master, source card, ability) of the ability being resolved, if any.

    Playing an ability is announced to both players with its card (the public
    `ability_played` event), so either player may reason about it; what it has found in a
    hidden zone (its bindings) is not read here.
    """
    ctx = game.ctx
    if ctx is None:
        return None
    return ctx.master, ctx.source, ctx.ability


def looked_at_top(game: Game, player: int) -> Card | None:
    """The top card of the player's own deck while a `top_or_bottom` decision is asked: the
    player has just looked at it (its identity is in their private event), nothing more."""
    prompt = game.prompt
    if prompt is None or prompt.kind != "top_or_bottom" or prompt.player != player:
        return None
    deck = game.players[player].deck
    return game.cards[deck[-1]] if deck else None


def observe_direct(game: Game, player: int) -> Observation:
    """The same `Observation` as `observe`, read straight from the engine's state instead of
    through the JSON view: several times faster, for the search's playouts in sampled
    worlds. It copies exactly what `views.py` shows `player` (tests hold the two equal)."""
    catalog = catalogue(game)
    sides = [_direct_side(game, p, p == player) for p in (0, 1)]
    battle = None
    b = game.battle
    if b is not None:
        booster_active = b.booster is not None and game.holds_role(b.booster)
        attacker_active, target_active = game.holds_role(b.attacker), game.holds_role(b.target)
        battle = BattleView(
            attacker_iid=b.attacker.iid if attacker_active else None,
            attacker_player=b.attacker.player,
            attacker_circle=b.attacker.circle,
            target_iid=b.target.iid if target_active else None,
            target_circle=b.target.circle,
            booster_iid=b.booster.iid if booster_active and b.booster is not None else None,
            active=attacker_active and target_active,
        )
    prompt = game.prompt
    return Observation(
        me=player,
        turn=game.turn,
        turn_player=game.turn_player,
        phase=game.phase.value,
        step=game.step.value,
        decision=None if prompt is None else prompt.kind,
        mine=sides[player],
        theirs=sides[1 - player],
        battle=battle,
        cards=catalog,
    )


_CIRCLES = tuple(Circle)


def _direct_unit(game: Game, iid: int, circle: Circle) -> Unit:
    return Unit(
        iid=iid,
        card=game.cards[iid],
        circle=circle,
        rested=game.rested[iid],
        power=game.power(iid),
        critical=game.critical(iid),
        shield=game.shield(iid),
    )


def _direct_side(game: Game, player: int, own: bool) -> Side:
    p = game.players[player]
    cards = game.cards
    face_down = game.face_down
    units = {
        circle: _direct_unit(game, iid, circle)
        for circle, iid in zip(_CIRCLES, p.circles, strict=True)
        if iid is not None and not face_down[iid]
    }
    return Side(
        player=player,
        units=units,
        hand_count=len(p.hand),
        deck_count=len(p.deck),
        damage=tuple(Known(i, cards[i], not face_down[i]) for i in p.damage),
        soul=tuple(Known(i, cards[i]) for i in p.soul),
        drop=tuple(Known(i, cards[i]) for i in p.drop),
        guardians=tuple(_direct_unit(game, i, Circle.VC) for i in p.guardians),
        hand=tuple(Known(i, cards[i]) for i in p.hand) if own else (),
        rode_this_turn=p.ride_used,
    )
