"""Shared fixtures: the fake Discord (devtools/fakediscord) and the project's bot against it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot.client import ShoBot
from devtools.botrun import running_bot
from devtools.fakediscord import FakeDiscord
from devtools.fakediscord.fixtures import fake_discord, fake_discord_options
from tests.kit.databases import database, postgres_server
from tests.kit.game_support import ScriptedDice

__all__ = [
    "database",
    "dice",
    "fake_discord",
    "fake_discord_options",
    "postgres_server",
    "sho_bot",
]


@pytest_asyncio.fixture
async def sho_bot(fake_discord: FakeDiscord, tmp_path: Path) -> AsyncIterator[ShoBot]:
    """The project's bot, ready, against the fake, with a fresh database; closed afterwards."""
    async with running_bot(fake_discord, tmp_path / "sho.db") as bot:
        yield bot


@pytest.fixture
def dice() -> ScriptedDice:
    """Seeded dice with which the first seat (Dawa, in the game tests) throws first."""
    return ScriptedDice.first_to_throw(0)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The slow cases first, each group in its own order: the workers start on the longest tests
    and end on short ones, so neither waits long for the other to finish a game at the end."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
