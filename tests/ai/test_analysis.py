"""bot/ai/analysis: the post-game analysis judges the choices people made, counts each throw's
luck once, treats partners as one side, and follows from the record and the seed alone."""

from __future__ import annotations

import json
import math
import random
from collections.abc import Sequence

import pytest

from bot.ai import POLICIES
from bot.ai.analysis import (
    KEY_MOMENTS,
    AnalysisFormatError,
    GameAnalysis,
    LuckMark,
    MomentKind,
    SkillLabel,
    Verdict,
    analyse,
    judge_choice,
)
from bot.ai.analysis.scale import label_of, mark_of, verdict_of
from bot.ai.learned import chances
from bot.ai.luck import luck_of_sides
from bot.engine import (
    Dice,
    GameRecord,
    Level,
    MoveAction,
    MoveKind,
    Preset,
    State,
    ThrowAction,
    ThrowKind,
    roll,
)


def played(players: int, preset: Preset, seed: int, actions: int) -> GameRecord:
    """The first `actions` actions of a game of normal players (a few more, to answer the last
    throw's choice; fewer, when the game ends)."""
    rng = random.Random(seed)
    record = GameRecord(players, preset.options)
    game = record.start()
    done: list[ThrowAction | MoveAction] = []
    while not game.over and len(done) < actions:
        throw = ThrowAction(roll(rng))
        done.append(throw)
        game, _ = game.apply(throw)
        pending = game.pending
        if pending is not None:
            move = POLICIES[Level.NORMAL](game.state, pending.dice, pending.moves, rng)
            done.append(MoveAction.of(move.key))
            game, _ = game.apply(done[-1])
    return GameRecord(players, preset.options, 0, tuple(done))


def moves_of(record: GameRecord) -> list[bool]:
    """Every action marked as a person's."""
    return [True] * len(record.actions)


def throw_states(record: GameRecord) -> list[tuple[State, ThrowKind, int]]:
    """Per throw of the record: the position it was thrown from, how it resolved, its moves."""
    game = record.start()
    found = []
    for action in record.actions:
        before = game.state
        game, report = game.apply(action)
        if isinstance(action, ThrowAction):
            moves = len(game.pending.moves) if game.pending is not None else 0
            found.append((before, report.kind, moves))
    return found


def kill_or_walk() -> State:
    """Side 0 to throw 4 and 6: its stack of eight on 50 can kill side 1's eight on 60, who
    will bring them home (and win) with almost any throw, or its last coin can walk 20 to 30."""
    board = bytearray(64)
    board[50] = 8 << 2 | 0
    board[20] = 1 << 2 | 0
    board[60] = 8 << 2 | 1
    return State(2, Preset.TABLE.options, bytes(board), (0, 0), (0, 1), (True, True), 0, 0, None)


def test_a_kill_that_wins_is_the_best_choice_and_walking_past_it_a_blunder() -> None:
    state = kill_or_walk()
    moves = state.moves(Dice(4, 6))
    (kill,) = [m for m in moves if m.kind is MoveKind.KILL]
    (walk,) = [m for m in moves if m.source == 20]
    assert len(moves) == 2
    killed = judge_choice(state, moves, kill, per_throw=1, seed=3)
    assert killed.best == kill
    assert killed.verdict is Verdict.BEST
    assert killed.given_up == 0.0
    walked = judge_choice(state, moves, walk, per_throw=1, seed=3)
    assert walked.best == kill
    assert walked.verdict is Verdict.BLUNDER
    assert walked.given_up > 0.5


@pytest.mark.parametrize(
    ("players", "preset"), [(2, Preset.TABLE), (3, Preset.APP), (4, Preset.LHASA)]
)
def test_only_throws_with_a_choice_are_judged(players: int, preset: Preset) -> None:
    record = played(players, preset, seed=players, actions=36)
    analysis = analyse(record, moves_of(record), seed=1, rollouts=1)
    offered = {number: moves for number, (_, _, moves) in enumerate(throw_states(record), start=1)}
    assert any(moves == 0 for moves in offered.values())  # forced throws were thrown
    judged = [d.number for d in analysis.decisions]
    assert judged == [number for number, moves in offered.items() if moves > 1]
    for seat in analysis.seats:
        own = [d for d in analysis.decisions if d.seat == seat.seat]
        assert seat.decisions == len(own)
        assert seat.best == sum(d.verdict is Verdict.BEST for d in own)
        assert seat.errors == sum(d.verdict is Verdict.ERROR for d in own)
        assert seat.blunders == sum(d.verdict is Verdict.BLUNDER for d in own)


def first_chain(records: Sequence[GameRecord]) -> GameRecord:
    """The first record in which a seat threw again on a pa ra's steps kept or rethrown."""
    for record in records:
        if any(before.kept for before, _, _ in throw_states(record)):
            return record
    raise AssertionError("no game threw a pa ra chain")


@pytest.mark.parametrize("preset", [Preset.TABLE, Preset.APP])
def test_a_pa_ra_chains_luck_is_counted_once(preset: Preset) -> None:
    record = first_chain([played(2, preset, seed=s, actions=40) for s in range(40)])
    analysis = analyse(record, [False] * len(record.actions), seed=1)
    states = throw_states(record)
    dice = [a.dice for a in record.actions if isinstance(a, ThrowAction)]
    assert [t.number for t in analysis.throws] == list(range(1, len(dice) + 1))
    for throw, (before, _, _), thrown in zip(analysis.throws, states, dice, strict=True):
        expected = luck_of_sides(before, thrown)
        assert throw.luck == pytest.approx(expected, abs=1e-6)
    for side in analysis.sides:
        own = [t.own for t in analysis.throws if t.side == side.side]
        assert side.thrown == pytest.approx(math.fsum(own), abs=1e-5)


def test_a_rethrow_is_a_choice_not_a_throw() -> None:
    records = [played(2, Preset.APP, seed=s, actions=60) for s in range(60)]
    record = next(r for r in records if MoveAction(0, 0) in r.actions)
    analysis = analyse(record, moves_of(record), seed=2, rollouts=1)
    throws = sum(isinstance(a, ThrowAction) for a in record.actions)
    assert len(analysis.throws) == throws
    rethrows = [i for i, a in enumerate(record.actions) if a == MoveAction(0, 0)]
    numbers = [sum(isinstance(a, ThrowAction) for a in record.actions[: i + 1]) for i in rethrows]
    assert {d.number for d in analysis.decisions if d.chosen == (0, 0)} == set(numbers)


def test_the_same_record_and_seed_give_the_same_analysis() -> None:
    record = played(3, Preset.TABLE, seed=5, actions=30)
    marks = moves_of(record)
    first = analyse(record, marks, seed=9, rollouts=1)
    assert analyse(record, marks, seed=9, rollouts=1) == first
    exported = GameRecord.from_json(json.loads(json.dumps(record.to_json())))
    assert analyse(exported, marks, seed=9, rollouts=1) == first
    stored = json.loads(json.dumps(first.to_json()))
    assert GameAnalysis.from_json(stored) == first
    assert analyse(record, marks, seed=10, rollouts=1).decisions != first.decisions


def test_a_stored_analysis_of_another_version_is_refused() -> None:
    record = played(2, Preset.TABLE, seed=1, actions=10)
    stored = analyse(record, [False] * len(record.actions), seed=0).to_json()
    with pytest.raises(AnalysisFormatError):
        GameAnalysis.from_json({**stored, "version": stored["version"] + 1})
    with pytest.raises(AnalysisFormatError):
        GameAnalysis.from_json({**stored, "throws": [[1, 2]]})


def test_autoplayed_decisions_are_not_judged() -> None:
    record = played(2, Preset.TABLE, seed=4, actions=40)
    game = record.start()
    marks = []
    for action in record.actions:
        marks.append(game.state.turn == 0)  # seat 1's person was away: the computer played
        game, _ = game.apply(action)
    analysis = analyse(record, marks, seed=3, rollouts=1)
    assert analysis.decisions
    assert {d.seat for d in analysis.decisions} == {0}
    assert analysis.seats[1].decisions == 0
    assert analysis.seats[1].label is None
    assert analysis.seats[0].label is not None
    assert len(analysis.throws) == sum(isinstance(a, ThrowAction) for a in record.actions)


def test_partners_are_one_side() -> None:
    record = played(4, Preset.TABLE, seed=8, actions=40)
    analysis = analyse(record, [False] * len(record.actions), seed=0)
    assert len(analysis.sides) == len(analysis.start) == 2
    assert [(s.seat, s.side) for s in analysis.seats] == [(0, 0), (1, 1), (2, 0), (3, 1)]
    for throw in analysis.throws:
        assert throw.side == throw.seat % 2
        assert len(throw.luck) == len(throw.chances) == 2
    partners = [t.own for t in analysis.throws if t.seat in (0, 2)]
    assert {t.seat for t in analysis.throws if t.side == 0} == {0, 2}
    assert analysis.sides[0].thrown == pytest.approx(math.fsum(partners), abs=1e-5)


def test_the_key_moments_are_the_biggest_swings_and_point_at_their_throws() -> None:
    record = played(3, Preset.TABLE, seed=11, actions=80)
    analysis = analyse(record, moves_of(record), seed=4, rollouts=1)
    swings = [abs(t.own) for t in analysis.throws]
    swings += [d.given_up for d in analysis.decisions if d.given_up > 0]
    assert len(analysis.moments) == KEY_MOMENTS
    smallest = min(abs(m.swing) for m in analysis.moments)
    assert sum(s > smallest for s in swings) < KEY_MOMENTS
    assert [m.number for m in analysis.moments] == sorted(m.number for m in analysis.moments)
    for moment in analysis.moments:
        throw = analysis.throws[moment.number - 1]
        assert throw.number == moment.number
        assert (moment.seat, moment.side) == (throw.seat, throw.side)
        if moment.kind is MomentKind.LUCK:
            assert moment.swing == throw.own
        else:
            (decision,) = [d for d in analysis.decisions if d.number == moment.number]
            assert moment.swing == -decision.given_up


def test_the_luck_adjusted_result_takes_every_throws_luck_out() -> None:
    record = played(3, Preset.TABLE, seed=6, actions=400)
    assert record.replay().over
    analysis = analyse(record, [False] * len(record.actions), seed=0)
    assert analysis.winner is not None
    for side in analysis.sides:
        assert side.result == (1.0 if side.side == analysis.winner else 0.0)
        total = math.fsum(t.luck[side.side] for t in analysis.throws)
        assert side.total == pytest.approx(total, abs=1e-5)
        assert side.adjusted == pytest.approx(side.result - total, abs=1e-5)
    assert math.fsum(s.adjusted for s in analysis.sides) == pytest.approx(1.0, abs=1e-4)
    best = max(analysis.sides, key=lambda s: s.adjusted)
    assert analysis.skill_winner == best.side
    assert analysis.throws[-1].chances[analysis.winner] == 1.0


def test_who_decided_must_be_said_for_every_action() -> None:
    record = played(2, Preset.TABLE, seed=1, actions=10)
    actions = len(record.actions)
    with pytest.raises(ValueError, match=f"for {actions} actions"):
        analyse(record, [True] * (actions - 1), seed=0)


def test_the_chances_after_a_throw_are_judged_once_its_move_is_made() -> None:
    record = played(3, Preset.APP, seed=2, actions=30)
    analysis = analyse(record, [False] * len(record.actions), seed=0)
    game = record.start()
    settled = []
    for action in record.actions:
        game, _ = game.apply(action)
        if game.pending is None:
            settled.append(tuple(round(x, 6) for x in chances(game.state)))
    assert [t.chances for t in analysis.throws] == settled
    assert analysis.start == tuple(round(x, 6) for x in chances(record.start().state))


def test_the_scales_run_one_way_and_reach_every_word() -> None:
    steps = [i / 10_000 for i in range(0, 2_000)]
    labels = [label_of(x) for x in steps]
    order = list(SkillLabel)
    assert [order.index(a) for a in labels] == sorted(order.index(a) for a in labels)
    assert set(labels) == set(SkillLabel)
    verdicts = [verdict_of(x) for x in steps]
    assert [list(Verdict).index(v) for v in verdicts] == sorted(
        list(Verdict).index(v) for v in verdicts
    )
    assert set(verdicts) == set(Verdict)
    assert verdict_of(0.0) is Verdict.BEST
    marks = [mark_of(x) for x in (-0.5, -0.01, 0.0, 0.01, 0.5)]
    assert marks == [LuckMark.VERY_UNLUCKY, None, None, None, LuckMark.VERY_LUCKY]
