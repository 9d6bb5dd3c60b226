"""The fake enforces Discord's rate limits: the global limit per bot token (interaction
responses exempt) and per-route buckets, with Discord's 429 and headers; discord.py copes."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest
import pytest_asyncio
from discord import app_commands

from devtools.fakediscord import FakeDiscord, User, fixtures, running
from devtools.fakediscord.ratelimits import (
    CHANNEL_MESSAGE_LIMITS,
    RateLimiter,
    RateLimits,
    route_limit,
)

fake_discord = fixtures.fake_discord
GLOBAL_OFF = RateLimits(global_per_second=None)
ONLY_GLOBAL = RateLimits(global_per_second=3, routes=(), global_window=60.0)


@pytest.fixture
def fake_discord_options() -> dict[str, Any]:
    return {"rate_limits": RateLimits.off()}


class Responder(discord.Client):
    """A bot whose /sho hello answers the interaction and follows up twice."""

    def __init__(self, guild_id: int) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.05)
        self.tree = app_commands.CommandTree(self)
        self.guild = discord.Object(guild_id)
        sho = app_commands.Group(name="sho", description="Sho")

        @sho.command(name="hello", description="Answers and follows up")
        async def hello(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("hello")
            await interaction.followup.send("one")
            await interaction.edit_original_response(content="hello again")

        self.tree.add_command(sho, guild=self.guild)

    async def setup_hook(self) -> None:
        await self.tree.sync(guild=self.guild)


@pytest_asyncio.fixture
async def bot(fake_discord: FakeDiscord) -> AsyncIterator[Responder]:
    async with running(fake_discord, Responder(fake_discord.guild_id)) as client:
        yield client


def channel_of(bot: discord.Client, fake: FakeDiscord, index: int = 0) -> discord.TextChannel:
    channel = bot.get_channel(fake.channels[index].id)
    assert isinstance(channel, discord.TextChannel)
    return channel


async def burst(fake: FakeDiscord, method: str, path: str, count: int, **body: Any) -> list[Any]:
    """`count` raw requests at once with the bot's token: (status, headers, JSON) each."""
    headers = {"Authorization": f"Bot {fake.token}"}
    async with aiohttp.ClientSession(headers=headers) as session:

        async def one() -> tuple[int, Any, Any]:
            async with session.request(method, fake.api_base + path, json=body or None) as r:
                return r.status, r.headers, await r.json() if r.status != 204 else None

        return list(await asyncio.gather(*(one() for _ in range(count))))


async def test_a_burst_over_the_global_limit_gets_discords_429(fake_discord: FakeDiscord) -> None:
    fake_discord.limiter.configure(ONLY_GLOBAL)
    answers = await burst(fake_discord, "GET", "/users/@me", 5)
    assert sorted(status for status, _, _ in answers) == [200, 200, 200, 429, 429]
    for status, headers, body in answers:
        if status != 429:
            continue
        assert body["message"] == "You are being rate limited."
        assert body["global"] is True
        assert 59 < body["retry_after"] <= 60
        assert headers["X-RateLimit-Global"] == "true"
        assert headers["X-RateLimit-Scope"] == "global"
        assert headers["Retry-After"] == "60"
        assert headers["Via"]  # discord.py takes a 429 without Via for a Cloudflare ban
    assert fake_discord.refused == 2
    assert fake_discord.limiter.refused == {("global", "GET /users/@me"): 2}


async def test_a_channel_takes_five_posts_per_five_seconds(fake_discord: FakeDiscord) -> None:
    fake_discord.limiter.configure(GLOBAL_OFF)
    first, second = fake_discord.channels[:2]
    path = f"/channels/{first.id}/messages"
    answers = await burst(fake_discord, "POST", path, 6, content="hi")
    passed = [headers for status, headers, _ in answers if status == 200]
    assert sorted(h["X-RateLimit-Remaining"] for h in passed) == ["0", "1", "2", "3", "4"]
    for headers in passed:
        assert headers["X-RateLimit-Limit"] == "5"
        assert headers["X-RateLimit-Bucket"] == "fake-post-message"
        assert 4.5 < float(headers["X-RateLimit-Reset-After"]) <= 5.0
        assert abs(float(headers["X-RateLimit-Reset"]) - time.time() - 5) < 1
    ((_, headers, body),) = [a for a in answers if a[0] == 429]
    assert body["global"] is False
    assert 4.5 < body["retry_after"] <= 5.0
    assert headers["X-RateLimit-Scope"] == "user"
    assert headers["X-RateLimit-Remaining"] == "0"
    assert len(fake_discord.channel_messages(first)) == 5
    # Buckets are per channel: the next channel is not limited.
    ((status, _, _),) = await burst(fake_discord, "POST", f"/channels/{second.id}/messages", 1)
    assert status == 200
    assert fake_discord.limiter.refused == {("route", "POST /channels/{channel}/messages"): 1}


async def test_discord_py_reads_the_bucket_headers_and_waits_instead_of_being_refused(
    fake_discord: FakeDiscord, bot: Responder
) -> None:
    window = 0.3
    posts = route_limit("POST", r"^/channels/(?P<major>\d+)/messages$", 2, window, "posts")
    fake_discord.limiter.configure(RateLimits(global_per_second=None, routes=(posts,)))
    channel = channel_of(bot, fake_discord)
    started = time.monotonic()
    await asyncio.gather(*(channel.send(f"m{i}") for i in range(5)))
    elapsed = time.monotonic() - started
    assert len(fake_discord.channel_messages(channel.id)) == 5
    assert elapsed >= 2 * window  # three windows: 2 + 2 + 1
    assert fake_discord.refused == 0


async def test_discord_py_retries_global_refusals_until_every_request_succeeds(
    fake_discord: FakeDiscord, bot: Responder
) -> None:
    fake_discord.limiter.configure(RateLimits(global_per_second=3, routes=(), global_window=0.5))
    channels = [channel_of(bot, fake_discord, i) for i in range(3)]
    sent = await asyncio.gather(*(channels[i % 3].send(f"m{i}") for i in range(10)))
    assert len(sent) == 10
    assert sum(len(fake_discord.channel_messages(c.id)) for c in channels) == 10
    assert fake_discord.refused > 0
    refused = [r for r in fake_discord.requests if r.status == 429]
    assert len(refused) == fake_discord.refused
    assert {r.route for r in refused} == {"POST /channels/{channel}/messages"}


async def test_interaction_responses_are_outside_the_global_limit(
    fake_discord: FakeDiscord, bot: Responder
) -> None:
    alice: User = fake_discord.add_user("alice")
    fake_discord.limiter.configure(
        RateLimits(global_per_second=1, routes=CHANNEL_MESSAGE_LIMITS, global_window=60.0)
    )
    (used,) = await burst(fake_discord, "GET", "/users/@me", 1)
    assert used[0] == 200
    for _ in range(3):
        result = await fake_discord.slash("sho hello", user=alice)
        assert result.content == "hello again"
        assert [m.content for m in result.followups] == ["one"]
    (refused,) = await burst(fake_discord, "GET", "/users/@me", 1)
    assert refused[0] == 429  # the limit is still exhausted for everything else
    token_routes = [
        r for r in fake_discord.requests if "/interactions/" in r.path or "/webhooks/" in r.path
    ]
    assert len(token_routes) == 9
    assert all(r.status in (200, 204) for r in token_routes)
    assert fake_discord.limiter.refused == {("global", "GET /users/@me"): 1}


async def test_acknowledgements_are_timed(fake_discord: FakeDiscord, bot: Responder) -> None:
    alice = fake_discord.add_user("alice")
    result = await fake_discord.slash("sho hello", user=alice, settle=False)
    latency = result.interaction.ack_latency
    assert latency is not None
    assert 0 < latency < 1.0


async def test_listeners_hear_of_requests_and_messages(
    fake_discord: FakeDiscord, bot: Responder
) -> None:
    requests: list[str] = []
    messages: list[tuple[str, int]] = []
    fake_discord.on_request(lambda r: requests.append(f"{r.route} {r.status}"))
    fake_discord.on_message(lambda event, m: messages.append((event, m.id)))
    sent = await channel_of(bot, fake_discord).send("hi")
    await sent.edit(content="edited")
    await sent.delete()
    assert requests == [
        "POST /channels/{channel}/messages 200",
        "PATCH /channels/{channel}/messages/{message} 200",
        "DELETE /channels/{channel}/messages/{message} 204",
    ]
    assert messages == [
        ("MESSAGE_CREATE", sent.id),
        ("MESSAGE_UPDATE", sent.id),
        ("MESSAGE_DELETE", sent.id),
    ]


def test_limits_are_off_unless_asked_for_and_discords_when_asked() -> None:
    assert not FakeDiscord().limiter.config.enabled
    config = FakeDiscord(rate_limits=RateLimits()).limiter.config
    assert config.global_per_second == 50
    assert config.global_window == 1.0
    assert config.routes == CHANNEL_MESSAGE_LIMITS


class Ticks:
    """A clock the test moves."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_global_window_refuses_the_51st_request_until_the_second_is_over() -> None:
    ticks = Ticks()
    limiter = RateLimiter(RateLimits(), clock=ticks)
    route = "GET /users/@me"
    assert all(limiter.check("GET", "/users/@me", route).refused is None for _ in range(50))
    refused = limiter.check("GET", "/users/@me", route).refused
    assert refused is not None
    assert refused.status == 429
    assert json.loads(refused.body)["retry_after"] == 1.0
    callback = "/interactions/1/token/callback"
    assert limiter.check("POST", callback, "POST /interactions").refused is None
    followup = "/webhooks/1/token/messages/@original"
    assert limiter.check("PATCH", followup, "PATCH /webhooks").refused is None
    ticks.now += 0.6
    answer = limiter.check("GET", "/users/@me", route).refused
    assert answer is not None
    assert json.loads(answer.body)["retry_after"] == 0.4
    ticks.now += 0.4
    assert limiter.check("GET", "/users/@me", route).refused is None
    assert limiter.refused == {("global", route): 2}


def test_message_buckets_are_per_channel_and_say_what_is_left() -> None:
    ticks = Ticks()
    limiter = RateLimiter(RateLimits(global_per_second=None), clock=ticks)
    route = "DELETE /channels/{channel}/messages/{message}"
    left = [
        limiter.check("DELETE", f"/channels/7/messages/{i}", route).headers["X-RateLimit-Remaining"]
        for i in range(5)
    ]
    assert left == ["4", "3", "2", "1", "0"]
    assert limiter.check("DELETE", "/channels/7/messages/9", route).refused is not None
    assert limiter.check("DELETE", "/channels/8/messages/9", route).refused is None
    ticks.now += 1.0  # deletes: 5 per second
    assert limiter.check("DELETE", "/channels/7/messages/9", route).refused is None


def test_the_global_window_opens_with_the_first_request_after_the_last_one_closed() -> None:
    ticks = Ticks()
    limiter = RateLimiter(RateLimits(routes=()), clock=ticks)
    route = "GET /users/@me"
    for moment in (100.0, 100.9):
        ticks.now = moment
        assert all(limiter.check("GET", "/users/@me", route).refused is None for _ in range(25))
    ticks.now = 101.1  # a new window: 50 more
    assert all(limiter.check("GET", "/users/@me", route).refused is None for _ in range(50))
    refused = limiter.check("GET", "/users/@me", route).refused
    assert refused is not None
    assert json.loads(refused.body)["retry_after"] == 1.0
