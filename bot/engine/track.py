"""Where each side's stacks are: data derived from a board, found once and carried to the next.

The move generator needs the spots of the thrower's stacks in order, and finding them on the
64-byte board costs more than the rest of a typical throw. They depend on the board alone, so
they are kept beside the position, never in it: `State` keeps the board last seen with the
stacks known on it (`Known`, one entry per side, None until asked for), and `State.after`
carries them to the board it makes, changing only the sides the move touched. Equality,
hashing, pickling and the position format see only the state's own fields.
"""

from __future__ import annotations

from bisect import insort

from bot.engine.move import OWN_CELLS

Known = list[list[int] | None]
"""Per side, the spots of its stacks in ascending order, or None when not yet found. A list of
spots, once known, is never changed: a new board gets new lists for the sides that moved."""


def find(board: bytes, side: int) -> list[int]:
    """The spots of the side's stacks, ascending, read from the board."""
    marks = board.translate(OWN_CELLS[side])
    spots = []
    p = marks.find(1)
    while p > 0:
        spots.append(p)
        p = marks.find(1, p + 1)
    return spots


def carried(known: Known, side: int, source: int, landed: int, victim: int) -> Known:
    """The stacks known before a move, after it: the side's stack left `source` (0: the coins
    came from the hand) and, when `landed` is not 0, stands alone on that spot now, where it
    killed `victim`'s stack unless `victim` is -1."""
    known = known.copy()
    own = known[side]
    if own is not None:
        own = own.copy()
        if source:
            own.remove(source)
        if landed:
            insort(own, landed)
        known[side] = own
    if victim >= 0:
        theirs = known[victim]
        if theirs is not None:
            theirs = theirs.copy()
            theirs.remove(landed)
            known[victim] = theirs
    return known
