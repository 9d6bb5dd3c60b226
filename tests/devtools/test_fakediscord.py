"""The fake Discord end to end: a tiny real discord.py bot, driven the way users drive it."""

from __future__ import annotations

import asyncio
import io
from collections.abc import AsyncIterator
from re import Match
from typing import Any

import discord
import pytest
import pytest_asyncio
from discord import app_commands
from discord.ext import commands

from devtools.fakediscord import FakeDiscord, HarnessError, User, fixtures, running
from devtools.fakediscord.models import PUBLIC_THREAD

fake_discord_options = fixtures.fake_discord_options
fake_discord = fixtures.fake_discord

# ---- the tiny bot -----------------------------------------------------------------------------


class Throw(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"throw:(?P<n>\d+)"):
    def __init__(self, n: int) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(label="Throw", custom_id=f"throw:{n}")
        super().__init__(button)
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Match[str]
    ) -> Throw:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(
            content=f"thrown {self.n + 1}", view=board_view(self.n + 1)
        )


class Later(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"later"):
    def __init__(self) -> None:
        super().__init__(discord.ui.Button(label="Later", custom_id="later"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Match[str]
    ) -> Later:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(content="later done")


class Pick(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"pick"):
    def __init__(self) -> None:
        options = [
            discord.SelectOption(label="Tiger", value="tiger"),
            discord.SelectOption(label="Snow lion", value="lion"),
        ]
        super().__init__(discord.ui.Select(custom_id="pick", placeholder="Move", options=options))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Match[str]
    ) -> Pick:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(content=f"picked {self.item.values[0]}")


class Peek(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"peek"):
    def __init__(self) -> None:
        super().__init__(discord.ui.Button(label="Peek", custom_id="peek"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Match[str]
    ) -> Peek:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(content="peeked", view=None)


class Where(discord.ui.DynamicItem[discord.ui.ChannelSelect[Any]], template=r"where"):
    """Channels picked, with one preselected, in a Components V2 message."""

    def __init__(self, chosen: int = 0) -> None:
        defaults = [discord.Object(chosen, type=discord.TextChannel)] if chosen else []
        super().__init__(
            discord.ui.ChannelSelect(
                custom_id="where",
                placeholder="Where",
                channel_types=[discord.ChannelType.text],
                min_values=0,
                max_values=3,
                default_values=defaults,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Match[str]
    ) -> Where:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        names = ", ".join(f"#{channel.name}" for channel in self.item.values) or "none"
        await interaction.response.send_message(f"channels: {names}")


class Who(discord.ui.DynamicItem[discord.ui.RoleSelect[Any]], template=r"who"):
    def __init__(self) -> None:
        super().__init__(discord.ui.RoleSelect(custom_id="who", min_values=0))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Match[str]
    ) -> Who:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        roles = ", ".join(f"@{role.name}" for role in self.item.values) or "none"
        await interaction.response.send_message(f"roles: {roles}")


def places_view(chosen: int) -> discord.ui.LayoutView:
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.TextDisplay("Where games start"))
    view.add_item(discord.ui.ActionRow(Where(chosen)))
    view.add_item(discord.ui.ActionRow(Who()))
    return view


def board_view(n: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(Throw(n))
    view.add_item(discord.ui.Button(label="Wait", custom_id="wait", disabled=True))
    view.add_item(Later())
    view.add_item(Pick())
    return view


class RenameModal(discord.ui.Modal, title="Rename"):
    name: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Name", custom_id="name")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"renamed to {self.name.value}")


class TinyBot(commands.Bot):
    """Records what it saw so tests can check the fake's payloads from the client's side."""

    def __init__(self, guild_id: int) -> None:
        intents = discord.Intents.default()
        intents.members = True
        super().__init__(
            command_prefix=commands.when_mentioned, intents=intents, guild_ready_timeout=0.05
        )
        self.guild = discord.Object(guild_id)
        self.data: list[Any] = []
        self.heard: list[str] = []
        self.deleted: list[int] = []
        self.errors: list[int] = []
        self.tasks: set[asyncio.Task[None]] = set()

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Throw, Later, Pick, Peek, Where, Who)
        self.tree.add_command(build_group(self), guild=self.guild)
        await self.tree.sync(guild=self.guild)

        @self.tree.command(name="hello", description="A global command")
        async def hello(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("hello everywhere")

        await self.tree.sync()

    async def on_message(self, message: discord.Message) -> None:
        if not message.author.bot:
            self.heard.append(message.content)

    async def on_raw_message_delete(self, payload: discord.RawMessageDeleteEvent) -> None:
        self.deleted.append(payload.message_id)


def build_group(bot: TinyBot) -> app_commands.Group:
    sho = app_commands.Group(name="sho", description="Play Sho")

    @sho.command(name="new", description="Start a game")
    async def new(
        interaction: discord.Interaction,
        players: app_commands.Range[int, 2, 4],
        computers: int = 0,
        rival: discord.Member | None = None,
    ) -> None:
        bot.data.append(interaction.data)
        against = f" against {rival.display_name}" if rival else ""
        await interaction.response.send_message(
            f"{interaction.user.mention} started {players}/{computers}{against}", view=board_view(0)
        )

    async def moves(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [
            app_commands.Choice(name=f"move {current}{i}", value=f"{current}{i}") for i in range(3)
        ]

    @sho.command(name="move", description="Move a counter")
    @app_commands.autocomplete(move=moves)
    async def move(interaction: discord.Interaction, move: str) -> None:
        await interaction.response.send_message(f"moved {move}")

    @sho.command(name="places", description="Channel and role selects")
    async def places(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(view=places_view(interaction.channel_id or 0))

    @sho.command(name="secret", description="Only you can see this")
    async def secret(interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None).add_item(Peek())
        await interaction.response.send_message("for your eyes", view=view, ephemeral=True)

    @sho.command(name="slow", description="Deferred, then edited and followed up")
    async def slow(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await asyncio.sleep(0.1)
        await interaction.edit_original_response(content="done")
        await interaction.followup.send("extra", ephemeral=True)

    @sho.command(name="think", description="Deferred, then two followups")
    async def think(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.followup.send("first")
        await interaction.followup.send("second")

    @sho.command(name="thread", description="Board with a thread")
    async def thread(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("board")
        board = await interaction.original_response()
        game = await board.create_thread(name="game-1")
        await game.send("inside")

    @sho.command(name="solo", description="A thread without a message")
    async def solo(interaction: discord.Interaction) -> None:
        assert isinstance(interaction.channel, discord.TextChannel)
        kind = discord.ChannelType.public_thread
        game = await interaction.channel.create_thread(name="solo", type=kind)
        await interaction.response.send_message(f"see {game.mention}")
        await game.send("solo inside")

    @sho.command(name="rename", description="Opens a modal")
    async def rename(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(RenameModal())

    @sho.command(name="where", description="Echo a channel")
    async def where(interaction: discord.Interaction, channel: discord.TextChannel) -> None:
        await interaction.response.send_message(f"in {channel.name}")

    @sho.command(name="ping", description="Mention someone, pinging only them")
    async def ping(interaction: discord.Interaction, user: discord.Member) -> None:
        await interaction.response.send_message(
            f"hey {user.mention} and {interaction.user.mention}",
            allowed_mentions=discord.AllowedMentions(users=[user]),
        )

    @sho.command(name="computer", description="Answer now, post later on its own")
    async def computer(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("computer is thinking")
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)

        async def later() -> None:
            await asyncio.sleep(0.2)
            await channel.send("Computer threw 5")

        task = asyncio.create_task(later())
        bot.tasks.add(task)
        task.add_done_callback(bot.tasks.discard)

    @sho.command(name="tidy", description="Fetches, edits and deletes through the token")
    async def tidy(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("temporary")
        original = await interaction.original_response()
        note = await interaction.followup.send(f"note on {original.content}", wait=True)
        await note.edit(content="note edited")
        gone = await interaction.followup.send("gone", wait=True)
        await gone.delete()
        await interaction.delete_original_response()

    @sho.command(name="picture", description="Sends a file")
    async def picture(interaction: discord.Interaction) -> None:
        board = discord.File(io.BytesIO(b"not really a png"), filename="board.png")
        await interaction.response.send_message("the board", file=board)

    @sho.command(name="react", description="Uses a route the fake does not know")
    async def react(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("reacting")
        message = await interaction.original_response()
        try:
            await message.add_reaction("🎲")
        except discord.NotFound as error:
            bot.errors.append(error.status)

    return sho


@pytest.fixture
def fake(fake_discord: FakeDiscord) -> FakeDiscord:
    return fake_discord


@pytest.fixture
def alice(fake: FakeDiscord) -> User:
    return fake.add_user("alice")


@pytest.fixture
def bob(fake: FakeDiscord) -> User:
    return fake.add_user("bob", display_name="Bobby")


@pytest_asyncio.fixture
async def bot(fake: FakeDiscord, alice: User, bob: User) -> AsyncIterator[TinyBot]:
    async with running(fake, TinyBot(fake.guild_id)) as client:
        yield client


# ---- login, sync and the guild ----------------------------------------------------------------


async def test_the_bot_logs_in_syncs_and_sees_the_guild(
    fake: FakeDiscord, bot: TinyBot, alice: User
) -> None:
    (sho,) = fake.commands[fake.guild_id]
    assert sho["name"] == "sho"
    assert sho["guild_id"] == str(fake.guild_id)
    assert {o["name"] for o in sho["options"]} >= {"new", "move", "secret", "thread"}
    guild = bot.get_guild(fake.guild_id)
    assert guild is not None
    assert guild.chunked
    assert [c.name for c in guild.text_channels] == [c.name for c in fake.channels]
    assert guild.member_count == len(guild.members) == 4  # owner, bot, alice, bob
    assert bot.user is not None
    assert bot.user.id == fake.bot_user.id
    assert fake.identify_count == 1
    assert fake.connected
    assert (fake.identify_payload or {}).get("token") == fake.token
    first = [(r.method, r.api_path) for r in fake.requests[:2]]
    assert first == [("GET", "/users/@me"), ("GET", "/oauth2/applications/@me")]


async def test_users_have_display_names_roles_and_permissions(fake: FakeDiscord) -> None:
    mod = fake.add_user("pema", manage_guild=True)
    plain = fake.add_user("dawa", display_name="Dawa D.")
    assert (plain.display_name, mod.display_name) == ("Dawa D.", "Pema")
    assert fake.moderator_role.id in mod.roles
    assert plain.roles == []
    manage_guild = 1 << 5
    assert fake.state.permissions(mod) & manage_guild
    assert not fake.state.permissions(plain) & manage_guild
    with pytest.raises(HarnessError):
        fake.add_user("dawa")
    manage_messages = 1 << 13
    referee = fake.add_role("Referee", manage_messages)
    judge = fake.add_user("judge", roles=[referee], nick="The Judge")
    assert fake.state.permissions(judge) & manage_messages
    assert not fake.state.permissions(plain) & manage_messages
    assert judge.member_json()["nick"] == "The Judge"
    guest = fake.add_user("guest", member=False)
    assert guest not in fake.state.members
    assert judge in fake.state.members
    fake.add_channel("tournament")
    assert [c.name for c in fake.channels] == ["general", "games", "lobby", "tournament"]
    assert fake.state.guild_payload()["member_count"] == len(fake.state.members) == 5


# ---- slash commands ---------------------------------------------------------------------------


async def test_slash_nests_subcommand_options_with_their_synced_types(
    fake: FakeDiscord, bot: TinyBot, alice: User, bob: User
) -> None:
    result = await fake.slash("sho new", user=alice, players=3, computers=1, rival=bob)
    assert result.callback_type == 4
    assert result.content == f"{alice.mention} started 3/1 against Bobby"
    (data,) = bot.data
    assert data["name"] == "sho"
    assert data["guild_id"] == str(fake.guild_id)
    (sub,) = data["options"]
    assert (sub["type"], sub["name"]) == (1, "new")
    assert sub["options"] == [
        {"name": "players", "type": 4, "value": 3},
        {"name": "computers", "type": 4, "value": 1},
        {"name": "rival", "type": 6, "value": str(bob.id)},
    ]
    assert str(bob.id) in data["resolved"]["members"]


async def test_slash_refuses_what_the_discord_client_would_not_send(
    fake: FakeDiscord, bot: TinyBot, alice: User
) -> None:
    with pytest.raises(HarnessError, match="required"):
        await fake.slash("sho new", user=alice)
    with pytest.raises(HarnessError, match=r"outside 2\.\.4"):
        await fake.slash("sho new", user=alice, players=5)
    with pytest.raises(HarnessError, match="no options"):
        await fake.slash("sho new", user=alice, players=2, speed=3)
    with pytest.raises(HarnessError, match="no subcommand"):
        await fake.slash("sho fly", user=alice)
    with pytest.raises(HarnessError, match="needs one of"):
        await fake.slash("sho", user=alice)
    with pytest.raises(HarnessError, match="no synced command"):
        await fake.slash("chess new", user=alice)


async def test_slash_in_another_channel_with_a_channel_option(
    fake: FakeDiscord, bot: TinyBot, alice: User
) -> None:
    lobby = fake.channel("lobby")
    result = await fake.slash("sho where", user=alice, channel=lobby, options={"channel": "games"})
    assert result.content == "in games"
    assert result.message is not None
    assert result.message.channel_id == lobby.id
    assert fake.last_message(lobby) is result.message


async def test_autocomplete_returns_the_bots_choices(
    fake: FakeDiscord, bot: TinyBot, alice: User
) -> None:
    choices = await fake.autocomplete("sho move", user=alice, focused="move", value="a")
    assert choices == [{"name": f"move a{i}", "value": f"a{i}"} for i in range(3)]
    result = await fake.slash("sho move", user=alice, move=choices[1]["value"])
    assert result.content == "moved a1"


# ---- components -------------------------------------------------------------------------------


async def test_clicking_a_button_updates_its_message(
    fake: FakeDiscord, bot: TinyBot, alice: User
) -> None:
    started = await fake.slash("sho new", user=alice, players=2)
    assert [(b.label, b.custom_id, b.disabled) for b in started.buttons] == [
        ("Throw", "throw:0", False),
        ("Wait", "wait", True),
        ("Later", "later", False),
    ]
    clicked = await fake.click(started, "Throw", user=alice)
    assert clicked.callback_type == 7
    assert clicked.message is started.message
    assert started.content == "thrown 1"
    again = await fake.click(started, custom_id="throw:1", user=alice)
    assert again.content == "thrown 2"
    assert again.buttons[0].custom_id == "throw:2"
    with pytest.raises(HarnessError, match="disabled"):
        await fake.click(started, "Wait", user=alice)
    with pytest.raises(HarnessError, match="no button"):
        await fake.click(started, "Fly", user=alice)


async def test_a_deferred_update_settles_after_the_edit(
    fake: FakeDiscord, bot: TinyBot, alice: User
) -> None:
    started = await fake.slash("sho new", user=alice, players=2)
    result = await fake.click(started, "Later", user=alice)
    assert result.callback_type == 6
    assert result.deferred
    assert result.content == "later done"


async def test_select_picks_by_label_or_value(fake: FakeDiscord, bot: TinyBot, alice: User) -> None:
    started = await fake.slash("sho new", user=alice, players=2)
    (menu,) = started.selects
    assert [o.label for o in menu.options] == ["Tiger", "Snow lion"]
    assert (await fake.select(started, "Snow lion", user=alice)).content == "picked lion"
    assert (await fake.select(started, "tiger", user=alice)).content == "picked tiger"
    with pytest.raises(HarnessError, match="no option"):
        await fake.select(started, "yak", user=alice, custom_id="pick")


async def test_channel_and_role_selects_send_what_was_picked_with_its_details(
    fake: FakeDiscord, bot: TinyBot, alice: User
) -> None:
    general, games = fake.channels[0], fake.add_channel("games")
    referees = fake.add_role("referees")
    shown = await fake.slash("sho places", user=alice, channel=general)
    assert shown.text == f"Where games start\n<Where: <#{general.id}>>\n<select: >"
    where, who = shown.selects
    assert who.type == 6
    assert (where.type, where.channel_types, where.default_values) == (
        8,
        (0,),
        (("channel", str(general.id)),),
    )
    picked = await fake.select(shown, games, general, user=alice)
    assert picked.content == "channels: #games, #general"  # discord.py read the names sent
    assert (await fake.select(shown, user=alice, custom_id="where")).content == "channels: none"
    assert (await fake.select(shown, referees, user=alice)).content == "roles: @referees"
    with pytest.raises(HarnessError, match="cannot hold"):
        await fake.select(shown, referees, user=alice, custom_id="where")
    side = fake.state.add_channel("side", type=PUBLIC_THREAD, parent_id=general.id)
    with pytest.raises(HarnessError, match="not one of types"):
        await fake.select(shown, side, user=alice)


async def test_a_modal_opens_and_submits(fake: FakeDiscord, bot: TinyBot, alice: User) -> None:
    opened = await fake.slash("sho rename", user=alice)
    assert opened.callback_type == 9
    assert opened.modal is not None
    assert opened.modal["title"] == "Rename"
    assert opened.message is None
    submitted = await fake.submit_modal(opened, {"Name": "Yak herders"})
    assert submitted.content == "renamed to Yak herders"
    with pytest.raises(HarnessError, match="no inputs"):
        await fake.submit_modal(opened, {"Name": "x", "Colour": "red"})
    with pytest.raises(HarnessError, match="is required"):
        await fake.submit_modal(opened, {})


# ---- ephemeral messages, deferrals and followups ----------------------------------------------


async def test_ephemeral_messages_are_seen_by_their_invoker_only(
    fake: FakeDiscord, bot: TinyBot, alice: User, bob: User
) -> None:
    secret = await fake.slash("sho secret", user=alice)
    assert secret.ephemeral
    assert secret.message is not None
    channel = fake.channels[0]
    assert secret.message in fake.visible_messages(channel, alice)
    assert secret.message not in fake.visible_messages(channel, bob)
    assert secret.message not in fake.channel_messages(channel)
    with pytest.raises(HarnessError, match="cannot see"):
        await fake.click(secret, "Peek", user=bob)
    peeked = await fake.click(secret, "Peek", user=alice)
    assert peeked.callback_type == 7
    assert secret.content == "peeked"
    assert secret.buttons == []


async def test_defer_then_edit_original_and_followup(
    fake: FakeDiscord, bot: TinyBot, alice: User, bob: User
) -> None:
    result = await fake.slash("sho slow", user=alice)
    assert result.callback == {"type": 5, "data": {"flags": 64}}
    assert result.content == "done"
    assert result.ephemeral
    assert result.message is not None
    assert not result.message.loading
    # later steps of a multi-request handler: settling is a quiet period, so wait for them
    (extra,) = await fake.wait_for(lambda: result.followups)
    assert extra.content == "extra"
    assert extra.ephemeral
    assert not fake.visible_messages(fake.channels[0], bob)


async def test_the_first_followup_replaces_the_thinking_message(
    fake: FakeDiscord, bot: TinyBot, alice: User
) -> None:
    result = await fake.slash("sho think", user=alice)
    assert result.content == "first"
    await fake.wait_for(lambda: result.followups)
    assert [m.content for m in result.followups] == ["second"]
    texts = [m.text for m in fake.channel_messages(fake.channels[0])]
    assert texts == ["first", "second"]


# ---- threads ----------------------------------------------------------------------------------


async def test_threads_from_a_message_and_without_one(
    fake: FakeDiscord, bot: TinyBot, alice: User
) -> None:
    result = await fake.slash("sho thread", user=alice)
    assert result.message is not None
    game = fake.thread_of(result.message)
    assert game is not None
    assert game.name == "game-1"
    assert game.id == result.message.id
    assert [m.content for m in fake.channel_messages(game)] == ["inside"]
    assert bot.get_channel(game.id) is not None  # THREAD_CREATE reached discord.py
    solo = await fake.slash("sho solo", user=alice)
    thread = fake.channel("solo")
    assert thread.is_thread
    assert thread.parent_id == fake.channels[0].id
    assert solo.content == f"see <#{thread.id}>"
    assert fake.last_message(thread) is not None
    assert (await fake.wait_for_message(thread, "solo inside")).channel_id == thread.id


# ---- mentions, chatter, deletion and self-started messages ------------------------------------


async def test_mentions_ping_only_allowed_users(
    fake: FakeDiscord, bot: TinyBot, alice: User, bob: User
) -> None:
    result = await fake.slash("sho ping", user=alice, options={"user": bob})
    assert result.message is not None
    assert result.message.mentions == [bob.id]
    assert result.message.pinged == {bob.id}
    assert fake.pings_of(bob) == [result.message]
    assert fake.pings_of(alice) == []
    started = await fake.slash("sho new", user=alice, players=2)
    assert fake.pings_of(alice) == [started.message]


async def test_the_bot_hears_users_and_sees_deletions(
    fake: FakeDiscord, bot: TinyBot, alice: User
) -> None:
    await fake.say("games", alice, "hello bot")
    await fake.wait_for(lambda: bot.heard)
    assert bot.heard == ["hello bot"]
    started = await fake.slash("sho new", user=alice, players=2)
    assert started.message is not None
    await fake.delete_message(started.message)
    await fake.wait_for(lambda: bot.deleted)
    assert bot.deleted == [started.message.id]
    assert fake.last_message() is None
    with pytest.raises(HarnessError, match="cannot see"):
        await fake.click(started, "Throw", user=alice)


async def test_wait_for_message_catches_what_the_bot_posts_on_its_own(
    fake: FakeDiscord, bot: TinyBot, alice: User
) -> None:
    await fake.slash("sho computer", user=alice)
    assert "Computer" not in "\n".join(m.text for m in fake.channel_messages("general"))
    message = await fake.wait_for_message(fake.channels[0], "Computer threw")
    assert message.content == "Computer threw 5"
    with pytest.raises(TimeoutError, match="no message matching 'never'"):
        await fake.wait_for_message(fake.channels[0], "never", timeout=0.1)


async def test_unknown_routes_are_answered_404_and_recorded(
    fake: FakeDiscord, bot: TinyBot, alice: User
) -> None:
    await fake.slash("sho react", user=alice)
    await fake.wait_for(lambda: bot.errors)
    assert bot.errors == [404]
    (route,) = fake.unhandled
    assert route.startswith("PUT /api/v10/channels/")
    assert "/reactions/" in route
    fake.unhandled.clear()


async def test_the_request_log_has_method_path_query_body_and_time(
    fake: FakeDiscord, bot: TinyBot, alice: User
) -> None:
    before = fake.clock.now()
    await fake.slash("sho new", user=alice, players=2)
    (callback,) = [r for r in fake.requests if r.api_path.endswith("/callback")]
    assert callback.method == "POST"
    assert callback.query == {"with_response": "1"}
    assert callback.body["type"] == 4
    assert callback.status == 200
    assert before <= callback.time <= fake.clock.now()


# ---- the rest of the REST surface -------------------------------------------------------------


async def test_global_commands_are_synced_and_found(
    fake: FakeDiscord, bot: TinyBot, alice: User
) -> None:
    assert [c["name"] for c in fake.commands[None]] == ["hello"]
    assert "guild_id" not in fake.commands[None][0]
    assert (await fake.slash("hello", user=alice)).content == "hello everywhere"


async def test_token_routes_fetch_edit_and_delete(
    fake: FakeDiscord, bot: TinyBot, alice: User
) -> None:
    result = await fake.slash("sho tidy", user=alice)
    assert result.message is not None
    original = result.message
    await fake.wait_for(lambda: original.deleted)
    note, gone = result.followups
    assert (note.content, gone.deleted) == ("note edited", True)
    assert [m.text for m in fake.channel_messages("general")] == ["note edited"]
    assert [r.method for r in fake.requests if "/webhooks/" in r.path] == [
        "GET",
        "POST",
        "PATCH",
        "POST",
        "DELETE",
        "DELETE",
    ]


async def test_files_become_attachments(fake: FakeDiscord, bot: TinyBot, alice: User) -> None:
    result = await fake.slash("sho picture", user=alice)
    assert result.message is not None
    (attachment,) = result.message.data["attachments"]
    assert (attachment["filename"], attachment["size"]) == ("board.png", 16)
    assert result.content == "the board"


async def test_the_bot_can_fetch_what_it_needs(
    fake: FakeDiscord, bot: TinyBot, alice: User
) -> None:
    games = fake.channel("games")
    channel = await bot.fetch_channel(games.id)
    assert isinstance(channel, discord.TextChannel)
    assert channel.name == "games"
    first = await channel.send("first")
    await channel.send("second")
    await channel.typing()
    assert [m.content async for m in channel.history(limit=5)] == ["second", "first"]
    assert [m.content async for m in channel.history(after=first)] == ["second"]
    assert (await channel.fetch_message(first.id)).content == "first"
    assert (await bot.fetch_user(alice.id)).display_name == "Alice"
    guild = bot.get_guild(fake.guild_id)
    assert guild is not None
    assert (await guild.fetch_member(alice.id)).display_name == "Alice"
    with pytest.raises(discord.NotFound):
        await bot.fetch_user(1)


async def test_threads_can_be_joined_and_archived(
    fake: FakeDiscord, bot: TinyBot, alice: User
) -> None:
    await fake.slash("sho solo", user=alice)
    thread = bot.get_channel(fake.channel("solo").id)
    assert isinstance(thread, discord.Thread)
    await thread.join()
    await thread.add_user(discord.Object(alice.id))
    assert fake.channel("solo").member_ids == [fake.bot_user.id, alice.id]
    await thread.edit(archived=True)
    assert fake.channel("solo").archived
    with pytest.raises(discord.HTTPException) as caught:
        await thread.send("too late")
    assert caught.value.code == 50083
