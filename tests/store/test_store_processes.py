"""Several processes on one database, each with its own store (its own connections): they
migrate once, a lost update is still refused, and results are numbered without a clash."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path

import pytest

from bot.engine import Level, Options
from bot.store import StaleVersionError, Store
from bot.store.result_models import GameResult
from bot.store.schema import Dialect, load_migrations
from bot.table.end_reason import EndReason
from tests.kit.databases import fresh_postgres_database
from tests.kit.pgserver import NoServer
from tests.store.test_store import new_game, throw

PROCESSES = 4


def test_both_dialects_have_the_same_numbered_migrations() -> None:
    sqlite, postgresql = load_migrations(Dialect.SQLITE), load_migrations(Dialect.POSTGRESQL)
    assert [(m.number, m.name) for m in postgresql] == [(m.number, m.name) for m in sqlite]


async def test_processes_starting_together_migrate_once(database: Path | str) -> None:
    stores = await asyncio.gather(*(Store.open(database) for _ in range(PROCESSES)))
    try:
        games = [await store.games.create(new_game()) for store in stores]
        assert [game.id for game in games] == [1, 2, 3, 4]
        for store in stores:
            assert len(await store.games.all_live()) == PROCESSES
    finally:
        for store in stores:
            await store.close()


async def test_saves_of_one_version_from_two_processes_let_one_through(
    database: Path | str,
) -> None:
    first, second = await Store.open(database), await Store.open(database)
    try:
        game = await first.games.create(new_game())
        for round_ in range(10):
            outcomes = await asyncio.gather(
                first.games.save(dataclasses.replace(game, host_id=1), round_, throw(1)),
                second.games.save(dataclasses.replace(game, host_id=2), round_, throw(2)),
                return_exceptions=True,
            )
            saved = [o for o in outcomes if not isinstance(o, BaseException)]
            refused = [o for o in outcomes if isinstance(o, StaleVersionError)]
            assert (len(saved), len(refused)) == (1, 1), outcomes
            game = saved[0]
        assert [a.seq for a in await second.games.actions(game.id)] == list(range(1, 11))
    finally:
        await first.close()
        await second.close()


def won(game_id: int, guild_id: int) -> GameResult:
    return GameResult(
        game_id, guild_id, EndReason.WON, 0, 2, 1, Level.EASY, Options(), 60, 3, 100.0,
        200.0 + game_id, False, (),
    )  # fmt: skip


async def test_results_recorded_at_once_by_two_processes_get_distinct_numbers(
    database: Path | str,
) -> None:
    games = 12
    first, second = await Store.open(database), await Store.open(database)
    try:
        created = [await first.games.create(new_game()) for _ in range(games)]
        results = [won(game.id, game.guild_id) for game in created]
        stores = [first, second] * (games // 2)
        numbered = await asyncio.gather(
            *(store.results.record(result) for store, result in zip(stores, results, strict=True))
        )
        assert sorted(r.seq for r in numbered) == list(range(1, games + 1))
    finally:
        await first.close()
        await second.close()


async def test_without_a_server_the_postgresql_cases_say_why_they_are_skipped() -> None:
    with pytest.raises(pytest.skip.Exception) as skipped:
        await fresh_postgres_database(NoServer("no initdb found (apt-get install postgresql)"))
    assert str(skipped.value) == (
        "PostgreSQL tests skipped: no PostgreSQL server could be started "
        "(no initdb found (apt-get install postgresql))"
    )
