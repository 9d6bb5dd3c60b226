"""A table of Sho: the lobby, the seats and the game, as one immutable value driven by actions.

Every change is a typed action (`bot.table.actions`) applied by `Table.apply`; the record of a
game is its list of actions, and replaying the record rebuilds the table exactly. The
`Table.request_*` methods check what a person asks for and return the action to record, or raise
a `ShoError` whose code says why not. Randomness (dice, the first seat, the computers' choices)
is decided outside and arrives inside the action, so `apply` is deterministic. The table keeps
facts only: its log is events (`bot.table.events`) and a computer is a seat's number, worded
when a message is drawn.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from bot.engine import (
    Dice,
    EngineError,
    Game,
    MoveAction,
    State,
    Throw,
    ThrowAction,
)
from bot.table.actions import (
    Abandon,
    AddComputer,
    Back,
    Cancel,
    End,
    Join,
    Kick,
    Leave,
    Miss,
    Open,
    Pause,
    Play,
    Resign,
    Start,
    Swap,
    TableAction,
)
from bot.table.config import TableConfig
from bot.table.end_reason import EndReason
from bot.table.errors import (
    DamagedRecordError,
    InvalidInputError,
    NotInGameError,
    NotYourTurnError,
    PermissionDeniedError,
    ShoError,
    TableRefusal,
)
from bot.table.events import (
    Began,
    Closed,
    Joined,
    LeftGame,
    LeftLobby,
    Paused,
    Played,
    Removed,
    Resigned,
    Returned,
    TableEvent,
    TimedOut,
)
from bot.table.seats import Seat, host_after
from bot.table.stats import Stats
from bot.table.status import GameStatus

LOG_LINES = 8
"""How many of the latest events a table keeps for the board."""
MISSED_TURNS_BEFORE_AWAY = 3
"""Turns in a row a person may let the clock run out before the computer takes over."""


@dataclass(frozen=True)
class Table:
    """Everything about one game of Sho except where Discord shows it."""

    config: TableConfig
    host_id: int
    status: GameStatus = GameStatus.LOBBY
    seats: tuple[Seat, ...] = ()
    game: Game | None = None
    first_seat: int = 0
    version: int = 0
    """How many actions have been applied (the record's length)."""
    log: tuple[TableEvent, ...] = ()
    stats: Stats = field(default_factory=Stats)
    last_dice: Dice | None = None
    last_move: tuple[int, ...] | None = None
    """The key of the last move made (`Move.key`)."""
    end_reason: EndReason | None = None
    offered: tuple[Seat, ...] = ()
    """The people a rematch offered their seats again (they accept by joining)."""

    # -- reading --------------------------------------------------------------------------

    @property
    def seat_to_act(self) -> int | None:
        """The seat whose turn it is while the game is on."""
        if self.game is None or self.status not in (GameStatus.ACTIVE, GameStatus.PAUSED):
            return None
        return self.game.state.turn

    @property
    def actor(self) -> Seat | None:
        seat = self.seat_to_act
        return None if seat is None else self.seats[seat]

    def seat_of(self, user_id: int) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.user_id == user_id and not seat.left:
                return index
        return None

    @property
    def people(self) -> list[Seat]:
        return [seat for seat in self.seats if seat.playing_person]

    @property
    def winner_side(self) -> int | None:
        """The side that won: the one that brought its coins home, or the one left when the
        other resigned."""
        if self.game is None:
            return None
        if self.end_reason is EndReason.RESIGNED:
            state = self.game.state
            gave_up = next(e.seat for e in reversed(self.log) if isinstance(e, Resigned))
            return 1 - state.side_of(gave_up)  # a game of two sides
        return self.game.state.winner

    def winners(self) -> list[Seat]:
        side = self.winner_side
        if side is None or self.game is None:
            return []
        state = self.game.state
        return [s for i, s in enumerate(self.seats) if state.side_of(i) == side]

    @property
    def between_two_people(self) -> bool:
        """Whether the game is two people's, both still at it (not against the computer, and
        nobody left): a game one of them may resign."""
        return self.config.players == 2 and all(seat.playing_person for seat in self.seats)

    @property
    def rated(self) -> bool:
        """Whether the game is played by people only (a computer seat makes it unrated)."""
        return all(seat.user_id is not None for seat in self.seats)

    @property
    def full(self) -> bool:
        return len(self.seats) >= self.config.players

    @property
    def waiting_for(self) -> tuple[Seat, ...]:
        """The people a rematch offered a seat who have not taken it yet."""
        return tuple(seat for seat in self.offered if self.seat_of(seat.user_id or 0) is None)

    @property
    def ready(self) -> bool:
        """Whether the lobby starts by itself: every seat is taken, or everyone a rematch
        offered a seat has taken it (the computers fill the rest)."""
        return self.full or (bool(self.offered) and not self.waiting_for)

    # -- requests: check, then return the action to record ------------------------------

    def request_join(self, user_id: int, name: str) -> Join:
        self._require(GameStatus.LOBBY, TableRefusal.STARTED)
        if self.seat_of(user_id) is not None:
            raise InvalidInputError(TableRefusal.ALREADY_SEATED)
        if self.full:
            raise InvalidInputError(TableRefusal.TABLE_FULL)
        return Join(user_id, name)

    def request_leave(self, user_id: int) -> Leave:
        if not self.status.is_live:
            raise InvalidInputError(TableRefusal.GAME_OVER)
        if self.seat_of(user_id) is None:
            raise NotInGameError(TableRefusal.NOT_PLAYING)
        return Leave(user_id)

    def request_add_computer(self, user_id: int) -> AddComputer:
        self._require(GameStatus.LOBBY, TableRefusal.COMPUTERS_BEFORE_START)
        self._require_host(user_id, TableRefusal.HOST_ADDS_COMPUTERS)
        if self.full:
            raise InvalidInputError(TableRefusal.TABLE_FULL)
        return AddComputer()

    def request_swap(self, user_id: int, first: int, second: int) -> Swap:
        self._require(GameStatus.LOBBY, TableRefusal.SWAP_BEFORE_START)
        self._require_host(user_id, TableRefusal.HOST_SWAPS)
        if not (0 <= first < len(self.seats) and 0 <= second < len(self.seats)) or first == second:
            raise InvalidInputError(TableRefusal.TWO_SEATS, seats=len(self.seats))
        return Swap(first, second)

    def request_start(self, user_id: int, first_seat: int) -> Start:
        self._require(GameStatus.LOBBY, TableRefusal.ALREADY_STARTED)
        self._require_host(user_id, TableRefusal.HOST_STARTS)
        return Start(first_seat % self.config.players)

    def request_cancel(self, user_id: int, *, manager: bool = False) -> Cancel:
        self._require(GameStatus.LOBBY, TableRefusal.CANCEL_LOBBY_ONLY)
        if not manager:
            self._require_host(user_id, TableRefusal.HOST_CANCELS)
        return Cancel(EndReason.HOST_CANCELLED)

    def request_end(self, user_id: int, *, manager: bool) -> End:
        if not self.status.is_live:
            raise InvalidInputError(TableRefusal.ALREADY_OVER)
        if user_id != self.host_id and not manager:
            raise PermissionDeniedError(TableRefusal.END_NOT_ALLOWED)
        return End(user_id)

    def request_kick(self, user_id: int, seat: int, *, manager: bool) -> Kick:
        if not self.status.is_live:
            raise InvalidInputError(TableRefusal.GAME_OVER)
        if user_id != self.host_id and not manager:
            raise PermissionDeniedError(TableRefusal.KICK_NOT_ALLOWED)
        if not 0 <= seat < len(self.seats) or not self.seats[seat].playing_person:
            raise InvalidInputError(TableRefusal.NOBODY_TO_REMOVE)
        if self.seats[seat].user_id == user_id:
            raise InvalidInputError(TableRefusal.KICK_YOURSELF)
        return Kick(seat, user_id, manager)

    def request_resign(self, user_id: int) -> Resign:
        """Give the game up: the other player wins (a game of two, under way)."""
        if not self.status.is_live or self.game is None:
            raise InvalidInputError(TableRefusal.NOT_BEING_PLAYED)
        if self.seat_of(user_id) is None:
            raise NotInGameError(TableRefusal.NOT_PLAYING)
        if not self.between_two_people:
            raise InvalidInputError(TableRefusal.RESIGN_TWO_PEOPLE)
        return Resign(user_id)

    def request_back(self, user_id: int) -> Back:
        seat = self.seat_of(user_id)
        if seat is None:
            raise NotInGameError(TableRefusal.NOT_PLAYING)
        if not self.seats[seat].away and self.status is not GameStatus.PAUSED:
            raise InvalidInputError(TableRefusal.NOT_AWAY)
        return Back(user_id)

    def request_throw(self, user_id: int, dice: Dice) -> Play:
        self._require_turn(user_id)
        assert self.game is not None
        if self.game.pending is not None:
            raise InvalidInputError(TableRefusal.MOVE_FIRST)
        return Play(ThrowAction(dice))

    def request_move(self, user_id: int, move: MoveAction) -> Play:
        pending = self.request_choice(user_id)
        if all(m.key != move.key for m in pending.moves):
            raise InvalidInputError(TableRefusal.NOT_A_MOVE)
        return Play(move)

    def request_choice(self, user_id: int) -> Throw:
        """The throw the person may choose a move of now; refused as a move would be."""
        self._require_turn(user_id)
        assert self.game is not None
        if self.game.pending is None:
            raise InvalidInputError(TableRefusal.THROW_FIRST)
        return self.game.pending

    def _require(self, status: GameStatus, refusal: TableRefusal) -> None:
        if self.status is not status:
            raise InvalidInputError(refusal)

    def _require_host(self, user_id: int, refusal: TableRefusal) -> None:
        if user_id != self.host_id:
            raise PermissionDeniedError(refusal)

    def _require_turn(self, user_id: int) -> None:
        if self.status is GameStatus.PAUSED:
            raise InvalidInputError(TableRefusal.PAUSED)
        if self.status is not GameStatus.ACTIVE or self.game is None:
            raise InvalidInputError(TableRefusal.NOT_BEING_PLAYED)
        seat = self.seat_of(user_id)
        if seat is None:
            raise NotInGameError(TableRefusal.NOT_PLAYING)
        if seat != (turn := self.game.state.turn):
            raise NotYourTurnError(turn, self.seats[turn])

    # -- applying --------------------------------------------------------------------------

    def apply(self, action: TableAction) -> Table:
        """The table after one recorded action (deterministic; ShoError if it cannot apply)."""
        match action:
            case Join(user, name):
                table = self._join(Seat(user, name))
            case Leave(user):
                table = self._leave(user)
            case Kick(seat):
                kicked = self.seats[seat].user_id if 0 <= seat < len(self.seats) else None
                if kicked is None:
                    raise ShoError(TableRefusal.NO_PERSON_IN_SEAT, seat=seat)
                table = self._leave(kicked, action)
            case AddComputer():
                table = self._add_computer()
            case Swap(first, second):
                seats = list(self.seats)
                seats[first], seats[second] = seats[second], seats[first]
                table = replace(self, seats=tuple(seats))
            case Start(first_seat):
                table = self._start(first_seat)
            case Cancel(reason):
                table = replace(self, status=GameStatus.CANCELLED, end_reason=reason)
            case End():
                table = self._closed(EndReason.ENDED)
            case Resign(user):
                table = self._resigned(user)
            case Back(user):
                table = self._back(user)
            case Pause():
                table = replace(self, status=GameStatus.PAUSED, log=self._logged(Paused()))
            case Abandon():
                table = self._closed(EndReason.ABANDONED)
            case Miss(seat):
                table = self._miss(seat)
            case Play():
                table = self._play(action)
            case Open():
                raise ShoError(TableRefusal.OPENED_AGAIN)
        return replace(table, version=self.version + 1)

    def _logged(self, *events: TableEvent) -> tuple[TableEvent, ...]:
        return (*self.log, *events)[-LOG_LINES:]

    def _with_seat(self, index: int, seat: Seat) -> tuple[Seat, ...]:
        return (*self.seats[:index], seat, *self.seats[index + 1 :])

    def _join(self, seat: Seat) -> Table:
        # People sit in the order they join, before the computers.
        first_computer = next(
            (i for i, s in enumerate(self.seats) if s.is_computer), len(self.seats)
        )
        seats = (*self.seats[:first_computer], seat, *self.seats[first_computer:])
        return replace(self, seats=seats, log=self._logged(Joined(seat.name)))

    def _leave(self, user_id: int, kick: Kick | None = None) -> Table:
        """The person leaves (or is removed by `kick`); a host's powers pass on as they go."""
        index = self.seat_of(user_id)
        if index is None:
            raise ShoError(TableRefusal.NO_SEAT_FOR_PERSON, user=user_id)
        name = self.seats[index].name
        if self.status is GameStatus.LOBBY:
            seats = self.seats[:index] + self.seats[index + 1 :]
            if not any(s.playing_person for s in seats):
                return replace(
                    self,
                    seats=seats,
                    status=GameStatus.CANCELLED,
                    end_reason=EndReason.LOBBY_EMPTIED,
                )
            host, new_host = host_after(self.host_id, user_id, seats, index)
            event = LeftLobby(name, new_host)
            return replace(self, seats=seats, host_id=host, log=self._logged(event))
        seats = self._with_seat(index, replace(self.seats[index], left=True, away=False))
        host, new_host = host_after(self.host_id, user_id, seats, index)
        gone = LeftGame(name, new_host) if kick is None else Removed(name, kick.moderator, new_host)
        table = replace(self, seats=seats, host_id=host, log=self._logged(gone))
        return table if table.people else table._closed(EndReason.DESERTED)

    def _add_computer(self) -> Table:
        number = sum(s.is_computer for s in self.seats) + 1
        seat = Seat.computer(number, self.config.level)
        return replace(self, seats=(*self.seats, seat))

    def _start(self, first: int) -> Table:
        table = self
        while not table.full:
            table = table._add_computer()
        game = Game(State.initial(table.config.players, table.config.options, first))
        began = Began(first)
        return replace(
            table,
            status=GameStatus.ACTIVE,
            game=game,
            first_seat=first,
            log=table._logged(began),
            offered=(),
        )

    def _closed(self, reason: EndReason) -> Table:
        """The game ends without a winner."""
        return replace(
            self, status=GameStatus.CANCELLED, end_reason=reason, log=self._logged(Closed(reason))
        )

    def _resigned(self, user_id: int) -> Table:
        """The person gives the game up: their seat is out, and the other side has won."""
        index = self.seat_of(user_id)
        if index is None or self.game is None:
            raise ShoError(TableRefusal.NO_SEAT_FOR_PERSON, user=user_id)
        seats = self._with_seat(index, replace(self.seats[index], left=True, away=False))
        return replace(
            self,
            seats=seats,
            status=GameStatus.FINISHED,
            end_reason=EndReason.RESIGNED,
            log=self._logged(Resigned(self.seats[index].name, index)),
        )

    def _back(self, user_id: int) -> Table:
        index = self.seat_of(user_id)
        if index is None:
            raise ShoError(TableRefusal.NO_SEAT_FOR_PERSON, user=user_id)
        seats = self._with_seat(index, replace(self.seats[index], away=False, missed=0))
        status = GameStatus.ACTIVE if self.status is GameStatus.PAUSED else self.status
        event = Returned(self.seats[index].name)
        return replace(self, seats=seats, status=status, log=self._logged(event))

    def _miss(self, index: int) -> Table:
        """The clock ran out on a person's turn: count it; the computer then plays the turn."""
        seat = self.seats[index]
        missed = seat.missed + 1
        away = missed >= MISSED_TURNS_BEFORE_AWAY
        seats = self._with_seat(index, replace(seat, missed=missed, away=away))
        return replace(self, seats=seats, log=self._logged(TimedOut(seat.name, missed, away)))

    def _play(self, play: Play) -> Table:
        if self.game is None or self.status is not GameStatus.ACTIVE:
            raise ShoError(TableRefusal.NO_GAME)
        try:
            game, report = self.game.apply(play.action)
        except EngineError as error:
            raise ShoError(TableRefusal.UNFIT_PLAY, problem=str(error)) from error
        seat = self.seats[report.seat]
        seats = self.seats
        if play.by is None and seat.missed:
            seats = self._with_seat(report.seat, replace(seat, missed=0))
        log = self._logged(Played(report)) if report.decided else self.log
        return replace(
            self,
            game=game,
            seats=seats,
            status=GameStatus.FINISHED if game.over else self.status,
            log=log,
            stats=self.stats.after(report, isinstance(play.action, ThrowAction)),
            last_dice=report.dice,
            last_move=report.move.key if report.move is not None else self.last_move,
            end_reason=EndReason.WON if game.over else None,
        )

    # -- building ------------------------------------------------------------------------

    @classmethod
    def opened(
        cls, config: TableConfig, host_id: int, host_name: str, offered: tuple[Seat, ...] = ()
    ) -> Table:
        """A new lobby: the host in seat 1, then the computers asked for; a rematch's lobby
        also knows whom it offers a seat."""
        seats = [Seat(host_id, host_name)]
        seats += [Seat.computer(n, config.level) for n in range(1, config.computers + 1)]
        return cls(config=config, host_id=host_id, seats=tuple(seats), version=1, offered=offered)

    @classmethod
    def replay(cls, actions: Iterable[TableAction]) -> Table:
        """Rebuild a table from its whole record (the first action opens it)."""
        iterator = iter(actions)
        first = next(iterator, None)
        if not isinstance(first, Open):
            raise DamagedRecordError(TableRefusal.NOT_OPENED)
        table = cls.opened(first.config, first.host, first.name, first.offered)
        for action in iterator:
            table = table.apply(action)
        return table
