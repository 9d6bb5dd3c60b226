"""The hooks a click is measured with, installed in the benchmark's own process at run time
(nothing in bot/ is edited).

Only stable points are hooked: asyncio's task factory, the interpreter's profiler, discord.py's
interaction response (`AsyncWebhookAdapter`), and the game service's and the store's reads and
saves of a game (`GameService.get`, `SavedGames.load`, `LiveTables.get`, `GameRepository`).
Project modules are named from the code's file names (bot/ui/table/messages.py is
`bot.ui.table.messages`), so the figures follow any reorganisation of the modules without a
change here.
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import inspect
import os
import re
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from types import FrameType
from typing import Any

import discord
from discord.webhook.async_ import AsyncWebhookAdapter

import bot
import cogs
from bot.services.games import GameService
from bot.services.live_tables import LiveTables
from bot.services.saved import SavedGames
from bot.store.games import GameRepository
from devtools.fakediscord import RecordedRequest


def _folder(module: Any) -> str:
    return str(os.path.dirname(module.__file__)) + os.sep


PROJECT = (_folder(bot), _folder(cogs))
"""The project's code: what runs from these folders is the bot's own."""
DISCORD = _folder(discord)
ASYNCIO = _folder(asyncio)
HERE = __file__

DISCORD_TASK, BOT_TASK, OTHER_TASK = "discord.py", "bot", "other"
"""Who made a task: discord.py (its event dispatch), the project, or another library (the fake
Discord's server and aiohttp, which are not the bot's)."""

STORE_WRITES = frozenset({"create", "save", "show_board", "show_ping"})
"""GameRepository's methods that write; every other public coroutine method of it reads."""

DEFAULT_NAME = re.compile(r"Task-[0-9]+")
ID_SUFFIX = re.compile(r"-[^-]*:.*$")
"""A custom id at the end of a task's name (`discord-ui-dynamic-item-<class>-<custom id>`)."""
DIGITS = re.compile(r"[0-9]+")

Frame = tuple[str, str]
"""A project function on a stack: its module and its qualified name."""


def module_of(filename: str) -> str | None:
    """The project module a code file is (`bot.ui.board`), or None if it is not the project's."""
    for folder in PROJECT:
        if filename.startswith(folder):
            root = os.path.dirname(folder.rstrip(os.sep)) + os.sep
            parts = filename[len(root) :].removesuffix(".py").split(os.sep)
            if parts[-1] == "__init__":
                parts.pop()
            return ".".join(parts)
    return None


def project_frames(frame: FrameType | None) -> list[Frame]:
    """The project functions on the stack from `frame` outwards, innermost first."""
    found = []
    while frame is not None:
        module = module_of(frame.f_code.co_filename)
        if module is not None:
            found.append((module, frame.f_code.co_qualname))
        frame = frame.f_back
    return found


def named(frame: FrameType) -> str:
    """`module.function` of a frame, the project's or a library's."""
    code = frame.f_code
    module = module_of(code.co_filename) or str(frame.f_globals.get("__name__", "?"))
    return f"{module}.{code.co_qualname}"


def creator_of(frame: FrameType | None) -> tuple[str, str]:
    """Who made a task: the kind and `module.function` of the first frame outside asyncio (and
    outside this module's task factory)."""
    while frame is not None and (
        frame.f_code.co_filename.startswith(ASYNCIO) or frame.f_code.co_filename == HERE
    ):
        frame = frame.f_back
    if frame is None:
        return OTHER_TASK, "the event loop"
    filename = frame.f_code.co_filename
    if module_of(filename) is not None:
        return BOT_TASK, named(frame)
    if filename.startswith(DISCORD):
        return DISCORD_TASK, named(frame)
    return OTHER_TASK, named(frame)


def runs(task: asyncio.Task[Any]) -> str:
    """`module.function` of the coroutine a task runs."""
    coro: Any = task.get_coro()
    inner = getattr(coro, "_coro", None)
    if hasattr(inner, "cr_code"):  # a coroutine's wrapper (aiosqlite's Result): name the coroutine
        coro = inner
    code = getattr(coro, "cr_code", None) or getattr(coro, "gi_code", None)
    if code is None:
        return f"{type(coro).__module__}.{type(coro).__qualname__}"
    qualname = getattr(coro, "__qualname__", code.co_qualname)
    frame = getattr(coro, "cr_frame", None)
    library = frame.f_globals.get("__name__", "?") if frame is not None else "?"
    return f"{module_of(code.co_filename) or library}.{qualname}"


@dataclass(eq=False)
class SeenTask:
    """An asyncio task made during a click."""

    task: asyncio.Task[Any]
    kind: str
    creator: str
    """`module.function` that made it."""
    runs: str
    """`module.function` of the coroutine it runs."""
    parent: asyncio.Task[Any] | None
    """The task that was running when it was made (None: a callback of the loop)."""
    stack: tuple[Frame, ...]
    """The project functions on the stack when it was made, continued through the stack at
    which its parent was made, and so on (innermost first)."""
    created: float
    finished: float | None = None

    @property
    def label(self) -> str:
        """The name its maker gave it, without the ids in it (discord.py names each handler's
        task after the event or the custom id); '' for asyncio's default `Task-<n>`."""
        name = self.task.get_name()
        if DEFAULT_NAME.fullmatch(name):
            return ""
        return DIGITS.sub("N", ID_SUFFIX.sub("", name))


@dataclass(eq=False)
class GameRead:
    """One read of a game: the outermost hooked read function called, who called it, and
    whether it reached the database (else the live tables in memory answered)."""

    entry: str
    caller: str
    task: asyncio.Task[Any] | None
    database: bool = False


@dataclass(frozen=True, eq=False)
class Moment:
    """A key moment of a click (the response, a read, a save) and the stack it happened on."""

    what: str
    task: asyncio.Task[Any] | None
    stack: tuple[Frame, ...]


@dataclass(eq=False)
class ClickTrace:
    """What one click did, from the interaction's delivery until all its work was done."""

    profiled: bool
    modules: set[str] = field(default_factory=set)
    """Project modules whose code ran (only when profiled)."""
    tasks: list[SeenTask] = field(default_factory=list)
    reads: list[GameRead] = field(default_factory=list)
    saves: int = 0
    moments: list[Moment] = field(default_factory=list)
    responder: asyncio.Task[Any] | None = None
    """The task that sent the interaction's response."""
    token: str | None = None
    requests: list[float] = field(default_factory=list)
    """When each REST call of the bot was answered (monotonic clock)."""
    idle: list[SeenTask] = field(default_factory=list)
    """Tasks of the click still waiting once everything else was done (a timer, an event)."""
    active_at: float = field(default_factory=time.monotonic)

    def touch(self) -> None:
        self.active_at = time.monotonic()

    def made_by(self, kind: str) -> list[SeenTask]:
        return [seen for seen in self.tasks if seen.kind == kind]

    def lineage(self) -> set[asyncio.Task[Any]]:
        """The responding task, the tasks of the click it descends from, and every task made
        from it (directly or not)."""
        responder = self.responder
        if responder is None:
            return set()
        parents = {seen.task: seen.parent for seen in self.tasks}
        family = {responder}
        ancestor = parents.get(responder)
        while ancestor is not None and ancestor in parents:
            family.add(ancestor)
            ancestor = parents[ancestor]
        descendants = {responder}
        for seen in self.tasks:  # in the order made: a parent comes before its children
            if seen.parent in descendants:
                descendants.add(seen.task)
        return family | descendants

    def core_modules(self) -> set[str]:
        """The modules with a function on the stack of one of the click's key moments made by
        its lineage (see bench/click_path.py)."""
        family = self.lineage()
        return {
            module for moment in self.moments if moment.task in family for module, _ in moment.stack
        }

    def response_path(self) -> list[Frame]:
        """The project functions on the stack of the interaction's response, outermost first."""
        answers = [m for m in self.moments if m.what == "response"]
        return list(reversed(answers[0].stack)) if answers else []

    def finished_at(self, acked_at: float) -> float:
        """When the last of the click's work ended: its response, a REST call, or a task."""
        ends = [acked_at, *self.requests]
        ends += [
            s.finished
            for s in self.tasks
            if s.kind != OTHER_TASK and s.finished is not None and s not in self.idle
        ]
        return max(ends)


_READING: contextvars.ContextVar[GameRead | None] = contextvars.ContextVar(
    "click_path_reading", default=None
)
"""The read in progress, so the read functions it calls count as part of it (a task made
meanwhile inherits it: its own reads are told apart by their task)."""


class Probe:
    """Every hook, installed for a block; each click is watched in `watching`."""

    def __init__(self) -> None:
        self.hooked: list[str] = []
        self.missing: list[str] = []
        """Hook points not found (renamed?): their reads or saves go uncounted."""
        self._trace: ClickTrace | None = None
        self._seen: dict[asyncio.Task[Any], SeenTask] = {}
        self._names: dict[str, str | None] = {}
        self._previous_factory: Any = None

    # -- installing --------------------------------------------------------------------------

    @contextmanager
    def installed(self) -> Iterator[Probe]:
        """The hooks in place (in the running loop) for the block, taken out after."""
        loop = asyncio.get_running_loop()
        patches: list[tuple[type, str, Any]] = []

        def patch(owner: type, name: str, make: Callable[[Any], Any]) -> None:
            # The class's own attribute, so that putting it back leaves the class as it was.
            original = owner.__dict__.get(name)
            if original is None:
                self.missing.append(f"{owner.__name__}.{name}")
                return
            patches.append((owner, name, original))
            setattr(owner, name, make(original))
            self.hooked.append(f"{owner.__name__}.{name}")

        store_reads = [
            name
            for name, _ in inspect.getmembers(GameRepository, inspect.iscoroutinefunction)
            if not name.startswith("_") and name not in STORE_WRITES
        ]
        patch(GameService, "get", lambda f: self._read_hook(f, "GameService.get", store=False))
        patch(SavedGames, "load", lambda f: self._read_hook(f, "SavedGames.load", store=False))
        for name in store_reads:
            patch(GameRepository, name, self._store_read_hook(f"GameRepository.{name}"))
        patch(LiveTables, "get", self._live_hook)
        patch(GameRepository, "save", self._save_hook)
        patch(AsyncWebhookAdapter, "create_interaction_response", self._answer_hook)
        patch(AsyncWebhookAdapter, "edit_original_interaction_response", self._answer_hook)
        self._previous_factory = loop.get_task_factory()
        loop.set_task_factory(self._factory)
        previous_profile = threading.getprofile()
        threading.setprofile(self._profile)  # threads started from now on (the database's)
        try:
            yield self
        finally:
            threading.setprofile(previous_profile)
            loop.set_task_factory(self._previous_factory)
            for owner, name, original in reversed(patches):
                setattr(owner, name, original)

    def heard(self, request: RecordedRequest) -> None:
        """The fake's request listener: a REST call of the bot was answered."""
        trace = self._trace
        if trace is not None:
            trace.requests.append(time.monotonic())
            trace.touch()

    # -- one click ---------------------------------------------------------------------------

    @contextmanager
    def watching(self, *, profiled: bool) -> Iterator[ClickTrace]:
        """Record one click for the block; `profiled`: also note every module that runs (which
        slows everything down, so such clicks are not timed)."""
        trace = ClickTrace(profiled)
        self._trace, self._seen = trace, {}
        previous = sys.getprofile()
        if profiled:
            sys.setprofile(self._profile)
        try:
            yield trace
        finally:
            sys.setprofile(previous)
            self._trace, self._seen = None, {}

    async def settle(self, trace: ClickTrace, *, quiet: float, limit: float) -> None:
        """Wait until every task the bot and discord.py made for the click is done, or those
        left have been waiting `quiet` seconds with nothing else happening (they are idle: a
        game's clock, an event nobody set); give up after `limit` seconds."""
        deadline = time.monotonic() + limit
        while True:
            waiting = [s for s in trace.tasks if s.kind != OTHER_TASK and not s.task.done()]
            now = time.monotonic()
            if not waiting:
                return
            still = quiet - (now - trace.active_at)
            if still <= 0 or now >= deadline:
                trace.idle = waiting
                return
            await asyncio.wait(
                [s.task for s in waiting],
                timeout=min(still, deadline - now),
                return_when=asyncio.FIRST_COMPLETED,
            )

    # -- the hooks ---------------------------------------------------------------------------

    def _profile(self, frame: FrameType, event: str, arg: object) -> None:
        if event != "call":
            return
        trace = self._trace
        if trace is None or not trace.profiled:
            return
        filename = frame.f_code.co_filename
        names = self._names
        if filename not in names:
            names[filename] = module_of(filename)
        module = names[filename]
        if module is not None:
            trace.modules.add(module)

    def _factory(
        self,
        loop: asyncio.AbstractEventLoop,
        coro: Any,
        context: contextvars.Context | None = None,
    ) -> asyncio.Future[Any]:
        previous = self._previous_factory
        made: asyncio.Future[Any]
        if previous is None:
            made = asyncio.Task(coro, loop=loop, context=context)
        elif context is None:
            made = previous(loop, coro)
        else:
            made = previous(loop, coro, context=context)
        trace = self._trace
        if trace is not None and isinstance(made, asyncio.Task):
            self._note_task(trace, made, sys._getframe(1))
        return made

    def _note_task(self, trace: ClickTrace, task: asyncio.Task[Any], frame: FrameType) -> None:
        parent = asyncio.current_task()
        kind, creator = creator_of(frame)
        seen = SeenTask(
            task, kind, creator, runs(task), parent, self._stack(frame, parent), time.monotonic()
        )
        trace.tasks.append(seen)
        self._seen[task] = seen
        trace.touch()

        def finished(_: asyncio.Future[Any]) -> None:
            seen.finished = time.monotonic()
            trace.touch()

        task.add_done_callback(finished)

    def _stack(self, frame: FrameType | None, task: asyncio.Task[Any] | None) -> tuple[Frame, ...]:
        """The project functions on the stack here, continued through the stack the current
        task was made at (when it was made during the click)."""
        made = self._seen.get(task) if task is not None else None
        return (*project_frames(frame), *(made.stack if made is not None else ()))

    def _moment(self, trace: ClickTrace, what: str, function: Any, caller: FrameType) -> None:
        task = asyncio.current_task()
        module = module_of(function.__code__.co_filename)
        own = [(module, function.__qualname__)] if module is not None else []
        trace.moments.append(Moment(what, task, (*own, *self._stack(caller, task))))
        trace.touch()

    def _begin_read(
        self, trace: ClickTrace, entry: str, store: bool, caller: FrameType
    ) -> contextvars.Token[Any] | None:
        """Count a read unless it is part of one in progress (in the same task); a store read
        inside one marks it as reaching the database. The token to end it, if it is new."""
        task = asyncio.current_task()
        reading = _READING.get()
        if reading is not None and reading.task is task:
            reading.database = reading.database or store
            return None
        read = GameRead(entry, named(caller), task, database=store)
        trace.reads.append(read)
        return _READING.set(read)

    def _read_hook(self, original: Any, entry: str, *, store: bool) -> Any:
        probe = self

        @functools.wraps(original)
        async def read(*args: Any, **kwargs: Any) -> Any:
            trace = probe._trace
            if trace is None:
                return await original(*args, **kwargs)
            caller = sys._getframe(1)
            probe._moment(trace, "read", original, caller)
            token = probe._begin_read(trace, entry, store, caller)
            try:
                return await original(*args, **kwargs)
            finally:
                if token is not None:
                    _READING.reset(token)

        return read

    def _store_read_hook(self, entry: str) -> Callable[[Any], Any]:
        return lambda original: self._read_hook(original, entry, store=True)

    def _live_hook(self, original: Any) -> Any:
        probe = self

        @functools.wraps(original)
        def live(*args: Any, **kwargs: Any) -> Any:
            trace = probe._trace
            if trace is None:
                return original(*args, **kwargs)
            caller = sys._getframe(1)
            probe._moment(trace, "read", original, caller)
            token = probe._begin_read(trace, "LiveTables.get", False, caller)
            try:
                return original(*args, **kwargs)
            finally:
                if token is not None:
                    _READING.reset(token)

        return live

    def _save_hook(self, original: Any) -> Any:
        probe = self

        @functools.wraps(original)
        async def save(*args: Any, **kwargs: Any) -> Any:
            trace = probe._trace
            if trace is not None:
                trace.saves += 1
                probe._moment(trace, "save", original, sys._getframe(1))
            return await original(*args, **kwargs)

        return save

    def _answer_hook(self, original: Any) -> Any:
        probe = self

        @functools.wraps(original)
        def answer(adapter: Any, first: int, token: str, *args: Any, **kwargs: Any) -> Any:
            trace = probe._trace
            if trace is not None:
                if trace.token is None and original.__name__ == "create_interaction_response":
                    trace.token, trace.responder = token, asyncio.current_task()
                if token == trace.token:
                    probe._moment(trace, "response", original, sys._getframe(1))
            return original(adapter, first, token, *args, **kwargs)

        return answer
