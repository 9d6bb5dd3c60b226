"""The /sho commands' words in Discord's other locales: Discord shows each person the command
picker in their own language, and asks the bot for each description and choice name when the
commands are synced (`app_commands.Translator`). The English is said by `cogs/described.py`,
whose `locale_str` carries its catalogue key and values."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.words import DEFAULT_LANGUAGE, language_of_locale, words_in

DISCORD_LIMIT = 100
"""Characters Discord allows a description or a choice's name."""


class CatalogueTranslator(app_commands.Translator):
    """Says a described command word in the language Discord asks for, when the catalogue has it
    (None leaves Discord to show the English)."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        return say_in_locale(string, locale.value)


def say_in_locale(string: app_commands.locale_str, locale: str) -> str | None:
    """The command word in Discord's `locale`, or None where English will do."""
    language = language_of_locale(locale)
    key = string.extras.get("key")
    if language is None or language is DEFAULT_LANGUAGE or not isinstance(key, str):
        return None
    words = words_in(language)
    if key not in words.keys:
        return None
    values: dict[str, Any] = dict(string.extras.get("values") or {})
    said = words.say(key, **values)
    # Discord refuses the whole sync for one word too long; English is better than nothing.
    return said if len(said) <= DISCORD_LIMIT else None
