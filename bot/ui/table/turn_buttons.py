"""A turn's buttons on the board: Throw, Resign, Rules, the moves, and two kept for boards drawn
before (I'm back for everyone, and a menu of moves), so a click on such a board is still
answered.

Each id holds the game and the version it was drawn for, never state, so it outlives a restart
and a click on an old board is recognised.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from bot.engine import InvalidMoveTextError, MoveAction
from bot.services.hosted import HostedGame
from bot.ui.kit.answer import Private, Shape
from bot.ui.kit.cards import Rows
from bot.ui.kit.controls import Style, chosen_values
from bot.ui.kit.host import ShoHost
from bot.ui.kit.replies import Reply
from bot.ui.rules.message import rules_here, rules_message
from bot.ui.table.confirm_buttons import ResignYesButton
from bot.ui.table.controls import Click, TableControl, TurnControl


@dataclass(frozen=True)
class ThrowButton(TurnControl, id="sho:g:{game}:{version}:throw"):
    """Throw the dice."""

    label: ClassVar[str] = "button-throw"
    style: ClassVar[Style] = Style.success
    emoji: ClassVar[str | None] = "🎲"

    async def request(self, click: Click) -> HostedGame:
        return await click.games.throw(self.game, click.user_id, self.version)


@dataclass(frozen=True)
class MoveButton(TurnControl, id="sho:m:{game}:{version}:{move}"):
    """One legal move, labelled as the renderer labels it (bot/ui/table/choice.py)."""

    move: MoveAction

    label: ClassVar[str] = "button-move"
    style: ClassVar[Style] = Style.primary

    async def request(self, click: Click) -> HostedGame:
        return await click.games.move(self.game, click.user_id, self.move, self.version)


@dataclass(frozen=True)
class RulesButton(TurnControl, id="sho:g:{game}:{version}:rules"):
    """The rules of the game on the board, its differences from the table rules first, shown
    to the person alone."""

    label: ClassVar[str] = "button-rules"
    emoji: ClassVar[str | None] = "📖"

    def shape(self, host: ShoHost) -> Shape[Any]:
        return Private()

    async def request(self, click: Click) -> Reply:
        rules = await rules_here(click.interaction)
        words = await click.words()
        return Reply(view=rules_message(0, rules, words))


@dataclass(frozen=True)
class ResignButton(TableControl, id="sho:g:{game}:{version}:resign"):
    """Give up a rated game of two, asked first, privately (a person who is away may too)."""

    version: int

    label: ClassVar[str] = "button-resign"
    emoji: ClassVar[str | None] = "🏳️"

    def shape(self, host: ShoHost) -> Shape[Any]:
        return Private()

    async def request(self, click: Click) -> Reply:
        click.view.table.request_resign(click.user_id)  # refused now, not after the question
        words = await click.words()
        yes = ResignYesButton(self.game, 0).drawn(words)
        return Reply(words.say("seat-resign-question"), view=Rows([yes]))


@dataclass(frozen=True)
class BackButton(TableControl, id="sho:g:{game}:{version}:back"):
    """I'm back, as boards once showed it to everyone (a person who is away is now offered
    their own, bot/ui/table/controls.py)."""

    version: int

    label: ClassVar[str] = "button-back"
    style: ClassVar[Style] = Style.primary

    async def request(self, click: Click) -> HostedGame:
        return await click.games.back(self.game, click.user_id)


@dataclass(frozen=True)
class MoveSelect(TurnControl, id="sho:s:{game}:{version}:{part}"):
    """A menu of legal moves, drawn on boards before moves were chosen in two steps."""

    part: int

    async def request(self, click: Click) -> HostedGame:
        return await click.games.move(self.game, click.user_id, picked(click), self.version)


def picked(click: Click) -> MoveAction:
    """The move chosen in a menu, read from the click itself. Garbled values give a move that
    is never legal (the table refuses it as it refuses any move not offered)."""
    values = chosen_values(click.interaction)
    try:
        return MoveAction.from_text(values[0] if values else "")
    except InvalidMoveTextError:
        return NO_MOVE


NO_MOVE = MoveAction(-1, -1)
"""A move no throw ever offers."""
