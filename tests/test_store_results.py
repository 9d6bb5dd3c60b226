"""Results, leaderboards and guild settings in a real temporary database."""

import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import GuildSettings, LeaderboardEntry, NewGame, ResultSeat, Store

GUILD, OTHER_GUILD = 1000, 2000
ALICE, BOB, CAROL, DAWA = 501, 502, 503, 504


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "sho.db", clock=lambda: 42.0)
    yield opened
    await opened.close()


async def finish(store: Store, guild: int, winners: list[int], losers: list[int | None]) -> int:
    """Record a two-sided game: seats of side 0 win, side 1 lose (None is a computer)."""
    game = await store.games.create(NewGame(guild, 1, ALICE, players=2, turn_seconds=60))
    seats = [ResultSeat(i, user, 0, True) for i, user in enumerate(winners)]
    seats += [ResultSeat(len(seats) + i, user, 1, False) for i, user in enumerate(losers)]
    await store.results.record(game.id, winner_side=0, seats=seats)
    return game.id


async def test_record_then_get_round_trips(store: Store) -> None:
    game_id = await finish(store, GUILD, [ALICE], [None])
    result = await store.results.get(game_id)
    assert result is not None
    assert (result.game_id, result.winner_side, result.finished_at) == (game_id, 0, 42.0)
    assert result.seats == (ResultSeat(0, ALICE, 0, True), ResultSeat(1, None, 1, False))


async def test_a_game_has_one_result(store: Store) -> None:
    game_id = await finish(store, GUILD, [ALICE], [BOB])
    with pytest.raises(sqlite3.IntegrityError):
        await store.results.record(game_id, 1, [ResultSeat(0, BOB, 1, True)])
    assert (await store.results.get(game_id)).winner_side == 0


async def test_a_result_needs_a_stored_game(store: Store) -> None:
    with pytest.raises(sqlite3.IntegrityError):
        await store.results.record(999, 0, [ResultSeat(0, ALICE, 0, True)])
    assert await store.results.get(999) is None


async def test_leaderboard_counts_wins_and_games_per_human_in_the_guild(store: Store) -> None:
    await finish(store, GUILD, [ALICE], [BOB])
    await finish(store, GUILD, [ALICE], [None])
    await finish(store, GUILD, [BOB, CAROL], [ALICE, DAWA])  # four players, partners
    await finish(store, GUILD, [DAWA], [CAROL])
    await finish(store, OTHER_GUILD, [BOB], [ALICE])

    board = await store.results.leaderboard(GUILD, limit=10)
    assert board == [
        LeaderboardEntry(ALICE, wins=2, games=3),
        LeaderboardEntry(BOB, wins=1, games=2),  # three equal records: lower id first
        LeaderboardEntry(CAROL, wins=1, games=2),
        LeaderboardEntry(DAWA, wins=1, games=2),
    ]
    assert [round(e.win_rate, 3) for e in board] == [0.667, 0.5, 0.5, 0.5]
    assert await store.results.leaderboard(GUILD, limit=2) == board[:2]
    assert await store.results.leaderboard(OTHER_GUILD) == [
        LeaderboardEntry(BOB, 1, 1),
        LeaderboardEntry(ALICE, 0, 1),
    ]
    assert await store.results.leaderboard(3000) == []


async def test_win_rate_breaks_ties_in_wins(store: Store) -> None:
    await finish(store, GUILD, [BOB], [ALICE])
    await finish(store, GUILD, [CAROL], [ALICE])
    await finish(store, GUILD, [BOB], [CAROL])
    await finish(store, GUILD, [CAROL], [BOB])
    await finish(store, GUILD, [ALICE], [DAWA])
    board = await store.results.leaderboard(GUILD)
    assert [(e.user_id, e.wins, e.games) for e in board] == [
        (BOB, 2, 3),
        (CAROL, 2, 3),
        (ALICE, 1, 3),
        (DAWA, 0, 1),
    ]


async def test_guild_settings_default_then_set_then_replace(store: Store) -> None:
    assert await store.guild_settings.get(GUILD) == GuildSettings(GUILD, turn_seconds=None)
    await store.guild_settings.set(GuildSettings(GUILD, turn_seconds=300))
    await store.guild_settings.set(GuildSettings(OTHER_GUILD, turn_seconds=60))
    assert await store.guild_settings.get(GUILD) == GuildSettings(GUILD, 300)
    await store.guild_settings.set(GuildSettings(GUILD, turn_seconds=None))
    assert await store.guild_settings.get(GUILD) == GuildSettings(GUILD, None)
    assert await store.guild_settings.get(OTHER_GUILD) == GuildSettings(OTHER_GUILD, 60)
