"""A table's seats: who sits in each (a person or a computer), and who hosts when the host
leaves."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine import Level

STAND_IN_LEVEL = Level.NORMAL
"""The level that plays for a person who is away, or who left."""


@dataclass(frozen=True)
class Seat:
    """One seat: a person (user_id) or a computer (user_id None)."""

    user_id: int | None
    name: str = ""
    """The person's display name as they sat down; a computer has none (see `number`)."""
    level: Level = STAND_IN_LEVEL
    """The level a computer plays at."""
    missed: int = 0
    """Turns in a row the person let the clock run out."""
    away: bool = False
    """The computer plays for this person until they say they are back."""
    left: bool = False
    """The person left or was removed; the computer plays the seat to the end."""
    number: int = 0
    """A computer's number among the table's computers (1, 2, ... in the order they sat down),
    which names it when a message is drawn; 0 for a person."""

    @classmethod
    def computer(cls, number: int, level: Level) -> Seat:
        return cls(None, level=level, number=number)

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
        """A person's seat holds their name, a computer's its number."""
        who = {"number": self.number} if self.is_computer else {"name": self.name}
        return {
            "user": self.user_id,
            **who,
            "level": self.level.value,
            "missed": self.missed,
            "away": self.away,
            "left": self.left,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Seat:
        user = data["user"]
        return cls(
            user,
            data["name"] if user is not None else "",
            Level(data["level"]),
            data["missed"],
            data["away"],
            data["left"],
            data["number"] if user is None else 0,
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
