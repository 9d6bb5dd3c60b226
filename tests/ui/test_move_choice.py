"""The move choice over whole games played by the computer players: every step holds at most
six buttons on two lines of a phone, and stepping through them offers every legal move, each
once (issue 36)."""

from __future__ import annotations

import random

from hypothesis import given, settings, target
from hypothesis import strategies as st

from bot.ai import pick_move
from bot.engine import MoveAction, Preset, State, Throw, ThrowKind, roll
from bot.render import move_label
from bot.services.hosted import HostedGame
from bot.table.config import TableConfig
from bot.table.table import Table
from bot.ui.kit.phone_rows import lines, phone_rows
from bot.ui.table.choice import (
    CHOICE_LINES,
    FIRST_STEP,
    MOST_BUTTONS,
    ONE_STEP_MOST,
    ChoiceBackButton,
    ChoiceMoreButton,
    ChoiceStep,
    SourceButton,
    choice_items,
)
from bot.ui.table.messages import BUTTON_ROWS
from bot.ui.table.turn_buttons import MoveButton

THROW_CAP = 2_000


def offered(view: HostedGame, state: State, throw: Throw) -> tuple[list[MoveAction], int]:
    """Every move reachable by stepping through the choice from its first step, and the most
    buttons any step showed; fails if a step shows a button of an unknown kind or a row the
    board keeps for its own buttons."""
    seen: set[ChoiceStep] = set()
    waiting = [FIRST_STEP]
    moves: list[MoveAction] = []
    most = 0
    while waiting:
        step = waiting.pop()
        if step in seen:
            continue
        seen.add(step)
        placed = choice_items(view, state, throw, step=step)
        most = max(most, len(placed))
        labels = [entry.component.get("label", "") for entry in placed]
        assert lines(labels) <= CHOICE_LINES, labels
        assert [entry.row for entry in placed] == phone_rows(labels), "a row is a phone's line"
        for entry in placed:
            assert entry.row < BUTTON_ROWS
            assert entry.component["custom_id"] == entry.control.custom_id
            control = entry.control
            if isinstance(control, MoveButton):
                moves.append(control.move)
            elif isinstance(control, SourceButton | ChoiceBackButton | ChoiceMoreButton):
                waiting.append(control.step)
            else:
                raise AssertionError(f"a choice shows {control!r}")
    return moves, most


@settings(max_examples=40, deadline=None)
@given(
    preset=st.sampled_from(Preset),
    players=st.sampled_from((2, 3, 4)),
    seed=st.integers(0, 2**32 - 1),
    level=st.sampled_from(("easy", "normal")),
)
def test_every_choice_of_a_game_fits_two_lines_of_a_phone_and_offers_every_move_once(
    preset: Preset, players: int, seed: int, level: str
) -> None:
    rng = random.Random(seed)
    view = HostedGame(
        1, 2, 3, 3, 4, None, False, 0.0, None, Table.opened(TableConfig(players), 5, "")
    )
    state = State.initial(players, preset.options, rng.randrange(players))
    biggest = 0
    for _ in range(THROW_CAP):
        if state.winner is not None:
            break
        dice = roll(rng)
        throw = state.resolve(dice)
        if throw.kind is not ThrowKind.CHOICE:
            state = state.play(dice)
            continue
        moves, most = offered(view, state, throw)
        assert most <= MOST_BUTTONS, (dice, len(throw.moves))
        assert sorted(m.key for m in moves) == sorted(m.key for m in throw.moves)
        direct = [move_label(move) for move in throw.moves]
        if len(throw.moves) <= ONE_STEP_MOST and lines(direct) <= CHOICE_LINES:
            assert most == len(throw.moves), "few moves: one button each, no steps"
        biggest = max(biggest, len(throw.moves))
        state = state.play(dice, pick_move(level, state, throw, rng).key)
    target(float(biggest))  # lean towards the crowded throws that need both steps
    assert state.winner is not None
