"""The bot and the composition root: it builds the store, the game service and the publisher
(with their dice and clocks) in `setup_hook`, loads the feature cogs by name, and closes cleanly."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import discord
import yarl
from discord import app_commands
from discord.ext import commands

from bot.ai import pick_move
from bot.ai.analysis import analyse
from bot.config import Settings
from bot.services.analyses import Analyser, Analyses
from bot.services.community import Community
from bot.services.games import GameService
from bot.services.hosted import Timing
from bot.services.replays import Replays
from bot.services.server_config import ServerConfig
from bot.services.thinking import thinking_executor
from bot.store import Store
from bot.ui.controls import dispatch
from bot.ui.kit.answer import answer_error
from bot.ui.kit.clock import DiscordClock
from bot.ui.kit.command_words import CatalogueTranslator
from bot.ui.kit.host import ShoHost
from bot.ui.publishing.pacing import ChannelPacer
from bot.ui.publishing.publisher import BoardPublisher

log = logging.getLogger(__name__)

T = TypeVar("T")

DEFAULT_EXTENSIONS: tuple[str, ...] = (
    "cogs.game",
    "cogs.community",
    "cogs.analysis",
    "cogs.server_settings",
    "cogs.language",
    "cogs.rules",
    "cogs.help",
    "cogs.welcome",
)
"""Feature cogs in load order (which is also the order `/sho help` lists their commands)."""

SHUTDOWN_GRACE = 10.0
"""Seconds `close()` waits for interaction handlers that are still running."""

# discord.py 2.7 names the tasks that run event listeners, commands and component callbacks.
_HANDLER_TASK_PREFIXES = ("discord.py: ", "CommandTree-invoker", "discord-ui-")


class ShoTree(app_commands.CommandTree["ShoBot"]):
    """The command tree; an error around a command is answered as any refusal is."""

    async def on_error(
        self, interaction: discord.Interaction[ShoBot], error: app_commands.AppCommandError, /
    ) -> None:
        await answer_error(interaction, error)


def intents() -> discord.Intents:
    """What the bot hears from the gateway: its guilds and channels, and messages, for the
    deletion of a board (posted again at once). Clicks and commands come whatever the intents;
    nothing else (typing, reactions, voice, invites...) is worth its traffic."""
    return discord.Intents(guilds=True, guild_messages=True)


UNPARSED_EVENTS = ("MESSAGE_CREATE", "MESSAGE_UPDATE")
"""Gateway events of those intents the bot has no use for, dropped before discord.py parses
them: every message of the channels the bot is in, and every edit of a board (which discord.py
would turn into a whole Message, and update views from, for no listener: 2% of the bot's time
flat out, by py-spy). The bot has no text commands."""


def _unparsed(data: Any) -> None:
    """A gateway event's parser that does nothing."""


class ShoBot(commands.Bot):
    """The Sho bot. `store`, `games` and `publisher` exist from `setup_hook` until `close()`."""

    def __init__(
        self,
        settings: Settings,
        *,
        extensions: Sequence[str] = DEFAULT_EXTENSIONS,
        guild_ready_timeout: float = 2.0,
        dice: random.Random | None = None,
        timing: Timing | None = None,
        clock: Callable[[], float] = time.time,
        analyser: Analyser = analyse,
        analyse_won_games: bool = True,
    ) -> None:
        """`dice` and `timing` default to the operating system's dice and the settings' pace."""
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False  # no voice here
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=intents(),
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            tree_cls=ShoTree,
            guild_ready_timeout=guild_ready_timeout,
            # Every click carries its message and member: the bot keeps no copies of either.
            max_messages=None,
            member_cache_flags=discord.MemberCacheFlags.none(),
            chunk_guilds_at_startup=False,
            **_shard_options(settings),
        )
        for event in UNPARSED_EVENTS:
            self._connection.parsers[event] = _unparsed
        self.settings = settings
        self.extension_names = tuple(extensions)
        self._dice = dice
        self._timing = timing or Timing(computer_delay=settings.computer_delay)
        self._clock = clock
        self._analyser = analyser
        self._analyse_won_games = analyse_won_games
        self._store: Store | None = None
        self._games: GameService | None = None
        self._publisher: BoardPublisher | None = None
        self._discord_clock = DiscordClock()
        self._community: Community | None = None
        self._replays: Replays | None = None
        self._analyses: Analyses | None = None
        self._resuming: asyncio.Task[None] | None = None

    @property
    def store(self) -> Store:
        return _running(self._store, "the store")

    @property
    def games(self) -> GameService:
        return _running(self._games, "the game service")

    @property
    def publisher(self) -> BoardPublisher:
        return _running(self._publisher, "the board publisher")

    @property
    def discord_clock(self) -> DiscordClock:
        """Discord's time as far as the bot knows it: every deadline of the ui is read on it."""
        return self._discord_clock

    @property
    def community(self) -> Community:
        """Standings, stats and history."""
        return _running(self._community, "the community service")

    @property
    def replays(self) -> Replays:
        return _running(self._replays, "the replays")

    @property
    def analyses(self) -> Analyses:
        """The post-game analyses, made in a worker process of their own."""
        return _running(self._analyses, "the analyses")

    @property
    def server_config(self) -> ServerConfig:
        """The servers' own defaults and the players' settings, over the open store."""
        return ServerConfig(self.store, self.settings.turn_seconds, self.settings.language.value)

    async def setup_hook(self) -> None:
        self._store = await Store.open(self.settings.database, pool_size=self.settings.db_pool_size)
        thinking = thinking_executor(self.settings.computer_processes)
        self._games = GameService(
            self._store,
            choose_move=pick_move,
            timing=self._timing,
            clock=self._clock,
            dice=self._dice,
            shards=self.settings.shards,
            executor=thinking,
        )
        pacer = ChannelPacer(self.settings.channel_calls_per_second)
        self._publisher = BoardPublisher(self, self._games, pacer, self._discord_clock)
        self._games.add_observer(self._publisher)
        self._community = Community(self._store, self._clock)
        self._replays = Replays(self._store)
        # A worker process of its own: an analysis is seconds of work, which would hold up every
        # hard computer's move queued behind it in the players' workers.
        analysing = thinking_executor(min(1, self.settings.computer_processes))
        self._analyses = Analyses(
            self._store, self._replays, executor=analysing, analyser=self._analyser
        )
        if self._analyse_won_games:
            self._games.add_observer(self._analyses)
        self._analyses.add_observer(self._publisher)
        await self._games.results.backfill()
        self.add_listener(dispatch, "on_interaction")
        await self.tree.set_translator(CatalogueTranslator())
        for name in self.extension_names:
            await self.load_extension(name)
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("Synced %d command(s) to the dev guild %s", len(synced), guild.id)
        self._resuming = asyncio.create_task(self._resume_games(), name="sho-resume")

    async def _resume_games(self) -> None:
        """Once connected (so boards can be drawn), re-arm the games live at the last stop."""
        await self.wait_until_ready()
        count = await self.games.resume_all()
        log.info("Resumed %d live game(s)", count)

    async def close(self) -> None:
        """Let running handlers finish, stop the games, then their drawing, unload the cogs,
        disconnect, and close the store last."""
        await self._finish_running_handlers()
        if self._resuming is not None:
            self._resuming.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._resuming
            self._resuming = None
        if self._games is not None:  # its observers, the analyses, finish before its workers
            await self._games.close()
        if self._analyses is not None:
            await self._analyses.close()
        if self._publisher is not None:
            await self._publisher.close()
        await super().close()
        self._games = self._publisher = None
        self._community = self._replays = None
        self._analyses = None
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


class ShardedShoBot(ShoBot, commands.AutoShardedBot):
    """The bot run as the shards of its settings (one gateway connection each)."""


def _shard_options(settings: Settings) -> dict[str, Any]:
    shards = settings.shards
    return {} if shards is None else {"shard_count": shards.count, "shard_ids": list(shards.ids)}


def _running(part: T | None, name: str) -> T:
    """A part the bot builds in setup_hook and drops in close()."""
    if part is None:
        raise RuntimeError(f"{name} exists only between setup_hook and close")
    return part


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
    dice: random.Random | None = None,
    timing: Timing | None = None,
    clock: Callable[[], float] = time.time,
    analyser: Analyser = analyse,
    analyse_won_games: bool = True,
) -> ShoBot:
    """A bot for these settings, talking to `settings.api_base`/`gateway_url` when they are set.

    `dice`, `timing` and `clock` are what the game service plays with (tests script them);
    `analyser` is the post-game analysis (tests give a shallower one), made as each won game
    ends unless `analyse_won_games` is False (then only when someone asks).
    """
    point_discord_py_at(settings.api_base, settings.gateway_url)
    bot_class = ShoBot if settings.shards is None else ShardedShoBot
    return bot_class(
        settings,
        extensions=extensions,
        guild_ready_timeout=guild_ready_timeout,
        dice=dice,
        timing=timing,
        clock=clock,
        analyser=analyser,
        analyse_won_games=analyse_won_games,
    )


def _hosts(bot: ShoBot) -> ShoHost:
    """The bot is what its buttons and commands take it for (checked by mypy, never called)."""
    return bot
