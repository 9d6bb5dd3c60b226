"""A private note to one person about what they asked: the interaction's answer, or its
follow-up; in the channel, naming them, if the interaction's token has expired."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.words import ENGLISH, Words

log = logging.getLogger(__name__)

TOKEN_GONE = {10015, 10062, 50027}
"""Unknown Webhook, Unknown Interaction, Invalid Webhook Token: the interaction is too old."""


def token_gone(error: discord.HTTPException) -> bool:
    return error.status == 401 or error.code in TOKEN_GONE


async def tell(interaction: discord.Interaction[Any], text: str, words: Words = ENGLISH) -> None:
    """A private note to the person; a channel message naming them if the token expired."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
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
            words.say("notice-in-channel", user=str(user.id), note=text),
            allowed_mentions=discord.AllowedMentions(users=[user], roles=False, everyone=False),
        )
    except discord.HTTPException as error:
        log.warning("could not answer %d in the channel either: %s", user.id, error)


async def acknowledge(interaction: discord.Interaction[Any], *, ephemeral: bool = False) -> None:
    """Acknowledge at once: a silent update for a click, a private 'thinking' for a command."""
    if interaction.response.is_done():
        return
    try:
        if interaction.type is discord.InteractionType.component and not ephemeral:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)
    except discord.HTTPException as error:
        # Too late or refused: carry on, so the person's action is not lost.
        log.warning("could not acknowledge interaction %d: %s", interaction.id, error)
