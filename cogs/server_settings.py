"""/sho config: a server's own defaults for new games, for members with Manage Server
(/sho settings, its old name, still works); /sho pings: each player's own turn pings.

/sho config opens a private panel whose selects and buttons change each setting
(bot/ui/config/panel.py). Its options, which the README documents, stay as a shortcut: a
change given with the command is saved first and the panel shows it saved."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot.client import ShoBot
from bot.engine import Level, OptionChanges, Preset
from bot.services.limits import TABLE_LIMIT, TABLE_LIMIT_MOST
from bot.services.server_config import ConfigChange
from bot.ui.config.panel import changed_panel, moved
from bot.ui.kit.answer import Answer, privately
from bot.ui.kit.replies import Reply
from cogs.described import described
from cogs.rule_choices import (
    LEVEL_CHOICES,
    OPTION_PARAMETERS,
    PRESET_CHOICES,
    takes_table_options,
)
from cogs.sho_group import RETIRED, HelpGroup, ShoCog, add_sho_cog

log = logging.getLogger(__name__)

NO_MENTIONS = discord.AllowedMentions.none()


class ServerSettingsCog(ShoCog):
    """The server's defaults for new games, and each player's pings."""

    help_group = HelpGroup.SETTINGS

    async def _show(
        self, interaction: discord.Interaction[Any], change: ConfigChange, note: str = ""
    ) -> None:
        """Apply the change (if any), then show the panel privately."""

        async def panel(answer: Answer) -> Reply:
            shown = await changed_panel(interaction, change, note, await answer.words())
            return Reply(view=shown, allowed_mentions=NO_MENTIONS)

        await privately(interaction, panel)

    @app_commands.command(name="config", description=described("command-config"))
    @app_commands.describe(
        rules=described("command-config-rules"),
        turn_minutes=described("command-config-turn-minutes"),
        level=described("command-config-level"),
        allow_channel=described("command-config-allow-channel"),
        disallow_channel=described("command-config-disallow-channel"),
        every_channel=described("command-config-every-channel"),
        threads=described("command-config-threads"),
        turn_pings=described("command-config-turn-pings"),
        moderator_role=described("command-config-moderator-role"),
        no_moderator_role=described("command-config-no-moderator-role"),
        table_limit=described("command-config-table-limit", limit=TABLE_LIMIT),
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

    @app_commands.command(
        name="settings", description=described("command-settings"), extras={RETIRED: True}
    )
    @app_commands.describe(turn_minutes=described("command-settings-turn-minutes"))
    async def settings(
        self,
        interaction: discord.Interaction[Any],
        turn_minutes: app_commands.Range[int, 1, 1440] | None = None,
    ) -> None:
        seconds = None if turn_minutes is None else turn_minutes * 60
        await self._show(interaction, ConfigChange(turn_seconds=seconds), moved())

    @app_commands.command(name="pings", description=described("command-pings"))
    @app_commands.describe(on=described("command-pings-on"))
    async def pings(self, interaction: discord.Interaction[Any], on: bool | None = None) -> None:
        config = self.bot.server_config
        user = interaction.user.id

        async def setting(answer: Answer) -> Reply:
            if on is not None:
                await config.set_turn_pings(user, on)
            now = await config.turn_pings(user)
            words = await answer.words()
            if on is None:  # only asked: say how to change it
                return Reply(
                    words.say("config-pings-on-shown" if now else "config-pings-off-shown")
                )
            return Reply(words.say("config-pings-on" if now else "config-pings-off"))

        await privately(interaction, setting)


async def setup(bot: ShoBot) -> None:
    await add_sho_cog(bot, ServerSettingsCog(bot))
