"""The post-game analysis brought to players: each won game analysed once, as soon as it ends,
in a worker process like the computer players' (never on the event loop), stored, and told to
the observers; a game from before (or one whose analysis a new judgement made stale) analysed when
someone asks for it; `rebuild` analyses every stored game again.

What is analysed is the engine's record of the game with, for each of its actions, whether a
person made it: a throw or move a computer seat made, or the computer for an absent person or
when their time ran out (`Play.by`), is never judged as anyone's choice.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Coroutine, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol

from bot.ai.analysis import VERSION, AnalysisFormatError, GameAnalysis, analyse
from bot.engine import GameRecord
from bot.services.hosted import HostedGame
from bot.services.replays import Replays
from bot.store import Store
from bot.store.analyses import SeatFigures, StoredAnalysis
from bot.table.actions import TableAction, action_from_json, game_record, made_by_person
from bot.table.end_reason import EndReason
from bot.table.seats import Seat
from bot.table.status import GameStatus
from bot.table.table import Table

log = logging.getLogger(__name__)


QUEUE = 20
"""The most analyses of ended games at once: one worker makes about ten a minute
(docs/analysis.md), so games that end faster than that for two minutes are left to be
analysed when asked, rather than queue without end behind ever later summaries."""


class Analyser(Protocol):
    """What analyses a game: `bot.ai.analysis.analyse`, or a shallower one in tests. It runs in
    a worker process, so it must be picklable (a module's function, or a partial of one)."""

    def __call__(
        self, record: GameRecord, made_by_person: Sequence[bool], *, seed: int
    ) -> GameAnalysis: ...


@dataclass(frozen=True)
class AnalysedGame:
    """A game's analysis with the seats it names by number."""

    game_id: int
    seats: tuple[Seat, ...]
    analysis: GameAnalysis


class AnalysisObserver(Protocol):
    """Told when a game's analysis is ready (stored first); each call runs in its own task."""

    async def analysis_ready(self, view: HostedGame, analysis: GameAnalysis) -> None: ...


def figures_of(game_id: int, analysis: GameAnalysis) -> StoredAnalysis:
    """The analysis as the store keeps it: its JSON, and each seat's figures."""
    seats = tuple(
        SeatFigures(s.seat, analysis.sides[s.side].total, s.decisions, s.given_up)
        for s in analysis.seats
    )
    return StoredAnalysis(game_id, analysis.version, analysis.to_json(), seats)


class Analyses:
    """Analyses games off the event loop, keeps them, and hands them to whoever asks."""

    def __init__(
        self,
        store: Store,
        replays: Replays,
        *,
        executor: Executor | None = None,
        analyser: Analyser = analyse,
        queue: int = QUEUE,
    ) -> None:
        """`executor`: worker processes like the computer players' (bot/services/thinking.py),
        which this service shuts down when it closes (None: a thread of this process, for tests
        and a bot without workers). `queue`: the most analyses of ended games waiting or under
        way; a game won beyond them is analysed when someone asks."""
        self._store = store
        self._replays = replays
        self._executor = executor or ThreadPoolExecutor(1, thread_name_prefix="sho-analysis")
        self._analyser = analyser
        self._queue = queue
        self._ended: set[int] = set()
        self._observers: list[AnalysisObserver] = []
        self._running: dict[int, asyncio.Future[GameAnalysis]] = {}
        self._background: set[asyncio.Task[None]] = set()

    def add_observer(self, observer: AnalysisObserver) -> None:
        self._observers.append(observer)

    # -- as games end (a GameObserver of the game service) ---------------------------------

    def game_changed(self, view: HostedGame) -> None:
        """A game that has just been won is analysed, stored, and told to the observers (in a
        task of this service's own, so the game service never waits for it)."""
        result = view.result
        if result is None or result.end_reason is not EndReason.WON:
            return
        if view.table.status is not GameStatus.FINISHED:
            return
        if len(self._ended) >= self._queue:
            log.info("game %d: %d analyses waiting; analysed when asked", view.id, self._queue)
            return
        self._ended.add(view.id)
        self._spawn(self._analyse_ended(view))

    @property
    def under_way(self) -> int:
        """The analyses of ended games waiting for a worker or running."""
        return len(self._ended)

    async def _analyse_ended(self, view: HostedGame) -> None:
        try:
            analysis = await self._analysed(view.id)
        except Exception:
            log.exception("game %d: its analysis failed", view.id)
            return
        finally:
            self._ended.discard(view.id)
        for observer in self._observers:
            self._spawn(observer.analysis_ready(view, analysis))

    async def turn_reminder(self, view: HostedGame) -> None:
        """Nothing to analyse."""

    async def game_resumed(self, view: HostedGame) -> None:
        """Nothing to analyse."""

    # -- when someone asks -----------------------------------------------------------------

    async def of_game(self, guild_id: int, game_id: int, user_id: int) -> AnalysedGame:
        """The analysis of a game that may be shown to this person here (the replay's rules:
        not a live game they play in), made now if it was never made or is stale."""
        record = await self._replays.record(guild_id, game_id, user_id)
        table = Table.replay(record)
        if table.status.is_live:  # a watcher's look at a game under way: made, never kept
            return AnalysedGame(game_id, table.seats, await self._analyse(game_id, record))
        stored = await self.stored(game_id)
        if stored is None:
            stored = await self._analysed(game_id, record)
        return AnalysedGame(game_id, table.seats, stored)

    async def stored(self, game_id: int) -> GameAnalysis | None:
        """The game's stored analysis by the current judgement, if it has one."""
        stored = await self._store.analyses.get(game_id)
        if stored is None or stored.version != VERSION:
            return None
        try:
            return GameAnalysis.from_json(stored.body)
        except AnalysisFormatError:
            log.warning("game %d: its stored analysis is damaged; analysing again", game_id)
            return None

    async def rebuild(self) -> tuple[int, int]:
        """Analyse every finished game again (after the judgement or the analysis changed),
        one after another in the workers; returns how many were analysed, and of how many (a
        game whose record no longer replays is logged and left out)."""
        games = await self._store.analyses.finished_games()
        done = 0
        for game_id in games:
            try:
                await self._analysed(game_id)
            except Exception:
                log.exception("game %d: its analysis failed; left out", game_id)
                continue
            done += 1
        return done, len(games)

    async def close(self) -> None:
        """Stop: the analyses under way are dropped (a game whose analysis was cut short is
        analysed when someone asks for it), and the executor is shut down."""
        for task in self._background:
            task.cancel()
        if self._background:
            await asyncio.gather(*self._background, return_exceptions=True)
        # Not waiting for an analysis a worker is in the middle of: it ends with the bot.
        self._executor.shutdown(wait=False, cancel_futures=True)

    # -- the work --------------------------------------------------------------------------

    async def _analysed(
        self, game_id: int, record: Sequence[TableAction] | None = None
    ) -> GameAnalysis:
        """Analyse a game and store its analysis; one analysis at a time per game."""
        running = self._running.get(game_id)
        if running is not None:
            return await asyncio.shield(running)
        future: asyncio.Future[GameAnalysis] = asyncio.get_running_loop().create_future()
        self._running[game_id] = future
        try:
            analysis = await self._analyse(game_id, record)
            await self._store.analyses.put(figures_of(game_id, analysis))
        except asyncio.CancelledError:
            future.cancel()
            raise
        except Exception as error:
            future.set_exception(error)
            future.exception()  # retrieved: the caller hears of it
            raise
        else:
            future.set_result(analysis)
            return analysis
        finally:
            del self._running[game_id]

    async def _analyse(self, game_id: int, record: Sequence[TableAction] | None) -> GameAnalysis:
        if record is None:
            stored = await self._store.games.actions(game_id)
            record = [action_from_json(json.loads(action.payload)) for action in stored]
        engine = game_record(record)
        if engine is None:
            raise ValueError(f"game {game_id} never began")
        marks = made_by_person(record)
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            self._executor, _run, self._analyser, engine, marks, game_id
        )

    def _spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        task = asyncio.ensure_future(coroutine)
        self._background.add(task)
        task.add_done_callback(self._background.discard)
        task.add_done_callback(_log_failure)


def _run(analyser: Analyser, record: GameRecord, marks: Sequence[bool], seed: int) -> GameAnalysis:
    """In a worker: the analysis of a game, seeded by its id (so it is made the same again)."""
    return analyser(record, marks, seed=seed)


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("analysis observer failed", exc_info=task.exception())
