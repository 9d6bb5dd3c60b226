"""A static judgement of a position: each side's race in pips, less what its stacks risk."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from bot.ai.odds import MAX_REACH, OPENING, reach_chance
from bot.engine.reading import ReadablePosition
from bot.engine.scratch import Scratch


class Weights(NamedTuple):
    """The knobs of the judgement, in pips (one coin one spot forward is one pip)."""

    home: float = 64.0
    """A coin home."""
    hand: float = 100.0
    """What a coin in hand lacks beyond a coin at the start: a throw to enter, and exposure."""
    spread: float = 1.0
    """Per stack and pip it still has to go: every separate stack needs throws of its own."""
    reentry: float = 4.0
    """What a killed coin costs beyond the pips it had made: it must be entered again."""
    risk: float = 1.0
    """How much of the worth of a threatened stack counts as already lost."""
    throw: float = 25.0
    """The side about to throw: the worth of the throw it is about to make."""
    leader: float = 0.5
    """With several opponents: weight of the leading one against their mean."""
    win: float = 100_000.0
    """A won (or lost) game."""


def kill_chance(
    spot: int, side: int, coins: int, stacks: list[list[tuple[int, int]]], hand: Sequence[int]
) -> float:
    """The chance that some enemy kills the stack on `spot` with its next throw (one each).

    `stacks[y]` lists side y's stacks as (spot, coins). An enemy with nothing on the track
    opens, and an opening kills whatever stands where it lands; otherwise an enemy stack of at
    least `coins` kills from behind, and a coin entered from the hand kills a single coin.
    """
    safe = 1.0
    for enemy, theirs in enumerate(stacks):
        if enemy == side:
            continue
        if not theirs:
            if hand[enemy]:
                safe *= 1.0 - OPENING[spot]
            continue
        distances = 1 << spot if coins == 1 and hand[enemy] and spot <= MAX_REACH else 0
        for at, size in theirs:
            d = spot - at
            if size >= coins and 1 < d <= MAX_REACH:
                distances |= 1 << d
        if distances:
            safe *= 1.0 - reach_chance(distances)
    return 1.0 - safe


def scores(state: ReadablePosition, w: Weights) -> list[float]:
    """Each side's worth in pips: progress and home coins, less hand, spread and expected losses."""
    if isinstance(state, Scratch):
        return scratch_scores(state, w)
    hand = state.hand
    stacks: list[list[tuple[int, int]]] = [[] for _ in hand]
    for spot, cell in enumerate(state.board):
        if cell:
            stacks[cell & 3].append((spot, cell >> 2))
    worth = [w.home * home - w.hand * held for home, held in zip(state.home, hand, strict=True)]
    for side, own in enumerate(stacks):
        total = worth[side]
        for spot, coins in own:
            total += coins * spot - w.spread * (64 - spot)
            danger = kill_chance(spot, side, coins, stacks, hand)
            if danger:
                total -= w.risk * danger * coins * (spot + w.reentry)
        worth[side] = total
    if state.winner is None:
        worth[state.turn % len(hand)] += w.throw
    return worth


def scratch_scores(position: Scratch, w: Weights) -> list[float]:
    """`scores` of a search's position, the same to the last bit: the hot loop of every rollout.

    It reads the stacks from the position's sorted spot lists instead of the 64 cells, stops at
    the first enemy stack too close behind to kill, and with two sides (two players, or
    partners) knows the one enemy without a loop.
    """
    worth = _two_sided(position, w) if len(position.hand) == 2 else _many_sided(position, w)
    if position.winner is None:
        worth[position.turn % len(worth)] += w.throw
    return worth


def _two_sided(position: Scratch, w: Weights) -> list[float]:
    """Each of two sides' worth before the throw, less what the other's next throw threatens."""
    board, hand, home, spots = position.board, position.hand, position.home, position.spots
    spread, risk, reentry = w.spread, w.risk, w.reentry
    safeties = _safeties
    worth = [w.home * home[0] - w.hand * hand[0], w.home * home[1] - w.hand * hand[1]]
    for side in (0, 1):
        theirs, held = spots[1 - side], hand[1 - side]
        total = worth[side]
        for spot in spots[side]:
            coins = board[spot] >> 2
            total += coins * spot - spread * (64 - spot)
            if theirs:
                distances = 1 << spot if coins == 1 and held and spot <= MAX_REACH else 0
                nearest, farthest = spot - 1, spot - MAX_REACH
                for at in theirs:
                    if at >= nearest:
                        break
                    if at >= farthest and board[at] >> 2 >= coins:
                        distances |= 1 << (spot - at)
                if not distances:
                    continue
                safety = safeties.get(distances)
                if safety is None:
                    safety = _safety_of(distances)
            elif held:
                safety = _OPENING_SAFETY[spot]
            else:
                continue
            danger = 1.0 - safety
            if danger:
                total -= risk * danger * coins * (spot + reentry)
        worth[side] = total
    return worth


def _many_sided(position: Scratch, w: Weights) -> list[float]:
    """`_two_sided` for three sides: a stack is safe only if safe from each enemy.

    The loop over an enemy's stacks is `_two_sided`'s, written out again on purpose: as a
    function it is called for every stack and enemy of every judged move, and cost hard's
    decisions 18% more CPU in bench/decisions.py (60.6 s against 51.2 s).
    """
    board, hand, spots = position.board, position.hand, position.spots
    spread, risk, reentry = w.spread, w.risk, w.reentry
    safeties = _safeties
    worth = [w.home * home - w.hand * held for home, held in zip(position.home, hand, strict=True)]
    sides = range(len(hand))
    for side in sides:
        enemies = [(spots[enemy], hand[enemy]) for enemy in sides if enemy != side]
        total = worth[side]
        for spot in spots[side]:
            coins = board[spot] >> 2
            total += coins * spot - spread * (64 - spot)
            safe = 1.0
            for theirs, held in enemies:
                if not theirs:
                    if held:
                        safe *= _OPENING_SAFETY[spot]
                    continue
                distances = 1 << spot if coins == 1 and held and spot <= MAX_REACH else 0
                nearest, farthest = spot - 1, spot - MAX_REACH
                for at in theirs:
                    if at >= nearest:
                        break
                    if at >= farthest and board[at] >> 2 >= coins:
                        distances |= 1 << (spot - at)
                if distances:
                    safety = safeties.get(distances)
                    if safety is None:
                        safety = _safety_of(distances)
                    safe *= safety
            danger = 1.0 - safe
            if danger:
                total -= risk * danger * coins * (spot + reentry)
        worth[side] = total
    return worth


_OPENING_SAFETY = tuple(1.0 - chance for chance in OPENING)
"""A stack's chance of surviving an enemy that can only open onto it."""
_safeties: dict[int, float] = {}
"""A stack's chance of surviving an enemy that reaches it by these distances (a mask), cached."""


def _safety_of(distances: int) -> float:
    """A stack's chance of surviving an enemy that reaches it by these distances, now cached."""
    safety = _safeties[distances] = 1.0 - reach_chance(distances)
    return safety


def standing(worth: list[float], side: int, leader: float) -> float:
    """A side's worth against its opponents': the only one, or a mix of the leader and mean."""
    if len(worth) == 2:
        return worth[side] - worth[1 - side]
    others = [v for x, v in enumerate(worth) if x != side]
    if len(others) == 1:
        return worth[side] - others[0]
    return worth[side] - (leader * max(others) + (1.0 - leader) * sum(others) / len(others))


def value(state: ReadablePosition, side: int, w: Weights) -> float:
    """How good `state` is for `side` (partners are one side)."""
    if state.winner is not None:
        return w.win if state.winner == side else -w.win
    return standing(scores(state, w), side, w.leader)
