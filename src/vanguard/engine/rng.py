"""The match's seeded random generator (R2.7).

A tiny SplitMix64 generator instead of `random.Random`: its whole state is one integer, so
`Game.clone()` copies it for free, and its output is fixed by this file alone (not by the
Python version), so a seed and a list of decisions replay a match exactly, forever.
"""

from __future__ import annotations

from typing import Any

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: fast, well distributed, and trivially copyable."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = _MASK - (_MASK % n)
        while True:
            value = self.next_u64()
            if value < limit:
                return value % n

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def copy(self) -> Rng:
        return Rng(self.state)


def derive_seed(*parts: int | str) -> int:
    """A 64-bit seed derived from several parts (match seed, game index, player...).

    Used so that every game of a simulation, and every random agent, gets an independent
    stream that depends only on the arguments, never on the order games are run in.
    """
    rng = Rng(0x5EED)
    acc = 0
    for part in parts:
        value = part if isinstance(part, int) else int.from_bytes(part.encode(), "little")
        rng.state = (rng.state ^ value ^ acc) & _MASK
        acc = rng.next_u64()
    return acc
