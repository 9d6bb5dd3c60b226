"""The languages the bot speaks, and the catalogue of each."""

from __future__ import annotations

from enum import StrEnum
from functools import cache

from bot.words.catalogue import ENGLISH, Words
from bot.words.pseudo import PSEUDO, PseudoWords


class Language(StrEnum):
    """A language of the catalogue, by its locale's name (BCP 47)."""

    ENGLISH = "en"
    TIBETAN = "bo"
    NEPALI = "ne"
    CHINESE = "zh-CN"
    PSEUDO = PSEUDO
    """English with accented letters, for finding words that are not in the catalogue."""


DEFAULT_LANGUAGE = Language.ENGLISH

DISCORD_LOCALES = {
    "en-US": Language.ENGLISH,
    "en-GB": Language.ENGLISH,
    "zh-CN": Language.CHINESE,
}
"""Discord's locales (`interaction.locale`) that are one of our languages."""


@cache
def words_in(language: Language) -> Words:
    """The catalogue of `language`, loaded once."""
    if language is Language.ENGLISH:
        return ENGLISH
    if language is Language.PSEUDO:
        return PseudoWords(ENGLISH)
    return Words.load(language.value, fallback=ENGLISH)


def language_of_locale(locale: str) -> Language | None:
    """Our language for a Discord locale (`interaction.locale`), if we speak it."""
    return DISCORD_LOCALES.get(locale)
