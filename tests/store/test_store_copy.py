"""`python -m bot migrate-sqlite-to-postgres`: a small server's SQLite data moves into an empty
PostgreSQL database whole, and a database with data is refused."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.store import GuildSettings, Store
from bot.store.copy import TABLES
from bot.store.result_models import ALL_SERVERS, Order
from tests.kit.databases import fresh_postgres_database
from tests.kit.pgserver import NoServer, Server
from tests.kit.servicekit import DAWA, HOST, PEMA, play_person_turns, service_on
from tests.services.test_results import people_game

GUILD = 1000


async def everything(store: Store, game_ids: list[int]) -> tuple[object, ...]:
    """All a store holds that the bot reads back, for comparing two stores."""
    games = [await store.games.get(game) for game in game_ids]
    actions = [await store.games.actions(game) for game in game_ids]
    board = await store.standings.leaderboard(
        ALL_SERVERS, 0.0, Order.RATING, offset=0, limit=10, caller=DAWA, minimum=1
    )
    return (
        games,
        actions,
        await store.results.in_order(),
        await store.ratings.everything(),
        await store.guild_settings.get(GUILD),
        await store.player_settings.turn_pings(PEMA),
        board,
    )


async def small_server(path: Path) -> list[int]:
    """Two finished games, one still running, a server's settings and a player's choice."""
    ids = []
    async with service_on(path, seed=5) as (service, _):
        for channel, people in enumerate([[HOST, DAWA], [DAWA, PEMA, HOST]], 10):
            view = await people_game(service, people, channel=channel)
            await play_person_turns(service, view.id)
            ids.append(view.id)
        ids.append((await people_game(service, [HOST, PEMA], channel=20)).id)
        store = service._store
        await store.guild_settings.set(GuildSettings(GUILD, turn_seconds=300, threads=True))
        await store.player_settings.set_turn_pings(PEMA, False)
    return ids


def migrate_command(source: Path, url: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {
        "PATH": os.environ.get("PATH", ""),
        "DISCORD_TOKEN": "not-used-by-a-copy",
        "SHO_DATABASE_URL": url,
    }
    return subprocess.run(
        [sys.executable, "-m", "bot", "migrate-sqlite-to-postgres", str(source)],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


@pytest.mark.slow
async def test_the_copy_holds_everything_and_new_games_follow_it(
    tmp_path: Path, postgres_server: Server | NoServer
) -> None:
    url = await fresh_postgres_database(postgres_server)
    source = tmp_path / "sho.db"
    ids = await small_server(source)

    done = await asyncio.to_thread(migrate_command, source, url, tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Copied 3 game(s), 2 result(s), ")

    old, new = await Store.open(source), await Store.open(url)
    try:
        assert await everything(new, ids) == await everything(old, ids)
        assert (await new.games.get(ids[-1])) is not None
        async with service_on(url) as (service, _):
            fresh = await people_game(service, [DAWA, PEMA], channel=30)
        assert fresh.id == max(ids) + 1
    finally:
        await old.close()
        await new.close()

    again = await asyncio.to_thread(migrate_command, source, url, tmp_path)
    assert again.returncode == 2
    assert again.stderr.strip() == (
        "sho-bot: the PostgreSQL database is not empty (games has 4 row(s)): copy into a new, "
        "empty database."
    )


async def test_every_table_of_the_schema_is_copied(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "sho.db")
    await store.close()
    with sqlite3.connect(tmp_path / "sho.db") as conn:
        tables = {
            name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        }
    assert tables == set(TABLES)


@pytest.mark.slow
def test_without_a_postgresql_url_the_command_says_what_to_set(tmp_path: Path) -> None:
    (tmp_path / "sho.db").write_bytes(b"")
    done = migrate_command(tmp_path / "sho.db", "", tmp_path)
    assert done.returncode == 2
    assert "set SHO_DATABASE_URL to the empty PostgreSQL database" in done.stderr
    missing = migrate_command(tmp_path / "nowhere.db", "postgresql://x/y", tmp_path)
    assert missing.returncode == 2
    assert "no such file" in missing.stderr
