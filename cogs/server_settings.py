"""/sho config: a server's own defaults for new games, for members with Manage Server
(/sho settings, its old name, still works); /sho pings: each player's own turn pings."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot.client import ShoBot
from bot.engine import Level, OptionChanges, Preset
from bot.services.limits import TABLE_LIMIT, TABLE_LIMIT_MOST
from bot.services.server_config import ConfigChange
from bot.ui.config_panel import MOVED, config_panel
from bot.ui.replies import Reply, reply
from cogs.rule_choices import (
    LEVEL_CHOICES,
    OPTION_PARAMETERS,
    PRESET_CHOICES,
    takes_table_options,
)
from cogs.sho_group import ShoCog, add_sho_cog

log = logging.getLogger(__name__)

NO_MENTIONS = discord.AllowedMentions.none()


def can_manage(interaction: discord.Interaction[Any]) -> bool:
    permissions = interaction.permissions
    return bool(permissions.manage_guild or permissions.administrator)


class ServerSettingsCog(ShoCog):
    """The server's defaults for new games, and each player's pings."""

    async def _show(
        self, interaction: discord.Interaction[Any], change: ConfigChange, note: str = ""
    ) -> None:
        """Apply the change (if any), then show the panel privately."""
        try:  # answered before the database, however busy it is
            await interaction.response.defer(ephemeral=True, thinking=True)
        except discord.HTTPException as error:  # too late or refused: the change still counts
            log.warning("could not acknowledge interaction %d: %s", interaction.id, error)
        config = self.bot.server_config
        settings = await config.change(
            interaction.guild_id or 0, change, manager=can_manage(interaction)
        )
        text = config_panel(settings, config.turn_seconds, changed=not change.empty)
        await interaction.followup.send(
            f"{note}\n{text}" if note else text, ephemeral=True, allowed_mentions=NO_MENTIONS
        )

    @app_commands.command(name="config", description="This server's settings for new games")
    @app_commands.describe(
        rules="The rules new games start from (sets every option to the preset's)",
        turn_minutes="Minutes a player has for a turn in new games",
        level="How well the computers play in new games",
        allow_channel="Add a channel where games may be started",
        disallow_channel="Take a channel off the list where games may be started",
        every_channel="Let games be started in every channel again",
        threads="Open each new game in a thread of the channel",
        turn_pings="Ping the player whose turn it is",
        moderator_role="A role that may end games and remove players, besides Manage Server",
        no_moderator_role="Only Manage Server may end games and remove players",
        table_limit=f"The most games and open tables at once (default {TABLE_LIMIT})",
    )
    @app_commands.choices(rules=PRESET_CHOICES, level=LEVEL_CHOICES)
    @takes_table_options
    async def config(
        self,
        interaction: discord.Interaction[Any],
        rules: str | None = None,
        options: OptionChanges = OPTION_PARAMETERS,
        turn_minutes: app_commands.Range[int, 1, 1440] | None = None,
        level: str | None = None,
        allow_channel: discord.TextChannel | None = None,
        disallow_channel: discord.TextChannel | None = None,
        every_channel: bool = False,
        threads: bool | None = None,
        turn_pings: bool | None = None,
        moderator_role: discord.Role | None = None,
        no_moderator_role: bool = False,
        table_limit: app_commands.Range[int, 1, TABLE_LIMIT_MOST] | None = None,
    ) -> None:
        change = ConfigChange(
            preset=None if rules is None else Preset(rules),
            options=options,
            turn_seconds=None if turn_minutes is None else turn_minutes * 60,
            level=None if level is None else Level(level),
            add_channel=None if allow_channel is None else allow_channel.id,
            remove_channel=None if disallow_channel is None else disallow_channel.id,
            every_channel=every_channel,
            threads=threads,
            turn_pings=turn_pings,
            moderator_role=None if moderator_role is None else moderator_role.id,
            no_moderator_role=no_moderator_role,
            table_limit=table_limit,
        )
        await self._show(interaction, change)

    @app_commands.command(name="settings", description="Now /sho config (the turn time here)")
    @app_commands.describe(turn_minutes="Minutes a player has for a turn in new games")
    async def settings(
        self,
        interaction: discord.Interaction[Any],
        turn_minutes: app_commands.Range[int, 1, 1440] | None = None,
    ) -> None:
        seconds = None if turn_minutes is None else turn_minutes * 60
        await self._show(interaction, ConfigChange(turn_seconds=seconds), MOVED)

    @app_commands.command(name="pings", description="Turn your own turn pings off or on")
    @app_commands.describe(on="Ping me when it is my turn (leave out to see your setting)")
    async def pings(self, interaction: discord.Interaction[Any], on: bool | None = None) -> None:
        config = self.bot.server_config
        user = interaction.user.id

        async def setting() -> Reply:
            if on is not None:
                await config.set_turn_pings(user, on)
            now = await config.turn_pings(user)
            text = (
                "You are pinged when your turn comes."
                if now
                else "You are not pinged for your turns any more: the board still names you."
            )
            if on is None:
                text += f" Use /sho pings on:{'False' if now else 'True'} to change it."
            return Reply(text)

        await reply(interaction, setting(), ephemeral=True)


async def setup(bot: ShoBot) -> None:
    await add_sho_cog(bot, ServerSettingsCog(bot))
