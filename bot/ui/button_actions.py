"""What each kind of game button asks for: the last part of its custom id, as a value."""

from __future__ import annotations

from enum import StrEnum


class BoardAction(StrEnum):
    """The board's own buttons (the value is the custom id's last part)."""

    THROW = "throw"
    BACK = "back"
    RULES = "rules"


class LobbyAction(StrEnum):
    JOIN = "join"
    LEAVE = "leave"
    COMPUTER = "computer"
    START = "start"
    CANCEL = "cancel"


class Confirmation(StrEnum):
    """What a 'Yes' button confirms."""

    END = "end"
    KICK = "kick"
