"""Every text a message shows a person, read from its Discord JSON (content, embeds, classic and
Components V2 components), to look for words a translation left out."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

from bot.words.pseudo import KEPT

SHOWN_KEYS = frozenset(
    {"content", "title", "description", "name", "value", "text", "label", "placeholder"}
)
"""Keys of a message's JSON whose strings a person reads (not ids, urls or emoji)."""

ASCII_WORD = re.compile(r"[A-Za-z]{2,}")


def shown_texts(data: Any) -> Iterator[str]:
    """Every string a person reads in a message's JSON, wherever it is nested."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "emoji":
                continue
            if key in SHOWN_KEYS and isinstance(value, str):
                yield value
            else:
                yield from shown_texts(value)
    elif isinstance(data, list):
        for item in data:
            yield from shown_texts(item)


def plain_english(text: str, names: Iterable[str]) -> list[str]:
    """The plain-ASCII words of `text` outside what stays as written in any language (names,
    mentions, links, code, command names)."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return ASCII_WORD.findall(KEPT.sub(" ", text))
