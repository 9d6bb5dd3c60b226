"""The stacks `State.after` carries to the board it makes (bot/engine/track.py) are the stacks
found on that board from scratch, for every kind of move, every option and every side."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings

from bot.engine import CHANCE_OUTCOMES, Move, Preset, State, load_position, roll
from tests.kit.enginegen import house_positions

ALL_DICE = [dice for dice, _ in CHANCE_OUTCOMES]


def every_side(state: State) -> list[State]:
    """The state with each seat to throw, all on the state's own board."""
    return [state._replace(turn=seat, kept=0) for seat in range(state.players)]


def fresh(state: State) -> State:
    """The state on a copy of its board that nobody has seen."""
    return state._replace(board=bytes(bytearray(state.board)))


@settings(max_examples=100, deadline=None)
@given(house_positions())
def test_the_stacks_after_every_move_are_those_of_the_new_board(
    position: dict[str, Any],
) -> None:
    state = load_position(position)
    if state.winner is not None:
        return
    for dice in ALL_DICE:
        for move in state.moves(dice):
            for seat in every_side(state):  # every side's stacks are known before the move
                seat.moves(dice)
            after = state.after(move)
            if after.winner is None:
                carried = [seat.moves(d) for seat in every_side(after) for d in ALL_DICE]
                found = [fresh(seat).moves(d) for seat in every_side(after) for d in ALL_DICE]
                assert carried == found, (dice, move)


def play(players: int, preset: Preset, seed: int, from_scratch: bool) -> list[list[Move]]:
    """The moves of every throw of one random game, each found on the board `after` made (its
    stacks carried along from throw to throw) or on a fresh copy of it."""
    rng = random.Random(seed)
    state = State.initial(players, preset.options)
    offered = []
    while state.winner is None:
        if from_scratch:
            state = fresh(state)
        moves = state.moves(roll(rng))
        offered.append(moves)
        state = state.after(rng.choice(moves)) if moves else state.after_no_move()
    return offered


@pytest.mark.parametrize("preset", list(Preset))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_games_offer_the_moves_found_from_scratch(players: int, preset: Preset) -> None:
    for seed in range(5):
        carried = play(players, preset, seed, from_scratch=False)
        assert carried == play(players, preset, seed, from_scratch=True), seed
