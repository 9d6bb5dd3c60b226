"""Keeps each game's message in the channel in step with the game, whoever or whatever acted.

Updates are coalesced per game (only the newest version is drawn), the board is posted afresh
when its message is gone or too old to edit, a click on the board is answered by redrawing it
in the click's own response (bot/ui/answers.py), and the pings and the summary are sent by the
base class (bot/ui/side_messages.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Collection, Iterable
from typing import Any

import discord

from bot.services.games import GameService
from bot.services.views import GameView
from bot.table.table import Status
from bot.ui.answers import PendingClick
from bot.ui.board import (
    BoardMessage,
    message_for,
)
from bot.ui.pacing import ChannelPacer
from bot.ui.side_messages import SideMessages
from bot.ui.tracking import TrackedGame

log = logging.getLogger(__name__)

RETRY_DELAYS = (1.0, 2.0, 4.0, 8.0)
"""Pauses before drawing again after Discord failed us (discord.py already retried 429s/5xx)."""
MESSAGE_TOO_OLD = 30046


class BoardPublisher(SideMessages):
    """The game service's observer on the Discord side."""

    def __init__(
        self, client: discord.Client, service: GameService, pacer: ChannelPacer | None = None
    ) -> None:
        super().__init__(client, service, pacer or ChannelPacer())
        self._held: dict[int, asyncio.Event] = {}

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

    def clicked(self, view: GameView, interaction: discord.Interaction[Any]) -> PendingClick | None:
        """Someone clicked a button on the game's board: the next drawing answers the click by
        updating the board (the click to be settled by the caller), and while the click's token
        lasts the board is edited through it (both are outside Discord's global rate limit).
        None: a click elsewhere (an old board, a summary), to be acknowledged plainly."""
        game = self._games.track(view)
        if game is None or interaction.message is None:
            return None
        _, board = self._where(game)
        if board is not None and interaction.message.id != board:  # a click on an old board
            return None
        previous, game.via = game.via, interaction
        if board is None or interaction.response.is_done():
            return None
        pending = PendingClick.of(interaction, max(game.shown, game.latest.version), self.now())
        pending.previous_via = previous
        game.clicks.append(pending)
        return pending

    def let_go(self, game_id: int, pending: PendingClick, *, refused: bool) -> None:
        """The click was answered or refused: forget it, so a refused click costs nothing that
        lasts, and a refused click's token (answered privately) does not replace the token the
        board is edited through."""
        game = self._games.get(game_id)
        if game is None:
            return
        if pending in game.clicks:
            game.clicks.remove(pending)
        if refused and game.via is pending.interaction:
            game.via = pending.previous_via

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

    async def board_deleted(self, channel_id: int, message_ids: Collection[int]) -> None:
        """Someone deleted messages (one, or a purge of many): if a live game's board was among
        them, post the board again."""
        here = [g for g in self._games if g.board and g.board[0] == channel_id]
        known = next((g for g in here if g.board and g.board[1] in message_ids), None)
        if known is not None and known.board is not None:
            message_id = known.board[1]
            known.gone.add(message_id)
            game_id = known.id
        else:
            if here:
                return
            found = await self._service.live_in_channel(channel_id)
            if found is None or found.board_message_id is None:
                return
            if found.board_message_id not in message_ids:
                return
            game_id, message_id = found.id, found.board_message_id
        view = await self._service.get(game_id)
        game = self._games.track(view) if view.table.status.is_live else None
        if game is None:
            return
        log.info("game %d: the board message was deleted; posting it again", game_id)
        game.gone.add(message_id)
        game.shown = -1
        await self.game_changed(view)

    async def channel_deleted(self, closed: Iterable[GameView]) -> None:
        """These games' channel was deleted (and the games closed): draw nothing more of them."""
        for view in closed:
            game = self._games.get(view.id)
            if game is None:
                continue
            running = [t for t in (game.task, game.announcing) if t is not None and not t.done()]
            for task in running:
                task.cancel()
            await asyncio.gather(*running, return_exceptions=True)
            game.latest = view
            game.shown = view.version
            self._games.release(game)

    async def close(self) -> None:
        """Stop drawing (the bot is shutting down); the next start redraws what is needed."""
        tasks = [task for game in self._games for task in (game.task, game.announcing)]
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
                with contextlib.suppress(Exception):  # logged by the task's own handler below
                    await self._forbidden(game, error)
            except Exception as error:
                # Discord's failures, a database outage while saving where the board is, or a
                # bug: the drawing task must live on, or the board freezes on an old version.
                if failures < len(RETRY_DELAYS):
                    log.warning(
                        "game %d: drawing the board failed (%r); retrying",
                        game.id,
                        error,
                        exc_info=not isinstance(error, discord.HTTPException),
                    )
                    await asyncio.sleep(RETRY_DELAYS[failures])
                    failures += 1
                    continue
                log.error("game %d: gave up drawing version %d: %r", game.id, view.version, error)
            else:
                game.blocked = False
            finally:
                for click in game.clicks:
                    click.drawn(view.version)
                game.clicks = [c for c in game.clicks if not (c.claimed or c.settled.is_set())]
            failures = 0
            game.shown = view.version
            self._announce_later(game, view)

    def _announce_later(self, game: TrackedGame, view: GameView) -> None:
        """Announce this version after the game's previous announcement, without holding up the
        drawing of the next one (a post in the channel may wait a while for its turn)."""
        previous = game.announcing
        game.announcing = asyncio.create_task(self._announce_after(previous, game, view))

    async def _announce_after(
        self, previous: asyncio.Task[None] | None, game: TrackedGame, view: GameView
    ) -> None:
        if previous is not None:
            await asyncio.wait({previous})
        try:
            await self._announce(game, view)
        except Exception:
            log.exception("game %d: announcing version %d failed", game.id, view.version)

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
        """Edit the board: as the response to a click waiting for it, through the newest click's
        token while it lasts, else in the channel."""
        for click in game.clicks:  # the oldest is the likeliest to have made this change
            if click.on(message_id) and await click.update(payload):
                game.via = click.interaction
                return
        via = game.via
        on_board = via is not None and via.message is not None and via.message.id == message_id
        if via is not None and on_board and self._usable(via, board=True):
            try:
                await via.edit_original_response(**payload.kwargs())
                return
            except discord.HTTPException as error:
                log.info("game %d: editing through a click failed (%s)", game.id, error)
                game.via = None
        async with self._paced(game):
            await channel.get_partial_message(message_id).edit(**payload.kwargs())

    async def _repost(
        self,
        game: TrackedGame,
        view: GameView,
        channel: discord.PartialMessageable,
        payload: BoardMessage,
        old_id: int | None,
    ) -> None:
        """Post the board at the bottom of the channel and retire the old one."""
        async with self._paced(game):
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
            async with self._paced(game):
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
