"""A game as its record: the options, the seats, every throw and every chosen move, in order.

`Game` is the state between actions (a position, plus the throw awaiting a decision, if any);
`GameRecord.replay` rebuilds it exactly. Each action reports what happened as facts (`Report`);
the words are the renderer's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from bot.engine.dice import Dice
from bot.engine.errors import IllegalMoveError, InvalidPositionError
from bot.engine.options import DEFAULT_OPTIONS, Options, load_options
from bot.engine.state import HAND, HOME, Move, MoveKind, State, Throw, ThrowKind


class ThrowAction(NamedTuple):
    """A seat threw these dice."""

    dice: Dice


class MoveAction(NamedTuple):
    """A seat chose the move with this (source, target) for the throw awaiting a decision."""

    source: int
    target: int


Action = ThrowAction | MoveAction


def action_to_json(action: Action) -> dict[str, Any]:
    """An action as JSON: {"type": "throw", "dice": [d1, d2]} or {"type": "move", "move":
    [source, target]} (0 the hand, 64 home)."""
    if isinstance(action, ThrowAction):
        return {"type": "throw", "dice": [action.dice.d1, action.dice.d2]}
    return {"type": "move", "move": [action.source, action.target]}


def action_from_json(data: Any) -> Action:
    """The action a JSON object describes (keys other than the action's own are ignored);
    InvalidPositionError when it is malformed."""
    if isinstance(data, dict):
        dice = data.get("dice")
        if data.get("type") == "throw" and isinstance(dice, list):
            return ThrowAction(Dice.checked(dice))
        pair = data.get("move")
        if (
            data.get("type") == "move"
            and isinstance(pair, list)
            and len(pair) == 2
            and type(pair[0]) is int
            and type(pair[1]) is int
            and HAND <= pair[0] < HOME
            and HAND < pair[1] <= HOME
        ):
            return MoveAction(pair[0], pair[1])
    raise InvalidPositionError(f"not a game action: {data!r}")


class Report(NamedTuple):
    """What one action did, as facts: enough to word it and to count it, without the positions."""

    seat: int
    side: int
    players: int
    dice: Dice
    kind: ThrowKind
    """How the throw resolved; CHOICE while the seat still has to choose."""
    move: Move | None
    """The move made (None for a pa ra kept, no move, or a choice still open)."""
    kept: int
    """Pa ra steps kept before this throw (lost on NO_MOVE, used by the move)."""
    victim: int | None = None
    """The side whose coins the move killed."""
    home: int = 0
    """The mover's side's coins home after the action."""
    stack: int = 0
    """Coins on the move's target after it (0 when it went home, or without a move)."""
    winner: int | None = None
    throws_again: bool = False
    """Whether the same seat throws next."""

    @property
    def decided(self) -> bool:
        """Whether the throw is settled (not a choice still open)."""
        return self.kind is not ThrowKind.CHOICE or self.move is not None

    def to_json(self) -> dict[str, Any]:
        move = self.move
        return {
            "seat": self.seat,
            "side": self.side,
            "players": self.players,
            "dice": list(self.dice),
            "kind": self.kind.value,
            "move": None if move is None else [*move[:3], move.kind.value, *move[4:]],
            "kept": self.kept,
            "victim": self.victim,
            "home": self.home,
            "stack": self.stack,
            "winner": self.winner,
            "again": self.throws_again,
        }

    @classmethod
    def from_json(cls, data: Any) -> Report:
        """The report a JSON object describes (as `to_json` writes it)."""
        raw = data["move"]
        move = None
        if raw is not None:
            source, target, coins, kind, killed, extra, distance = raw
            move = Move(source, target, coins, MoveKind(kind), killed, extra, distance)
        return cls(
            data["seat"],
            data["side"],
            data["players"],
            Dice.checked(data["dice"]),
            ThrowKind(data["kind"]),
            move,
            data["kept"],
            data["victim"],
            data["home"],
            data["stack"],
            data["winner"],
            data["again"],
        )


def report(before: State, dice: Dice, kind: ThrowKind, move: Move | None, after: State) -> Report:
    """The facts of one action that led from `before` to `after`."""
    seat, side = before.turn, before.side_to_throw
    victim = before.board[move.target] & 3 if move is not None and move.killed else None
    stack = after.board[move.target] >> 2 if move is not None and move.target != HOME else 0
    decided = kind is not ThrowKind.CHOICE or move is not None
    again = decided and after.winner is None and after.turn == seat
    return Report(
        seat, side, before.players, dice, kind, move, before.kept, victim, after.home[side], stack,
        after.winner, again,
    )  # fmt: skip


@dataclass(frozen=True)
class Game:
    """A position plus the throw awaiting a decision, if any."""

    state: State
    pending: Throw | None = None

    @property
    def seat_to_act(self) -> int:
        return self.state.turn

    @property
    def over(self) -> bool:
        return self.state.winner is not None

    def throw(self, dice: Dice | tuple[int, int]) -> tuple[Game, Report]:
        """Apply a throw; automatic outcomes are played at once, a choice becomes pending."""
        if self.pending is not None:
            raise IllegalMoveError("a move must be chosen before the next throw")
        state = self.state
        throw = state.resolve(dice)
        if throw.kind is ThrowKind.CHOICE:
            return Game(state, throw), report(state, throw.dice, throw.kind, None, state)
        if throw.kind is ThrowKind.PARA_KEPT:
            after, move = state.after_para(), None
        elif throw.moves:
            move = throw.moves[0]
            after = state.after(move)
        else:
            after, move = state.after_no_move(), None
        return Game(after), report(state, throw.dice, throw.kind, move, after)

    def choose(self, move: Move | tuple[int, int]) -> tuple[Game, Report]:
        """Play one of the pending throw's moves."""
        if self.pending is None:
            raise IllegalMoveError("there is no throw awaiting a move")
        key = move.key if isinstance(move, Move) else tuple(move)
        for legal in self.pending.moves:
            if legal.key == key:
                after = self.state.after(legal)
                return Game(after), report(
                    self.state, self.pending.dice, ThrowKind.CHOICE, legal, after
                )
        raise IllegalMoveError(f"{key!r} is not one of the legal moves")

    def apply(self, action: Action) -> tuple[Game, Report]:
        """Apply a recorded action."""
        if isinstance(action, ThrowAction):
            return self.throw(action.dice)
        return self.choose((action.source, action.target))


@dataclass(frozen=True)
class GameRecord:
    """Everything needed to rebuild a game: options, seats, the first seat and the actions."""

    players: int
    options: Options = DEFAULT_OPTIONS
    first_seat: int = 0
    actions: tuple[Action, ...] = field(default=())

    def start(self) -> Game:
        return Game(State.initial(self.players, self.options, self.first_seat))

    def replay(self) -> Game:
        """The game after every recorded action; IllegalMoveError if the record is corrupt."""
        game = self.start()
        for action in self.actions:
            game, _ = game.apply(action)
        return game

    def with_action(self, action: Action) -> GameRecord:
        return GameRecord(self.players, self.options, self.first_seat, (*self.actions, action))

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "options": self.options._asdict(),
            "first_seat": self.first_seat,
            "actions": [action_to_json(a) for a in self.actions],
        }

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """The record a JSON object describes; InvalidPositionError names what is wrong."""
        if not isinstance(data, dict) or not isinstance(data.get("actions"), list):
            raise InvalidPositionError(f"a game record is an object with actions, got {data!r}")
        players, first_seat = data.get("players"), data.get("first_seat", 0)
        if type(players) is not int or not 2 <= players <= 4:
            raise InvalidPositionError(f"a game has 2 to 4 players, got {players!r}")
        if type(first_seat) is not int or not 0 <= first_seat < players:
            raise InvalidPositionError(
                f"the first seat must be 0..{players - 1}, got {first_seat!r}"
            )
        options = load_options(data.get("options", {}))
        actions = tuple(action_from_json(a) for a in data["actions"])
        return cls(players, options, first_seat, actions)
