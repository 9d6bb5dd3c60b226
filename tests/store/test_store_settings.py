"""A server's configuration and each player's settings in the store, and data of the old shape."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import aiosqlite
import pytest_asyncio

from bot.engine import Level, OpeningRule, Options, ParaRule, Preset
from bot.store import GuildSettings, Store
from bot.store.schema import load_migrations, migrate

GUILD = 10
OTHER = 11


@pytest_asyncio.fixture
async def store(database: Path | str) -> AsyncIterator[Store]:
    opened = await Store.open(database)
    yield opened
    await opened.close()


async def test_every_setting_of_a_server_is_kept(store: Store) -> None:
    settings = GuildSettings(
        GUILD,
        turn_seconds=300,
        preset=Preset.LHASA,
        options=Preset.LHASA.options._replace(no_nine_stack=True),
        computer_level=Level.HARD,
        game_channels=(501, 502),
        threads=True,
        turn_pings=False,
        moderator_role_id=77,
        table_limit=25,
    )
    await store.guild_settings.set(settings)
    await store.guild_settings.set(GuildSettings(OTHER, turn_seconds=60))
    assert await store.guild_settings.get(GUILD) == settings
    assert await store.guild_settings.get(OTHER) == GuildSettings(OTHER, turn_seconds=60)
    assert await store.guild_settings.get(12) == GuildSettings(12)
    back = GuildSettings(GUILD)
    await store.guild_settings.set(back)
    assert await store.guild_settings.get(GUILD) == back


async def test_a_players_turn_pings_are_on_until_they_turn_them_off(store: Store) -> None:
    assert await store.player_settings.turn_pings(5)
    await store.player_settings.set_turn_pings(5, False)
    assert not await store.player_settings.turn_pings(5)
    assert await store.player_settings.turn_pings(6)
    await store.player_settings.set_turn_pings(5, True)
    assert await store.player_settings.turn_pings(5)


async def test_settings_saved_before_the_server_config_keep_working(tmp_path: Path) -> None:
    """A database at schema 3 with a server's turn time: after the migration the server keeps
    its turn time and gets the defaults of everything new."""
    path = tmp_path / "old.db"
    migrations = load_migrations()
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        assert await migrate(conn, migrations[:3]) == 3
        await conn.execute(
            "INSERT INTO guild_settings (guild_id, turn_seconds) VALUES (?, ?), (?, NULL)",
            (GUILD, 300, OTHER),
        )
    store = await Store.open(path)
    try:
        assert await store.guild_settings.get(GUILD) == GuildSettings(GUILD, turn_seconds=300)
        assert await store.guild_settings.get(OTHER) == GuildSettings(OTHER)
    finally:
        await store.close()


async def test_settings_saved_before_the_table_limit_keep_working(tmp_path: Path) -> None:
    """A database at schema 5 with a configured server: after the migration the server keeps
    every setting and gets the bot's default table limit."""
    path = tmp_path / "old.db"
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        assert await migrate(conn, load_migrations()[:5]) == 5
        await conn.execute(
            "INSERT INTO guild_settings (guild_id, turn_seconds, preset, computer_level,"
            " game_channels, threads, turn_pings, moderator_role_id)"
            " VALUES (?, 300, 'lhasa', 'hard', '[501]', 1, 0, 77)",
            (GUILD,),
        )
    store = await Store.open(path)
    try:
        assert await store.guild_settings.get(GUILD) == GuildSettings(
            GUILD,
            turn_seconds=300,
            preset=Preset.LHASA,
            computer_level=Level.HARD,
            game_channels=(501,),
            threads=True,
            turn_pings=False,
            moderator_role_id=77,
        )
        await store.guild_settings.set(GuildSettings(GUILD, table_limit=3))
        assert (await store.guild_settings.get(GUILD)).table_limit == 3
    finally:
        await store.close()


async def test_stored_options_missing_new_keys_load_with_their_defaults(store: Store) -> None:
    """Options JSON written with only the table's two keys reads back with the house rules off."""
    await store.guild_settings.set(GuildSettings(GUILD, options=Options(no_nine_stack=True)))
    await store._db.execute(
        "UPDATE guild_settings SET options = ? WHERE guild_id = ?",
        ('{"no_nine_stack": true, "stacking_ends_turn": false}', GUILD),
    )
    loaded = await store.guild_settings.get(GUILD)
    assert loaded.options == Options(no_nine_stack=True)
    assert loaded.options.para is ParaRule.KEPT
    assert loaded.options.openings is OpeningRule.EVERY


async def test_settings_saved_before_languages_keep_working(tmp_path: Path) -> None:
    """A database at schema 6 with a configured server and a player's pings: after the
    migration both keep what they had and have chosen no language, and can choose one."""
    path = tmp_path / "old.db"
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        assert await migrate(conn, load_migrations()[:6]) == 6
        await conn.execute(
            "INSERT INTO guild_settings (guild_id, turn_seconds, table_limit) VALUES (?, 300, 4)",
            (GUILD,),
        )
        await conn.execute("INSERT INTO player_settings (user_id, turn_pings) VALUES (5, 0)")
    store = await Store.open(path)
    try:
        assert await store.guild_settings.get(GUILD) == GuildSettings(
            GUILD, turn_seconds=300, table_limit=4
        )
        assert await store.player_settings.language(5) is None
        assert await store.player_settings.turn_pings(5) is False
        await store.player_settings.set_language(5, "bo")
        assert await store.player_settings.language(5) == "bo"
        assert await store.player_settings.turn_pings(5) is False, "pings kept"
        await store.guild_settings.set(GuildSettings(GUILD, language="zh-CN"))
        assert (await store.guild_settings.get(GUILD)).language == "zh-CN"
    finally:
        await store.close()


async def test_a_players_language_is_kept_beside_their_pings(store: Store) -> None:
    assert await store.player_settings.language(7) is None
    await store.player_settings.set_turn_pings(7, False)
    await store.player_settings.set_language(7, "ne")
    assert await store.player_settings.language(7) == "ne"
    assert await store.player_settings.turn_pings(7) is False
    await store.player_settings.set_language(7, None)
    assert await store.player_settings.language(7) is None
