"""What the learned judgement sees of a position: a few numbers per side, from the whole board.

The core is each side's worth by the normal judgement (bot/ai/evaluate.py): its race in pips,
coins home and in hand, its stacks and their sizes, less what the enemies' next throws
threaten (exact two-dice odds with pa ra, openings on spots 2-12 among them). The learned
weights turn it into chances of winning: how much a lead is worth, the more so when less of
the race is left (the worth is divided by the square of the laps left to all sides together,
the form that predicted normal's games best of those tried), and what being the side to throw,
with pa ra steps kept, or next, is worth. Partners are one side.

Free-standing weights on the parts of the worth were tried and learned
values that judge well on average but pick bad moves (they will not kill), so the parts keep
the normal player's proportions and only their sum is weighed here. Four more features (the
expected loss, coins in hand, stacks, the log of the laps a side has to go) fitted to normal's
own games predicted hardly better (cross-entropy 0.9925 against 0.9960 for 3 sides) and played
worse greedily over 1,000 games against normal: 25.5% with 3 players and 45.5% with 2, where
these five fitted to the same games won 32.0% and 53.8%.
"""

from __future__ import annotations

from bot.ai.evaluate import scores
from bot.ai.normal import NORMAL_WEIGHTS
from bot.engine import COINS
from bot.engine.view import PositionView

NAMES = (
    "worth in laps, per square of the race left",
    "to throw, per race left",
    "steps kept",
    "throws next",
    "must open",
)
"""The features of one side, in order (a lap is 64 pips)."""

_LAP = 1 / 64
_WEIGHTS = NORMAL_WEIGHTS._replace(throw=0.0)
"""The normal judgement without its bonus for the side to throw, which is a feature here."""


def side_features(state: PositionView) -> list[list[float]]:
    """The features (NAMES) of every side of a position that is not over."""
    hand = state.hand
    n = len(hand)
    board = state.board
    worth = scores(state, _WEIGHTS)
    laps_left = float(COINS * n - sum(state.home)) + 1.0
    for spot in range(1, 64):
        cell = board[spot]
        if cell:
            laps_left -= (cell >> 2) * spot * _LAP
    per_race = COINS / laps_left
    per_square = per_race * per_race
    mover = state.turn % n
    rows: list[list[float]] = []
    for side in range(n):
        must_open = 1.0 if hand[side] + state.home[side] == COINS and hand[side] else 0.0
        rows.append([worth[side] * _LAP * per_square, 0.0, 0.0, 0.0, must_open])
    rows[mover][1] = per_race
    rows[mover][2] = state.kept * 0.5
    if n > 2:
        rows[(state.turn + 1) % state.players % n][3] = 1.0
    return rows
