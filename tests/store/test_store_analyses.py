"""Games' analyses in the store: kept and replaced whole, the games still to analyse, a player's
averages per scope, and a database of the old shape (issue 38)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path

import aiosqlite
import pytest_asyncio

from bot.engine import Level, Options
from bot.store import NewGame, Seat, Store
from bot.store.analyses import AnalysisAverages, SeatFigures, StoredAnalysis
from bot.store.result_models import ALL_SERVERS, GameResult, SeatResult
from bot.store.schema import load_migrations, migrate
from bot.table.end_reason import EndReason
from bot.table.status import GameStatus

GUILD, OTHER_GUILD = 10, 20
ALICE, BOB = 501, 502


@pytest_asyncio.fixture
async def store(database: Path | str) -> AsyncIterator[Store]:
    opened = await Store.open(database)
    yield opened
    await opened.close()


async def finished(store: Store, guild: int, reason: EndReason = EndReason.WON) -> int:
    """A game of Alice (seat 0) and Bob (seat 1) with its result; its id."""
    game = await store.games.create(
        NewGame(
            guild_id=guild, channel_id=1, host_id=ALICE, players=2, turn_seconds=60,
            options=Options(), computer_level=Level.NORMAL,
            seats=(Seat(0, ALICE, "Alice"), Seat(1, BOB, "Bob")),
        )
    )  # fmt: skip
    game = await store.games.save(replace(game, status=GameStatus.FINISHED), game.version)
    won = reason is EndReason.WON
    seats = tuple(
        SeatResult(seat=s, user_id=user, name=str(user), side=s, place=s + 1)
        for s, user in enumerate((ALICE, BOB))
    )
    await store.results.record(
        GameResult(
            game_id=game.id, guild_id=guild, end_reason=reason, winner_side=0 if won else None,
            players=2, computers=0, computer_level=Level.NORMAL, options=Options(),
            turn_seconds=60, throws=10, started_at=0.0, finished_at=1.0, rated=True,
            seats=seats,
        )
    )  # fmt: skip
    return game.id


def analysis(game_id: int, version: int, alice: SeatFigures) -> StoredAnalysis:
    bob = SeatFigures(1, -alice.luck, 3, 0.05)
    return StoredAnalysis(game_id, version, {"version": version, "game": game_id}, (alice, bob))


async def test_an_analysis_is_kept_and_replaced_whole(store: Store) -> None:
    game = await finished(store, GUILD)
    assert await store.analyses.get(game) is None
    first = analysis(game, 1, SeatFigures(0, 0.25, 4, 0.01))
    await store.analyses.put(first)
    assert await store.analyses.get(game) == first
    again = analysis(game, 2, SeatFigures(0, -0.5, 0, 0.0))
    await store.analyses.put(again)
    assert await store.analyses.get(game) == again


async def test_a_rebuild_takes_every_finished_game(store: Store) -> None:
    first = await finished(store, GUILD)
    second = await finished(store, OTHER_GUILD, EndReason.ENDED)
    live = await store.games.create(
        NewGame(
            guild_id=GUILD, channel_id=2, host_id=ALICE, players=2, turn_seconds=60,
            options=Options(), computer_level=Level.NORMAL, seats=(Seat(0, ALICE, "Alice"),),
        )
    )  # fmt: skip
    assert live.id not in await store.analyses.finished_games()
    assert await store.analyses.finished_games() == [first, second]


async def test_a_players_averages_count_their_analysed_games_in_scope(store: Store) -> None:
    here = [await finished(store, GUILD) for _ in range(3)]
    there = await finished(store, OTHER_GUILD)
    stale = await finished(store, GUILD)
    await store.analyses.put(analysis(here[0], 2, SeatFigures(0, 0.25, 4, 0.01)))
    await store.analyses.put(analysis(here[1], 2, SeatFigures(0, -0.05, 2, 0.03)))
    await store.analyses.put(analysis(here[2], 2, SeatFigures(0, 0.1, 0, 0.0)))
    await store.analyses.put(analysis(there, 2, SeatFigures(0, 0.6, 1, 0.2)))
    await store.analyses.put(analysis(stale, 1, SeatFigures(0, 0.9, 1, 0.5)))
    local = await store.analyses.averages(GUILD, ALICE, 2)
    assert local.games == 3
    assert local.judged_games == 2
    assert abs(local.luck - 0.1) < 1e-9
    assert local.given_up is not None
    assert abs(local.given_up - 0.02) < 1e-9
    everywhere = await store.analyses.averages(ALL_SERVERS, ALICE, 2)
    assert everywhere.games == 4
    assert abs(everywhere.luck - 0.225) < 1e-9
    bob = await store.analyses.averages(OTHER_GUILD, BOB, 2)
    assert bob.games == 1
    assert abs(bob.luck + 0.6) < 1e-9
    assert await store.analyses.averages(GUILD, 999, 2) == AnalysisAverages(0, 0.0, 0, None)


async def test_a_database_before_the_analysis_migrates_with_no_analyses(tmp_path: Path) -> None:
    """A database at schema 7 with a finished game: after the migration the game is there,
    with no analysis, and is one to analyse."""
    path = tmp_path / "old.db"
    migrations = load_migrations()
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        assert await migrate(conn, migrations[:7]) == 7
    old = await Store.open(path, migrations=migrations[:7])
    try:
        game = await finished(old, GUILD)
    finally:
        await old.close()
    store = await Store.open(path)
    try:
        assert await store.analyses.get(game) is None
        assert await store.analyses.finished_games() == [game]
        assert (await store.analyses.averages(GUILD, ALICE, 1)).games == 0
    finally:
        await store.close()
