"""A table opened in a new thread of the channel: when the server opens every table in a
thread, or when the channel already has a game and the person takes the offer of a thread."""

from __future__ import annotations

import contextlib
from typing import Any

import discord

from bot.table.config import TableConfig
from bot.table.errors import PermissionDeniedError, ShoError
from bot.ui.kit.host import host_of
from bot.ui.kit.refusals import UiRefusal
from bot.words import ENGLISH, Words


async def open_in_thread(
    interaction: discord.Interaction[Any],
    channel: discord.TextChannel,
    config: TableConfig,
    *,
    words: Words = ENGLISH,
) -> str:
    """A public thread of the channel with the table; the note that says where it is, named
    and said in `words`."""
    host = host_of(interaction)
    user = interaction.user
    guild_id = interaction.guild_id or 0
    await host.server_config.room_for(guild_id, user.id)  # no thread for a refused table
    try:
        thread = await channel.create_thread(
            name=words.say("thread-name", name=user.display_name)[:100],
            type=discord.ChannelType.public_thread,
        )
    except discord.Forbidden as error:
        raise PermissionDeniedError(UiRefusal.NO_THREADS_HERE) from error
    with contextlib.suppress(discord.HTTPException):  # they can open it from the channel
        await thread.add_user(user)
    try:
        await host.games.open_table(guild_id, thread.id, user.id, user.display_name, config)
    except ShoError:  # another table took the last room meanwhile: leave no empty thread
        with contextlib.suppress(discord.HTTPException):
            await thread.edit(archived=True)
        raise
    return words.say("thread-ready", thread=thread.mention)
