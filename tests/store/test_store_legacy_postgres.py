"""PostgreSQL's own words for the migrations that change data (0003's records, 0004's queue of
old games) do what SQLite's do: the old-shape fixture loaded at schema version 2 into both
comes out of the newest schema the same."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import asyncpg

from bot.store import Store
from bot.store.postgres import migrate
from bot.store.schema import Dialect, load_migrations
from tests.kit.databases import fresh_postgres_database
from tests.kit.pgserver import NoServer, Server
from tests.store.test_store_legacy import FIXTURE

OLD_TABLES = ("games", "seats", "game_actions", "results", "result_seats", "guild_settings")


async def load_old_shape(url: str) -> None:
    """The fixture's rows in a PostgreSQL database at schema version 2."""
    conn = await asyncpg.connect(url)
    try:
        assert await migrate(conn, load_migrations(Dialect.POSTGRESQL)[:2]) == 2
        with sqlite3.connect(FIXTURE) as old:
            old.row_factory = sqlite3.Row
            for table in OLD_TABLES:
                rows = old.execute(f"SELECT * FROM {table}").fetchall()
                if rows:
                    columns = rows[0].keys()
                    marks = ", ".join(f"${i}" for i in range(1, len(columns) + 1))
                    await conn.executemany(
                        f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})",
                        [tuple(row) for row in rows],
                    )
    finally:
        await conn.close()


async def contents(store: Store) -> tuple[object, ...]:
    games = [await store.games.get(game) for game in range(1, 9)]
    records = [
        [json.loads(a.payload) for a in await store.games.actions(game)] for game in range(1, 9)
    ]
    return games, records, await store.results.backfill_queue()


async def test_old_games_migrate_alike_in_both_dialects(
    tmp_path: Path, postgres_server: Server | NoServer
) -> None:
    url = await fresh_postgres_database(postgres_server)
    await load_old_shape(url)
    sqlite_copy = tmp_path / "sho.db"
    shutil.copy(FIXTURE, sqlite_copy)
    from_sqlite, from_postgres = await Store.open(sqlite_copy), await Store.open(url)
    try:
        expected = await contents(from_sqlite)
        assert expected[2], "the fixture has old games to rebuild results of"
        assert await contents(from_postgres) == expected
    finally:
        await from_sqlite.close()
        await from_postgres.close()
