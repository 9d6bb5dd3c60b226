"""Messages through an interaction's token: Discord's global rate limit does not count them, so
the game's board and pings go that way while the newest click's token lasts (15 minutes)."""

from __future__ import annotations

import datetime
from typing import Any

import discord

from bot.ui.kit.cards import NO_MENTIONS

TOKEN_LIFE = datetime.timedelta(minutes=14)
"""An interaction's token works for 15 minutes: use it for a little less."""


def fresh(now: datetime.datetime, interaction_id: int) -> bool:
    """Whether the token of this interaction (made at its id's time) may still be used."""
    return now - discord.utils.snowflake_time(interaction_id) < TOKEN_LIFE


def mentioning(user_ids: list[int] | None) -> discord.AllowedMentions:
    """Mentions that ping exactly these people (nobody for None)."""
    if not user_ids:
        return NO_MENTIONS
    users = [discord.Object(i) for i in user_ids]
    return discord.AllowedMentions(users=users, roles=False, everyone=False)


async def post(
    channel: discord.PartialMessageable,
    via: discord.Interaction[Any] | None,
    text: str,
    allowed: discord.AllowedMentions,
    **extra: Any,
) -> discord.Message:
    """A message in the channel: a follow-up of `via` (a fresh click there), else a plain post."""
    if via is not None and via.channel_id == channel.id:
        return await via.followup.send(
            text, allowed_mentions=allowed, suppress_embeds=True, wait=True, **extra
        )
    return await channel.send(text, allowed_mentions=allowed, suppress_embeds=True, **extra)
