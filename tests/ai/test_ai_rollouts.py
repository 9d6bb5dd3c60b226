"""Hard's rollouts step through the mutable position (bot/engine/scratch.py) and play exactly the
games they played on `State`: the reference below is the rollout and the normal judgement as
they were before, on the immutable path, with the hero's side (side 0 here) greedy by its own
weights. Hard's strength is measured by fixed-seed tournaments,
so the same position and RNG must give the same rollouts, throw for throw."""

from __future__ import annotations

import itertools
import random

import pytest

from bot.ai.evaluate import Weights, value
from bot.ai.hard import OUTCOMES, THROWS_PER_SEAT, after_each_throw, rollout
from bot.ai.normal import NORMAL_WEIGHTS, judge, judge_code, playing_side
from bot.ai.tuned import tuned_weights
from bot.engine import Dice, Move, MoveKind, OpeningRule, Options, ParaRule, Preset, State, roll
from bot.engine.scratch import Scratch

OPTIONS = [
    *(preset.options for preset in Preset),
    Options(stacking_ends_turn=True, no_nine_stack=True, para=ParaRule.LHASA),
    Options(triple_para_wins=True, leftover_steps=True, openings=OpeningRule.FIRST),
    Options(True, True, True, True, True, ParaRule.CHOOSE, OpeningRule.FIRST),
]


def reference_judge(state: State, move: Move, side: int, w: Weights) -> float:
    after = state.after(move)
    if move.kind is MoveKind.RETHROW:
        total = 0.0
        for dice, chance in OUTCOMES:
            moves = after.moves(dice)
            if not moves:
                total += chance * value(after.after_no_move(), side, w)
            else:
                total += chance * max(value(after.after(m), side, w) for m in moves)
        return total
    return value(after, side, w)


def reference_play(state: State, dice: Dice, hero: Weights) -> State:
    """The throw played greedily: side 0 by `hero`, every other side by normal's weights."""
    moves = state.moves(dice)
    if not moves:
        return state.after_no_move()
    if len(moves) == 1:
        return state.after(moves[0])
    side = state.turn % len(state.hand)
    w = hero if side == 0 else NORMAL_WEIGHTS
    return state.after(max(moves, key=lambda m: reference_judge(state, m, side, w)))


def reference_rollout(
    state: State, rng: random.Random, depth: int, hero: Weights
) -> tuple[State, int]:
    for thrown in range(depth):
        if state.winner is not None:
            return state, thrown
        state = reference_play(state, roll(rng), hero)
    return state, depth


def positions(players: int, options: Options, count: int) -> list[State]:
    """Positions of a random game (starting again when one ends), the start among them."""
    rng = random.Random(f"rollouts {players} {options}")
    found = [state := State.initial(players, options, rng.randrange(players))]
    while len(found) < count:
        moves = state.moves(roll(rng))
        state = state.after(rng.choice(moves)) if moves else state.after_no_move()
        if state.winner is not None:
            state = State.initial(players, options)
        if rng.random() < 0.25:
            found.append(state)
    return found


@pytest.mark.parametrize(("players", "options"), list(itertools.product((2, 3, 4), OPTIONS)))
@pytest.mark.parametrize("hero", [NORMAL_WEIGHTS, tuned_weights(3)], ids=["normal", "tuned"])
def test_rollouts_play_the_games_they_played_on_state(
    players: int, options: Options, hero: Weights
) -> None:
    pick = playing_side(0, hero, NORMAL_WEIGHTS)
    for i, state in enumerate(positions(players, options, 12)):
        firsts = after_each_throw(state, pick)
        for (dice, _), first in zip(OUTCOMES, firsts, strict=True):
            assert first.to_state() == reference_play(state, dice, hero), (state, dice)
        for seed in (i, i + 1000):
            start = Scratch.from_state(state)
            end, thrown = rollout(start, random.Random(seed), 4 * THROWS_PER_SEAT, pick)
            expected, thrown_before = reference_rollout(
                state, random.Random(seed), 4 * THROWS_PER_SEAT, hero
            )
            assert (end.to_state(), thrown) == (expected, thrown_before), (state, seed)
            assert start.to_state() == state  # a rollout plays on a copy


@pytest.mark.parametrize(("players", "options"), list(itertools.product((2, 3, 4), OPTIONS)))
def test_the_judgement_of_every_move_is_the_same_on_both_paths(
    players: int, options: Options
) -> None:
    rng = random.Random(f"judge {players} {options}")
    for state in positions(players, options, 8):
        position = Scratch.from_state(state)
        side = state.turn % len(state.hand)
        for dice, _ in rng.sample(OUTCOMES, 6):
            for move, code in zip(state.moves(dice), position.moves(dice), strict=True):
                expected = reference_judge(state, move, side, NORMAL_WEIGHTS)
                assert judge(state, move, side, NORMAL_WEIGHTS) == expected
                assert judge(position, code, side, NORMAL_WEIGHTS) == expected
                assert judge_code(position, code, side, NORMAL_WEIGHTS) == expected
                assert position.to_state() == state  # made, judged and taken back
