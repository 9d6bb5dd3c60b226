"""Discord's rate limits: 50 requests per second per bot token, and per-route buckets.

Interaction callbacks and the interaction-token webhook routes (followups, @original) are
outside the global limit, as on Discord. Each limited route answers with the bucket headers
discord.py reads (`X-RateLimit-Limit`, `-Remaining`, `-Reset`, `-Reset-After`, `-Bucket`); a
request over a limit gets Discord's 429 with `retry_after`, and is counted in `refused`.
Windows run on real monotonic time (the fake's clock may be pushed forward by tests). Every
window is fixed, as discord.py models buckets: it opens with the first request and takes
`limit` requests until it closes; a 429 says to retry when it closes. (A sliding window with
its tiny `retry_after` makes discord.py's waiting requests retry all at once and give up after
five tries: real Discord does not drop that many requests.)
"""

from __future__ import annotations

import json
import math
import re
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from aiohttp import web

GLOBAL_SCOPE, ROUTE_SCOPE = "global", "route"
EXEMPT_FROM_GLOBAL = re.compile(r"^/(?:interactions/\d+/[^/]+/callback|webhooks/\d+/[^/]+)")
"""Interaction responses: not bound by the bot's global limit."""


@dataclass(frozen=True)
class RouteLimit:
    """`limit` requests per `window` seconds, per value of the route's major parameter."""

    method: str
    path: re.Pattern[str]
    """Searched in the /api/v10-relative path; the group `major` keys the bucket."""
    limit: int
    window: float
    bucket: str
    """The X-RateLimit-Bucket hash Discord would send."""


def route_limit(method: str, path: str, limit: int, window: float, bucket: str) -> RouteLimit:
    return RouteLimit(method, re.compile(path), limit, window, bucket)


CHANNEL_MESSAGE_LIMITS = (
    route_limit("POST", r"^/channels/(?P<major>\d+)/messages$", 5, 5.0, "fake-post-message"),
    route_limit("PATCH", r"^/channels/(?P<major>\d+)/messages/\d+$", 5, 5.0, "fake-edit-message"),
    route_limit(
        "DELETE", r"^/channels/(?P<major>\d+)/messages/\d+$", 5, 1.0, "fake-delete-message"
    ),
)
"""Roughly what Discord answers for a channel's messages: 5 posts and 5 edits per 5 s, 5
deletes per second (Discord does not document them and adjusts them; these are typical)."""


@dataclass(frozen=True)
class RateLimits:
    """What the fake enforces; `RateLimits.off()` enforces nothing."""

    global_per_second: int | None = 50
    routes: tuple[RouteLimit, ...] = CHANNEL_MESSAGE_LIMITS
    global_window: float = 1.0
    """The global limit's window in seconds (tests shorten it to stay fast)."""

    @classmethod
    def off(cls) -> RateLimits:
        return cls(global_per_second=None, routes=())

    @property
    def enabled(self) -> bool:
        return self.global_per_second is not None or bool(self.routes)


@dataclass
class Window:
    """A fixed window: it opens at the first request after the last one closed."""

    limit: int
    length: float
    opened: float = -math.inf
    used: int = 0

    def _roll(self, now: float) -> None:
        if now >= self.opened + self.length:
            self.opened, self.used = now, 0

    def wait(self, now: float) -> float:
        """Seconds until a request may go (0 if it may go now)."""
        self._roll(now)
        return 0.0 if self.used < self.limit else self.opened + self.length - now

    def take(self, now: float) -> None:
        self._roll(now)
        self.used += 1

    def reset_after(self, now: float) -> float:
        return max(self.opened + self.length - now, 0.0)


@dataclass(frozen=True)
class Verdict:
    """What the limiter says about one request: refused (a 429) or the headers to add."""

    headers: dict[str, str]
    refused: web.Response | None = None


class RateLimiter:
    """Counts requests in windows and refuses those over a limit."""

    def __init__(self, config: RateLimits, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.refused: Counter[tuple[str, str]] = Counter()
        """Refused requests by (scope, 'METHOD /route'): scope 'global' or 'route'."""
        self.configure(config)

    def configure(self, config: RateLimits) -> None:
        """Enforce `config` from now on, with fresh windows (the refusals so far stay counted)."""
        self.config = config
        per_second = config.global_per_second
        self._global = Window(per_second, config.global_window) if per_second else None
        self._buckets: dict[tuple[str, str], Window] = {}

    @property
    def refused_total(self) -> int:
        return sum(self.refused.values())

    def check(self, method: str, api_path: str, route: str, *, now: float | None = None) -> Verdict:
        """Let the request through (taking its tokens) or refuse it; `route` names it, `now`
        is when it arrived (default: the limiter's clock)."""
        if not self.config.enabled:
            return Verdict({})
        now = self.clock() if now is None else now
        window = self._global if not EXEMPT_FROM_GLOBAL.match(api_path) else None
        if window is not None:
            wait = window.wait(now)
            if wait > 0:
                self.refused[GLOBAL_SCOPE, route] += 1
                return Verdict({}, _too_many(wait, is_global=True, headers={}))
            window.take(now)
        found = self._bucket(method, api_path)
        if found is None:
            return Verdict({})
        limit, bucket = found
        wait = bucket.wait(now)
        if wait > 0:
            self.refused[ROUTE_SCOPE, route] += 1
            headers = _bucket_headers(limit, bucket, now)
            return Verdict(headers, _too_many(wait, is_global=False, headers=headers))
        bucket.take(now)
        return Verdict(_bucket_headers(limit, bucket, now))

    def _bucket(self, method: str, api_path: str) -> tuple[RouteLimit, Window] | None:
        for limit in self.config.routes:
            if limit.method != method:
                continue
            match = limit.path.search(api_path)
            if match is None:
                continue
            key = (limit.bucket, match.groupdict().get("major") or "")
            window = self._buckets.get(key)
            if window is None:
                window = self._buckets[key] = Window(limit.limit, limit.window)
            return limit, window
        return None


def _bucket_headers(limit: RouteLimit, window: Window, now: float) -> dict[str, str]:
    reset_after = window.reset_after(now)
    return {
        "X-RateLimit-Limit": str(limit.limit),
        "X-RateLimit-Remaining": str(max(limit.limit - window.used, 0)),
        "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
        "X-RateLimit-Reset-After": f"{reset_after:.3f}",
        "X-RateLimit-Bucket": limit.bucket,
    }


def _too_many(wait: float, *, is_global: bool, headers: dict[str, str]) -> web.Response:
    """Discord's 429: the body discord.py reads, and Via (else it assumes a Cloudflare ban)."""
    retry_after = round(max(wait, 0.001), 3)
    body = {
        "message": "You are being rate limited.",
        "retry_after": retry_after,
        "global": is_global,
    }
    answer = {
        **headers,
        "Content-Type": "application/json",
        "Via": "1.1 google",
        "Retry-After": str(math.ceil(retry_after)),
        "X-RateLimit-Scope": GLOBAL_SCOPE if is_global else "user",
    }
    if is_global:
        answer["X-RateLimit-Global"] = "true"
    return web.Response(body=json.dumps(body).encode(), status=429, headers=answer)
