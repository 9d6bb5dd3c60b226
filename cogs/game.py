"""Playing Sho in a channel: the game cog, made of the lobby, turn and admin parts.

Each handler acknowledges at once, checks where it was used, calls one service method and
answers privately; the board itself is redrawn by the publisher, which follows every change the
service reports. This module wires the parts together: dynamic items, deleted boards and clicks
that discord.py would otherwise drop. (The bot builds the service and resumes games after a
restart; see `bot.client`.)
"""

from __future__ import annotations

from typing import Any

import discord

from bot.client import ShoBot
from bot.ui.components import DYNAMIC_ITEMS, answer_stray_click
from cogs.game_admin import AdminCommands
from cogs.game_lobby import LobbyCommands
from cogs.game_turn import TurnCommands
from cogs.sho_group import ShoCog, add_sho_cog


class GameCog(LobbyCommands, TurnCommands, AdminCommands):
    """Every /sho command of a game, and the handler of its buttons (`ActionHandler`).

    The service and publisher belong to the bot and outlive the cog: unloading or reloading it
    only detaches its commands, buttons and handlers.
    """

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_dynamic_items(*DYNAMIC_ITEMS)
        self.bot.actions = self

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*DYNAMIC_ITEMS)
        self.bot.actions = None
        await super().cog_unload()

    @ShoCog.listener()
    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """Answer the game's clicks that no dynamic item will (stale or forged ids)."""
        await answer_stray_click(interaction)

    @ShoCog.listener()
    async def on_raw_message_delete(self, event: discord.RawMessageDeleteEvent) -> None:
        """A deleted board is posted again at once."""
        await self.publisher.board_deleted(event.channel_id, {event.message_id})

    @ShoCog.listener()
    async def on_raw_bulk_message_delete(self, event: discord.RawBulkMessageDeleteEvent) -> None:
        """A purge that took the board with it: the board is posted again too."""
        await self.publisher.board_deleted(event.channel_id, event.message_ids)

    @ShoCog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """A deleted channel closes its tables (and those of its threads)."""
        await self._channel_deleted(channel.guild.id, channel.id)

    @ShoCog.listener()
    async def on_raw_thread_delete(self, event: discord.RawThreadDeleteEvent) -> None:
        """A deleted thread closes its table."""
        await self._channel_deleted(event.guild_id, event.thread_id)

    async def _channel_deleted(self, guild_id: int, channel_id: int) -> None:
        closed = await self.service.channel_deleted(guild_id, channel_id)
        await self.publisher.channel_deleted(closed)


async def setup(bot: ShoBot) -> None:
    await add_sho_cog(bot, GameCog(bot))
