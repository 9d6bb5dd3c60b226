"""`/sho rules`: the rules of Sho, paged, shown only to the one who asked: the rules of the game
in this channel (or the server's for new games), its differences from the table rules first, or
those of any preset."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.client import ShoBot
from bot.engine import Preset
from bot.ui.kit.answer import Answer, privately
from bot.ui.kit.replies import Reply
from bot.ui.rules.message import Rules, rules_here, rules_message
from cogs.described import described
from cogs.rule_choices import PRESET_CHOICES
from cogs.sho_group import HelpGroup, ShoCog, add_sho_cog


class RulesCog(ShoCog):
    """The rules in a player's words."""

    help_group = HelpGroup.PLAY

    @app_commands.command(name="rules", description=described("command-rules"))
    @app_commands.describe(preset=described("command-rules-preset"))
    @app_commands.choices(preset=PRESET_CHOICES)
    async def rules(self, interaction: discord.Interaction[Any], preset: str | None = None) -> None:
        async def first_page(answer: Answer) -> Reply:
            if preset is None:
                rules = await rules_here(interaction)
            else:
                rules = Rules(Preset(preset), Preset(preset).options)
            words = await answer.words()
            return Reply(view=rules_message(0, rules, words))

        await privately(interaction, first_page)


async def setup(bot: ShoBot) -> None:
    await add_sho_cog(bot, RulesCog(bot))
