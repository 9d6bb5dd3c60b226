"""The catalogue: every sentence players read, in Project Fluent files, one per language and area
(bot/words/locales/<locale>/*.ftl). `Words` is one locale's catalogue; render and ui are handed
one, as they are handed a theme, and `ENGLISH` is the catalogue they default to."""

from __future__ import annotations

from bot.words.catalogue import ENGLISH, Value, Words, WordsError

__all__ = ["ENGLISH", "Value", "Words", "WordsError"]
