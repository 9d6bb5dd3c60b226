"""The board as a Components V2 card, as values: within Discord's limits at its largest, a spiral
where every spot keeps its number, the danger zone, the headline and the accent colour."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest

from bot.engine import HAND, Dice, Game, Level, Report, State, ThrowKind, load_position
from bot.render.geometry import GRID
from bot.render.spiral import IN_REACH, WIDTH, danger_zone, spiral_lines
from bot.render.style import SIDE_STYLES
from bot.services.hosted import HostedGame
from bot.table.config import TableConfig
from bot.table.events import LeftGame, Played, TimedOut
from bot.table.seats import Seat
from bot.table.status import GameStatus
from bot.table.table import Table
from bot.ui.table.messages import board_message
from bot.words import Language, words_in
from devtools.fakediscord.components import BUTTON, SELECT_TYPES, TEXT_DISPLAY, walk
from devtools.fakediscord.contract import check_message
from devtools.fakediscord.messages import IS_COMPONENTS_V2

LONG = "W" * 40
"""A name longer than any shown (names are cut to 20 characters)."""


def crowded(kept: int) -> dict[str, Any]:
    """Four players, nine stacks of both sides spread round the track."""
    return {
        "players": 4,
        "options": {"stacking_ends_turn": False, "no_nine_stack": False},
        "sides": [
            {"hand": 2, "home": 2, "opened": True},
            {"hand": 3, "home": 0, "opened": True},
        ],
        "track": sorted(
            [
                *([spot, 0, 1] for spot in (5, 14, 23, 31, 40)),
                *([8, 1, 1], [19, 1, 1], [27, 1, 2], [50, 1, 2]),
            ]
        ),
        "turn": 0,
        "kept": kept,
        "winner": None,
    }


def seats() -> tuple[Seat, ...]:
    return (
        Seat(111_111_111_111_111_111, LONG),
        Seat(222_222_222_222_222_222, "<@&1>*" + LONG, away=True),
        Seat(333_333_333_333_333_333, "`" * 40),
        Seat(444_444_444_444_444_444, LONG, left=True),
    )


def hosted_of(table: Table, deadline: float | None = 1_900_000_000.0) -> HostedGame:
    return HostedGame(987_654, 10, 20, 20, 30, deadline, False, 0.0, None, table)


def table_of(state: State, game: Game, status: GameStatus = GameStatus.ACTIVE) -> Table:
    log = (LeftGame(LONG, LONG), TimedOut(LONG, 3, True))
    config = TableConfig(4, 0, Level.HARD, state.options, 3_599)
    return Table(config, 111_111_111_111_111_111, status, seats(), game, version=99, log=log)


def every_crowded_board() -> list[HostedGame]:
    """The crowded position after each throw, with pa ra steps kept or not."""
    views = []
    for kept in (0, 2, 4):
        state = load_position(crowded(kept))
        for d1 in range(1, 7):
            for d2 in range(d1, 7):
                throw = state.resolve((d1, d2))
                if throw.moves:
                    views.append(hosted_of(table_of(state, Game(state, throw))))
    return views


@pytest.mark.parametrize("language", list(Language), ids=lambda language: language.value)
def test_the_largest_board_of_a_crowded_four_player_game_is_within_discords_limits(
    language: Language,
) -> None:
    views = every_crowded_board()
    layouts = [board_message(view, words_in(language)).view for view in views]
    largest = max(layouts, key=lambda layout: layout.content_length())
    most_moves = max(
        len(view.table.game.pending.moves)
        for view in views
        if view.table.game is not None and view.table.game.pending is not None
    )
    assert most_moves >= 9, "the position is crowded enough to need many choices"
    for layout in layouts:
        components = layout.to_components()
        items = list(walk(components))
        assert len(items) <= 40
        assert layout.content_length() <= 4_000
        for item in items:
            if item["type"] == BUTTON:
                assert len(item.get("label") or "") <= 80
            if item["type"] in SELECT_TYPES:
                for option in item.get("options") or ():
                    assert len(option["label"]) <= 100
                    assert len(option.get("description") or "") <= 100
        body = {"flags": IS_COMPONENTS_V2, "components": components}
        assert check_message(body, creating=True) == []
    assert largest.content_length() > 700, "the largest board was found"


def test_every_spot_keeps_its_number_and_each_stack_stands_under_it() -> None:
    state = load_position(crowded(0))
    lines = spiral_lines(state, marked={5, 14}, side=0)
    assert len(lines) == 16
    assert all(len(line) == WIDTH for line in lines)
    numbers = [int(n) for line in lines[::2] for n in re.findall(r"\d+", line)]
    assert sorted(numbers) == list(range(1, 64))
    stacks = {spot: (side, coins) for spot, side, coins in state.stacks()}
    for r, row in enumerate(GRID):
        number_line, under = lines[2 * r], lines[2 * r + 1]
        for c, spot in enumerate(row):
            cell = number_line[3 * c : 3 * c + 3]
            below = under[3 * c : 3 * c + 3]
            if spot == 64:
                assert cell == "  ⌂"
                continue
            marked = "*" if spot in (5, 14) else ""
            assert cell == f"{marked}{spot}".rjust(3)
            if spot in stacks:
                side, coins = stacks[spot]
                assert below.endswith(f"{SIDE_STYLES[side].letter}{coins}")


def test_the_danger_zone_is_one_throw_ahead_of_every_enemy_stack_and_hand() -> None:
    state = load_position(crowded(0))
    zone = danger_zone(state, 0)
    enemy = [HAND, 8, 19, 27, 50]
    assert zone == {s + d for s in enemy for d in range(2, 13) if s + d <= 63}
    lines = spiral_lines(state, side=0)
    dotted, exposed = set(), set()
    for r, row in enumerate(GRID):
        for c, spot in enumerate(row):
            below = lines[2 * r + 1][3 * c : 3 * c + 3]
            if below.strip() == IN_REACH:
                dotted.add(spot)
            if below.startswith("!"):
                exposed.add(spot)
    assert dotted == {s for s in zone if not state.board[s]}
    assert exposed == {s for s in zone if state.board[s] and state.board[s] & 3 == 0}
    assert exposed, "the position has a stack of the side to move in reach"


def test_the_card_is_the_colour_of_the_side_to_move_and_the_game_over_says_so() -> None:
    state = load_position(crowded(0))
    for turn in range(4):
        moved = state._replace(turn=turn)
        components = board_message(hosted_of(table_of(moved, Game(moved)))).view.to_components()
        assert components[0]["accent_color"] == SIDE_STYLES[turn % 2].colour
    position = crowded(0)
    position["sides"][1] = {"hand": 0, "home": 9, "opened": True}
    position["track"] = [entry for entry in position["track"] if entry[1] == 0]
    won = load_position({**position, "winner": 1})
    table = table_of(won, Game(won), GameStatus.FINISHED)
    components = board_message(hosted_of(table, None)).view.to_components()
    headline = next(c for c in walk(components) if c["type"] == TEXT_DISPLAY)["content"]
    assert headline.split("```")[0].splitlines()[-1].startswith("🏆 Game over:")
    assert components[0]["accent_color"] == SIDE_STYLES[1].colour
    assert not [c for c in walk(components) if c["type"] == BUTTON], "nothing to click"


def test_three_players_have_three_colours() -> None:
    for first in range(3):
        state = State.initial(3, first_seat=first)
        seats = tuple(Seat(100 + i, name) for i, name in enumerate(("Dawa", "Pema", "Tenzin")))
        table = Table(TableConfig(3), 100, GameStatus.ACTIVE, seats, Game(state), version=1)
        components = board_message(hosted_of(table)).view.to_components()
        assert components[0]["accent_color"] == SIDE_STYLES[first].colour
        text = "\n".join(c["content"] for c in walk(components) if c["type"] == TEXT_DISPLAY)
        assert "-# 🟨 **C** Tenzin: hand 9, home 0" in text


def test_a_kill_is_marked_in_the_headline_above_whose_turn_it_is() -> None:
    state = load_position(crowded(0))
    throw = state.resolve((1, 2))
    kill = next(move for move in throw.moves if move.killed)
    report = Report(0, 0, 4, Dice(1, 2), ThrowKind.CHOICE, kill, 0, victim=1, stack=1)
    after = state.after(kill)
    table = replace(table_of(after, Game(after)), log=(Played(report),), last_move=kill.key)
    components = board_message(hosted_of(table)).view.to_components()
    headline = components[0]["components"][0]["content"].split("```")[0].splitlines()
    assert headline[0] == "### ⚀ ⚁ (1 + 2)"
    assert headline[1].startswith(f"⚔️ {'W' * 19}… threw ⚀ ⚁ (1 + 2): ")
    assert headline[2].startswith("<@111111111111111111>, throw the dice ⏳"), "again"
