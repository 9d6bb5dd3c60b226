"""Games, their seats and their action record."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import replace

from bot.engine import Options
from bot.store.columns import level_or_none, options_from_json
from bot.store.db import Database, Row
from bot.store.errors import StaleVersionError, UnknownGameError
from bot.store.models import Game, GameAction, NewAction, NewGame, Seat
from bot.store.shards import Shards
from bot.table.status import LIVE_STATUSES, GameStatus

_LIVE = "status IN ({})".format(", ".join(f"'{status}'" for status in sorted(LIVE_STATUSES)))

# Columns written from a NewGame / a Game (names equal the dataclass fields); guild_id and
# created_at never change, version and updated_at are the store's. Where Discord shows a game
# (its board and ping messages) is not part of the game: `show_board` and `show_ping` write it
# alone, so no save of the game overwrites it and writing it needs no version.
_CREATE_COLUMNS = (
    "guild_id", "channel_id", "board_channel_id", "board_message_id", "host_id", "status",
    "players", "computer_level", "options", "turn_seconds", "snapshot", "deadline",
)  # fmt: skip
_SAVE_COLUMNS = (
    "channel_id", "host_id", "status", "players", "computer_level", "options", "turn_seconds",
    "snapshot", "deadline", "reminded", "last_human_action_at", "broken_reason",
)  # fmt: skip
_INSERT_ACTION = (
    "INSERT INTO game_actions (game_id, seq, user_id, payload, created_at)"
    " VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM game_actions WHERE game_id = ?), ?, ?, ?)"
)
_INSERT_ACTION_IF_SAVED = (
    "INSERT INTO game_actions (game_id, seq, user_id, payload, created_at)"
    " SELECT ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM game_actions WHERE game_id = ?), ?, ?, ?"
    " WHERE changes() = 1"
)
"""SQLite only (where statements are queued together): the action goes in only if the UPDATE
just before it, on the same connection, changed the game's row."""
_INSERT_GAME = (
    "INSERT INTO games ({}, version, created_at, updated_at) VALUES ({}, 0, ?, ?)"
    " RETURNING id".format(", ".join(_CREATE_COLUMNS), ", ".join("?" for _ in _CREATE_COLUMNS))
)
_UPDATE_GAME = (
    "UPDATE games SET {}, version = ?, updated_at = ? WHERE id = ? AND version = ?"
    " RETURNING board_channel_id, board_message_id, ping_message_id".format(
        ", ".join(f"{column} = ?" for column in _SAVE_COLUMNS)
    )
)


class GameRepository:
    """Create, read and save games. Saves are checked against the version that was read."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def create(self, new: NewGame) -> Game:
        """Store a new game at version 0 with its seats."""
        now = self._db.now()
        async with self._db.transaction():
            inserted = await self._db.fetch_one(
                _INSERT_GAME, (*_values(new, _CREATE_COLUMNS), now, now)
            )
            assert inserted is not None
            game_id = int(inserted["id"])
            await self._write_seats(game_id, new.seats)
            return await self._get_existing(game_id)

    async def get(self, game_id: int) -> Game | None:
        """The game with this id, or None."""
        games = await self._select("id = ?", (game_id,))
        return games[0] if games else None

    async def live_in_channel(self, channel_id: int) -> list[Game]:
        """Live games started in this channel or whose board is in it (a thread), oldest first."""
        return await self._select(
            f"{_LIVE} AND (channel_id = ? OR board_channel_id = ?)", (channel_id, channel_id)
        )

    async def live_in_guild(self, guild_id: int) -> list[Game]:
        """Live games in this guild, oldest first."""
        return await self._select(f"{_LIVE} AND guild_id = ?", (guild_id,))

    async def all_live(self, shards: Shards | None = None) -> list[Game]:
        """Every live game, oldest first (to resume timers after a restart); with `shards`, only
        the games of the guilds on those shards."""
        if shards is None:
            return await self._select(_LIVE, ())
        ids = ", ".join(str(int(shard)) for shard in shards.ids)
        return await self._select(f"{_LIVE} AND (guild_id >> 22) % ? IN ({ids})", (shards.count,))

    async def save(
        self,
        game: Game,
        expected_version: int,
        action: NewAction | None = None,
        *,
        seats_changed: bool = True,
    ) -> Game:
        """Write `game` (row and seats) at version `expected_version + 1`, appending `action`;
        the game as stored is returned.

        Everything happens in one transaction. `game.version` is not read: the stored version must
        equal `expected_version`, else `StaleVersionError` and nothing is written. The seats are
        rewritten only when `seats_changed` (the caller knows they are as stored otherwise).
        """
        now = self._db.now()
        # The version in the WHERE clause: a writer that lost a race changes no row.
        update = (
            _UPDATE_GAME,
            (*_values(game, _SAVE_COLUMNS), expected_version + 1, now, game.id, expected_version),
        )
        values = (game.id, game.id, action.user_id, action.payload, now) if action else ()
        if self._db.queues_statements and not seats_changed:
            # One unit, maybe committed with other games' saves; the action goes in only if the
            # row changed.
            steps = [update, *([(_INSERT_ACTION_IF_SAVED, values)] if action else [])]
            updated = (await self._db.commit_each(steps))[0]
            if not updated:
                await self._refuse(game.id, expected_version)
        else:
            async with self._db.transaction():
                updated = await self._db.fetch_all(*update)
                if not updated:
                    await self._refuse(game.id, expected_version)
                if action is not None:
                    await self._db.execute(_INSERT_ACTION, values)
                if seats_changed:
                    await self._db.execute("DELETE FROM seats WHERE game_id = ?", (game.id,))
                    await self._write_seats(game.id, game.seats)
        shown = updated[0]
        return replace(
            game,
            version=expected_version + 1,
            updated_at=now,
            board_channel_id=shown["board_channel_id"],
            board_message_id=shown["board_message_id"],
            ping_message_id=shown["ping_message_id"],
        )

    async def _refuse(self, game_id: int, expected_version: int) -> None:
        """A save that changed no row: the game is gone, or at another version."""
        row = await self._db.fetch_one("SELECT version FROM games WHERE id = ?", (game_id,))
        if row is None:
            raise UnknownGameError(game_id)
        raise StaleVersionError(game_id, expected_version, row["version"])

    async def show_board(self, game_id: int, channel_id: int, message_id: int | None) -> None:
        """Where the game's board message is now."""
        await self._db.execute(
            "UPDATE games SET board_channel_id = ?, board_message_id = ? WHERE id = ?",
            (channel_id, message_id, game_id),
        )

    async def show_ping(self, game_id: int, message_id: int | None) -> None:
        """The message that pinged the player to move (None once it is deleted)."""
        await self._db.execute(
            "UPDATE games SET ping_message_id = ? WHERE id = ?", (message_id, game_id)
        )

    async def actions(self, game_id: int) -> list[GameAction]:
        """The game record in order (seq 1, 2, ...)."""
        rows = await self._db.fetch_all(
            "SELECT game_id, seq, user_id, payload, created_at FROM game_actions"
            " WHERE game_id = ? ORDER BY seq",
            (game_id,),
        )
        return [
            GameAction(
                game_id=row["game_id"],
                seq=row["seq"],
                user_id=row["user_id"],
                payload=row["payload"],
                created_at=row["created_at"],
            )
            for row in rows
        ]

    async def action_by(self, game_id: int, seq: int) -> int | None:
        """Who made the game's action number `seq` (None: the system, or no such action)."""
        row = await self._db.fetch_one(
            "SELECT user_id FROM game_actions WHERE game_id = ? AND seq = ?", (game_id, seq)
        )
        return None if row is None else row["user_id"]

    async def _get_existing(self, game_id: int) -> Game:
        game = await self.get(game_id)
        if game is None:
            raise UnknownGameError(game_id)
        return game

    async def _write_seats(self, game_id: int, seats: Iterable[Seat]) -> None:
        await self._db.execute_many(
            "INSERT INTO seats (game_id, seat, user_id, display_name, is_computer,"
            " computer_level, missed_turns, away) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                (
                    game_id,
                    seat.seat,
                    seat.user_id,
                    seat.display_name,
                    int(seat.is_computer),
                    seat.computer_level,
                    seat.missed_turns,
                    int(seat.away),
                )
                for seat in seats
            ),
        )

    async def _select(self, where: str, params: tuple[object, ...]) -> list[Game]:
        """Games matching a fixed condition from this module (values always as parameters)."""
        async with self._db.hold():
            game_rows = await self._db.fetch_all(
                f"SELECT * FROM games WHERE {where} ORDER BY id", params
            )
            seat_rows = await self._db.fetch_all(
                f"SELECT * FROM seats WHERE game_id IN (SELECT id FROM games WHERE {where})"
                " ORDER BY game_id, seat",
                params,
            )
        seats: dict[int, list[Seat]] = {}
        for row in seat_rows:
            seats.setdefault(row["game_id"], []).append(_seat(row))
        return [_game(row, tuple(seats.get(row["id"], ()))) for row in game_rows]


def _values(source: NewGame | Game, columns: tuple[str, ...]) -> list[object]:
    """The dataclass fields named by `columns`, as column values (flags as 0 or 1)."""
    values: list[object] = []
    for column in columns:
        value = getattr(source, column)
        if isinstance(value, Options):
            value = _options_to_json(value)
        values.append(int(value) if isinstance(value, bool) else value)
    return values


def _options_to_json(options: Options) -> str:
    return json.dumps(options.to_json(), sort_keys=True)


def _seat(row: Row) -> Seat:
    return Seat(
        seat=row["seat"],
        user_id=row["user_id"],
        display_name=row["display_name"],
        is_computer=bool(row["is_computer"]),
        computer_level=level_or_none(row["computer_level"]),
        missed_turns=row["missed_turns"],
        away=bool(row["away"]),
    )


def _game(row: Row, seats: tuple[Seat, ...]) -> Game:
    return Game(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        host_id=row["host_id"],
        status=GameStatus(row["status"]),
        players=row["players"],
        computer_level=level_or_none(row["computer_level"]),
        options=options_from_json(row["options"]),
        turn_seconds=row["turn_seconds"],
        snapshot=row["snapshot"],
        version=row["version"],
        board_channel_id=row["board_channel_id"],
        board_message_id=row["board_message_id"],
        deadline=row["deadline"],
        reminded=bool(row["reminded"]),
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        last_human_action_at=row["last_human_action_at"],
        broken_reason=row["broken_reason"],
        seats=seats,
        ping_message_id=row["ping_message_id"],
    )
