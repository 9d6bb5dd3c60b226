"""What the game's messages show: the lobby, the board with its log and buttons, the summary."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.engine import HOME, Move, MoveAction, MoveKind, State, Throw, sides_for
from bot.render import (
    Theme,
    dice_text,
    move_description,
    move_label,
    render_board,
    rules_summary,
    safe_name,
)
from bot.render.style import SIDE_STYLES
from bot.services.ratings import shown
from bot.services.views import GameView
from bot.store.result_models import RatingChange
from bot.table.seats import Seat
from bot.table.table import Status, Table
from bot.ui.lobby_buttons import LOBBY_ACTIONS, LobbyButton
from bot.ui.log_words import end_reason_text, event_text
from bot.ui.seat_names import seat_name, seat_names
from bot.ui.turn_buttons import (
    BackButton,
    MoveButton,
    MoveSelect,
    RulesButton,
    ThrowButton,
)

BUTTON_ROWS = 4
"""Rows of move buttons; the last row is kept for the board's own buttons."""
BUTTONS_PER_ROW = 5
SELECT_OPTIONS = 25
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


def plain_name(seat: Seat, fallback: str = "Player") -> str:
    """A seat's name, safe to show in markdown and unable to ping."""
    return safe_name(seat_name(seat), Theme.DISCORD, fallback)


def seat_label(seat: Seat) -> str:
    """A seat as the lobby names it: a mention for a person, the level for a computer."""
    if seat.user_id is None:
        return f"🤖 {plain_name(seat, 'Computer')} ({seat.level.value})"
    if seat.left:
        return f"{plain_name(seat)} (left: the computer plays)"
    if seat.away:
        return f"<@{seat.user_id}> (away: the computer plays)"
    return f"<@{seat.user_id}>"


def side_badge(players: int, seat: int) -> str:
    """The coloured shape of the side a seat plays for (partners share one)."""
    return SIDE_STYLES[seat % sides_for(players)].emoji


def options_text(table: Table) -> str:
    """The table's settings in one short line: the preset and what differs from it (R28)."""
    config = table.config
    minutes, seconds = divmod(config.turn_seconds, 60)
    clock = f"{minutes} min" if not seconds else f"{config.turn_seconds} s"
    rules = rules_summary(config.preset, config.options)
    return f"Rules: {rules} · {clock} a turn · computers play {config.level.value}"


def lobby_message(view: GameView) -> BoardMessage:
    """The open table: its seats, partners, options, when it closes, and the lobby buttons."""
    table = view.table
    players = table.config.players
    lines = []
    for i in range(players):
        seat = table.seats[i] if i < len(table.seats) else None
        who = seat_label(seat) if seat is not None else "*open seat*"
        host = " 👑" if seat is not None and seat.user_id == table.host_id else ""
        lines.append(f"`{i + 1}` {side_badge(players, i)} {who}{host}")
    if players == 4:
        lines.append("")
        lines.append(
            "🤝 Partners: seats **1 + 3** against seats **2 + 4** (the host can /sho swap)."
        )
    lines.append("")
    lines.append(options_text(table))
    if view.deadline is not None:
        lines.append(f"This table closes <t:{int(view.deadline)}:R> unless it starts.")
    embed = discord.Embed(
        title=f"🎲 Sho · a table for {players}",
        description="\n".join(lines),
        colour=EMBED_COLOUR,
    )
    embed.set_footer(
        text="Join to take a seat. The host starts (computers fill empty seats); "
        "a full table starts by itself."
    )
    buttons = discord.ui.View(timeout=None)
    for action in LOBBY_ACTIONS:
        buttons.add_item(LobbyButton(view.id, action))
    return BoardMessage("", embed, buttons)


def closed_message(view: GameView) -> BoardMessage:
    """A table that closed before its game began (cancelled, expired, everybody left)."""
    reason = end_reason_text(view.table.end_reason)
    embed = discord.Embed(
        title="Sho · table closed",
        description=f"This table closed: {reason}.",
        colour=CLOSED_COLOUR,
    )
    return BoardMessage("", embed, None)


def board_message(view: GameView) -> BoardMessage:
    """The board with the log and, while a person is to play, the buttons for their turn."""
    table = view.table
    game = table.game
    assert game is not None
    state = game.state
    pending = game.pending if table.status is Status.ACTIVE else None
    board = render_board(
        state,
        names=seat_names(table.seats),
        last_move=None if table.last_move is None else MoveAction.of(table.last_move),
        awaiting_move=pending is not None,
        theme=Theme.DISCORD,
        house_rules_line=False,  # the footer names the rules
    )
    title = board.title
    lines = []
    if pending is not None and table.actor is not None:
        name = plain_name(table.actor)
        throw = dice_text(pending.dice, state.kept)
        lines.append(f"🎲 **{name}** threw {throw}: {len(pending.moves)} moves to choose from")
    lines.append(board.description)
    if table.log:
        lines.append("**Log**")
        lines.extend(f"• {event_text(event, table)}" for event in table.log[-LOG_SHOWN:])
    embed = discord.Embed(
        title=title[:256],
        description="\n".join(lines)[:4096],
        colour=EMBED_COLOUR if table.status.is_live else CLOSED_COLOUR,
    )
    if table.status is Status.FINISHED:
        embed.colour = discord.Colour(DONE_COLOUR)
    embed.set_footer(text=f"{options_text(table)}\n{board.legend}"[:2048])
    return BoardMessage(_turn_content(view), embed, _turn_view(view))


def _turn_content(view: GameView) -> str:
    """The line above the board: whose turn and what to do (a mention that never pings)."""
    table = view.table
    actor = table.actor
    if table.status is Status.ACTIVE and actor is not None:
        if actor.autoplay:
            return f"🤖 {plain_name(actor, 'Computer')} is playing…"
        game = table.game
        verb = "choose a move below" if game is not None and game.pending else "throw the dice"
        text = f"<@{actor.user_id}>, your turn: {verb}."
        if view.deadline is not None:
            text += f" The computer plays for you <t:{int(view.deadline)}:R>."
        return text
    if table.status is Status.PAUSED:
        return "⏸️ Paused: every player is away. Press I'm back to play on."
    if table.status is Status.FINISHED:
        return f"🏆 Game over: {winners_text(table)}"
    return f"This game has ended ({end_reason_text(table.end_reason)})."


def _turn_view(view: GameView) -> discord.ui.View | None:
    """Throw or the moves for the person to play, I'm back, Rules; nothing once it is over."""
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
            _add_moves(buttons, view, game.state, game.pending)
    if table.status is Status.PAUSED or any(s.away for s in table.people):
        buttons.add_item(_in_row(BackButton(view.id, view.version), BUTTON_ROWS))
    buttons.add_item(_in_row(RulesButton(view.id, view.version), BUTTON_ROWS))
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


def _add_moves(buttons: discord.ui.View, view: GameView, state: State, throw: Throw) -> None:
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
                description=move_description(move, state, seat_names(view.table.seats))[:100],
            )
            for move in chunk
        ]
        placeholder = f"Choose a move ({start + 1}–{start + len(chunk)} of {len(moves)})"
        menu = MoveSelect(view.id, view.version, part, options, placeholder)
        buttons.add_item(_in_row(menu, part))


def winners_text(table: Table) -> str:
    """'Dawa wins!', or both partners: 'Dawa and Pema win!'."""
    winners = table.winners()
    names = " and ".join(plain_name(seat) for seat in winners) or "Nobody"
    return f"{names} {'win' if len(winners) > 1 else 'wins'}!"


def summary_text(table: Table, changes: Sequence[RatingChange] = ()) -> str:
    """The end of a game in plain words and numbers, congratulating the people who won, with
    what it did to the players' ratings in the server."""
    stats = table.stats
    people = " ".join(
        f"<@{seat.user_id}>"
        for seat in table.winners()
        if seat.user_id is not None and not seat.left
    )
    lines = [f"🏆 **{winners_text(table)}**"]
    if people:
        lines.append(f"Well played, {people}!")
    lines.append(
        f"🎲 {counted(stats.throws, 'throw')} · ⚔️ {counted(stats.kills, 'kill')}"
        f" · ➕ {counted(stats.stacks, 'stack')} · 🔁 {counted(stats.paras, 'pa ra')}"
    )
    rated = ratings_text(table, changes)
    if rated:
        lines.append(rated)
    return "\n".join(lines)


def ratings_text(table: Table, changes: Sequence[RatingChange]) -> str | None:
    """'📈 Pema 24.1 → 25.3 · Dawa 25.0 → 23.9', or why the game was not rated."""
    if changes:
        names = {seat.user_id: plain_name(seat) for seat in table.seats}
        moves = [
            f"{names.get(c.user_id, 'Player')} {shown(c.before):.1f} → {shown(c.after):.1f}"
            for c in changes
        ]
        return "📈 " + " · ".join(moves)
    if any(seat.is_computer for seat in table.seats):
        return "Not rated: a computer played."
    return None


def counted(number: int, thing: str) -> str:
    """'1 kill', '3 kills'."""
    return f"{number} {thing}{'' if number == 1 else 's'}"


def message_for(view: GameView) -> BoardMessage:
    """The game's message for its current state: lobby, board, or closed table."""
    if view.table.status is Status.LOBBY:
        return lobby_message(view)
    if view.table.game is None:
        return closed_message(view)
    return board_message(view)
