"""The reference value of a decision: what each of its best moves is worth, valued as hard's
search values a move but by many more rollouts, and the win chance a move gives up against it.

A candidate's value is its side's chance by the learned judgement, summed over the 21 throws
after the move (by their odds) and `per_throw` rollouts from each, played by the search's own
rollout players; every candidate is followed by the same seeds (common random numbers), so their
differences are the moves', not the dice's. Only normal's best CANDIDATES moves are valued, and
any others asked for (the post-game analysis values the move a person made, wherever normal
ranks it); a move that wins at once is worth 1 without rollouts. The values follow from the
position and the seed alone.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from bot.ai.hard import (
    OUTCOMES,
    after_each_throw,
    expected,
    ranked,
    rollout_player,
    rollout_throws,
)
from bot.engine import Move, State

CANDIDATES = 4
"""The moves valued: hard's choice is one of normal's best four in over 99.5% of its decisions
(the fifth and sixth are kept in its first round but almost never win)."""


def reference_values(
    state: State, moves: Sequence[Move], per_throw: int, seed: int, also: Sequence[Move] = ()
) -> dict[Move, float]:
    """The chance of each of normal's best CANDIDATES `moves` from `state`, and of the moves
    `also` (each one of `moves`), for the seat's side, by `per_throw` rollouts after each of the
    21 throws, from `seed`."""
    side = state.turn % len(state.hand)
    pick = rollout_player(state)
    rng = random.Random(seed)
    seeds = [[rng.getrandbits(64) for _ in range(per_throw)] for _ in OUTCOMES]
    depth = rollout_throws(state.players)
    values = {}
    for move in dict.fromkeys([*ranked(state, moves)[:CANDIDATES], *also]):
        child = state.after(move)
        if child.winner is not None:  # only the side that moved can have won
            values[move] = 1.0
            continue
        firsts = after_each_throw(child, pick)
        values[move] = expected(firsts, side, seeds, depth, pick)[0] / per_throw
    return values


def given_up(values: Mapping[Move, float], move: Move) -> float:
    """The chance `move` gives up against the best of the reference `values` (a move they do not
    value counts as the worst of them)."""
    return max(values.values()) - values.get(move, min(values.values()))
