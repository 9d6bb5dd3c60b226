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
    BoardMessage,
    message_for,
    message_link,
    summary_text,
)
from bot.ui.components import RematchButton
from bot.ui.tokens import fresh, mentioning, post
from bot.ui.tracking import TrackedGame, Tracker

log = logging.getLogger(__name__)

EDIT_AGE_LIMIT = datetime.timedelta(minutes=50)
"""Discord limits edits of messages older than an hour: post a new board before that."""
RETRY_DELAYS = (1.0, 2.0, 4.0, 8.0)
"""Pauses before drawing again after Discord failed us (discord.py already retried 429s/5xx)."""
MESSAGE_TOO_OLD = 30046

ForbiddenHandler = Callable[[GameView, discord.Forbidden], Awaitable[None]]
"""Told once when the bot may not post or edit in a game's channel (until it may again)."""


class BoardPublisher:
    """The game service's observer on the Discord side."""

    def __init__(self, client: discord.Client, service: GameService) -> None:
        self._client = client
        self._service = service
        self.on_forbidden: ForbiddenHandler | None = None
        """Set by the game cog while it is loaded (it knows whom to tell)."""
        self._games = Tracker()
        self._held: dict[int, asyncio.Event] = {}
        self._seen = discord.utils.utcnow()

    @property
    def tracked_games(self) -> int:
        """How many games the publisher holds memory for (the live ones, and those ending)."""
        return len(self._games)

    # -- what the cog tells us ----------------------------------------------------------------

    def note_board(self, view: GameView, channel_id: int, message_id: int) -> None:
        """The board was just drawn through an interaction: nothing to redraw for this version."""
        game = self._games.track(view)
        if game is None:
            return
        game.board = (channel_id, message_id)
        game.shown = max(game.shown, view.version)
        self._track_turn(game, view)

    def clicked(self, view: GameView, interaction: discord.Interaction[Any]) -> None:
        """Someone clicked a button on the game's board: while the click's token lasts, the board
        is edited through it (interaction webhooks are outside Discord's global rate limit)."""
        game = self._games.track(view)
        if game is None or interaction.message is None:
            return
        _, board = self._where(game)
        if board is None or interaction.message.id == board:  # not a click on an old board
            game.via = interaction

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

    async def board_deleted(self, channel_id: int, message_id: int) -> None:
        """Someone deleted a message: if it was a live game's board, post the board again."""
        here = [g for g in self._games if g.board and g.board[0] == channel_id]
        known = next((g for g in here if g.board and g.board[1] == message_id), None)
        if known is not None:
            known.gone.add(message_id)
            game_id = known.id
        else:
            if here:
                return
            found = await self._service.live_in_channel(channel_id)
            if found is None or found.board_message_id != message_id:
                return
            game_id = found.id
        view = await self._service.get(game_id)
        game = self._games.track(view) if view.table.status.is_live else None
        if game is None:
            return
        log.info("game %d: the board message was deleted; posting it again", game_id)
        game.gone.add(message_id)
        game.shown = -1
        await self.game_changed(view)

    async def close(self) -> None:
        """Stop drawing (the bot is shutting down); the next start redraws what is needed."""
        tasks = (game.task for game in self._games)
        running = [task for task in tasks if task is not None and not task.done()]
        for task in running:
            task.cancel()
        await asyncio.gather(*running, return_exceptions=True)

    # -- GameObserver ------------------------------------------------------------------------

    async def game_changed(self, view: GameView) -> None:
        game = self._games.track(view)
        if game is None:
            return
        self._track_turn(game, view)
        if game.latest.version <= view.version:
            game.latest = view
        if game.task is None or game.task.done():
            game.task = asyncio.create_task(self._flush(game))

    async def turn_reminder(self, view: GameView) -> None:
        actor = view.table.actor
        if actor is None or actor.user_id is None or view.deadline is None:
            return
        if not await self._service.wants_turn_ping(view, actor.user_id):
            return
        game = self._games.track(view)
        if game is None:
            return
        text = (
            f"⏳ <@{actor.user_id}>, half your time is gone: play <t:{int(view.deadline)}:R>"
            f" or the computer plays this turn for you.{self._board_link(game)}"
        )
        await self._ping(game, view, text, actor.user_id)

    async def game_resumed(self, view: GameView) -> None:
        game = self._games.track(view)
        if game is None:
            return
        await self._send(game, "🔄 I was restarted; this game goes on from where it was.")
        game.shown = -1
        game.turn_seen = None
        await self.game_changed(view)

    def _track_turn(self, game: TrackedGame, view: GameView) -> None:
        """Notice every change of the seat to play, even in versions never drawn."""
        table = view.table
        seat = table.seat_to_act if table.status is Status.ACTIVE else None
        seen = game.turn_seen
        if seen is not None and view.version <= seen[0]:
            return
        if seat is not None and (seen is None or seen[1] != seat):
            game.ping_due = seat
        game.turn_seen = (view.version, seat)

    # -- drawing -----------------------------------------------------------------------------

    async def _flush(self, game: TrackedGame) -> None:
        """Draw the newest version until no newer one has arrived; forget a game drawn over."""
        failures = 0
        while True:
            view = game.latest
            if view.version <= game.shown:
                if not view.table.status.is_live:
                    self._games.release(game)
                return
            try:
                await self._draw(game, view)
            except discord.Forbidden as error:
                await self._forbidden(game, error)
            except discord.HTTPException as error:
                if failures < len(RETRY_DELAYS):
                    log.warning("game %d: drawing the board failed (%s); retrying", game.id, error)
                    await asyncio.sleep(RETRY_DELAYS[failures])
                    failures += 1
                    continue
                log.error("game %d: gave up drawing version %d: %s", game.id, view.version, error)
            else:
                game.blocked = False
            failures = 0
            game.shown = view.version
            await self._announce(game, view)

    def _channel(self, channel_id: int) -> discord.PartialMessageable:
        return self._client.get_partial_messageable(channel_id)

    def _now(self) -> datetime.datetime:
        return max(discord.utils.utcnow(), self._seen)

    def _fresh(self, interaction_id: int) -> bool:
        return fresh(self._now(), interaction_id)

    def _too_old(self, message_id: int) -> bool:
        return self._now() - discord.utils.snowflake_time(message_id) >= EDIT_AGE_LIMIT

    async def _draw(self, game: TrackedGame, view: GameView) -> None:
        held = self._held.get(view.where)
        if held is not None:
            await held.wait()
        async with game.drawing:
            channel_id, message_id = self._where(game)
            payload = message_for(view)
            channel = self._channel(channel_id)
            if message_id is not None and not self._too_old(message_id):
                try:
                    await self._edit(game, channel, message_id, payload)
                    return
                except discord.NotFound:
                    log.info("game %d: the board message is gone; posting it again", view.id)
                except discord.HTTPException as error:
                    if error.code != MESSAGE_TOO_OLD:
                        raise
            await self._repost(game, view, channel, payload, message_id)

    async def _edit(
        self,
        game: TrackedGame,
        channel: discord.PartialMessageable,
        message_id: int,
        payload: BoardMessage,
    ) -> None:
        """Edit the board: through the newest click's token while it lasts, else in the channel."""
        via = game.via
        on_board = via is not None and via.message is not None and via.message.id == message_id
        if via is not None and on_board and self._fresh(via.id):
            try:
                await via.edit_original_response(**payload.kwargs())
                return
            except discord.HTTPException as error:
                log.info("game %d: editing through a click failed (%s)", game.id, error)
                game.via = None
        await channel.get_partial_message(message_id).edit(**payload.kwargs())

    def _where(self, game: TrackedGame) -> tuple[int, int | None]:
        """The board's channel and message; what this process posted last wins over the row."""
        latest = game.latest
        channel_id, message_id = game.board or (latest.where, latest.board_message_id)
        return channel_id, None if message_id in game.gone else message_id

    async def _repost(
        self,
        game: TrackedGame,
        view: GameView,
        channel: discord.PartialMessageable,
        payload: BoardMessage,
        old_id: int | None,
    ) -> None:
        """Post the board at the bottom of the channel and retire the old one."""
        message = await channel.send(**payload.kwargs())
        self.saw(message.id)
        game.board = (channel.id, message.id)
        await self._service.set_board(view.id, channel.id, message.id)
        if old_id is not None:
            await self._retire(game, channel, old_id)

    async def _retire(
        self, game: TrackedGame, channel: discord.PartialMessageable, message_id: int
    ) -> None:
        """Take the buttons off an old board (it may be gone or too old: that is fine)."""
        if message_id in game.gone:
            return
        try:
            await channel.get_partial_message(message_id).edit(view=None)
        except discord.HTTPException as error:
            log.info("could not retire the old board %d: %s", message_id, error)

    async def repost(self, game_id: int) -> GameView:
        """`/sho board`: the board afresh at the bottom, the old one without its buttons."""
        view = await self._service.get(game_id)
        # A game over and drawn is reposted all the same, but not remembered again.
        game = self._games.track(view) or TrackedGame(view)
        async with game.drawing:
            channel_id, old_id = self._where(game)
            await self._repost(game, view, self._channel(channel_id), message_for(view), old_id)
            game.shown = max(game.shown, view.version)
        if not view.table.status.is_live and (game.task is None or game.task.done()):
            self._games.release(game)
        return view

    async def _forbidden(self, game: TrackedGame, error: discord.Forbidden) -> None:
        """The bot may not post or edit here: log it and tell someone, once per episode."""
        view = game.latest
        if game.blocked:
            log.debug("game %d: still not allowed to post: %s", view.id, error)
            return
        game.blocked = True
        log.warning(
            "game %d: not allowed to post or edit in channel %d: %s", view.id, view.where, error
        )
        if self.on_forbidden is not None:
            await self.on_forbidden(view, error)

    # -- side messages -----------------------------------------------------------------------

    async def _announce(self, game: TrackedGame, view: GameView) -> None:
        """A ping for a new turn; the winner; no stale ping left behind."""
        table = view.table
        due, game.ping_due = game.ping_due, None
        seat = table.seat_to_act if table.status is Status.ACTIVE else None
        if due is not None and due == seat:
            actor = table.seats[seat]
            if (
                actor.autoplay
                or actor.user_id is None
                or not await self._service.wants_turn_ping(view, actor.user_id)
            ):
                await self._drop_ping(game, view)
            else:
                text = f"🎲 <@{actor.user_id}>, your turn.{self._board_link(game)}"
                await self._ping(game, view, text, actor.user_id)
        if not table.status.is_live:
            await self._drop_ping(game, view)
        if table.status is Status.FINISHED and not game.finished:
            game.finished = True
            await self._send_summary(game, view)

    def _board_link(self, game: TrackedGame) -> str:
        channel_id, message_id = self._where(game)
        link = message_link(game.latest.guild_id, channel_id, message_id)
        return f" [To the board]({link})" if link else ""

    async def _ping(self, game: TrackedGame, view: GameView, text: str, user_id: int) -> None:
        """Ping one person with a new message, deleting the game's previous ping."""
        message = await self._send(game, text, mention=[user_id])
        token = game.via.id if isinstance(message, discord.WebhookMessage) and game.via else None
        await self._drop_ping(game, view)
        if message is not None:
            game.ping, game.ping_token = message, token
            await self._service.set_ping(view.id, message.id)

    async def _drop_ping(self, game: TrackedGame, view: GameView) -> None:
        """Delete the game's previous ping (known from memory or, after a restart, saved)."""
        ping, token, game.ping, game.ping_token = game.ping, game.ping_token, None, None
        message_id = ping.id if ping is not None else view.ping_message_id
        if message_id is None:
            return
        channel_id, _ = self._where(game)
        try:
            if isinstance(ping, discord.WebhookMessage) and token and self._fresh(token):
                await ping.delete()
            else:
                await self._channel(channel_id).get_partial_message(message_id).delete()
        except discord.HTTPException as error:
            log.info("game %d: could not delete an old ping: %s", view.id, error)
        if view.ping_message_id == message_id:
            await self._service.set_ping(view.id, None)

    async def _send_summary(self, game: TrackedGame, view: GameView) -> None:
        table = view.table
        mentions = [s.user_id for s in table.winners() if s.user_id is not None and not s.left]
        buttons = discord.ui.View(timeout=None).add_item(RematchButton(view.id))
        text = summary_text(table, view.rating_changes)
        await self._send(game, text, mention=mentions, view=buttons)

    async def _send(
        self,
        game: TrackedGame,
        text: str,
        *,
        mention: list[int] | None = None,
        **extra: Any,
    ) -> discord.Message | None:
        """A short message in the game's channel, pinging only the people named; sent through
        the newest click's token while it lasts (outside Discord's global rate limit)."""
        channel_id, _ = self._where(game)
        via = game.via if game.via is not None and self._fresh(game.via.id) else None
        try:
            channel = self._channel(channel_id)
            message = await post(channel, via, text, mentioning(mention), **extra)
        except discord.Forbidden as error:
            await self._forbidden(game, error)
            return None
        except discord.HTTPException as error:
            log.warning("game %d: could not post a message: %s", game.id, error)
            return None
        self.saw(message.id)
        return message
