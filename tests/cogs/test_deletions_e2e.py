"""Moderators deleting things under a game, end to end: a purge that takes the board with it,
a deleted channel, a deleted thread."""

from __future__ import annotations

from pathlib import Path

from bot.table.status import GameStatus
from devtools.fakediscord import FakeDiscord
from tests.kit.game_support import (
    ScriptedDice,
    board_of,
    boards,
    game_bot,
    service_of,
    turn_line,
    two_player_game,
)
from tests.kit.servicekit import until


async def test_a_purge_that_takes_the_board_posts_it_again(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    dice = ScriptedDice.first_to_throw(0)
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        chatter = [await fake.say(board.channel_id, pema, f"message {i}") for i in range(3)]
        await fake.purge(board.channel_id, [chatter[0], board, *chatter[1:]])
        again = await fake.wait_for(lambda: boards(fake, board.channel_id), timeout=10)
        assert again[-1].id != board.id
        assert turn_line(again[-1]).startswith(dawa.mention), "the same turn, on a new board"
        await fake.click(again[-1], "Throw", user=dawa)
        assert (await service_of(bot).get(game_id)).board_message_id == again[-1].id

        other = [await fake.say(board.channel_id, pema, "not the board") for _ in range(2)]
        await fake.purge(board.channel_id, other)  # a purge without the board changes nothing
        assert board_of(fake, board.channel_id).id == again[-1].id


async def test_a_deleted_channel_closes_its_game_and_a_deleted_thread_its_lobby(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    doomed = fake.add_channel("doomed")
    dice = ScriptedDice.first_to_throw(0)
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        lobby = await fake.slash("sho new", user=dawa, channel=doomed, players=2)
        await fake.click(lobby, "Join", user=pema)
        game = await service_of(bot).live_in_channel(doomed.id)
        assert game is not None
        assert game.table.status is GameStatus.ACTIVE

        # A lobby moved into a thread: deleting the thread closes it.
        await fake.slash("sho new", user=dawa, players=3)
        busy = await fake.slash("sho new", user=pema, players=2)
        await fake.click(busy, "Start it in a thread", user=pema)
        thread = await fake.wait_for(lambda: fake.threads[0] if fake.threads else None)
        in_thread = await fake.wait_for(lambda: boards(fake, thread))
        assert in_thread
        lobby_view = await service_of(bot).live_in_channel(thread.id)
        assert lobby_view is not None

        await fake.delete_channel(doomed)
        await fake.delete_channel(thread)

        async def closed() -> bool:
            views = [await service_of(bot).get(i) for i in (game.id, lobby_view.id)]
            return not any(v.table.status.is_live for v in views)

        await until(closed)
        assert bot.publisher.tracked_games == 1, "only the lobby in the first channel is left"
        live = await service_of(bot).live_in_guild(fake.guild_id)
        assert [v.where for v in live] == [fake.channels[0].id]
