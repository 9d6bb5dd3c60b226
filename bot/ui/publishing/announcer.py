"""What the publisher says besides the board: a ping when a turn comes to a person who has not
been at the board for a minute (one who just played sees the board; a ping every turn would be
a post and a delete every turn), the reminder when half the time is gone, the summary with a
Rematch button, and the archiving of a lobby's thread when it closes without a game.

A ping stays until its person has clicked or typed in the game since (or the game is over): a
phone's notification never opens onto a deleted message. A person with a ping still standing
is not pinged again, so the channel never holds two for one person
(bot/ui/publishing/live_pings.py)."""

from __future__ import annotations

import logging

import discord

from bot.services.hosted import HostedGame
from bot.table.status import GameStatus
from bot.ui.kit.cards import Rows
from bot.ui.kit.language import table_words
from bot.ui.publishing.analysed_summaries import AnalysedSummaries
from bot.ui.publishing.channels import GameChannels
from bot.ui.publishing.live_pings import LivePing
from bot.ui.publishing.tracking import TrackedGame
from bot.ui.review.analysis import AnalysisButton
from bot.ui.review.export import ExportButton
from bot.ui.review.replay import WatchReplayButton
from bot.ui.table.lobby_buttons import RematchButton

log = logging.getLogger(__name__)


class Announcer:
    """Pings, reminders and summaries, sent through the games' channels."""

    def __init__(self, channels: GameChannels) -> None:
        self._channels = channels
        self.analysed = AnalysedSummaries(channels)

    async def turn_reminder(self, view: HostedGame) -> None:
        actor = view.table.actor
        if actor is None or actor.user_id is None or view.deadline is None:
            return
        if not await self._channels.service.wants_turn_ping(view, actor.user_id):
            return
        game = self._channels.games.track(view)
        if game is None or game.pings.of(actor.user_id) is not None:
            return  # their turn's ping stands, unseen: one notification is enough
        user, deadline, link = (
            str(actor.user_id),
            int(view.deadline),
            self._channels.board_link(game),
        )
        words = table_words(view.table)
        if link:
            text = words.say("ping-half-time-linked", user=user, deadline=deadline, link=link)
        else:
            text = words.say("ping-half-time", user=user, deadline=deadline)
        await self._ping(game, view, text, actor.user_id)

    async def announce(self, game: TrackedGame, view: HostedGame) -> None:
        """A ping for a new turn; the winner; no stale ping left behind."""
        table = view.table
        await self._adopt_saved_ping(game, view)
        for seen in game.pings.seen(game.clicked):
            await self._delete(game, view, seen)
        await self._ping_turn(game, view)
        if not table.status.is_live:
            for ping in game.pings.take_all():
                await self._delete(game, view, ping)
        await self._save_pings(game, view)
        if table.status is GameStatus.FINISHED and not game.finished:
            game.finished = True
            await self._send_summary(game, view)
        if table.status is GameStatus.CANCELLED and table.game is None and not game.closed:
            game.closed = True
            await self._archive_thread(game)

    async def _ping_turn(self, game: TrackedGame, view: HostedGame) -> None:
        """Ping the person whose turn began by this version, unless they are at the board."""
        table = view.table
        due = game.ping_due
        if due is None or due.version > view.version:
            # A turn that began after this version (while this announcement waited its turn)
            # is the next announcement's: taking it here would lose it.
            return
        game.ping_due = None
        seat = table.seat_to_act if table.status is GameStatus.ACTIVE else None
        if seat is None or due.seat != seat:
            return  # the turn has passed on since
        actor = table.seats[seat]
        if (
            actor.autoplay
            or actor.user_id is None
            or game.pings.of(actor.user_id) is not None
            or self._channels.at_the_board(game, actor.user_id)
            or not await self._channels.service.wants_turn_ping(view, actor.user_id)
        ):
            return
        user, link = str(actor.user_id), self._channels.board_link(game)
        words = table_words(table)
        if link:
            text = words.say("ping-turn-linked", user=user, link=link)
        else:
            text = words.say("ping-turn", user=user)
        await self._ping(game, view, text, actor.user_id)

    async def _archive_thread(self, game: TrackedGame) -> None:
        """A lobby closed without a game: archive its thread if the bot made it, so threads of
        tables nobody played do not pile up towards Discord's 1,000 active threads a server
        (anyone can open it again by writing in it)."""
        channel_id, _ = self._channels.where(game)
        thread = self._channels.client.get_channel(channel_id)
        me = self._channels.client.user
        if not isinstance(thread, discord.Thread) or me is None or thread.owner_id != me.id:
            return
        try:
            async with self._channels.paced(game):
                await thread.edit(archived=True)
        except discord.HTTPException as error:
            log.info("game %d: could not archive its thread: %s", game.id, error)

    async def _ping(self, game: TrackedGame, view: HostedGame, text: str, user_id: int) -> None:
        """Ping one person with a new message (they have none standing)."""
        message = await self._channels.send(game, text, mention=[user_id])
        if message is None:
            return
        token = game.via.id if isinstance(message, discord.WebhookMessage) and game.via else None
        game.pings.add(user_id, LivePing(message.id, message, token))
        await self._save_pings(game, view)

    async def _adopt_saved_ping(self, game: TrackedGame, view: HostedGame) -> None:
        """After a restart: the saved ping is the newest one; whom it pinged is read from the
        message itself (one call per game), so it goes when that person comes back."""
        if game.pings.adopted:
            return
        game.pings.adopted = True
        saved = game.pings.saved = view.ping_message_id
        if saved is None or game.pings.newest() is not None:
            return
        channel_id, _ = self._channels.where(game)
        try:
            message = await self._channels.channel(channel_id).fetch_message(saved)
        except discord.HTTPException as error:
            log.info("game %d: the saved ping is gone: %s", view.id, error)
            return  # saved again as None below
        pinged = [user.id for user in message.mentions]
        if pinged:
            game.pings.add(pinged[0], LivePing(saved))

    async def _save_pings(self, game: TrackedGame, view: HostedGame) -> None:
        newest = game.pings.newest()
        if newest != game.pings.saved:
            await self._channels.service.set_ping(view.id, newest)
            game.pings.saved = newest

    async def _delete(self, game: TrackedGame, view: HostedGame, ping: LivePing) -> None:
        """Delete a ping its person has seen (or of a game that is over)."""
        channel_id, _ = self._channels.where(game)
        message = ping.message
        try:
            fresh = ping.token is not None and self._channels.fresh(ping.token)
            if isinstance(message, discord.WebhookMessage) and fresh:
                await message.delete()
            else:
                async with self._channels.paced(game):
                    channel = self._channels.channel(channel_id)
                    await channel.get_partial_message(ping.message_id).delete()
        except discord.HTTPException as error:
            log.info("game %d: could not delete a ping: %s", view.id, error)

    async def _send_summary(self, game: TrackedGame, view: HostedGame) -> None:
        table = view.table
        mentions = [s.user_id for s in table.winners() if s.user_id is not None and not s.left]
        words = table_words(table)
        buttons = Rows(
            [
                RematchButton(view.id).drawn(words),
                WatchReplayButton(view.id).drawn(words),
                ExportButton(view.id).drawn(words),
                AnalysisButton(view.id).drawn(words),
            ]
        )
        text = self.analysed.text(view)
        message = await self._channels.send(game, text, mention=mentions, view=buttons)
        if message is not None and view.result is not None:
            self.analysed.sent(game, view, message)
