"""End to end: two `python -m bot` processes, each running the shard of its own guild, on one
PostgreSQL database. Each fake Discord stands for the gateway of one shard (Discord sends a
guild's events to its shard only). Games are played in both guilds at once, one process is
SIGKILLed mid-game and started again, the other guild's game never notices, and the global
leaderboard counts both guilds' games once."""

from __future__ import annotations

import random
from pathlib import Path

from fakediscord import FakeDiscord
from kit.databases import fresh_postgres_database
from kit.pgserver import NoServer, Server
from test_restarts import play_a_little, saved_games

from bot.services.table import Status
from bot.store import GameStatus, Store
from bot.store.result_models import ALL_SERVERS, Order
from bot.store.shards import shard_of

BOT_ENV = {"SHO_COMPUTER_DELAY": "0.02", "LOG_LEVEL": "INFO"}
TURNS = 600


async def statuses(url: str) -> list[GameStatus]:
    store = await Store.open(url)
    try:
        games = [await store.games.get(game_id) for game_id in (1, 2)]
        return [game.status for game in games if game is not None]
    finally:
        await store.close()


async def record_lengths(url: str) -> dict[int, int]:
    store = await Store.open(url)
    try:
        return {game_id: len(await store.games.actions(game_id)) for game_id in (1, 2)}
    finally:
        await store.close()


def shard_count_apart(first: int, second: int) -> int:
    """The fewest shards (2 or more) that put the two guilds on different shards."""
    return next(c for c in range(2, 200) if shard_of(first, c) != shard_of(second, c))


async def test_two_processes_split_the_guilds_and_survive_a_kill(
    fake_discord: FakeDiscord, tmp_path: Path, postgres_server: Server | NoServer
) -> None:
    url = await fresh_postgres_database(postgres_server)
    one = fake_discord
    async with FakeDiscord() as two:
        count = shard_count_apart(one.guild_id, two.guild_id)
        env_of = {
            fake: {
                **BOT_ENV,
                "SHO_DATABASE_URL": url,
                "SHO_SHARD_COUNT": str(count),
                "SHO_SHARD_IDS": str(shard_of(fake.guild_id, count)),
            }
            for fake in (one, two)
        }
        dawa = one.add_user("dawa")
        two.add_user("nobody")  # user ids are global: the second fake must not reuse dawa's
        pema = two.add_user("pema")
        assert dawa.id != pema.id
        rng = random.Random(15)
        async with two.subprocess_bot(env=env_of[two], cwd=tmp_path) as second:
            async with one.subprocess_bot(env=env_of[one], cwd=tmp_path) as first:
                await one.slash("sho new", user=dawa, players=2, computers=1)
                await two.slash("sho new", user=pema, players=2, computers=1)
                for _ in range(3):
                    await play_a_little(one, dawa, rng)
                    await play_a_little(two, pema, rng)
                await first.kill()
            killed_at = await record_lengths(url)  # the killed process's game is at rest
            await play_a_little(two, pema, rng)  # the other guild plays on meanwhile
            async with one.subprocess_bot(env=env_of[one], cwd=tmp_path) as again:
                for _ in range(TURNS):
                    if await statuses(url) == [GameStatus.FINISHED, GameStatus.FINISHED]:
                        break
                    await play_a_little(one, dawa, rng)
                    await play_a_little(two, pema, rng)
                assert "Resumed 1 live game(s)" in again.output, again.output
            assert second.returncode is None, "the other process never stopped"
    games = await saved_games(url)
    assert len(games) == 2
    assert all(table.status is Status.FINISHED for table, _ in games.values())
    assert games[1][1] >= killed_at[1], "nothing committed before the kill is lost"

    store = await Store.open(url)
    try:
        board = await store.standings.leaderboard(
            ALL_SERVERS, 0.0, Order.WINS, offset=0, limit=10, caller=dawa.id, minimum=1
        )
    finally:
        await store.close()
    assert board.total == 2
    assert sorted((line.user_id, line.games) for line in board.lines) == sorted(
        [(dawa.id, 1), (pema.id, 1)]
    )
