"""Playing Sho in a channel: the lobby, the turn, the end, and every click on the game's buttons.

Each handler checks where it was used, calls one service method and answers; the board itself
is redrawn by the publisher, which follows every change the service reports.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import Any

import discord
from discord import app_commands

from bot.ai import pick_move
from bot.client import ShoBot
from bot.engine import Options, Report, State
from bot.render import event_line, move_label
from bot.services.errors import GameNotFoundError, InvalidInputError, ShoError
from bot.services.games import ChannelBusyError, GameService, GameView, OldBoardError, Timing
from bot.services.table import LEVELS, Status, TableConfig
from bot.ui.board import message_link
from bot.ui.components import DYNAMIC_ITEMS, ConfirmButton, ThreadButton
from bot.ui.errors import send_ephemeral
from bot.ui.publisher import BoardPublisher, message_for
from bot.ui.rules_view import rules_embed, rules_view
from cogs.sho_group import ShoCog, add_sho_cog

log = logging.getLogger(__name__)

NEEDED_PERMISSIONS = ("view_channel", "send_messages", "embed_links", "read_message_history")


def describe(report: Report, names: tuple[str, ...], before: State) -> str:
    return event_line(report, names=names, before=before)


def config_code(config: TableConfig) -> str:
    """A table's settings packed into a custom id (for 'start it in a thread')."""
    options = config.options
    flags = f"{int(options.stacking_ends_turn)}{int(options.no_nine_stack)}"
    return f"{config.players}.{config.computers}.{config.level}.{flags}.{config.turn_seconds}"


def config_from_code(code: str) -> TableConfig:
    try:
        players, computers, level, flags, seconds = code.split(".")
        options = Options(stacking_ends_turn=flags[0] == "1", no_nine_stack=flags[1] == "1")
        config = TableConfig(int(players), int(computers), level, options, int(seconds))
    except (ValueError, IndexError) as error:
        raise InvalidInputError("That button is not one of mine.") from error
    config.check()
    return config


def missing_permissions(interaction: discord.Interaction[Any]) -> list[str]:
    granted = interaction.app_permissions
    needed = list(NEEDED_PERMISSIONS)
    if isinstance(interaction.channel, discord.Thread):
        needed.append("send_messages_in_threads")
    return [name for name in needed if not getattr(granted, name)]


class GameCog(ShoCog):
    """`/sho new`, `/sho throw`, `/sho move` and the rest of a game, and its buttons."""

    def __init__(self, bot: ShoBot) -> None:
        super().__init__(bot)
        settings = bot.settings
        self.service = GameService(
            bot.store,
            describe=describe,
            choose_move=pick_move,
            timing=Timing(computer_delay=settings.computer_delay),
        )
        self.publisher = BoardPublisher(bot, self.service)
        self.service.add_observer(self.publisher)
        self._resumed = False

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_dynamic_items(*DYNAMIC_ITEMS)
        self.bot.sho_actions = self  # type: ignore[attr-defined]
        if self.bot.is_ready():
            await self._resume()

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*DYNAMIC_ITEMS)
        self.bot.sho_actions = None  # type: ignore[attr-defined]
        await self.service.close()
        await super().cog_unload()

    @ShoCog.listener()
    async def on_ready(self) -> None:
        await self._resume()

    async def _resume(self) -> None:
        if self._resumed:
            return
        self._resumed = True
        count = await self.service.resume_all()
        log.info("Resumed %d live game(s)", count)

    # -- finding the game ------------------------------------------------------------------

    async def _game_here(self, interaction: discord.Interaction[Any]) -> GameView:
        channel_id = interaction.channel_id or 0
        view = await self.service.live_in_channel(channel_id)
        if view is None:
            raise GameNotFoundError(
                "There is no Sho game in this channel. Start one with /sho new."
            )
        return view

    async def _game_of_button(self, interaction: discord.Interaction[Any], game: int) -> GameView:
        view = await self.service.get(game)
        if interaction.channel_id not in (view.where, view.channel_id):
            raise InvalidInputError("That button belongs to a game in another channel.")
        return view

    @staticmethod
    def _manager(interaction: discord.Interaction[Any]) -> bool:
        permissions = getattr(interaction, "permissions", None)
        return bool(permissions and permissions.manage_guild)

    async def _run(
        self, interaction: discord.Interaction[Any], call: Awaitable[GameView]
    ) -> GameView | None:
        """Acknowledge a click at once, then act; refusals come back as a private note."""
        if not interaction.response.is_done():
            await interaction.response.defer()
        try:
            return await call
        except OldBoardError as error:
            where = message_link(interaction.guild_id, error.channel_id, error.message_id)
            text = error.message + (f" The current board: {where}" if where else "")
            await send_ephemeral(interaction, text)
        except ShoError as error:
            await send_ephemeral(interaction, error.message)
        return None

    # -- buttons (the ActionHandler of bot.ui.components) -----------------------------------

    async def on_throw(
        self, interaction: discord.Interaction[Any], game: int, version: int
    ) -> None:
        await self._game_of_button(interaction, game)
        await self._run(interaction, self.service.throw(game, interaction.user.id, version))

    async def on_move(
        self, interaction: discord.Interaction[Any], game: int, version: int, key: tuple[int, int]
    ) -> None:
        await self._game_of_button(interaction, game)
        await self._run(interaction, self.service.move(game, interaction.user.id, key, version))

    async def on_lobby(self, interaction: discord.Interaction[Any], game: int, action: str) -> None:
        await self._game_of_button(interaction, game)
        user = interaction.user
        calls = {
            "join": lambda: self.service.join(game, user.id, user.display_name),
            "leave": lambda: self.service.leave(game, user.id),
            "computer": lambda: self.service.add_computer(game, user.id),
            "start": lambda: self.service.start(game, user.id),
            "cancel": lambda: self.service.cancel(
                game, user.id, manager=self._manager(interaction)
            ),
        }
        await self._run(interaction, calls[action]())

    async def on_back(self, interaction: discord.Interaction[Any], game: int) -> None:
        await self._game_of_button(interaction, game)
        await self._run(interaction, self.service.back(game, interaction.user.id))

    async def on_rules(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(
            embed=rules_embed(0), view=rules_view(0), ephemeral=True
        )

    async def on_rematch(self, interaction: discord.Interaction[Any], game: int) -> None:
        await self._game_of_button(interaction, game)
        user = interaction.user
        await self._run(interaction, self.service.rematch(game, user.id, user.display_name))

    async def on_confirm(
        self, interaction: discord.Interaction[Any], game: int, version: int, what: str, seat: int
    ) -> None:
        await self._game_of_button(interaction, game)
        manager = self._manager(interaction)
        user = interaction.user.id
        if what == "end":
            call = self.service.end(game, user, manager=manager)
        else:
            call = self.service.kick(game, user, seat, manager=manager)
        await interaction.response.edit_message(content="Done.", view=None)
        await self._run(interaction, call)

    async def on_thread(self, interaction: discord.Interaction[Any], code: str) -> None:
        config = config_from_code(code)
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):
            raise InvalidInputError("Threads can only be made in a text channel.")
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            thread = await channel.create_thread(
                name=f"Sho with {interaction.user.display_name}"[:100],
                type=discord.ChannelType.public_thread,
            )
        except discord.Forbidden:
            await send_ephemeral(
                interaction, "I may not create threads here (Create Public Threads is missing)."
            )
            return
        user = interaction.user
        await self.service.open_table(
            interaction.guild_id or 0, thread.id, user.id, user.display_name, config
        )
        await interaction.followup.send(f"Your table is ready in {thread.mention}.", ephemeral=True)

    # -- commands: the lobby ---------------------------------------------------------------

    @app_commands.command(name="new", description="Open a table of Sho in this channel")
    @app_commands.describe(
        players="Seats at the table, computers included (2-4)",
        computers="How many of the seats the computer plays",
        level="How well the computers play",
        stacking_ends_turn="Stacking still merges but earns no extra throw",
        no_nine_stack="A stack of nine is not allowed",
        turn_minutes="Minutes a player has for a turn before the computer plays it",
    )
    @app_commands.choices(level=[app_commands.Choice(name=lv, value=lv) for lv in LEVELS])
    async def new(
        self,
        interaction: discord.Interaction[Any],
        players: app_commands.Range[int, 2, 4] = 3,
        computers: app_commands.Range[int, 0, 3] = 0,
        level: str = "normal",
        stacking_ends_turn: bool = False,
        no_nine_stack: bool = False,
        turn_minutes: app_commands.Range[int, 1, 1440] | None = None,
    ) -> None:
        seconds = (
            turn_minutes * 60
            if turn_minutes is not None
            else (await self.bot.store.guild_settings.get(interaction.guild_id or 0)).turn_seconds
            or self.bot.settings.turn_seconds
        )
        config = TableConfig(
            players, computers, level, Options(stacking_ends_turn, no_nine_stack), seconds
        )
        config.check()
        missing = missing_permissions(interaction)
        if missing:
            names = ", ".join(name.replace("_", " ").title() for name in missing)
            raise InvalidInputError(f"I need these permissions in this channel first: {names}.")
        user = interaction.user
        try:
            view = await self.service.open_table(
                interaction.guild_id or 0,
                interaction.channel_id or 0,
                user.id,
                user.display_name,
                config,
                shown_by_caller=True,
            )
        except ChannelBusyError as busy:
            where = message_link(interaction.guild_id, busy.view.where, busy.view.board_message_id)
            offer = discord.ui.View(timeout=None).add_item(ThreadButton(config_code(config)))
            await interaction.response.send_message(
                f"This channel already has a game of Sho{f': {where}' if where else ''}."
                " You can start yours in a thread instead.",
                view=offer,
                ephemeral=True,
            )
            return
        await interaction.response.send_message(**message_for(view).kwargs())
        message = await interaction.original_response()
        self.publisher.note_board(view, message.channel.id, message.id)
        await self.service.set_board(view.id, message.channel.id, message.id)

    @app_commands.command(name="join", description="Take a seat at the table in this channel")
    async def join(self, interaction: discord.Interaction[Any]) -> None:
        view = await self._game_here(interaction)
        user = interaction.user
        await self.service.join(view.id, user.id, user.display_name)
        await interaction.response.send_message("You have a seat. Good luck!", ephemeral=True)

    @app_commands.command(
        name="leave", description="Leave the table (in a game, a computer plays on)"
    )
    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        view = await self._game_here(interaction)
        after = await self.service.leave(view.id, interaction.user.id)
        text = "You left the table."
        if after.table.status is not Status.LOBBY and view.table.status is not Status.LOBBY:
            text = "You left; the computer plays your seat, and the game counts as lost for you."
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name="start", description="Start now; computers fill the empty seats")
    async def start(self, interaction: discord.Interaction[Any]) -> None:
        view = await self._game_here(interaction)
        await self.service.start(view.id, interaction.user.id)
        await interaction.response.send_message("The game begins!", ephemeral=True)

    @app_commands.command(name="swap", description="Swap two seats before the start (host)")
    @app_commands.describe(first="A seat number", second="Another seat number")
    async def swap(
        self,
        interaction: discord.Interaction[Any],
        first: app_commands.Range[int, 1, 4],
        second: app_commands.Range[int, 1, 4],
    ) -> None:
        view = await self._game_here(interaction)
        await self.service.swap(view.id, interaction.user.id, first - 1, second - 1)
        await interaction.response.send_message(
            f"Seats {first} and {second} swapped.", ephemeral=True
        )

    # -- commands: the turn ----------------------------------------------------------------

    @app_commands.command(name="throw", description="Throw the dice (when it is your turn)")
    async def throw(self, interaction: discord.Interaction[Any]) -> None:
        view = await self._game_here(interaction)
        after = await self.service.throw(view.id, interaction.user.id)
        line = after.table.log[-1] if after.table.log else "Thrown."
        await interaction.response.send_message(line, ephemeral=True)

    @app_commands.command(name="move", description="Make a move for your throw")
    @app_commands.describe(move="The move to make (start typing to see them)")
    async def move(self, interaction: discord.Interaction[Any], move: str) -> None:
        view = await self._game_here(interaction)
        parts = move.split(":")
        if len(parts) != 2 or not all(p.isdigit() for p in parts):
            raise InvalidInputError("Pick a move from the list as you type.")
        key = (int(parts[0]), int(parts[1]))
        after = await self.service.move(view.id, interaction.user.id, key)
        line = after.table.log[-1] if after.table.log else "Moved."
        await interaction.response.send_message(line, ephemeral=True)

    @move.autocomplete("move")
    async def move_choices(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        view = await self.service.live_in_channel(interaction.channel_id or 0)
        game = view.table.game if view is not None else None
        if game is None or game.pending is None:
            return []
        typed = current.lower().strip()
        choices = []
        for legal in game.pending.moves:
            label = move_label(legal)[:100]
            if typed in label.lower() or typed in f"{legal.source}:{legal.target}":
                choices.append(
                    app_commands.Choice(name=label, value=f"{legal.source}:{legal.target}")
                )
        return choices[:25]

    # -- commands: the table ---------------------------------------------------------------

    @app_commands.command(name="board", description="Post the board again at the bottom")
    async def board(self, interaction: discord.Interaction[Any]) -> None:
        view = await self._game_here(interaction)
        await interaction.response.send_message("Here it is again, below.", ephemeral=True)
        await self.publisher.repost(view.id)

    @app_commands.command(name="end", description="End the game here (host or Manage Server)")
    async def end(self, interaction: discord.Interaction[Any]) -> None:
        view = await self._game_here(interaction)
        view.table.request_end(interaction.user.id, manager=self._manager(interaction))
        confirm = discord.ui.View(timeout=None).add_item(
            ConfirmButton(view.id, view.version, "end", label="Yes, end the game")
        )
        await interaction.response.send_message(
            "End this game for everyone? Nobody wins.", view=confirm, ephemeral=True
        )

    @app_commands.command(name="kick", description="Hand a player's seat to the computer")
    @app_commands.describe(player="The player to remove")
    async def kick(self, interaction: discord.Interaction[Any], player: discord.Member) -> None:
        view = await self._game_here(interaction)
        seat = view.table.seat_of(player.id)
        if seat is None:
            raise InvalidInputError(f"{player.display_name} is not playing here.")
        view.table.request_kick(interaction.user.id, seat, manager=self._manager(interaction))
        confirm = discord.ui.View(timeout=None).add_item(
            ConfirmButton(view.id, view.version, "kick", seat, label="Yes, remove them")
        )
        await interaction.response.send_message(
            f"Hand {player.mention}'s seat to the computer?",
            view=confirm,
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @app_commands.command(name="back", description="Take your seat back from the computer")
    async def back(self, interaction: discord.Interaction[Any]) -> None:
        view = await self._game_here(interaction)
        await self.service.back(view.id, interaction.user.id)
        await interaction.response.send_message("Welcome back!", ephemeral=True)

    @app_commands.command(name="games", description="The live games and open tables of this server")
    async def games(self, interaction: discord.Interaction[Any]) -> None:
        views = await self.service.live_in_guild(interaction.guild_id or 0)
        if not views:
            text = "No games right now. Start one with /sho new."
        else:
            lines = []
            for v in views[:20]:
                t = v.table
                where = message_link(interaction.guild_id, v.where, v.board_message_id)
                state = (
                    f"open table, {len(t.seats)}/{t.config.players} seats"
                    if t.status is Status.LOBBY
                    else f"{t.status.value}, {t.config.players} players"
                )
                lines.append(f"• <#{v.where}>: {state}{f' · {where}' if where else ''}")
            text = "\n".join(lines)
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name="leaderboard", description="Who rules this server at Sho")
    async def leaderboard(self, interaction: discord.Interaction[Any]) -> None:
        entries = await self.bot.store.results.leaderboard(interaction.guild_id or 0, 10)
        if not entries:
            text = "No finished games yet."
        else:
            text = "\n".join(
                f"`{i}.` <@{e.user_id}>: {e.wins} wins of {e.games} ({e.win_rate:.0%})"
                for i, e in enumerate(entries, 1)
            )
        embed = discord.Embed(title="Sho leaderboard", description=text)
        await interaction.response.send_message(
            embed=embed, allowed_mentions=discord.AllowedMentions.none()
        )


async def setup(bot: ShoBot) -> None:
    await add_sho_cog(bot, GameCog(bot))
