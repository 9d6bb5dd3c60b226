"""Connections come and go, the fake's state stays: restarts, resumes, killed processes."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from re import Match
from typing import Any

import aiohttp
import discord
import pytest
import pytest_asyncio
from discord import app_commands
from discord.ext import commands

from devtools import fakediscord
from devtools.fakediscord import (
    FakeDiscord,
    HarnessError,
    InteractionFailed,
    User,
    fixtures,
    running,
)

fake_discord = fixtures.fake_discord
SAMPLE_BOT = Path(fakediscord.__file__).parent / "sample_bot.py"


@pytest.fixture
def fake_discord_options() -> dict[str, Any]:
    return {"ack_deadline": 1.0}


class Counter(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"counter:(?P<n>\d+)"):
    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Count {n}", custom_id=f"counter:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Match[str]
    ) -> Counter:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None).add_item(Counter(self.n + 1))
        await interaction.response.edit_message(content=f"count={self.n + 1}", view=view)


class LifeBot(commands.Bot):
    def __init__(self, guild_id: int, *, buttons: bool = True) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            guild_ready_timeout=0.05,
        )
        self.guild = discord.Object(guild_id)
        self.buttons = buttons

    async def setup_hook(self) -> None:
        if self.buttons:
            self.add_dynamic_items(Counter)
        sho = app_commands.Group(name="sho", description="Count")

        @sho.command(name="start", description="Post a counter")
        async def start(interaction: discord.Interaction) -> None:
            view = discord.ui.View(timeout=None).add_item(Counter(0))
            await interaction.response.send_message("count=0", view=view)

        self.tree.add_command(sho, guild=self.guild)
        await self.tree.sync(guild=self.guild)


@pytest.fixture
def alice(fake_discord: FakeDiscord) -> User:
    return fake_discord.add_user("alice")


@pytest_asyncio.fixture
async def session() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as client:
        yield client


# ---- in-process restarts and resumes -----------------------------------------------------------


async def test_a_button_still_works_after_a_restart(fake_discord: FakeDiscord, alice: User) -> None:
    fake = fake_discord
    async with running(fake, LifeBot(fake.guild_id)):
        started = await fake.slash("sho start", user=alice)
    (command_id,) = [c["id"] for c in fake.commands[fake.guild_id]]
    assert not fake.connected
    async with running(fake, LifeBot(fake.guild_id)):
        clicked = await fake.click(started, "Count 0", user=alice)
        assert clicked.callback_type == 7
        assert started.content == "count=1"
        assert started.buttons[0].custom_id == "counter:1"
    assert (fake.identify_count, fake.sync_count) == (2, 2)
    assert [c["id"] for c in fake.commands[fake.guild_id]] == [command_id]


async def test_a_button_nobody_handles_fails_the_interaction(
    fake_discord: FakeDiscord, alice: User
) -> None:
    fake = fake_discord
    async with running(fake, LifeBot(fake.guild_id)):
        started = await fake.slash("sho start", user=alice)
    async with running(fake, LifeBot(fake.guild_id, buttons=False)):
        with pytest.raises(InteractionFailed, match="the bot sent none"):
            await fake.click(started, "Count 0", user=alice)
    assert started.content == "count=0"


async def test_the_bot_resumes_after_a_reconnect_request(
    fake_discord: FakeDiscord, alice: User
) -> None:
    fake = fake_discord
    async with running(fake, LifeBot(fake.guild_id)):
        await fake.request_reconnect()
        await fake.wait_for(lambda: fake.resume_count == 1)
        result = await fake.slash("sho start", user=alice)
        assert result.content == "count=0"
        active = fake.backend.gateway.active
        assert active is not None
        sequence = [event["s"] for event in active.sent]
        assert sequence == list(range(1, len(sequence) + 1))
        assert [e["t"] for e in active.sent[:2]] == ["READY", "GUILD_CREATE"]
        assert "RESUMED" in [e["t"] for e in active.sent]
    assert fake.identify_count == 1


async def test_without_a_connected_bot_there_is_nobody_to_ask(
    fake_discord: FakeDiscord, alice: User, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with running(fake_discord, LifeBot(fake_discord.guild_id)):
        pass
    monkeypatch.setattr(fakediscord.actions, "CONNECT_TIMEOUT", 0.05)
    with pytest.raises(HarnessError, match="no bot is connected"):
        await fake_discord.slash("sho start", user=alice)


# ---- the gateway protocol, spoken by hand ------------------------------------------------------


async def test_the_gateway_protocol(
    fake_discord: FakeDiscord, alice: User, session: aiohttp.ClientSession
) -> None:
    fake = fake_discord
    guild_messages = 1 << 9
    async with session.ws_connect(fake.gateway_url) as ws:
        hello = await ws.receive_json()
        assert (hello["op"], hello["d"]["heartbeat_interval"]) == (10, 41250)
        await ws.send_json({"op": 1, "d": None})
        assert (await ws.receive_json())["op"] == 11
        identify = {"token": fake.token, "intents": guild_messages, "properties": {}}
        await ws.send_json({"op": 2, "d": identify})
        ready, guild = await ws.receive_json(), await ws.receive_json()
    assert [(e["t"], e["s"]) for e in (ready, guild)] == [("READY", 1), ("GUILD_CREATE", 2)]
    assert ready["d"]["resume_gateway_url"] == fake.gateway_url
    assert guild["d"]["member_count"] == len(guild["d"]["members"]) == 3

    await fake.say("general", alice, "while you were away")
    async with session.ws_connect(ready["d"]["resume_gateway_url"]) as ws:
        await ws.receive_json()
        resume = {"token": fake.token, "session_id": ready["d"]["session_id"], "seq": 2}
        await ws.send_json({"op": 6, "d": resume})
        missed, resumed = await ws.receive_json(), await ws.receive_json()
    assert (missed["t"], missed["s"], missed["d"]["content"]) == (
        "MESSAGE_CREATE",
        3,
        "while you were away",
    )
    assert (resumed["t"], resumed["s"]) == ("RESUMED", 4)

    async with session.ws_connect(fake.gateway_url) as ws:
        await ws.receive_json()
        bogus = {"token": fake.token, "session_id": "nope", "seq": 0}
        await ws.send_json({"op": 6, "d": bogus})
        assert await ws.receive_json() == {"op": 9, "d": False}

    async with session.ws_connect(fake.gateway_url) as ws:
        await ws.receive_json()
        await ws.send_json({"op": 2, "d": {**identify, "token": "stolen"}})
        closing = await ws.receive()
        assert closing.type is aiohttp.WSMsgType.CLOSE
        assert ws.close_code == 4004
    assert (fake.identify_count, fake.resume_count) == (1, 1)


# ---- a real process, stopped and killed ---------------------------------------------------------


async def test_a_bot_process_can_be_killed_and_started_again(
    fake_discord: FakeDiscord, alice: User, tmp_path: Path
) -> None:
    fake = fake_discord
    db = tmp_path / "counter.txt"
    async with fake.subprocess_bot(args=[str(SAMPLE_BOT)], cwd=tmp_path, db_path=db) as first:
        result = await fake.slash("sho count", user=alice)
        assert result.content == f"count=1 pid={first.pid}"
        assert await first.kill() == -9
    await fake.wait_for(lambda: not fake.connected)
    async with fake.subprocess_bot(args=[str(SAMPLE_BOT)], cwd=tmp_path, db_path=db) as second:
        assert (fake.identify_count, fake.sync_count) == (2, 2)
        result = await fake.slash("sho count", user=alice)
        assert result.content == f"count=2 pid={second.pid}"
        assert await second.stop() == 0
    assert "closed cleanly" in second.output
    assert "closed cleanly" not in first.output
    assert [m.content.split()[0] for m in fake.channel_messages("general")] == [
        "count=1",
        "count=2",
    ]


async def test_a_bot_process_that_dies_early_is_reported(fake_discord: FakeDiscord) -> None:
    crash = ["-c", "import sys; print('no token for you'); sys.exit(3)"]
    with pytest.raises(HarnessError, match=r"exited with 3 before it was ready:\nno token for you"):
        async with fake_discord.subprocess_bot(args=crash):
            pass
