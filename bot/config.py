"""The bot's settings: the only module that reads the environment (and `.env`, by python-dotenv)."""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from dotenv import load_dotenv

from bot.store.redaction import hide_passwords
from bot.store.shards import Shards
from bot.table.config import TURN_SECONDS
from bot.words import DEFAULT_LANGUAGE, Language

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")

T = TypeVar("T")


class ConfigError(ValueError):
    """A setting is missing or malformed; the message names it and says how to fix it."""


@dataclass(frozen=True)
class Settings:
    """Everything the bot is configured with. The token never appears in `repr`."""

    token: str = field(repr=False)
    db_path: Path = Path("sho.db")
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    api_base: str | None = None
    gateway_url: str | None = None
    computer_delay: float = 1.0
    turn_seconds: int = 120
    shards: Shards | None = None
    """The shards this process runs; None runs the bot unsharded, as one process."""
    database_url: str | None = field(default=None, repr=False)
    """A PostgreSQL server's database (it may hold a password); None keeps the SQLite file."""
    db_pool_size: int = 10
    computer_processes: int = 1
    channel_calls_per_second: float = 36.0
    language: Language = DEFAULT_LANGUAGE
    """What servers speak until they choose (SHO_LANGUAGE)."""
    """The most channel calls (not interaction responses) a second, below Discord's limit."""
    """Worker processes the computer players think in; 0 thinks in threads of this process."""

    @property
    def database(self) -> Path | str:
        """Where the store keeps the data: the PostgreSQL URL if set, else the SQLite file."""
        return self.database_url or self.db_path

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> Settings:
        """Build settings from environment variables; raise `ConfigError` on the first bad one."""
        token = environ.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise ConfigError(
                "DISCORD_TOKEN is not set: copy your bot's token from the Discord developer portal "
                "(Applications > your app > Bot > Reset Token) into .env as DISCORD_TOKEN=..."
            )
        if any(ch.isspace() for ch in token):
            raise ConfigError(
                "DISCORD_TOKEN contains spaces: paste only the token itself, without quotes or "
                "a 'Bot ' prefix."
            )
        return cls(
            token=token,
            db_path=Path(_get(environ, "SHO_DB_PATH", str, "sho.db")).expanduser(),
            dev_guild_id=_get(environ, "SHO_DEV_GUILD_ID", _snowflake, None),
            log_level=_get(environ, "LOG_LEVEL", _log_level, "INFO"),
            api_base=_get(environ, "DISCORD_API_BASE", _api_base, None),
            gateway_url=_get(environ, "DISCORD_GATEWAY_URL", _gateway_url, None),
            computer_delay=_get(environ, "SHO_COMPUTER_DELAY", _non_negative_float, 1.0),
            turn_seconds=_get(environ, "SHO_TURN_SECONDS", _turn_seconds, 120),
            language=_get(environ, "SHO_LANGUAGE", _language, DEFAULT_LANGUAGE),
            shards=_shards(environ),
            database_url=_get(environ, "SHO_DATABASE_URL", _database_url, None),
            db_pool_size=_get(environ, "SHO_DB_POOL_SIZE", _pool_size, 10),
            computer_processes=_get(environ, "SHO_COMPUTER_PROCESSES", _processes, 1),
            channel_calls_per_second=_get(
                environ, "SHO_CHANNEL_CALLS_PER_SECOND", _calls_per_second, 36.0
            ),
        )


def load_settings(env_file: Path | None = None) -> Settings:
    """Load `.env` from the working directory (real variables win), then read the settings."""
    load_dotenv(env_file or Path.cwd() / ".env", override=False)
    return Settings.from_env(os.environ)


def _get(environ: Mapping[str, str], name: str, parse: Callable[[str], T], default: T) -> T:
    """Parse one variable; unset or blank means the default."""
    raw = environ.get(name, "").strip()
    if not raw:
        return default
    try:
        return parse(raw)
    except ValueError as error:
        # The value is shown to say which one is wrong, but never a password in it (a database
        # URL with a mistyped scheme is still a URL with a password).
        raise ConfigError(f"{name}={hide_passwords(raw)!r} is not valid: {error}.") from None


def _snowflake(raw: str) -> int:
    value = int(raw) if raw.isdigit() else 0
    if value <= 0:
        raise ValueError("it must be a server id (right-click the server > Copy Server ID)")
    return value


def _log_level(raw: str) -> str:
    level = raw.upper()
    if level not in LOG_LEVELS:
        raise ValueError(f"use one of {', '.join(LOG_LEVELS)}")
    return level


def _api_base(raw: str) -> str:
    if not raw.startswith(("http://", "https://")):
        raise ValueError("it must be an http(s) URL ending in /api/v10, or be left empty")
    return raw.rstrip("/")


def _gateway_url(raw: str) -> str:
    if not raw.startswith(("ws://", "wss://")):
        raise ValueError("it must be a ws:// or wss:// URL, or be left empty")
    return raw


def _number(raw: str, least: float, problem: str) -> float:
    """A finite number of at least `least`; ValueError saying `problem` otherwise."""
    try:
        value = float(raw)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value < least:
        raise ValueError(problem)
    return value


def _non_negative_float(raw: str) -> float:
    return _number(raw, 0, "it must be a number of seconds, 0 or more (for example 1.5)")


def _calls_per_second(raw: str) -> float:
    return _number(raw, 2, "it must be a number of calls a second, 2 or more (for example 36)")


def _processes(raw: str) -> int:
    value = int(raw) if raw.isdigit() else -1
    if not 0 <= value <= 32:
        raise ValueError("it must be a whole number of processes from 0 to 32 (for example 1)")
    return value


def _language(raw: str) -> Language:
    """One of the catalogue's languages, by its locale's name."""
    try:
        return Language(raw)
    except ValueError:
        names = ", ".join(language.value for language in Language)
        raise ValueError(f"it must be one of {names}") from None


def _turn_seconds(raw: str) -> int:
    """A turn time every table accepts (the same range as /sho new's)."""
    value = int(raw) if raw.isdigit() else 0
    if value not in TURN_SECONDS:
        raise ValueError(
            f"it must be a whole number of seconds from {TURN_SECONDS.start} to "
            f"{TURN_SECONDS.stop - 1} (for example 120)"
        )
    return value


def _shards(environ: Mapping[str, str]) -> Shards | None:
    """SHO_SHARD_COUNT and SHO_SHARD_IDS: unset, one unsharded process; a count alone, every
    shard in this process; with ids (`0-3`, or one shard `2`), those shards only."""
    count = _get(environ, "SHO_SHARD_COUNT", _shard_count, None)
    raw_ids = environ.get("SHO_SHARD_IDS", "").strip()
    if count is None:
        if raw_ids:
            raise ConfigError(
                f"SHO_SHARD_IDS={raw_ids!r} needs SHO_SHARD_COUNT: set it to the number of shards "
                "all the processes run together (for example SHO_SHARD_COUNT=4)."
            )
        return None
    if not raw_ids:
        return Shards(count, tuple(range(count)))
    return Shards(count, _get(environ, "SHO_SHARD_IDS", lambda raw: _shard_ids(raw, count), ()))


def _shard_count(raw: str) -> int:
    value = int(raw) if raw.isdigit() else 0
    if value < 1:
        raise ValueError("it must be a whole number of shards, 1 or more (for example 4)")
    return value


def _shard_ids(raw: str, count: int) -> tuple[int, ...]:
    first, dash, last = (part.strip() for part in raw.partition("-"))
    if not first.isdigit() or (dash and not last.isdigit()):
        raise ValueError("it must be a shard number such as 2, or a range such as 0-3")
    low, high = int(first), int(last) if dash else int(first)
    if low > high or high >= count:
        raise ValueError(
            f"the shards must run from low to high, each from 0 to {count - 1} "
            f"(SHO_SHARD_COUNT is {count})"
        )
    return tuple(range(low, high + 1))


def _database_url(raw: str) -> str:
    if not raw.startswith(("postgresql://", "postgres://")):
        raise ValueError(
            "it must be a PostgreSQL URL such as postgresql://sho:PASSWORD@db.example/sho, or be "
            "left empty to keep the SQLite file of SHO_DB_PATH"
        )
    return raw


def _pool_size(raw: str) -> int:
    value = int(raw) if raw.isdigit() else 0
    if not 1 <= value <= 100:
        raise ValueError("it must be a number of connections from 1 to 100 (for example 10)")
    return value
