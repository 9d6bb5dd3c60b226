"""Copy an SQLite database into an empty PostgreSQL one (a small server moving up)."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from bot.store.errors import StoreError
from bot.store.postgres import PostgresDatabase
from bot.store.schema import Dialect, load_migrations
from bot.store.sqlite import SqliteDatabase

TABLES = (
    "games", "seats", "game_actions", "game_results", "seat_results", "ratings",
    "rating_changes", "results_backfill", "guild_settings", "player_settings", "game_analyses",
    "seat_analyses",
)  # fmt: skip
"""Every table of the schema, each after the tables it refers to."""


class TargetNotEmptyError(StoreError):
    """The PostgreSQL database already holds data; copying over it could mix two histories."""

    def __init__(self, table: str, rows: int) -> None:
        super().__init__(
            f"the PostgreSQL database is not empty ({table} has {rows} row(s)): copy into a new, "
            "empty database"
        )
        self.table = table


@dataclass(frozen=True)
class CopyReport:
    """How many rows of each table were copied."""

    rows: dict[str, int]


async def copy_sqlite_to_postgres(source: Path, url: str, *, pool_size: int = 2) -> CopyReport:
    """Bring both schemas up to date, refuse a target with data, and copy every row in one
    transaction; new games then get ids after the copied ones."""
    sqlite = await SqliteDatabase.open(source, time.time, load_migrations(Dialect.SQLITE))
    try:
        target = await PostgresDatabase.open(
            url, time.time, load_migrations(Dialect.POSTGRESQL), pool_size=pool_size
        )
        try:
            return await _copy(sqlite, target)
        finally:
            await target.close()
    finally:
        await sqlite.close()


async def _copy(source: SqliteDatabase, target: PostgresDatabase) -> CopyReport:
    copied: dict[str, int] = {}
    async with target.transaction():
        await target.serialize("copy")
        for table in TABLES:
            found = await target.fetch_one(f"SELECT COUNT(*) AS n FROM {table}")
            if found is not None and found["n"]:
                raise TargetNotEmptyError(table, found["n"])
        for table in TABLES:
            rows = await source.fetch_all(f"SELECT * FROM {table}")
            if rows:
                columns = list(rows[0].keys())
                marks = ", ".join("?" for _ in columns)
                await target.execute_many(
                    f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})",
                    (tuple(row[column] for column in columns) for row in rows),
                )
            copied[table] = len(rows)
        await target.execute(
            "SELECT setval(pg_get_serial_sequence('games', 'id'),"
            " COALESCE((SELECT MAX(id) FROM games), 0) + 1, false)"
        )
    return CopyReport(copied)
