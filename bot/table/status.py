"""Where a table is in its life."""

from __future__ import annotations

from enum import StrEnum


class GameStatus(StrEnum):
    """Where a game is in its life; the first three are live."""

    LOBBY = "lobby"
    ACTIVE = "active"
    PAUSED = "paused"
    FINISHED = "finished"
    CANCELLED = "cancelled"
    BROKEN = "broken"

    @property
    def is_live(self) -> bool:
        return self in LIVE_STATUSES


LIVE_STATUSES = frozenset({GameStatus.LOBBY, GameStatus.ACTIVE, GameStatus.PAUSED})
