"""Who rules the server: leaderboards, a player's stats and their history, read from the results.

Periods are in UTC: a season is the calendar month, a week runs from Monday 00:00. Ranking by
rating or by win rate needs `QUALIFYING_GAMES` games in the period; by wins, one.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from bot.ai.analysis import VERSION as ANALYSIS_VERSION
from bot.services.errors import ServiceRefusal
from bot.services.ratings import shown
from bot.store import Store
from bot.store.analyses import AnalysisAverages
from bot.store.result_models import (
    ALL_SERVERS,
    HeadToHead,
    Order,
    Period,
    PlayedGame,
    Rating,
    Standing,
    StandingsPage,
    Totals,
)
from bot.table.errors import InvalidInputError

PAGE_SIZE = 10
HISTORY_PAGE_SIZE = 5
QUALIFYING_GAMES = 5
TREND_GAMES = 10
RIVALS_SHOWN = 3
LAST_GAMES = 5


class Scope(StrEnum):
    """Whose games a standing counts."""

    SERVER = "server"
    ALL = "all"
    """Every server together."""


def period_start(period: Period, now: float) -> float:
    """When a period began (unix seconds, UTC); 0 for all time."""
    if period is Period.ALL_TIME:
        return 0.0
    day = datetime.datetime.fromtimestamp(now, datetime.UTC).replace(
        hour=0, minute=0, second=0, microsecond=0
    )
    if period is Period.SEASON:
        return day.replace(day=1).timestamp()
    return (day - datetime.timedelta(days=day.weekday())).timestamp()


def scope_id(scope: Scope, guild_id: int) -> int:
    return guild_id if scope is Scope.SERVER else ALL_SERVERS


@dataclass(frozen=True)
class LeaderLine:
    standing: Standing
    streak: int
    """The current run of wins."""


@dataclass(frozen=True)
class Leaderboard:
    """One page of a leaderboard as asked for, and the caller's own line."""

    scope: Scope
    period: Period
    order: Order
    page: int
    """Counted from 0, within the pages there are."""
    pages: int
    lines: tuple[LeaderLine, ...]
    own: LeaderLine | None
    ranked: int


NO_ANALYSES = AnalysisAverages(0, 0.0, 0, None)


@dataclass(frozen=True)
class PlayerStats:
    """A player's record in a server."""

    user_id: int
    totals: Totals
    rating: Rating | None
    everywhere: Rating | None
    """The rating across all servers."""
    trend: tuple[float, ...]
    """The shown rating after each of the last rated games, oldest first."""
    streak: int
    longest_streak: int
    rivals: tuple[HeadToHead, ...]
    last_games: tuple[PlayedGame, ...]
    analysis: AnalysisAverages = NO_ANALYSES
    """Their averages over their games here analysed by the current judgement."""


@dataclass(frozen=True)
class History:
    user_id: int
    page: int
    pages: int
    games: tuple[PlayedGame, ...]
    total: int


def streaks(places: Sequence[int]) -> tuple[int, int]:
    """(current, longest) runs of first places, from places oldest first."""
    current = longest = 0
    for place in places:
        current = current + 1 if place == 1 else 0
        longest = max(longest, current)
    return current, longest


class Community:
    """Read-only questions about the results, answered for one server or all of them."""

    def __init__(self, store: Store, clock: Callable[[], float]) -> None:
        self._store = store
        self._clock = clock

    async def leaderboard(
        self, guild_id: int, scope: Scope, period: Period, order: Order, page: int, caller: int
    ) -> Leaderboard:
        """A page of the standings (InvalidInputError when nobody has finished a game)."""
        where = scope_id(scope, guild_id)
        since = period_start(period, self._clock())
        minimum = 1 if order is Order.WINS else QUALIFYING_GAMES
        standings = self._store.standings

        async def page_of(number: int) -> StandingsPage:
            return await standings.leaderboard(
                where, since, order, offset=number * PAGE_SIZE, limit=PAGE_SIZE, caller=caller,
                minimum=minimum,
            )  # fmt: skip

        page = max(0, page)
        found = await page_of(page)
        pages = max(1, math.ceil(found.total / PAGE_SIZE))
        if page >= pages:
            page = pages - 1
            found = await page_of(page)
        if found.total == 0 and found.own is None and not await self._any_game(where, since):
            raise InvalidInputError(ServiceRefusal.NOBODY_FINISHED, scope=scope, period=period)
        people = [line.user_id for line in found.lines]
        if found.own is not None:
            people.append(found.own.user_id)
        runs = await standings.current_streaks(where, people)
        lines = tuple(LeaderLine(line, runs[line.user_id]) for line in found.lines)
        own = None if found.own is None else LeaderLine(found.own, runs[found.own.user_id])
        return Leaderboard(scope, period, order, page, pages, lines, own, found.total)

    async def _any_game(self, scope: int, since: float) -> bool:
        page = await self._store.standings.leaderboard(
            scope, since, Order.WINS, offset=0, limit=1, caller=0, minimum=1
        )
        return page.total > 0

    async def stats(self, guild_id: int, user_id: int) -> PlayerStats:
        """A player's record in this server (InvalidInputError when they have none here)."""
        standings = self._store.standings
        totals = await standings.totals(guild_id, user_id)
        if totals.games == 0:
            raise InvalidInputError(ServiceRefusal.NO_FINISHED_GAMES, user=user_id)
        current, longest = streaks(await standings.places(guild_id, user_id))
        ratings = await self._store.ratings.of(guild_id, [user_id])
        everywhere = await self._store.ratings.of(ALL_SERVERS, [user_id])
        recent = await self._store.ratings.recent(guild_id, user_id, TREND_GAMES)
        games, _ = await standings.history(guild_id, user_id, offset=0, limit=LAST_GAMES)
        return PlayerStats(
            user_id=user_id,
            totals=totals,
            rating=ratings.get(user_id),
            everywhere=everywhere.get(user_id),
            trend=tuple(shown(change.after) for change in reversed(recent)),
            streak=current,
            longest_streak=longest,
            rivals=tuple(await standings.rivals(guild_id, user_id, RIVALS_SHOWN)),
            last_games=tuple(games),
            analysis=await self._store.analyses.averages(guild_id, user_id, ANALYSIS_VERSION),
        )

    async def history(self, guild_id: int, user_id: int, page: int) -> History:
        """A page of a player's games in this server, newest first."""
        standings = self._store.standings
        _, total = await standings.history(guild_id, user_id, offset=0, limit=0)
        if total == 0:
            raise InvalidInputError(ServiceRefusal.NO_FINISHED_GAMES, user=user_id)
        pages = math.ceil(total / HISTORY_PAGE_SIZE)
        page = max(0, min(page, pages - 1))
        games, total = await standings.history(
            guild_id, user_id, offset=page * HISTORY_PAGE_SIZE, limit=HISTORY_PAGE_SIZE
        )
        return History(user_id, page, pages, tuple(games), total)
