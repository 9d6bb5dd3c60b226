"""`/sho help`: every command on one screen, read from the command tree so it never goes stale."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.client import ShoBot
from bot.words import ENGLISH, Words
from cogs.described import described
from cogs.sho_group import ShoCog, add_sho_cog, sho_group

HELP_COLOUR = discord.Colour.dark_gold()


def usage(command: app_commands.Command[Any, ..., Any]) -> str:
    """`/sho swap <first> <second>`, `/sho new [players]`: <required>, [optional] options."""
    options = [f"<{p.name}>" if p.required else f"[{p.name}]" for p in command.parameters]
    return " ".join([f"/{command.qualified_name}", *options])


def help_embed(group: app_commands.Group, words: Words = ENGLISH) -> discord.Embed:
    """One line per subcommand of the group, in the order the features were loaded."""
    lines = [
        words.say("help-line", usage=usage(command), description=command.description)
        for command in group.walk_commands()
        if isinstance(command, app_commands.Command)
    ]
    embed = discord.Embed(
        title=words.say("help-title"), description="\n".join(lines), colour=HELP_COLOUR
    )
    embed.set_footer(text=words.say("help-footer"))
    return embed


class HelpCog(ShoCog):
    """The command list."""

    @app_commands.command(name="help", description=described("command-help"))
    async def help(self, interaction: discord.Interaction[Any]) -> None:
        embed = help_embed(sho_group(self.bot.tree))
        await interaction.response.send_message(embed=embed, ephemeral=True)


async def setup(bot: ShoBot) -> None:
    await add_sho_cog(bot, HelpCog(bot))
