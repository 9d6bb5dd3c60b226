"""Computer players think in worker processes: the same choices as in the bot's own process,
and a pool whose worker died carries on with a new one."""

from __future__ import annotations

import asyncio
import os
import random
import select
import signal
import sys
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest

from bot.ai import pick_move, searches
from bot.engine import Dice, Level, State
from bot.services.thinking import ThinkingPool, thinking_executor
from bot.table.config import TableConfig
from bot.table.status import GameStatus
from tests.kit.servicekit import HOST, play_person_turns, service_on

ROOT = Path(__file__).resolve().parents[2]


def a_choice() -> tuple[State, object]:
    """A 3-player position with a throw that leaves several moves, found from a fixed seed."""
    rng = random.Random(7)
    state = State.initial(3)
    while True:
        dice = Dice.checked((rng.randint(1, 6), rng.randint(1, 6)))
        throw = state.resolve(dice)
        if len(throw.moves) > 2:
            return state, throw
        moves = state.moves(dice)
        state = state.after(rng.choice(moves)) if moves else state.after_no_move()


def worker_pid() -> int:
    return os.getpid()


async def test_a_worker_process_chooses_as_the_bot_itself_would() -> None:
    state, throw = a_choice()
    pool = ThinkingPool(1)
    try:
        loop = asyncio.get_running_loop()
        for level in ("easy", "normal", "hard"):
            there = await loop.run_in_executor(
                pool, pick_move, level, state, throw, random.Random(11)
            )
            assert there == pick_move(level, state, throw, random.Random(11))
        assert await loop.run_in_executor(pool, worker_pid) != os.getpid()
    finally:
        pool.shutdown()


async def test_a_dead_worker_is_replaced_at_the_next_decision() -> None:
    pool = ThinkingPool(1)
    loop = asyncio.get_running_loop()
    try:
        first = await loop.run_in_executor(pool, worker_pid)
        os.kill(first, signal.SIGKILL)
        with pytest.raises(BrokenProcessPool):  # the task that was to run there fails
            await loop.run_in_executor(pool, worker_pid)
        second = await loop.run_in_executor(pool, worker_pid)
        assert second not in (first, os.getpid())
    finally:
        pool.shutdown()


def test_no_processes_means_the_service_threads() -> None:
    assert thinking_executor(0) is None
    with pytest.raises(ValueError, match="at least one worker"):
        ThinkingPool(0)


ORPHAN_SCRIPT = """
import asyncio, os, sys
from bot.services.thinking import ThinkingPool

async def main():
    pool = ThinkingPool(1)
    worker = await asyncio.get_running_loop().run_in_executor(pool, os.getpid)
    print(worker, flush=True)
    await asyncio.sleep(3600)

if __name__ == "__main__":
    asyncio.run(main())
"""


async def test_the_workers_die_with_a_killed_bot(tmp_path: Path) -> None:
    script = tmp_path / "bot_like.py"
    script.write_text(ORPHAN_SCRIPT)
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        str(script),
        stdout=asyncio.subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert process.stdout is not None
    worker = int(await asyncio.wait_for(process.stdout.readline(), 60))
    watched = os.pidfd_open(worker)
    try:
        process.kill()
        await process.wait()
        readable, _, _ = await asyncio.to_thread(select.select, [watched], [], [], 30)
        assert readable, "the worker outlived the bot"
    finally:
        os.close(watched)


class CountingExecutor(ThreadPoolExecutor):
    """Threads that count the decisions handed to them."""

    def __init__(self) -> None:
        super().__init__(max_workers=1)
        self.handed = 0

    def submit(self, fn, /, *args, **kwargs) -> Future:  # type: ignore[no-untyped-def]
        self.handed += 1
        return super().submit(fn, *args, **kwargs)


@pytest.mark.parametrize("level", list(Level))
async def test_only_searches_are_handed_to_the_workers(tmp_path: Path, level: Level) -> None:
    """A quick decision (easy, normal) is made at once: in the workers it would queue behind
    other games' searches."""
    executor = CountingExecutor()
    async with service_on(tmp_path / "g.db", executor=executor) as (service, _):
        view = await service.open_table(1, 1, HOST, "Tashi", TableConfig(2, 1, level))
        view = await play_person_turns(service, view.id)
        assert view.table.status is GameStatus.FINISHED, "the computer played its whole game"
    if searches(level):
        assert executor.handed > 0
    else:
        assert executor.handed == 0
