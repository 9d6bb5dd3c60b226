"""The welcome, end to end: the bot says hello once when it is added to a server, where everyone
may read it and it may post, and never again on reconnecting."""

from __future__ import annotations

from pathlib import Path

from bot.words import ENGLISH
from devtools.fakediscord import FakeDiscord
from devtools.fakediscord import permissions as perms
from devtools.fakediscord.guild import FakeGuild
from tests.kit.game_support import game_bot

WELCOME = ENGLISH.say("welcome")


def welcomes(guild: FakeGuild) -> list[tuple[str, str]]:
    """(channel, text) of every message the bot posted in `guild`."""
    return [
        (channel.name, message.text)
        for channel in guild.channels
        for message in guild.channel_messages(channel)
    ]


async def test_a_new_server_is_welcomed_once_in_its_system_channel(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    async with game_bot(fake_discord, tmp_path / "sho.db"):
        boudha = fake_discord.add_guild("Boudha", channels=("rules", "general", "sho"))
        boudha.set_system_channel(boudha.channel("general"))
        await boudha.bot_joins()
        await fake_discord.wait_for(lambda: welcomes(boudha))
        assert welcomes(boudha) == [("general", WELCOME)]
        assert "/sho new" in WELCOME
        assert "/sho config" in WELCOME
        home = fake_discord.guilds[0]
        assert welcomes(home) == [], "a server the bot was in already is not welcomed"

    async with game_bot(fake_discord, tmp_path / "sho.db"):
        later = fake_discord.add_guild("Darjeeling", channels=("general",))
        await later.bot_joins()
        await fake_discord.wait_for(lambda: welcomes(later))
        assert welcomes(boudha) == [("general", WELCOME)], "not again after a restart"


async def test_the_welcome_goes_where_the_bot_may_post(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    async with game_bot(fake_discord, tmp_path / "sho.db"):
        closed = fake_discord.add_guild("Closed", channels=("announcements", "staff"))
        for channel in closed.channels:
            closed.deny_bot(channel, perms.SEND_MESSAGES)
        hidden = fake_discord.add_guild("Hidden", channels=("news", "rules", "games"))
        hidden.set_system_channel(hidden.channel("news"))
        hidden.deny_bot(hidden.channel("news"), perms.SEND_MESSAGES)
        hidden.deny_bot(hidden.channel("rules"), perms.VIEW_CHANNEL)

        await closed.bot_joins()
        await hidden.bot_joins()
        # The closed server's welcome finds no channel before it awaits anything, so its
        # listener is over by the time the next join's welcome is posted.
        await fake_discord.wait_for(lambda: welcomes(hidden))
        assert welcomes(hidden) == [("games", WELCOME)]
        assert welcomes(closed) == []
    fake_discord.assert_clean()
