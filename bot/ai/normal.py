"""The normal computer player: the move whose position judges best, looking one move ahead."""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.ai.evaluate import Weights, value
from bot.engine import Dice, Move, State

NORMAL_WEIGHTS = Weights()


def normal(state: State, dice: Dice, moves: Sequence[Move], rng: random.Random) -> Move:
    """The move after which the static judgement (race, kills, risk, extra throw) is best."""
    side = state.turn % len(state.hand)
    return max(moves, key=lambda move: value(state.after(move), side, NORMAL_WEIGHTS))
