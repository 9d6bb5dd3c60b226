"""The hard player's search: legal, within its budget and deterministic for a seed, whatever the
player count and the table options."""

from __future__ import annotations

import itertools
import random

import pytest

from bot.ai import hard
from bot.ai.hard import (
    KEPT,
    OUTCOMES,
    THROW_BUDGET,
    THROWS_PER_SEAT,
    lead,
    rollout_throws,
    rounds,
    search,
)
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


def spent(players: int) -> int:
    """The throws the halving schedule of this many players costs when no rollout ends early."""
    rollout = THROWS_PER_SEAT * players + 1
    return sum(kept * more for kept, more in rounds(players)) * len(OUTCOMES) * rollout


def test_fewer_players_buy_more_rollouts_with_the_same_budget() -> None:
    assert all(spent(players) <= THROW_BUDGET for players in (2, 3, 4))
    assert spent(4) == THROW_BUDGET
    per_throw = [sum(kept * more for kept, more in rounds(players)) for players in (2, 3, 4)]
    assert per_throw == sorted(per_throw, reverse=True)
    assert per_throw[0] > per_throw[2]
    assert all(tuple(kept for kept, _ in rounds(n)) == KEPT for n in (2, 3, 4))


def test_a_two_player_search_spends_more_than_one_rollout_per_round() -> None:
    players = 2
    positions = decisions(players, Preset.TABLE.options, 7, 40)
    state, moves = next((s, m) for s, m in positions if len(m) >= KEPT[0] and not any(s.home))
    choice = search(state, moves, random.Random(0))
    one_rollout_per_round = sum(KEPT) * len(OUTCOMES) * (THROWS_PER_SEAT * players + 1)
    assert one_rollout_per_round < choice.throws <= THROW_BUDGET


def first_round_throws(players: int, candidates: int) -> int:
    """The throws of a search's first round when no rollout ends early."""
    kept, more = rounds(players)[0]
    return min(kept, candidates) * more * len(OUTCOMES) * (rollout_throws(players) + 1)


def test_a_search_that_stops_early_plays_its_leader_and_leaves_the_rng_as_a_full_one_would(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    players = 3
    positions = decisions(players, Preset.TABLE.options, 11, 30)
    opening = [(s, m) for s, m in positions if len(m) >= 2 and not any(s.home)][:3]
    assert opening
    for i, (state, moves) in enumerate(opening):
        full_rng, stopped_rng, one_round_rng = (random.Random(i) for _ in range(3))
        monkeypatch.setattr(hard, "STOP_LEAD", {})
        full = search(state, moves, full_rng)
        one_round = search(state, moves, one_round_rng, first_round_throws(players, len(moves)))
        monkeypatch.setattr(hard, "STOP_LEAD", {players: float("-inf")})  # any lead stops it
        stopped = search(state, moves, stopped_rng)
        assert stopped == one_round
        assert stopped.throws < full.throws
        assert stopped_rng.getstate() == full_rng.getstate() == one_round_rng.getstate()


def test_the_lead_is_the_best_total_less_the_second_of_the_moves_still_searched() -> None:
    a, b, c, gone = (object() for _ in range(4))
    totals = {a: 0.25, b: 1.0, c: 0.5, gone: 2.0}
    assert lead(totals, [a, b, c]) == 0.5  # type: ignore[arg-type]
    assert lead(totals, [a, c]) == 0.25  # type: ignore[arg-type]
