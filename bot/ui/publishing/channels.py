"""Where each game's messages go and how: the games the publisher tracks, Discord's time as far
as the bot knows it, which click's token may still send (outside Discord's global rate limit),
the pacing of channel calls, and what to do when the bot may not post."""

from __future__ import annotations

import contextlib
import datetime
import logging
from contextlib import AbstractAsyncContextManager
from typing import Any

import discord

from bot.services.games import GameService
from bot.ui.kit.clock import DiscordClock
from bot.ui.kit.host import Responder
from bot.ui.kit.language import person_words
from bot.ui.kit.links import message_link
from bot.ui.kit.notes import tell
from bot.ui.publishing.pacing import ChannelPacer
from bot.ui.publishing.tokens import fresh, mentioning, post
from bot.ui.publishing.tracking import TrackedGame, Tracker

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


class GameChannels:
    """The games' channels, as the publisher and the announcer both use them."""

    def __init__(
        self,
        client: discord.Client,
        service: GameService,
        pacer: ChannelPacer,
        clock: DiscordClock,
    ) -> None:
        self.client = client
        self.service = service
        self.games = Tracker()
        self.clock = clock
        self._pacer = pacer

    def channel(self, channel_id: int) -> discord.PartialMessageable:
        return self.client.get_partial_messageable(channel_id)

    def fresh(self, interaction_id: int) -> bool:
        return fresh(self.clock.now(), interaction_id)

    def usable(self, via: discord.Interaction[Any], *, board: bool = False) -> bool:
        """Whether a click's token can send (it was answered, not too long ago); with `board`,
        whether its original response is the board (the click updated it, or deferred that)."""
        if not via.response.is_done() or not self.fresh(via.id):
            return False
        return not board or via.response.type in BOARD_RESPONSES

    def too_old(self, message_id: int) -> bool:
        return self.clock.age(message_id) >= EDIT_AGE_LIMIT

    def where(self, game: TrackedGame) -> tuple[int, int | None]:
        """The board's channel and message; what this process posted last wins over the row."""
        latest = game.latest
        channel_id, message_id = game.board or (latest.where, latest.board_message_id)
        return channel_id, None if message_id in game.gone else message_id

    async def forbidden(self, game: TrackedGame, error: discord.Forbidden) -> None:
        """The bot may not post or edit here: log it and tell the last person who acted, once
        per episode."""
        view = game.latest
        if game.blocked:
            log.debug("game %d: still not allowed to post: %s", view.id, error)
            return
        game.blocked = True
        log.warning(
            "game %d: not allowed to post or edit in channel %d: %s", view.id, view.where, error
        )
        answer = game.last_answer
        if answer is not None:
            # After the person's own answer (which may still be on its way), never in its place.
            await answer.finished()
            words = await person_words(answer.interaction)
            reason = error.text or words.say("notice-missing-permissions")
            text = words.say("channel-cannot-post", channel=str(view.where), reason=reason)
            await tell(answer.interaction, text, words)

    def paced(self, game: TrackedGame) -> AbstractAsyncContextManager[None]:
        """A channel call's turn under the global limit; a game nobody is looking at waits
        behind every other."""
        watched = any(self.lately(acted) for acted in game.acted.values())
        return self._pacer.turn(background=not watched)

    def person_acted(self, game_id: int, answer: Responder) -> None:
        """A person just clicked or typed a command in a game: they are at the board, and are
        the one to tell if the board cannot be drawn."""
        game = self.games.get(game_id)
        if game is not None:
            interaction = answer.interaction
            game.acted[interaction.user.id] = self.clock.now()
            game.clicked[interaction.user.id] = interaction.id
            game.last_answer = answer

    def at_the_board(self, game: TrackedGame, user_id: int) -> bool:
        """Whether the person acted in this game lately (so a ping would only be noise)."""
        acted = game.acted.get(user_id)
        return acted is not None and self.lately(acted)

    def lately(self, acted: datetime.datetime) -> bool:
        return self.clock.now() - acted < AT_THE_BOARD

    def board_link(self, game: TrackedGame) -> str:
        """A link to the game's board message, or '' when it is not known."""
        channel_id, message_id = self.where(game)
        return message_link(game.latest.guild_id, channel_id, message_id)

    async def send(
        self,
        game: TrackedGame,
        text: str,
        *,
        mention: list[int] | None = None,
        **extra: Any,
    ) -> discord.Message | None:
        """A short message in the game's channel, pinging only the people named; sent through
        the newest click's token while it lasts (outside Discord's global rate limit)."""
        channel_id, _ = self.where(game)
        via = game.via if game.via is not None and self.usable(game.via) else None
        try:
            channel = self.channel(channel_id)
            plain = via is None or via.channel_id != channel.id  # not through a token: it counts
            async with self.paced(game) if plain else contextlib.nullcontext():
                message = await post(channel, via, text, mentioning(mention), **extra)
        except discord.Forbidden as error:
            await self.forbidden(game, error)
            return None
        except discord.HTTPException as error:
            log.warning("game %d: could not post a message: %s", game.id, error)
            return None
        self.clock.saw(message.id)
        return message
