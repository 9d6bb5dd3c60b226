"""pytest fixtures for the fake Discord; import them into a conftest or a test module."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio

from .patching import point_discord_py_at
from .server import FakeDiscord


@pytest.fixture
def fake_discord_options() -> dict[str, Any]:
    """FakeDiscord keyword arguments; override this fixture to change them."""
    return {}


@pytest_asyncio.fixture
async def fake_discord(fake_discord_options: dict[str, Any]) -> AsyncIterator[FakeDiscord]:
    """A started fake with discord.py pointed at it; fails the test if a Discord rule broke."""
    async with FakeDiscord(**fake_discord_options) as fake:
        with point_discord_py_at(fake):
            yield fake
        fake.assert_clean()
