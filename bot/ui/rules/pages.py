"""The rules of Sho in a player's words, one page per topic (shown by `/sho rules`).

They restate docs/rules.md (R1-R28) for people at the table; the engine is the authority. A
table whose rules differ from the table rules gets a first page saying how (`rules_pages`). The
words are the catalogue's (rules.ftl).
"""

from __future__ import annotations

from typing import NamedTuple

from bot.engine import Options, Preset
from bot.render import (
    changed_phrases,
    every_house_rule_explained,
    option_explained,
    options_listed,
)
from bot.words import ENGLISH, Words


class RulesPage(NamedTuple):
    """One page of the rules."""

    title: str
    body: str


def _bullets(items: list[str]) -> str:
    return "\n".join(f"- {item}" for item in items)


def table_rules_pages(words: Words = ENGLISH) -> tuple[RulesPage, ...]:
    """The pages of the table rules (R1-R22), the house rules and presets, places and tips."""
    house = [words.say("rules-house"), _bullets(every_house_rule_explained(words))]
    tips = [words.say("rules-tips"), words.say("rules-words-heard")]
    return (
        RulesPage(words.say("rules-glance-title"), words.say("rules-glance")),
        RulesPage(words.say("rules-opening-title"), words.say("rules-opening")),
        RulesPage(words.say("rules-moving-title"), words.say("rules-moving")),
        RulesPage(words.say("rules-stacking-title"), words.say("rules-stacking")),
        RulesPage(words.say("rules-para-title"), words.say("rules-para")),
        RulesPage(words.say("rules-crooked-nine-title"), words.say("rules-crooked-nine")),
        RulesPage(words.say("rules-finishing-title"), words.say("rules-finishing")),
        RulesPage(
            words.say("rules-house-title"),
            "\n\n".join([*house, words.say("rules-presets")]),
        ),
        RulesPage(words.say("rules-places-title"), words.say("rules-places")),
        RulesPage(words.say("rules-tips-title"), "\n\n".join(tips)),
    )


def _differences_intro(preset: Preset, options: Options, differ: bool, words: Words) -> str:
    changed = changed_phrases(preset, options, words)
    if not changed:
        if differ:
            return words.say("rules-differences", preset=preset.value)
        return words.say("rules-differences-as-table", preset=preset.value)
    changes = options_listed(changed, words)
    if differ:
        return words.say("rules-differences-changed", preset=preset.value, changes=changes)
    return words.say("rules-differences-changed-as-table", preset=preset.value, changes=changes)


def differences_page(preset: Preset, options: Options, words: Words = ENGLISH) -> RulesPage:
    """How a table plays otherwise than the pages after it (the table rules)."""
    differ = Preset.TABLE.differences(options)
    lines = [option_explained(option, option.of(options), words) for option in differ]
    intro = _differences_intro(preset, options, bool(lines), words)
    title = words.say("rules-differences-title", preset=preset.value)
    return RulesPage(title, "\n\n".join([intro, _bullets(lines)]))


def rules_pages(
    preset: Preset = Preset.TABLE, options: Options | None = None, words: Words = ENGLISH
) -> tuple[RulesPage, ...]:
    """The pages for a table: its differences first (unless it plays the table rules)."""
    options = preset.options if options is None else options
    pages = table_rules_pages(words)
    if preset is Preset.TABLE and not Preset.TABLE.differences(options):
        return pages
    return (differences_page(preset, options, words), *pages)
