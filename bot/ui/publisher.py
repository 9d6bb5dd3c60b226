"""Keeps each game's message in the channel in step with the game, whoever or whatever acted.

Updates are coalesced per game (only the newest version is drawn), the board is posted afresh
when its message is gone or too old to edit, the person to play is pinged with a short new
message (an edit pings nobody; the ping of a finished turn is deleted, so the board stays near
the bottom of the channel), and the end of a game is announced with a Rematch button.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import discord

from bot.services.games import GameService
from bot.services.table import Status
from bot.services.views import GameView
from bot.ui.board import (
    NO_MENTIONS,
    BoardMessage,
    board_message,
    closed_message,
    lobby_message,
    message_link,
    summary_text,
)
from bot.ui.components import RematchButton

log = logging.getLogger(__name__)

EDIT_AGE_LIMIT = datetime.timedelta(minutes=50)
"""Discord limits edits of messages older than an hour: post a new board before that."""
RETRY_DELAYS = (1.0, 2.0, 4.0, 8.0)
"""Pauses before drawing again after Discord failed us (discord.py already retried 429s/5xx)."""
MESSAGE_TOO_OLD = 30046

ForbiddenHandler = Callable[[GameView, discord.Forbidden], Awaitable[None]]
"""Told once when the bot may not post or edit in a game's channel (until it may again)."""


def message_for(view: GameView) -> BoardMessage:
    """The game's message for its current state: lobby, board, or closed table."""
    if view.table.status is Status.LOBBY:
        return lobby_message(view)
    if view.table.game is None:
        return closed_message(view)
    return board_message(view)


class BoardPublisher:
    """The game service's observer on the Discord side."""

    def __init__(
        self,
        client: discord.Client,
        service: GameService,
        *,
        on_forbidden: ForbiddenHandler | None = None,
    ) -> None:
        self._client = client
        self._service = service
        self._on_forbidden = on_forbidden
        self._latest: dict[int, GameView] = {}
        self._shown: dict[int, int] = {}
        self._running: dict[int, asyncio.Task[None]] = {}
        self._drawing: dict[int, asyncio.Lock] = {}
        self._board_of: dict[int, tuple[int, int]] = {}
        self._gone: set[int] = set()
        self._turn_seen: dict[int, tuple[int, int | None]] = {}
        self._ping_due: dict[int, int] = {}
        self._pings: dict[int, int] = {}
        """Each game's last ping message id (also saved, so a restart can delete it)."""
        self._finished: set[int] = set()
        self._blocked: set[int] = set()
        self._held: dict[int, asyncio.Event] = {}
        self._seen = discord.utils.utcnow()

    # -- what the cog tells us ----------------------------------------------------------------

    def note_board(self, view: GameView, channel_id: int, message_id: int) -> None:
        """The board was just drawn through an interaction: nothing to redraw for this version."""
        self._board_of[view.id] = (channel_id, message_id)
        self._shown[view.id] = max(self._shown.get(view.id, -1), view.version)
        self._track_turn(view)

    @contextlib.asynccontextmanager
    async def holding(self, channel_id: int) -> AsyncIterator[None]:
        """Draw nothing in this channel while a command posts a game's first message itself."""
        if channel_id in self._held:
            yield
            return
        self._held[channel_id] = released = asyncio.Event()
        try:
            yield
        finally:
            del self._held[channel_id]
            released.set()

    def saw(self, snowflake: int) -> None:
        """An id Discord just made (an interaction, a message): its time is Discord's 'now'."""
        self._seen = max(self._seen, discord.utils.snowflake_time(snowflake))

    def board_of(self, game_id: int) -> tuple[int, int] | None:
        """Where this game's board was last posted, as far as this process knows."""
        return self._board_of.get(game_id)

    async def board_deleted(self, channel_id: int, message_id: int) -> None:
        """Someone deleted a message: if it was a live game's board, post the board again."""
        here = [g for g, at in self._board_of.items() if at[0] == channel_id]
        game_id = next((g for g in here if self._board_of[g][1] == message_id), None)
        if game_id is None:
            if here:
                return
            view = await self._service.live_in_channel(channel_id)
            if view is None or view.board_message_id != message_id:
                return
            game_id = view.id
        self._gone.add(message_id)
        view = await self._service.get(game_id)
        if not view.table.status.is_live:
            return
        log.info("game %d: the board message was deleted; posting it again", game_id)
        self._shown.pop(game_id, None)
        await self.game_changed(view)

    async def close(self) -> None:
        """Stop drawing (the bot is shutting down); the next start redraws what is needed."""
        running = [task for task in self._running.values() if not task.done()]
        for task in running:
            task.cancel()
        await asyncio.gather(*running, return_exceptions=True)

    # -- GameObserver ------------------------------------------------------------------------

    async def game_changed(self, view: GameView) -> None:
        self._track_turn(view)
        latest = self._latest.get(view.id)
        if latest is None or latest.version <= view.version:
            self._latest[view.id] = view
        task = self._running.get(view.id)
        if task is None or task.done():
            self._running[view.id] = asyncio.create_task(self._flush(view.id))

    async def turn_reminder(self, view: GameView) -> None:
        actor = view.table.actor
        if actor is None or actor.user_id is None or view.deadline is None:
            return
        if not await self._service.wants_turn_ping(view, actor.user_id):
            return
        text = (
            f"⏳ <@{actor.user_id}>, half your time is gone: play <t:{int(view.deadline)}:R>"
            f" or the computer plays this turn for you.{self._board_link(view)}"
        )
        await self._ping(view, text, actor.user_id)

    async def game_resumed(self, view: GameView) -> None:
        await self._send(view, "🔄 I was restarted; this game goes on from where it was.")
        self._shown.pop(view.id, None)
        self._turn_seen.pop(view.id, None)
        await self.game_changed(view)

    def _track_turn(self, view: GameView) -> None:
        """Notice every change of the seat to play, even in versions never drawn."""
        table = view.table
        seat = table.seat_to_act if table.status is Status.ACTIVE else None
        seen = self._turn_seen.get(view.id)
        if seen is not None and view.version <= seen[0]:
            return
        if seat is not None and (seen is None or seen[1] != seat):
            self._ping_due[view.id] = seat
        self._turn_seen[view.id] = (view.version, seat)

    # -- drawing -----------------------------------------------------------------------------

    async def _flush(self, game_id: int) -> None:
        """Draw the newest version until no newer one has arrived."""
        failures = 0
        while True:
            view = self._latest[game_id]
            if view.version <= self._shown.get(game_id, -1):
                if not view.table.status.is_live:
                    self._forget(game_id)
                return
            try:
                await self._draw(view)
            except discord.Forbidden as error:
                await self._forbidden(view, error)
            except discord.HTTPException as error:
                if failures < len(RETRY_DELAYS):
                    log.warning("game %d: drawing the board failed (%s); retrying", game_id, error)
                    await asyncio.sleep(RETRY_DELAYS[failures])
                    failures += 1
                    continue
                log.error("game %d: gave up drawing version %d: %s", game_id, view.version, error)
            else:
                self._blocked.discard(game_id)
            failures = 0
            self._shown[game_id] = view.version
            await self._announce(view)

    def _forget(self, game_id: int) -> None:
        """A game is over and drawn: keep only what stops it being drawn or announced again."""
        for known in (self._latest, self._board_of, self._turn_seen, self._ping_due, self._drawing):
            known.pop(game_id, None)
        self._blocked.discard(game_id)

    def _lock(self, game_id: int) -> asyncio.Lock:
        return self._drawing.setdefault(game_id, asyncio.Lock())

    def _channel(self, channel_id: int) -> discord.PartialMessageable:
        return self._client.get_partial_messageable(channel_id)

    def _now(self) -> datetime.datetime:
        return max(discord.utils.utcnow(), self._seen)

    def _too_old(self, message_id: int) -> bool:
        return self._now() - discord.utils.snowflake_time(message_id) >= EDIT_AGE_LIMIT

    async def _draw(self, view: GameView) -> None:
        held = self._held.get(view.where)
        if held is not None:
            await held.wait()
        async with self._lock(view.id):
            channel_id, message_id = self._where(view)
            payload = message_for(view)
            channel = self._channel(channel_id)
            if message_id is not None and not self._too_old(message_id):
                try:
                    await channel.get_partial_message(message_id).edit(**payload.kwargs())
                    return
                except discord.NotFound:
                    log.info("game %d: the board message is gone; posting it again", view.id)
                except discord.HTTPException as error:
                    if error.code != MESSAGE_TOO_OLD:
                        raise
            await self._repost(view, channel, payload, message_id)

    def _where(self, view: GameView) -> tuple[int, int | None]:
        """The board's channel and message; what this process posted last wins over the row."""
        channel_id, message_id = self._board_of.get(view.id, (view.where, view.board_message_id))
        return channel_id, None if message_id in self._gone else message_id

    async def _repost(
        self,
        view: GameView,
        channel: discord.PartialMessageable,
        payload: BoardMessage,
        old_id: int | None,
    ) -> None:
        """Post the board at the bottom of the channel and retire the old one."""
        message = await channel.send(**payload.kwargs())
        self.saw(message.id)
        self._board_of[view.id] = (channel.id, message.id)
        await self._service.set_board(view.id, channel.id, message.id)
        if old_id is not None:
            await self._retire(channel, old_id)

    async def _retire(self, channel: discord.PartialMessageable, message_id: int) -> None:
        """Take the buttons off an old board (it may be gone or too old: that is fine)."""
        if message_id in self._gone:
            return
        try:
            await channel.get_partial_message(message_id).edit(view=None)
        except discord.HTTPException as error:
            log.info("could not retire the old board %d: %s", message_id, error)

    async def repost(self, game_id: int) -> GameView:
        """`/sho board`: the board afresh at the bottom, the old one without its buttons."""
        view = await self._service.get(game_id)
        async with self._lock(game_id):
            channel_id, old_id = self._where(view)
            await self._repost(view, self._channel(channel_id), message_for(view), old_id)
            self._shown[game_id] = max(self._shown.get(game_id, -1), view.version)
        return view

    async def _forbidden(self, view: GameView, error: discord.Forbidden) -> None:
        """The bot may not post or edit here: log it and tell someone, once per episode."""
        if view.id in self._blocked:
            log.debug("game %d: still not allowed to post: %s", view.id, error)
            return
        self._blocked.add(view.id)
        log.warning(
            "game %d: not allowed to post or edit in channel %d: %s", view.id, view.where, error
        )
        if self._on_forbidden is not None:
            await self._on_forbidden(view, error)

    # -- side messages -----------------------------------------------------------------------

    async def _announce(self, view: GameView) -> None:
        """A ping for a new turn; the winner; no stale ping left behind."""
        table = view.table
        due = self._ping_due.pop(view.id, None)
        seat = table.seat_to_act if table.status is Status.ACTIVE else None
        if due is not None and due == seat:
            actor = table.seats[seat]
            if (
                actor.autoplay
                or actor.user_id is None
                or not await self._service.wants_turn_ping(view, actor.user_id)
            ):
                await self._drop_ping(view)
            else:
                text = f"🎲 <@{actor.user_id}>, your turn.{self._board_link(view)}"
                await self._ping(view, text, actor.user_id)
        if not table.status.is_live:
            await self._drop_ping(view)
        if table.status is Status.FINISHED and view.id not in self._finished:
            self._finished.add(view.id)
            await self._send_summary(view)

    def _board_link(self, view: GameView) -> str:
        channel_id, message_id = self._where(view)
        link = message_link(view.guild_id, channel_id, message_id)
        return f" [To the board]({link})" if link else ""

    async def _ping(self, view: GameView, text: str, user_id: int) -> None:
        """Ping one person with a new message, deleting the game's previous ping."""
        message = await self._send(view, text, mention=[user_id])
        await self._drop_ping(view)
        if message is not None:
            self._pings[view.id] = message.id
            await self._service.set_ping(view.id, message.id)

    async def _drop_ping(self, view: GameView) -> None:
        """Delete the game's previous ping (known from memory or, after a restart, saved)."""
        message_id = self._pings.pop(view.id, None) or view.ping_message_id
        if message_id is None:
            return
        channel_id, _ = self._where(view)
        try:
            await (
                self._client.get_partial_messageable(channel_id)
                .get_partial_message(message_id)
                .delete()
            )
        except discord.HTTPException as error:
            log.info("game %d: could not delete an old ping: %s", view.id, error)
        if view.ping_message_id == message_id:
            await self._service.set_ping(view.id, None)

    async def _send_summary(self, view: GameView) -> None:
        table = view.table
        mentions = [s.user_id for s in table.winners() if s.user_id is not None and not s.left]
        buttons = discord.ui.View(timeout=None).add_item(RematchButton(view.id))
        await self._send(view, summary_text(table), mention=mentions, view=buttons)

    async def _send(
        self,
        game: GameView,
        text: str,
        *,
        mention: list[int] | None = None,
        **extra: Any,
    ) -> discord.Message | None:
        """A short message in the game's channel, pinging only the people named."""
        channel_id, _ = self._where(game)
        allowed = (
            discord.AllowedMentions(
                users=[discord.Object(i) for i in mention], roles=False, everyone=False
            )
            if mention
            else NO_MENTIONS
        )
        try:
            message = await self._channel(channel_id).send(
                text, allowed_mentions=allowed, suppress_embeds=True, **extra
            )
        except discord.Forbidden as error:
            await self._forbidden(game, error)
            return None
        except discord.HTTPException as error:
            log.warning("game %d: could not post a message: %s", game.id, error)
            return None
        self.saw(message.id)
        return message
