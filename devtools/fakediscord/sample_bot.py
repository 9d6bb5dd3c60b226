"""A tiny stand-alone bot started the way `python -m bot` will be, for the subprocess tests.

It reads DISCORD_TOKEN, DISCORD_API_BASE, DISCORD_GATEWAY_URL, SHO_DEV_GUILD_ID and
SHO_DB_PATH, syncs `/sho count` to the dev guild, and shuts down cleanly on SIGTERM.
"""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path

import discord
import yarl
from discord import app_commands
from discord.ext import commands


def bump(db_path: Path) -> int:
    """The stored counter plus one, written back (a stand-in for the bot's database)."""
    total = int(db_path.read_text() or 0) + 1 if db_path.exists() else 1
    db_path.write_text(str(total))
    return total


def build_bot(guild_id: int, db_path: Path) -> commands.Bot:
    bot = commands.Bot(
        command_prefix=commands.when_mentioned,
        intents=discord.Intents.default(),
        guild_ready_timeout=0.05,
    )
    guild = discord.Object(guild_id)
    sho = app_commands.Group(name="sho", description="Sho")

    @sho.command(name="count", description="Count invocations across restarts")
    async def count(interaction: discord.Interaction) -> None:
        total = bump(db_path)
        await interaction.response.send_message(f"count={total} pid={os.getpid()}")

    async def setup_hook() -> None:
        bot.tree.add_command(sho, guild=guild)
        await bot.tree.sync(guild=guild)

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    return bot


async def main() -> None:
    discord.http.Route.BASE = os.environ["DISCORD_API_BASE"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["DISCORD_GATEWAY_URL"])
    bot = build_bot(int(os.environ["SHO_DEV_GUILD_ID"]), Path(os.environ["SHO_DB_PATH"]))
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, lambda: asyncio.ensure_future(bot.close()))
    async with bot:
        await bot.start(os.environ["DISCORD_TOKEN"])
    print("closed cleanly", flush=True)


if __name__ == "__main__":
    asyncio.run(main())
