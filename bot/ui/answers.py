"""A click on the board answered by redrawing the board in the click's own response.

Discord lets the first response to a click update the message clicked (outside the global rate
limit): one call instead of an acknowledgement and an edit, and the person sees the result as
soon as it is saved. The game cog acts, then waits for the drawing that follows; the publisher
draws that version as the click's response. If the drawing does not come within 0.6 s (Discord
allows 3 s; people expect a click to answer within a second), or the click was refused, the cog
acknowledges plainly and the board is drawn through the click's token as before. Exactly one
of them answers: whoever claims the click first.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import discord

from bot.ui.board import BoardMessage

log = logging.getLogger(__name__)

T = TypeVar("T")

ANSWER_WITHIN = datetime.timedelta(milliseconds=600)
"""After this (counted from when Discord made the click) the click is acknowledged plainly."""


def seconds_left(interaction: discord.Interaction[Any], now: datetime.datetime) -> float:
    """Seconds until the interaction's answer is due (Discord's `now`), never below 0."""
    made = discord.utils.snowflake_time(interaction.id)
    return max((made + ANSWER_WITHIN - now).total_seconds(), 0.0)


async def acknowledged_if_late(
    work: Awaitable[T], within: float, acknowledge: Callable[[], Awaitable[None]]
) -> T:
    """The work's result; `acknowledge` is awaited if it is still running after `within` s."""
    task = asyncio.ensure_future(work)
    try:
        done, _ = await asyncio.wait({task}, timeout=within)
        if not done:
            await acknowledge()
        return await task
    except asyncio.CancelledError:
        task.cancel()
        raise


@dataclass(eq=False)
class PendingClick:
    """A click on a game's current board whose response has not been sent yet."""

    interaction: discord.Interaction[Any]
    after_version: int
    """The version on the board when it was clicked: a drawing of a newer one settles it."""
    deadline: float
    """The event loop's time by which the click must be answered one way or the other."""
    claimed: bool = False
    settled: asyncio.Event = field(default_factory=asyncio.Event)
    """A drawing of a newer version is over (the click answered by it or not)."""
    answered: asyncio.Event = field(default_factory=asyncio.Event)
    """The response was sent (or failed), by whoever claimed it."""
    previous_via: discord.Interaction[Any] | None = None
    """The click the board was edited through before this one (back in use if it is refused)."""

    @classmethod
    def of(
        cls, interaction: discord.Interaction[Any], version: int, now: datetime.datetime
    ) -> PendingClick:
        """A click made at its id's time, `now` being Discord's time as far as we know."""
        left = seconds_left(interaction, now)
        return cls(interaction, version, asyncio.get_running_loop().time() + left)

    def claim(self) -> bool:
        """Take the right to send the response (only the first caller gets it)."""
        if self.claimed:
            return False
        self.claimed = True
        return True

    def on(self, message_id: int) -> bool:
        message = self.interaction.message
        return message is not None and message.id == message_id

    def _left(self) -> float:
        return max(self.deadline - asyncio.get_running_loop().time(), 0.0)

    async def update(self, payload: BoardMessage) -> bool:
        """Draw the board as this click's response; False if it was answered already or the
        response failed (the caller then draws some other way)."""
        if not self.claim():
            return False
        try:
            await self.interaction.response.edit_message(**payload.kwargs())
            return True
        except (discord.HTTPException, discord.InteractionResponded) as error:
            # InteractionResponded: someone answered outside this object (an error handler).
            log.info("interaction %d: updating the board failed: %s", self.interaction.id, error)
            return False
        finally:
            self.answered.set()

    def drawn(self, version: int) -> None:
        """A drawing of `version` is over."""
        if version > self.after_version:
            self.settled.set()

    async def acting(self, work: Awaitable[T]) -> T:
        """The click's action: acknowledged plainly if it is still running when time is up."""
        return await acknowledged_if_late(work, self._left(), self.acknowledge)

    async def settle(self) -> None:
        """After the action: let the drawing answer until time is up, else acknowledge."""
        if not self.settled.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.settled.wait(), self._left())
        await self.acknowledge()

    async def acknowledge(self) -> None:
        """A plain acknowledgement, unless the click was answered already."""
        if self.claim():
            try:
                await self.interaction.response.defer()
            except (discord.HTTPException, discord.InteractionResponded) as error:
                log.warning("could not acknowledge interaction %d: %s", self.interaction.id, error)
            finally:
                self.answered.set()

    async def release(self) -> None:
        """The click was refused or failed: its response is the caller's from now (sent or to
        send)."""
        if not self.claim():
            await self.answered.wait()

    def abandon(self) -> None:
        """The click's task is cancelled: no drawing may answer through it any more."""
        self.claimed = True
        self.settled.set()


async def answered_in_time(
    interaction: discord.Interaction[Any],
    work: Awaitable[T],
    *,
    now: datetime.datetime | None = None,
) -> T:
    """A command's work: if it is still running when the answer is due, the command is
    acknowledged publicly ('thinking…'), so its answer can follow by editing that."""

    async def thinking() -> None:
        if interaction.response.is_done():
            return
        try:
            await interaction.response.defer(thinking=True)
        except discord.HTTPException as error:
            log.warning("could not acknowledge interaction %d: %s", interaction.id, error)

    left = seconds_left(interaction, now or discord.utils.utcnow())
    return await acknowledged_if_late(work, left, thinking)
