"""The store the rest of the bot sees: repositories over one database, and transactions."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from bot.store.db import Clock, Database
from bot.store.games import GameRepository
from bot.store.guild_settings import GuildSettingsRepository, PlayerSettingsRepository
from bot.store.ratings import RatingRepository
from bot.store.results import ResultRepository
from bot.store.schema import Migration, load_migrations
from bot.store.standings import StandingsRepository


class Store:
    """The bot's database. Open it with `await Store.open(path)`; close it with `close()`."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self.games = GameRepository(db)
        self.results = ResultRepository(db)
        self.ratings = RatingRepository(db)
        self.standings = StandingsRepository(db)
        self.guild_settings = GuildSettingsRepository(db)
        self.player_settings = PlayerSettingsRepository(db)

    @classmethod
    async def open(
        cls,
        path: Path | str,
        *,
        clock: Clock = time.time,
        migrations: tuple[Migration, ...] | None = None,
    ) -> Store:
        """Open (or create) the database at `path` with its schema up to date."""
        migrations = load_migrations() if migrations is None else migrations
        return cls(await Database.open(Path(path), clock, migrations))

    async def close(self) -> None:
        """Close the database once no task is using it."""
        await self._db.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        """Group several repository calls: all are committed together, or none on an error."""
        async with self._db.transaction():
            yield
