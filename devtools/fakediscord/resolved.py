"""The `resolved` part of an interaction's data: the users, roles and channels it names, as
Discord sends them beside a slash command's options or a user/role/channel select's values."""

from __future__ import annotations

from typing import Any

from . import permissions as perms
from .errors import HarnessError
from .models import Channel, Role
from .state import GuildState

JSON = dict[str, Any]


class Resolved:
    """Collects what an interaction names; `data` is its `resolved` object."""

    def __init__(self, state: GuildState) -> None:
        self._state = state
        self.data: dict[str, JSON] = {}

    def user(self, ref: Any) -> str:
        user = self._state.user(ref)
        self.data.setdefault("users", {})[str(user.id)] = user.to_json()
        if user.is_member:
            member = self._state.member_payload(user)
            del member["user"]
            self.data.setdefault("members", {})[str(user.id)] = member
        return str(user.id)

    def role(self, ref: Any) -> str:
        role = ref if isinstance(ref, Role) else self._state.roles.get(int(ref))
        if role is None:
            raise HarnessError(f"no role {ref!r}")
        self.data.setdefault("roles", {})[str(role.id)] = role.to_json()
        return str(role.id)

    def channel(self, ref: Any, allowed: list[int] | None = None) -> str:
        """A channel, checked against the channel types the option or select allows."""
        channel: Channel = self._state.channel(ref)
        if allowed and channel.type not in allowed:
            raise HarnessError(f"channel {channel.name!r} is not one of types {allowed}")
        resolved = {**channel.to_json(self._state.id), "permissions": str(perms.EVERYONE)}
        self.data.setdefault("channels", {})[str(channel.id)] = resolved
        return str(channel.id)

    def mentionable(self, ref: Any) -> str:
        return self.role(ref) if isinstance(ref, Role) else self.user(ref)
