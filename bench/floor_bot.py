"""The floor: the least a discord.py bot can do per click (bench/load.py drives it like Sho).

`/floor` posts a message with one button; a click on it answers with the message itself,
edited in the interaction response (`interaction.response.edit_message`, outside Discord's
global limit), carrying a button one step on. Nothing else: no database, no other request.
Reads DISCORD_TOKEN, DISCORD_API_BASE, DISCORD_GATEWAY_URL and SHO_DEV_GUILD_ID like the bot.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
from typing import Any

import discord
import yarl
from discord import app_commands


class Step(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"floor:(?P<count>[0-9]+)"):
    """The one button; its id carries how many clicks the message has had."""

    def __init__(self, count: int) -> None:
        super().__init__(discord.ui.Button(label="Throw", custom_id=f"floor:{count}"))
        self.count = count

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Step:
        return cls(int(match["count"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        after = self.count + 1
        await interaction.response.edit_message(content=f"Clicked {after} times.", view=view(after))


def view(count: int) -> discord.ui.View:
    return discord.ui.View(timeout=None).add_item(Step(count))


class FloorBot(discord.Client):
    def __init__(self, guild_id: int) -> None:
        super().__init__(intents=discord.Intents(guilds=True), guild_ready_timeout=0.05)
        self.tree = app_commands.CommandTree(self)
        self.guild = discord.Object(guild_id)

        @self.tree.command(name="floor", description="A message with one button", guild=self.guild)
        async def floor(interaction: discord.Interaction[Any]) -> None:
            await interaction.response.send_message("Clicked 0 times.", view=view(0))

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Step)
        await self.tree.sync(guild=self.guild)


async def main() -> None:
    discord.http.Route.BASE = os.environ["DISCORD_API_BASE"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["DISCORD_GATEWAY_URL"])
    bot = FloorBot(int(os.environ["SHO_DEV_GUILD_ID"]))
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    async with bot:
        running = asyncio.create_task(bot.start(os.environ["DISCORD_TOKEN"]))
        await stop.wait()
        await bot.close()
        await running


if __name__ == "__main__":
    asyncio.run(main())
