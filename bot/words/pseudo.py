"""The pseudo-locale `en-XA`: the English catalogue with every letter of its own words swapped
for an accented look-alike (`Ţĥŕöŵ`), so anyone can see at a glance, and a test can find, a word
that does not come from the catalogue. Names, numbers, mentions, links, emoji, code (the board's
grid) and command names are left as they are."""

from __future__ import annotations

import re
from collections.abc import Mapping

from bot.words.catalogue import Value, Words

PSEUDO = "en-XA"

_LOOK_ALIKES = dict(
    zip(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
        [
            *"àḃçḋéḟĝĥíĵķĺṁñöṗ",
            "q\u0307",
            *"ŕšţüṽŵẋýž",
            *"ÀḂÇḊÉḞĜĤÍĴĶĹṀÑÖṖ",
            "Q\u0307",
            *"ŔŠŢÜṼŴẊÝŽ",
        ],
        strict=True,
    )
)
"""Each ASCII letter's look-alike: Unicode's compatibility decomposition (NFKD) of each is the
letter and a combining accent (q has no accented letter of its own, so it takes a dot above)."""

KEPT = re.compile(
    r"```.*?```"  # a code block: the board's grid
    r"|`[^`\n]*`"  # inline code: a command to type, a value
    r"|<[^<>\s]*>"  # a mention, a channel, a timestamp, a custom emoji
    r"|\]\([^)\s]*\)"  # a link's address
    r"|https?://\S+"
    r"|/sho(?: [a-z]+)?\b"  # a command's name, which Discord does not translate
    r"|\ue000[0-9]+\ue001",  # a value put in by the code (see `PseudoWords._format`)
    re.DOTALL,
)
"""What stays as written."""


def accented(text: str) -> str:
    """The text with the letters of its words accented, what `KEPT` matches left alone."""
    pieces, start = [], 0
    for kept in KEPT.finditer(text):
        pieces.append(_accent(text[start : kept.start()]))
        pieces.append(kept.group())
        start = kept.end()
    pieces.append(_accent(text[start:]))
    return "".join(pieces)


def _accent(text: str) -> str:
    return "".join(_LOOK_ALIKES.get(character, character) for character in text)


class PseudoWords(Words):
    """The English catalogue, said in `en-XA`."""

    def __init__(self, english: Words) -> None:
        super().__init__(PSEUDO, english.sources, rules=english.locale)

    def _format(self, key: str, values: Mapping[str, Value]) -> str:
        # The values a sentence writes out (names, links, other sentences already said) are
        # shielded by marks while the sentence's own letters are accented, then put back; the
        # ones that choose a variant (a plural, a side's 'wins'/'win') are given as they are.
        choosing = self.selectors(key)
        shielded: dict[str, Value] = {}
        marks: dict[str, str] = {}
        for number, (name, value) in enumerate(values.items()):
            if isinstance(value, str) and name not in choosing:
                mark = f"\ue000{number}\ue001"
                marks[mark] = value
                shielded[name] = mark
            else:
                shielded[name] = value
        text = accented(super()._format(key, shielded))
        for mark, value in marks.items():
            text = text.replace(mark, value)
        return text
