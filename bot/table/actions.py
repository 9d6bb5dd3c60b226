"""The record of a table: one small value per kind of action, one JSON form for them all.

A table's record is its list of actions, the first an `Open`; replaying it rebuilds the table.
A throw or a move is the engine's own action (`Play` wraps it), in the engine's JSON form, so the
game part of a table's record is the engine's `GameRecord` (`game_record`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bot.engine import Action as GameAction
from bot.engine import EngineError, GameRecord
from bot.engine import action_from_json as game_action_from_json
from bot.engine import action_to_json as game_action_to_json
from bot.table.config import TableConfig
from bot.table.end_reason import EndReason
from bot.table.errors import DamagedRecordError, TableRefusal
from bot.table.seats import Seat


class Autoplay(StrEnum):
    """Who played a seat's throw or move instead of its person."""

    COMPUTER = "computer"
    """A computer seat, or the computer standing in for a person who is away or left."""
    CLOCK = "clock"
    """The computer, because the person's time ran out."""


@dataclass(frozen=True, slots=True)
class Open:
    """The host opened the table (always the first action)."""

    config: TableConfig
    host: int
    name: str
    offered: tuple[Seat, ...] = ()
    """The people a rematch offers their seats again; each accepts by joining."""


@dataclass(frozen=True, slots=True)
class Join:
    user: int
    name: str


@dataclass(frozen=True, slots=True)
class Leave:
    user: int


@dataclass(frozen=True, slots=True)
class Kick:
    """The host or a moderator removed the person in this seat."""

    seat: int
    by: int | None = None
    """Who removed them; None in records from before removals said so."""
    moderator: bool = True
    """Whether they removed them as a moderator (Manage Server or the server's moderator role),
    so the game counts for the person removed. Records from before removals said so count, as
    every removal counted then."""


@dataclass(frozen=True, slots=True)
class AddComputer:
    pass


@dataclass(frozen=True, slots=True)
class Swap:
    first: int
    second: int


@dataclass(frozen=True, slots=True)
class Start:
    first_seat: int


@dataclass(frozen=True, slots=True)
class Cancel:
    """The lobby closed before the game began."""

    reason: EndReason


@dataclass(frozen=True, slots=True)
class End:
    """The host or a moderator ended the game."""

    by: int


@dataclass(frozen=True, slots=True)
class Resign:
    """A player of a game of two gave it up: the other wins, and it counts as lost for them."""

    user: int


@dataclass(frozen=True, slots=True)
class Back:
    """A person who was away plays again."""

    user: int


@dataclass(frozen=True, slots=True)
class Pause:
    """Every person is away: the table waits for one to come back."""


@dataclass(frozen=True, slots=True)
class Abandon:
    """The table was paused too long: the game ends."""


@dataclass(frozen=True, slots=True)
class Miss:
    """The clock ran out on this seat's person."""

    seat: int


@dataclass(frozen=True, slots=True)
class Play:
    """A throw or a move, by the seat to play (`by` says when its person did not make it)."""

    action: GameAction
    by: Autoplay | None = None


TableAction = (
    Open | Join | Leave | Kick | AddComputer | Swap | Start | Cancel | End | Resign | Back
    | Pause | Abandon | Miss | Play
)  # fmt: skip


def action_to_json(action: TableAction) -> dict[str, Any]:
    """The action as JSON: {"type": "join", "user": 1, "name": "Pema"}, ..."""
    match action:
        case Open(config, host, name, offered):
            data = {"type": "open", "config": config.to_json(), "host": host, "name": name}
            if offered:  # records of tables opened before rematches asked stay as they were
                data["offered"] = [[seat.user_id, seat.name] for seat in offered]
            return data
        case Join(user, name):
            return {"type": "join", "user": user, "name": name}
        case Leave(user):
            return {"type": "leave", "user": user}
        case Kick(seat, by, moderator):
            if by is None:  # a removal recorded before removals said who made them
                return {"type": "kick", "seat": seat}
            return {"type": "kick", "seat": seat, "by": by, "moderator": moderator}
        case AddComputer():
            return {"type": "add_computer"}
        case Swap(first, second):
            return {"type": "swap", "seats": [first, second]}
        case Start(first_seat):
            return {"type": "start", "first_seat": first_seat}
        case Cancel(reason):
            return {"type": "cancel", "reason": reason.value}
        case End(by):
            return {"type": "end", "by": by}
        case Resign(user):
            return {"type": "resign", "user": user}
        case Back(user):
            return {"type": "back", "user": user}
        case Pause():
            return {"type": "pause"}
        case Abandon():
            return {"type": "abandon"}
        case Miss(seat):
            return {"type": "miss", "seat": seat}
        case Play(game_action, by):
            data = game_action_to_json(game_action)
            return data if by is None else {**data, "by": by.value}


def action_from_json(data: Any) -> TableAction:
    """The action a JSON object describes; DamagedRecordError when it describes none."""
    try:
        return _decode(data)
    except (EngineError, KeyError, TypeError, ValueError) as error:
        raise DamagedRecordError(
            TableRefusal.NOT_AN_ACTION, data=repr(data), problem=str(error)
        ) from error


def _decode(data: Any) -> TableAction:
    match data:
        case {"type": "open", "config": dict(config), "host": int(host), "name": str(name)}:
            offered = tuple(
                Seat(int(user), str(seated)) for user, seated in data.get("offered", ())
            )
            return Open(TableConfig.from_json(config), host, name, offered)
        case {"type": "join", "user": int(user), "name": str(name)}:
            return Join(user, name)
        case {"type": "leave", "user": int(user)}:
            return Leave(user)
        case {"type": "kick", "seat": int(seat), "by": int(by), "moderator": bool(moderator)}:
            return Kick(seat, by, moderator)
        case {"type": "kick", "seat": int(seat)} if "by" not in data and "moderator" not in data:
            return Kick(seat)
        case {"type": "add_computer"}:
            return AddComputer()
        case {"type": "swap", "seats": [int(first), int(second)]}:
            return Swap(first, second)
        case {"type": "start", "first_seat": int(first_seat)}:
            return Start(first_seat)
        case {"type": "cancel", "reason": str(reason)}:
            return Cancel(EndReason(reason))
        case {"type": "end", "by": int(by)}:
            return End(by)
        case {"type": "resign", "user": int(user)}:
            return Resign(user)
        case {"type": "back", "user": int(user)}:
            return Back(user)
        case {"type": "pause"}:
            return Pause()
        case {"type": "abandon"}:
            return Abandon()
        case {"type": "miss", "seat": int(seat)}:
            return Miss(seat)
        case {"type": "throw" | "move"}:
            by = data.get("by")
            return Play(game_action_from_json(data), None if by is None else Autoplay(by))
    raise ValueError("unknown or malformed")


def game_record(actions: Sequence[TableAction]) -> GameRecord | None:
    """The game part of a table's record (None before the start): the engine's own record."""
    opening, start = actions[0], next((a for a in actions if isinstance(a, Start)), None)
    if not isinstance(opening, Open) or start is None:
        return None
    plays = tuple(a.action for a in actions if isinstance(a, Play))
    return GameRecord(opening.config.players, opening.config.options, start.first_seat, plays)


def made_by_person(actions: Sequence[TableAction]) -> tuple[bool, ...]:
    """For each action of `game_record(actions)`, whether the seat's person made it (not the
    computer for a computer seat, an absent person or a timeout): what the post-game analysis
    judges."""
    return tuple(a.by is None for a in actions if isinstance(a, Play))
