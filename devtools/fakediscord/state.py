"""The fake guild: its roles, roster, channels, threads and messages."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from . import permissions as perms
from .clock import Clock, Snowflakes
from .errors import HarnessError
from .messages import (
    EPHEMERAL,
    HAS_THREAD,
    SUPPRESS_NOTIFICATIONS,
    Message,
    apply_edit,
    mention_fields,
    resolve_mentions,
)
from .models import PUBLIC_THREAD, TEXT_CHANNEL, Channel, Role, User

JSON = dict[str, Any]
REPLY = 19

ChannelRef = Channel | str | int
UserRef = User | int


class GuildState:
    """One guild with everything in it; the single source of truth behind REST and gateway."""

    def __init__(
        self,
        clock: Clock,
        ids: Snowflakes,
        *,
        name: str,
        channel_names: Iterable[str],
        guild_id: int | None = None,
    ):
        self.clock, self.ids = clock, ids
        self.id = ids.next() if guild_id is None else guild_id
        self.name = name
        self.roles: dict[int, Role] = {}
        self.users: dict[int, User] = {}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.system_channel_id: int | None = None
        """Where Discord posts its own notices (joins, boosts); None: nowhere."""
        self.everyone = self.add_role("@everyone", perms.EVERYONE, role_id=self.id)
        self.moderator_role = self.add_role("Moderator", perms.MODERATOR)
        self.bot_role = self.add_role("TestBot", perms.BOT, managed=True)
        self.owner = self.add_user("owner", display_name="Guild Owner")
        for channel_name in channel_names:
            self.add_channel(channel_name)

    # ---- roster ----------------------------------------------------------------------------

    def add_role(
        self, name: str, permissions: int, *, role_id: int | None = None, managed: bool = False
    ) -> Role:
        role = Role(role_id or self.ids.next(), name, permissions, len(self.roles), managed)
        self.roles[role.id] = role
        return role

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
        if any(u.name == name for u in self.users.values()):
            raise HarnessError(f"a user named {name!r} already exists")
        role_ids = [r.id for r in roles] + ([self.moderator_role.id] if manage_guild else [])
        user = User(
            id=self.ids.next(),
            name=name,
            display_name=display_name if display_name is not None else name.title(),
            bot=bot,
            is_member=member,
            roles=role_ids if member else [],
            nick=nick,
            joined_at=self.clock.iso(),
        )
        self.users[user.id] = user
        return user

    @property
    def members(self) -> list[User]:
        return [u for u in self.users.values() if u.is_member]

    def user(self, ref: UserRef) -> User:
        user_id = ref.id if isinstance(ref, User) else int(ref)
        try:
            return self.users[user_id]
        except KeyError:
            raise HarnessError(f"no user with id {user_id} in {self.name!r}") from None

    def add_bot(self, bot: User) -> User:
        """The bot user joins this guild too, with the guild's own bot role."""
        member = replace(bot, roles=[self.bot_role.id], joined_at=self.clock.iso())
        self.users[member.id] = member
        return member

    def permissions(self, user: User) -> int:
        if user.id == self.owner.id:
            return perms.ALL
        value = self.everyone.permissions
        for role_id in user.roles:
            value |= self.roles[role_id].permissions
        return perms.ALL if value & perms.ADMINISTRATOR else value

    # ---- channels --------------------------------------------------------------------------

    def add_channel(
        self,
        name: str,
        *,
        type: int = TEXT_CHANNEL,
        parent_id: int | None = None,
        owner_id: int | None = None,
        channel_id: int | None = None,
        auto_archive_duration: int = 1440,
    ) -> Channel:
        channel = Channel(
            id=channel_id or self.ids.next(),
            name=name,
            type=type,
            position=len(self.channels),
            parent_id=parent_id,
            owner_id=owner_id,
            created_at=self.clock.iso(),
            auto_archive_duration=auto_archive_duration,
        )
        if channel.is_thread and owner_id is not None:
            channel.member_ids.append(owner_id)
        self.channels[channel.id] = channel
        return channel

    @property
    def text_channels(self) -> list[Channel]:
        return [c for c in self.channels.values() if c.type == TEXT_CHANNEL]

    @property
    def threads(self) -> list[Channel]:
        return [c for c in self.channels.values() if c.is_thread]

    def channel(self, ref: ChannelRef) -> Channel:
        """A channel by object, id or name (threads included)."""
        if isinstance(ref, Channel) and self.channels.get(ref.id) is ref:
            return ref
        if isinstance(ref, int) and ref in self.channels:
            return self.channels[ref]
        for channel in self.channels.values():
            if channel.id == ref or channel.name == ref:
                return channel
        raise HarnessError(
            f"no channel {ref!r} in {self.name!r}; channels: "
            f"{[c.name for c in self.channels.values()]}"
        )

    # ---- messages --------------------------------------------------------------------------

    def messages_in(self, channel: Channel) -> list[Message]:
        return [m for m in self.messages.values() if m.channel_id == channel.id and not m.deleted]

    def create_message(
        self,
        channel: Channel,
        body: JSON,
        author: User,
        *,
        msg_type: int = 0,
        visible_to: int | None = None,
        attachments: Iterable[JSON] = (),
        extra: JSON | None = None,
    ) -> Message:
        message_id = self.ids.next()
        replied = self._replied(body)
        mentions = resolve_mentions(
            body, self.users, self.roles, replied.author_id if replied else None
        )
        flags = int(body.get("flags") or 0)
        data: JSON = {
            "id": str(message_id),
            "type": REPLY if replied else msg_type,
            "channel_id": str(channel.id),
            "author": author.to_json(),
            "content": body.get("content") or "",
            "embeds": body.get("embeds") or [],
            "components": body.get("components") or [],
            "attachments": list(attachments),
            "timestamp": self.clock.iso(),
            "edited_timestamp": None,
            "tts": bool(body.get("tts")),
            "pinned": False,
            "flags": flags,
            "sticker_items": [],
            **mention_fields(mentions, self.users),
        }
        if body.get("nonce") is not None:
            data["nonce"] = body["nonce"]
        if replied:
            data["message_reference"] = {
                "type": 0,
                "message_id": str(replied.id),
                "channel_id": str(replied.channel_id),
                "guild_id": str(self.id),
            }
            data["referenced_message"] = {
                k: v for k, v in replied.data.items() if k != "referenced_message"
            }
        data.update(extra or {})
        silent = flags & (EPHEMERAL | SUPPRESS_NOTIFICATIONS)
        message = Message(
            data, self.clock.now(), visible_to, pinged=set() if silent else mentions.pinged
        )
        self.messages[message_id] = message
        if visible_to is None:
            channel.message_count += 1
            channel.last_message_id = message_id
        return message

    def _replied(self, body: JSON) -> Message | None:
        reference = body.get("message_reference") or {}
        if reference.get("message_id") is None:
            return None
        replied = self.messages.get(int(reference["message_id"]))
        return replied if replied and not replied.deleted else None

    def edit_message(self, message: Message, body: JSON, attachments: Iterable[JSON] = ()) -> None:
        apply_edit(message, body, self.clock.iso())
        message.data["attachments"] = list(message.data.get("attachments") or []) + list(
            attachments
        )
        if "content" in body or "allowed_mentions" in body:
            merged = {"content": message.content, "allowed_mentions": body.get("allowed_mentions")}
            if merged["allowed_mentions"] is None:
                del merged["allowed_mentions"]
            mentions = resolve_mentions(merged, self.users, self.roles, None)
            message.data.update(mention_fields(mentions, self.users))

    def message(self, ref: Message | int) -> Message:
        message_id = ref.id if isinstance(ref, Message) else int(ref)
        try:
            return self.messages[message_id]
        except KeyError:
            raise HarnessError(f"no message with id {message_id} in {self.name!r}") from None

    def create_thread(
        self, parent: Channel, name: str, owner: User, *, type: int, starter: Message | None
    ) -> Channel:
        """A thread under `parent`; one started from a message shares the message's id."""
        thread = self.add_channel(
            name,
            type=type if starter is None else PUBLIC_THREAD,
            parent_id=parent.id,
            owner_id=owner.id,
            channel_id=starter.id if starter else None,
        )
        if starter is not None:
            starter.data["thread"] = thread.to_json(self.id)
            starter.data["flags"] = starter.flags | HAS_THREAD
        return thread

    # ---- gateway payloads ------------------------------------------------------------------

    def member_payload(self, user: User) -> JSON:
        """A member object with computed permissions, as in interactions."""
        return {**user.member_json(), "permissions": str(self.permissions(user))}

    def guild_payload(self) -> JSON:
        """The full GUILD_CREATE object; member_count == len(members) so no chunking happens."""
        members = self.members
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(self.owner.id),
            "unavailable": False,
            "member_count": len(members),
            "large": False,
            "joined_at": self.clock.iso(),
            "preferred_locale": "en-US",
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "system_channel_id": (
                None if self.system_channel_id is None else str(self.system_channel_id)
            ),
            "system_channel_flags": 0,
            "afk_channel_id": None,
            "afk_timeout": 300,
            "roles": [role.to_json() for role in self.roles.values()],
            "channels": [c.to_json(self.id) for c in self.text_channels],
            "threads": [t.to_json(self.id) for t in self.threads if not t.archived],
            "members": [u.member_json() for u in members],
            "emojis": [],
            "stickers": [],
            "features": [],
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }
