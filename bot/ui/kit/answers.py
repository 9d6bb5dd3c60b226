"""Answering an interaction in time: the work runs, and if it is still running when the answer
is due (0.6 s after Discord made the interaction: Discord allows 3 s, people expect a click to
answer within a second), the interaction is acknowledged so the answer can follow."""

from __future__ import annotations

import asyncio
import datetime
import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import discord

log = logging.getLogger(__name__)

T = TypeVar("T")

ANSWER_WITHIN = datetime.timedelta(milliseconds=600)
"""After this (counted from when Discord made the click) the click is acknowledged plainly."""


def seconds_left(interaction: discord.Interaction[Any], now: datetime.datetime) -> float:
    """Seconds until the interaction's answer is due (Discord's `now`), never below 0."""
    made = discord.utils.snowflake_time(interaction.id)
    return max((made + ANSWER_WITHIN - now).total_seconds(), 0.0)


async def acknowledged_if_late(
    work: Awaitable[T], within: float, acknowledge: Callable[[], Awaitable[None]]
) -> T:
    """The work's result; `acknowledge` is awaited if it is still running after `within` s."""
    task = asyncio.ensure_future(work)
    try:
        done, _ = await asyncio.wait({task}, timeout=within)
        if not done:
            await acknowledge()
        return await task
    except asyncio.CancelledError:
        task.cancel()
        raise
