"""Finished games with the facts of every seat, numbered in the order they are rated."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import replace

from bot.engine import Level
from bot.store.columns import level_or_none, options_from_json
from bot.store.db import Database, Row
from bot.store.result_models import GameResult, SeatResult
from bot.table.end_reason import EndReason

_GAME_COLUMNS = (
    "game_id", "seq", "guild_id", "end_reason", "winner_side", "players", "computers",
    "computer_level", "options", "turn_seconds", "throws", "started_at", "finished_at", "rated",
)  # fmt: skip
_SEAT_COLUMNS = (
    "game_id", "seat", "user_id", "name", "computer_level", "side", "place", "coins_home",
    "kills_made", "kills_suffered", "stacks", "paras", "throws", "missed_turns", "left_game",
    "guild_id", "finished_at", "seq",
)  # fmt: skip


def _insert(table: str, columns: tuple[str, ...]) -> str:
    marks = ", ".join("?" for _ in columns)
    return f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})"


class ResultRepository:
    """Record how games ended (once per game) and read them back."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def record(self, result: GameResult) -> GameResult:
        """Store a game's result with the next number in the rating order (or the number a
        migration reserved for it) and return it numbered."""
        async with self._db.transaction():
            await self.lock_recording()
            reserved = await self._db.fetch_one(
                "SELECT seq FROM results_backfill WHERE game_id = ?", (result.game_id,)
            )
            if reserved is not None:
                seq = int(reserved["seq"])
                await self._db.execute(
                    "DELETE FROM results_backfill WHERE game_id = ?", (result.game_id,)
                )
            else:
                row = await self._db.fetch_one(
                    "SELECT MAX(seq) AS seq FROM (SELECT seq FROM game_results"
                    " UNION ALL SELECT seq FROM results_backfill) AS taken"
                )
                seq = (row["seq"] if row is not None and row["seq"] is not None else 0) + 1
            await self._db.execute(
                _insert("game_results", _GAME_COLUMNS), _game_values(result, seq)
            )
            await self._db.execute_many(
                _insert("seat_results", _SEAT_COLUMNS),
                (_seat_values(result, seat, seq) for seat in result.seats),
            )
        return replace(result, seq=seq)

    async def lock_recording(self) -> None:
        """In a transaction: record no result anywhere (any process) until it ends, and wait
        for any being recorded. The results read after it are all there are until then."""
        # SQLite's BEGIN IMMEDIATE already holds the whole file; PostgreSQL needs a lock that
        # every recording (and the rating of it, in the same transaction) takes too.
        await self._db.serialize("results")

    async def get(self, game_id: int) -> GameResult | None:
        """The result of a game, or None if it has none."""
        found = await self._read("game_id = ?", (game_id,))
        return found[0] if found else None

    async def in_order(self) -> list[GameResult]:
        """Every result, in the order they are rated."""
        return await self._read("TRUE", ())

    async def backfill_queue(self) -> list[tuple[int, float]]:
        """Old games whose results are still to be rebuilt: (game id, when it ended), in order."""
        rows = await self._db.fetch_all(
            "SELECT game_id, finished_at FROM results_backfill ORDER BY seq"
        )
        return [(row["game_id"], row["finished_at"]) for row in rows]

    async def unqueue(self, game_id: int) -> None:
        """Give up rebuilding an old game's result (its record does not replay)."""
        await self._db.execute("DELETE FROM results_backfill WHERE game_id = ?", (game_id,))

    async def _read(self, where: str, params: tuple[object, ...]) -> list[GameResult]:
        async with self._db.hold():
            games = await self._db.fetch_all(
                f"SELECT * FROM game_results WHERE {where} ORDER BY seq", params
            )
            seats = await self._db.fetch_all(
                "SELECT * FROM seat_results WHERE game_id IN"
                f" (SELECT game_id FROM game_results WHERE {where}) ORDER BY seq, seat",
                params,
            )
        by_game: dict[int, list[SeatResult]] = {}
        for row in seats:
            by_game.setdefault(row["game_id"], []).append(_seat(row))
        return [_game(row, by_game.get(row["game_id"], [])) for row in games]


def _game_values(result: GameResult, seq: int) -> tuple[object, ...]:
    return (
        result.game_id, seq, result.guild_id, result.end_reason.value, result.winner_side,
        result.players, result.computers, result.computer_level.value,
        json.dumps(result.options._asdict(), sort_keys=True), result.turn_seconds, result.throws,
        result.started_at, result.finished_at, int(result.rated),
    )  # fmt: skip


def _seat_values(result: GameResult, seat: SeatResult, seq: int) -> tuple[object, ...]:
    level = None if seat.computer_level is None else seat.computer_level.value
    return (
        result.game_id, seat.seat, seat.user_id, seat.name, level, seat.side, seat.place,
        seat.coins_home, seat.kills_made, seat.kills_suffered, seat.stacks, seat.paras,
        seat.throws, seat.missed_turns, int(seat.left), result.guild_id, result.finished_at, seq,
    )  # fmt: skip


def _seat(row: Row) -> SeatResult:
    return SeatResult(
        seat=row["seat"],
        user_id=row["user_id"],
        name=row["name"],
        side=row["side"],
        place=row["place"],
        coins_home=row["coins_home"],
        kills_made=row["kills_made"],
        kills_suffered=row["kills_suffered"],
        stacks=row["stacks"],
        paras=row["paras"],
        throws=row["throws"],
        missed_turns=row["missed_turns"],
        left=bool(row["left_game"]),
        computer_level=level_or_none(row["computer_level"]),
    )


def _game(row: Row, seats: Iterable[SeatResult]) -> GameResult:
    return GameResult(
        game_id=row["game_id"],
        guild_id=row["guild_id"],
        end_reason=EndReason(row["end_reason"]),
        winner_side=row["winner_side"],
        players=row["players"],
        computers=row["computers"],
        computer_level=Level(row["computer_level"]),
        options=options_from_json(row["options"]),
        turn_seconds=row["turn_seconds"],
        throws=row["throws"],
        started_at=row["started_at"],
        finished_at=row["finished_at"],
        rated=bool(row["rated"]),
        seats=tuple(seats),
        seq=row["seq"],
    )
