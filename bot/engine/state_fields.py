"""The fields of a position just before a seat throws: the data `State` (bot/engine/state.py)
adds its methods to, apart so that the move generator (bot/engine/generate.py), which `State`
calls, can read them without importing `State`."""

from __future__ import annotations

from typing import NamedTuple

from bot.engine.options import Options


class StateFields(NamedTuple):
    """A position just before a seat throws, as data: `State` is this with its methods."""

    players: int
    options: Options
    board: bytes
    """64 cells (cell 0 unused): 0 for an empty spot, else `coins << 2 | side`."""
    hand: tuple[int, ...]
    home: tuple[int, ...]
    opened: tuple[bool, ...]
    turn: int = 0
    kept: int = 0
    winner: int | None = None
