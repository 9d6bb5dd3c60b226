"""Levels pick legal moves deterministically; choose() and pick_move() as callers see them."""

from __future__ import annotations

import itertools
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.ai import POLICIES, choose, pick_move, policy_for
from bot.engine import (
    Dice,
    IllegalMoveError,
    InvalidPositionError,
    Level,
    Options,
    State,
    ThrowKind,
    dump_position,
    roll,
    successors,
)

ROOT = Path(__file__).resolve().parents[2]
ALL_OPTIONS = [Options(a, b) for a, b in itertools.product((False, True), repeat=2)]


def choices(players: int, options: Options, seed: int, count: int) -> list[tuple[State, Dice]]:
    """Positions reached by random play where a throw leaves the seat a choice."""
    rng = random.Random(seed)
    found: list[tuple[State, Dice]] = []
    while len(found) < count:
        state = State.initial(players, options, rng.randrange(players))
        while state.winner is not None or len(found) < count:
            if state.winner is not None:
                break
            dice = roll(rng)
            throw = state.resolve(dice)
            if throw.kind is ThrowKind.CHOICE and rng.random() < 0.3:
                found.append((state, dice))
            state = rng.choice(state.successors(dice))
    return found


CASES = [
    (players, options, seed)
    for seed, (players, options) in enumerate(itertools.product((2, 3, 4), ALL_OPTIONS))
]


@pytest.mark.parametrize(("players", "options", "seed"), CASES)
def test_every_level_plays_a_legal_move(players: int, options: Options, seed: int) -> None:
    for i, (state, dice) in enumerate(choices(players, options, seed, 12)):
        moves = state.resolve(dice).moves
        for level in Level:
            if level is Level.HARD and i % 3:
                continue  # hard is slower: every third position is enough
            move = POLICIES[level](state, dice, moves, random.Random(i))
            assert move in moves, (level, dump_position(state), dice, move)


@pytest.mark.parametrize("level", list(Level))
def test_the_same_seed_gives_the_same_choice(level: Level) -> None:
    policy = policy_for(level)
    picked = [
        [policy(state, dice, state.resolve(dice).moves, random.Random(seed)) for seed in (1, 1)]
        for state, dice in choices(3, Options(), 99, 10)
    ]
    assert all(first == second for first, second in picked)


def test_easy_uses_its_rng() -> None:
    state, dice = next(
        (s, d) for s, d in choices(2, Options(), 5, 50) if len(s.resolve(d).moves) >= 3
    )
    moves = state.resolve(dice).moves
    picked = {POLICIES[Level.EASY](state, dice, moves, random.Random(seed)) for seed in range(40)}
    assert len(picked) > 1


def canonical(position: dict[str, Any]) -> str:
    return json.dumps(position, sort_keys=True)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_choose_returns_one_of_the_successors(players: int) -> None:
    rng = random.Random(players)
    checked = 0
    for state, _ in choices(players, Options(), 40 + players, 8):
        position = dump_position(state)
        for dice in [(1, 1), (3, 6), roll(rng), roll(rng)]:
            expected = {canonical(p) for p in successors(position, tuple(dice))}
            for level in Level:
                picked = choose(level.value, position, tuple(dice), seed=7)
                assert canonical(picked) in expected
                checked += 1
    assert checked == 8 * 4 * len(Level)


def position(track: list[list[int]], sides: list[dict[str, Any]], **rest: Any) -> dict[str, Any]:
    base = {
        "players": 2,
        "options": {"stacking_ends_turn": False, "no_nine_stack": False},
        "sides": sides,
        "track": track,
        "turn": 0,
        "kept": 0,
        "winner": None,
    }
    return base | rest


def side(hand: int, home: int = 0, opened: bool = True) -> dict[str, Any]:
    return {"hand": hand, "home": home, "opened": opened}


START = position([], [side(9, opened=False), side(9, opened=False)])


@pytest.mark.parametrize(
    ("where", "dice"),
    [
        ("opening", (4, 3)),
        ("pa ra kept", (1, 1)),
        ("no move", (4, 1)),
        ("one move", (2, 1)),
    ],
)
def test_choose_plays_automatic_throws_for_the_seat(where: str, dice: tuple[int, int]) -> None:
    positions = {
        "opening": START,
        "pa ra kept": position([[5, 0, 2], [30, 1, 2]], [side(7), side(7)]),
        "no move": position(
            [[10, 0, 1], [15, 1, 2], [30, 0, 1], [35, 1, 3]], [side(0, 7), side(4)]
        ),
        "one move": position([[10, 1, 2], [61, 0, 2]], [side(0, 7), side(7)]),
    }
    before = positions[where]
    (only,) = successors(before, dice)
    for level in Level:
        assert choose(level.value, before, dice, seed=3) == only


@pytest.mark.parametrize(
    ("before", "dice"),
    [
        ({"players": 2}, (3, 4)),
        (START, (0, 4)),
        (START, (3, 7)),
        (START | {"winner": 0}, (3, 4)),
        (position([], [side(0, 9), side(9, opened=False)], winner=0), (3, 4)),
    ],
)
def test_choose_refuses_invalid_input(before: dict[str, Any], dice: tuple[int, int]) -> None:
    with pytest.raises(InvalidPositionError):
        choose("normal", before, dice, seed=1)


def test_an_unknown_level_is_named() -> None:
    with pytest.raises(ValueError, match="expert"):
        choose("expert", START, (3, 4), seed=1)


def test_pick_move_for_the_service_layer() -> None:
    state = State.initial(2)
    state = state.play((4, 3))  # A opens 2@7
    state = state.play((6, 6))  # B opens 2@12
    throw = state.resolve((3, 2))  # A: h->5 or 7->12 kill
    assert throw.kind is ThrowKind.CHOICE
    picked = pick_move("normal", state, throw, random.Random(1))
    assert picked in throw.moves
    assert picked.key == (7, 12)  # killing a stack of two beats entering a lone coin
    kept = state.resolve((1, 1))
    assert kept.kind is ThrowKind.PARA_KEPT
    with pytest.raises(IllegalMoveError):
        pick_move("hard", state, kept, random.Random(1))


def test_pick_move_returns_the_only_move_without_asking_the_policy() -> None:
    state = State.initial(2)
    throw = state.resolve((4, 3))
    assert throw.kind is ThrowKind.OPENING
    (only,) = throw.moves
    assert pick_move("hard", state, throw, random.Random(1)) is only


def test_ai_imports_only_the_engine_and_the_standard_library() -> None:
    code = (
        "import sys; from bot.ai import choose; "
        "names = {m.split('.')[0] for m in sys.modules} - {'__main__'}; "
        "print(sorted(names - set(sys.stdlib_module_names))); "
        "print(sorted(m for m in sys.modules if m.startswith('bot.')))"
    )
    out = subprocess.run(
        [sys.executable, "-S", "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert out[0] == "['bot']"
    assert all(m.startswith(("bot.ai", "bot.engine")) for m in eval(out[1]))
