"""The easy computer player: any legal move, picked at random."""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.engine import Dice, Move, State


def easy(state: State, dice: Dice, moves: Sequence[Move], rng: random.Random) -> Move:
    """A legal move chosen uniformly at random."""
    return moves[int(rng.random() * len(moves))]
