"""Resign: a player of a rated game of two gives it up, asked first; the game ends at once, the
other player wins, and it counts as lost for the one who resigned (issue 44's new button).
The table's request, its record and log, the result, and the button end to end."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.services.results import game_result
from bot.services.snapshot import dump_table, load_table
from bot.table.actions import Leave, Open, Resign, Start, action_from_json, action_to_json
from bot.table.config import TableConfig
from bot.table.end_reason import EndReason
from bot.table.errors import InvalidInputError, NotInGameError, ShoError, TableRefusal
from bot.table.events import Resigned, event_from_json, event_to_json
from bot.table.status import GameStatus
from bot.table.table import Table
from bot.ui.kit.refusals import refusal
from bot.ui.table.log_words import event_text
from devtools.fakediscord import FakeDiscord
from tests.kit.game_support import (
    ScriptedDice,
    board_of,
    forge_click,
    game_bot,
    service_of,
    turn_line,
    two_player_game,
)

DAWA, PEMA, TASHI = 11, 12, 13


def game_of(players: int = 2, computers: int = 0) -> Table:
    """A game under way: Dawa, Pema (and Tashi) at a table of `players`."""
    table = Table.opened(TableConfig(players, computers), DAWA, "Dawa")
    for user, name in [(PEMA, "Pema"), (TASHI, "Tashi")][: players - 1 - computers]:
        table = table.apply(table.request_join(user, name))
    return table.apply(Start(0))


def test_a_resigned_game_is_won_by_the_other_and_lost_by_the_one_who_gave_up() -> None:
    table = game_of()
    assert table.rated
    after = table.apply(table.request_resign(PEMA))
    assert after.status is GameStatus.FINISHED
    assert after.end_reason is EndReason.RESIGNED
    assert after.winner_side == 0
    assert [seat.name for seat in after.winners()] == ["Dawa"]
    assert [seat.left for seat in after.seats] == [False, True]
    assert after.log[-1] == Resigned("Pema", 1)
    assert event_text(after.log[-1], after) == "Pema resigned: the other player wins."
    assert load_table(dump_table(after)) == after, "a snapshot keeps it"
    dawa_gives_up = table.apply(table.request_resign(DAWA))
    assert dawa_gives_up.winner_side == 1


@pytest.mark.parametrize(
    ("table", "user", "refused"),
    [
        (Table.opened(TableConfig(2), DAWA, "Dawa"), DAWA, TableRefusal.NOT_BEING_PLAYED),
        (game_of(), TASHI, TableRefusal.NOT_PLAYING),
        (game_of(3), PEMA, TableRefusal.RESIGN_TWO_PEOPLE),
        (game_of(2, computers=1), DAWA, TableRefusal.RESIGN_TWO_PEOPLE),
        (game_of().apply(Leave(PEMA)), DAWA, TableRefusal.RESIGN_TWO_PEOPLE),
        (game_of().apply(Resign(PEMA)), DAWA, TableRefusal.NOT_BEING_PLAYED),
    ],
)
def test_only_a_player_of_a_game_of_two_under_way_may_resign(
    table: Table, user: int, refused: TableRefusal
) -> None:
    with pytest.raises(ShoError) as error:
        table.request_resign(user)
    assert error.value.code is refused
    assert isinstance(error.value, InvalidInputError | NotInGameError)
    assert refusal(error.value)


def test_the_record_and_the_log_read_back() -> None:
    assert action_from_json(action_to_json(Resign(PEMA))) == Resign(PEMA)
    assert action_to_json(Resign(PEMA)) == {"type": "resign", "user": PEMA}
    assert event_from_json(event_to_json(Resigned("Pema", 1))) == Resigned("Pema", 1)


def test_the_result_places_the_winner_first_and_the_resigner_last_and_is_rated() -> None:
    config = TableConfig(2)
    record = [
        Open(config, DAWA, "Dawa"),
        Table.opened(config, DAWA, "Dawa").request_join(PEMA, "Pema"),
        Start(0),
        Resign(PEMA),
    ]
    result = game_result(7, 5, record, [1.0, 2.0, 3.0, 4.0])
    assert result is not None
    assert (result.end_reason, result.winner_side, result.rated) == (EndReason.RESIGNED, 0, True)
    assert [(s.name, s.place, s.left) for s in result.seats] == [
        ("Dawa", 1, False),
        ("Pema", 3, True),
    ]


def test_a_game_with_a_computer_is_not_rated() -> None:
    assert not game_of(2, computers=1).rated


async def test_resign_asks_first_then_ends_the_game_for_the_other_to_win(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema, tashi = fake.add_user("dawa"), fake.add_user("pema"), fake.add_user("tashi")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        assert [b.label for b in board.buttons] == ["Throw", "Resign", "Rules"]
        stranger = await fake.click(board, "Resign", user=tashi)
        assert stranger.text == "You are not playing at this table."
        asked = await fake.click(board, "Resign", user=pema)
        assert asked.ephemeral
        assert asked.text.startswith("Resign this game? It ends now")
        assert (await service_of(bot).get(game_id)).table.status is GameStatus.ACTIVE, "asked first"
        question = asked.message
        assert question is not None
        done = await fake.click(question, "Yes, resign", user=pema)
        assert done.text == "You resigned. Good game!"
        view = await service_of(bot).get(game_id)
        assert (view.table.status, view.table.end_reason) == (
            GameStatus.FINISHED,
            EndReason.RESIGNED,
        )
        await fake.wait_for(lambda: "Dawa wins" in turn_line(board_of(fake, board.channel_id)))
        assert "Resign" not in [b.label for b in board_of(fake, board.channel_id).buttons]
        again = await forge_click(fake, question, f"sho:c:{game_id}:resign:0", user=pema)
        assert again.note is not None
        assert "over" in again.note.text.casefold() or "not being played" in again.note.text
        result = await bot.store.results.get(game_id)
        assert result is not None
        assert (result.rated, [s.place for s in result.seats]) == (True, [1, 3])


async def test_a_game_with_a_computer_offers_no_resign(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa = fake.add_user("dawa")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        lobby = await fake.slash("sho new", user=dawa, players=2, computers=1)
        board = lobby.message
        assert board is not None
        await fake.wait_for(lambda: turn_line(board).startswith(dawa.mention))
        assert [b.label for b in board.buttons] == ["Throw", "Rules"]
        assert (await service_of(bot).live_in_channel(board.channel_id)) is not None
