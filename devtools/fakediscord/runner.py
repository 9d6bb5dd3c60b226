"""Run an in-process discord.py client against the fake for the duration of a block."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, TypeVar

import discord

from .errors import HarnessError

if TYPE_CHECKING:
    from .server import FakeDiscord

ClientT = TypeVar("ClientT", bound=discord.Client)
POLL = 0.01


@asynccontextmanager
async def running(
    fake: FakeDiscord, client: ClientT, *, ready_timeout: float = 10.0
) -> AsyncIterator[ClientT]:
    """Start `client` with the fake's token, wait for on_ready, close it afterwards.

    Build the client with a small `guild_ready_timeout` (e.g. 0.05) so on_ready comes quickly.
    """
    task = asyncio.create_task(client.start(fake.token))
    try:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + ready_timeout
        while not client.is_ready():
            if task.done():
                task.result()
                raise HarnessError("the client stopped before it was ready")
            if loop.time() > deadline:
                raise HarnessError(f"the client was not ready within {ready_timeout} s")
            await asyncio.sleep(POLL)
        yield client
    finally:
        await client.close()
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.wait_for(task, 5.0)
