"""What one person or a busy database can no longer do to a server, end to end: /sho games fits
in a message however many tables there are and answers while the database is busy."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from fakediscord import FakeDiscord
from kit.game_support import boards, game_bot, service_of

from bot.ai import Level
from bot.engine import Preset
from bot.services.table_parts import TableConfig

MESSAGE_MOST = 2000
"""Discord's limit on a message's length."""
LOBBY = TableConfig(4, 0, Level.NORMAL, Preset.TABLE.options, 120, Preset.TABLE)


async def test_games_lists_what_fits_in_a_message_and_says_how_many_more(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """30 tables, each with its board: the list stays within Discord's 2,000 characters and
    says how many it left out."""
    fake = fake_discord
    dawa = fake.add_user("dawa")
    channels = [fake.add_channel(f"sho-{n}") for n in range(30)]
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        service = service_of(bot)
        for n, channel in enumerate(channels):
            await service.open_table(fake.guild_id, channel.id, 1000 + n, f"p{n}", LOBBY)

        await fake.wait_for(lambda: all(boards(fake, channel) for channel in channels))
        listed = await fake.slash("sho games", user=dawa)
        text = listed.note.text if listed.note is not None else ""
        assert 0 < len(text) <= MESSAGE_MOST
        shown = text.count("• <#")
        assert 10 <= shown < 30
        assert text.endswith(f"…and {30 - shown} more, not listed here.")


async def test_games_answers_before_it_reads_the_database(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The database is held up: /sho games is acknowledged (privately) within Discord's 3
    seconds all the same, and the list follows once the database answers."""
    fake = fake_discord
    dawa = fake.add_user("dawa")
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        gate = asyncio.Event()
        games = bot.store.games
        live_in_guild = games.live_in_guild

        async def held(*args: Any, **kwargs: Any) -> Any:
            await gate.wait()
            return await live_in_guild(*args, **kwargs)

        monkeypatch.setattr(games, "live_in_guild", held)
        asked = await fake.slash("sho games", user=dawa, settle=False)
        assert asked.deferred
        assert asked.ephemeral
        gate.set()
        said = await fake.wait_for(lambda: asked.note is not None and "No games" in asked.note.text)
        assert said
