"""The bot's hello when it is added to a server: once, where everyone may read it and it may
post (the server's system channel, else its first such text channel)."""

from __future__ import annotations

import logging

import discord

from bot.words import ENGLISH, Words

log = logging.getLogger(__name__)


def welcome_channel(guild: discord.Guild) -> discord.TextChannel | None:
    """The system channel if the bot may post there, else the first text channel (in the order
    members see them) where it may; None if it may post nowhere."""
    me = guild.me
    candidates = sorted(guild.text_channels, key=lambda channel: channel.position)
    if guild.system_channel is not None:
        candidates.insert(0, guild.system_channel)
    for channel in candidates:
        allowed = channel.permissions_for(me)
        if allowed.view_channel and allowed.send_messages:
            return channel
    return None


async def welcome(guild: discord.Guild, words: Words = ENGLISH) -> discord.Message | None:
    """Post the welcome in `guild` (None where the bot may post nowhere, or Discord refused)."""
    channel = welcome_channel(guild)
    if channel is None:
        log.info("Joined guild %s, but may post in none of its channels", guild.id)
        return None
    try:
        return await channel.send(words.say("welcome"))
    except discord.HTTPException as error:
        # A welcome is a courtesy: a refusal (permissions changed since GUILD_CREATE) is logged.
        log.warning("Could not welcome guild %s in channel %s: %s", guild.id, channel.id, error)
        return None
