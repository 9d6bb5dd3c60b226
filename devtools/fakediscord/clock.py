"""The fake's notion of time (wall clock plus a test-controlled offset) and snowflake ids."""

from __future__ import annotations

import time
from datetime import UTC, datetime

DISCORD_EPOCH_MS = 1_420_070_400_000


class Clock:
    """Wall-clock time that tests can push forward to age messages and expire tokens."""

    def __init__(self) -> None:
        self.offset = 0.0

    def now(self) -> float:
        """Seconds since the Unix epoch, as the fake Discord sees them."""
        return time.time() + self.offset

    def advance(self, seconds: float) -> None:
        """Move the fake's time forward (never backwards)."""
        if seconds < 0:
            raise ValueError("the clock only moves forward")
        self.offset += seconds

    def iso(self, timestamp: float | None = None) -> str:
        """An ISO 8601 timestamp as Discord writes it."""
        moment = self.now() if timestamp is None else timestamp
        return datetime.fromtimestamp(moment, tz=UTC).isoformat(timespec="microseconds")


class Snowflakes:
    """Increasing Discord snowflakes whose embedded time follows the fake clock."""

    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self._last = 0

    def next(self) -> int:
        millis = int(self._clock.now() * 1000) - DISCORD_EPOCH_MS
        self._last = max(millis << 22, self._last + 1)
        return self._last

    def on_shard(self, shard: int, count: int) -> int:
        """The next snowflake whose guild Discord puts on `shard` of `count` shards: its time
        part is the first millisecond, now or later, with (id >> 22) % count == shard."""
        millis = max(int(self._clock.now() * 1000) - DISCORD_EPOCH_MS, (self._last >> 22) + 1)
        millis += (shard - millis) % count
        self._last = millis << 22
        return self._last
