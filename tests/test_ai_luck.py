"""bot/ai/luck.py: a throw's luck has mean zero whatever the position, and the adjusted rate."""

from __future__ import annotations

import math
import random

import pytest
from ai import PAIRINGS, play

from bot.ai.luck import adjusted_rate, luck, variance_ratio
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


def test_with_no_luck_the_adjusted_rate_is_the_raw_rate() -> None:
    wins = [True, False, True, True]
    estimate = adjusted_rate(wins, [0.0] * 4)
    assert estimate.mean == 0.75
    assert estimate.low < 0.75 < estimate.high
    assert variance_ratio(wins, [0.0] * 4) == 1.0


def test_luck_that_explains_every_result_leaves_no_variance() -> None:
    wins = [True, False, True, False]
    lucks = [0.5, -0.5, 0.5, -0.5]  # each result is the mean plus its luck
    estimate = adjusted_rate(wins, lucks)
    assert estimate.mean == estimate.low == estimate.high == 0.5
    assert variance_ratio(wins, lucks) == math.inf


def test_the_hard_pairings_measure_luck_and_the_others_do_not() -> None:
    measured = [p for p in PAIRINGS if p.luck]
    assert {p.hero for p in measured} == {"hard"}
    assert play(measured[0], 0).hero_luck != 0.0
    unmeasured = next(p for p in PAIRINGS if not p.luck)
    assert play(unmeasured, 0).hero_luck == 0.0
