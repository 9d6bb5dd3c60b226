"""Rematch with consent, end to end: a rematch offers each player their seat again and seats
nobody who did not take it; it starts when all have, or when the host starts it; and it honours
the server's allowed channels and pings as they are when it is asked for."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.client import ShoBot
from bot.services.hosted import HostedGame
from bot.table.status import GameStatus
from devtools.fakediscord import FakeDiscord, Message, User
from tests.kit.game_support import board_of, game_bot, play_to_the_end, service_of


async def finished_game(fake: FakeDiscord, people: list[User]) -> tuple[Message, Message]:
    """A game of the first person's with all of `people`, played to its end: its board and
    its summary."""
    channel = fake.channels[0]
    lobby = await fake.slash("sho new", user=people[0], players=len(people))
    for person in people[1:]:
        await fake.click(lobby, "Join", user=person)
    await play_to_the_end(fake, channel, people)
    summary = await fake.wait_for_message(channel, "Rematch", predicate=lambda m: "!" in m.text)
    return board_of(fake, channel), summary


async def rematch_lobby(fake: FakeDiscord, bot: ShoBot, old: Message) -> tuple[Message, HostedGame]:
    """The rematch's lobby, once drawn below the old board, and its table."""
    channel = fake.channels[0]
    lobby = await fake.wait_for(lambda: (b := board_of(fake, channel)).id != old.id and b)
    view = await service_of(bot).live_in_channel(channel.id)
    assert view is not None
    return lobby, view


@pytest.mark.slow
async def test_a_rematch_offers_the_seats_and_starts_when_everyone_took_theirs(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        board, summary = await finished_game(fake, [dawa, pema])
        asked = await fake.click(summary, "Rematch", user=pema)
        assert not asked.ephemeral, asked.text

        offer = await fake.wait_for_message(fake.channels[0], "asks for a rematch")
        assert offer.pinged == {dawa.id}, "the person offered a seat is pinged, the asker not"
        lobby, view = await rematch_lobby(fake, bot, board)
        assert f"waiting for <@{dawa.id}>" in lobby.text
        assert view.table.status is GameStatus.LOBBY, "nobody is seated without saying yes"
        assert [seat.user_id for seat in view.table.seats] == [pema.id]
        assert view.table.host_id == pema.id, "the one who asked hosts"

        await fake.click(lobby, "Join", user=dawa)
        started = await service_of(bot).get(view.id)
        assert started.table.status is GameStatus.ACTIVE, "everyone offered a seat took it"
        assert {seat.user_id for seat in started.table.seats} == {dawa.id, pema.id}


@pytest.mark.slow
async def test_the_host_starts_a_rematch_with_those_who_took_their_seats(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema, tenzin = (fake.add_user(name) for name in ("dawa", "pema", "tenzin"))
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        board, summary = await finished_game(fake, [dawa, pema, tenzin])
        await fake.click(summary, "Rematch", user=dawa)
        offer = await fake.wait_for_message(fake.channels[0], "asks for a rematch")
        assert offer.pinged == {pema.id, tenzin.id}
        lobby, view = await rematch_lobby(fake, bot, board)

        await fake.click(lobby, "Join", user=pema)
        waiting = await service_of(bot).get(view.id)
        assert waiting.table.status is GameStatus.LOBBY, "Tenzin has not said yes"
        assert f"<@{tenzin.id}>" in board_of(fake, fake.channels[0]).text
        assert f"<@{pema.id}> to click" not in board_of(fake, fake.channels[0]).text

        await fake.click(lobby, "Start", user=dawa)
        started = await service_of(bot).get(view.id)
        assert started.table.status is GameStatus.ACTIVE
        seated = [seat.user_id for seat in started.table.seats]
        assert sorted(seated, key=str) == sorted([dawa.id, pema.id, None], key=str)
        assert tenzin.id not in seated, "a computer took the seat Tenzin did not"


@pytest.mark.slow
async def test_a_rematch_honours_the_servers_channels_and_pings_as_they_are_now(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    moderator = fake.add_user("karma", manage_guild=True)
    games_channel = fake.add_channel("sho-games")
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        board, summary = await finished_game(fake, [dawa, pema])
        await fake.slash("sho config", user=moderator, allow_channel=games_channel)
        refused = await fake.click(summary, "Rematch", user=dawa)
        assert refused.ephemeral
        assert refused.text == f"Games of Sho are started in <#{games_channel.id}> on this server."
        assert await service_of(bot).live_in_channel(fake.channels[0].id) is None

        await fake.slash("sho config", user=moderator, allow_channel=fake.channels[0])
        await fake.slash("sho config", user=moderator, turn_pings=False)
        await fake.click(summary, "Rematch", user=dawa)
        offer = await fake.wait_for_message(fake.channels[0], "asks for a rematch")
        assert offer.pinged == set(), "the server turned pings off: named, not pinged"
        assert "Pema" in offer.text
        _, view = await rematch_lobby(fake, bot, board)
        assert view.table.config.pings is False
