"""Several guilds in one fake, sharded as Discord shards them: GET /gateway/bot recommends the
shard count, a session gets READY and GUILD_CREATE for the guilds of its shard only, then only
their events, and an invalid shard (4010) or too many guilds on one session (4011) is refused."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest
import pytest_asyncio
from discord import app_commands
from discord.ext import commands

from devtools import fakediscord
from devtools.fakediscord import FakeDiscord, FakeGuild, HarnessError, Shard, fixtures, running

fake_discord = fixtures.fake_discord
GUILD_MESSAGES = 1 << 9
RECEIVE_TIMEOUT = 5.0
"""Only a guard: every frame awaited is one the fake sends at once."""


@pytest.fixture
def fake_discord_options() -> dict[str, Any]:
    return {"shard_count": 2}


@pytest.fixture
def second(fake_discord: FakeDiscord) -> FakeGuild:
    return fake_discord.add_guild("Second Guild")


@pytest_asyncio.fixture
async def session() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as client:
        yield client


def auth(fake: FakeDiscord) -> dict[str, str]:
    return {"Authorization": f"Bot {fake.token}"}


def on_shard(guild_id: int, count: int) -> int:
    return (guild_id >> 22) % count


# ---- guild ids and the recommended count -----------------------------------------------------


async def test_the_guilds_go_round_the_recommended_shards(
    fake_discord: FakeDiscord, second: FakeGuild, session: aiohttp.ClientSession
) -> None:
    fake = fake_discord
    third = fake.add_guild("Third Guild")
    fourth = fake.add_guild("Fourth Guild", shard=1)
    shards = [on_shard(g.guild_id, 2) for g in (fake, second, third, fourth)]
    assert shards == [0, 1, 0, 1]
    assert [g.name for g in fake.guilds] == [
        "Sho Test Guild", "Second Guild", "Third Guild", "Fourth Guild"
    ]  # fmt: skip
    assert len({g.guild_id for g in fake.guilds}) == 4
    with pytest.raises(HarnessError, match="shard 2 is not one of the 2 shards"):
        fake.add_guild("Nowhere", shard=2)
    async with session.get(fake.api_base + "/gateway/bot", headers=auth(fake)) as response:
        assert (await response.json())["shards"] == 2


async def test_one_guild_is_the_default_and_everything_is_shard_0_of_1(
    session: aiohttp.ClientSession,
) -> None:
    async with FakeDiscord() as fake:
        assert [g.guild_id for g in fake.guilds] == [fake.guild_id]
        async with session.get(fake.api_base + "/gateway/bot", headers=auth(fake)) as response:
            assert (await response.json())["shards"] == 1
        ws, ready, guilds = await identify(session, fake, shard=None)
        await ws.close()
    assert "shard" not in ready
    assert [g["id"] for g in guilds] == [str(fake.guild_id)]


async def test_users_of_different_guilds_never_share_an_id(
    fake_discord: FakeDiscord, second: FakeGuild
) -> None:
    dawa, pema = fake_discord.add_user("dawa"), second.add_user("pema")
    assert dawa.id != pema.id
    assert second.owner.id != fake_discord.owner.id
    assert [u.name for u in second.users] == ["owner", "testbot", "pema"]


# ---- the gateway spoken by hand ----------------------------------------------------------------


async def identify(
    session: aiohttp.ClientSession, fake: FakeDiscord, shard: list[Any] | None
) -> tuple[aiohttp.ClientWebSocketResponse, dict[str, Any], list[dict[str, Any]]]:
    """Connect and IDENTIFY; the socket, READY's data, and the GUILD_CREATEs that follow."""
    ws = await session.ws_connect(fake.gateway_url)
    assert (await ws.receive_json(timeout=RECEIVE_TIMEOUT))["op"] == 10
    data: dict[str, Any] = {"token": fake.token, "intents": GUILD_MESSAGES, "properties": {}}
    if shard is not None:
        data["shard"] = shard
    await ws.send_json({"op": 2, "d": data})
    ready = await ws.receive_json(timeout=RECEIVE_TIMEOUT)
    assert ready["t"] == "READY"
    guilds = [await ws.receive_json(timeout=RECEIVE_TIMEOUT) for _ in ready["d"]["guilds"]]
    assert {g["t"] for g in guilds} <= {"GUILD_CREATE"}
    return ws, ready["d"], [g["d"] for g in guilds]


async def next_dispatch(ws: aiohttp.ClientWebSocketResponse) -> dict[str, Any]:
    return dict(await ws.receive_json(timeout=RECEIVE_TIMEOUT))


async def test_each_session_gets_its_shards_guilds_and_only_their_events(
    fake_discord: FakeDiscord, second: FakeGuild, session: aiohttp.ClientSession
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), second.add_user("pema")
    zero, ready_zero, guilds_zero = await identify(session, fake, [0, 2])
    one, ready_one, guilds_one = await identify(session, fake, [1, 2])
    assert (ready_zero["shard"], ready_one["shard"]) == ([0, 2], [1, 2])
    assert [g["id"] for g in guilds_zero] == [str(fake.guild_id)]
    assert [g["id"] for g in guilds_one] == [str(second.guild_id)]
    assert [g["name"] for g in guilds_one] == ["Second Guild"]
    bot_id = str(fake.bot_user.id)
    assert bot_id in [m["user"]["id"] for m in guilds_one[0]["members"]], "the bot is a member"
    assert fake.session is not second.session
    assert (fake.session and fake.session.shard, second.session and second.session.shard) == (
        Shard(0, 2),
        Shard(1, 2),
    )

    # Guild B's message reaches shard 1 only: shard 0's next frame is guild A's own message.
    await second.say("general", pema, "only for shard one")
    await fake.say("general", dawa, "only for shard zero")
    heard_by_one, heard_by_zero = await next_dispatch(one), await next_dispatch(zero)
    assert (heard_by_one["t"], heard_by_one["d"]["content"]) == (
        "MESSAGE_CREATE",
        "only for shard one",
    )
    assert heard_by_one["d"]["guild_id"] == str(second.guild_id)
    assert (heard_by_zero["d"]["content"], heard_by_zero["d"]["guild_id"]) == (
        "only for shard zero",
        str(fake.guild_id),
    )

    # Members are sent on the asking session, and only for a guild of its shard.
    await zero.send_json({"op": 8, "d": {"guild_id": str(second.guild_id), "nonce": "b"}})
    await zero.send_json({"op": 8, "d": {"guild_id": str(fake.guild_id), "nonce": "a"}})
    chunk = await next_dispatch(zero)
    assert (chunk["t"], chunk["d"]["nonce"]) == ("GUILD_MEMBERS_CHUNK", "a")

    # A dropped shard's events wait for its RESUME; they never go to the other shard.
    await one.close()
    await second.say("general", pema, "while shard one was away")
    await fake.say("general", dawa, "shard zero goes on")
    assert (await next_dispatch(zero))["d"]["content"] == "shard zero goes on"
    resumed = await session.ws_connect(fake.gateway_url)
    await resumed.receive_json(timeout=RECEIVE_TIMEOUT)
    resume = {"token": fake.token, "session_id": ready_one["session_id"], "seq": heard_by_one["s"]}
    await resumed.send_json({"op": 6, "d": resume})
    missed, done = await next_dispatch(resumed), await next_dispatch(resumed)
    assert missed["d"]["content"] == "while shard one was away"
    assert done["t"] == "RESUMED"
    for ws in (zero, resumed):
        await ws.close()


@pytest.mark.parametrize("shard", [[2, 2], [0, 0], [-1, 2], [0], "0,2", [0.0, 2], [True, 2]])
async def test_an_invalid_shard_is_refused_with_4010(
    fake_discord: FakeDiscord, session: aiohttp.ClientSession, shard: Any
) -> None:
    async with session.ws_connect(fake_discord.gateway_url) as ws:
        await ws.receive_json(timeout=RECEIVE_TIMEOUT)
        identify = {"token": fake_discord.token, "intents": 0, "properties": {}, "shard": shard}
        await ws.send_json({"op": 2, "d": identify})
        closing = await ws.receive(timeout=RECEIVE_TIMEOUT)
        assert closing.type is aiohttp.WSMsgType.CLOSE
        assert ws.close_code == 4010
    assert fake_discord.identify_count == 0


async def test_a_session_with_too_many_guilds_must_shard_4011(
    session: aiohttp.ClientSession,
) -> None:
    async with FakeDiscord(shard_count=2, guilds_per_shard=1) as fake:
        fake.add_guild("Second Guild")
        for shard in (None, [0, 1]):
            async with session.ws_connect(fake.gateway_url) as ws:
                await ws.receive_json(timeout=RECEIVE_TIMEOUT)
                data: dict[str, Any] = {"token": fake.token, "intents": 0, "properties": {}}
                if shard is not None:
                    data["shard"] = shard
                await ws.send_json({"op": 2, "d": data})
                await ws.receive(timeout=RECEIVE_TIMEOUT)
                assert ws.close_code == 4011
        ws, ready, guilds = await identify(session, fake, [1, 2])
        await ws.close()
    assert (ready["shard"], len(guilds)) == ([1, 2], 1)


# ---- real discord.py clients, one per shard ----------------------------------------------------


class ShardBot(commands.AutoShardedBot):
    """Answers /where with its shard; remembers the guild of every interaction it was sent."""

    def __init__(self, guild_id: int | None, **shards: Any) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            guild_ready_timeout=0.05,
            **shards,
        )
        self.home = guild_id
        self.heard: list[int | None] = []

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """No 5 s pause between shards: the fake has no identify limit to respect."""

    async def setup_hook(self) -> None:
        @app_commands.command(name="where", description="Which shard answers")
        async def where(interaction: discord.Interaction) -> None:
            await interaction.response.send_message(f"shard {self.at}")

        self.tree.add_command(where)
        if self.home is None:
            await self.tree.sync()  # global commands: every guild has them
        else:
            guild = discord.Object(self.home)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)

    @property
    def at(self) -> list[int]:
        return sorted(self.shards)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        self.heard.append(interaction.guild_id)


async def test_two_shard_clients_each_answer_their_own_guild_only(
    fake_discord: FakeDiscord, second: FakeGuild
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), second.add_user("pema")
    first = ShardBot(fake.guild_id, shard_count=2, shard_ids=[0])
    other = ShardBot(second.guild_id, shard_count=2, shard_ids=[1])
    async with running(fake, first), running(fake, other):
        assert [g.id for g in first.guilds] == [fake.guild_id]
        assert [g.id for g in other.guilds] == [second.guild_id]
        # Guild B first: its event could only reach shard 0 before shard 0's own one.
        in_second = await second.slash("where", user=pema)
        in_first = await fake.slash("where", user=dawa)
        assert (in_first.content, in_second.content) == ("shard [0]", "shard [1]")
        assert (first.heard, other.heard) == ([fake.guild_id], [second.guild_id])
        assert in_second.message in second.channel_messages("general")
        assert in_second.message not in fake.channel_messages("general")
        with pytest.raises(HarnessError, match="no user with id"):
            await second.slash("where", user=dawa)  # dawa is not a member of guild B


async def test_a_client_that_asks_for_the_count_runs_every_shard(
    fake_discord: FakeDiscord, second: FakeGuild
) -> None:
    fake = fake_discord
    pema = second.add_user("pema")
    async with running(fake, ShardBot(None)) as bot:
        assert (bot.shard_count, bot.at) == (2, [0, 1])
        shard_of = {g.id: g.shard_id for g in bot.guilds}
        assert shard_of == {fake.guild_id: 0, second.guild_id: 1}
        assert (await second.slash("where", user=pema)).content == "shard [0, 1]"
    assert (fake.identify_count, len(fake.backend.gateway.by_shard)) == (2, 2)


async def test_a_guild_without_a_connected_shard_has_nobody_to_ask(
    fake_discord: FakeDiscord, second: FakeGuild, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = fake_discord
    pema = second.add_user("pema")
    monkeypatch.setattr(fakediscord.actions, "CONNECT_TIMEOUT", 0.05)
    async with running(fake, ShardBot(None, shard_count=2, shard_ids=[0])):
        assert fake.connected
        assert not second.connected
        with pytest.raises(HarnessError, match="no bot is connected to the fake gateway for Se"):
            await second.slash("where", user=pema)
