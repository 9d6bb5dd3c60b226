"""Players' names made safe to show: no markdown, mentions, control characters or overlong names."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

from bot.render.style import Theme
from bot.words import ENGLISH, Words

NAME_WIDTH = 20
"""Characters of a name kept; longer names are cut with an ellipsis."""

_ZWSP = "\u200b"
_KEEP_FORMAT = {"\u200d"}
"""Format characters kept: the zero-width joiner that builds emoji sequences."""
_MARKDOWN = re.compile(r"([\\*_~`|<>#\-\[\]():.])")
_MENTION = re.compile(r"([@<])")
_TRAILING_JOINERS = "\u200d\ufe0f\ufe0e"


def _clean(name: str) -> str:
    """Drop control and format characters (newlines, ANSI escapes, bidi overrides); one space."""
    kept = []
    for ch in name:
        category = unicodedata.category(ch)
        if category in ("Zl", "Zp") or ch.isspace():
            kept.append(" ")
        elif category not in ("Cc", "Cf", "Cs", "Co", "Cn") or ch in _KEEP_FORMAT:
            kept.append(ch)
    return " ".join("".join(kept).split())


def clip(text: str, width: int = NAME_WIDTH) -> str:
    """At most `width` characters, an ellipsis marking a cut."""
    if len(text) <= width:
        return text
    return text[: width - 1].rstrip().rstrip(_TRAILING_JOINERS) + "\u2026"


def safe_name(name: str, theme: Theme, fallback: str, width: int = NAME_WIDTH) -> str:
    """A name fit for the theme: cleaned, clipped, and for markdown escaped and unable to ping."""
    text = clip(_clean(name), width) or fallback
    if theme.markdown:
        text = _MARKDOWN.sub(r"\\\1", text)
        text = _MENTION.sub(lambda m: m.group(1) + _ZWSP, text)
    return text


def seat_names(
    players: int,
    names: Sequence[str] | None,
    theme: Theme,
    width: int = NAME_WIDTH,
    words: Words = ENGLISH,
) -> tuple[str, ...]:
    """One safe name per seat; missing names become "Player n"."""
    return _seat_names(players, tuple(names or ()), theme, width, words)


@lru_cache(maxsize=1024)
def _seat_names(
    players: int, given: tuple[str, ...], theme: Theme, width: int, words: Words
) -> tuple[str, ...]:
    """Cached: every line of a board's log names the same seats again."""
    return tuple(
        safe_name(
            given[i] if i < len(given) else "",
            theme,
            words.say("seat-unnamed-numbered", number=i + 1),
            width,
        )
        for i in range(players)
    )


def side_names(seats: Sequence[str], sides: int, words: Words = ENGLISH) -> tuple[str, ...]:
    """One name per side: the seat's, or both partners' with four players."""
    if len(seats) == sides:
        return tuple(seats)
    return tuple(
        words.say("side-partners", first=seats[s], second=seats[s + sides]) for s in range(sides)
    )
