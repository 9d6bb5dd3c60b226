"""Running the table: /sho end and /sho kick (each confirmed first)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.services.views import GameView
from bot.table.errors import InvalidInputError, ShoError
from bot.ui.button_actions import Confirmation
from bot.ui.components import ConfirmButton, carries
from bot.ui.refusals import UiRefusal
from bot.ui.replies import Reply, reply
from cogs.game_base import GameBase
from cogs.moderation import moderates


class AdminCommands(GameBase):
    """What the host (or a member with Manage Server) may do to a game."""

    @app_commands.command(name="end", description="End the game here (host or Manage Server)")
    async def end(self, interaction: discord.Interaction[Any]) -> None:
        async def question() -> Reply:
            view = await self.game_here(interaction)
            manager = await moderates(self.bot, interaction)
            view.table.request_end(interaction.user.id, manager=manager)
            confirm = discord.ui.View(timeout=None).add_item(
                ConfirmButton(view.id, Confirmation.END, label="Yes, end the game")
            )
            return Reply("End this game for everyone? Nobody wins it.", view=confirm)

        await reply(interaction, question(), ephemeral=True)

    @app_commands.command(
        name="kick",
        description="Hand a player's seat to the computer (it counts as lost for them only if a "
        "moderator does it)",
    )
    @app_commands.describe(player="The player to remove")
    async def kick(self, interaction: discord.Interaction[Any], player: discord.Member) -> None:
        async def question() -> Reply:
            view = await self.game_here(interaction)
            seat = view.table.seat_of(player.id)
            if seat is None:
                raise InvalidInputError(UiRefusal.NOT_PLAYING_HERE, user=player.id)
            manager = await moderates(self.bot, interaction)
            kick = view.table.request_kick(interaction.user.id, seat, manager=manager)
            confirm = discord.ui.View(timeout=None).add_item(
                ConfirmButton(view.id, Confirmation.KICK, player.id, label="Yes, remove them")
            )
            counts = (
                "The game counts as lost for them."
                if kick.moderator
                else "As you are not a moderator, the game will not count for them."
            )
            return Reply(
                f"Hand {player.mention}'s seat to the computer? {counts}",
                view=confirm,
                allowed_mentions=discord.AllowedMentions.none(),
            )

        await reply(interaction, question(), ephemeral=True)

    async def on_confirm(
        self, interaction: discord.Interaction[Any], game: int, what: Confirmation, target: int
    ) -> None:
        """The 'yes' of /sho end or /sho kick: act, then say so in place of the question."""
        user = interaction.user.id

        async def confirmed(view: GameView) -> str:
            manager = await moderates(self.bot, interaction)
            if what is Confirmation.END:
                await self.service.end(view.id, user, manager=manager)
                return "The game was ended."
            seat = view.table.seat_of(target)
            if seat is None:
                raise InvalidInputError(UiRefusal.LEFT_TABLE)
            await self.service.kick(view.id, user, seat, manager=manager)
            return f"<@{target}>'s seat is played by the computer now."

        await self.ack(interaction)
        try:
            text = await confirmed(await self.game_of_button(interaction, game))
        except ShoError as error:
            text = self.reason(interaction, error)
        question = interaction.message
        if question is not None and question.flags.ephemeral and carries(question, interaction):
            await interaction.edit_original_response(content=text, view=None)
        else:  # a forged id on some public message: never overwrite that message
            await self.tell(interaction, text)
