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
from bot.services.replays import Replay
from bot.store.result_models import Order, Period
from bot.table.errors import InvalidInputError
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
from bot.ui.refusals import UiRefusal
from bot.ui.replay_view import JumpModal, ReplayButton, replay_embed, replay_view
from bot.ui.replies import Reply, ready_in_time, reply, update
from bot.ui.seat_names import seat_name
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
SLOW_JUMP = (
    "The replay is taking a moment to load just now. Please press Jump to throw again in a "
    "few seconds."
)


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

        async def first_page() -> Reply:
            board = await self.bot.community.leaderboard(
                interaction.guild_id or 0, Scope(scope), Period(period), Order(order), 0, caller
            )
            return Reply(
                embed=leaderboard_embed(board),
                view=leaderboard_view(board, caller),
                allowed_mentions=NO_MENTIONS,
            )

        await reply(interaction, first_page())

    async def on_leaderboard_page(
        self,
        interaction: discord.Interaction[Any],
        scope: Scope,
        period: Period,
        order: Order,
        page: int,
        caller: int,
    ) -> None:
        async def turned() -> Reply:
            board = await self.bot.community.leaderboard(
                interaction.guild_id or 0, scope, period, order, page, caller
            )
            return Reply(embed=leaderboard_embed(board), view=leaderboard_view(board, caller))

        await update(interaction, turned())

    @app_commands.command(name="stats", description="A player's Sho record in this server")
    @app_commands.describe(user="Whose stats (you, if left out)")
    async def stats(
        self, interaction: discord.Interaction[Any], user: discord.User | None = None
    ) -> None:
        who = (user or interaction.user).id

        async def read() -> Reply:
            stats = await self.bot.community.stats(interaction.guild_id or 0, who)
            embed = stats_embed(interaction.guild_id, stats)
            return Reply(embed=embed, allowed_mentions=NO_MENTIONS)

        await reply(interaction, read())

    @app_commands.command(name="history", description="A player's last games, newest first")
    @app_commands.describe(user="Whose games (yours, if left out)")
    async def history(
        self, interaction: discord.Interaction[Any], user: discord.User | None = None
    ) -> None:
        who = (user or interaction.user).id

        async def newest() -> Reply:
            history = await self.bot.community.history(interaction.guild_id or 0, who, 0)
            return Reply(
                embed=history_embed(interaction.guild_id, history),
                view=history_view(history),
                allowed_mentions=NO_MENTIONS,
            )

        await reply(interaction, newest())

    async def on_history_page(
        self, interaction: discord.Interaction[Any], user_id: int, page: int
    ) -> None:
        async def turned() -> Reply:
            history = await self.bot.community.history(interaction.guild_id or 0, user_id, page)
            return Reply(
                embed=history_embed(interaction.guild_id, history), view=history_view(history)
            )

        await update(interaction, turned())

    # -- replays and exports ---------------------------------------------------------------

    @app_commands.command(name="replay", description="Step through a finished game, privately")
    @app_commands.describe(game="The game's number (see /sho history)", throw="Start at this throw")
    async def replay(
        self,
        interaction: discord.Interaction[Any],
        game: app_commands.Range[int, 1],
        throw: app_commands.Range[int, 1] | None = None,
    ) -> None:
        async def shown() -> Reply:
            replay = await self._replay(interaction, game)
            step = 0 if throw is None else replay.step_of_throw(throw)
            return Reply(embed=replay_embed(replay, step), view=replay_view(replay, step))

        await reply(interaction, shown(), ephemeral=True)

    async def on_replay_step(
        self, interaction: discord.Interaction[Any], game_id: int, step: int
    ) -> None:
        async def stepped() -> Reply:
            replay = await self._replay(interaction, game_id)
            return Reply(embed=replay_embed(replay, step), view=replay_view(replay, step))

        await update(interaction, stepped())

    async def on_replay_jump(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        # A form can only be the first answer, never one sent after an acknowledgement.
        replay = await ready_in_time(interaction, self._replay(interaction, game_id))
        if replay is None:
            await interaction.response.send_message(SLOW_JUMP, ephemeral=True)
            return
        await interaction.response.send_modal(JumpModal(game_id, replay.throws))

    async def on_replay_throw(
        self, interaction: discord.Interaction[Any], game_id: int, throw: int
    ) -> None:
        async def jumped() -> Reply:
            replay = await self._replay(interaction, game_id)
            if not 1 <= throw <= replay.throws:
                raise InvalidInputError(UiRefusal.THROW_NUMBER, throws=replay.throws)
            step = replay.step_of_throw(throw)
            return Reply(embed=replay_embed(replay, step), view=replay_view(replay, step))

        await update(interaction, jumped())

    @app_commands.command(name="export", description="A finished game as a JSON file, privately")
    @app_commands.describe(game="The game's number (see /sho history)")
    async def export(
        self, interaction: discord.Interaction[Any], game: app_commands.Range[int, 1]
    ) -> None:
        async def exported() -> Reply:
            guild, user = interaction.guild_id or 0, interaction.user.id
            data = await self.bot.replays.export(guild, game, user, seat_name)
            payload = json.dumps(data, indent=1).encode()
            return Reply(
                f"Game #{game}: its seats, settings, every throw and move, and the position "
                "before each throw (docs/position.md).",
                file=discord.File(io.BytesIO(payload), filename=f"sho-game-{game}.json"),
            )

        await reply(interaction, exported(), ephemeral=True)


async def setup(bot: ShoBot) -> None:
    await add_sho_cog(bot, CommunityCog(bot))
