"""The values the store takes and returns: frozen dataclasses, users as int ids, never rows."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine import DEFAULT_OPTIONS, Level, Options, Preset
from bot.table.status import GameStatus


@dataclass(frozen=True, slots=True)
class Seat:
    """One player at the table; computers have no user id."""

    seat: int
    user_id: int | None
    display_name: str
    """A person's name; empty for a computer, which `bot.ui` names by its seat when drawn."""
    is_computer: bool = False
    computer_level: Level | None = None
    missed_turns: int = 0
    away: bool = False


@dataclass(frozen=True, slots=True)
class NewGame:
    """What `games.create` needs; the store adds the id, version and times."""

    guild_id: int
    channel_id: int
    host_id: int
    players: int
    turn_seconds: int
    options: Options = DEFAULT_OPTIONS
    computer_level: Level | None = None
    seats: tuple[Seat, ...] = ()
    status: GameStatus = GameStatus.LOBBY
    snapshot: str | None = None
    board_channel_id: int | None = None
    board_message_id: int | None = None
    deadline: float | None = None


@dataclass(frozen=True, slots=True)
class Game:
    """A stored game. `snapshot` is the engine's state as JSON text, opaque to the store;
    `version` counts accepted saves, for the optimistic check in `games.save`."""

    id: int
    guild_id: int
    channel_id: int
    host_id: int
    status: GameStatus
    players: int
    computer_level: Level | None
    options: Options
    turn_seconds: int
    snapshot: str | None
    version: int
    board_channel_id: int | None
    board_message_id: int | None
    deadline: float | None
    reminded: bool
    created_at: float
    updated_at: float
    last_human_action_at: float | None
    broken_reason: str | None
    seats: tuple[Seat, ...]
    ping_message_id: int | None = None
    """The newest turn ping still in the channel (deleted once its person has been back, or
    the game is over; bot/ui/publishing/live_pings.py)."""


@dataclass(frozen=True, slots=True)
class NewAction:
    """An entry for the game record; `payload` is JSON text (a throw, a move, a join...)."""

    user_id: int | None
    payload: str


@dataclass(frozen=True, slots=True)
class GameAction:
    """A stored entry of the game record, numbered 1, 2, ... per game."""

    game_id: int
    seq: int
    user_id: int | None
    payload: str
    created_at: float


@dataclass(frozen=True, slots=True)
class GuildSettings:
    """Per-guild overrides of the defaults for new games; None means the bot's default."""

    guild_id: int
    turn_seconds: int | None = None
    preset: Preset | None = None
    """The rules new games start from (None: the table's)."""
    options: Options | None = None
    """The server's own options (None: the preset's); they may differ from the preset's."""
    computer_level: Level | None = None
    game_channels: tuple[int, ...] = ()
    """The channels where games may be started (none named: every channel)."""
    threads: bool = False
    """Whether /sho new opens each game in a thread of the channel."""
    turn_pings: bool = True
    """Whether a new turn pings the person to play."""
    moderator_role_id: int | None = None
    """A role whose members may end games and remove players, besides Manage Server."""
    table_limit: int | None = None
    """The most live games and open tables at once (None: the bot's default)."""
    language: str | None = None
    """The language of the server's public messages, a `bot.words.Language` by its locale's
    name (None: the bot's, SHO_LANGUAGE)."""
