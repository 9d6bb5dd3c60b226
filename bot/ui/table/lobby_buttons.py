"""The buttons that fill and open tables: the lobby's Join, Leave, Add computer, Start and
Cancel; Rematch under a game's summary; and 'Start it in a thread' when a channel is busy.

Each is a control (bot/ui/kit/controls.py) owning its custom id, its look and what a click
does.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, cast

import discord

from bot.render.names import safe_name
from bot.render.style import Theme
from bot.services.hosted import HostedGame
from bot.table.errors import InvalidInputError, PermissionDeniedError
from bot.ui.kit.answer import Answer, Confirmed, Private, Shape, answer
from bot.ui.kit.cards import Component, Rows
from bot.ui.kit.clicked import carries
from bot.ui.kit.controls import Button, Style
from bot.ui.kit.host import host_of
from bot.ui.kit.language import discord_words, table_words
from bot.ui.kit.refusals import UiRefusal
from bot.ui.kit.replies import Reply
from bot.ui.kit.table_code import choices_from_code
from bot.ui.table.controls import Click, TableControl
from bot.ui.table.threads import open_in_thread
from bot.words import ENGLISH


class LobbyAction(StrEnum):
    """What a lobby button asks for (the value is the custom id's last part)."""

    JOIN = "join"
    LEAVE = "leave"
    COMPUTER = "computer"
    START = "start"
    CANCEL = "cancel"


_LOOKS: dict[LobbyAction, tuple[str, Style]] = {
    LobbyAction.JOIN: ("button-join", Style.success),
    LobbyAction.LEAVE: ("button-leave", Style.secondary),
    LobbyAction.COMPUTER: ("button-add-computer", Style.secondary),
    LobbyAction.START: ("button-start", Style.primary),
    LobbyAction.CANCEL: ("button-cancel", Style.danger),
}
"""Each action's message and style."""


@dataclass(frozen=True)
class LobbyButton(TableControl, id="sho:l:{game}:{action}"):
    """A seat at an open table taken or given up, a computer added, the start, the cancel."""

    action: LobbyAction

    def look(self) -> tuple[str, Style]:
        return _LOOKS[self.action]

    async def request(self, click: Click) -> HostedGame:
        games, user, game = click.games, click.interaction.user, self.game
        match self.action:
            case LobbyAction.JOIN:
                return await games.join(game, user.id, user.display_name)
            case LobbyAction.LEAVE:
                return await games.leave(game, user.id)
            case LobbyAction.COMPUTER:
                return await games.add_computer(game, user.id)
            case LobbyAction.START:
                return await games.start(game, user.id)
            case LobbyAction.CANCEL:
                return await games.cancel(game, user.id, manager=await click.moderates())


LOBBY_ACTIONS = tuple(LobbyAction)


@dataclass(frozen=True)
class RematchButton(TableControl, id="sho:r:{game}"):
    """Play again with the same seats (under a game's summary): a new table in the channel,
    hosted by whoever asked, each other player offered their seat."""

    label: ClassVar[str] = "button-rematch"
    style: ClassVar[Style] = Style.primary
    emoji: ClassVar[str | None] = "🔁"

    async def request(self, click: Click) -> HostedGame:
        host, user = click.host, click.interaction.user
        channel = click.interaction.channel
        parent = channel.parent_id if isinstance(channel, discord.Thread) else None
        finished = click.view
        config = await host.server_config.rematch_table(
            finished.guild_id, finished.channel_id, parent, finished.table.config
        )
        new = await host.games.rematch(finished.id, user.id, user.display_name, config)
        # The click's response is the summary it came on (the new lobby is posted afresh): it
        # is acknowledged now, so the summary can lose this button and the offer follow.
        await click.answer.acknowledge()
        async with click.answer.sending():
            await self._used_up(click.interaction)
            await offer_seats(click.interaction, new)
        return new

    async def _used_up(self, interaction: discord.Interaction[Any]) -> None:
        """The summary without this button (one rematch per summary)."""
        summary = interaction.message
        if summary is not None and carries(summary, interaction):
            await interaction.edit_original_response(view=without(summary, self.custom_id))


def shown(name: str) -> str:
    """A person's name in a message: escaped, and unable to ping."""
    return safe_name(name, Theme.DISCORD, ENGLISH.say("seat-unnamed"))


async def offer_seats(interaction: discord.Interaction[Any], new: HostedGame) -> None:
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


def without(message: discord.Message, custom_id: str) -> Rows:
    """The message's buttons but one (used up: one rematch per summary)."""
    rows: list[list[Component]] = []
    for row in message.components:
        if isinstance(row, discord.ActionRow):
            kept = [c for c in row.children if getattr(c, "custom_id", None) != custom_id]
            rows.append([cast(Component, c.to_dict()) for c in kept])
    return Rows(*[row for row in rows if row])


@dataclass(frozen=True)
class ThreadButton(Button, id="sho:t:{code}"):
    """Start the table asked for in a new thread, when the channel already has a game. The id
    carries only who asked and what they chose: everything /sho new checks is checked again
    when it is clicked, with the server's settings as they are then. Said in place of the
    private offer it came on (else privately)."""

    code: str

    id_patterns: ClassVar[dict[str, str]] = {"code": r"[0-9a-z.:-]{1,80}"}

    label: ClassVar[str] = "button-thread"
    style: ClassVar[Style] = Style.primary
    emoji: ClassVar[str | None] = "🧵"

    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        host = host_of(interaction)
        offer = interaction.message
        in_place = offer is not None and offer.flags.ephemeral and carries(offer, interaction)
        shape: Shape[Reply] = Confirmed() if in_place else Private()

        async def work(reply: Answer) -> Reply:
            asker, choices = choices_from_code(self.code)
            if reply.user_id != asker:
                raise PermissionDeniedError(UiRefusal.MADE_FOR_SOMEONE_ELSE)
            channel = interaction.channel
            if not isinstance(channel, discord.TextChannel):
                raise InvalidInputError(UiRefusal.THREADS_IN_TEXT_CHANNELS)
            if in_place:  # a thread takes a while: the offer says so at once
                # In the person's Discord language: their own is read from the database,
                # which may be what is slow.
                opening = discord_words(interaction).say("thread-opening")
                async with reply.sending() as response:
                    if response.is_done():
                        await interaction.edit_original_response(content=opening, view=None)
                    else:
                        await response.edit_message(content=opening, view=None)
            words = await reply.words()
            config, _ = await host.server_config.new_table(
                interaction.guild_id or 0, channel.id, None, choices
            )
            return Reply(await open_in_thread(interaction, channel, config, words=words))

        await answer(interaction, host.discord_clock, shape, work)
