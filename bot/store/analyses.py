"""Each finished game's post-game analysis, and a player's averages over their analysed games.

The store keeps an analysis as the JSON its maker wrote (bot/ai/analysis, which the store does
not import) with the version of the judgement that made it, and each seat's figures beside it
so that averages are SQL.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.store.db import Database
from bot.store.result_models import ALL_SERVERS
from bot.table.status import GameStatus


@dataclass(frozen=True, slots=True)
class SeatFigures:
    """One seat's figures of an analysis."""

    seat: int
    luck: float
    """The luck of the seat's side over the game, in win chance."""
    decisions: int
    """The decisions with a choice its person made (0: nothing judged)."""
    given_up: float
    """The mean win chance those decisions gave up."""


@dataclass(frozen=True, slots=True)
class StoredAnalysis:
    """A game's analysis as stored: the version of the judgement, its JSON form, its seats."""

    game_id: int
    version: int
    body: Mapping[str, Any]
    seats: tuple[SeatFigures, ...]


@dataclass(frozen=True, slots=True)
class AnalysisAverages:
    """A player's figures over their analysed games in a scope."""

    games: int
    luck: float
    """The mean luck of their side per game (0 without games)."""
    judged_games: int
    """The games in which they made at least one decision with a choice."""
    given_up: float | None
    """The mean win chance their decisions gave up per game (None without judged games)."""


def _in_scope(scope: int) -> str:
    return "TRUE" if scope == ALL_SERVERS else "r.guild_id = :scope"


class AnalysisRepository:
    """Read and write games' analyses."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def put(self, analysis: StoredAnalysis) -> None:
        """Store a game's analysis, replacing any it had."""
        body = json.dumps(analysis.body, sort_keys=True, separators=(",", ":"))
        async with self._db.transaction():
            await self._db.execute(
                "DELETE FROM game_analyses WHERE game_id = ?", (analysis.game_id,)
            )
            await self._db.execute(
                "INSERT INTO game_analyses (game_id, version, analysis, analysed_at)"
                " VALUES (?, ?, ?, ?)",
                (analysis.game_id, analysis.version, body, self._db.now()),
            )
            await self._db.execute_many(
                "INSERT INTO seat_analyses (game_id, seat, luck, decisions, given_up)"
                " VALUES (?, ?, ?, ?, ?)",
                (
                    (analysis.game_id, s.seat, s.luck, s.decisions, s.given_up)
                    for s in analysis.seats
                ),
            )

    async def get(self, game_id: int) -> StoredAnalysis | None:
        """The game's stored analysis, of whatever version (None: never analysed)."""
        row = await self._db.fetch_one(
            "SELECT version, analysis FROM game_analyses WHERE game_id = ?", (game_id,)
        )
        if row is None:
            return None
        seats = await self._db.fetch_all(
            "SELECT seat, luck, decisions, given_up FROM seat_analyses WHERE game_id = ?"
            " ORDER BY seat",
            (game_id,),
        )
        return StoredAnalysis(
            game_id,
            row["version"],
            json.loads(row["analysis"]),
            tuple(SeatFigures(s["seat"], s["luck"], s["decisions"], s["given_up"]) for s in seats),
        )

    async def finished_games(self) -> list[int]:
        """Every finished game, oldest first: what a rebuild analyses again."""
        rows = await self._db.fetch_all(
            "SELECT id FROM games WHERE status = ? ORDER BY id", (GameStatus.FINISHED.value,)
        )
        return [row["id"] for row in rows]

    async def averages(self, scope: int, user_id: int, version: int) -> AnalysisAverages:
        """A player's averages over their games in a scope analysed by `version`."""
        row = await self._db.fetch_one(
            "SELECT COUNT(*) AS games, AVG(a.luck) AS luck,"
            " SUM(CASE WHEN a.decisions > 0 THEN 1 ELSE 0 END) AS judged,"
            " AVG(CASE WHEN a.decisions > 0 THEN a.given_up END) AS given_up"
            " FROM seat_results AS r"
            " JOIN seat_analyses AS a ON a.game_id = r.game_id AND a.seat = r.seat"
            " JOIN game_analyses AS g ON g.game_id = r.game_id"
            f" WHERE r.user_id = :user AND g.version = :version AND {_in_scope(scope)}",
            {"user": user_id, "version": version, "scope": scope},
        )
        assert row is not None  # an aggregate always has its row
        games = int(row["games"])
        return AnalysisAverages(
            games,
            float(row["luck"]) if games else 0.0,
            int(row["judged"] or 0),
            None if row["given_up"] is None else float(row["given_up"]),
        )
