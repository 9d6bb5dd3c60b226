"""The standings as Discord shows them: the leaderboard, a player's stats and their history.

Paging buttons are `DynamicItem`s whose custom id carries everything the page needs (scope,
period, order, page, whose own line), so they work on any message, after any restart. A click
goes to the `CommunityHandler` (the community cog), found on the client by name.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.services.community import History, Leaderboard, LeaderLine, PlayerStats, Scope
from bot.services.ratings import PROVISIONAL_GAMES, provisional, shown
from bot.store.result_models import Order, Period, PlayedGame, Rating
from bot.table.end_reason import EndReason
from bot.ui.errors import reports_errors
from bot.ui.host import host_of
from bot.ui.links import message_link
from bot.ui.replies import Reply, update

COLOUR = 0xC8102E
PERIOD_NAMES = {Period.ALL_TIME: "all time", Period.SEASON: "this season", Period.WEEK: "this week"}
ORDER_NAMES = {Order.RATING: "rating", Order.WINS: "wins", Order.WIN_RATE: "win rate"}
SPARKS = "▁▂▃▄▅▆▇█"

LEADERBOARD_TEMPLATE = (
    r"sho:lb:(?P<scope>server|all):(?P<period>all|season|week):(?P<order>rating|wins|winrate)"
    r":(?P<page>[0-9]{1,5}):(?P<caller>[0-9]{1,20}):(?P<direction>prev|next)"
)
HISTORY_TEMPLATE = r"sho:hist:(?P<user>[0-9]{1,20}):(?P<page>[0-9]{1,5}):(?P<direction>prev|next)"


def rating_text(rating: Rating | None) -> str:
    """'27.3', '25.0 (provisional)', or '—' for a player never rated."""
    if rating is None:
        return "—"
    return f"{shown(rating):.1f}" + (" (provisional)" if provisional(rating) else "")


def _line(line: LeaderLine) -> str:
    s = line.standing
    rank = f"`{s.rank}.`" if s.rank else "`–`"
    streak = f" · 🔥 {line.streak}" if line.streak > 1 else ""
    return (
        f"{rank} <@{s.user_id}> · **{rating_text(s.rating)}** · {s.wins} won of {s.games}"
        f" ({s.win_rate:.0%}){streak}"
    )


def leaderboard_embed(board: Leaderboard) -> discord.Embed:
    where = "this server" if board.scope is Scope.SERVER else "all servers"
    title = f"🏆 Sho leaderboard · {where} · {PERIOD_NAMES[board.period]}"
    lines = [_line(line) for line in board.lines]
    if not lines:
        lines.append(
            f"Nobody has played {PROVISIONAL_GAMES} games in this period yet"
            f" (ranking by {ORDER_NAMES[board.order]} needs them)."
        )
    if board.own is not None and board.own not in board.lines:
        lines += ["", "**You**", _line(board.own)]
        if not board.own.standing.rank:
            lines.append(f"(ranked once you have {PROVISIONAL_GAMES} games in this period)")
    embed = discord.Embed(title=title, description="\n".join(lines), colour=COLOUR)
    embed.set_footer(
        text=f"By {ORDER_NAMES[board.order]} · page {board.page + 1} of {board.pages}"
        f" · {board.ranked} ranked"
    )
    return embed


def leaderboard_view(board: Leaderboard, caller: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for direction in ("prev", "next"):
        view.add_item(LeaderboardButton(board, caller, direction))
    return view


class LeaderboardButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=LEADERBOARD_TEMPLATE
):
    """One page back or forward from the page in its custom id."""

    def __init__(
        self,
        board: Leaderboard | None,
        caller: int,
        direction: str,
        *,
        key: tuple[Scope, Period, Order, int] | None = None,
    ) -> None:
        if board is not None:
            key = (board.scope, board.period, board.order, board.page)
        assert key is not None
        self.scope, self.period, self.order, self.page = key
        self.caller, self.direction = caller, direction
        last = board.pages - 1 if board is not None else None
        target = self.page + (1 if direction == "next" else -1)
        super().__init__(
            discord.ui.Button(
                label="Previous" if direction == "prev" else "Next",
                style=discord.ButtonStyle.secondary,
                custom_id=f"sho:lb:{self.scope.value}:{self.period.value}:{self.order.value}"
                f":{self.page}:{caller}:{direction}",
                disabled=target < 0 or (last is not None and target > last),
            )
        )
        self.target = max(0, target)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LeaderboardButton:
        key = (Scope(match["scope"]), Period(match["period"]), Order(match["order"]))
        return cls(None, int(match["caller"]), match["direction"], key=(*key, int(match["page"])))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        async def turned() -> Reply:
            board = await host_of(interaction).community.leaderboard(
                interaction.guild_id or 0,
                self.scope,
                self.period,
                self.order,
                self.target,
                self.caller,
            )
            return Reply(embed=leaderboard_embed(board), view=leaderboard_view(board, self.caller))

        await update(interaction, turned())


def _trend(values: tuple[float, ...]) -> str:
    if len(values) < 2:
        return ""
    low, high = min(values), max(values)
    span = (high - low) or 1.0
    marks = "".join(SPARKS[round((v - low) / span * (len(SPARKS) - 1))] for v in values)
    return f"{marks} ({values[-1] - values[0]:+.1f} over {len(values)} games)"


def _place_text(game: PlayedGame) -> str:
    if game.left and game.place is None:
        return "removed by the host (not counted)"
    if game.left:
        return "left (counted last)"
    if game.place is None:
        return "abandoned"
    return "won" if game.place == 1 else f"{_ordinal(game.place)} place"


def _ordinal(number: int) -> str:
    return f"{number}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(number, 'th') }"


def _game_line(guild_id: int | None, game: PlayedGame) -> str:
    when = f"<t:{int(game.finished_at)}:d>"
    link = message_link(guild_id, game.channel_id, game.message_id)
    board = f" · [board]({link})" if link else ""
    ended = "" if game.end_reason is EndReason.WON else " (ended early)"
    rated = "" if game.rated else " · not rated"
    return (
        f"`#{game.game_id}` {when} · {game.players} players · {_place_text(game)}"
        f"{ended}{rated}{board}"
    )


def stats_embed(guild_id: int | None, stats: PlayerStats) -> discord.Embed:
    t = stats.totals
    games = t.games
    places = ", ".join(f"{_ordinal(place)} ×{times}" for place, times in t.places)
    lines = [
        f"<@{stats.user_id}>",
        f"**Games** {games} · **won** {t.wins} ({t.wins / games:.0%}) · **places** {places}",
        f"**Rating here** {rating_text(stats.rating)}"
        + (
            f" (μ {stats.rating.mu:.2f}, σ {stats.rating.sigma:.2f})"
            if stats.rating is not None
            else " (only games between people are rated)"
        ),
        f"**Rating on all servers** {rating_text(stats.everywhere)}",
    ]
    trend = _trend(stats.trend)
    if trend:
        lines.append(f"**Trend** {trend}")
    lines.append(f"**Winning streak** {stats.streak} now · {stats.longest_streak} at best")
    lines.append(
        f"**Per game** ⚔️ {t.kills / games:.1f} kills · ➕ {t.stacks / games:.1f} stacks"
        f" · 🔁 {t.paras / games:.1f} pa ras"
    )
    if stats.rivals:
        lines.append("**Met most**")
        lines += [
            f"• <@{r.opponent}>: {r.games} games, ahead {r.ahead}, behind {r.behind}"
            for r in stats.rivals
        ]
    lines.append("**Last games**")
    lines += [f"• {_game_line(guild_id, game)}" for game in stats.last_games]
    return discord.Embed(title="📊 Sho stats", description="\n".join(lines)[:4096], colour=COLOUR)


def history_embed(guild_id: int | None, history: History) -> discord.Embed:
    lines = [f"<@{history.user_id}>, newest first:"]
    lines += [f"• {_game_line(guild_id, game)}" for game in history.games]
    lines.append("Step through one with /sho replay, or download it with /sho export.")
    embed = discord.Embed(title="📜 Sho history", description="\n".join(lines), colour=COLOUR)
    embed.set_footer(text=f"Page {history.page + 1} of {history.pages} · {history.total} games")
    return embed


def history_view(history: History) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for direction in ("prev", "next"):
        view.add_item(HistoryButton(history.user_id, history.page, direction, history.pages))
    return view


class HistoryButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=HISTORY_TEMPLATE):
    """One page of a player's history back or forward."""

    def __init__(self, user_id: int, page: int, direction: str, pages: int | None = None) -> None:
        target = page + (1 if direction == "next" else -1)
        super().__init__(
            discord.ui.Button(
                label="Newer" if direction == "prev" else "Older",
                style=discord.ButtonStyle.secondary,
                custom_id=f"sho:hist:{user_id}:{page}:{direction}",
                disabled=target < 0 or (pages is not None and target >= pages),
            )
        )
        self.user_id, self.target = user_id, max(0, target)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HistoryButton:
        return cls(int(match["user"]), int(match["page"]), match["direction"])

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        async def turned() -> Reply:
            history = await host_of(interaction).community.history(
                interaction.guild_id or 0, self.user_id, self.target
            )
            return Reply(
                embed=history_embed(interaction.guild_id, history), view=history_view(history)
            )

        await update(interaction, turned())
