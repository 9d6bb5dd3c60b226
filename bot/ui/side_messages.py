"""What the publisher says besides the board: a ping when a turn comes to a person who has not
been at the board for a minute (one who just played sees the board; a ping every turn would be
a post and a delete every turn), the reminder when half the time is gone, and the summary with
a Rematch button; with the helpers both share (where a game's board is, which click's token may
send, what to do when the bot may not post).
"""

from __future__ import annotations

import contextlib
import datetime
import logging
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

import discord

from bot.services.games import GameService
from bot.services.views import GameView
from bot.table.table import Status
from bot.ui.board import message_link, summary_text
from bot.ui.components import RematchButton
from bot.ui.pacing import ChannelPacer
from bot.ui.tokens import fresh, mentioning, post
from bot.ui.tracking import TrackedGame, Tracker

log = logging.getLogger(__name__)

EDIT_AGE_LIMIT = datetime.timedelta(minutes=50)
"""Discord limits edits of messages older than an hour: post a new board before that."""

BOARD_RESPONSES = (
    discord.InteractionResponseType.deferred_message_update,
    discord.InteractionResponseType.message_update,
)
"""A click answered so: its original response is the message clicked."""

AT_THE_BOARD = datetime.timedelta(seconds=60)
"""A person who acted in a game this recently is watching it: their turn needs no ping."""

ForbiddenHandler = Callable[[GameView, discord.Forbidden], Awaitable[None]]
"""Told once when the bot may not post or edit in a game's channel (until it may again)."""


class SideMessages:
    """The publisher's messages other than the board, and what it knows of each game."""

    def __init__(self, client: discord.Client, service: GameService, pacer: ChannelPacer) -> None:
        self._client = client
        self._service = service
        self.on_forbidden: ForbiddenHandler | None = None
        """Set by the game cog while it is loaded (it knows whom to tell)."""
        self._games = Tracker()
        self._seen = discord.utils.utcnow()
        self._pacer = pacer

    def saw(self, snowflake: int) -> None:
        """An id Discord just made (an interaction, a message): its time is Discord's 'now'."""
        self._seen = max(self._seen, discord.utils.snowflake_time(snowflake))

    def _channel(self, channel_id: int) -> discord.PartialMessageable:
        return self._client.get_partial_messageable(channel_id)

    def now(self) -> datetime.datetime:
        """Discord's time as far as we know: never before the newest id it made."""
        return max(discord.utils.utcnow(), self._seen)

    def _fresh(self, interaction_id: int) -> bool:
        return fresh(self.now(), interaction_id)

    def _usable(self, via: discord.Interaction[Any], *, board: bool = False) -> bool:
        """Whether a click's token can send (it was answered, not too long ago); with `board`,
        whether its original response is the board (the click updated it, or deferred that)."""
        if not via.response.is_done() or not self._fresh(via.id):
            return False
        return not board or via.response.type in BOARD_RESPONSES

    def _too_old(self, message_id: int) -> bool:
        return self.now() - discord.utils.snowflake_time(message_id) >= EDIT_AGE_LIMIT

    def _where(self, game: TrackedGame) -> tuple[int, int | None]:
        """The board's channel and message; what this process posted last wins over the row."""
        latest = game.latest
        channel_id, message_id = game.board or (latest.where, latest.board_message_id)
        return channel_id, None if message_id in game.gone else message_id

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
                or self._at_the_board(game, actor.user_id)
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

    def _paced(self, game: TrackedGame) -> AbstractAsyncContextManager[None]:
        """A channel call's turn under the global limit; a game nobody is looking at waits
        behind every other."""
        watched = any(self._lately(acted) for acted in game.acted.values())
        return self._pacer.turn(background=not watched)

    def person_acted(self, game_id: int, user_id: int) -> None:
        """A person just clicked or typed a command in a game: they are at the board."""
        game = self._games.get(game_id)
        if game is not None:
            game.acted[user_id] = self.now()

    def _at_the_board(self, game: TrackedGame, user_id: int) -> bool:
        """Whether the person acted in this game lately (so a ping would only be noise)."""
        acted = game.acted.get(user_id)
        return acted is not None and self._lately(acted)

    def _lately(self, acted: datetime.datetime) -> bool:
        return self.now() - acted < AT_THE_BOARD

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
                async with self._paced(game):
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
        via = game.via if game.via is not None and self._usable(game.via) else None
        try:
            channel = self._channel(channel_id)
            plain = via is None or via.channel_id != channel.id  # not through a token: it counts
            async with self._paced(game) if plain else contextlib.nullcontext():
                message = await post(channel, via, text, mentioning(mention), **extra)
        except discord.Forbidden as error:
            await self._forbidden(game, error)
            return None
        except discord.HTTPException as error:
            log.warning("game %d: could not post a message: %s", game.id, error)
            return None
        self.saw(message.id)
        return message
