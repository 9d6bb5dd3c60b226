"""The fake guild's people, roles and channels, with their Discord JSON shapes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

JSON = dict[str, Any]

TEXT_CHANNEL = 0
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12
THREAD_TYPES = frozenset({10, PUBLIC_THREAD, PRIVATE_THREAD})


@dataclass(eq=False)
class User:
    """A Discord user; `roles` and `joined_at` describe their membership of the fake guild."""

    id: int
    name: str
    display_name: str | None
    bot: bool = False
    is_member: bool = True
    roles: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: str = ""
    locale: str = "en-US"
    """The language of the user's Discord client, sent with each of their interactions."""

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def to_json(self) -> JSON:
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.display_name,
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }

    def member_json(self, *, with_user: bool = True) -> JSON:
        member: JSON = {
            "nick": self.nick,
            "roles": [str(role) for role in self.roles],
            "joined_at": self.joined_at,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "avatar": None,
            "communication_disabled_until": None,
        }
        if with_user:
            member["user"] = self.to_json()
        return member


@dataclass(eq=False)
class Role:
    id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False

    @property
    def mention(self) -> str:
        return f"<@&{self.id}>"

    def to_json(self) -> JSON:
        return {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "hoist": False,
            "managed": self.managed,
            "mentionable": True,
            "icon": None,
            "unicode_emoji": None,
            "flags": 0,
        }


@dataclass(eq=False)
class Channel:
    """A text channel or a thread (type 11 public, 12 private)."""

    id: int
    name: str
    type: int = TEXT_CHANNEL
    position: int = 0
    parent_id: int | None = None
    owner_id: int | None = None
    created_at: str = ""
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440
    message_count: int = 0
    last_message_id: int | None = None
    member_ids: list[int] = field(default_factory=list)
    bot_denied: int = 0
    """Permission bits a member overwrite takes from the bot here (none by default)."""
    bot_id: int = 0
    """The bot's user id, which that overwrite names."""

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def _overwrites(self) -> list[JSON]:
        if not self.bot_denied:
            return []
        return [{"id": str(self.bot_id), "type": 1, "allow": "0", "deny": str(self.bot_denied)}]

    def to_json(self, guild_id: int) -> JSON:
        last = str(self.last_message_id) if self.last_message_id else None
        data: JSON = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(guild_id),
            "name": self.name,
            "last_message_id": last,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        if not self.is_thread:
            data.update(
                position=self.position,
                permission_overwrites=self._overwrites(),
                nsfw=False,
                parent_id=None,
                topic=None,
            )
            return data
        data.update(
            parent_id=str(self.parent_id),
            owner_id=str(self.owner_id),
            message_count=self.message_count,
            total_message_sent=self.message_count,
            member_count=len(self.member_ids),
            thread_metadata={
                "archived": self.archived,
                "auto_archive_duration": self.auto_archive_duration,
                "archive_timestamp": self.created_at,
                "locked": self.locked,
                "invitable": True,
                "create_timestamp": self.created_at,
            },
        )
        return data
