"""`/sho settings` end to end: a moderator sets the server's turn time, new games use it."""

from __future__ import annotations

from bot.client import ShoBot
from devtools.fakediscord import FakeDiscord


async def test_a_moderator_sets_the_turn_time_and_new_games_use_it(
    fake_discord: FakeDiscord, sho_bot: ShoBot
) -> None:
    fake = fake_discord
    member = fake.add_user("dawa")
    moderator = fake.add_user("pema", manage_guild=True)

    refused = await fake.slash("sho settings", user=member, turn_minutes=5)
    assert refused.ephemeral
    assert "Manage Server" in refused.content
    assert (await sho_bot.store.guild_settings.get(fake.guild_id)).turn_seconds is None

    looked = await fake.slash("sho settings", user=member)
    assert "2 min" in looked.text
    assert "bot default" in looked.text

    changed = await fake.slash("sho settings", user=moderator, turn_minutes=5)
    assert "5 min" in changed.text
    assert (await sho_bot.store.guild_settings.get(fake.guild_id)).turn_seconds == 300

    lobby = await fake.slash("sho new", user=member, players=3)
    assert "5 min" in lobby.text
    games = await sho_bot.store.games.live_in_channel(fake.channels[0].id)
    assert [g.turn_seconds for g in games] == [300]
