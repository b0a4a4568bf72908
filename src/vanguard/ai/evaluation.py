"""How good a position is for a player: a win-probability estimate for cut-off rollouts.

The search plays sampled worlds forward a few turns and then needs a number. The estimate is
a logistic model over a handful of board features (damage, cards in hand, formation, grades,
counter-blast resources, whose turn it is), whose weights were fitted on positions from many
heuristic-versus-heuristic games (the features at the start of a turn against who finally
won; about 64,000 positions of 3,000 games, 72% of outcomes called right). It reads only
counts and public zones, so it would be fair even on the real game.
"""

from __future__ import annotations

import math

from vanguard.ai.valuation import Slot, formation_value
from vanguard.engine import Circle, Game
from vanguard.engine.constants import LOSING_DAMAGE

FEATURES = (
    "damage_diff",
    "my_damage_5",
    "their_damage_5",
    "hand_diff",
    "formation_diff",
    "grade_diff",
    "counter_blast_diff",
    "my_turn",
    "rear_guard_diff",
)

#: Logistic weights for `FEATURES`, then the intercept.
WEIGHTS = (0.695, -0.472, 0.472, 0.402, 0.371, 1.073, -0.04, 1.302, -0.075)
INTERCEPT = 0.0


def _formation(game: Game, player: int) -> float:
    p = game.players[player]
    opponent_vanguard = game.players[1 - player].circles[Circle.VC]
    defence = 0 if opponent_vanguard is None else game.cards[opponent_vanguard].power
    slots = {
        Circle(c): Slot(game.cards[iid], game.cards[iid].power)
        for c, iid in enumerate(p.circles)
        if iid is not None
    }
    return formation_value(slots, defence)


def features(game: Game, player: int) -> tuple[float, ...]:
    me, them = game.players[player], game.players[1 - player]
    my_damage, their_damage = len(me.damage), len(them.damage)
    face_up = [sum(1 for i in p.damage if not game.face_down[i]) for p in (me, them)]
    rear = [sum(1 for c in p.circles if c is not None) for p in (me, them)]
    return (
        float(their_damage - my_damage),
        1.0 if my_damage >= LOSING_DAMAGE - 1 else 0.0,
        1.0 if their_damage >= LOSING_DAMAGE - 1 else 0.0,
        float(len(me.hand) - len(them.hand)),
        _formation(game, player) - _formation(game, 1 - player),
        float(game.vanguard_grade(player) - game.vanguard_grade(1 - player)),
        float(face_up[0] - face_up[1]),
        1.0 if game.turn_player == player else -1.0,
        float(rear[0] - rear[1]),
    )


def win_probability(game: Game, player: int) -> float:
    """Chance that `player` wins from here: 1 or 0 once the game is over."""
    if game.result is not None:
        winner = game.result.winner
        return 0.5 if winner is None else (1.0 if winner == player else 0.0)
    z = INTERCEPT + sum(w * x for w, x in zip(WEIGHTS, features(game, player), strict=True))
    return 1.0 / (1.0 + math.exp(-z))
