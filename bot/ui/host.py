"""The bot as the buttons and commands see it: its services, as typed attributes.

Buttons reach the game through `host_of(interaction)` rather than through a cog, so a button's
class holds its whole behaviour; `bot.client.ShoBot` is checked against this protocol by mypy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, cast

import discord

from bot.services.analyses import Analyses
from bot.services.community import Community
from bot.services.games import GameService
from bot.services.replays import Replays
from bot.services.server_config import ServerConfig

if TYPE_CHECKING:  # the publisher draws boards with the buttons, which need the host
    from bot.ui.publisher import BoardPublisher


class ShoHost(Protocol):
    """What the bot offers its buttons and commands."""

    @property
    def games(self) -> GameService: ...

    @property
    def publisher(self) -> BoardPublisher: ...

    @property
    def community(self) -> Community: ...

    @property
    def replays(self) -> Replays: ...

    @property
    def analyses(self) -> Analyses: ...

    @property
    def server_config(self) -> ServerConfig: ...


def host_of(interaction: discord.Interaction[Any]) -> ShoHost:
    """The bot that received the interaction."""
    return cast(ShoHost, interaction.client)
