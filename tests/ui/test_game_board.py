"""The game's messages as values: move buttons and menus within Discord's limits, the lobby's
seats and partners, and the winners in plain words."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine import Game, Level, MoveAction, Options, load_position
from bot.render.style import SIDE_STYLES
from bot.services.hosted import HostedGame
from bot.store.result_models import GameResult, Rating, RatingChange, SeatResult
from bot.table.config import TableConfig
from bot.table.end_reason import EndReason
from bot.table.errors import InvalidInputError
from bot.table.seats import Seat
from bot.table.stats import Stats
from bot.table.status import GameStatus
from bot.table.table import Table
from bot.ui.kit.choice_step import ChoiceStep
from bot.ui.kit.refusals import refusal
from bot.ui.publishing.summary import summary_text
from bot.ui.table.messages import board_message, lobby_message, winners_text
from cogs.game_turn import chosen_move
from devtools.fakediscord.components import ACTION_ROW, SECTION, TEXT_DISPLAY, walk


def position(track: list[list[int]], hand: int, kept: int = 0) -> dict[str, Any]:
    """Two players; side A (to throw) has `track` and `hand`, side B waits with its nine."""
    return {
        "players": 2,
        "options": {"stacking_ends_turn": False, "no_nine_stack": False},
        "sides": [
            {"hand": hand, "home": 9 - hand - sum(c for _, _, c in track), "opened": True},
            {"hand": 9, "home": 0, "opened": False},
        ],
        "track": track,
        "turn": 0,
        "kept": kept,
        "winner": None,
    }


def hosted_of(table: Table) -> HostedGame:
    return HostedGame(1, 10, 20, 20, 30, None, False, 0.0, None, table)


def playing(track: list[list[int]], hand: int, dice: tuple[int, int], kept: int = 0) -> HostedGame:
    state = load_position(position(track, hand, kept))
    seats = (Seat(111, "Dawa"), Seat(222, "Pema"))
    table = Table(
        TableConfig(2), 111, GameStatus.ACTIVE, seats, Game(state, state.resolve(dice)), version=9
    )
    return hosted_of(table)


def rows(view: HostedGame) -> list[dict[str, Any]]:
    """The action rows of the board's card."""
    return action_rows(board_message(view).view.to_components())


def action_rows(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [c for c in walk(components) if c["type"] == ACTION_ROW]


def texts(components: list[dict[str, Any]]) -> list[str]:
    return [c["content"] for c in walk(components) if c["type"] == TEXT_DISPLAY]


def labels_at(view: HostedGame, step: ChoiceStep) -> list[list[str]]:
    rows = action_rows(board_message(view, step=step).view.to_components())
    return [[c["label"] for c in row["components"]] for row in rows]


def test_twenty_seven_moves_after_a_pa_ra_are_chosen_coin_first_then_distance() -> None:
    singles = [[spot, 0, 1] for spot in range(3, 11)]
    view = playing(singles, hand=1, dice=(2, 1), kept=2)
    assert view.table.game is not None
    assert view.table.game.pending is not None
    assert len(view.table.game.pending.moves) == 27
    # Nine sources do not fit in six buttons: two pages, three short labels to a row.
    assert labels_at(view, ChoiceStep()) == [
        ["New coin", "On 3", "On 4"],
        ["On 5", "On 6", "More →"],
    ]
    assert labels_at(view, ChoiceStep(None, 1)) == [
        ["On 7", "On 8", "On 9"],
        ["On 10", "← Back"],
    ]
    # A stack's moves say a stack with its mark alone: as many to a row as a phone's line holds.
    assert labels_at(view, ChoiceStep(7)) == [["+2 → 9 ➕", "+3 → 10 ➕"], ["+5 → 12", "← Back"]]
    assert labels_at(view, ChoiceStep(10)) == [["+2 → 12", "+3 → 13", "+5 → 15"], ["← Back"]]
    # A step the throw has no source for (a forged id) shows the first step.
    assert labels_at(view, ChoiceStep(44)) == labels_at(view, ChoiceStep())
    offered = []
    for source in (0, *range(3, 11)):
        rows = action_rows(board_message(view, step=ChoiceStep(source)).view.to_components())
        ids = [c["custom_id"] for row in rows for c in row["components"]]
        assert all(len(i) <= 100 for i in ids)
        offered += [i for i in ids if i.startswith("sho:m:")]
    assert len(offered) == len(set(offered)) == 27


def test_a_stack_is_named_by_its_spot_and_size_on_the_first_step() -> None:
    view = playing([[5, 0, 3], [9, 0, 1], [14, 0, 2], [30, 0, 1]], hand=2, dice=(4, 3), kept=2)
    assert view.table.game is not None
    assert view.table.game.pending is not None
    assert len(view.table.game.pending.moves) > 6
    first = [label for row in labels_at(view, ChoiceStep()) for label in row]
    assert "On 5 (×3)" in first
    assert "On 9" in first
    assert "New coin" in first


def test_a_few_moves_are_buttons_in_rows_a_phone_shows_whole_with_rules_beside_the_footer() -> None:
    view = playing([[5, 0, 2], [20, 0, 1]], hand=6, dice=(4, 3))
    components = rows(view)
    labels = [[c["label"] for c in row["components"]] for row in components]
    assert labels == [["New coin → 7", "5 (×2) → 12"], ["20 → 27"]]
    assert len({c["custom_id"] for row in components for c in row["components"]}) == 3
    card = board_message(view).view.to_components()[0]["components"]
    footer = card[-1]
    assert footer["type"] == SECTION
    assert footer["components"][0]["content"].startswith("-# Game #")
    assert footer["accessory"]["label"] == "Rules"


def test_the_pending_throw_is_large_on_the_board_above_whose_turn_it_is() -> None:
    message = board_message(playing([[5, 0, 2]], hand=7, dice=(4, 3)))
    components = message.view.to_components()
    headline = texts(components)[0].split("```")[0].splitlines()
    assert headline[-2:] == [
        "### ⚃ ⚂ (4 + 3)",
        "<@111>, your turn: choose a move.",
    ]
    assert components[0]["accent_color"] == SIDE_STYLES[0].colour


def test_the_lobby_shows_sides_partners_and_open_seats() -> None:
    config = TableConfig(4, 1, Level.HARD, Options(stacking_ends_turn=True), 90)
    table = Table.opened(config, 111, "Dawa")
    message = lobby_message(hosted_of(table))
    components = message.view.to_components()
    text = "\n".join(texts(components))
    assert "`1` 🔴 <@111> 👑" in text
    assert "`2` 🔷 🤖 Computer 1 (hard)" in text
    assert "`3` 🔴 *open seat*" in text
    assert "seats **1 + 3** against seats **2 + 4**" in text
    assert "Rules: classic, but stacking ends the turn · 90 s a turn · computers play hard" in text
    labels = [c["label"] for row in action_rows(components) for c in row["components"]]
    assert labels == ["Join", "Leave", "Add computer", "Start", "Cancel"]


def finished(players: int, names: list[str], people: list[int | None]) -> Table:
    sides = 3 if players == 3 else 2
    track: list[list[int]] = []
    position = {
        "players": players,
        "options": {"stacking_ends_turn": False, "no_nine_stack": False},
        "sides": [{"hand": 0, "home": 9, "opened": True}]
        + [{"hand": 9, "home": 0, "opened": False}] * (sides - 1),
        "track": track,
        "turn": 0,
        "kept": 0,
        "winner": 0,
    }
    seats = tuple(
        Seat(user, name) if user is not None else Seat.computer(int(name.split()[-1]), Level.NORMAL)
        for user, name in zip(people, names, strict=True)
    )
    return Table(
        TableConfig(players),
        111,
        GameStatus.FINISHED,
        seats,
        Game(load_position(position)),
        stats=Stats(1, 2, 0, 1),
    )


def test_partners_win_together_in_plain_words() -> None:
    table = finished(4, ["Dawa", "Computer 1", "Pema", "Computer 2"], [111, None, 222, None])
    assert winners_text(table) == "Dawa and Pema win!"
    text = summary_text(table)
    assert text.startswith("🏆 **Dawa and Pema win!**\nWell played, <@111> <@222>!")
    assert "1 throw · ⚔️ 2 kills · ➕ 0 stacks · 🔁 1 pa ra" in text
    assert text.endswith("Not rated: a computer played.")


def test_the_summary_shows_each_rating_change() -> None:
    table = finished(2, ["Pema", "Dawa"], [111, 222])
    changes = [
        RatingChange(7, 1, 111, 3, Rating(26.0, 0.3, 4), Rating(26.4, 0.2, 5)),
        RatingChange(7, 1, 222, 3, Rating(24.0, 0.3, 4), Rating(23.5, 0.2, 5)),
    ]
    assert summary_text(table, changes).splitlines()[-1] == "📈 Pema 50.1 → 50.8 · Dawa 48.1 → 47.9"
    assert summary_text(table).splitlines()[-1].startswith("🎲"), "people only: nothing to say"


def test_the_summary_gives_each_seat_its_place_figures_and_rating_with_the_games_number() -> None:
    table = finished(4, ["Dawa", "Computer 1", "Pema", "Tenzin"], [111, None, 222, 333])
    seats = (
        SeatResult(0, 111, "Dawa", 0, 1, coins_home=9, kills_made=1, stacks=2),
        SeatResult(1, None, "", 1, 2, coins_home=5, computer_level=Level.NORMAL),
        SeatResult(2, 222, "Pema", 0, 1, coins_home=9, kills_made=2, stacks=1),
        SeatResult(3, 333, "Tenzin", 1, None, coins_home=3, left=True),
    )
    result = GameResult(
        41, 1, EndReason.WON, 0, 4, 1, Level.NORMAL, Options(), 120, 1, 0.0, 1.0, False, seats
    )
    changes = [RatingChange(41, 1, 222, 3, Rating(24.0, 0.3, 4), Rating(24.6, 0.2, 5))]
    lines = summary_text(table, changes, result=result).splitlines()
    assert lines[0] == "🏆 **Dawa and Pema win!** · game #41"
    assert lines[2:6] == [
        "🥇 **Dawa**: 9 home · 1 kill · 2 stacks",
        "🥇 **Pema**: 9 home · 2 kills · 1 stack · 📈 48.1 → 49.0",
        "🥈 **Computer 1**: 5 home · 0 kills · 0 stacks",
        "▫️ **Tenzin**: 3 home · 0 kills · 0 stacks",
    ], "partners share their place; a seat the game gave no place comes last"
    assert not any(line.startswith("📈") for line in lines), "ratings are on the seats' lines"


def test_a_computer_wins_without_congratulating_anyone() -> None:
    table = finished(2, ["Computer 1", "Dawa"], [None, 111])
    assert summary_text(table).splitlines()[:2] == [
        "🏆 **Computer 1 wins!**",
        "🎲 1 throw · ⚔️ 2 kills · ➕ 0 stacks · 🔁 1 pa ra",
    ]


def test_a_typed_move_is_its_value_or_its_label() -> None:
    view = playing([[5, 0, 2]], hand=7, dice=(4, 3))
    assert view.table.game is not None
    assert view.table.game.pending is not None
    moves = view.table.game.pending.moves
    assert chosen_move("5:12", moves) == MoveAction(5, 12)
    assert chosen_move("  new coin → 7 ", moves) == MoveAction(0, 7)
    with pytest.raises(InvalidInputError) as refused:
        chosen_move("seven", moves)
    assert refusal(refused.value).startswith("Pick one of your moves")
