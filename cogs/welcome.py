"""The welcome posted when the bot joins a server (bot/ui/community/welcome.py)."""

from __future__ import annotations

import discord
from discord.ext import commands

from bot.client import ShoBot
from bot.ui.community.welcome import welcome


class WelcomeCog(commands.Cog):
    """Says hello once per join: discord.py reports `on_guild_join` only for a server the bot
    was just added to, not for those it already was in when it (re)connects."""

    def __init__(self, bot: ShoBot) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        await welcome(guild)


async def setup(bot: ShoBot) -> None:
    await bot.add_cog(WelcomeCog(bot))
