"""Opening the store: migrations from every earlier version, pragmas, and failures explained."""

import asyncio
from pathlib import Path

import aiosqlite
import pytest

from bot.store import MigrationError, NewGame, Store, StoreOpenError
from bot.store.schema import Migration, load_migrations, migrate, schema_version

MIGRATIONS = load_migrations()


async def schema_of(path: Path) -> list[tuple[str, str, str]]:
    async with (
        aiosqlite.connect(path) as conn,
        conn.execute("SELECT type, name, sql FROM sqlite_master ORDER BY type, name") as cursor,
    ):
        return [tuple(row) for row in await cursor.fetchall()]


async def version_of(path: Path) -> int:
    async with aiosqlite.connect(path) as conn:
        return await schema_version(conn)


def test_shipped_migrations_are_numbered_from_one() -> None:
    assert [m.number for m in MIGRATIONS] == list(range(1, len(MIGRATIONS) + 1))
    assert all(m.sql.strip() for m in MIGRATIONS)


async def test_fresh_database_gets_every_migration_and_the_pragmas(tmp_path: Path) -> None:
    path = tmp_path / "fresh.db"
    store = await Store.open(path)
    try:
        conn = store._db._conn
        async with conn.execute("PRAGMA journal_mode") as cursor:
            assert (await cursor.fetchone())[0] == "wal"
        async with conn.execute("PRAGMA foreign_keys") as cursor:
            assert (await cursor.fetchone())[0] == 1
    finally:
        await store.close()
    assert await version_of(path) == len(MIGRATIONS)
    names = {name for kind, name, _ in await schema_of(path) if kind == "table"}
    assert {
        "games", "seats", "game_actions", "game_results", "seat_results", "ratings",
        "rating_changes", "guild_settings",
    } <= names  # fmt: skip


@pytest.mark.parametrize("start", range(len(MIGRATIONS) + 1))
async def test_every_earlier_version_migrates_to_the_newest_schema(
    tmp_path: Path, start: int
) -> None:
    reference = tmp_path / "reference.db"
    await (await Store.open(reference)).close()

    old = tmp_path / f"at-{start}.db"
    async with aiosqlite.connect(old, isolation_level=None) as conn:
        assert await migrate(conn, MIGRATIONS[:start]) == start
    store = await Store.open(old)
    await store.close()

    assert await version_of(old) == len(MIGRATIONS)
    assert await schema_of(old) == await schema_of(reference)


async def test_reopening_keeps_the_data(tmp_path: Path) -> None:
    path = tmp_path / "keep.db"
    store = await Store.open(path)
    game = await store.games.create(NewGame(1, 2, 3, players=2, turn_seconds=60))
    await store.close()
    store = await Store.open(path)
    try:
        assert await store.games.get(game.id) == game
    finally:
        await store.close()


async def test_a_failing_migration_leaves_nothing_behind(tmp_path: Path) -> None:
    path = tmp_path / "broken.db"
    await (await Store.open(path)).close()
    broken = Migration(
        len(MIGRATIONS) + 1,
        "broken",
        "CREATE TABLE half_done (x INTEGER);\nINSERT INTO no_such_table VALUES (1);",
    )
    with pytest.raises(MigrationError, match="broken"):
        await Store.open(path, migrations=(*MIGRATIONS, broken))
    assert await version_of(path) == len(MIGRATIONS)
    assert "half_done" not in {name for _, name, _ in await schema_of(path)}


async def test_a_database_newer_than_the_bot_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "future.db"
    async with aiosqlite.connect(path) as conn:
        await conn.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 5}")
    with pytest.raises(MigrationError, match="newer than this bot knows"):
        await Store.open(path)


async def test_a_missing_folder_is_explained(tmp_path: Path) -> None:
    path = tmp_path / "no" / "such" / "folder" / "sho.db"
    with pytest.raises(StoreOpenError) as caught:
        await Store.open(path)
    assert "SHO_DB_PATH" in str(caught.value)
    assert str(path) in str(caught.value)


async def test_a_directory_in_place_of_the_file_is_explained(tmp_path: Path) -> None:
    with pytest.raises(StoreOpenError, match="SHO_DB_PATH"):
        await Store.open(tmp_path)


async def test_processes_starting_together_on_a_fresh_file_all_open_it(tmp_path: Path) -> None:
    """Each opens its own connection (as separate processes do); one applies each migration,
    the others find it applied."""
    stores = await asyncio.gather(*(Store.open(tmp_path / "shared.db") for _ in range(4)))
    try:
        for store in stores:
            assert await store.games.all_live() == []
    finally:
        for store in stores:
            await store.close()
