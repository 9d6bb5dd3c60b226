"""A game's turn pings still in the channel, one per person at most: each stays until its person
has been at the board since it was sent (or the game is over), so a notification never opens
onto a deleted message (issue 36)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import discord


@dataclass(frozen=True)
class LivePing:
    """One ping in the channel: its message, and the token that sent it, if one did (a click's
    token deletes its own message outside the global rate limit while it lasts)."""

    message_id: int
    message: discord.Message | None = None
    token: int | None = None


@dataclass
class LivePings:
    """The game's live pings by person."""

    by_person: dict[int, LivePing] = field(default_factory=dict)
    adopted: bool = False
    """The ping saved before a restart was looked at (made this game's again, or dropped)."""
    saved: int | None = None
    """The id saved with the game now."""

    def of(self, user_id: int) -> LivePing | None:
        return self.by_person.get(user_id)

    def add(self, user_id: int, ping: LivePing) -> None:
        self.by_person[user_id] = ping

    def seen(self, clicked: Mapping[int, int]) -> list[LivePing]:
        """Take out the pings whose person clicked or typed in the game since they were sent
        (`clicked`: each person's newest interaction id; Discord's ids are in the order it
        made them, so no clock is compared)."""
        done = [
            user for user, ping in self.by_person.items() if clicked.get(user, 0) > ping.message_id
        ]
        return [self.by_person.pop(user) for user in done]

    def take_all(self) -> list[LivePing]:
        pings, self.by_person = list(self.by_person.values()), {}
        return pings

    def newest(self) -> int | None:
        """The id to save, so a restart can find the newest ping again."""
        return max((p.message_id for p in self.by_person.values()), default=None)
