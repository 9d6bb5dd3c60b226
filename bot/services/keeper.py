"""Keeping results: each game's result and ratings when it ends, and the results of old games
(queued by migration 0004) rebuilt from their records."""

from __future__ import annotations

import json
import logging

from bot.services.ratings import Ratings, RebuildReport
from bot.services.results import game_result
from bot.store import Store
from bot.store.result_models import GameResult, RatingChange
from bot.table.actions import action_from_json

log = logging.getLogger(__name__)


class ResultKeeper:
    """Records results as games end; fills in the results of games from before them."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self.ratings = Ratings(store)

    async def game_over(
        self, game_id: int, guild_id: int
    ) -> tuple[GameResult | None, list[RatingChange]]:
        """Record the result of a game that just ended (with its record saved): the result (None
        for a game that never began), and the rating changes in its server, by player."""
        result = await self._result_of(game_id, guild_id)
        if result is None:
            return None, []
        return result, await self.ratings.record(result)

    async def backfill(self) -> RebuildReport | None:
        """Rebuild the results of the queued old games from their records, then every rating
        (None when nothing was queued)."""
        queue = await self._store.results.backfill_queue()
        if not queue:
            return None
        for game_id, _ in queue:
            row = await self._store.games.get(game_id)
            try:
                result = None if row is None else await self._result_of(game_id, row.guild_id)
            except Exception as error:  # a record that no longer replays: leave the game out
                log.error("game %d: its result cannot be rebuilt (%r)", game_id, error)
                result = None
            if result is None:
                await self._store.results.unqueue(game_id)
            else:
                await self._store.results.record(result)
        report = await self.ratings.rebuild()
        log.info("Rebuilt %d old game(s) and %d rating(s)", len(queue), report.ratings)
        return report

    async def _result_of(self, game_id: int, guild_id: int) -> GameResult | None:
        stored = await self._store.games.actions(game_id)
        record = [action_from_json(json.loads(action.payload)) for action in stored]
        return game_result(game_id, guild_id, record, [action.created_at for action in stored])
