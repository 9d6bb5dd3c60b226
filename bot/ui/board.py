"""What the game's messages show: the lobby, the board with its log and buttons, the summary."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.engine import HOME, Move, MoveAction, MoveKind, State, Throw, sides_for
from bot.render import (
    Theme,
    move_description,
    move_label,
    rules_summary,
    safe_name,
)
from bot.render.style import SIDE_STYLES
from bot.services.ratings import shown
from bot.services.views import GameView
from bot.store.result_models import RatingChange
from bot.table.seats import Seat
from bot.table.table import Status, Table
from bot.ui.board_layout import board_layout
from bot.ui.layout import CLOSED_COLOUR, card
from bot.ui.lobby_buttons import LOBBY_ACTIONS, LobbyButton
from bot.ui.log_words import end_reason_value
from bot.ui.seat_names import seat_name, seat_names
from bot.ui.turn_buttons import (
    BackButton,
    MoveButton,
    MoveSelect,
    RulesButton,
    ThrowButton,
)
from bot.words import ENGLISH, Words

BUTTON_ROWS = 4
"""Rows of move buttons; the last row is kept for the board's own buttons."""
BUTTONS_PER_ROW = 5
SELECT_OPTIONS = 25
EMBED_COLOUR = 0xC8102E
NO_MENTIONS = discord.AllowedMentions.none()


@dataclass(frozen=True)
class BoardMessage:
    """A game's message as a Components V2 layout, ready to send or edit."""

    view: discord.ui.LayoutView

    def kwargs(self) -> dict[str, Any]:
        """Keyword arguments for `send`/`edit`: the layout, with a classic board's content and
        embed cleared (a board posted before Components V2 becomes one when edited); mentions
        in a board never ping (edits can't)."""
        return {
            "content": None,
            "embed": None,
            "view": self.view,
            "allowed_mentions": NO_MENTIONS,
        }


def plain_name(seat: Seat, words: Words = ENGLISH, unnamed: str = "seat-unnamed") -> str:
    """A seat's name, safe to show in markdown and unable to ping; the message `unnamed` when
    nothing of it can be shown."""
    return safe_name(seat_name(seat, words), Theme.DISCORD, words.say(unnamed))


def seat_label(seat: Seat, words: Words = ENGLISH) -> str:
    """A seat as the lobby names it: a mention for a person, the level for a computer."""
    if seat.user_id is None:
        name = plain_name(seat, words, "seat-unnamed-computer")
        return words.say("lobby-seat-computer", name=name, level=seat.level.value)
    if seat.left:
        return words.say("lobby-seat-left", name=plain_name(seat, words))
    if seat.away:
        return words.say("lobby-seat-away", user=str(seat.user_id))
    return f"<@{seat.user_id}>"


def side_badge(players: int, seat: int) -> str:
    """The coloured shape of the side a seat plays for (partners share one)."""
    return SIDE_STYLES[seat % sides_for(players)].emoji


def options_text(table: Table, words: Words = ENGLISH) -> str:
    """The table's settings in one short line: the preset and what differs from it (R28)."""
    config = table.config
    minutes, remainder = divmod(config.turn_seconds, 60)
    return words.say(
        "table-options",
        rules=rules_summary(config.preset, config.options),
        minutes=minutes,
        remainder=remainder,
        seconds=config.turn_seconds,
        level=config.level.value,
    )


def lobby_message(view: GameView, words: Words = ENGLISH) -> BoardMessage:
    """The open table: its seats, partners, options, when it closes, and the lobby buttons."""
    table = view.table
    players = table.config.players
    lines = []
    for i in range(players):
        seat = table.seats[i] if i < len(table.seats) else None
        who = seat_label(seat, words) if seat is not None else words.say("lobby-open-seat")
        host = " 👑" if seat is not None and seat.user_id == table.host_id else ""
        lines.append(f"`{i + 1}` {side_badge(players, i)} {who}{host}")
    if players == 4:
        lines.append("")
        lines.append(words.say("lobby-partners"))
    lines.append("")
    lines.append(options_text(table, words))
    if view.deadline is not None:
        lines.append(words.say("lobby-closes", deadline=int(view.deadline)))
    buttons = discord.ui.ActionRow[Any]()
    for action in LOBBY_ACTIONS:
        buttons.add_item(LobbyButton(view.id, action))
    title = f"### {words.say('lobby-title', players=players)}"
    footer = f"-# {words.say('lobby-footer')}\n-# {words.say('table-legend')}"
    return BoardMessage(card(EMBED_COLOUR, (title, "\n".join(lines), buttons, footer)))


def closed_message(view: GameView, words: Words = ENGLISH) -> BoardMessage:
    """A table that closed before its game began (cancelled, expired, everybody left)."""
    reason = end_reason_value(view.table.end_reason)
    title = f"### {words.say('closed-title')}"
    text = words.say("closed-description", reason=reason)
    return BoardMessage(card(CLOSED_COLOUR, (title, text)))


def retired_message(words: Words = ENGLISH) -> BoardMessage:
    """An old board left above the game's new one: it says where the game went, no buttons."""
    return BoardMessage(card(CLOSED_COLOUR, (f"-# {words.say('table-moved-below')}",)))


def board_message(view: GameView, words: Words = ENGLISH) -> BoardMessage:
    """The board of a game that began and, while a person is to play, the buttons for their
    turn."""
    live = view.table.status.is_live and view.table.game is not None
    layout = board_layout(
        view,
        turn=_turn_content(view, words),
        choices=_turn_view(view, words),
        rules=RulesButton(view.id, view.version) if live else None,
        options=options_text(view.table, words),
        words=words,
    )
    return BoardMessage(layout)


def _turn_content(view: GameView, words: Words) -> str:
    """The line above the board: whose turn and what to do (a mention that never pings)."""
    table = view.table
    actor = table.actor
    if table.status is Status.ACTIVE and actor is not None:
        if actor.autoplay:
            name = plain_name(actor, words, "seat-unnamed-computer")
            return words.say("turn-computer-playing", name=name)
        game = table.game
        step = "move" if game is not None and game.pending else "throw"
        user = str(actor.user_id)
        if view.deadline is None:
            return words.say("table-turn", user=user, step=step)
        return words.say("table-turn-timed", user=user, step=step, deadline=int(view.deadline))
    if table.status is Status.PAUSED:
        return words.say("turn-paused")
    if table.status is Status.FINISHED:
        return words.say("turn-game-over", winners=winners_text(table, words))
    return words.say("turn-ended", reason=end_reason_value(table.end_reason))


def _turn_view(view: GameView, words: Words) -> discord.ui.View | None:
    """Throw or the moves for the person to play, I'm back; nothing once it is over."""
    table = view.table
    game = table.game
    if not table.status.is_live or game is None:
        return None
    buttons = discord.ui.View(timeout=None)
    actor = table.actor
    if table.status is Status.ACTIVE and actor is not None and not actor.autoplay:
        if game.pending is None:
            buttons.add_item(_in_row(ThrowButton(view.id, view.version), BUTTON_ROWS))
        else:
            _add_moves(buttons, view, game.state, game.pending, words)
    if table.status is Status.PAUSED or any(s.away for s in table.people):
        buttons.add_item(_in_row(BackButton(view.id, view.version), BUTTON_ROWS))
    return buttons


def _in_row(item: discord.ui.DynamicItem[Any], row: int) -> discord.ui.DynamicItem[Any]:
    item.item.row = row
    return item


def _move_style(move: Move) -> discord.ButtonStyle:
    if move.last.killed:
        return discord.ButtonStyle.danger
    if move.target == HOME:
        return discord.ButtonStyle.success
    if move.kind is MoveKind.RETHROW:
        return discord.ButtonStyle.secondary
    return discord.ButtonStyle.primary


def _add_moves(
    buttons: discord.ui.View, view: GameView, state: State, throw: Throw, words: Words
) -> None:
    """One button per move while they fit in four rows; select menus beyond that."""
    moves = throw.moves
    if len(moves) <= BUTTON_ROWS * BUTTONS_PER_ROW:
        for i, move in enumerate(moves):
            item = MoveButton(
                view.id, view.version, MoveAction.of(move.key), move_label(move), _move_style(move)
            )
            buttons.add_item(_in_row(item, i // BUTTONS_PER_ROW))
        return
    for part, start in enumerate(range(0, len(moves), SELECT_OPTIONS)):
        chunk = moves[start : start + SELECT_OPTIONS]
        options = [
            discord.SelectOption(
                label=move_label(move)[:100],
                value=MoveAction.of(move.key).text(),
                description=move_description(move, state, seat_names(view.table.seats, words))[
                    :100
                ],
            )
            for move in chunk
        ]
        placeholder = words.say(
            "board-move-menu", first=start + 1, last=start + len(chunk), moves=len(moves)
        )
        menu = MoveSelect(view.id, view.version, part, options, placeholder)
        buttons.add_item(_in_row(menu, part))


def winners_text(table: Table, words: Words = ENGLISH) -> str:
    """'Dawa wins!', or both partners: 'Dawa and Pema win!'."""
    names = [plain_name(seat, words) for seat in table.winners()]
    match names:
        case []:
            return words.say("winners-none")
        case [name]:
            return words.say("winners-one", name=name)
        case [first, second]:
            return words.say("winners-two", first=first, second=second)
    raise ValueError(f"a side has at most two seats, not {len(names)}")


def summary_text(table: Table, changes: Sequence[RatingChange] = (), words: Words = ENGLISH) -> str:
    """The end of a game in plain words and numbers, congratulating the people who won, with
    what it did to the players' ratings in the server."""
    stats = table.stats
    people = " ".join(
        f"<@{seat.user_id}>"
        for seat in table.winners()
        if seat.user_id is not None and not seat.left
    )
    lines = [words.say("summary-winners", winners=winners_text(table, words))]
    if people:
        lines.append(words.say("summary-well-played", people=people))
    lines.append(
        words.say(
            "summary-counts",
            throws=stats.throws,
            kills=stats.kills,
            stacks=stats.stacks,
            paras=stats.paras,
        )
    )
    rated = ratings_text(table, changes, words)
    if rated:
        lines.append(rated)
    return "\n".join(lines)


def ratings_text(
    table: Table, changes: Sequence[RatingChange], words: Words = ENGLISH
) -> str | None:
    """'📈 Pema 24.1 → 25.3 · Dawa 25.0 → 23.9', or why the game was not rated."""
    if changes:
        names = {seat.user_id: plain_name(seat, words) for seat in table.seats}
        moves = [
            words.say(
                "summary-rating",
                name=names.get(c.user_id) or words.say("seat-unnamed"),
                before=f"{shown(c.before):.1f}",
                after=f"{shown(c.after):.1f}",
            )
            for c in changes
        ]
        return "📈 " + " · ".join(moves)
    if any(seat.is_computer for seat in table.seats):
        return words.say("summary-not-rated")
    return None


def message_for(view: GameView, words: Words = ENGLISH) -> BoardMessage:
    """The game's message for its current state: lobby, board, or closed table."""
    if view.table.status is Status.LOBBY:
        return lobby_message(view, words)
    if view.table.game is None:
        return closed_message(view, words)
    return board_message(view, words)
