"""bot/ai/luck.py: a throw's luck has mean zero whatever the position, the lucky throws are
the ones that help, and the judgement given is the one that values them."""

from __future__ import annotations

import math
import random

import pytest

from bot.ai.learned import Model, shipped
from bot.ai.luck import luck, luck_of_sides
from bot.engine import CHANCE_OUTCOMES, Dice, Preset, State, roll


def random_positions(players: int, preset: Preset, count: int, seed: int) -> list[State]:
    """Positions before a throw from random games, none of them over."""
    rng = random.Random(seed)
    found: list[State] = []
    state = State.initial(players, preset.options)
    while len(found) < count:
        if state.winner is not None:
            state = State.initial(players, preset.options)
        if rng.random() < 0.1:
            found.append(state)
        state = rng.choice(state.successors(roll(rng)))
    return found


@pytest.mark.slow
@pytest.mark.parametrize(
    ("players", "preset"), [(2, Preset.TABLE), (3, Preset.APP), (4, Preset.LHASA)]
)
def test_a_throws_luck_averages_to_zero_over_the_21_throws(players: int, preset: Preset) -> None:
    for state in random_positions(players, preset, 12, seed=players):
        for side in range(len(state.hand)):
            lucks = [(float(p), luck(state, dice, side)) for dice, p in CHANCE_OUTCOMES]
            assert math.fsum(p * x for p, x in lucks) == pytest.approx(0.0, abs=1e-12)
            assert all(-1.0 <= x <= 1.0 for _, x in lucks)


def test_the_sides_luck_sums_to_zero_and_the_faces_order_does_not_matter() -> None:
    for state in random_positions(2, Preset.TABLE, 20, seed=7):
        for d1, d2 in ((1, 2), (3, 6), (5, 4)):
            ours = luck(state, Dice(d1, d2), 0)
            assert ours == luck(state, Dice(d2, d1), 0)
            assert ours + luck(state, Dice(d1, d2), 1) == pytest.approx(0.0, abs=1e-12)


def test_the_throw_that_wins_is_lucky_and_a_short_one_unlucky() -> None:
    board = bytearray(64)
    board[58] = 1 << 2 | 0  # side 0's last coin, six spots from home
    board[30] = 4 << 2 | 1
    state = State(2, Preset.TABLE.options, bytes(board), (0, 5), (8, 0), (True, True), 0, 0, None)
    assert state.after(state.moves(Dice(3, 3))[0]).winner == 0
    assert luck(state, Dice(3, 3), 0) > 0.0
    assert luck(state, Dice(1, 2), 0) < 0.0
    assert luck(state, Dice(3, 3), 1) < 0.0


def test_the_judgement_given_values_the_throws() -> None:
    blind = Model({sides: (0.0,) * len(w) for sides, w in shipped().weights.items()})
    early = random_positions(3, Preset.TABLE, 5, seed=11)
    assert not [
        s
        for s in early
        for d, _ in CHANCE_OUTCOMES
        for m in s.moves(d)
        if s.after(m).winner is not None
    ]
    lucks = [luck(s, dice, 0) for s in early for dice, _ in CHANCE_OUTCOMES]
    assert max(map(abs, lucks)) > 0.01
    for state in early:
        for dice, _ in CHANCE_OUTCOMES:
            assert luck(state, dice, 0, blind) == pytest.approx(0.0, abs=1e-12)
            assert luck(state, dice, 0, shipped()) == luck(state, dice, 0)


@pytest.mark.parametrize("players", [3, 4])
def test_every_sides_luck_at_once_is_each_sides_luck(players: int) -> None:
    for state in random_positions(players, Preset.APP, 6, seed=13):
        for dice in (Dice(1, 1), Dice(2, 5), Dice(6, 6)):
            lucks = luck_of_sides(state, dice)
            assert lucks == tuple(luck(state, dice, side) for side in range(len(state.hand)))
            assert math.fsum(lucks) == pytest.approx(0.0, abs=1e-12)
