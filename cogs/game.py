"""Playing Sho in a channel: the lobby, turn and admin commands, and what happens to a table
when moderators delete its messages or its channel.

Each command acknowledges at once, checks where it was used, calls one service method and
answers privately; the buttons answer their own clicks (bot/ui/controls.py lists them), and the
board is redrawn by the publisher for every change nobody's click drew. (The bot builds the
service and resumes games after a restart; see `bot.client`.)
"""

from __future__ import annotations

import discord
from discord.ext import commands

from bot.client import ShoBot
from cogs.game_admin import AdminCog
from cogs.game_lobby import LobbyCog
from cogs.game_turn import TurnCog
from cogs.sho_group import add_sho_cog


class TableWatch(commands.Cog):
    """Deleted boards posted again; tables in deleted channels closed."""

    def __init__(self, bot: ShoBot) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_raw_message_delete(self, event: discord.RawMessageDeleteEvent) -> None:
        """A deleted board is posted again at once."""
        await self.bot.publisher.board_deleted(event.channel_id, {event.message_id})

    @commands.Cog.listener()
    async def on_raw_bulk_message_delete(self, event: discord.RawBulkMessageDeleteEvent) -> None:
        """A purge that took the board with it: the board is posted again too."""
        await self.bot.publisher.board_deleted(event.channel_id, event.message_ids)

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """A deleted channel closes its tables (and those of its threads)."""
        await self._channel_deleted(channel.guild.id, channel.id)

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, event: discord.RawThreadDeleteEvent) -> None:
        """A deleted thread closes its table."""
        await self._channel_deleted(event.guild_id, event.thread_id)

    async def _channel_deleted(self, guild_id: int, channel_id: int) -> None:
        closed = await self.bot.games.channel_deleted(guild_id, channel_id)
        await self.bot.publisher.channel_deleted(closed)


async def setup(bot: ShoBot) -> None:
    for cog in (LobbyCog(bot), TurnCog(bot), AdminCog(bot)):
        await add_sho_cog(bot, cog)
    await bot.add_cog(TableWatch(bot))


async def teardown(bot: ShoBot) -> None:
    # discord.py removes only the cogs defined in this module itself on unload.
    for name in ("LobbyCog", "TurnCog", "AdminCog"):
        await bot.remove_cog(name)
