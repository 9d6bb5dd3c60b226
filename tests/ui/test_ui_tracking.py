"""The publisher's memory of each game has a lifetime: made when a game is first seen, dropped when
it is over, drawn and announced, so hosting many games leaves nothing behind (rule 10)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.services.hosted import HostedGame
from bot.table.config import TableConfig
from bot.table.status import GameStatus
from bot.ui.publishing import tracking
from bot.ui.publishing.tracking import Tracker
from devtools.fakediscord import FakeDiscord, Message
from tests.kit.game_support import ScriptedDice, game_bot, is_board
from tests.kit.servicekit import play_person_turns, until

GAMES = 200
FINISHED_EVERY = 100
"""One game in this many is played to a winner (a second or two each); the rest are closed."""


@pytest.fixture
def fake_discord_options() -> dict[str, Any]:
    """Requests are checked against Discord's schema elsewhere; here that would be most of the
    time taken."""
    return {"validate_spec": False}


@dataclass(frozen=True)
class Seen:
    """A view as the tracker reads it: only its game's id and version."""

    id: int
    version: int


def seen(game_id: int, version: int) -> Any:
    return Seen(game_id, version)


def summaries(messages: list[Message]) -> list[Message]:
    """The end-of-game announcements (the finished board itself also begins with the cup)."""
    return [m for m in messages if m.content.startswith("🏆") and not m.embeds]


def test_a_game_let_go_is_not_tracked_again_for_a_version_it_has_drawn() -> None:
    tracker = Tracker()
    game = tracker.track(seen(1, 5))
    assert game is not None
    assert tracker.track(seen(1, 9)) is game, "one memory per game"
    game.shown = 9
    tracker.release(game)
    assert len(tracker) == 0
    assert tracker.track(seen(1, 9)) is None, "a late change of an ended game is ignored"
    assert tracker.track(seen(1, 3)) is None
    assert tracker.track(seen(1, 10)) is not None, "a newer version is news"


def test_only_the_most_recent_ended_games_are_remembered() -> None:
    tracker = Tracker()
    for game_id in range(1, 3 * tracking.ENDED_KEPT):
        game = tracker.track(seen(game_id, 1))
        assert game is not None
        game.shown = 1
        tracker.release(game)
    assert len(tracker) == 0
    assert tracker.ended == tracking.ENDED_KEPT
    assert tracker.track(seen(3 * tracking.ENDED_KEPT - 1, 1)) is None
    assert tracker.track(seen(1, 1)) is not None, "the oldest are forgotten"


@pytest.mark.slow
async def test_hosting_many_games_leaves_the_publisher_holding_none(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    channel = fake.channels[0]
    dice = ScriptedDice()
    dice.first_seats.extend([0] * GAMES)
    # Hundreds of boards drawn in the channel: a bot Discord lets make more calls a second.
    fast = {"channel_calls_per_second": 10_000.0}
    async with game_bot(fake, tmp_path / "sho.db", dice=dice, **fast) as bot:
        games, publisher = bot.games, bot.publisher
        finished: list[HostedGame] = []
        most = 0

        async def open_table(config: TableConfig) -> HostedGame:
            nonlocal most
            view = await games.open_table(fake.guild_id, channel.id, dawa.id, "Dawa", config)
            # The publisher hears of the new (live) game in a task of its own: wait for it.
            await until(lambda: publisher.tracked_games > 0)
            most = max(most, publisher.tracked_games)
            return view

        for n in range(GAMES):
            if n % FINISHED_EVERY == 0:
                view = await open_table(TableConfig(2, 1))
                finished.append(await play_person_turns(games, view.id))
            elif n % 2:
                await games.cancel((await open_table(TableConfig(3))).id, dawa.id)
            else:
                view = await games.join((await open_table(TableConfig(2))).id, pema.id, "Pema")
                await games.end(view.id, dawa.id, manager=True)
        assert all(view.table.status is GameStatus.FINISHED for view in finished)
        assert most >= 1, "a live game is tracked"

        def drawn() -> bool:
            boards = [m for m in fake.channel_messages(channel) if is_board(m)]
            return len(boards) >= GAMES and not any(b.buttons for b in boards)

        await fake.wait_for(drawn)
        await until(lambda: publisher.tracked_games == 0)
        assert len(summaries(fake.channel_messages(channel))) == len(finished)

        publisher.game_changed(finished[0])
        assert publisher.tracked_games == 0, "a late change of a finished game is not drawn again"
