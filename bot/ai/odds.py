"""Exact odds of one enemy throw reaching a distance, pa ra included (docs/rules.md R16-R17).

A throw that is not a pa ra moves t (3..12). A pa ra keeps K = 2 and the seat throws again:
the next throw t then offers {t, K, K + t}, and every further pa ra adds 2 to K. Sets of
distances are bit masks here: bit d set means distance d.
"""

from __future__ import annotations

from bot.engine import CHANCE_OUTCOMES

_PARA = 1 / 36
_DEEPEST_KEPT = 10
"""Chains of more pa ra than this (probability below 36**-6) are left out."""


def _reach_masks() -> tuple[tuple[int, float], ...]:
    """Each set of distances one throw can offer, as a mask, with its probability."""
    merged: dict[int, float] = {}
    weight = 1.0
    for kept in range(0, _DEEPEST_KEPT + 1, 2):
        for dice, chance in CHANCE_OUTCOMES:
            if dice.is_para:
                continue
            t = dice.total
            mask = 1 << t | 1 << kept | 1 << (kept + t) if kept else 1 << t
            merged[mask] = merged.get(mask, 0.0) + weight * float(chance)
        weight *= _PARA
    return tuple(merged.items())


REACH_MASKS = _reach_masks()
"""(distances offered as a mask, probability) for one ordinary throw; they sum to ~1."""

MAX_REACH = max(REACH_MASKS)[0].bit_length() - 1
"""The longest distance that REACH_MASKS offers."""

REACH: tuple[float, ...] = tuple(
    sum(p for mask, p in REACH_MASKS if mask >> d & 1) for d in range(MAX_REACH + 1)
)
"""REACH[d]: the chance that one ordinary throw offers distance d (d = 7 is the likeliest)."""

OPENING: tuple[float, ...] = tuple(
    sum(float(p) for dice, p in CHANCE_OUTCOMES if dice.total == spot) for spot in range(64)
)
"""OPENING[q]: the chance that an opening throw lands on spot q (pa ra opens on 2)."""

_chance_of_mask: dict[int, float] = {}


def reach_chance(distances: int) -> float:
    """The chance that one ordinary throw offers at least one distance of the mask."""
    chance = _chance_of_mask.get(distances)
    if chance is None:
        chance = sum(p for mask, p in REACH_MASKS if mask & distances)
        _chance_of_mask[distances] = chance
    return chance
