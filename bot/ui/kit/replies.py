"""Answers that need the database (or Discord's REST) first, given within Discord's 3 seconds.

A read can wait far longer than Discord allows when SQLite is busy (another process holding the
file). So the work runs first; if it is not done when the answer is due (the budget clicks get
in `bot.ui.kit.answers`), the interaction is acknowledged and the answer follows by editing that
acknowledgement. Quick work is answered with the one response, exactly as before.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable
from dataclasses import dataclass
from typing import Any, TypeVar

import discord

from bot.ui.kit.answers import acknowledged_if_late, seconds_left

log = logging.getLogger(__name__)

T = TypeVar("T")


@dataclass(frozen=True)
class Reply:
    """What an answer shows; fields left as None are not sent."""

    content: str | None = None
    embed: discord.Embed | None = None
    view: discord.ui.View | discord.ui.LayoutView | None = None
    file: discord.File | None = None
    allowed_mentions: discord.AllowedMentions | None = None

    def _common(self) -> dict[str, Any]:
        given = {
            "content": self.content,
            "embed": self.embed,
            "view": self.view,
            "allowed_mentions": self.allowed_mentions,
        }
        return {name: value for name, value in given.items() if value is not None}

    def message(self) -> dict[str, Any]:
        """The arguments of a new message."""
        return self._common() | ({} if self.file is None else {"file": self.file})

    def edit(self) -> dict[str, Any]:
        """The arguments of an edit (a file becomes the message's attachment)."""
        return self._common() | ({} if self.file is None else {"attachments": [self.file]})


def _left(interaction: discord.Interaction[Any]) -> float:
    """Seconds until the answer is due. Discord made the interaction no later than now, so its
    id's time bounds Discord's clock from below when ours runs behind."""
    made = discord.utils.snowflake_time(interaction.id)
    now = max(discord.utils.utcnow(), made)
    return seconds_left(interaction, now)


async def _defer(interaction: discord.Interaction[Any], **how: bool) -> None:
    if interaction.response.is_done():
        return
    try:
        await interaction.response.defer(**how)
    except discord.HTTPException as error:
        # Too late or refused: the answer is still tried, so nothing is lost silently.
        log.warning("could not acknowledge interaction %d: %s", interaction.id, error)


async def reply(
    interaction: discord.Interaction[Any], work: Awaitable[Reply], *, ephemeral: bool = False
) -> None:
    """Answer with a new message, the work's: the response itself if the work is done in time,
    else a 'thinking…' acknowledgement (private if the answer is) that the answer then replaces.

    An error is left to the caller (the central error handler says it privately); a public
    'thinking…' is taken away first, so a refusal never shows in the channel."""

    async def thinking() -> None:
        await _defer(interaction, ephemeral=ephemeral, thinking=True)

    try:
        answer = await acknowledged_if_late(work, _left(interaction), thinking)
    except Exception:
        if interaction.response.is_done() and not ephemeral:
            with contextlib.suppress(discord.HTTPException):
                await interaction.delete_original_response()
        raise
    if interaction.response.is_done():
        await interaction.edit_original_response(**answer.edit())
    else:
        await interaction.response.send_message(**answer.message(), ephemeral=ephemeral)


async def update(interaction: discord.Interaction[Any], work: Awaitable[Reply]) -> None:
    """Answer a click (or a form sent from a message) by editing the message it came from: in
    the response if the work is done in time, else after a silent acknowledgement."""

    async def silently() -> None:
        await _defer(interaction)

    answer = await acknowledged_if_late(work, _left(interaction), silently)
    if interaction.response.is_done():
        await interaction.edit_original_response(**answer.edit())
    else:
        await interaction.response.edit_message(**answer.edit())


async def ready_in_time(interaction: discord.Interaction[Any], work: Awaitable[T]) -> T | None:
    """The work's result if it is done when the answer is due, else None (the work is dropped):
    for an answer that can only be the first response, such as a form."""
    task = asyncio.ensure_future(work)
    try:
        done, _ = await asyncio.wait({task}, timeout=_left(interaction))
    except asyncio.CancelledError:
        task.cancel()
        raise
    if not done:
        task.cancel()
        return None
    return task.result()
