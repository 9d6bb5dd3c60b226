"""A game as its record: the options, the seats, every throw and every chosen move, in order.

`Game` is the state between actions (a position, plus the throw awaiting a decision, if any);
`GameRecord.replay` rebuilds it exactly. Each action reports what happened as facts (`Report`);
the words are the renderer's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, TypeGuard

from bot.engine.dice import Dice
from bot.engine.errors import IllegalMoveError, InvalidMoveTextError, InvalidPositionError
from bot.engine.options import DEFAULT_OPTIONS, Options, load_options
from bot.engine.state import HAND, HOME, Move, MoveKind, State, Throw, ThrowKind, describe_key


class ThrowAction(NamedTuple):
    """A seat threw these dice."""

    dice: Dice


MOVE_TEXT = re.compile(r"[0-9]{1,2}(?::[0-9]{1,2}){1,19}")
"""What `MoveAction.text` writes (at most ten parts of two spots)."""


class MoveAction(NamedTuple):
    """A seat chose the legal move with this key (`Move.key`) for the throw awaiting a decision:
    (source, target), and for the house rules' moves the rest of the key in `rest`."""

    source: int
    target: int
    rest: tuple[int, ...] = ()

    @property
    def key(self) -> tuple[int, ...]:
        return (self.source, self.target, *self.rest)

    @classmethod
    def of(cls, key: Sequence[int]) -> MoveAction:
        """The action choosing the move with this key."""
        return cls(key[0], key[1], tuple(key[2:]))

    def text(self) -> str:
        """The move as text, as buttons, menus and typed commands carry it: `12:19` (source and
        target), `0:0` a rethrow, `0:5:2` two coins from the hand, `0:3:60:64` a finish that
        goes on (the key's numbers, 0 the hand and 64 home)."""
        return ":".join(str(n) for n in self.key)

    @classmethod
    def from_text(cls, text: str) -> MoveAction:
        """The move that `text()` wrote; InvalidMoveTextError for any other text."""
        if MOVE_TEXT.fullmatch(text) is None:
            raise InvalidMoveTextError(f"not a move: {text[:40]!r}")
        return cls.of([int(n) for n in text.split(":")])

    @property
    def spots(self) -> frozenset[int]:
        """The spots the move leaves and lands on (the hand and home left out)."""
        if len(self.rest) == 1:  # two coins from the hand: the rest is how many
            return frozenset({self.source, self.target}) - {HAND, HOME}
        key = self.key
        return frozenset(key) - {HAND, HOME} if len(key) % 2 == 0 else frozenset()


Action = ThrowAction | MoveAction


def action_to_json(action: Action) -> dict[str, Any]:
    """An action as JSON: {"type": "throw", "dice": [d1, d2]} or {"type": "move", "move":
    [source, target, ...]}, the move's key (0 the hand, 64 home)."""
    if isinstance(action, ThrowAction):
        return {"type": "throw", "dice": [action.dice.d1, action.dice.d2]}
    return {"type": "move", "move": list(action.key)}


def _is_part(source: Any, target: Any) -> bool:
    """One (source, target) pair of a move key: from the hand or a spot to a spot or home."""
    return (
        type(source) is int
        and type(target) is int
        and HAND <= source < HOME
        and HAND < target <= HOME
    )


def is_move_key(key: Any) -> TypeGuard[Sequence[int]]:
    """Whether a list or tuple has the shape of a move key (`Move.key`)."""
    if not isinstance(key, list | tuple) or len(key) < 2:
        return False
    if len(key) == 2 and key[0] == key[1] == HAND and type(key[0]) is type(key[1]) is int:
        return True  # a rethrow
    if len(key) == 3:
        two = type(key[2]) is int and key[2] == 2
        return _is_part(key[0], key[1]) and key[0] == HAND and key[1] < HOME and two
    if len(key) % 2:
        return False
    pairs = list(zip(key[::2], key[1::2], strict=True))
    return all(_is_part(s, t) for s, t in pairs) and pairs == sorted(pairs)


def action_from_json(data: Any) -> Action:
    """The action a JSON object describes (keys other than the action's own are ignored);
    InvalidPositionError when it is malformed."""
    if isinstance(data, dict):
        dice = data.get("dice")
        if data.get("type") == "throw" and isinstance(dice, list):
            return ThrowAction(Dice.checked(dice))
        key = data.get("move")
        if data.get("type") == "move" and is_move_key(key):
            return MoveAction.of(key)
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
            "move": None if move is None else _move_to_json(move),
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
        move = None if raw is None else _move_from_json(raw)
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


def _move_to_json(move: Move) -> list[Any]:
    """[source, target, coins, kind, killed, extra throw, distance], then the parts of a chain."""
    fields: list[Any] = [move.source, move.target, move.coins, move.kind.value, move.killed,
              move.extra_throw, move.distance]  # fmt: skip
    if move.then:
        fields.append([_move_to_json(part) for part in move.then])
    return fields


def _move_from_json(raw: list[Any]) -> Move:
    source, target, coins, kind, killed, extra, distance, *rest = raw
    then = tuple(_move_from_json(part) for part in rest[0]) if rest else ()
    return Move(source, target, coins, MoveKind(kind), killed, extra, distance, then)


def report(before: State, dice: Dice, kind: ThrowKind, move: Move | None, after: State) -> Report:
    """The facts of one action that led from `before` to `after` (a chain's victim and stack
    are its last part's)."""
    seat, side = before.turn, before.side_to_throw
    last = move.last if move is not None else None
    victim = before.board[last.target] & 3 if last is not None and last.killed else None
    lands = last is not None and HAND < last.target < HOME
    stack = after.board[last.target] >> 2 if last is not None and lands else 0
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
        elif throw.kind is ThrowKind.THIRD_PARA:
            after, move = state.after_third_para(), None
        elif throw.moves:
            move = throw.moves[0]
            after = state.after(move)
        else:
            after, move = state.after_no_move(), None
        return Game(after), report(state, throw.dice, throw.kind, move, after)

    def choose(self, move: Move | tuple[int, ...]) -> tuple[Game, Report]:
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
        raise IllegalMoveError(f"{describe_key(key)} is not one of the legal moves")

    def apply(self, action: Action) -> tuple[Game, Report]:
        """Apply a recorded action."""
        if isinstance(action, ThrowAction):
            return self.throw(action.dice)
        return self.choose(action.key)


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
            "options": self.options.to_json(),
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
