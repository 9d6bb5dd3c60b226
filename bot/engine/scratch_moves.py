"""A mutable position's move codes as the engine's `Move` values (bot/engine/scratch.py), for
tests and for whatever shows a searched move to a user."""

from __future__ import annotations

from bot.engine.move import (
    HAND,
    HOME,
    LAST_SPOT,
    RETHROW_MOVE,
    THIRD_PARA_MOVE,
    Move,
    MoveKind,
)
from bot.engine.scratch import Scratch
from bot.engine.scratch_generate import CROOK, OPEN, PAIR, RETHROW, THIRD_PARA, Code


def move_of(position: Scratch, code: Code) -> Move:
    """The `Move` of `State.moves` that `code`, one of `position.moves(dice)`, stands for."""
    if isinstance(code, int):
        return _part(position, code)
    between = position.copy()
    parts = []
    for part in code[:-1]:
        parts.append(_part(between, part))
        between._make_part(part, True)
    last = _part(between, code[-1])
    # R25: every part but the last is a finish; the last decides the extra throw of them all.
    first, *then = [part._replace(extra_throw=last.extra_throw) for part in parts]
    return first._replace(then=(*then, last))


def _part(position: Scratch, code: int) -> Move:
    """The `Move` of one part of a move, played from `position`."""
    if code == RETHROW:
        return RETHROW_MOVE
    if code == THIRD_PARA:
        return THIRD_PARA_MOVE
    s, q = code & 255, code >> 8
    board, options = position.board, position.options
    side = position.side_of[position.turn]
    if OPEN <= s < CROOK:
        return Move(HAND, q, s - OPEN, MoveKind.OPEN, board[q] >> 2, False, q)
    if CROOK <= s < PAIR:
        return Move(HAND, q, s - CROOK, MoveKind.CROOKED_NINE, 0, False, q)
    source, coins = (HAND, 2) if s == PAIR else (s, board[s] >> 2 if s else 1)
    if q > LAST_SPOT:
        return Move(source, HOME, coins, MoveKind.FINISH, 0, False, q - source)
    cell = board[q]
    if not cell:
        return Move(source, q, coins, MoveKind.PLACE, 0, False, q - source)
    if cell & 3 == side:
        return Move(source, q, coins, MoveKind.STACK, 0, not options.stacking_ends_turn, q - source)
    extra = not options.last_kill_ends_turn or len(position.spots[cell & 3]) > 1
    return Move(source, q, coins, MoveKind.KILL, cell >> 2, extra, q - source)
