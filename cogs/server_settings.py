"""`/sho settings`: a server's own defaults (the turn time), for members with Manage Server."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.client import ShoBot
from bot.services.errors import PermissionDeniedError
from bot.store import GuildSettings
from cogs.sho_group import ShoCog, add_sho_cog


def turn_text(seconds: int) -> str:
    minutes, rest = divmod(seconds, 60)
    return f"{minutes} min" if not rest else f"{seconds} s"


class ServerSettingsCog(ShoCog):
    """The server's defaults for new games."""

    @app_commands.command(name="settings", description="This server's defaults for new games")
    @app_commands.describe(
        turn_minutes="Minutes a player has for a turn in new games (leave out to just look)"
    )
    async def settings(
        self,
        interaction: discord.Interaction[Any],
        turn_minutes: app_commands.Range[int, 1, 1440] | None = None,
    ) -> None:
        guild_id = interaction.guild_id or 0
        store = self.bot.store.guild_settings
        if turn_minutes is not None:
            permissions = interaction.permissions
            if not permissions.manage_guild:
                raise PermissionDeniedError(
                    "Only members with Manage Server can change the server's settings."
                )
            await store.set(GuildSettings(guild_id, turn_seconds=turn_minutes * 60))
        current = (await store.get(guild_id)).turn_seconds
        default = self.bot.settings.turn_seconds
        text = (
            f"Turn time for new games: **{turn_text(current or default)}**"
            f"{'' if current else ' (the bot default)'}. A game's own /sho new choice wins."
        )
        await interaction.response.send_message(text, ephemeral=True)


async def setup(bot: ShoBot) -> None:
    await add_sho_cog(bot, ServerSettingsCog(bot))
