"""Stored messages: the Discord message object plus what only the fake knows about it."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from . import components as comp
from .errors import HarnessError
from .models import Role, User

JSON = dict[str, Any]

SUPPRESS_EMBEDS = 1 << 2
HAS_THREAD = 1 << 5
EPHEMERAL = 1 << 6
LOADING = 1 << 7
SUPPRESS_NOTIFICATIONS = 1 << 12
IS_COMPONENTS_V2 = 1 << 15
EDITABLE_FLAGS = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_COMPONENTS_V2
WEBHOOK_FLAGS = EDITABLE_FLAGS | EPHEMERAL  # what interaction responses and followups may set

USER_MENTION = re.compile(r"<@!?(\d+)>")
ROLE_MENTION = re.compile(r"<@&(\d+)>")


@dataclass(eq=False)
class Message:
    """A message as Discord stores it; `data` is the live Discord JSON object."""

    data: JSON
    created_at: float
    visible_to: int | None = None
    deleted: bool = False
    pinged: set[int] = field(default_factory=set)
    edits: int = 0

    @property
    def id(self) -> int:
        return int(self.data["id"])

    @property
    def channel_id(self) -> int:
        return int(self.data["channel_id"])

    @property
    def author_id(self) -> int:
        return int(self.data["author"]["id"])

    @property
    def content(self) -> str:
        return str(self.data.get("content") or "")

    @property
    def embeds(self) -> list[JSON]:
        return list(self.data.get("embeds") or [])

    @property
    def components(self) -> list[JSON]:
        return list(self.data.get("components") or [])

    @property
    def flags(self) -> int:
        return int(self.data.get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """True while a deferred response still shows "thinking"."""
        return bool(self.flags & LOADING)

    @property
    def mentions(self) -> list[int]:
        """Ids of the users the message mentions now (after allowed_mentions)."""
        return [int(user["id"]) for user in self.data.get("mentions") or []]

    @property
    def buttons(self) -> list[comp.Button]:
        return comp.buttons(self.components)

    @property
    def selects(self) -> list[comp.Select]:
        return comp.selects(self.components)

    @property
    def text(self) -> str:
        return comp.render_text(self.data)

    def visible_for(self, user_id: int) -> bool:
        return not self.deleted and (self.visible_to is None or self.visible_to == user_id)

    def button(self, label: str | None = None, *, custom_id: str | None = None) -> comp.Button:
        """The enabled button with this label (or custom_id); HarnessError if there is none."""
        if (label is None) == (custom_id is None):
            raise HarnessError("give exactly one of label or custom_id")
        for button in self.buttons:
            wanted = button.label == label if label is not None else button.custom_id == custom_id
            if wanted and button.custom_id is not None:  # link buttons send no interaction
                if button.disabled:
                    raise HarnessError(f"button {label or custom_id!r} is disabled:\n{self.text}")
                return button
        raise HarnessError(f"no button {label or custom_id!r} on message {self.id}:\n{self.text}")

    def __repr__(self) -> str:
        return f"<Message {self.id} channel={self.channel_id} {self.text[:60]!r}>"


@dataclass(frozen=True)
class Mentions:
    users: list[int]
    roles: list[int]
    everyone: bool
    pinged: set[int]


def resolve_mentions(
    body: JSON,
    users: Mapping[int, User],
    roles: Mapping[int, Role],
    replied_author: int | None,
) -> Mentions:
    """Who a message mentions and pings, honouring `allowed_mentions` as Discord does."""
    content = str(body.get("content") or "")
    in_text_users = [int(u) for u in USER_MENTION.findall(content) if int(u) in users]
    in_text_roles = [int(r) for r in ROLE_MENTION.findall(content) if int(r) in roles]
    allowed = body.get("allowed_mentions")
    if allowed is None:
        parse = {"users", "roles", "everyone"}
        allowed_users: set[int] = set()
        allowed_roles: set[int] = set()
        replied = True
    else:
        parse = set(allowed.get("parse") or ())
        allowed_users = {int(u) for u in allowed.get("users") or ()}
        allowed_roles = {int(r) for r in allowed.get("roles") or ()}
        replied = bool(allowed.get("replied_user", False))
    mentioned = [u for u in dict.fromkeys(in_text_users) if "users" in parse or u in allowed_users]
    mentioned_roles = [
        r for r in dict.fromkeys(in_text_roles) if "roles" in parse or r in allowed_roles
    ]
    everyone = "everyone" in parse and ("@everyone" in content or "@here" in content)
    pinged = set(mentioned)
    pinged.update(u.id for u in users.values() if set(u.roles) & set(mentioned_roles))
    if everyone:
        pinged.update(u.id for u in users.values() if u.is_member and not u.bot)
    if replied and replied_author is not None:
        pinged.add(replied_author)
    return Mentions(mentioned, mentioned_roles, everyone, pinged)


def mention_fields(mentions: Mentions, users: Mapping[int, User]) -> JSON:
    return {
        "mentions": [
            {**users[u].to_json(), "member": users[u].member_json(with_user=False)}
            for u in mentions.users
        ],
        "mention_roles": [str(r) for r in mentions.roles],
        "mention_everyone": mentions.everyone,
    }


def apply_edit(message: Message, body: JSON, timestamp: str) -> None:
    """Apply a PATCH body (content/embeds/components/flags/attachments) to a stored message."""
    data = message.data
    for key in ("content", "embeds", "components"):
        if key in body:
            data[key] = body[key] if body[key] is not None else ([] if key != "content" else "")
    if "attachments" in body and body["attachments"] is not None:
        keep = {str(a.get("id")) for a in body["attachments"]}
        data["attachments"] = [a for a in data.get("attachments") or [] if a["id"] in keep]
    if body.get("flags") is not None:
        fixed = message.flags & ~EDITABLE_FLAGS & ~LOADING
        data["flags"] = fixed | (int(body["flags"]) & EDITABLE_FLAGS)
    else:
        data["flags"] = message.flags & ~LOADING
    data["edited_timestamp"] = timestamp
    message.edits += 1
