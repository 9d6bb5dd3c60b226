"""The fake's domain layer: messages, threads, commands and gateway events, with Discord's rules."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from .clock import Clock, Snowflakes
from .errors import ApiError, unknown_channel, unknown_message
from .gateway import Gateway, GatewaySession
from .interactions import SETTLE_MARGIN, InteractionRegistry
from .messages import Message
from .models import PRIVATE_THREAD, TEXT_CHANNEL, Channel, User
from .state import GuildState

JSON = dict[str, Any]
GUILD_MESSAGES_INTENT = 1 << 9
GUILDS_INTENT = 1 << 0
MessageListener = Callable[[str, Message], None]
"""Told of every message change: 'MESSAGE_CREATE', 'MESSAGE_UPDATE' or 'MESSAGE_DELETE'."""
EDIT_WINDOW = 3600.0


@dataclass
class Settings:
    """Tunable Discord rules; the defaults are Discord's own where Discord documents one."""

    ack_deadline: float = 3.0
    token_ttl: float = 15 * 60.0
    old_message_age: float = 3600.0
    old_message_edit_limit: int = 5
    settle_time: float = 0.05
    activity_timeout: float = 2.0
    token: str | None = "fake-token"
    shard_count: int = 1
    """The shard count GET /gateway/bot recommends."""
    guilds_per_shard: int = 2500
    """More guilds on one session and Discord closes it with 4011 (sharding required)."""


class Backend:
    """Everything the REST routes and the user-facing API act on."""

    def __init__(self, settings: Settings, *, guild_name: str, channel_names: Iterable[str]):
        self.settings = settings
        self.clock = Clock()
        self.ids = Snowflakes(self.clock)
        self.guilds: dict[int, GuildState] = {}
        """Every guild the bot is in, the first (`state`) on shard 0."""
        self.state = self._new_guild(guild_name, channel_names, shard=0)
        self.bot = self.state.add_user(
            "testbot", display_name="TestBot", bot=True, roles=[self.state.bot_role]
        )
        self.app_id = self.bot.id
        self.resume_url = ""
        self.commands: dict[int | None, list[JSON]] = {}
        self.sync_count = 0
        self.interactions = InteractionRegistry(
            settings.ack_deadline + settings.activity_timeout + SETTLE_MARGIN
        )
        self.contract_errors: list[str] = []
        self.uploads: dict[int, bytes] = {}
        """The bytes of every file the bot uploaded, by attachment id."""
        self.message_listeners: list[MessageListener] = []
        self._old_edits: dict[int, list[float]] = {}
        self._change = asyncio.Event()
        self.gateway = Gateway(
            token=lambda: self.settings.token,
            ready_events=self._ready_events,
            members_chunk=self._members_chunk,
            guild_ids=self.guilds.keys,
            guilds_per_shard=lambda: self.settings.guilds_per_shard,
            on_change=self.changed,
        )

    # ---- guilds -----------------------------------------------------------------------------

    def add_guild(self, name: str, channel_names: Iterable[str], *, shard: int) -> GuildState:
        """Another guild with the bot in it, its id on `shard` of the recommended count."""
        state = self._new_guild(name, channel_names, shard=shard)
        state.add_bot(self.bot)
        return state

    def _new_guild(self, name: str, channel_names: Iterable[str], *, shard: int) -> GuildState:
        guild_id = self.ids.on_shard(shard, self.settings.shard_count)
        state = GuildState(
            self.clock, self.ids, name=name, channel_names=channel_names, guild_id=guild_id
        )
        self.guilds[state.id] = state
        return state

    def guild_of(self, channel_id: int) -> GuildState:
        """The guild a channel or thread belongs to (404 Unknown Channel if none)."""
        for state in self.guilds.values():
            if channel_id in state.channels:
                return state
        raise unknown_channel()

    def find_user(self, user_id: int) -> User | None:
        for state in self.guilds.values():
            if user_id in state.users:
                return state.users[user_id]
        return None

    # ---- change notification ----------------------------------------------------------------

    def changed(self) -> None:
        """Wake everything waiting for the fake's state to change."""
        self._change.set()
        self._change = asyncio.Event()

    @property
    def change_event(self) -> asyncio.Event:
        return self._change

    # ---- gateway ----------------------------------------------------------------------------

    def _ready_events(self, session: GatewaySession) -> list[tuple[str, JSON]]:
        """READY, then GUILD_CREATE for each guild of the session's shard."""
        guilds = [g for g in self.guilds.values() if session.shard.covers(g.id)]
        ready = {
            "v": 10,
            "user": self.bot.to_json(),
            "session_id": session.session_id,
            "resume_gateway_url": self.resume_url,
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "application": {"id": str(self.app_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
        }
        if "shard" in session.identify:  # Discord echoes a sharded session's [id, count]
            ready["shard"] = [session.shard.id, session.shard.count]
        return [("READY", ready), *(("GUILD_CREATE", g.guild_payload()) for g in guilds)]

    def _members_chunk(self, guild_id: int, request: JSON) -> JSON:
        return {
            "guild_id": str(guild_id),
            "members": [u.member_json() for u in self.guilds[guild_id].members],
            "chunk_index": 0,
            "chunk_count": 1,
            "nonce": request.get("nonce"),
        }

    def _intent(self, guild_id: int, bit: int) -> bool:
        session = self.gateway.session_for(guild_id)
        return session is not None and bool(session.intents & bit)

    async def _announce(self, event: str, message: Message) -> None:
        guild = self.guild_of(message.channel_id)
        if message.ephemeral or not self._intent(guild.id, GUILD_MESSAGES_INTENT):
            return
        if event == "MESSAGE_DELETE":
            data: JSON = {"id": str(message.id), "channel_id": str(message.channel_id)}
        else:
            author = guild.users.get(message.author_id)
            data = dict(message.data)
            if author is not None and author.is_member:
                data["member"] = author.member_json(with_user=False)
        await self.gateway.dispatch(guild.id, event, {**data, "guild_id": str(guild.id)})

    # ---- lookups ----------------------------------------------------------------------------

    def channel_or_404(self, channel_id: int) -> Channel:
        return self.guild_of(channel_id).channels[channel_id]

    def channel_json(self, channel: Channel) -> JSON:
        return channel.to_json(self.guild_of(channel.id).id)

    def channel_message_or_404(self, channel_id: int, message_id: int) -> Message:
        """A message as the channel routes see it: ephemeral messages do not exist there."""
        message = self.guild_of(channel_id).messages.get(message_id)
        if message is None or message.deleted or message.ephemeral:
            raise unknown_message()
        if message.channel_id != channel_id:
            raise unknown_message()
        return message

    # ---- messages ---------------------------------------------------------------------------

    async def create_message(
        self,
        channel: Channel,
        body: JSON,
        author: User,
        *,
        attachments: Iterable[JSON] = (),
        **kwargs: Any,
    ) -> Message:
        message = self.guild_of(channel.id).create_message(
            channel, body, author, attachments=attachments, **kwargs
        )
        self._tell("MESSAGE_CREATE", message)
        await self._announce("MESSAGE_CREATE", message)
        self.changed()
        return message

    def _tell(self, event: str, message: Message) -> None:
        for listener in self.message_listeners:
            listener(event, message)

    def check_edit_allowed(self, message: Message) -> None:
        """Discord limits edits of messages older than an hour (error 30046)."""
        now = self.clock.now()
        if now - message.created_at < self.settings.old_message_age:
            return
        recent = [t for t in self._old_edits.get(message.channel_id, []) if now - t < EDIT_WINDOW]
        if len(recent) >= self.settings.old_message_edit_limit:
            raise ApiError(
                400,
                30046,
                "Maximum number of edits to messages older than 1 hour reached. Try again later.",
            )
        self._old_edits[message.channel_id] = [*recent, now]

    async def edit_message(
        self, message: Message, body: JSON, attachments: Iterable[JSON] = ()
    ) -> Message:
        self.guild_of(message.channel_id).edit_message(message, body, attachments)
        for pending in self.interactions.touching(message.id):
            pending.touch()
        self._tell("MESSAGE_UPDATE", message)
        await self._announce("MESSAGE_UPDATE", message)
        self.changed()
        return message

    async def delete_message(self, message: Message) -> None:
        message.deleted = True
        for pending in self.interactions.touching(message.id):
            pending.touch()
        self._tell("MESSAGE_DELETE", message)
        await self._announce("MESSAGE_DELETE", message)
        self.changed()

    async def delete_messages(self, channel_id: int, messages: list[Message]) -> None:
        """A bulk delete (a moderator's purge): one MESSAGE_DELETE_BULK for them all."""
        for message in messages:
            message.deleted = True
            for pending in self.interactions.touching(message.id):
                pending.touch()
            self._tell("MESSAGE_DELETE", message)
        guild = self.guild_of(channel_id)
        if self._intent(guild.id, GUILD_MESSAGES_INTENT):
            await self.gateway.dispatch(
                guild.id,
                "MESSAGE_DELETE_BULK",
                {
                    "ids": [str(m.id) for m in messages],
                    "channel_id": str(channel_id),
                    "guild_id": str(guild.id),
                },
            )
        self.changed()

    async def delete_channel(self, channel: Channel) -> None:
        """A channel (with its threads) or a thread is deleted: CHANNEL_DELETE or THREAD_DELETE;
        requests about it answer 404 Unknown Channel from then on."""
        guild = self.guild_of(channel.id)
        gone = [channel, *(c for c in guild.channels.values() if c.parent_id == channel.id)]
        payloads = [(c, self.channel_json(c)) for c in gone]
        for each in gone:
            del guild.channels[each.id]
        if not self._intent(guild.id, GUILDS_INTENT):
            return
        for each, payload in payloads:
            if each.is_thread:
                event, data = (
                    "THREAD_DELETE",
                    {
                        "id": str(each.id),
                        "guild_id": str(guild.id),
                        "parent_id": str(each.parent_id),
                        "type": each.type,
                    },
                )
            else:
                event, data = "CHANNEL_DELETE", {**payload, "guild_id": str(guild.id)}
            await self.gateway.dispatch(guild.id, event, data)
        self.changed()

    # ---- threads ----------------------------------------------------------------------------

    async def start_thread(self, channel_id: int, body: JSON, message_id: int | None) -> Channel:
        guild = self.guild_of(channel_id)
        parent = guild.channels[channel_id]
        if parent.type != TEXT_CHANNEL:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        starter = None
        if message_id is not None:
            starter = self.channel_message_or_404(channel_id, message_id)
            if starter.data.get("thread"):
                raise ApiError(400, 160004, "A thread has already been created for this message")
        thread = guild.create_thread(
            parent,
            str(body.get("name")),
            self.bot,
            type=int(body.get("type") or PRIVATE_THREAD),
            starter=starter,
        )
        thread.auto_archive_duration = int(body.get("auto_archive_duration") or 1440)
        bot_member = {
            "id": str(thread.id),
            "user_id": str(self.bot.id),
            "join_timestamp": self.clock.iso(),
            "flags": 0,
        }
        event = {**thread.to_json(guild.id), "newly_created": True, "member": bot_member}
        await self.gateway.dispatch(guild.id, "THREAD_CREATE", event)
        if starter is not None:
            await self._announce("MESSAGE_UPDATE", starter)
        self.changed()
        return thread

    async def update_thread(self, thread: Channel, body: JSON) -> Channel:
        if "name" in body:
            thread.name = str(body["name"])
        for key in ("archived", "locked"):
            if key in body:
                setattr(thread, key, bool(body[key]))
        guild = self.guild_of(thread.id)
        await self.gateway.dispatch(guild.id, "THREAD_UPDATE", thread.to_json(guild.id))
        self.changed()
        return thread

    # ---- application commands ---------------------------------------------------------------

    def put_commands(self, guild_id: int | None, body: list[JSON]) -> list[JSON]:
        """Bulk overwrite; a command keeps its id when its name and type stay the same."""
        previous = {(c["name"], c["type"]): c["id"] for c in self.commands.get(guild_id, [])}
        stored = []
        for command in body:
            kind = command.get("type", 1)
            entry = {
                **command,
                "type": kind,
                "id": previous.get((command["name"], kind)) or str(self.ids.next()),
                "application_id": str(self.app_id),
                "version": str(self.ids.next()),
                "default_member_permissions": command.get("default_member_permissions"),
                "nsfw": bool(command.get("nsfw", False)),
            }
            if guild_id is not None:
                entry["guild_id"] = str(guild_id)
            stored.append(entry)
        self.commands[guild_id] = stored
        self.sync_count += 1
        self.changed()
        return stored

    def find_command(self, name: str, guild_id: int) -> JSON | None:
        """A synced CHAT_INPUT command by name: the guild's commands first, then global ones."""
        for scope in (guild_id, None):
            for command in self.commands.get(scope, []):
                if command["name"] == name and command["type"] == 1:
                    return command
        return None
