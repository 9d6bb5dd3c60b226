"""People at the tables: they open games, wait for their turn, click, and time the answers."""

from __future__ import annotations

import asyncio
import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Protocol

from devtools.fakediscord import (
    Channel,
    FakeDiscord,
    InteractionFailed,
    InteractionResult,
    Message,
    User,
)

from .boards import Board, BoardReader, BoardTracker, custom_ids, moved_on
from .stats import Samples

DISCORD_ACK_LIMIT = 3.0
STUCK_AFTER = 30.0
"""A game whose board shows nothing new for this long is stuck."""


class Pace(Enum):
    """How fast people click once it is their turn."""

    HUMAN = "human"
    FLAT = "flat"

    def delay(self, rng: random.Random) -> float:
        return rng.uniform(1.0, 4.0) if self is Pace.HUMAN else 0.0


@dataclass
class Results:
    """What the people measured."""

    acks: Samples = field(default_factory=Samples)
    shown: Samples = field(default_factory=Samples)
    unanswered: int = 0
    """Interactions never acknowledged within Discord's 3 s (the person sees a failure); they
    count in `acks` as infinitely late."""
    interactions: int = 0
    games_opened: int = 0
    games_failed: int = 0
    stuck: set[int] = field(default_factory=set)
    """Channels whose game made no progress for STUCK_AFTER seconds at some point."""
    recording: bool = True

    @property
    def late(self) -> int:
        """Acknowledgements later than Discord's 3 s, or never."""
        return self.acks.over(DISCORD_ACK_LIMIT)


@dataclass
class Deadline:
    """When people stop starting new clicks (it may be brought forward while they play)."""

    at: float

    @classmethod
    def after(cls, seconds: float) -> Deadline:
        return cls(time.monotonic() + seconds)

    @property
    def left(self) -> float:
        return self.at - time.monotonic()

    @property
    def passed(self) -> bool:
        return self.left <= 0


@dataclass(frozen=True)
class Seating:
    """One game's channel and people; `index` picks the computer's level and the like."""

    index: int
    channel: Channel
    host: User
    guest: User


@dataclass(frozen=True)
class Click:
    user: User
    custom_id: str
    choice: str | None = None
    """For a select menu: the option's value."""
    step: bool = False
    """A step towards a move (a stack of many moves): the board's buttons change, not its
    version, and the move is clicked next."""


class Rules(Protocol):
    """How one bot's games are opened and played."""

    @property
    def reader(self) -> BoardReader: ...

    async def open(self, people: People, seating: Seating) -> Board | None:
        """Open a game in the seating's channel; its first board (None: it did not open)."""
        ...

    def next_click(self, board: Board, seating: Seating, rng: random.Random) -> Click | None:
        """What the person to play clicks now (None: nobody of ours is to play)."""
        ...


class People:
    """Everyone clicking, against one fake and one bot; the results are shared."""

    def __init__(self, fake: FakeDiscord, tracker: BoardTracker, results: Results) -> None:
        self.fake, self.tracker, self.results = fake, tracker, results

    async def interact(self, send: Callable[[], Any]) -> InteractionResult | None:
        """Run one interaction (slash, click or select with settle=False) and time its ack."""
        results = self.results
        try:
            done: InteractionResult = await send()
        except InteractionFailed:
            if results.recording:
                results.unanswered += 1
                results.acks.add(math.inf)
                results.interactions += 1
            return None
        latency = done.interaction.ack_latency
        if results.recording and latency is not None:
            results.acks.add(latency)
            results.interactions += 1
        return done

    async def slash(
        self, command: str, user: User, channel: Channel, **options: Any
    ) -> InteractionResult | None:
        return await self.interact(
            lambda: self.fake.slash(command, user=user, channel=channel, settle=False, **options)
        )

    async def click(self, message: Message, click: Click) -> InteractionResult | None:
        fake = self.fake
        if click.choice is not None:
            choice = click.choice
            return await self.interact(
                lambda: fake.select(
                    message, choice, user=click.user, custom_id=click.custom_id, settle=False
                )
            )
        return await self.interact(
            lambda: fake.click(message, custom_id=click.custom_id, user=click.user, settle=False)
        )

    async def play(
        self,
        rules: Rules,
        seating: Seating,
        pace: Pace,
        until: Deadline,
        rng: random.Random,
        board: Board | None,
    ) -> None:
        """Play from `board` on in this seat's channel until the deadline (a new game when one
        ends); a click made before the deadline is still timed to its end."""
        channel = seating.channel.id
        handled = (board.game, board.version - 1) if board else None
        while board is not None and not until.passed:
            game, version = handled or (0, -1)
            board = await self.tracker.wait(
                channel,
                moved_on(game, version),
                min(STUCK_AFTER, max(until.left, 0.1)),
            )
            if board is None:
                if not until.passed:
                    self._stuck(channel)
                board = self.tracker.of(channel).board
                continue
            if board.over:
                board = await self._open(rules, seating)
                handled = (board.game, board.version - 1) if board else None
                continue
            handled = (board.game, board.version)
            click = rules.next_click(board, seating, rng)
            if click is None:
                continue
            await asyncio.sleep(pace.delay(rng))
            if until.passed:
                return
            current = self.tracker.of(channel).board
            if current is None or (current.game, current.version) != handled:
                handled = (board.game, board.version - 1)
                continue  # the board moved on by itself meanwhile: look again
            if click.step:
                await self._click_step(current, click)
                handled = (board.game, board.version - 1)  # the same version, its next step
                continue
            await self._click_and_watch(current, click)

    async def _open(self, rules: Rules, seating: Seating) -> Board | None:
        board = await rules.open(self, seating)
        if self.results.recording:
            if board is None:
                self.results.games_failed += 1
            else:
                self.results.games_opened += 1
        return board

    async def _click_and_watch(self, board: Board, click: Click) -> None:
        """Click, then wait until the board shows something newer; time both."""
        clicked = time.monotonic()
        await self.click(board.message, click)
        channel = board.message.channel_id
        game, version = board.game, board.version
        shown = await self.tracker.wait(channel, moved_on(game, version), STUCK_AFTER)
        if shown is None:
            self._stuck(channel)
            return
        at = self.tracker.shown_after(channel, game, version)
        if self.results.recording:
            self.results.shown.add((at if at is not None else time.monotonic()) - clicked)

    async def _click_step(self, board: Board, click: Click) -> None:
        """Click a step of the choice, then wait until the board shows its next step."""
        before = list(custom_ids(board.message.components))
        await self.click(board.message, click)
        channel = board.message.channel_id
        moved = moved_on(board.game, board.version)

        def stepped(now: Board) -> bool:
            return moved(now) or list(custom_ids(now.message.components)) != before

        if await self.tracker.wait(channel, stepped, STUCK_AFTER) is None:
            self._stuck(channel)

    def _stuck(self, channel: int) -> None:
        if self.results.recording:
            self.results.stuck.add(channel)
