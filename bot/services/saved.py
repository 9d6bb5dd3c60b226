"""Loading and saving tables: each action is saved with the table's snapshot and its clock in one
transaction; a table is read from its snapshot, or rebuilt from its record when the snapshot is
missing or damaged, and a game whose record is damaged too is marked broken."""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import Callable
from dataclasses import replace

from bot.services.errors import (
    DamagedGameError,
    GameNotFoundError,
    ServiceRefusal,
    StaleActionError,
)
from bot.services.hosted import HostedGame, Timing, hosted_of
from bot.services.keeper import ResultKeeper
from bot.services.live_tables import LiveTables
from bot.services.snapshot import dump_table, load_table
from bot.store import Store
from bot.store.errors import StaleVersionError
from bot.store.models import Game as GameRow
from bot.store.models import NewAction
from bot.store.models import Seat as SeatRow
from bot.store.result_models import GameResult, RatingChange
from bot.table.actions import TableAction, action_from_json, action_to_json
from bot.table.status import GameStatus
from bot.table.table import Table

log = logging.getLogger(__name__)


class SavedGames:
    """The games as the store keeps them, read and written as tables."""

    def __init__(self, store: Store, timing: Timing, clock: Callable[[], float]) -> None:
        self._store = store
        self._timing = timing
        self._clock = clock
        self.keeper = ResultKeeper(store)
        self.live = LiveTables()
        """This process's live games as last saved (read without a query)."""

    async def record(self, game_id: int) -> list[TableAction]:
        """The game's whole record, oldest first (DamagedRecordError if an entry is damaged)."""
        actions = await self._store.games.actions(game_id)
        return [action_from_json(json.loads(a.payload)) for a in actions]

    async def sound(self, rows: list[GameRow]) -> list[HostedGame]:
        """These games as the bot hosts them, leaving out (and stopping) any that are damaged."""
        games = []
        for row in rows:
            try:
                games.append(hosted_of(*await self.table_of(row)))
            except DamagedGameError:
                continue
        return games

    async def load(self, game_id: int) -> tuple[GameRow, Table]:
        kept = self.live.get(game_id)
        if kept is not None:
            return kept
        row = await self._store.games.get(game_id)
        if row is None:
            raise GameNotFoundError(ServiceRefusal.GAME_GONE, game=game_id)
        return await self.table_of(row)

    async def table_of(self, row: GameRow) -> tuple[GameRow, Table]:
        """The game (as saved) and its table from its snapshot; the snapshot is built from the
        record if it is missing (a migration left it out) or damaged; the game is marked broken
        (and DamagedGameError raised) if the record is damaged too."""
        kept = self.live.at_version(row)
        if kept is not None:
            return row, kept
        if row.snapshot is not None:
            try:
                table = load_table(row.snapshot)
                self.live.put(row, table)
                return row, table
            except Exception as error:  # any damage at all: JSON, keys, types, rules
                log.warning(
                    "game %d: the snapshot is damaged (%r); replaying the record", row.id, error
                )
        try:
            table = Table.replay(await self.record(row.id))
        except Exception as error:
            await self.mark_broken(row, f"its record is damaged ({error})")
            raise DamagedGameError() from error
        try:
            saved = replace(row, snapshot=dump_table(table))
            row = await self._store.games.save(saved, row.version)
        except StaleVersionError:  # saved meanwhile, by an action or another rebuild
            self.live.forget(row.id)
            return await self.load(row.id)
        log.info("game %d: the snapshot was built from the record", row.id)
        self.live.put(row, table)
        return row, table

    async def mark_broken(self, row: GameRow, reason: str) -> None:
        log.error("game %d is broken: %s", row.id, reason)
        self.live.forget(row.id)
        current = await self._store.games.get(row.id)
        if current is not None and current.status is not GameStatus.BROKEN:
            await self._store.games.save(
                replace(current, status=GameStatus.BROKEN, broken_reason=reason, deadline=None),
                current.version,
            )

    async def acted_since(self, game_id: int, version: int, user_id: int) -> bool:
        """Whether the action right after `version` was this person's (a double click)."""
        # One row, not the whole record: this runs under the game's lock on every stale click.
        return await self._store.games.action_by(game_id, version + 1) == user_id

    async def commit(
        self, row: GameRow, table: Table, action: TableAction, user_id: int | None
    ) -> HostedGame:
        after = table.apply(action)
        payload = json.dumps(action_to_json(action))
        now = self._clock()
        saved = self._project(row, after, now, by_person=user_id is not None)
        ends = after.game is not None and table.status.is_live and not after.status.is_live
        # The game and its results are saved together; other saves are one transaction anyway.
        async with self._store.transaction() if ends else contextlib.nullcontext():
            try:
                stored = await self._store.games.save(
                    saved,
                    row.version,
                    NewAction(user_id, payload),
                    seats_changed=saved.seats != row.seats,
                )
            except StaleVersionError as error:
                self.live.forget(row.id)
                raise StaleActionError(ServiceRefusal.ACTED_FIRST) from error
            result: GameResult | None = None
            changes: list[RatingChange] = []
            if ends:
                result, changes = await self.keeper.game_over(row.id, row.guild_id)
        self.live.put(stored, after)
        log.info("game %d v%d: %s", row.id, after.version, payload)
        return replace(hosted_of(stored, after), rating_changes=tuple(changes), result=result)

    def _project(self, row: GameRow, table: Table, now: float, *, by_person: bool) -> GameRow:
        """The stored row for a table: status, seats, snapshot and the clock."""
        deadline = row.deadline
        reminded = row.reminded
        if table.status is GameStatus.LOBBY:
            # Fixed when the table opens: joining and leaving again must not keep a lobby open.
            if deadline is None:
                deadline = now + self._timing.lobby
            reminded = False
        elif table.status is GameStatus.ACTIVE:
            actor = table.actor
            if actor is None or actor.autoplay:
                deadline, reminded = None, False
            else:
                deadline, reminded = now + table.config.turn_seconds, False
        elif table.status is GameStatus.PAUSED:
            if row.status is not GameStatus.PAUSED:
                deadline, reminded = now + self._timing.paused_end, False
        else:
            deadline, reminded = None, False
        return replace(
            row,
            status=table.status,
            host_id=table.host_id,
            seats=seat_rows(table),
            snapshot=dump_table(table),
            deadline=deadline,
            reminded=reminded,
            last_human_action_at=now if by_person else row.last_human_action_at,
        )


def seat_rows(table: Table) -> tuple[SeatRow, ...]:
    return tuple(
        SeatRow(
            seat=i,
            user_id=None if s.left else s.user_id,
            display_name=s.name,
            is_computer=s.user_id is None or s.left,
            computer_level=s.computer_level if s.autoplay else None,
            missed_turns=s.missed,
            away=s.away,
        )
        for i, s in enumerate(table.seats)
    )
