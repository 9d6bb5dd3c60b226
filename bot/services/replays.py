"""Finished games step by step (replays) and as a file (export), rebuilt from their records.

A replay's step k is the game after its k-th throw or move (step 0: before the first throw).
Nobody may study a live game's position this way while they play in it; other people may.
The export is the engine's own `GameRecord` JSON (so `GameRecord.from_json(...).replay()` loads
it back), with the seats, the table's settings and the position (docs/position.md) before every
throw.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine import Game, GameRecord, Report, ThrowAction, dump_position
from bot.services.errors import GameNotFoundError, ServiceRefusal
from bot.store import Store
from bot.table.actions import Open, TableAction, action_from_json, game_record
from bot.table.errors import InvalidInputError
from bot.table.seats import Seat
from bot.table.status import GameStatus
from bot.table.table import Table

EXPORT_FORMAT = "sho-game"
EXPORT_VERSION = 1


@dataclass(frozen=True)
class Step:
    """The game after one of its actions."""

    game: Game
    report: Report | None
    """What the action did (None at step 0)."""
    throw: int
    """How many throws have been made by then."""


@dataclass(frozen=True)
class Replay:
    """A game's every step, with its seats."""

    game_id: int
    seats: tuple[Seat, ...]
    steps: tuple[Step, ...]

    @property
    def last(self) -> int:
        return len(self.steps) - 1

    @property
    def throws(self) -> int:
        return self.steps[-1].throw

    def step_of_throw(self, throw: int) -> int:
        """The step right after the throw numbered `throw` (1, 2, ...), clamped to the game."""
        throw = max(1, min(throw, self.throws))
        return next(i for i, step in enumerate(self.steps) if step.throw == throw)


def steps_of(record: GameRecord) -> tuple[Step, ...]:
    """Every step of a game record, replayed once."""
    game = record.start()
    steps = [Step(game, None, 0)]
    throws = 0
    for action in record.actions:
        game, report = game.apply(action)
        throws += isinstance(action, ThrowAction)
        steps.append(Step(game, report, throws))
    return tuple(steps)


def export_json(
    game_id: int, record: Sequence[TableAction], name_of: Callable[[Seat], str]
) -> dict[str, Any]:
    """The game as the export file holds it, its seats named by `name_of` (the words are the
    caller's)."""
    engine = game_record(record)
    assert engine is not None
    opening = record[0]
    assert isinstance(opening, Open)
    table = Table.replay(record)
    game = engine.start()
    positions = []
    for action in engine.actions:
        if isinstance(action, ThrowAction):
            positions.append(dump_position(game.state))
        game, _ = game.apply(action)
    state = game.state
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "game": game_id,
        **engine.to_json(),
        "table": opening.config.to_json(),
        "seats": [
            {
                "seat": i,
                "name": name_of(seat),
                "user": seat.user_id,
                "computer": seat.level.value if seat.is_computer else None,
                "side": state.side_of(i),
                "left": seat.left,
            }
            for i, seat in enumerate(table.seats)
        ],
        "end_reason": None if table.end_reason is None else table.end_reason.value,
        "positions_before_throws": positions,
        "final_position": dump_position(state),
    }


class Replays:
    """Finds a game for a replay or an export, refusing what may not be shown."""

    def __init__(self, store: Store) -> None:
        self._store = store

    async def record(self, guild_id: int, game_id: int, user_id: int) -> list[TableAction]:
        """The record of a game that may be shown to this person here."""
        row = await self._store.games.get(game_id)
        if row is None:
            raise GameNotFoundError(ServiceRefusal.NO_SUCH_GAME, game=game_id)
        if row.guild_id != guild_id:
            raise GameNotFoundError(ServiceRefusal.GAME_ELSEWHERE, game=game_id)
        if row.status is GameStatus.BROKEN:
            raise InvalidInputError(ServiceRefusal.REPLAY_DAMAGED, game=game_id)
        stored = await self._store.games.actions(game_id)
        record = [action_from_json(json.loads(action.payload)) for action in stored]
        table = Table.replay(record)
        if table.game is None:
            raise InvalidInputError(ServiceRefusal.NEVER_BEGAN, game=game_id)
        if table.status.is_live and table.seat_of(user_id) is not None:
            raise InvalidInputError(ServiceRefusal.STILL_YOURS, game=game_id)
        return record

    async def replay(self, guild_id: int, game_id: int, user_id: int) -> Replay:
        record = await self.record(guild_id, game_id, user_id)
        engine = game_record(record)
        assert engine is not None
        table = Table.replay(record)
        return Replay(game_id, table.seats, steps_of(engine))

    async def export(
        self, guild_id: int, game_id: int, user_id: int, name_of: Callable[[Seat], str]
    ) -> dict[str, Any]:
        return export_json(game_id, await self.record(guild_id, game_id, user_id), name_of)
