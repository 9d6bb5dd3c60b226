"""`/sho rules`: the rules of Sho, paged, shown only to the one who asked."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.client import ShoBot
from bot.ui.rules_view import RulesPageButton, rules_embed, rules_view
from cogs.sho_group import ShoCog, add_sho_cog


class RulesCog(ShoCog):
    """The rules in a player's words."""

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_dynamic_items(RulesPageButton)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(RulesPageButton)
        await super().cog_unload()

    @app_commands.command(name="rules", description="How to play Sho, page by page")
    async def rules(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(
            embed=rules_embed(0), view=rules_view(0), ephemeral=True
        )


async def setup(bot: ShoBot) -> None:
    await add_sho_cog(bot, RulesCog(bot))
