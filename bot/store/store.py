"""The store the rest of the bot sees: repositories over one database, and transactions."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from pathlib import Path

from bot.store.analyses import AnalysisRepository
from bot.store.db import Clock, Database
from bot.store.games import GameRepository
from bot.store.guild_settings import GuildSettingsRepository, PlayerSettingsRepository
from bot.store.ratings import RatingRepository
from bot.store.results import ResultRepository
from bot.store.schema import Dialect, Migration, load_migrations
from bot.store.sqlite import SqliteDatabase
from bot.store.standings import StandingsRepository

DEFAULT_POOL_SIZE = 10


def is_server_url(location: Path | str) -> bool:
    """Whether `location` names a PostgreSQL server (else it is an SQLite file)."""
    return isinstance(location, str) and location.startswith(("postgresql://", "postgres://"))


class Store:
    """The bot's database. Open it with `await Store.open(location)`; close it with `close()`."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self.games = GameRepository(db)
        self.results = ResultRepository(db)
        self.ratings = RatingRepository(db)
        self.standings = StandingsRepository(db)
        self.guild_settings = GuildSettingsRepository(db)
        self.player_settings = PlayerSettingsRepository(db)
        self.analyses = AnalysisRepository(db)

    @classmethod
    async def open(
        cls,
        location: Path | str,
        *,
        clock: Clock = time.time,
        migrations: tuple[Migration, ...] | None = None,
        pool_size: int = DEFAULT_POOL_SIZE,
        server_settings: Mapping[str, str] | None = None,
    ) -> Store:
        """Open (or create) the database with its schema up to date: a `postgresql://` URL
        (a pool of up to `pool_size` connections), or else the path of an SQLite file."""
        if is_server_url(location):
            from bot.store.postgres import PostgresDatabase  # asyncpg loads only when used

            return cls(
                await PostgresDatabase.open(
                    str(location),
                    clock,
                    load_migrations(Dialect.POSTGRESQL) if migrations is None else migrations,
                    pool_size=pool_size,
                    server_settings=server_settings,
                )
            )
        migrations = load_migrations(Dialect.SQLITE) if migrations is None else migrations
        return cls(await SqliteDatabase.open(Path(location), clock, migrations))

    async def close(self) -> None:
        """Close the database once no task is using it."""
        await self._db.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        """Group several repository calls: all are committed together, or none on an error."""
        async with self._db.transaction():
            yield
