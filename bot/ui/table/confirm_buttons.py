"""The 'yes' of /sho end, /sho kick and /sho leave in a game, under the private question each
asks first."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.services.views import GameView
from bot.table.errors import InvalidInputError, ShoError
from bot.ui.kit.clicked import carries
from bot.ui.kit.errors import reports_errors
from bot.ui.kit.host import host_of
from bot.ui.kit.language import person_words
from bot.ui.kit.notes import acknowledge, tell
from bot.ui.kit.refusals import UiRefusal
from bot.ui.table.clicks import game_of_button, moderates, refused
from bot.words import ENGLISH, Words

Button = discord.ui.DynamicItem[discord.ui.Button[Any]]


class EndButton(Button, template=r"sho:c:(?P<game>[0-9]{1,18}):end:(?P<target>[0-9]{1,20})"):
    """Yes, end the game for everyone."""

    def __init__(self, game: int, words: Words = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=words.say("button-confirm-end"),
                style=discord.ButtonStyle.danger,
                custom_id=f"sho:c:{game}:end:0",
            )
        )
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> EndButton:
        return cls(int(match["game"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        games, user = host_of(interaction).games, interaction.user.id

        async def end(view: GameView) -> str:
            await games.end(view.id, user, manager=await moderates(interaction))
            return (await person_words(interaction)).say("confirm-ended")

        await confirmed(interaction, self.game, end)


class KickButton(Button, template=r"sho:c:(?P<game>[0-9]{1,18}):kick:(?P<target>[0-9]{1,20})"):
    """Yes, hand this player's seat to the computer."""

    def __init__(self, game: int, target: int, words: Words = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=words.say("button-confirm-kick"),
                style=discord.ButtonStyle.danger,
                custom_id=f"sho:c:{game}:kick:{target}",
            )
        )
        self.game, self.target = game, target

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> KickButton:
        return cls(int(match["game"]), int(match["target"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        games, user, target = host_of(interaction).games, interaction.user.id, self.target

        async def kick(view: GameView) -> str:
            seat = view.table.seat_of(target)
            if seat is None:
                raise InvalidInputError(UiRefusal.LEFT_TABLE)
            await games.kick(view.id, user, seat, manager=await moderates(interaction))
            return (await person_words(interaction)).say("confirm-kicked", user=str(target))

        await confirmed(interaction, self.game, kick)


async def confirmed(
    interaction: discord.Interaction[Any], game: int, act: Callable[[GameView], Awaitable[str]]
) -> None:
    """Act, then say so in place of the question (or privately, if the id came on some other
    message: a forged id never overwrites a public message)."""
    await acknowledge(interaction)
    try:
        text = await act(await game_of_button(interaction, game))
    except ShoError as error:
        text = await refused(interaction, error)
    question = interaction.message
    if question is not None and question.flags.ephemeral and carries(question, interaction):
        await interaction.edit_original_response(content=text, view=None)
    else:
        await tell(interaction, text)


class LeaveButton(Button, template=r"sho:c:(?P<game>[0-9]{1,18}):leave:(?P<target>[0-9]{1,20})"):
    """Yes, leave the game under way: the computer plays the seat, the game counts as lost."""

    def __init__(self, game: int, words: Words = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=words.say("seat-leave-yes"),
                style=discord.ButtonStyle.danger,
                custom_id=f"sho:c:{game}:leave:0",
            )
        )
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LeaveButton:
        return cls(int(match["game"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        games, user = host_of(interaction).games, interaction.user.id

        async def leave(view: GameView) -> str:
            await games.leave(view.id, user)
            return (await person_words(interaction)).say("lobby-left-game")

        await confirmed(interaction, self.game, leave)
