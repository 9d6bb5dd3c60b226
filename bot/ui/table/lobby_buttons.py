"""The buttons that fill and open tables: the lobby's Join, Leave, Add computer, Start and
Cancel; Rematch under a game's summary; and 'Start it in a thread' when a channel is busy.

Each is a dynamic item owning its custom id, its look and what a click does.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from enum import StrEnum
from typing import Any

import discord

from bot.render.names import safe_name
from bot.render.style import Theme
from bot.services.views import GameView
from bot.table.errors import InvalidInputError, PermissionDeniedError, ShoError
from bot.ui.kit.clicked import carries
from bot.ui.kit.errors import reports_errors
from bot.ui.kit.host import host_of
from bot.ui.kit.language import table_words
from bot.ui.kit.notes import acknowledge
from bot.ui.kit.refusals import UiRefusal, refusal
from bot.ui.kit.table_code import choices_from_code
from bot.ui.table.clicks import answer_click, moderates
from bot.ui.table.threads import open_in_thread
from bot.words import ENGLISH, Words

Button = discord.ui.DynamicItem[discord.ui.Button[Any]]


class LobbyAction(StrEnum):
    """What a lobby button asks for (the value is the custom id's last part)."""

    JOIN = "join"
    LEAVE = "leave"
    COMPUTER = "computer"
    START = "start"
    CANCEL = "cancel"


_LOOKS: dict[LobbyAction, tuple[str, discord.ButtonStyle]] = {
    LobbyAction.JOIN: ("button-join", discord.ButtonStyle.success),
    LobbyAction.LEAVE: ("button-leave", discord.ButtonStyle.secondary),
    LobbyAction.COMPUTER: ("button-add-computer", discord.ButtonStyle.secondary),
    LobbyAction.START: ("button-start", discord.ButtonStyle.primary),
    LobbyAction.CANCEL: ("button-cancel", discord.ButtonStyle.danger),
}
"""Each action's message and style."""


class LobbyButton(
    Button, template=r"sho:l:(?P<game>[0-9]{1,18}):(?P<action>join|leave|computer|start|cancel)"
):
    """A seat at an open table taken or given up, a computer added, the start, the cancel."""

    def __init__(self, game: int, action: LobbyAction, words: Words = ENGLISH) -> None:
        key, style = _LOOKS[action]
        super().__init__(
            discord.ui.Button(label=words.say(key), style=style, custom_id=f"sho:l:{game}:{action}")
        )
        self.game, self.action = game, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LobbyButton:
        return cls(int(match["game"]), LobbyAction(match["action"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await answer_click(interaction, self.game, self._call(interaction))

    def _call(self, interaction: discord.Interaction[Any]) -> Callable[[GameView], Awaitable[Any]]:
        games, user = host_of(interaction).games, interaction.user

        async def cancel(view: GameView) -> GameView:
            return await games.cancel(view.id, user.id, manager=await moderates(interaction))

        match self.action:
            case LobbyAction.JOIN:
                return lambda v: games.join(v.id, user.id, user.display_name)
            case LobbyAction.LEAVE:
                return lambda v: games.leave(v.id, user.id)
            case LobbyAction.COMPUTER:
                return lambda v: games.add_computer(v.id, user.id)
            case LobbyAction.START:
                return lambda v: games.start(v.id, user.id)
            case LobbyAction.CANCEL:
                return cancel


LOBBY_ACTIONS = tuple(LobbyAction)


class RematchButton(Button, template=r"sho:r:(?P<game>[0-9]{1,18})"):
    """Play again with the same seats (under a game's summary)."""

    def __init__(self, game: int, words: Words = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=words.say("button-rematch"),
                style=discord.ButtonStyle.primary,
                emoji="🔁",
                custom_id=f"sho:r:{game}",
            )
        )
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RematchButton:
        return cls(int(match["game"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        host, user = host_of(interaction), interaction.user
        channel = interaction.channel
        parent = channel.parent_id if isinstance(channel, discord.Thread) else None

        async def again(finished: GameView) -> GameView:
            config = await host.server_config.rematch_table(
                finished.guild_id, finished.channel_id, parent, finished.table.config
            )
            return await host.games.rematch(finished.id, user.id, user.display_name, config)

        new = await answer_click(interaction, self.game, again)
        if new is None:
            return
        summary = interaction.message
        if summary is not None and carries(summary, interaction):
            await interaction.edit_original_response(view=without(summary, self.custom_id))
        await offer_seats(interaction, new)


def shown(name: str) -> str:
    """A person's name in a message: escaped, and unable to ping."""
    return safe_name(name, Theme.DISCORD, ENGLISH.say("seat-unnamed"))


async def offer_seats(interaction: discord.Interaction[Any], new: GameView) -> None:
    """Tell the people a rematch offers a seat, with a ping where the server pings turns (the
    offer itself is public, so each may accept by clicking Join)."""
    table = new.table
    waiting = table.waiting_for
    if not waiting:
        return
    pings = table.config.pings
    people = ", ".join(f"<@{seat.user_id}>" if pings else shown(seat.name) for seat in waiting)
    mentioned = [discord.Object(seat.user_id or 0) for seat in waiting] if pings else []
    words = table_words(table)
    text = words.say("rematch-offer", host=shown(interaction.user.display_name), people=people)
    await interaction.followup.send(
        text, allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=mentioned)
    )


def without(message: discord.Message, custom_id: str) -> discord.ui.View:
    """The message's buttons but one (used up: one rematch per summary)."""
    view = discord.ui.View.from_message(message, timeout=None)
    for item in list(view.children):
        if getattr(item, "custom_id", None) == custom_id:
            view.remove_item(item)
    return view


class ThreadButton(Button, template=r"sho:t:(?P<code>[0-9a-z.:-]{1,80})"):
    """Start the table asked for in a new thread, when the channel already has a game. The id
    carries only who asked and what they chose: everything /sho new checks is checked again
    when it is clicked, with the server's settings as they are then."""

    def __init__(self, code: str, words: Words = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=words.say("button-thread"),
                style=discord.ButtonStyle.primary,
                emoji="🧵",
                custom_id=f"sho:t:{code}",
            )
        )
        self.code = code

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ThreadButton:
        return cls(match["code"])

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        asker, choices = choices_from_code(self.code)
        if interaction.user.id != asker:
            raise PermissionDeniedError(UiRefusal.MADE_FOR_SOMEONE_ELSE)
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):
            raise InvalidInputError(UiRefusal.THREADS_IN_TEXT_CHANNELS)
        offer = interaction.message
        in_place = offer is not None and offer.flags.ephemeral and carries(offer, interaction)
        if in_place:
            await interaction.response.edit_message(
                content=ENGLISH.say("thread-opening"), view=None
            )
        else:
            await acknowledge(interaction, ephemeral=True)
        try:
            config, _ = await host_of(interaction).server_config.new_table(
                interaction.guild_id or 0, channel.id, None, choices
            )
            await open_in_thread(interaction, channel, config, in_place=in_place)
        except ShoError as error:
            if not in_place:
                raise
            await interaction.edit_original_response(content=refusal(error))
