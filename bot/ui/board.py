"""What the game's message shows: the lobby, or the board with its log and the turn's buttons."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord

from bot.engine import HAND, HOME, Move, MoveKind, State, Throw
from bot.render import Theme, move_description, move_label, render_board, safe_name
from bot.services.games import GameView
from bot.services.table import Seat, Status, Table
from bot.ui.components import GameButton, LobbyButton, MoveButton, MoveSelect

BUTTON_ROWS = 4
"""Rows of move buttons; the last row of five is kept for the board's own buttons."""
BUTTONS_PER_ROW = 5
SELECT_OPTIONS = 25
EMBED_COLOUR = 0xC8102E
DONE_COLOUR = 0x2E7D32
NO_MENTIONS = discord.AllowedMentions.none()


@dataclass(frozen=True)
class BoardMessage:
    """A message's content, embed and components, ready to send or edit."""

    content: str
    embed: discord.Embed
    view: discord.ui.View | None

    def kwargs(self) -> dict[str, Any]:
        return {
            "content": self.content,
            "embed": self.embed,
            "view": self.view,
            "allowed_mentions": NO_MENTIONS,
        }


def seat_label(seat: Seat) -> str:
    """A seat as the lobby and the summary name it."""
    name = safe_name(seat.name, Theme.DISCORD, "Player")
    if seat.user_id is None:
        return f"🤖 {name} ({seat.level})"
    if seat.left:
        return f"{name} (left: the computer plays)"
    if seat.away:
        return f"{name} (away: the computer plays)"
    return f"<@{seat.user_id}>"


def options_text(table: Table) -> str:
    config = table.config
    options = config.options
    minutes, seconds = divmod(config.turn_seconds, 60)
    clock = f"{minutes} min" if not seconds else f"{config.turn_seconds} s"
    return " · ".join(
        (
            f"stacking ends the turn: {'on' if options.stacking_ends_turn else 'off'}",
            f"no stack of nine: {'on' if options.no_nine_stack else 'off'}",
            f"turn time: {clock}",
            f"computers play {config.level}",
        )
    )


def lobby_message(view: GameView) -> BoardMessage:
    table = view.table
    lines = []
    for i in range(table.config.players):
        seat = table.seats[i] if i < len(table.seats) else None
        host = " (host)" if seat is not None and seat.user_id == table.host_id else ""
        lines.append(f"`{i + 1}` {seat_label(seat) if seat else '— open —'}{host}")
    if table.config.players == 4:
        lines.append("Partners: seats 1 + 3 against seats 2 + 4 (the host can /sho swap).")
    lines.append(f"Options: {options_text(table)}")
    if view.deadline is not None:
        lines.append(f"Closes <t:{int(view.deadline)}:R> unless it starts.")
    embed = discord.Embed(
        title=f"Sho · a table for {table.config.players}",
        description="\n".join(lines),
        colour=EMBED_COLOUR,
    )
    embed.set_footer(
        text="Join to take a seat; the host starts, or it starts when every seat is taken."
    )
    buttons = discord.ui.View(timeout=None)
    for action in ("join", "leave", "computer", "start", "cancel"):
        buttons.add_item(LobbyButton(view.id, action))
    return BoardMessage("", embed, buttons)


def _last_move(table: Table, state: State) -> Move | None:
    """The last move as a value for the highlight (only its spots matter to the board)."""
    if table.last_move is None:
        return None
    source, target = table.last_move
    coins = state.board[target] >> 2 if HAND < target < HOME else 1
    return Move(source, target, max(coins, 1), MoveKind.PLACE)


def board_message(view: GameView, *, final: bool = False) -> BoardMessage:
    """The board with the log and, while a person is to play, the buttons for their turn."""
    table = view.table
    game = table.game
    assert game is not None
    state = game.state
    board = render_board(
        state,
        names=table.names,
        last_dice=table.last_dice,
        last_move=_last_move(table, state),
        theme=Theme.DISCORD,
    )
    log = "\n".join(f"• {line}" for line in table.log[-5:])
    description = board.description
    if log:
        description += f"\n**Log**\n{log}"
    description += f"\nOptions: {options_text(table)}"
    actor = table.actor
    content = ""
    if table.status is Status.ACTIVE and actor is not None:
        pending = game.pending
        if actor.autoplay:
            content = f"🤖 {safe_name(actor.name, Theme.DISCORD, 'Computer')} is playing…"
        else:
            verb = "choose a move" if pending else "throw"
            content = f"<@{actor.user_id}>, your turn: {verb}"
            if view.deadline is not None:
                content += f" (the computer plays for you <t:{int(view.deadline)}:R>)"
    elif table.status is Status.PAUSED:
        content = "⏸️ Paused: every player is away. Press I'm back to go on."
    elif table.status is Status.FINISHED:
        content = "🏆 Game over."
    elif table.status in (Status.CANCELLED, Status.BROKEN):
        content = f"This game has ended ({table.end_reason or table.status.value})."
    embed = discord.Embed(
        title=board.title,
        description=description[:4096],
        colour=DONE_COLOUR if not table.status.live else EMBED_COLOUR,
    )
    embed.set_footer(text=board.legend[:2048])
    return BoardMessage(content, embed, None if final else _turn_view(view))


def _turn_view(view: GameView) -> discord.ui.View | None:
    table = view.table
    game = table.game
    buttons = discord.ui.View(timeout=None)
    if not table.status.live or game is None:
        return None
    actor = table.actor
    if table.status is Status.ACTIVE and actor is not None and not actor.autoplay:
        if game.pending is None:
            buttons.add_item(GameButton(view.id, view.version, "throw"))
        else:
            _add_moves(buttons, view, game.state, game.pending)
    if table.status is Status.PAUSED or any(s.away for s in table.people):
        buttons.add_item(GameButton(view.id, view.version, "back"))
    buttons.add_item(GameButton(view.id, view.version, "rules"))
    return buttons


def _add_moves(buttons: discord.ui.View, view: GameView, state: State, throw: Throw) -> None:
    """One button per move while they fit in four rows; select menus beyond that."""
    moves = throw.moves
    if len(moves) <= BUTTON_ROWS * BUTTONS_PER_ROW:
        for i, move in enumerate(moves):
            style = discord.ButtonStyle.danger if move.killed else discord.ButtonStyle.primary
            item = MoveButton(view.id, view.version, move.key, move_label(move), style.value)
            item.item.row = i // BUTTONS_PER_ROW
            buttons.add_item(item)
        return
    for part, start in enumerate(range(0, len(moves), SELECT_OPTIONS)):
        chunk = moves[start : start + SELECT_OPTIONS]
        options = [
            discord.SelectOption(
                label=move_label(move)[:100],
                value=f"{move.source}:{move.target}",
                description=move_description(move, state, view.table.names)[:100],
            )
            for move in chunk
        ]
        placeholder = f"Choose a move ({start + 1}–{start + len(chunk)} of {len(moves)})"
        menu = MoveSelect(view.id, view.version, part, options, placeholder)
        menu.item.row = part
        buttons.add_item(menu)


def message_link(guild_id: int | None, channel_id: int | None, message_id: int | None) -> str:
    """A jump link to a message, or '' when it is not known."""
    if not (guild_id and channel_id and message_id):
        return ""
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"
