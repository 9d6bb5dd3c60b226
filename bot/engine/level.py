"""How well a computer player plays: a choice of the table, like its options.

The engine never plays at a level; it names them so that the computer players (`bot.ai`, one
policy per level) and the table (`bot.table`, whose seats and settings hold a level) speak of the
same levels while each imports only the engine.
"""

from __future__ import annotations

from enum import StrEnum


class Level(StrEnum):
    """How well a computer player plays."""

    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"
