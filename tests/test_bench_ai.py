"""bench/ai.py in miniature: its players, one game of the new yardstick pairing, its interval."""

from __future__ import annotations

from ai import OLD_HARD, PAIRINGS, PLAYERS, SEED, play, wilson

from bot.ai import Level


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


def test_another_base_seed_plays_other_games() -> None:
    (pairing,) = [p for p in PAIRINGS if p.field == OLD_HARD]
    decisions = {len(play(pairing, 0, base).hero_times) for base in (SEED, SEED + 1, SEED + 2)}
    assert len(decisions) > 1  # games of the same length from every seed: the seed was ignored
