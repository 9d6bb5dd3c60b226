"""Scripted games played by people through the fake Discord with the real bot, and the
messages they saw, copied at chosen moments (`Shot`s).

Every shot is the Discord JSON the bot sent or edited, as the fake stored it, except the board
of many moves (chosen in two steps: the stacks, then one stack's moves): so many moves come
only after a pa ra on a crowded track, which seeded dice do not reach in a few games, so that
board is drawn by the bot's own board builder from a set position (as tests/ui/test_game_board.py
draws it), at both steps, and turned into the JSON discord.py would send.
"""

from __future__ import annotations

import copy
import random
import re
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bot.engine import Game, load_position
from bot.services.hosted import HostedGame
from bot.table.config import TableConfig
from bot.table.events import Played, TableEvent
from bot.table.seats import Seat
from bot.table.status import GameStatus
from bot.table.table import Table
from bot.ui.kit.choice_step import FIRST_STEP, ChoiceStep
from bot.ui.table.messages import board_message
from bot.words import DEFAULT_LANGUAGE, Language, Words, words_in
from devtools.botrun import running_bot
from devtools.fakediscord import (
    Channel,
    FakeDiscord,
    InteractionResult,
    Message,
    User,
    point_discord_py_at,
)
from devtools.fakediscord.components import TEXT_DISPLAY, walk
from devtools.fakediscord.messages import IS_COMPONENTS_V2

from .markdown import Names

JSON = dict[str, Any]
MENTION = re.compile(r"^<@(\d+)>")
"""A turn line naming a person, in any language: the person whose turn it is."""
GAME_IDS = ("sho:g:", "sho:m:", "sho:s:", "sho:p:")
SOURCE = re.compile(r"sho:p:\d+:\d+:\d+")
"""A stack's (or a new coin's) button, on the first step of choosing among many moves."""
ENDED = ("🏆", "⏹️")
PEOPLE = ("dawa", "pema", "tenzin", "yangchen")
SEED = 35
MID_GAME_CLICKS = 14
WAIT = 10.0
CHANNELS = ("general", "lobby-table", "table-2", "table-3", "table-4")
DRAWN_AT = 4_102_444_800.0
"""When boards drawn from a set position were sent: their clocks count from it."""


@dataclass(frozen=True)
class Shot:
    """One message as it looked at one moment: a file name's stem and the Discord JSON, and
    whether its first select menu is drawn open."""

    name: str
    message: JSON
    open_menu: bool = False


@dataclass
class Album:
    """The shots of a run, in the order taken, and the names their mentions read as."""

    shots: list[Shot] = field(default_factory=list)
    names: Names = field(default_factory=Names)

    def take(self, name: str, message: Message | JSON, *, open_menu: bool = False) -> None:
        data = message.data if isinstance(message, Message) else message
        self.shots.append(Shot(name, copy.deepcopy(data), open_menu))


# -- reading the channel as a person does ------------------------------------------------------


def texts(message: Message) -> list[str]:
    return [c["content"] for c in walk(message.components) if c.get("type") == TEXT_DISPLAY]


def is_board(message: Message) -> bool:
    """A lobby or a board, in any language: the bot's only public Components V2 cards."""
    return bool(message.flags & IS_COMPONENTS_V2) and not message.ephemeral


def turn_line(message: Message) -> str:
    """Whose turn it is, or that the game is over: the last line of the board's headline."""
    found = texts(message)
    headline = found[0].split("```")[0].splitlines() if found else []
    return headline[-1] if headline else ""


def join_id(lobby: Message) -> str:
    """The custom id of a lobby's Join button (in any language)."""
    return next(b.custom_id for b in lobby.buttons if b.custom_id and b.custom_id.endswith(":join"))


def board_of(fake: FakeDiscord, channel: Channel) -> Message | None:
    found = [m for m in fake.channel_messages(channel) if is_board(m)]
    return found[-1] if found else None


def game_ids(message: Message) -> list[str]:
    ids = [b.custom_id or "" for b in message.buttons if not b.disabled]
    ids += [s.custom_id for s in message.selects if not s.disabled]
    return [i for i in ids if i.startswith(GAME_IDS)]


def to_play(message: Message) -> int | None:
    found = MENTION.match(turn_line(message))
    return int(found[1]) if found else None


def has_move_buttons(message: Message) -> bool:
    return any(i.startswith("sho:m:") for i in game_ids(message))


async def play_move(fake: FakeDiscord, board: Message, user: User) -> InteractionResult:
    """Throw, or take the first move offered (button or menu; with many moves, the first
    stack's first move), as `user`."""
    throw = [b for b in board.buttons if (b.custom_id or "").endswith(":throw") and not b.disabled]
    if throw:
        return await fake.click(board, custom_id=throw[0].custom_id, user=user)
    if board.selects:
        menu = board.selects[0]
        return await fake.select(board, menu.options[0].value, user=user, custom_id=menu.custom_id)
    moves = [i for i in game_ids(board) if i.startswith("sho:m:")]
    if not moves:
        source = next(i for i in game_ids(board) if SOURCE.fullmatch(i))
        await fake.click(board, custom_id=source, user=user)
        board = fake.state.message(board.id)
        moves = [i for i in game_ids(board) if i.startswith("sho:m:")]
    return await fake.click(board, custom_id=moves[0], user=user)


class PlayedTable:
    """One game in its own channel, clicked by its people."""

    def __init__(self, fake: FakeDiscord, channel: Channel, people: list[User]) -> None:
        self.fake, self.channel = fake, channel
        self.by_id = {person.id: person for person in people}
        self.clicks = 0
        self._last: list[str] = []

    async def open(self, **options: Any) -> Message:
        """The first person opens the table, the others join; returns the board once it asks."""
        host, *guests = self.by_id.values()
        lobby = await self.fake.slash("sho new", user=host, channel=self.channel, **options)
        assert lobby.message is not None
        for guest in guests:
            await self.fake.click(lobby.message, custom_id=join_id(lobby.message), user=guest)
        return await self.next_board()

    async def next_board(self, wanted: Callable[[Message], bool] = lambda _: True) -> Message:
        """The newest board, once it asks one of the people to act (or the game is over)."""

        def ready() -> Message | None:
            board = board_of(self.fake, self.channel)
            if board is None:
                return None
            if turn_line(board).startswith(ENDED):
                return board
            ids = game_ids(board)
            if ids and ids != self._last and to_play(board) in self.by_id and wanted(board):
                return board
            return None

        return await self.fake.wait_for(ready, timeout=WAIT)

    def person_to_play(self, board: Message) -> User:
        person = to_play(board)
        assert person is not None, board.text
        return self.by_id[person]

    async def click(self, board: Message) -> None:
        self._last = game_ids(board)
        await play_move(self.fake, board, self.person_to_play(board))
        self.clicks += 1

    async def play_until(self, clicks: int) -> Message:
        """Click through `clicks` actions, then return the next board offering move buttons."""
        board = await self.next_board()
        while self.clicks < clicks or not has_move_buttons(board):
            if turn_line(board).startswith(ENDED):
                return board
            await self.click(board)
            board = await self.next_board()
        return board

    async def play_to_the_end(self) -> Message:
        board = await self.next_board()
        while not turn_line(board).startswith(ENDED):
            await self.click(board)
            board = await self.next_board()
        return board


# -- the scenarios -----------------------------------------------------------------------------


async def take_all(album: Album, language: Language = DEFAULT_LANGUAGE) -> None:
    """Plays every scenario, the server speaking `language`, and adds its shots to `album`."""
    async with FakeDiscord(channels=CHANNELS) as fake:
        with point_discord_py_at(fake), tempfile.TemporaryDirectory(prefix="sho-pictures-") as d:
            people = [fake.add_user(name) for name in PEOPLE]
            if language is not DEFAULT_LANGUAGE:
                for person in people:  # a Discord in a language we do not speak: the server's
                    person.locale = "fr"
            album.names = Names(
                {user.id: user.display_name or user.name for user in fake.state.users.values()},
                {role.id: role.name for role in fake.state.roles.values()},
            )
            async with running_bot(
                fake, Path(d) / "sho.db", dice=random.Random(SEED), language=language
            ) as _bot:
                await _lobby(fake, album, people)
                for players in (2, 3, 4):
                    await _mid_game(fake, album, people[:players])
                words = words_in(language)
                await _many_moves(album, people[:2], words)
                await _crowded(album, people, words)
                await _tallest(album, people, words)
                await _rules_and_leaderboard(fake, album, people[0])
                await _config_panel(fake, album, people[1])
            album.names.channels.update({c.id: c.name for c in fake.state.channels.values()})
        # Pictures of messages Discord would have refused would mislead: say so instead.
        fake.assert_clean()


async def _lobby(fake: FakeDiscord, album: Album, people: list[User]) -> None:
    channel = fake.channel("lobby-table")
    lobby = await fake.slash("sho new", user=people[0], channel=channel, players=4, computers=1)
    assert lobby.message is not None
    await fake.click(lobby.message, custom_id=join_id(lobby.message), user=people[1])
    album.take("lobby", lobby.message)


async def _mid_game(fake: FakeDiscord, album: Album, people: list[User]) -> None:
    """A game of len(people) people: a board mid-game, a refusal, the end and the summary."""
    players = len(people)
    table = PlayedTable(fake, fake.channel(f"table-{players}"), people)
    await table.open(players=players)
    board = await table.play_until(MID_GAME_CLICKS)
    album.take(f"board-{players}-players", board)
    if players == 2:
        waiting = next(p for p in people if p.id != to_play(board))
        refused = await fake.click(board, custom_id=game_ids(board)[0], user=waiting)
        if refused.note is not None:
            album.take("refusal", refused.note)
    if players in (2, 4):
        end = await table.play_to_the_end()
        album.take(f"end-board-{players}-players", end)
        summary = await fake.wait_for_message(
            table.channel,
            predicate=lambda m: any((b.custom_id or "").startswith("sho:r:") for b in m.buttons),
        )
        album.take(f"summary-{players}-players", summary)


async def _rules_and_leaderboard(fake: FakeDiscord, album: Album, person: User) -> None:
    channel = fake.channels[0]
    rules = await fake.slash("sho rules", user=person, channel=channel)
    if rules.message is not None:
        album.take("rules", rules.message)
    leaders = await fake.slash("sho leaderboard", user=person, channel=channel)
    if leaders.message is not None:
        album.take("leaderboard", leaders.message)
    helped = await fake.slash("sho help", user=person, channel=channel)
    if helped.message is not None:
        album.take("help", helped.message)


async def _config_panel(fake: FakeDiscord, album: Album, member: User) -> None:
    """/sho config: the panel as a manager sees it after choosing where games start and a
    moderator role, and as a member without Manage Server sees it."""
    referees = fake.add_role("referees")
    album.names.roles[referees.id] = referees.name
    manager = fake.add_user("lhakpa", manage_guild=True)
    album.names.users[manager.id] = manager.display_name or manager.name
    opened = await fake.slash("sho config", user=manager, channel=fake.channels[0])
    panel = opened.message
    assert panel is not None
    album.take("config-panel", panel)
    await fake.select(panel, fake.channel("lobby-table"), fake.channel("table-2"), user=manager)
    await fake.select(panel, referees, user=manager)
    await fake.select(panel, "no_nine_stack=True", user=manager, custom_id="sho:cfg:rule")
    album.take("config-panel-saved", panel)
    looked = await fake.slash("sho config", user=member, channel=fake.channels[0])
    if looked.message is not None:
        album.take("config-panel-read-only", looked.message)


def _crowded_position() -> JSON:
    """Two players; side A, after a pa ra, has eight single coins spread out and one in hand."""
    track = [[spot, 0, 1] for spot in range(3, 11)]
    return {
        "players": 2,
        "options": {"stacking_ends_turn": False, "no_nine_stack": False},
        "sides": [
            {"hand": 1, "home": 0, "opened": True},
            {"hand": 9, "home": 0, "opened": False},
        ],
        "track": track,
        "turn": 0,
        "kept": 2,
        "winner": None,
    }


async def _many_moves(album: Album, people: list[User], words: Words) -> None:
    """The board of a throw with 27 moves at both steps of choosing (see the docstring)."""
    state = load_position(_crowded_position())
    dawa, pema = (person.id for person in people)
    seats = (Seat(dawa, "Dawa"), Seat(pema, "Pema"))
    game = Game(state, state.resolve((2, 1)))
    table = Table(TableConfig(2), dawa, GameStatus.ACTIVE, seats, game, version=9)
    view = HostedGame(1, 10, 20, 20, 30, None, False, 0.0, None, table)
    for name, step in (("board-many-moves", FIRST_STEP), ("board-many-moves-stack", ChoiceStep(3))):
        album.take(name, _drawn(view, words, step))


def _crowded_four() -> JSON:
    """Four players, nine stacks of both sides spread round the track
    (tests/ui/test_board_layout.py)."""
    ones = [[spot, 0, 1] for spot in (5, 14, 23, 31, 40)]
    return {
        "players": 4,
        "options": {"stacking_ends_turn": False, "no_nine_stack": False},
        "sides": [
            {"hand": 2, "home": 2, "opened": True},
            {"hand": 3, "home": 0, "opened": True},
        ],
        "track": sorted([*ones, [8, 1, 1], [19, 1, 1], [27, 1, 2], [50, 1, 2]]),
        "turn": 0,
        "kept": 0,
        "winner": None,
    }


async def _crowded(album: Album, people: list[User], words: Words) -> None:
    """The board of a crowded four-player game, at the throw with the most moves, drawn by the
    bot's board builder: the tallest board of an ordinary game."""
    state = load_position(_crowded_four())
    seats = tuple(Seat(p.id, p.display_name or p.name) for p in people)
    throws = [state.resolve((d1, d2)) for d1 in range(1, 7) for d2 in range(d1, 7)]
    throw = max(throws, key=lambda t: len(t.moves))
    table = Table(
        TableConfig(4), people[0].id, GameStatus.ACTIVE, seats, Game(state, throw), version=9
    )
    album.take(
        "board-crowded-4-players",
        _drawn(HostedGame(2, 10, 20, 20, 30, None, False, 0.0, None, table), words),
    )


async def _tallest(album: Album, people: list[User], words: Words) -> None:
    """The crowded four-player board at its tallest: the two seats before the person to move
    have just played (two lines of what happened), a clock runs (the turn line says when the
    computer plays) and the throw has seven moves (chosen in two steps, the first shown)."""
    game = Game(load_position(_crowded_four() | {"turn": 2}))
    log: list[TableEvent] = []
    for dice in ((6, 6), (3, 4), (1, 2)):  # seats 3 and 4 play; seat 1 throws seven moves
        game, thrown = game.throw(dice)
        if game.pending is not None and len(log) < 2:
            game, thrown = game.choose(game.pending.moves[0])
        if thrown.decided:
            log.append(Played(thrown))
    seats = tuple(Seat(p.id, p.display_name or p.name) for p in people)
    table = Table(
        TableConfig(4), people[0].id, GameStatus.ACTIVE, seats, game, version=9, log=tuple(log)
    )
    view = HostedGame(3, 10, 20, 20, 30, DRAWN_AT + 120, False, 0.0, None, table)
    album.take("board-tallest", _drawn(view, words))


def _drawn(view: HostedGame, words: Words, step: ChoiceStep = FIRST_STEP) -> JSON:
    """A board as the JSON Discord would store for it."""
    return {
        "flags": IS_COMPONENTS_V2,
        "components": board_message(view, words, step).view.to_components(),
        "author": {"username": "sho", "global_name": "Sho", "bot": True},
        "timestamp": datetime.fromtimestamp(DRAWN_AT, UTC).isoformat(),
    }
