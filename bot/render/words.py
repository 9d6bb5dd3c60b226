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


def _from(move: Move, first: bool, words: Words) -> str:
    if move.pair:
        return words.say("label-from-pair")
    if move.source == HAND:
        return words.say("label-from-new", first="yes" if first else "no")
    if move.coins > 1:
        return words.say("label-from-stack", source=move.source, times=TIMES, coins=move.coins)
    return str(move.source)


def _part_label(
    move: Move, symbols: bool, first: bool, words: Words, by_distance: bool = False
) -> str:
    """One part of a move: '12 (×3) → 19 ⚔️ kill 2', plain '12 (×3) → 19, kill 2'."""
    kind = move.kind
    word = ""
    if kind is MoveKind.RETHROW:
        label, mark, word = words.say("label-rethrow"), PARA, words.say("label-word-rethrow")
    elif kind is MoveKind.THIRD_PARA:
        label, mark = words.say("label-third-para"), PARA
        word = words.say("label-word-third-para")
    elif kind is MoveKind.CROOKED_NINE:
        return words.say("label-crooked-nine", coins=move.coins, arrow=ARROW)
    else:
        if kind is MoveKind.OPEN:
            label = words.say("label-open", coins=move.coins, arrow=ARROW, target=move.target)
        else:
            to = words.say("label-home") if move.target == HOME else str(move.target)
            if by_distance and first and not move.pair:
                origin = words.say("choice-distance", distance=move.distance)
            else:
                origin = _from(move, first, words)
            label = words.say("label-move", origin=origin, arrow=ARROW, to=to)
        if move.killed:
            mark, word = KILL, words.say("label-word-kill", killed=move.killed)
        elif kind is MoveKind.STACK:
            # A stack's own moves say it with the mark alone: three go to a phone's line.
            mark = STACK
            word = "" if by_distance and first else words.say("label-word-stack")
        elif kind is MoveKind.FINISH:
            mark = HOUSE
        else:
            return label
    if not symbols:
        return words.say("label-plain", label=label, word=word) if word else label
    if not word:
        return words.say("label-marked-only", label=label, mark=mark)
    return words.say("label-marked", label=label, mark=mark, word=word)


def move_label(
    move: Move, *, symbols: bool = True, by_distance: bool = False, words: Words = ENGLISH
) -> str:
    """A button label: '12 (×3) → 19 ⚔️ kill 2', 'New coin → 7 ➕ stack', '58 (×2) → home 🏠',
    'Two coins → 2 ⚔️ kill 2', 'Rethrow 🔁 keep the pa ra', and a finish that goes on with its
    spare steps: '60 → home 🏠, then new coin → 3' (R25).

    `symbols` False leaves out the emoji (plain text), keeping the words. `by_distance` names
    the first part by its steps instead of where it starts ('+2 → 11', '+3 → 12 ➕'), for a
    stack already chosen (two coins from the hand keep their words: their distance alone would
    hide them).
    """
    first, *rest = move.parts
    labels = [_part_label(first, symbols, True, words, by_distance)]
    labels.extend(_part_label(part, symbols, False, words) for part in rest)
    label = labels[-1]
    for earlier in reversed(labels[:-1]):
        label = words.say("label-then", label=earlier, rest=label)
    return label


def _victim(state: State, move: Move, sides: Sequence[str]) -> dict[str, Value]:
    """Whose coins a kill sends back, from the position before the move."""
    return {"owner": sides[state.board[move.target] & 3], "killed": move.killed}


def _landing(text: str, part: Move, state: State, sides: Sequence[str], words: Words) -> str:
    """The text, and ', stacking 5', ', killing Dawa's coin' where the part lands so."""
    if part.kind is MoveKind.STACK:
        stack = (state.board[part.target] >> 2) + part.coins
        text = words.say("describe-stacking", text=text, stack=stack)
    if part.killed:
        text = words.say("describe-killing", text=text, **_victim(state, part, sides))
    return text


def _chain_description(move: Move, state: State, sides: Sequence[str], words: Words) -> str:
    """R25, shortly: 'Bring your stack of 2 on 61 home, then your coin on 20 to 24, ...'."""
    home = state.home[state.side_to_throw]
    texts = []
    for part in move.parts:
        if part.target == HOME:
            home += part.coins
            key = "describe-chain-home-win" if home == COINS else "describe-chain-home"
            text = words.say(key, coins=part.coins, source=part.source)
        elif part.source == HAND:
            text = words.say("describe-chain-new", target=part.target)
        else:
            text = words.say(
                "describe-chain-move", coins=part.coins, source=part.source, target=part.target
            )
        texts.append(_landing(text, part, state, sides, words))
    parts = texts[-1]
    for earlier in reversed(texts[:-1]):
        parts = words.say("describe-chain-then", text=earlier, rest=parts)
    return words.say("describe-chain", parts=parts)


def _part_description(
    part: Move, state: State, home: int, sides: Sequence[str], words: Words
) -> str:
    """One part of a move in words; `home` is the side's coins home after it."""
    target, source, count = part.target, part.source, part.coins
    if part.kind is MoveKind.CROOKED_NINE:
        text = words.say("describe-crooked-nine", coins=count)
    elif part.kind is MoveKind.OPEN:
        text = words.say("describe-open", coins=count, target=target)
    elif target == HOME:
        key = "describe-home-win" if home == COINS else "describe-home"
        text = words.say(key, coins=count, source=source, home=home, all=COINS)
    elif part.pair:
        text = words.say("describe-pair", target=target)
    elif source == HAND:
        text = words.say("describe-new", target=target)
    else:
        text = words.say("describe-move", coins=count, source=source, target=target)
    return _landing(text, part, state, sides, words)


def move_description(
    move: Move, state: State, names: Sequence[str] | None = None, words: Words = ENGLISH
) -> str:
    """A select-menu description (at most 100 characters) of a legal move in `state`."""
    seats = seat_names(state.players, names, Theme.PLAIN, DESCRIPTION_NAME_WIDTH, words)
    sides = side_names(seats, state.sides, words)
    if move.kind is MoveKind.RETHROW:
        return words.say("describe-rethrow", kept=state.kept + 2)
    if move.then:
        text = _chain_description(move, state, sides, words)
    else:
        home = state.home[state.side_to_throw] + (move.coins if move.target == HOME else 0)
        text = _part_description(move, state, home, sides, words)
    if move.extra_throw:
        text = words.say("describe-throw-again", text=text)
    return clip(text, DESCRIPTION_LIMIT)


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
    seats = seat_names(report.players, names, theme, words=words)
    sides = side_names(seats, sides_for(report.players), words)
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
