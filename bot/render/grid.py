"""The spiral drawn in ASCII: every spot, every stack, the way round, the start and the exit.

Each spot is a 3-character cell (its number, or a stack as side letter and coins, ``A3``); arrows
between cells (``> < v ^``) follow the way round; ``*`` marks the spots of the last move. Every
line is exactly `WIDTH` columns of ASCII, plus ANSI colour codes when asked for.
"""

from __future__ import annotations

from collections.abc import Collection
from itertools import pairwise

from bot.engine import State
from bot.render.geometry import EXIT, GRID, SIZE, link
from bot.render.style import SIDE_STYLES

CELL = 3
WIDTH = SIZE * CELL + SIZE - 1
"""31 columns: fits a phone's code block (about 35) with room to spare."""
MARK = "*"
EXIT_LABEL = "END"
START_LINE = "  v start".ljust(WIDTH)

_RESET = "\x1b[0m"


def _ansi(text: str, *codes: int) -> str:
    return f"\x1b[{';'.join(map(str, codes))}m{text}{_RESET}"


def _cell(state: State, spot: int, marked: bool, colour: bool) -> str:
    if spot == EXIT:
        return EXIT_LABEL
    cell = state.board[spot]
    mark = MARK if marked else ""
    if not cell:
        text = (mark + str(spot)).rjust(CELL)
        return _ansi(text, 1) if colour and marked else text
    style = SIDE_STYLES[cell & 3]
    text = f"{mark}{style.letter}{cell >> 2}".rjust(CELL)
    if not colour:
        return text
    return _ansi(text, 1, 4, style.ansi) if marked else _ansi(text, 1, style.ansi)


def _across(a: int, b: int) -> str:
    return {1: ">", -1: "<", 0: " "}[link(a, b)]


def _down(a: int, b: int) -> str:
    return {1: "v", -1: "^", 0: " "}[link(a, b)]


_ARROWS_ACROSS = tuple(tuple(_across(row[c - 1], row[c]) for c in range(1, SIZE)) for row in GRID)
"""Per row, the arrow between each cell and the next: the way round never changes."""
_LINES_BETWEEN = tuple(
    " ".join(_down(row[c], below[c]).rjust(CELL) for c in range(SIZE))
    for row, below in pairwise(GRID)
)
"""The line of arrows under each row but the last."""


def grid_lines(state: State, marked: Collection[int] = (), *, colour: bool = False) -> list[str]:
    """The board as lines of equal width; `marked` spots get a star (and underline in colour)."""
    lines = [START_LINE]
    for r, row in enumerate(GRID):
        cells = [_cell(state, spot, spot in marked, colour) for spot in row]
        line = cells[0]
        for arrow, cell in zip(_ARROWS_ACROSS[r], cells[1:], strict=True):
            line += arrow + cell
        lines.append(line)
        if r + 1 < SIZE:
            lines.append(_LINES_BETWEEN[r])
    return lines
