"""Game sessions: every request checked, recorded and saved before anyone is answered.

One `GameService` owns the per-game locks and the dice (the operating system's random source).
The Discord layer calls one method per request and hears about every change through
`GameObserver`; the `GameDriver` calls the system's own actions (computer turns, clocks).
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import secrets
import time
from collections.abc import Callable, Coroutine
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import replace
from typing import Any

from bot.ai import searches
from bot.engine import Level, Move, MoveAction, State, Throw, ThrowAction, roll
from bot.services.driver import GameDriver
from bot.services.errors import ChannelBusyError, OldBoardError, ServiceRefusal, StaleActionError
from bot.services.hosted import GameObserver, HostedGame, Timing, hosted_of
from bot.services.keeper import ResultKeeper
from bot.services.limits import check_room
from bot.services.locks import KeyedLocks
from bot.services.saved import SavedGames, seat_rows
from bot.services.snapshot import dump_table
from bot.store import Store
from bot.store.models import Game as GameRow
from bot.store.models import NewAction, NewGame
from bot.store.shards import Shards
from bot.table.actions import (
    Abandon,
    Autoplay,
    Cancel,
    Miss,
    Open,
    Pause,
    Play,
    Start,
    TableAction,
    action_to_json,
)
from bot.table.config import TableConfig
from bot.table.end_reason import EndReason
from bot.table.errors import InvalidInputError
from bot.table.seats import Seat
from bot.table.status import GameStatus
from bot.table.table import Table

log = logging.getLogger(__name__)

ChooseMove = Callable[[Level, State, Throw, random.Random], Move]
"""A computer player: level, position, the throw awaiting a move, its own RNG -> the move."""


class GameService:
    """The one way in for every request that touches a game."""

    def __init__(
        self,
        store: Store,
        *,
        choose_move: ChooseMove,
        timing: Timing | None = None,
        clock: Callable[[], float] = time.time,
        dice: random.Random | None = None,
        executor: Executor | None = None,
        shards: Shards | None = None,
    ) -> None:
        """With `shards`, this process drives only the games of the guilds on those shards."""
        self._store = store
        self._shards = shards
        self._choose_move = choose_move
        self.timing = timing = timing or Timing()
        self._clock = clock
        self._dice = dice if dice is not None else secrets.SystemRandom()
        self._executor = executor or ThreadPoolExecutor(max_workers=2, thread_name_prefix="sho-ai")
        self._games = KeyedLocks()
        self._guilds = KeyedLocks()
        """Opening a table waits only for others being opened in the same server (it counts)."""
        self._observers: list[GameObserver] = []
        self._background: set[asyncio.Task[None]] = set()
        self._saved = SavedGames(store, timing, clock)
        self.driver = GameDriver(self, timing, clock)

    @property
    def results(self) -> ResultKeeper:
        """What finished games leave behind: results and ratings."""
        return self._saved.keeper

    def add_observer(self, observer: GameObserver) -> None:
        self._observers.append(observer)

    # -- reading ---------------------------------------------------------------------------

    async def get(self, game_id: int) -> HostedGame:
        row, table = await self._saved.load(game_id)
        return hosted_of(row, table)

    async def live_in_channel(self, channel_id: int) -> HostedGame | None:
        views = await self._saved.sound(await self._store.games.live_in_channel(channel_id))
        return views[-1] if views else None

    async def live_in_guild(self, guild_id: int) -> list[HostedGame]:
        return await self._saved.sound(await self._store.games.live_in_guild(guild_id))

    async def record(self, game_id: int) -> list[TableAction]:
        """The game's whole record, oldest first (DamagedRecordError if an entry is damaged)."""
        return await self._saved.record(game_id)

    # -- opening a table -------------------------------------------------------------------

    async def open_table(
        self,
        guild_id: int,
        channel_id: int,
        host_id: int,
        host_name: str,
        config: TableConfig,
        offered: tuple[Seat, ...] = (),
    ) -> HostedGame:
        """A new lobby in a channel with no live game (else ChannelBusyError, saying where), if
        the server and the host have room for it (`check_room`); a rematch's lobby offers its
        seats to `offered`."""
        config.check()
        async with self._guilds.hold(guild_id):
            await check_room(self._store, guild_id, host_id)
            busy = await self.live_in_channel(channel_id)
            if busy is not None:
                raise ChannelBusyError(busy.id, busy.where, busy.board_message_id)
            action = Open(config, host_id, host_name, offered)
            table = Table.opened(config, host_id, host_name, offered)
            now = self._clock()
            new = NewGame(
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=host_id,
                players=config.players,
                turn_seconds=config.turn_seconds,
                options=config.options,
                computer_level=config.level,
                seats=seat_rows(table),
                snapshot=dump_table(table),
                deadline=now + self.timing.lobby,
            )
            async with self._store.transaction():
                row = await self._store.games.create(new)
                row = await self._store.games.save(
                    replace(row, last_human_action_at=now),
                    row.version,
                    NewAction(host_id, json.dumps(action_to_json(action))),
                )
        view = hosted_of(row, table)
        log.info("game %d: %s opened a table for %d", row.id, host_id, config.players)
        if table.ready:
            async with self._games.hold(row.id):
                view = await self._start_full(row.id)
        self._changed(view)
        return view

    async def wants_turn_ping(self, view: HostedGame, user_id: int) -> bool:
        """Whether a turn of this game pings the person: the server's choice then, and theirs."""
        return view.table.config.pings and await self._store.player_settings.turn_pings(user_id)

    async def set_ping(self, game_id: int, message_id: int | None) -> None:
        """Remember the newest turn ping still in the channel (the game does not change)."""
        await self._store.games.show_ping(game_id, message_id)
        self._saved.live.shown(game_id, ping=(message_id,))

    async def set_board(self, game_id: int, channel_id: int, message_id: int | None) -> None:
        """Remember where the game's board is shown (the game does not change)."""
        await self._store.games.show_board(game_id, channel_id, message_id)
        self._saved.live.shown(game_id, board=(channel_id, message_id))

    # -- requests from people ----------------------------------------------------------------

    async def request(
        self, game_id: int, user_id: int, ask: Callable[[Table], TableAction]
    ) -> HostedGame:
        """A person's request of the table: `ask` checks it against the table as it is and
        returns the action to record (a `Table.request_...`); recorded and saved under the
        game's lock. A new table action needs no method of its own here."""
        return await self._act(game_id, user_id, ask)

    async def join(self, game_id: int, user_id: int, name: str) -> HostedGame:
        return await self._act(game_id, user_id, lambda t: t.request_join(user_id, name))

    async def leave(self, game_id: int, user_id: int) -> HostedGame:
        return await self._act(game_id, user_id, lambda t: t.request_leave(user_id))

    async def add_computer(self, game_id: int, user_id: int) -> HostedGame:
        return await self._act(game_id, user_id, lambda t: t.request_add_computer(user_id))

    async def swap(self, game_id: int, user_id: int, first: int, second: int) -> HostedGame:
        return await self._act(game_id, user_id, lambda t: t.request_swap(user_id, first, second))

    async def start(self, game_id: int, user_id: int) -> HostedGame:
        """Start now: empty seats go to computers; who throws first is drawn at random."""
        return await self._act(
            game_id,
            user_id,
            lambda t: t.request_start(user_id, self._dice.randrange(t.config.players)),
        )

    async def cancel(self, game_id: int, user_id: int, *, manager: bool = False) -> HostedGame:
        return await self._act(
            game_id, user_id, lambda t: t.request_cancel(user_id, manager=manager)
        )

    async def end(self, game_id: int, user_id: int, *, manager: bool) -> HostedGame:
        return await self._act(game_id, user_id, lambda t: t.request_end(user_id, manager=manager))

    async def kick(self, game_id: int, user_id: int, seat: int, *, manager: bool) -> HostedGame:
        return await self._act(
            game_id, user_id, lambda t: t.request_kick(user_id, seat, manager=manager)
        )

    async def back(self, game_id: int, user_id: int) -> HostedGame:
        return await self._act(game_id, user_id, lambda t: t.request_back(user_id))

    async def throw(self, game_id: int, user_id: int, version: int | None = None) -> HostedGame:
        """Throw the dice for the person whose turn it is (`version`: the board they clicked)."""
        dice = roll(self._dice)
        return await self._act(
            game_id, user_id, lambda t: t.request_throw(user_id, dice), version=version
        )

    async def move(
        self, game_id: int, user_id: int, move: MoveAction, version: int | None = None
    ) -> HostedGame:
        return await self._act(
            game_id, user_id, lambda t: t.request_move(user_id, move), version=version
        )

    async def choosing(self, game_id: int, user_id: int, version: int) -> HostedGame:
        """The game for the person to move, choosing a move step by step on the board drawn at
        `version`. Nothing is recorded; refused as the move itself would be (not their turn,
        not their game, an old board)."""
        row, table = await self._saved.load(game_id)
        await self._require_version(row, table, user_id, version)
        table.request_choice(user_id)
        return hosted_of(row, table)

    async def rematch(
        self, game_id: int, user_id: int, user_name: str, config: TableConfig
    ) -> HostedGame:
        """A new table in the game's channel with `config` (its rules, see
        `ServerConfig.rematch_table`), hosted by the person asking. Each of the game's other
        people is offered their seat and takes it by joining; the table starts when all have
        (computers fill the rest), or when the host starts it. With nobody to ask, it starts at
        once, the first seat moved on by one."""
        view = await self.get(game_id)
        old = view.table
        if old.status.is_live:
            raise InvalidInputError(ServiceRefusal.STILL_GOING)
        if old.seat_of(user_id) is None and user_id != old.host_id:
            raise InvalidInputError(ServiceRefusal.REMATCH_PLAYERS_ONLY)
        offered = tuple(
            Seat(seat.user_id, seat.name)
            for seat in old.seats
            if seat.user_id is not None and seat.user_id != user_id and not seat.left
        )
        new = await self.open_table(
            view.guild_id, view.channel_id, user_id, user_name, config, offered
        )
        if not offered and new.table.status is GameStatus.LOBBY:
            first = (old.first_seat + 1) % config.players
            new = await self._act(new.id, user_id, lambda t: t.request_start(t.host_id, first))
        return new

    # -- the commit ------------------------------------------------------------------------

    async def _act(
        self,
        game_id: int,
        user_id: int | None,
        decide: Callable[[Table], TableAction],
        *,
        version: int | None = None,
    ) -> HostedGame:
        """Check a request against the current table, record it and save, all under the lock."""
        async with self._games.hold(game_id):
            row, table = await self._saved.load(game_id)
            if version is not None:
                await self._require_version(row, table, user_id, version)
            view = await self._saved.commit(row, table, decide(table), user_id)
            if view.table.status is GameStatus.LOBBY and view.table.ready:
                view = await self._start_full(view.id)
        self._changed(view)
        return view

    async def _require_version(
        self, row: GameRow, table: Table, user_id: int | None, version: int
    ) -> None:
        """Refuses a click on a board drawn at another version than the table's: the person's
        own double click, or an old board (the refusal links the current one)."""
        if version == table.version:
            return
        if user_id is not None and await self._saved.acted_since(row.id, version, user_id):
            raise StaleActionError(ServiceRefusal.ALREADY_DONE)
        raise OldBoardError(row.board_channel_id, row.board_message_id)

    async def _start_full(self, game_id: int) -> HostedGame:
        """Every seat is taken: the game starts by itself (called under the game's lock)."""
        row, table = await self._saved.load(game_id)
        first = self._dice.randrange(table.config.players)
        return await self._saved.commit(row, table, Start(first), None)

    def _changed(self, view: HostedGame, *, notify: bool = True) -> None:
        """Tell the observers, and have the driver look at the game again."""
        for observer in self._observers if notify else ():
            observer.game_changed(view)
        if view.table.status.is_live:
            self.driver.ensure(view.id)
            self.driver.wake(view.id)

    def _spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        task = asyncio.ensure_future(coroutine)
        self._background.add(task)
        task.add_done_callback(self._background.discard)
        task.add_done_callback(_log_failure)

    # -- the system's own actions (called by the driver) -----------------------------------

    async def resume_all(self) -> int:
        """After a start-up: re-arm every live game of this process's guilds; returns how many."""
        rows = await self._store.games.all_live(self._shards)
        now = self._clock()
        for view in await self._saved.sound(rows):
            if (
                now - view.updated_at <= self.timing.recent
                and view.table.status is GameStatus.ACTIVE
            ):
                for observer in self._observers:
                    self._spawn(observer.game_resumed(view))
            self.driver.ensure(view.id)
        return len(rows)

    def wake(self, game_id: int | None = None) -> None:
        """Make the driver look at a game's clocks (or every game's) again now."""
        self.driver.wake(game_id)

    async def start_full_table(self, game_id: int, version: int) -> HostedGame:
        """A lobby found full (after a restart): start it."""
        async with self._games.hold(game_id):
            _, table = await self._saved.load(game_id)
            if table.version != version:
                raise OldBoardError(None, None)
            view = await self._start_full(game_id)
        self._changed(view)
        return view

    async def expire(
        self, game_id: int, version: int, action: Cancel | Pause | Abandon
    ) -> HostedGame:
        """A clock ran out on the whole table: a lobby closes, a game pauses or ends."""
        return await self._act(game_id, None, lambda _t: action, version=version)

    async def channel_deleted(self, guild_id: int, channel_id: int) -> list[HostedGame]:
        """A channel or thread was deleted: its live tables close, since nobody can play at them
        any more (a lobby is cancelled, a game abandoned: counted as an abandoned game is).
        Nothing is drawn; returns the tables closed."""
        closed = []
        for view in await self.live_in_guild(guild_id):
            if channel_id not in (view.where, view.channel_id):
                continue
            async with self._games.hold(view.id):
                row, table = await self._saved.load(view.id)
                if not table.status.is_live:
                    continue
                action = (
                    Cancel(EndReason.ABANDONED) if table.status is GameStatus.LOBBY else Abandon()
                )
                after = await self._saved.commit(row, table, action, None)
            log.info(
                "game %d: its channel %d was deleted; the table is closed", view.id, channel_id
            )
            self._changed(after, notify=False)
            closed.append(after)
        return closed

    async def remind(self, game_id: int, version: int) -> None:
        """Half the turn's time is gone: say so once (saved, so a restart does not repeat it)."""
        async with self._games.hold(game_id):
            row, table = await self._saved.load(game_id)
            if table.version != version or row.reminded:
                return
            row = await self._store.games.save(replace(row, reminded=True), row.version)
            self._saved.live.put(row, table)
        view = hosted_of(row, table)
        for observer in self._observers:
            self._spawn(observer.turn_reminder(view))

    async def clock_ran_out(self, game_id: int, version: int) -> None:
        """The person to play let the clock run out: count it, and the computer plays the turn."""
        view = await self.get(game_id)
        seat = view.table.seat_to_act
        if view.version != version or seat is None:
            return
        view = await self._act(game_id, None, lambda _t: Miss(seat), version=version)
        played = await self.computer_step(game_id, view.version, Autoplay.CLOCK)
        if played is not None and played.table.game is not None and played.table.game.pending:
            await self.computer_step(game_id, played.version, Autoplay.CLOCK)

    async def computer_step(
        self, game_id: int, version: int, by: Autoplay = Autoplay.COMPUTER
    ) -> HostedGame | None:
        """One computer action for the seat to play: a throw, or the move for a pending throw.

        A search (hard) runs in the executor without holding the game's lock, so a person's
        click never waits for it; easy and normal decide at once. The move is committed only if
        nobody acted meanwhile.
        """
        _, table = await self._saved.load(game_id)
        actor, game = table.actor, table.game
        if table.version != version or table.status is not GameStatus.ACTIVE:
            return None
        if actor is None or game is None:
            return None
        if game.pending is None:
            action = Play(ThrowAction(roll(self._dice)), by)
        else:
            rng = random.Random(self._dice.getrandbits(64))
            level = actor.computer_level
            if searches(level):
                move = await asyncio.get_running_loop().run_in_executor(
                    self._executor, self._choose_move, level, game.state, game.pending, rng
                )
            else:  # a quick decision would queue behind other games' searches in the workers
                move = self._choose_move(level, game.state, game.pending, rng)
            action = Play(MoveAction.of(move.key), by)
        async with self._games.hold(game_id):
            row, table = await self._saved.load(game_id)
            if table.version != version:
                return None
            view = await self._saved.commit(row, table, action, None)
        self._changed(view)
        return view

    async def close(self) -> None:
        """Stop every driver and wait for in-flight work."""
        await self.driver.close()
        if self._background:
            await asyncio.gather(*self._background, return_exceptions=True)
        self._executor.shutdown(wait=True, cancel_futures=True)


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("game observer failed", exc_info=task.exception())
