"""A replay as Discord shows it: a card of the board after one step, and buttons to step through
the game.

The buttons are controls carrying the game and the step to show, so an old replay still steps
after a restart; "Jump to throw" asks for the throw's number in a form.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

import discord

from bot.render import Theme, event_line, render_board
from bot.services.replays import Replay
from bot.table.errors import InvalidInputError
from bot.ui.kit.answer import Answer, Form, Private, Refused, Shape, Update
from bot.ui.kit.cards import Card, Component, page
from bot.ui.kit.clicked import carries_id
from bot.ui.kit.controls import Answered, Button, Style, submitted
from bot.ui.kit.host import ShoHost, host_of
from bot.ui.kit.refusals import UiRefusal
from bot.ui.kit.replies import Reply
from bot.ui.kit.seat_names import seat_names
from bot.words import ENGLISH, Words

COLOUR = 0x5D4037


async def replay_of(interaction: discord.Interaction[Any], game_id: int) -> Replay:
    """The replay of a game that may be shown to this person here."""
    guild, user = interaction.guild_id or 0, interaction.user.id
    return await host_of(interaction).replays.replay(guild, game_id, user)


def clamp(replay: Replay, step: int) -> int:
    return max(0, min(step, replay.last))


def replay_message(replay: Replay, step: int, words: Words = ENGLISH) -> Card:
    """The board after `step` (clamped), with what that step did and the buttons to step on."""
    step = clamp(replay, step)
    shown = replay.steps[step]
    game, report = shown.game, shown.report
    names = seat_names(replay.seats, words)
    board = render_board(
        game.state,
        names=names,
        # The line above the board says what the step did; the board only marks the move.
        last_move=None if report is None else report.move,
        awaiting_move=game.pending is not None,
        theme=Theme.DISCORD,
        words=words,
    )
    if report is None:
        happened = words.say("replay-start")
    else:
        happened = event_line(report, names=names, words=words)
    footer = words.say(
        "replay-footer", step=step, last=replay.last, throw=shown.throw, throws=replay.throws
    )
    return page(
        COLOUR,
        words.say("replay-title", game=replay.game_id, board=board.title),
        f"{happened}\n\n{board.description}",
        footer=f"{footer}\n{board.legend}",
        rows=[replay_buttons(replay, step, words)],
    )


def replay_buttons(replay: Replay, step: int, words: Words = ENGLISH) -> list[Component]:
    step = clamp(replay, step)
    targets = {
        ReplayKind.FIRST: 0,
        ReplayKind.BACK: step - 1,
        ReplayKind.NEXT: step + 1,
        ReplayKind.LAST: replay.last,
        ReplayKind.JUMP: step,
    }
    buttons = []
    for kind, target in targets.items():
        off = kind is not ReplayKind.JUMP and (target == step or not 0 <= target <= replay.last)
        shown = ReplayButton(replay.game_id, kind, clamp(replay, target))
        buttons.append(shown.drawn(words, disabled=off))
    return buttons


class ReplayKind(StrEnum):
    """Where a replay's button goes (the value is the custom id's part)."""

    FIRST = "first"
    BACK = "back"
    NEXT = "next"
    LAST = "last"
    JUMP = "jump"


_BUTTONS = {
    ReplayKind.FIRST: ("replay-first", Style.secondary),
    ReplayKind.BACK: ("replay-back", Style.primary),
    ReplayKind.NEXT: ("replay-next", Style.primary),
    ReplayKind.LAST: ("replay-last", Style.secondary),
    ReplayKind.JUMP: ("replay-jump", Style.secondary),
}
"""Each button's message and style."""


@dataclass(frozen=True)
class ReplayButton(Button, id="sho:replay:{game}:{kind}:{step}"):
    """Show one step of a game's replay in place (or ask which throw to jump to)."""

    game: int
    kind: ReplayKind
    step: int

    def look(self) -> tuple[str, Style]:
        return _BUTTONS[self.kind]

    def shape(self, host: ShoHost) -> Shape[Any]:
        # A form can only be the first answer: when the replay is slow to read, the person is
        # told so instead.
        return Form("replay-slow-jump") if self.kind is ReplayKind.JUMP else Update()

    async def act(self, answer: Answer) -> Reply | discord.ui.Modal:
        replay = await replay_of(answer.interaction, self.game)
        words = await answer.words()
        if self.kind is ReplayKind.JUMP:
            return jump_form(self.game, replay.throws, words)
        return Reply(view=replay_message(replay, self.step, words))


@dataclass(frozen=True)
class WatchReplayButton(Button, id="sho:watch:{game}"):
    """Under a finished game's summary: its replay, from the first throw, shown only to the
    person who pressed it (anyone may watch; nobody's view of the channel changes)."""

    game: int

    label: ClassVar[str] = "replay-watch"
    emoji: ClassVar[str | None] = "🎞️"

    def shape(self, host: ShoHost) -> Shape[Any]:
        return Private()

    async def act(self, answer: Answer) -> Reply:
        replay = await replay_of(answer.interaction, self.game)
        words = await answer.words()
        return Reply(view=replay_message(replay, 0, words))


THROW_INPUT = "throw"
"""The custom id of the form's one text input."""


def jump_form(game: int, throws: int, words: Words = ENGLISH) -> discord.ui.Modal:
    """The form asking for the number of the throw to show. It is answered by `JumpForm` from
    its custom id (so after a restart too), not by discord.py, which is not asked to keep it."""
    form = discord.ui.Modal(
        title=words.say("replay-jump-title"), custom_id=JumpForm(game).custom_id
    )
    form.add_item(
        discord.ui.TextInput(
            label=words.say("replay-jump-label"),
            placeholder=words.say("replay-jump-range", throws=throws),
            custom_id=THROW_INPUT,
            min_length=1,
            max_length=5,
        )
    )
    form.stop()
    return form


@dataclass(frozen=True)
class JumpForm(Answered, id="sho:replayjump:{game}"):
    """The jump form sent: the replay it was opened from, shown at the throw asked for (only
    on a message that carries the game's Jump button: a form's id can be forged too)."""

    game: int

    answers: ClassVar[discord.InteractionType] = discord.InteractionType.modal_submit

    def _opened_it(self, custom_id: str) -> bool:
        """Whether the id is this game's Jump button (the one that opened the form)."""
        button = ReplayButton.parse(custom_id)
        return button is not None and button.game == self.game and button.kind is ReplayKind.JUMP

    async def act(self, answer: Answer) -> Reply:
        message = answer.interaction.message
        if message is None or not carries_id(message, self._opened_it):
            raise Refused(Reply((await answer.words()).say("notice-not-mine")))
        text = submitted(answer.interaction).get(THROW_INPUT, "").strip()
        number = int(text) if text.isdigit() else -1
        replay = await replay_of(answer.interaction, self.game)
        if not 1 <= number <= replay.throws:
            raise InvalidInputError(UiRefusal.THROW_NUMBER, throws=replay.throws)
        step = replay.step_of_throw(number)
        words = await answer.words()
        return Reply(view=replay_message(replay, step, words))
