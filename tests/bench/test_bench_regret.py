"""bench/regret.py in miniature: hard's positions, their reference values, and the regret."""

from __future__ import annotations

import random
from collections.abc import Sequence
from multiprocessing.pool import ThreadPool
from pathlib import Path

import pytest
import regret
from regret import (
    Decision,
    _reference_job,
    merged,
    model_digest,
    positions,
    references,
    score,
    static_pick,
)

from bot.ai.hard import Choice, search
from bot.engine import CHANCE_OUTCOMES, Dice, Move, State


def decisions(players: int, count: int) -> list[Decision]:
    return [_reference_job((i, s, m, 1)) for i, (s, m) in enumerate(positions(players, count))]


def test_the_positions_are_hards_choices_with_no_win_at_once() -> None:
    found = positions(3, 4)
    assert len(found) == 4
    assert positions(3, 4) == found  # the same seeds, the same positions
    for state, moves in found:
        side = state.turn % len(state.hand)
        assert len(moves) > 1
        assert all(state.after(m).winner != side for m in moves)
        assert set(moves) == set(state.moves(_dice_of(state, moves)))


def _dice_of(state: State, moves: Sequence[Move]) -> Dice:
    """The throw that offers exactly these moves (there is one, or the position is wrong)."""
    offering = [d for d, _ in CHANCE_OUTCOMES if set(state.moves(d)) == set(moves)]
    assert offering
    return offering[0]


def test_the_references_best_has_no_regret_and_its_worst_has_some() -> None:
    found = [d for d in decisions(2, 6) if len(set(d.reference.values())) > 1]
    assert found

    def best(state: State, moves: Sequence[Move], _rng: random.Random) -> Choice:
        (decision,) = [d for d in found if d.state == state]
        return Choice(max(decision.reference, key=decision.reference.__getitem__), 0)

    def worst(state: State, moves: Sequence[Move], _rng: random.Random) -> Choice:
        (decision,) = [d for d in found if d.state == state]
        return Choice(min(decision.reference, key=decision.reference.__getitem__), 0)

    assert score(found, best, 1).regret == 0.0
    assert score(found, best, 1).best == 1.0
    assert score(found, worst, 1).regret > 0.0
    assert score(found, worst, 1).best == 0.0
    assert score(found, static_pick, 1).regret >= 0.0


def test_the_search_is_scored_on_every_seed_and_parts_merge_by_their_searches() -> None:
    found = decisions(2, 2)
    scored = score(found, search, 2)
    assert len(scored.throws) == 4
    assert all(t > 0 for t in scored.throws)
    whole = merged([score(found[:1], search, 2), score(found[1:], search, 2)])
    assert abs(whole.regret - scored.regret) < 1e-12
    assert whole.throws == scored.throws


def test_kept_references_are_read_back_while_the_model_is_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with ThreadPool(1) as pool:
        first = references(pool, 2, 2, 1, tmp_path)
        (kept,) = tmp_path.iterdir()
        assert model_digest() in kept.name
        monkeypatch.setattr(regret, "positions", lambda *_: pytest.fail("computed again"))
        assert references(pool, 2, 2, 1, tmp_path) == first
        monkeypatch.setattr(regret, "THROWS_PER_SEAT", 3)
        assert model_digest() not in kept.name  # another model: the kept file no longer fits
