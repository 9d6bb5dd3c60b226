"""Discord's time as far as the bot knows it, the one clock every deadline of the ui is read on:
when an interaction's answer is due, when a message is too old to edit, whether a token still
works, whether a person is at the board."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Any

import discord

ANSWER_WITHIN = datetime.timedelta(milliseconds=600)
"""After this (counted from when Discord made the interaction) an answer not ready is
acknowledged: Discord allows 3 s, people expect a click to answer within a second."""


class DiscordClock:
    """Our clock, never behind the newest id Discord made: Discord made each id no later than
    our 'now', so an id's time bounds Discord's clock from below when ours runs behind."""

    def __init__(self, utcnow: Callable[[], datetime.datetime] = discord.utils.utcnow) -> None:
        self._utcnow = utcnow
        self._seen = utcnow()

    def saw(self, snowflake: int) -> None:
        """An id Discord just made (an interaction, a message): its time is Discord's 'now'."""
        self._seen = max(self._seen, discord.utils.snowflake_time(snowflake))

    def now(self) -> datetime.datetime:
        return max(self._utcnow(), self._seen)

    def age(self, snowflake: int) -> datetime.timedelta:
        """How long ago Discord made this id."""
        return self.now() - discord.utils.snowflake_time(snowflake)

    def left(self, interaction: discord.Interaction[Any]) -> float:
        """Seconds until the interaction's answer is due, never below 0."""
        self.saw(interaction.id)
        return max((ANSWER_WITHIN - self.age(interaction.id)).total_seconds(), 0.0)
