"""Why a table is no longer live."""

from __future__ import annotations

from enum import StrEnum


class EndReason(StrEnum):
    """Why a table is no longer live (in the spirit of python-chess's `Termination`)."""

    WON = "won"
    """A side brought all nine coins home."""
    HOST_CANCELLED = "host_cancelled"
    """The host (or a moderator) closed the lobby."""
    LOBBY_EXPIRED = "lobby_expired"
    """Nobody started the lobby in time."""
    LOBBY_EMPTIED = "lobby_emptied"
    """Every person left the lobby."""
    ENDED = "ended"
    """The host or a moderator ended the game."""
    DESERTED = "deserted"
    """Every person left the game; computers never play on alone."""
    ABANDONED = "abandoned"
    """The game was paused, everybody away, for too long."""
    RESIGNED = "resigned"
    """A player of a game of two gave it up: the other wins."""
