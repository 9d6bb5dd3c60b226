"""The bot run as shards (SHO_SHARD_COUNT / SHO_SHARD_IDS) through the fake Discord."""

from __future__ import annotations

from pathlib import Path

from discord.ext import commands

from bot.store.shards import Shards
from devtools.fakediscord import FakeDiscord
from tests.kit.game_support import ScriptedDice, game_bot, two_player_game


async def test_a_sharded_bot_connects_its_shards_and_plays(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice, shards=Shards(1, (0,))) as bot:
        assert isinstance(bot, commands.AutoShardedBot)
        assert (bot.shard_count, bot.shard_ids, sorted(bot.shards)) == (1, [0], [0])
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        before = (await bot.games.get(game_id)).version
        await fake.click(board, "Throw", user=dawa)
        assert (await bot.games.get(game_id)).version > before, "the throw was saved"


async def test_without_shard_settings_the_bot_is_one_unsharded_client(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    async with game_bot(fake_discord, tmp_path / "sho.db", dice=dice) as bot:
        assert not isinstance(bot, commands.AutoShardedBot)
        assert bot.shard_count is None
