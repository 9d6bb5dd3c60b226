"""What the repositories ask of a database; `sqlite.py` and `postgres.py` are the two kinds.

Repositories write one SQL that both run: `?` marks (or `:name` marks with a mapping), TRUE for
a condition that always holds, CASE rather than sums of comparisons, and RETURNING for new ids.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

Clock = Callable[[], float]
Params = Iterable[Any] | Mapping[str, Any]
"""Values for a statement's `?` marks in order, or for its `:name` marks by name."""


class Row(Protocol):
    """A result row, read by column name."""

    def __getitem__(self, key: str, /) -> Any: ...

    def keys(self) -> Iterable[str]: ...


class Database(Protocol):
    """The connection(s) the repositories share; only the store package uses it."""

    now: Clock
    queues_statements: bool
    """Whether the statements of one `commit_each` go in one trip, one after the other on one
    connection (SQLite's thread), so a statement may depend on the one before (`changes()`);
    otherwise each is its own round trip."""

    def transaction(self) -> AbstractAsyncContextManager[None]:
        """Run the block atomically; nested in the same task, a failing inner block is undone
        on its own."""
        ...

    def hold(self) -> AbstractAsyncContextManager[None]:
        """Keep this task on one connection for a few reads; a task that holds it continues."""
        ...

    async def fetch_one(self, sql: str, params: Params = ()) -> Row | None: ...

    async def fetch_all(self, sql: str, params: Params = ()) -> list[Row]: ...

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; return how many rows it changed."""
        ...

    async def execute_many(self, sql: str, rows: Iterable[Iterable[Any]]) -> None: ...

    async def commit_each(self, statements: Sequence[tuple[str, Params]]) -> list[list[Row]]:
        """The statements as one atomic unit (in the caller's transaction, if it is in one);
        the database may commit several callers' units together."""
        ...

    async def serialize(self, name: str) -> None:
        """In a transaction: wait until no other process's transaction serialized on `name`
        is running (for read-then-write steps such as numbering results)."""
        ...

    def index_hint(self, index: str) -> str:
        """The text after a table name that makes the planner read `index` (or nothing)."""
        ...

    async def close(self) -> None: ...
