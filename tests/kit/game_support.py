"""Helpers for the game's end-to-end tests (no tests here).

`game_bot(...)` runs the project's bot against the fake with scripted dice (and, if a test
wants, short clocks), handed to `create_bot` as production hands it the real ones. The rest
reads the channel as a person sees it and clicks through games.
"""

from __future__ import annotations

import random
import re
from collections.abc import AsyncIterator, Iterable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.client import ShoBot
from bot.engine import Dice
from bot.services.games import GameService
from bot.services.hosted import Timing
from bot.words import Language, words_in
from devtools.botrun import running_bot
from devtools.fakediscord import FakeDiscord, InteractionResult, Message, User
from devtools.fakediscord.components import TEXT_DISPLAY, walk
from devtools.fakediscord.interactions import MESSAGE_COMPONENT

MENTION = re.compile(r"^<@(\d+)>")
"""A turn line that names a person, in any language: the person whose turn it is."""
SOURCE = re.compile(r"sho:p:\d+:\d+:\d+")
"""A stack's (or a new coin's) button, on the first step of choosing among many moves."""
GAME_IDS = ("sho:g:", "sho:m:", "sho:s:", "sho:p:")


class ScriptedDice(random.Random):
    """Seeded dice that throw what a test queued first (`push`), and draw first seats likewise."""

    def __init__(self, seed: int = 7) -> None:
        super().__init__(seed)
        self.throws: list[Dice] = []
        self.first_seats: list[int] = []

    def push(self, *throws: tuple[int, int]) -> ScriptedDice:
        self.throws.extend(Dice(*throw) for throw in throws)
        return self

    def random(self) -> float:
        """`bot.engine.roll` reads one random() per throw: 36 equal slices, one per (d1, d2)."""
        if self.throws:
            d1, d2 = self.throws.pop(0)
            return ((d1 - 1) * 6 + (d2 - 1) + 0.5) / 36
        return super().random()

    @classmethod
    def first_to_throw(cls, seat: int) -> ScriptedDice:
        """Seeded dice that draw `seat` to throw first."""
        dice = cls()
        dice.first_seats.append(seat)
        return dice

    def randrange(self, *args: Any, **kwargs: Any) -> int:
        if self.first_seats:
            return self.first_seats.pop(0)
        return super().randrange(*args, **kwargs)


@asynccontextmanager
async def game_bot(
    fake: FakeDiscord,
    db_path: Path,
    *,
    dice: random.Random | None = None,
    timing: Timing | None = None,
    **settings: Any,
) -> AsyncIterator[ShoBot]:
    """The bot playing with `dice` and `timing` (defaults: seeded dice, no computer pauses)."""
    dice = dice if dice is not None else ScriptedDice()
    async with running_bot(fake, db_path, dice=dice, timing=timing, **settings) as bot:
        yield bot


def service_of(bot: ShoBot) -> GameService:
    """The bot's game service."""
    return bot.games


# -- reading the channel -----------------------------------------------------------------------


def texts(message: Message) -> list[str]:
    """The text displays of a Components V2 message, in order."""
    return [c["content"] for c in walk(message.components) if c.get("type") == TEXT_DISPLAY]


ENDED = ("🏆", "⏹️")
"""How a board's turn line starts once the game is over, in every language (won, or ended)."""
COMPONENTS_V2 = 1 << 15
"""The flag of a message laid out as a Components V2 card."""


def _standings_headings() -> frozenset[str]:
    """The headings of the standings' public cards, in every language."""
    headings = set()
    for language in Language:
        words = words_in(language)
        headings |= {
            words.say("community-stats-title"),
            words.say("community-history-title"),
            *(
                words.say("community-leaderboard-title", scope=scope, period=period)
                for scope in ("server", "all")
                for period in ("all", "season", "week")
            ),
        }
    return frozenset(f"### {heading}" for heading in headings)


STANDINGS_HEADINGS = _standings_headings()


def is_board(message: Message) -> bool:
    """A game's own message: a lobby or a board, in any language: the bot's public Components
    V2 cards but the standings' (summaries and pings are classic messages; the settings panel
    and other pages are private); before Components V2, an embed titled 'Sho · ...'."""
    if message.flags & COMPONENTS_V2 and not message.ephemeral:
        texts = [c["content"] for c in walk(message.components) if c["type"] == TEXT_DISPLAY]
        return not (texts and texts[0] in STANDINGS_HEADINGS)
    return any("Sho ·" in str(embed.get("title", "")) for embed in message.embeds)


def turn_line(message: Message) -> str:
    """What a board says of whose turn it is (or that the game is over): its headline's last
    line, above the spiral (a message without a card: its content)."""
    found = texts(message)
    if not found:
        return message.content
    headline = found[0].split("```")[0].splitlines()
    return headline[-1] if headline else ""


def boards(fake: FakeDiscord, channel: object) -> list[Message]:
    return [m for m in fake.channel_messages(channel) if is_board(m)]


def board_of(fake: FakeDiscord, channel: object) -> Message:
    """The newest lobby or board in the channel."""
    found = boards(fake, channel)
    assert found, "no board in the channel"
    return found[-1]


def game_ids(message: Message) -> list[str]:
    """The custom ids of the enabled turn buttons and menus on a board."""
    ids = [b.custom_id or "" for b in message.buttons if not b.disabled]
    ids += [s.custom_id for s in message.selects if not s.disabled]
    return [i for i in ids if i.startswith(GAME_IDS)]


def to_play(message: Message) -> int | None:
    """The id of the person the board asks to play, if any."""
    found = MENTION.match(turn_line(message))
    return int(found[1]) if found else None


def private_to(fake: FakeDiscord, channel: object, user: User) -> list[Message]:
    """The ephemeral messages `user` sees in the channel, oldest first."""
    return [m for m in fake.visible_messages(channel, user) if m.ephemeral]


def all_pings(fake: FakeDiscord, user: User) -> list[Message]:
    """Every message that pinged `user`, deleted ones included."""
    return [m for m in fake.state.messages.values() if user.id in m.pinged]


# -- acting ------------------------------------------------------------------------------------


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
        shown = await fake.click(board, custom_id=source, user=user)
        assert shown.note is None, shown.note.content if shown.note else ""
        board = fake.state.message(board.id)
        moves = [i for i in game_ids(board) if i.startswith("sho:m:")]
    return await fake.click(board, custom_id=moves[0], user=user)


@dataclass
class Played:
    """What happened while a game was clicked through."""

    clicks: int = 0
    turns_of: dict[int, int] = field(default_factory=dict)


async def play_to_the_end(
    fake: FakeDiscord,
    channel: object,
    people: Iterable[User],
    *,
    limit: float = 60.0,
    between: Mapping[int, Any] | None = None,
) -> Played:
    """Click for whichever person the board names until the game is over.

    `between`: {click number: async callable} run before that click (to act mid-game).
    """
    by_id = {p.id: p for p in people}
    hooks = dict(between or {})
    played = Played()
    last: list[str] = []
    loop_deadline = fake.clock.now() + limit

    def ready() -> Message | None:
        board = board_of(fake, channel)
        if turn_line(board).startswith(ENDED):
            return board
        ids = game_ids(board)
        if ids and ids != last and to_play(board) in by_id:
            return board
        return None

    while fake.clock.now() < loop_deadline:
        board = await fake.wait_for(ready, timeout=10)
        if not game_ids(board) and turn_line(board).startswith(ENDED):
            return played
        if played.clicks in hooks:
            await hooks.pop(played.clicks)()
            last = []
            continue
        person = to_play(board)
        assert person is not None
        last = game_ids(board)
        if any(i.endswith(":throw") for i in last):
            played.turns_of[person] = played.turns_of.get(person, 0) + 1
        await play_move(fake, board, by_id[person])
        played.clicks += 1
    raise AssertionError("the game did not end in time")


async def forge_click(
    fake: FakeDiscord,
    message: Message,
    custom_id: str,
    *,
    user: User,
    values: list[str] | None = None,
) -> InteractionResult:
    """A click on `message` carrying any custom id (as a stale or forged client would send)."""
    actions = fake._actions  # the fake's lower-level API: interactions with any data
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": 2}
    if values is not None:
        data = {"custom_id": custom_id, "component_type": 3, "values": values}
    pending = actions._new(
        MESSAGE_COMPONENT, user, message.channel_id, f"forged {custom_id!r}", message
    )
    return await actions._run(pending, data)


async def two_player_game(
    fake: FakeDiscord, bot: ShoBot, first: User, second: User
) -> tuple[int, Message]:
    """`first` opens a table for two, `second` joins; once `first` is asked to throw, returns
    the game's id and its board (the dice must draw `first` to begin, e.g. `first_seats=[0]`)."""
    lobby = await fake.slash("sho new", user=first, players=2)
    await fake.click(lobby, "Join", user=second)
    board = lobby.message
    assert board is not None
    await fake.wait_for(lambda: turn_line(board).startswith(first.mention))
    view = await service_of(bot).live_in_channel(board.channel_id)
    assert view is not None
    return view.id, board
