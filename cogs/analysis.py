"""/sho analysis: luck and skill in a finished game, privately (bot/ui/review/analysis.py draws
it; its key moments' buttons open the replay at their throws)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.client import ShoBot
from bot.ui.kit.answer import Answer, privately
from bot.ui.kit.replies import Reply
from bot.ui.review.analysis import analysis_reply
from cogs.described import described
from cogs.sho_group import HelpGroup, ShoCog, add_sho_cog


class AnalysisCog(ShoCog):
    """The post-game analysis of a game."""

    help_group = HelpGroup.STANDINGS

    @app_commands.command(name="analysis", description=described("command-analysis"))
    @app_commands.describe(game=described("command-analysis-game"))
    async def analysis(
        self, interaction: discord.Interaction[Any], game: app_commands.Range[int, 1]
    ) -> None:
        async def shown(answer: Answer) -> Reply:
            return await analysis_reply(interaction, game, await answer.words())

        await privately(interaction, shown)


async def setup(bot: ShoBot) -> None:
    await add_sho_cog(bot, AnalysisCog(bot))
