"""Components V2 building blocks for the game's messages: one card (a Container with an accent
colour) of text and rows of buttons.

In a Components V2 message the layout is the whole message (no content, no embeds), so a
message made here is sent and edited with `content=None, embed=None` to clear what a classic
message held before it (Discord refuses the flag beside either).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import groupby
from typing import Any

import discord

ROW_WIDTH = 5
"""Buttons in an action row (a select menu fills one)."""
CLOSED_COLOUR = 0x757575
"""The accent of a game that ended without a winner, or a table that closed."""

Block = str | discord.ui.Separator[Any] | discord.ui.ActionRow[Any] | discord.ui.Section[Any]
"""A piece of a card: markdown text, a line across, a row of buttons, text beside a button."""


def card(accent: int, blocks: Iterable[Block]) -> discord.ui.LayoutView:
    """A message of one Container with the accent colour, holding the blocks in order (empty
    text skipped)."""
    container: discord.ui.Container[Any] = discord.ui.Container(accent_colour=accent)
    for block in blocks:
        if isinstance(block, str):
            if block:
                container.add_item(discord.ui.TextDisplay(block))
        else:
            container.add_item(block)
    layout = discord.ui.LayoutView(timeout=None)
    layout.add_item(container)
    return layout


def action_rows(buttons: discord.ui.View | None) -> list[discord.ui.ActionRow[Any]]:
    """The items of a classic view as action rows, row by row as the view placed them (its
    `row`s, else in the order added): whatever builds a turn's buttons for a classic view
    builds them for the card too."""
    if buttons is None:
        return []
    items: Sequence[discord.ui.Item[Any]] = list(buttons.children)
    buttons.clear_items()
    rows = []
    for _, placed in groupby(items, key=_row):
        row: discord.ui.ActionRow[Any] = discord.ui.ActionRow()
        for item in placed:
            if sum(child.width for child in row.children) + item.width > ROW_WIDTH:
                rows.append(row)
                row = discord.ui.ActionRow()
            row.add_item(item)
        rows.append(row)
    return rows


def _row(item: discord.ui.Item[Any]) -> int:
    return -1 if item.row is None else item.row
