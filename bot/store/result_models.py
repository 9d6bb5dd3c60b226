"""The values of finished games, ratings and standings: frozen dataclasses and enums."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.engine import Level, Options
from bot.table.end_reason import EndReason

ALL_SERVERS = 0
"""The rating scope of every server together (a server's scope is its guild id)."""


@dataclass(frozen=True, slots=True)
class SeatResult:
    """How one seat ended a game, with what it did on the way."""

    seat: int
    user_id: int | None
    """None for a computer seat (a person who left keeps their id)."""
    name: str
    """A person's name; empty for a computer (its level says what played)."""
    side: int
    place: int | None
    """1 for the winning side; None when the game gave this seat no result (abandoned, or the
    person was removed by the host)."""
    coins_home: int = 0
    kills_made: int = 0
    kills_suffered: int = 0
    """Kills of the seat's side's coins (partners share them)."""
    stacks: int = 0
    paras: int = 0
    throws: int = 0
    missed_turns: int = 0
    left: bool = False
    """The person left or was removed; the game counts as last for them, unless the host removed
    them without being a moderator (then `place` is None: it does not count for them)."""
    computer_level: Level | None = None

    @property
    def won(self) -> bool:
        return self.place == 1


@dataclass(frozen=True, slots=True)
class GameResult:
    """A game that began and is over: how it ended, its settings, and every seat."""

    game_id: int
    guild_id: int
    end_reason: EndReason
    """WON, or how it was abandoned (ENDED, DESERTED, ABANDONED)."""
    winner_side: int | None
    players: int
    computers: int
    computer_level: Level
    options: Options
    turn_seconds: int
    throws: int
    started_at: float
    finished_at: float
    rated: bool
    seats: tuple[SeatResult, ...]
    seq: int = 0
    """The order games are rated in (the store assigns it)."""

    @property
    def abandoned(self) -> bool:
        return self.winner_side is None

    @property
    def seconds(self) -> float:
        return self.finished_at - self.started_at

    def partners(self, seat: int) -> tuple[SeatResult, ...]:
        """The other seats of this seat's side."""
        side = self.seats[seat].side
        return tuple(s for s in self.seats if s.side == side and s.seat != seat)


@dataclass(frozen=True, slots=True)
class Rating:
    """A player's skill in one scope: OpenSkill's mu and sigma, and the rated games behind it."""

    mu: float
    sigma: float
    games: int = 0


@dataclass(frozen=True, slots=True)
class RatingChange:
    """What one rated game did to one player's rating in one scope."""

    game_id: int
    scope: int
    user_id: int
    seq: int
    before: Rating
    after: Rating


class Period(StrEnum):
    """The stretch of time a leaderboard counts."""

    ALL_TIME = "all"
    SEASON = "season"
    """The calendar month (UTC)."""
    WEEK = "week"
    """Monday to Sunday (UTC)."""


class Order(StrEnum):
    """What a leaderboard ranks by."""

    RATING = "rating"
    WINS = "wins"
    WIN_RATE = "winrate"


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's line of a leaderboard."""

    rank: int
    """1, 2, ...; 0 for a player shown without a rank (too few games in the period)."""
    user_id: int
    games: int
    wins: int
    rating: Rating | None

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True, slots=True)
class StandingsPage:
    """A page of a leaderboard, the caller's own line, and how many players are ranked."""

    lines: tuple[Standing, ...]
    own: Standing | None
    total: int


@dataclass(frozen=True, slots=True)
class PlayedGame:
    """One of a player's games, as their history lists it."""

    game_id: int
    finished_at: float
    players: int
    end_reason: EndReason
    place: int | None
    left: bool
    rated: bool
    channel_id: int | None
    message_id: int | None


@dataclass(frozen=True, slots=True)
class Totals:
    """A player's sums over their games with a result."""

    games: int = 0
    wins: int = 0
    kills: int = 0
    stacks: int = 0
    paras: int = 0
    places: tuple[tuple[int, int], ...] = ()
    """(place, how many times), best place first."""


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """A player against one opponent: games met, and who finished ahead."""

    opponent: int
    games: int
    ahead: int
    behind: int
