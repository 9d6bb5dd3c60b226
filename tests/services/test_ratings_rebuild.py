"""`python -m bot ratings rebuild` beside a running bot: a game that ends while the rebuild runs
keeps its ratings, on SQLite and on PostgreSQL; and on PostgreSQL a result recorded while the
rebuild writes waits for it (on SQLite, both hold the file's write lock)."""

from __future__ import annotations

import asyncio
import os
import sys
from dataclasses import replace
from pathlib import Path

import asyncpg
import pytest

from bot.client import ShoBot
from bot.services.ratings import Ratings, replay_ratings
from bot.store import Store
from bot.store.result_models import GameResult, Rating, RatingChange
from devtools.fakediscord import FakeDiscord, User
from tests.kit.databases import fresh_postgres_database
from tests.kit.game_support import ScriptedDice, game_bot, turn_line, two_player_game
from tests.kit.pgserver import NoServer, Server
from tests.kit.servicekit import until
from tests.services.test_ratings import result
from tests.store.test_store import new_game

WAIT = 60.0
"""Only a guard against a hang: every wait is for an event (a line, an exit, a message)."""

PAUSED_REBUILD = """
import sys

import bot.services.ratings as ratings
from bot.__main__ import main

replay = ratings.replay_ratings


def paused(results):
    # The rebuild's first replay comes after it read the results and before it writes the
    # ratings: it waits there for the test's word, while the bot ends a game.
    ratings.replay_ratings = replay
    print(f"read {len(results)} result(s)", flush=True)
    sys.stdin.readline()
    return replay(results)


ratings.replay_ratings = paused
sys.exit(main(["ratings", "rebuild"]))
"""
"""`python -m bot ratings rebuild`, held still between its reading and its writing."""


async def end_rated_game(fake: FakeDiscord, bot: ShoBot, host: User, guest: User) -> int:
    """A game for two that ends rated: the guest leaves, then the host ends it (only the
    leaver is rated, as last). Its id."""
    game_id, board = await two_player_game(fake, bot, host, guest)
    asked = await fake.slash("sho leave", user=guest)
    left = await fake.click(asked, "Yes, leave the game", user=guest)
    assert left.text.startswith("You left: the computer plays your seat")
    asked = await fake.slash("sho end", user=host)
    await fake.click(asked, "Yes, end the game", user=host)
    await fake.wait_for(lambda: turn_line(board).startswith("⏹️ This game has ended"))
    result = await bot.store.results.get(game_id)
    assert result is not None
    assert result.rated
    return game_id


@pytest.mark.slow
async def test_a_game_that_ends_while_the_ratings_are_rebuilt_keeps_its_ratings(
    fake_discord: FakeDiscord, tmp_path: Path, database: Path | str
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    dice = ScriptedDice.first_to_throw(0)
    dice.first_seats.append(0)
    if isinstance(database, Path):
        bot_file, url, where = database, None, {"SHO_DB_PATH": str(database)}
    else:
        bot_file, url, where = tmp_path / "unused.db", database, {"SHO_DATABASE_URL": database}
    async with game_bot(fake, bot_file, dice=dice, database_url=url) as bot:
        first = await end_rated_game(fake, bot, dawa, pema)
        rebuild = await asyncio.create_subprocess_exec(
            sys.executable,
            "-c",
            PAUSED_REBUILD,
            cwd=tmp_path,
            env={
                "PATH": os.environ.get("PATH", ""),
                "DISCORD_TOKEN": "not-used-by-a-rebuild",
                **where,
            },
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        try:
            assert rebuild.stdout is not None
            read = await asyncio.wait_for(rebuild.stdout.readline(), WAIT)
            assert read == b"read 1 result(s)\n", "the rebuild read the first game only"

            late = await end_rated_game(fake, bot, dawa, pema)

            out, err = await asyncio.wait_for(rebuild.communicate(b"go on\n"), WAIT)
        finally:
            if rebuild.returncode is None:
                rebuild.kill()
                await rebuild.wait()
        assert rebuild.returncode == 0, err.decode()
        assert out.decode().endswith(
            "Rebuilt 2 rating(s) from 2 game result(s): equal to the stored ones.\n"
        ), "the leaver's, in the server and in every server"

        store = bot.store
        results = await store.results.in_order()
        assert [result.game_id for result in results] == [first, late]
        assert await store.ratings.everything() == replay_ratings(results)
        (kept,) = await store.ratings.of_game(late, fake.guild_id)
        assert (kept.user_id, kept.after.games) == (pema.id, 2), "the late game is rated"


async def rated_game(store: Store) -> GameResult:
    """A new game's result, rated: two people, the first wins."""
    game = await store.games.create(new_game())
    return replace(result([1, 2], [0, 1]), game_id=game.id, guild_id=game.guild_id, seq=None)


async def waiting_for_a_lock(watcher: asyncpg.Connection) -> bool:
    """Whether a session of the watcher's database waits for an advisory lock."""
    waiting = await watcher.fetchval(
        "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
        " AND wait_event_type = 'Lock' AND wait_event = 'advisory'"
    )
    return bool(waiting)


async def test_a_result_recorded_while_a_rebuild_writes_waits_for_it_on_postgresql(
    postgres_server: Server | NoServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = await fresh_postgres_database(postgres_server)
    rebuilding, recording = await Store.open(url), await Store.open(url)
    watcher = await asyncpg.connect(url)
    try:
        first = await rated_game(rebuilding)
        await Ratings(rebuilding).record(first)
        late = await rated_game(recording)
        stored, changes = await rebuilding.ratings.everything()
        damaged = {key: Rating(1.0, 1.0, 1) for key in stored}
        await rebuilding.ratings.replace_all(damaged, changes)

        # The rebuild is held still once it has locked the recording of results.
        locked, go_on = asyncio.Event(), asyncio.Event()
        everything = rebuilding.ratings.everything

        async def held() -> tuple[dict[tuple[int, int], Rating], list[RatingChange]]:
            locked.set()
            await go_on.wait()
            return await everything()

        monkeypatch.setattr(rebuilding.ratings, "everything", held)
        rebuild = asyncio.create_task(Ratings(rebuilding).rebuild())
        await asyncio.wait_for(locked.wait(), WAIT)
        record = asyncio.create_task(Ratings(recording).record(late))
        await until(lambda: waiting_for_a_lock(watcher))
        assert not record.done()
        go_on.set()
        report = await asyncio.wait_for(rebuild, WAIT)
        late_changes = await asyncio.wait_for(record, WAIT)

        assert (report.games, report.unchanged) == (1, False), "it put the damage right"
        results = await recording.results.in_order()
        assert [r.game_id for r in results] == [first.game_id, late.game_id]
        assert await recording.ratings.everything() == replay_ratings(results)
        assert [c.after.games for c in late_changes] == [2, 2], "rated on the rebuilt ratings"
    finally:
        await watcher.close()
        await rebuilding.close()
        await recording.close()
