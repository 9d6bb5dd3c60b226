"""Invalid positions, finished games and bad dice: the engine refuses them, the oracle agrees.

Each case breaks one validity rule of docs/position.md (or the format's types) in an otherwise
valid position. The engine must raise InvalidPositionError - never another exception, never a
silent fix - from both `successors` and `load_position`, and `naive_is_valid` must name a fault.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

import pytest

from bot.engine import InvalidPositionError, dump_position, load_position, successors
from tests.kit.naive_sho import (
    NaiveInvalidPositionError,
    canonical_json,
    naive_is_valid,
    naive_successors,
)

Position = dict[str, Any]
Change = Callable[[Position], None]

NO_OPTIONS = {
    "stacking_ends_turn": False,
    "no_nine_stack": False,
    "last_kill_ends_turn": False,
    "triple_para_wins": False,
    "leftover_steps": False,
    "para": "kept",
    "openings": "every",
}
"""Every option key at its default, as `dump_position` writes them."""
TABLE_OPTION_KEYS = ("stacking_ends_turn", "no_nine_stack")
"""The keys a position written before the house rules has."""
BASE: Position = {  # 2 players, side 0 to throw with a kept pa ra
    "players": 2,
    "options": dict(NO_OPTIONS),
    "sides": [{"hand": 5, "home": 1, "opened": True}, {"hand": 7, "home": 0, "opened": True}],
    "track": [[4, 0, 2], [7, 1, 2], [20, 0, 1]],
    "turn": 0,
    "kept": 2,
    "winner": None,
}
NEW_SIDE = {"hand": 9, "home": 0, "opened": False}


def _set(*path: Any) -> Change:
    """Set position[path[0]]...[path[-2]] to path[-1]."""

    def change(position: Position) -> None:
        *keys, last, value = path
        target: Any = position
        for key in keys:
            target = target[key]
        target[last] = value

    return change


def _drop(*path: Any) -> Change:
    """Delete position[path[0]]...[path[-1]]."""

    def change(position: Position) -> None:
        *keys, last = path
        target: Any = position
        for key in keys:
            target = target[key]
        del target[last]

    return change


def _all(*changes: Change) -> Change:
    """Several changes that together break exactly one rule."""

    def change(position: Position) -> None:
        for each in changes:
            each(position)

    return change


INVALID: dict[str, Change] = {
    # sides and players
    "2 players, 3 sides": _set("sides", [*BASE["sides"], NEW_SIDE]),
    "3 players, 2 sides": _set("players", 3),
    "4 players, 3 sides": _all(_set("players", 4), _set("sides", [*BASE["sides"], NEW_SIDE])),
    "1 player": _set("players", 1),
    "5 players": _set("players", 5),
    # turn
    "turn -1": _set("turn", -1),
    "turn = players": _set("turn", 2),
    # coin counts (R1)
    "side 0 owns 10": _set("sides", 0, "hand", 6),
    "side 1 owns 8": _set("sides", 1, "hand", 6),
    "negative hand": _all(_set("sides", 0, "hand", -1), _set("sides", 0, "home", 7)),
    "negative home": _all(_set("sides", 0, "hand", 7), _set("sides", 0, "home", -1)),
    # kept
    "kept odd": _set("kept", 1),
    "kept 3": _set("kept", 3),
    "kept negative": _set("kept", -2),
    "kept with no coins on the track": _all(
        _set("track", [[7, 1, 2]]), _set("sides", 0, "hand", 8), _set("kept", 2)
    ),
    # the end (R3)
    "home 9 but not the winner": _all(
        _set("track", [[4, 0, 2], [20, 0, 1]]),
        _set("sides", 1, {"hand": 0, "home": 9, "opened": True}),
    ),
    "winner without 9 home": _set("winner", 0),
    "winner not a side": _set("winner", 2),
    # opened (R10)
    "coins on the track, never opened": _set("sides", 1, "opened", False),
    "coins home, never opened": _all(
        _set("track", [[4, 0, 2], [20, 0, 1]]),
        _set("sides", 1, {"hand": 8, "home": 1, "opened": False}),
    ),
    # the track
    "spot 0": _set("track", 0, [0, 0, 2]),
    "spot 64": _set("track", 2, [64, 0, 1]),
    "spot -3": _set("track", 0, [-3, 0, 2]),
    "stack of 0 coins": _set("track", 2, [20, 0, 0]),
    "stack of 10 coins": _all(
        _set("track", [[7, 1, 2], [20, 0, 10]]),
        _set("sides", 0, {"hand": 0, "home": 0, "opened": True}),
    ),
    "two stacks on one spot": _set("track", [[4, 0, 2], [7, 1, 2], [7, 0, 1]]),
    "one side twice on one spot": _set("track", [[4, 0, 2], [4, 0, 1], [7, 1, 2]]),
    "unsorted track": _set("track", [[20, 0, 1], [4, 0, 2], [7, 1, 2]]),
    "track names side 2": _all(
        _set("track", [[4, 0, 2], [7, 1, 2], [20, 2, 1]]), _set("sides", 0, "hand", 6)
    ),
    "track entry of 2 numbers": _set("track", 2, [20, 0]),
    "track entry of 4 numbers": _set("track", 2, [20, 0, 1, 0]),
    "track entry an object": _set("track", 2, {"spot": 20, "side": 0, "coins": 1}),
    # options (R21, R22)
    "unknown option": _set("options", "foo", False),
    "option 1 for true": _set("options", "no_nine_stack", 1),
    "option 'false'": _set("options", "stacking_ends_turn", "false"),
    "option null": _set("options", "stacking_ends_turn", None),
    "options a list": _set("options", []),
    # house rules (R23-R27)
    "option last_kill_ends_turn 1": _set("options", "last_kill_ends_turn", 1),
    "option triple_para_wins 'true'": _set("options", "triple_para_wins", "true"),
    "option leftover_steps null": _set("options", "leftover_steps", None),
    "option para 'keep'": _set("options", "para", "keep"),
    "option para true": _set("options", "para", True),
    "option para 'Kept'": _set("options", "para", "Kept"),
    "option openings 'all'": _set("options", "openings", "all"),
    "option openings 0": _set("options", "openings", 0),
    "kept 6 when three pa ra win": _all(_set("options", "triple_para_wins", True), _set("kept", 6)),
    "winner without 9 home, three pa ra off": _all(
        _set("options", "triple_para_wins", False), _set("winner", 0)
    ),
    # types
    "players '2'": _set("players", "2"),
    "players 2.0": _set("players", 2.0),
    "players true": _set("players", True),
    "turn false": _set("turn", False),
    "turn '0'": _set("turn", "0"),
    "kept 2.0": _set("kept", 2.0),
    "kept null": _set("kept", None),
    "hand '5'": _set("sides", 0, "hand", "5"),
    "home 1.0": _set("sides", 0, "home", 1.0),
    "opened 1": _set("sides", 0, "opened", 1),
    "opened 'true'": _set("sides", 0, "opened", "true"),
    "spot '7'": _set("track", 1, ["7", 1, 2]),
    "coins 2.0": _set("track", 1, [7, 1, 2.0]),
    "side true": _set("track", 1, [7, True, 2]),
    "winner '0'": _set("winner", "0"),
    "winner false": _set("winner", False),
    "sides an object": _set("sides", {"0": NEW_SIDE, "1": NEW_SIDE}),
    "side a list": _set("sides", 1, [7, 0, True]),
    "track an object": _set("track", {}),
    # keys
    **{
        f"missing {key}": _drop(key)
        for key in ("players", "options", "sides", "track", "turn", "kept")
    },
    "missing winner": _drop("winner"),
    **{f"side missing {key}": _drop("sides", 0, key) for key in ("hand", "home", "opened")},
    "unknown key": _set("extra", 1),
    "side unknown key": _set("sides", 0, "name", "A"),
}


def _broken(name: str) -> Position:
    position = copy.deepcopy(BASE)
    INVALID[name](position)
    return position


def test_base_position_is_valid() -> None:
    """The cases below break a position both generators accept."""
    assert naive_is_valid(BASE) is None
    assert successors(copy.deepcopy(BASE), (4, 3))
    assert naive_successors(BASE, (4, 3))


@pytest.mark.parametrize("name", INVALID)
def test_engine_refuses_invalid_position(name: str) -> None:
    """successors raises InvalidPositionError with a message, and leaves nothing half-done."""
    position = _broken(name)
    with pytest.raises(InvalidPositionError) as caught:
        successors(position, (4, 3))
    assert str(caught.value), "the error must name the fault"


@pytest.mark.parametrize("name", INVALID)
def test_load_refuses_invalid_position(name: str) -> None:
    """load_position raises InvalidPositionError on the same positions."""
    with pytest.raises(InvalidPositionError):
        load_position(_broken(name))


@pytest.mark.parametrize("name", INVALID)
def test_naive_refuses_invalid_position(name: str) -> None:
    """The oracle's validator finds a fault, and its generator refuses too."""
    position = _broken(name)
    assert naive_is_valid(position) is not None
    with pytest.raises(NaiveInvalidPositionError):
        naive_successors(position, (4, 3))


@pytest.mark.parametrize("position", [None, [], "{}", 7], ids=["null", "list", "string", "int"])
def test_not_an_object(position: Any) -> None:
    """Anything but an object is refused by both."""
    with pytest.raises(InvalidPositionError):
        successors(position, (4, 3))
    assert naive_is_valid(position) is not None


FINISHED: Position = {
    "players": 2,
    "options": dict(NO_OPTIONS),
    "sides": [{"hand": 0, "home": 9, "opened": True}, {"hand": 5, "home": 0, "opened": True}],
    "track": [[30, 1, 4]],
    "turn": 0,
    "kept": 0,
    "winner": 0,
}


def test_a_game_won_by_three_para_is_valid_without_nine_home() -> None:
    """R24: the winner may still have coins out, and nobody throws after the win."""
    won = copy.deepcopy(BASE)
    won["options"] = {**NO_OPTIONS, "triple_para_wins": True}
    won["winner"], won["kept"] = 0, 0
    assert naive_is_valid(won) is None
    assert dump_position(load_position(copy.deepcopy(won))) == won
    with pytest.raises(InvalidPositionError):
        successors(copy.deepcopy(won), (4, 3))


def test_finished_game_is_valid_but_has_no_throw() -> None:
    """A won game loads and dumps unchanged, but nobody throws in it."""
    assert naive_is_valid(FINISHED) is None
    assert dump_position(load_position(copy.deepcopy(FINISHED))) == FINISHED
    with pytest.raises(InvalidPositionError):
        successors(copy.deepcopy(FINISHED), (4, 3))
    with pytest.raises(NaiveInvalidPositionError):
        naive_successors(FINISHED, (4, 3))


BAD_DICE: list[Any] = [
    (0, 3),
    (7, 1),
    (3, 0),
    (1, 7),
    (-1, 2),
    (1.0, 2),
    ("1", 2),
    (True, 2),
    (None, 4),
    (3,),
    (1, 2, 3),
    None,
    "12",
]


@pytest.mark.parametrize("dice", BAD_DICE, ids=repr)
def test_bad_dice(dice: Any) -> None:
    """Dice outside 1..6, or not two ints, raise InvalidPositionError in both generators."""
    with pytest.raises(InvalidPositionError):
        successors(copy.deepcopy(BASE), dice)
    with pytest.raises(NaiveInvalidPositionError):
        naive_successors(BASE, dice)


HOUSE_VALUES = {"para": "lhasa", "openings": "first"}
"""A value other than the default for each option that is not true or false."""


@pytest.mark.parametrize("missing", list(NO_OPTIONS))
@pytest.mark.parametrize("on", [False, True], ids=["others-default", "others-set"])
def test_missing_option_means_its_default(missing: str, on: bool) -> None:
    """A missing option key loads as its default, and every key is written back."""
    full = copy.deepcopy(BASE)
    full["options"] = {
        key: (HOUSE_VALUES.get(key, True) if on and key != missing else default)
        for key, default in NO_OPTIONS.items()
    }
    partial = copy.deepcopy(BASE)
    partial["options"] = {key: value for key, value in full["options"].items() if key != missing}
    if on and full["options"]["triple_para_wins"]:
        full["kept"] = partial["kept"] = 2  # at most 4 with R24; BASE keeps 2 already
    assert dump_position(load_position(partial)) == full
    for dice in [(4, 3), (1, 1), (6, 6)]:
        expected = sorted(canonical_json(after) for after in successors(full, dice))
        assert sorted(canonical_json(after) for after in successors(partial, dice)) == expected
        assert all(set(after["options"]) == set(NO_OPTIONS) for after in successors(partial, dice))
        assert (
            sorted(canonical_json(after) for after in naive_successors(partial, dice)) == expected
        )


@pytest.mark.parametrize("flags", [(False, False), (True, False), (False, True), (True, True)])
def test_a_position_written_before_the_house_rules_loads_with_their_defaults(
    flags: tuple[bool, bool],
) -> None:
    """Only the two table keys (as stored games and old positions have them): the house rules
    are off, and the dump is the position with every other key at its default."""
    old = copy.deepcopy(BASE)
    old["options"] = dict(zip(TABLE_OPTION_KEYS, flags, strict=True))
    assert dump_position(load_position(copy.deepcopy(old))) == {
        **old,
        "options": {**NO_OPTIONS, **old["options"]},
    }
    assert canonical_json(dump_position(load_position(old))) == canonical_json(old)


def _random_play(players: int, seed: str) -> list[Position]:
    """Canonical positions from one random game (the oracle writes canonical positions)."""
    rng = random.Random(seed)
    sides = 3 if players == 3 else 2
    position: Position = {
        "players": players,
        "options": {
            **{key: rng.random() < 0.5 for key, default in NO_OPTIONS.items() if default is False},
            "para": rng.choice(["kept", "choose", "lhasa"]),
            "openings": rng.choice(["every", "first"]),
        },
        "sides": [dict(NEW_SIDE) for _ in range(sides)],
        "track": [],
        "turn": 0,
        "kept": 0,
        "winner": None,
    }
    seen = [position]
    while position["winner"] is None:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        position = rng.choice(naive_successors(position, dice))
        seen.append(position)
    return seen


@pytest.mark.parametrize("players", [2, 3, 4])
def test_dump_load_round_trip(players: int) -> None:
    """dump(load(p)) == p for every canonical position of a random game, the end included."""
    for position in _random_play(players, f"round-trip-{players}"):
        assert dump_position(load_position(copy.deepcopy(position))) == position, position
