"""The luck of a throw: how much the dice moved a side's chance of winning.

A throw's luck for a side is that side's chance of winning after the throw, less the mean of
its chances after each of the 21 throws it could have been, by their exact odds. Every throw is
played by the same reference player (normal, for every seat) and the position it reaches is
judged by the learned judgement, so the luck depends on the position and the dice alone. Its
mean over the 21 throws is zero in every position: a game's result less the luck of all its
throws keeps the result's mean (the variance reduction of backgammon's rollouts, GNU
Backgammon's "luck adjustment"; docs/ai.md says what it buys in bench/ai.py's pairings).
"""

from __future__ import annotations

from bot.ai.learned import Model, chances_with, shipped
from bot.ai.normal import normal_pick
from bot.ai.playing import throw_on
from bot.engine import CHANCE_OUTCOMES, Dice, State
from bot.engine.scratch import Scratch


def luck_of_sides(state: State, dice: Dice, model: Model | None = None) -> tuple[float, ...]:
    """`luck` for every side at once, in side order (one pass over the 21 throws); the sides'
    lucks sum to zero, as their chances sum to one."""
    judgement = shipped() if model is None else model
    start = Scratch.from_state(state)
    thrown = Dice(min(dice), max(dice))
    mean = [0.0] * len(state.hand)
    this: list[float] = mean
    for outcome, chance in CHANCE_OUTCOMES:
        position = start.copy()
        throw_on(position, outcome, normal_pick)
        values = chances_with(judgement, position)
        p = float(chance)
        mean = [m + p * value for m, value in zip(mean, values, strict=True)]
        if outcome == thrown:
            this = values
    return tuple(value - m for value, m in zip(this, mean, strict=True))


def luck(state: State, dice: Dice, side: int, model: Model | None = None) -> float:
    """How much throwing `dice` from `state` moved `side`'s chance of winning against the mean
    of all 21 throws, each played by the reference player and judged by `model` (the shipped
    judgement by default). Between -1 and 1; the order of the two faces does not matter."""
    return luck_of_sides(state, dice, model)[side]
