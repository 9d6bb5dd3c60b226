"""Running the table: /sho end and /sho kick (each confirmed first)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.table.errors import InvalidInputError
from bot.ui.kit.answer import Answer, privately
from bot.ui.kit.cards import Rows
from bot.ui.kit.refusals import UiRefusal
from bot.ui.kit.replies import Reply
from bot.ui.table.clicks import game_here
from bot.ui.table.confirm_buttons import EndButton, KickButton
from bot.ui.table.controls import moderates
from cogs.described import described
from cogs.sho_group import HelpGroup, ShoCog


class AdminCog(ShoCog):
    """What the host (or a member with Manage Server) may do to a game."""

    help_group = HelpGroup.PLAY

    @app_commands.command(name="end", description=described("command-end"))
    async def end(self, interaction: discord.Interaction[Any]) -> None:
        async def question(answer: Answer) -> Reply:
            view = await game_here(interaction)
            manager = await moderates(interaction)
            view.table.request_end(interaction.user.id, manager=manager)
            words = await answer.words()
            confirm = Rows([EndButton(view.id, 0).drawn(words)])
            return Reply(words.say("admin-end-question"), view=confirm)

        await privately(interaction, question)

    @app_commands.command(name="kick", description=described("command-kick"))
    @app_commands.describe(player=described("command-kick-player"))
    async def kick(self, interaction: discord.Interaction[Any], player: discord.User) -> None:
        async def question(answer: Answer) -> Reply:
            view = await game_here(interaction)
            seat = view.table.seat_of(player.id)
            if seat is None:
                raise InvalidInputError(UiRefusal.NOT_PLAYING_HERE, user=player.id)
            manager = await moderates(interaction)
            kick = view.table.request_kick(interaction.user.id, seat, manager=manager)
            words = await answer.words()
            confirm = Rows([KickButton(view.id, player.id).drawn(words)])
            question = (
                "admin-kick-question-counted"
                if kick.moderator
                else "admin-kick-question-not-counted"
            )
            return Reply(
                words.say(question, user=str(player.id)),
                view=confirm,
                allowed_mentions=discord.AllowedMentions.none(),
            )

        await privately(interaction, question)
