"""The fake Discord enforces Discord's rules: each one is broken here by a tiny real bot."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest
import pytest_asyncio
from discord import app_commands
from discord.ext import commands
from discord.http import Route

from devtools.fakediscord import (
    FakeDiscord,
    InteractionFailed,
    User,
    fixtures,
    point_discord_py_at,
    running,
)

fake_discord = fixtures.fake_discord
DEADLINE = 1.0

JSON = dict[str, Any]


@pytest.fixture
def fake_discord_options() -> dict[str, Any]:
    return {"ack_deadline": DEADLINE, "activity_timeout": 0.3}


def _button(custom_id: str, label: str = "Go") -> JSON:
    return {"type": 2, "style": 1, "custom_id": custom_id, "label": label}


def _row(*children: JSON) -> JSON:
    return {"type": 1, "components": list(children)}


def _select(options: int) -> JSON:
    choices = [{"label": f"o{i}", "value": f"v{i}"} for i in range(options)]
    return {"type": 3, "custom_id": "menu", "options": choices}


# name -> (callback body the bot sends, words the fake's complaint contains)
RULE_BREAKERS: dict[str, tuple[JSON, str]] = {
    "content-2001": ({"type": 4, "data": {"content": "x" * 2001}}, "content"),
    "six-rows": (
        {"type": 4, "data": {"components": [_row(_button(f"r{i}")) for i in range(6)]}},
        "components",
    ),
    "six-buttons": (
        {"type": 4, "data": {"components": [_row(*[_button(f"b{i}") for i in range(6)])]}},
        "components.0.components",
    ),
    "long-custom-id": (
        {"type": 4, "data": {"components": [_row(_button("i" * 101))]}},
        "custom_id",
    ),
    "duplicate-ids": (
        {"type": 4, "data": {"components": [_row(_button("a"), _button("a"))]}},
        "unique per message",
    ),
    "long-label": ({"type": 4, "data": {"components": [_row(_button("a", "l" * 81))]}}, "label"),
    "26-options": ({"type": 4, "data": {"components": [_row(_select(26))]}}, "options"),
    "long-description": (
        {"type": 4, "data": {"embeds": [{"description": "d" * 4097}]}},
        "embeds.0.description",
    ),
    "embed-total": (
        {"type": 4, "data": {"embeds": [{"description": "d" * 3001}] * 2}},
        "more than 6000",
    ),
    "eleven-embeds": ({"type": 4, "data": {"embeds": [{"title": "t"}] * 11}}, "embeds"),
    "26-fields": (
        {"type": 4, "data": {"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]}},
        "fields",
    ),
    "empty": ({"type": 4, "data": {"content": ""}}, "empty message"),
    "v2-with-content": (
        {
            "type": 4,
            "data": {
                "flags": 1 << 15,
                "content": "hi",
                "components": [{"type": 10, "content": "x"}],
            },
        },
        "IS_COMPONENTS_V2",
    ),
    "update-a-slash": (
        {"type": 7, "data": {"content": "x"}},
        "callback type 7 (UPDATE_MESSAGE) is not valid",
    ),
    "defer-update-a-slash": ({"type": 6}, "callback type 6 (DEFERRED_UPDATE_MESSAGE) is not valid"),
    "autocomplete-a-slash": ({"type": 8, "data": {"choices": []}}, "callback type 8"),
}


async def raw_callback(
    interaction: discord.Interaction, body: JSON, *, with_response: bool = True
) -> int | None:
    """Send a callback body as is (discord.py would refuse some locally); the error code."""
    route = Route(
        "POST",
        "/interactions/{interaction_id}/{interaction_token}/callback",
        interaction_id=interaction.id,
        interaction_token=interaction.token,
    )
    try:
        params = {"with_response": 1} if with_response else {}
        await interaction.client.http.request(route, json=body, params=params)
    except discord.HTTPException as error:
        return error.code
    return None


class RuleBot(commands.Bot):
    def __init__(self, guild_id: int) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            guild_ready_timeout=0.05,
        )
        self.guild = discord.Object(guild_id)
        self.codes: list[int] = []
        self.go = asyncio.Event()

    async def setup_hook(self) -> None:
        self.tree.add_command(build_group(self), guild=self.guild)
        await self.tree.sync(guild=self.guild)

    def note(self, code: int | None) -> None:
        if code is not None:
            self.codes.append(code)


def build_group(bot: RuleBot) -> app_commands.Group:
    sho = app_commands.Group(name="sho", description="Break the rules")

    @sho.command(name="hello", description="Behaves")
    async def hello(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("hello")

    @sho.command(name="quiet", description="Answers without asking for the response body")
    async def quiet(interaction: discord.Interaction) -> None:
        answer = {"type": 4, "data": {"content": "quiet"}}
        bot.note(await raw_callback(interaction, answer, with_response=False))

    @sho.command(name="late", description="Answers after the deadline")
    async def late(interaction: discord.Interaction) -> None:
        await asyncio.sleep(DEADLINE + 0.2)
        try:
            await interaction.response.send_message("too late")
        except discord.NotFound as error:
            bot.note(error.code)

    @sho.command(name="twice", description="Answers twice")
    async def twice(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("one")
        bot.note(await raw_callback(interaction, {"type": 4, "data": {"content": "two"}}))

    @sho.command(name="raw", description="Sends a rule-breaking callback")
    async def raw(interaction: discord.Interaction, case: str) -> None:
        bot.note(await raw_callback(interaction, RULE_BREAKERS[case][0]))

    @sho.command(name="patient", description="Defers, then follows up when told")
    async def patient(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await bot.go.wait()
        for attempt in (
            interaction.followup.send("finally"),
            interaction.edit_original_response(content="finally"),
        ):
            try:
                await attempt
            except discord.HTTPException as error:
                bot.note(error.code)

    @sho.command(name="secret", description="Ephemeral")
    async def secret(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("hidden", ephemeral=True)

    return sho


@pytest_asyncio.fixture
async def bot(fake_discord: FakeDiscord) -> AsyncIterator[RuleBot]:
    async with running(fake_discord, RuleBot(fake_discord.guild_id)) as client:
        yield client


@pytest.fixture
def alice(fake_discord: FakeDiscord) -> User:
    return fake_discord.add_user("alice")


def text_channel(bot: RuleBot, fake: FakeDiscord) -> discord.TextChannel:
    channel = bot.get_channel(fake.channels[0].id)
    assert isinstance(channel, discord.TextChannel)
    return channel


# ---- interaction callbacks --------------------------------------------------------------------


async def test_without_with_response_the_callback_answers_204(
    fake_discord: FakeDiscord, bot: RuleBot, alice: User
) -> None:
    result = await fake_discord.slash("sho quiet", user=alice)
    assert result.content == "quiet"
    (callback,) = [r for r in fake_discord.requests if r.api_path.endswith("/callback")]
    assert (callback.query, callback.status) == ({}, 204)
    assert bot.codes == []


async def test_channel_messages_cannot_be_ephemeral(
    fake_discord: FakeDiscord, bot: RuleBot
) -> None:
    route = Route("POST", "/channels/{c}/messages", c=fake_discord.channels[0].id)
    sent = await bot.http.request(route, json={"content": "for all", "flags": 64 | 4})
    assert sent["flags"] == 4
    assert [m.content for m in fake_discord.channel_messages("general")] == ["for all"]


async def test_a_late_answer_fails_the_interaction(
    fake_discord: FakeDiscord, bot: RuleBot, alice: User
) -> None:
    with pytest.raises(InteractionFailed, match=f"no callback accepted within {DEADLINE} s"):
        await fake_discord.slash("sho late", user=alice)
    await fake_discord.wait_for(lambda: bot.codes)
    assert bot.codes == [10062]
    assert fake_discord.last_message() is None


async def test_a_second_callback_is_rejected(
    fake_discord: FakeDiscord, bot: RuleBot, alice: User
) -> None:
    result = await fake_discord.slash("sho twice", user=alice)
    assert result.content == "one"
    await fake_discord.wait_for(lambda: bot.codes)
    assert bot.codes == [40060]
    assert [m.content for m in fake_discord.channel_messages("general")] == ["one"]


@pytest.mark.parametrize("case", sorted(RULE_BREAKERS))
async def test_rule_breaking_callbacks_are_rejected(
    fake_discord: FakeDiscord, bot: RuleBot, alice: User, case: str
) -> None:
    words = RULE_BREAKERS[case][1]
    with pytest.raises(InteractionFailed, match=r"\(400 500(35|06) "):
        await fake_discord.slash("sho raw", user=alice, case=case)
    errors = fake_discord.take_contract_errors()
    assert any(words in error for error in errors), errors
    assert bot.codes in ([50035], [50006])
    assert fake_discord.last_message() is None


async def test_rule_breaking_command_definitions_are_rejected(
    fake_discord: FakeDiscord, bot: RuleBot
) -> None:
    good = {"name": "sho", "description": "Play", "type": 1}
    for bad, words in (
        ({**good, "name": "Sho Game"}, "0.name"),
        ({**good, "description": "d" * 101}, "0.description"),
    ):
        with pytest.raises(discord.HTTPException) as caught:
            await bot.http.bulk_upsert_guild_commands(
                fake_discord.app_id, fake_discord.guild_id, [bad]
            )
        assert caught.value.code == 50035
        errors = fake_discord.take_contract_errors()
        assert any(words in error for error in errors), errors
    assert [c["name"] for c in fake_discord.commands[fake_discord.guild_id]] == ["sho"]


async def test_an_unknown_interaction_cannot_be_answered(
    fake_discord: FakeDiscord, bot: RuleBot
) -> None:
    route = Route("POST", "/interactions/{i}/{t}/callback", i=1, t="forged")
    with pytest.raises(discord.NotFound) as caught:
        await bot.http.request(route, json={"type": 4, "data": {"content": "hi"}})
    assert caught.value.code == 10062


async def test_an_expired_token_cannot_follow_up_or_edit(
    fake_discord: FakeDiscord, bot: RuleBot, alice: User
) -> None:
    result = await fake_discord.slash("sho patient", user=alice)
    assert result.message is not None
    assert result.message.loading
    fake_discord.advance(15 * 60 + 1)
    bot.go.set()
    await fake_discord.wait_for(lambda: len(bot.codes) == 2)
    assert bot.codes == [50027, 50027]
    assert result.message.loading


# ---- messages through the channel routes ------------------------------------------------------


async def test_ephemeral_messages_do_not_exist_for_the_channel_routes(
    fake_discord: FakeDiscord, bot: RuleBot, alice: User
) -> None:
    result = await fake_discord.slash("sho secret", user=alice)
    message = result.message
    assert message is not None
    route = Route("PATCH", "/channels/{c}/messages/{m}", c=message.channel_id, m=message.id)
    with pytest.raises(discord.NotFound) as caught:
        await bot.http.request(route, json={"content": "changed"})
    assert caught.value.code == 10008
    with pytest.raises(discord.NotFound):
        await text_channel(bot, fake_discord).fetch_message(message.id)
    assert message.content == "hidden"


async def test_edits_of_old_messages_run_out(fake_discord: FakeDiscord, bot: RuleBot) -> None:
    channel = text_channel(bot, fake_discord)
    board = await channel.send("board")
    fake_discord.advance(3600 + 1)
    fresh = await channel.send("fresh")
    for turn in range(5):
        await board.edit(content=f"board {turn}")
    with pytest.raises(discord.HTTPException) as caught:
        await board.edit(content="board 5")
    assert (caught.value.status, caught.value.code) == (400, 30046)
    await fresh.edit(content="fresh edit")
    assert fake_discord.message(board.id).content == "board 4"
    assert fake_discord.message(fresh.id).content == "fresh edit"


async def test_a_message_deleted_by_a_user_cannot_be_edited(
    fake_discord: FakeDiscord, bot: RuleBot
) -> None:
    board = await text_channel(bot, fake_discord).send("board")
    await fake_discord.delete_message(board.id)
    with pytest.raises(discord.NotFound) as caught:
        await board.edit(content="still here?")
    assert caught.value.code == 10008


async def test_an_unknown_channel_is_404(fake_discord: FakeDiscord, bot: RuleBot) -> None:
    route = Route("POST", "/channels/{channel_id}/messages", channel_id=1)
    with pytest.raises(discord.NotFound) as caught:
        await bot.http.request(route, json={"content": "hi"})
    assert caught.value.code == 10003


# ---- injected faults --------------------------------------------------------------------------


def statuses(fake: FakeDiscord, method: str, suffix: str) -> list[int]:
    return [r.status for r in fake.requests if r.method == method and r.api_path.endswith(suffix)]


async def test_a_rate_limited_send_is_retried_without_loss(
    fake_discord: FakeDiscord, bot: RuleBot
) -> None:
    rule = fake_discord.fail_next("POST", r"^/channels/\d+/messages$", 429, retry_after=0.05)
    await text_channel(bot, fake_discord).send("after the wait")
    assert rule.hits == 1
    assert statuses(fake_discord, "POST", "/messages") == [429, 200]
    assert [m.content for m in fake_discord.channel_messages("general")] == ["after the wait"]


async def test_a_rate_limited_callback_is_retried(
    fake_discord: FakeDiscord, bot: RuleBot, alice: User
) -> None:
    fake_discord.fail_next("POST", r"/callback$", 429, retry_after=0.05)
    result = await fake_discord.slash("sho hello", user=alice)
    assert result.content == "hello"
    assert statuses(fake_discord, "POST", "/callback") == [429, 200]


async def test_a_server_error_is_retried(fake_discord: FakeDiscord, bot: RuleBot) -> None:
    board = await text_channel(bot, fake_discord).send("board")
    fake_discord.fail_next("PATCH", r"/messages/\d+$", 500)
    await board.edit(content="edited")
    assert statuses(fake_discord, "PATCH", f"/messages/{board.id}") == [500, 200]
    assert fake_discord.message(board.id).content == "edited"


async def test_missing_permissions_is_a_403(fake_discord: FakeDiscord, bot: RuleBot) -> None:
    fake_discord.fail_next(None, r"/messages$", 403, times=2)
    channel = text_channel(bot, fake_discord)
    for _ in range(2):
        with pytest.raises(discord.Forbidden) as caught:
            await channel.send("not allowed")
        assert caught.value.code == 50013
    await channel.send("allowed again")
    assert [m.content for m in fake_discord.channel_messages("general")] == ["allowed again"]


# ---- logging in -------------------------------------------------------------------------------


async def test_a_wrong_token_cannot_log_in() -> None:
    async with FakeDiscord(token="the-right-one") as fake:
        client = discord.Client(intents=discord.Intents.default())
        with point_discord_py_at(fake), pytest.raises(discord.LoginFailure):
            await client.login("a-wrong-one")
        await client.close()
        assert [r.status for r in fake.requests] == [401]
