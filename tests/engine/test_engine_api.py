"""The engine's public API: the checked path, Game reports, dice and chance, move keys (R15).

Positions are the rules' worked examples (docs/rules.md), written here in the position format;
every expected value comes from the rules text, not from the engine.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import (
    CHANCE_OUTCOMES,
    DEFAULT_OPTIONS,
    HAND,
    HOME,
    LAST_SPOT,
    Dice,
    EngineError,
    Game,
    IllegalMoveError,
    InvalidPositionError,
    MoveAction,
    MoveKind,
    Options,
    State,
    ThrowAction,
    ThrowKind,
    load_position,
    roll,
)
from bot.engine.dice import THROWS
from tests.kit.enginegen import positions

STACKING_ENDS_TURN = Options(stacking_ends_turn=True)
NO_NINE = Options(no_nine_stack=True)


def position(
    track: list[tuple[int, int, int]],
    hand: list[int],
    home: list[int] | None = None,
    *,
    players: int = 2,
    turn: int = 0,
    options: Options = DEFAULT_OPTIONS,
    opened: list[bool] | None = None,
) -> State:
    """A position before a throw, in the worked examples' terms (every side opened)."""
    sides = 3 if players == 3 else 2
    home = home or [0] * sides
    opened = opened or [True] * sides
    return load_position(
        {
            "players": players,
            "options": options._asdict(),
            "sides": [
                {"hand": h, "home": f, "opened": o}
                for h, f, o in zip(hand, home, opened, strict=True)
            ],
            "track": [list(entry) for entry in sorted(track)],
            "turn": turn,
            "kept": 0,
            "winner": None,
        }
    )


M2 = position([(5, 0, 2), (30, 1, 2)], [7, 7])
"""A{5:2} h7; B{30:2} h7: (3,2) allows h→5 stack + and 5→10."""
M4 = position([(10, 0, 2), (16, 1, 2)], [7, 7])
"""A{10:2} h7; B{16:2} h7: (3,3) allows h→6 and 10→16 kill B2 +."""
M6 = position([(10, 0, 1), (30, 0, 1), (15, 1, 2), (35, 1, 3)], [0, 4], [7, 0])
"""A{10:1, 30:1} h0 f7; B{15:2, 35:3} h4: (4,1) has no move."""
M11 = position([(60, 0, 3), (5, 1, 2)], [1, 7], [5, 0])
"""A{60:3} h1 f5; B{5:2} h7: (6,6) allows h→12 and 60→home."""
M13 = position([(61, 0, 2), (10, 1, 2)], [0, 7], [7, 0])
"""A{61:2} h0 f7; B{10:2} h7: (2,1) finishes and wins."""
P1 = position([(10, 0, 1), (17, 1, 1), (40, 1, 2)], [8, 6])
"""A{10:1} h8; B{17:1, 40:2} h6: (1,1) then (4,3) allows six moves."""
P4 = position([(30, 0, 1), (32, 1, 2), (35, 1, 2), (37, 1, 2)], [0, 3], [8, 0])
"""A{30:1} h0 f8; B{32:2, 35:2, 37:2} h3: (1,1) then (3,2) has no move; the kept 2 is lost."""
P5 = position([(60, 0, 2), (10, 1, 2)], [0, 7], [7, 0])
"""A{60:2} h0 f7; B{10:2} h7: (1,1) then (3,2) allows 60→62 and 60→home (one move)."""
X1 = position([(5, 0, 2), (30, 1, 2)], [7, 7], options=STACKING_ENDS_TURN)
X3 = position([(4, 0, 4), (9, 0, 5), (30, 1, 2)], [0, 7], options=NO_NINE)
"""A{4:4, 9:5} h0; B{30:2} h7, no nine: (4,1) only 9→14."""
X5 = position([(5, 1, 8)], [9, 1], options=NO_NINE)
"""A{} h9 op; B{5:8} h1, no nine: (4,1) would open with 9, so it passes."""
Q1 = position([(7, 0, 1), (12, 0, 2), (17, 1, 1), (40, 1, 2)], [6, 6], players=4, turn=2)
"""4 players, seat A2 throws: (3,2) allows h→5, 7→12 stack +, 12→17 kill B1 +."""


def keys(state: State, dice: tuple[int, int]) -> set[tuple[int, int]]:
    return {m.key for m in state.resolve(dice).moves}


# -- the checked path: State.play --------------------------------------------------------------


@pytest.mark.parametrize("key", [(5, 9), (30, 35), (0, 6), (10, 15), (5, HOME), (0, 0), (5,)])
def test_play_rejects_a_move_that_is_not_legal(key: tuple[int, ...]) -> None:
    with pytest.raises(IllegalMoveError):
        M2.play((3, 2), key)


def test_play_accepts_each_legal_move_by_key_or_by_move() -> None:
    stacked = M2.play((3, 2), (HAND, 5))
    assert stacked.stacks() == [(5, 0, 3), (30, 1, 2)]
    assert stacked.hand == (6, 7)
    assert stacked.turn == 0
    advanced = M2.play((3, 2), (5, 10))
    assert advanced.stacks() == [(10, 0, 2), (30, 1, 2)]
    assert advanced.turn == 1
    move = next(m for m in M2.resolve((3, 2)).moves if m.key == (5, 10))
    assert M2.play((2, 3), move) == advanced


def test_play_rejects_a_move_given_on_a_kept_para() -> None:
    with pytest.raises(IllegalMoveError):
        M2.play((1, 1), (5, 7))
    with pytest.raises(IllegalMoveError):
        M2.play((1, 1), (HAND, 2))
    kept = M2.play((1, 1))
    assert (kept.kept, kept.turn, kept.board) == (2, 0, M2.board)


def test_play_needs_a_move_when_there_is_a_choice() -> None:
    with pytest.raises(IllegalMoveError, match="choose"):
        M2.play((3, 2))


def test_play_rejects_a_move_when_none_is_possible() -> None:
    with pytest.raises(IllegalMoveError):
        M6.play((4, 1), (10, 15))
    passed = M6.play((4, 1))
    assert (passed.board, passed.turn, passed.kept) == (M6.board, 1, 0)


@settings(max_examples=200, deadline=None)
@given(
    positions().filter(lambda p: p["winner"] is None),
    st.tuples(st.integers(1, 6), st.integers(1, 6)),
    st.tuples(st.integers(0, 63), st.integers(1, 64)),
)
def test_play_accepts_exactly_the_legal_keys(
    raw: dict[str, Any], dice: tuple[int, int], key: tuple[int, int]
) -> None:
    """Any key outside the legal moves raises; each legal key plays that move."""
    state = load_position(raw)
    throw = state.resolve(dice)
    legal = {m.key: m for m in throw.moves}
    if throw.kind is ThrowKind.PARA_KEPT or key not in legal:
        with pytest.raises(IllegalMoveError):
            state.play(dice, key)
    else:
        assert state.play(dice, key) == state.after(legal[key])
    for move in throw.moves:
        assert state.play(dice, move.key) == state.after(move)


@pytest.mark.parametrize("dice", [(0, 1), (1, 7), (1,), (1, 2, 3), (1.0, 2), (True, 2), "12"])
def test_bad_dice_are_refused_with_an_engine_error(dice: Any) -> None:
    with pytest.raises(InvalidPositionError):
        Dice.checked(dice)
    with pytest.raises(InvalidPositionError):
        M2.resolve(dice)
    with pytest.raises(EngineError):
        Game(M2).throw(dice)


# -- resolve and the kinds of throw ------------------------------------------------------------


@pytest.mark.parametrize(
    ("state", "dice", "kind"),
    [
        (State.initial(2), (4, 3), ThrowKind.OPENING),
        (State.initial(3), (1, 1), ThrowKind.OPENING),
        (M2, (1, 1), ThrowKind.PARA_KEPT),
        (M6, (4, 1), ThrowKind.NO_MOVE),
        (M13, (2, 1), ThrowKind.ONE_MOVE),
        (X3, (4, 1), ThrowKind.ONE_MOVE),
        (M2, (3, 2), ThrowKind.CHOICE),
    ],
)
def test_resolve_names_the_kind_of_throw(
    state: State, dice: tuple[int, int], kind: ThrowKind
) -> None:
    throw = state.resolve(dice)
    assert throw.kind is kind
    assert throw.automatic is (kind is not ThrowKind.CHOICE)
    assert throw.dice == Dice(*dice)


# -- Game.throw and Game.choose reports --------------------------------------------------------


def test_an_opening_is_reported_and_ends_the_turn() -> None:
    game, report = Game(State.initial(2)).throw((4, 3))
    assert report.kind is ThrowKind.OPENING
    assert report.move is not None
    assert (report.move.kind, report.move.target, report.move.coins) == (MoveKind.OPEN, 7, 2)
    assert (report.seat, report.side, report.dice, report.kept) == (0, 0, Dice(4, 3), 0)
    assert not report.throws_again
    assert game.pending is None
    assert (report.players, report.stack, report.home, report.victim, report.winner) == (
        2, 2, 0, None, None
    )  # fmt: skip
    assert game.state.board[7] >> 2 == report.stack
    assert game.seat_to_act == 1


def test_an_opening_kill_earns_no_extra_throw() -> None:
    """O4: A opens 3@7 killing B's 2; B throws next."""
    start = position([(7, 1, 2)], [9, 7], opened=[False, True])
    game, report = Game(start).throw((6, 1))
    assert report.kind is ThrowKind.OPENING
    assert report.move is not None
    assert (report.move.coins, report.move.killed) == (3, 2)
    assert not report.throws_again
    assert game.state.stacks() == [(7, 0, 3)]
    assert game.state.hand == (6, 9)


def test_a_kept_para_is_reported_and_the_seat_throws_again() -> None:
    game, report = Game(M2).throw((1, 1))
    assert report.kind is ThrowKind.PARA_KEPT
    assert report.move is None
    assert report.kept == 0
    assert report.throws_again
    assert game.state.kept == 2
    assert game.seat_to_act == 0
    game, report = game.throw((1, 1))
    assert (report.kept, game.state.kept, report.throws_again) == (2, 4, True)


def test_no_move_is_reported_and_a_kept_para_is_lost() -> None:
    game, report = Game(P4).throw((1, 1))
    game, report = game.throw((3, 2))
    assert report.kind is ThrowKind.NO_MOVE
    assert report.move is None
    assert report.kept == 2
    assert not report.throws_again
    assert (game.state.kept, game.seat_to_act, game.state.board) == (0, 1, P4.board)


def test_a_refused_opening_is_reported_as_no_move() -> None:
    game, report = Game(X5).throw((4, 1))
    assert report.kind is ThrowKind.NO_MOVE
    assert report.move is None
    assert not report.throws_again
    assert (game.state.board, game.seat_to_act) == (X5.board, 1)


def test_a_single_move_is_played_for_the_seat() -> None:
    game, report = Game(X3).throw((4, 1))
    assert report.kind is ThrowKind.ONE_MOVE
    assert report.move is not None
    assert report.move.key == (9, 14)
    assert game.pending is None
    assert game.state.stacks() == [(4, 0, 4), (14, 0, 5), (30, 1, 2)]
    assert not report.throws_again


def test_a_winning_move_ends_the_game() -> None:
    game, report = Game(M13).throw((2, 1))
    assert report.kind is ThrowKind.ONE_MOVE
    assert report.move is not None
    assert report.move.kind is MoveKind.FINISH
    assert game.over
    assert game.state.outcome is not None
    assert game.state.outcome.winner == 0
    assert not report.throws_again
    with pytest.raises(IllegalMoveError):
        game.throw((3, 4))


def test_a_choice_waits_for_the_seat_then_reports_the_move() -> None:
    game, report = Game(M2).throw((3, 2))
    assert report.kind is ThrowKind.CHOICE
    assert report.move is None
    assert game.state == M2
    assert not report.decided
    assert not report.throws_again
    assert game.pending is not None
    assert {m.key for m in game.pending.moves} == {(HAND, 5), (5, 10)}
    assert game.seat_to_act == 0

    stacked, report = game.choose((HAND, 5))
    assert report.kind is ThrowKind.CHOICE
    assert report.move is not None
    assert report.move.kind is MoveKind.STACK
    assert report.decided
    assert report.stack == stacked.state.board[5] >> 2 == 3
    assert report.throws_again
    assert stacked.pending is None
    assert stacked.seat_to_act == 0

    advanced, report = game.choose((5, 10))
    assert report.move is not None
    assert report.move.kind is MoveKind.PLACE
    assert not report.throws_again
    assert advanced.seat_to_act == 1


def test_stacking_ends_the_turn_under_the_option() -> None:
    game, _ = Game(X1).throw((3, 2))
    after, report = game.choose((HAND, 5))
    assert report.move is not None
    assert report.move.kind is MoveKind.STACK
    assert not report.throws_again
    assert after.state.stacks() == [(5, 0, 3), (30, 1, 2)]


def test_a_kill_is_reported_with_its_victims_and_an_extra_throw() -> None:
    game, _ = Game(M4).throw((3, 3))
    after, report = game.choose((10, 16))
    assert report.move is not None
    assert (report.move.kind, report.move.killed) == (MoveKind.KILL, 2)
    assert report.throws_again
    assert after.state.hand == (7, 9)


def test_a_move_after_a_kept_para_reports_the_kept_steps() -> None:
    game, _ = Game(P1).throw((1, 1))
    game, report = game.throw((4, 3))
    assert report.kind is ThrowKind.CHOICE
    assert report.kept == 2
    assert game.pending is not None
    expected = {(HAND, 7), (HAND, 2), (HAND, 9), (10, 17), (10, 12), (10, 19)}
    assert {m.key for m in game.pending.moves} == expected
    after, report = game.choose((10, 17))
    assert report.kept == 2
    assert after.state.kept == 0
    assert report.throws_again


def test_partners_alternate_with_the_other_side() -> None:
    """Q1: after a stack A2 (seat 2) throws again; after a place B2 (seat 3) throws."""
    game, report = Game(Q1).throw((3, 2))
    assert (report.seat, report.side) == (2, 0)
    assert game.pending is not None
    assert {m.key for m in game.pending.moves} == {(HAND, 5), (7, 12), (12, 17)}
    again, report = game.choose((7, 12))
    assert report.throws_again
    assert again.seat_to_act == 2
    passed, report = game.choose((HAND, 5))
    assert not report.throws_again
    assert passed.seat_to_act == 3
    assert passed.state.side_to_throw == 1


def test_game_refuses_actions_out_of_order() -> None:
    with pytest.raises(IllegalMoveError):
        Game(M2).choose((HAND, 5))
    game, _ = Game(M2).throw((3, 2))
    with pytest.raises(IllegalMoveError):
        game.throw((3, 2))
    with pytest.raises(IllegalMoveError):
        game.choose((5, 9))
    assert game.pending is not None
    assert game.state == M2


def test_apply_is_throw_and_choose() -> None:
    game, report = Game(M2).apply(ThrowAction(Dice(3, 2)))
    assert (game, report) == Game(M2).throw((3, 2))
    assert game.apply(MoveAction(5, 10)) == game.choose((5, 10))


# -- dice and chance ---------------------------------------------------------------------------


def test_chance_outcomes_are_the_21_throws_with_exact_probabilities() -> None:
    ordered = Counter(tuple(sorted(pair)) for pair in itertools.product(range(1, 7), repeat=2))
    table = {tuple(sorted(dice)): p for dice, p in CHANCE_OUTCOMES}
    assert len(CHANCE_OUTCOMES) == 21
    assert len(table) == 21
    assert table == {pair: Fraction(n, 36) for pair, n in ordered.items()}
    assert sum(p for _, p in CHANCE_OUTCOMES) == 1
    assert all(isinstance(p, Fraction) for _, p in CHANCE_OUTCOMES)
    assert table[(1, 1)] == Fraction(1, 36)
    assert table[(3, 6)] == Fraction(2, 36)


def test_roll_is_deterministic_for_a_seed() -> None:
    first = [roll(random.Random(2024)) for _ in range(5)]
    rng_a, rng_b = random.Random(7), random.Random(7)
    assert [roll(rng_a) for _ in range(200)] == [roll(rng_b) for _ in range(200)]
    assert len(set(first)) == 1
    assert [roll(random.Random(1)) for _ in range(50)] != [
        roll(random.Random(2)) for _ in range(50)
    ]


def test_throws_are_the_36_ordered_throws_once_each() -> None:
    assert all(type(dice) is Dice for dice in THROWS)
    assert [tuple(dice) for dice in THROWS] == list(itertools.product(range(1, 7), repeat=2))


def test_a_throw_drawn_inline_is_rolls_throw_with_other_draws_in_between() -> None:
    """`THROWS[int(rand() * 36)]`, `rand = rng.random` bound once, is `roll(rng)` throw for
    throw, also when the same rng chooses between throws (as a rollout's `rng.choice`)."""
    ours, theirs = random.Random(2024), random.Random(2024)
    rand = theirs.random
    for n in range(1, 2001):
        assert THROWS[int(rand() * 36)] is roll(ours)
        if n % 3:
            assert theirs.choice(range(n % 7 + 1)) == ours.choice(range(n % 7 + 1))
    assert theirs.random() == ours.random()


def test_roll_covers_the_36_ordered_throws_uniformly() -> None:
    """A chi-square test with 35 degrees of freedom; 100 is far beyond its 0.9999 quantile."""
    rng = random.Random(20240611)
    n = 36_000
    counts = Counter(tuple(roll(rng)) for _ in range(n))
    assert set(counts) == set(itertools.product(range(1, 7), repeat=2))
    expected = n / 36
    chi_square = sum((c - expected) ** 2 / expected for c in counts.values())
    assert chi_square < 100


# -- R15: one move per (source, target); every finish is one target ----------------------------


def test_finishes_of_one_stack_by_different_distances_are_one_move() -> None:
    """P5: after a pa ra, (3,2) gives distances 5, 2 and 7; 65 and 67 are both home."""
    kept = P5.play((1, 1))
    throw = kept.resolve((3, 2))
    assert sorted(m.key for m in throw.moves) == [(60, 62), (60, HOME)]
    finish = next(m for m in throw.moves if m.target == HOME)
    assert (finish.kind, finish.coins, finish.distance) == (MoveKind.FINISH, 2, 5)


def test_a_new_coin_never_finishes_from_the_hand() -> None:
    """M11: (6,6) allows h→12 and 60→home."""
    assert keys(M11, (6, 6)) == {(HAND, 12), (60, HOME)}


@settings(max_examples=200, deadline=None)
@given(
    positions().filter(lambda p: p["winner"] is None),
    st.tuples(st.integers(1, 6), st.integers(1, 6)),
)
def test_move_keys_are_distinct_and_every_finish_targets_home(
    raw: dict[str, Any], dice: tuple[int, int]
) -> None:
    state = load_position(raw)
    moves = state.resolve(dice).moves
    assert len({m.key for m in moves}) == len(moves)
    for move in moves:
        assert move.key == (move.source, move.target)
        assert HAND <= move.source <= LAST_SPOT
        assert 1 <= move.target <= LAST_SPOT or move.target == HOME
        if move.target == HOME:
            t, k = sum(dice), state.kept
            finishing = [d for d in ({t, k, k + t} if k else {t}) if move.source + d > LAST_SPOT]
            assert move.distance == min(finishing)
