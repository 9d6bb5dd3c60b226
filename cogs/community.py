"""Who rules the server: /sho leaderboard, stats, history, replay and export.

Old games' results are rebuilt from their records when the cog loads (migration 0004 queued
them); the paging and replay buttons are dynamic items registered here, so they outlive a restart.
"""

from __future__ import annotations

import io
import json
import logging
from typing import Any

import discord
from discord import app_commands

from bot.client import ShoBot
from bot.services.community import Scope
from bot.services.errors import InvalidInputError
from bot.services.replays import Replay
from bot.store.result_models import Order, Period
from bot.ui.community_views import (
    COMMUNITY_COG,
    HistoryButton,
    LeaderboardButton,
    history_embed,
    history_view,
    leaderboard_embed,
    leaderboard_view,
    stats_embed,
)
from bot.ui.replay_view import JumpModal, ReplayButton, replay_embed, replay_view
from cogs.sho_group import ShoCog, add_sho_cog

log = logging.getLogger(__name__)

DYNAMIC_ITEMS = (LeaderboardButton, HistoryButton, ReplayButton)
NO_MENTIONS = discord.AllowedMentions.none()
SCOPES = [
    app_commands.Choice(name="this server", value=Scope.SERVER.value),
    app_commands.Choice(name="all servers", value=Scope.ALL.value),
]
PERIODS = [
    app_commands.Choice(name="all time", value=Period.ALL_TIME.value),
    app_commands.Choice(name="this season (this month)", value=Period.SEASON.value),
    app_commands.Choice(name="this week", value=Period.WEEK.value),
]
ORDERS = [
    app_commands.Choice(name="rating", value=Order.RATING.value),
    app_commands.Choice(name="wins", value=Order.WINS.value),
    app_commands.Choice(name="win rate", value=Order.WIN_RATE.value),
]


class CommunityCog(ShoCog, name=COMMUNITY_COG):
    """Standings, stats, history, replays and exports; and the handler of their buttons."""

    def __init__(self, bot: ShoBot) -> None:
        super().__init__(bot)

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_dynamic_items(*DYNAMIC_ITEMS)

    async def _replay(self, interaction: discord.Interaction[Any], game_id: int) -> Replay:
        """The replay of a game that may be shown to this person here."""
        guild, user = interaction.guild_id or 0, interaction.user.id
        return await self.bot.replays.replay(guild, game_id, user)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*DYNAMIC_ITEMS)
        await super().cog_unload()

    # -- standings -------------------------------------------------------------------------

    @app_commands.command(name="leaderboard", description="Who rules the server at Sho")
    @app_commands.describe(
        scope="This server, or all servers",
        period="All time, this season (the calendar month) or this week",
        order="Rank by rating, wins or win rate (rating and win rate need 5 games)",
    )
    @app_commands.choices(scope=SCOPES, period=PERIODS, order=ORDERS)
    async def leaderboard(
        self,
        interaction: discord.Interaction[Any],
        scope: str = Scope.SERVER.value,
        period: str = Period.ALL_TIME.value,
        order: str = Order.WINS.value,
    ) -> None:
        caller = interaction.user.id
        board = await self.bot.community.leaderboard(
            interaction.guild_id or 0, Scope(scope), Period(period), Order(order), 0, caller
        )
        await interaction.response.send_message(
            embed=leaderboard_embed(board),
            view=leaderboard_view(board, caller),
            allowed_mentions=NO_MENTIONS,
        )

    async def on_leaderboard_page(
        self,
        interaction: discord.Interaction[Any],
        scope: Scope,
        period: Period,
        order: Order,
        page: int,
        caller: int,
    ) -> None:
        board = await self.bot.community.leaderboard(
            interaction.guild_id or 0, scope, period, order, page, caller
        )
        await interaction.response.edit_message(
            embed=leaderboard_embed(board), view=leaderboard_view(board, caller)
        )

    @app_commands.command(name="stats", description="A player's Sho record in this server")
    @app_commands.describe(user="Whose stats (you, if left out)")
    async def stats(
        self, interaction: discord.Interaction[Any], user: discord.User | None = None
    ) -> None:
        who = (user or interaction.user).id
        stats = await self.bot.community.stats(interaction.guild_id or 0, who)
        await interaction.response.send_message(
            embed=stats_embed(interaction.guild_id, stats), allowed_mentions=NO_MENTIONS
        )

    @app_commands.command(name="history", description="A player's last games, newest first")
    @app_commands.describe(user="Whose games (yours, if left out)")
    async def history(
        self, interaction: discord.Interaction[Any], user: discord.User | None = None
    ) -> None:
        who = (user or interaction.user).id
        history = await self.bot.community.history(interaction.guild_id or 0, who, 0)
        await interaction.response.send_message(
            embed=history_embed(interaction.guild_id, history),
            view=history_view(history),
            allowed_mentions=NO_MENTIONS,
        )

    async def on_history_page(
        self, interaction: discord.Interaction[Any], user_id: int, page: int
    ) -> None:
        history = await self.bot.community.history(interaction.guild_id or 0, user_id, page)
        await interaction.response.edit_message(
            embed=history_embed(interaction.guild_id, history), view=history_view(history)
        )

    # -- replays and exports ---------------------------------------------------------------

    @app_commands.command(name="replay", description="Step through a finished game, privately")
    @app_commands.describe(game="The game's number (see /sho history)", throw="Start at this throw")
    async def replay(
        self,
        interaction: discord.Interaction[Any],
        game: app_commands.Range[int, 1],
        throw: app_commands.Range[int, 1] | None = None,
    ) -> None:
        replay = await self._replay(interaction, game)
        step = 0 if throw is None else replay.step_of_throw(throw)
        await interaction.response.send_message(
            embed=replay_embed(replay, step), view=replay_view(replay, step), ephemeral=True
        )

    async def on_replay_step(
        self, interaction: discord.Interaction[Any], game_id: int, step: int
    ) -> None:
        replay = await self._replay(interaction, game_id)
        await interaction.response.edit_message(
            embed=replay_embed(replay, step), view=replay_view(replay, step)
        )

    async def on_replay_jump(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        replay = await self._replay(interaction, game_id)
        await interaction.response.send_modal(JumpModal(game_id, replay.throws))

    async def on_replay_throw(
        self, interaction: discord.Interaction[Any], game_id: int, throw: int
    ) -> None:
        replay = await self._replay(interaction, game_id)
        if not 1 <= throw <= replay.throws:
            raise InvalidInputError(f"Give a throw number from 1 to {replay.throws}.")
        step = replay.step_of_throw(throw)
        await interaction.response.edit_message(
            embed=replay_embed(replay, step), view=replay_view(replay, step)
        )

    @app_commands.command(name="export", description="A finished game as a JSON file, privately")
    @app_commands.describe(game="The game's number (see /sho history)")
    async def export(
        self, interaction: discord.Interaction[Any], game: app_commands.Range[int, 1]
    ) -> None:
        data = await self.bot.replays.export(interaction.guild_id or 0, game, interaction.user.id)
        payload = json.dumps(data, indent=1).encode()
        await interaction.response.send_message(
            f"Game #{game}: its seats, settings, every throw and move, and the position before "
            "each throw (docs/position.md).",
            file=discord.File(io.BytesIO(payload), filename=f"sho-game-{game}.json"),
            ephemeral=True,
        )


async def setup(bot: ShoBot) -> None:
    await add_sho_cog(bot, CommunityCog(bot))
