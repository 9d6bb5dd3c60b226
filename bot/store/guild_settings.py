"""Per-guild settings and each player's own settings."""

from __future__ import annotations

import json

from bot.engine import Preset
from bot.store.columns import level_or_none, options_from_json
from bot.store.db import Database, Row
from bot.store.models import GuildSettings

_COLUMNS = (
    "turn_seconds", "preset", "options", "computer_level", "game_channels", "threads",
    "turn_pings", "moderator_role_id", "table_limit", "language",
)  # fmt: skip


class GuildSettingsRepository:
    """Read and write a guild's overrides of the bot's defaults."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, guild_id: int) -> GuildSettings:
        """The guild's settings; a guild never configured gets all defaults."""
        row = await self._db.fetch_one(
            f"SELECT {', '.join(_COLUMNS)} FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        return GuildSettings(guild_id) if row is None else _settings(guild_id, row)

    async def set(self, settings: GuildSettings) -> None:
        """Store the guild's settings, replacing what it had."""
        options = settings.options
        values = (
            settings.turn_seconds,
            None if settings.preset is None else settings.preset.value,
            None if options is None else json.dumps(options.to_json(), sort_keys=True),
            None if settings.computer_level is None else settings.computer_level.value,
            json.dumps(list(settings.game_channels)),
            int(settings.threads),
            int(settings.turn_pings),
            settings.moderator_role_id,
            settings.table_limit,
            settings.language,
        )
        updates = ", ".join(f"{column} = excluded.{column}" for column in _COLUMNS)
        await self._db.execute(
            f"INSERT INTO guild_settings (guild_id, {', '.join(_COLUMNS)})"
            f" VALUES (?{', ?' * len(_COLUMNS)}) ON CONFLICT (guild_id) DO UPDATE SET {updates}",
            (settings.guild_id, *values),
        )


def _settings(guild_id: int, row: Row) -> GuildSettings:
    options = row["options"]
    return GuildSettings(
        guild_id,
        turn_seconds=row["turn_seconds"],
        preset=None if row["preset"] is None else Preset(row["preset"]),
        options=None if options is None else options_from_json(options),
        computer_level=level_or_none(row["computer_level"]),
        game_channels=tuple(json.loads(row["game_channels"])),
        threads=bool(row["threads"]),
        turn_pings=bool(row["turn_pings"]),
        moderator_role_id=row["moderator_role_id"],
        table_limit=row["table_limit"],
        language=row["language"],
    )


class PlayerSettingsRepository:
    """Each player's own choices, across servers."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def turn_pings(self, user_id: int) -> bool:
        """Whether the player wants a ping when their turn comes (yes until they say no)."""
        row = await self._db.fetch_one(
            "SELECT turn_pings FROM player_settings WHERE user_id = ?", (user_id,)
        )
        return row is None or bool(row["turn_pings"])

    async def language(self, user_id: int) -> str | None:
        """The language the player chose for what only they see (None: not chosen)."""
        row = await self._db.fetch_one(
            "SELECT language FROM player_settings WHERE user_id = ?", (user_id,)
        )
        return None if row is None else row["language"]

    async def set_language(self, user_id: int, language: str | None) -> None:
        """Remember the player's language (None: forget it, and follow Discord's or the
        server's)."""
        await self._db.execute(
            "INSERT INTO player_settings (user_id, language) VALUES (?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET language = excluded.language",
            (user_id, language),
        )

    async def set_turn_pings(self, user_id: int, on: bool) -> None:
        await self._db.execute(
            "INSERT INTO player_settings (user_id, turn_pings) VALUES (?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET turn_pings = excluded.turn_pings",
            (user_id, int(on)),
        )
