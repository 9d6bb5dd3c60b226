"""The words of a table's log and of its end: facts from the services, sentences for Discord."""

from __future__ import annotations

from bot.render import Theme, event_line, safe_name
from bot.table.end_reason import EndReason
from bot.table.events import (
    Began,
    Closed,
    Joined,
    LeftGame,
    LeftLobby,
    Paused,
    Played,
    Removed,
    Returned,
    TableEvent,
    TimedOut,
)
from bot.table.table import Table
from bot.ui.seat_names import seat_name, seat_names

END_REASONS = {
    EndReason.WON: "won",
    EndReason.HOST_CANCELLED: "cancelled by the host",
    EndReason.LOBBY_EXPIRED: "the lobby expired",
    EndReason.LOBBY_EMPTIED: "everybody left",
    EndReason.ENDED: "ended by a moderator or the host",
    EndReason.DESERTED: "every person left",
    EndReason.ABANDONED: "paused for a day, then abandoned",
}
"""Why a table is over, as a clause ("This table closed: the lobby expired.")."""
CLOSED_LINES = {
    EndReason.ENDED: "The game was ended.",
    EndReason.ABANDONED: "The game was abandoned.",
    EndReason.DESERTED: "Every person left: the game is over.",
}


def end_reason_text(reason: EndReason | None) -> str:
    return END_REASONS[reason] if reason is not None else "cancelled"


def event_text(event: TableEvent, table: Table) -> str:
    """One line of the log, naming the seats as the table does."""
    match event:
        case Played(report):
            return event_line(report, names=seat_names(table.seats))
        case Joined(name):
            return f"{_name(name)} joined."
        case LeftLobby(name, new_host):
            return f"{_name(name)} left.{_host_now(new_host)}"
        case LeftGame(name, new_host):
            return f"{_name(name)} left; the computer plays their seat.{_host_now(new_host)}"
        case Removed(name, counted, new_host):
            if counted:
                done = "was removed; the computer plays their seat, and the game counts as lost"
            else:
                done = (
                    "was removed by the host; the computer plays their seat, and the game does"
                    " not count"
                )
            return f"{_name(name)} {done} for them.{_host_now(new_host)}"
        case Began(seat):
            return f"The game begins: {_name(seat_name(table.seats[seat]))} throws first."
        case TimedOut(name, missed, away):
            if not away:
                return f"{_name(name)} ran out of time; the computer plays this turn."
            return f"{_name(name)} missed {missed} turns: the computer plays until they are back."
        case Returned(name):
            return f"{_name(name)} is back."
        case Paused():
            return "Nobody is at the table: paused."
        case Closed(reason):
            return CLOSED_LINES.get(reason, f"The game is over: {end_reason_text(reason)}.")


def latest_event_text(table: Table, fallback: str) -> str:
    """The newest line of the log, or `fallback` when the log is empty."""
    return event_text(table.log[-1], table) if table.log else fallback


def _host_now(new_host: str | None) -> str:
    """' Pema is the host now.' when the host passed on, else nothing."""
    return "" if new_host is None else f" {_name(new_host)} is the host now."


def _name(name: str) -> str:
    return safe_name(name, Theme.DISCORD, "Player")
