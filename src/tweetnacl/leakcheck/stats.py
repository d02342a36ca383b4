"""The statistics of the leakage test: Welch's t, the smallest difference it can flag, nearest-rank percentiles and
the crops they set (dudect: O. Reparaz, J. Balasch, I. Verbauwhede, "Dude, is my code constant time?", DATE 2017).

Means and variances come from the standard library's `statistics` (`fmean`, and `variance`, which sums exactly);
what it lacks is here: Welch's t statistic (B. L. Welch, "The generalization of Student's problem when several
different population variances are involved", Biometrika 1947) and the nearest-rank percentile (`statistics.quantiles`
interpolates between measurements; a crop limit here is a measured time). Named `stats`, not `statistics`, so that
the name means the standard library's everywhere in the package.

These functions see running times only, never a key or any other secret.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence

__all__ = ["THRESHOLD", "cropped", "detectable_difference", "mean_and_variance", "mean_difference", "percentile",
           "welch_t"]

THRESHOLD = 4.5
"""|t| above this: the two classes' timings differ detectably (dudect's threshold)."""


def mean_and_variance(values: Sequence[float]) -> tuple[float, float]:
    """Mean and unbiased sample variance (n - 1 in the denominator; 0.0 for fewer than two values; the mean of no
    values is nan)."""
    if not values:
        return math.nan, 0.0
    mean = statistics.fmean(values)
    return mean, float(statistics.variance(values)) if len(values) > 1 else 0.0


def welch_t(a: Sequence[float], b: Sequence[float]) -> float:
    """Welch's t = (mean(a) - mean(b)) / sqrt(var(a)/n_a + var(b)/n_b); 0.0 when either class has fewer
    than two values or neither varies and the means agree, +-inf when neither varies and they differ."""
    if len(a) < 2 or len(b) < 2:
        return 0.0
    mean_a, var_a = mean_and_variance(a)
    mean_b, var_b = mean_and_variance(b)
    spread = var_a / len(a) + var_b / len(b)
    difference = mean_a - mean_b
    if spread == 0.0:
        return 0.0 if difference == 0.0 else math.copysign(math.inf, difference)
    return difference / math.sqrt(spread)


def detectable_difference(a: Sequence[float], b: Sequence[float]) -> float:
    """The smallest mean difference these samples' spread lets Welch's t flag: THRESHOLD standard errors,
    THRESHOLD * sqrt(var(a)/n_a + var(b)/n_b); inf with fewer than two values in a class."""
    if len(a) < 2 or len(b) < 2:
        return math.inf
    return THRESHOLD * math.sqrt(mean_and_variance(a)[1] / len(a) + mean_and_variance(b)[1] / len(b))


def mean_difference(a: Sequence[float], b: Sequence[float]) -> float:
    """mean(a) - mean(b); nan when either is empty."""
    return mean_and_variance(a)[0] - mean_and_variance(b)[0] if a and b else math.nan


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """The q-th percentile (0 < q <= 100) by nearest rank: the ceil(q/100 * n)-th smallest value."""
    if not sorted_values:
        raise ValueError("percentile of no values")
    rank = max(1, math.ceil(q / 100.0 * len(sorted_values) - 1e-9))
    return sorted_values[min(rank, len(sorted_values)) - 1]


def cropped(values: Sequence[float], limit: float) -> list[float]:
    """The values at or below `limit`."""
    return [v for v in values if v <= limit]
