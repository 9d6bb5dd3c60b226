"""bot/store/analyses.py: a game's analysis is stored as its JSON form and read back equal, in
SQLite and PostgreSQL; a stale one (another version) reads as none, and a database from before
the analyses (schema 6) gets the table with no analysis for its games."""

from __future__ import annotations

import json
import random
from collections.abc import AsyncIterator
from pathlib import Path

import aiosqlite
import pytest

from bot.ai import POLICIES
from bot.ai.analysis import GameAnalysis, analyse
from bot.engine import GameRecord, Level, MoveAction, ThrowAction, roll
from bot.store import NewGame, Seat, Store
from bot.store.schema import load_migrations, migrate

GUILD, CHANNEL, ALICE = 10, 20, 30


@pytest.fixture
async def store(database: Path | str) -> AsyncIterator[Store]:
    opened = await Store.open(database)
    yield opened
    await opened.close()


def a_game() -> NewGame:
    return NewGame(
        guild_id=GUILD,
        channel_id=CHANNEL,
        host_id=ALICE,
        players=2,
        turn_seconds=90,
        seats=(Seat(0, ALICE, "Alice"), Seat(1, None, "Computer", is_computer=True)),
    )


def an_analysis(seed: int) -> GameAnalysis:
    """The analysis of the first 30 actions of a game of normal players."""
    rng = random.Random(seed)
    game = GameRecord(2).start()
    actions: list[ThrowAction | MoveAction] = []
    while len(actions) < 30:
        actions.append(ThrowAction(roll(rng)))
        game, _ = game.apply(actions[-1])
        if game.pending is not None:
            pending = game.pending
            move = POLICIES[Level.NORMAL](game.state, pending.dice, pending.moves, rng)
            actions.append(MoveAction.of(move.key))
            game, _ = game.apply(actions[-1])
    record = GameRecord(2, actions=tuple(actions))
    return analyse(record, [True] * len(actions), seed=seed, rollouts=1)


async def test_an_analysis_is_read_back_as_it_was_saved_and_replaced_by_the_next(
    store: Store,
) -> None:
    game = await store.games.create(a_game())
    other = await store.games.create(a_game())
    assert await store.analyses.get(game.id) is None
    first, second = an_analysis(1), an_analysis(2)
    await store.analyses.save(game.id, first)
    assert await store.analyses.get(game.id) == first
    assert await store.analyses.get(other.id) is None
    await store.analyses.save(game.id, second)
    assert await store.analyses.get(game.id) == second


async def test_an_analysis_of_another_version_is_stale(store: Store) -> None:
    game = await store.games.create(a_game())
    await store.analyses.save(game.id, an_analysis(3))
    await store._db.execute(
        "UPDATE game_analyses SET version = version + 1, analysis = ? WHERE game_id = ?",
        (json.dumps({"version": 99}), game.id),
    )
    assert await store.analyses.get(game.id) is None


async def test_games_stored_before_the_analyses_have_none_and_can_get_one(
    tmp_path: Path,
) -> None:
    path = tmp_path / "old.db"
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        assert await migrate(conn, load_migrations()[:6]) == 6
        await conn.execute(
            "INSERT INTO games (id, guild_id, channel_id, host_id, status, players,"
            " turn_seconds, created_at, updated_at)"
            " VALUES (7, ?, ?, ?, 'finished', 2, 90, 1.0, 2.0)",
            (GUILD, CHANNEL, ALICE),
        )
    store = await Store.open(path)
    try:
        assert await store.analyses.get(7) is None
        analysis = an_analysis(4)
        await store.analyses.save(7, analysis)
        assert await store.analyses.get(7) == analysis
    finally:
        await store.close()
