"""What every part of the game cog shares: the bot's game service and publisher, and answering
people.

Every click and command is acknowledged first (within Discord's 3 seconds, however long the
game's lock is held), then checked and handed to one service method; refusals come back as a
private note. When the interaction's token has expired, the note falls back to a channel message.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import discord

from bot.client import ShoBot
from bot.services.errors import GameNotFoundError, OldBoardError
from bot.services.games import GameService
from bot.services.views import GameView
from bot.table.errors import InvalidInputError, ShoError
from bot.ui.board import message_link
from bot.ui.publisher import BoardPublisher
from bot.ui.refusals import UiRefusal, refusal
from cogs.sho_group import ShoCog

log = logging.getLogger(__name__)

T = TypeVar("T")

ACTING_KEPT = 500
"""Games for which the last person to act is remembered (to tell them if the board is stuck)."""
TOKEN_GONE = {10015, 10062, 50027}
"""Unknown Webhook, Unknown Interaction, Invalid Webhook Token: the interaction is too old."""
CANNOT_POST = (
    "I may not post or edit messages in <#{channel}> ({reason}), so the board there cannot keep "
    "up. Please ask a moderator to give me View Channel, Send Messages, Embed Links and Read "
    "Message History there."
)


def token_gone(error: discord.HTTPException) -> bool:
    return error.status == 401 or error.code in TOKEN_GONE


class GameBase(ShoCog):
    """The bot's game service and publisher, and the one way every handler acknowledges and
    answers."""

    def __init__(self, bot: ShoBot) -> None:
        super().__init__(bot)
        self._acting: dict[int, discord.Interaction[Any]] = {}

    @property
    def service(self) -> GameService:
        return self.bot.games

    @property
    def publisher(self) -> BoardPublisher:
        return self.bot.publisher

    async def cog_load(self) -> None:
        await super().cog_load()
        self.publisher.on_forbidden = self._cannot_post

    async def cog_unload(self) -> None:
        self.publisher.on_forbidden = None
        await super().cog_unload()

    # -- acknowledging and answering ---------------------------------------------------------

    async def ack(self, interaction: discord.Interaction[Any], *, ephemeral: bool = False) -> None:
        """Acknowledge at once: a silent update for a click, a private 'thinking' for a command."""
        self.publisher.saw(interaction.id)
        if interaction.response.is_done():
            return
        try:
            if interaction.type is discord.InteractionType.component and not ephemeral:
                await interaction.response.defer()
            else:
                await interaction.response.defer(ephemeral=True, thinking=True)
        except discord.HTTPException as error:
            # Too late or refused: carry on, so the person's action is not lost.
            log.warning("could not acknowledge interaction %d: %s", interaction.id, error)

    async def tell(self, interaction: discord.Interaction[Any], text: str) -> None:
        """A private note to the person; a channel message naming them if the token expired."""
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
            return
        except discord.HTTPException as error:
            if not token_gone(error):
                log.warning("could not answer interaction %d: %s", interaction.id, error)
                return
            log.info("interaction %d expired; answering in the channel", interaction.id)
        user = interaction.user
        channel = self.bot.get_partial_messageable(interaction.channel_id or 0)
        try:
            await channel.send(
                f"{user.mention} {text}",
                allowed_mentions=discord.AllowedMentions(users=[user], roles=False, everyone=False),
            )
        except discord.HTTPException as error:
            log.warning("could not answer %d in the channel either: %s", user.id, error)

    def reason(self, interaction: discord.Interaction[Any], error: ShoError) -> str:
        """The refusal as the person reads it; an old board links to the current one."""
        if isinstance(error, OldBoardError):
            where = message_link(interaction.guild_id, error.channel_id, error.message_id)
            return refusal(error, board_link=where)
        return refusal(error)

    async def click(
        self,
        interaction: discord.Interaction[Any],
        game: int,
        call: Callable[[GameView], Awaitable[T]],
    ) -> T | None:
        """A button of a game: check it belongs here, act, and let the drawing that follows
        answer the click by updating the board (else acknowledge it); refusals said privately.

        Whatever happens on the way (a refusal, a database outage, a bug, a cancellation), the
        click is let go of before this returns, so no drawing answers through a token that
        someone else answered and no refused click is kept."""
        self.publisher.saw(interaction.id)
        pending = None
        refused = True
        try:
            view = await self.game_of_button(interaction, game)
            pending = self.publisher.clicked(view, interaction)
            if pending is None:
                await self.ack(interaction)
            self._note_acting(game, interaction)
            done = await (call(view) if pending is None else pending.acting(call(view)))
            refused = False
            if pending is not None:
                await pending.settle()
            return done
        except ShoError as error:
            if pending is not None:
                await pending.release()
            await self.tell(interaction, self.reason(interaction, error))
            return None
        except Exception:
            if pending is not None:  # the error handler answers the click, not a drawing
                await pending.release()
            raise
        finally:
            if pending is not None:
                pending.abandon()
                self.publisher.let_go(game, pending, refused=refused)

    async def command(
        self, interaction: discord.Interaction[Any], call: Callable[[GameView], Awaitable[T]]
    ) -> T | None:
        """A /sho command about the game here: acknowledge privately, act, answer privately."""
        await self.ack(interaction, ephemeral=True)
        try:
            view = await self.game_here(interaction)
            self._note_acting(view.id, interaction)
            return await call(view)
        except ShoError as error:
            await self.tell(interaction, self.reason(interaction, error))
        return None

    def _note_acting(self, game: int, interaction: discord.Interaction[Any]) -> None:
        """Remember who acted last in a game (the oldest games are forgotten first)."""
        self.publisher.person_acted(game, interaction.user.id)
        self._acting.pop(game, None)
        self._acting[game] = interaction
        if len(self._acting) > ACTING_KEPT:
            del self._acting[next(iter(self._acting))]

    # -- finding the game --------------------------------------------------------------------

    async def game_here(self, interaction: discord.Interaction[Any]) -> GameView:
        view = await self.service.live_in_channel(interaction.channel_id or 0)
        if view is None:
            raise GameNotFoundError(UiRefusal.NO_GAME_HERE)
        return view

    async def game_of_button(self, interaction: discord.Interaction[Any], game: int) -> GameView:
        view = await self.service.get(game)
        if interaction.channel_id not in (view.where, view.channel_id):
            raise InvalidInputError(UiRefusal.BUTTON_ELSEWHERE)
        return view

    @staticmethod
    def manager(interaction: discord.Interaction[Any]) -> bool:
        """Whether the person may manage the server (and so end games and remove players)."""
        permissions = interaction.permissions
        return bool(permissions.manage_guild or permissions.administrator)

    async def _cannot_post(self, view: GameView, error: discord.Forbidden) -> None:
        """The publisher may not post in a game's channel: tell the last person who acted."""
        interaction = self._acting.get(view.id)
        if interaction is not None:
            reason = error.text or "Missing Permissions"
            await self.tell(interaction, CANNOT_POST.format(channel=view.where, reason=reason))
