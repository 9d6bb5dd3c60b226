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
from bot.words import ENGLISH, Value, Words

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


def dice_text(dice: Dice | tuple[int, int], kept: int = 0, words: Words = ENGLISH) -> str:
    """The dice as faces and numbers: '⚃ ⚂ (4 + 3)', '⚃ ⚂ (4 + 3, 2 kept)', '⚀ ⚀ (pa ra)'."""
    d1, d2 = dice
    if d1 == d2 == 1:
        return words.say("dice-para", faces=faces(dice))
    if kept:
        return words.say("dice-kept", faces=faces(dice), first=d1, second=d2, kept=kept)
    return words.say("dice", faces=faces(dice), first=d1, second=d2)


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


def _mover(move: Move) -> dict[str, Value]:
    """The values the catalogue's `mover` piece names what moved by."""
    kind = "pair" if move.pair else "new" if move.source == HAND else None
    if kind is None:
        kind = "coin" if move.coins == 1 else "stack"
    return {"mover": kind, "source": move.source, "coins": move.coins}


def _killed(report: Report, move: Move, sides: Sequence[str]) -> dict[str, Value]:
    """The values of the catalogue's `victim` piece: whose coins the move killed, how many."""
    if report.victim is None:
        return {}
    return {"owner": sides[report.victim], "killed": move.last.killed}


def _move_phrase(report: Report, move: Move, victim: dict[str, Value], words: Words) -> str:
    """What the move did, in the past tense (a chain part by part; the counts are its end's)."""
    if move.then:
        done = _move_phrase(report, move.last, victim, words)
        for part in reversed(move.parts[:-1]):
            done = words.say("done-home-then", rest=done, **_mover(part))
        return done
    target = move.target
    if move.kind is MoveKind.RETHROW:
        return words.say("done-rethrow", kept=report.kept + 2)
    if move.kind is MoveKind.CROOKED_NINE:
        return words.say("done-crooked-nine", coins=move.coins)
    if move.kind is MoveKind.OPEN:
        if move.killed:
            return words.say("done-open-kill", coins=move.coins, target=target, **victim)
        return words.say("done-open", coins=move.coins, target=target)
    if target == HOME:
        return words.say("done-home", home=report.home, all=COINS, **_mover(move))
    if move.kind is MoveKind.KILL:
        return words.say("done-kill", target=target, **victim, **_mover(move))
    if move.kind is MoveKind.STACK:
        return words.say("done-stack", target=target, stack=report.stack, **_mover(move))
    if move.pair:
        return words.say("done-pair", target=target)
    if move.source == HAND:
        return words.say("done-new", target=target)
    return words.say("done-move", target=target, **_mover(move))


def event_line(
    report: Report,
    *,
    names: Sequence[str] | None = None,
    theme: Theme = Theme.DISCORD,
    words: Words = ENGLISH,
) -> str:
    """One line for the game log about what an action did."""
    return _event_line(report, tuple(names or ()), theme, words)


@lru_cache(maxsize=1024)
def _event_line(report: Report, names: tuple[str, ...], theme: Theme, words: Words) -> str:
    """Cached: a board shows the last lines of its log again at every redraw."""
    seats = seat_names(report.players, names, theme)
    sides = side_names(seats, sides_for(report.players))
    who = seats[report.seat]
    kept = report.kept
    partners = "yes" if report.players == 4 else "no"
    if report.kind is ThrowKind.PARA_KEPT:
        return words.say("throw-para-kept", who=who, faces=faces(report.dice), kept=kept + 2)
    if report.kind is ThrowKind.THIRD_PARA:
        side = sides[report.side]
        return words.say(
            "throw-third-para", who=who, faces=faces(report.dice), side=side, partners=partners
        )
    dice = dice_text(report.dice, kept, words)
    move = report.move
    if move is None:
        if report.kind is ThrowKind.CHOICE:
            return words.say("throw-choosing", who=who, dice=dice)
        if kept:
            return words.say("throw-no-move-kept-lost", who=who, dice=dice, kept=kept)
        return words.say("throw-no-move", who=who, dice=dice)
    done = _move_phrase(report, move, _killed(report, move, sides), words)
    if report.winner is not None:
        side = sides[report.winner]
        return words.say(
            "throw-moved-won", who=who, dice=dice, move=done, side=side, partners=partners
        )
    key = "throw-moved-again" if report.throws_again else "throw-moved"
    return words.say(key, who=who, dice=dice, move=done)
