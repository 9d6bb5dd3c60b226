"""The PostgreSQL database: an asyncpg pool; each task holds one connection while it works.

A transaction is the task's connection's transaction (nested ones are savepoints). The SQL the
repositories write marks values with `?` or `:name`; they become PostgreSQL's `$1, $2, ...`
here. Migrations run under an advisory lock, so processes starting together migrate once.
"""

from __future__ import annotations

import asyncio
import functools
import re
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from typing import Any

import asyncpg

from bot.store.db import Clock, Params, Row
from bot.store.errors import MigrationError, StoreOpenError
from bot.store.redaction import hide_passwords, hide_passwords_of
from bot.store.schema import Migration

_MIGRATION_LOCK = 0x5E0_0001
"""The advisory lock key held while migrating (any fixed number of our own)."""
_MARK = re.compile(r"'(?:[^']|'')*'|\?|(?<!:):([A-Za-z_]\w*)")


class PostgresDatabase:
    """A `Database` over a pool of connections to one PostgreSQL database."""

    queues_statements = False

    def __init__(self, pool: asyncpg.Pool, clock: Clock) -> None:
        self.now = clock
        self._pool = pool
        self._held: dict[asyncio.Task[Any] | None, asyncpg.Connection] = {}

    @classmethod
    async def open(
        cls,
        url: str,
        clock: Clock,
        migrations: tuple[Migration, ...],
        *,
        pool_size: int,
        server_settings: Mapping[str, str] | None = None,
    ) -> PostgresDatabase:
        """Connect a pool of up to `pool_size` connections and bring the schema up to date."""
        try:
            pool = await asyncpg.create_pool(
                url, min_size=1, max_size=pool_size, server_settings=dict(server_settings or {})
            )
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, ValueError) as error:
            # Not chained: the error may quote a piece of the password (one typed with a raw /
            # becomes a port asyncpg cannot read), and a traceback would print it.
            raise StoreOpenError(hide_passwords(url), _explain(error, url)) from None
        try:
            async with pool.acquire() as conn:
                await migrate(conn, migrations)
        except BaseException:
            await pool.close()
            raise
        return cls(pool, clock)

    async def close(self) -> None:
        await self._pool.close()

    @asynccontextmanager
    async def hold(self) -> AsyncIterator[None]:
        task = asyncio.current_task()
        if task in self._held:
            yield
            return
        async with self._pool.acquire() as conn:
            self._held[task] = conn
            try:
                yield
            finally:
                del self._held[task]

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        async with self.hold(), self._conn().transaction():
            yield

    async def fetch_one(self, sql: str, params: Params = ()) -> Row | None:
        async with self.hold():
            row: Row | None = await self._conn().fetchrow(*_statement(sql, params))
            return row

    async def fetch_all(self, sql: str, params: Params = ()) -> list[Row]:
        async with self.hold():
            return list(await self._conn().fetch(*_statement(sql, params)))

    async def execute(self, sql: str, params: Params = ()) -> int:
        async with self.hold():
            status: str = await self._conn().execute(*_statement(sql, params))
        count = status.rsplit(" ", 1)[-1]
        return int(count) if count.isdigit() else 0

    async def execute_many(self, sql: str, rows: Iterable[Iterable[Any]]) -> None:
        values = [tuple(row) for row in rows]
        if values:
            async with self.hold():
                await self._conn().executemany(_converted(sql)[0], values)

    async def commit_each(self, statements: Sequence[tuple[str, Params]]) -> list[list[Row]]:
        async with self.transaction():
            return [await self.fetch_all(sql, params) for sql, params in statements]

    async def serialize(self, name: str) -> None:
        await self._conn().execute("SELECT pg_advisory_xact_lock(hashtext($1))", name)

    def index_hint(self, index: str) -> str:
        return ""  # PostgreSQL's planner takes no hints; its statistics choose

    def _conn(self) -> asyncpg.Connection:
        return self._held[asyncio.current_task()]


async def migrate(conn: asyncpg.Connection, migrations: tuple[Migration, ...]) -> int:
    """Apply the migrations the database lacks, each in its own transaction, holding the
    migration lock; return the version."""
    await conn.execute("SELECT pg_advisory_lock($1)", _MIGRATION_LOCK)
    try:
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);"
            " INSERT INTO schema_version SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM schema_version)"
        )
        current = int(await conn.fetchval("SELECT version FROM schema_version"))
        latest = migrations[-1].number if migrations else 0
        if current > latest:
            raise MigrationError(
                f"the database is at schema version {current}, newer than this bot knows "
                f"({latest}): run a newer version of the bot or use another database"
            )
        for migration in migrations[current:]:
            try:
                async with conn.transaction():
                    await conn.execute(migration.sql)
                    await conn.execute("UPDATE schema_version SET version = $1", migration.number)
            except asyncpg.PostgresError as error:
                raise MigrationError(
                    f"migration {migration.number:04d}_{migration.name} failed: {error}"
                ) from error
        return int(await conn.fetchval("SELECT version FROM schema_version"))
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", _MIGRATION_LOCK)


def _statement(sql: str, params: Params) -> tuple[Any, ...]:
    """The query in PostgreSQL's marks, followed by its values in their order."""
    text, names = _converted(sql)
    if isinstance(params, Mapping):
        return (text, *(params[name] for name in names))
    return (text, *params)


@functools.lru_cache(maxsize=512)
def _converted(sql: str) -> tuple[str, tuple[str, ...]]:
    """`?` marks numbered in order, or `:name` marks numbered by first use (same name, same
    number); quoted text is left alone."""
    names: list[str] = []
    count = 0

    def number(match: re.Match[str]) -> str:
        nonlocal count
        token = match.group(0)
        if token.startswith("'"):
            return token
        if token == "?":
            count += 1
            return f"${count}"
        name = match.group(1)
        if name not in names:
            names.append(name)
        return f"${names.index(name) + 1}"

    return _MARK.sub(number, sql), tuple(names)


def _explain(error: BaseException, url: str) -> str:
    text = hide_passwords_of(url, str(error) or error.__class__.__name__)
    return f"{text} (check SHO_DATABASE_URL, and that the server runs and accepts the bot)"
