"""Game records: replay rebuilds the exact game, JSON round-trips, corrupt records fail cleanly."""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import (
    HAND,
    HOME,
    Dice,
    EngineError,
    GameRecord,
    IllegalMoveError,
    InvalidPositionError,
    MoveAction,
    Options,
    ThrowAction,
    ThrowKind,
    action_from_json,
    action_to_json,
)
from tests.kit.enginegen import GameConfig, game_configs, play_record

RECORDS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def pending_record(seed: int = 1) -> GameRecord:
    """A record from the start of a 2-player game that stops on a throw awaiting a choice."""
    config = GameConfig(2, Options(), 0, seed, "uniform", False, False)
    for actions in range(1, 500):
        record, game = play_record(config, actions)
        if game.pending is not None:
            return record
    raise AssertionError("no choice in 500 actions")


def finished_record(seed: int = 1) -> GameRecord:
    config = GameConfig(3, Options(), 0, seed, "uniform", False, False)
    record, game = play_record(config, 100_000)
    assert game.over
    return record


@RECORDS
@given(game_configs(), st.integers(0, 400))
def test_a_record_replays_to_exactly_the_same_game(config: GameConfig, actions: int) -> None:
    """State and pending throw alike, wherever the record stops (a choice open or not)."""
    record, game = play_record(config, actions)
    assert len(record.actions) <= actions
    replayed = record.replay()
    assert replayed == game
    assert replayed.state == game.state
    assert replayed.pending == game.pending
    if game.pending is not None:
        assert game.pending.kind is ThrowKind.CHOICE
        assert len(game.pending.moves) >= 2


@RECORDS
@given(game_configs(), st.integers(0, 400))
def test_a_record_round_trips_through_json(config: GameConfig, actions: int) -> None:
    record, _ = play_record(config, actions)
    data = record.to_json()
    assert json.loads(json.dumps(data)) == data
    assert data["players"] == config.players
    assert data["options"] == config.options._asdict()
    assert data["first_seat"] == config.first_seat
    assert len(data["actions"]) == len(record.actions)
    again = GameRecord.from_json(json.loads(json.dumps(data)))
    assert again == record
    assert again.replay() == record.replay()


def test_actions_round_trip_through_json() -> None:
    for action in [ThrowAction(Dice(1, 1)), ThrowAction(Dice(6, 3)), MoveAction(HAND, 5)]:
        assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action
    assert action_to_json(ThrowAction(Dice(6, 3))) == {"type": "throw", "dice": [6, 3]}
    assert action_to_json(MoveAction(60, HOME)) == {"type": "move", "move": [60, 64]}


def test_a_finished_record_replays_to_the_end() -> None:
    record = finished_record()
    game = record.replay()
    assert game.over
    assert game.state.winner is not None
    assert game.state.home[game.state.winner] == 9


def test_with_action_appends_one_action() -> None:
    record = GameRecord(2)
    longer = record.with_action(ThrowAction(Dice(4, 3)))
    assert record.actions == ()
    assert longer.actions == (ThrowAction(Dice(4, 3)),)
    assert longer.replay().state.stacks() == [(7, 0, 2)]


# -- corrupt records ---------------------------------------------------------------------------


def test_a_move_that_is_not_legal_is_refused() -> None:
    record = pending_record()
    game = record.replay()
    assert game.pending is not None
    legal = {m.key for m in game.pending.moves}
    wrong = next((s, t) for s in range(HAND, 64) for t in range(1, HOME + 1) if (s, t) not in legal)
    with pytest.raises(IllegalMoveError):
        record.with_action(MoveAction(*wrong)).replay()


def test_a_throw_while_a_move_is_pending_is_refused() -> None:
    record = pending_record()
    with pytest.raises(IllegalMoveError):
        record.with_action(ThrowAction(Dice(2, 3))).replay()


def test_a_move_without_a_pending_throw_is_refused() -> None:
    with pytest.raises(IllegalMoveError):
        GameRecord(2, actions=(MoveAction(HAND, 7),)).replay()
    opened = GameRecord(2, actions=(ThrowAction(Dice(4, 3)),))
    assert opened.replay().pending is None
    with pytest.raises(IllegalMoveError):
        opened.with_action(MoveAction(HAND, 7)).replay()


def test_a_throw_after_the_end_is_refused() -> None:
    with pytest.raises(IllegalMoveError):
        finished_record().with_action(ThrowAction(Dice(2, 3))).replay()


GARBAGE: list[Any] = [
    None,
    [],
    "a game",
    3,
    {},
    {"players": 2},
    {"actions": []},
    {"players": 2, "actions": 5},
    {"players": 2, "actions": None},
    {"players": 2, "actions": "throw"},
    {"players": 2, "actions": [{"throw": [0, 7]}]},
    {"players": 2, "actions": [{"throw": [1, 2, 3]}]},
    {"players": 2, "actions": [{"move": ["a", 1]}]},
    {"players": 2, "actions": [{"move": [0, 65]}]},
    {"players": 2, "actions": [{"jump": 1}]},
    {"players": 2, "actions": [{"throw": [4, 3], "move": [0, 7]}]},
    {"players": 2, "actions": [[4, 3]]},
    {"players": 2, "options": {"bogus": True}, "actions": []},
    {"players": 2, "options": None, "actions": []},
    {"players": 2, "options": [True, False], "actions": []},
    {"players": 9, "actions": []},
    {"players": "2", "actions": []},
    {"players": True, "actions": []},
    {"players": 2, "first_seat": 5, "actions": []},
    {"players": 2, "first_seat": "0", "actions": []},
]


@pytest.mark.parametrize("data", GARBAGE, ids=[json.dumps(g) for g in GARBAGE])
def test_garbage_json_raises_a_clear_engine_error(data: Any) -> None:
    """Loading and replaying garbage raises an EngineError with a message, nothing else."""
    with pytest.raises(EngineError) as caught:
        GameRecord.from_json(data).replay()
    assert str(caught.value)


@pytest.mark.parametrize("value", ["yes", 1, 0, None, [True]])
def test_an_option_that_is_not_a_boolean_is_refused(value: Any) -> None:
    """Options are true or false, as in the position format; anything else is corrupt."""
    data = {"players": 2, "options": {"no_nine_stack": value}, "actions": []}
    with pytest.raises(InvalidPositionError):
        GameRecord.from_json(data).replay()


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 70) | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)
ACTION = st.one_of(
    st.fixed_dictionaries({"throw": st.lists(st.integers(0, 7), min_size=2, max_size=2)}),
    st.fixed_dictionaries({"move": st.lists(st.integers(-1, 65), min_size=2, max_size=2)}),
    JSON,
)
NEAR_RECORD = st.fixed_dictionaries(
    {"actions": st.lists(ACTION, max_size=12)},
    optional={
        "players": st.integers(1, 5) | JSON,
        "options": st.dictionaries(st.sampled_from(Options._fields), st.booleans()) | JSON,
        "first_seat": st.integers(-1, 4) | JSON,
    },
)


@settings(max_examples=300, deadline=None)
@given(JSON | NEAR_RECORD)
def test_any_json_loads_and_replays_or_raises_an_engine_error(data: Any) -> None:
    """Arbitrary JSON and near-records never raise anything but an EngineError."""
    with contextlib.suppress(EngineError):
        GameRecord.from_json(data).replay()
