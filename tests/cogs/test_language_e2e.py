"""Who chooses the language, end to end: a person's own choice (/sho language) for what only they
see, else Discord's language when we speak it, else the server's (SHO_LANGUAGE by default); a
table keeps the language it opened with."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.words import ENGLISH, Language, languages, words_in
from devtools.fakediscord import FakeDiscord
from tests.kit.game_support import game_bot, service_of

PSEUDO = words_in(Language.PSEUDO)


async def test_a_person_chooses_their_own_language_and_can_forget_it(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa = fake.add_user("dawa")
    async with game_bot(fake, tmp_path / "sho.db"):
        asked = await fake.slash("sho language", user=dawa)
        assert asked.ephemeral
        assert asked.text == ENGLISH.say(
            "language-yours-discord", name="English", server="English"
        ), "Discord's en-US is English"

        chose = await fake.slash("sho language", user=dawa, language="en-XA")
        assert chose.ephemeral
        pseudo_name = PSEUDO.say("language-name", language="en-XA")
        english = PSEUDO.say("language-name", language="en")
        assert chose.text == PSEUDO.say("language-chosen", name=pseudo_name, server=english)
        again = await fake.slash("sho language", user=dawa)
        assert again.text == PSEUDO.say("language-yours-chosen", name=pseudo_name, server=english)

        forgot = await fake.slash("sho language", user=dawa, language="automatic")
        assert forgot.text == ENGLISH.say("language-automatic-chosen", name="English")


async def test_a_server_speaks_the_bots_language_unless_discords_is_ours(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    dawa.locale = "fr"  # a language we do not speak: the server's
    async with game_bot(fake, tmp_path / "sho.db", language=Language.PSEUDO) as bot:
        asked = await fake.slash("sho language", user=dawa)
        pseudo_name = PSEUDO.say("language-name", language="en-XA")
        assert asked.text == PSEUDO.say("language-yours-server", name=pseudo_name)
        english = await fake.slash("sho language", user=pema)
        assert english.text.startswith("I speak English to you"), "pema's Discord is en-US"

        await fake.slash("sho new", user=dawa, players=2)
        view = await service_of(bot).live_in_channel(fake.channels[0].id)
        assert view is not None
        assert view.table.config.language == "en-XA", "the table speaks the server's language"


async def test_the_command_picker_speaks_each_discord_locale_we_speak(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Discord asks for the commands' words in every locale at sync; the catalogue's are given
    where we speak the locale (here French is made to read as the pseudo-locale), and the
    English stays the default."""
    monkeypatch.setitem(languages.DISCORD_LOCALES, "fr", Language.PSEUDO)
    async with game_bot(fake_discord, tmp_path / "sho.db"):
        (sho,) = fake_discord.commands[fake_discord.guild_id]
    assert sho["description"] == ENGLISH.say("command-sho")
    assert sho["description_localizations"] == {
        "fr": PSEUDO.say("command-sho"),
        "zh-CN": words_in(Language.CHINESE).say("command-sho"),
    }, "every Discord locale we speak, and no other"
    new = next(sub for sub in sho["options"] if sub["name"] == "new")
    assert new["description_localizations"]["fr"] == PSEUDO.say("command-new")
    level = next(option for option in new["options"] if option["name"] == "level")
    easy = next(choice for choice in level["choices"] if choice["value"] == "easy")
    assert set(easy["name_localizations"]) == {"fr", "zh-CN"}
    assert easy["name_localizations"]["fr"] != easy["name"]


async def test_a_refusal_is_said_in_the_language_of_the_person_refused(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db"):
        await fake.slash("sho language", user=dawa, language="en-XA")
        lobby = await fake.slash("sho new", user=pema, players=3)
        refused = await fake.click(lobby, "Start", user=dawa)
        assert refused.note is not None
        assert refused.note.text == PSEUDO.say("refusal-host-starts")
        also = await fake.click(lobby, "Start", user=fake.add_user("tenzin"))
        assert also.note is not None
        assert also.note.text == ENGLISH.say("refusal-host-starts"), "others keep theirs"


async def test_a_server_chooses_its_language_on_the_panel_and_open_tables_keep_theirs(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    owner = fake.add_user("karma", manage_guild=True)
    dawa = fake.add_user("dawa")
    dawa.locale = "fr"
    games = fake.add_channel("sho-games")
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        await fake.slash("sho new", user=dawa, channel=games, players=2)
        opened = await fake.slash("sho config", user=owner)
        panel = opened.message
        assert panel is not None
        await fake.select(panel, "en-XA", user=owner, custom_id="sho:cfg:language")
        assert (await bot.store.guild_settings.get(fake.guild_id)).language == "en-XA"
        await fake.slash("sho new", user=dawa, players=2)
        service = service_of(bot)
        here = await service.live_in_channel(fake.channels[0].id)
        before = await service.live_in_channel(games.id)
        assert here is not None
        assert before is not None
        assert here.table.config.language == "en-XA", "a new table speaks the server's language"
        assert before.table.config.language == "en", "a table keeps the language it opened with"
        asked = await fake.slash("sho language", user=dawa)
        pseudo_name = PSEUDO.say("language-name", language="en-XA")
        assert asked.text == PSEUDO.say("language-yours-server", name=pseudo_name)
