"""The game cog as an extension for the game tests (no tests here): built with the dice and clocks
`test_game_support.game_bot` was given. discord.py executes an extension as a fresh module, so the
settings live in the kit, which stays the one module tests import."""

from __future__ import annotations

from test_game_support import cog_settings

from bot.client import ShoBot
from cogs.game import GameCog
from cogs.sho_group import add_sho_cog


async def setup(bot: ShoBot) -> None:
    await add_sho_cog(bot, GameCog(bot, dice=cog_settings.dice, timing=cog_settings.timing))
