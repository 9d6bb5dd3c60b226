"""Standings on a real database: periods at their UTC boundaries, paging with the caller's own
line, the games needed to be ranked, streaks, head-to-head and history."""

from __future__ import annotations

import datetime
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.engine import Level, Options
from bot.services.community import Community, Scope, period_start, streaks
from bot.services.ratings import Ratings
from bot.store import NewGame, Store
from bot.store.result_models import GameResult, Order, Period, SeatResult
from bot.table.end_reason import EndReason
from bot.table.errors import InvalidInputError
from bot.table.status import GameStatus
from bot.ui.kit.refusals import refusal
from tests.kit.servicekit import FakeClock

GUILD, OTHER = 1000, 2000
NOW = datetime.datetime(2026, 3, 4, 12, 0, tzinfo=datetime.UTC).timestamp()  # a Wednesday


def utc(*parts: int) -> float:
    return datetime.datetime(*parts, tzinfo=datetime.UTC).timestamp()  # type: ignore[misc]


@pytest.mark.parametrize(
    ("now", "season", "week"),
    [
        (utc(2026, 3, 4, 12), utc(2026, 3, 1), utc(2026, 3, 2)),
        (utc(2026, 3, 1, 0, 0, 0), utc(2026, 3, 1), utc(2026, 2, 23)),  # a Sunday
        (utc(2026, 2, 28, 23, 59, 59), utc(2026, 2, 1), utc(2026, 2, 23)),
        (utc(2026, 3, 2, 0, 0, 0), utc(2026, 3, 1), utc(2026, 3, 2)),  # Monday midnight
        (utc(2025, 12, 31, 23, 59, 59), utc(2025, 12, 1), utc(2025, 12, 29)),
    ],
)
def test_periods_begin_at_utc_month_and_week_boundaries(
    now: float, season: float, week: float
) -> None:
    assert period_start(Period.ALL_TIME, now) == 0.0
    assert period_start(Period.SEASON, now) == season
    assert period_start(Period.WEEK, now) == week


def test_streaks_count_runs_of_wins() -> None:
    assert streaks([]) == (0, 0)
    assert streaks([1, 1, 2, 1, 1, 1, 3, 1]) == (1, 3)
    assert streaks([2, 1, 1]) == (2, 2)


class Games:
    """Results written straight into a real store, one two-player game at a time."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.ratings = Ratings(store)

    async def play(
        self, winner: int, loser: int | None, *, guild: int = GUILD, at: float = NOW - 3600
    ) -> GameResult:
        new = NewGame(guild, 1, winner, 2, 60, status=GameStatus.FINISHED)
        game = await self.store.games.create(new)
        seats = (
            SeatResult(0, winner, f"P{winner}", 0, 1, kills_made=2, stacks=1, paras=1),
            SeatResult(1, loser, f"P{loser}", 1, 2, computer_level=None if loser else Level.EASY),
        )
        result = GameResult(
            game.id, guild, EndReason.WON, 0, 2, int(loser is None), Level.EASY, Options(), 60,
            30, at - 600, at, loser is not None, seats,
        )  # fmt: skip
        await self.ratings.record(result)
        return result


@pytest.fixture
async def games(database: Path | str) -> AsyncIterator[Games]:
    store = await Store.open(database)
    yield Games(store)
    await store.close()


async def test_an_empty_server_is_told_so(games: Games) -> None:
    community = Community(games.store, FakeClock(NOW))
    with pytest.raises(InvalidInputError) as nobody:
        await community.leaderboard(GUILD, Scope.SERVER, Period.ALL_TIME, Order.WINS, 0, 1)
    assert refusal(nobody.value).startswith("Nobody has finished a game of Sho in this server")
    await games.play(1, 2, guild=OTHER)
    with pytest.raises(InvalidInputError):
        await community.leaderboard(GUILD, Scope.SERVER, Period.ALL_TIME, Order.WINS, 0, 1)
    board = await community.leaderboard(GUILD, Scope.ALL, Period.ALL_TIME, Order.WINS, 0, 1)
    assert [line.standing.user_id for line in board.lines] == [1, 2]


async def test_pages_of_ten_with_the_callers_own_line(games: Games) -> None:
    # Player n wins n games against player 100 (so 12 > 11 > ... > 1 by wins).
    for player in range(1, 13):
        for _ in range(player):
            await games.play(player, 100)
    community = Community(games.store, FakeClock(NOW))
    first = await community.leaderboard(GUILD, Scope.SERVER, Period.ALL_TIME, Order.WINS, 0, 2)
    assert [line.standing.user_id for line in first.lines] == list(range(12, 2, -1))
    assert [line.standing.rank for line in first.lines] == list(range(1, 11))
    assert (first.pages, first.ranked) == (2, 13)
    assert first.own is not None
    assert (first.own.standing.user_id, first.own.standing.rank) == (2, 11), "off the page"
    second = await community.leaderboard(GUILD, Scope.SERVER, Period.ALL_TIME, Order.WINS, 1, 2)
    assert [line.standing.user_id for line in second.lines] == [2, 1, 100]
    assert second.lines[2].streak == 0
    beyond = await community.leaderboard(GUILD, Scope.SERVER, Period.ALL_TIME, Order.WINS, 9, 2)
    assert beyond.page == 1, "a page past the end shows the last one"
    twelve = first.lines[0]
    assert (twelve.standing.wins, twelve.standing.games, twelve.streak) == (12, 12, 12)


async def test_rating_and_win_rate_need_five_games_in_the_period(games: Games) -> None:
    for _ in range(5):
        await games.play(1, 2)
    for _ in range(4):
        await games.play(3, 2)
    await games.play(4, 1, at=NOW - 40 * 86400)  # last season
    community = Community(games.store, FakeClock(NOW))
    for order in (Order.RATING, Order.WIN_RATE):
        board = await community.leaderboard(GUILD, Scope.SERVER, Period.SEASON, order, 0, 3)
        assert [line.standing.user_id for line in board.lines] == [1, 2], order
        assert board.own is not None
        assert board.own.standing.rank == 0, "not ranked, but shown"
        assert board.own.standing.games == 4
    rated = await community.leaderboard(GUILD, Scope.SERVER, Period.SEASON, Order.RATING, 0, 3)
    first, second = rated.lines
    assert first.standing.rating is not None
    assert second.standing.rating is not None
    assert first.standing.rating.games == 6, "the rating counts every rated game"
    season = await community.leaderboard(GUILD, Scope.SERVER, Period.SEASON, Order.WINS, 0, 3)
    assert [(line.standing.user_id, line.standing.wins) for line in season.lines] == [
        (1, 5),
        (3, 4),
        (2, 0),
    ], "the game of last season is left out"
    every = await community.leaderboard(GUILD, Scope.SERVER, Period.ALL_TIME, Order.WINS, 0, 3)
    assert {line.standing.user_id for line in every.lines} == {1, 2, 3, 4}


async def test_this_week_counts_from_monday(games: Games) -> None:
    await games.play(1, 2, at=utc(2026, 3, 2, 0, 0, 1))
    await games.play(2, 1, at=utc(2026, 3, 1, 23, 59, 59))
    community = Community(games.store, FakeClock(NOW))
    week = await community.leaderboard(GUILD, Scope.SERVER, Period.WEEK, Order.WINS, 0, 1)
    assert [(line.standing.user_id, line.standing.wins) for line in week.lines] == [(1, 1), (2, 0)]


async def test_stats_with_streaks_rivals_and_history(games: Games) -> None:
    await games.play(1, 2)
    await games.play(2, 1)
    await games.play(1, 3)
    await games.play(1, 2)
    await games.play(1, None)  # against the computer: counted, not rated
    await games.play(1, 2, guild=OTHER)
    community = Community(games.store, FakeClock(NOW))
    stats = await community.stats(GUILD, 1)
    assert (stats.totals.games, stats.totals.wins) == (5, 4)
    assert stats.totals.places == ((1, 4), (2, 1))
    assert (stats.totals.kills, stats.totals.stacks, stats.totals.paras) == (8, 4, 4)
    assert (stats.streak, stats.longest_streak) == (3, 3)
    assert [(r.opponent, r.games, r.ahead, r.behind) for r in stats.rivals] == [
        (2, 3, 2, 1),
        (3, 1, 1, 0),
    ]
    assert stats.rating is not None
    assert stats.rating.games == 4
    assert stats.everywhere is not None
    assert stats.everywhere.games == 5
    assert len(stats.trend) == 4
    assert stats.trend[-1] > stats.trend[0]
    assert [g.rated for g in stats.last_games] == [False, True, True, True, True]
    history = await community.history(GUILD, 1, 0)
    assert (history.total, history.pages) == (5, 1)
    assert [g.game_id for g in history.games] == [5, 4, 3, 2, 1], "newest first"
    with pytest.raises(InvalidInputError) as no_stats:
        await community.stats(GUILD, 99)
    assert "no finished games" in refusal(no_stats.value)
    with pytest.raises(InvalidInputError) as no_history:
        await community.history(GUILD, 99, 0)
    assert "no finished games" in refusal(no_history.value)
