"""A static judgement of a position: each side's race in pips, less what its stacks risk."""

from __future__ import annotations

from typing import NamedTuple

from bot.ai.odds import MAX_REACH, OPENING, reach_any
from bot.engine import State


class Weights(NamedTuple):
    """The knobs of the judgement, in pips (one coin one spot forward is one pip)."""

    home: float = 64.0
    """A coin home."""
    reentry: float = 4.0
    """What a killed coin costs beyond the pips it had made: it must be entered again."""
    spread: float = 1.0
    """Per stack and pip it still has to go: every separate stack needs throws of its own."""
    risk: float = 1.0
    """How much of the worth of a threatened stack counts as already lost."""
    throw: float = 10.0
    """The side about to throw: the worth of the throw it is about to make."""
    leader: float = 0.5
    """With several opponents: weight of the leading one against their mean."""
    win: float = 100_000.0
    """A won (or lost) game."""


def kill_chance(state: State, spot: int, side: int, coins: int, openers: list[bool]) -> float:
    """The chance that some enemy kills the stack on `spot` with its next throw (one each)."""
    board = state.board
    hand = state.hand
    safe = 1.0
    for enemy in range(len(hand)):
        if enemy == side:
            continue
        if openers[enemy]:
            hit = OPENING[spot]
        else:
            distances = {
                d
                for d in range(2, min(MAX_REACH, spot - 1) + 1)
                if board[spot - d] & 3 == enemy and board[spot - d] >> 2 >= coins
            }
            if coins == 1 and hand[enemy] and spot <= MAX_REACH:
                distances.add(spot)
            if not distances:
                continue
            hit = reach_any(frozenset(distances))
        safe *= 1.0 - hit
    return 1.0 - safe


def scores(state: State, w: Weights) -> list[float]:
    """Each side's worth in pips: progress and home coins, less spread and expected losses."""
    board = state.board
    hand = state.hand
    n = len(hand)
    worth = [w.home * h for h in state.home]
    on_track = [False] * n
    stacks = []
    for p in range(1, 64):
        cell = board[p]
        if cell:
            stacks.append((p, cell & 3, cell >> 2))
            on_track[cell & 3] = True
    openers = [not on_track[x] and hand[x] > 0 for x in range(n)]
    for p, x, c in stacks:
        worth[x] += c * p - w.spread * (64 - p)
        danger = kill_chance(state, p, x, c, openers)
        if danger:
            worth[x] -= w.risk * danger * c * (p + w.reentry)
    if state.winner is None:
        worth[state.turn % n] += w.throw
    return worth


def value(state: State, side: int, w: Weights) -> float:
    """How good `state` is for `side`: its worth against its opponents' (partners are one side)."""
    if state.winner is not None:
        return w.win if state.winner == side else -w.win
    worth = scores(state, w)
    others = [v for x, v in enumerate(worth) if x != side]
    if len(others) == 1:
        return worth[side] - others[0]
    mean = sum(others) / len(others)
    return worth[side] - (w.leader * max(others) + (1.0 - w.leader) * mean)
