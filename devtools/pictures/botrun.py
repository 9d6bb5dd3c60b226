"""The project's bot (`create_bot`, as production builds it) running against a fake Discord.

The same few lines as tests/kit/botrunner.py, which devtools may not import: settings that
point the bot at the fake and keep its data in a given file, computers that play at once.
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from bot.client import ShoBot, create_bot
from bot.config import Settings
from devtools.fakediscord import FakeDiscord, running

READY_TIMEOUT = 10.0
GUILD_READY_TIMEOUT = 0.05


@asynccontextmanager
async def running_bot(
    fake: FakeDiscord, db_path: Path, dice: random.Random
) -> AsyncIterator[ShoBot]:
    """A ready bot playing with `dice`, its data in `db_path`; closed after the block."""
    settings = Settings(
        token=fake.token,
        db_path=db_path,
        dev_guild_id=fake.guild_id,
        api_base=fake.api_base,
        gateway_url=fake.gateway_url,
        computer_delay=0.0,
    )
    bot = create_bot(settings, guild_ready_timeout=GUILD_READY_TIMEOUT, dice=dice)
    async with running(fake, bot, ready_timeout=READY_TIMEOUT):
        yield bot
