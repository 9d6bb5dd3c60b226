"""The normal computer player: the move whose position judges best, looking one move ahead.

The judgement (`evaluate`) weighs the race in pips, coins home and in hand, kills, the extra
throw a stack or kill earns, fewer and bigger stacks, and the exact two-dice odds (pa ra
included) that an enemy kills each stack next throw, openings on spots 2-12 among them. Sides,
not seats, are judged, so in a 4-player game a partner's stacks count as ours. A rethrow (R26)
moves nothing, so it is judged by the throw it buys: the mean, over the 21 throws, of the best
position that throw reaches. A finish that goes on with its spare steps (R25) is judged where
the whole chain ends.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import inf

from bot.ai.evaluate import Weights, value
from bot.ai.playing import PickCode
from bot.engine import CHANCE_OUTCOMES, Dice, Move, State
from bot.engine.reading import M, Playable
from bot.engine.scratch import Scratch
from bot.engine.scratch_generate import Code

NORMAL_WEIGHTS = Weights()
_OUTCOMES = tuple((dice, float(chance)) for dice, chance in CHANCE_OUTCOMES)


def expected_throw(state: Playable[M], side: int, w: Weights) -> float:
    """The worth for `side` of the seat in `state` throwing once and playing its best move."""
    total = 0.0
    for dice, chance in _OUTCOMES:
        moves = state.moves(dice)
        if not moves:
            total += chance * value(state.after_no_move(), side, w)
        else:
            total += chance * max(value(state.after(m), side, w) for m in moves)
    return total


def judge(state: Playable[M], move: M, side: int, w: Weights) -> float:
    """The worth of a move for `side`: where it leads, or for a rethrow the throw it buys."""
    after = state.after(move)
    if after.kept > state.kept:  # a rethrow, the one move that keeps more steps (R16, R26)
        return expected_throw(after, side, w)
    return value(after, side, w)


def judge_code(position: Scratch, code: Code, side: int, w: Weights) -> float:
    """`judge` on the mutable position: the move made, judged and taken back."""
    kept = position.kept
    undo = position.push(code)
    worth = expected_throw(position, side, w) if position.kept > kept else value(position, side, w)
    position.pop(undo)
    return worth


def best_code(position: Scratch, codes: Sequence[Code], w: Weights = NORMAL_WEIGHTS) -> Code:
    """The greedy move by `w` on the mutable position (normal's by default), which it leaves as
    it found it."""
    side = position.side_of[position.turn]
    best, best_worth = codes[0], -inf
    for code in codes:  # a plain loop: `max` with a key costs a lambda call per move
        worth = judge_code(position, code, side, w)
        if worth > best_worth:
            best, best_worth = code, worth
    return best


def normal_pick(position: Scratch, _dice: Dice, codes: Sequence[Code]) -> Code:
    """Normal's move, for every seat."""
    return best_code(position, codes)


def playing_side(side: int, own: Weights, others: Weights) -> PickCode:
    """The greedy player of `own` for the seats of `side`, of `others` for every other seat."""

    def pick(position: Scratch, _dice: Dice, codes: Sequence[Code]) -> Code:
        return best_code(
            position, codes, own if position.side_of[position.turn] == side else others
        )

    return pick


def normal(state: State, dice: Dice, moves: Sequence[Move], rng: random.Random) -> Move:
    """The move after which the static judgement (race, kills, risk, extra throw) is best."""
    side = state.turn % len(state.hand)
    return max(moves, key=lambda move: judge(state, move, side, NORMAL_WEIGHTS))
