"""The normal judgement: what a stack risks from the enemy stacks behind it."""

from __future__ import annotations

import pytest

from bot.ai.evaluate import Weights, scores
from bot.ai.odds import reach_chance
from bot.engine import Options, State


def position(stacks: dict[int, tuple[int, int]]) -> State:
    """Two sides with no coins in hand, side 1 with 8 home, and these (side, coins) stacks."""
    board = bytearray(64)
    for spot, (side, coins) in stacks.items():
        board[spot] = coins << 2 | side
    return State(2, Options(), bytes(board), (0, 0), (7, 8), (True, True), 0)


def test_a_coin_seven_ahead_of_a_bigger_enemy_stack_risks_its_pips_and_one_behind_none() -> None:
    weights = Weights()
    ahead = scores(position({10: (0, 2), 17: (1, 1)}), weights)[1]
    lost = reach_chance(1 << 7) * (17 + weights.reentry)
    assert ahead == pytest.approx(8 * 64 + 17 - 47 - lost)
    assert scores(position({10: (0, 2), 9: (1, 1)}), weights)[1] == 8 * 64 + 9 - 55
