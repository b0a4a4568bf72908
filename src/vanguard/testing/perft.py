"""Perft: how many distinct decision sequences of each length lead on from a position.

Named after chess engines' move-path enumeration. Stored counts from a few fixed positions
(tests/engine/data/perft.json) make any change to what is legal visible at once: one option
more or less anywhere in the tree changes a count. The engine is deterministic, so each
decision is tried on a `clone()` of the position and the tree is the same on every run.

`perft(game, depth)` counts the sequences of exactly `depth` decisions, as in chess: a game
that ends sooner adds nothing at the deeper levels. Forced choices (R2.6.5) are made by the
engine and are not decisions; concession is never offered (docs/API.md).
"""

from __future__ import annotations

from vanguard.engine import Game


def perft_counts(game: Game, depth: int) -> list[int]:
    """`[perft(game, 1), ..., perft(game, depth)]` in one walk of the tree.

    The last level is counted from the offered options without applying them (a position's
    options are all distinct decisions), so the walk applies decisions only down to
    `depth - 1`. `game` itself is not changed.
    """
    if depth < 0:
        raise ValueError("depth must be 0 or more")
    counts = [0] * depth
    if depth:
        _walk(game, depth, 0, counts)
    return counts


def perft(game: Game, depth: int) -> int:
    """The number of distinct sequences of `depth` decisions from `game` (1 for depth 0)."""
    return perft_counts(game, depth)[-1] if depth else 1


def perft_divide(game: Game, depth: int) -> dict[str, int]:
    """`perft(child, depth - 1)` for each offered decision, keyed by its JSON form: which
    first decision a changed count comes from (the chess "divide")."""
    if depth < 1:
        raise ValueError("divide needs a depth of 1 or more")
    result: dict[str, int] = {}
    for action in game.legal_actions():
        child = game.clone()
        child.apply_unchecked(action)
        result[_key(action.to_dict())] = perft(child, depth - 1)
    return result


def _walk(game: Game, depth: int, level: int, counts: list[int]) -> None:
    options = game.legal_actions()
    counts[level] += len(options)
    if level + 1 == depth:
        return
    for action in options:
        child = game.clone()
        child.apply_unchecked(action)
        _walk(child, depth, level + 1, counts)


def _key(data: dict[str, object]) -> str:
    return ",".join(f"{name}={value}" for name, value in data.items())
