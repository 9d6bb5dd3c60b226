"""A person's click (or `/sho new`) answered by its own task, with the board it changed.

The task that receives the interaction acts through the service, which returns the new game
view; the same task draws that view as the interaction's response: the clicked message updated
in place, or for `/sho new` the lobby as the command's answer. Discord lets that first response
go outside the global rate limit, in one call, as soon as the action is saved. If the action is
still running when the answer is due, the interaction is acknowledged and the board follows as
an edit of that acknowledgement.

While a channel's interaction is being answered, the publisher draws nothing there, so the two
never race; once the answer is sent (or failed) the publisher shows whatever is newer than what
was drawn, and announces every version (pings, the summary) whoever drew it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import discord

from bot.services.games import GameService
from bot.services.hosted import HostedGame
from bot.ui.kit.answer import Failures
from bot.ui.kit.choice_step import FIRST_STEP, ChoiceStep
from bot.ui.kit.host import Responder
from bot.ui.publishing.tracking import TrackedGame, Tracker
from bot.ui.table.messages import message_for

log = logging.getLogger(__name__)


class BoardAnswer:
    """The answer to one interaction about a game, drawn by the interaction's own task."""

    def __init__(
        self,
        answer: Responder,
        games: Tracker,
        service: GameService,
        too_old: Callable[[int], bool],
        *,
        posts: bool,
    ) -> None:
        self._answer = answer
        self._interaction = answer.interaction
        self._games = games
        self._service = service
        self._too_old = too_old
        """Whether a message is too old to edit (the publisher posts the board afresh)."""
        self._posts = posts
        """A command's answer is a new message (the lobby); a click's updates the message."""

    async def acknowledge(self) -> None:
        """Acknowledge as the answer's shape does, unless it was answered already."""
        await self._answer.acknowledge()

    async def draw(self, view: HostedGame) -> bool:
        """Show the game as this interaction's answer: the newest version known, if it is newer
        than the board shows and the answer can show it (a click on the game's board, or the
        command that opened the table). False if nothing was drawn (the interaction is then
        acknowledged, unless Discord refused the answer, and the publisher draws what is
        due)."""
        game = self._games.track(view)
        if game is None:
            await self.acknowledge()
            return False
        if view.version > game.latest.version:
            game.latest = view
        async with game.drawing:
            newest = game.latest
            if newest.version <= game.shown or not self._answers_board(game):
                await self.acknowledge()
                if self._on_board(game, unknown=True):
                    # A click acknowledged on the board (or on a board whose message is not
                    # known yet: a click can beat the answer of /sho new that posted it): the
                    # publisher edits the board through its token, outside the global limit.
                    game.via = self._interaction
                return False
            try:
                await self._show(game, newest)
            except Failures as error:
                # Not tried again: Discord refusing an answer (an expired or unknown
                # interaction) refuses the next one too. The publisher draws it.
                log.info("game %d: answering with the board failed: %s", newest.id, error)
                return False
        game.shown = newest.version
        game.via = self._interaction
        return True

    async def show_choice(self, view: HostedGame, step: ChoiceStep) -> bool:
        """The clicked board again at this step of choosing a move (the game unchanged, so
        the version drawn stays); False if the click was not on the game's current board."""
        game = self._games.track(view)
        if game is None or not self._answers_board(game):
            return False
        async with game.drawing:
            try:
                await self._show(game, view, step)
            except Failures as error:
                log.info("game %d: showing a step of the choice failed: %s", view.id, error)
        return True

    def _answers_board(self, game: TrackedGame) -> bool:
        """Whether this interaction's answer is the game's board: a command opening the table
        (no board yet), or a click on the message that is the board now."""
        if self._posts:
            return game.board is None and game.latest.board_message_id is None
        clicked = self._interaction.message
        return self._on_board(game) and clicked is not None and not self._too_old(clicked.id)

    def _on_board(self, game: TrackedGame, *, unknown: bool = False) -> bool:
        """Whether a click was made on the game's board (`unknown`: or no board is known)."""
        clicked = self._interaction.message
        if self._posts or clicked is None:
            return False
        _, message_id = game.board or (game.latest.where, game.latest.board_message_id)
        if message_id is None:
            return unknown
        return message_id == clicked.id and message_id not in game.gone

    async def _show(
        self, game: TrackedGame, view: HostedGame, step: ChoiceStep = FIRST_STEP
    ) -> None:
        payload = message_for(view, step=step).kwargs()
        async with self._answer.sending() as response:
            await self._send(game, view, response, payload)

    async def _send(
        self,
        game: TrackedGame,
        view: HostedGame,
        response: discord.InteractionResponse[Any],
        payload: dict[str, Any],
    ) -> None:
        interaction = self._interaction
        if not self._posts:
            if response.is_done():
                await interaction.edit_original_response(**payload)
            else:
                await response.edit_message(**payload)
            return
        if response.is_done():  # thinking…: the lobby replaces it
            message: discord.Message = await interaction.edit_original_response(**payload)
            message_id, channel_id = message.id, message.channel.id
        else:
            sent = await response.send_message(**payload)
            if sent.message_id is None:
                message = await interaction.original_response()
                message_id, channel_id = message.id, message.channel.id
            else:
                message_id, channel_id = sent.message_id, interaction.channel_id or 0
        game.board = (channel_id, message_id)
        try:
            await self._service.set_board(view.id, channel_id, message_id)
        except Exception:  # shown all the same; only a restart would post it afresh
            log.exception("game %d: could not save where its board is", view.id)
