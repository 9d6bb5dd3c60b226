"""The table's errors: each carries the sentence the player is shown (see `bot.ui.refusals`)."""

from __future__ import annotations


class ShoError(Exception):
    """Something the player asked for cannot be done; `message` says why, in their words."""

    default_message = "That can't be done right now."

    def __init__(self, message: str | None = None) -> None:
        self.message = message or self.default_message
        super().__init__(self.message)


class NotInGameError(ShoError):
    """The user is not a player of this game."""

    default_message = "You are not playing in this game."


class NotYourTurnError(ShoError):
    """A player acted out of turn; carries whose turn it is, when known."""

    default_message = "It is not your turn yet."

    def __init__(self, turn: int | None = None, name: str = "") -> None:
        super().__init__()
        self.turn = turn
        """The seat to play."""
        self.name = name
        """Its name as the table holds it (made safe to show by `bot.ui`)."""


class PermissionDeniedError(ShoError):
    """The user may not do this (e.g. only the host or a moderator may)."""

    default_message = "Only the host or a moderator can do that."


class InvalidInputError(ShoError):
    """A value the user typed or picked makes no sense here."""

    default_message = "That choice is not valid here."


class DamagedRecordError(ShoError):
    """A stored action or snapshot does not describe a table (the store's data is damaged)."""
