"""Games in a real temporary database: round trips, the optimistic version check, transactions."""

import asyncio
import dataclasses
import itertools
import json
from collections.abc import AsyncIterator, Awaitable
from pathlib import Path

import pytest

from bot.engine import Level, Options
from bot.store import NewAction, NewGame, Seat, StaleVersionError, Store, UnknownGameError
from bot.store.shards import Shards
from bot.table.status import GameStatus

GUILD, OTHER_GUILD = 1000, 2000
CHANNEL, THREAD, OTHER_CHANNEL = 11, 12, 13
ALICE, BOB = 501, 502


@pytest.fixture
async def store(database: Path | str) -> AsyncIterator[Store]:
    ticks = itertools.count(1_700_000_000)
    opened = await Store.open(database, clock=lambda: float(next(ticks)))
    yield opened
    await opened.close()


def new_game(**changes: object) -> NewGame:
    base = NewGame(
        guild_id=GUILD,
        channel_id=CHANNEL,
        host_id=ALICE,
        players=3,
        turn_seconds=90,
        options=Options(stacking_ends_turn=True),
        computer_level=Level.HARD,
        seats=(
            Seat(0, ALICE, "Alice"),
            Seat(1, None, "Computer", is_computer=True, computer_level=Level.HARD),
        ),
    )
    return dataclasses.replace(base, **changes)


def throw(n: int) -> NewAction:
    return NewAction(user_id=ALICE, payload=json.dumps({"throw": [n, 1]}))


class Boom(Exception):
    """Raised on purpose inside a transaction."""


async def fail_in_transaction(store: Store, *steps: Awaitable[object], pause: float = 0) -> None:
    """Run the steps in one transaction, then fail it."""
    async with store.transaction():
        for step in steps:
            await step
        await asyncio.sleep(pause)
        raise Boom


async def test_create_then_get_returns_the_same_game(store: Store) -> None:
    game = await store.games.create(new_game(snapshot='{"turn": 0}', deadline=1.5))
    assert game.version == 0
    assert game.status is GameStatus.LOBBY
    assert game.options == Options(stacking_ends_turn=True, no_nine_stack=False)
    assert game.seats == new_game().seats
    assert (game.snapshot, game.deadline, game.reminded) == ('{"turn": 0}', 1.5, False)
    assert game.created_at == game.updated_at
    assert await store.games.get(game.id) == game


async def test_get_of_an_unknown_id_is_none(store: Store) -> None:
    assert await store.games.get(12345) is None


async def test_save_writes_every_field_bumps_the_version_and_numbers_actions(
    store: Store,
) -> None:
    game = await store.games.create(new_game())
    changed = dataclasses.replace(
        game,
        status=GameStatus.ACTIVE,
        snapshot='{"turn": 1}',
        deadline=123.25,
        reminded=True,
        last_human_action_at=99.5,
        options=Options(no_nine_stack=True),
        seats=(*game.seats, Seat(2, BOB, "Bob", missed_turns=2, away=True)),
    )
    first = await store.games.save(changed, expected_version=0, action=throw(1))
    second = await store.games.save(first, expected_version=1, action=throw(2))
    third = await store.games.save(second, expected_version=2)

    assert (first.version, second.version, third.version) == (1, 2, 3)
    assert third.updated_at > first.updated_at > game.created_at
    assert third == await store.games.get(game.id)
    assert dataclasses.replace(third, version=0, updated_at=0) == dataclasses.replace(
        changed, version=0, updated_at=0
    )
    actions = await store.games.actions(game.id)
    assert [(a.seq, a.user_id, json.loads(a.payload)) for a in actions] == [
        (1, ALICE, {"throw": [1, 1]}),
        (2, ALICE, {"throw": [2, 1]}),
    ]


async def test_where_a_game_is_shown_is_written_alone_and_no_save_undoes_it(
    store: Store,
) -> None:
    game = await store.games.create(new_game())
    read_before = await store.games.save(game, 0, throw(1))
    await store.games.show_board(game.id, THREAD, 777)
    await store.games.show_ping(game.id, 888)
    shown = await store.games.get(game.id)
    assert shown is not None
    assert (shown.board_channel_id, shown.board_message_id, shown.ping_message_id) == (
        THREAD, 777, 888
    )  # fmt: skip
    assert shown.version == read_before.version, "showing is not a change of the game"
    after = await store.games.save(
        dataclasses.replace(read_before, status=GameStatus.ACTIVE), read_before.version
    )
    assert (after.board_channel_id, after.board_message_id, after.ping_message_id) == (
        THREAD, 777, 888
    )  # fmt: skip
    await store.games.show_ping(game.id, None)
    assert (await store.games.get(game.id)) == dataclasses.replace(after, ping_message_id=None)


async def test_save_with_a_stale_version_raises_and_writes_nothing(store: Store) -> None:
    game = await store.games.create(new_game())
    saved = await store.games.save(game, 0, throw(1))
    with pytest.raises(StaleVersionError) as caught:
        await store.games.save(dataclasses.replace(game, status=GameStatus.CANCELLED), 0, throw(2))
    assert (caught.value.expected, caught.value.actual) == (0, 1)
    assert await store.games.get(game.id) == saved
    assert len(await store.games.actions(game.id)) == 1


async def test_save_of_an_unknown_game_raises(store: Store) -> None:
    game = await store.games.create(new_game())
    with pytest.raises(UnknownGameError):
        await store.games.save(dataclasses.replace(game, id=game.id + 1), 0)


async def test_seats_are_replaced_on_save(store: Store) -> None:
    game = await store.games.create(new_game())
    left = await store.games.save(dataclasses.replace(game, seats=game.seats[:1]), 0)
    assert left.seats == (Seat(0, ALICE, "Alice"),)
    assert (await store.games.get(game.id)).seats == left.seats


async def test_a_save_that_says_the_seats_are_unchanged_leaves_them_as_stored(
    store: Store,
) -> None:
    game = await store.games.create(new_game())
    kept = await store.games.save(
        dataclasses.replace(game, seats=game.seats[:1]), 0, seats_changed=False
    )
    assert len(game.seats) == 2, "the fixture's game has a seat to lose"
    assert (await store.games.get(game.id)).seats == game.seats
    assert kept.version == 1


async def test_live_games_by_channel_thread_guild(store: Store) -> None:
    lobby = await store.games.create(new_game())
    in_thread = await store.games.create(
        new_game(channel_id=OTHER_CHANNEL, board_channel_id=THREAD, status=GameStatus.ACTIVE)
    )
    paused = await store.games.create(new_game(status=GameStatus.PAUSED))
    elsewhere = await store.games.create(new_game(guild_id=OTHER_GUILD, channel_id=99))
    for status in (GameStatus.FINISHED, GameStatus.CANCELLED, GameStatus.BROKEN):
        await store.games.create(new_game(status=status))

    def ids(games: list) -> list[int]:
        return [g.id for g in games]

    assert ids(await store.games.live_in_channel(CHANNEL)) == [lobby.id, paused.id]
    assert ids(await store.games.live_in_channel(THREAD)) == [in_thread.id]
    assert ids(await store.games.live_in_channel(OTHER_CHANNEL)) == [in_thread.id]
    assert ids(await store.games.live_in_guild(GUILD)) == [lobby.id, in_thread.id, paused.id]
    assert ids(await store.games.all_live()) == [lobby.id, in_thread.id, paused.id, elsewhere.id]
    assert (await store.games.live_in_channel(CHANNEL))[0].seats == lobby.seats


async def test_a_failed_transaction_leaves_nothing(store: Store) -> None:
    game = await store.games.create(new_game())
    with pytest.raises(Boom):
        await fail_in_transaction(
            store,
            store.games.create(new_game(channel_id=OTHER_CHANNEL)),
            store.games.save(game, 0, throw(1)),
        )
    assert await store.games.live_in_channel(OTHER_CHANNEL) == []
    assert await store.games.get(game.id) == game
    assert await store.games.actions(game.id) == []


async def test_a_failed_inner_step_is_undone_while_the_outer_transaction_commits(
    store: Store,
) -> None:
    game = await store.games.create(new_game())
    async with store.transaction():
        saved = await store.games.save(game, 0, throw(1))
        with pytest.raises(StaleVersionError):
            await store.games.save(game, 0, throw(2))
        with pytest.raises(Boom):
            await fail_in_transaction(store, store.games.create(new_game(channel_id=OTHER_CHANNEL)))
    assert await store.games.get(game.id) == saved
    assert [a.seq for a in await store.games.actions(game.id)] == [1]
    assert await store.games.live_in_channel(OTHER_CHANNEL) == []


async def test_a_constraint_violation_leaves_nothing(store: Store) -> None:
    human_without_id = Seat(1, None, "Ghost", is_computer=False)
    with pytest.raises(Exception, match=r"CHECK constraint failed|violates check constraint"):
        await store.games.create(new_game(seats=(human_without_id,)))
    assert await store.games.all_live() == []


async def test_concurrent_saves_of_one_version_let_exactly_one_through(store: Store) -> None:
    game = await store.games.create(new_game())

    async def save(n: int) -> bool:
        try:
            await store.games.save(dataclasses.replace(game, snapshot=f'{{"n": {n}}}'), 0, throw(n))
        except StaleVersionError:
            return False
        return True

    outcomes = await asyncio.gather(*(save(n) for n in range(1, 9)))
    assert outcomes.count(True) == 1
    stored = await store.games.get(game.id)
    winner = outcomes.index(True) + 1
    assert stored.version == 1
    assert stored.snapshot == f'{{"n": {winner}}}'
    assert [json.loads(a.payload) for a in await store.games.actions(game.id)] == [
        {"throw": [winner, 1]}
    ]


async def test_concurrent_read_modify_write_loops_lose_no_update(store: Store) -> None:
    game = await store.games.create(new_game())
    workers, rounds = 6, 5

    async def worker(n: int) -> None:
        for _ in range(rounds):
            while True:
                current = await store.games.get(game.id)
                await asyncio.sleep(0)  # let the others read the same version
                try:
                    await store.games.save(current, current.version, throw(n))
                    break
                except StaleVersionError:
                    continue

    await asyncio.gather(*(worker(n) for n in range(1, workers + 1)))
    assert (await store.games.get(game.id)).version == workers * rounds
    seqs = [a.seq for a in await store.games.actions(game.id)]
    assert seqs == list(range(1, workers * rounds + 1))


async def test_concurrent_transactions_do_not_interleave(store: Store) -> None:
    """A task's transaction never sees (or commits) another task's half-done work."""
    game = await store.games.create(new_game())

    async def fails_midway() -> None:
        with pytest.raises(Boom):
            await fail_in_transaction(store, store.games.save(game, 0, throw(1)), pause=0.01)

    async def saves_later() -> None:
        await asyncio.sleep(0.001)
        await store.games.save(game, 0, throw(2))

    await asyncio.gather(fails_midway(), saves_later())
    assert (await store.games.get(game.id)).version == 1
    assert [json.loads(a.payload) for a in await store.games.actions(game.id)] == [
        {"throw": [2, 1]}
    ]


async def test_live_games_of_some_shards(store: Store) -> None:
    on_shard = {
        shard: await store.games.create(new_game(guild_id=(7 * 4 + shard) << 22))
        for shard in range(4)
    }
    await store.games.create(new_game(guild_id=(1 << 22) + 5, status=GameStatus.FINISHED))
    two_three = await store.games.all_live(Shards(4, (2, 3)))
    assert [g.id for g in two_three] == [on_shard[2].id, on_shard[3].id]
    assert [g.id for g in await store.games.all_live(Shards(4, (1,)))] == [on_shard[1].id]
    assert len(await store.games.all_live(Shards(1, (0,)))) == 4


async def test_saves_of_many_games_at_once_all_land_and_one_bad_unit_fails_alone(
    store: Store,
) -> None:
    """SQLite commits waiting saves together; a unit that fails is retried alone and fails
    alone (PostgreSQL commits each on its own: the same outcome)."""
    games = [await store.games.create(new_game(channel_id=100 + i)) for i in range(20)]
    saved = await asyncio.gather(
        *(
            store.games.save(g, 0, throw(i % 6 + 1), seats_changed=False)
            for i, g in enumerate(games)
        )
    )
    assert [s.version for s in saved] == [1] * 20
    for game in games:
        assert [a.seq for a in await store.games.actions(game.id)] == [1]

    db = store._db
    duplicate = (
        "INSERT INTO seats (game_id, seat, display_name) VALUES (?, 0, 'again')",
        (games[0].id,),
    )
    good = [store.games.save(saved[i], 1, throw(2), seats_changed=False) for i in range(1, 6)]
    results = await asyncio.gather(db.commit_each([duplicate]), *good, return_exceptions=True)
    assert isinstance(results[0], Exception), "the duplicate seat is refused"
    assert [r.version for r in results[1:]] == [2] * 5, "the other saves of the group landed"
    assert [s.seat for s in (await store.games.get(games[0].id)).seats] == [0, 1]
