"""Keeps each game's message in the channel in step with the game, whoever or whatever acted.

Updates are coalesced per game (only the newest version is drawn), the board is posted afresh
when its message is gone or too old to edit, the person to play is pinged with a short new
message (edits ping nobody), and the end of a game is announced.
"""

from __future__ import annotations

import asyncio
import datetime
import logging
from typing import Any

import discord

from bot.render import Theme, safe_name
from bot.services.games import GameService, GameView
from bot.services.table import Status, Table
from bot.ui.board import NO_MENTIONS, BoardMessage, board_message, lobby_message, seat_label
from bot.ui.components import RematchButton

log = logging.getLogger(__name__)

EDIT_AGE_LIMIT = datetime.timedelta(minutes=50)
"""Discord limits edits of messages older than an hour: post a new board before that."""
RETRIES = 3
MESSAGE_TOO_OLD = 30046
MISSING_PERMISSIONS = 50013


def message_for(view: GameView) -> BoardMessage:
    if view.table.status is Status.LOBBY:
        return lobby_message(view)
    if view.table.game is None:
        return BoardMessage(f"This table closed ({view.table.end_reason}).", _closed(view), None)
    return board_message(view)


def _closed(view: GameView) -> discord.Embed:
    return discord.Embed(
        title="Sho · table closed",
        description=f"This table closed: {view.table.end_reason or 'cancelled'}.",
    )


def message_age(message_id: int) -> datetime.timedelta:
    return discord.utils.utcnow() - discord.utils.snowflake_time(message_id)


class BoardPublisher:
    """The game service's observer on the Discord side."""

    def __init__(self, client: discord.Client, service: GameService) -> None:
        self._client = client
        self._service = service
        self._latest: dict[int, GameView] = {}
        self._shown: dict[int, int] = {}
        self._running: dict[int, asyncio.Task[None]] = {}
        self._actor: dict[int, int | None] = {}
        self._board_of: dict[int, tuple[int, int]] = {}
        self._finished: set[int] = set()

    def note_board(self, view: GameView, channel_id: int, message_id: int) -> None:
        """The board was just drawn through an interaction: nothing to redraw for this version."""
        self._board_of[view.id] = (channel_id, message_id)
        self._shown[view.id] = max(self._shown.get(view.id, -1), view.version)
        self._actor.setdefault(view.id, view.table.seat_to_act)

    # -- GameObserver ------------------------------------------------------------------------

    async def game_changed(self, view: GameView) -> None:
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
        text = (
            f"⏳ <@{actor.user_id}>, half your time is gone: play <t:{int(view.deadline)}:R>"
            " or the computer plays this turn for you."
        )
        await self._send(view, text, mention=actor.user_id)

    async def game_resumed(self, view: GameView) -> None:
        await self._send(view, "🔄 The bot restarted; this game goes on from where it was.")
        self._shown.pop(view.id, None)
        await self.game_changed(view)

    # -- drawing -----------------------------------------------------------------------------

    async def _flush(self, game_id: int) -> None:
        """Draw the newest version until no newer one has arrived."""
        while True:
            view = self._latest[game_id]
            if view.version <= self._shown.get(game_id, -1):
                return
            for attempt in range(RETRIES):
                try:
                    await self._draw(view)
                    break
                except discord.HTTPException as error:
                    log.warning("game %d: drawing the board failed: %s", game_id, error)
                    await asyncio.sleep(1 + attempt)
            self._shown[game_id] = view.version
            await self._announce(view)

    async def _channel(self, channel_id: int) -> discord.abc.Messageable:
        channel = self._client.get_channel(channel_id)
        if channel is None:
            channel = await self._client.fetch_channel(channel_id)
        assert isinstance(channel, discord.abc.Messageable)
        return channel

    async def _draw(self, view: GameView) -> None:
        channel_id, message_id = self._where(view)
        payload = message_for(view)
        channel = await self._channel(channel_id)
        if message_id is not None and message_age(message_id) < EDIT_AGE_LIMIT:
            try:
                await channel.get_partial_message(message_id).edit(**payload.kwargs())  # type: ignore[attr-defined]
                return
            except discord.NotFound:
                log.info("game %d: the board message is gone; posting it again", view.id)
            except discord.HTTPException as error:
                if error.code != MESSAGE_TOO_OLD:
                    raise
        await self._repost(view, channel, payload, message_id)

    def _where(self, view: GameView) -> tuple[int, int | None]:
        known = self._board_of.get(view.id)
        if view.board_message_id is not None:
            return view.where, view.board_message_id
        if known is not None:
            return known
        return view.where, None

    async def _repost(
        self,
        view: GameView,
        channel: discord.abc.Messageable,
        payload: BoardMessage,
        old_id: int | None,
    ) -> None:
        """Post the board at the bottom of the channel and retire the old one."""
        message = await channel.send(**payload.kwargs())
        self._board_of[view.id] = (message.channel.id, message.id)
        await self._service.set_board(view.id, message.channel.id, message.id)
        if old_id is not None:
            await self.retire(channel, old_id)

    async def retire(self, channel: discord.abc.Messageable, message_id: int) -> None:
        """Take the buttons off an old board (it may be gone or too old: that is fine)."""
        try:
            await channel.get_partial_message(message_id).edit(view=None)  # type: ignore[attr-defined]
        except discord.HTTPException as error:
            log.debug("could not retire board %d: %s", message_id, error)

    async def repost(self, game_id: int) -> None:
        """`/sho board`: the board afresh at the bottom, the old one disabled."""
        view = await self._service.get(game_id)
        channel_id, old_id = self._where(view)
        channel = await self._channel(channel_id)
        await self._repost(view, channel, message_for(view), old_id)
        self._shown[game_id] = view.version

    # -- side messages -----------------------------------------------------------------------

    async def _announce(self, view: GameView) -> None:
        """A ping for a new turn; the winner; a closed lobby."""
        table = view.table
        seat = table.seat_to_act if table.status is Status.ACTIVE else None
        previous = self._actor.get(view.id, -1)
        self._actor[view.id] = seat
        if seat is not None and seat != previous:
            actor = table.seats[seat]
            if not actor.autoplay and actor.user_id is not None:
                await self._send(view, f"🎲 <@{actor.user_id}>, your turn.", mention=actor.user_id)
        if table.status is Status.FINISHED and view.id not in self._finished:
            self._finished.add(view.id)
            await self._send_summary(view)

    async def _send_summary(self, view: GameView) -> None:
        table = view.table
        text = summary_text(table)
        buttons = discord.ui.View(timeout=None).add_item(RematchButton(view.id))
        mentions = [s.user_id for s in table.winners() if s.user_id is not None]
        await self._send(view, text, mention=mentions, view=buttons)

    async def _send(
        self,
        game: GameView,
        text: str,
        *,
        mention: int | list[int] | None = None,
        **extra: Any,
    ) -> discord.Message | None:
        """A short message in the game's channel, pinging only the people named."""
        channel_id, _ = self._where(game)
        ids = [mention] if isinstance(mention, int) else list(mention or [])
        allowed = (
            discord.AllowedMentions(
                users=[discord.Object(i) for i in ids], roles=False, everyone=False
            )
            if ids
            else NO_MENTIONS
        )
        try:
            channel = await self._channel(channel_id)
            return await channel.send(text, allowed_mentions=allowed, **extra)
        except discord.HTTPException as error:
            log.warning("game %d: could not post a message: %s", game.id, error)
            return None


def summary_text(table: Table) -> str:
    """'Dawa wins!' and the game in numbers."""
    winners = table.winners()
    names = " and ".join(
        seat_label(s) if s.user_id is not None else safe_name(s.name, Theme.DISCORD, "Computer")
        for s in winners
    )
    verb = "win" if len(winners) > 1 else "wins"
    stats = table.stats
    return (
        f"🏆 **{names} {verb}!**\n"
        f"{stats.throws} throws · {stats.kills} kills · {stats.stacks} stacks · "
        f"{stats.paras} pa ra"
    )
