"""Each channel's board as players see it: which message, what version, whose turn, and when
each version first showed (the fake tells us of every message change as it happens)."""

from __future__ import annotations

import asyncio
import re
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from devtools.fakediscord import Message
from devtools.fakediscord.components import TEXT_DISPLAY, walk

HISTORY = 32
T = TypeVar("T")


@dataclass(frozen=True)
class Board:
    """What a board message shows; `version` counts the game's accepted actions."""

    message: Message
    game: int
    version: int
    actor: int | None
    """The person whose turn it is (None: a computer's turn, or nobody's)."""
    over: bool = False


class BoardReader(Protocol):
    """Reads one bot's messages."""

    def read(self, message: Message) -> Board | None:
        """The board this message shows, or None if it is not a board."""
        ...

    def ended(self, message: Message) -> bool:
        """Whether this message says the channel's game is over."""
        ...

    def lobby(self, message: Message) -> int | None:
        """The game whose open table (with a Join button) this message shows, if any."""
        ...


def custom_ids(components: list[Any]) -> Iterator[str]:
    """Every custom id of a message's components, depth first, section accessories included
    (a board's Rules button stands beside its small print)."""
    for component in components:
        custom_id = component.get("custom_id")
        if custom_id:
            yield custom_id
        yield from custom_ids(component.get("components") or [])
        accessory = component.get("accessory")
        if isinstance(accessory, dict):
            yield from custom_ids([accessory])


SHO_VERSION = re.compile(r"^sho:[gms]:(\d+):(\d+):")
SHO_REMATCH = re.compile(r"^sho:r:(\d+)$")
SHO_ACTOR = re.compile(r"^<@(\d+)>")
"""A turn line naming a person, in any language and with or without a clock: theirs to play
(a computer's turn or an ended game begins with its mark)."""
SHO_OVER = ("🏆", "⏹️")
SHO_JOIN = re.compile(r"^sho:l:(\d+):join$")


def turn_line(message: Message) -> str:
    """The Sho board's line of whose turn it is (or that the game is over): the last line of
    its card's headline, above the spiral's code block."""
    texts = [c["content"] for c in walk(message.components) if c.get("type") == TEXT_DISPLAY]
    headline = texts[0].split("```")[0].splitlines() if texts else []
    return headline[-1] if headline else ""


class ShoReader:
    """The Sho bot's board: `sho:g:<game>:<version>:…` buttons, a turn line beginning with the
    mention of the person to play."""

    def read(self, message: Message) -> Board | None:
        for custom_id in custom_ids(message.components):
            found = SHO_VERSION.match(custom_id)
            if found:
                actor = SHO_ACTOR.match(turn_line(message))
                who = int(actor[1]) if actor else None
                return Board(message, int(found[1]), int(found[2]), who)
        return None

    def ended(self, message: Message) -> bool:
        if any(SHO_REMATCH.match(c) for c in custom_ids(message.components)):
            return True
        return turn_line(message).startswith(SHO_OVER)

    def lobby(self, message: Message) -> int | None:
        for custom_id in custom_ids(message.components):
            found = SHO_JOIN.match(custom_id)
            if found:
                return int(found[1])
        return None


FLOOR_VERSION = re.compile(r"^floor:(\d+)$")


class FloorReader:
    """The floor bot's message: one button `floor:<count>`."""

    def read(self, message: Message) -> Board | None:
        for custom_id in custom_ids(message.components):
            found = FLOOR_VERSION.match(custom_id)
            if found:
                return Board(message, message.channel_id, int(found[1]), None)
        return None

    def ended(self, message: Message) -> bool:
        return False

    def lobby(self, message: Message) -> int | None:
        return None


@dataclass
class Shown:
    """One channel: its current board and when each recent version first showed."""

    board: Board | None = None
    lobby: tuple[int, Message] | None = None
    """The newest open table in the channel: its game and message."""
    history: deque[tuple[int, int, float]] = field(default_factory=lambda: deque(maxlen=HISTORY))
    """(game, version, when it first showed) of the latest versions."""
    changed: asyncio.Event = field(default_factory=asyncio.Event)

    def wake(self) -> None:
        self.changed.set()
        self.changed = asyncio.Event()


class BoardTracker:
    """The fake's message listener: keeps every channel's board."""

    def __init__(self, reader: BoardReader) -> None:
        self.reader = reader
        self.channels: dict[int, Shown] = {}

    def of(self, channel: int) -> Shown:
        shown = self.channels.get(channel)
        if shown is None:
            shown = self.channels[channel] = Shown()
        return shown

    def __call__(self, event: str, message: Message) -> None:
        if event == "MESSAGE_DELETE" or message.ephemeral:
            return
        shown = self.of(message.channel_id)
        current = shown.board
        if current is not None and message.id < current.message.id:
            return  # an old board being retired
        board = self.reader.read(message)
        now = time.monotonic()
        lobby = self.reader.lobby(message) if board is None else None
        if lobby is not None:
            shown.lobby = (lobby, message)
            shown.wake()
            return
        if board is None:
            if current is not None and self.reader.ended(message) and not current.over:
                shown.board = Board(current.message, current.game, current.version + 1, None, True)
                shown.wake()
            return
        newer = current is None or board.game != current.game or board.version > current.version
        shown.board = board
        if newer:
            shown.history.append((board.game, board.version, now))
        shown.wake()  # a step of a move's choice changes the buttons of the same version

    def shown_after(self, channel: int, game: int, version: int) -> float | None:
        """When the game first showed a version newer than `version` (None: not yet)."""
        for seen_game, seen, at in self.of(channel).history:
            if seen_game == game and seen > version:
                return at
        return None

    async def wait(
        self, channel: int, accept: Callable[[Board], bool], within: float
    ) -> Board | None:
        """The channel's board once `accept` takes it, or None after `within` seconds."""
        shown = self.of(channel)

        def probe() -> Board | None:
            board = shown.board
            return board if board is not None and accept(board) else None

        return await self._until(shown, probe, within)

    async def wait_lobby(
        self, channel: int, newer_than: int, within: float
    ) -> tuple[int, Message] | None:
        """The channel's open table once its message id is above `newer_than`."""
        shown = self.of(channel)

        def probe() -> tuple[int, Message] | None:
            lobby = shown.lobby
            return lobby if lobby is not None and lobby[1].id > newer_than else None

        return await self._until(shown, probe, within)

    @staticmethod
    async def _until(shown: Shown, probe: Callable[[], T | None], within: float) -> T | None:
        deadline = time.monotonic() + within
        while True:
            found = probe()
            if found is not None:
                return found
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            try:
                await asyncio.wait_for(shown.changed.wait(), remaining)
            except TimeoutError:
                return None


def moved_on(game: int, version: int) -> Callable[[Board], bool]:
    """Whether a board shows something after this version of this game (or another game)."""
    return lambda board: board.over or board.game != game or board.version > version
