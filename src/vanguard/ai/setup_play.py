"""Setup decisions (R6): going first or second, the first vanguard and the mulligan.

Each `score_*` function gives every offered option a number; the heuristic plays the highest
(the first of equals), and the search uses the same numbers to pick its candidates.
"""

from __future__ import annotations

from collections import Counter

from vanguard.ai.observation import Observation, option_card
from vanguard.cards.models import Card
from vanguard.engine import Action, ActionKind, Game

#: How many cards of each grade a good opening hand keeps (one ride per turn, R10.2).
KEEP_PER_GRADE = {1: 2, 2: 1, 3: 1}


def score_choose_first(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    """Go first (variant R30.13.2): the first player is a turn ahead on rides and still
    draws on turn 1 (R7.4); not attacking on turn 1 (R7.3) is the smaller price."""
    return [1.0 if action.kind is ActionKind.GO_FIRST else 0.0 for action in options]


def score_choose_vanguard(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    """A grade 0 that is not a trigger (triggers belong in the deck), the strongest first."""
    scores = []
    for action in options:
        card = option_card(game, obs, action)
        if card is None:
            scores.append(0.0)
            continue
        scores.append((0.0 if card.is_trigger else 1.0) + card.power / 100000)
    return scores


def wanted_returns(obs: Observation) -> Counter[str]:
    """Card ids to send back: grade 0s (triggers are best in the deck) and grades beyond
    what the ride needs; the best card of each grade is kept."""
    by_grade: dict[int, list[Card]] = {}
    for known in obs.mine.hand:
        by_grade.setdefault(known.card.grade, []).append(known.card)
    returns: Counter[str] = Counter()
    for grade, cards in by_grade.items():
        keep = KEEP_PER_GRADE.get(grade, 0)
        cards.sort(key=lambda c: (-c.power, c.id))
        for card in cards[keep:]:
            returns[card.id] += 1
    return returns


def score_mulligan(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    wanted = wanted_returns(obs)
    scores = []
    for action in options:
        returned = Counter(c.id for i in action.cards if (c := obs.hand_card(i)) is not None)
        difference = (returned - wanted) + (wanted - returned)
        scores.append(-float(sum(difference.values())))
    return scores
