"""The publisher's memory of each game, kept only while the game needs it.

A `TrackedGame` is made when a game is first seen and dropped once it is over, drawn and
announced; after that only its id and last version are kept, for the most recent games, so a
late change cannot draw or announce it again. Memory follows the live games, not every game the
process has hosted.
"""

from __future__ import annotations

import asyncio
import datetime
from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import discord

from bot.services.hosted import HostedGame
from bot.ui.kit.host import Responder
from bot.ui.publishing.live_pings import LivePings

ENDED_KEPT = 1000
"""Games drawn to their end whose last version is remembered (the most recent ones)."""


class TurnBegun(NamedTuple):
    """The version whose seat to play differs from the version before it, and that seat."""

    version: int
    seat: int


@dataclass(eq=False)
class TrackedGame:
    """What the publisher knows of one game while it is tracked."""

    latest: HostedGame
    """The newest version told (drawn as soon as the previous drawing is done)."""
    shown: int = -1
    """The version on the board (-1: nothing drawn yet, or the board must be posted again)."""
    announced: int = -1
    """The newest version whose pings and summary were sent (or are on their way)."""
    task: asyncio.Task[None] | None = None
    """The drawing of the newest version, while it runs."""
    announcing: asyncio.Task[None] | None = None
    """The newest announcement (pings, the summary), which runs after the one before it."""
    drawing: asyncio.Lock = field(default_factory=asyncio.Lock)
    board: tuple[int, int] | None = None
    """(channel, message) of the board this process last drew (wins over the row's)."""
    gone: set[int] = field(default_factory=set)
    """This game's messages that were deleted (never edited again)."""
    turn_seen: tuple[int, int | None] | None = None
    """(version, seat to play) of the newest version told."""
    ping_due: TurnBegun | None = None
    """A turn that began and whose person has not been pinged yet."""
    pings: LivePings = field(default_factory=LivePings)
    """The turn pings in the channel, one a person (the newest's id also saved, so a restart
    can find it)."""
    acted: dict[int, datetime.datetime] = field(default_factory=dict)
    """When each person last clicked or typed a command in the game (Discord's time)."""
    clicked: dict[int, int] = field(default_factory=dict)
    """Each person's newest click or command in the game (its interaction id)."""
    last_answer: Responder | None = None
    """The last person's click or command: whom to tell if the board cannot be drawn."""
    finished: bool = False
    """The summary was sent."""
    closed: bool = False
    """The lobby closed without a game and its thread was looked at (archived if ours)."""
    blocked: bool = False
    """The bot may not post here and someone was told (until drawing works again)."""
    via: discord.Interaction[Any] | None = None
    """The newest click on the board: its token edits the board outside the global limit."""

    @property
    def id(self) -> int:
        return self.latest.id


class Tracker:
    """Every tracked game by id, and the last versions of the games recently let go."""

    def __init__(self) -> None:
        self._games: dict[int, TrackedGame] = {}
        self._ended: OrderedDict[int, int] = OrderedDict()

    def __len__(self) -> int:
        return len(self._games)

    def __iter__(self) -> Iterator[TrackedGame]:
        return iter(list(self._games.values()))

    @property
    def ended(self) -> int:
        """How many let-go games are remembered (never more than ENDED_KEPT)."""
        return len(self._ended)

    def get(self, game_id: int) -> TrackedGame | None:
        return self._games.get(game_id)

    def track(self, view: HostedGame) -> TrackedGame | None:
        """The game's memory, made on first sight; None for a version of a game already drawn
        to its end (a late change, to be ignored)."""
        game = self._games.get(view.id)
        if game is None:
            if view.version <= self._ended.get(view.id, -1):
                return None
            game = self._games[view.id] = TrackedGame(view)
        return game

    def release(self, game: TrackedGame) -> None:
        """Let go of a game that is over and drawn, keeping only the version that ended it."""
        if self._games.get(game.id) is game:
            del self._games[game.id]
        self._ended[game.id] = max(game.shown, self._ended.get(game.id, -1))
        self._ended.move_to_end(game.id)
        while len(self._ended) > ENDED_KEPT:
            self._ended.popitem(last=False)
