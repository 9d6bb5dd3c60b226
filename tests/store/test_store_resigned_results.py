"""Migration 9 lets a result say a game was resigned. SQLite makes game_results again to widen
its CHECK, so the results stored before it (and the seats and rating changes that point at
them) must come through whole, on both databases; the CHECK still refuses what is no reason."""

from __future__ import annotations

from dataclasses import replace
from enum import StrEnum
from pathlib import Path

import aiosqlite
import asyncpg
import pytest

from bot.engine import Level, Options
from bot.store import Store
from bot.store import postgres as postgres_store
from bot.store.result_models import GameResult, SeatResult
from bot.store.schema import Dialect, load_migrations, migrate
from bot.table.end_reason import EndReason


class Nonsense(StrEnum):
    GAVE_UP = "gave_up"


BEFORE = 8
"""The schema version before results could be resigned."""
OLD_ROWS = [
    "INSERT INTO games (id, guild_id, channel_id, host_id, status, players, turn_seconds,"
    " created_at, updated_at) VALUES (1, 5, 6, 11, 'finished', 2, 120, 1.0, 2.0)",
    "INSERT INTO games (id, guild_id, channel_id, host_id, status, players, turn_seconds,"
    " created_at, updated_at) VALUES (2, 5, 7, 11, 'finished', 2, 120, 3.0, 4.0)",
    "INSERT INTO games (id, guild_id, channel_id, host_id, status, players, turn_seconds,"
    " created_at, updated_at) VALUES (3, 5, 8, 11, 'finished', 2, 120, 5.0, 6.0)",
    "INSERT INTO game_results (game_id, seq, guild_id, end_reason, winner_side, players,"
    " computers, computer_level, options, turn_seconds, throws, started_at, finished_at, rated)"
    " VALUES (1, 1, 5, 'won', 0, 2, 0, 'normal', '{}', 120, 40, 1.0, 2.0, 1)",
    "INSERT INTO seat_results (game_id, seat, user_id, name, computer_level, side, place,"
    " coins_home, kills_made, kills_suffered, stacks, paras, throws, missed_turns, left_game,"
    " guild_id, finished_at, seq) VALUES (1, 0, 11, 'Dawa', NULL, 0, 1, 9, 2, 1, 1, 0, 20, 0, 0,"
    " 5, 2.0, 1)",
    "INSERT INTO seat_results (game_id, seat, user_id, name, computer_level, side, place,"
    " coins_home, kills_made, kills_suffered, stacks, paras, throws, missed_turns, left_game,"
    " guild_id, finished_at, seq) VALUES (1, 1, 12, 'Pema', NULL, 1, 2, 4, 1, 2, 0, 1, 20, 1, 0,"
    " 5, 2.0, 1)",
    "INSERT INTO rating_changes (game_id, scope, user_id, seq, mu_before, sigma_before, mu_after,"
    " sigma_after, games) VALUES (1, 0, 11, 1, 25.0, 8.3, 27.0, 7.9, 1)",
]


async def at_version_8(database: Path | str) -> None:
    """A database at schema version 8 holding a won game's result, its seats and a rating
    change."""
    if isinstance(database, Path):
        async with aiosqlite.connect(database, isolation_level=None) as conn:
            assert await migrate(conn, load_migrations()[:BEFORE]) == BEFORE
            for statement in OLD_ROWS:
                await conn.execute(statement)
        return
    conn = await asyncpg.connect(database)
    try:
        migrations = load_migrations(Dialect.POSTGRESQL)[:BEFORE]
        assert await postgres_store.migrate(conn, migrations) == BEFORE
        for statement in OLD_ROWS:
            await conn.execute(statement)
    finally:
        await conn.close()


def resigned(game_id: int) -> GameResult:
    """Pema gave up a game of two: Dawa won, Pema left it, last."""
    return GameResult(
        game_id=game_id,
        guild_id=5,
        end_reason=EndReason.RESIGNED,
        winner_side=0,
        players=2,
        computers=0,
        computer_level=Level.NORMAL,
        options=Options(),
        turn_seconds=120,
        throws=12,
        started_at=3.0,
        finished_at=4.0,
        rated=True,
        seats=(
            SeatResult(0, 11, "Dawa", 0, 1, coins_home=2, throws=6),
            SeatResult(1, 12, "Pema", 1, 3, coins_home=1, throws=6, left=True),
        ),
    )


async def test_results_stored_before_come_through_and_a_resigned_one_is_kept(
    database: Path | str,
) -> None:
    await at_version_8(database)
    store = await Store.open(database)
    try:
        old = await store.results.get(1)
        assert old is not None
        assert (old.end_reason, old.winner_side, old.seq) == (EndReason.WON, 0, 1)
        assert [(s.name, s.place) for s in old.seats] == [("Dawa", 1), ("Pema", 2)]
        changes = await store.ratings.of_game(1, 0)
        assert [(c.user_id, c.after.mu) for c in changes] == [(11, 27.0)]

        kept = await store.results.record(resigned(2))
        again = await store.results.get(2)
        assert again is not None
        assert (again.end_reason, again.winner_side, kept.seq) == (EndReason.RESIGNED, 0, 2)
        assert [(s.place, s.left) for s in again.seats] == [(1, False), (3, True)]
        nonsense = replace(resigned(3), end_reason=Nonsense.GAVE_UP)
        with pytest.raises(Exception, match=r"(?i)check"):
            await store.results.record(nonsense)  # type: ignore[arg-type]
    finally:
        await store.close()
