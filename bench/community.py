"""Standings speed: a real database with 10,000 finished games of 200 players, then the
median time of every leaderboard (scope x period x order), stats and history query.

Run from the project's root after installing it: `.venv/bin/python bench/community.py` (a
temporary SQLite file), or `... bench/community.py --database postgresql://...` (an empty
PostgreSQL database). Each query should take at most 50 ms at the median; the last line says
whether all did.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from bot.engine import Level, Options
from bot.services.community import Community, Scope
from bot.services.ratings import Ratings
from bot.store import NewGame, Store
from bot.store.result_models import GameResult, Order, Period, SeatResult
from bot.table.end_reason import EndReason
from bot.table.status import GameStatus

GAMES = 10_000
PLAYERS = 200
GUILDS = (1001, 1002)
"""Most games are in the first server; the second has a fifth of them."""
DAYS = 120
RUNS = 25
NOW = datetime.datetime(2026, 3, 20, 12, tzinfo=datetime.UTC).timestamp()
"""A Friday late in a month: the season holds 19 days of games, the week 4."""
BUDGET_MS = 50.0


def made_up_result(rng: random.Random, game_id: int, now: float) -> GameResult:
    """A finished game of 2 to 4 of the players (a few with a computer seat)."""
    players = rng.choice((2, 2, 3, 3, 4))
    people = rng.sample(range(1, PLAYERS + 1), players)
    computer = rng.random() < 0.1
    sides = 3 if players == 3 else 2
    order = rng.sample(range(sides), sides)
    seats = []
    for seat in range(players):
        side = seat % sides
        user = None if computer and seat == players - 1 else people[seat]
        seats.append(
            SeatResult(
                seat,
                user,
                f"P{user}",
                side,
                order[side] + 1,
                coins_home=9 if order[side] == 0 else rng.randrange(9),
                kills_made=rng.randrange(4),
                kills_suffered=rng.randrange(4),
                stacks=rng.randrange(5),
                paras=rng.randrange(3),
                throws=rng.randrange(30, 90),
                computer_level=Level.NORMAL if user is None else None,
            )
        )
    finished = now - rng.uniform(0, DAYS * 86400)
    guild = GUILDS[0] if rng.random() < 0.8 else GUILDS[1]
    return GameResult(
        game_id, guild, EndReason.WON, order.index(0), players, int(computer), Level.NORMAL,
        Options(), 120, sum(s.throws for s in seats), finished - 1800, finished, not computer,
        tuple(seats),
    )  # fmt: skip


async def fill(store: Store, now: float) -> None:
    rng = random.Random(13)
    ratings = Ratings(store)
    results = []
    async with store.transaction():
        for _ in range(GAMES):
            row = await store.games.create(
                NewGame(GUILDS[0], 1, 1, 2, 120, status=GameStatus.FINISHED)
            )
            results.append(made_up_result(rng, row.id, now))
    results.sort(key=lambda r: r.finished_at)
    async with store.transaction():
        for result in results:
            await ratings.record(result)


async def median_ms(call: Callable[[], Awaitable[Any]]) -> float:
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        await call()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database", help="an empty PostgreSQL database's URL")
    database = parser.parse_args().database
    now = NOW
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(database or Path(folder) / "bench.db")
        try:
            started = time.perf_counter()
            await fill(store, now)
            took = time.perf_counter() - started
            print(f"filled {GAMES} games of {PLAYERS} players in {took:.1f} s")
            community = Community(store, lambda: now)
            guild, player = GUILDS[0], 7
            figures: list[tuple[str, float]] = []
            for scope in Scope:
                for period in Period:
                    for order in Order:
                        name = f"leaderboard {scope.value:6} {period.value:6} {order.value:7}"
                        figures.append(
                            (
                                name,
                                await median_ms(
                                    lambda s=scope, p=period, o=order: community.leaderboard(
                                        guild, s, p, o, 0, player
                                    )
                                ),
                            )
                        )
            figures.append(("stats", await median_ms(lambda: community.stats(guild, player))))
            figures.append(
                ("history", await median_ms(lambda: community.history(guild, player, 0)))
            )
            figures.append(
                ("history page 5", await median_ms(lambda: community.history(guild, player, 4)))
            )
        finally:
            await store.close()
    for name, ms in figures:
        print(f"{name:40} {ms:7.2f} ms")
    worst = max(ms for _, ms in figures)
    verdict = "within" if worst <= BUDGET_MS else "OVER"
    print(f"slowest median: {worst:.2f} ms ({verdict} the {BUDGET_MS:.0f} ms budget)")
    return 0 if worst <= BUDGET_MS else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
