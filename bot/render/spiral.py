"""The spiral for the Components V2 board: every spot keeps its number, stacks sit under it.

`grid.py` draws a stack in place of its spot's number (``B1`` where 12 was), so a button saying
``12 → 23`` named a spot nobody could find. Here each row of the 8 x 8 square is two lines: the
spots' numbers (``*`` before those of the last move, ``⌂`` at the centre, the way out), then,
under each number, the stack standing there (side letter and coins, ``A3``) or a dot where an
enemy of the side to move could land with one throw (the danger zone); ``!`` before a stack of
the side to move marks it in reach too. The way round is read from the numbers themselves: the
arrows between spots would make a line 31 columns wide, more than a phone shows of a code block
inside a card (about 30), so every line here is `WIDTH` (24) columns, the dot being one.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import cache

from bot.engine import HAND, LAST_SPOT, State
from bot.render.geometry import CELLS, EXIT, GRID
from bot.render.style import SIDE_STYLES

CELL = 3
WIDTH = len(GRID[0]) * CELL
MARK = "*"
IN_REACH = "\u00b7"  # · middle dot: one column in every monospace font
EXPOSED = "!"
EXIT_LABEL = "  \u2302"  # ⌂: home, where coins leave the track
REACH = range(2, 13)
"""The distances one throw of two dice moves: 2 to 12."""


def danger_zone(state: State, side: int) -> frozenset[int]:
    """The spots an enemy of `side` can reach with its next throw: 2-12 spots ahead of one of
    its stacks, or of its hand (a new coin enters on the distance thrown)."""
    starts = {spot for spot, owner, _ in state.stacks() if owner != side}
    if any(hand for enemy, hand in enumerate(state.hand) if enemy != side):
        starts.add(HAND)
    zone: set[int] = set()
    for start in starts:
        zone.update(_AHEAD[start])
    return frozenset(zone)


_AHEAD = tuple(
    range(start + REACH.start, min(start + REACH.stop, LAST_SPOT + 1))
    for start in range(LAST_SPOT + 1)
)
"""The spots one throw moves a stack (or a coin from the hand) to from each spot: a board's
danger zone is their union over the enemy's stacks, built once rather than spot by spot."""


def _number(spot: int, marked: bool) -> str:
    if spot == EXIT:
        return EXIT_LABEL
    return f"{MARK if marked else ''}{spot}".rjust(CELL)


_EMPTY = " " * CELL
_DOTTED = IN_REACH.rjust(CELL)


@cache
def _stack(cell: int, exposed: bool) -> str:
    """A stack drawn under its spot's number: side letter and coins, `!` if in reach."""
    tag = f"{SIDE_STYLES[cell & 3].letter}{cell >> 2}"
    return f"{EXPOSED if exposed else ''}{tag}".rjust(CELL)


def _unders(
    board: Sequence[int], row: tuple[int, ...], side: int | None, danger: Collection[int]
) -> str:
    """What stands on each spot of a row (or that it is in reach), the line under its numbers.
    Inline, the cells' few drawings made once: drawing 64 cells a board, one call and one
    `rjust` each, was the largest part of the spiral."""
    cells = []
    for spot in row:
        cell = board[spot] if spot != EXIT else 0
        if not cell:
            cells.append(_DOTTED if spot in danger else _EMPTY)
        else:
            cells.append(_stack(cell, cell & 3 == side and spot in danger))
    return "".join(cells)


def _numbers(row: tuple[int, ...], marked: Collection[int]) -> str:
    return "".join(_number(spot, spot in marked) for spot in row)


_UNMARKED = {row: _numbers(row, ()) for row in GRID}
"""Each row's line of numbers with no spot marked: all but the one or two rows of the last move
on every board drawn (a board's spiral was its largest part of a click's CPU, bench/load.py)."""


def spiral_lines(state: State, marked: Collection[int] = (), side: int | None = None) -> list[str]:
    """The spiral as 2 x 8 lines of `WIDTH` columns; `marked`: the spots of the last move;
    `side`: the side to move, whose danger zone is dotted (None: no danger shown)."""
    danger = danger_zone(state, side) if side is not None else frozenset()
    marked_rows = {CELLS[spot][0] for spot in marked if 0 < spot < len(CELLS)}
    lines: list[str] = []
    for r, row in enumerate(GRID):
        lines.append(_numbers(row, marked) if r in marked_rows else _UNMARKED[row])
        lines.append(_unders(state.board, row, side, danger))
    return lines
