"""The choices of the rules that /sho new and /sho config both offer (docs/rules.md R21-R28),
and which rules /sho rules and the board's Rules button explain."""

from __future__ import annotations

from discord import app_commands

from bot.ai import Level
from bot.engine import OPENINGS, PARA, TABLE_OPTIONS, OpeningRule, OptionChanges, ParaRule, Preset
from bot.render import PRESET_BLURBS, option_help, option_phrase

LEVEL_CHOICES = [app_commands.Choice(name=level.value, value=level.value) for level in Level]
PRESET_CHOICES = [
    app_commands.Choice(name=f"{preset.value}: {PRESET_BLURBS[preset]}", value=preset.value)
    for preset in Preset
]
PARA_CHOICES = [
    app_commands.Choice(name=f"{rule.value}: {option_phrase(PARA, rule)}", value=rule.value)
    for rule in ParaRule
]
OPENINGS_CHOICES = [
    app_commands.Choice(name=f"{rule.value}: {option_phrase(OPENINGS, rule)}", value=rule.value)
    for rule in OpeningRule
]
OPTION_HELP = {option.name: option_help(option) for option in TABLE_OPTIONS}
"""One line per option, naming its rule (each is also set by the preset chosen)."""

__all__ = [
    "LEVEL_CHOICES",
    "OPENINGS_CHOICES",
    "OPTION_HELP",
    "PARA_CHOICES",
    "PRESET_CHOICES",
    "given_options",
]


def given_options(
    *,
    para: str | None,
    openings: str | None,
    **flags: bool | None,
) -> OptionChanges:
    """The options a command was given (those left out are not there)."""
    given: dict[str, object] = {**flags, "para": para, "openings": openings}
    return {
        option: option.from_json(given[option.name])
        for option in TABLE_OPTIONS
        if given.get(option.name) is not None
    }
