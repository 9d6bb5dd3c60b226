"""bench/ai.py in miniature: its players, one game of the new yardstick pairing, its intervals,
and the win rate with the luck of the dice taken out."""

from __future__ import annotations

import math

import pytest
from ai import OLD_HARD, PAIRINGS, PLAYERS, SEED, adjusted_rate, play, variance_ratio, wilson

from bot.engine import Level


def test_every_pairing_seats_known_players() -> None:
    assert set(PLAYERS) == {level.value for level in Level} | {OLD_HARD}
    assert all(p.hero in PLAYERS and p.field in PLAYERS for p in PAIRINGS)
    assert any(p.field == OLD_HARD for p in PAIRINGS)


def test_a_game_of_new_against_old_hard_is_played_and_timed() -> None:
    (pairing,) = [p for p in PAIRINGS if p.field == OLD_HARD]
    result = play(pairing, 1)
    assert result.hero_times
    assert result.field_times
    assert play(pairing, 1).hero_won == result.hero_won  # the same seeds, the same game


def test_the_wilson_interval_holds_the_rate() -> None:
    low, high = wilson(55, 100)
    assert low < 0.55 < high
    assert 0.45 < low < 0.46


@pytest.mark.slow
def test_another_base_seed_plays_other_games() -> None:
    (pairing,) = [p for p in PAIRINGS if p.field == OLD_HARD]
    decisions = {len(play(pairing, 0, base).hero_times) for base in (SEED, SEED + 1, SEED + 2)}
    assert len(decisions) > 1  # games of the same length from every seed: the seed was ignored


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
