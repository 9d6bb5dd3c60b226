"""FakeDiscord: a loopback Discord (REST + gateway) that tests drive like users."""

from __future__ import annotations

import socket
from collections.abc import Iterable, Mapping
from pathlib import Path
from types import TracebackType
from typing import Any

from aiohttp import web

from .backend import Backend, MessageListener, Settings
from .botprocess import BotProcessContext, run_bot_process
from .clock import Clock
from .errors import HarnessError
from .faults import FaultRule, Faults
from .guild import FakeGuild
from .models import User
from .openapi import load_spec
from .pipeline import API_PREFIX, Pipeline, RecordedRequest, RequestListener
from .ratelimits import RateLimiter, RateLimits
from .rest import RestApi

JSON = dict[str, Any]
DEFAULT_RATE_LIMITS = RateLimits.off()
"""No limits unless a test or benchmark asks for them (`rate_limits=RateLimits()`: Discord's).
With Discord's global limit on, games played by computers without a pause lose pings (their
posts fail after discord.py's five 429 retries), which made two game tests fail now and then."""


class FakeDiscord(FakeGuild):
    """Discord served on 127.0.0.1 for real discord.py clients: by default one guild, which the
    fake itself stands for (`fake.add_user`, `fake.slash`, ...); `add_guild` adds more, and
    with `shard_count` the gateway serves each session the guilds of its shard only."""

    def __init__(
        self,
        *,
        ack_deadline: float = 3.0,
        token_ttl: float = 15 * 60.0,
        settle_time: float = 0.05,
        activity_timeout: float = 2.0,
        old_message_age: float = 3600.0,
        old_message_edit_limit: int = 5,
        token: str | None = "fake-token",
        guild_name: str = "Sho Test Guild",
        channels: Iterable[str] = ("general", "games", "lobby"),
        spec_path: Path | None = None,
        validate_spec: bool = True,
        rate_limits: RateLimits | None = None,
        keep_requests: bool = True,
        shard_count: int = 1,
        guilds_per_shard: int = 2500,
    ) -> None:
        """`rate_limits`: what to enforce (default DEFAULT_RATE_LIMITS: none; `RateLimits()`
        is Discord's); `keep_requests=False` keeps no list of requests (listeners still hear
        of each); `shard_count`: the count GET /gateway/bot recommends, over which the guilds
        are spread; `guilds_per_shard`: a session with more is refused (4011)."""
        self.settings = Settings(
            ack_deadline=ack_deadline,
            token_ttl=token_ttl,
            old_message_age=old_message_age,
            old_message_edit_limit=old_message_edit_limit,
            settle_time=settle_time,
            activity_timeout=activity_timeout,
            token=token,
            shard_count=shard_count,
            guilds_per_shard=guilds_per_shard,
        )
        backend = Backend(self.settings, guild_name=guild_name, channel_names=channels)
        super().__init__(backend, backend.state)
        self.faults = Faults()
        self.spec = load_spec(spec_path) if validate_spec else None
        self.limiter = RateLimiter(DEFAULT_RATE_LIMITS if rate_limits is None else rate_limits)
        self._pipeline = Pipeline(
            self.backend, self.faults, self.spec, self.limiter, keep_requests=keep_requests
        )
        self._runner: web.AppRunner | None = None
        self.port = 0

    # ---- lifecycle --------------------------------------------------------------------------

    async def start(self) -> FakeDiscord:
        app = web.Application(middlewares=[self._pipeline.middleware])
        app.router.add_get("/gateway", self.backend.gateway.handle)
        app.router.add_routes(RestApi(self.backend).routes())
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        await web.SockSite(self._runner, sock).start()
        self.port = sock.getsockname()[1]
        self.backend.resume_url = self.gateway_url
        return self

    async def close(self) -> None:
        await self.backend.gateway.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    @property
    def api_base(self) -> str:
        return f"http://127.0.0.1:{self.port}{API_PREFIX}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    @property
    def token(self) -> str:
        return self.settings.token or "fake-token"

    # ---- the application and its guilds -----------------------------------------------------

    def add_guild(
        self,
        name: str,
        *,
        channels: Iterable[str] = ("general", "games", "lobby"),
        shard: int | None = None,
    ) -> FakeGuild:
        """Another guild with the bot in it, on `shard` of `shard_count` (by default the
        guilds go round the shards: the second on shard 1, ...). Add it before the bot
        connects (GUILD_CREATE carries the guilds)."""
        count = self.settings.shard_count
        on = len(self.backend.guilds) % count if shard is None else shard
        if not 0 <= on < count:
            raise HarnessError(f"shard {on} is not one of the {count} shards")
        return FakeGuild(self.backend, self.backend.add_guild(name, channels, shard=on))

    @property
    def guilds(self) -> list[FakeGuild]:
        """Every guild, this fake's own first."""
        return [FakeGuild(self.backend, state) for state in self.backend.guilds.values()]

    @property
    def app_id(self) -> int:
        return self.backend.app_id

    @property
    def bot_user(self) -> User:
        return self.backend.bot

    # ---- what happened ----------------------------------------------------------------------

    @property
    def requests(self) -> list[RecordedRequest]:
        """Every REST request: method, path, query, body, time (fake clock), status."""
        return self._pipeline.requests

    @property
    def unhandled(self) -> list[str]:
        """Requests for routes the fake does not implement (answered 404)."""
        return self._pipeline.unhandled

    @property
    def contract_errors(self) -> list[str]:
        """Every broken Discord rule (answered 400), readable."""
        return self.backend.contract_errors

    def take_contract_errors(self) -> list[str]:
        """Return and forget the contract errors (for tests that break rules on purpose)."""
        found = list(self.backend.contract_errors)
        self.backend.contract_errors.clear()
        return found

    @property
    def refused(self) -> int:
        """Requests answered 429 by the rate limits (injected faults not included)."""
        return self.limiter.refused_total

    def on_request(self, listener: RequestListener) -> None:
        """Call `listener` with every REST request once it is answered."""
        self._pipeline.listeners.append(listener)

    def on_message(self, listener: MessageListener) -> None:
        """Call `listener(event, message)` for every message created, edited or deleted."""
        self.backend.message_listeners.append(listener)

    def assert_clean(self) -> None:
        """Fail if the bot broke a Discord rule or used a route the fake does not know."""
        problems = self.contract_errors + [f"unhandled route: {u}" for u in self.unhandled]
        if problems:
            raise AssertionError("fake Discord saw problems:\n" + "\n".join(problems))

    @property
    def commands(self) -> dict[int | None, list[JSON]]:
        """Synced commands by scope: the guild id, or None for global commands."""
        return self.backend.commands

    @property
    def sync_count(self) -> int:
        return self.backend.sync_count

    @property
    def identify_count(self) -> int:
        return self.backend.gateway.identify_count

    @property
    def resume_count(self) -> int:
        return self.backend.gateway.resume_count

    # ---- time, faults and the gateway -------------------------------------------------------

    @property
    def clock(self) -> Clock:
        return self.backend.clock

    def advance(self, seconds: float) -> None:
        """Move the fake's clock on: messages age, interaction tokens expire."""
        self.backend.clock.advance(seconds)

    def fail_next(
        self,
        method: str | None,
        path_regex: str,
        status: int = 429,
        *,
        code: int | None = None,
        message: str | None = None,
        retry_after: float = 0.05,
        is_global: bool = False,
        times: int = 1,
    ) -> FaultRule:
        """Answer the next `times` requests matching method (None: any) and the regex
        (searched in the path after /api/v10) with `status`: 429 carries retry_after and a Via
        header so discord.py retries; 403 defaults to 50013 Missing Permissions."""
        return self.faults.add(
            method,
            path_regex,
            status=status,
            code=code,
            message=message,
            retry_after=retry_after,
            is_global=is_global,
            times=times,
        )

    async def wait_identified(self, count: int = 1, timeout: float = 10.0) -> None:  # noqa: ASYNC109
        """Wait until `count` IDENTIFYs in total have happened."""
        await self.wait_for(lambda: self.identify_count >= count, timeout)

    async def request_reconnect(self) -> None:
        """Send op 7 RECONNECT; discord.py reconnects and RESUMEs."""
        await self.backend.gateway.request_reconnect()

    def subprocess_bot(
        self,
        *,
        args: Iterable[str] = ("-m", "bot"),
        env: Mapping[str, str] | None = None,
        cwd: Path | str | None = None,
        db_path: Path | str | None = None,
        wait_sync: bool = True,
        ready_timeout: float = 30.0,
    ) -> BotProcessContext:
        """`async with fake.subprocess_bot(...) as bot:` runs `python <args>` against this fake."""
        return run_bot_process(
            self,
            args=args,
            env=env,
            cwd=cwd,
            db_path=db_path,
            wait_sync=wait_sync,
            ready_timeout=ready_timeout,
        )
