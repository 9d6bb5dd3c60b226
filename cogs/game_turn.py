"""A turn by typing: /sho throw, /sho move (with autocomplete), /sho back, and /sho board to
bring the board to the bottom again. (The board's own buttons are bot/ui/table/turn_buttons.py.)"""

from __future__ import annotations

import contextlib
import datetime
import math
from typing import Any

import discord
from discord import app_commands

from bot.client import ShoBot
from bot.engine import InvalidMoveTextError, Move, MoveAction
from bot.render import dice_text, move_label
from bot.services.errors import GameNotFoundError
from bot.services.hosted import HostedGame
from bot.table.errors import InvalidInputError, PermissionDeniedError, ShoError
from bot.ui.kit.answer import Answer
from bot.ui.kit.links import message_link
from bot.ui.kit.refusals import UiRefusal, refusal
from bot.ui.kit.replies import Reply
from bot.ui.table.clicks import on_game_here
from bot.ui.table.controls import moderates
from bot.ui.table.log_words import latest_event_text
from bot.words import ENGLISH, Words
from cogs.described import described
from cogs.sho_group import HelpGroup, ShoCog

CHOICES = 25
CHOICE_NAME = 100
"""Discord's longest autocomplete choice name."""
NO_MOVE_YET = "why"
"""The value of the autocomplete's line saying why there is no move: sent, the command says
the reason again (or, if the turn came meanwhile, asks for a move from the list)."""
REPOST_EVERY = datetime.timedelta(seconds=30)
"""One /sho board per game in this time. A repost is two calls in the channel (the new board,
and the old one's buttons taken off) from the few Discord allows a channel, which the game's
own moves need; and a board posted less than 30 s ago is still near the bottom."""


def throw_reply(view: HostedGame, words: Words = ENGLISH) -> str:
    """What the thrower is told: the throw awaiting a move, or what it did."""
    game = view.table.game
    if game is not None and game.pending is not None and view.table.status.is_live:
        thrown = dice_text(game.pending.dice, game.state.kept, words)
        return words.say("play-thrown", dice=thrown)
    return latest_event_text(view.table, words.say("play-thrown-plainly"), words)


def chosen_move(typed: str, moves: tuple[Move, ...]) -> MoveAction:
    """The move typed into /sho move: the autocomplete's value (the move's text, `12:19`), or
    a move's label."""
    text = typed.strip()
    with contextlib.suppress(InvalidMoveTextError):
        return MoveAction.from_text(text)
    for move in moves:
        if move_label(move).casefold() == text.casefold():
            return MoveAction.of(move.key)
    raise InvalidInputError(UiRefusal.PICK_A_MOVE)


class TurnCog(ShoCog):
    """Throwing and moving by command, and posting the board again."""

    def __init__(self, bot: ShoBot) -> None:
        super().__init__(bot)
        self._reposted: dict[int, datetime.datetime] = {}
        """When each game's board was last posted again by /sho board (the recent ones)."""

    help_group = HelpGroup.PLAY

    @app_commands.command(name="throw", description=described("command-throw"))
    async def throw(self, interaction: discord.Interaction[Any]) -> None:
        async def throw(answer: Answer, view: HostedGame) -> Reply:
            after = await self.bot.games.throw(view.id, answer.user_id)
            return Reply(throw_reply(after, await answer.words()))

        await on_game_here(interaction, throw)

    @app_commands.command(name="move", description=described("command-move"))
    @app_commands.describe(move=described("command-move-move"))
    async def move(self, interaction: discord.Interaction[Any], move: str) -> None:
        async def play(answer: Answer, view: HostedGame) -> Reply:
            # Why no move can be made now (not their turn, no throw yet) comes before what was
            # typed: a reason, not "pick one of your moves" from a list that cannot open.
            pending = view.table.request_choice(answer.user_id)
            key = chosen_move(move, pending.moves)
            after = await self.bot.games.move(view.id, answer.user_id, key)
            words = await answer.words()
            moved = words.say("play-moved-plainly")
            return Reply(latest_event_text(after.table, moved, words))

        await on_game_here(interaction, play)

    @move.autocomplete("move")
    async def move_choices(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        """The legal moves of the person to play, filtered by what they typed; anyone else
        reads one line saying why there is none (whose turn it is, no throw yet, no game)."""
        view = await self.bot.games.live_in_channel(interaction.channel_id or 0)
        try:
            if view is None:
                raise GameNotFoundError(UiRefusal.NO_GAME_HERE)
            pending = view.table.request_choice(interaction.user.id)
        except ShoError as error:
            return [app_commands.Choice(name=refusal(error)[:CHOICE_NAME], value=NO_MOVE_YET)]
        typed = current.casefold().strip()
        choices = []
        for legal in pending.moves:
            label = move_label(legal)[:100]
            value = MoveAction.of(legal.key).text()
            if typed in label.casefold() or typed == value:
                choices.append(app_commands.Choice(name=label, value=value))
        return choices[:CHOICES]

    @app_commands.command(name="back", description=described("command-back"))
    async def back(self, interaction: discord.Interaction[Any]) -> None:
        async def back(answer: Answer, view: HostedGame) -> Reply:
            await self.bot.games.back(view.id, answer.user_id)
            return Reply((await answer.words()).say("play-back"))

        await on_game_here(interaction, back)

    @app_commands.command(name="board", description=described("command-board"))
    async def board(self, interaction: discord.Interaction[Any]) -> None:
        async def repost(answer: Answer, view: HostedGame) -> Reply:
            await self._may_repost(interaction, view)
            await self.bot.publisher.repost(view.id)
            return Reply((await answer.words()).say("play-reposted"))

        await on_game_here(interaction, repost)

    async def _may_repost(self, interaction: discord.Interaction[Any], view: HostedGame) -> None:
        """Refuse /sho board unless the person plays at the table or moderates, and within
        REPOST_EVERY of the game's last repost; else note the repost."""
        # Anyone else could flood the channel with boards, and spend the calls every server
        # shares; a refusal is a private note, which costs nothing in the channel.
        user, table = interaction.user.id, view.table
        player = table.seat_of(user) is not None or user == table.host_id
        if not player and not await moderates(interaction):
            raise PermissionDeniedError(UiRefusal.PLAYERS_REPOST)
        now = self.bot.discord_clock.now()
        last = self._reposted.get(view.id)
        if last is not None and now - last < REPOST_EVERY:
            left = math.ceil((last + REPOST_EVERY - now).total_seconds())
            where = message_link(interaction.guild_id, view.where, view.board_message_id)
            raise InvalidInputError(UiRefusal.REPOSTED_LATELY, link=where, seconds=left)
        recent = {game: at for game, at in self._reposted.items() if now - at < REPOST_EVERY}
        self._reposted = {**recent, view.id: now}
