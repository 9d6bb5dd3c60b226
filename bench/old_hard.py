"""The hard computer player as it was before issue 16, frozen here as the yardstick of bench/ai.py.

Monte Carlo rollouts of the normal player, within a fixed budget (normal is frozen by its own
pairings, so importing it keeps this player as it was).

Each candidate move is followed by the same short futures (common random numbers: one dice
stream per rollout, shared by every candidate), in which every seat plays the normal policy.
The position a rollout reaches is judged by the normal player's static judgement, and the move
with the best total is played. Short rollouts keep the noise of the dice low enough for the
search to improve on the policy it rolls out. The budget counts simulated throws, never time,
so a choice depends only on the position and the RNG.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from bot.ai.evaluate import value
from bot.ai.normal import NORMAL_WEIGHTS, judge, normal
from bot.engine import Dice, Move, State, roll

ROLLOUT_DEPTH = 6
"""Throws simulated after a candidate move before the position is judged."""
MAX_ROLLOUTS = 32
"""Rollouts per candidate when the budget allows."""
MAX_CANDIDATES = 6
"""Only the statically best moves are rolled out."""
THROW_BUDGET = MAX_CANDIDATES * MAX_ROLLOUTS * ROLLOUT_DEPTH
"""Simulated throws per decision at most."""


class Choice(NamedTuple):
    """The move a search picked and the throws it simulated to pick it."""

    move: Move
    throws: int


def rollout(state: State, rng: random.Random, depth: int) -> tuple[State, int]:
    """The position after up to `depth` throws with every seat playing normal, and the throws."""
    for thrown in range(depth):
        if state.winner is not None:
            return state, thrown
        dice = roll(rng)
        moves = state.moves(dice)
        if not moves:
            state = state.after_no_move()
        elif len(moves) == 1:
            state = state.after(moves[0])
        else:
            state = state.after(normal(state, dice, moves, rng))
    return state, depth


def search(
    state: State, moves: Sequence[Move], rng: random.Random, budget: int = THROW_BUDGET
) -> Choice:
    """The candidate whose rollouts judge best, simulating at most `budget` throws."""
    side = state.turn % len(state.hand)
    ranked = sorted(moves, key=lambda m: judge(state, m, side, NORMAL_WEIGHTS), reverse=True)
    candidates = ranked[:MAX_CANDIDATES]
    rollouts = min(MAX_ROLLOUTS, budget // (len(candidates) * ROLLOUT_DEPTH))
    if len(candidates) == 1 or rollouts == 0:
        return Choice(candidates[0], 0)
    seeds = [rng.getrandbits(64) for _ in range(rollouts)]
    best, best_total, used = candidates[0], float("-inf"), 0
    for move in candidates:
        start = state.after(move)
        total = 0.0
        for seed in seeds:
            end, thrown = rollout(start, random.Random(seed), ROLLOUT_DEPTH)
            used += thrown
            total += value(end, side, NORMAL_WEIGHTS)
        if total > best_total:
            best, best_total = move, total
    return Choice(best, used)


def old_hard(state: State, dice: Dice, moves: Sequence[Move], rng: random.Random) -> Move:
    """The move the budgeted rollouts pick."""
    return search(state, moves, rng).move
