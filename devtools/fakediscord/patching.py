"""Point an in-process discord.py at the fake (the project's bot does this from its settings)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

if TYPE_CHECKING:
    from .server import FakeDiscord


@contextmanager
def point_discord_py_at(fake: FakeDiscord) -> Iterator[None]:
    """Patch discord.py's REST base and gateway URL for the duration of the block."""
    base, gateway = Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY
    Route.BASE = fake.api_base
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(fake.gateway_url)
    try:
        yield
    finally:
        Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY = base, gateway
