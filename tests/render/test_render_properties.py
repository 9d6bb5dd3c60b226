"""Properties of the rendering over random reachable positions (random games with the engine).

Every board fits Discord (content 2,000; embed description 4,096; all embed text 6,000), keeps
its code block intact and its lines one width, shows every stack's side and coins on its spot
and stars exactly the last move; every label fits a button and is unique for its throw.
"""

from __future__ import annotations

import json
import random
import re
from typing import NamedTuple

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import (
    CHANCE_OUTCOMES,
    HAND,
    HOME,
    Game,
    Options,
    Report,
    State,
    roll,
)
from bot.render import (
    DrawnBoard,
    Theme,
    event_line,
    move_description,
    move_label,
    render_board,
)
from tests.render.test_render_board import cell_at, grid_of

LETTERS = "ABC"
ANSI = re.compile(r"\x1b\[[0-9;]*m")
ALLOWED_TEXT = set("·×→…⚀⚁⚂⚃⚄⚅") | {"\ufe0f"}
ALLOWED_EMOJI = set("🔴🔷🟨➕🏠🎲🏆🔁") | {"\u2694", "\u25b6"}
NEEDS_VS16 = {"\u2694", "\u25b6"}
"""Text-default symbols that are emoji only when followed by U+FE0F (fully qualified)."""

NASTY_NAMES = st.sampled_from(
    [
        "`" * 32,
        "@everyone",
        "@here",
        "<@123456789012345678>",
        "||spoiler|| **bold** ~~x~~",
        "\\" * 32,
        "<" * 32,
        "Tashi\nDolma",
        "👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧",
        "W" * 32,
    ]
)
NAMES = st.lists(st.one_of(NASTY_NAMES, st.text(max_size=32)), max_size=4)


class Played(NamedTuple):
    game: Game
    reports: list[Report]


def play(seed: int, players: int, options: Options, actions: int) -> Played:
    """A random game from the start: random dice, random choices, at most `actions` actions."""
    rng = random.Random(seed)
    game = Game(State.initial(players, options, rng.randrange(players)))
    reports: list[Report] = []
    while not game.over and len(reports) < actions:
        if game.pending is not None:
            game, report = game.choose(rng.choice(game.pending.moves))
        else:
            game, report = game.throw(roll(rng))
        reports.append(report)
    return Played(game, reports)


def check_view(view: DrawnBoard, state: State, marked: set[int]) -> None:
    content = view.content
    if view.theme.markdown:
        assert len(content) <= 2000
        assert len(view.title) <= 256
        assert len(view.description) <= 4096
        assert len(view.legend) <= 2048
        assert len(view.title) + len(view.description) + len(view.legend) <= 6000
        assert content.count("```") == 2, "a name must never open or close a code block"
    grid = grid_of(content, view.theme.markdown)
    assert len(grid) == 16
    widths = {len(line) for line in grid}
    assert len(widths) == 1
    assert widths.pop() <= 32
    assert all(line.isascii() and line.isprintable() for line in grid)
    for spot, side, coins in state.stacks():
        assert cell_at(grid, spot).lstrip(" *") == f"{LETTERS[side]}{coins}"
    starred = {s for s in range(1, 64) if cell_at(grid, s).lstrip().startswith("*")}
    assert starred == marked


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(2, 4),
    stacking_ends_turn=st.booleans(),
    no_nine_stack=st.booleans(),
    actions=st.integers(0, 600),
    names=NAMES,
)
def test_random_positions_render_within_limits(
    seed: int,
    players: int,
    stacking_ends_turn: bool,
    no_nine_stack: bool,
    actions: int,
    names: list[str],
) -> None:
    game, reports = play(seed, players, Options(stacking_ends_turn, no_nine_stack), actions)
    state = game.state
    last = reports[-1] if reports else None
    move = last.move if last else None
    marked = {move.source, move.target} - {HAND, HOME} if move else set()
    for theme in Theme:
        view = render_board(
            state,
            names=names,
            last_dice=last.dice if last else None,
            last_move=move,
            last_seat=last.seat if last else None,
            theme=theme,
        )
        check_view(view, state, marked)
    for report in reports:
        assert Report.from_json(json.loads(json.dumps(report.to_json()))) == report
        for theme in Theme:
            line = event_line(report, names=names, theme=theme)
            assert line
            assert "\n" not in line
            assert len(line) <= 300
    if state.winner is None and game.pending is None:
        for dice, _ in CHANCE_OUTCOMES:
            moves = state.resolve(dice).moves
            labels = [move_label(m) for m in moves]
            assert len(set(labels)) == len(labels), labels
            for m, label in zip(moves, labels, strict=True):
                assert 0 < len(label) <= 80
                text = move_description(m, state, names)
                assert 0 < len(text) <= 100
                assert text.endswith("; throw again") == m.extra_throw, "never cut short"


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), actions=st.integers(0, 400))
def test_only_known_characters_outside_the_board(seed: int, players: int, actions: int) -> None:
    """With default names, every non-ASCII character is a listed symbol or a qualified emoji."""
    game, reports = play(seed, players, Options(), actions)
    last = reports[-1] if reports else None
    view = render_board(
        game.state,
        last_dice=last.dice if last else None,
        last_move=last.move if last else None,
        last_seat=last.seat if last else None,
    )
    text = view.content
    for i, ch in enumerate(text):
        if ch.isascii():
            continue
        assert ch in ALLOWED_TEXT or ch in ALLOWED_EMOJI, f"unexpected {ch!r}"
        if ch in NEEDS_VS16:
            assert text[i + 1 : i + 2] == "\ufe0f", f"{ch!r} without U+FE0F"
    labels = "".join(move_label(m) for d, _ in CHANCE_OUTCOMES for m in game.state.moves(d))
    assert all(ch not in NEEDS_VS16 or labels[i + 1] == "\ufe0f" for i, ch in enumerate(labels))


def test_the_most_crowded_board_with_the_worst_names_fits() -> None:
    """27 single coins (three sides, none in hand), a kept pa ra, both options, the last move
    starred and names that escape to three times their length: still under 2,000 characters."""
    board = [0] * 64
    for spot in range(35, 62):
        board[spot] = 1 << 2 | spot % 3
    state = State(3, Options(True, True), bytes(board), (0, 0, 0), (0, 0, 0), (True,) * 3, 1, 2)
    last = state.resolve((6, 6)).moves[0]
    for name in ("<" * 32, "\\" * 32, "@" * 32, "`" * 32):
        for theme in (Theme.DISCORD, Theme.ANSI):
            view = render_board(
                state,
                names=[name] * 3,
                last_dice=roll(random.Random(0)),
                last_move=last,
                last_seat=0,
                theme=theme,
            )
            check_view(view, state, {last.source, last.target} - {HAND, HOME})
