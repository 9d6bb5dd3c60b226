"""The one place errors become words for the user.

Domain errors (`ShoError`) and Discord's own check failures are expected: the user is told
why, ephemerally. Anything else is a bug: it is logged with its traceback and the user gets
one short apology. The command tree's `on_error` calls `report_error`; button and select
callbacks get the same treatment through `@reports_errors`.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

import discord
from discord import app_commands

from bot.table.errors import ShoError
from bot.ui.kit.language import person_words
from bot.ui.kit.refusals import refusal
from bot.words import ENGLISH, Words

log = logging.getLogger(__name__)

APOLOGY = ENGLISH.say("notice-apology")
"""The one short apology for a bug, in English."""
GUILD_ONLY = ENGLISH.say("notice-guild-only")
"""What a command used outside a server is told, in English."""

ItemT = TypeVar("ItemT")


def user_message(error: BaseException, words: Words = ENGLISH) -> str | None:
    """The sentence to show for an expected error, or None when it is a bug."""
    if isinstance(error, ShoError):
        return refusal(error, words=words)
    if isinstance(error, app_commands.NoPrivateMessage):
        return words.say("notice-guild-only")
    if isinstance(error, app_commands.TransformerError):
        return words.say("notice-bad-option")
    if isinstance(error, app_commands.CheckFailure):
        return words.say("notice-not-allowed")
    return None


async def report_error(
    interaction: discord.Interaction[Any], error: BaseException, words: Words | None = None
) -> None:
    """Tell the user what went wrong, ephemerally, in their language (`words`, else theirs
    looked up); log the unexpected with its traceback."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if words is None:
        words = await person_words(interaction)
    message = user_message(error, words)
    if message is None:
        log.error("Unexpected error while handling %s", _describe(interaction), exc_info=error)
        message = words.say("notice-apology")
    await send_ephemeral(interaction, message)


async def send_ephemeral(interaction: discord.Interaction[Any], text: str) -> None:
    """Answer only the user: as the response, or as a follow-up if it was already acknowledged."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException as failure:
        log.warning(
            "Could not tell the user about an error (%s): %s", _describe(interaction), failure
        )


def reports_errors(
    callback: Callable[[ItemT, discord.Interaction[Any]], Coroutine[Any, Any, None]],
) -> Callable[[ItemT, discord.Interaction[Any]], Coroutine[Any, Any, None]]:
    """Decorate a button/select callback so its errors reach `report_error`.

    discord.py only logs exceptions from component callbacks; the user would see nothing.
    """

    @functools.wraps(callback)
    async def wrapper(item: ItemT, interaction: discord.Interaction[Any]) -> None:
        try:
            await callback(item, interaction)
        except Exception as error:
            await report_error(interaction, error)

    return wrapper


def _describe(interaction: discord.Interaction[Any]) -> str:
    if interaction.command is not None:
        return f"/{interaction.command.qualified_name}"
    custom_id = interaction.data.get("custom_id") if interaction.data else None
    return f"component {custom_id!r}" if custom_id else f"interaction {interaction.id}"
