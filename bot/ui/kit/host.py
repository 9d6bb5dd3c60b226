"""The bot as the buttons and commands see it: its services, and narrow ports onto the
publisher, as typed attributes.

Buttons reach the game through `host_of(interaction)` rather than through a cog, so a button's
class holds its whole behaviour; `bot.client.ShoBot` is checked against this protocol by mypy.
A button sees of the publisher only what it may use (`BoardDrawing`): the concrete publisher
draws boards with the buttons, so naming it here would tie every button to all of it.
"""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol, cast

import discord

from bot.services.analyses import Analyses
from bot.services.community import Community
from bot.services.games import GameService
from bot.services.hosted import HostedGame
from bot.services.replays import Replays
from bot.services.server_config import ServerConfig
from bot.ui.kit.choice_step import ChoiceStep
from bot.ui.kit.clock import DiscordClock


class Responder(Protocol):
    """An interaction being answered, as whoever draws its response sees it
    (`bot.ui.kit.answer.Answer`)."""

    @property
    def interaction(self) -> discord.Interaction[Any]: ...

    def sending(self) -> AbstractAsyncContextManager[discord.InteractionResponse[Any]]:
        """The interaction's response, while no other call is made on it."""
        ...

    async def acknowledge(self) -> None:
        """Acknowledge the interaction as its answer's shape does, unless it was answered."""
        ...

    async def finished(self) -> None:
        """Wait until the interaction has its answer."""
        ...


class BoardAnswering(Protocol):
    """The answer to one interaction about a game, drawn by the interaction's own task."""

    async def draw(self, view: HostedGame) -> bool:
        """Show the game as the interaction's answer (False: the publisher draws it)."""
        ...

    async def show_choice(self, view: HostedGame, step: ChoiceStep) -> bool:
        """The clicked board again at this step of choosing a move."""
        ...


class BoardDrawing(Protocol):
    """What a button or command may ask of the publisher that keeps the boards."""

    def answering(
        self, answer: Responder, *, posts: bool = False
    ) -> AbstractAsyncContextManager[BoardAnswering]:
        """The interaction answered by its own task with the board; nothing else is drawn in
        its channel meanwhile."""
        ...

    def person_acted(self, game_id: int, answer: Responder) -> None:
        """A person just clicked or typed a command in a game (`answer`: what answers it)."""
        ...


class ShoHost(Protocol):
    """What the bot offers its buttons and commands."""

    @property
    def games(self) -> GameService: ...

    @property
    def publisher(self) -> BoardDrawing: ...

    @property
    def discord_clock(self) -> DiscordClock: ...

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
