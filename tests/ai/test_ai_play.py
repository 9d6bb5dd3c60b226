"""How the levels play: normal's judgement on small positions, normal over easy, hard's budget."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.ai import policy_for
from bot.ai.hard import THROW_BUDGET, search
from bot.engine import Dice, Level, State, load_position, roll


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


@pytest.mark.parametrize(
    ("players", "budget"), [(2, THROW_BUDGET), (3, THROW_BUDGET // 2), (4, 1200)]
)
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


# -- the house rules (R23-R27) ------------------------------------------------------------------


def house(
    track: list[list[int]], hands: tuple[int, int], homes: tuple[int, int], **options: Any
) -> State:
    """A 2-player position under some house rules, side 0 to throw."""
    return load_position(
        {
            "players": 2,
            "options": options,
            "sides": [
                {"hand": h, "home": f, "opened": True} for h, f in zip(hands, homes, strict=True)
            ],
            "track": track,
            "turn": 0,
            "kept": 0,
            "winner": None,
        }
    )


def test_normal_takes_a_kill_of_two_rather_than_rethrow() -> None:
    """R26 choose: a pa ra that kills a stack of three is worth more than a throw again."""
    state = house([[20, 0, 3], [22, 1, 3], [40, 1, 2]], (6, 4), (0, 0), para="choose")
    assert normal_key(state, (1, 1)) == (20, 22)


def test_normal_rethrows_rather_than_walk_into_a_kill() -> None:
    """R26 choose: the only move of two puts the lone coin two steps ahead of an enemy stack;
    the rethrow keeps it safe and buys a whole throw."""
    state = house([[25, 1, 3], [30, 0, 1], [45, 1, 3]], (0, 3), (8, 0), para="choose")
    moves = {m.key for m in state.resolve((1, 1)).moves}
    assert moves == {(30, 32), (0, 0)}
    assert normal_key(state, (1, 1)) == (0, 0)


def test_normal_counts_the_spare_steps_of_a_finish() -> None:
    """R25: of the finishes of the stack on 61, the one whose spare steps kill is best."""
    state = house(
        [[20, 0, 1], [24, 1, 1], [40, 1, 2], [61, 0, 2]], (6, 6), (0, 0), leftover_steps=True
    )
    assert normal_key(state, (4, 3)) == (20, 24, 61, 64)


@pytest.mark.parametrize("preset", ["app", "lhasa"])
def test_normal_beats_two_easy_players_under_each_preset(preset: str) -> None:
    """A small sample of bench/ai.py's pairing, as a check that normal plays these rules."""
    from bot.engine import Preset

    options = Preset(preset).options
    games, wins = 45, 0
    for seed in range(games):
        rng = random.Random(seed)
        rngs = [random.Random(seed * 8 + seat) for seat in range(3)]
        hero = seed % 3
        levels = [Level.NORMAL if seat == hero else Level.EASY for seat in range(3)]
        state = State.initial(3, options)
        while state.winner is None:
            dice = roll(rng)
            moves = state.moves(dice)
            if not moves:
                state = state.after_no_move()
                continue
            policy = policy_for(levels[state.turn])
            move = moves[0] if len(moves) == 1 else policy(state, dice, moves, rngs[state.turn])
            state = state.after(move)
        wins += state.winner == hero
    assert wins >= 0.7 * games
