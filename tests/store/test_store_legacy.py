"""Games stored by the bot before the typed record (schema version 2) keep working: migration 3
rewrites their records, their snapshots are rebuilt from the records, and every live game plays
on to its end. tests/data/schema2_games.db was made by tests/data/make_schema2_games.py.
Snapshots from before a computer's seat held its number read as numbers and draw the same names.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.services.hosted import HostedGame
from bot.services.snapshot import dump_table, load_table
from bot.store.schema import load_migrations
from bot.table.actions import Cancel, End, Miss, Open, Play, action_from_json, action_to_json
from bot.table.end_reason import EndReason
from bot.table.events import LeftGame, Played, TimedOut
from bot.table.status import GameStatus
from bot.table.table import Table
from bot.ui.table.messages import message_for
from devtools.fakediscord.components import TEXT_DISPLAY, walk
from tests.kit.servicekit import DAWA, NIMA, PEMA, FakeClock, play_person_turns, service_on

FIXTURE = Path(__file__).parents[1] / "data" / "schema2_games.db"
LIVE = {
    1: GameStatus.LOBBY,
    2: GameStatus.ACTIVE,
    3: GameStatus.ACTIVE,
    4: GameStatus.ACTIVE,
    8: GameStatus.ACTIVE,
}
OVER = {5: GameStatus.FINISHED, 6: GameStatus.CANCELLED, 7: GameStatus.CANCELLED}


@pytest.fixture
def old_db(tmp_path: Path) -> Path:
    db = tmp_path / "sho.db"
    shutil.copy(FIXTURE, db)
    return db


def stored(db: Path, sql: str) -> list[tuple[object, ...]]:
    with sqlite3.connect(db) as conn:
        return conn.execute(sql).fetchall()


def test_the_fixture_is_in_the_old_shape(old_db: Path) -> None:
    assert stored(old_db, "PRAGMA user_version") == [(2,)]
    reasons = stored(old_db, "SELECT payload FROM game_actions WHERE payload LIKE '%reason%'")
    assert {json.loads(p)["reason"] for (p,) in reasons} == {
        "cancelled by the host",
        "ended by a moderator or the host",
    }
    logs = [json.loads(s)["log"] for (s,) in stored(old_db, "SELECT snapshot FROM games")]
    assert all(isinstance(line, str) for log in logs for line in log), "sentences, then"


async def test_old_games_load_in_the_typed_form_and_replay(old_db: Path) -> None:
    async with service_on(old_db, clock=FakeClock(1_900_000_000.0)) as (service, _):
        for game_id, status in {**LIVE, **OVER}.items():
            view = await service.get(game_id)
            assert view.table.status is status, game_id
            record = await service.record(game_id)
            assert isinstance(record[0], Open)
            assert len(record) == view.version
            assert dump_table(Table.replay(record)) == dump_table(view.table)
            for action in record:
                assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action
        cancelled = (await service.get(6)).table
        assert cancelled.end_reason is EndReason.HOST_CANCELLED
        assert isinstance((await service.record(6))[-1], Cancel)
        ended = (await service.get(7)).table
        assert ended.end_reason is EndReason.ENDED
        assert (await service.record(7))[-1] == End(NIMA)
        assert (await service.get(5)).table.end_reason is EndReason.WON
        three = await service.get(3)
        assert any(isinstance(a, Miss) for a in await service.record(3))
        assert any(isinstance(e, TimedOut) for e in three.table.log)
        assert any(isinstance(e, Played) for e in three.table.log)
        four = await service.get(4)
        assert four.table.seats[3].left
        assert any(isinstance(e, LeftGame) for e in four.table.log)
        plays = [a for a in await service.record(4) if isinstance(a, Play)]
        assert any(a.by is not None for a in plays), "the computer played the seat that left"
    snapshots = stored(old_db, "SELECT id, snapshot FROM games ORDER BY id")
    assert all(snapshot is not None for _, snapshot in snapshots), "each rebuilt and saved"
    assert stored(old_db, "PRAGMA user_version") == [(len(load_migrations()),)]


@pytest.mark.slow
async def test_every_live_old_game_plays_to_its_end(old_db: Path) -> None:
    async with service_on(old_db, clock=FakeClock(1_900_000_000.0)) as (service, _):
        lobby = await service.join(1, DAWA, "Dawa")
        lobby = await service.join(1, PEMA, "Pema")
        assert lobby.table.status is GameStatus.ACTIVE, "a full table starts by itself"
        for game_id in LIVE:
            end = await play_person_turns(service, game_id)
            assert end.table.status is GameStatus.FINISHED, game_id
            assert end.table.end_reason is EndReason.WON
            record = await service.record(game_id)
            assert dump_table(Table.replay(record)) == dump_table(end.table)


NAMED_COMPUTERS = Path(__file__).parents[1] / "data" / "computer_names_snapshots.json"


@pytest.mark.parametrize("game", json.loads(NAMED_COMPUTERS.read_text("utf-8"))["games"])
def test_snapshots_that_named_their_computers_read_as_numbers_and_show_the_same_names(
    game: dict[str, Any],
) -> None:
    """Snapshots saved when a computer's seat held "Computer 2" and the log named who threw
    first (tests/data/computer_names_snapshots.json: a lobby whose computers were swapped, and
    that game after a computer threw first) load as the table their record builds, and draw
    the same names (the cards' text, since issue 36 drew the board as a Components V2 card)."""
    snapshot = json.dumps(game["snapshot"])
    assert '"Computer 2"' in snapshot, "the old shape"
    table = load_table(snapshot)
    record = [action_from_json(action) for action in game["record"]]
    assert dump_table(table) == dump_table(Table.replay(record))
    assert "Computer" not in dump_table(table), "saved again, it holds numbers"
    assert [seat.number for seat in table.seats] == [0, 2, 1, 0]
    view = HostedGame(7, 1, 2, None, None, None, False, 0.0, None, table)
    components = message_for(view).view.to_components()
    texts = [c["content"] for c in walk(components) if c["type"] == TEXT_DISPLAY]
    assert texts == game["drawn"]
