"""The game services in-process for tests: a real store, a clock the test moves, seeded dice."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Callable
from concurrent.futures import Executor
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TypeVar

from bot.ai import pick_move
from bot.engine import MoveAction
from bot.services.games import GameService
from bot.services.hosted import HostedGame, Timing
from bot.store import Store
from bot.store.shards import Shards
from bot.table.status import GameStatus

T = TypeVar("T")

HOST, DAWA, PEMA, NIMA = 101, 202, 303, 404


class FakeClock:
    """Unix time that moves only when the test says so."""

    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class Recorder:
    """A GameObserver that remembers what it was told."""

    def __init__(self) -> None:
        self.changes: list[HostedGame] = []
        self.reminders: list[HostedGame] = []
        self.resumed: list[HostedGame] = []

    def game_changed(self, view: HostedGame) -> None:
        self.changes.append(view)

    async def turn_reminder(self, view: HostedGame) -> None:
        self.reminders.append(view)

    async def game_resumed(self, view: HostedGame) -> None:
        self.resumed.append(view)


@asynccontextmanager
async def service_on(
    db: Path | str,
    *,
    clock: FakeClock | None = None,
    seed: int = 1,
    timing: Timing | None = None,
    shards: Shards | None = None,
    executor: Executor | None = None,
) -> AsyncIterator[tuple[GameService, Recorder]]:
    """A service over the database at `db` (the process of `shards`, if given); the same path
    again is a restart."""
    clock = clock or FakeClock()
    store = await Store.open(db, clock=clock)
    service = GameService(
        store,
        choose_move=pick_move,
        timing=timing or Timing(computer_delay=0),
        clock=clock,
        dice=random.Random(seed),
        shards=shards,
        executor=executor,
    )
    recorder = Recorder()
    service.add_observer(recorder)
    try:
        yield service, recorder
    finally:
        await service.close()
        await store.close()


async def until(probe: Callable[[], object], timeout: float = 10.0) -> None:  # noqa: ASYNC109
    """Wait until an async probe returns something true (polling: the driver runs meanwhile)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        result = probe()
        if asyncio.iscoroutine(result):
            result = await result
        if result:
            return
        if loop.time() > deadline:
            raise TimeoutError("the condition never held")
        await asyncio.sleep(0.005)


async def play_person_turns(service: GameService, game: int, limit: int = 5000) -> HostedGame:
    """Every person plays the first move offered until the game ends."""
    view = await service.get(game)
    for _ in range(limit):
        table = view.table
        if table.status is not GameStatus.ACTIVE:
            return view
        actor = table.actor
        assert actor is not None
        assert table.game is not None
        if actor.autoplay:
            await asyncio.sleep(0.001)
            view = await service.get(game)
            continue
        assert actor.user_id is not None
        if table.game.pending is None:
            view = await service.throw(game, actor.user_id, view.version)
        else:
            key = table.game.pending.moves[0].key
            view = await service.move(game, actor.user_id, MoveAction.of(key), view.version)
    raise AssertionError("the game did not end")
