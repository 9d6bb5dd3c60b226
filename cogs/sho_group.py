"""The one `/sho` command group, and `ShoCog`, the base of every feature cog that adds to it.

Why not a `GroupCog` per feature: in discord.py a GroupCog *is* its own top-level group, so two
of them would make two commands, not one `/sho`. And one GroupCog with feature mixins would tie
every feature to one class, while the bot loads features by extension name (`cogs.rules`,
`cogs.help`, `cogs.game`, ...).

So each feature is a plain `ShoCog` declaring ordinary `@app_commands.command`s. In `cog_load`
they are attached to the bot's `/sho` group (created on first use, one per bot's command tree,
so separate bots never share it), and `cog_unload` detaches them again. When discord.py then
registers the cog's commands, `CommandTree.add_command` adds each command's root parent, i.e.
the same `/sho` group again, so feature cogs are added with `override=True` (`add_sho_cog`).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import ShoBot
from bot.words import ENGLISH
from cogs.described import described

GROUP_NAME = "sho"


RETIRED = "retired"
"""A command's `extras` key: the command still answers (it was documented once) but /sho help
no longer lists it."""


class HelpGroup(StrEnum):
    """Where /sho help lists a feature's commands, in this order."""

    PLAY = "play"
    STANDINGS = "standings"
    SETTINGS = "settings"
    MORE = "more"


class ShoGroup(
    app_commands.Group,
    name=GROUP_NAME,
    description=described("command-sho"),
    guild_only=True,
):
    """`/sho ...`: every command of the bot. Guild-only, and says so if used in a DM anyway."""

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        if interaction.guild_id is None:
            raise app_commands.NoPrivateMessage(ENGLISH.say("notice-guild-only"))
        return True


def sho_group(tree: app_commands.CommandTree[Any]) -> ShoGroup:
    """The `/sho` group of this command tree, added to it on first use."""
    group = tree.get_command(GROUP_NAME)
    if isinstance(group, ShoGroup):
        return group
    group = ShoGroup()
    tree.add_command(group)
    return group


class ShoCog(commands.Cog):
    """A feature whose app commands become `/sho` subcommands while the cog is loaded."""

    help_group: ClassVar[HelpGroup] = HelpGroup.MORE
    """Where /sho help lists the feature's commands."""

    def __init__(self, bot: ShoBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        group = sho_group(self.bot.tree)
        for command in self.get_app_commands():
            group.add_command(command)

    async def cog_unload(self) -> None:
        group = sho_group(self.bot.tree)
        for command in list(self.walk_app_commands()):
            if command.parent is group:
                group.remove_command(command.name)
        if not group.commands:
            self.bot.tree.remove_command(group.name)


async def add_sho_cog(bot: ShoBot, cog: ShoCog) -> None:
    """Add a feature cog (see the module docstring for why `override=True`)."""
    await bot.add_cog(cog, override=True)
