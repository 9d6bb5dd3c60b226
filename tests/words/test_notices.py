"""The notes that are not about one game's play keep their English word for word now that the
catalogue says them (bot/words/locales/en/notices.ftl); the end-to-end tests compare with the
constants, which come from the catalogue too, so only here is the English itself pinned."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands.transformers import MemberTransformer

from bot.ui.kit.errors import APOLOGY, GUILD_ONLY, user_message
from bot.words import ENGLISH, Language, Words, words_in


def test_the_apology_the_guild_only_note_and_the_stray_click_read_as_before() -> None:
    assert APOLOGY == (
        "Sorry, something went wrong on our side. It has been noted; please try again."
    )
    assert GUILD_ONLY == "Sho is played in a server: use /sho in one of its text channels."
    assert ENGLISH.say("notice-not-mine") == (
        "That button is not one of mine any more. Use the newest board, or /sho board."
    )
    restarted = ENGLISH.say("notice-restarted")
    assert restarted == "🔄 I was restarted; this game goes on from where it was."


def test_a_command_outside_a_server_is_told_in_the_words_given() -> None:
    words = Words("en", {"notices.ftl": "notice-guild-only = Only in a server.\n"})
    assert user_message(app_commands.NoPrivateMessage("ignored"), words) == "Only in a server."
    assert user_message(app_commands.NoPrivateMessage("ignored")) == GUILD_ONLY


def test_discord_py_refusing_an_option_or_a_check_is_said_in_the_persons_language() -> None:
    """discord.py's own messages ("Failed to convert tenzin to Member") are English and name
    its types: a player reads the catalogue's sentence in their language instead."""
    refused = app_commands.TransformerError(
        "tenzin", discord.AppCommandOptionType.user, MemberTransformer()
    )
    check = app_commands.CheckFailure("The check functions for command 'kick' failed.")
    for language in Language:
        words = words_in(language)
        assert user_message(refused, words) == words.say("notice-bad-option")
        assert user_message(check, words) == words.say("notice-not-allowed")
    assert "Member" not in (user_message(refused) or "")
    assert "check functions" not in (user_message(check) or "")
