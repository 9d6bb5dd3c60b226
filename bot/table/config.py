"""What the host chose when opening a table: players, computers, rules, the turn's time."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.engine import Level, Options, Preset, load_options
from bot.table.errors import InvalidInputError, TableRefusal

TURN_SECONDS = range(15, 24 * 3600 + 1)
"""The time a player may have for a turn, in seconds (a table's, a server's or the default)."""


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
    language: str = "en"
    """The language the table speaks in public (a `bot.words.Language`, by its locale's name):
    the server's when it opened, kept to its end."""

    def check(self) -> None:
        if not 2 <= self.players <= 4:
            raise InvalidInputError(TableRefusal.PLAYERS)
        if not 0 <= self.computers <= self.players - 1:
            raise InvalidInputError(
                TableRefusal.COMPUTERS, players=self.players, most=self.players - 1
            )
        if self.turn_seconds not in TURN_SECONDS:
            raise InvalidInputError(TableRefusal.TURN_TIME)

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "computers": self.computers,
            "level": self.level.value,
            "options": self.options.to_json(),
            "turn_seconds": self.turn_seconds,
            "preset": self.preset.value,
            "pings": self.pings,
            # Tables in English keep the shape they were always saved in.
            **({} if self.language == "en" else {"language": self.language}),
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
            data.get("language", "en"),
        )
