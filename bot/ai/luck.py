"""The luck of the dice in a game, to take out of its result: bench/ai.py's variance reduction.

A throw's luck for a side is how much that throw moved the side's chance of winning against the
mean of the 21 throws it could have been: the learned judgement's chance after the throw played
by a fixed reference player (normal's pick), less that chance averaged over the 21 throws by their
exact odds. Whatever the position, a throw's luck has mean zero, because the dice do not depend on
anything before them; so a game's result less the luck of all its throws has the same mean as the
result (the hero's win rate is estimated without bias), but much of what the dice did is taken out,
and with it some of the variance: 1.8 to 2 times less in games of normal against itself, 1.3 to
1.5 times less in games of hard against the old hard, whose choices the reference follows less
well, so two close players are told apart in fewer games than their raw results need. This is
the variance reduction of backgammon's rollouts (GNU Backgammon's "luck adjustment").
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from typing import NamedTuple

from bot.ai.hard import OUTCOMES
from bot.ai.learned import Model, chances_with, shipped
from bot.ai.normal import normal_pick
from bot.ai.playing import throw_on
from bot.engine import Dice, State
from bot.engine.scratch import Scratch


def luck(state: State, dice: Dice, side: int, model: Model | None = None) -> float:
    """How much throwing `dice` from `state` moved `side`'s chance of winning against the mean
    of all 21 throws, each played by the reference player and judged by `model` (the shipped
    judgement by default)."""
    judgement = shipped() if model is None else model
    start = Scratch.from_state(state)
    thrown = Dice(min(dice), max(dice))
    mean = this = 0.0
    for outcome, chance in OUTCOMES:
        position = start.copy()
        throw_on(position, outcome, normal_pick)
        value = chances_with(judgement, position)[side]
        mean += chance * value
        if outcome == thrown:
            this = value
    return this - mean


class Estimate(NamedTuple):
    """A mean with its 95% normal-approximation interval."""

    mean: float
    low: float
    high: float


def _adjusted(wins: Sequence[bool], lucks: Sequence[float]) -> list[float]:
    """Each game's result less its luck."""
    return [float(won) - game_luck for won, game_luck in zip(wins, lucks, strict=True)]


def adjusted_rate(wins: Sequence[bool], lucks: Sequence[float], z: float = 1.96) -> Estimate:
    """The win rate from games' results less their luck, with its 95% interval."""
    adjusted = _adjusted(wins, lucks)
    mean = statistics.fmean(adjusted)
    if len(adjusted) < 2:
        return Estimate(mean, -math.inf, math.inf)
    half = z * statistics.stdev(adjusted) / math.sqrt(len(adjusted))
    return Estimate(mean, mean - half, mean + half)


def variance_ratio(wins: Sequence[bool], lucks: Sequence[float]) -> float:
    """How many times smaller the luck-adjusted results' variance is than the raw results'."""
    raw = statistics.pvariance([float(won) for won in wins])
    left = statistics.pvariance(_adjusted(wins, lucks))
    return raw / left if left else math.inf
