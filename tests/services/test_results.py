"""Results on a real database: places, what every seat did, leavers counted last, abandoned games,
computers never rated, and old games' results rebuilt from their records (migration 0004)."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from bot.engine import COINS, HOME, Options, State
from bot.services.games import GameService
from bot.services.hosted import HostedGame
from bot.services.results import side_places, steps_to_go
from bot.store import GuildSettings, Store
from bot.store.result_models import ALL_SERVERS, GameResult
from bot.table.config import TableConfig
from bot.table.end_reason import EndReason
from bot.table.events import Removed
from bot.table.status import GameStatus
from tests.kit.servicekit import DAWA, HOST, NIMA, PEMA, FakeClock, play_person_turns, service_on

GUILD = 1
NAMES = {HOST: "Tashi", DAWA: "Dawa", PEMA: "Pema", NIMA: "Nima"}


async def people_game(
    service: GameService, people: list[int], *, players: int | None = None, channel: int = 10
) -> HostedGame:
    """A started game of these people (computers fill the seats up to `players`)."""
    players = players or len(people)
    config = TableConfig(players, players - len(people))
    view = await service.open_table(GUILD, channel, people[0], NAMES[people[0]], config)
    for user in people[1:]:
        view = await service.join(view.id, user, NAMES[user])
    if view.table.status is GameStatus.LOBBY:
        view = await service.start(view.id, people[0])
    return view


async def result_of(service: GameService, game_id: int) -> GameResult:
    result = await service._store.results.get(game_id)
    assert result is not None
    return result


def state_of(board: dict[int, tuple[int, int]], hand: list[int], home: list[int]) -> State:
    cells = bytearray(64)
    for spot, (side, coins) in board.items():
        cells[spot] = coins << 2 | side
    sides = len(hand)
    players = 3 if sides == 3 else 2
    winner = next((i for i in range(sides) if home[i] == COINS), None)
    opened = tuple(True for _ in range(sides))
    return State(players, Options(), bytes(cells), tuple(hand), tuple(home), opened, 0, 0, winner)


def test_the_losers_are_placed_by_coins_home_then_by_steps_to_go() -> None:
    # Side 0 won; sides 1 and 2 both have 4 home, side 2 is nearer home: 2nd.
    nearer = state_of({60: (1, 5), 62: (2, 5)}, [0, 0, 0], [9, 4, 4])
    assert steps_to_go(nearer, 1) == 5 * (HOME - 60)
    assert side_places(nearer) == [1, 3, 2]
    more_home = state_of({10: (1, 3), 62: (2, 6)}, [0, 0, 0], [9, 6, 3])
    assert side_places(more_home) == [1, 2, 3], "coins home count before steps"
    in_hand = state_of({40: (1, 5), 41: (2, 4)}, [0, 0, 1], [9, 4, 4])
    assert steps_to_go(in_hand, 2) == 4 * 23 + 64, "a coin in hand has the whole track to go"
    assert side_places(in_hand) == [1, 2, 3]
    tie = state_of({}, [0, 5, 5], [9, 4, 4])
    assert side_places(tie) == [1, 2, 2], "equal sides share a place"


async def test_a_finished_game_records_every_seat(database: Path | str) -> None:
    clock = FakeClock()
    async with service_on(database, clock=clock) as (service, _):
        view = await people_game(service, [HOST, DAWA, PEMA])
        end = await play_person_turns(service, view.id)
        assert end.table.status is GameStatus.FINISHED
        result = await result_of(service, view.id)
    state = end.table.game.state  # type: ignore[union-attr]
    assert result.end_reason is EndReason.WON
    assert result.winner_side == state.winner
    assert (result.players, result.computers, result.guild_id) == (3, 0, GUILD)
    assert result.rated
    assert [s.user_id for s in result.seats] == [s.user_id for s in end.table.seats]
    places = side_places(state)
    assert [s.place for s in result.seats] == places
    assert sorted(places)[0] == 1
    assert places.count(1) == 1
    assert [s.coins_home for s in result.seats] == list(state.home)
    stats = end.table.stats
    assert sum(s.throws for s in result.seats) == result.throws == stats.throws
    assert sum(s.kills_made for s in result.seats) == stats.kills
    assert sum(s.kills_suffered for s in result.seats) == stats.kills, "one side each: no partners"
    assert sum(s.stacks for s in result.seats) == stats.stacks
    assert sum(s.paras for s in result.seats) == stats.paras
    assert not any(s.left or s.missed_turns for s in result.seats)
    assert result.started_at <= result.finished_at
    assert result.partners(0) == ()


async def test_partners_share_a_place_and_the_kills_they_suffer(database: Path | str) -> None:
    async with service_on(database, seed=4) as (service, _):
        view = await people_game(service, [HOST, DAWA, PEMA, NIMA])
        end = await play_person_turns(service, view.id)
        result = await result_of(service, view.id)
    assert end.table.status is GameStatus.FINISHED
    first, second, third, fourth = result.seats
    assert first.place == third.place
    assert second.place == fourth.place
    assert {first.place, second.place} == {1, 2}
    assert result.partners(0) == (third,)
    assert first.kills_suffered == third.kills_suffered
    assert sum(s.kills_made for s in result.seats) == end.table.stats.kills


async def test_a_player_who_left_is_last_even_if_their_side_wins(database: Path | str) -> None:
    async with service_on(database) as (service, _):
        view = await people_game(service, [HOST, DAWA, PEMA])
        await service.leave(view.id, PEMA)
        end = await play_person_turns(service, view.id)
        assert end.table.status is GameStatus.FINISHED
        result = await result_of(service, view.id)
    pema = result.seats[2]
    assert pema.left
    assert pema.user_id == PEMA
    assert pema.place == 4, "below every side (three sides)"
    assert {s.place for s in result.seats[:2]} <= {1, 2, 3}
    assert result.rated, "a seat that left is a person's seat, not a computer's"


async def test_a_game_ended_before_a_win_counts_only_for_the_leaver(database: Path | str) -> None:
    async with service_on(database) as (service, _):
        view = await people_game(service, [HOST, DAWA, PEMA])
        await service.kick(view.id, HOST, 2, manager=True)
        end = await service.end(view.id, HOST, manager=False)
        assert end.table.status is GameStatus.CANCELLED
        result = await result_of(service, view.id)
        store = service._store
        changes = await store.ratings.of_game(view.id, GUILD)
        everywhere = await store.ratings.of_game(view.id, ALL_SERVERS)
    assert result.end_reason is EndReason.ENDED
    assert result.abandoned
    assert [s.place for s in result.seats] == [None, None, 4]
    assert result.rated
    assert [c.user_id for c in changes] == [PEMA] == [c.user_id for c in everywhere]
    assert changes[0].after.mu < changes[0].before.mu, "rated as a loss"
    assert changes[0].after.games == 1


async def test_a_game_ended_after_the_host_removed_someone_counts_for_nobody(
    database: Path | str,
) -> None:
    async with service_on(database) as (service, _):
        view = await people_game(service, [HOST, DAWA, PEMA])
        await service.kick(view.id, HOST, 2, manager=False)
        await service.end(view.id, HOST, manager=False)
        result = await result_of(service, view.id)
        changes = await service._store.ratings.of_game(view.id, GUILD)
    assert [s.place for s in result.seats] == [None, None, None]
    assert result.seats[2].left, "kept: Pema was removed"
    assert not result.rated
    assert changes == []


async def test_a_removal_stored_before_removals_said_who_still_loads_and_counts(
    database: Path | str,
) -> None:
    async with service_on(database) as (service, _):
        view = await people_game(service, [HOST, DAWA, PEMA])
        await service.kick(view.id, HOST, 2, manager=False)
    store = await Store.open(database)
    try:  # the record and snapshot as the bot stored them before removals said who made them
        changed = await store._db.execute(
            "UPDATE game_actions SET payload = ? WHERE game_id = ? AND payload LIKE ?",
            ('{"type": "kick", "seat": 2}', view.id, '%"kick"%'),
        )
        assert changed == 1
        await store._db.execute("UPDATE games SET snapshot = NULL WHERE id = ?", (view.id,))
    finally:
        await store.close()
    async with service_on(database) as (service, _):
        loaded = await service.get(view.id)
        assert loaded.table.seats[2].left
        assert Removed("Pema", counted=True) in loaded.table.log, "rebuilt from the old record"
        end = await play_person_turns(service, view.id)
        assert end.table.status is GameStatus.FINISHED
        result = await result_of(service, view.id)
        changes = await service._store.ratings.of_game(view.id, GUILD)
    assert result.seats[2].place == 4, "counted last, as every removal was then"
    assert result.rated
    assert PEMA in [c.user_id for c in changes]


async def test_games_with_a_computer_are_recorded_but_rated_for_nobody(
    database: Path | str,
) -> None:
    async with service_on(database) as (service, _):
        view = await people_game(service, [HOST, DAWA], players=3)
        end = await play_person_turns(service, view.id)
        result = await result_of(service, view.id)
        assert await service._store.ratings.of_game(view.id, GUILD) == []
        assert await service._store.ratings.of(GUILD, [HOST, DAWA]) == {}
    assert end.table.status is GameStatus.FINISHED
    assert not result.rated
    assert result.computers == 1
    assert result.seats[2].user_id is None
    assert result.seats[2].computer_level is not None
    assert end.rating_changes == ()


async def test_a_lobby_closed_before_the_start_has_no_result(database: Path | str) -> None:
    async with service_on(database) as (service, _):
        view = await service.open_table(GUILD, 10, HOST, "Tashi", TableConfig(3))
        await service.cancel(view.id, HOST)
        assert await service._store.results.get(view.id) is None


FIXTURE = Path(__file__).parents[1] / "data" / "schema2_games.db"


async def test_old_games_get_their_results_from_their_records(tmp_path: Path) -> None:
    db = tmp_path / "sho.db"
    shutil.copy(FIXTURE, db)
    with sqlite3.connect(db) as old:
        assert old.execute("PRAGMA user_version").fetchone() == (2,)
        (won_at,) = old.execute("SELECT finished_at FROM results WHERE game_id = 5").fetchone()
        (ended_at,) = old.execute(
            "SELECT MAX(created_at) FROM game_actions WHERE game_id = 7"
        ).fetchone()
        assert old.execute("SELECT COUNT(*) FROM results").fetchone() == (1,)
    async with service_on(db, clock=FakeClock(1_900_000_000.0)) as (service, _):
        keeper = service._saved.keeper
        store = service._store
        queued = await store.results.backfill_queue()
        assert queued == [(5, won_at), (7, ended_at)], "started games that are over, in order"
        report = await keeper.backfill()
        assert report is not None
        assert await store.results.backfill_queue() == []
        assert await keeper.backfill() is None, "done once"
        won, ended = await store.results.get(5), await store.results.get(7)
        finished = (await service.get(5)).table
    assert won is not None
    assert ended is not None
    assert won.end_reason is EndReason.WON
    assert won.winner_side == finished.winner_side
    assert [s.user_id for s in won.seats] == [s.user_id for s in finished.seats]
    assert won.throws == finished.stats.throws
    assert won.seq < ended.seq, "in the order they ended"
    assert ended.end_reason is EndReason.ENDED
    assert ended.abandoned


async def test_the_store_keeps_one_result_per_game(database: Path | str) -> None:
    async with service_on(database) as (service, _):
        view = await people_game(service, [HOST, DAWA])
        await play_person_turns(service, view.id)
        result = await result_of(service, view.id)
        with pytest.raises(Exception, match=r"UNIQUE constraint failed|duplicate key"):
            await service._store.results.record(result)
        assert await result_of(service, view.id) == result


async def test_guild_settings_default_then_set_then_replace(database: Path | str) -> None:
    store = await Store.open(database)
    try:
        assert await store.guild_settings.get(GUILD) == GuildSettings(GUILD, turn_seconds=None)
        await store.guild_settings.set(GuildSettings(GUILD, turn_seconds=300))
        await store.guild_settings.set(GuildSettings(2, turn_seconds=60))
        assert await store.guild_settings.get(GUILD) == GuildSettings(GUILD, 300)
        await store.guild_settings.set(GuildSettings(GUILD, turn_seconds=None))
        assert await store.guild_settings.get(GUILD) == GuildSettings(GUILD, None)
        assert await store.guild_settings.get(2) == GuildSettings(2, 60)
    finally:
        await store.close()
