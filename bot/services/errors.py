"""The services' own errors (a game that is gone, a stale click, a busy channel, a damaged
game) and refusals, over the table's (`bot.table.errors`); `bot.ui.kit.refusals` words them."""

from __future__ import annotations

from collections.abc import Collection

from bot.table.errors import InvalidInputError, Refusal, ShoError


class ServiceRefusal(Refusal):
    """What the services refuse."""

    GAME_GONE = "game_gone"
    NO_SUCH_GAME = "no_such_game"
    """values: game (its id), as every refusal about a game asked for by number."""
    GAME_ELSEWHERE = "game_elsewhere"
    REPLAY_DAMAGED = "replay_damaged"
    NEVER_BEGAN = "never_began"
    STILL_YOURS = "still_yours"
    """A replay or export of a game the person still plays."""
    STILL_GOING = "still_going"
    """A rematch of a game still under way."""
    REMATCH_PLAYERS_ONLY = "rematch_players_only"
    ALREADY_DONE = "already_done"
    """A double click: the first counted."""
    ACTED_FIRST = "acted_first"
    OLD_BOARD = "old_board"
    CHANNEL_BUSY = "channel_busy"
    CHANNEL_NOT_ALLOWED = "channel_not_allowed"
    DAMAGED_GAME = "damaged_game"
    NOBODY_FINISHED = "nobody_finished"
    """values: scope (`Scope`), period (`Period`)."""
    NO_FINISHED_GAMES = "no_finished_games"
    """values: user."""
    TOO_MANY_CHANNELS = "too_many_channels"
    """values: most."""
    SETTINGS_MANAGERS_ONLY = "settings_managers_only"
    TABLE_LIMIT_RANGE = "table_limit_range"
    """values: most."""
    TABLES_WAITING = "tables_waiting"
    """values: most (tables one person may have waiting for players)."""
    SERVER_FULL = "server_full"
    """values: limit (the server's live games and open tables at once)."""


class GameNotFoundError(ShoError):
    """No such game, or no game here."""


class StaleActionError(ShoError):
    """A click on an old board, or someone acted first."""


class OldBoardError(StaleActionError):
    """A click on a board that is no longer current; carries where the current one is."""

    def __init__(self, channel_id: int | None, message_id: int | None) -> None:
        super().__init__(ServiceRefusal.OLD_BOARD)
        self.channel_id = channel_id
        self.message_id = message_id


class ChannelBusyError(InvalidInputError):
    """A channel already has a live game; carries where its board is, so the reply can link it."""

    def __init__(self, game_id: int, channel_id: int, message_id: int | None) -> None:
        super().__init__(ServiceRefusal.CHANNEL_BUSY, game=game_id)
        self.game_id = game_id
        self.channel_id = channel_id
        self.message_id = message_id


class ChannelNotAllowedError(InvalidInputError):
    """/sho new in a channel where the server does not start games; carries where it does."""

    def __init__(self, allowed: Collection[int]) -> None:
        super().__init__(ServiceRefusal.CHANNEL_NOT_ALLOWED)
        self.allowed = tuple(allowed)


class DamagedGameError(ShoError):
    """The game's snapshot and record are both damaged: it was stopped."""

    def __init__(self) -> None:
        super().__init__(ServiceRefusal.DAMAGED_GAME)
