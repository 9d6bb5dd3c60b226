"""A private note to one person about what they asked: the interaction's answer, or its
follow-up; in the channel, naming them, if the interaction's token has expired. Every note the
bot gives goes through `tell` (an answer's own under its lock, bot/ui/kit/answer.py)."""

from __future__ import annotations

import contextlib
import logging
from contextlib import AbstractAsyncContextManager
from typing import Any

import discord

from bot.ui.kit.replies import Reply
from bot.words import ENGLISH, Words

log = logging.getLogger(__name__)

TOKEN_GONE = {10015, 10062, 50027}
"""Unknown Webhook, Unknown Interaction, Invalid Webhook Token: the interaction is too old."""


def token_gone(error: discord.HTTPException) -> bool:
    return error.status == 401 or error.code in TOKEN_GONE


async def tell(
    interaction: discord.Interaction[Any],
    note: Reply | str,
    words: Words = ENGLISH,
    *,
    sending: AbstractAsyncContextManager[Any] | None = None,
) -> None:
    """A private note to the person (`sending`: held while the response is used); a channel
    message naming them, in `words`, if the token expired."""
    reply = Reply(note) if isinstance(note, str) else note
    try:
        async with sending or contextlib.nullcontext():
            if interaction.response.is_done():
                await interaction.followup.send(**reply.message(), ephemeral=True)
            else:
                await interaction.response.send_message(**reply.message(), ephemeral=True)
        return
    except discord.HTTPException as error:
        if not token_gone(error):
            log.warning("could not answer interaction %d: %s", interaction.id, error)
            return
        log.info("interaction %d expired; answering in the channel", interaction.id)
    user = interaction.user
    channel = interaction.client.get_partial_messageable(interaction.channel_id or 0)
    try:
        await channel.send(
            words.say("notice-in-channel", user=str(user.id), note=reply.content or ""),
            allowed_mentions=discord.AllowedMentions(users=[user], roles=False, everyone=False),
        )
    except discord.HTTPException as error:
        log.warning("could not answer %d in the channel either: %s", user.id, error)
