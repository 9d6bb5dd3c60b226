"""The board as text: golden files of fixed positions, the spiral's geometry, and the CLI.

Golden files live in tests/data/golden/render/. After a deliberate change to the look,
regenerate them with `SHO_UPDATE_GOLDEN=1 .venv/bin/pytest tests/render/test_render_board.py`
and read the diff.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.engine import (
    Dice,
    Game,
    InvalidPositionError,
    Options,
    Report,
    State,
    dump_position,
    load_position,
)
from bot.render import DrawnBoard, Theme, board_text, render_board

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "data" / "golden" / "render"
UPDATE = os.environ.get("SHO_UPDATE_GOLDEN") == "1"
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def position(
    players: int,
    track: list[list[int]],
    sides: list[tuple[int, int, bool]],
    turn: int = 0,
    kept: int = 0,
    winner: int | None = None,
    **options: bool,
) -> dict[str, Any]:
    """A position in the docs/position.md format from compact arguments."""
    return {
        "players": players,
        "options": options,
        "sides": [{"hand": h, "home": f, "opened": o} for h, f, o in sides],
        "track": track,
        "turn": turn,
        "kept": kept,
        "winner": winner,
    }


def played(
    pos: dict[str, Any], dice: tuple[int, int], move: tuple[int, int] | None
) -> tuple[State, Report]:
    """The position after throwing `dice` (and choosing `move`) in `pos`, and the report."""
    game, report = Game(load_position(pos)).throw(dice)
    if move is not None:
        game, report = game.choose(move)
    assert game.pending is None
    return game.state, report


def hosted_of(after: tuple[State, Report], names: list[str], theme: Theme) -> DrawnBoard:
    state, report = after
    return render_board(
        state,
        names=names,
        last_dice=report.dice,
        last_move=report.move,
        last_seat=report.seat,
        theme=theme,
    )


# Three players in mid-game: A's stack of 2 on 12 kills B's single coin on 19 (4 + 3).
MID3 = position(
    3,
    [[5, 2, 1], [12, 0, 2], [19, 1, 1], [30, 2, 3], [47, 1, 2], [58, 0, 1]],
    [(4, 2, True), (6, 0, True), (5, 0, True)],
)
# Four players, partners A (seats 1+3) against B (2+4); seat 3 throws with a pa ra kept.
FOUR = position(
    4,
    [[3, 1, 2], [9, 0, 4], [16, 1, 1], [33, 0, 1], [40, 1, 3], [61, 0, 2]],
    [(0, 2, True), (3, 0, True)],
    turn=2,
    kept=2,
)
# Both table options on; A's stack of 3 on 58 is about to come home.
OPTIONS2 = position(
    2,
    [[7, 1, 2], [20, 0, 1], [58, 0, 3]],
    [(0, 5, True), (7, 0, True)],
    stacking_ends_turn=True,
    no_nine_stack=True,
)
# Every coin on the track as single coins: the most crowded board three sides can make.
CROWDED = position(
    3,
    [[s, (s - 2) % 3, 1] for s in range(2, 29)],
    [(0, 0, True), (0, 0, True), (0, 0, True)],
    turn=1,
)


def _cases() -> dict[str, str]:
    mid = played(MID3, (4, 3), (12, 19))
    finish = played(OPTIONS2, (3, 3), (58, 64))
    names3 = ["Tashi", "Dawa", "Pema"]
    names4 = ["Tashi", "Dawa", "Pema", "Nima"]
    win = played(position(2, [[10, 1, 2], [61, 0, 2]], [(0, 7, True), (7, 0, True)]), (2, 1), None)
    return {
        "start_2p_plain": board_text(dump_position(State.initial(2))),
        "start_4p_plain": board_text(dump_position(State.initial(4))),
        "mid_3p_plain": board_text(MID3),
        "mid_3p_kill_discord": hosted_of(mid, names3, Theme.DISCORD).content,
        "mid_3p_kill_ansi": hosted_of(mid, names3, Theme.ANSI).content,
        "four_kept_discord": render_board(
            load_position(FOUR), names=names4, theme=Theme.DISCORD
        ).content,
        "options_finish_plain": hosted_of(finish, ["Tashi", "Dawa"], Theme.PLAIN).content,
        "options_finish_discord": hosted_of(finish, ["Tashi", "Dawa"], Theme.DISCORD).content,
        "crowded_3p_discord": render_board(
            load_position(CROWDED), names=["`" * 32, "@everyone", "<@123456789012345678>"]
        ).content,
        "win_2p_discord": hosted_of(win, ["Tashi", "Dawa"], Theme.DISCORD).content,
    }


CASES = _cases()


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden(name: str) -> None:
    """Each fixed position renders exactly as its reviewed golden file."""
    path = GOLDEN / f"{name}.txt"
    text = CASES[name] + "\n"
    if UPDATE:
        path.write_text(text, encoding="utf-8")
    assert path.is_file(), f"missing golden file {path}: run with SHO_UPDATE_GOLDEN=1"
    assert path.read_text(encoding="utf-8") == text, f"{name} differs from {path}"


def _walk_spiral() -> dict[int, tuple[int, int]]:
    """Spot -> (row, column), walked step by step: right, down, left, up, turning at walls."""
    cells: dict[int, tuple[int, int]] = {}
    seen: set[tuple[int, int]] = set()
    r, c, dr, dc = 0, 0, 0, 1
    for spot in range(1, 65):
        cells[spot] = (r, c)
        seen.add((r, c))
        nr, nc = r + dr, c + dc
        if not (0 <= nr < 8 and 0 <= nc < 8) or (nr, nc) in seen:
            dr, dc = dc, -dr
            nr, nc = r + dr, c + dc
        r, c = nr, nc
    return cells


SPIRAL = _walk_spiral()


def grid_of(content: str, fenced: bool) -> list[str]:
    """The board's lines without colour codes (those inside the code block when `fenced`)."""
    lines = content.splitlines()
    if fenced:
        start = next(i for i, line in enumerate(lines) if line.startswith("```"))
        end = next(i for i in range(start + 1, len(lines)) if lines[i] == "```")
        lines = lines[start + 1 : end]
    else:
        start = next(i for i, line in enumerate(lines) if "v start" in line)
        lines = lines[start : start + 16]
    return [ANSI.sub("", line) for line in lines]


def cell_at(grid: list[str], spot: int) -> str:
    """The 3 characters drawn for `spot`: rows are every other line after the start line."""
    r, c = SPIRAL[spot]
    return grid[1 + 2 * r][4 * c : 4 * c + 3]


def test_every_spot_is_drawn_once_in_spiral_order() -> None:
    """An empty board shows 1..63 where the clockwise inward spiral puts them, the exit at 64."""
    grid = grid_of(board_text(dump_position(State.initial(2))), fenced=False)
    for spot in range(1, 64):
        assert cell_at(grid, spot).strip() == str(spot)
    assert cell_at(grid, 64) == "END"
    assert grid[0].startswith("  v start")
    numbers = re.findall(r"\d+", "\n".join(grid))
    assert sorted(map(int, numbers)) == list(range(1, 64))


def test_arrows_follow_the_way_round() -> None:
    """Between every pair of consecutive spots an arrow points from the lower to the higher."""
    grid = grid_of(board_text(dump_position(State.initial(3))), fenced=False)
    for spot in range(1, 64):
        (r1, c1), (r2, c2) = SPIRAL[spot], SPIRAL[spot + 1]
        if r1 == r2:
            arrow = grid[1 + 2 * r1][4 * min(c1, c2) + 3]
            assert arrow == (">" if c2 > c1 else "<"), spot
        else:
            arrow = grid[2 + 2 * min(r1, r2)][4 * c1 + 2]
            assert arrow == ("v" if r2 > r1 else "^"), spot
    arrows = sum(line.count(a) for line in grid[1:] for a in "<>v^")
    assert arrows == 63


def test_stacks_and_last_move_are_drawn_on_their_spots() -> None:
    """Each stack shows its side letter and coins at its spot; the last move's spots are starred."""
    report = played(MID3, (4, 3), (12, 19))
    for theme in Theme:
        grid = grid_of(hosted_of(report, ["Tashi", "Dawa", "Pema"], theme).content, theme.markdown)
        assert cell_at(grid, 19) == "*A2"
        assert cell_at(grid, 12) == "*12"
        assert cell_at(grid, 30) == " C3"
        assert cell_at(grid, 47) == " B2"
        assert sum(line.count("*") for line in grid) == 2


def test_ansi_theme_colours_each_side_differently() -> None:
    content = render_board(load_position(FOUR), theme=Theme.ANSI).content
    assert "```ansi\n" in content
    assert "\x1b[1;31m A4\x1b[0m" in content
    assert "\x1b[1;34m B3\x1b[0m" in content


def test_four_players_show_partnerships() -> None:
    content = render_board(load_position(FOUR), names=["Tashi", "Dawa", "Pema", "Nima"]).content
    assert "Tashi & Pema (partners)" in content
    assert "Dawa & Nima (partners)" in content
    assert "**Pema** (🔴 A) to throw" in content
    assert "pa ra kept: 2" in content


def test_board_text_rejects_invalid_positions() -> None:
    bad = dict(MID3, kept=1)
    with pytest.raises(InvalidPositionError):
        board_text(bad)
    with pytest.raises(InvalidPositionError):
        board_text({"players": 5})


def _cli(stdin: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.render", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=30,
        check=False,
    )


def test_cli_prints_the_board() -> None:
    done = _cli(json.dumps(MID3))
    assert done.returncode == 0, done.stderr
    assert done.stdout == board_text(MID3) + "\n"


@pytest.mark.parametrize(
    ("stdin", "words"),
    [("{not json", "not JSON"), (json.dumps(dict(MID3, turn=7)), "turn must be 0..2")],
)
def test_cli_errors_are_one_line_and_exit_2(stdin: str, words: str) -> None:
    done = _cli(stdin)
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert words in done.stderr


CATALOGUE_LIBRARIES = frozenset({"fluent", "babel", "attr", "attrs", "pytz", "typing_extensions"})
"""Project Fluent and what it loads (Babel's CLDR plurals): the catalogue's library."""


def test_render_imports_only_the_engine_the_catalogue_and_the_standard_library() -> None:
    """`bot.render` pulls in nothing outside the stdlib but the catalogue and its library."""
    code = (
        "import sys; before = set(sys.modules); import bot.render, bot.render.__main__; "
        "extra = sorted({m.split('.')[0] for m in set(sys.modules) - before}"
        " - set(sys.stdlib_module_names) - {'bot'}); "
        # sysconfig's data for this platform, which the standard library loads by that name
        "print(' '.join(m for m in extra if not m.startswith('_sysconfigdata')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=30,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert set(done.stdout.split()) <= CATALOGUE_LIBRARIES
    assert "fluent" in done.stdout.split()


def test_dice_and_last_move_without_a_seat() -> None:
    """The last throw can be shown without naming who threw it."""
    view = render_board(load_position(MID3), last_dice=Dice(6, 6), theme=Theme.PLAIN)
    assert "Last throw ⚅ ⚅ (6 + 6)" in view.description


def test_options_are_listed() -> None:
    text = board_text(OPTIONS2)
    assert "House rules: stacking ends the turn, no stack of nine" in text
    assert "House rules" not in board_text(MID3)


HOUSE_VALUES = {"para": ["choose", "lhasa"], "openings": ["first"]}
"""The values other than the default of the options that are not true or false."""


def test_every_option_off_its_default_is_listed_once() -> None:
    """Each of the engine's own Options fields, set off the table rule, adds one distinct
    phrase to the House rules line of the board."""
    lines = set()
    for name in Options._fields:
        for value in HOUSE_VALUES.get(name, [True]):
            text = board_text({**MID3, "options": {name: value}})
            (line,) = [line for line in text.splitlines() if line.startswith("House rules: ")]
            assert "," not in line, line
            lines.add(line)
    assert len(lines) == 5 + 3


def test_a_seat_choosing_a_move_is_to_move_not_to_throw() -> None:
    state = State.initial(2)
    choosing = render_board(state, names=["Tashi", "Dawa"], awaiting_move=True)
    throwing = render_board(state, names=["Tashi", "Dawa"])
    assert choosing.title.endswith("Tashi to move")
    assert "to move" in choosing.description
    assert "to move" not in throwing.description
    assert throwing.title.endswith("Tashi to throw")
