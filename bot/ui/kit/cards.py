"""Components V2 building blocks, the one way every message with more than a line is built: one
card (a Container with an accent colour) of text and rows of buttons; a page (a heading, its
text, its buttons, its small print); the rows under a classic note.

In a Components V2 message the layout is the whole message (no content, no embeds), so a
message made here is sent and edited with `content=None, embed=None` to clear what a classic
message held before it (Discord refuses the flag beside either).

A card is made as the components JSON it sends, not as discord.py's tree of items: a click on
one of its controls is matched from its custom id (bot/ui/controls.py), never through the object
sent, and building the tree (a Container, its texts, rows and section, each copied, weighed and
linked back to the view) cost more than what the card says (issue 35, bench/load.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import discord

ROW_WIDTH = 5
"""Buttons in an action row (a select menu fills one)."""
SHO_RED = 0xC8102E
"""The accent of a lobby and of the standings: the game's own colour."""
CLOSED_COLOUR = 0x757575
"""The accent of a game that ended without a winner, or a table that closed."""

Component = dict[str, Any]
"""A component as Discord's JSON: what `Item.to_component_dict` makes."""
Block = str | Component
"""A piece of a card: markdown text, or a component as JSON (a row of buttons, text beside a
button)."""

ACTION_ROW = discord.ComponentType.action_row.value
SECTION = discord.ComponentType.section.value
TEXT_DISPLAY = discord.ComponentType.text_display.value
CONTAINER = discord.ComponentType.container.value
SEPARATOR = discord.ComponentType.separator.value
NO_MENTIONS = discord.AllowedMentions.none()


class Card(discord.ui.LayoutView):
    """A Components V2 message held as the JSON it sends: no items of its own, so discord.py
    has nothing to store or dispatch for it (a click on its controls is matched by
    bot/ui/kit/controls.py). discord.py sends a view as what `to_components` returns, which
    is this JSON; tests/ui/test_cards.py holds it to what discord.py makes of the same
    card from its own items."""

    def __init__(self, components: list[Component]) -> None:
        super().__init__(timeout=None)
        self._components = components

    def to_components(self) -> list[Component]:
        return self._components

    def has_components_v2(self) -> bool:
        return True

    def content_length(self) -> int:
        """The characters of all its text displays (Discord allows 4000 a message)."""
        return sum(len(c["content"]) for c in _walk(self._components) if c["type"] == TEXT_DISPLAY)


@dataclass(frozen=True)
class CardMessage:
    """A card as a whole message, ready to send or edit."""

    view: discord.ui.LayoutView

    def kwargs(self) -> dict[str, Any]:
        """Keyword arguments for `send`/`edit`: the layout, with a classic message's content and
        embed cleared (a board posted before Components V2 becomes one when edited); mentions
        in a card never ping (edits can't)."""
        return {
            "content": None,
            "embed": None,
            "view": self.view,
            "allowed_mentions": NO_MENTIONS,
        }


def _walk(components: Iterable[Component]) -> Iterable[Component]:
    for component in components:
        yield component
        yield from _walk(component.get("components", ()))
        if "accessory" in component:
            yield component["accessory"]


def card(accent: int, blocks: Iterable[Block]) -> Card:
    """A message of one Container with the accent colour, holding the blocks in order (empty
    text skipped)."""
    components: list[Component] = []
    for block in blocks:
        if isinstance(block, str):
            if block:
                components.append(text(block))
        else:
            components.append(block)
    # Key for key as discord.Container.to_component_dict writes it (an accent of 0 is none).
    container = {
        "type": CONTAINER,
        "accent_color": accent or None,
        "spoiler": False,
        "components": components,
    }
    return Card([container])


CARD_TEXT_MOST = 4000
"""The characters Discord allows the text displays of one message, all together."""


def page(
    accent: int,
    title: str,
    body: str,
    *,
    footer: str = "",
    rows: Iterable[Sequence[Component]] = (),
) -> Card:
    """A titled page as one card (a page of the rules, a step of a replay, the standings): its
    heading, its text (cut, with an ellipsis, to what a card holds), its buttons and its small
    print."""
    heading = f"### {title}"
    small = "\n".join(f"-# {line}" for line in footer.splitlines() if line.strip())
    room = CARD_TEXT_MOST - len(heading) - len(small)
    if len(body) > room:
        body = body[: room - 1] + "…"
    return card(accent, [heading, body, *action_rows(rows), small])


def text(content: str) -> Component:
    """A text display (markdown)."""
    return {"type": TEXT_DISPLAY, "content": content}


def separator() -> Component:
    """A line between groups of a card."""
    return {"type": SEPARATOR, "divider": True, "spacing": 1}


def section(content: str, accessory: Component) -> Component:
    """Text with a button beside it."""
    return {"type": SECTION, "components": [text(content)], "accessory": accessory}


def action_rows(rows: Iterable[Sequence[Component]]) -> list[Component]:
    """Rows of buttons as action rows, each split where it is wider than Discord's five (a row
    with no buttons is none: Discord refuses an empty one)."""
    made: list[Component] = []
    for row in rows:
        for start in range(0, len(row), ROW_WIDTH):
            made.append({"type": ACTION_ROW, "components": list(row[start : start + ROW_WIDTH])})
    return made


class Rows(discord.ui.View):
    """The buttons under a classic message (a private note, a question), held as the JSON they
    send, as a card holds its components."""

    def __init__(self, *rows: Sequence[Component]) -> None:
        super().__init__(timeout=None)
        self._rows = action_rows(rows)

    def to_components(self) -> list[Component]:
        return self._rows
