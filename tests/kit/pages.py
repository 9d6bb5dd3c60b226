"""A page sent as a card (bot/ui/kit/cards.py `page`: the rules, a replay, the analysis, the
standings, help) read back as its parts: the heading, the text under it, the small print."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

TEXT_DISPLAY = 10


@dataclass(frozen=True)
class Page:
    title: str
    body: str
    footer: str
    """The small print, a line each (without their `-# `)."""

    @property
    def text(self) -> str:
        return "\n".join((self.title, self.body, self.footer))


def walk(components: Iterable[Any]) -> Iterator[dict[str, Any]]:
    for component in components:
        yield component
        yield from walk(component.get("components") or ())
        if "accessory" in component:
            yield component["accessory"]


def page_of(components: Sequence[dict[str, Any]]) -> Page:
    """The parts of a card page; a message that is no page (no heading) reads as empty."""
    texts = [c["content"] for c in walk(components) if c.get("type") == TEXT_DISPLAY]
    if not texts or not texts[0].startswith("### "):
        return Page("", "", "")
    title, rest = texts[0].removeprefix("### "), texts[1:]
    small = rest[-1] if rest and rest[-1].startswith("-# ") else ""
    body = rest[:-1] if small else rest
    footer = "\n".join(line.removeprefix("-# ") for line in small.splitlines())
    return Page(title, "\n".join(body), footer)


def labels_of(components: Sequence[dict[str, Any]]) -> list[str]:
    """The labels of a card's (or a note's rows') buttons, in order."""
    return [str(c.get("label", "")) for c in walk(components) if c.get("type") == 2]
