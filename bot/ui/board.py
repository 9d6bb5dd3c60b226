"""What the game's messages show: the lobby, and the board with its log and buttons."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord

from bot.engine import MoveAction, sides_for
from bot.render import (
    Theme,
    dice_text,
    render_board,
    rules_summary,
    safe_name,
)
from bot.render.style import SIDE_STYLES
from bot.services.views import GameView
from bot.table.seats import Seat
from bot.table.table import Status, Table
from bot.ui.away import board_names
from bot.ui.lobby_buttons import LOBBY_ACTIONS, LobbyButton
from bot.ui.log_words import end_reason_value, event_text
from bot.ui.move_choice import FIRST_STEP, ChoiceStep, choice_items
from bot.ui.seat_names import seat_name
from bot.ui.turn_buttons import (
    RulesButton,
    ThrowButton,
)
from bot.words import ENGLISH, Words

BUTTON_ROWS = 4
"""Rows of move buttons; the last row is kept for the board's own buttons."""
LOG_SHOWN = 5
EMBED_COLOUR = 0xC8102E
DONE_COLOUR = 0x2E7D32
CLOSED_COLOUR = 0x757575
NO_MENTIONS = discord.AllowedMentions.none()


@dataclass(frozen=True)
class BoardMessage:
    """A message's content, embed and components, ready to send or edit."""

    content: str
    embed: discord.Embed
    view: discord.ui.View | None

    def kwargs(self) -> dict[str, Any]:
        """Keyword arguments for `send`/`edit`; mentions in a board never ping (edits can't)."""
        return {
            "content": self.content,
            "embed": self.embed,
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
    if table.waiting_for:
        people = ", ".join(f"<@{seat.user_id}>" for seat in table.waiting_for)
        lines.append("")
        lines.append(words.say("lobby-rematch-waiting", people=people))
    lines.append("")
    lines.append(options_text(table, words))
    if view.deadline is not None:
        lines.append(words.say("lobby-closes", deadline=int(view.deadline)))
    embed = discord.Embed(
        title=words.say("lobby-title", players=players),
        description="\n".join(lines),
        colour=EMBED_COLOUR,
    )
    embed.set_footer(text=words.say("lobby-footer"))
    buttons = discord.ui.View(timeout=None)
    for action in LOBBY_ACTIONS:
        buttons.add_item(LobbyButton(view.id, action))
    return BoardMessage("", embed, buttons)


def closed_message(view: GameView, words: Words = ENGLISH) -> BoardMessage:
    """A table that closed before its game began (cancelled, expired, everybody left)."""
    reason = end_reason_value(view.table.end_reason)
    embed = discord.Embed(
        title=words.say("closed-title"),
        description=words.say("closed-description", reason=reason),
        colour=CLOSED_COLOUR,
    )
    return BoardMessage("", embed, None)


def board_message(
    view: GameView, words: Words = ENGLISH, step: ChoiceStep = FIRST_STEP
) -> BoardMessage:
    """The board with the log and, while a person is to play, the buttons for their turn
    (`step`: where the person is in choosing a move)."""
    table = view.table
    game = table.game
    assert game is not None
    state = game.state
    pending = game.pending if table.status is Status.ACTIVE else None
    board = render_board(
        state,
        names=board_names(table.seats, words),
        last_move=None if table.last_move is None else MoveAction.of(table.last_move),
        awaiting_move=pending is not None,
        theme=Theme.DISCORD,
        house_rules_line=False,  # the footer names the rules
    )
    title = board.title
    lines = []
    if pending is not None and table.actor is not None:
        name = plain_name(table.actor, words)
        throw = dice_text(pending.dice, state.kept)
        lines.append(words.say("board-thrown", name=name, dice=throw, moves=len(pending.moves)))
    lines.append(board.description)
    if table.log:
        lines.append(words.say("board-log"))
        lines.extend(f"• {event_text(event, table, words)}" for event in table.log[-LOG_SHOWN:])
    embed = discord.Embed(
        title=title[:256],
        description="\n".join(lines)[:4096],
        colour=EMBED_COLOUR if table.status.is_live else CLOSED_COLOUR,
    )
    if table.status is Status.FINISHED:
        embed.colour = discord.Colour(DONE_COLOUR)
    embed.set_footer(text=f"{options_text(table, words)}\n{board.legend}"[:2048])
    return BoardMessage(_turn_content(view, words), embed, _turn_view(view, words, step))


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
            return words.say("turn-yours", user=user, step=step)
        return words.say("turn-yours-timed", user=user, step=step, deadline=int(view.deadline))
    if table.status is Status.PAUSED:
        return words.say("turn-paused")
    if table.status is Status.FINISHED:
        return words.say("turn-game-over", winners=winners_text(table, words))
    return words.say("turn-ended", reason=end_reason_value(table.end_reason))


def _turn_view(view: GameView, words: Words, step: ChoiceStep) -> discord.ui.View | None:
    """Throw or the moves for the person to play, and Rules; nothing once it is over. (A
    person who is away is offered I'm back privately, bot/ui/away.py.)"""
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
            for item in choice_items(view, game.state, game.pending, words, step):
                buttons.add_item(item)
    buttons.add_item(_in_row(RulesButton(view.id, view.version), BUTTON_ROWS))
    return buttons


def _in_row(item: discord.ui.DynamicItem[Any], row: int) -> discord.ui.DynamicItem[Any]:
    item.item.row = row
    return item


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


def message_for(
    view: GameView, words: Words = ENGLISH, step: ChoiceStep = FIRST_STEP
) -> BoardMessage:
    """The game's message for its current state: lobby, board, or closed table (`step`: where
    the person to move is in choosing their move)."""
    if view.table.status is Status.LOBBY:
        return lobby_message(view, words)
    if view.table.game is None:
        return closed_message(view, words)
    return board_message(view, words, step)
