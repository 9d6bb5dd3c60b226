"""The bot's persistence: the only package with SQL. It takes and returns our own dataclasses."""

from bot.store.errors import (
    MigrationError,
    StaleVersionError,
    StoreError,
    StoreOpenError,
    UnknownGameError,
)
from bot.store.models import (
    LIVE_STATUSES,
    Game,
    GameAction,
    GameResult,
    GameStatus,
    GuildSettings,
    LeaderboardEntry,
    NewAction,
    NewGame,
    ResultSeat,
    Seat,
)
from bot.store.store import Store

__all__ = [
    "LIVE_STATUSES",
    "Game",
    "GameAction",
    "GameResult",
    "GameStatus",
    "GuildSettings",
    "LeaderboardEntry",
    "MigrationError",
    "NewAction",
    "NewGame",
    "ResultSeat",
    "Seat",
    "StaleVersionError",
    "Store",
    "StoreError",
    "StoreOpenError",
    "UnknownGameError",
]
