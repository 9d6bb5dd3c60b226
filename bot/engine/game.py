"""A game as its record: the options, the seats, every throw and every chosen move, in order.

`Game` is the state between actions (a position, plus the throw awaiting a decision, if any);
`GameRecord.replay` rebuilds it exactly. Each action reports what happened, for the log.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from bot.engine.dice import Dice
from bot.engine.errors import IllegalMoveError, InvalidPositionError
from bot.engine.options import DEFAULT_OPTIONS, Options, load_options
from bot.engine.state import HAND, HOME, Move, State, Throw, ThrowKind


class ThrowAction(NamedTuple):
    """A seat threw these dice."""

    dice: Dice


class MoveAction(NamedTuple):
    """A seat chose the move with this (source, target) for the throw awaiting a decision."""

    source: int
    target: int


Action = ThrowAction | MoveAction


def action_to_json(action: Action) -> dict[str, list[int]]:
    """An action as JSON: {"throw": [d1, d2]} or {"move": [source, target]} (0 hand, 64 home)."""
    if isinstance(action, ThrowAction):
        return {"throw": [action.dice.d1, action.dice.d2]}
    return {"move": [action.source, action.target]}


def action_from_json(data: Any) -> Action:
    """The action a JSON object describes; InvalidPositionError when it is malformed."""
    if isinstance(data, dict) and len(data) == 1:
        if "throw" in data:
            return ThrowAction(Dice.checked(data["throw"]))
        if "move" in data:
            pair = data["move"]
            if (
                isinstance(pair, list)
                and len(pair) == 2
                and type(pair[0]) is int
                and type(pair[1]) is int
                and HAND <= pair[0] < HOME
                and HAND < pair[1] <= HOME
            ):
                return MoveAction(pair[0], pair[1])
    raise InvalidPositionError(f"not a game action: {data!r}")


class Report(NamedTuple):
    """What one action did, for the log and the board."""

    seat: int
    side: int
    dice: Dice
    kind: ThrowKind
    """How the throw resolved; CHOICE while the seat still has to choose."""
    move: Move | None
    """The move made (None for a pa ra kept, no move, or a choice still open)."""
    kept: int
    """Pa ra steps kept before this throw (lost on NO_MOVE, used by the move)."""
    state: State
    """The position after the action."""

    @property
    def throws_again(self) -> bool:
        """Whether the same seat throws next."""
        decided = self.kind is not ThrowKind.CHOICE or self.move is not None
        return decided and self.state.winner is None and self.state.turn == self.seat


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
        seat, side = state.turn, state.side_to_throw
        if throw.kind is ThrowKind.CHOICE:
            return Game(state, throw), Report(
                seat, side, throw.dice, throw.kind, None, state.kept, state
            )
        if throw.kind is ThrowKind.PARA_KEPT:
            after, move = state.after_para(), None
        elif throw.moves:
            move = throw.moves[0]
            after = state.after(move)
        else:
            after, move = state.after_no_move(), None
        return Game(after), Report(seat, side, throw.dice, throw.kind, move, state.kept, after)

    def choose(self, move: Move | tuple[int, int]) -> tuple[Game, Report]:
        """Play one of the pending throw's moves."""
        if self.pending is None:
            raise IllegalMoveError("there is no throw awaiting a move")
        key = move.key if isinstance(move, Move) else tuple(move)
        for legal in self.pending.moves:
            if legal.key == key:
                state = self.state
                after = state.after(legal)
                report = Report(
                    state.turn, state.side_to_throw, self.pending.dice, ThrowKind.CHOICE, legal,
                    state.kept, after,
                )  # fmt: skip
                return Game(after), report
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
