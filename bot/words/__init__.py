"""The catalogue: every sentence players read, in Project Fluent files, one per language and area
(bot/words/locales/<locale>/*.ftl). `Words` is one locale's catalogue; render and ui are handed
one, as they are handed a theme, and `ENGLISH` is the catalogue they default to. `words_in`
gives the catalogue of each `Language`."""

from __future__ import annotations

from bot.words.catalogue import ENGLISH, Value, Words, WordsError
from bot.words.languages import DEFAULT_LANGUAGE, Language, language_of_locale, words_in

__all__ = [
    "DEFAULT_LANGUAGE",
    "ENGLISH",
    "Language",
    "Value",
    "Words",
    "WordsError",
    "language_of_locale",
    "words_in",
]
