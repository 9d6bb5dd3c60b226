"""The hard computer player: expectimax over the throw that follows each move, within a node budget.

After each candidate move comes a chance node over the 21 throws of whoever throws next: the
extra throw the move earned, or the next seat's throw. That seat answers each throw with the move
its own static judgement likes best (an opponent plays for its side, not against ours). Leaves
are judged statically. The budget counts judged positions, so a choice never depends on time.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from bot.ai.evaluate import Weights, scores
from bot.engine import CHANCE_OUTCOMES, Dice, Move, State

HARD_WEIGHTS = Weights()
NODE_BUDGET = 6000
"""Positions judged per decision at most."""

_OUTCOMES = tuple((dice, float(p)) for dice, p in CHANCE_OUTCOMES)


class Choice(NamedTuple):
    """The move a search picked and the positions it judged to pick it."""

    move: Move
    nodes: int


class _OutOfBudget(Exception):
    """The search has judged as many positions as it may."""


def _value(worth: Sequence[float], side: int, leader: float) -> float:
    """A side's standing in a vector of worths: its own against its opponents'."""
    others = [v for x, v in enumerate(worth) if x != side]
    if len(others) == 1:
        return worth[side] - others[0]
    return worth[side] - (leader * max(others) + (1.0 - leader) * sum(others) / len(others))


class _Search:
    """One decision's search: counts the positions it judges against the budget."""

    def __init__(self, budget: int, weights: Weights) -> None:
        self.budget = budget
        self.nodes = 0
        self.weights = weights

    def judge(self, state: State) -> list[float]:
        """Every side's worth in `state`, or the won game."""
        if self.nodes >= self.budget:
            raise _OutOfBudget
        self.nodes += 1
        if state.winner is not None:
            win = self.weights.win
            return [win if x == state.winner else -win for x in range(len(state.hand))]
        return scores(state, self.weights)

    def best_reply(self, state: State, moves: Sequence[Move]) -> list[float]:
        """The worths after the move the side to throw likes best by static judgement."""
        mover = state.turn % len(state.hand)
        leader = self.weights.leader
        best: list[float] | None = None
        best_value = 0.0
        for move in moves:
            worth = self.judge(state.after(move))
            v = _value(worth, mover, leader)
            if best is None or v > best_value:
                best, best_value = worth, v
        assert best is not None
        return best

    def throw_node(self, state: State) -> list[float]:
        """Expected worths over the next throw of the seat to throw in `state`."""
        n = len(state.hand)
        opening = state.is_opening()
        total = [0.0] * n
        for dice, p in _OUTCOMES:
            if dice.d1 == 1 and dice.d2 == 1 and not opening:
                worth = self.judge(state.after_para())
            else:
                moves = state.moves(dice)
                if not moves:
                    worth = self.judge(state.after_no_move())
                elif len(moves) == 1:
                    worth = self.judge(state.after(moves[0]))
                else:
                    worth = self.best_reply(state, moves)
            for x in range(n):
                total[x] += p * worth[x]
        return total

    def after_move(self, state: State) -> list[float]:
        """Expected worths after a move that led to `state`."""
        if state.winner is not None:
            return self.judge(state)
        return self.throw_node(state)


def search(
    state: State, moves: Sequence[Move], budget: int = NODE_BUDGET, weights: Weights = HARD_WEIGHTS
) -> Choice:
    """The move with the best expected standing one throw later, judging at most `budget` nodes.

    Moves are searched best-first by static judgement; when the budget runs out the best move
    searched to the end is kept (the statically best one if none was).
    """
    side = state.turn % len(state.hand)
    leader = weights.leader
    run = _Search(budget, weights)
    try:
        ranked = sorted(
            moves, key=lambda m: _value(run.judge(state.after(m)), side, leader), reverse=True
        )
    except _OutOfBudget:
        return Choice(moves[0], run.nodes)
    best, best_value = ranked[0], 0.0
    for i, move in enumerate(ranked):
        try:
            v = _value(run.after_move(state.after(move)), side, leader)
        except _OutOfBudget:
            break
        if i == 0 or v > best_value:
            best, best_value = move, v
    return Choice(best, run.nodes)


def hard(state: State, dice: Dice, moves: Sequence[Move], rng: random.Random) -> Move:
    """The move the budgeted expectimax search picks."""
    return search(state, moves).move
