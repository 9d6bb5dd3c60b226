"""The SQLite database: one aiosqlite connection, serialised between tasks, with nestable
transactions.

Every query runs while holding the database's lock, so statements of different tasks never
interleave on the shared connection. `transaction()` is BEGIN IMMEDIATE ... COMMIT when outermost
and a SAVEPOINT when nested in the same task, so a failing inner block is undone on its own.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sqlite3
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.db import Clock, Params, Row
from bot.store.errors import StoreError, StoreOpenError
from bot.store.schema import Migration, migrate

_BUSY_TIMEOUT_MS = 5000
_WAL_RETRY_MS = 50


class SqliteDatabase:
    """A `Database` over one SQLite file. BEGIN IMMEDIATE makes writers (of every process sharing
    the file) wait for each other, so `serialize` has nothing to add."""

    queues_statements = True

    def __init__(self, conn: aiosqlite.Connection, clock: Clock) -> None:
        self.now = clock
        self._conn = conn
        self._lock = asyncio.Lock()
        self._owner: asyncio.Task[Any] | None = None
        self._depth = 0
        self._begin: str | None = None
        """The outermost transaction's BEGIN, until it goes with the first statement."""
        self._units: list[_Unit] = []
        """Units waiting to be committed together."""
        self._committer: asyncio.Task[None] | None = None

    @classmethod
    async def open(
        cls, path: Path, clock: Clock, migrations: tuple[Migration, ...]
    ) -> SqliteDatabase:
        """Connect (WAL, foreign keys on) and apply every migration the database lacks."""
        problem = _unusable(path)
        if problem:
            raise StoreOpenError(path, problem)
        try:
            conn = await aiosqlite.connect(path, isolation_level=None)
        except sqlite3.Error as error:
            raise StoreOpenError(path, _explain(error)) from error
        try:
            conn.row_factory = aiosqlite.Row
            await conn.execute(f"PRAGMA busy_timeout = {_BUSY_TIMEOUT_MS:d}")
            await conn.execute("PRAGMA foreign_keys = ON")
            await _use_wal(conn)
            await conn.execute("PRAGMA synchronous = NORMAL")
            await migrate(conn, migrations)
        except sqlite3.Error as error:
            await conn.close()
            raise StoreOpenError(path, _explain(error)) from error
        except StoreError:
            await conn.close()
            raise
        return cls(conn, clock)

    async def close(self) -> None:
        """Close the connection once no task is using it."""
        if self._committer is not None:
            await self._committer
        async with self.hold():
            await self._conn.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        """Run the block atomically: everything in it is committed together or not at all.

        The outermost BEGIN waits for the block's first statement, so a block that runs nothing
        costs nothing."""
        async with self.hold():
            outermost = self._depth == 0
            savepoint = f"sp{self._depth}"
            if outermost:
                self._begin = "BEGIN IMMEDIATE"
            else:
                await self._run(f"SAVEPOINT {savepoint}")
            self._depth += 1
            try:
                yield
                if not outermost:
                    await self._run(f"RELEASE {savepoint}")
                elif self._begin is None:
                    await self._run("COMMIT")
            except BaseException:
                if not outermost:
                    await self._run(f"ROLLBACK TO {savepoint}")
                    await self._run(f"RELEASE {savepoint}")
                elif self._begin is None:
                    await self._run("ROLLBACK")
                raise
            finally:
                self._depth -= 1
                if outermost:
                    self._begin = None

    async def _begin_if_due(self) -> None:
        """Send the transaction's BEGIN before its first statement. It travels alone: were it
        queued with them and failed (another process holding the file past the busy
        timeout), they would run outside any transaction."""
        begin, self._begin = self._begin, None
        if begin is not None:
            try:
                await self._conn.execute_fetchall(begin)
            except sqlite3.Error:
                # No transaction began: the block must not roll back (SQLite would answer
                # 'cannot rollback', hiding why, e.g. 'database is locked'), and its next
                # statement must begin it again rather than run alone.
                self._begin = begin
                raise

    async def _run(self, sql: str, params: Params = ()) -> list[Row]:
        """One statement and all its rows in one trip to the connection's thread (a cursor
        opened, read and closed there: each trip costs the event loop a thread hand-off)."""
        await self._begin_if_due()
        return list(await self._conn.execute_fetchall(sql, _bound(params)))

    async def _trip(self, statements: Sequence[tuple[str, Params]]) -> list[list[Row]]:
        """Queue every statement before waiting for any: aiosqlite's thread runs them back to
        back, in order. The first failure is raised once all have run."""
        calls = [
            asyncio.ensure_future(self._conn.execute_fetchall(sql, _bound(params)))
            for sql, params in statements
        ]
        results = await asyncio.gather(*calls, return_exceptions=True)
        rows: list[list[Row]] = []
        for result in results:
            if isinstance(result, BaseException):
                raise result
            rows.append(list(result))
        return rows

    async def _fetch_each(self, statements: Sequence[tuple[str, Params]]) -> list[list[Row]]:
        async with self.hold():
            await self._begin_if_due()
            return await self._trip(statements)

    async def commit_each(self, statements: Sequence[tuple[str, Params]]) -> list[list[Row]]:
        """The statements as one atomic unit: in the caller's transaction if it is in one, else
        committed together with every other unit waiting meanwhile (group commit: one BEGIN,
        one trip and one COMMIT for all of them, so many games' saves cost what one did)."""
        if self._owner is asyncio.current_task() and self._depth > 0:
            return await self._fetch_each(statements)
        unit = _Unit(list(statements), asyncio.get_running_loop().create_future())
        self._units.append(unit)
        if self._committer is None or self._committer.done():
            self._committer = asyncio.create_task(self._commit_waiting(), name="sho-commit")
        return await asyncio.shield(unit.done)

    async def _commit_waiting(self) -> None:
        while self._units:
            units, self._units = self._units, []
            async with self.hold():
                try:
                    grouped = await self._commit_together(units)
                except Exception:  # one unit failed: each goes again alone, to fail alone
                    for unit in units:
                        try:
                            async with self.transaction():
                                unit.settle(await self._fetch_each(unit.statements))
                        except Exception as error:
                            unit.fail(error)
                    continue
            for unit, rows in zip(units, grouped, strict=True):
                unit.settle(rows)

    async def _commit_together(self, units: list[_Unit]) -> list[list[list[Row]]]:
        await self._conn.execute_fetchall("BEGIN IMMEDIATE")
        try:
            rows = await self._trip([step for unit in units for step in unit.statements])
            await self._conn.execute_fetchall("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                await self._conn.execute_fetchall("ROLLBACK")
            raise
        grouped, start = [], 0
        for unit in units:
            grouped.append(rows[start : start + len(unit.statements)])
            start += len(unit.statements)
        return grouped

    async def fetch_one(self, sql: str, params: Params = ()) -> Row | None:
        """One row of a query, read while holding the database."""
        async with self.hold():
            rows = await self._run(sql, params)
        return rows[0] if rows else None

    async def fetch_all(self, sql: str, params: Params = ()) -> list[Row]:
        """All rows of a query, read while holding the database."""
        async with self.hold():
            return await self._run(sql, params)

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; return how many rows it changed."""
        async with self.hold():
            before = self._conn.total_changes
            await self._run(sql, params)
            return self._conn.total_changes - before

    async def execute_many(self, sql: str, rows: Iterable[Iterable[Any]]) -> None:
        """Run one statement for each parameter row."""
        async with self.hold():
            await self._begin_if_due()
            await self._conn.executemany(sql, [tuple(row) for row in rows])

    async def serialize(self, name: str) -> None:
        """Nothing to do: a transaction already holds the file's write lock."""

    def index_hint(self, index: str) -> str:
        return f"INDEXED BY {index}"

    @asynccontextmanager
    async def hold(self) -> AsyncIterator[None]:
        """Hold the database for this task (consistent reads without a transaction); a task that
        already holds it simply continues.

        A task holding it must not wait for another task that uses the store: that would deadlock.
        """
        task = asyncio.current_task()
        if task is not None and task is self._owner:
            yield
            return
        async with self._lock:
            self._owner = task
            try:
                yield
            finally:
                self._owner = None


@dataclass(eq=False)
class _Unit:
    """Statements to commit atomically, and the caller waiting for their rows."""

    statements: list[tuple[str, Params]]
    done: asyncio.Future[list[list[Row]]]

    def settle(self, rows: list[list[Row]]) -> None:
        if not self.done.done():
            self.done.set_result(rows)

    def fail(self, error: Exception) -> None:
        if not self.done.done():
            self.done.set_exception(error)


async def _use_wal(conn: aiosqlite.Connection) -> None:
    """Switch the file to WAL. SQLite answers 'locked' at once, without waiting, while another
    process is switching a new file too, so wait here (as long as the busy timeout)."""
    for _ in range(_BUSY_TIMEOUT_MS // _WAL_RETRY_MS):
        try:
            await conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error):
                raise
        await asyncio.sleep(_WAL_RETRY_MS / 1000)
    await conn.execute("PRAGMA journal_mode = WAL")


def _bound(params: Params) -> tuple[Any, ...] | Mapping[str, Any]:
    return params if isinstance(params, Mapping) else tuple(params)


def _unusable(path: Path) -> str | None:
    """Why the bot could not keep a database at `path`, checked before connecting."""
    if path.is_dir():
        return "that is a folder; set SHO_DB_PATH to a file path such as /var/lib/sho/sho.db"
    if not path.parent.is_dir():
        return f"the folder {str(path.parent)!r} does not exist; create it or change SHO_DB_PATH"
    if not os.access(path.parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        return "the bot may not write there; fix the permissions or change SHO_DB_PATH"
    return None


def _explain(error: sqlite3.Error) -> str:
    """A reason a person can act on."""
    text = str(error)
    if "unable to open" in text or "readonly" in text or "read-only" in text:
        return f"{text} (check that the folder exists and is writable, or set SHO_DB_PATH)"
    return text
