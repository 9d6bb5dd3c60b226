"""What the lobby's commands say, word for word, now that the catalogue says it
(bot/words/locales/en/lobby.ftl): the list of games, empty and with an open table, and the
answer to /sho new in a channel that has a game."""

from __future__ import annotations

from pathlib import Path

from kit.game_support import game_bot

from devtools.fakediscord import FakeDiscord


async def test_games_lists_an_open_table_by_its_seats_and_says_when_there_is_none(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa = fake.add_user("dawa")
    channel = fake.channels[0]
    async with game_bot(fake, tmp_path / "sho.db"):
        none = await fake.slash("sho games", user=dawa)
        assert none.text == "No games right now. Start one with /sho new."
        lobby = await fake.slash("sho new", user=dawa, players=3)
        assert lobby.message is not None
        link = f"https://discord.com/channels/{fake.guild_id}/{channel.id}/{lobby.message.id}"
        listed = await fake.slash("sho games", user=dawa)
        assert listed.text == f"• <#{channel.id}>: open table, 1 of 3 seats taken · [board]({link})"


async def test_a_busy_channel_links_its_game_and_offers_a_thread(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    channel = fake.channels[0]
    async with game_bot(fake, tmp_path / "sho.db"):
        first = await fake.slash("sho new", user=dawa)
        assert first.message is not None
        link = f"https://discord.com/channels/{fake.guild_id}/{channel.id}/{first.message.id}"
        busy = await fake.slash("sho new", user=pema)
        assert busy.content == (
            f"This channel already has a game of Sho: {link}\n"
            "You can start yours in a thread of this channel instead."
        )
