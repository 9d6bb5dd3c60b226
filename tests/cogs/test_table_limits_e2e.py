"""What one person, a forged click or a busy database can no longer do to a server, end to end:
/sho games fits in a message however many tables there are and answers while the database is
busy; one person has at most three tables waiting for players and a server at most the tables
it allows, however fast they ask and whichever way (no thread is left behind for a table
refused); the 'Start it in a thread' button carries no setting of the server's, so a forged one
cannot open a table where the server does not allow games, nor with its pings or turn time; the
thread of a lobby that never started is archived; /sho board is for the players and moderators,
once every 30 s a game."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from bot.engine import Level, Preset
from bot.services.server_config import ServerConfig
from bot.store import GuildSettings
from bot.table.config import TableConfig
from devtools.fakediscord import FakeDiscord
from tests.kit.game_support import (
    ScriptedDice,
    board_of,
    boards,
    forge_click,
    game_bot,
    service_of,
    two_player_game,
)

MESSAGE_MOST = 2000
"""Discord's limit on a message's length."""
HOST_FULL = (
    "You already have 3 tables waiting for players. Start or cancel one of them first"
    " (/sho games lists them)."
)
SERVER_FULL = (
    "This server already has {} games and open tables, the most it allows at once. Join one"
    " (/sho games lists them), or try again when one has ended."
)
SOMEONE_ELSES = "This button was made for someone else: use /sho new to open your own table."
LOBBY = TableConfig(4, 0, Level.NORMAL, Preset.TABLE.options, 120, Preset.TABLE)


async def test_games_lists_what_fits_in_a_message_and_says_how_many_more(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """30 tables, each with its board: the list stays within Discord's 2,000 characters and
    says how many it left out."""
    fake = fake_discord
    dawa = fake.add_user("dawa")
    channels = [fake.add_channel(f"sho-{n}") for n in range(30)]
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        await bot.store.guild_settings.set(GuildSettings(fake.guild_id, table_limit=50))
        service = service_of(bot)
        for n, channel in enumerate(channels):
            await service.open_table(fake.guild_id, channel.id, 1000 + n, f"p{n}", LOBBY)

        await fake.wait_for(lambda: all(boards(fake, channel) for channel in channels))
        listed = await fake.slash("sho games", user=dawa)
        text = listed.note.text if listed.note is not None else ""
        assert 0 < len(text) <= MESSAGE_MOST
        shown = text.count("• <#")
        assert 10 <= shown < 30
        assert text.endswith(f"…and {30 - shown} more, not listed here.")


async def test_games_answers_before_it_reads_the_database(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The database is held up: /sho games is acknowledged (privately) within Discord's 3
    seconds all the same, and the list follows once the database answers."""
    fake = fake_discord
    dawa = fake.add_user("dawa")
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        gate = asyncio.Event()
        games = bot.store.games
        live_in_guild = games.live_in_guild

        async def held(*args: Any, **kwargs: Any) -> Any:
            await gate.wait()
            return await live_in_guild(*args, **kwargs)

        monkeypatch.setattr(games, "live_in_guild", held)
        asked = await fake.slash("sho games", user=dawa, settle=False)
        assert asked.deferred
        assert asked.ephemeral
        gate.set()
        said = await fake.wait_for(lambda: asked.note is not None and "No games" in asked.note.text)
        assert said


async def test_a_forged_thread_button_cannot_open_a_table_where_the_server_says_no(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """Games start only in #sho-games: a thread button forged in #general, in the old form that
    carried the table's settings (pings on, 15 s turns) or in the new one, opens nothing."""
    fake = fake_discord
    general = fake.channels[0]
    games = fake.add_channel("sho-games")
    dawa = fake.add_user("dawa")
    moderator = fake.add_user("pema", manage_guild=True)
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        await fake.slash("sho config", user=moderator, allow_channel=games, turn_pings=False)
        said = await fake.say(general, dawa, "let's play")
        forged = [
            (
                "sho:t:3.0.normal.00000ke.15.table.1",
                "That button is not one of mine any more: use /sho new again.",
            ),
            (
                f"sho:t:{dawa.id}:2.0.-.-.-------.0",
                f"Games of Sho are started in <#{games.id}> on this server.",
            ),
            (f"sho:t:{moderator.id}:2.0.-.-.-------.0", SOMEONE_ELSES),
        ]
        for custom_id, reason in forged:
            result = await forge_click(fake, said, custom_id, user=dawa)
            assert result.note is not None, custom_id
            assert result.note.text == reason, custom_id
        assert fake.threads == []
        assert await service_of(bot).live_in_guild(fake.guild_id) == []


async def test_a_thread_button_takes_the_servers_settings_as_they_are_when_clicked(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """The server turns pings off between the offer and the click: the table in the thread is
    opened with pings off, and with the turn time chosen in /sho new."""
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    moderator = fake.add_user("tashi", manage_guild=True)
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        await fake.slash("sho new", user=dawa)
        busy = await fake.slash("sho new", user=pema, players=2, turn_minutes=5)
        await fake.slash("sho config", user=moderator, turn_pings=False)
        await fake.click(busy, "Start it in a thread", user=pema)
        thread = await fake.wait_for(lambda: fake.threads[0] if fake.threads else None)
        view = await service_of(bot).live_in_channel(thread.id)
        assert view is not None
        assert not view.table.config.pings
        assert view.table.config.turn_seconds == 300
        assert (view.table.config.players, view.table.host_id) == (2, pema.id)


async def test_a_server_sets_how_many_tables_it_has_at_once(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    member = fake.add_user("dawa")
    moderator = fake.add_user("pema", manage_guild=True)
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        looked = await fake.slash("sho config", user=member)
        assert "**Games and open tables at once**: at most 10 (the bot default)" in looked.text
        refused = await fake.slash("sho config", user=member, table_limit=40)
        assert refused.ephemeral
        assert "Only members with Manage Server" in refused.text
        changed = await fake.slash("sho config", user=moderator, table_limit=4)
        assert changed.ephemeral
        assert "**Games and open tables at once**: at most 4;" in changed.text
        assert (await bot.store.guild_settings.get(fake.guild_id)).table_limit == 4


async def test_config_answers_before_it_reads_the_database(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = fake_discord
    moderator = fake.add_user("pema", manage_guild=True)
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        gate = asyncio.Event()
        settings = bot.store.guild_settings
        get = settings.get

        async def held(*args: Any, **kwargs: Any) -> Any:
            await gate.wait()
            return await get(*args, **kwargs)

        monkeypatch.setattr(settings, "get", held)
        asked = await fake.slash("sho config", user=moderator, table_limit=20, settle=False)
        assert asked.deferred
        assert asked.ephemeral
        gate.set()
        await fake.wait_for(lambda: "at most 20;" in asked.text)
        assert (await bot.store.guild_settings.get(fake.guild_id)).table_limit == 20


async def test_one_person_has_at_most_three_tables_waiting_however_fast_they_ask(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    channels = [fake.add_channel(f"sho-{n}") for n in range(5)]
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        asked = await asyncio.gather(
            *(fake.slash("sho new", user=dawa, channel=channel) for channel in channels)
        )
        # A slow answer is acknowledged first and comes as a follow-up (bot/ui/kit/replies.py):
        # wait until each is a lobby or a refusal.
        await fake.wait_for(
            lambda: all(
                result.note is not None or (result.message is not None and result.message.buttons)
                for result in asked
            )
        )
        refused = [result for result in asked if result.note is not None]
        assert [result.note.text for result in refused if result.note] == [HOST_FULL] * 2
        assert len(await service_of(bot).live_in_guild(fake.guild_id)) == 3
        free = next(c for c, result in zip(channels, asked, strict=True) if result in refused)
        other = await fake.slash("sho new", user=pema, channel=free)
        assert other.buttons, "someone else still opens a table"


async def test_a_full_server_refuses_new_tables_and_leaves_no_thread(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """The server allows 3 tables: a fourth is refused in a channel, through a thread offer made
    while there was room, and when new games open in threads; no thread is made for any."""
    fake = fake_discord
    general, games, lounge, quiet = (fake.channels[0], *(fake.add_channel(n) for n in "abc"))
    dawa, pema, nima, tenzin = (fake.add_user(name) for name in ("dawa", "pema", "nima", "t"))
    moderator = fake.add_user("tashi", manage_guild=True)
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        await fake.slash("sho config", user=moderator, table_limit=3)
        await fake.slash("sho new", user=dawa, channel=general)
        await fake.slash("sho new", user=pema, channel=games)
        offer = await fake.slash("sho new", user=tenzin, channel=general)
        assert offer.buttons, "the channel is busy: a thread is offered"
        await fake.slash("sho new", user=nima, channel=lounge)

        clicked = await fake.click(offer, "Start it in a thread", user=tenzin)
        assert clicked.message is not None
        assert clicked.message.text == SERVER_FULL.format(3)
        here = await fake.slash("sho new", user=tenzin, channel=quiet)
        assert here.text == SERVER_FULL.format(3)
        await fake.slash("sho config", user=moderator, threads=True)
        threaded = await fake.slash("sho new", user=tenzin, channel=quiet)
        assert threaded.text == SERVER_FULL.format(3)
        assert fake.threads == []
        assert len(await service_of(bot).live_in_guild(fake.guild_id)) == 3


async def test_a_thread_made_for_a_table_refused_meanwhile_is_archived(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The server had room when the thread was made, but not once the table was to open there
    (another table took the last place): the thread is archived, not left empty."""
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    moderator = fake.add_user("tashi", manage_guild=True)
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        await fake.slash("sho config", user=moderator, table_limit=1)
        await fake.slash("sho new", user=dawa, channel=fake.channels[1])
        await fake.slash("sho config", user=moderator, threads=True)
        service = service_of(bot)

        async def room_when_asked(_self: ServerConfig, guild_id: int, host_id: int) -> None:
            """Room when the thread is made; the table itself is then refused."""

        monkeypatch.setattr(ServerConfig, "room_for", room_when_asked)
        refused = await fake.slash("sho new", user=pema, channel=fake.channels[0])
        assert refused.note is not None
        assert refused.note.text == SERVER_FULL.format(1)
        thread = await fake.wait_for(lambda: fake.threads[0] if fake.threads else None)
        await fake.wait_for(lambda: thread.archived)
        assert await service.live_in_channel(thread.id) is None


async def test_the_thread_of_a_lobby_that_never_started_is_archived_when_it_closes(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa = fake.add_user("dawa")
    moderator = fake.add_user("tashi", manage_guild=True)
    async with game_bot(fake, tmp_path / "sho.db"):
        await fake.slash("sho config", user=moderator, threads=True)
        await fake.slash("sho new", user=dawa, players=2)
        thread = await fake.wait_for(lambda: fake.threads[0] if fake.threads else None)
        lobby = await fake.wait_for(lambda: next(iter(boards(fake, thread)), None))
        assert not thread.archived
        await fake.click(lobby, "Cancel", user=dawa)
        await fake.wait_for(lambda: thread.archived)
        assert not lobby.buttons, "the lobby was drawn closed before its thread was archived"


async def test_only_players_and_moderators_post_the_board_again_and_not_too_often(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    """A stranger's 20 /sho board post nothing; a player's second one within 30 s is refused
    with a link to the board; after 30 s a moderator who does not play may post it."""
    fake = fake_discord
    dawa, pema, stranger = fake.add_user("dawa"), fake.add_user("pema"), fake.add_user("tashi")
    moderator = fake.add_user("nima", manage_guild=True)
    channel = fake.channels[0]
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        await two_player_game(fake, bot, dawa, pema)
        before = len(fake.channel_messages(channel))
        for _ in range(20):
            refused = await fake.slash("sho board", user=stranger)
            assert refused.note is not None
            assert refused.note.text == (
                "Only the players of this game and moderators can post its board again."
            )
        assert len(fake.channel_messages(channel)) == before, "nothing posted in the channel"

        posted = await fake.slash("sho board", user=pema)
        assert posted.note is not None
        assert posted.note.text == "Here it is again, at the bottom of the channel."
        newest = await fake.wait_for(lambda: (b := board_of(fake, channel)).buttons and b)
        again = await fake.slash("sho board", user=dawa)
        assert again.note is not None
        assert again.note.text.startswith("The board was posted again a moment ago: https://")
        assert f"/{newest.id} You can post it again in " in again.note.text
        assert board_of(fake, channel).id == newest.id

        fake.advance(31)
        await fake.slash("sho board", user=moderator)
        await fake.wait_for(lambda: board_of(fake, channel).id != newest.id)
