"""Finished games and the leaderboards built from them."""

from __future__ import annotations

from collections.abc import Sequence

from bot.store.db import Database
from bot.store.models import GameResult, LeaderboardEntry, ResultSeat


class ResultRepository:
    """Record how games ended; rank players per guild."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def record(
        self, game_id: int, winner_side: int, seats: Sequence[ResultSeat]
    ) -> GameResult:
        """Store the result of a finished game (once per game)."""
        finished_at = self._db.now()
        async with self._db.transaction():
            await self._db.execute(
                "INSERT INTO results (game_id, winner_side, finished_at) VALUES (?, ?, ?)",
                (game_id, winner_side, finished_at),
            )
            await self._db.execute_many(
                "INSERT INTO result_seats (game_id, seat, user_id, side, won)"
                " VALUES (?, ?, ?, ?, ?)",
                ((game_id, s.seat, s.user_id, s.side, s.won) for s in seats),
            )
        return GameResult(game_id, winner_side, finished_at, tuple(seats))

    async def get(self, game_id: int) -> GameResult | None:
        """The result of a game, or None if it has none."""
        async with self._db.hold():
            row = await self._db.fetch_one(
                "SELECT winner_side, finished_at FROM results WHERE game_id = ?", (game_id,)
            )
            seat_rows = await self._db.fetch_all(
                "SELECT seat, user_id, side, won FROM result_seats WHERE game_id = ? ORDER BY seat",
                (game_id,),
            )
        if row is None:
            return None
        seats = tuple(
            ResultSeat(seat=r["seat"], user_id=r["user_id"], side=r["side"], won=bool(r["won"]))
            for r in seat_rows
        )
        return GameResult(game_id, row["winner_side"], row["finished_at"], seats)

    async def leaderboard(self, guild_id: int, limit: int = 10) -> list[LeaderboardEntry]:
        """Human players of a guild by wins, then win rate, then games played."""
        rows = await self._db.fetch_all(
            "SELECT rs.user_id, SUM(rs.won) AS wins, COUNT(*) AS games"
            " FROM result_seats AS rs JOIN games AS g ON g.id = rs.game_id"
            " WHERE g.guild_id = ? AND rs.user_id IS NOT NULL"
            " GROUP BY rs.user_id"
            " ORDER BY wins DESC, CAST(wins AS REAL) / games DESC, games DESC, rs.user_id"
            " LIMIT ?",
            (guild_id, limit),
        )
        return [LeaderboardEntry(r["user_id"], r["wins"], r["games"]) for r in rows]
