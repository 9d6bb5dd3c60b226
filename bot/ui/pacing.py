"""Discord's global rate limit, kept by the bot itself: at most 40 channel calls a second.

Interaction responses and the calls made with a click's token do not count against the limit,
so most drawing never waits here. What does (a board edited in the channel, a ping posted, an
old message deleted) takes a token from a bucket that refills at `rate` a second and holds a
second's worth, so short bursts go at once. Work nobody is waiting for (the catch-up after a
restart, boards of games nobody is looking at) is `background`: it goes only while no other call
is waiting and the bucket is more than `reserve` full, so people's own games never queue
behind it.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

CHANNEL_CALLS_PER_SECOND = 40.0
"""Below Discord's 50 a second, leaving room for the calls discord.py makes on its own."""
BACKGROUND_RESERVE = 10.0
"""Tokens background work leaves in the bucket for people's games."""


class ChannelPacer:
    """A token bucket shared by every channel call of the bot."""

    def __init__(
        self,
        rate: float = CHANNEL_CALLS_PER_SECOND,
        *,
        reserve: float = BACKGROUND_RESERVE,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self._rate = rate
        self._capacity = rate
        self._reserve = min(reserve, rate - 1)
        self._clock = clock
        self._sleep = sleep
        self._tokens = rate
        self._filled_at = clock()
        self._waiting = 0
        """Foreground calls waiting for a token."""

    def _refill(self) -> None:
        now = self._clock()
        self._tokens = min(self._capacity, self._tokens + (now - self._filled_at) * self._rate)
        self._filled_at = now

    async def turn(self, *, background: bool = False) -> None:
        """Wait until this call may go (it is counted as gone when this returns)."""
        needed = self._reserve + 1 if background else 1.0
        if not background:
            self._waiting += 1
        try:
            while True:
                self._refill()
                if self._tokens >= needed and (not background or self._waiting == 0):
                    self._tokens -= 1
                    return
                short = max(needed - self._tokens, 1.0)
                await self._sleep(short / self._rate)
        finally:
            if not background:
                self._waiting -= 1
