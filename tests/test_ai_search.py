"""The hard player's search: legal, within its budget and deterministic for a seed, whatever the
player count and the table options."""

from __future__ import annotations

import itertools
import random

import pytest

from bot.ai.hard import OUTCOMES, THROW_BUDGET, search
from bot.engine import OpeningRule, Options, ParaRule, Preset, State, ThrowKind, roll

OPTIONS = [
    *(preset.options for preset in Preset),
    Options(stacking_ends_turn=True, no_nine_stack=True, para=ParaRule.LHASA),
    Options(triple_para_wins=True, leftover_steps=True, openings=OpeningRule.FIRST),
]


def decisions(players: int, options: Options, seed: int, count: int) -> list[tuple[State, tuple]]:
    """Positions of random games where the throw leaves the seat a choice, with its moves."""
    rng = random.Random(seed)
    found: list[tuple[State, tuple]] = []
    state = State.initial(players, options)
    while len(found) < count:
        if state.winner is not None:
            state = State.initial(players, options)
        throw = state.resolve(roll(rng))
        if throw.kind is ThrowKind.CHOICE and rng.random() < 0.2:
            found.append((state, throw.moves))
        state = rng.choice(state.successors(throw.dice))
    return found


@pytest.mark.parametrize(("players", "options"), list(itertools.product((2, 3, 4), OPTIONS)))
def test_search_is_legal_and_deterministic(players: int, options: Options) -> None:
    budget = THROW_BUDGET // 3
    for i, (state, moves) in enumerate(decisions(players, options, 10 * players, 3)):
        choice = search(state, moves, random.Random(i), budget)
        assert choice.move in moves
        assert choice.throws <= budget
        assert search(state, moves, random.Random(i), budget) == choice


def test_every_throw_is_searched_with_its_exact_odds() -> None:
    assert len(OUTCOMES) == 21
    assert sum(p for _, p in OUTCOMES) == pytest.approx(1.0)
    assert sorted({round(p * 36) for _, p in OUTCOMES}) == [1, 2]
