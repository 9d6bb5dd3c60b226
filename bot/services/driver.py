"""Keeping games moving when nobody clicks: computer seats play, clocks run out, lobbies expire.

One task per live game looks at the game, works out how long to wait and what to do then, and
asks the game service to do it. A person's action (or `wake`) makes it look again at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Protocol

from bot.services.errors import DamagedGameError, GameNotFoundError
from bot.services.hosted import HostedGame, Timing
from bot.table.actions import Abandon, Cancel, Pause
from bot.table.end_reason import EndReason
from bot.table.errors import ShoError
from bot.table.status import GameStatus

log = logging.getLogger(__name__)

Step = Callable[[], Awaitable[object]]


class SystemActions(Protocol):
    """What the driver asks of the game service."""

    async def get(self, game_id: int) -> HostedGame: ...

    async def start_full_table(self, game_id: int, version: int) -> object: ...

    async def expire(
        self, game_id: int, version: int, action: Cancel | Pause | Abandon
    ) -> object: ...

    async def remind(self, game_id: int, version: int) -> object: ...

    async def clock_ran_out(self, game_id: int, version: int) -> object: ...

    async def computer_step(self, game_id: int, version: int) -> object: ...


class GameDriver:
    """The tasks that keep live games moving; `ensure` one per game, `close` them all."""

    def __init__(self, actions: SystemActions, timing: Timing, clock: Callable[[], float]) -> None:
        self._actions = actions
        self._timing = timing
        self._clock = clock
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._wake: dict[int, asyncio.Event] = {}
        self._closing = False

    def ensure(self, game_id: int) -> None:
        """A task for this game, unless it has one (or the driver is closing)."""
        if self._closing:
            return
        task = self._tasks.get(game_id)
        if task is None or task.done():
            self._wake[game_id] = asyncio.Event()
            self._tasks[game_id] = asyncio.create_task(
                self._drive(game_id), name=f"sho-game-{game_id}"
            )

    def wake(self, game_id: int | None = None) -> None:
        """Make a game's task (or every task) look at its game again now."""
        # By its key: a move wakes its own game, and walking every live game's event was
        # the driver's cost per action (200 events a click in bench/load.py, more with more games).
        if game_id is None:
            for event in self._wake.values():
                event.set()
        elif (one := self._wake.get(game_id)) is not None:
            one.set()

    async def close(self) -> None:
        self._closing = True
        tasks = list(self._tasks.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def _drive(self, game_id: int) -> None:
        """Until the game ends: wait as long as the game says, then take its next step.

        A step that fails is retried after a pause that grows (a game is never left stuck).
        """
        wake = self._wake[game_id]
        failures = 0
        try:
            while not self._closing:
                wake.clear()
                try:
                    view = await self._actions.get(game_id)
                    if not view.table.status.is_live:
                        return
                    delay, step = self.next_step(view)
                    if delay > 0:
                        # asyncio.timeout, not wait_for: a wait of every live game at every
                        # wake would otherwise be a task of its own.
                        with contextlib.suppress(TimeoutError):
                            async with asyncio.timeout(delay):
                                await wake.wait()
                        if wake.is_set():
                            continue
                    await step()
                    failures = 0
                except (GameNotFoundError, DamagedGameError):
                    return
                except ShoError as error:
                    # The game moved on under us: look again after a short pause, no spin.
                    log.info("game %d: driver step skipped: %s", game_id, error)
                    await asyncio.sleep(1)
                except Exception:
                    failures += 1
                    log.exception("game %d: a driver step failed (%d in a row)", game_id, failures)
                    await asyncio.sleep(min(2**failures, 60))
        finally:
            if self._tasks.get(game_id) is asyncio.current_task():
                del self._tasks[game_id]
                self._wake.pop(game_id, None)

    def next_step(self, view: HostedGame) -> tuple[float, Step]:
        """How long to wait before the game's next step, and the step."""
        actions, game, version = self._actions, view.id, view.version
        table, now = view.table, self._clock()
        left = max(view.deadline - now, 0) if view.deadline is not None else 0
        if table.status is GameStatus.LOBBY:
            if table.ready:
                return 0, lambda: actions.start_full_table(game, version)
            return left, lambda: actions.expire(game, version, Cancel(EndReason.LOBBY_EXPIRED))
        if table.status is GameStatus.PAUSED:
            return left, lambda: actions.expire(game, version, Abandon())
        actor = table.actor
        assert actor is not None
        if actor.autoplay:
            if self._deserted(view, now):
                return 0, lambda: actions.expire(game, version, Pause())
            return self._timing.computer_delay, lambda: actions.computer_step(game, version)
        if view.deadline is None:  # a person's turn always has a deadline; look again later
            return self._timing.lobby, lambda: asyncio.sleep(0)
        if not view.reminded:
            until_half = left - table.config.turn_seconds / 2
            return max(until_half, 0), lambda: actions.remind(game, version)
        return left, lambda: actions.clock_ran_out(game, version)

    def _deserted(self, view: HostedGame, now: float) -> bool:
        """Every person at the table is away, and none has acted for a while."""
        if any(not seat.away for seat in view.table.people):
            return False
        last = view.last_person_at or view.updated_at
        return last + self._timing.away_pause <= now
