"""Where computer players think: worker processes, so a search never holds the event loop's GIL.

A hard decision is tens of milliseconds of pure Python; in a thread of the bot's own process it
would take the interpreter lock from the loop that answers people's clicks. Only searches come
here: easy and normal decide in less time than handing them a position costs. The workers are
started fresh (spawned, not forked from a process with threads) when the first computer moves,
and die with the bot, even when it is killed (a worker left behind would live on forever,
waiting for work). A pool whose worker died is replaced at the next decision (the decision that
was thinking when it died is retried by the game driver, which looks at the game again).
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import logging
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, ParamSpec, TypeVar

log = logging.getLogger(__name__)

P = ParamSpec("P")
T = TypeVar("T")

PR_SET_PDEATHSIG = 1
"""Linux's prctl option: a signal the kernel sends this process when its parent dies."""
WORKER_NICENESS = 10
"""How much lower than the bot the workers run: people's clicks first, thinking after."""
ORPHAN_CHECK_SECONDS = 1.0
"""Elsewhere, how often a worker looks whether the bot is still there."""


def _start_worker(bot_pid: int) -> None:
    """A worker's initializer: yield the processor to the bot's event loop, and end this
    process when the bot's process ends."""
    with contextlib.suppress(OSError):
        os.nice(WORKER_NICENESS)
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
        if libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL) == 0 and os.getppid() == bot_pid:
            return
    except (OSError, AttributeError):
        pass

    def watch() -> None:
        while os.getppid() == bot_pid:
            time.sleep(ORPHAN_CHECK_SECONDS)
        os._exit(0)

    threading.Thread(target=watch, name="sho-orphan-watch", daemon=True).start()


class ThinkingPool(Executor):
    """A process pool of `workers` processes that renews itself when a worker dies."""

    def __init__(self, workers: int) -> None:
        if workers < 1:
            raise ValueError("a thinking pool needs at least one worker process")
        self._workers = workers
        self._pool = self._new_pool()

    def _new_pool(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(
            max_workers=self._workers,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_start_worker,
            initargs=(os.getpid(),),
        )

    def submit(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> Future[T]:
        try:
            return self._pool.submit(fn, *args, **kwargs)
        except BrokenProcessPool:
            log.warning("a computer player's process died; starting a new one")
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = self._new_pool()
            return self._pool.submit(fn, *args, **kwargs)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self._pool.shutdown(wait=wait, cancel_futures=cancel_futures)

    def __getstate__(self) -> Any:
        raise TypeError("a thinking pool stays in the process that made it")


def thinking_executor(processes: int) -> Executor | None:
    """Where the computers think: a pool of `processes` worker processes, or (0) the game
    service's own threads (None)."""
    return ThinkingPool(processes) if processes else None
