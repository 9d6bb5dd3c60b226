"""The paged rules: a card per page with Previous/Next buttons that work after a restart.

The buttons are controls (bot/ui/kit/controls.py) whose custom id carries the page shown and
the rules explained, in a version of the codes (`sho:rules:next:2:v1:app.00111ce`; ids made
before the versions are of version 1, and ids made before the house rules, with no rules, are
the table's), so any rules message, however old, can still be paged.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

import discord

from bot.engine import Options, Preset
from bot.ui.kit.answer import Answer
from bot.ui.kit.cards import Card
from bot.ui.kit.cards import page as card_page
from bot.ui.kit.controls import Direction, PageButton
from bot.ui.kit.host import host_of
from bot.ui.kit.replies import Reply
from bot.ui.kit.table_code import OPTIONS_CODE, VERSION, VERSIONS, options_code, options_from_code
from bot.ui.rules.pages import RulesPage, rules_pages
from bot.words import ENGLISH, Words

RULES_COLOUR = discord.Colour.dark_gold().value
_PRESETS = "|".join(preset.value for preset in Preset)


@dataclass(frozen=True)
class Rules:
    """Which rules a message explains: a preset, and the options of the table."""

    preset: Preset = Preset.TABLE
    options: Options = Preset.TABLE.options

    ID_PATTERN: ClassVar[str] = rf"(?:v(?:{VERSIONS}):)?(?:{_PRESETS})\.(?:{OPTIONS_CODE})"
    """How the rules are written in a custom id (`code`; ids made before the versions say
    none, and are of version 1)."""

    @property
    def pages(self) -> tuple[RulesPage, ...]:
        """The pages in English (`pages_in` for other words; every language has as many)."""
        return self.pages_in(ENGLISH)

    def pages_in(self, words: Words) -> tuple[RulesPage, ...]:
        return rules_pages(self.preset, self.options, words)

    @property
    def code(self) -> str:
        return f"v{VERSION}:{self.preset.value}.{options_code(self.options)}"

    def id_text(self) -> str:
        return self.code

    @classmethod
    def from_id(cls, text: str) -> Rules:
        version = 1
        if text.startswith("v"):
            number, _, text = text[1:].partition(":")
            version = int(number)
        preset, _, options = text.partition(".")
        return cls(Preset(preset), options_from_code(options, version))


def _clamp(page: int, rules: Rules) -> int:
    return max(0, min(page, len(rules.pages) - 1))


def rules_message(page: int, rules: Rules | None = None, words: Words = ENGLISH) -> Card:
    """One page of the rules (clamped to the pages there are) as a card, with Previous and
    Next (a button leading off either end is disabled)."""
    rules = rules or Rules()
    pages = rules.pages_in(words)
    page = _clamp(page, rules)
    title, body = pages[page]
    buttons = [RulesPageButton(page=page, direction=d, rules=rules).drawn(words) for d in Direction]
    return card_page(
        RULES_COLOUR,
        words.say("rules-page-title", title=title),
        body,
        footer=words.say("rules-page", page=page + 1, pages=len(pages)),
        rows=[buttons],
    )


TABLE_RULES = Rules()
"""The table rules, which ids made before the house rules explain."""


@dataclass(frozen=True)
class RulesPageButton(
    PageButton,
    id="sho:rules:{direction}:{page}:{rules}",
    legacy=r"sho:rules:(?P<direction>prev|next):(?P<page>[0-9]{1,3})",
):
    """Turns the rules one page back or forward from the page in its custom id (ids made
    before the house rules carry no rules: the table's)."""

    rules: Rules = TABLE_RULES

    labels: ClassVar[tuple[str, str]] = ("rules-previous", "rules-next")

    @property
    def target(self) -> int:
        return _clamp(self.page, self.rules) + (1 if self.direction is Direction.NEXT else -1)

    @property
    def off(self) -> bool:
        return not 0 <= self.target < len(self.rules.pages)

    async def act(self, answer: Answer) -> Reply:
        words = await answer.words()
        return Reply(view=rules_message(_clamp(self.target, self.rules), self.rules, words))


async def rules_here(interaction: discord.Interaction[Any]) -> Rules:
    """The rules of the game in the channel, else of the server's new games."""
    guild, channel = interaction.guild_id or 0, interaction.channel_id or 0
    return Rules(*await host_of(interaction).server_config.rules_in(guild, channel))
