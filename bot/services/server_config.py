"""A server's own defaults for new games (/sho config), where games may start, who moderates,
and each player's turn pings (/sho pings). Every change is saved at once; games already under
way keep the settings they were opened with."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field, replace

from bot.engine import Level, OptionChanges, Options, Preset
from bot.services.errors import ChannelNotAllowedError, ServiceRefusal
from bot.services.limits import TABLE_LIMIT_MOST, check_room
from bot.services.snapshot import load_table
from bot.store import GuildSettings, Store
from bot.table.config import TURN_SECONDS, TableConfig
from bot.table.errors import InvalidInputError, PermissionDeniedError, TableRefusal

CHANNELS_KEPT = 25
"""The most channels a server may name for its games."""


@dataclass(frozen=True)
class TableChoices:
    """What /sho new was given; None (or an option left out) means the server's default."""

    players: int = 3
    computers: int = 0
    level: Level | None = None
    preset: Preset | None = None
    options: OptionChanges = field(default_factory=dict)
    """Options set on their own, over the preset's."""
    turn_seconds: int | None = None


@dataclass(frozen=True)
class ConfigChange:
    """What one /sho config asked to change; None (or empty) leaves a setting as it is."""

    preset: Preset | None = None
    """Rules from this preset (its options, then `options` over them)."""
    options: OptionChanges = field(default_factory=dict)
    turn_seconds: int | None = None
    level: Level | None = None
    channels: tuple[int, ...] | None = None
    """Exactly these channels for new games (none: every channel), before any added or
    removed one."""
    add_channel: int | None = None
    remove_channel: int | None = None
    every_channel: bool = False
    threads: bool | None = None
    turn_pings: bool | None = None
    moderator_role: int | None = None
    no_moderator_role: bool = False
    table_limit: int | None = None
    language: str | None = None
    """The server's language (a `bot.words.Language`, by its locale's name)."""

    @property
    def empty(self) -> bool:
        return self == ConfigChange()


def rules_of(settings: GuildSettings) -> tuple[Preset, Options]:
    """The server's preset and options for new games."""
    preset = settings.preset or Preset.TABLE
    return preset, settings.options or preset.options


def changed(settings: GuildSettings, change: ConfigChange) -> GuildSettings:
    """The settings after a change (checked: turn time, channel count)."""
    preset, options = rules_of(settings)
    if change.preset is not None:
        preset, options = change.preset, change.preset.options
    options = options.with_values(change.options)
    channels = () if change.every_channel else settings.game_channels
    if change.channels is not None:
        channels = tuple(dict.fromkeys(change.channels))
    if change.add_channel is not None and change.add_channel not in channels:
        channels = (*channels, change.add_channel)
    if change.remove_channel is not None:
        channels = tuple(c for c in channels if c != change.remove_channel)
    if len(channels) > CHANNELS_KEPT:
        raise InvalidInputError(ServiceRefusal.TOO_MANY_CHANNELS, most=CHANNELS_KEPT)
    if change.turn_seconds is not None and change.turn_seconds not in TURN_SECONDS:
        raise InvalidInputError(TableRefusal.TURN_TIME)
    if change.table_limit is not None and not 1 <= change.table_limit <= TABLE_LIMIT_MOST:
        raise InvalidInputError(ServiceRefusal.TABLE_LIMIT_RANGE, most=TABLE_LIMIT_MOST)
    role = None if change.no_moderator_role else settings.moderator_role_id
    return replace(
        settings,
        preset=preset,
        options=options,
        turn_seconds=change.turn_seconds or settings.turn_seconds,
        computer_level=change.level or settings.computer_level,
        game_channels=channels,
        threads=settings.threads if change.threads is None else change.threads,
        turn_pings=settings.turn_pings if change.turn_pings is None else change.turn_pings,
        moderator_role_id=change.moderator_role or role,
        table_limit=change.table_limit or settings.table_limit,
        language=change.language or settings.language,
    )


def table_config(
    settings: GuildSettings, choices: TableChoices, turn_seconds: int, language: str = "en"
) -> TableConfig:
    """The table /sho new opens: its choices over the server's defaults over the bot's
    (`turn_seconds`, `language`). A preset named in the choices starts from that preset's own
    options."""
    preset, options = rules_of(settings)
    if choices.preset is not None:
        preset, options = choices.preset, choices.preset.options
    config = TableConfig(
        players=choices.players,
        computers=choices.computers,
        level=choices.level or settings.computer_level or Level.NORMAL,
        options=options.with_values(choices.options),
        turn_seconds=choices.turn_seconds or settings.turn_seconds or turn_seconds,
        preset=preset,
        pings=settings.turn_pings,
        language=settings.language or language,
    )
    config.check()
    return config


class ServerConfig:
    """The servers' settings and the players' own, read and changed through the store."""

    def __init__(self, store: Store, turn_seconds: int, language: str = "en") -> None:
        self._store = store
        self.turn_seconds = turn_seconds
        """The bot's default turn time, for servers that set none."""
        self.language = language
        """The bot's language (SHO_LANGUAGE), for servers that chose none."""

    async def get(self, guild_id: int) -> GuildSettings:
        return await self._store.guild_settings.get(guild_id)

    async def change(self, guild_id: int, change: ConfigChange, *, manager: bool) -> GuildSettings:
        """Apply and save a change (Manage Server only); the settings as they are now."""
        settings = await self.get(guild_id)
        if change.empty:
            return settings
        if not manager:
            raise PermissionDeniedError(ServiceRefusal.SETTINGS_MANAGERS_ONLY)
        after = changed(settings, change)
        await self._store.guild_settings.set(after)
        return after

    async def new_table(
        self, guild_id: int, channel_id: int, parent_id: int | None, choices: TableChoices
    ) -> tuple[TableConfig, bool]:
        """The config of a table /sho new opens here, and whether it opens in a thread;
        ChannelNotAllowedError where the server does not start games."""
        settings = await self.get(guild_id)
        allowed = settings.game_channels
        if allowed and channel_id not in allowed and parent_id not in allowed:
            raise ChannelNotAllowedError(allowed)
        config = table_config(settings, choices, self.turn_seconds, self.language)
        return config, settings.threads and parent_id is None

    async def rematch_table(
        self, guild_id: int, channel_id: int, parent_id: int | None, finished: TableConfig
    ) -> TableConfig:
        """The config of a finished game's rematch here: its own rules, with the server's turn
        pings as they are now; ChannelNotAllowedError where the server no longer starts games."""
        settings = await self.get(guild_id)
        allowed = settings.game_channels
        if allowed and channel_id not in allowed and parent_id not in allowed:
            raise ChannelNotAllowedError(allowed)
        return replace(
            finished, pings=settings.turn_pings, language=settings.language or self.language
        )

    async def room_for(self, guild_id: int, host_id: int) -> None:
        """InvalidInputError unless the person may open one more table in the server (the
        game service checks again as it opens it)."""
        await check_room(self._store, guild_id, host_id)

    async def rules_in(self, guild_id: int, channel_id: int) -> tuple[Preset, Options]:
        """The rules of the live game in a channel, else the server's for new games."""
        rows = await self._store.games.live_in_channel(channel_id)
        if not rows:
            return rules_of(await self.get(guild_id))
        row = rows[-1]
        try:
            config = load_table(row.snapshot or "").config
        except Exception:  # no snapshot, or a damaged one: the row's own options will do
            return Preset.nearest(row.options), row.options
        return config.preset, config.options

    async def moderates(self, guild_id: int, role_ids: Collection[int], *, manager: bool) -> bool:
        """Whether a member may end games and remove players: Manage Server, or the role."""
        if manager:
            return True
        role = (await self.get(guild_id)).moderator_role_id
        return role is not None and role in role_ids

    async def language_of(self, guild_id: int) -> str:
        """The language of the server's public messages: its own choice, else the bot's."""
        return (await self.get(guild_id)).language or self.language

    async def set_language(self, guild_id: int, language: str | None, *, manager: bool) -> None:
        """Choose the server's language (Manage Server only; None: the bot's). Tables already
        open keep theirs."""
        if not manager:
            raise PermissionDeniedError(ServiceRefusal.SETTINGS_MANAGERS_ONLY)
        settings = await self.get(guild_id)
        await self._store.guild_settings.set(replace(settings, language=language))

    async def person_language(self, user_id: int) -> str | None:
        """The language a person chose for what only they see (None: not chosen)."""
        return await self._store.player_settings.language(user_id)

    async def set_person_language(self, user_id: int, language: str | None) -> None:
        await self._store.player_settings.set_language(user_id, language)

    async def turn_pings(self, user_id: int) -> bool:
        return await self._store.player_settings.turn_pings(user_id)

    async def set_turn_pings(self, user_id: int, on: bool) -> None:
        await self._store.player_settings.set_turn_pings(user_id, on)
