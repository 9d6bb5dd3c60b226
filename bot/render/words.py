"""Words for the game: the dice, a label and a description per legal move, a line per event."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from bot.engine import (
    COINS,
    HAND,
    HOME,
    Dice,
    Move,
    MoveKind,
    Report,
    State,
    ThrowKind,
    sides_for,
)
from bot.render.names import clip, seat_names, side_names
from bot.render.style import ARROW, DIE_FACES, HOUSE, KILL, PARA, STACK, TIMES, Theme

DESCRIPTION_LIMIT = 100
"""Discord's limit for a select option's description."""
DESCRIPTION_NAME_WIDTH = 12
"""Names are cut shorter in descriptions so the words after them always fit."""


def coins(n: int, word: str = "coin") -> str:
    """'a coin', '3 coins'."""
    return f"a {word}" if n == 1 else f"{n} {word}s"


def faces(dice: Dice | tuple[int, int]) -> str:
    """The dice as faces: '⚃ ⚂'."""
    return f"{DIE_FACES[dice[0] - 1]} {DIE_FACES[dice[1] - 1]}"


def dice_text(dice: Dice | tuple[int, int], kept: int = 0) -> str:
    """The dice as faces and numbers: '⚃ ⚂ (4 + 3)', '⚃ ⚂ (4 + 3, 2 kept)', '⚀ ⚀ (pa ra)'."""
    d1, d2 = dice
    if d1 == d2 == 1:
        return f"{faces(dice)} (pa ra)"
    return f"{faces(dice)} ({d1} + {d2}{f', {kept} kept' if kept else ''})"


def _place(spot: int) -> str:
    return "home" if spot == HOME else str(spot)


def _source(move: Move) -> str:
    if move.pair:
        return "Two coins"
    if move.source == HAND:
        return "New coin"
    return f"{move.source} ({TIMES}{move.coins})" if move.coins > 1 else str(move.source)


def _part_label(move: Move, symbols: bool) -> str:
    """One part of a move: '12 (×3) → 19 ⚔️ kill 2', plain '12 (×3) → 19, kill 2'."""
    kind = move.kind
    if kind is MoveKind.RETHROW:
        base, mark, word = "Rethrow", PARA, "keep the pa ra"
    elif kind is MoveKind.THIRD_PARA:
        base, mark, word = "Third pa ra", PARA, "a win"
    elif kind is MoveKind.CROOKED_NINE:
        return f"Crooked nine: {coins(move.coins)} {ARROW} 9"
    else:
        if kind is MoveKind.OPEN:
            base = f"Open: {coins(move.coins)} {ARROW} {move.target}"
        else:
            base = f"{_source(move)} {ARROW} {_place(move.target)}"
        if move.killed:
            mark, word = KILL, f"kill {move.killed}"
        elif kind is MoveKind.STACK:
            mark, word = STACK, "stack"
        elif kind is MoveKind.FINISH:
            mark, word = HOUSE, ""
        else:
            return base
    if not symbols:
        return f"{base}, {word}" if word else base
    return f"{base} {mark} {word}".rstrip()


def move_label(move: Move, *, symbols: bool = True) -> str:
    """A button label: '12 (×3) → 19 ⚔️ kill 2', 'New coin → 7 ➕ stack', '58 (×2) → home 🏠',
    'Two coins → 2 ⚔️ kill 2', 'Rethrow 🔁 keep the pa ra', and a finish that goes on with its
    spare steps: '60 → home 🏠, then new coin → 3' (R25).

    `symbols` False leaves out the emoji (plain text), keeping the words.
    """
    first, *rest = (_part_label(part, symbols) for part in move.parts)
    following = [label[0].lower() + label[1:] if label.startswith("New") else label
                 for label in rest]  # fmt: skip
    return ", then ".join([first, *following])


def _owned(owner: str, n: int) -> str:
    """The possessive: Dawa's coin, Dawa's 2 coins."""
    return f"{owner}'s coin" if n == 1 else f"{owner}'s {n} coins"


def _victim(state: State, move: Move, sides: Sequence[str]) -> str:
    """Whose coins a kill sends back, from the position before the move."""
    return _owned(sides[state.board[move.target] & 3], move.killed)


def _landing_words(part: Move, state: State, sides: Sequence[str]) -> str:
    """', stacking 5', ', killing Dawa's coin' or ''."""
    text = ""
    if part.kind is MoveKind.STACK:
        text += f", stacking {(state.board[part.target] >> 2) + part.coins}"
    if part.killed:
        text += f", killing {_victim(state, part, sides)}"
    return text


def _chain_description(move: Move, state: State, sides: Sequence[str]) -> str:
    """R25, shortly: 'Bring your stack of 2 on 61 home, then your coin on 20 to 24, ...'."""
    home = state.home[state.side_to_throw]
    texts = []
    for part in move.parts:
        if part.target == HOME:
            home += part.coins
            text = f"your {_group(part)} on {part.source} home"
            text += " and win" if home == COINS else ""
        elif part.source == HAND:
            text = f"a coin from your hand on {part.target}"
        else:
            text = f"your {_group(part)} on {part.source} to {part.target}"
        texts.append(text + _landing_words(part, state, sides))
    return "Bring " + ", then ".join(texts)


def _part_description(part: Move, state: State, home: int, sides: Sequence[str]) -> str:
    """One part of a move in words; `home` is the side's coins home after it."""
    if part.kind is MoveKind.CROOKED_NINE:
        text = f"Crooked nine: put {coins(part.coins)} from your hand on 9 as one stack"
    elif part.kind is MoveKind.OPEN:
        text = f"Open with {coins(part.coins)} on {part.target}"
    elif part.target == HOME:
        text = f"Bring your {_group(part)} on {part.source} home ({home} of {COINS} home)"
        if home == COINS:
            text += " and win"
    elif part.pair:
        text = f"Enter two coins from your hand on {part.target} as one stack"
    elif part.source == HAND:
        text = f"Enter a coin from your hand on {part.target}"
    else:
        text = f"Move your {_group(part)} from {part.source} to {part.target}"
    return text + _landing_words(part, state, sides)


def move_description(move: Move, state: State, names: Sequence[str] | None = None) -> str:
    """A select-menu description (at most 100 characters) of a legal move in `state`."""
    seats = seat_names(state.players, names, Theme.PLAIN, DESCRIPTION_NAME_WIDTH)
    sides = side_names(seats, state.sides)
    if move.kind is MoveKind.RETHROW:
        return f"Keep the pa ra ({state.kept + 2} kept) and throw again"
    if move.then:
        text = _chain_description(move, state, sides)
    else:
        home = state.home[state.side_to_throw] + (move.coins if move.target == HOME else 0)
        text = _part_description(move, state, home, sides)
    if move.extra_throw:
        text += "; throw again"
    return clip(text, DESCRIPTION_LIMIT)


def _group(move: Move) -> str:
    return "coin" if move.coins == 1 else f"stack of {move.coins}"


def _mover(move: Move) -> str:
    if move.pair:
        return "two new coins"
    if move.source == HAND:
        return "a new coin"
    return f"the {_group(move)} on {move.source}"


def _killed(report: Report, move: Move, sides: Sequence[str]) -> str:
    """Whose coins the move killed ('' for none)."""
    if report.victim is None:
        return ""
    return _owned(sides[report.victim], move.last.killed)


def _move_phrase(report: Report, move: Move, victim: str) -> str:
    """What the move did, in the past tense (a chain part by part; the counts are its end's)."""
    if move.then:
        done = [f"{_mover(part)} came home" for part in move.parts[:-1]]
        return ", then ".join([*done, _move_phrase(report, move.last, victim)])
    if move.kind is MoveKind.RETHROW:
        return f"rethrow, {report.kept + 2} kept"
    if move.kind is MoveKind.CROOKED_NINE:
        held = "the one coin" if move.coins == 1 else f"all {move.coins} coins"
        return f"crooked nine! {held} in hand onto spot 9"
    if move.kind is MoveKind.OPEN:
        text = f"opening with {coins(move.coins)} on {move.target}"
        return f"{text}, killing {victim}" if move.killed else text
    if move.target == HOME:
        return f"{_mover(move)} came home ({report.home} of {COINS} home)"
    if move.kind is MoveKind.KILL:
        return f"{_mover(move)} killed {victim} on {move.target}"
    if move.kind is MoveKind.STACK:
        return f"{_mover(move)} joined the stack on {move.target} (now {report.stack})"
    if move.pair:
        return f"two new coins on {move.target}"
    if move.source == HAND:
        return f"a new coin on {move.target}"
    return f"{_mover(move)} moved to {move.target}"


def event_line(
    report: Report, *, names: Sequence[str] | None = None, theme: Theme = Theme.DISCORD
) -> str:
    """One line for the game log about what an action did."""
    return _event_line(report, tuple(names or ()), theme)


@lru_cache(maxsize=1024)
def _event_line(report: Report, names: tuple[str, ...], theme: Theme) -> str:
    """Cached: a board shows the last lines of its log again at every redraw."""
    seats = seat_names(report.players, names, theme)
    sides = side_names(seats, sides_for(report.players))
    who = seats[report.seat]
    kept = report.kept
    if report.kind is ThrowKind.PARA_KEPT:
        return f"{who} threw {faces(report.dice)}: pa ra! {kept + 2} kept, throws again"
    if report.kind is ThrowKind.THIRD_PARA:
        verb = "win" if report.players == 4 else "wins"
        third = f"{who} threw {faces(report.dice)}: a third pa ra in a row!"
        return f"{third} {sides[report.side]} {verb}!"
    thrown = f"{who} threw {dice_text(report.dice, kept)}"
    move = report.move
    if move is None:
        if report.kind is ThrowKind.CHOICE:
            return f"{thrown} and is choosing a move"
        lost = f"; the {kept} kept are lost" if kept else ""
        return f"{thrown}: no move possible, the turn passes{lost}"
    text = f"{thrown}: {_move_phrase(report, move, _killed(report, move, sides))}"
    if report.winner is not None:
        partners = report.players == 4
        return f"{text}. {sides[report.winner]} {'win' if partners else 'wins'}!"
    return f"{text}, and throws again" if report.throws_again else text
