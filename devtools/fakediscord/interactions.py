"""Interactions in flight and the INTERACTION_CREATE payloads a Discord client would send."""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .messages import Message
from .models import Channel, User
from .state import GuildState

JSON = dict[str, Any]

APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 2, 3, 4, 5
ATTACHMENT_SIZE_LIMIT = 25 * 1024 * 1024
SETTLE_MARGIN = 5.0
"""Seconds beyond the ack deadline and the activity timeout that an interaction still hears
of edits to its messages (nothing waits on it later; older ones leave the index)."""


@dataclass(eq=False)
class PendingInteraction:
    """One interaction sent to the bot and everything the bot did with its token."""

    id: int
    token: str
    type: int
    user: User
    channel: Channel
    guild: GuildState
    created_at: float
    description: str
    source: Message | None = None
    callback: JSON | None = None
    original_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)
    rejections: list[str] = field(default_factory=list)
    activity: int = 0
    inflight: int = 0
    last_activity: float = 0.0
    signal: asyncio.Event = field(default_factory=asyncio.Event)
    dispatched_at: float = field(default_factory=time.monotonic)
    """When the fake created it (monotonic clock): its INTERACTION_CREATE follows at once."""
    acked_at: float | None = None
    """When its callback was accepted (monotonic clock)."""

    @property
    def ack_latency(self) -> float | None:
        """Seconds from dispatch to the accepted callback; None while unanswered."""
        return None if self.acked_at is None else self.acked_at - self.dispatched_at

    @property
    def callback_type(self) -> int | None:
        return None if self.callback is None else int(self.callback["type"])

    def touch(self, *, counts: bool = True) -> None:
        """Note work done with this interaction (settling waits for it to go quiet)."""
        self.last_activity = asyncio.get_running_loop().time()
        if counts:
            self.activity += 1
            self.notify()

    def notify(self) -> None:
        self.signal.set()


class InteractionRegistry:
    """Every interaction the fake has sent, by id and by token."""

    def __init__(self, touch_window: float) -> None:
        self.touch_window = touch_window
        """Seconds after its dispatch an interaction is told of edits to its messages."""
        self.by_id: dict[int, PendingInteraction] = {}
        self.by_token: dict[str, PendingInteraction] = {}
        self._by_message: dict[int, list[PendingInteraction]] = {}

    def add(self, pending: PendingInteraction) -> None:
        self.by_id[pending.id] = pending
        self.by_token[pending.token] = pending
        if pending.source is not None:
            self._index(pending.source.id, pending)

    def answered(self, pending: PendingInteraction, original_id: int | None) -> None:
        """The callback was accepted; `original_id` is the message it made or updated."""
        pending.acked_at = time.monotonic()
        pending.original_id = original_id
        source_id = pending.source.id if pending.source else None
        if original_id is not None and original_id != source_id:
            self._index(original_id, pending)

    def _index(self, message_id: int, pending: PendingInteraction) -> None:
        self._by_message.setdefault(message_id, []).append(pending)

    def new_token(self, interaction_id: int) -> str:
        return f"aW50ZXJhY3Rpb24{interaction_id}.{secrets.token_urlsafe(24)}"

    def touching(self, message_id: int) -> Iterator[PendingInteraction]:
        """Recent interactions whose source or response is this message."""
        known = self._by_message.get(message_id)
        if not known:
            return
        oldest = time.monotonic() - self.touch_window
        if known[0].dispatched_at < oldest:
            known[:] = [p for p in known if p.dispatched_at >= oldest]
        yield from list(known)


def interaction_payload(app_id: int, bot: User, pending: PendingInteraction, data: JSON) -> JSON:
    """The INTERACTION_CREATE body for `pending` (fields discord.py 2.7 requires included)."""
    channel, state = pending.channel, pending.guild
    payload: JSON = {
        "id": str(pending.id),
        "application_id": str(app_id),
        "type": pending.type,
        "data": data,
        "guild_id": str(state.id),
        "guild": {"id": str(state.id), "locale": "en-US", "features": []},
        "channel_id": str(channel.id),
        "channel": {
            **channel.to_json(state.id),
            "permissions": str(state.permissions(pending.user)),
        },
        "member": state.member_payload(pending.user),
        "token": pending.token,
        "version": 1,
        "locale": pending.user.locale,
        "guild_locale": "en-US",
        "app_permissions": str(state.permissions(state.user(bot))),
        "entitlements": [],
        "authorizing_integration_owners": {"0": str(state.id)},
        "context": 0,
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
    }
    if pending.source is not None:
        payload["message"] = pending.source.data
    return payload
