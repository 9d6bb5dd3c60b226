"""Start the project's own bot (`create_bot`) against a fake Discord, and close it cleanly: the
one runner tests and the picture tool share."""

from __future__ import annotations

import dataclasses
import functools
import random
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from bot.ai.analysis import analyse
from bot.client import DEFAULT_EXTENSIONS, ShoBot, create_bot
from bot.config import Settings
from bot.services.analyses import Analyser
from bot.services.hosted import Timing
from devtools.fakediscord import FakeDiscord, running

READY_TIMEOUT = 10.0
QUICK_ANALYSIS: Analyser = functools.partial(analyse, rollouts=1)
"""The post-game analysis with one rollout a throw: the bot's own takes seconds of a processor
a game, which tests and pictures need not spend."""
GUILD_READY_TIMEOUT = 0.05


def bot_settings(fake: FakeDiscord, db_path: Path, **changes: Any) -> Settings:
    """Settings that point the bot at `fake`, sync to its guild and keep data in `db_path`."""
    settings = Settings(
        token=fake.token,
        db_path=db_path,
        dev_guild_id=fake.guild_id,
        api_base=fake.api_base,
        gateway_url=fake.gateway_url,
        computer_delay=0.0,
    )
    return dataclasses.replace(settings, **changes)


@asynccontextmanager
async def running_bot(
    fake: FakeDiscord,
    db_path: Path,
    *,
    extensions: Sequence[str] = DEFAULT_EXTENSIONS,
    dice: random.Random | None = None,
    timing: Timing | None = None,
    clock: Callable[[], float] = time.time,
    analyser: Analyser = QUICK_ANALYSIS,
    analyse_won_games: bool = False,
    **changes: Any,
) -> AsyncIterator[ShoBot]:
    """`async with running_bot(fake, tmp_path / "sho.db") as bot:` a ready bot, closed after.

    `dice`, `timing`, `clock`, `analyser` and `analyse_won_games` go to `create_bot`, as in
    production (but the analysis is a quick one, made only when asked unless
    `analyse_won_games`: most runs do not look at it); `changes` to the settings.
    The same `db_path` (and fake) across two blocks is a restart of the bot.
    """
    settings = bot_settings(fake, db_path, **changes)
    bot = create_bot(
        settings,
        extensions=extensions,
        guild_ready_timeout=GUILD_READY_TIMEOUT,
        dice=dice,
        timing=timing,
        clock=clock,
        analyser=analyser,
        analyse_won_games=analyse_won_games,
    )
    async with running(fake, bot, ready_timeout=READY_TIMEOUT):
        yield bot
