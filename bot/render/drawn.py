"""The whole board as a small value for the Discord layer (or a terminal): title, text, legend."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine import Dice, Move, MoveAction, State, load_position
from bot.render.grid import grid_lines
from bot.render.names import seat_names, side_names
from bot.render.rules_words import house_rules, options_listed
from bot.render.style import DICE, DOT, PARA, SIDE_STYLES, TIMES, TURN, WIN, Theme
from bot.render.words import dice_text, move_label
from bot.words import ENGLISH, Words

FENCE = "```"


@dataclass(frozen=True)
class DrawnBoard:
    """A rendered board: a title, the board with its status lines and a legend (a page of the
    replay), or one message's content."""

    title: str
    description: str
    """Status lines around the board; with a markdown theme the board is in a code block."""
    legend: str
    """One line explaining the symbols (a page's small print)."""
    theme: Theme

    @property
    def content(self) -> str:
        """Everything as one message (at most 2,000 characters for Discord) or terminal text."""
        if self.theme.markdown:
            legend = self.legend.replace("*", "\\*")
            return f"**{self.title}**\n{self.description}\n-# {legend}"
        return f"{self.title}\n{self.description}\n{self.legend}"


def _stacks(state: State, side: int) -> str:
    return ", ".join(
        f"{spot} ({TIMES}{n})" if n > 1 else str(spot)
        for spot, owner, n in state.stacks()
        if owner == side
    )


def _side_line(state: State, side: int, name: str, theme: Theme, words: Words) -> str:
    style = SIDE_STYLES[side]
    if state.players == 4:
        name = words.say("position-partners", name=name)
    track = _stacks(state, side)
    hand, home = state.hand[side], state.home[side]
    if track:
        counts = words.say("position-side-on", name=name, hand=hand, home=home, track=track)
    else:
        counts = words.say("position-side", name=name, hand=hand, home=home)
    if theme.markdown:
        return f"{style.emoji} **{style.letter}** {counts}"
    return f"{style.letter}  {counts}"


def _turn_line(
    state: State, seats: Sequence[str], sides: Sequence[str], theme: Theme, step: str, words: Words
) -> str:
    bold = "**" if theme.markdown else ""
    if state.winner is not None:
        partners = "yes" if state.players == 4 else "no"
        side = f"{bold}{sides[state.winner]}{bold}"
        text = words.say("position-won", side=side, partners=partners)
        return f"{WIN} {text}" if theme.markdown else text
    style = SIDE_STYLES[state.side_to_throw]
    badge = f"{style.emoji} {style.letter}" if theme.markdown else style.letter
    name = f"{bold}{seats[state.turn]}{bold}"
    text = words.say("position-turn", name=name, badge=badge, step=step)
    if state.kept:
        kept = words.say("position-kept", kept=state.kept)
        text += f" {DOT} {PARA} {kept}" if theme.markdown else f" {DOT} {kept}"
    return f"{TURN} {text}" if theme.markdown else text


def _last_line(
    dice: Dice,
    move: Move | None,
    seat: int | None,
    seats: Sequence[str],
    theme: Theme,
    words: Words,
) -> str:
    thrown = dice_text(dice, words=words)
    if seat is None:
        text = words.say("position-last-throw", dice=thrown)
    else:
        text = words.say("position-thrown", name=seats[seat], dice=thrown)
    if move is not None:
        label = move_label(move, symbols=theme.markdown, words=words)
        text = words.say("position-last-move", text=text, label=label)
    return f"{DICE} {text}" if theme.markdown else text


def _options_line(state: State, words: Words) -> str | None:
    rules = house_rules(state.options, words)
    return words.say("option-house-rules", rules=options_listed(rules, words)) if rules else None


def render_board(
    state: State,
    *,
    names: Sequence[str] | None = None,
    last_dice: Dice | None = None,
    last_move: Move | MoveAction | None = None,
    last_seat: int | None = None,
    awaiting_move: bool = False,
    theme: Theme = Theme.DISCORD,
    house_rules_line: bool = True,
    words: Words = ENGLISH,
) -> DrawnBoard:
    """The board of `state` with the players' names (one per seat) and the last throw and move.

    The last move's spots are starred on the board (a legal move, or only the move chosen: its
    label is written only for a legal move); names are made safe for the theme.
    `awaiting_move`: the seat has thrown and is choosing a move (it is "to move", not "to throw").
    `house_rules_line` False leaves out the line of options (a caller that names them itself).
    """
    seats = seat_names(state.players, names, theme, words=words)
    sides = side_names(seats, state.sides, words)
    step = "move" if awaiting_move else "throw"
    if state.winner is not None:
        partners = "yes" if state.players == 4 else "no"
        title = words.say("position-title-won", side=sides[state.winner], partners=partners)
    else:
        title = words.say("position-title", name=seats[state.turn], step=step)
    lines = []
    if last_dice is not None:
        labelled = last_move if isinstance(last_move, Move) else None
        lines.append(_last_line(last_dice, labelled, last_seat, seats, theme, words))
    marked = set(last_move.spots) if last_move else set()
    grid = grid_lines(state, marked, colour=theme is Theme.ANSI)
    if theme.markdown:
        grid = [FENCE + ("ansi" if theme is Theme.ANSI else ""), *grid, FENCE]
    lines.extend(grid)
    lines.extend(_side_line(state, s, sides[s], theme, words) for s in range(state.sides))
    lines.append(_turn_line(state, seats, sides, theme, step, words))
    options = _options_line(state, words) if house_rules_line else None
    if options:
        lines.append(options)
    return DrawnBoard(title, "\n".join(lines), words.say("position-legend"), theme)


def board_text(position: dict[str, Any]) -> str:
    """The board of a position (docs/position.md) as plain text with default names.

    Raises `bot.engine.InvalidPositionError` for an invalid position.
    """
    return render_board(load_position(position), theme=Theme.PLAIN).content
