"""A finished game as a JSON file, privately: what /sho export and the Export button under a
game's summary send."""

from __future__ import annotations

import io
import json
import re
from typing import Any

import discord

from bot.ui.kit.errors import reports_errors
from bot.ui.kit.host import host_of
from bot.ui.kit.language import person_words
from bot.ui.kit.replies import Reply, reply
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


class ExportButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"sho:export:(?P<game>[0-9]{1,18})"
):
    """Under a finished game's summary: the game as a file, sent only to the person who pressed
    it."""

    def __init__(self, game_id: int, words: Words = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=words.say("export-button"),
                style=discord.ButtonStyle.secondary,
                emoji="📄",
                custom_id=f"sho:export:{game_id}",
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ExportButton:
        return cls(int(match["game"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        async def exported() -> Reply:
            words = await person_words(interaction)
            return await export_reply(interaction, self.game_id, words)

        await reply(interaction, exported(), ephemeral=True)
