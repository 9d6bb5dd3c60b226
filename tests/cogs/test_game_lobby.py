"""Every way through the lobby, end to end: join, leave, the host passing on, computers, start,
a full table starting by itself, cancel, expiry, swaps, a busy channel and its thread, several
games at once and the list of games."""

from __future__ import annotations

import re
from pathlib import Path

from bot.services.hosted import Timing
from bot.table.status import GameStatus
from bot.ui.kit.seat_names import seat_names
from devtools.fakediscord import FakeDiscord
from tests.kit.game_support import board_of, game_bot, is_board, private_to, service_of
from tests.kit.servicekit import FakeClock


async def test_join_leave_and_the_host_passing_on(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema, tenzin = (fake.add_user(name) for name in ("dawa", "pema", "tenzin"))
    channel = fake.channels[0]
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        service = service_of(bot)
        lobby = await fake.slash("sho new", user=dawa, players=4)
        assert f"`1` 🔴 {dawa.mention} 👑" in lobby.text
        assert "`2` 🔷 *open seat*" in lobby.text
        await fake.click(lobby, "Join", user=pema)
        await fake.slash("sho join", user=tenzin)
        await fake.wait_for(lambda: f"`3` 🔴 {tenzin.mention}" in lobby.text)
        assert f"`2` 🔷 {pema.mention}" in lobby.text

        again = await fake.click(lobby, "Join", user=pema)
        assert again.note.text == "You already have a seat at this table."

        await fake.click(lobby, "Leave", user=dawa)
        await fake.wait_for(lambda: f"`1` 🔴 {pema.mention} 👑" in lobby.text)
        assert dawa.mention not in lobby.text
        view = await service.live_in_channel(channel.id)
        assert view is not None
        assert view.table.host_id == pema.id, "the next person hosts"

        refused = await fake.click(lobby, "Add computer", user=tenzin)
        assert refused.note.text == "Only the host can add a computer."
        assert refused.note.ephemeral
        await fake.click(lobby, "Add computer", user=pema)
        await fake.wait_for(lambda: "`3` 🔴 🤖 Computer 1 (normal)" in lobby.text)

        left = await fake.slash("sho leave", user=tenzin)
        assert left.text == "You left the table."
        assert left.message is not None
        assert left.message.buttons == [], "leaving a lobby is not asked about"
        await fake.wait_for(lambda: tenzin.mention not in lobby.text)
        after = await service.live_in_channel(channel.id)
        assert after is not None
        assert seat_names(after.table.seats) == ("Pema", "Computer 1")


async def test_start_fills_the_empty_seats_and_only_the_host_starts(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    channel = fake.channels[0]
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        lobby = await fake.slash("sho new", user=dawa, players=4)
        await fake.click(lobby, "Join", user=pema)
        refused = await fake.slash("sho start", user=pema)
        assert refused.text == "Only the host can start the game."
        refused = await fake.click(lobby, "Start", user=pema)
        assert refused.note.text == "Only the host can start the game."
        waiting = await service_of(bot).live_in_channel(channel.id)
        assert waiting is not None
        assert waiting.table.status is GameStatus.LOBBY

        started = await fake.slash("sho start", user=dawa)
        assert started.text == "The game begins!"
        await fake.wait_for(lambda: "Dawa & Computer 1" in lobby.text)
        view = await service_of(bot).live_in_channel(channel.id)
        assert view is not None
        assert seat_names(view.table.seats) == ("Dawa", "Pema", "Computer 1", "Computer 2")
        assert lobby.message is not None
        assert board_of(fake, channel).id == lobby.message.id, "the lobby turned into the board"
        assert re.search(r"The game begins: \S+ (\d )?throws first\.", lobby.text)


async def test_a_full_table_starts_by_itself(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    channel = fake.channels[0]
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        lobby = await fake.slash("sho new", user=dawa, players=2)
        await fake.click(lobby, "Join", user=pema)
        await fake.wait_for(lambda: "The game begins" in lobby.text)
        view = await service_of(bot).live_in_channel(channel.id)
        assert view is not None
        assert view.table.status is GameStatus.ACTIVE
        assert "Join" not in [b.label for b in lobby.buttons]


async def test_cancel_by_the_host_or_a_moderator_only(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    moderator = fake.add_user("mod", manage_guild=True)
    channel = fake.channels[0]
    async with game_bot(fake, tmp_path / "sho.db"):
        lobby = await fake.slash("sho new", user=dawa)
        refused = await fake.click(lobby, "Cancel", user=pema)
        assert refused.note.text == "Only the host can cancel the table."
        assert lobby.buttons
        await fake.click(lobby, "Cancel", user=dawa)
        await fake.wait_for(lambda: "This table closed: cancelled by the host." in lobby.text)
        assert lobby.buttons == []

        other = await fake.slash("sho new", user=dawa)
        await fake.click(other, "Cancel", user=moderator)
        await fake.wait_for(lambda: "This table closed" in other.text)
        assert private_to(fake, channel, moderator) == []


async def test_an_unused_lobby_closes_and_says_so(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa = fake.add_user("dawa")
    async with game_bot(fake, tmp_path / "sho.db", timing=Timing(computer_delay=0, lobby=0.5)):
        lobby = await fake.slash("sho new", user=dawa)
        assert "This table closes <t:" in lobby.text
        await fake.wait_for(lambda: "This table closed: the lobby expired." in lobby.text, 5)
        assert lobby.buttons == []


async def test_swap_seats_is_for_the_host_before_the_start(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db"):
        lobby = await fake.slash("sho new", user=dawa, players=4, computers=1)
        await fake.click(lobby, "Join", user=pema)
        refused = await fake.slash("sho swap", user=pema, first=1, second=2)
        assert refused.text == "Only the host can swap seats."
        bad = await fake.slash("sho swap", user=dawa, first=1, second=4)
        assert bad.text == "Choose two different seats from 1 to 3."
        await fake.slash("sho swap", user=dawa, first=1, second=3)
        await fake.wait_for(lambda: "`1` 🔴 🤖 Computer 1 (normal)" in lobby.text)
        assert f"`3` 🔴 {dawa.mention} 👑" in lobby.text
        await fake.click(lobby, "Start", user=dawa)
        late = await fake.slash("sho swap", user=dawa, first=1, second=2)
        assert late.text == "Seats can only be swapped before the start."


async def test_a_busy_channel_links_its_game_and_opens_a_thread(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    channel = fake.channels[0]
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        first = await fake.slash("sho new", user=dawa)
        assert first.message is not None
        busy = await fake.slash("sho new", user=pema, players=2, computers=1)
        assert busy.ephemeral
        link = f"https://discord.com/channels/{fake.guild_id}/{channel.id}/{first.message.id}"
        assert link in busy.text
        opened = await fake.click(busy, "Start it in a thread", user=pema)
        assert opened.message is not None
        thread = await fake.wait_for(lambda: fake.threads[0] if fake.threads else None)
        offer = opened.message
        # The offer is edited to name the thread once the thread exists, not with it.
        await fake.wait_for(lambda: f"<#{thread.id}>" in offer.text)
        assert offer.buttons == [], "the offer is used up"
        board = await fake.wait_for(
            lambda: [m for m in fake.channel_messages(thread) if is_board(m)]
        )
        assert "Game #" in board[0].text, "the game's board, in the thread"
        in_thread = await service_of(bot).live_in_channel(thread.id)
        assert in_thread is not None
        assert in_thread.table.host_id == pema.id
        assert pema.id in thread.member_ids
        assert len(await service_of(bot).live_in_guild(fake.guild_id)) == 2

        busy_thread = await fake.slash("sho new", user=dawa, channel=thread)
        assert busy_thread.text.startswith("This channel already has a game of Sho: https://")
        assert busy_thread.buttons == [], "no thread in a thread"


async def test_one_person_plays_in_two_channels_and_games_lists_both(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa = fake.add_user("dawa")
    general, games = fake.channels[0], fake.channels[1]
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        here = await fake.slash("sho new", user=dawa, channel=general, players=2)
        there = await fake.slash("sho new", user=dawa, channel=games, players=2, computers=1)
        await fake.click(here, "Add computer", user=dawa)
        service = service_of(bot)
        for channel in (general, games):
            await fake.wait_for(lambda c=channel: "The game begins" in board_of(fake, c).text)
        listed = await fake.slash("sho games", user=dawa)
        assert listed.ephemeral
        for result, channel in ((here, general), (there, games)):
            assert result.message is not None
            link = f"https://discord.com/channels/{fake.guild_id}/{channel.id}/{result.message.id}"
            assert f"<#{channel.id}>: playing, 2 players · [board]({link})" in listed.text
        views = await service.live_in_guild(fake.guild_id)
        assert {v.where for v in views} == {general.id, games.id}
        assert all(v.table.seat_of(dawa.id) is not None for v in views)


async def test_joining_and_leaving_do_not_keep_a_lobby_open(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    clock = FakeClock()
    opened = clock.now
    timing = Timing(computer_delay=0, lobby=15 * 60)
    async with game_bot(fake, tmp_path / "sho.db", timing=timing, clock=clock) as bot:
        lobby = await fake.slash("sho new", user=dawa)
        closes = f"This table closes <t:{int(opened + 15 * 60)}:R>"
        assert closes in lobby.text
        clock.advance(14 * 60)
        for _ in range(3):
            await fake.click(lobby, "Join", user=pema)
            await fake.wait_for(lambda: pema.mention in lobby.text)
            await fake.click(lobby, "Leave", user=pema)
            await fake.wait_for(lambda: pema.mention not in lobby.text)
        assert closes in lobby.text, "the deadline is the one set when the table opened"
        clock.advance(61)
        service_of(bot).wake()
        await fake.wait_for(lambda: "This table closed: the lobby expired." in lobby.text)
        assert lobby.buttons == []
