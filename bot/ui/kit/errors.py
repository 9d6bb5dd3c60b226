"""The one place errors become words for the user.

Domain errors (`ShoError`) and Discord's own check failures are expected: the user is told
why, privately. Anything else is a bug: it is logged here with its traceback, and the user gets
one short apology (the answer path says both, bot/ui/kit/answer.py).
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot.table.errors import ShoError
from bot.ui.kit.refusals import refusal
from bot.words import ENGLISH, Words

log = logging.getLogger(__name__)

APOLOGY = ENGLISH.say("notice-apology")
"""The one short apology for a bug, in English."""
GUILD_ONLY = ENGLISH.say("notice-guild-only")
"""What a command used outside a server is told, in English."""


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


def described(interaction: discord.Interaction[Any]) -> str:
    if interaction.command is not None:
        return f"/{interaction.command.qualified_name}"
    custom_id = interaction.data.get("custom_id") if interaction.data else None
    return f"component {custom_id!r}" if custom_id else f"interaction {interaction.id}"
