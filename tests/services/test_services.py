"""The game services in-process: whole games, races, clocks, restarts and damaged records."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from bot.services.errors import DamagedGameError, StaleActionError
from bot.services.games import GameService
from bot.services.hosted import HostedGame, Timing
from bot.services.snapshot import dump_table, load_table
from bot.table.actions import Miss
from bot.table.config import TableConfig
from bot.table.errors import NotYourTurnError, ShoError
from bot.table.status import GameStatus
from bot.table.table import Table
from bot.ui.kit.refusals import refusal
from bot.ui.kit.seat_names import seat_names
from tests.kit.servicekit import DAWA, HOST, PEMA, FakeClock, play_person_turns, service_on, until


async def open_game(service: GameService, players: int = 3, computers: int = 0) -> HostedGame:
    return await service.open_table(1, 10, HOST, "Tashi", TableConfig(players, computers))


async def test_a_game_with_people_and_a_computer_ends_and_replays(tmp_path: Path) -> None:
    async with service_on(tmp_path / "g.db") as (service, recorder):
        view = await open_game(service)
        view = await service.join(view.id, DAWA, "Dawa")
        view = await service.start(view.id, HOST)
        assert seat_names(view.table.seats) == ("Tashi", "Dawa", "Computer 1")
        end = await play_person_turns(service, view.id)
        assert end.table.status is GameStatus.FINISHED
        record = await service.record(view.id)
        assert len(record) == end.version
        assert dump_table(Table.replay(record)) == dump_table(end.table)
        assert recorder.changes[-1].version == end.version


async def test_fifty_clicks_at_once_change_the_game_once(tmp_path: Path) -> None:
    async with service_on(tmp_path / "g.db") as (service, _):
        view = await open_game(service, players=2)
        view = await service.join(view.id, DAWA, "Dawa")  # the table is full: it starts
        actor = view.table.actor
        assert actor is not None
        assert actor.user_id is not None
        clicks = [service.throw(view.id, actor.user_id, view.version) for _ in range(50)]
        results = await asyncio.gather(*clicks, return_exceptions=True)
        done = [r for r in results if isinstance(r, HostedGame)]
        refused = [r for r in results if isinstance(r, StaleActionError)]
        assert {refusal(r) for r in refused} == {"Already done: your first click counted."}
        assert len(done) == 1
        assert len(refused) == 49
        assert (await service.get(view.id)).version == view.version + 1


async def test_out_of_turn_and_strangers_are_refused_without_change(tmp_path: Path) -> None:
    async with service_on(tmp_path / "g.db") as (service, _):
        view = await open_game(service, players=2)
        view = await service.join(view.id, DAWA, "Dawa")  # the table is full: it starts
        waiting = DAWA if view.table.actor and view.table.actor.user_id == HOST else HOST
        with pytest.raises(NotYourTurnError):
            await service.throw(view.id, waiting, view.version)
        with pytest.raises(ShoError):
            await service.throw(view.id, PEMA, view.version)
        assert (await service.get(view.id)).version == view.version


async def test_the_clock_reminds_then_the_computer_plays_and_three_misses_mean_away(
    tmp_path: Path,
) -> None:
    clock = FakeClock()
    async with service_on(tmp_path / "g.db", clock=clock) as (service, recorder):
        view = await open_game(service, players=2, computers=1)  # full: it starts at once
        turn = view.table.config.turn_seconds
        for missed in range(1, 4):
            await until(lambda: _person_to_throw(service, view.id))
            clock.advance(turn / 2 + 1)
            service.wake()
            await until(lambda m=missed: len(recorder.reminders) >= m)
            clock.advance(turn / 2)
            service.wake()
            await until(lambda m=missed: _missed(service, view.id, m))
        seat = (await service.get(view.id)).table.seats[0]
        assert seat.away
        assert seat.missed == 3
        back = await service.back(view.id, HOST)
        assert not back.table.seats[0].away
        assert back.table.seats[0].missed == 0


async def test_deserted_games_pause_and_end_after_a_day(tmp_path: Path) -> None:
    clock = FakeClock()
    timing = Timing(computer_delay=0.05)
    async with service_on(tmp_path / "g.db", clock=clock, timing=timing) as (service, _):
        view = await open_game(service, players=2, computers=1)  # full: it starts at once
        await miss_turns(service, clock, view.id, 3)  # three misses: away, the computer plays on
        await until(lambda: _seat_away(service, view.id))
        clock.advance(timing.away_pause + 1)
        service.wake()
        await until(lambda: _status(service, view.id, GameStatus.PAUSED))
        clock.advance(timing.paused_end + 1)
        service.wake()
        await until(lambda: _status(service, view.id, GameStatus.CANCELLED))


async def test_an_unused_lobby_closes(tmp_path: Path) -> None:
    clock = FakeClock()
    async with service_on(tmp_path / "g.db", clock=clock) as (service, _):
        view = await open_game(service)
        clock.advance(service.timing.lobby + 1)
        service.wake()
        await until(lambda: _status(service, view.id, GameStatus.CANCELLED))
        assert await service.live_in_channel(10) is None


async def test_clocks_and_computer_turns_survive_a_restart(tmp_path: Path) -> None:
    clock = FakeClock()
    db = tmp_path / "g.db"
    async with service_on(db, clock=clock) as (service, _):
        view = await open_game(service, players=2, computers=1)  # full: it starts at once
        await until(lambda: _person_to_throw(service, view.id))
        before = await service.get(view.id)
    async with service_on(db, clock=clock) as (service, recorder):
        assert await service.resume_all() == 1
        await until(lambda: recorder.resumed)
        assert [v.id for v in recorder.resumed] == [view.id]
        assert before.deadline is not None
        clock.advance(before.deadline - clock.now + 1)
        service.wake()
        await until(lambda: _missed(service, view.id, 1))


async def test_a_snapshot_written_by_the_standard_json_module_loads_as_before(
    tmp_path: Path,
) -> None:
    async with service_on(tmp_path / "g.db") as (service, _):
        view = await open_game(service, players=2)
        view = await service.join(view.id, DAWA, "Pema Tšering 🎲")
        view = await play_person_turns(service, view.id)
    table = view.table
    # Snapshots saved before orjson: spaces after separators, non-ASCII escaped.
    old = json.dumps(json.loads(dump_table(table)))
    assert "\\u" in old
    assert old != dump_table(table)
    assert load_table(old) == table
    assert dump_table(load_table(old)) == dump_table(table)


async def test_a_damaged_snapshot_is_rebuilt_from_the_record(tmp_path: Path) -> None:
    db = tmp_path / "g.db"
    async with service_on(db) as (service, _):
        view = await open_game(service, players=2)
        view = await service.join(view.id, DAWA, "Dawa")
        good = dump_table(view.table)
    await _damage(db, view.id, snapshot="{}")
    async with service_on(db) as (service, _):
        again = await service.get(view.id)
        assert dump_table(again.table) == good


async def test_a_damaged_record_stops_only_that_game(tmp_path: Path) -> None:
    db = tmp_path / "g.db"
    async with service_on(db) as (service, _):
        broken = await open_game(service, players=2)
        other = await service.open_table(1, 11, DAWA, "Dawa", TableConfig(2, 0))
    await _damage(db, broken.id, snapshot="{}", first_action='{"type": "nonsense"}')
    async with service_on(db) as (service, _):
        with pytest.raises(DamagedGameError):
            await service.get(broken.id)
        assert [v.id for v in await service.live_in_guild(1)] == [other.id]
        assert (await service.join(other.id, PEMA, "Pema")).table.status is GameStatus.ACTIVE


async def miss_turns(service: GameService, clock: FakeClock, game: int, count: int) -> None:
    """Let the clock run out on the person's next `count` turns."""
    for missed in range(1, count + 1):
        await until(lambda: _person_to_throw(service, game))
        clock.advance((await service.get(game)).table.config.turn_seconds + 1)
        service.wake()
        await until(lambda m=missed: _missed(service, game, m))


async def _damage(db: Path, game: int, *, snapshot: str, first_action: str | None = None) -> None:
    import aiosqlite

    async with aiosqlite.connect(db) as conn:
        await conn.execute("UPDATE games SET snapshot = ? WHERE id = ?", (snapshot, game))
        if first_action is not None:
            await conn.execute(
                "UPDATE game_actions SET payload = ? WHERE game_id = ? AND seq = 1",
                (first_action, game),
            )
        await conn.commit()


async def _person_to_throw(service: GameService, game: int) -> bool:
    """A person is to throw, with a fresh clock (not in the moment between a miss and the
    computer's throw for them)."""
    view = await service.get(game)
    record = await service.record(game)
    if len(record) != view.version:  # read in between two actions: look again
        return False
    actor, table = view.table.actor, view.table
    to_throw = bool(actor and not actor.autoplay and table.game and table.game.pending is None)
    return to_throw and not isinstance(record[-1], Miss)


async def _missed(service: GameService, game: int, count: int) -> bool:
    table = (await service.get(game)).table
    return table.seats[0].missed >= count


async def _seat_away(service: GameService, game: int) -> bool:
    return (await service.get(game)).table.seats[0].away


async def _status(service: GameService, game: int, status: GameStatus) -> bool:
    return (await service.get(game)).table.status is status
