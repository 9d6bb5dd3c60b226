"""A move as a value: its text form (what buttons, menus and typed commands carry), its parser,
and the spots it touches (the board's highlight)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.engine import HAND, HOME, GameRecord, InvalidMoveTextError, MoveAction, Preset, roll


@pytest.mark.parametrize(
    ("key", "text"),
    [
        ((12, 19), "12:19"),
        ((HAND, HAND), "0:0"),
        ((HAND, 5, 2), "0:5:2"),
        ((HAND, 3, 60, HOME), "0:3:60:64"),
    ],
)
def test_a_move_writes_and_reads_its_text(key: tuple[int, ...], text: str) -> None:
    move = MoveAction.of(key)
    assert move.text() == text
    assert MoveAction.from_text(text) == move


@pytest.mark.parametrize("text", ["", "5", "5:x", "1:2:", ":1:2", "123:4", "1;2", "1:2 ", "-1:2"])
def test_anything_else_is_not_a_move(text: str) -> None:
    with pytest.raises(InvalidMoveTextError):
        MoveAction.from_text(text)


def test_the_spots_a_move_touches_leave_out_the_hand_and_home() -> None:
    assert MoveAction.of((12, 19)).spots == {12, 19}
    assert MoveAction.of((HAND, 5, 2)).spots == {5}, "two coins from the hand: 2 is a count"
    assert MoveAction.of((HAND, 3, 60, HOME)).spots == {3, 60}
    assert MoveAction.of((HAND, HAND)).spots == frozenset()


@given(st.integers(0, 2**32), st.sampled_from(list(Preset)), st.integers(2, 4))
def test_every_legal_move_survives_its_text_and_keeps_its_spots(
    seed: int, preset: Preset, players: int
) -> None:
    rng = random.Random(seed)
    game = GameRecord(players, preset.options).start()
    for _ in range(60):
        if game.over:
            break
        game, _ = game.throw(roll(rng))
        if game.pending is None:
            continue
        for move in game.pending.moves:
            action = MoveAction.of(move.key)
            assert MoveAction.from_text(action.text()) == action
            assert action.spots == move.spots
        game, _ = game.choose(rng.choice(game.pending.moves))
