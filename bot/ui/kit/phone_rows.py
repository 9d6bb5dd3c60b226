"""How many buttons a line of a phone holds: the card's buttons are placed in rows a phone
shows whole, so a row never wraps into a ragged second line.

Widths are estimates in pixels of a button's 14 px label at 390 px, fitted to the widths the
picture tool's Chromium draws (Noto Sans, which stands in for Discord's gg sans; the fit is in
docs/board.md): near enough to choose two or three to a row, within a few pixels.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from functools import lru_cache

LINE = 277.0
"""The width of a line of buttons inside a card on a phone 390 px wide, in px."""
PADDING = 32.0
"""A button's padding, both sides."""
GAP = 8.0
"""Between two buttons of a line."""
PER_LINE = 3
"""The most buttons of a line: four of the shortest labels ('On 5') come within a few pixels
of a line, closer than the estimates can tell."""


@lru_cache(maxsize=4096)
def button_width(label: str) -> float:
    """About how wide a button with `label` is drawn, in px (remembered: a step's pages weigh
    the same labels again and again)."""
    return PADDING + sum(_char_width(char) for char in label)


def _char_width(char: str) -> float:
    if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
        return 0.0  # a Tibetan vowel or subjoined letter, a variation selector
    code = ord(char)
    if code >= 0x1F000 or 0x2600 <= code <= 0x27BF:
        return 13.5  # an emoji
    if unicodedata.east_asian_width(char) in ("W", "F"):
        return 14.0  # a Chinese character
    if 0x0F00 <= code <= 0x0FFF:
        return 6.0  # a Tibetan letter (its marks stand on it)
    if 0x0900 <= code <= 0x097F:
        return 6.5  # a Devanagari letter or vowel sign
    if 0x2190 <= code <= 0x21FF:
        return 12.5  # an arrow
    if char == " ":
        return 4.0
    if char.isdigit() or char.isupper():
        return 8.8
    if char.islower():
        return 7.3
    return 6.0  # punctuation, signs


def phone_rows(labels: Sequence[str]) -> list[int]:
    """The line of a phone each button goes on, in order: as many as fit on each."""
    rows: list[int] = []
    row, used, placed = 0, 0.0, 0
    for label in labels:
        width = button_width(label)
        if placed and (used + GAP + width > LINE or placed == PER_LINE):
            row, used, placed = row + 1, 0.0, 0
        used = used + GAP + width if placed else width
        placed += 1
        rows.append(row)
    return rows


def lines(labels: Sequence[str]) -> int:
    """How many lines of a phone the buttons take."""
    rows = phone_rows(labels)
    return rows[-1] + 1 if rows else 0
