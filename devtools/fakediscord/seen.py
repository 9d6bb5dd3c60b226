"""What users see in the fake's guild, and waiting until they see something."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TypeVar

from .backend import Backend
from .messages import Message
from .models import Channel, User
from .state import ChannelRef, GuildState

T = TypeVar("T")
WAKE_EVERY = 0.05


class WhatUsersSee:
    """Messages as a channel's members see them; part of FakeDiscord."""

    backend: Backend
    state: GuildState

    def channel(self, ref: ChannelRef) -> Channel:
        """A channel or thread by object, id or name."""
        return self.state.channel(ref)

    @property
    def channels(self) -> list[Channel]:
        """The text channels, in creation order."""
        return self.state.text_channels

    def message(self, ref: Message | int) -> Message:
        return self.state.message(ref)

    def channel_messages(self, channel: ChannelRef) -> list[Message]:
        """Messages everyone in the channel sees (no ephemeral ones), oldest first."""
        messages = self.state.messages_in(self.channel(channel))
        return [m for m in messages if m.visible_to is None]

    def visible_messages(self, channel: ChannelRef, user: User) -> list[Message]:
        """What `user` sees in the channel: public messages and their own ephemeral ones."""
        return [m for m in self.state.messages_in(self.channel(channel)) if m.visible_for(user.id)]

    def last_message(
        self, channel: ChannelRef | None = None, user: User | None = None
    ) -> Message | None:
        target = channel if channel is not None else self.channels[0]
        shown = self.visible_messages(target, user) if user else self.channel_messages(target)
        return shown[-1] if shown else None

    def pings_of(self, user: User) -> list[Message]:
        """Messages that notified `user` (mentions allowed by allowed_mentions)."""
        return [m for m in self.state.messages.values() if user.id in m.pinged and not m.deleted]

    async def wait_for(self, predicate: Callable[[], T | None], timeout: float = 5.0) -> T:  # noqa: ASYNC109
        """Wait until predicate() is truthy (checked on every change) and return its value."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            event = self.backend.change_event
            value = predicate()
            if value:
                return value
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(f"condition not met within {timeout} s")
            try:
                await asyncio.wait_for(event.wait(), min(remaining, WAKE_EVERY))
            except TimeoutError:
                continue

    async def wait_for_message(
        self,
        channel: ChannelRef,
        contains: str | None = None,
        *,
        predicate: Callable[[Message], bool] | None = None,
        user: User | None = None,
        timeout: float = 5.0,  # noqa: ASYNC109
    ) -> Message:
        """The newest message in the channel whose text contains `contains` / matches."""

        def newest_match() -> Message | None:
            shown = self.visible_messages(channel, user) if user else self.channel_messages(channel)
            for message in reversed(shown):
                if contains is not None and contains not in message.text:
                    continue
                if predicate is None or predicate(message):
                    return message
            return None

        try:
            return await self.wait_for(newest_match, timeout)
        except TimeoutError:
            seen = "\n---\n".join(m.text for m in self.channel_messages(channel)[-5:])
            raise TimeoutError(
                f"no message matching {contains!r} within {timeout} s:\n{seen}"
            ) from None
