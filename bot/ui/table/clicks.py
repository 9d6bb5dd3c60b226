"""Acting on a game from a click or a `/sho` command: find the game, act through the service
once, and answer the person (a click with the board it changed, a command privately).

Refusals (`ShoError`) become one private line; anything else reaches the central error handler
(bot/ui/kit/errors.py), and whatever a click held is let go of on the way out.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import discord

from bot.services.errors import GameNotFoundError, OldBoardError
from bot.services.views import GameView
from bot.table.errors import InvalidInputError, ShoError
from bot.ui.kit.host import host_of
from bot.ui.kit.language import person_words
from bot.ui.kit.links import message_link
from bot.ui.kit.notes import acknowledge, tell
from bot.ui.kit.refusals import UiRefusal, refusal

T = TypeVar("T")


async def refused(interaction: discord.Interaction[Any], error: ShoError) -> str:
    """The refusal as the person reads it, in their language; an old board links to the
    current one."""
    words = await person_words(interaction)
    if isinstance(error, OldBoardError):
        where = message_link(interaction.guild_id, error.channel_id, error.message_id)
        return refusal(error, board_link=where, words=words)
    return refusal(error, words=words)


async def moderates(interaction: discord.Interaction[Any]) -> bool:
    """Whether the member may end any game and remove players (Manage Server, or the role
    /sho config names)."""
    permissions = interaction.permissions
    manager = bool(permissions.manage_guild or permissions.administrator)
    roles = [role.id for role in getattr(interaction.user, "roles", ())]
    config = host_of(interaction).server_config
    return await config.moderates(interaction.guild_id or 0, roles, manager=manager)


async def game_here(interaction: discord.Interaction[Any]) -> GameView:
    """The live game of the channel the interaction came from."""
    view = await host_of(interaction).games.live_in_channel(interaction.channel_id or 0)
    if view is None:
        raise GameNotFoundError(UiRefusal.NO_GAME_HERE)
    return view


async def game_of_button(interaction: discord.Interaction[Any], game: int) -> GameView:
    """The game a button names, if the button was clicked where that game is played."""
    view = await host_of(interaction).games.get(game)
    if interaction.channel_id not in (view.where, view.channel_id):
        raise InvalidInputError(UiRefusal.BUTTON_ELSEWHERE)
    return view


async def answer_click(
    interaction: discord.Interaction[Any],
    game: int,
    call: Callable[[GameView], Awaitable[GameView]],
) -> GameView | None:
    """A button of a game: check it belongs here, act, and answer the click with the board it
    changed (bot/ui/publishing/board_answer.py); refusals said privately. Whatever fails on
    the way (a refusal, a database outage, a bug), the channel's drawing is let go of when this
    returns, and the publisher draws whatever the answer did not."""
    publisher = host_of(interaction).publisher
    async with publisher.answering(interaction) as answer:
        try:
            view = await game_of_button(interaction, game)
            publisher.person_acted(game, interaction)
            after = await answer.in_time(call(view))
        except ShoError as error:
            await tell(interaction, await refused(interaction, error))
            return None
        await answer.draw(after)
        return after


async def run_command(
    interaction: discord.Interaction[Any], call: Callable[[GameView], Awaitable[T]]
) -> T | None:
    """A /sho command about the game here: acknowledge privately, act, answer privately."""
    publisher = host_of(interaction).publisher
    publisher.saw(interaction.id)
    await acknowledge(interaction, ephemeral=True)
    try:
        view = await game_here(interaction)
        publisher.person_acted(view.id, interaction)
        return await call(view)
    except ShoError as error:
        await tell(interaction, await refused(interaction, error))
    return None
