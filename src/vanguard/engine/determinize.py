"""Sampling a world consistent with what one player knows (R22), for search over hidden
information.

A search that explores a match must never read what the view hides: the opponent's hand, the
order of either deck, a face-down first vanguard. `resample_hidden` gives it a *determinization*
instead — a full, playable copy of the match in which every hidden card is dealt again at random
— so that the search can play moves forward without knowing more than the player does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from vanguard.engine.constants import Circle
from vanguard.engine.rng import Rng

if TYPE_CHECKING:
    from vanguard.engine.game import Game


def resample_hidden(game: Game, player: int, rng: Rng) -> Game:
    """A clone of `game` in which everything hidden from `player` is re-dealt at random.

    - The opponent's hand and deck are pooled and dealt again, keeping the size of each
      zone: the player knows which cards the opponent owns in all (deck lists are open
      information, as in tournament play) but not where the unseen ones are.
    - Before stand-up (R6.7) the opponent's face-down first vanguard joins that pool too, and
      is replaced by a random grade 0 card of the pool, still face down.
    - The player's own deck keeps its cards but is shuffled: its order is hidden (R22.2).
    - Everything the player sees stays exactly where it is: their own hand, every field,
      soul, drop zone, damage zone, guardian and trigger zone. `game.view(player)` of the
      result equals that of `game`.
    - The clone's own random generator is reseeded from `rng`, so the sampled world's future
      shuffles and checks are as unknown as the real ones.

    What the player learnt earlier and could still remember (a card the opponent drove into
    their hand, a card the player looked at on top of their own deck) is not tracked: such
    cards are dealt at random like the rest. The sample is therefore never better informed
    than the player, at worst slightly less.

    The sample is meant for a decision of `player` (the prompt is copied as it is): while the
    opponent decides, their offered options may name hand cards that were dealt elsewhere.

    Only `rng` is used for randomness, and the hidden cards are put in a fixed order before
    being dealt, so the sample depends on nothing but what the player sees and the state of
    `rng`: two games that differ only in hidden placement give the same world. `game`
    itself is not changed.
    """
    if player not in (0, 1):
        raise ValueError("player must be 0 or 1")
    world = game.clone()
    opponent = world.players[1 - player]
    pool = sorted(opponent.hand + opponent.deck)  # sorted: where they were must not matter
    vanguard = opponent.circles[Circle.VC]
    hidden_vanguard = vanguard is not None and world.face_down[vanguard]
    if hidden_vanguard:
        pool.append(vanguard)  # type: ignore[arg-type]
        pool.sort()
    rng.shuffle(pool)
    if hidden_vanguard:
        assert vanguard is not None  # a grade 0 card itself, so the pool has one
        grade0 = [i for i, iid in enumerate(pool) if world.cards[iid].grade == 0]
        chosen = pool.pop(grade0[rng.below(len(grade0))])
        if chosen != vanguard:  # the real one is dealt to the hand or deck like the rest
            world.face_down[vanguard] = False
            world.face_down[chosen] = True
            world.rested[chosen], world.rested[vanguard] = world.rested[vanguard], False
            opponent.circles[Circle.VC] = chosen
    hand_size = len(opponent.hand)
    opponent.hand = pool[:hand_size]
    opponent.deck = pool[hand_size:]
    own_deck = world.players[player].deck
    own_deck.sort()
    rng.shuffle(own_deck)
    world.rng = Rng(rng.next_u64())
    return world
