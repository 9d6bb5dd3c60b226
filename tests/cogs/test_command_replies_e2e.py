"""What the game's commands say, word for word, now that the catalogue says it
(bot/words/locales/en/lobby.ftl, play.ftl): the list of games, empty, with an open table and
with a paused game; the answer to /sho new in a channel that has a game; and /sho back."""

from __future__ import annotations

from pathlib import Path

from bot.services.games import GameService
from bot.services.hosted import Timing
from bot.table.actions import Miss
from bot.table.status import GameStatus
from devtools.fakediscord import FakeDiscord
from tests.kit.game_support import game_bot, service_of
from tests.kit.servicekit import FakeClock, until


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


async def test_a_player_back_from_away_is_welcomed_and_the_paused_game_listed_as_such(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa = fake.add_user("dawa")
    channel = fake.channels[0]
    clock = FakeClock()
    timing = Timing(computer_delay=0)
    async with game_bot(fake, tmp_path / "sho.db", timing=timing, clock=clock) as bot:
        lobby = await fake.slash("sho new", user=dawa, players=2, computers=1)
        assert lobby.message is not None
        link = f"https://discord.com/channels/{fake.guild_id}/{channel.id}/{lobby.message.id}"
        service = service_of(bot)
        game = (await service.live_in_channel(channel.id)).id  # type: ignore[union-attr]
        for missed in range(1, 4):  # three turns missed: away, the computer plays on
            await until(lambda: _to_throw(service, game))
            clock.advance((await service.get(game)).table.config.turn_seconds + 1)
            service.wake()
            await until(lambda m=missed: _missed(service, game, m))
        clock.advance(timing.away_pause + 1)  # nobody left at the table: it pauses
        service.wake()
        await until(lambda: _status(service, game, GameStatus.PAUSED))
        paused = await fake.slash("sho games", user=dawa)
        assert paused.text == f"• <#{channel.id}>: paused, 2 players · [board]({link})"

        back = await fake.slash("sho back", user=dawa)
        assert back.text == "Welcome back! Your seat is yours again."
        playing = await fake.slash("sho games", user=dawa)
        assert playing.text == f"• <#{channel.id}>: playing, 2 players · [board]({link})"


async def _to_throw(service: GameService, game: int) -> bool:
    """The person is to throw on a fresh clock (not in the moment between a missed turn and the
    computer's throw for them)."""
    view = await service.get(game)
    record = await service.record(game)
    if len(record) != view.version:  # read in between two actions: look again
        return False
    actor, table = view.table.actor, view.table
    to_throw = bool(actor and not actor.autoplay and table.game and table.game.pending is None)
    return to_throw and not isinstance(record[-1], Miss)


async def _missed(service: GameService, game: int, count: int) -> bool:
    return (await service.get(game)).table.seats[0].missed >= count


async def _status(service: GameService, game: int, status: GameStatus) -> bool:
    return (await service.get(game)).table.status is status
