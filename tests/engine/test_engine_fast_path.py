"""The fast path remembers the stacks it last found (a search asks for the moves of every throw
of one position in a row): what it remembers never leaks into another side or another board."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings

from bot.engine import CHANCE_OUTCOMES, load_position
from tests.kit.enginegen import house_positions

ALL_DICE = [dice for dice, _ in CHANCE_OUTCOMES]


@settings(max_examples=150, deadline=None)
@given(house_positions())
def test_moves_on_one_board_are_each_sides_own_whatever_was_asked_before(
    position: dict[str, Any],
) -> None:
    state = load_position(position)
    if state.winner is not None:
        return
    seats = [state._replace(turn=seat, kept=0) for seat in range(state.players)]
    for dice in ALL_DICE:
        for seat in seats:  # one board object, a different side at each call
            fresh = seat._replace(board=bytes(bytearray(seat.board)))
            assert seat.board is not fresh.board
            assert seat.moves(dice) == fresh.moves(dice) == seat.moves(dice) == seat.moves(dice)
