"""The lobby: /sho new (or a thread when the channel is busy), join, leave, start, swap, games."""

from __future__ import annotations

import contextlib
import logging
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

from bot.engine import Level, Preset
from bot.services.errors import ChannelBusyError
from bot.services.server_config import TableChoices
from bot.services.views import GameView
from bot.table.config import TableConfig
from bot.table.errors import InvalidInputError
from bot.table.table import Status
from bot.ui.answers import answered_in_time
from bot.ui.board import message_for, message_link
from bot.ui.button_actions import LobbyAction
from bot.ui.components import ThreadButton, carries
from bot.ui.refusals import UiRefusal
from bot.ui.table_code import config_code, config_from_code
from cogs.game_base import GameBase
from cogs.moderation import moderates
from cogs.rule_choices import (
    LEVEL_CHOICES,
    OPENINGS_CHOICES,
    OPTION_HELP,
    PARA_CHOICES,
    PRESET_CHOICES,
    given_options,
)

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class InThread:
    """/sho new in a server that opens new games in threads: the table to open there."""

    config: TableConfig


@dataclass(frozen=True)
class Busy:
    """/sho new in a channel that has a game: where it is, and the table asked for."""

    error: ChannelBusyError
    config: TableConfig


__all__ = ["LobbyCommands", "config_code", "config_from_code"]

NEEDED_PERMISSIONS = ("view_channel", "send_messages", "embed_links", "read_message_history")
GAMES_LISTED = 20


def missing_permissions(interaction: discord.Interaction[Any]) -> list[str]:
    """What the bot lacks in this channel to run a game, in Discord's words."""
    granted = interaction.app_permissions
    needed = list(NEEDED_PERMISSIONS)
    if isinstance(interaction.channel, discord.Thread):
        needed.append("send_messages_in_threads")
    return [name.replace("_", " ").title() for name in needed if not getattr(granted, name)]


def games_list(guild_id: int | None, views: list[GameView]) -> str:
    """One line per live game or open table, with a link to its board."""
    if not views:
        return "No games right now. Start one with /sho new."
    lines = []
    for view in views[:GAMES_LISTED]:
        table = view.table
        if table.status is Status.LOBBY:
            state = f"open table, {len(table.seats)} of {table.config.players} seats taken"
        elif table.status is Status.PAUSED:
            state = f"paused, {table.config.players} players"
        else:
            state = f"playing, {table.config.players} players"
        link = message_link(guild_id, view.where, view.board_message_id)
        lines.append(f"• <#{view.where}>: {state}" + (f" · [board]({link})" if link else ""))
    if len(views) > GAMES_LISTED:
        lines.append(f"…and {len(views) - GAMES_LISTED} more.")
    return "\n".join(lines)


class LobbyCommands(GameBase):
    """Opening a table and filling its seats."""

    @app_commands.command(name="new", description="Open a table of Sho in this channel")
    @app_commands.describe(
        players="Seats at the table, computers included (2-4)",
        computers="How many of the seats the computer plays",
        level="How well the computers play (default: the server's)",
        rules="Whose rules: the table's, the SHO app's or Lhasa's (default: the server's)",
        turn_minutes="Minutes a player has for a turn before the computer plays it",
        **OPTION_HELP,
    )
    @app_commands.choices(
        level=LEVEL_CHOICES, rules=PRESET_CHOICES, para=PARA_CHOICES, openings=OPENINGS_CHOICES
    )
    async def new(
        self,
        interaction: discord.Interaction[Any],
        players: app_commands.Range[int, 2, 4] = 3,
        computers: app_commands.Range[int, 0, 3] = 0,
        level: str | None = None,
        rules: str | None = None,
        stacking_ends_turn: bool | None = None,
        no_nine_stack: bool | None = None,
        last_kill_ends_turn: bool | None = None,
        triple_para_wins: bool | None = None,
        leftover_steps: bool | None = None,
        para: str | None = None,
        openings: str | None = None,
        turn_minutes: app_commands.Range[int, 1, 1440] | None = None,
    ) -> None:
        self.publisher.saw(interaction.id)
        choices = TableChoices(
            players=players,
            computers=computers,
            level=None if level is None else Level(level),
            preset=None if rules is None else Preset(rules),
            options=given_options(
                stacking_ends_turn=stacking_ends_turn,
                no_nine_stack=no_nine_stack,
                last_kill_ends_turn=last_kill_ends_turn,
                triple_para_wins=triple_para_wins,
                leftover_steps=leftover_steps,
                para=para,
                openings=openings,
            ),
            turn_seconds=None if turn_minutes is None else turn_minutes * 60,
        )
        channel = interaction.channel
        channel_id = interaction.channel_id or 0
        async with self.publisher.holding(channel_id):
            opening = self._open_here(interaction, choices)
            opened = await answered_in_time(interaction, opening, now=self.publisher.now())
            if isinstance(opened, Busy):
                await self._offer_thread(interaction, opened.error, opened.config)
                return
            if isinstance(opened, InThread):
                assert isinstance(channel, discord.TextChannel)
                await self.ack(interaction, ephemeral=True)
                await self._open_in_thread(interaction, channel, opened.config, in_place=False)
                return
            view = opened
            message_id = await self._show_lobby(interaction, view)
        if message_id is None:  # Discord did not take the answer: the lobby goes to the channel
            await self.publisher.game_changed(view)
            return
        await self.service.set_board(view.id, channel_id, message_id)

    async def _open_here(
        self, interaction: discord.Interaction[Any], choices: TableChoices
    ) -> GameView | InThread | Busy:
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
            return await self.service.open_table(
                interaction.guild_id or 0,
                interaction.channel_id or 0,
                user.id,
                user.display_name,
                config,
                shown_by_caller=True,
            )
        except ChannelBusyError as busy:
            return Busy(busy, config)

    async def _show_lobby(
        self, interaction: discord.Interaction[Any], view: GameView
    ) -> int | None:
        """The new table as the command's answer; its message id (None if that failed)."""
        payload = message_for(view).kwargs()
        try:
            if interaction.response.is_done():  # deferred while the table was being opened
                message: discord.Message = await interaction.edit_original_response(**payload)
            else:
                sent = await interaction.response.send_message(**payload)
                message_id = sent.message_id
                if message_id is None:
                    message = await interaction.original_response()
                else:
                    self.publisher.note_board(view, interaction.channel_id or 0, message_id)
                    return message_id
        except discord.HTTPException as error:
            log.warning("game %d: could not answer /sho new (%s); posting it", view.id, error)
            return None
        self.publisher.note_board(view, message.channel.id, message.id)
        return message.id

    async def _offer_thread(
        self, interaction: discord.Interaction[Any], busy: ChannelBusyError, config: TableConfig
    ) -> None:
        """Say where the channel's game is, and offer a thread for the new one (in a channel)."""
        where = message_link(interaction.guild_id, busy.channel_id, busy.message_id)
        text = "This channel already has a game of Sho" + (f": {where}" if where else ".")
        offer = discord.ui.View(timeout=None)
        if isinstance(interaction.channel, discord.TextChannel):
            offer.add_item(ThreadButton(config_code(config)))
            text += "\nYou can start yours in a thread of this channel instead."
        if interaction.response.is_done():  # acknowledged while the channel was looked at
            await interaction.followup.send(text, view=offer, ephemeral=True)
        else:
            await interaction.response.send_message(text, view=offer, ephemeral=True)

    async def on_thread(self, interaction: discord.Interaction[Any], code: str) -> None:
        """'Start it in a thread': a public thread of this channel with the table asked for."""
        config = config_from_code(code)
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):
            raise InvalidInputError(UiRefusal.THREADS_IN_TEXT_CHANNELS)
        offer = interaction.message
        in_place = offer is not None and offer.flags.ephemeral and carries(offer, interaction)
        if in_place:
            await interaction.response.edit_message(content="Opening a thread…", view=None)
        else:
            await self.ack(interaction, ephemeral=True)
        await self._open_in_thread(interaction, channel, config, in_place=in_place)

    async def _open_in_thread(
        self,
        interaction: discord.Interaction[Any],
        channel: discord.TextChannel,
        config: TableConfig,
        *,
        in_place: bool,
    ) -> None:
        """A public thread of the channel with the table, and a note saying where it is
        (`in_place`: in the message clicked, else privately)."""
        user = interaction.user
        try:
            thread = await channel.create_thread(
                name=f"Sho with {user.display_name}"[:100],
                type=discord.ChannelType.public_thread,
            )
        except discord.Forbidden:
            await self.tell(
                interaction, "I may not create threads here (Create Public Threads is missing)."
            )
            return
        with contextlib.suppress(discord.HTTPException):  # they can open it from the channel
            await thread.add_user(user)
        await self.service.open_table(
            interaction.guild_id or 0, thread.id, user.id, user.display_name, config
        )
        ready = f"Your table is ready in {thread.mention}."
        if in_place:
            await interaction.edit_original_response(content=ready)
        else:
            await self.tell(interaction, ready)

    async def on_lobby(
        self, interaction: discord.Interaction[Any], game: int, action: LobbyAction
    ) -> None:
        user = interaction.user

        async def cancel(view: GameView) -> GameView:
            manager = await moderates(self.bot, interaction)
            return await self.service.cancel(view.id, user.id, manager=manager)

        calls = {
            LobbyAction.JOIN: lambda v: self.service.join(v.id, user.id, user.display_name),
            LobbyAction.LEAVE: lambda v: self.service.leave(v.id, user.id),
            LobbyAction.COMPUTER: lambda v: self.service.add_computer(v.id, user.id),
            LobbyAction.START: lambda v: self.service.start(v.id, user.id),
            LobbyAction.CANCEL: cancel,
        }
        await self.click(interaction, game, calls[action])

    async def on_rematch(self, interaction: discord.Interaction[Any], game: int) -> None:
        user = interaction.user
        new = await self.click(
            interaction, game, lambda v: self.service.rematch(v.id, user.id, user.display_name)
        )
        summary = interaction.message
        if new is not None and summary is not None and carries(summary, interaction):
            await interaction.edit_original_response(view=None)  # one rematch per summary

    @app_commands.command(name="join", description="Take a seat at the table in this channel")
    async def join(self, interaction: discord.Interaction[Any]) -> None:
        user = interaction.user
        done = await self.command(
            interaction, lambda v: self.service.join(v.id, user.id, user.display_name)
        )
        if done is not None:
            await self.tell(interaction, "You have a seat. Good luck!")

    @app_commands.command(
        name="leave", description="Leave the table (in a game, a computer plays on)"
    )
    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        async def leave(view: GameView) -> bool:
            await self.service.leave(view.id, interaction.user.id)
            return view.table.status is Status.LOBBY

        in_lobby = await self.command(interaction, leave)
        if in_lobby is not None:
            await self.tell(
                interaction,
                "You left the table."
                if in_lobby
                else "You left: the computer plays your seat, and this game counts as lost.",
            )

    @app_commands.command(name="start", description="Start now; computers fill the empty seats")
    async def start(self, interaction: discord.Interaction[Any]) -> None:
        done = await self.command(
            interaction, lambda v: self.service.start(v.id, interaction.user.id)
        )
        if done is not None:
            await self.tell(interaction, "The game begins!")

    @app_commands.command(name="swap", description="Swap two seats before the start (host)")
    @app_commands.describe(first="A seat number", second="Another seat number")
    async def swap(
        self,
        interaction: discord.Interaction[Any],
        first: app_commands.Range[int, 1, 4],
        second: app_commands.Range[int, 1, 4],
    ) -> None:
        done = await self.command(
            interaction,
            lambda v: self.service.swap(v.id, interaction.user.id, first - 1, second - 1),
        )
        if done is not None:
            await self.tell(interaction, f"Seats {first} and {second} swapped.")

    @app_commands.command(name="games", description="The live games and open tables of this server")
    async def games(self, interaction: discord.Interaction[Any]) -> None:
        views = await self.service.live_in_guild(interaction.guild_id or 0)
        await interaction.response.send_message(
            games_list(interaction.guild_id, views), ephemeral=True
        )
