"""The services' own errors (a game that is gone, a stale click, a busy channel, a damaged
game), over the table's (`bot.table.errors`)."""

from __future__ import annotations

from bot.table.errors import InvalidInputError, ShoError


class GameNotFoundError(ShoError):
    """No such game, or no game here."""

    default_message = "There is no Sho game here. Start one with /sho new."


class StaleActionError(ShoError):
    """A click on an old board, or someone acted first."""

    default_message = "The board has moved on since then; use the newest board."


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


class DamagedGameError(ShoError):
    """The game's snapshot and record are both damaged: it was stopped."""

    default_message = (
        "This game's record is damaged, so it has been stopped. Start a new one with /sho new."
    )
