"""One throw played: the step every simulated game of the computer players is made of (hard's
rollouts and the training's games), in place on the engine's mutable position for search."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.engine import Dice
from bot.engine.scratch import Scratch
from bot.engine.scratch_generate import Code

PickCode = Callable[[Scratch, Dice, Sequence[Code]], Code]
"""A player's choice among the distinct legal moves of a throw (two or more)."""


def throw_on(position: Scratch, dice: Dice, pick: PickCode) -> None:
    """`position` becomes the position after `dice`: no move, the only move, or `pick`'s."""
    codes = position.moves(dice)
    if not codes:
        position.make_no_move()
    elif len(codes) == 1:
        position.make(codes[0])
    else:
        position.make(pick(position, dice, codes))
