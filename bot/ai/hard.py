"""The hard computer player: the next throw searched exactly, rollouts after it, judged as learned.

Each of the statically best candidate moves is followed by every one of the 21 distinct throws
of two dice, weighted by its exact odds (1/36 or 2/36): the seat's own extra throw when the
move earns one, else the next seat's throw (a pa ra that is kept or rethrown leaves the same
seat to throw on, as the engine plays it). After each throw, rollouts of two throws per seat.
In the throws simulated, every other side plays the normal player's moves (the best model of a
normal opponent), and with 3 or 4 players the seat's own side plays the greedy player of the
tuned weights (bot/ai/tuned.py), a stronger model of its own later play; common random numbers
(the same dice streams after the same throw, for every candidate) keep the noise of the dice
out of the comparison, and sequential halving gives most rollouts to the candidates that are
hardest to tell apart (with 3 players the search stops once one leads clearly). Where a rollout
stops, the learned judgement (bot/ai/learned.py) gives the seat's side its chance of winning,
and the move with the best expected chance is played. The budget counts simulated throws, never
time, so a choice depends only on the position and the RNG. The simulated throws are made in
place on the engine's mutable position for search (bot/engine/scratch.py), which plays every
rule exactly as `State` does.

What was tried to make it stronger, with the figures and commands, is in docs/ai.md.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from bot.ai.learned import Model, chances_with, shipped
from bot.ai.normal import NORMAL_WEIGHTS, judge, playing_side
from bot.ai.playing import PickCode, throw_on
from bot.ai.tuned import tuned_weights
from bot.engine import CHANCE_OUTCOMES, Dice, Move, State
from bot.engine.dice import THROWS
from bot.engine.scratch import Scratch

OUTCOMES = tuple((dice, float(chance)) for dice, chance in CHANCE_OUTCOMES)
"""The 21 distinct throws with their exact probabilities."""
THROWS_PER_SEAT = 2
"""A rollout lasts two throws of every seat at the table (2 players: 4 throws, 3: 6, 4: 8):
its horizon is counted in rounds of the table, not in throws (docs/ai.md says what was measured)."""
TUNED_SIDE_PLAYERS = frozenset({3, 4})
"""The player counts whose rollouts play the tuned weights for the searching side; 2 players keep
normal's weights for both sides (docs/ai.md)."""
KEPT = (6, 3, 2)
"""Sequential halving: how many of the best candidates so far stay in the search, per round;
only the statically best moves are searched."""


def rollout_throws(players: int) -> int:
    """How many throws a rollout of a search at a table of `players` lasts."""
    return THROWS_PER_SEAT * players


THROW_BUDGET = sum(KEPT) * len(OUTCOMES) * (rollout_throws(4) + 1)
"""Simulated throws per decision at most: with 4 players, who roll out the longest, one rollout
after each of the 21 throws for every candidate in every round."""
ROLLOUTS = {2: (1, 2, 3), 3: (1, 1, 1), 4: (1, 1, 1)}
"""Per player count, the rollouts each candidate still in the search gets after each of the 21
throws, round by round of KEPT, within the THROW_BUDGET that 4 players' one rollout per round
takes (docs/ai.md)."""
STOP_LEAD: dict[int, float] = {3: 0.03}
"""Per player count, the lead in win chance per rollout after each throw (the best candidate's
over the second's) beyond which the search stops before its last rounds; only 3 players, whose
judgement of three sides makes every simulated throw dearest, need it to stay within the time
(docs/ai.md)."""


def rounds(players: int) -> tuple[tuple[int, int], ...]:
    """Per round, the candidates kept and the rollouts each gets after each of the 21 throws."""
    return tuple(zip(KEPT, ROLLOUTS[players], strict=True))


class Choice(NamedTuple):
    """The move a search picked and the throws it simulated to pick it."""

    move: Move
    throws: int


def rollout(start: Scratch, rng: random.Random, depth: int, pick: PickCode) -> tuple[Scratch, int]:
    """The position after up to `depth` throws from `start` (unchanged) with `pick` playing
    every seat, and the throws."""
    position = start.copy()
    rand = rng.random
    for thrown in range(depth):
        if position.winner is not None:
            return position, thrown
        throw_on(position, THROWS[int(rand() * 36)], pick)  # roll(rng), without a call
    return position, depth


def after_each_throw(state: State, pick: PickCode) -> list[Scratch]:
    """The position after each of the 21 throws from `state`, `pick` playing the seat."""
    start = Scratch.from_state(state)
    firsts = []
    for dice, _ in OUTCOMES:
        first = start.copy()
        throw_on(first, dice, pick)
        firsts.append(first)
    return firsts


def expected(
    firsts: Sequence[Scratch],
    side: int,
    seeds: Sequence[Sequence[int]],
    depth: int,
    pick: PickCode,
    model: Model | None = None,
) -> tuple[float, int]:
    """The chance of `side` by `model` (the shipped judgement by default) summed over the
    positions after each of the 21 throws (by its odds) and the `depth`-throw rollouts from them
    (one per seed of that throw's stratum); the throws simulated."""
    judgement = shipped() if model is None else model
    total, used = 0.0, 0
    for (_, p), first, stratum in zip(OUTCOMES, firsts, seeds, strict=True):
        for seed in stratum:
            end, thrown = rollout(first, random.Random(seed), depth, pick)
            used += thrown + 1  # the throw of the stratum counts for each rollout from it
            total += p * chances_with(judgement, end)[side]
    return total, used


def rollout_player(state: State) -> PickCode:
    """Who plays the simulated throws of a search from `state`: normal for the other sides, and
    for the seat's own side the tuned weights (3 and 4 players) or normal's."""
    side = state.turn % len(state.hand)
    own = tuned_weights(state.players) if state.players in TUNED_SIDE_PLAYERS else NORMAL_WEIGHTS
    return playing_side(side, own, NORMAL_WEIGHTS)


def ranked(state: State, moves: Sequence[Move]) -> list[Move]:
    """The moves from the statically best down, by normal's judgement for the seat's side."""
    side = state.turn % len(state.hand)
    return sorted(moves, key=lambda m: judge(state, m, side, NORMAL_WEIGHTS), reverse=True)


def lead(totals: dict[Move, float], alive: Sequence[Move]) -> float:
    """How far the best of `alive` (which holds at least two) is ahead of the second best."""
    first, second = sorted((totals[move] for move in alive), reverse=True)[:2]
    return first - second


def search(
    state: State,
    moves: Sequence[Move],
    rng: random.Random,
    budget: int = THROW_BUDGET,
    model: Model | None = None,
) -> Choice:
    """The candidate with the best expected chance by `model` (the shipped judgement by
    default), simulating at most `budget` throws.

    Every candidate still in the search gets the same rollouts in a round (common random
    numbers), and each round keeps only the best so far, so most of the work goes to the
    moves that are hard to tell apart; where STOP_LEAD has the player count, the search stops
    after a round in which the best got that far ahead of the second.
    """
    side = state.turn % len(state.hand)
    pick = rollout_player(state)
    alive = ranked(state, moves)[: KEPT[0]]
    if len(alive) == 1:
        return Choice(alive[0], 0)
    children = {move: state.after(move) for move in alive}
    won = [move for move, child in children.items() if child.winner == side]
    if won:
        return Choice(won[0], 0)
    firsts: dict[Move, list[Scratch]] = {}
    totals = dict.fromkeys(alive, 0.0)
    used = rolled = 0
    depth = rollout_throws(state.players)
    per_round = len(OUTCOMES) * (depth + 1)
    plan = rounds(state.players)
    # Every round's seeds are drawn first, so a search that stops early leaves `rng` as a full
    # search would leave it.
    round_seeds = [
        [[rng.getrandbits(64) for _ in range(more)] for _ in OUTCOMES] for _, more in plan
    ]
    stop = STOP_LEAD.get(state.players)
    for (kept, more), seeds in zip(plan, round_seeds, strict=True):
        alive = sorted(alive, key=totals.__getitem__, reverse=True)[:kept]
        if len(alive) == 1 or used + len(alive) * more * per_round > budget:
            break
        for move in alive:
            if move not in firsts:
                firsts[move] = after_each_throw(children[move], pick)
            chance, thrown = expected(firsts[move], side, seeds, depth, pick, model)
            totals[move] += chance
            used += thrown
        rolled += more
        if stop is not None and lead(totals, alive) > stop * rolled:
            break
    return Choice(max(alive, key=totals.__getitem__), used)


def hard(state: State, dice: Dice, moves: Sequence[Move], rng: random.Random) -> Move:
    """The move the search picks."""
    return search(state, moves, rng).move
