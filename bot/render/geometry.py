"""Where each spot sits: the 64 shells as an 8 x 8 spiral, clockwise from the top left inwards."""

from __future__ import annotations

SIZE = 8
"""Cells a side of the square."""
EXIT = 64
"""The gap after the last shell: the centre of the spiral."""


def _spiral(size: int) -> tuple[tuple[int, int], ...]:
    """The (row, column) of each cell in the order the spiral walks them."""
    cells: list[tuple[int, int]] = []
    top, left, bottom, right = 0, 0, size - 1, size - 1
    while top <= bottom and left <= right:
        cells.extend((top, c) for c in range(left, right + 1))
        cells.extend((r, right) for r in range(top + 1, bottom + 1))
        if top < bottom:
            cells.extend((bottom, c) for c in range(right - 1, left - 1, -1))
        if left < right:
            cells.extend((r, left) for r in range(bottom - 1, top, -1))
        top, left, bottom, right = top + 1, left + 1, bottom - 1, right - 1
    return tuple(cells)


CELLS: tuple[tuple[int, int], ...] = ((-1, -1), *_spiral(SIZE))
"""CELLS[spot] is the (row, column) of spot 1..63 and of the exit (64); index 0 is unused."""

GRID: tuple[tuple[int, ...], ...] = tuple(
    tuple(next(s for s in range(1, EXIT + 1) if CELLS[s] == (r, c)) for c in range(SIZE))
    for r in range(SIZE)
)
"""GRID[row][column] is the spot drawn there."""


def link(a: int, b: int) -> int:
    """+1 when the way round goes from spot a to its neighbour b, -1 from b to a, else 0."""
    if b == a + 1:
        return 1
    if a == b + 1:
        return -1
    return 0
