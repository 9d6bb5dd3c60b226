"""Several processes on one database: each resumes and drives only the games of its shards."""

from __future__ import annotations

from pathlib import Path

from bot.services.games import GameService
from bot.services.hosted import HostedGame
from bot.store.shards import Shards, shard_of
from bot.table.config import TableConfig
from tests.kit.servicekit import DAWA, HOST, FakeClock, service_on, until

ON_SHARD_0, ON_SHARD_1 = 10 << 22, 11 << 22  # guild ids Discord puts on shards 0 and 1 of 2


def test_a_guilds_shard_is_its_id_shifted_by_22_modulo_the_count() -> None:
    assert (shard_of(ON_SHARD_0, 2), shard_of(ON_SHARD_1, 2)) == (0, 1)
    assert shard_of(81384788765712384, 4) == (81384788765712384 >> 22) % 4
    shards = Shards(4, (2, 3))
    assert [shards.owns(guild << 22) for guild in range(4)] == [False, False, True, True]


async def started_game(service: GameService, guild: int, channel: int) -> HostedGame:
    """A person against a computer (full, so it starts at once), waiting for the person."""
    view = await service.open_table(guild, channel, HOST, "Tashi", TableConfig(2, 1))
    await until(lambda: _person_to_throw(service, view.id))
    return await service.get(view.id)


async def test_each_process_resumes_and_drives_only_the_games_of_its_shards(
    tmp_path: Path,
) -> None:
    clock, db = FakeClock(), tmp_path / "g.db"
    async with service_on(db, clock=clock) as (service, _):
        first = await started_game(service, ON_SHARD_0, 1)
        second = await started_game(service, ON_SHARD_1, 2)
        await service.open_table(ON_SHARD_1, 3, DAWA, "Dawa", TableConfig(3, 0))

    async with service_on(db, clock=clock, shards=Shards(2, (0,))) as (service, recorder):
        assert await service.resume_all() == 1
        await until(lambda: recorder.resumed)
        assert [view.id for view in recorder.resumed] == [first.id]
        assert first.deadline is not None
        assert second.deadline is not None
        clock.advance(max(first.deadline, second.deadline) - clock.now + 1)
        service.wake()
        await until(lambda: _missed(service, first.id))
        assert (await service.get(second.id)).version == second.version, "not its game"

    async with service_on(db, clock=clock, shards=Shards(2, (1,))) as (service, recorder):
        assert await service.resume_all() == 2, "the second game and the lobby"
        await until(lambda: recorder.resumed)
        assert [view.id for view in recorder.resumed] == [second.id]
        service.wake()
        await until(lambda: _missed(service, second.id))


async def _person_to_throw(service: GameService, game: int) -> bool:
    table = (await service.get(game)).table
    actor = table.actor
    return bool(actor and not actor.autoplay and table.game and table.game.pending is None)


async def _missed(service: GameService, game: int) -> bool:
    return (await service.get(game)).table.seats[0].missed >= 1
