"""The board as a Components V2 message: one card in the colour of the side to move.

From the top: what just happened (the throw's dice as a heading, the moment's mark: a kill, a
stack, a pa ra, the crooked nine, a coin home) and whose turn it is (or who won), said once; the
spiral, where every spot keeps the number the buttons name; a small line per side; the choices;
what the spiral's marks mean, the game's number and settings, small. Sized for a phone (390 px
wide, at most 700 px tall with the choices): the log's older lines stay in the replay.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.engine import HOME, MoveAction, MoveKind, Report, ThrowKind
from bot.render import Theme, dice_text, spiral_lines
from bot.render.names import seat_names as render_seat_names
from bot.render.names import side_names
from bot.render.style import CROOKED_NINE, HOUSE, KILL, PARA, SIDE_STYLES, STACK
from bot.services.hosted import HostedGame
from bot.table.events import Played, TableEvent
from bot.table.status import GameStatus
from bot.table.table import Table
from bot.ui.kit.cards import CLOSED_COLOUR, Block, Component, action_rows, card, section
from bot.ui.kit.controls import Placed, in_rows
from bot.ui.kit.seat_names import seat_names
from bot.ui.table.log_words import event_text
from bot.words import ENGLISH, Value, Words

FENCE = "```"
EVENTS_SHOWN = 2
"""The most lines of the log a board shows (a third would push a phone's board past 700 px)."""


def board_layout(
    view: HostedGame,
    *,
    turn: str,
    choices: Sequence[Placed],
    rules: Component | None,
    footer: str,
    words: Words = ENGLISH,
) -> discord.ui.LayoutView:
    """The board of a game that began: `turn` says whose turn it is (or that the game is over),
    `choices` are the buttons of the turn (in rows by their `row`), `rules` the button to read
    the rules, `footer` the small print (the game's number and settings)."""
    table = view.table
    game = table.game
    assert game is not None
    state = game.state
    live = table.status.is_live and state.winner is None
    marked = MoveAction.of(table.last_move).spots if table.last_move else ()
    spiral = spiral_lines(state, marked, state.side_to_throw if live else None)
    # One text for all three: each text display more is a gap a phone pays for in height.
    sides = (f"-# {side}" for side in _sides(table, words))
    blocks: list[Block] = ["\n".join((_headline(view, turn, words), FENCE, *spiral, FENCE, *sides))]
    blocks.extend(action_rows(in_rows(choices)))
    footer = f"-# {footer}"
    if rules is None:
        blocks.append(footer)
    else:
        # Beside the small print, which wraps in the button's height: among the choices it
        # took a phone's line whenever they filled theirs.
        blocks.append(section(footer, rules))
    return card(_accent(table), blocks)


def _accent(table: Table) -> int:
    """The colour of the side to move; of the winners once the game is won (or resigned to
    them); grey once over without a winner."""
    game = table.game
    assert game is not None
    state = game.state
    if table.winner_side is not None:
        return SIDE_STYLES[table.winner_side].colour
    if not table.status.is_live:
        return CLOSED_COLOUR
    return SIDE_STYLES[state.side_to_throw].colour


def _headline(view: HostedGame, turn: str, words: Words) -> str:
    """What happened since the seat to act last played (the last action, and an older one unless
    it was an ordinary move) and whose turn it is, in the order it happened: with a throw
    waiting for a move, the throw's dice come last; else the last throw's dice come before what
    it did."""
    table = view.table
    game = table.game
    assert game is not None
    pending = game.pending if table.status is GameStatus.ACTIVE else None
    events = _since_last_turn(table)
    # An older line small (a line a phone wraps costs it two or three), and not for an
    # ordinary move: the spiral shows where it went.
    lines = [f"-# {_said(event, table, words)}" for event in events[:-1] if not _ordinary(event)]
    latest = events[-1] if events else None
    if pending is not None:
        if latest is not None:
            lines.append(_latest(latest, table, words))
        lines.append(f"### {dice_text(pending.dice, game.state.kept, words)}")
    elif latest is not None:
        if isinstance(latest, Played):
            report = latest.report
            lines.append(f"### {dice_text(report.dice, report.kept, words)}")
        lines.append(_latest(latest, table, words))
    lines.append(turn)
    return "\n".join(lines)


def _since_last_turn(table: Table) -> tuple[TableEvent, ...]:
    """The log's events after the last one the seat to act played (at most `EVENTS_SHOWN`; at
    least the newest): what a person coming back to the board has not seen."""
    seat = table.seat_to_act
    log = table.log[-EVENTS_SHOWN:]
    for back, event in enumerate(reversed(log)):
        if isinstance(event, Played) and event.report.seat == seat:
            return log[len(log) - back :] or log[-1:]
    return log


def _said(event: TableEvent, table: Table, words: Words) -> str:
    return f"{_mark(event)}{event_text(event, table, words)}"


def _latest(event: TableEvent, table: Table, words: Words) -> str:
    """The newest line of the log: full size for a moment players talk about, else small."""
    said = _said(event, table, words)
    return said if _mark(event) else f"-# {said}"


def _ordinary(event: TableEvent) -> bool:
    """A throw or move that was no moment: what it did, the spiral shows."""
    return isinstance(event, Played) and not _mark(event)


def _mark(event: TableEvent) -> str:
    """The mark of a moment players talk about, before the line saying it (a win has the
    trophy of the line saying the game is over)."""
    if not isinstance(event, Played):
        return ""
    mark = _moment(event.report)
    return f"{mark} " if mark else ""


def _moment(report: Report) -> str:
    if report.kind in (ThrowKind.PARA_KEPT, ThrowKind.THIRD_PARA):
        return PARA
    move = report.move
    if move is None:
        return ""
    last = move.last
    if last.killed:
        return KILL
    if move.kind is MoveKind.CROOKED_NINE:
        return CROOKED_NINE
    if last.target == HOME:
        return HOUSE
    if last.kind is MoveKind.STACK:
        return STACK
    return ""


def _sides(table: Table, words: Words) -> list[str]:
    """A line per side: its colour and letter, name, coins in hand and home (its stacks are on
    the spiral), and who of it is away."""
    game = table.game
    assert game is not None
    state = game.state
    seats = render_seat_names(state.players, seat_names(table.seats, words), Theme.DISCORD)
    sides = side_names(seats, state.sides, words)  # partners joined by "&", as in the lobby
    lines = []
    for side, name in enumerate(sides):
        style = SIDE_STYLES[side]
        counts: dict[str, Value] = {
            "name": name,
            "hand": state.hand[side],
            "home": state.home[side],
        }
        away = [
            seats[i]
            for i, seat in enumerate(table.seats)
            if seat.away and not seat.left and state.side_of(i) == side
        ]
        if away:
            said = words.say("table-side-away", away=away[0], **counts)
        else:
            said = words.say("table-side", **counts)
        lines.append(f"{style.emoji} **{style.letter}** {said}")
    return lines
