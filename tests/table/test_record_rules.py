"""The rules of a game's record, checked over the code and over real games: facts only in what
is stored (no sentences), typed actions, no untyped attributes on the bot."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from enum import Enum
from pathlib import Path
from typing import Any

from bot.engine import Level, MoveKind, ThrowKind
from bot.engine.options import OpeningRule, ParaRule, Preset
from bot.store import Store
from bot.table.actions import Autoplay, action_to_json
from bot.table.config import TableConfig
from bot.table.end_reason import EndReason
from bot.table.status import GameStatus
from tests.kit.servicekit import DAWA, HOST, PEMA, FakeClock, play_person_turns, service_on

ROOT = Path(__file__).resolve().parents[2]
ENUMS: tuple[type[Enum], ...] = (
    GameStatus, EndReason, Level, ThrowKind, MoveKind, Autoplay, ParaRule, OpeningRule, Preset
)  # fmt: skip


def strings_in(data: Any, key: str = "") -> Iterator[tuple[str, str]]:
    """Every (key, string) pair in a JSON value, dict keys excluded."""
    if isinstance(data, str):
        yield key, data
    elif isinstance(data, dict):
        for name, value in data.items():
            yield from strings_in(value, name)
    elif isinstance(data, list):
        for value in data:
            yield from strings_in(value, key)


def project_modules() -> list[Path]:
    return sorted([*(ROOT / "bot").rglob("*.py"), *(ROOT / "cogs").rglob("*.py")])


def test_no_untyped_attribute_and_no_untyped_action() -> None:
    pattern = re.compile(r"type: ignore\[attr-defined\]|^\w*Action = dict", re.M)
    found = [
        f"{path.relative_to(ROOT)}: {match.group()}"
        for path in project_modules()
        for match in pattern.finditer(path.read_text("utf-8"))
    ]
    assert found == []


async def test_what_a_game_stores_is_facts_and_names_never_sentences(tmp_path: Path) -> None:
    """Snapshots, records, seats and results of games that ran every kind of action hold no
    words but names (a computer's seat holds no name at all)."""
    async with service_on(tmp_path / "g.db", clock=FakeClock()) as (service, _):
        played = await service.open_table(1, 10, HOST, "Tashi", TableConfig(3, 1, Level.EASY))
        await service.join(played.id, DAWA, "Dawa")
        await play_person_turns(service, played.id)
        left = await service.open_table(1, 11, HOST, "Tashi", TableConfig(3))
        await service.join(left.id, DAWA, "Dawa")
        await service.join(left.id, PEMA, "Pema")
        await service.leave(left.id, PEMA)
        await service.end(left.id, HOST, manager=False)
        lobby = await service.open_table(1, 12, DAWA, "Dawa", TableConfig(2))
        await service.cancel(lobby.id, DAWA)
        records = {g: await service.record(g) for g in (played.id, left.id, lobby.id)}
    names = {"Tashi", "Dawa", "Pema"}  # a computer is named by its number when drawn
    allowed = names | {""} | {member.value for enum in ENUMS for member in enum}
    store = await Store.open(tmp_path / "g.db")
    try:
        for game_id, record in records.items():
            row = await store.games.get(game_id)
            assert row is not None
            assert row.snapshot is not None
            result = await store.results.get(game_id)
            stored = [
                json.loads(row.snapshot),
                *(action_to_json(a) for a in record),
                [seat.display_name for seat in row.seats],
                [seat.name for seat in result.seats] if result is not None else [],
            ]
            words = {text for key, text in strings_in(stored) if key not in ("type", "event")}
            assert words <= allowed, (row.status, words - allowed)
    finally:
        await store.close()
