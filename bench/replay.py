"""Replay speed: games of four people played to the end in a real database, then the time
`/sho replay` takes to open one (read and replay the record, draw the first and last steps).

Run from the project's root after installing it: `.venv/bin/python bench/replay.py`.
The target is under a second for a game of 200 actions or more; the last line says whether it is.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bot.ai import pick_move
from bot.engine import MoveAction
from bot.services.games import GameService
from bot.services.hosted import HostedGame, Timing
from bot.services.replays import Replays
from bot.store import Store
from bot.table.config import TableConfig
from bot.table.status import GameStatus
from bot.ui.review.replay import replay_message

GUILD = 1
PEOPLE = (11, 12, 13, 14)
RUNS = 15
BUDGET_S = 1.0
MIN_ACTIONS = 200


async def play_out(service: GameService, channel: int) -> HostedGame:
    """A game of four people who take any move offered."""
    choose = random.Random(channel)
    view = await service.open_table(GUILD, channel, PEOPLE[0], "Pema", TableConfig(4))
    for person in PEOPLE[1:]:
        view = await service.join(view.id, person, f"Player {person}")
    while view.table.status is GameStatus.ACTIVE:
        actor, game = view.table.actor, view.table.game
        assert actor is not None
        assert actor.user_id is not None
        assert game is not None
        if game.pending is None:
            view = await service.throw(view.id, actor.user_id, view.version)
        else:
            move = choose.choice(game.pending.moves)
            view = await service.move(view.id, actor.user_id, MoveAction.of(move.key))
    return view


async def open_replay(replays: Replays, game_id: int) -> None:
    replay = await replays.replay(GUILD, game_id, 0)
    for step in (0, replay.last):
        replay_message(replay, step)


async def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "bench.db")
        service = GameService(
            store, choose_move=pick_move, timing=Timing(computer_delay=0), dice=random.Random(3)
        )
        try:
            longest = None
            for channel in range(1, 11):
                view = await play_out(service, channel)
                if longest is None or view.version > longest.version:
                    longest = view
            assert longest is not None
            actions = len(await service.record(longest.id))
            replays = Replays(store)
            times = []
            for _ in range(RUNS):
                started = time.perf_counter()
                await open_replay(replays, longest.id)
                times.append(time.perf_counter() - started)
        finally:
            await service.close()
            await store.close()
    median = statistics.median(times)
    print(f"game #{longest.id}: {actions} actions in its record")
    slowest = max(times) * 1000
    print(f"replay opens in {median * 1000:.1f} ms (median of {RUNS}; slowest {slowest:.1f} ms)")
    ok = median < BUDGET_S and actions >= MIN_ACTIONS
    print("within the 1 s target" if ok else "NOT within the target (or the game was too short)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
