"""The flat loop of bench/flat_sho.py plays the engine's games exactly, so the ratio
bench/engine.py prints compares the same work."""

from __future__ import annotations

import random

from engine import final_of, play_fast, play_immutable
from flat_sho import Final, play_flat


def engine_game(rng: random.Random) -> Final:
    """One random 3-player game on the engine's fast path, as bench/engine.py times it."""
    return final_of(*play_fast(rng))


def test_the_flat_loop_plays_the_engines_games_throw_for_throw() -> None:
    for seed in range(300):
        flat = play_flat(random.Random(seed))
        assert flat == engine_game(random.Random(seed)), seed
        assert flat == final_of(*play_immutable(random.Random(seed))), seed


def test_one_random_stream_stays_in_step_over_many_games() -> None:
    ours, theirs = random.Random("flat"), random.Random("flat")
    games = [(play_flat(ours), engine_game(theirs)) for _ in range(100)]
    assert all(flat == engine for flat, engine in games)
    assert ours.random() == theirs.random()
