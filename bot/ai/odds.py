"""Exact odds of one enemy throw reaching a distance, pa ra included (sho-rules.md R16-R17).

A throw that is not a pa ra moves t (3..12). A pa ra keeps K = 2 and the seat throws again:
the next throw t then offers {t, K, K + t}, and every further pa ra adds 2 to K.
"""

from __future__ import annotations

from functools import lru_cache

from bot.engine import CHANCE_OUTCOMES

_PARA = 1 / 36
_DEEPEST_KEPT = 10
"""Chains of more pa ra than this (probability below 36**-6) are left out."""


def _reach_sets() -> tuple[tuple[frozenset[int], float], ...]:
    """Each set of distances one throw can offer, with its probability."""
    merged: dict[frozenset[int], float] = {}
    weight = 1.0
    for kept in range(0, _DEEPEST_KEPT + 1, 2):
        for dice, chance in CHANCE_OUTCOMES:
            if dice.is_para:
                continue
            t = dice.total
            offered = frozenset({t, kept, kept + t}) if kept else frozenset({t})
            merged[offered] = merged.get(offered, 0.0) + weight * float(chance)
        weight *= _PARA
    return tuple(merged.items())


REACH_SETS = _reach_sets()
"""(distances offered, probability) for one ordinary throw; the probabilities sum to ~1."""

MAX_REACH = max(max(offered) for offered, _ in REACH_SETS)
"""The longest distance any kept chain in REACH_SETS offers."""

REACH: tuple[float, ...] = tuple(
    sum(p for offered, p in REACH_SETS if d in offered) for d in range(MAX_REACH + 1)
)
"""REACH[d]: the chance that one ordinary throw offers distance d (d = 7 is the likeliest)."""

OPENING: tuple[float, ...] = tuple(
    sum(float(p) for dice, p in CHANCE_OUTCOMES if dice.total == spot) for spot in range(64)
)
"""OPENING[q]: the chance that an opening throw lands on spot q (pa ra opens on 2)."""


@lru_cache(maxsize=4096)
def reach_any(distances: frozenset[int]) -> float:
    """The chance that one ordinary throw offers at least one of these distances."""
    return sum(p for offered, p in REACH_SETS if not offered.isdisjoint(distances))
