"""Standings read from the results: leaderboards, a player's totals, streaks and history.

A scope is a guild id, or `ALL_SERVERS`; only seats with a result (a place) count, and only
people (computer seats have no user id). Every query reads one of the partial indexes of
migration 0004 (`bench/community.py` times them).
"""

from __future__ import annotations

from bot.store.db import Database, Row
from bot.store.result_models import (
    ALL_SERVERS,
    HeadToHead,
    Order,
    PlayedGame,
    Rating,
    Standing,
    StandingsPage,
    Totals,
)
from bot.table.end_reason import EndReason

_COUNTED = "user_id IS NOT NULL AND place IS NOT NULL"
_WINS = "SUM(CASE WHEN place = 1 THEN 1 ELSE 0 END)"
_ORDERS = {
    Order.RATING: "(r.mu - 3 * r.sigma) DESC, agg.wins DESC, agg.user_id",
    Order.WINS: "agg.wins DESC, CAST(agg.wins AS DOUBLE PRECISION) / agg.games DESC,"
    " agg.games DESC, agg.user_id",
    Order.WIN_RATE: "CAST(agg.wins AS DOUBLE PRECISION) / agg.games DESC, agg.wins DESC,"
    " agg.games DESC, agg.user_id",
}
_ELIGIBLE = {
    Order.RATING: "agg.games >= :minimum AND r.mu IS NOT NULL",
    Order.WINS: "TRUE",
    Order.WIN_RATE: "agg.games >= :minimum",
}


def _in_scope(scope: int, alias: str = "") -> str:
    """The condition for seats of a scope (a fixed text; the guild id is the :scope parameter)."""
    return "TRUE" if scope == ALL_SERVERS else f"{alias}guild_id = :scope"


class StandingsRepository:
    """Read-only queries over the results and ratings."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def leaderboard(
        self,
        scope: int,
        since: float,
        order: Order,
        *,
        offset: int,
        limit: int,
        caller: int,
        minimum: int,
    ) -> StandingsPage:
        """One page of the players ranked in a scope since a time, and the caller's own line
        (ranked or not: rank 0 when they do not qualify; None when they have no game)."""
        params: dict[str, object] = {
            "scope": scope, "since": since, "minimum": minimum, "first": offset,
            "last": offset + limit, "caller": caller,
        }  # fmt: skip
        # The planner would sometimes walk the players' index for the GROUP BY and read every
        # row's time from the table; the period's index reads only the rows in the period.
        index = "seat_results_by_time" if scope == ALL_SERVERS else "seat_results_by_guild"
        aggregate = (
            f"SELECT user_id, COUNT(*) AS games, {_WINS} AS wins"
            f" FROM seat_results {self._db.index_hint(index)}"
            f" WHERE {_in_scope(scope)} AND finished_at >= :since AND {_COUNTED}"
        )
        sql = (
            f"WITH agg AS ({aggregate} GROUP BY user_id),"
            " ranked AS (SELECT agg.user_id, agg.games, agg.wins, r.mu, r.sigma, r.games AS rated,"
            f" ROW_NUMBER() OVER (ORDER BY {_ORDERS[order]}) AS rank"
            " FROM agg LEFT JOIN ratings AS r ON r.scope = :scope AND r.user_id = agg.user_id"
            f" WHERE {_ELIGIBLE[order]})"
            " SELECT *, (SELECT COUNT(*) FROM ranked) AS total FROM ranked"
            " WHERE (rank > :first AND rank <= :last) OR user_id = :caller ORDER BY rank"
        )
        async with self._db.hold():
            rows = await self._db.fetch_all(sql, params)
            total = rows[0]["total"] if rows else 0
            if not rows:
                count = await self._db.fetch_one(
                    f"WITH agg AS ({aggregate} GROUP BY user_id),"
                    " ranked AS (SELECT agg.user_id FROM agg LEFT JOIN ratings AS r"
                    f" ON r.scope = :scope AND r.user_id = agg.user_id WHERE {_ELIGIBLE[order]})"
                    " SELECT COUNT(*) AS total FROM ranked",
                    params,
                )
                total = count["total"] if count is not None else 0
            lines = [_standing(row) for row in rows]
            own = next((line for line in lines if line.user_id == caller), None)
            if own is None:
                own = await self._unranked(aggregate, scope, params)
        page = tuple(line for line in lines if offset < line.rank <= offset + limit)
        return StandingsPage(page, own, total)

    async def _unranked(
        self, aggregate: str, scope: int, params: dict[str, object]
    ) -> Standing | None:
        row = await self._db.fetch_one(
            f"{aggregate} AND user_id = :caller GROUP BY user_id", params
        )
        if row is None:
            return None
        rating = await self._db.fetch_one(
            "SELECT mu, sigma, games FROM ratings WHERE scope = :scope AND user_id = :caller",
            params,
        )
        found = None if rating is None else Rating(rating["mu"], rating["sigma"], rating["games"])
        return Standing(0, row["user_id"], row["games"], row["wins"], found)

    async def current_streaks(self, scope: int, users: list[int]) -> dict[int, int]:
        """Each player's current run of wins in a scope (games with a result, newest back)."""
        streaks = {}
        async with self._db.hold():
            for user in users:
                params = {"scope": scope, "user": user}
                row = await self._db.fetch_one(
                    "SELECT COUNT(*) AS wins FROM seat_results WHERE user_id = :user"
                    f" AND {_in_scope(scope)} AND place = 1 AND seq > COALESCE((SELECT MAX(seq)"
                    " FROM seat_results WHERE user_id = :user"
                    f" AND {_in_scope(scope)} AND place > 1), 0)",
                    params,
                )
                streaks[user] = row["wins"] if row is not None else 0
        return streaks

    async def places(self, scope: int, user_id: int) -> list[int]:
        """A player's places in a scope, oldest first (for their streaks)."""
        rows = await self._db.fetch_all(
            "SELECT place FROM seat_results WHERE user_id = :user"
            f" AND {_in_scope(scope)} AND place IS NOT NULL ORDER BY seq",
            {"scope": scope, "user": user_id},
        )
        return [row["place"] for row in rows]

    async def totals(self, scope: int, user_id: int) -> Totals:
        """A player's sums over their games with a result in a scope."""
        params = {"scope": scope, "user": user_id}
        where = f"user_id = :user AND {_in_scope(scope)} AND place IS NOT NULL"
        async with self._db.hold():
            row = await self._db.fetch_one(
                f"SELECT COUNT(*) AS games, COALESCE({_WINS}, 0) AS wins,"
                " COALESCE(SUM(kills_made), 0) AS kills, COALESCE(SUM(stacks), 0) AS stacks,"
                f" COALESCE(SUM(paras), 0) AS paras FROM seat_results WHERE {where}",
                params,
            )
            places = await self._db.fetch_all(
                f"SELECT place, COUNT(*) AS times FROM seat_results WHERE {where}"
                " GROUP BY place ORDER BY place",
                params,
            )
        assert row is not None
        return Totals(
            games=row["games"],
            wins=row["wins"],
            kills=row["kills"],
            stacks=row["stacks"],
            paras=row["paras"],
            places=tuple((p["place"], p["times"]) for p in places),
        )

    async def rivals(self, scope: int, user_id: int, limit: int) -> list[HeadToHead]:
        """The people a player met most on the other side, with who finished ahead."""
        rows = await self._db.fetch_all(
            "SELECT o.user_id AS opponent, COUNT(*) AS games,"
            " SUM(CASE WHEN me.place < o.place THEN 1 ELSE 0 END) AS ahead,"
            " SUM(CASE WHEN me.place > o.place THEN 1 ELSE 0 END) AS behind"
            " FROM seat_results AS me JOIN seat_results AS o"
            " ON o.game_id = me.game_id AND o.side != me.side"
            " AND o.user_id IS NOT NULL AND o.place IS NOT NULL AND o.user_id != me.user_id"
            f" WHERE me.user_id = :user AND {_in_scope(scope, 'me.')} AND me.place IS NOT NULL"
            " GROUP BY o.user_id ORDER BY games DESC, o.user_id LIMIT :limit",
            {"scope": scope, "user": user_id, "limit": limit},
        )
        return [HeadToHead(r["opponent"], r["games"], r["ahead"], r["behind"]) for r in rows]

    async def history(
        self, scope: int, user_id: int, *, offset: int, limit: int
    ) -> tuple[list[PlayedGame], int]:
        """A player's games in a scope, newest first (abandoned ones too), and how many."""
        params = {"scope": scope, "user": user_id, "offset": offset, "limit": limit}
        where = f"s.user_id = :user AND {_in_scope(scope, 's.')}"
        async with self._db.hold():
            rows = await self._db.fetch_all(
                "SELECT s.game_id, s.finished_at, s.place, s.left_game, g.players, g.end_reason,"
                " g.rated, m.board_channel_id, m.board_message_id, m.channel_id"
                " FROM seat_results AS s JOIN game_results AS g ON g.game_id = s.game_id"
                " JOIN games AS m ON m.id = s.game_id"
                f" WHERE {where} ORDER BY s.seq DESC LIMIT :limit OFFSET :offset",
                params,
            )
            count = await self._db.fetch_one(
                f"SELECT COUNT(*) AS games FROM seat_results AS s WHERE {where}", params
            )
        games = [
            PlayedGame(
                game_id=row["game_id"],
                finished_at=row["finished_at"],
                players=row["players"],
                end_reason=EndReason(row["end_reason"]),
                place=row["place"],
                left=bool(row["left_game"]),
                rated=bool(row["rated"]),
                channel_id=row["board_channel_id"] or row["channel_id"],
                message_id=row["board_message_id"],
            )
            for row in rows
        ]
        return games, count["games"] if count is not None else 0


def _standing(row: Row) -> Standing:
    rating = None if row["mu"] is None else Rating(row["mu"], row["sigma"], row["rated"])
    return Standing(row["rank"], row["user_id"], row["games"], row["wins"], rating)
