"""A table's snapshot as JSON values: the whole table, saved with every action so loading a game
never replays its record (the record stays the truth: a snapshot can always be rebuilt).

Snapshots saved before a computer's seat held its number held its name ("Computer 2") instead,
in the seat and in the log's line on who threw first; they are read as the numbers they name.
"""

from __future__ import annotations

import re
from typing import Any

from bot.engine import Dice, Game, dump_position, load_position
from bot.table.config import TableConfig
from bot.table.end_reason import EndReason
from bot.table.events import TableEvent, event_from_json, event_to_json
from bot.table.seats import Seat
from bot.table.stats import Stats
from bot.table.status import GameStatus
from bot.table.table import Table

LEGACY_COMPUTER_NAME = re.compile(r"Computer ([1-9][0-9]*)")
"""The name a computer's seat held before it held its number."""


def table_to_json(table: Table) -> dict[str, Any]:
    """The snapshot of a table."""
    game = table.game
    return {
        "config": table.config.to_json(),
        "host": table.host_id,
        "status": table.status.value,
        "seats": [s.to_json() for s in table.seats],
        "first_seat": table.first_seat,
        "version": table.version,
        "position": None if game is None else dump_position(game.state),
        "pending": None if game is None or game.pending is None else list(game.pending.dice),
        "log": [event_to_json(event) for event in table.log],
        "stats": [table.stats.throws, table.stats.kills, table.stats.stacks, table.stats.paras],
        "last_dice": None if table.last_dice is None else list(table.last_dice),
        "last_move": None if table.last_move is None else list(table.last_move),
        "end_reason": None if table.end_reason is None else table.end_reason.value,
        # Only a rematch's lobby offers seats: other snapshots read as they always did.
        **({"offered": [seat.to_json() for seat in table.offered]} if table.offered else {}),
    }


def table_from_json(data: dict[str, Any]) -> Table:
    """The table a snapshot holds (any exception: the snapshot is damaged)."""
    game = None
    if data["position"] is not None:
        state = load_position(data["position"])
        pending = None if data["pending"] is None else state.resolve(tuple(data["pending"]))
        game = Game(state, pending)
    last_move = data["last_move"]
    return Table(
        config=TableConfig.from_json(data["config"]),
        host_id=data["host"],
        status=GameStatus(data["status"]),
        seats=tuple(_seat_from_json(s) for s in data["seats"]),
        game=game,
        first_seat=data["first_seat"],
        version=data["version"],
        log=tuple(_event_from_json(event, data["first_seat"]) for event in data["log"]),
        stats=Stats(*data["stats"]),
        last_dice=None if data["last_dice"] is None else Dice(*data["last_dice"]),
        last_move=None if last_move is None else tuple(last_move),
        end_reason=None if data["end_reason"] is None else EndReason(data["end_reason"]),
        offered=tuple(_seat_from_json(seat) for seat in data.get("offered", ())),
    )


def _seat_from_json(data: dict[str, Any]) -> Seat:
    if data["user"] is None and "number" not in data:  # saved when the seat held the name
        named = LEGACY_COMPUTER_NAME.fullmatch(data["name"])
        if named is None:
            raise ValueError(f"not a computer's name: {data['name']!r}")
        data = {**data, "number": int(named.group(1))}
    return Seat.from_json(data)


def _event_from_json(data: dict[str, Any], first_seat: int) -> TableEvent:
    if data.get("event") == "began" and "first" in data:  # saved when it named the seat
        data = {"event": "began", "seat": first_seat}
    return event_from_json(data)
