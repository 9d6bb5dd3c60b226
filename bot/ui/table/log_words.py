"""The words of a table's log and of its end: facts from the services, sentences for Discord
from the catalogue (bot/words/locales/*/log.ftl)."""

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
    Resigned,
    Returned,
    TableEvent,
    TimedOut,
)
from bot.table.table import Table
from bot.ui.kit.seat_names import seat_name, seat_names
from bot.words import ENGLISH, Words


def end_reason_value(reason: EndReason | None) -> str:
    """The value the catalogue's sentences about a table's end choose their words by."""
    return reason.value if reason is not None else "cancelled"


def event_text(event: TableEvent, table: Table, words: Words = ENGLISH) -> str:
    """One line of the log, naming the seats as the table does."""
    match event:
        case Played(report):
            return event_line(report, names=seat_names(table.seats, words), words=words)
        case Joined(name):
            return words.say("log-joined", name=_name(name, words))
        case LeftLobby(name, new_host):
            line = words.say("log-left-lobby", name=_name(name, words))
            return _host_now(line, new_host, words)
        case LeftGame(name, new_host):
            line = words.say("log-left-game", name=_name(name, words))
            return _host_now(line, new_host, words)
        case Removed(name, counted, new_host):
            key = "log-removed-counted" if counted else "log-removed-not-counted"
            return _host_now(words.say(key, name=_name(name, words)), new_host, words)
        case Began(seat):
            name = _name(seat_name(table.seats[seat], words), words)
            return words.say("log-began", name=name)
        case TimedOut(name, missed, away):
            if not away:
                return words.say("log-ran-out-of-time", name=_name(name, words))
            return words.say("log-away", name=_name(name, words), missed=missed)
        case Returned(name):
            return words.say("log-returned", name=_name(name, words))
        case Paused():
            return words.say("log-paused")
        case Resigned(name, _):
            return words.say("log-resigned", name=_name(name, words))
        case Closed(reason):
            return words.say("log-closed", reason=end_reason_value(reason))


def latest_event_text(table: Table, fallback: str, words: Words = ENGLISH) -> str:
    """The newest line of the log, or `fallback` when the log is empty."""
    return event_text(table.log[-1], table, words) if table.log else fallback


def _host_now(line: str, new_host: str | None, words: Words) -> str:
    """The line, and that the host passed on when it did."""
    if new_host is None:
        return line
    return words.say("log-host-now", line=line, host=_name(new_host, words))


def _name(name: str, words: Words) -> str:
    return safe_name(name, Theme.DISCORD, words.say("seat-unnamed"))
