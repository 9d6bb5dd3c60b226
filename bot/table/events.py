"""What a table's log holds: facts about what happened, never sentences (`bot.ui` words them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.engine import Report
from bot.table.end_reason import EndReason
from bot.table.errors import DamagedRecordError, TableRefusal


@dataclass(frozen=True, slots=True)
class Joined:
    name: str


@dataclass(frozen=True, slots=True)
class LeftLobby:
    name: str
    new_host: str | None = None
    """Who is the host now, when the host left."""


@dataclass(frozen=True, slots=True)
class LeftGame:
    """A person left a game under way; the computer plays their seat."""

    name: str
    new_host: str | None = None
    """Who is the host now, when the host left."""


@dataclass(frozen=True, slots=True)
class Removed:
    """The host or a moderator removed a person from a game under way; the computer plays their
    seat."""

    name: str
    counted: bool
    """Whether the game counts (as lost) for them: a moderator's removal counts, a host's not."""
    new_host: str | None = None
    """Who is the host now, when the host was removed."""


@dataclass(frozen=True, slots=True)
class Began:
    seat: int
    """The seat that throws first."""


@dataclass(frozen=True, slots=True)
class Played:
    """A throw or a move, as the engine reported it."""

    report: Report


@dataclass(frozen=True, slots=True)
class TimedOut:
    name: str
    missed: int
    """Turns missed in a row, this one included."""
    away: bool
    """Whether the computer now plays until the person is back."""


@dataclass(frozen=True, slots=True)
class Returned:
    name: str


@dataclass(frozen=True, slots=True)
class Paused:
    """Nobody is at the table."""


@dataclass(frozen=True, slots=True)
class Resigned:
    """A player gave the game up; the other won."""

    name: str
    seat: int


@dataclass(frozen=True, slots=True)
class Closed:
    """The game ended without a winner."""

    reason: EndReason


TableEvent = (
    Joined
    | LeftLobby
    | LeftGame
    | Removed
    | Began
    | Played
    | TimedOut
    | Returned
    | Paused
    | Resigned
    | Closed
)


def event_to_json(event: TableEvent) -> dict[str, Any]:
    match event:
        case Joined(name):
            return {"event": "joined", "name": name}
        case LeftLobby(name, new_host):
            return {"event": "left_lobby", "name": name, "new_host": new_host}
        case LeftGame(name, new_host):
            return {"event": "left_game", "name": name, "new_host": new_host}
        case Removed(name, counted, new_host):
            return {"event": "removed", "name": name, "counted": counted, "new_host": new_host}
        case Began(seat):
            return {"event": "began", "seat": seat}
        case Played(report):
            return {"event": "played", "report": report.to_json()}
        case TimedOut(name, missed, away):
            return {"event": "timed_out", "name": name, "missed": missed, "away": away}
        case Returned(name):
            return {"event": "returned", "name": name}
        case Paused():
            return {"event": "paused"}
        case Resigned(name, seat):
            return {"event": "resigned", "name": name, "seat": seat}
        case Closed(reason):
            return {"event": "closed", "reason": reason.value}


def event_from_json(data: Any) -> TableEvent:
    """The event a JSON object describes; DamagedRecordError when it describes none."""
    try:
        return _decode(data)
    except (KeyError, TypeError, ValueError) as error:
        raise DamagedRecordError(
            TableRefusal.NOT_AN_EVENT, data=repr(data), problem=str(error)
        ) from error


def _decode(data: Any) -> TableEvent:
    match data:
        case {"event": "joined", "name": str(name)}:
            return Joined(name)
        case {"event": "left_lobby", "name": str(name), "new_host": str() | None as new_host}:
            return LeftLobby(name, new_host)
        case {"event": "left_game", "name": str(name)}:
            return LeftGame(name, _new_host(data))
        case {"event": "removed", "name": str(name), "counted": bool(counted)}:
            return Removed(name, counted, _new_host(data))
        case {"event": "began", "seat": int(seat)}:
            return Began(seat)
        case {"event": "played", "report": dict(report)}:
            return Played(Report.from_json(report))
        case {"event": "timed_out", "name": str(name), "missed": int(missed), "away": bool(away)}:
            return TimedOut(name, missed, away)
        case {"event": "returned", "name": str(name)}:
            return Returned(name)
        case {"event": "paused"}:
            return Paused()
        case {"event": "resigned", "name": str(name), "seat": int(seat)}:
            return Resigned(name, seat)
        case {"event": "closed", "reason": str(reason)}:
            return Closed(EndReason(reason))
    raise ValueError("unknown or malformed")


def _new_host(data: dict[str, Any]) -> str | None:
    """The new host an event names (events saved before the host passed on in a game name
    none)."""
    new_host = data.get("new_host")
    if new_host is not None and not isinstance(new_host, str):
        raise ValueError("new_host is not a name")
    return new_host
