"""Choosing a move on the board: one button per move when there are few; when there are many,
two small steps: first what moves (each stack by its spot and size, a new coin), then how far
(`+2 → 11`, `+9 → 18 ⚔️`), with a way back. Never more than `MOST_BUTTONS` at once.

The step a board shows lives in its buttons' custom ids (game, version, step), never in memory:
a step button outlives a restart, and one clicked on an older board is refused as any stale
click is. A step changes only the buttons of the same message; the game is not touched.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.engine import HAND, HOME, Move, MoveAction, MoveKind, State, Throw
from bot.render import move_label
from bot.services.errors import OldBoardError
from bot.services.views import GameView
from bot.table.errors import ShoError
from bot.ui.kit.choice_step import FIRST_STEP, ChoiceStep
from bot.ui.kit.errors import reports_errors
from bot.ui.kit.host import host_of
from bot.ui.kit.notes import tell
from bot.ui.kit.phone_rows import lines, phone_rows
from bot.ui.table.away import told_away
from bot.ui.table.clicks import game_of_button, refused
from bot.ui.table.turn_buttons import MoveButton
from bot.words import ENGLISH, Words

MOST_BUTTONS = 6
"""The most buttons a step of choosing shows at once, its Back and More included (issue 36
allows eight; the board's height at 390 px asks for fewer)."""
CHOICE_LINES = 2
"""The most lines of a phone a step's buttons take: with more, the step is split into pages (or
the moves into two steps), so the board with its choices stays within 700 px at 390 px."""
ONE_STEP_MOST = 6
"""Up to this many moves (if their buttons fit `CHOICE_LINES`), each has its own button and
there is no first step."""
DIRECT_KINDS = frozenset(
    {MoveKind.RETHROW, MoveKind.THIRD_PARA, MoveKind.CROOKED_NINE, MoveKind.OPEN}
)
"""Moves that belong to no stack (a pa ra's rethrow and win, an opening): always one button."""

STEP = r"sho:p:(?P<game>[0-9]{1,18}):(?P<version>[0-9]{1,9})"
"""A step of the choice: `sho:p:<game>:<version>:...`."""
WHERE = r"(?P<where>t|[0-9]{1,2}):(?P<page>[0-9]{1,2})"
"""The step a button leads to: `t` (the first step) or a source's spot (0: the hand), and a
page of it."""

Button = discord.ui.DynamicItem[discord.ui.Button[Any]]
Item = discord.ui.DynamicItem[Any]


@dataclass(frozen=True)
class Source:
    """What a move moves: a stack on a spot (its size) or a coin from the hand (`HAND`)."""

    spot: int
    coins: int
    moves: tuple[Move, ...]


def split(throw: Throw, state: State) -> tuple[tuple[Move, ...], tuple[Source, ...]]:
    """The moves that belong to no stack, and the throw's other moves by what they move (the
    hand first, then along the track), each source's moves by distance."""
    direct = tuple(m for m in throw.moves if m.kind in DIRECT_KINDS)
    by_spot: dict[int, list[Move]] = {}
    for move in throw.moves:
        if move.kind not in DIRECT_KINDS:
            by_spot.setdefault(move.source, []).append(move)
    sources = tuple(
        Source(
            spot,
            0 if spot == HAND else state.board[spot] >> 2,
            tuple(sorted(moves, key=lambda m: (m.distance, m.key))),
        )
        for spot, moves in sorted(by_spot.items())
    )
    return direct, sources


@dataclass(frozen=True)
class Page:
    """The part of a list one step shows, and the ways on."""

    start: int
    stop: int
    back: ChoiceStep | None
    more: ChoiceStep | None


def page_of(
    labels: Sequence[str], step: ChoiceStep, up: ChoiceStep | None, back: str, more: str
) -> Page:
    """Which of the entries (their buttons' `labels`) the step shows: all of them if they fit
    (beside a Back button to `up`, if there is a step to go back to), else pages with Back (to
    the page before, or `up`) and More (to the next), each as full as `fits` allows. `back` and
    `more` are the two buttons' labels."""
    start, page = 0, 0
    while True:
        before = ChoiceStep(step.source, page - 1) if page else up
        ways = [back] if before is not None else []
        if fits([*labels[start:], *ways]):
            return Page(start, len(labels), before, None)
        stop = start + 1  # at least one entry a page, however wide
        while stop < len(labels) and fits([*labels[start : stop + 1], *ways, more]):
            stop += 1
        if page == step.page:
            return Page(start, stop, before, ChoiceStep(step.source, page + 1))
        start, page = stop, page + 1


def choice_items(
    view: GameView,
    state: State,
    throw: Throw,
    words: Words = ENGLISH,
    step: ChoiceStep = FIRST_STEP,
) -> list[Item]:
    """The buttons of the throw's choice at `step`, in rows from the first: the moves
    themselves when there are few, else the sources first and one source's moves after."""
    game, version = view.id, view.version
    # Labels decide what is shown; buttons are made only for what is (a discord.py button is
    # about a dozen objects, and a crowded step measured every move's and then every source's).
    if len(throw.moves) <= ONE_STEP_MOST:
        labels = [_label(move, words) for move in throw.moves]
        if fits(labels):
            moves = zip(throw.moves, labels, strict=True)
            return _in_rows([_move_button(view, move, label) for move, label in moves])
    direct, sources = split(throw, state)
    chosen = next((s for s in sources if s.spot == step.source), None)
    up: ChoiceStep | None = FIRST_STEP
    if chosen is None and not direct and len(sources) == 1:
        # One stack to choose from: its moves at once, with nowhere to go back to.
        chosen, up = sources[0], None
    if chosen is None:
        step, up = ChoiceStep(None, step.page), None
        entries: list[Move | Source] = [*direct, *sources]
    else:
        step = ChoiceStep(chosen.spot, step.page)
        entries = list(chosen.moves)
    labels = [_entry_label(entry, words) for entry in entries]
    back_label, more_label = words.say("choice-back"), words.say("choice-more")
    page = page_of(labels, step, up, back_label, more_label)
    shown = zip(entries[page.start : page.stop], labels[page.start : page.stop], strict=True)
    items = [_entry_button(view, entry, label) for entry, label in shown]
    if page.back is not None:
        items.append(ChoiceBackButton(game, version, page.back, back_label))
    if page.more is not None:
        items.append(ChoiceMoreButton(game, version, page.more, more_label))
    return _in_rows(items)


def fits(labels: Sequence[str]) -> bool:
    """Whether buttons with these labels make a step: few enough, and on a phone's lines."""
    return len(labels) <= MOST_BUTTONS and lines(labels) <= CHOICE_LINES


def _labels(items: Sequence[Item]) -> list[str]:
    return [getattr(item.item, "label", None) or "" for item in items]


def _in_rows(items: list[Item]) -> list[Item]:
    """Each row a line of a phone: as many buttons as fit on one."""
    for item, row in zip(items, phone_rows(_labels(items)), strict=True):
        item.item.row = row
    return items


def _label(move: Move, words: Words, *, by_distance: bool = False) -> str:
    return move_label(move, by_distance=by_distance, words=words)


def _entry_label(entry: Move | Source, words: Words) -> str:
    if isinstance(entry, Source):
        return _source_label(entry, words)
    return _label(entry, words, by_distance=entry.kind not in DIRECT_KINDS)


def _entry_button(view: GameView, entry: Move | Source, label: str) -> Item:
    if isinstance(entry, Source):
        return SourceButton(view.id, view.version, entry.spot, label, _source_style(entry))
    return _move_button(view, entry, label)


def _move_button(view: GameView, move: Move, label: str) -> Item:
    return MoveButton(view.id, view.version, MoveAction.of(move.key), label, move_style(move))


def _source_label(source: Source, words: Words) -> str:
    if source.spot == HAND:
        return words.say("choice-source-new")
    return words.say("choice-source", source=source.spot, coins=source.coins)


def move_style(move: Move) -> discord.ButtonStyle:
    """A kill red, a coin home green, a rethrow grey, any other move blue."""
    if move.last.killed:
        return discord.ButtonStyle.danger
    if move.target == HOME:
        return discord.ButtonStyle.success
    if move.kind is MoveKind.RETHROW:
        return discord.ButtonStyle.secondary
    return discord.ButtonStyle.primary


def _source_style(source: Source) -> discord.ButtonStyle:
    """The colour of the source's most telling move (a kill first, then a coin home), so a
    stack that can kill is seen before it is opened; grey otherwise."""
    styles = {move_style(move) for move in source.moves}
    for telling in (discord.ButtonStyle.danger, discord.ButtonStyle.success):
        if telling in styles:
            return telling
    return discord.ButtonStyle.secondary


# -- the step buttons ------------------------------------------------------------------------


class SourceButton(Button, template=STEP + r":(?P<source>[0-9]{1,2})"):
    """A stack (or a new coin): shows the moves it can make."""

    def __init__(
        self,
        game: int,
        version: int,
        source: int,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or ENGLISH.say("button-move"),
                style=style,
                custom_id=f"sho:p:{game}:{version}:{source}",
            )
        )
        self.game, self.version, self.step = game, version, ChoiceStep(source)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SourceButton:
        return cls(int(match["game"]), int(match["version"]), int(match["source"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await show_step(interaction, self.game, self.version, self.step)


class ChoiceBackButton(Button, template=STEP + r":back:" + WHERE):
    """Back to the step before (the sources, or the page before)."""

    def __init__(self, game: int, version: int, step: ChoiceStep, label: str = "") -> None:
        super().__init__(
            discord.ui.Button(
                label=label or ENGLISH.say("choice-back"),
                style=discord.ButtonStyle.secondary,
                custom_id=f"sho:p:{game}:{version}:back:{step.text()}",
            )
        )
        self.game, self.version, self.step = game, version, step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ChoiceBackButton:
        return cls(int(match["game"]), int(match["version"]), ChoiceStep.of(match))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await show_step(interaction, self.game, self.version, self.step)


class ChoiceMoreButton(Button, template=STEP + r":more:" + WHERE):
    """The next page of a step too long for one (rare: a crowded track after a pa ra)."""

    def __init__(self, game: int, version: int, step: ChoiceStep, label: str = "") -> None:
        super().__init__(
            discord.ui.Button(
                label=label or ENGLISH.say("choice-more"),
                style=discord.ButtonStyle.secondary,
                custom_id=f"sho:p:{game}:{version}:more:{step.text()}",
            )
        )
        self.game, self.version, self.step = game, version, step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ChoiceMoreButton:
        return cls(int(match["game"]), int(match["version"]), ChoiceStep.of(match))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await show_step(interaction, self.game, self.version, self.step)


async def show_step(
    interaction: discord.Interaction[Any], game: int, version: int, step: ChoiceStep
) -> None:
    """The clicked board with its choice at `step`, for the person to move only; anyone else,
    or a click on an older board, is told privately why not."""
    if await told_away(interaction, game):
        return
    host = host_of(interaction)
    async with host.publisher.answering(interaction) as answer:
        try:
            view = await game_of_button(interaction, game)
            view = await host.games.choosing(view.id, interaction.user.id, version)
            host.publisher.person_acted(game, interaction)
            if not await answer.show_choice(view, step):
                raise OldBoardError(view.where, view.board_message_id)
        except ShoError as error:
            await tell(interaction, await refused(interaction, error))
