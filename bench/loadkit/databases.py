"""Where each run keeps its data: a new SQLite file in the run's folder, or the PostgreSQL
database of `--database`, which must be empty at the start and is emptied again before each
run and at the end (only of the tables the bot made there)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from urllib.parse import urlsplit

import asyncpg

from bot.store import Store

Location = Path | str
"""An SQLite file or a PostgreSQL URL, as Store.open and the bot's settings take them."""

TABLES = "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1"


@dataclass(frozen=True)
class Databases:
    folder: Path
    url: str | None = None

    async def fresh(self, name: str) -> Location:
        """An empty database for the run `name`."""
        if self.url is None:
            return self.folder / f"{name}.db"
        await empty(self.url)
        return self.url

    async def close(self) -> None:
        """Leave the PostgreSQL database empty, as it was found."""
        if self.url is not None:
            await empty(self.url)

    def describe(self) -> str:
        if self.url is None:
            return "SQLite (a new file per run)"
        where = urlsplit(self.url)
        return f"PostgreSQL {where.hostname}:{where.port or 5432}{where.path} (emptied per run)"


TABLES_AT_ONCE = 100_000
"""The live tables the load test's server allows: a real server's cap (at most 50, 10 unless its
owner says) protects its channels; the benchmark measures the bot with every game it opens."""


async def allow_tables(location: Location, guild_id: int) -> None:
    """Set the server's cap on live tables, as its owner would, high enough for the load test
    (stored before the bot starts; /sho config caps what people may set)."""
    store = await Store.open(location)
    try:
        settings = await store.guild_settings.get(guild_id)
        await store.guild_settings.set(replace(settings, table_limit=TABLES_AT_ONCE))
    finally:
        await store.close()


def database_env(location: Location) -> dict[str, str]:
    """The bot's settings for this database."""
    if isinstance(location, Path):
        return {"SHO_DB_PATH": str(location)}
    return {"SHO_DATABASE_URL": location}


async def tables_in(url: str) -> list[str]:
    conn = await asyncpg.connect(url)
    try:
        return [row["tablename"] for row in await conn.fetch(TABLES)]
    finally:
        await conn.close()


async def empty(url: str) -> None:
    conn = await asyncpg.connect(url)
    try:
        names = [row["tablename"] for row in await conn.fetch(TABLES)]
        if names:
            quoted = ", ".join(f'"{name}"' for name in names)
            await conn.execute(f"DROP TABLE {quoted} CASCADE")
    finally:
        await conn.close()
