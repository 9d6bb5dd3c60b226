"""What the learned judgement sees of a position: a dozen numbers per side, from the whole board.

The core is each side's worth by the normal judgement (bot/ai/evaluate.py): its race in pips,
coins home and in hand, its stacks and their sizes, less what the enemies' next throws
threaten (exact two-dice odds with pa ra, openings on spots 2-12 among them). How much a lead
is worth grows as the race left to all sides together shrinks, so the worth is weighed twice,
per square of the laps left and per lap left; being the side to throw, with pa ra steps kept,
or next, is worth something of its own. Partners are one side.

Beside the worth, its parts and the shape of the side's game are weighed on their own, each
per lap of the race left: coins in hand, stacks, the expected loss to the enemies' next throws,
the expected gain from its own next throw's kills (the same odds, from the killer's side), the
biggest stack, and the share of its own race still to go. Normal's fixed proportions between
the parts are not what decides games. Fitted to who won 490 games of hard against two normal,
these twelve judged the positions of 210 other such games at a cross-entropy of 0.901, where
the first five alone, fitted the same way, judged them at 0.934 (and the five as shipped before
at 0.937); as the judgement where hard's rollouts stop, they won 2 and 3 players' games that the
five lost (bot/ai/train.py has the figures).

Free-standing weights on the parts were tried earlier as a greedy player's judgement, and
picked bad moves (they will not kill): played greedily the worth alone is better, and normal,
not this judgement, picks the moves of hard's rollouts.
"""

from __future__ import annotations

from bot.ai.normal import NORMAL_WEIGHTS
from bot.ai.odds import MAX_REACH, OPENING, reach_chance
from bot.engine import COINS
from bot.engine.reading import ReadablePosition
from bot.engine.scratch import Scratch

NAMES = (
    "worth in laps, per square of the race left",
    "to throw, per race left",
    "steps kept",
    "throws next",
    "must open",
    "worth in laps, per race left",
    "coins in hand, per race left",
    "stacks, per race left",
    "expected loss in laps, per race left",
    "expected kills in laps, per race left",
    "own race left",
    "biggest stack, per race left",
)
"""The features of one side, in order (a lap is 64 pips; the race left counts all sides' laps)."""

_LAP = 1 / 64
_W = NORMAL_WEIGHTS
_PER_COIN = 1 / COINS


def side_features(state: ReadablePosition) -> list[list[float]]:
    """The features (NAMES) of every side of a position that is not over."""
    hand = state.hand
    home = state.home
    n = len(hand)
    board = state.board
    stacks: list[list[tuple[int, int]]]
    if isinstance(state, Scratch):  # a search's position lists its stacks already
        stacks = [[(spot, board[spot] >> 2) for spot in own] for own in state.spots]
    else:
        stacks = [[] for _ in hand]
        for spot, cell in enumerate(board):
            if cell:
                stacks[cell & 3].append((spot, cell >> 2))
    loss = [0.0] * n
    kills = [0.0] * n
    for side, own in enumerate(stacks):
        for spot, coins in own:
            stake = coins * (spot + _W.reentry)
            safe = 1.0
            for enemy, theirs in enumerate(stacks):
                if enemy == side:
                    continue
                if theirs:
                    distances = 1 << spot if coins == 1 and hand[enemy] and spot <= MAX_REACH else 0
                    for at, size in theirs:
                        d = spot - at
                        if size >= coins and 1 < d <= MAX_REACH:
                            distances |= 1 << d
                    chance = reach_chance(distances) if distances else 0.0
                else:
                    chance = OPENING[spot] if hand[enemy] else 0.0
                if chance:
                    kills[enemy] += chance * stake
                    safe *= 1.0 - chance
            if safe < 1.0:
                loss[side] += (1.0 - safe) * stake
    laps_left = 1.0
    shape: list[tuple[float, float, int, int]] = []
    for side, own in enumerate(stacks):
        pips = sum(coins * spot for spot, coins in own)
        to_go = COINS - home[side] - pips * _LAP
        laps_left += to_go
        worth = (
            _W.home * home[side]
            - _W.hand * hand[side]
            + pips
            - _W.spread * sum(64 - spot for spot, _ in own)
            - _W.risk * loss[side]
        )
        shape.append((worth, to_go, len(own), max((coins for _, coins in own), default=0)))
    per_race = COINS / laps_left
    per_square = per_race * per_race
    rows: list[list[float]] = []
    for side, (worth, to_go, count, biggest) in enumerate(shape):
        must_open = 1.0 if hand[side] + home[side] == COINS and hand[side] else 0.0
        laps = worth * _LAP
        rows.append(
            [
                laps * per_square,
                0.0,
                0.0,
                0.0,
                must_open,
                laps * per_race,
                hand[side] * _PER_COIN * per_race,
                count * _PER_COIN * per_race,
                loss[side] * _LAP * per_race,
                kills[side] * _LAP * per_race,
                to_go * _PER_COIN,
                biggest * _PER_COIN * per_race,
            ]
        )
    mover = state.turn % n
    rows[mover][1] = per_race
    rows[mover][2] = state.kept * 0.5
    if n > 2:
        rows[(state.turn + 1) % state.players % n][3] = 1.0
    return rows
