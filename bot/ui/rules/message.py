"""The paged rules: an embed per page with Previous/Next buttons that work after a restart.

The buttons are `DynamicItem`s whose custom id carries the page shown and the rules explained,
in a version of the codes (`sho:rules:next:2:v1:app.00111ce`; ids made before the versions are
of version 1, and ids made before the house rules, with no rules, are the table's), so any
rules message, however old, can still be paged; the view holds no state of its own.
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

import discord

from bot.engine import Options, Preset
from bot.ui.kit.errors import reports_errors
from bot.ui.kit.host import host_of
from bot.ui.kit.language import person_words
from bot.ui.kit.table_code import OPTIONS_CODE, VERSION, VERSIONS, options_code, options_from_code
from bot.ui.rules.pages import RulesPage, rules_pages
from bot.words import ENGLISH, Words

RULES_COLOUR = discord.Colour.dark_gold()
_STEPS = {"prev": -1, "next": +1}
_PRESETS = "|".join(preset.value for preset in Preset)


class Rules(NamedTuple):
    """Which rules a message explains: a preset, and the options of the table."""

    preset: Preset = Preset.TABLE
    options: Options = Preset.TABLE.options

    @property
    def pages(self) -> tuple[RulesPage, ...]:
        """The pages in English (`pages_in` for other words; every language has as many)."""
        return self.pages_in(ENGLISH)

    def pages_in(self, words: Words) -> tuple[RulesPage, ...]:
        return rules_pages(self.preset, self.options, words)

    @property
    def code(self) -> str:
        return f"v{VERSION}:{self.preset.value}.{options_code(self.options)}"


def _clamp(page: int, rules: Rules) -> int:
    return max(0, min(page, len(rules.pages) - 1))


def rules_embed(page: int, rules: Rules | None = None, words: Words = ENGLISH) -> discord.Embed:
    """The embed for one page of the rules (clamped to the pages there are)."""
    rules = rules or Rules()
    pages = rules.pages_in(words)
    page = _clamp(page, rules)
    title, body = pages[page]
    embed = discord.Embed(
        title=words.say("rules-embed-title", title=title), description=body, colour=RULES_COLOUR
    )
    embed.set_footer(text=words.say("rules-page", page=page + 1, pages=len(pages)))
    return embed


def rules_view(page: int, rules: Rules | None = None, words: Words = ENGLISH) -> discord.ui.View:
    """The Previous/Next buttons for a page; a button leading off either end is disabled."""
    rules = rules or Rules()
    view = discord.ui.View(timeout=None)
    for direction in _STEPS:
        view.add_item(RulesPageButton(direction, _clamp(page, rules), rules, words))
    return view


def _label(direction: str, words: Words) -> str:
    return words.say("rules-previous") if direction == "prev" else words.say("rules-next")


class RulesPageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"sho:rules:(?P<direction>prev|next):(?P<page>[0-9]{1,3})"
    rf"(?::(?:v(?P<version>{VERSIONS}):)?(?P<preset>{_PRESETS})\.(?P<options>{OPTIONS_CODE}))?",
):
    """Turns the rules one page back or forward from the page in its custom id."""

    def __init__(
        self, direction: str, page: int, rules: Rules | None = None, words: Words = ENGLISH
    ) -> None:
        self.rules = rules or Rules()
        self.words = words
        self.target = page + _STEPS[direction]
        super().__init__(
            discord.ui.Button(
                label=_label(direction, words),
                style=discord.ButtonStyle.secondary,
                custom_id=f"sho:rules:{direction}:{page}:{self.rules.code}",
                disabled=not 0 <= self.target < len(self.rules.pages),
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
        rules = Rules()
        if match["preset"] is not None:
            version = int(match["version"] or 1)
            rules = Rules(Preset(match["preset"]), options_from_code(match["options"], version))
        return cls(match["direction"], _clamp(int(match["page"]), rules), rules)

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        words = await person_words(interaction)
        await interaction.response.edit_message(
            embed=rules_embed(self.target, self.rules, words),
            view=rules_view(self.target, self.rules, words),
        )


async def rules_here(interaction: discord.Interaction[Any]) -> Rules:
    """The rules of the game in the channel, else of the server's new games."""
    guild, channel = interaction.guild_id or 0, interaction.channel_id or 0
    return Rules(*await host_of(interaction).server_config.rules_in(guild, channel))
