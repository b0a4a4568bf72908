"""Confidence intervals for win rates.

The Wilson score interval is used rather than the textbook normal one because it stays inside
[0, 1] and keeps its coverage near 0 % and 100 % — exactly where match-ups between a strong
and a weak player land (a 98 % win rate over 200 games must not read as "up to 100.2 %").
"""

from __future__ import annotations

from math import sqrt
from statistics import NormalDist

#: The two-sided 95 % quantile of the standard normal distribution (about 1.96).
Z_95 = NormalDist().inv_cdf(0.975)


def wilson_interval(successes: int, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a proportion; no trials means no knowledge: (0, 1)."""
    if not 0 <= successes <= trials:
        raise ValueError(f"successes must be between 0 and trials ({successes} of {trials})")
    if trials == 0:
        return (0.0, 1.0)
    rate = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (rate + z2 / (2 * trials)) / denominator
    half_width = z * sqrt(rate * (1 - rate) / trials + z2 / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half_width), min(1.0, centre + half_width))
