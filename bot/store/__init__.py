"""The bot's persistence: the only package with SQL. It takes and returns our own dataclasses."""

from bot.store.errors import (
    MigrationError,
    StaleVersionError,
    StoreError,
    StoreOpenError,
    UnknownGameError,
)
from bot.store.models import (
    Game,
    GameAction,
    GuildSettings,
    NewAction,
    NewGame,
    Seat,
)
from bot.store.store import Store

__all__ = [
    "Game",
    "GameAction",
    "GuildSettings",
    "MigrationError",
    "NewAction",
    "NewGame",
    "Seat",
    "StaleVersionError",
    "Store",
    "StoreError",
    "StoreOpenError",
    "UnknownGameError",
]
