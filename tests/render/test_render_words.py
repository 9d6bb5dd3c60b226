"""The words: dice, move labels and descriptions, event-log lines, and names made safe."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.engine import HAND, HOME, Game, Move, MoveKind, Report, State, ThrowKind, load_position
from bot.render import Theme, dice_text, event_line, move_description, move_label, safe_name


def position(
    players: int,
    track: list[list[int]],
    sides: list[tuple[int, int, bool]],
    turn: int = 0,
    kept: int = 0,
    **options: bool | str,
) -> State:
    return load_position(
        {
            "players": players,
            "options": options,
            "sides": [{"hand": h, "home": f, "opened": o} for h, f, o in sides],
            "track": track,
            "turn": turn,
            "kept": kept,
            "winner": None,
        }
    )


def throw(state: State, dice: tuple[int, int], move: tuple[int, int] | None = None) -> Report:
    return played(state, dice, move)[1]


def played(
    state: State, dice: tuple[int, int], move: tuple[int, int] | None = None
) -> tuple[State, Report]:
    """The position after the throw (and move), and its report."""
    game, report = Game(state).throw(dice)
    if move is not None:
        game, report = game.choose(move)
    return game.state, report


NAMES = ["Tashi", "Dawa", "Pema", "Nima"]


def test_dice_as_faces_and_numbers() -> None:
    assert dice_text((4, 3)) == "⚃ ⚂ (4 + 3)"
    assert dice_text((6, 1), kept=2) == "⚅ ⚀ (6 + 1, 2 kept)"
    assert dice_text((1, 1)) == "⚀ ⚀ (pa ra)"


def test_the_briefs_kill_sentence() -> None:
    """A stack of 2 on 12 kills a single coin on 19 with 4 + 3 and earns a throw."""
    state = position(2, [[12, 0, 2], [19, 1, 1]], [(7, 0, True), (8, 0, True)])
    report = throw(state, (4, 3), (12, 19))
    line = event_line(report, names=NAMES[:2])
    assert line == (
        "Tashi threw ⚃ ⚂ (4 + 3): the stack of 2 on 12 killed Dawa's coin on 19, and throws again"
    )


def test_a_kill_names_whose_coins_went_back() -> None:
    """The report keeps the victim's side, so the line names the owner with two or three sides."""
    two = position(2, [[12, 0, 2], [19, 1, 2]], [(7, 0, True), (7, 0, True)])
    assert "killed Dawa's 2 coins on 19" in event_line(throw(two, (4, 3), (12, 19)), names=NAMES)
    three = position(3, [[12, 0, 2], [19, 2, 2]], [(7, 0, True), (9, 0, False), (7, 0, True)])
    report = throw(three, (4, 3), (12, 19))
    assert report.victim == 2
    assert "killed Pema's 2 coins on 19" in event_line(report, names=NAMES)
    again = Report.from_json(json.loads(json.dumps(report.to_json())))
    assert again == report
    assert event_line(again, names=NAMES) == event_line(report, names=NAMES)


def test_para_kept_then_used() -> None:
    state = position(2, [[10, 0, 1], [40, 1, 2]], [(8, 0, True), (7, 0, True)])
    kept, para = played(state, (1, 1))
    assert para.kind is ThrowKind.PARA_KEPT
    assert event_line(para, names=NAMES) == "Tashi threw ⚀ ⚀: pa ra! 2 kept, throws again"
    second = throw(kept, (1, 1))
    assert "pa ra! 4 kept" in event_line(second, names=NAMES)
    used = throw(kept, (4, 3), (10, 19))
    assert event_line(used, names=NAMES) == (
        "Tashi threw ⚃ ⚂ (4 + 3, 2 kept): the coin on 10 moved to 19"
    )


def test_no_move_loses_the_kept_pa_ra() -> None:
    """Worked example P4: nothing can move, the kept 2 are lost."""
    state = position(
        2, [[30, 0, 1], [32, 1, 2], [35, 1, 2], [37, 1, 2]], [(0, 8, True), (3, 0, True)], kept=2
    )
    line = event_line(throw(state, (3, 2)), names=NAMES)
    assert line == (
        "Tashi threw ⚂ ⚁ (3 + 2, 2 kept): no move possible, the turn passes; the 2 kept are lost"
    )


def test_openings_and_crooked_nine() -> None:
    start = State.initial(2)
    assert event_line(throw(start, (4, 3)), names=NAMES) == (
        "Tashi threw ⚃ ⚂ (4 + 3): opening with 2 coins on 7"
    )
    kill = position(2, [[7, 1, 2]], [(9, 0, False), (7, 0, True)])
    assert event_line(throw(kill, (6, 1)), names=NAMES) == (
        "Tashi threw ⚅ ⚀ (6 + 1): opening with 3 coins on 7, killing Dawa's 2 coins"
    )
    crooked = position(2, [[20, 1, 2]], [(7, 2, True), (7, 0, True)])
    assert event_line(throw(crooked, (3, 6)), names=NAMES) == (
        "Tashi threw ⚂ ⚅ (3 + 6): crooked nine! all 7 coins in hand onto spot 9"
    )


def test_stacking_finishing_and_winning() -> None:
    state = position(2, [[5, 0, 2], [30, 1, 2]], [(7, 0, True), (7, 0, True)])
    stacked = throw(state, (3, 2), (HAND, 5))
    assert event_line(stacked, names=NAMES) == (
        "Tashi threw ⚂ ⚁ (3 + 2): a new coin joined the stack on 5 (now 3), and throws again"
    )
    home = position(2, [[20, 0, 1], [30, 1, 2], [58, 0, 2]], [(0, 6, True), (7, 0, True)])
    report = throw(home, (4, 2), (58, HOME))
    assert "the stack of 2 on 58 came home (8 of 9 home)" in event_line(report, names=NAMES)
    win = position(4, [[10, 1, 2], [61, 0, 2]], [(0, 7, True), (7, 0, True)], turn=2)
    line = event_line(throw(win, (2, 1)), names=NAMES)
    assert line.endswith("(9 of 9 home). Tashi & Pema win!")
    assert line.startswith("Pema threw")


def test_choice_pending() -> None:
    state = position(2, [[5, 0, 2], [30, 1, 2]], [(7, 0, True), (7, 0, True)])
    _, report = Game(state).throw((3, 2))
    assert event_line(report, names=NAMES) == "Tashi threw ⚂ ⚁ (3 + 2) and is choosing a move"


@pytest.mark.parametrize(
    ("move", "label"),
    [
        (Move(HAND, 7, 1, MoveKind.PLACE, distance=7), "New coin → 7"),
        (Move(12, 19, 3, MoveKind.KILL, 1, True, 7), "12 (×3) → 19 ⚔️ kill 1"),
        (Move(58, HOME, 2, MoveKind.FINISH, distance=6), "58 (×2) → home 🏠"),
        (Move(HAND, 5, 1, MoveKind.STACK, 0, True, 5), "New coin → 5 ➕ stack"),
        (Move(10, 16, 1, MoveKind.PLACE, distance=6), "10 → 16"),
        (Move(HAND, 9, 7, MoveKind.CROOKED_NINE, distance=9), "Crooked nine: 7 coins → 9"),
    ],
)
def test_move_labels(move: Move, label: str) -> None:
    assert move_label(move) == label


def test_plain_labels_keep_the_words_not_the_emoji() -> None:
    move = Move(12, 19, 3, MoveKind.KILL, 2, True, 7)
    assert move_label(move, symbols=False) == "12 (×3) → 19, kill 2"


def test_descriptions_say_what_happens() -> None:
    """Worked example M7: a new coin kills a single coin; advancing the stack places it."""
    state = position(2, [[8, 1, 1], [20, 0, 2], [40, 1, 2]], [(7, 0, True), (6, 0, True)])
    moves = {m.key: m for m in state.resolve((6, 2)).moves}
    assert set(moves) == {(HAND, 8), (20, 28)}
    kill = move_description(moves[HAND, 8], state, NAMES)
    assert kill == "Enter a coin from your hand on 8, killing Dawa's coin; throw again"
    assert move_description(moves[20, 28], state, NAMES) == "Move your stack of 2 from 20 to 28"


def test_descriptions_fit_with_the_longest_names() -> None:
    state = position(4, [[12, 0, 3], [19, 1, 3]], [(6, 0, True), (6, 0, True)])
    moves = state.resolve((4, 3)).moves
    long = ["W" * 32] * 4
    for move in moves:
        text = move_description(move, state, long)
        assert len(text) <= 100
        assert "\n" not in text


def test_finishing_description_counts_home_and_the_win() -> None:
    state = position(2, [[10, 1, 2], [61, 0, 2]], [(0, 7, True), (7, 0, True)])
    (move,) = state.resolve((2, 1)).moves
    assert move_description(move, state, NAMES) == (
        "Bring your stack of 2 on 61 home (9 of 9 home) and win"
    )


NASTY = [
    "```",
    "`a`",
    "@everyone",
    "@here",
    "<@123456789012345678>",
    "<@&123456789012345678>",
    "**bold** __under__ ~~strike~~ ||spoiler||",
    "# heading",
    "> quote",
    "line\nbreak",
    "\x1b[31mred",
    "\u202eevil",
    "[link](https://example.com)",
    "👨‍👩‍👧 family",
]


@pytest.mark.parametrize("name", NASTY)
def test_names_cannot_break_markdown_or_ping(name: str) -> None:
    safe = safe_name(name, Theme.DISCORD, "x")
    assert "```" not in safe
    assert "\n" not in safe
    assert "\x1b" not in safe
    assert "\u202e" not in safe
    for danger in ("@everyone", "@here", "<@", "](", "**"):
        assert danger not in safe
    assert len(safe) <= 3 * 20


@given(st.text(max_size=64))
def test_any_name_is_safe(name: str) -> None:
    for theme in Theme:
        safe = safe_name(name, theme, "fallback")
        assert safe
        assert "\n" not in safe
        assert "\r" not in safe
        assert "\x1b" not in safe
        assert safe == safe.strip()
        if theme is Theme.PLAIN:
            assert len(safe) <= 20
        else:
            assert "`" not in safe.replace("\\`", "")
            assert "@everyone" not in safe
            assert "<@" not in safe


def test_names_are_clipped_and_defaulted() -> None:
    assert safe_name("A" * 32, Theme.PLAIN, "x") == "A" * 19 + "…"
    assert safe_name("  \n ", Theme.PLAIN, "Player 2") == "Player 2"
    assert safe_name("Tashi  Dolma", Theme.PLAIN, "x") == "Tashi Dolma"


def test_a_name_starting_a_line_cannot_make_a_list_or_heading() -> None:
    for name, escaped in (
        ("1. Tashi", "1\\. Tashi"),
        ("# Dawa", "\\# Dawa"),
        ("- Pema", "\\- Pema"),
    ):
        assert safe_name(name, Theme.DISCORD, "x") == escaped


def test_event_lines_escape_names() -> None:
    state = position(2, [[5, 0, 2], [30, 1, 2]], [(7, 0, True), (7, 0, True)])
    report = throw(state, (3, 2), (5, 10))
    names: list[Any] = ["**Tashi**", "@everyone"]
    line = event_line(report, names=names)
    assert line.startswith("\\*\\*Tashi\\*\\* threw")
    assert event_line(report, names=names, theme=Theme.PLAIN).startswith("**Tashi** threw")


# -- the house rules' moves (R24-R27) ----------------------------------------------------------


def _moves(state: State, dice: tuple[int, int]) -> dict[tuple[int, ...], Move]:
    return {m.key: m for m in state.resolve(dice).moves}


def test_a_rethrow_has_its_own_words() -> None:
    """R26 choose: the rethrow is a button of its own and a line of its own in the log."""
    state = position(
        2, [[20, 0, 2], [22, 1, 1], [30, 0, 1], [40, 1, 2]], [(6, 0, True), (6, 0, True)],
        para="choose",
    )  # fmt: skip
    rethrow = _moves(state, (1, 1))[(HAND, HAND)]
    assert move_label(rethrow) == "Rethrow 🔁 keep the pa ra"
    assert move_label(rethrow, symbols=False) == "Rethrow, keep the pa ra"
    assert move_description(rethrow, state) == "Keep the pa ra (2 kept) and throw again"
    report = throw(state, (1, 1), (HAND, HAND))
    assert event_line(report, names=NAMES) == (
        "Tashi threw ⚀ ⚀ (pa ra): rethrow, 2 kept, and throws again"
    )


def test_two_coins_are_one_move_with_their_own_words() -> None:
    """R26 lhasa: 'two coins → 2', not the same move as one coin onto 2."""
    state = position(
        2, [[2, 1, 2], [20, 0, 1], [30, 1, 1]], [(8, 0, True), (6, 0, True)], para="lhasa"
    )
    pair = _moves(state, (1, 1))[(HAND, 2, 2)]
    assert move_label(pair) == "Two coins → 2 ⚔️ kill 2"
    assert move_description(pair, state, NAMES) == (
        "Enter two coins from your hand on 2 as one stack, killing Dawa's 2 coins; throw again"
    )
    report = throw(state, (1, 1), (HAND, 2, 2))
    assert "two new coins killed Dawa's 2 coins on 2, and throws again" in event_line(
        report, names=NAMES
    )


def test_a_finish_that_goes_on_is_worded_part_by_part() -> None:
    """R25: '61 (×2) → home, then 20 → 24 ⚔️ kill 1', its description and its log line."""
    state = position(
        2, [[20, 0, 1], [24, 1, 1], [40, 1, 2], [61, 0, 2]], [(6, 0, True), (6, 0, True)],
        leftover_steps=True,
    )  # fmt: skip
    chain = _moves(state, (4, 3))[(20, 24, 61, HOME)]
    assert move_label(chain) == "61 (×2) → home 🏠, then 20 → 24 ⚔️ kill 1"
    assert move_label(_moves(state, (4, 3))[(HAND, 4, 61, HOME)], symbols=False) == (
        "61 (×2) → home, then new coin → 4"
    )
    assert move_description(chain, state, NAMES) == (
        "Bring your stack of 2 on 61 home, then your coin on 20 to 24, killing Dawa's coin;"
        " throw again"
    )
    report = throw(state, (4, 3), chain.key)
    assert event_line(report, names=NAMES) == (
        "Tashi threw ⚃ ⚂ (4 + 3): the stack of 2 on 61 came home, then the coin on 20 killed"
        " Dawa's coin on 24, and throws again"
    )
    again = Report.from_json(json.loads(json.dumps(report.to_json())))
    assert again == report


def test_a_third_para_wins_in_the_log() -> None:
    """R24: the third pa ra in a row is the win, said as such."""
    state = position(
        2, [[10, 1, 2], [30, 0, 1]], [(8, 0, True), (7, 0, True)], kept=4, triple_para_wins=True
    )
    report = throw(state, (1, 1))
    assert report.kind is ThrowKind.THIRD_PARA
    assert report.winner == 0
    assert event_line(report, names=NAMES) == (
        "Tashi threw ⚀ ⚀: a third pa ra in a row! Tashi wins!"
    )
