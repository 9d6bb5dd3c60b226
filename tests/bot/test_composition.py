"""The composition root: the bot builds the game service and the publisher once, hands them to the
game cog, outlives a reload of that cog, and closes them once when it closes."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from devtools.fakediscord import FakeDiscord
from tests.kit.game_support import ScriptedDice, board_of, game_bot, turn_line, two_player_game


def driving(game_id: int) -> list[asyncio.Task[object]]:
    """The service's running task that keeps this game moving (named by the driver)."""
    return [
        t for t in asyncio.all_tasks() if t.get_name() == f"sho-game-{game_id}" and not t.done()
    ]


async def test_the_buttons_answer_without_the_game_commands_loaded(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    """Each button owns what its click does and reaches the bot's services itself: with the
    game's commands unloaded, the board still plays."""
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        _, board = await two_player_game(fake, bot, dawa, pema)
        await bot.unload_extension("cogs.game")
        assert bot.get_cog("TurnCog") is None
        dice.push((4, 3))  # an opening: the turn passes to Pema
        await fake.click(board, "Throw", user=dawa)
        await fake.wait_for(
            lambda: turn_line(board_of(fake, board.channel_id)).startswith(pema.mention)
        )


async def test_reloading_the_game_cog_keeps_the_games_going(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        service, publisher, driver = bot.games, bot.publisher, driving(game_id)
        assert len(driver) == 1
        await bot.reload_extension("cogs.game")
        assert bot.games is service
        assert bot.publisher is publisher
        assert driving(game_id) == driver, "the game's clock still runs"
        assert bot.get_cog("TurnCog") is not None

        dice.push((4, 3))  # an opening: the turn passes to Pema
        await fake.click(board, "Throw", user=dawa)
        await fake.wait_for(
            lambda: turn_line(board_of(fake, board.channel_id)).startswith(pema.mention)
        )
        said = [m.content for m in fake.channel_messages(board.channel_id)]
        assert not any("restarted" in text for text in said), "a reload is not a restart"

        await bot.unload_extension("cogs.game")
        assert bot.get_cog("LobbyCog") is None
        assert driving(game_id) == driver, "unloading the cog does not stop the games"


async def test_closing_the_bot_stops_the_games_and_lets_go_of_them(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, _ = await two_player_game(fake, bot, dawa, pema)
        assert driving(game_id)
        await bot.close()
        assert driving(game_id) == []
        with pytest.raises(RuntimeError, match="game service exists only"):
            _ = bot.games
        with pytest.raises(RuntimeError, match="board publisher exists only"):
            _ = bot.publisher
