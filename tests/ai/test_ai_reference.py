"""bot/ai/reference.py: the reference values normal's best moves as chances, the same from the
same seed, and a move gives up what separates it from the best."""

from __future__ import annotations

import random

import pytest

from bot.ai.hard import ranked
from bot.ai.reference import CANDIDATES, given_up, reference_values
from bot.engine import HOME, Dice, Move, Preset, State, roll


def decisions(players: int, count: int, seed: int) -> list[tuple[State, tuple[Move, ...]]]:
    """Positions of random games with several moves for the throw, none of which wins."""
    rng = random.Random(seed)
    found: list[tuple[State, tuple[Move, ...]]] = []
    state = State.initial(players, Preset.TABLE.options)
    while len(found) < count:
        if state.winner is not None:
            state = State.initial(players, Preset.TABLE.options)
        moves = state.moves(roll(rng))
        if len(moves) > 1 and all(state.after(m).winner is None for m in moves):
            found.append((state, tuple(moves)))
        state = state.after(rng.choice(moves)) if moves else state.after_no_move()
    return found


@pytest.mark.parametrize("players", [2, 3, 4])
def test_normals_best_moves_are_valued_as_chances(players: int) -> None:
    for state, moves in decisions(players, 4, seed=players):
        values = reference_values(state, moves, 1, seed=0)
        assert list(values) == ranked(state, moves)[:CANDIDATES]
        assert len(values) == min(len(moves), CANDIDATES)
        assert all(0.0 <= v <= 1.0 for v in values.values())


def test_the_values_follow_from_the_seed() -> None:
    found = decisions(2, 3, seed=5)
    first = [reference_values(state, moves, 2, seed=7) for state, moves in found]
    assert first == [reference_values(state, moves, 2, seed=7) for state, moves in found]
    assert first != [reference_values(state, moves, 2, seed=8) for state, moves in found]


def test_more_rollouts_value_the_moves_more_alike_across_seeds() -> None:
    (state, moves), *_ = decisions(3, 1, seed=9)
    best = ranked(state, moves)[0]

    def spread(per_throw: int) -> float:
        values = [reference_values(state, moves, per_throw, seed)[best] for seed in range(6)]
        return max(values) - min(values)

    assert spread(8) < spread(1)


def test_a_move_gives_up_what_separates_it_from_the_best() -> None:
    (state, moves), *_ = [d for d in decisions(2, 20, seed=3) if len(d[1]) > CANDIDATES]
    values = reference_values(state, moves, 2, seed=1)
    top = max(values, key=values.__getitem__)
    assert given_up(values, top) == 0.0
    for move, value in values.items():
        assert given_up(values, move) == values[top] - value
    (unvalued, *_) = [m for m in moves if m not in values]
    assert given_up(values, unvalued) == values[top] - min(values.values())


def test_a_move_asked_for_is_valued_wherever_normal_ranks_it() -> None:
    (state, moves), *_ = [d for d in decisions(2, 20, seed=3) if len(d[1]) > CANDIDATES]
    last = ranked(state, moves)[-1]
    values = reference_values(state, moves, 1, seed=1, also=(last,))
    assert list(values) == [*ranked(state, moves)[:CANDIDATES], last]
    assert values[last] == reference_values(state, [last], 1, seed=1)[last]


def test_a_move_that_wins_at_once_is_worth_everything() -> None:
    board = bytearray(64)
    board[58] = 2 << 2 | 0  # side 0's last two coins, and a pa ra's two steps kept (R17)
    board[62] = 1 << 2 | 1  # side 1's last coin: any throw brings it home
    state = State(2, Preset.TABLE.options, bytes(board), (0, 0), (7, 8), (True, True), 0, 2, None)
    moves = state.moves(Dice(3, 3))
    assert sorted(m.target for m in moves) == [60, HOME]
    values = reference_values(state, moves, 1, seed=2)
    (wins,) = [m for m in moves if m.target == HOME]
    assert values[wins] == 1.0
    assert given_up(values, wins) == 0.0
    assert given_up(values, next(m for m in moves if m.target == 60)) == 1.0
