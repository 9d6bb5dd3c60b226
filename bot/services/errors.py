"""Domain errors: each carries the sentence the player is shown (see `bot.ui.errors`)."""

from __future__ import annotations


class ShoError(Exception):
    """Something the player asked for cannot be done; `message` says why, in their words."""

    default_message = "That can't be done right now."

    def __init__(self, message: str | None = None) -> None:
        self.message = message or self.default_message
        super().__init__(self.message)


class GameNotFoundError(ShoError):
    """No such game, or no game here."""

    default_message = "There is no Sho game here. Start one with /sho new."


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


class StaleActionError(ShoError):
    """A click on an old board, or someone acted first."""

    default_message = "The board has moved on since then; use the newest board."


class PermissionDeniedError(ShoError):
    """The user may not do this (e.g. only the host or a moderator may)."""

    default_message = "Only the host or a moderator can do that."


class InvalidInputError(ShoError):
    """A value the user typed or picked makes no sense here."""

    default_message = "That choice is not valid here."


class OldBoardError(StaleActionError):
    """A click on a board that is no longer current; carries where the current one is."""

    def __init__(self, channel_id: int | None, message_id: int | None) -> None:
        super().__init__("That board is out of date: the game has moved on.")
        self.channel_id = channel_id
        self.message_id = message_id


class ChannelBusyError(InvalidInputError):
    """A channel already has a live game; carries where its board is, so the reply can link it."""

    def __init__(self, game_id: int, channel_id: int, message_id: int | None) -> None:
        super().__init__("This channel already has a game of Sho going.")
        self.game_id = game_id
        self.channel_id = channel_id
        self.message_id = message_id


class DamagedRecordError(ShoError):
    """A stored action or snapshot does not describe a table (the store's data is damaged)."""


class DamagedGameError(ShoError):
    """The game's snapshot and record are both damaged: it was stopped."""

    default_message = (
        "This game's record is damaged, so it has been stopped. Start a new one with /sho new."
    )
