"""Themes, the look of each side, and every symbol the words and the board use."""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple


class Theme(Enum):
    """Where the text will be shown."""

    DISCORD = "discord"
    """Markdown with standard emoji around a plain code block: aligned on every client."""
    ANSI = "ansi"
    """As DISCORD, with the board in an ``ansi`` code block that colours the stacks (desktop)."""
    PLAIN = "plain"
    """No markdown, no emoji, no colour: terminals, logs and screen readers."""

    @property
    def markdown(self) -> bool:
        return self is not Theme.PLAIN


class SideStyle(NamedTuple):
    """How one side is told apart: a letter, a coloured shape and a terminal colour."""

    letter: str
    emoji: str
    ansi: int
    """The ANSI foreground colour (Discord's ansi blocks know 30-37 only)."""
    colour: int
    """The colour of the emoji as RGB: a Components V2 container's accent for the side."""


SIDE_STYLES: tuple[SideStyle, ...] = (
    SideStyle("A", "\U0001f534", 31, 0xDD2E44),  # red circle
    SideStyle("B", "\U0001f537", 34, 0x55ACEE),  # large blue diamond
    SideStyle("C", "\U0001f7e8", 33, 0xFDCB58),  # yellow square
)
"""Different letters, shapes and colours, so no side depends on colour alone."""

DIE_FACES = "\u2680\u2681\u2682\u2683\u2684\u2685"
"""⚀ ⚁ ⚂ ⚃ ⚄ ⚅, indexed by face - 1."""

ARROW = "\u2192"  # →
TIMES = "\u00d7"  # ×
DOT = "\u00b7"  # ·

# Fully-qualified standard emoji only (a trailing U+FE0F where the base is a text symbol).
KILL = "\u2694\ufe0f"  # ⚔️ crossed swords
STACK = "\u2795"  # ➕ plus
HOUSE = "\U0001f3e0"  # 🏠 house
DICE = "\U0001f3b2"  # 🎲 game die
TURN = "\u25b6\ufe0f"  # ▶️ play button
WIN = "\U0001f3c6"  # 🏆 trophy
PARA = "\U0001f501"  # 🔁 repeat
CROOKED_NINE = "\u2728"  # ✨ sparkles
