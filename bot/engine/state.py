"""The position before a throw, the moves a throw allows, and applying them (docs/rules.md R1-R22).

The board is 64 bytes, one cell per spot (cell 0 unused): 0 for an empty spot, else
``coins << 2 | side``. Everything here is immutable; `State.play` is the checked path for users,
`State.moves` with `State.after` the fast path for the computer players' search.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from bot.engine.dice import Dice
from bot.engine.errors import IllegalMoveError, InvalidPositionError
from bot.engine.options import DEFAULT_OPTIONS, Options

COINS = 9
"""Coins each side owns."""
LAST_SPOT = 63
"""The last resting spot; any target beyond it finishes."""
HAND = 0
"""The source of a coin entered from the hand."""
HOME = 64
"""The target of every finishing move (R15: all targets of 64 or more are one target)."""

_SPOTS = range(1, LAST_SPOT + 1)
_OWN_CELLS = tuple(
    bytes(1 if cell and cell & 3 == side else 0 for cell in range(256)) for side in range(3)
)
"""Per side, a translation table marking that side's cells with 1 (to find its stacks fast)."""
_new = tuple.__new__
"""Builds a NamedTuple from a tuple of its fields without the generated __new__ (the fast path)."""


class MoveKind(Enum):
    """What a move does where it lands."""

    OPEN = "open"
    CROOKED_NINE = "crooked nine"
    PLACE = "place"
    STACK = "stack"
    KILL = "kill"
    FINISH = "finish"


_PLACE, _STACK, _KILL, _FINISH = (
    MoveKind.PLACE,
    MoveKind.STACK,
    MoveKind.KILL,
    MoveKind.FINISH,
)


class Move(NamedTuple):
    """One legal move, described well enough for the UI to label it.

    Two moves are the same move when `key` (source, target) is equal (R15).
    """

    source: int
    """`HAND` or the spot 1..63 of the stack that moves."""
    target: int
    """The spot 1..63 it lands on, or `HOME`."""
    coins: int
    """How many coins move (or are put down by an opening)."""
    kind: MoveKind
    killed: int = 0
    """Enemy coins sent back to their hand."""
    extra_throw: bool = False
    """Whether the same seat throws again after it."""
    distance: int = 0
    """Steps used (the smallest, where several distances finish the same stack)."""

    @property
    def key(self) -> tuple[int, int]:
        return (self.source, self.target)


class Outcome(NamedTuple):
    """The end of a game as a value."""

    winner: int
    """The index of the side that won (R4: the first to bring all nine coins home)."""


class ThrowKind(Enum):
    """How a throw resolves: a decision for the seat, or something applied at once."""

    PARA_KEPT = "pa ra kept"
    OPENING = "opening"
    NO_MOVE = "no move"
    ONE_MOVE = "one move"
    CHOICE = "choice"


class Throw(NamedTuple):
    """A throw resolved against a position: its kind and its distinct legal moves."""

    dice: Dice
    kind: ThrowKind
    moves: tuple[Move, ...]

    @property
    def automatic(self) -> bool:
        """True when the seat has nothing to decide."""
        return self.kind is not ThrowKind.CHOICE


def sides_for(players: int) -> int:
    """Sides in a game of this many players (R1: 4 players are 2 sides of partners)."""
    return 3 if players == 3 else 2


class State(NamedTuple):
    """A position just before a seat throws."""

    players: int
    options: Options
    board: bytes
    """64 cells (cell 0 unused): 0 for an empty spot, else `coins << 2 | side`."""
    hand: tuple[int, ...]
    home: tuple[int, ...]
    opened: tuple[bool, ...]
    turn: int = 0
    kept: int = 0
    winner: int | None = None

    @classmethod
    def initial(
        cls, players: int, options: Options = DEFAULT_OPTIONS, first_seat: int = 0
    ) -> State:
        """The start of a game: every coin in hand, nobody opened."""
        if type(players) is not int or not 2 <= players <= 4:
            raise InvalidPositionError(f"a game has 2 to 4 players, got {players!r}")
        if type(first_seat) is not int or not 0 <= first_seat < players:
            raise InvalidPositionError(
                f"the first seat must be 0..{players - 1}, got {first_seat!r}"
            )
        n = sides_for(players)
        return cls(players, options, bytes(64), (COINS,) * n, (0,) * n, (False,) * n, first_seat)

    # -- reading the position -------------------------------------------------------------

    @property
    def sides(self) -> int:
        return len(self.hand)

    @property
    def side_to_throw(self) -> int:
        """The side the seat to throw plays for (R2)."""
        return self.turn % len(self.hand)

    def side_of(self, seat: int) -> int:
        return seat % len(self.hand)

    def stacks(self) -> list[tuple[int, int, int]]:
        """Every stack as (spot, side, coins), by spot."""
        board = self.board
        return [(p, board[p] & 3, board[p] >> 2) for p in _SPOTS if board[p]]

    def on_track(self, side: int) -> int:
        """Coins of a side on the track."""
        board = self.board
        return sum(board[p] >> 2 for p in _SPOTS if board[p] and board[p] & 3 == side)

    def is_opening(self) -> bool:
        """Whether the seat to throw makes an opening throw (R7)."""
        side = self.turn % len(self.hand)
        return self.hand[side] + self.home[side] == COINS

    @property
    def outcome(self) -> Outcome | None:
        return None if self.winner is None else Outcome(self.winner)

    def next_seat(self) -> int:
        return (self.turn + 1) % self.players

    # -- the checked path ---------------------------------------------------------------

    def resolve(self, dice: Dice | tuple[int, int]) -> Throw:
        """What this throw does here: the distinct legal moves and whether the seat decides."""
        if self.winner is not None:
            raise IllegalMoveError("the game is over")
        dice = Dice.checked(dice)
        if self.is_opening():
            opening = tuple(self.moves(dice))
            return Throw(dice, ThrowKind.OPENING if opening else ThrowKind.NO_MOVE, opening)
        if dice.d1 == 1 and dice.d2 == 1:
            return Throw(dice, ThrowKind.PARA_KEPT, ())
        moves = tuple(self.moves(dice))
        if not moves:
            return Throw(dice, ThrowKind.NO_MOVE, ())
        if len(moves) == 1:
            return Throw(dice, ThrowKind.ONE_MOVE, moves)
        return Throw(dice, ThrowKind.CHOICE, moves)

    def play(
        self, dice: Dice | tuple[int, int], move: Move | tuple[int, int] | None = None
    ) -> State:
        """The position after this throw and move (`move` left out when there is no choice)."""
        throw = self.resolve(dice)
        if throw.kind is ThrowKind.PARA_KEPT:
            if move is not None:
                raise IllegalMoveError("a pa ra is kept, not played: throw again")
            return self.after_para()
        if not throw.moves:
            if move is not None:
                raise IllegalMoveError("no move is possible with this throw")
            return self.after_no_move()
        if move is None:
            if len(throw.moves) > 1:
                raise IllegalMoveError(f"choose one of {len(throw.moves)} moves")
            return self.after(throw.moves[0])
        key = move.key if isinstance(move, Move) else tuple(move)
        for legal in throw.moves:
            if legal.key == key:
                return self.after(legal)
        raise IllegalMoveError(f"{_describe_key(key)} is not a legal move for {throw.dice.total}")

    def successors(self, dice: Dice | tuple[int, int]) -> list[State]:
        """Every distinct position one throw of these dice can lead to."""
        throw = self.resolve(dice)
        if throw.kind is ThrowKind.PARA_KEPT:
            return [self.after_para()]
        if not throw.moves:
            return [self.after_no_move()]
        return [self.after(m) for m in throw.moves]

    # -- the fast path (no checks) ------------------------------------------------------

    def moves(self, dice: Dice) -> list[Move]:
        """The distinct legal moves for a throw that is not a kept pa ra (unchecked)."""
        side = self.turn % len(self.hand)
        board = self.board
        marks = board.translate(_OWN_CELLS[side])
        own = []
        p = marks.find(1)
        while p != -1:
            own.append(p)
            p = marks.find(1, p + 1)
        if not own:
            return _opening_moves(self, side, dice)
        total = dice[0] + dice[1]
        kept = self.kept
        distances = sorted({total, kept, kept + total}) if kept else (total,)
        stack_extra = not self.options.stacking_ends_turn
        nine = COINS if self.options.no_nine_stack else COINS + 1
        sources = [HAND, *own] if self.hand[side] else own
        moves: list[Move] = []
        append = moves.append
        finished: set[int] = set()
        for d in distances:
            for p in sources:
                q = p + d
                if q > LAST_SPOT:
                    # A finish (R4); a coin from the hand never finishes (R12), and several
                    # distances finishing one stack are one move (R15).
                    if p and p not in finished:
                        finished.add(p)
                        append(_new(Move, (p, HOME, board[p] >> 2, _FINISH, 0, False, d)))
                    continue
                coins = board[p] >> 2 if p else 1
                cell = board[q]
                if not cell:
                    append(_new(Move, (p, q, coins, _PLACE, 0, False, d)))
                elif cell & 3 == side:
                    if (cell >> 2) + coins < nine:
                        append(_new(Move, (p, q, coins, _STACK, 0, stack_extra, d)))
                elif cell >> 2 <= coins:
                    append(_new(Move, (p, q, coins, _KILL, cell >> 2, True, d)))
        return moves

    def after(self, move: Move) -> State:
        """The position after a legal move (unchecked)."""
        side = self.turn % len(self.hand)
        board = bytearray(self.board)
        hand = list(self.hand)
        home = self.home
        source, target, coins = move.source, move.target, move.coins
        if source == HAND:
            hand[side] -= coins
        else:
            board[source] = 0
        opened = self.opened
        if target == HOME:
            home_list = list(home)
            home_list[side] += coins
            home = tuple(home_list)
            if home_list[side] == COINS:
                return State(
                    self.players, self.options, bytes(board), tuple(hand), home, opened,
                    self.turn, 0, side,
                )  # fmt: skip
        else:
            cell = board[target]
            if cell and cell & 3 != side:
                hand[cell & 3] += cell >> 2
                cell = 0
            board[target] = (((cell >> 2) + coins) << 2) | side
            if not opened[side]:
                opened_list = list(opened)
                opened_list[side] = True
                opened = tuple(opened_list)
        turn = self.turn if move.extra_throw else (self.turn + 1) % self.players
        return _new(
            State,
            (self.players, self.options, bytes(board), tuple(hand), home, opened, turn, 0, None),
        )

    def after_no_move(self) -> State:
        """The position after a throw with no legal move: the turn passes, a kept pa ra is lost."""
        return self._replace(turn=(self.turn + 1) % self.players, kept=0)

    def after_para(self) -> State:
        """The position after a pa ra on an ordinary throw: two steps kept, the same seat throws."""
        return self._replace(kept=self.kept + 2)


def _opening_moves(state: State, side: int, dice: Dice) -> list[Move]:
    """The one outcome of an opening throw (R7-R11, R22), or none when it may not be made."""
    hand = state.hand[side]
    board = state.board
    no_nine = state.options.no_nine_stack
    if (
        dice.is_crooked_nine
        and state.opened[side]
        and not board[9]
        and not (no_nine and hand == COINS)
    ):
        return [Move(HAND, 9, hand, MoveKind.CROOKED_NINE, 0, False, 9)]
    total = dice[0] + dice[1]
    base = 3 if total <= 3 else 2
    enemy = board[total] >> 2
    coins = min(max(base, enemy + 1), hand)
    if no_nine and coins == COINS:
        return []
    return [Move(HAND, total, coins, MoveKind.OPEN, enemy, False, total)]


def _describe_key(key: tuple[int, ...]) -> str:
    if len(key) != 2:
        return f"{key!r}"
    source, target = key
    start = "a coin from the hand" if source == HAND else f"the stack on {source}"
    return f"{start} to {'home' if target == HOME else target}"
