"""A `/sho` command about the game in the channel (join, start, throw, leave, ...): the game
found, acted on through the service once, and the person told privately what was done, through
the one answer path (bot/ui/kit/answer.py). The table's buttons are bot/ui/table/controls.py's.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.services.errors import GameNotFoundError
from bot.services.hosted import HostedGame
from bot.ui.kit.answer import Answer, Private, answer
from bot.ui.kit.host import host_of
from bot.ui.kit.refusals import UiRefusal
from bot.ui.kit.replies import Reply


async def game_here(interaction: discord.Interaction[Any]) -> HostedGame:
    """The live game of the channel the interaction came from."""
    view = await host_of(interaction).games.live_in_channel(interaction.channel_id or 0)
    if view is None:
        raise GameNotFoundError(UiRefusal.NO_GAME_HERE)
    return view


async def on_game_here(
    interaction: discord.Interaction[Any],
    act: Callable[[Answer, HostedGame], Awaitable[Reply]],
) -> None:
    """A command about the game here: act on it, and answer privately with what `act` says."""
    host = host_of(interaction)

    async def work(reply: Answer) -> Reply:
        view = await game_here(interaction)
        host.publisher.person_acted(view.id, reply)
        return await act(reply, view)

    await answer(interaction, host.discord_clock, Private(), work)
