"""A person who is away (the computer plays their seat after missed turns): their name on the
board is marked, and when they click any of the board's buttons they alone are told so, with an
"I'm back" button only they see. Nobody else sees or can use it (issue 36)."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.services.views import GameView
from bot.table.seats import Seat
from bot.ui.kit.errors import reports_errors
from bot.ui.kit.host import host_of
from bot.ui.kit.language import person_words
from bot.ui.kit.replies import Reply, reply
from bot.ui.table.confirm_buttons import confirmed
from bot.words import ENGLISH, Words

Button = discord.ui.DynamicItem[discord.ui.Button[Any]]


def away_seat(view: GameView, user_id: int) -> Seat | None:
    """The person's seat at this table, if the computer plays it because they are away."""
    index = view.table.seat_of(user_id)
    if index is None or not view.table.status.is_live:
        return None
    seat = view.table.seats[index]
    return seat if seat.away else None


async def told_away(interaction: discord.Interaction[Any], game: int) -> bool:
    """Whether the clicker is away from this game; if so, they have been told privately that
    the computer plays for them, with their own I'm back button (the click does nothing
    else: the computer keeps their seat until they say they are back)."""
    view = await host_of(interaction).games.get(game)
    if away_seat(view, interaction.user.id) is None:
        return False

    async def note() -> Reply:
        words = await person_words(interaction)
        back = discord.ui.View(timeout=None).add_item(AwayBackButton(game, words))
        return Reply(words.say("seat-away-note"), view=back)

    await reply(interaction, note(), ephemeral=True)
    return True


class AwayBackButton(Button, template=r"sho:c:(?P<game>[0-9]{1,18}):back:(?P<target>[0-9]{1,20})"):
    """I'm back, on the private note of a person who is away: their seat is theirs again."""

    def __init__(self, game: int, words: Words = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=words.say("button-back"),
                style=discord.ButtonStyle.primary,
                custom_id=f"sho:c:{game}:back:0",
            )
        )
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> AwayBackButton:
        return cls(int(match["game"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        games, user = host_of(interaction).games, interaction.user.id

        async def back(view: GameView) -> str:
            await games.back(view.id, user)
            return (await person_words(interaction)).say("play-back")

        await confirmed(interaction, self.game, back)
