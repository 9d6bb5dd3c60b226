"""The paged rules: an embed per page with Previous/Next buttons that work after a restart.

The buttons are `DynamicItem`s whose custom id carries the page shown (`sho:rules:next:2`), so
any rules message, however old, can still be paged; the view holds no state of its own.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.ui.errors import reports_errors
from bot.ui.rules_pages import RULES_PAGES

RULES_COLOUR = discord.Colour.dark_gold()
_DIRECTIONS = {"prev": ("Previous", -1), "next": ("Next", +1)}


def _clamp(page: int) -> int:
    return max(0, min(page, len(RULES_PAGES) - 1))


def rules_embed(page: int) -> discord.Embed:
    """The embed for one page of the rules (clamped to the pages there are)."""
    page = _clamp(page)
    title, body = RULES_PAGES[page]
    embed = discord.Embed(title=f"Sho rules: {title}", description=body, colour=RULES_COLOUR)
    embed.set_footer(text=f"Page {page + 1} of {len(RULES_PAGES)}")
    return embed


def rules_view(page: int) -> discord.ui.View:
    """The Previous/Next buttons for a page; a button leading off either end is disabled."""
    view = discord.ui.View(timeout=None)
    for direction in _DIRECTIONS:
        view.add_item(RulesPageButton(direction, _clamp(page)))
    return view


class RulesPageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"sho:rules:(?P<direction>prev|next):(?P<page>[0-9]{1,3})",
):
    """Turns the rules one page back or forward from the page in its custom id."""

    def __init__(self, direction: str, page: int) -> None:
        label, step = _DIRECTIONS[direction]
        self.target = page + step
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"sho:rules:{direction}:{page}",
                disabled=not 0 <= self.target < len(RULES_PAGES),
            )
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> RulesPageButton:
        return cls(match["direction"], _clamp(int(match["page"])))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.edit_message(
            embed=rules_embed(self.target), view=rules_view(self.target)
        )
