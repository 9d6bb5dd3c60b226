"""What a seat is called in a message: a person by the name they sat down with, a computer by
its number. The table keeps only these facts; the words are made here, when a message is drawn."""

from __future__ import annotations

from collections.abc import Iterable

from bot.table.seats import Seat
from bot.words import ENGLISH, Words


def seat_name(seat: Seat, words: Words = ENGLISH) -> str:
    """The seat's name as written (made safe to show by `bot.render.safe_name`)."""
    return words.say("seat-computer", number=seat.number) if seat.is_computer else seat.name


def seat_names(seats: Iterable[Seat], words: Words = ENGLISH) -> tuple[str, ...]:
    """One name per seat, for the board and the log."""
    return tuple(seat_name(seat, words) for seat in seats)
