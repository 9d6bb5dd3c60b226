"""Generating the legal moves of a throw on the search's mutable position (bot/engine/scratch.py)
under any rules (docs/rules.md R7-R15, R19-R27), in the order of `State.moves`.

A move's code is `q << 8 | s`. `s` 1..63 is the spot of the stack that moves and 0 a coin from
the hand; `q` is where it lands, the raw spot `s + d` (64 and beyond is home, so the distance
of a finish is `q - s`). `s` of `OPEN + c` or `CROOK + c` is an opening of c coins onto q (R8-R11,
R27), `PAIR` two coins from the hand (R26 "lhasa"); `RETHROW` and `THIRD_PARA` move nothing
(R16, R26, R24). A finish that goes on with its spare steps (R25) is the tuple of its parts.
"""

from __future__ import annotations

from typing import Protocol

from bot.engine.move import COINS, HOME, LAST_SPOT
from bot.engine.options import OpeningRule, Options

Code = int | tuple[int, ...]
"""One move of a throw: a part's code, or the parts of a chain (R25) in the order played."""

OPEN = 64
"""`s` of an opening: OPEN + the coins it puts down."""
CROOK = 80
"""`s` of a crooked nine (R11): CROOK + the coins of the hand."""
PAIR = 96
"""`s` of two coins from the hand as one group (R26 "lhasa")."""
RETHROW = 97
"""Keep the pa ra's two steps and throw again (R16, R26)."""
THIRD_PARA = 98
"""The third pa ra in a row wins (R24)."""

_FIRST = OpeningRule.FIRST


# Typed by what it reads, not by Scratch: scratch.py imports this module, never the reverse.
class Position(Protocol):
    """What the generator reads of a mutable position (`Scratch`, bot/engine/scratch.py): its
    rules and lists, never rebound; `chains` changes cells of `board` and `home` for a while
    and puts them back."""

    @property
    def options(self) -> Options: ...
    @property
    def board(self) -> list[int]:
        """64 cells (cell 0 unused): 0 for an empty spot, else `coins << 2 | side`."""

    @property
    def hand(self) -> list[int]: ...
    @property
    def home(self) -> list[int]: ...
    @property
    def opened(self) -> list[bool]: ...


def key_of(code: Code) -> int | tuple[int, ...]:
    """What makes two codes the same move (R15, R25): source and target, home as one place."""
    if isinstance(code, tuple):
        return tuple(sorted([(part & 255) << 7 | min(part >> 8, HOME) for part in code]))
    return (code & 255) << 7 | min(code >> 8, HOME)


def _may_land(cell: int, side: int, coins: int, no_nine: bool) -> bool:
    """Whether a group of `coins` may land on a spot holding `cell` (R13, R22)."""
    if not cell:
        return True
    if cell & 3 == side:
        return not no_nine or (cell >> 2) + coins < COINS
    return cell >> 2 <= coins


def _distinct(codes: list[Code]) -> list[Code]:
    """The codes with the first of each key (R25: two chains can be one move)."""
    distinct: dict[int | tuple[int, ...], Code] = {}
    for code in codes:
        distinct.setdefault(key_of(code), code)
    return list(distinct.values())


def opening(position: Position, side: int, d1: int, d2: int) -> list[Code]:
    """The one outcome of an opening throw (R7-R11, R22, R27), or none."""
    no_nine, openings = position.options.no_nine_stack, position.options.openings
    board, held, opened = position.board, position.hand[side], position.opened[side]
    if d1 * d2 == 18 and opened and not board[9] and not (no_nine and held == COINS):
        return [9 << 8 | CROOK + held]
    total = d1 + d2
    enemy = board[total] >> 2
    if openings is _FIRST and opened:
        coins = min(2, held)
        return [] if enemy > coins else [total << 8 | OPEN + coins]
    coins = min(max(3 if total <= 3 else 2, enemy + 1), held)
    return [] if no_nine and coins == COINS else [total << 8 | OPEN + coins]


def landings(
    position: Position,
    side: int,
    own: list[int],
    distances: tuple[int, ...] | list[int],
    pair: bool,
) -> list[Code]:
    """The moves of several distances in order, a stack several of them finish listed once
    (R15); with `pair`, two coins from the hand onto the one distance (R26)."""
    codes: list[Code] = []
    finished: list[int] = []
    for d in distances:
        for code in landings_of(position, side, own, d):
            if isinstance(code, int) and code >> 8 > LAST_SPOT:
                if code & 255 in finished:
                    continue
                finished.append(code & 255)
            codes.append(code)
    q = distances[0]
    no_nine = position.options.no_nine_stack
    if (
        pair
        and position.hand[side] >= 2
        and q <= LAST_SPOT
        and _may_land(position.board[q], side, 2, no_nine)
    ):
        codes.append(q << 8 | PAIR)
    return _distinct(codes) if position.options.leftover_steps else codes


def landings_of(position: Position, side: int, own: list[int], d: int) -> list[Code]:
    """The moves of one distance (R12-R15, R22, R25): a coin from the hand, then each stack."""
    no_nine, leftover = position.options.no_nine_stack, position.options.leftover_steps
    board = position.board
    codes: list[Code] = []
    if position.hand[side] and d <= LAST_SPOT and _may_land(board[d], side, 1, no_nine):
        codes.append(d << 8)
    for p in own:
        q = p + d
        if q > LAST_SPOT:
            going_on = chains(position, side, own, p, d) if leftover and q > HOME else []
            codes.extend(going_on or [q << 8 | p])
            continue
        if _may_land(board[q], side, board[p] >> 2, no_nine):
            codes.append(q << 8 | p)
    return _distinct(codes) if leftover and len(codes) > 1 else codes


def chains(position: Position, side: int, own: list[int], p: int, d: int) -> list[Code]:
    """R25: the stack on p finishes by d with steps to spare, which must move on: a chain
    per legal way to go on (none when nothing can, as when the finish wins: no coin is left
    to move)."""
    board, home = position.board, position.home
    cell = board[p]
    board[p], home[side] = 0, home[side] + (cell >> 2)  # as it stands between the parts
    rest = [spot for spot in own if spot != p]
    going_on = landings_of(position, side, rest, p + d - HOME)
    board[p], home[side] = cell, home[side] - (cell >> 2)
    first = (p + d) << 8 | p
    return [(first, *then) if isinstance(then, tuple) else (first, then) for then in going_on]
