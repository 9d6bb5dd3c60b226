"""The bot: a `commands.Bot` that opens the store, loads feature cogs by name and closes cleanly."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence

import discord
import yarl
from discord import app_commands
from discord.ext import commands

from bot.config import Settings
from bot.services.server_config import ServerConfig
from bot.store import Store
from bot.ui.errors import report_error

log = logging.getLogger(__name__)

DEFAULT_EXTENSIONS: tuple[str, ...] = (
    "cogs.game",
    "cogs.server_settings",
    "cogs.rules",
    "cogs.help",
)
"""Feature cogs in load order (which is also the order `/sho help` lists their commands)."""

SHUTDOWN_GRACE = 10.0
"""Seconds `close()` waits for interaction handlers that are still running."""

# discord.py 2.7 names the tasks that run event listeners, commands and component callbacks.
_HANDLER_TASK_PREFIXES = ("discord.py: ", "CommandTree-invoker", "discord-ui-")


class ShoTree(app_commands.CommandTree["ShoBot"]):
    """The command tree; every command error goes to the one error helper."""

    async def on_error(
        self, interaction: discord.Interaction[ShoBot], error: app_commands.AppCommandError, /
    ) -> None:
        await report_error(interaction, error)


class ShoBot(commands.Bot):
    """The Sho bot. `store` is open from `setup_hook` until `close()`."""

    def __init__(
        self,
        settings: Settings,
        *,
        extensions: Sequence[str] = DEFAULT_EXTENSIONS,
        guild_ready_timeout: float = 2.0,
    ) -> None:
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False  # no voice here
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=discord.Intents.default(),
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            tree_cls=ShoTree,
            guild_ready_timeout=guild_ready_timeout,
        )
        self.settings = settings
        self.extension_names = tuple(extensions)
        self._store: Store | None = None

    @property
    def store(self) -> Store:
        if self._store is None:
            raise RuntimeError("the store is open only between setup_hook and close")
        return self._store

    @property
    def server_config(self) -> ServerConfig:
        """The servers' own defaults and the players' settings, over the open store."""
        return ServerConfig(self.store, self.settings.turn_seconds)

    async def setup_hook(self) -> None:
        self._store = await Store.open(self.settings.db_path)
        for name in self.extension_names:
            await self.load_extension(name)
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("Synced %d command(s) to the dev guild %s", len(synced), guild.id)

    async def close(self) -> None:
        """Let running handlers finish, unload the cogs, disconnect, then close the store."""
        await self._finish_running_handlers()
        await super().close()
        if self._store is not None:
            await self._store.close()
            self._store = None

    async def _finish_running_handlers(self) -> None:
        current = asyncio.current_task()
        running = [
            task
            for task in asyncio.all_tasks()
            if task is not current and task.get_name().startswith(_HANDLER_TASK_PREFIXES)
        ]
        if running:
            log.info("Waiting for %d running handler(s) to finish", len(running))
            _, late = await asyncio.wait(running, timeout=SHUTDOWN_GRACE)
            if late:
                log.warning("%d handler(s) still running after %.0f s", len(late), SHUTDOWN_GRACE)


def point_discord_py_at(api_base: str | None, gateway_url: str | None) -> None:
    """Send discord.py's REST calls and gateway connection elsewhere (a fake Discord in tests)."""
    if api_base:
        discord.http.Route.BASE = api_base
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)


def create_bot(
    settings: Settings,
    *,
    extensions: Sequence[str] = DEFAULT_EXTENSIONS,
    guild_ready_timeout: float = 2.0,
) -> ShoBot:
    """A bot for these settings, talking to `settings.api_base`/`gateway_url` when they are set."""
    point_discord_py_at(settings.api_base, settings.gateway_url)
    return ShoBot(settings, extensions=extensions, guild_ready_timeout=guild_ready_timeout)
