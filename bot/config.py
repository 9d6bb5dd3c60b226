"""The bot's settings: the only module that reads the environment (and `.env`, by python-dotenv)."""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from dotenv import load_dotenv

from bot.services.table_parts import TURN_SECONDS

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
        raise ConfigError(f"{name}={raw!r} is not valid: {error}.") from None


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


def _non_negative_float(raw: str) -> float:
    try:
        value = float(raw)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value < 0:
        raise ValueError("it must be a number of seconds, 0 or more (for example 1.5)")
    return value


def _turn_seconds(raw: str) -> int:
    """A turn time every table accepts (the same range as /sho new's)."""
    value = int(raw) if raw.isdigit() else 0
    if value not in TURN_SECONDS:
        raise ValueError(
            f"it must be a whole number of seconds from {TURN_SECONDS.start} to "
            f"{TURN_SECONDS.stop - 1} (for example 120)"
        )
    return value
