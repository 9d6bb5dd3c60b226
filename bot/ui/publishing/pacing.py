"""Discord's global rate limit, kept by the bot itself: at most 36 channel calls in any second.

Interaction responses and the calls made with a click's token do not count against the limit,
so most drawing never waits here. What does (a board edited in the channel, a ping posted, an
old message deleted) waits its turn: a call may go while fewer than `rate` calls went in the
last second (counted until a second after each was answered, so however late a call reaches
Discord it is counted), so short bursts go at once and no second, however it is cut, holds
more. Work
nobody is waiting for (the catch-up after a restart, boards of games nobody is looking at) is
`background`: it goes only while no other call is waiting and `reserve` places of the second
are left, so people's own games never queue behind it.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable

CHANNEL_CALLS_PER_SECOND = 36
"""Below Discord's 50 a second and the 40 we promise: calls granted in one second can reach
Discord a little closer together when the event loop is busy."""
BACKGROUND_RESERVE = 10
"""Places of each second that background work leaves to people's games."""
WINDOW = 1.0


class ChannelPacer:
    """The times of the channel calls of the last second, shared by the whole bot."""

    def __init__(
        self,
        rate: float = CHANNEL_CALLS_PER_SECOND,
        *,
        reserve: int = BACKGROUND_RESERVE,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self._limit = max(int(rate), 1)
        self._reserve = min(reserve, self._limit - 1)
        self._clock = clock
        self._sleep = sleep
        self._ended: deque[float] = deque()
        """When each call of the last second was answered, oldest first."""
        self._flying = 0
        self._waiting = 0
        """Foreground calls waiting for their turn."""

    def _room(self, now: float) -> int:
        """Places left: a call counts from its start until a second after it is answered
        (it reached Discord somewhere in between), and while it is in flight."""
        while self._ended and now - self._ended[0] >= WINDOW:
            self._ended.popleft()
        return self._limit - len(self._ended) - self._flying

    @contextlib.asynccontextmanager
    async def turn(self, *, background: bool = False) -> AsyncIterator[None]:
        """Wait until a call may go, and count it while the block makes it."""
        needed = self._reserve + 1 if background else 1
        if not background:
            self._waiting += 1
        try:
            while True:
                now = self._clock()
                if self._room(now) >= needed and (not background or self._waiting == 0):
                    break
                await self._sleep(self._wait(now, needed))
        finally:
            if not background:
                self._waiting -= 1
        self._flying += 1
        try:
            yield
        finally:
            self._flying -= 1
            self._ended.append(self._clock())

    def _wait(self, now: float, needed: int) -> float:
        """How long until enough places may be free (at least a moment)."""
        blocking = len(self._ended) + self._flying - self._limit + needed - 1
        if 0 <= blocking < len(self._ended):
            return max(self._ended[blocking] + WINDOW - now, 0.001)
        return 1 / self._limit  # waiting for calls in flight to be answered
