"""What the game's messages show: the lobby, and the board with its log and buttons."""

from __future__ import annotations

from bot.engine import sides_for
from bot.render import (
    Theme,
    rules_summary,
    safe_name,
)
from bot.render.style import SIDE_STYLES
from bot.services.hosted import HostedGame
from bot.table.seats import Seat
from bot.table.status import GameStatus
from bot.table.table import Table
from bot.ui.kit.cards import CLOSED_COLOUR, SHO_RED, CardMessage, action_rows, card
from bot.ui.kit.choice_step import FIRST_STEP, ChoiceStep
from bot.ui.kit.controls import Placed
from bot.ui.kit.language import table_words
from bot.ui.kit.seat_names import seat_name
from bot.ui.table.board_card import board_layout
from bot.ui.table.choice import choice_items
from bot.ui.table.lobby_buttons import LOBBY_ACTIONS, LobbyButton
from bot.ui.table.log_words import end_reason_value
from bot.ui.table.turn_buttons import (
    ResignButton,
    RulesButton,
    ThrowButton,
)
from bot.words import ENGLISH, Value, Words

BUTTON_ROWS = 4
"""Rows of move buttons; the last row is kept for the board's own buttons."""


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
    return words.say("table-options", **_settings(table, words))


def footer_text(view: HostedGame, words: Words = ENGLISH) -> str:
    """A board's small print: the game's number and its settings, shorter than the lobby says
    them (it stands beside the Rules button, in a third of a phone's width)."""
    return words.say("table-footer", game=view.id, **_settings(view.table, words))


def _settings(table: Table, words: Words) -> dict[str, Value]:
    """The values the sentences of a table's settings say: its rules, turn time and level."""
    config = table.config
    minutes, remainder = divmod(config.turn_seconds, 60)
    return {
        "rules": rules_summary(config.preset, config.options, words),
        "minutes": minutes,
        "remainder": remainder,
        "seconds": config.turn_seconds,
        "level": config.level.value,
    }


def lobby_message(view: HostedGame, words: Words = ENGLISH) -> CardMessage:
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
    buttons = action_rows([[LobbyButton(view.id, action).drawn(words) for action in LOBBY_ACTIONS]])
    title = f"### {words.say('lobby-title', players=players)}"
    footer = f"-# {words.say('lobby-footer')}\n-# {words.say('table-legend')}"
    return CardMessage(card(SHO_RED, (title, "\n".join(lines), *buttons, footer)))


def closed_message(view: HostedGame, words: Words = ENGLISH) -> CardMessage:
    """A table that closed before its game began (cancelled, expired, everybody left)."""
    reason = end_reason_value(view.table.end_reason)
    title = f"### {words.say('closed-title')}"
    text = words.say("closed-description", reason=reason)
    return CardMessage(card(CLOSED_COLOUR, (title, text)))


def retired_message(words: Words = ENGLISH) -> CardMessage:
    """An old board left above the game's new one: it says where the game went, no buttons."""
    return CardMessage(card(CLOSED_COLOUR, (f"-# {words.say('table-moved-below')}",)))


def board_message(
    view: HostedGame, words: Words = ENGLISH, step: ChoiceStep = FIRST_STEP
) -> CardMessage:
    """The board of a game that began and, while a person is to play, the buttons for their
    turn (`step`: where the person is in choosing a move)."""
    live = view.table.status.is_live and view.table.game is not None
    layout = board_layout(
        view,
        turn=_turn_content(view, words),
        choices=_turn_view(view, words, step),
        rules=RulesButton(view.id, view.version).drawn(words) if live else None,
        footer=footer_text(view, words),
        words=words,
    )
    return CardMessage(layout)


def _turn_content(view: HostedGame, words: Words) -> str:
    """The line above the board: whose turn and what to do (a mention that never pings)."""
    table = view.table
    actor = table.actor
    if table.status is GameStatus.ACTIVE and actor is not None:
        if actor.autoplay:
            name = plain_name(actor, words, "seat-unnamed-computer")
            return words.say("turn-computer-playing", name=name)
        game = table.game
        step = "move" if game is not None and game.pending else "throw"
        user = str(actor.user_id)
        if view.deadline is None:
            return words.say("table-turn", user=user, step=step)
        return words.say("table-turn-timed", user=user, step=step, deadline=int(view.deadline))
    if table.status is GameStatus.PAUSED:
        return words.say("turn-paused")
    if table.status is GameStatus.FINISHED:
        return words.say("turn-game-over", winners=winners_text(table, words))
    return words.say("turn-ended", reason=end_reason_value(table.end_reason))


def _turn_view(view: HostedGame, words: Words, step: ChoiceStep) -> list[Placed]:
    """Throw or the moves for the person to play; nothing once it is over (Rules has a place of
    its own; a person who is away is offered I'm back privately, bot/ui/table/controls.py)."""
    table = view.table
    game = table.game
    actor = table.actor
    if not table.status.is_live or game is None or table.status is not GameStatus.ACTIVE:
        return []
    if actor is None or actor.autoplay:
        return []
    if game.pending is None:
        throw = ThrowButton(view.id, view.version)
        placed = [Placed(throw, throw.drawn(words), BUTTON_ROWS)]
        if table.between_two_people:
            resign = ResignButton(view.id, view.version)
            placed.append(Placed(resign, resign.drawn(words), BUTTON_ROWS))
        return placed
    return choice_items(view, game.state, game.pending, words, step)


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
    view: HostedGame, words: Words | None = None, step: ChoiceStep = FIRST_STEP
) -> CardMessage:
    """The game's message for its current state: lobby, board, or closed table, in the table's
    own language unless `words` says otherwise (`step`: where the person to move is in
    choosing their move)."""
    words = words or table_words(view.table)
    if view.table.status is GameStatus.LOBBY:
        return lobby_message(view, words)
    if view.table.game is None:
        return closed_message(view, words)
    return board_message(view, words, step)
