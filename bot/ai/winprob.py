"""Each side's chance of winning a position: a softmax over linear scores of a few features.

The weights were fitted by `python3 -m bot.ai.fit` (maximum likelihood on the winners of seeded
self-play games of the normal player with some random moves, 2 to 4 players).
"""

from __future__ import annotations

import math

from bot.ai.evaluate import kill_chance
from bot.ai.odds import OPENING
from bot.engine import State

FEATURES = (
    "to throw",
    "pips made / 64",
    "coins home",
    "coins in hand",
    "throws to go, one stack at a time",
    "stacks",
    "coins at risk",
    "pips at risk / 64",
    "must open",
    "lone coins",
    "pa ra kept",
    "chance to enter onto a stack",
    "biggest stack",
)
"""What each side is described by; `features` returns them in this order."""

WEIGHTS = (
    0.1212, 0.1523, 0.2228, -0.8098, -0.1725, 0.0279, 0.3133,
    -0.7856, 0.3367, -0.0285, 0.0462, 0.9069, 0.0720,
)  # fmt: skip
"""The fitted weight of each feature."""


def features(state: State) -> list[list[float]]:
    """The feature vector of every side, in the order of FEATURES."""
    hand = state.hand
    n = len(hand)
    stacks: list[list[tuple[int, int]]] = [[] for _ in hand]
    for spot, cell in enumerate(state.board):
        if cell:
            stacks[cell & 3].append((spot, cell >> 2))
    mover = state.turn % n
    rows = []
    for side, own in enumerate(stacks):
        made = togo = at_risk = pips_at_risk = lone = entry = 0.0
        biggest = 0
        for spot, coins in own:
            made += coins * spot
            togo += 64 - spot
            danger = kill_chance(spot, side, coins, stacks, hand)
            at_risk += danger * coins
            pips_at_risk += danger * coins * spot
            lone += coins == 1
            if hand[side] and spot <= 12:
                entry += OPENING[spot]
            biggest = max(biggest, coins)
        rows.append(
            [
                float(side == mover),
                made / 64,
                float(state.home[side]),
                float(hand[side]),
                togo / 7,
                float(len(own)),
                at_risk,
                pips_at_risk / 64,
                float(not own and hand[side] > 0),
                lone,
                state.kept / 2 if side == mover else 0.0,
                entry,
                float(biggest),
            ]
        )
    return rows


def win_chances(state: State) -> list[float]:
    """Each side's estimated chance to win (1 for the winner of a finished game)."""
    if state.winner is not None:
        return [float(side == state.winner) for side in range(len(state.hand))]
    scores = [sum(w * f for w, f in zip(WEIGHTS, row, strict=True)) for row in features(state)]
    top = max(scores)
    odds = [math.exp(s - top) for s in scores]
    total = sum(odds)
    return [o / total for o in odds]
