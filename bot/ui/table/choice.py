"""Choosing a move on the board: one button per move when there are few; when there are many,
two small steps: first what moves (each stack by its spot and size, a new coin), then how far
(`+2 → 11`, `+9 → 18 ⚔️`), with a way back. Never more than `MOST_BUTTONS` at once.

The step a board shows lives in its buttons' custom ids (game, version, step), never in memory:
a step button outlives a restart, and one clicked on an older board is refused as any stale
click is. A step changes only the buttons of the same message; the game is not touched.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from bot.engine import HAND, HOME, Move, MoveAction, MoveKind, State, Throw
from bot.render import move_label
from bot.services.hosted import HostedGame
from bot.ui.kit.answer import OnBoard, Shape
from bot.ui.kit.cards import Component
from bot.ui.kit.choice_step import FIRST_STEP, ChoiceStep
from bot.ui.kit.controls import Placed, Style
from bot.ui.kit.host import ShoHost
from bot.ui.kit.phone_rows import lines, phone_rows
from bot.ui.table.controls import Click, TurnControl
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
    view: HostedGame,
    state: State,
    throw: Throw,
    words: Words = ENGLISH,
    step: ChoiceStep = FIRST_STEP,
) -> list[Placed]:
    """The buttons of the throw's choice at `step`, in rows from the first: the moves
    themselves when there are few, else the sources first and one source's moves after."""
    game, version = view.id, view.version
    # Labels decide what is shown; buttons are made only for what is (a crowded step would
    # otherwise draw every move's and then every source's).
    if len(throw.moves) <= ONE_STEP_MOST:
        labels = [_label(move, words) for move in throw.moves]
        if fits(labels):
            moves = zip(throw.moves, labels, strict=True)
            return _in_rows([_move_button(view, move, label) for move, label in moves], labels)
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
    shown = list(zip(entries[page.start : page.stop], labels[page.start : page.stop], strict=True))
    drawn = [_entry_button(view, entry, label) for entry, label in shown]
    labels = [label for _, label in shown]
    turns = ((ChoiceBackButton, page.back, back_label), (ChoiceMoreButton, page.more, more_label))
    for kind, to, label in turns:
        if to is not None:
            turn = kind(game, version, to)
            drawn.append((turn, turn.drawn(label=label)))
            labels.append(label)
    return _in_rows(drawn, labels)


def fits(labels: Sequence[str]) -> bool:
    """Whether buttons with these labels make a step: few enough, and on a phone's lines."""
    return len(labels) <= MOST_BUTTONS and lines(labels) <= CHOICE_LINES


Drawn = tuple[TurnControl, Component]


def _in_rows(drawn: list[Drawn], labels: Sequence[str]) -> list[Placed]:
    """Each row a line of a phone: as many buttons as fit on one."""
    rows = phone_rows(labels)
    return [Placed(control, made, row) for (control, made), row in zip(drawn, rows, strict=True)]


def _label(move: Move, words: Words, *, by_distance: bool = False) -> str:
    return move_label(move, by_distance=by_distance, words=words)


def _entry_label(entry: Move | Source, words: Words) -> str:
    if isinstance(entry, Source):
        return _source_label(entry, words)
    return _label(entry, words, by_distance=entry.kind not in DIRECT_KINDS)


def _entry_button(view: HostedGame, entry: Move | Source, label: str) -> Drawn:
    if isinstance(entry, Source):
        source = SourceButton(view.id, view.version, entry.spot)
        return source, source.drawn(label=label, style=_source_style(entry))
    return _move_button(view, entry, label)


def _move_button(view: HostedGame, move: Move, label: str) -> Drawn:
    chosen = MoveButton(view.id, view.version, MoveAction.of(move.key))
    return chosen, chosen.drawn(label=label, style=move_style(move))


def _source_label(source: Source, words: Words) -> str:
    if source.spot == HAND:
        return words.say("choice-source-new")
    return words.say("choice-source", source=source.spot, coins=source.coins)


def move_style(move: Move) -> Style:
    """A kill red, a coin home green, a rethrow grey, any other move blue."""
    if move.last.killed:
        return Style.danger
    if move.target == HOME:
        return Style.success
    if move.kind is MoveKind.RETHROW:
        return Style.secondary
    return Style.primary


def _source_style(source: Source) -> Style:
    """The colour of the source's most telling move (a kill first, then a coin home), so a
    stack that can kill is seen before it is opened; grey otherwise."""
    styles = {move_style(move) for move in source.moves}
    for telling in (Style.danger, Style.success):
        if telling in styles:
            return telling
    return Style.secondary


# -- the step buttons ------------------------------------------------------------------------


@dataclass(frozen=True)
class Step(TurnControl):
    """A button that shows the clicked board at another step of choosing (the game unchanged):
    for the person to move only; anyone else, or a click on an older board, is told why not."""

    def shape(self, host: ShoHost) -> Shape[Any]:
        return OnBoard(host.publisher, step=self.step)

    @property
    def step(self) -> ChoiceStep:
        raise NotImplementedError

    async def request(self, click: Click) -> HostedGame:
        return await click.games.choosing(self.game, click.user_id, self.version)


@dataclass(frozen=True)
class SourceButton(Step, id="sho:p:{game}:{version}:{source}"):
    """A stack (or a new coin, `HAND`): shows the moves it can make."""

    source: int

    label: ClassVar[str] = "button-move"

    @property
    def step(self) -> ChoiceStep:
        return ChoiceStep(self.source)


@dataclass(frozen=True)
class ChoiceTurnButton(Step):
    """A button that goes to another step of the same choice: back, or to the next page."""

    to: ChoiceStep

    @property
    def step(self) -> ChoiceStep:
        return self.to


@dataclass(frozen=True)
class ChoiceBackButton(ChoiceTurnButton, id="sho:p:{game}:{version}:back:{to}"):
    """Back to the step before (the sources, or the page before)."""

    label: ClassVar[str] = "choice-back"


@dataclass(frozen=True)
class ChoiceMoreButton(ChoiceTurnButton, id="sho:p:{game}:{version}:more:{to}"):
    """The next page of a step too long for one (rare: a crowded track after a pa ra)."""

    label: ClassVar[str] = "choice-more"
