"""A finished game as a JSON file, privately: what /sho export and the Export button under a
game's summary send."""

from __future__ import annotations

import io
import json
from dataclasses import dataclass
from typing import Any, ClassVar

import discord

from bot.ui.kit.answer import Answer, Private, Shape
from bot.ui.kit.controls import Button
from bot.ui.kit.host import ShoHost, host_of
from bot.ui.kit.replies import Reply
from bot.ui.kit.seat_names import seat_name
from bot.words import ENGLISH, Words


async def export_reply(
    interaction: discord.Interaction[Any], game: int, words: Words = ENGLISH
) -> Reply:
    """The game's record as a file (refused, as the service says, for a game still under way
    that the person plays in, or one of another server)."""
    guild, user = interaction.guild_id or 0, interaction.user.id
    host = host_of(interaction)
    data = await host.replays.export(guild, game, user, seat_name)
    # The analysis rides along when the game has one (every won game, once it is made); an
    # export never waits seconds for one (/sho analysis makes it).
    analysis = await host.analyses.stored(game)
    data["analysis"] = None if analysis is None else analysis.to_json()
    payload = json.dumps(data, indent=1).encode()
    return Reply(
        words.say("export-sent", game=game),
        file=discord.File(io.BytesIO(payload), filename=f"sho-game-{game}.json"),
    )


@dataclass(frozen=True)
class ExportButton(Button, id="sho:export:{game}"):
    """Under a finished game's summary: the game as a file, sent only to the person who pressed
    it."""

    game: int

    label: ClassVar[str] = "export-button"
    emoji: ClassVar[str | None] = "📄"

    def shape(self, host: ShoHost) -> Shape[Any]:
        return Private()

    async def act(self, answer: Answer) -> Reply:
        return await export_reply(answer.interaction, self.game, await answer.words())
