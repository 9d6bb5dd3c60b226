"""Saving many games at once: people's turns of N two-player games played together through the
game service, on one SQLite file (or `--database postgresql://...`), with no Discord at all.

Run from the project's root after installing it: `.venv/bin/python bench/saves.py`
(`--games N`, default 100; `--rounds R`, default 3). Every action is checked and saved as the
bot saves it (SQLite commits the saves waiting together). Prints, per round, the actions saved
a second and the CPU time per action of this process (which runs SQLite's thread too), and the
medians last. There are no targets: it shows what the store costs a click.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from bot.ai import pick_move
from bot.engine import MoveAction
from bot.services.games import GameService
from bot.services.hosted import HostedGame, Timing
from bot.store import Store
from bot.table.config import TableConfig

GUILD, HOST, GUEST = 1, 11, 12


async def play_out(service: GameService, game: int, seed: int) -> HostedGame:
    """Throw and take any move offered until the game ends."""
    choose = random.Random(seed)
    view = await service.get(game)
    while view.table.status.is_live:
        actor = view.table.actor
        assert actor is not None
        assert actor.user_id is not None
        pending = view.table.game.pending if view.table.game else None
        if pending is None:
            view = await service.throw(game, actor.user_id)
        else:
            move = choose.choice(pending.moves)
            view = await service.move(game, actor.user_id, MoveAction.of(move.key))
    return view


async def one_round(database: str | Path, games: int, seed: int) -> tuple[float, float]:
    """(actions a second, CPU ms per action) of one round."""
    store = await Store.open(database)
    service = GameService(
        store, choose_move=pick_move, timing=Timing(computer_delay=0), dice=random.Random(seed)
    )
    try:
        started = []
        for channel in range(games):
            opened = await service.open_table(GUILD, seed * 10_000 + channel, HOST, "Tashi",
                                              TableConfig(2))  # fmt: skip
            started.append(await service.join(opened.id, GUEST, "Dawa"))
        cpu, wall = time.process_time(), time.perf_counter()
        ends = await asyncio.gather(*(play_out(service, v.id, seed + v.id) for v in started))
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    finally:
        await service.close()
        await store.close()
    actions = sum(end.version - start.version for start, end in zip(started, ends, strict=True))
    return actions / wall, 1000 * cpu / actions


def main() -> None:
    parser = argparse.ArgumentParser(prog="bench/saves.py", description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--database", help="postgresql://... (empty); default a new SQLite file")
    options = parser.parse_args()
    rates, costs = [], []
    with tempfile.TemporaryDirectory() as folder:
        for n in range(options.rounds):
            database = options.database or Path(folder) / f"saves{n}.db"
            rate, cost = asyncio.run(one_round(database, options.games, n + 1))
            print(f"round {n + 1}: {rate:,.0f} actions/s, {cost:.3f} ms CPU per action")
            rates.append(rate)
            costs.append(cost)
    print(f"{options.games} games at once: median {statistics.median(rates):,.0f} actions/s,"
          f" {statistics.median(costs):.3f} ms CPU per action")  # fmt: skip


if __name__ == "__main__":
    main()
