"""The bases of a table's controls: a button of one game (its lobby, its board, a question about
it) declares its id, its look and what it asks of the services (`request`); the base reads the game
once, checks the click came where the game is played (and, on the board, that the person is
not away), answers through the one answer path (bot/ui/kit/answer.py) and draws.

A new board button is one subclass here or beside its kind and one line in bot/ui/controls.py;
its words are one message in each language's buttons.ftl.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

import discord

from bot.services.games import GameService
from bot.services.hosted import HostedGame
from bot.table.errors import InvalidInputError
from bot.table.seats import Seat
from bot.ui.kit.answer import Answer, Confirmed, OnBoard, Refused, Shape
from bot.ui.kit.cards import Rows
from bot.ui.kit.controls import Button, Style
from bot.ui.kit.host import ShoHost, host_of
from bot.ui.kit.refusals import UiRefusal
from bot.ui.kit.replies import Reply
from bot.words import Words


@dataclass(frozen=True)
class Click:
    """A click on a table's control, as its action sees it: who, the game as read, and the
    services."""

    answer: Answer
    host: ShoHost
    view: HostedGame

    @property
    def interaction(self) -> discord.Interaction[Any]:
        return self.answer.interaction

    @property
    def user_id(self) -> int:
        return self.answer.user_id

    @property
    def games(self) -> GameService:
        return self.host.games

    async def words(self) -> Words:
        """The words of what only the person sees."""
        return await self.answer.words()

    async def moderates(self) -> bool:
        """`moderates`, for the person who clicked."""
        return await moderates(self.interaction)


async def moderates(interaction: discord.Interaction[Any]) -> bool:
    """Whether the member may end any game and remove players (Manage Server, or the role
    /sho config names)."""
    permissions = interaction.permissions
    manager = bool(permissions.manage_guild or permissions.administrator)
    roles = [role.id for role in getattr(interaction.user, "roles", ())]
    config = host_of(interaction).server_config
    return await config.moderates(interaction.guild_id or 0, roles, manager=manager)


@dataclass(frozen=True)
class TableControl(Button):
    """A button of one game, answered with the game's board unless `shape` says otherwise."""

    game: int

    def shape(self, host: ShoHost) -> Shape[Any]:
        """How a click is answered: by default with the board it changed."""
        return OnBoard(host.publisher)

    async def act(self, answer: Answer) -> Any:
        interaction = answer.interaction
        host = host_of(interaction)
        view = await host.games.get(self.game)
        if interaction.channel_id not in (view.where, view.channel_id):
            raise InvalidInputError(UiRefusal.BUTTON_ELSEWHERE)
        await self.check(answer, view)
        host.publisher.person_acted(self.game, answer)
        return await self.request(Click(answer, host, view))

    async def check(self, reply: Answer, view: HostedGame) -> None:
        """Refuse the click before it acts (nothing to check by default)."""

    async def request(self, click: Click) -> Any:
        """Do what the button is for; return what its shape shows (the game, for a board)."""
        raise NotImplementedError


@dataclass(frozen=True)
class TurnControl(TableControl):
    """A button of the board drawn at `version`: a person who is away (the computer plays their
    seat) is told so privately, with their own I'm back, whichever they click."""

    version: int

    async def check(self, reply: Answer, view: HostedGame) -> None:
        # The person's words only for the note: reading their language on every click would
        # ask the database on the board's hot path.
        if away_seat(view, reply.user_id) is not None:
            raise Refused(away_note(view, await reply.words()))


@dataclass(frozen=True)
class Question(TableControl):
    """The 'yes' under a private question about a game (/sho end, /sho kick, /sho leave, I'm
    back): the question is replaced by what was done, or by why not. `target` is the person
    a removal names (0 for none)."""

    target: int

    style: ClassVar[Style] = Style.danger

    def shape(self, host: ShoHost) -> Shape[Any]:
        return Confirmed()

    async def request(self, click: Click) -> Reply:
        return Reply(await self.confirm(click))

    async def confirm(self, click: Click) -> str:
        """Do it; the sentence that says it was done."""
        raise NotImplementedError


@dataclass(frozen=True)
class AwayBackButton(Question, id="sho:c:{game}:back:{target}"):
    """I'm back, on the private note of a person who is away: their seat is theirs again."""

    label: ClassVar[str] = "button-back"
    style: ClassVar[Style] = Style.primary

    async def confirm(self, click: Click) -> str:
        await click.games.back(self.game, click.user_id)
        return (await click.words()).say("play-back")


def away_seat(view: HostedGame, user_id: int) -> Seat | None:
    """The person's seat at this table, if the computer plays it because they are away."""
    index = view.table.seat_of(user_id)
    if index is None or not view.table.status.is_live:
        return None
    seat = view.table.seats[index]
    return seat if seat.away else None


def away_note(view: HostedGame, words: Words) -> Reply:
    """What a person who is away is told when they click the board: the computer plays for
    them, with their own I'm back (nobody else sees it or can use it)."""
    back = AwayBackButton(view.id, 0).drawn(words)
    return Reply(words.say("seat-away-note"), view=Rows([back]))
