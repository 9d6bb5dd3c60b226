"""The learned judgement: its weights load once, it judges deterministically, training repeats."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest

from bot.ai import learned
from bot.ai import train as train_module
from bot.ai.features import NAMES, side_features
from bot.ai.learned import Model, chances, chances_with, shipped
from bot.ai.train import (
    START,
    policy_iteration,
    random_options,
    refit_to_hard,
    refit_to_normal,
    train,
)
from bot.engine import OpeningRule, Options, ParaRule, Preset, State, roll

OPTIONS = [
    *(preset.options for preset in Preset),
    Options(stacking_ends_turn=True, no_nine_stack=True, para=ParaRule.CHOOSE),
    Options(triple_para_wins=True, leftover_steps=True, openings=OpeningRule.FIRST),
]


def positions(players: int, options: Options, seed: int, count: int) -> list[State]:
    """Positions of a random game (a new game when one ends)."""
    rng = random.Random(seed)
    state = State.initial(players, options)
    found = []
    while len(found) < count:
        if state.winner is not None:
            found.append(state)
            state = State.initial(players, options)
        found.append(state)
        state = rng.choice(state.successors(roll(rng)))
    return found


def test_the_weights_are_read_once_and_fit_the_features() -> None:
    assert shipped() is shipped()
    assert set(shipped().weights) == {2, 3}
    assert all(len(w) == len(NAMES) for w in shipped().weights.values())
    assert learned.WEIGHTS_FILE.parent.name == "ai"


@pytest.mark.parametrize(("players", "options"), list(itertools.product((2, 3, 4), OPTIONS)))
def test_chances_are_probabilities_and_deterministic(players: int, options: Options) -> None:
    for state in positions(players, options, players, 60):
        first = chances(state)
        assert len(first) == len(state.hand)
        assert sum(first) == pytest.approx(1.0)
        assert all(0.0 <= p <= 1.0 for p in first)
        assert chances(state) == first
        if state.winner is not None:
            assert first[state.winner] == 1.0
        else:
            assert len(side_features(state)) == len(state.hand)


def test_a_side_far_ahead_is_the_favourite() -> None:
    start = State.initial(2)
    ahead = start._replace(
        board=bytes([0] * 60 + [2 << 2] + [0] * 3), hand=(0, 9), home=(7, 0), opened=(True, False)
    )
    assert chances(ahead)[0] > 0.9
    assert chances(start)[0] > chances(start)[1]  # side 0 is to throw


def test_a_model_for_other_features_is_refused() -> None:
    with pytest.raises(ValueError, match="other features"):
        Model.from_json({"features": ["pips"], "weights": {"2": [1.0]}})


def test_training_is_deterministic_from_its_seed() -> None:
    first = train(rounds=1, games=6, seed=3, lam=0.7, check=0)
    again = train(rounds=1, games=6, seed=3, lam=0.7, check=0)
    other = train(rounds=1, games=6, seed=4, lam=0.7, check=0)
    assert first == again
    assert first != other
    assert Model.from_json(first.to_json()) == first
    state = positions(3, Options(), 1, 10)[-1]
    assert chances_with(first, state) == chances_with(again, state)


def test_the_refit_to_normal_games_is_deterministic_and_keeps_the_other_sides() -> None:
    start = Model({2: START, 3: START})
    first = refit_to_normal(start, 3, games=8, seed=3)
    again = refit_to_normal(start, 3, games=8, seed=3)
    other = refit_to_normal(start, 3, games=8, seed=4)
    assert first == again
    assert first.weights[3] != other.weights[3]
    assert first.weights[3] != start.weights[3]
    assert first.weights[2] == start.weights[2]


@pytest.mark.slow
def test_the_refit_to_hard_games_is_the_same_for_any_number_of_processes() -> None:
    start = Model({2: START, 3: shipped().weights[3]})
    first = refit_to_hard(start, 3, games=3, seed=5)
    assert refit_to_hard(start, 3, games=3, seed=5, jobs=2) == first
    assert refit_to_hard(start, 3, games=3, seed=6) != first
    assert first.weights[3] != start.weights[3]
    assert first.weights[2] == start.weights[2]


@pytest.mark.slow
def test_in_hard_games_against_itself_every_seat_searches(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_normal(*_args: object) -> None:
        raise AssertionError("normal played a seat of hard's game against itself")

    start = Model({2: shipped().weights[2], 3: START})
    against_normal = refit_to_hard(start, 2, games=2, seed=9)
    monkeypatch.setattr(train_module, "normal", no_normal)
    first = refit_to_hard(start, 2, games=2, seed=9, self_play=True)
    assert refit_to_hard(start, 2, games=2, seed=9, jobs=2, self_play=True) == first
    assert first.weights[2] not in (start.weights[2], against_normal.weights[2])
    assert first.weights[3] == start.weights[3]
    with pytest.raises(AssertionError, match="normal played"):
        refit_to_hard(start, 2, games=2, seed=9)


def test_the_refit_to_hard_games_against_itself_runs_only_when_asked(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls: list[tuple[int, int, int, bool]] = []

    def refit(
        model: Model, players: int, games: int, seed: int, jobs: int = 1, self_play: bool = False
    ) -> Model:
        calls.append((players, games, seed, self_play))
        return Model(model.weights | {2: (*model.weights[2][1:], float(seed))})

    monkeypatch.setattr(train_module, "refit_to_hard", refit)
    fast = ["--normal-games", "0", "--hard-rounds", "1", "--hard-games", "5", "--seed", "3"]
    train_module.main([*fast, "--out", str(tmp_path / "off.json")])
    assert calls == [(3, 5, 3, False)]
    assert "self_play_games" not in json.loads((tmp_path / "off.json").read_text())
    calls.clear()
    train_module.main([*fast, "--self-play-games", "7", "--out", str(tmp_path / "on.json")])
    assert calls == [(3, 5, 3, False), (2, 7, 3 + train_module.SELF_PLAY_SEED_OFFSET, True)]
    written = json.loads((tmp_path / "on.json").read_text())
    assert written["self_play_games"] == 7
    assert written["weights"]["2"][-1] == 3 + train_module.SELF_PLAY_SEED_OFFSET


def test_each_round_of_policy_iteration_plays_hard_by_the_last_rounds_weights(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    searched_by: list[tuple[Model, int]] = []

    def refit(model: Model, players: int, games: int, seed: int, jobs: int = 1) -> Model:
        searched_by.append((model, seed))
        return Model(model.weights | {3: (*model.weights[3][1:], float(seed))})

    monkeypatch.setattr(train_module, "refit_to_hard", refit)
    start = Model({2: START, 3: START})
    once = refit(start, 3, 800, 5)
    twice = refit(once, 3, 800, 6)
    searched_by.clear()
    assert policy_iteration(start, 3, games=800, rounds=2, seed=5) == twice
    assert searched_by == [(start, 5), (once, 6)]
    assert policy_iteration(start, 3, games=800, rounds=0, seed=5) == start


def test_the_features_are_named_and_finite_for_every_side() -> None:
    for players, options in itertools.product((2, 3, 4), OPTIONS):
        for state in positions(players, options, 7, 40):
            if state.winner is None:
                rows = side_features(state)
                assert all(len(row) == len(NAMES) for row in rows)
                assert all(abs(x) < 1e6 for row in rows for x in row)
                mover = state.turn % len(state.hand)
                assert [row[1] > 0 for row in rows] == [s == mover for s in range(len(rows))]


def test_a_stack_in_reach_of_an_enemy_is_its_loss_and_the_enemys_kill() -> None:
    board = [0] * 64
    board[10] = 1 << 2 | 0
    board[17] = 1 << 2 | 1
    state = State.initial(2)._replace(board=bytes(board), hand=(8, 8), opened=(True, True))
    loss, kills = (
        NAMES.index("expected loss in laps, per race left"),
        NAMES.index("expected kills in laps, per race left"),
    )
    rows = side_features(state)
    assert rows[1][loss] > 0.0
    assert rows[0][kills] == pytest.approx(rows[1][loss])
    assert rows[1][kills] == pytest.approx(rows[0][loss])
    assert rows[0][loss] < rows[1][loss]  # the coin further on is the bigger stake


def test_random_options_cover_every_option() -> None:
    rng = random.Random(1)
    drawn = [random_options(rng) for _ in range(400)]
    for field in Options._fields:
        assert len({getattr(o, field) for o in drawn}) > 1, field
