"""Latency samples and rates: percentiles, and the busiest one-second span of a series."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass
class Samples:
    """Seconds measured for something (acknowledgements, boards shown)."""

    values: list[float] = field(default_factory=list)

    def add(self, value: float) -> None:
        self.values.append(value)

    def __len__(self) -> int:
        return len(self.values)

    def percentile(self, fraction: float) -> float:
        """The nearest-rank percentile (NaN when there are no samples)."""
        if not self.values:
            return math.nan
        ordered = sorted(self.values)
        rank = max(math.ceil(fraction * len(ordered)), 1)
        return ordered[rank - 1]

    @property
    def p50(self) -> float:
        return self.percentile(0.50)

    @property
    def p99(self) -> float:
        return self.percentile(0.99)

    @property
    def max(self) -> float:
        return max(self.values) if self.values else math.nan

    def over(self, limit: float) -> int:
        return sum(1 for value in self.values if value > limit)


def peak_per_second(times: Iterable[float], span: float = 1.0) -> int:
    """The most events inside any window of `span` seconds (a sliding window)."""
    ordered = sorted(times)
    best = start = 0
    for end, moment in enumerate(ordered):
        while ordered[start] <= moment - span:
            start += 1
        best = max(best, end - start + 1)
    return best


def busiest_second(times: Iterable[float]) -> int:
    """The most events in one whole second counted from the first event (fixed bins, as the
    fake counts its global limit; a sliding second may see up to twice as many)."""
    ordered = sorted(times)
    if not ordered:
        return 0
    bins = Counter(int(moment - ordered[0]) for moment in ordered)
    return max(bins.values())
