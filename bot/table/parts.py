"""The parts of a table: what the host chose, the seats, who hosts next, and the counts for the
summary."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.engine import Level, MoveKind, Options, Preset, Report, ThrowKind, load_options
from bot.table.errors import InvalidInputError

TURN_SECONDS = range(15, 24 * 3600 + 1)
"""The time a player may have for a turn, in seconds (a table's, a server's or the default)."""
STAND_IN_LEVEL = Level.NORMAL
"""The level that plays for a person who is away, or who left."""


TURN_SECONDS_RULE = "The turn time limit is 15 seconds to 24 hours."


@dataclass(frozen=True)
class Seat:
    """One seat: a person (user_id) or a computer (user_id None)."""

    user_id: int | None
    name: str
    level: Level = STAND_IN_LEVEL
    """The level a computer plays at."""
    missed: int = 0
    """Turns in a row the person let the clock run out."""
    away: bool = False
    """The computer plays for this person until they say they are back."""
    left: bool = False
    """The person left or was removed; the computer plays the seat to the end."""

    @property
    def is_computer(self) -> bool:
        return self.user_id is None

    @property
    def autoplay(self) -> bool:
        """Whether the computer acts for this seat."""
        return self.user_id is None or self.away or self.left

    @property
    def playing_person(self) -> bool:
        """A person who still plays this seat."""
        return self.user_id is not None and not self.left

    @property
    def computer_level(self) -> Level:
        return self.level if self.user_id is None else STAND_IN_LEVEL

    def to_json(self) -> dict[str, Any]:
        return {
            "user": self.user_id,
            "name": self.name,
            "level": self.level.value,
            "missed": self.missed,
            "away": self.away,
            "left": self.left,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Seat:
        return cls(
            data["user"],
            data["name"],
            Level(data["level"]),
            data["missed"],
            data["away"],
            data["left"],
        )


def host_after(
    host_id: int, leaver: int, seats: Sequence[Seat], index: int
) -> tuple[int, str | None]:
    """The host once `leaver` has left seat `index` (`seats`: the seats after they left), and
    the new host's name if it changed: the next person in seat order from that seat on, round
    the table (the host stays when nobody is left)."""
    if leaver != host_id:
        return host_id, None
    for seat in (*seats[index:], *seats[:index]):
        if seat.playing_person and seat.user_id is not None:
            return seat.user_id, seat.name
    return host_id, None


@dataclass(frozen=True)
class TableConfig:
    """What the host chose when opening the table."""

    players: int = 3
    computers: int = 0
    level: Level = Level.NORMAL
    options: Options = field(default_factory=Options)
    turn_seconds: int = 120
    preset: Preset = Preset.TABLE
    """The named table the host chose (R28); `options` differ from it where they chose so."""
    pings: bool = True
    """Whether a new turn pings the person to play (the server's choice when it opened)."""

    def check(self) -> None:
        if not 2 <= self.players <= 4:
            raise InvalidInputError("A table has 2 to 4 players.")
        if not 0 <= self.computers <= self.players - 1:
            raise InvalidInputError(
                f"With {self.players} players there can be 0 to {self.players - 1} computers."
            )
        if self.turn_seconds not in TURN_SECONDS:
            raise InvalidInputError(TURN_SECONDS_RULE)

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "computers": self.computers,
            "level": self.level.value,
            "options": self.options.to_json(),
            "turn_seconds": self.turn_seconds,
            "preset": self.preset.value,
            "pings": self.pings,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TableConfig:
        """The config as `to_json` writes it; one saved before presets existed gets the nearest
        preset to its options (the table's, for the two table options)."""
        options = load_options(data["options"])
        preset = data.get("preset")
        return cls(
            data["players"],
            data["computers"],
            Level(data["level"]),
            options,
            data["turn_seconds"],
            Preset.nearest(options) if preset is None else Preset(preset),
            data.get("pings", True),
        )


@dataclass(frozen=True)
class Stats:
    """Counts for the end-of-game summary."""

    throws: int = 0
    kills: int = 0
    stacks: int = 0
    paras: int = 0

    def after(self, report: Report, threw: bool) -> Stats:
        """The counts after one action; a chain counts where it ends, a pa ra when it is settled
        (kept, rethrown, played or winning)."""
        last = report.move.last if report.move is not None else None
        para = report.dice.is_para and report.kind is not ThrowKind.OPENING and report.decided
        return Stats(
            self.throws + threw,
            self.kills + bool(last is not None and last.killed),
            self.stacks + bool(last is not None and last.kind is MoveKind.STACK),
            self.paras + para,
        )
