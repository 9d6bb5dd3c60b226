"""A turn: Throw and the move buttons or menus, /sho throw, /sho move (typed, with autocomplete),
I'm back, the Rules button, and /sho board to bring the board to the bottom again."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.engine import Move
from bot.render import dice_text, move_label
from bot.services.views import GameView
from bot.table.errors import InvalidInputError
from bot.ui.components import MOVE_VALUE, key_of, key_text
from bot.ui.log_words import latest_event_text
from bot.ui.refusals import UiRefusal
from bot.ui.replies import Reply, reply
from bot.ui.rules_view import rules_embed, rules_view
from cogs.game_base import GameBase
from cogs.rule_choices import rules_here

CHOICES = 25


def throw_reply(view: GameView) -> str:
    """What the thrower is told: the throw awaiting a move, or what it did."""
    game = view.table.game
    if game is not None and game.pending is not None and view.table.status.is_live:
        thrown = dice_text(game.pending.dice, game.state.kept)
        return f"You threw {thrown}: choose your move on the board, or with /sho move."
    return latest_event_text(view.table, "Thrown.")


def chosen_move(typed: str, moves: tuple[Move, ...]) -> tuple[int, ...]:
    """The move typed into /sho move: the autocomplete's key (`source:target`, ...), or a
    move's label."""
    text = typed.strip()
    if MOVE_VALUE.fullmatch(text) is not None:
        return key_of(text)
    for move in moves:
        if move_label(move).casefold() == text.casefold():
            return move.key
    raise InvalidInputError(UiRefusal.PICK_A_MOVE)


class TurnCommands(GameBase):
    """Throwing and moving, by button or command."""

    async def on_throw(
        self, interaction: discord.Interaction[Any], game: int, version: int
    ) -> None:
        user = interaction.user.id
        await self.click(interaction, game, lambda v: self.service.throw(v.id, user, version))

    async def on_move(
        self, interaction: discord.Interaction[Any], game: int, version: int, key: tuple[int, ...]
    ) -> None:
        user = interaction.user.id
        await self.click(interaction, game, lambda v: self.service.move(v.id, user, key, version))

    async def on_back(self, interaction: discord.Interaction[Any], game: int) -> None:
        user = interaction.user.id
        await self.click(interaction, game, lambda v: self.service.back(v.id, user))

    async def on_rules(self, interaction: discord.Interaction[Any]) -> None:
        """The Rules button: the rules of the game on the board, its differences first."""

        async def first_page() -> Reply:
            rules = await rules_here(self.bot, interaction)
            return Reply(embed=rules_embed(0, rules), view=rules_view(0, rules))

        await reply(interaction, first_page(), ephemeral=True)

    @app_commands.command(name="throw", description="Throw the dice (when it is your turn)")
    async def throw(self, interaction: discord.Interaction[Any]) -> None:
        after = await self.command(
            interaction, lambda v: self.service.throw(v.id, interaction.user.id)
        )
        if after is not None:
            await self.tell(interaction, throw_reply(after))

    @app_commands.command(name="move", description="Make a move for your throw")
    @app_commands.describe(move="The move to make (start typing to see them)")
    async def move(self, interaction: discord.Interaction[Any], move: str) -> None:
        async def play(view: GameView) -> GameView:
            game = view.table.game
            moves = game.pending.moves if game is not None and game.pending else ()
            key = chosen_move(move, moves)
            return await self.service.move(view.id, interaction.user.id, key)

        after = await self.command(interaction, play)
        if after is not None:
            await self.tell(interaction, latest_event_text(after.table, "Moved."))

    @move.autocomplete("move")
    async def move_choices(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        """The legal moves of the person to play, filtered by what they typed."""
        view = await self.service.live_in_channel(interaction.channel_id or 0)
        table = view.table if view is not None else None
        game = table.game if table is not None else None
        if table is None or game is None or game.pending is None:
            return []
        if table.seat_of(interaction.user.id) != table.seat_to_act:
            return []
        typed = current.casefold().strip()
        choices = []
        for legal in game.pending.moves:
            label = move_label(legal)[:100]
            value = key_text(legal.key)
            if typed in label.casefold() or typed == value:
                choices.append(app_commands.Choice(name=label, value=value))
        return choices[:CHOICES]

    @app_commands.command(name="back", description="Take your seat back from the computer")
    async def back(self, interaction: discord.Interaction[Any]) -> None:
        done = await self.command(
            interaction, lambda v: self.service.back(v.id, interaction.user.id)
        )
        if done is not None:
            await self.tell(interaction, "Welcome back! Your seat is yours again.")

    @app_commands.command(name="board", description="Post the board again at the bottom")
    async def board(self, interaction: discord.Interaction[Any]) -> None:
        done = await self.command(interaction, lambda v: self.publisher.repost(v.id))
        if done is not None:
            await self.tell(interaction, "Here it is again, at the bottom of the channel.")
