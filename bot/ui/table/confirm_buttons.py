"""The 'yes' of /sho end, /sho kick and /sho leave in a game, under the private question each
asks first (I'm back, the fourth question, is bot/ui/table/controls.py's)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from bot.table.errors import InvalidInputError
from bot.ui.kit.refusals import UiRefusal
from bot.ui.table.controls import Click, Question


@dataclass(frozen=True)
class EndButton(Question, id="sho:c:{game}:end:{target}"):
    """Yes, end the game for everyone."""

    label: ClassVar[str] = "button-confirm-end"

    async def confirm(self, click: Click) -> str:
        await click.games.end(self.game, click.user_id, manager=await click.moderates())
        return (await click.words()).say("confirm-ended")


@dataclass(frozen=True)
class KickButton(Question, id="sho:c:{game}:kick:{target}"):
    """Yes, hand this player's seat to the computer."""

    label: ClassVar[str] = "button-confirm-kick"

    async def confirm(self, click: Click) -> str:
        seat = click.view.table.seat_of(self.target)
        if seat is None:
            raise InvalidInputError(UiRefusal.LEFT_TABLE)
        await click.games.kick(self.game, click.user_id, seat, manager=await click.moderates())
        return (await click.words()).say("confirm-kicked", user=str(self.target))


@dataclass(frozen=True)
class ResignYesButton(Question, id="sho:c:{game}:resign:{target}"):
    """Yes, resign: the game ends, the other player wins."""

    label: ClassVar[str] = "button-confirm-resign"

    async def confirm(self, click: Click) -> str:
        user = click.user_id
        await click.games.request(self.game, user, lambda table: table.request_resign(user))
        return (await click.words()).say("confirm-resigned")


@dataclass(frozen=True)
class LeaveButton(Question, id="sho:c:{game}:leave:{target}"):
    """Yes, leave the game under way: the computer plays the seat, the game counts as lost."""

    label: ClassVar[str] = "seat-leave-yes"

    async def confirm(self, click: Click) -> str:
        await click.games.leave(self.game, click.user_id)
        return (await click.words()).say("lobby-left-game")
