"""The kill odds the computer players rely on, against a brute-force count of dice sequences."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from bot.ai.odds import MAX_REACH, OPENING, REACH, REACH_MASKS, reach_chance

FACES = range(1, 7)
CHAINS = 4
"""Pa ra chains counted by brute force; longer ones are below 36**-5."""


def offered(kept: int, total: int) -> set[int]:
    """The distances a throw of `total` offers after `kept` pa ra steps (docs/rules.md R17)."""
    return {total} if kept == 0 else {total, kept, kept + total}


def brute_reach(distances: set[int]) -> Fraction:
    """The chance one ordinary throw offers one of `distances`: every ordered dice sequence."""
    chance = Fraction(0)
    for paras in range(CHAINS + 1):
        for d1, d2 in itertools.product(FACES, FACES):
            if d1 == d2 == 1:
                continue
            if offered(2 * paras, d1 + d2) & distances:
                chance += Fraction(1, 36) ** (paras + 1)
    return chance


@pytest.mark.parametrize("distance", range(MAX_REACH + 1))
def test_reach_of_one_distance_matches_brute_force(distance: int) -> None:
    assert REACH[distance] == pytest.approx(float(brute_reach({distance})), abs=1e-7)


@pytest.mark.parametrize("distances", [{7, 6}, {2, 12}, {4, 8, 13}, {5, 9, 14, 20}, {1}])
def test_reach_of_several_distances_matches_brute_force(distances: set[int]) -> None:
    mask = sum(1 << d for d in distances)
    assert reach_chance(mask) == pytest.approx(float(brute_reach(distances)), abs=1e-7)


def test_seven_behind_is_the_most_dangerous_and_one_behind_is_safe() -> None:
    assert max(range(len(REACH)), key=REACH.__getitem__) == 7
    assert REACH[1] == 0
    assert REACH[2] > 0  # only a pa ra reaches 2


def test_every_throw_is_counted_once() -> None:
    assert sum(p for _, p in REACH_MASKS) == pytest.approx(1.0, abs=1e-8)
    assert sum(OPENING) == pytest.approx(1.0)
    assert OPENING[2] == pytest.approx(1 / 36)  # pa ra opens on spot 2
    assert OPENING[7] == pytest.approx(6 / 36)
    assert OPENING[13] == 0
