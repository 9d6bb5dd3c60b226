"""The table's errors: each carries a code and the values of its refusal, never a sentence
(`bot.ui.kit.refusals` words them)."""

from __future__ import annotations

from enum import StrEnum

from bot.table.seats import Seat


class Refusal(StrEnum):
    """Why something asked for was not done. Each layer that refuses lists its own codes in a
    subclass (`TableRefusal` here, the services' and the UI's in theirs)."""


class TableRefusal(Refusal):
    """What the table refuses, and the records it cannot apply."""

    STARTED = "started"
    """A join after the start."""
    ALREADY_SEATED = "already_seated"
    TABLE_FULL = "table_full"
    GAME_OVER = "game_over"
    NOT_PLAYING = "not_playing"
    COMPUTERS_BEFORE_START = "computers_before_start"
    HOST_ADDS_COMPUTERS = "host_adds_computers"
    SWAP_BEFORE_START = "swap_before_start"
    HOST_SWAPS = "host_swaps"
    TWO_SEATS = "two_seats"
    """values: seats (how many there are)."""
    ALREADY_STARTED = "already_started"
    HOST_STARTS = "host_starts"
    CANCEL_LOBBY_ONLY = "cancel_lobby_only"
    HOST_CANCELS = "host_cancels"
    ALREADY_OVER = "already_over"
    END_NOT_ALLOWED = "end_not_allowed"
    KICK_NOT_ALLOWED = "kick_not_allowed"
    NOBODY_TO_REMOVE = "nobody_to_remove"
    KICK_YOURSELF = "kick_yourself"
    NOT_AWAY = "not_away"
    RESIGN_TWO_PEOPLE = "resign_two_people"
    """Only a game between two people can be given up (others go on: /sho leave)."""
    MOVE_FIRST = "move_first"
    THROW_FIRST = "throw_first"
    NOT_A_MOVE = "not_a_move"
    PAUSED = "paused"
    NOT_BEING_PLAYED = "not_being_played"
    NOT_YOUR_TURN = "not_your_turn"
    """Carried by `NotYourTurnError`, with the seat to play."""
    PLAYERS = "players"
    COMPUTERS = "computers"
    """values: players, most (computers there may be)."""
    TURN_TIME = "turn_time"
    # A record that does not fit the table (its actions were checked when they were recorded,
    # so these mean damage or a bug, not a person's mistake).
    NO_PERSON_IN_SEAT = "no_person_in_seat"
    NO_SEAT_FOR_PERSON = "no_seat_for_person"
    OPENED_AGAIN = "opened_again"
    NO_GAME = "no_game"
    UNFIT_PLAY = "unfit_play"
    """values: problem (the engine's error)."""
    NOT_OPENED = "not_opened"
    NOT_AN_ACTION = "not_an_action"
    """values: data (the JSON, as repr), problem (why it does not decode)."""
    NOT_AN_EVENT = "not_an_event"
    """values: data, problem."""


class ShoError(Exception):
    """Something asked for cannot be done: `code` says which refusal, `values` fill in what it
    names (a number of seats, a game's id, ...)."""

    def __init__(self, code: Refusal, **values: int | str) -> None:
        super().__init__(code, values)
        self.code = code
        self.values = values

    def __str__(self) -> str:
        """The code and values, for logs."""
        return " ".join([self.code.value, *(f"{key}={v!r}" for key, v in self.values.items())])


class NotInGameError(ShoError):
    """The user is not a player of this game."""


class NotYourTurnError(ShoError):
    """A player acted out of turn; carries the seat to play."""

    def __init__(self, turn: int, seat: Seat) -> None:
        super().__init__(TableRefusal.NOT_YOUR_TURN, turn=turn)
        self.turn = turn
        self.seat = seat
        """Who sits there (named, and made safe to show, by `bot.ui`)."""


class PermissionDeniedError(ShoError):
    """The user may not do this (e.g. only the host or a moderator may)."""


class InvalidInputError(ShoError):
    """A value the user typed or picked makes no sense here."""


class DamagedRecordError(ShoError):
    """A stored action or snapshot does not describe a table (the store's data is damaged)."""
