"""Who rules the server: /sho leaderboard, stats, history, replay and export.

The paging and replay buttons answer their own clicks (bot/ui/community/standings.py,
bot/ui/review/replay.py).
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot.client import ShoBot
from bot.services.community import QUALIFYING_GAMES, Scope
from bot.store.result_models import Order, Period
from bot.ui.community.standings import history_message, leaderboard_message, stats_message
from bot.ui.kit.answer import Answer, privately, publicly
from bot.ui.kit.language import server_words
from bot.ui.kit.replies import Reply
from bot.ui.review.export import export_reply
from bot.ui.review.replay import replay_message, replay_of
from cogs.described import described
from cogs.sho_group import HelpGroup, ShoCog, add_sho_cog

log = logging.getLogger(__name__)

NO_MENTIONS = discord.AllowedMentions.none()
SCOPES = [
    app_commands.Choice(
        name=described("command-leaderboard-scope-server"), value=Scope.SERVER.value
    ),
    app_commands.Choice(name=described("command-leaderboard-scope-all"), value=Scope.ALL.value),
]
PERIODS = [
    app_commands.Choice(
        name=described("command-leaderboard-period-all"), value=Period.ALL_TIME.value
    ),
    app_commands.Choice(
        name=described("command-leaderboard-period-season"), value=Period.SEASON.value
    ),
    app_commands.Choice(name=described("command-leaderboard-period-week"), value=Period.WEEK.value),
]
ORDERS = [
    app_commands.Choice(
        name=described("command-leaderboard-order-rating"), value=Order.RATING.value
    ),
    app_commands.Choice(name=described("command-leaderboard-order-wins"), value=Order.WINS.value),
    app_commands.Choice(
        name=described("command-leaderboard-order-winrate"), value=Order.WIN_RATE.value
    ),
]


class CommunityCog(ShoCog):
    """Standings, stats, history, replays and exports."""

    help_group = HelpGroup.STANDINGS

    # -- standings -------------------------------------------------------------------------

    @app_commands.command(name="leaderboard", description=described("command-leaderboard"))
    @app_commands.describe(
        scope=described("command-leaderboard-scope"),
        period=described("command-leaderboard-period"),
        order=described("command-leaderboard-order", games=QUALIFYING_GAMES),
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

        async def first_page(_: Answer) -> Reply:
            board = await self.bot.community.leaderboard(
                interaction.guild_id or 0, Scope(scope), Period(period), Order(order), 0, caller
            )
            words = await server_words(interaction)
            # A card's mentions would ping: the standings name people, never call them.
            shown = leaderboard_message(board, caller, words)
            return Reply(view=shown, allowed_mentions=NO_MENTIONS)

        await publicly(interaction, first_page)

    @app_commands.command(name="stats", description=described("command-stats"))
    @app_commands.describe(user=described("command-stats-user"))
    async def stats(
        self, interaction: discord.Interaction[Any], user: discord.User | None = None
    ) -> None:
        who = (user or interaction.user).id

        async def read(_: Answer) -> Reply:
            stats = await self.bot.community.stats(interaction.guild_id or 0, who)
            shown = stats_message(interaction.guild_id, stats, await server_words(interaction))
            return Reply(view=shown, allowed_mentions=NO_MENTIONS)

        await publicly(interaction, read)

    @app_commands.command(name="history", description=described("command-history"))
    @app_commands.describe(user=described("command-history-user"))
    async def history(
        self, interaction: discord.Interaction[Any], user: discord.User | None = None
    ) -> None:
        who = (user or interaction.user).id

        async def newest(_: Answer) -> Reply:
            history = await self.bot.community.history(interaction.guild_id or 0, who, 0)
            words = await server_words(interaction)
            shown = history_message(interaction.guild_id, history, words)
            return Reply(view=shown, allowed_mentions=NO_MENTIONS)

        await publicly(interaction, newest)

    # -- replays and exports ---------------------------------------------------------------

    @app_commands.command(name="replay", description=described("command-replay"))
    @app_commands.describe(
        game=described("command-replay-game"), throw=described("command-replay-throw")
    )
    async def replay(
        self,
        interaction: discord.Interaction[Any],
        game: app_commands.Range[int, 1],
        throw: app_commands.Range[int, 1] | None = None,
    ) -> None:
        async def shown(answer: Answer) -> Reply:
            replay = await replay_of(interaction, game)
            step = 0 if throw is None else replay.step_of_throw(throw)
            words = await answer.words()
            return Reply(view=replay_message(replay, step, words))

        await privately(interaction, shown)

    @app_commands.command(name="export", description=described("command-export"))
    @app_commands.describe(game=described("command-export-game"))
    async def export(
        self, interaction: discord.Interaction[Any], game: app_commands.Range[int, 1]
    ) -> None:
        async def exported(answer: Answer) -> Reply:
            return await export_reply(interaction, game, await answer.words())

        await privately(interaction, exported)


async def setup(bot: ShoBot) -> None:
    await add_sho_cog(bot, CommunityCog(bot))
