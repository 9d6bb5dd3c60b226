"""Each game's post-game analysis (issue 38), stored once as its JSON form."""

from __future__ import annotations

import json

from bot.ai.analysis import VERSION, AnalysisFormatError, GameAnalysis
from bot.store.db import Database
from bot.table.status import GameStatus


class AnalysisRepository:
    """Save and read games' analyses; one per game, the last saved."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def save(self, game_id: int, analysis: GameAnalysis) -> None:
        """Store the game's analysis, replacing any before."""
        await self._db.execute(
            "INSERT INTO game_analyses (game_id, version, analysis, analysed_at)"
            " VALUES (?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET"
            " version = excluded.version, analysis = excluded.analysis,"
            " analysed_at = excluded.analysed_at",
            (game_id, analysis.version, json.dumps(analysis.to_json()), self._db.now()),
        )

    async def finished_games(self) -> list[int]:
        """The ids of every finished game, oldest first: the games an analysis is for."""
        rows = await self._db.fetch_all(
            "SELECT id FROM games WHERE status = ? ORDER BY id", (GameStatus.FINISHED.value,)
        )
        return [int(row["id"]) for row in rows]

    async def get(self, game_id: int) -> GameAnalysis | None:
        """The game's analysis; None when it has none, or only one of another version (a stale
        analysis, to be made again)."""
        row = await self._db.fetch_one(
            "SELECT version, analysis FROM game_analyses WHERE game_id = ?", (game_id,)
        )
        if row is None or row["version"] != VERSION:
            return None
        try:
            return GameAnalysis.from_json(json.loads(row["analysis"]))
        except AnalysisFormatError:
            return None
