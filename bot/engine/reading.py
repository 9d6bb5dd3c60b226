"""What a judgement reads of a position and how a search plays one, for `State` and the search's
mutable `Scratch` (bot/engine/scratch.py) alike."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, Self, TypeVar

from bot.engine.dice import Dice

M = TypeVar("M")
"""A move of one kind of position: `Move` for `State`, a code for `Scratch`."""


class ReadablePosition(Protocol):
    """A position just before a seat throws, read only."""

    @property
    def players(self) -> int: ...
    @property
    def board(self) -> Sequence[int]:
        """64 cells (cell 0 unused): 0 for an empty spot, else `coins << 2 | side`."""

    @property
    def hand(self) -> Sequence[int]: ...
    @property
    def home(self) -> Sequence[int]: ...
    @property
    def turn(self) -> int: ...
    @property
    def kept(self) -> int: ...
    @property
    def winner(self) -> int | None: ...


class Playable(ReadablePosition, Protocol[M]):
    """A position a search can play on: the moves of a throw, and new positions after them."""

    def moves(self, dice: Dice) -> list[M]: ...
    def after(self, move: M) -> Self: ...
    def after_no_move(self) -> Self: ...
