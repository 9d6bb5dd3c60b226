"""The normal computer player: the move whose position judges best, looking one move ahead.

The judgement (`evaluate`) weighs the race in pips, coins home and in hand, kills, the extra
throw a stack or kill earns, fewer and bigger stacks, and the exact two-dice odds (pa ra
included) that an enemy kills each stack next throw, openings on spots 2-12 among them. Sides,
not seats, are judged, so in a 4-player game a partner's stacks count as ours.
"""

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
