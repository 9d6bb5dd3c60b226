"""How the levels play: normal's judgement on small positions, normal over easy, hard's budget."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.ai import Level, policy_for
from bot.ai.hard import THROW_BUDGET, search
from bot.engine import Dice, State, load_position, roll


def position(track: list[list[int]], hands: tuple[int, int], homes: tuple[int, int]) -> State:
    """A 2-player position, side 0 to throw."""
    return load_position(
        {
            "players": 2,
            "options": {"stacking_ends_turn": False, "no_nine_stack": False},
            "sides": [
                {"hand": h, "home": f, "opened": True} for h, f in zip(hands, homes, strict=True)
            ],
            "track": track,
            "turn": 0,
            "kept": 0,
            "winner": None,
        }
    )


def normal_key(state: State, dice: tuple[int, int]) -> tuple[int, int]:
    moves = state.resolve(dice).moves
    assert len(moves) > 1
    return policy_for("normal")(state, Dice(*dice), moves, random.Random(0)).key


def test_normal_kills_a_stack_rather_than_enter_a_coin() -> None:
    state = position([[10, 0, 2], [16, 1, 2]], (7, 7), (0, 0))
    assert normal_key(state, (3, 3)) == (10, 16)


def test_normal_keeps_off_the_opening_spots_while_the_enemy_must_open() -> None:
    state = position([[3, 0, 1], [30, 0, 1]], (0, 9), (7, 0))
    assert normal_key(state, (2, 2)) == (30, 34)  # 3 -> 7 would stand where a 7 opens


def test_normal_keeps_a_lone_coin_from_seven_ahead_of_a_bigger_stack() -> None:
    state = position([[10, 1, 2], [14, 0, 1], [50, 0, 1]], (0, 7), (7, 0))
    assert normal_key(state, (2, 1)) == (50, 53)  # 14 -> 17 would be 7 ahead of the 2-stack


def play(players: int, levels: list[Level], seed: int) -> tuple[int, State]:
    """A whole game from a fixed seed; returns the winning side and the last position."""
    rng = random.Random(seed)
    rngs = [random.Random(seed * 8 + seat) for seat in range(players)]
    state = State.initial(players)
    while state.winner is None:
        dice = roll(rng)
        throw = state.resolve(dice)
        if len(throw.moves) > 1:
            move = policy_for(levels[state.turn])(state, dice, throw.moves, rngs[state.turn])
            state = state.play(dice, move)
        else:
            state = state.play(dice)
    return state.winner, state


def test_normal_beats_two_easy_players() -> None:
    games = 60
    wins = 0
    for i in range(games):
        levels = [Level.EASY] * 3
        levels[i % 3] = Level.NORMAL
        winner, _ = play(3, levels, 500 + i)
        wins += winner == i % 3
    assert wins / games > 0.6


@pytest.mark.parametrize(("players", "budget"), [(2, THROW_BUDGET), (3, 200), (4, 40)])
def test_hard_plays_whole_games_within_its_budget(players: int, budget: int) -> None:
    rng = random.Random(players)
    used: list[int] = []
    state = State.initial(players)
    while state.winner is None:
        dice = roll(rng)
        moves = state.resolve(dice).moves
        if len(moves) > 1 and state.turn == 0:
            choice = search(state, moves, random.Random(len(used)), budget)
            assert choice.move in moves
            used.append(choice.throws)
            state = state.after(choice.move)
        elif len(moves) > 1:
            state = state.after(policy_for("normal")(state, dice, moves, rng))
        else:
            state = state.play(dice)
    assert used, "hard never had a choice"
    assert max(used) <= budget
    assert sum(used) > 0  # the budget was spent on rollouts, not skipped


def test_hard_without_budget_plays_its_best_static_move() -> None:
    state = position([[10, 0, 2], [16, 1, 2]], (7, 7), (0, 0))
    moves = state.resolve((3, 3)).moves
    choice = search(state, moves, random.Random(0), budget=0)
    assert choice.throws == 0
    assert choice.move.key == (10, 16)


def test_hard_depends_on_its_seed_only_through_the_rollouts() -> None:
    state = position([[10, 0, 2], [16, 1, 2]], (7, 7), (0, 0))
    moves = state.resolve((3, 3)).moves
    first: Any = search(state, moves, random.Random(4))
    assert search(state, moves, random.Random(4)) == first
