"""Which language a message is said in: the table's own for what everyone at it sees (fixed when
it opened), a person's for what only they see (their choice, else Discord's language when we
speak it, else the server's)."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import Enum
from typing import Any

import discord

from bot.table.table import Table
from bot.ui.kit.host import host_of
from bot.words import DEFAULT_LANGUAGE, Language, Words, language_of_locale, words_in

log = logging.getLogger(__name__)


def language_named(name: str | None) -> Language | None:
    """The language a stored locale name names (None: none, or one no longer spoken)."""
    try:
        return None if name is None else Language(name)
    except ValueError:
        return None


def table_words(table: Table) -> Words:
    """The words of everything a table shows in public."""
    return words_in(language_named(table.config.language) or DEFAULT_LANGUAGE)


class Source(Enum):
    """Where a person's language came from."""

    CHOSEN = "chosen"
    DISCORD = "discord"
    SERVER = "server"


@dataclass(frozen=True)
class PersonLanguage:
    language: Language
    source: Source
    server: Language
    """The language of the server's public messages."""

    @property
    def words(self) -> Words:
        return words_in(self.language)


async def server_language(interaction: discord.Interaction[Any]) -> Language:
    config = host_of(interaction).server_config
    stored = await config.language_of(interaction.guild_id or 0)
    return language_named(stored) or DEFAULT_LANGUAGE


async def server_words(interaction: discord.Interaction[Any]) -> Words:
    """The words of a public answer in the server (a leaderboard, stats): the server's
    language, or the default when the store cannot say."""
    return words_in(await _server_or_default(interaction))


async def _chosen(interaction: discord.Interaction[Any]) -> Language | None:
    """The language the person chose (None: none, or the store cannot say: a refusal or an
    apology must reach the person even in a database outage)."""
    config = host_of(interaction).server_config
    try:
        return language_named(await config.person_language(interaction.user.id))
    except Exception as error:
        log.warning("Could not read the language of %s: %r", interaction.user.id, error)
        return None


async def _server_or_default(interaction: discord.Interaction[Any]) -> Language:
    """The server's language, or the default when the store cannot say."""
    try:
        return await server_language(interaction)
    except Exception as error:
        log.warning("Could not read the language of guild %s: %r", interaction.guild_id, error)
        return DEFAULT_LANGUAGE


async def person_language(interaction: discord.Interaction[Any]) -> PersonLanguage:
    """The language of what only this person sees, where it came from, and the server's."""
    chosen = await _chosen(interaction)
    server = await _server_or_default(interaction)
    if chosen is not None:
        return PersonLanguage(chosen, Source.CHOSEN, server)
    discord_language = language_of_locale(str(interaction.locale))
    if discord_language is not None:
        return PersonLanguage(discord_language, Source.DISCORD, server)
    return PersonLanguage(server, Source.SERVER, server)


def discord_words(interaction: discord.Interaction[Any]) -> Words:
    """The words of the person's Discord language, where the store cannot be waited for (a
    form must be the first answer): ours if we speak it, else the default."""
    return words_in(language_of_locale(str(interaction.locale)) or DEFAULT_LANGUAGE)


async def person_words(interaction: discord.Interaction[Any]) -> Words:
    """The words of what only this person sees: their choice, else Discord's language when we
    speak it, else the server's. Said on every refusal and reply, so the server's language is
    read only when it is needed."""
    chosen = await _chosen(interaction) or language_of_locale(str(interaction.locale))
    return words_in(chosen or await _server_or_default(interaction))
