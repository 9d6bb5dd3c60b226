"""Keeps each game's message in the channel in step with the game, whoever or whatever acted.

A click (or `/sho new`) is answered by its own task with the board it changed
(`answering`, bot/ui/publishing/board_answer.py); the publisher draws every change nobody's
answer drew (computer turns, clocks, other processes), coalesced per game (only the newest
version is drawn), posting the board afresh when its message is gone or too old to edit. It is
composed of the games' channels (bot/ui/publishing/channels.py: where, when, through which
token) and the announcer (bot/ui/publishing/announcer.py: pings, reminders, summaries).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Collection, Iterable

import discord

from bot.ai.analysis import GameAnalysis
from bot.services.games import GameService
from bot.services.hosted import HostedGame
from bot.table.status import GameStatus
from bot.ui.kit.clock import DiscordClock
from bot.ui.kit.host import Responder
from bot.ui.kit.language import table_words
from bot.ui.publishing.announcer import Announcer
from bot.ui.publishing.board_answer import BoardAnswer
from bot.ui.publishing.channels import GameChannels
from bot.ui.publishing.pacing import ChannelPacer
from bot.ui.publishing.tracking import TrackedGame, TurnBegun
from bot.ui.table.messages import (
    CardMessage,
    message_for,
    retired_message,
)

log = logging.getLogger(__name__)

RETRY_DELAYS = (1.0, 2.0, 4.0, 8.0)
"""Pauses before drawing again after Discord failed us (discord.py already retried 429s/5xx)."""
MESSAGE_TOO_OLD = 30046


class BoardPublisher:
    """The game service's observer on the Discord side."""

    def __init__(
        self,
        client: discord.Client,
        service: GameService,
        pacer: ChannelPacer | None = None,
        clock: DiscordClock | None = None,
    ) -> None:
        self._channels = GameChannels(
            client, service, pacer or ChannelPacer(), clock or DiscordClock()
        )
        self._announcer = Announcer(self._channels)
        self._held: dict[int, asyncio.Event] = {}

    def person_acted(self, game_id: int, answer: Responder) -> None:
        """A person just clicked or typed a command in a game (they are at the board)."""
        self._channels.person_acted(game_id, answer)

    async def turn_reminder(self, view: HostedGame) -> None:
        await self._announcer.turn_reminder(view)

    async def analysis_ready(self, view: HostedGame, analysis: GameAnalysis) -> None:
        """A finished game's analysis: its summary gains the analysis's lines."""
        await self._announcer.analysed.ready(view.id, analysis)

    @property
    def tracked_games(self) -> int:
        """How many games the publisher holds memory for (the live ones, and those ending)."""
        return len(self._channels.games)

    # -- interactions answered by their own task --------------------------------------------

    @contextlib.asynccontextmanager
    async def answering(
        self, answer: Responder, *, posts: bool = False
    ) -> AsyncIterator[BoardAnswer]:
        """`async with publisher.answering(answer) as board:` then `board.draw(view)`: the
        interaction's own task answers it with the board (`posts`: as a new message, the lobby
        of `/sho new`). Meanwhile nothing is drawn in the channel; afterwards whatever is newer
        than the answer is."""
        async with self._holding(answer.interaction.channel_id or 0):
            yield BoardAnswer(
                answer,
                self._channels.games,
                self._channels.service,
                self._channels.too_old,
                posts=posts,
            )

    @contextlib.asynccontextmanager
    async def _holding(self, channel_id: int) -> AsyncIterator[None]:
        """Draw nothing in this channel meanwhile (an interaction there draws its own answer)."""
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
        here = [g for g in self._channels.games if g.board and g.board[0] == channel_id]
        known = next((g for g in here if g.board and g.board[1] in message_ids), None)
        if known is not None and known.board is not None:
            message_id = known.board[1]
            known.gone.add(message_id)
            game_id = known.id
        else:
            if here:
                return
            found = await self._channels.service.live_in_channel(channel_id)
            if found is None or found.board_message_id is None:
                return
            if found.board_message_id not in message_ids:
                return
            game_id, message_id = found.id, found.board_message_id
        view = await self._channels.service.get(game_id)
        game = self._channels.games.track(view) if view.table.status.is_live else None
        if game is None:
            return
        log.info("game %d: the board message was deleted; posting it again", game_id)
        game.gone.add(message_id)
        game.shown = -1
        self.game_changed(view)

    async def channel_deleted(self, closed: Iterable[HostedGame]) -> None:
        """These games' channel was deleted (and the games closed): draw nothing more of them."""
        for view in closed:
            game = self._channels.games.get(view.id)
            if game is None:
                continue
            running = [t for t in (game.task, game.announcing) if t is not None and not t.done()]
            for task in running:
                task.cancel()
            await asyncio.gather(*running, return_exceptions=True)
            game.latest = view
            game.shown = view.version
            self._channels.games.release(game)

    async def close(self) -> None:
        """Stop drawing (the bot is shutting down); the next start redraws what is needed."""
        tasks = [task for game in self._channels.games for task in (game.task, game.announcing)]
        running = [task for task in tasks if task is not None and not task.done()]
        for task in running:
            task.cancel()
        await asyncio.gather(*running, return_exceptions=True)

    # -- GameObserver ------------------------------------------------------------------------

    def game_changed(self, view: HostedGame) -> None:
        game = self._channels.games.track(view)
        if game is None:
            return
        self._track_turn(game, view)
        if game.latest.version <= view.version:
            game.latest = view
        if game.task is None or game.task.done():
            game.task = asyncio.create_task(self._flush(game))

    async def game_resumed(self, view: HostedGame) -> None:
        game = self._channels.games.track(view)
        if game is None:
            return
        await self._channels.send(game, table_words(view.table).say("notice-restarted"))
        game.shown = -1
        game.turn_seen = None
        self.game_changed(view)

    def _track_turn(self, game: TrackedGame, view: HostedGame) -> None:
        """Notice every change of the seat to play, even in versions never drawn."""
        table = view.table
        seat = table.seat_to_act if table.status is GameStatus.ACTIVE else None
        seen = game.turn_seen
        if seen is not None and view.version <= seen[0]:
            return
        if seat is not None and (seen is None or seen[1] != seat):
            game.ping_due = TurnBegun(view.version, seat)
        game.turn_seen = (view.version, seat)

    # -- drawing -----------------------------------------------------------------------------

    async def _flush(self, game: TrackedGame) -> None:
        """Draw the newest version until no newer one has arrived, and announce each version
        drawn (by this task or as an interaction's answer); forget a game drawn over."""
        failures = 0
        while True:
            await self._answered(game)
            view = game.latest
            if view.version > game.shown:
                try:
                    await self._draw(game, view)
                except discord.Forbidden as error:
                    with contextlib.suppress(Exception):  # logged by the task's own handler below
                        await self._channels.forbidden(game, error)
                except Exception as error:
                    # Discord's failures, a database outage while saving where the board is, or
                    # a bug: the drawing task must live on, or the board freezes on an old
                    # version.
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
                    log.error(
                        "game %d: gave up drawing version %d: %r", game.id, view.version, error
                    )
                else:
                    game.blocked = False
                failures = 0
                game.shown = max(game.shown, view.version)
            if view.version > game.announced:
                game.announced = view.version
                self._announce_later(game, view)
            if game.latest is view:
                if not view.table.status.is_live:
                    self._channels.games.release(game)
                return

    async def _answered(self, game: TrackedGame) -> None:
        """Wait while an interaction in the game's channel is drawing its own answer."""
        held = self._held.get(game.latest.where)
        if held is not None:
            await held.wait()

    def _announce_later(self, game: TrackedGame, view: HostedGame) -> None:
        """Announce this version after the game's previous announcement, without holding up the
        drawing of the next one (a post in the channel may wait a while for its turn)."""
        previous = game.announcing
        game.announcing = asyncio.create_task(self._announce_after(previous, game, view))

    async def _announce_after(
        self, previous: asyncio.Task[None] | None, game: TrackedGame, view: HostedGame
    ) -> None:
        if previous is not None:
            await asyncio.wait({previous})
        try:
            await self._announcer.announce(game, view)
        except Exception:
            log.exception("game %d: announcing version %d failed", game.id, view.version)

    async def _draw(self, game: TrackedGame, view: HostedGame) -> None:
        async with game.drawing:
            channel_id, message_id = self._channels.where(game)
            payload = message_for(view)
            channel = self._channels.channel(channel_id)
            if message_id is not None and not self._channels.too_old(message_id):
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
        payload: CardMessage,
    ) -> None:
        """Edit the board: through the newest click's token while it lasts, else in the
        channel."""
        via = game.via
        on_board = via is not None and via.message is not None and via.message.id == message_id
        if via is not None and on_board and self._channels.usable(via, board=True):
            try:
                await via.edit_original_response(**payload.kwargs())
                return
            except discord.HTTPException as error:
                log.info("game %d: editing through a click failed (%s)", game.id, error)
                game.via = None
        async with self._channels.paced(game):
            await channel.get_partial_message(message_id).edit(**payload.kwargs())

    async def _repost(
        self,
        game: TrackedGame,
        view: HostedGame,
        channel: discord.PartialMessageable,
        payload: CardMessage,
        old_id: int | None,
    ) -> None:
        """Post the board at the bottom of the channel and retire the old one."""
        async with self._channels.paced(game):
            message = await channel.send(**payload.kwargs())
        self._channels.clock.saw(message.id)
        game.board = (channel.id, message.id)
        await self._channels.service.set_board(view.id, channel.id, message.id)
        if old_id is not None:
            await self._retire(game, channel, old_id)

    async def _retire(
        self, game: TrackedGame, channel: discord.PartialMessageable, message_id: int
    ) -> None:
        """Leave an old board saying the game moved below, without its buttons (it may be gone
        or too old: that is fine). Not `edit(view=None)`: in a Components V2 message the view
        is all there is, and taking it away would leave the message blank."""
        if message_id in game.gone:
            return
        try:
            async with self._channels.paced(game):
                retired = retired_message(table_words(game.latest.table)).kwargs()
                await channel.get_partial_message(message_id).edit(**retired)
        except discord.HTTPException as error:
            log.info("could not retire the old board %d: %s", message_id, error)

    async def repost(self, game_id: int) -> HostedGame:
        """`/sho board`: the board afresh at the bottom, the old one without its buttons."""
        view = await self._channels.service.get(game_id)
        # A game over and drawn is reposted all the same, but not remembered again.
        game = self._channels.games.track(view) or TrackedGame(view)
        async with game.drawing:
            channel_id, old_id = self._channels.where(game)
            await self._repost(
                game, view, self._channels.channel(channel_id), message_for(view), old_id
            )
            game.shown = max(game.shown, view.version)
        if not view.table.status.is_live and (game.task is None or game.task.done()):
            self._channels.games.release(game)
        return view
