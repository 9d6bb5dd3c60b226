"""The words of slash commands (descriptions, option descriptions, choice names), said from the
catalogue."""

from __future__ import annotations

from discord import app_commands

from bot.words import ENGLISH, Value


def described(key: str, /, **values: Value) -> app_commands.locale_str:
    """The catalogue's English for `key` (its placeholders filled from `values`), which Discord
    shows by default; the key and values ride along (`locale_str.extras["key"]`,
    `extras["values"]`) so an `app_commands.Translator` can say it in other locales."""
    return app_commands.locale_str(ENGLISH.say(key, **values), key=key, values=values)
