"""The load benchmark's arithmetic: percentiles and peaks per second."""

from __future__ import annotations

import math

from loadkit.stats import Samples, busiest_second, peak_per_second


def test_percentiles_are_nearest_rank_and_unanswered_ones_are_infinite() -> None:
    samples = Samples([float(i) for i in range(1, 101)])
    assert (samples.p50, samples.p99, samples.max) == (50.0, 99.0, 100.0)
    samples.add(math.inf)
    assert samples.max == math.inf
    assert samples.over(99.5) == 2
    assert math.isnan(Samples().p50)


def test_a_peak_is_the_busiest_sliding_second_and_the_busiest_whole_one() -> None:
    edge = [0.0, *(0.9 + i / 1000 for i in range(50)), *(1.0 + i / 1000 for i in range(50))]
    assert peak_per_second(edge) == 100
    assert busiest_second(edge) == 51
    assert peak_per_second([]) == busiest_second([]) == 0
