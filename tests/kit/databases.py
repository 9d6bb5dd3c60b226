"""The databases the store tests run against: an SQLite file, and a fresh database in the
session's throwaway PostgreSQL cluster (skipped, saying why, when no server can be started)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import asyncpg
import pytest

from tests.kit.pgserver import NoServer, Server, throwaway_server

KINDS = ("sqlite", "postgresql")
_numbers = itertools.count(1)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[Server | NoServer]:
    """The session's cluster, started on first use; or why there is none."""
    try:
        with throwaway_server() as server:
            yield server
    except NoServer as why:
        yield why


async def fresh_postgres_database(server: Server | NoServer) -> str:
    """The URL of a new, empty database in the cluster."""
    if isinstance(server, NoServer):
        pytest.skip(f"PostgreSQL tests skipped: no PostgreSQL server could be started ({server})")
    name = f"sho_test_{next(_numbers)}"
    conn = await asyncpg.connect(server.url)
    try:
        await conn.execute(f"CREATE DATABASE {name}")
    finally:
        await conn.close()
    return server.url.rsplit("/", 1)[0] + f"/{name}"


@pytest.fixture(params=KINDS)
async def database(
    request: pytest.FixtureRequest, tmp_path: Path, postgres_server: Server | NoServer
) -> Path | str:
    """Where a test keeps its data: an SQLite file, or a fresh PostgreSQL database's URL."""
    if request.param == "sqlite":
        return tmp_path / "sho.db"
    return await fresh_postgres_database(postgres_server)
