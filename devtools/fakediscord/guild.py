"""One guild of the fake as its members see it and act in it (FakeDiscord is its first)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .actions import Choice, MessageRef, UserActions
from .backend import Backend
from .errors import HarnessError
from .gateway import GatewaySession
from .messages import Message
from .models import Channel, Role, User
from .results import InteractionResult
from .seen import WhatUsersSee
from .state import ChannelRef, GuildState

JSON = dict[str, Any]


class FakeGuild(WhatUsersSee):
    """A guild's roster, channels and messages, and its members' slash commands and clicks."""

    def __init__(self, backend: Backend, state: GuildState) -> None:
        self.backend = backend
        self.state = state
        self._actions = UserActions(backend, state)

    @property
    def name(self) -> str:
        return self.state.name

    @property
    def session(self) -> GatewaySession | None:
        """The gateway session this guild's events go to (its shard's), if any."""
        return self.backend.gateway.session_for(self.state.id)

    @property
    def connected(self) -> bool:
        """Whether a bot is connected on this guild's shard."""
        return self.backend.gateway.connected_to(self.state.id)

    @property
    def identify_payload(self) -> JSON | None:
        session = self.session
        return session.identify if session else None

    # ---- the guild and its people -----------------------------------------------------------

    @property
    def guild_id(self) -> int:
        return self.state.id

    @property
    def owner(self) -> User:
        """The guild owner (all permissions, also the application's owner)."""
        return self.state.owner

    @property
    def moderator_role(self) -> Role:
        """A role with Manage Server; `add_user(..., manage_guild=True)` grants it."""
        return self.state.moderator_role

    @property
    def users(self) -> list[User]:
        return list(self.state.users.values())

    @property
    def threads(self) -> list[Channel]:
        return self.state.threads

    def add_user(
        self,
        name: str,
        *,
        display_name: str | None = None,
        manage_guild: bool = False,
        roles: Iterable[Role] = (),
        member: bool = True,
        bot: bool = False,
        nick: str | None = None,
    ) -> User:
        """A new user (a guild member unless member=False); the display name defaults to Title."""
        return self.state.add_user(
            name,
            display_name=display_name,
            manage_guild=manage_guild,
            roles=roles,
            member=member,
            bot=bot,
            nick=nick,
        )

    def add_role(self, name: str, permissions: int = 0) -> Role:
        return self.state.add_role(name, permissions)

    def add_channel(self, name: str) -> Channel:
        """A text channel; add it before the bot connects (GUILD_CREATE carries the channels)."""
        return self.state.add_channel(name)

    def set_system_channel(self, channel: Channel | None) -> None:
        """Where Discord posts its notices; set it before the bot joins (GUILD_CREATE says it)."""
        self.state.system_channel_id = None if channel is None else channel.id

    def deny_bot(self, channel: Channel, permissions: int) -> None:
        """A member overwrite taking `permissions` from the bot in `channel`: posting there
        without View Channel or Send Messages is answered 403 Missing Permissions. Set it before
        the bot joins (GUILD_CREATE carries the overwrites)."""
        channel.bot_denied, channel.bot_id = permissions, self.backend.bot.id

    async def bot_joins(self) -> None:
        """The bot is added to this guild while connected: its shard gets GUILD_CREATE (what
        discord.py reports as `on_guild_join`). The guild must be new to the bot (added with
        `FakeDiscord.add_guild` after the bot connected)."""
        payload = self.state.guild_payload()
        # A join's GUILD_CREATE carries no `unavailable` (a guild coming back online says False).
        del payload["unavailable"]
        await self.backend.gateway.dispatch(self.state.id, "GUILD_CREATE", payload)

    def thread_of(self, message: Message) -> Channel | None:
        """The thread started from `message`, if any."""
        thread = self.state.channels.get(message.id)
        return thread if thread is not None and thread.is_thread else None

    # ---- what users do ----------------------------------------------------------------------

    async def slash(
        self,
        command: str,
        *,
        user: User,
        channel: ChannelRef | None = None,
        options: Mapping[str, Any] | None = None,
        settle: bool = True,
        **option_values: Any,
    ) -> InteractionResult:
        """Run `/command` ("sho new") as `user`; options by keyword (or `options=` for clashes).

        `settle=False` returns once the bot has acknowledged, without waiting for its work."""
        values = {**(options or {}), **option_values}
        return await self._actions.slash(
            command, user=user, channel=channel, options=values, settle=settle
        )

    async def autocomplete(
        self,
        command: str,
        *,
        user: User,
        focused: str,
        value: Any,
        channel: ChannelRef | None = None,
        options: Mapping[str, Any] | None = None,
        **option_values: Any,
    ) -> list[JSON]:
        """Type `value` into option `focused`; returns the bot's choices ({name, value})."""
        values = {**(options or {}), **option_values}
        return await self._actions.autocomplete(
            command, user=user, focused=focused, value=value, channel=channel, options=values
        )

    async def click(
        self,
        message: MessageRef,
        label: str | None = None,
        *,
        user: User,
        custom_id: str | None = None,
        settle: bool = True,
    ) -> InteractionResult:
        """Click the enabled button with this label (or custom_id) as `user`."""
        return await self._actions.click(
            message, label, user=user, custom_id=custom_id, settle=settle
        )

    async def select(
        self,
        message: MessageRef,
        *choices: Choice,
        user: User,
        custom_id: str | None = None,
        settle: bool = True,
    ) -> InteractionResult:
        """Pick options (by value or label) in the message's string select, or channels, roles
        or users in a select Discord fills with them (with none, and its custom_id: clear it)."""
        return await self._actions.select(
            message, *choices, user=user, custom_id=custom_id, settle=settle
        )

    async def submit_modal(
        self,
        opened: InteractionResult,
        values: Mapping[str, str | list[str]],
        *,
        user: User | None = None,
        settle: bool = True,
    ) -> InteractionResult:
        """Submit the modal that `opened` showed, inputs keyed by custom_id or label.

        `settle=False` returns once the bot has acknowledged, without waiting for its work."""
        return await self._actions.submit_modal(opened, values, user=user, settle=settle)

    async def say(self, channel: ChannelRef, user: User, content: str) -> Message:
        """`user` posts a plain message (the bot gets MESSAGE_CREATE)."""
        return await self.backend.create_message(self.channel(channel), {"content": content}, user)

    async def purge(self, channel: ChannelRef, messages: Iterable[Message | int]) -> None:
        """A moderator deletes several messages at once; the bot gets MESSAGE_DELETE_BULK."""
        targets = [self.message(m) for m in messages]
        if any(t.deleted for t in targets):
            raise HarnessError("a purged message is already deleted")
        await self.backend.delete_messages(self.channel(channel).id, targets)

    async def delete_channel(self, channel: ChannelRef) -> None:
        """A moderator deletes a channel (and so its threads) or a thread."""
        await self.backend.delete_channel(self.channel(channel))

    async def delete_message(self, message: Message | int) -> None:
        """Someone (a user or moderator) deletes the message; the bot gets MESSAGE_DELETE."""
        target = self.message(message)
        if target.deleted:
            raise HarnessError(f"message {target.id} is already deleted")
        await self.backend.delete_message(target)
