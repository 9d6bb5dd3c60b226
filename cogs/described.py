"""The words of slash commands (descriptions, option descriptions, choice names), said from the
catalogue."""

from __future__ import annotations

from discord import app_commands

from bot.words import ENGLISH


def described(key: str) -> app_commands.locale_str:
    """The catalogue's English for `key`, which Discord shows by default; the key rides along
    (`locale_str.extras["key"]`) so an `app_commands.Translator` can say it in other locales."""
    return app_commands.locale_str(ENGLISH.say(key), key=key)
