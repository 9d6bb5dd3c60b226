"""The normal judgement: what a stack risks from the enemy stacks behind it."""

from __future__ import annotations

import random

import pytest

from bot.ai.evaluate import Weights, scores
from bot.ai.odds import reach_chance
from bot.engine import Options, Preset, State, roll
from bot.engine.scratch import Scratch


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


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("preset", list(Preset))
def test_the_search_positions_scores_are_the_positions_scores_to_the_last_bit(
    players: int, preset: Preset
) -> None:
    """The fast path for `Scratch` (sorted spot lists, one enemy known) against the board scan
    of `State`, exactly equal, in random games played in place with several sets of weights."""
    rng = random.Random(f"scores {players} {preset.value}")
    weight_sets = [Weights(), Weights(risk=0.6, spread=2.5, reentry=9.0, hand=80.0, throw=10.0)]
    checked = 0
    for _ in range(12):
        position = Scratch.from_state(State.initial(players, preset.options))
        while position.winner is None and checked < 12 * 400:
            for weights in weight_sets:
                assert scores(position, weights) == scores(position.to_state(), weights)
            checked += 1
            codes = position.moves(roll(rng))
            if codes:
                position.make(rng.choice(codes))
            else:
                position.make_no_move()
        for weights in weight_sets:  # the won position too
            assert scores(position, weights) == scores(position.to_state(), weights)
    assert checked > 1000
