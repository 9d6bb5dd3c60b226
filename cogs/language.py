"""/sho language: the language the bot speaks to a person where only they see it."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.client import ShoBot
from bot.ui.kit.answer import Answer, privately
from bot.ui.kit.language import PersonLanguage, Source, person_language
from bot.ui.kit.replies import Reply
from bot.words import Language, words_in
from cogs.described import described
from cogs.sho_group import HelpGroup, ShoCog, add_sho_cog

AUTOMATIC = "automatic"
"""The choice that forgets the person's own language."""

LANGUAGE_CHOICES = [
    app_commands.Choice(name=described("language-automatic"), value=AUTOMATIC),
    *(
        app_commands.Choice(name=described("language-name", language=lang.value), value=lang.value)
        for lang in Language
    ),
]


def told(now: PersonLanguage) -> str:
    """What /sho language says about the language a person is spoken to in, in it."""
    words = now.words
    name = words.say("language-name", language=now.language.value)
    server = words.say("language-name", language=now.server.value)
    match now.source:
        case Source.CHOSEN:
            return words.say("language-yours-chosen", name=name, server=server)
        case Source.DISCORD:
            return words.say("language-yours-discord", name=name, server=server)
        case Source.SERVER:
            return words.say("language-yours-server", name=name)


class LanguageCog(ShoCog):
    """Each person's own language."""

    help_group = HelpGroup.SETTINGS

    @app_commands.command(name="language", description=described("command-language"))
    @app_commands.describe(language=described("command-language-language"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(
        self, interaction: discord.Interaction[Any], language: str | None = None
    ) -> None:
        config = self.bot.server_config

        async def chosen(_: Answer) -> Reply:
            if language is None:
                return Reply(told(await person_language(interaction)))
            user = interaction.user.id
            await config.set_person_language(user, None if language == AUTOMATIC else language)
            now = await person_language(interaction)
            words = words_in(now.language)
            name = words.say("language-name", language=now.language.value)
            if language == AUTOMATIC:
                return Reply(words.say("language-automatic-chosen", name=name))
            server = words.say("language-name", language=now.server.value)
            return Reply(words.say("language-chosen", name=name, server=server))

        await privately(interaction, chosen)


async def setup(bot: ShoBot) -> None:
    await add_sho_cog(bot, LanguageCog(bot))
