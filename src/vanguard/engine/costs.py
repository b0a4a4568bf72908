"""Cost and charge primitives (R15): counter blast, counter charge, soul blast, soul charge.

As costs they are paid in full or not at all (R15.6.1): callers ask `can_*` first and offer
only payable choices; `*_choices` lists the distinct ways to pay. As effects, charges do as
much as they can (R15.7).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from vanguard.engine.zones import card_ref, move_cards

if TYPE_CHECKING:
    from vanguard.engine.game import Game


def face_up_damage(g: Game, player: int) -> list[int]:
    return [i for i in g.players[player].damage if not g.face_down[i]]


def face_down_damage(g: Game, player: int) -> list[int]:
    return [i for i in g.players[player].damage if g.face_down[i]]


def can_counter_blast(g: Game, player: int, count: int) -> bool:
    """R21.7: counts face-up damage only."""
    return len(face_up_damage(g, player)) >= count


def can_soul_blast(g: Game, player: int, count: int) -> bool:
    return len(g.players[player].soul) >= count


def can_soul_charge(g: Game, player: int, count: int) -> bool:
    """As a cost it needs `count` cards in the deck (R15.4)."""
    return len(g.players[player].deck) >= count


def can_counter_charge(g: Game, player: int, count: int) -> bool:
    return len(face_down_damage(g, player)) >= count


def _choices(g: Game, cards: list[int], count: int) -> list[tuple[int, ...]]:
    """Distinct selections of `count` cards; copies of one card are alike."""
    seen: set[tuple[str, ...]] = set()
    result = []
    for combo in combinations(cards, count):
        key = tuple(sorted(g.cards[i].id for i in combo))
        if key not in seen:
            seen.add(key)
            result.append(tuple(sorted(combo)))
    return result


def counter_blast_choices(g: Game, player: int, count: int) -> list[tuple[int, ...]]:
    return _choices(g, face_up_damage(g, player), count)


def soul_blast_choices(g: Game, player: int, count: int) -> list[tuple[int, ...]]:
    return _choices(g, g.players[player].soul, count)


def counter_charge_choices(g: Game, player: int, count: int) -> list[tuple[int, ...]]:
    return _choices(g, face_down_damage(g, player), min(count, len(face_down_damage(g, player))))


def counter_blast(g: Game, player: int, cards: tuple[int, ...]) -> None:
    """R15.1: turn the chosen face-up damage cards face down."""
    damage = g.players[player].damage
    if len(set(cards)) != len(cards) or any(i not in damage or g.face_down[i] for i in cards):
        raise ValueError("counter blast needs distinct face-up cards of your damage zone")
    for iid in cards:
        g.face_down[iid] = True
    g.emit("counter_blast", player, {"cards": [card_ref(g, i) for i in cards]})


def counter_charge(g: Game, player: int, cards: tuple[int, ...]) -> None:
    """R15.3: turn the chosen face-down damage cards face up."""
    damage = g.players[player].damage
    if len(set(cards)) != len(cards) or any(i not in damage or not g.face_down[i] for i in cards):
        raise ValueError("counter charge needs distinct face-down cards of your damage zone")
    for iid in cards:
        g.face_down[iid] = False
    if cards:
        g.emit("counter_charge", player, {"cards": [card_ref(g, i) for i in cards]})


def soul_blast(g: Game, player: int, cards: tuple[int, ...]) -> None:
    """R15.2: put the chosen soul cards into the drop zone."""
    p = g.players[player]
    if len(set(cards)) != len(cards) or any(i not in p.soul for i in cards):
        raise ValueError("soul blast needs distinct cards of your soul")
    move_cards(g, cards, "drop", "soul_blast")


def soul_charge(g: Game, player: int, count: int) -> int:
    """R15.4/R15.7: the top `count` deck cards go into the soul, as many as there are."""
    deck = g.players[player].deck
    moved = deck[: -count - 1 : -1] if count > 0 else []
    move_cards(g, moved, "soul", "soul_charge")
    return len(moved)
