"""Numbered SQL migrations (`migrations/NNNN_name.sql`) and the runner that applies them."""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from enum import StrEnum
from importlib import resources

import aiosqlite

from bot.store.errors import MigrationError

_FILE_NAME = re.compile(r"(?P<number>\d{4})_(?P<name>\w+)\.sql")


REBUILDS_TABLES = "-- rebuilds tables"
"""The first line of a migration that makes again a table others reference."""


@dataclass(frozen=True, slots=True)
class Migration:
    """One schema step; `number` is the user_version the database has after it."""

    number: int
    name: str
    sql: str

    @property
    def rebuilds_tables(self) -> bool:
        """Whether it makes a table again that others reference (its first line says so): SQLite
        runs it with foreign keys off, checking them before it commits, as its documentation
        asks, or dropping the old table would delete the rows that reference it."""
        return self.sql.startswith(REBUILDS_TABLES)


class Dialect(StrEnum):
    """The SQL a database speaks; each has the same numbered migrations in its own words."""

    SQLITE = "sqlite"
    POSTGRESQL = "postgresql"


def load_migrations(dialect: Dialect = Dialect.SQLITE) -> tuple[Migration, ...]:
    """The migrations shipped in the package, checked to be numbered 1, 2, 3... without gaps."""
    folder = resources.files("bot.store") / "migrations"
    if dialect is Dialect.POSTGRESQL:
        folder = folder / "postgresql"
    found = []
    for entry in folder.iterdir():
        match = _FILE_NAME.fullmatch(entry.name)
        if match:
            found.append(Migration(int(match["number"]), match["name"], entry.read_text("utf-8")))
    found.sort(key=lambda m: m.number)
    numbers = [m.number for m in found]
    if not found or numbers != list(range(1, len(found) + 1)):
        raise MigrationError(
            f"migrations must be numbered 1, 2, 3... without gaps, found {numbers}"
        )
    return tuple(found)


async def schema_version(conn: aiosqlite.Connection) -> int:
    """The number of the last migration applied to this database."""
    async with conn.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    return int(row[0]) if row else 0


async def migrate(conn: aiosqlite.Connection, migrations: tuple[Migration, ...]) -> int:
    """Apply the migrations the database lacks, each in its own transaction; return the version."""
    current = await schema_version(conn)
    latest = migrations[-1].number if migrations else 0
    if current > latest:
        raise MigrationError(
            f"the database is at schema version {current}, newer than this bot knows ({latest}): "
            "run a newer version of the bot or point SHO_DB_PATH at another file"
        )
    for migration in migrations[current:]:
        if migration.rebuilds_tables:  # outside a transaction, where SQLite can change it
            await conn.execute("PRAGMA foreign_keys = OFF")
        try:
            await conn.execute("BEGIN IMMEDIATE")
            # Read again under the write lock: another process sharing the file may have
            # applied this step since.
            if await schema_version(conn) < migration.number:
                broken = await _broken_keys(conn) if migration.rebuilds_tables else set()
                for statement in _statements(migration.sql):
                    await conn.execute(statement)
                if migration.rebuilds_tables and (new := await _broken_keys(conn) - broken):
                    raise sqlite3.IntegrityError(f"rows point at rows not there: {sorted(new)}")
                await conn.execute(f"PRAGMA user_version = {migration.number:d}")
            await conn.execute("COMMIT")
        except sqlite3.Error as error:
            if conn.in_transaction:
                await conn.rollback()
            raise MigrationError(
                f"migration {migration.number:04d}_{migration.name} failed: {error}"
            ) from error
        finally:
            if migration.rebuilds_tables:
                await conn.execute("PRAGMA foreign_keys = ON")
    return await schema_version(conn)


async def _broken_keys(conn: aiosqlite.Connection) -> set[tuple[object, ...]]:
    """The rows pointing at rows that are not there (a migration may make none; a file may
    hold some from before, which are not the migration's to refuse)."""
    async with conn.execute("PRAGMA foreign_key_check") as cursor:
        return {tuple(row) for row in await cursor.fetchall()}


def _statements(script: str) -> list[str]:
    """The complete SQL statements of a script, in order."""
    statements, pending = [], ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            statements.append(pending)
            pending = ""
    if pending.strip():
        statements.append(pending)  # a last statement without its semicolon, or a comment
    return statements
