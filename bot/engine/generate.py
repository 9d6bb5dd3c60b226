"""Generating the legal moves of a throw (docs/rules.md R7-R15, R19-R27): the fast path under
`State.moves`, unchecked, on the 64-byte board."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.dice import Dice
from bot.engine.move import (
    COINS,
    HAND,
    HOME,
    LAST_SPOT,
    OWN_CELLS,
    Move,
    MoveKind,
    new_tuple,
)
from bot.engine.options import OpeningRule
from bot.engine.state_fields import StateFields

# Enum members as module constants: reading one off its class costs several times more.
_PLACE, _STACK, _KILL, _FINISH = MoveKind.PLACE, MoveKind.STACK, MoveKind.KILL, MoveKind.FINISH
_OPEN, _CROOKED_NINE, _FIRST = MoveKind.OPEN, MoveKind.CROOKED_NINE, OpeningRule.FIRST


_PLACES: list[Move | None] = [None] * (64 * 64 * 10)
"""Every place move made so far, at `(source << 6 | target) * 10 + coins`: a move is a value
that depends on nothing else, and finding one made before is cheaper than making it."""


def _place(source: int, target: int, coins: int) -> Move:
    """A place move, made and remembered the first time it is needed."""
    move = _PLACES[(source << 6 | target) * 10 + coins] = new_tuple(
        Move, (source, target, coins, _PLACE, 0, False, target - source, ())
    )
    return move


def landings(
    state: StateFields, side: int, own: list[int], distances: Sequence[int], pair: bool
) -> list[Move]:
    """The distinct legal moves of several distances: those of each in order, a stack that
    several of them finish listed once, at the smallest (R15); with `pair`, two coins from the
    hand onto the one distance (R26)."""
    moves: list[Move] = []
    finished: list[int] = []
    for d in distances:
        for move in landings_of(state, side, own, d):
            if move.kind is _FINISH and not move.then:
                if move.source in finished:
                    continue
                finished.append(move.source)
            moves.append(move)
    _, options, board, hand, _, _, _, _, _ = state
    if pair and hand[side] >= 2 and distances[0] <= LAST_SPOT:
        q = distances[0]
        cell = board[q]
        if not cell:
            moves.append(new_tuple(Move, (HAND, q, 2, _PLACE, 0, False, q, ())))
        elif cell & 3 == side:
            if not options.no_nine_stack or (cell >> 2) + 2 < COINS:
                extra = not options.stacking_ends_turn
                moves.append(new_tuple(Move, (HAND, q, 2, _STACK, 0, extra, q, ())))
        elif cell >> 2 <= 2:
            extra = not options.last_kill_ends_turn or _stacks_of(board, cell) > 1
            moves.append(new_tuple(Move, (HAND, q, 2, _KILL, cell >> 2, extra, q, ())))
    return _distinct(moves) if options.leftover_steps else moves


def landings_of(state: StateFields, side: int, own: list[int], d: int) -> list[Move]:
    """The distinct legal moves of one distance (R12-R15, R19-R25): enter a coin from the
    hand, then advance each stack, by spot."""
    _, options, board, hand, _, _, _, _, _ = state
    stacking_ends_turn, no_nine_stack, last_kill, _, leftover, _, _ = options
    moves: list[Move] = []
    append = moves.append
    # A coin from the hand is a group of 1 (R13) and never finishes (R12).
    if hand[side] and d <= LAST_SPOT:
        cell = board[d]
        if not cell:
            append(_PLACES[d * 10 + 1] or _place(HAND, d, 1))
        elif cell & 3 == side:
            if not no_nine_stack or (cell >> 2) + 1 < COINS:
                append(new_tuple(Move, (HAND, d, 1, _STACK, 0, not stacking_ends_turn, d, ())))
        elif cell >> 2 == 1:
            extra = not last_kill or _stacks_of(board, cell) > 1
            append(new_tuple(Move, (HAND, d, 1, _KILL, 1, extra, d, ())))
    for p in own:
        q = p + d
        coins = board[p] >> 2
        if q > LAST_SPOT:
            # A finish (R4); spare steps may go on (R25).
            if leftover and q > HOME:
                going_on = chains(state, side, own, p, d)
                if going_on:
                    moves.extend(going_on)
                    continue
            append(new_tuple(Move, (p, HOME, coins, _FINISH, 0, False, d, ())))
            continue
        cell = board[q]
        if not cell:
            append(_PLACES[(p << 6 | q) * 10 + coins] or _place(p, q, coins))
        elif cell & 3 == side:
            if not no_nine_stack or (cell >> 2) + coins < COINS:
                append(new_tuple(Move, (p, q, coins, _STACK, 0, not stacking_ends_turn, d, ())))
        elif cell >> 2 <= coins:
            extra = not last_kill or _stacks_of(board, cell) > 1
            append(new_tuple(Move, (p, q, coins, _KILL, cell >> 2, extra, d, ())))
    return _distinct(moves) if leftover and len(moves) > 1 else moves


def _distinct(moves: list[Move]) -> list[Move]:
    """The moves with the first of each key (R25: two chains can be one move)."""
    distinct: dict[tuple[int, ...], Move] = {}
    for move in moves:
        distinct.setdefault(move.key, move)
    return list(distinct.values())


def _stacks_of(board: bytes, cell: int) -> int:
    """How many stacks the side owning this cell has (R23: a kill of the last ends the turn)."""
    return board.translate(OWN_CELLS[cell & 3]).count(1)


def chains(state: StateFields, side: int, own: list[int], p: int, d: int) -> list[Move]:
    """R25: the stack on p finishes by d with steps to spare, and the seat must move them: one
    move per legal way to go on (none when the finish wins or nothing can move them)."""
    coins = state.board[p] >> 2
    home = list(state.home)
    home[side] += coins
    if home[side] == COINS:
        return []
    board = bytearray(state.board)
    board[p] = 0
    between = state._replace(board=bytes(board), home=tuple(home), kept=0)
    rest = [spot for spot in own if spot != p]
    return [
        new_tuple(Move, (p, HOME, coins, _FINISH, 0, part.extra_throw, d, part.parts))
        for part in landings_of(between, side, rest, p + d - HOME)
    ]


def opening_moves(state: StateFields, side: int, dice: Dice) -> list[Move]:
    """The one outcome of an opening throw (R7-R11, R22, R27), or none when it may not be made."""
    _, options, board, hands, _, opened, _, _, _ = state
    hand = hands[side]
    no_nine = options.no_nine_stack
    d1, d2 = dice
    if d1 * d2 == 18 and opened[side] and not board[9] and not (no_nine and hand == COINS):
        return [new_tuple(Move, (HAND, 9, hand, _CROOKED_NINE, 0, False, 9, ()))]  # 3 and 6
    total = d1 + d2
    enemy = board[total] >> 2
    if options.openings is _FIRST and opened[side]:
        # R27: a later opening is two coins (or the last one) landing by R13.
        coins = min(2, hand)
        if enemy > coins:
            return []
        return [new_tuple(Move, (HAND, total, coins, _OPEN, enemy, False, total, ()))]
    base = 3 if total <= 3 else 2
    coins = min(max(base, enemy + 1), hand)
    if no_nine and coins == COINS:
        return []
    return [new_tuple(Move, (HAND, total, coins, _OPEN, enemy, False, total, ()))]
