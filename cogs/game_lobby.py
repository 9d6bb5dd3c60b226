"""The lobby: /sho new (or a thread when the channel is busy), join, leave, start, swap, games."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

from bot.engine import Level, OptionChanges, Preset
from bot.services.errors import ChannelBusyError
from bot.services.hosted import HostedGame
from bot.services.server_config import TableChoices
from bot.table.config import TableConfig
from bot.table.errors import InvalidInputError
from bot.table.status import GameStatus
from bot.ui.kit.answer import Answer, OnBoard, answer, privately
from bot.ui.kit.cards import Rows
from bot.ui.kit.links import message_link
from bot.ui.kit.refusals import UiRefusal
from bot.ui.kit.replies import Reply
from bot.ui.kit.table_code import choices_code
from bot.ui.table.clicks import on_game_here
from bot.ui.table.confirm_buttons import LeaveButton
from bot.ui.table.lobby_buttons import ThreadButton
from bot.ui.table.threads import open_in_thread
from bot.words import ENGLISH, Words
from cogs.described import described
from cogs.rule_choices import (
    LEVEL_CHOICES,
    OPTION_PARAMETERS,
    PRESET_CHOICES,
    takes_table_options,
)
from cogs.sho_group import HelpGroup, ShoCog

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class InThread:
    """/sho new in a server that opens new games in threads: the table to open there."""

    config: TableConfig


@dataclass(frozen=True)
class Busy:
    """/sho new in a channel that has a game: where it is, and what was asked for."""

    error: ChannelBusyError
    choices: TableChoices


__all__ = ["LobbyCog"]

NEEDED_PERMISSIONS = {
    "view_channel": "lobby-permission-view-channel",
    "send_messages": "lobby-permission-send-messages",
    "read_message_history": "lobby-permission-read-message-history",
}
"""What the bot needs in a channel to run a game, and the message naming each."""
IN_THREADS = ("send_messages_in_threads", "lobby-permission-send-messages-in-threads")
"""What it needs in a thread too."""
GAMES_TEXT_MOST = 2000
"""Discord refuses a message longer than this, so /sho games lists what fits."""


def missing_permissions(interaction: discord.Interaction[Any], words: Words = ENGLISH) -> list[str]:
    """What the bot lacks in this channel to run a game, in Discord's words."""
    granted = interaction.app_permissions
    needed = list(NEEDED_PERMISSIONS.items())
    if isinstance(interaction.channel, discord.Thread):
        needed.append(IN_THREADS)
    return [words.say(key) for name, key in needed if not getattr(granted, name)]


def games_list(guild_id: int | None, views: list[HostedGame], words: Words = ENGLISH) -> str:
    """One line per live game or open table, with a link to its board; as many as fit in one
    message, then how many more there are."""
    if not views:
        return words.say("lobby-games-none")
    room = GAMES_TEXT_MOST - len(_more_games(len(views), words)) - 1  # the longest 'more' line
    lines: list[str] = []
    used = -1  # no newline before the first line
    for view in views:
        line = _game_line(guild_id, view, words)
        if used + 1 + len(line) > room:
            break
        lines.append(line)
        used += 1 + len(line)
    if len(lines) < len(views):
        lines.append(_more_games(len(views) - len(lines), words))
    return "\n".join(lines)


def _game_line(guild_id: int | None, view: HostedGame, words: Words) -> str:
    table = view.table
    state = table.status.value
    channel, taken, players = str(view.where), len(table.seats), table.config.players
    link = message_link(guild_id, view.where, view.board_message_id)
    if link:
        return words.say(
            "lobby-games-line-linked",
            channel=channel,
            state=state,
            taken=taken,
            players=players,
            link=link,
        )
    return words.say("lobby-games-line", channel=channel, state=state, taken=taken, players=players)


def _more_games(count: int, words: Words) -> str:
    return words.say("lobby-games-more", count=count)


async def leave_question(answer: Answer, view: HostedGame) -> Reply:
    """What /sho leave asks in a game under way, privately (refused as leaving would be)."""
    view.table.request_leave(answer.user_id)
    words = await answer.words()
    confirm = Rows([LeaveButton(view.id, 0).drawn(words)])
    return Reply(words.say("seat-leave-question"), view=confirm)


class LobbyCog(ShoCog):
    """Opening a table and filling its seats."""

    help_group = HelpGroup.PLAY

    @app_commands.command(name="new", description=described("command-new"))
    @app_commands.describe(
        players=described("command-new-players"),
        computers=described("command-new-computers"),
        level=described("command-new-level"),
        rules=described("command-new-rules"),
        turn_minutes=described("command-new-turn-minutes"),
    )
    @app_commands.choices(level=LEVEL_CHOICES, rules=PRESET_CHOICES)
    @takes_table_options
    async def new(
        self,
        interaction: discord.Interaction[Any],
        players: app_commands.Range[int, 2, 4] = 3,
        computers: app_commands.Range[int, 0, 3] = 0,
        level: str | None = None,
        rules: str | None = None,
        options: OptionChanges = OPTION_PARAMETERS,
        turn_minutes: app_commands.Range[int, 1, 1440] | None = None,
    ) -> None:
        choices = TableChoices(
            players=players,
            computers=computers,
            level=None if level is None else Level(level),
            preset=None if rules is None else Preset(rules),
            options=options,
            turn_seconds=None if turn_minutes is None else turn_minutes * 60,
        )
        channel = interaction.channel

        async def opened(reply: Answer) -> HostedGame | Reply:
            table = await self._open_here(interaction, choices)
            if isinstance(table, Busy):
                return await self._thread_offer(reply, table.error, table.choices)
            if isinstance(table, InThread):
                assert isinstance(channel, discord.TextChannel)
                await reply.think_privately()  # a thread takes a while: the note is private
                words = await reply.words()
                return Reply(await open_in_thread(interaction, channel, table.config, words=words))
            return table

        shape = OnBoard(self.bot.publisher, posts=True)
        await answer(interaction, self.bot.discord_clock, shape, opened)

    async def _open_here(
        self, interaction: discord.Interaction[Any], choices: TableChoices
    ) -> HostedGame | InThread | Busy:
        """The table /sho new opens in this channel; or the one to open in a thread."""
        channel = interaction.channel
        parent = channel.parent_id if isinstance(channel, discord.Thread) else None
        config, in_thread = await self.bot.server_config.new_table(
            interaction.guild_id or 0, interaction.channel_id or 0, parent, choices
        )
        if in_thread and isinstance(channel, discord.TextChannel):
            return InThread(config)
        missing = missing_permissions(interaction)
        if missing:
            raise InvalidInputError(UiRefusal.MISSING_PERMISSIONS, permissions=", ".join(missing))
        user = interaction.user
        try:
            return await self.bot.games.open_table(
                interaction.guild_id or 0,
                interaction.channel_id or 0,
                user.id,
                user.display_name,
                config,
            )
        except ChannelBusyError as busy:
            return Busy(busy, choices)

    async def _thread_offer(
        self, reply: Answer, busy: ChannelBusyError, choices: TableChoices
    ) -> Reply:
        """Where the channel's game is, and the offer of a thread for the new one (in a
        channel)."""
        interaction = reply.interaction
        where = message_link(interaction.guild_id, busy.channel_id, busy.message_id)
        words = await reply.words()
        text = words.say("lobby-busy-linked", link=where) if where else words.say("lobby-busy")
        if not isinstance(interaction.channel, discord.TextChannel):
            return Reply(text)
        offer = ThreadButton(choices_code(reply.user_id, choices)).drawn(words)
        return Reply(text + "\n" + words.say("lobby-busy-thread-offer"), view=Rows([offer]))

    @app_commands.command(name="join", description=described("command-join"))
    async def join(self, interaction: discord.Interaction[Any]) -> None:
        user = interaction.user

        async def join(reply: Answer, view: HostedGame) -> Reply:
            await self.bot.games.join(view.id, user.id, user.display_name)
            return Reply((await reply.words()).say("lobby-joined"))

        await on_game_here(interaction, join)

    @app_commands.command(name="leave", description=described("command-leave"))
    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        async def leave(reply: Answer, view: HostedGame) -> Reply:
            if view.table.status is not GameStatus.LOBBY:
                # Leaving a game under way cannot be undone: asked first, as /sho end is.
                return await leave_question(reply, view)
            await self.bot.games.leave(view.id, reply.user_id)
            return Reply((await reply.words()).say("lobby-left"))

        await on_game_here(interaction, leave)

    @app_commands.command(name="start", description=described("command-start"))
    async def start(self, interaction: discord.Interaction[Any]) -> None:
        async def start(reply: Answer, view: HostedGame) -> Reply:
            await self.bot.games.start(view.id, reply.user_id)
            return Reply((await reply.words()).say("lobby-started"))

        await on_game_here(interaction, start)

    @app_commands.command(name="swap", description=described("command-swap"))
    @app_commands.describe(
        first=described("command-swap-first"), second=described("command-swap-second")
    )
    async def swap(
        self,
        interaction: discord.Interaction[Any],
        first: app_commands.Range[int, 1, 4],
        second: app_commands.Range[int, 1, 4],
    ) -> None:
        async def swap(reply: Answer, view: HostedGame) -> Reply:
            await self.bot.games.swap(view.id, reply.user_id, first - 1, second - 1)
            words = await reply.words()
            return Reply(words.say("lobby-swapped", first=first, second=second))

        await on_game_here(interaction, swap)

    @app_commands.command(name="games", description=described("command-games"))
    async def games(self, interaction: discord.Interaction[Any]) -> None:
        async def listed(reply: Answer) -> Reply:
            views = await self.bot.games.live_in_guild(interaction.guild_id or 0)
            return Reply(games_list(interaction.guild_id, views, await reply.words()))

        await privately(interaction, listed)
