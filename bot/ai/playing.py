"""One throw played: the step every simulated game of the computer players is made of."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.engine import Dice, Move, State

Pick = Callable[[State, Dice, Sequence[Move]], Move]
"""A player's choice among the distinct legal moves of a throw (two or more)."""


def after_throw(state: State, dice: Dice, pick: Pick) -> State:
    """The position after `dice`: no move, the only move, or the one `pick` chooses."""
    moves = state.moves(dice)
    if not moves:
        return state.after_no_move()
    if len(moves) == 1:
        return state.after(moves[0])
    return state.after(pick(state, dice, moves))
