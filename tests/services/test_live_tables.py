"""The live games a process keeps in memory: never older than what it saved last."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from bot.services.live_tables import LiveTables
from bot.table.config import TableConfig
from bot.table.status import GameStatus
from tests.kit.servicekit import DAWA, HOST, service_on


async def test_a_read_that_ends_after_a_newer_save_does_not_replace_it(tmp_path: Path) -> None:
    async with service_on(tmp_path / "sho.db") as (service, _):
        opened = await service.open_table(1, 10, HOST, "Tashi", TableConfig(3))
        joined = await service.join(opened.id, DAWA, "Dawa")
        row = await service._store.games.get(opened.id)
    assert row is not None
    live = LiveTables()
    live.put(row, joined.table)
    older = dataclasses.replace(row, version=row.version - 1)
    live.put(older, opened.table)
    assert live.get(row.id) == (dataclasses.replace(row, snapshot=None), joined.table)
    newer = dataclasses.replace(row, version=row.version + 1)
    live.put(newer, opened.table)
    assert live.get(row.id) == (dataclasses.replace(newer, snapshot=None), opened.table)
    live.put(
        dataclasses.replace(newer, version=row.version + 2, status=GameStatus.FINISHED),
        opened.table,
    )
    assert live.get(row.id) is None, "a game that is over is forgotten"
