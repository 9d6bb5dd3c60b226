"""A table of Sho: the lobby, the seats and the game, as one immutable value driven by actions.

Every change is an action (a small JSON object) applied by `Table.apply`; the record of a game is
its list of actions, and replaying the record rebuilds the table exactly. The `Table.request_*`
methods check what a person asks for and return the action to record, or raise a `ShoError`
saying why not. Randomness (dice, the first seat, the computers' choices) is decided outside and
arrives inside the action, so `apply` is deterministic.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from bot.engine import (
    Dice,
    EngineError,
    Game,
    MoveAction,
    MoveKind,
    Options,
    Report,
    State,
    ThrowAction,
    ThrowKind,
    dump_position,
    load_position,
)
from bot.services.errors import (
    InvalidInputError,
    NotInGameError,
    NotYourTurnError,
    PermissionDeniedError,
    ShoError,
)
from bot.store.models import GameStatus as Status

LOG_LINES = 8
"""How many of the latest events a table keeps for the board."""
MISSED_TURNS_BEFORE_AWAY = 3
"""Turns in a row a person may let the clock run out before the computer takes over."""
LEVELS = ("easy", "normal", "hard")
STAND_IN_LEVEL = "normal"
"""The level that plays for a person who is away, or who left."""

Action = dict[str, Any]
"""One entry of the record, as JSON: {"type": "join", ...}."""
Describe = Callable[[Report, tuple[str, ...], State], str]
"""Turns an engine report, the seat names and the position before it into a log line."""


@dataclass(frozen=True)
class Seat:
    """One seat: a person (user_id) or a computer (user_id None)."""

    user_id: int | None
    name: str
    level: str = STAND_IN_LEVEL
    """The level a computer plays at."""
    missed: int = 0
    """Turns in a row the person let the clock run out."""
    away: bool = False
    """The computer plays for this person until they say they are back."""
    left: bool = False
    """The person left or was removed; the computer plays the seat to the end."""

    @property
    def is_computer(self) -> bool:
        return self.user_id is None

    @property
    def autoplay(self) -> bool:
        """Whether the computer acts for this seat."""
        return self.user_id is None or self.away or self.left

    @property
    def playing_person(self) -> bool:
        """A person who still plays this seat."""
        return self.user_id is not None and not self.left

    @property
    def computer_level(self) -> str:
        return self.level if self.user_id is None else STAND_IN_LEVEL

    def to_json(self) -> dict[str, Any]:
        return {
            "user": self.user_id,
            "name": self.name,
            "level": self.level,
            "missed": self.missed,
            "away": self.away,
            "left": self.left,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Seat:
        return cls(
            data["user"], data["name"], data["level"], data["missed"], data["away"], data["left"]
        )


@dataclass(frozen=True)
class TableConfig:
    """What the host chose when opening the table."""

    players: int = 3
    computers: int = 0
    level: str = "normal"
    options: Options = field(default_factory=Options)
    turn_seconds: int = 120

    def check(self) -> None:
        if not 2 <= self.players <= 4:
            raise InvalidInputError("A table has 2 to 4 players.")
        if not 0 <= self.computers <= self.players - 1:
            raise InvalidInputError(
                f"With {self.players} players there can be 0 to {self.players - 1} computers."
            )
        if self.level not in LEVELS:
            raise InvalidInputError(f"The computers' level is one of {', '.join(LEVELS)}.")
        if not 15 <= self.turn_seconds <= 24 * 3600:
            raise InvalidInputError("The turn time limit is 15 seconds to 24 hours.")

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "computers": self.computers,
            "level": self.level,
            "options": self.options._asdict(),
            "turn_seconds": self.turn_seconds,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TableConfig:
        return cls(
            data["players"],
            data["computers"],
            data["level"],
            Options(**data["options"]),
            data["turn_seconds"],
        )


@dataclass(frozen=True)
class Stats:
    """Counts for the end-of-game summary."""

    throws: int = 0
    kills: int = 0
    stacks: int = 0
    paras: int = 0

    def after(self, report: Report, threw: bool) -> Stats:
        move = report.move
        return Stats(
            self.throws + threw,
            self.kills + bool(move is not None and move.killed),
            self.stacks + bool(move is not None and move.kind is MoveKind.STACK),
            self.paras + (report.kind is ThrowKind.PARA_KEPT),
        )


@dataclass(frozen=True)
class Table:
    """Everything about one game of Sho except where Discord shows it."""

    config: TableConfig
    host_id: int
    status: Status = Status.LOBBY
    seats: tuple[Seat, ...] = ()
    game: Game | None = None
    first_seat: int = 0
    version: int = 0
    """How many actions have been applied (the record's length)."""
    log: tuple[str, ...] = ()
    stats: Stats = Stats()
    last_dice: Dice | None = None
    last_move: tuple[int, int] | None = None
    end_reason: str | None = None

    # -- reading --------------------------------------------------------------------------

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    @property
    def seat_to_act(self) -> int | None:
        """The seat whose turn it is while the game is on."""
        if self.game is None or self.status not in (Status.ACTIVE, Status.PAUSED):
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
        return None if self.game is None else self.game.state.winner

    def winners(self) -> list[Seat]:
        side = self.winner_side
        if side is None or self.game is None:
            return []
        state = self.game.state
        return [s for i, s in enumerate(self.seats) if state.side_of(i) == side]

    @property
    def full(self) -> bool:
        return len(self.seats) >= self.config.players

    # -- requests: check, then return the action to record ------------------------------

    def request_join(self, user_id: int, name: str) -> Action:
        self._require(Status.LOBBY, "The game has already started; watch, or open a new table.")
        if self.seat_of(user_id) is not None:
            raise InvalidInputError("You already have a seat at this table.")
        if self.full:
            raise InvalidInputError("Every seat is taken.")
        return {"type": "join", "user": user_id, "name": name}

    def request_leave(self, user_id: int) -> Action:
        if not self.status.is_live:
            raise InvalidInputError("This game is over.")
        if self.seat_of(user_id) is None:
            raise NotInGameError("You are not playing at this table.")
        return {"type": "leave", "user": user_id}

    def request_add_computer(self, user_id: int) -> Action:
        self._require(Status.LOBBY, "Computers can only be added before the start.")
        self._require_host(user_id, "add a computer")
        if self.full:
            raise InvalidInputError("Every seat is taken.")
        return {"type": "add_computer"}

    def request_swap(self, user_id: int, first: int, second: int) -> Action:
        self._require(Status.LOBBY, "Seats can only be swapped before the start.")
        self._require_host(user_id, "swap seats")
        if not (0 <= first < len(self.seats) and 0 <= second < len(self.seats)) or first == second:
            raise InvalidInputError(f"Choose two different seats from 1 to {len(self.seats)}.")
        return {"type": "swap", "seats": [first, second]}

    def request_start(self, user_id: int, first_seat: int) -> Action:
        self._require(Status.LOBBY, "The game has already started.")
        self._require_host(user_id, "start the game")
        return {"type": "start", "first_seat": first_seat % self.config.players}

    def request_cancel(self, user_id: int, *, manager: bool = False) -> Action:
        self._require(Status.LOBBY, "Only an open lobby can be cancelled; use /sho end for a game.")
        if not manager:
            self._require_host(user_id, "cancel the table")
        return {"type": "cancel", "reason": "cancelled by the host"}

    def request_end(self, user_id: int, *, manager: bool) -> Action:
        if not self.status.is_live:
            raise InvalidInputError("This game is already over.")
        if user_id != self.host_id and not manager:
            raise PermissionDeniedError(
                "Only the host or a member with Manage Server can end a game."
            )
        return {"type": "end", "by": user_id, "reason": "ended by a moderator or the host"}

    def request_kick(self, user_id: int, seat: int, *, manager: bool) -> Action:
        if not self.status.is_live:
            raise InvalidInputError("This game is over.")
        if user_id != self.host_id and not manager:
            raise PermissionDeniedError(
                "Only the host or a member with Manage Server can remove a player."
            )
        if not 0 <= seat < len(self.seats) or not self.seats[seat].playing_person:
            raise InvalidInputError("That seat has no player to remove.")
        if self.seats[seat].user_id == user_id:
            raise InvalidInputError("Use /sho leave to leave your own seat.")
        return {"type": "kick", "seat": seat}

    def request_back(self, user_id: int) -> Action:
        seat = self.seat_of(user_id)
        if seat is None:
            raise NotInGameError("You are not playing at this table.")
        if not self.seats[seat].away and self.status is not Status.PAUSED:
            raise InvalidInputError("You are not marked as away.")
        return {"type": "back", "user": user_id}

    def request_throw(self, user_id: int, dice: Dice) -> Action:
        self._require_turn(user_id)
        assert self.game is not None
        if self.game.pending is not None:
            raise InvalidInputError("Choose your move first.")
        return {"type": "throw", "dice": [dice.d1, dice.d2]}

    def request_move(self, user_id: int, key: tuple[int, int]) -> Action:
        self._require_turn(user_id)
        assert self.game is not None
        pending = self.game.pending
        if pending is None:
            raise InvalidInputError("Throw the dice first.")
        if all(m.key != key for m in pending.moves):
            raise InvalidInputError("That is not one of your moves for this throw.")
        return {"type": "move", "move": list(key)}

    def _require(self, status: Status, message: str) -> None:
        if self.status is not status:
            raise InvalidInputError(message)

    def _require_host(self, user_id: int, what: str) -> None:
        if user_id != self.host_id:
            raise PermissionDeniedError(f"Only the host can {what}.")

    def _require_turn(self, user_id: int) -> None:
        if self.status is Status.PAUSED:
            raise InvalidInputError("The game is paused: press I'm back to go on.")
        if self.status is not Status.ACTIVE or self.game is None:
            raise InvalidInputError("This game is not being played.")
        seat = self.seat_of(user_id)
        if seat is None:
            raise NotInGameError("You are not playing at this table.")
        if seat != self.game.state.turn:
            raise NotYourTurnError(f"It is {self.seats[self.game.state.turn].name}'s turn.")

    # -- applying --------------------------------------------------------------------------

    def apply(self, action: Action, describe: Describe) -> Table:
        """The table after one recorded action (deterministic; ShoError if it cannot apply)."""
        kind = action.get("type")
        handler = _HANDLERS.get(kind) if isinstance(kind, str) else None
        if handler is None:
            raise ShoError(f"unknown action {kind!r}")
        table = handler(self, action, describe)
        return replace(table, version=self.version + 1)

    def _logged(self, *lines: str) -> tuple[str, ...]:
        return (*self.log, *lines)[-LOG_LINES:]

    def _with_seat(self, index: int, seat: Seat) -> tuple[Seat, ...]:
        return (*self.seats[:index], seat, *self.seats[index + 1 :])

    def _join(self, action: Action, _d: Describe) -> Table:
        seat = Seat(action["user"], action["name"])
        # People sit in the order they join, before the computers.
        first_computer = next(
            (i for i, s in enumerate(self.seats) if s.is_computer), len(self.seats)
        )
        seats = (*self.seats[:first_computer], seat, *self.seats[first_computer:])
        return replace(self, seats=seats, log=self._logged(f"{seat.name} joined."))

    def _leave(self, action: Action, _d: Describe) -> Table:
        index = self.seat_of(action["user"])
        assert index is not None
        name = self.seats[index].name
        if self.status is Status.LOBBY:
            seats = self.seats[:index] + self.seats[index + 1 :]
            people = [s for s in seats if s.playing_person]
            if not people:
                return replace(
                    self, seats=seats, status=Status.CANCELLED, end_reason="everybody left"
                )
            host = self.host_id
            lines = [f"{name} left."]
            if action["user"] == host:
                host = people[0].user_id or host
                lines.append(f"{people[0].name} is the host now.")
            return replace(self, seats=seats, host_id=host, log=self._logged(*lines))
        seats = self._with_seat(index, replace(self.seats[index], left=True, away=False))
        table = replace(
            self, seats=seats, log=self._logged(f"{name} left; the computer plays their seat.")
        )
        return table._end_if_deserted()

    def _kick(self, action: Action, d: Describe) -> Table:
        seat = self.seats[action["seat"]]
        assert seat.user_id is not None
        return self._leave({"type": "leave", "user": seat.user_id}, d)

    def _add_computer(self, _action: Action, _d: Describe) -> Table:
        number = sum(s.is_computer for s in self.seats) + 1
        seat = Seat(None, f"Computer {number}", self.config.level)
        return replace(self, seats=(*self.seats, seat))

    def _swap(self, action: Action, _d: Describe) -> Table:
        a, b = action["seats"]
        seats = list(self.seats)
        seats[a], seats[b] = seats[b], seats[a]
        return replace(self, seats=tuple(seats))

    def _start(self, action: Action, _d: Describe) -> Table:
        table = self
        while not table.full:
            table = table._add_computer({}, _d)
        first = action["first_seat"]
        game = Game(State.initial(table.config.players, table.config.options, first))
        line = f"The game begins: {table.seats[first].name} throws first."
        return replace(
            table, status=Status.ACTIVE, game=game, first_seat=first, log=table._logged(line)
        )

    def _cancel(self, action: Action, _d: Describe) -> Table:
        return replace(self, status=Status.CANCELLED, end_reason=action["reason"])

    def _end(self, action: Action, _d: Describe) -> Table:
        return replace(
            self,
            status=Status.CANCELLED,
            end_reason=action["reason"],
            log=self._logged("The game was ended."),
        )

    def _back(self, action: Action, _d: Describe) -> Table:
        index = self.seat_of(action["user"])
        assert index is not None
        seats = self._with_seat(index, replace(self.seats[index], away=False, missed=0))
        status = Status.ACTIVE if self.status is Status.PAUSED else self.status
        name = self.seats[index].name
        return replace(self, seats=seats, status=status, log=self._logged(f"{name} is back."))

    def _pause(self, _action: Action, _d: Describe) -> Table:
        return replace(
            self, status=Status.PAUSED, log=self._logged("Nobody is at the table: paused.")
        )

    def _abandon(self, action: Action, _d: Describe) -> Table:
        return replace(
            self,
            status=Status.CANCELLED,
            end_reason=action.get("reason", "abandoned"),
            log=self._logged("The game was abandoned."),
        )

    def _miss(self, action: Action, _d: Describe) -> Table:
        """The clock ran out on a person's turn: count it; the computer then plays the turn."""
        index = action["seat"]
        seat = self.seats[index]
        missed = seat.missed + 1
        away = missed >= MISSED_TURNS_BEFORE_AWAY
        line = f"{seat.name} ran out of time; the computer plays this turn."
        if away:
            line = f"{seat.name} missed {missed} turns: the computer plays until they are back."
        seats = self._with_seat(index, replace(seat, missed=missed, away=away))
        return replace(self, seats=seats, log=self._logged(line))

    def _end_if_deserted(self) -> Table:
        """A game that no person plays any more ends: computers never play on alone."""
        if self.people:
            return self
        return replace(
            self,
            status=Status.CANCELLED,
            end_reason="every person left",
            log=self._logged("Every person left: the game is over."),
        )

    def _play(self, action: Action, describe: Describe) -> Table:
        if self.game is None or self.status is not Status.ACTIVE:
            raise ShoError("no game is being played")
        try:
            if action["type"] == "throw":
                game, report = self.game.apply(ThrowAction(Dice.checked(action["dice"])))
                threw = True
            else:
                source, target = action["move"]
                game, report = self.game.apply(MoveAction(source, target))
                threw = False
        except EngineError as error:
            raise ShoError(f"the record does not fit the game: {error}") from error
        seat = self.seats[report.seat]
        seats = self.seats
        if action.get("by") is None and seat.missed:
            seats = self._with_seat(report.seat, replace(seat, missed=0))
        log = self.log
        if report.kind is not ThrowKind.CHOICE or report.move is not None:
            log = self._logged(describe(report, self.names, self.game.state))
        status = Status.FINISHED if game.over else self.status
        return replace(
            self,
            game=game,
            seats=seats,
            status=status,
            log=log,
            stats=self.stats.after(report, threw),
            last_dice=report.dice,
            last_move=report.move.key if report.move is not None else self.last_move,
            end_reason="won" if game.over else None,
        )

    # -- storage ---------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        game = self.game
        return {
            "config": self.config.to_json(),
            "host": self.host_id,
            "status": self.status.value,
            "seats": [s.to_json() for s in self.seats],
            "first_seat": self.first_seat,
            "version": self.version,
            "position": None if game is None else dump_position(game.state),
            "pending": None if game is None or game.pending is None else list(game.pending.dice),
            "log": list(self.log),
            "stats": [self.stats.throws, self.stats.kills, self.stats.stacks, self.stats.paras],
            "last_dice": None if self.last_dice is None else list(self.last_dice),
            "last_move": None if self.last_move is None else list(self.last_move),
            "end_reason": self.end_reason,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Table:
        game = None
        if data["position"] is not None:
            state = load_position(data["position"])
            pending = None if data["pending"] is None else state.resolve(tuple(data["pending"]))
            game = Game(state, pending)
        return cls(
            config=TableConfig.from_json(data["config"]),
            host_id=data["host"],
            status=Status(data["status"]),
            seats=tuple(Seat.from_json(s) for s in data["seats"]),
            game=game,
            first_seat=data["first_seat"],
            version=data["version"],
            log=tuple(data["log"]),
            stats=Stats(*data["stats"]),
            last_dice=None if data["last_dice"] is None else Dice(*data["last_dice"]),
            last_move=None if data["last_move"] is None else tuple(data["last_move"]),
            end_reason=data["end_reason"],
        )

    @classmethod
    def opened(cls, config: TableConfig, host_id: int, host_name: str) -> Table:
        """A new lobby: the host in seat 1, then the computers asked for."""
        seats = [Seat(host_id, host_name)]
        seats += [Seat(None, f"Computer {n}", config.level) for n in range(1, config.computers + 1)]
        return cls(config=config, host_id=host_id, seats=tuple(seats), version=1)

    @classmethod
    def open_action(cls, config: TableConfig, host_id: int, host_name: str) -> Action:
        return {"type": "open", "config": config.to_json(), "host": host_id, "name": host_name}

    @classmethod
    def replay(cls, actions: Iterable[Action], describe: Describe) -> Table:
        """Rebuild a table from its whole record (the first action opens it)."""
        iterator = iter(actions)
        first = next(iterator, None)
        if first is None or first.get("type") != "open":
            raise ShoError("a record starts by opening the table")
        table = cls.opened(TableConfig.from_json(first["config"]), first["host"], first["name"])
        for action in iterator:
            table = table.apply(action, describe)
        return table


_HANDLERS: dict[str, Callable[[Table, Action, Describe], Table]] = {
    "join": Table._join,
    "leave": Table._leave,
    "kick": Table._kick,
    "add_computer": Table._add_computer,
    "swap": Table._swap,
    "start": Table._start,
    "cancel": Table._cancel,
    "end": Table._end,
    "back": Table._back,
    "pause": Table._pause,
    "abandon": Table._abandon,
    "miss": Table._miss,
    "throw": Table._play,
    "move": Table._play,
}
