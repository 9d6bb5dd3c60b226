"""Differential test: the search's mutable position (bot/engine/scratch.py) against `State`.

At every position of random games (2, 3 and 4 players; the presets, each house rule on its own
and random combinations of every option; fair and loaded dice, several ways of choosing) and
of random valid positions biased to the rules' corners, for every one of the 21 throws: the
codes `Scratch.moves` lists, named as `Move`s, are `State.moves` in the same order, and the
position after each equals `State.after`, made on a copy or pushed (and popped back). Games
are also played in place, move after move, as the benchmark and the rollouts play them. Seeds
are fixed, so every failure reproduces.
"""

from __future__ import annotations

import itertools
import random

import pytest

from bot.engine import (
    CHANCE_OUTCOMES,
    DEFAULT_OPTIONS,
    OpeningRule,
    Options,
    ParaRule,
    Preset,
    State,
    load_position,
    roll,
)
from bot.engine.scratch import Scratch, TableScratch
from bot.engine.scratch_moves import move_of
from tests.kit.enginegen import GameConfig, build_position, play_steps

ALL_DICE = [dice for dice, _ in CHANCE_OUTCOMES]
HOUSE_RULES = [
    Options(last_kill_ends_turn=True),
    Options(triple_para_wins=True),
    Options(leftover_steps=True),
    Options(para=ParaRule.CHOOSE),
    Options(para=ParaRule.LHASA),
    Options(openings=OpeningRule.FIRST),
    Options(stacking_ends_turn=True, no_nine_stack=True),
]
EVERY_OPTIONS = [
    Options(*flags, para=para, openings=openings)  # type: ignore[misc]
    for flags in itertools.product((False, True), repeat=5)
    for para in ParaRule
    for openings in OpeningRule
]
"""All 192 combinations of the options."""


def random_options(rng: random.Random) -> Options:
    return rng.choice(EVERY_OPTIONS)


def assert_agrees(state: State) -> None:
    """For every throw: the same moves in the same order, and the same position after each."""
    position = Scratch.from_state(state)
    assert position.to_state() == state
    spots = [own[:] for own in position.spots]
    for dice in ALL_DICE:
        expected = state.moves(dice)
        codes = position.moves(dice)
        assert [move_of(position, code) for code in codes] == expected, (state, dice)
        for code, move in zip(codes, expected, strict=True):
            after = position.copy()
            after.make(code)
            assert after.to_state() == state.after(move), (state, dice, move)
            assert after.spots == Scratch.from_state(after.to_state()).spots
            undo = position.push(code)
            assert position.to_state() == state.after(move), (state, dice, move)
            position.pop(undo)
            assert position.to_state() == state, (state, dice, move)
            assert position.spots == spots
    passed = position.copy()
    passed.make_no_move()
    assert passed.to_state() == state.after_no_move()
    assert position.to_state() == state  # the copies changed, never the original


def game_positions(config: GameConfig) -> list[State]:
    return [step.before for step in play_steps(config)]


OPTION_SETS = [
    *(preset.options for preset in Preset),
    *HOUSE_RULES,
    *random.Random("scratch options").sample(EVERY_OPTIONS, 4),
]


def options_id(options: Options) -> str:
    """The preset the options are, or the options they set otherwise than the table rules."""
    named = [preset.value for preset in Preset if preset.options == options]
    return named[0] if named else "+".join(o.name for o in Preset.TABLE.differences(options))


@pytest.mark.parametrize(
    ("players", "options"),
    [
        pytest.param(players, options, id=f"{players}p-{options_id(options)}")
        for players, options in itertools.product((2, 3, 4), OPTION_SETS)
    ],
)
def test_every_throw_of_every_position_of_random_games_agrees(
    players: int, options: Options
) -> None:
    rng = random.Random(f"games {players} {options}")
    for policy, loaded in (("uniform", False), ("killer", True), ("stacker", True)):
        config = GameConfig(players, options, 0, rng.getrandbits(32), policy, loaded, False)
        for state in game_positions(config):
            assert_agrees(state)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_throw_of_random_positions_under_every_option_combination_agrees(
    players: int,
) -> None:
    rng = random.Random(f"positions {players}")
    for options in EVERY_OPTIONS:
        for _ in range(4):
            turn = rng.randrange(players)
            raw = build_position(rng.randint, players, options, turn, finished=False)
            state = load_position(raw)
            assert_agrees(state)
            if state.kept == 0 and not state.is_opening():  # a pa ra kept before the throw
                most = 4 if options.triple_para_wins else 8
                for kept in range(2, most + 1, 2):
                    assert_agrees(state._replace(kept=kept))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_game_made_in_place_is_the_engines_game(players: int) -> None:
    rng = random.Random(f"in place {players}")
    for _ in range(30):
        state = State.initial(players, random_options(rng), rng.randrange(players))
        position = Scratch.from_state(state)
        while state.winner is None:
            dice = roll(rng)
            moves, codes = state.moves(dice), position.moves(dice)
            assert len(codes) == len(moves)
            if moves:
                i = rng.randrange(len(moves))
                state = state.after(moves[i])
                position.make(codes[i])
            else:
                state = state.after_no_move()
                position.make_no_move()
            assert position.to_state() == state


def test_the_table_rules_get_the_tight_loop_and_every_other_rule_the_general_one() -> None:
    assert type(Scratch.from_state(State.initial(3))) is TableScratch
    for options in EVERY_OPTIONS:
        position = Scratch.from_state(State.initial(2, options))
        assert (type(position) is TableScratch) == (options == DEFAULT_OPTIONS)
