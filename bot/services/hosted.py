"""What the game services hand the Discord layer: a game as the bot hosts it, the clocks, the
observer told of every change."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from bot.store.models import Game as GameRow
from bot.store.result_models import GameResult, RatingChange
from bot.table.table import Table


@dataclass(frozen=True)
class Timing:
    """How long things may take, in seconds."""

    computer_delay: float = 1.0
    """The pause before each computer action, so people can follow."""
    lobby: float = 15 * 60
    """An unused lobby closes after this."""
    away_pause: float = 30 * 60
    """A game whose people are all away pauses after this."""
    paused_end: float = 24 * 3600
    """A paused game ends after this."""
    recent: float = 5 * 60
    """Games active this recently are told that play was interrupted by a restart."""


@dataclass(frozen=True)
class HostedGame:
    """A game as the Discord layer needs it: where it is shown, its clock and its table."""

    id: int
    guild_id: int
    channel_id: int
    board_channel_id: int | None
    board_message_id: int | None
    deadline: float | None
    reminded: bool
    updated_at: float
    last_person_at: float | None
    table: Table
    ping_message_id: int | None = None
    rating_changes: tuple[RatingChange, ...] = ()
    """What the game did to its players' ratings in its server, when it has just ended."""
    result: GameResult | None = None
    """How each seat ended the game, when it has just ended."""

    @property
    def version(self) -> int:
        return self.table.version

    @property
    def where(self) -> int:
        """The channel (or thread) the board lives in."""
        return self.board_channel_id or self.channel_id


class GameObserver(Protocol):
    """What the Discord layer is told. A change is told at once, in the task that made it (an
    observer with work to do starts it in a task of its own, so it never holds the game
    service up); a reminder and a resumption each run in their own task."""

    def game_changed(self, view: HostedGame) -> None: ...

    async def turn_reminder(self, view: HostedGame) -> None: ...

    async def game_resumed(self, view: HostedGame) -> None: ...


def hosted_of(row: GameRow, table: Table) -> HostedGame:
    """A stored game and its table, as the bot hosts it."""
    return HostedGame(
        id=row.id,
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        board_channel_id=row.board_channel_id,
        board_message_id=row.board_message_id,
        deadline=row.deadline,
        reminded=row.reminded,
        updated_at=row.updated_at,
        last_person_at=row.last_human_action_at,
        table=table,
        ping_message_id=row.ping_message_id,
    )
