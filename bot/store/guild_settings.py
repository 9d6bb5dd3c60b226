"""Per-guild settings."""

from __future__ import annotations

from bot.store.db import Database
from bot.store.models import GuildSettings


class GuildSettingsRepository:
    """Read and write a guild's overrides of the bot's defaults."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, guild_id: int) -> GuildSettings:
        """The guild's settings; a guild never configured gets all defaults (None)."""
        row = await self._db.fetch_one(
            "SELECT turn_seconds FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        if row is None:
            return GuildSettings(guild_id)
        return GuildSettings(guild_id, turn_seconds=row["turn_seconds"])

    async def set(self, settings: GuildSettings) -> None:
        """Store the guild's settings, replacing what it had."""
        await self._db.execute(
            "INSERT INTO guild_settings (guild_id, turn_seconds) VALUES (?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET turn_seconds = excluded.turn_seconds",
            (settings.guild_id, settings.turn_seconds),
        )
