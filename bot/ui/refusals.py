"""The one place refusals become words: every code a `ShoError` carries (the table's, the
services' and the UI's own) and the whole sentence the person reads, with its placeholders."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from bot.render import Theme, safe_name
from bot.services.community import Scope
from bot.services.errors import ChannelNotAllowedError, ServiceRefusal
from bot.store.result_models import Period
from bot.table.errors import NotYourTurnError, Refusal, ShoError, TableRefusal
from bot.ui.seat_names import seat_name


class UiRefusal(Refusal):
    """What the commands and buttons refuse before any service is asked."""

    NO_GAME_HERE = "no_game_here"
    BUTTON_ELSEWHERE = "button_elsewhere"
    NOT_PLAYING_HERE = "not_playing_here"
    """values: user."""
    LEFT_TABLE = "left_table"
    """The person a confirmed removal names has gone already."""
    THROW_NUMBER = "throw_number"
    """values: throws."""
    MISSING_PERMISSIONS = "missing_permissions"
    """values: permissions (their names, joined)."""
    THREADS_IN_TEXT_CHANNELS = "threads_in_text_channels"
    NO_THREADS_HERE = "no_threads_here"
    OFFER_GONE = "offer_gone"
    """A thread button in a form the bot no longer makes."""
    MADE_FOR_SOMEONE_ELSE = "made_for_someone_else"
    PLAYERS_REPOST = "players_repost"
    REPOSTED_LATELY = "reposted_lately"
    """values: where (': <link>' or '.'), seconds."""
    PICK_A_MOVE = "pick_a_move"


SENTENCES: Mapping[Refusal, str] = MappingProxyType(
    {
        TableRefusal.STARTED: "The game has already started; watch, or open a new table.",
        TableRefusal.ALREADY_SEATED: "You already have a seat at this table.",
        TableRefusal.TABLE_FULL: "Every seat is taken.",
        TableRefusal.GAME_OVER: "This game is over.",
        TableRefusal.NOT_PLAYING: "You are not playing at this table.",
        TableRefusal.COMPUTERS_BEFORE_START: "Computers can only be added before the start.",
        TableRefusal.HOST_ADDS_COMPUTERS: "Only the host can add a computer.",
        TableRefusal.SWAP_BEFORE_START: "Seats can only be swapped before the start.",
        TableRefusal.HOST_SWAPS: "Only the host can swap seats.",
        TableRefusal.TWO_SEATS: "Choose two different seats from 1 to {seats}.",
        TableRefusal.ALREADY_STARTED: "The game has already started.",
        TableRefusal.HOST_STARTS: "Only the host can start the game.",
        TableRefusal.CANCEL_LOBBY_ONLY: (
            "Only an open lobby can be cancelled; use /sho end for a game."
        ),
        TableRefusal.HOST_CANCELS: "Only the host can cancel the table.",
        TableRefusal.ALREADY_OVER: "This game is already over.",
        TableRefusal.END_NOT_ALLOWED: (
            "Only the host or a member with Manage Server can end a game."
        ),
        TableRefusal.KICK_NOT_ALLOWED: (
            "Only the host or a member with Manage Server can remove a player."
        ),
        TableRefusal.NOBODY_TO_REMOVE: "That seat has no player to remove.",
        TableRefusal.KICK_YOURSELF: "Use /sho leave to leave your own seat.",
        TableRefusal.NOT_AWAY: "You are not marked as away.",
        TableRefusal.MOVE_FIRST: "Choose your move first.",
        TableRefusal.THROW_FIRST: "Throw the dice first.",
        TableRefusal.NOT_A_MOVE: "That is not one of your moves for this throw.",
        TableRefusal.PAUSED: "The game is paused: press I'm back to go on.",
        TableRefusal.NOT_BEING_PLAYED: "This game is not being played.",
        TableRefusal.NOT_YOUR_TURN: "It is {name}'s turn.",
        TableRefusal.PLAYERS: "A table has 2 to 4 players.",
        TableRefusal.COMPUTERS: "With {players} players there can be 0 to {most} computers.",
        TableRefusal.TURN_TIME: "The turn time limit is 15 seconds to 24 hours.",
        # A record that does not fit: damage or a bug, which people are not meant to meet.
        TableRefusal.NO_PERSON_IN_SEAT: "that seat has no person to remove",
        TableRefusal.NO_SEAT_FOR_PERSON: "that person has no seat here",
        TableRefusal.OPENED_AGAIN: "a table is opened only once, by the first action of its record",
        TableRefusal.NO_GAME: "no game is being played",
        TableRefusal.UNFIT_PLAY: "the record does not fit the game: {problem}",
        TableRefusal.NOT_OPENED: "a record starts by opening the table",
        TableRefusal.NOT_AN_ACTION: "not a table action: {data} ({problem})",
        TableRefusal.NOT_AN_EVENT: "not a table event: {data} ({problem})",
        ServiceRefusal.GAME_GONE: "That game no longer exists.",
        ServiceRefusal.NO_SUCH_GAME: "There is no game #{game}.",
        ServiceRefusal.GAME_ELSEWHERE: "Game #{game} was played in another server.",
        ServiceRefusal.REPLAY_DAMAGED: "Game #{game}'s record is damaged.",
        ServiceRefusal.NEVER_BEGAN: "Game #{game} never began, so there is nothing to show.",
        ServiceRefusal.STILL_YOURS: (
            "Game #{game} is still being played, and you are in it: its replay and export open"
            " when it ends."
        ),
        ServiceRefusal.STILL_GOING: "This game is still going.",
        ServiceRefusal.REMATCH_PLAYERS_ONLY: (
            "Only the players of this game can ask for a rematch."
        ),
        ServiceRefusal.ALREADY_DONE: "Already done: your first click counted.",
        ServiceRefusal.ACTED_FIRST: "Someone else acted first; try again.",
        ServiceRefusal.OLD_BOARD: "That board is out of date: the game has moved on.",
        ServiceRefusal.CHANNEL_BUSY: "This channel already has a game of Sho going.",
        ServiceRefusal.CHANNEL_NOT_ALLOWED: "Games of Sho are started in {where} on this server.",
        ServiceRefusal.DAMAGED_GAME: (
            "This game's record is damaged, so it has been stopped. Start a new one with /sho new."
        ),
        ServiceRefusal.NO_FINISHED_GAMES: "<@{user}> has no finished games in this server yet.",
        ServiceRefusal.TOO_MANY_CHANNELS: "A server can name at most {most} channels for games.",
        ServiceRefusal.SETTINGS_MANAGERS_ONLY: (
            "Only members with Manage Server can change the server's settings."
        ),
        ServiceRefusal.TABLE_LIMIT_RANGE: (
            "A server can have from 1 to {most} games and open tables at once."
        ),
        ServiceRefusal.TABLES_WAITING: (
            "You already have {most} tables waiting for players. Start or cancel one of them"
            " first (/sho games lists them)."
        ),
        ServiceRefusal.SERVER_FULL: (
            "This server already has {limit} games and open tables, the most it allows at once."
            " Join one (/sho games lists them), or try again when one has ended."
        ),
        UiRefusal.NO_GAME_HERE: "There is no Sho game in this channel. Start one with /sho new.",
        UiRefusal.BUTTON_ELSEWHERE: "That button belongs to a game in another channel.",
        UiRefusal.NOT_PLAYING_HERE: "<@{user}> is not playing here.",
        UiRefusal.LEFT_TABLE: "They are not playing at this table any more.",
        UiRefusal.THROW_NUMBER: "Give a throw number from 1 to {throws}.",
        UiRefusal.MISSING_PERMISSIONS: (
            "I need these permissions in this channel first: {permissions}."
        ),
        UiRefusal.THREADS_IN_TEXT_CHANNELS: "Threads can only be made in a text channel.",
        UiRefusal.NO_THREADS_HERE: (
            "I may not create threads here (Create Public Threads is missing)."
        ),
        UiRefusal.OFFER_GONE: "That button is not one of mine any more: use /sho new again.",
        UiRefusal.MADE_FOR_SOMEONE_ELSE: (
            "This button was made for someone else: use /sho new to open your own table."
        ),
        UiRefusal.PLAYERS_REPOST: (
            "Only the players of this game and moderators can post its board again."
        ),
        UiRefusal.REPOSTED_LATELY: (
            "The board was posted again a moment ago{where} You can post it again in {seconds}"
            " seconds."
        ),
        UiRefusal.PICK_A_MOVE: "Pick one of your moves from the list that opens as you type.",
    }
)
"""Every refusal's sentence but those below that depend on more than one value."""

NOBODY_FINISHED: Mapping[tuple[Scope, Period], str] = MappingProxyType(
    {
        (Scope.SERVER, Period.ALL_TIME): (
            "Nobody has finished a game of Sho in this server yet. Start one with /sho new!"
        ),
        (Scope.SERVER, Period.SEASON): (
            "Nobody has finished a game of Sho in this server this season (this month). Start"
            " one with /sho new!"
        ),
        (Scope.SERVER, Period.WEEK): (
            "Nobody has finished a game of Sho in this server this week. Start one with /sho new!"
        ),
        (Scope.ALL, Period.ALL_TIME): (
            "Nobody has finished a game of Sho anywhere yet. Start one with /sho new!"
        ),
        (Scope.ALL, Period.SEASON): (
            "Nobody has finished a game of Sho anywhere this season (this month). Start one"
            " with /sho new!"
        ),
        (Scope.ALL, Period.WEEK): (
            "Nobody has finished a game of Sho anywhere this week. Start one with /sho new!"
        ),
    }
)
"""ServiceRefusal.NOBODY_FINISHED, by the leaderboard's scope and period."""
OLD_BOARD_LINKED = (
    "That board is out of date: the game has moved on. Here is the current board: {link}"
)
"""ServiceRefusal.OLD_BOARD when the current board's place is known."""


def refusal(error: ShoError, *, board_link: str = "") -> str:
    """The sentence that tells the person why what they asked for was not done; `board_link`
    points an old board's refusal at the current board."""
    code, values = error.code, error.values
    if code is ServiceRefusal.NOBODY_FINISHED:
        return NOBODY_FINISHED[Scope(str(values["scope"])), Period(str(values["period"]))]
    if code is ServiceRefusal.OLD_BOARD and board_link:
        return OLD_BOARD_LINKED.format(link=board_link)
    if isinstance(error, NotYourTurnError):
        # A name may hold markdown or a mention: shown as written, pinging nobody.
        name = safe_name(seat_name(error.seat), Theme.DISCORD, f"Player {error.turn + 1}")
        return SENTENCES[code].format(name=name)
    if isinstance(error, ChannelNotAllowedError):
        where = ", ".join(f"<#{channel}>" for channel in error.allowed)
        return SENTENCES[code].format(where=where)
    return SENTENCES[code].format(**values)
