"""One throw played: the step every simulated game of the computer players is made of, on the
immutable `State` (training) or in place on the search's mutable `Scratch` (hard's rollouts)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.engine import Dice, Move, State
from bot.engine.scratch import Scratch
from bot.engine.scratch_generate import Code

Pick = Callable[[State, Dice, Sequence[Move]], Move]
"""A player's choice among the distinct legal moves of a throw (two or more)."""
PickCode = Callable[[Scratch, Dice, Sequence[Code]], Code]
"""The same choice on the mutable position."""


def after_throw(state: State, dice: Dice, pick: Pick) -> State:
    """The position after `dice`: no move, the only move, or the one `pick` chooses."""
    moves = state.moves(dice)
    if not moves:
        return state.after_no_move()
    if len(moves) == 1:
        return state.after(moves[0])
    return state.after(pick(state, dice, moves))


def throw_on(position: Scratch, dice: Dice, pick: PickCode) -> None:
    """`after_throw` in place: `position` becomes the position after `dice`."""
    codes = position.moves(dice)
    if not codes:
        position.make_no_move()
    elif len(codes) == 1:
        position.make(codes[0])
    else:
        position.make(pick(position, dice, codes))
