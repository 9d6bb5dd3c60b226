"""The position before a throw, the moves a throw allows, and applying them (docs/rules.md R1-R28).

The board is 64 bytes, one cell per spot (cell 0 unused): 0 for an empty spot, else
``coins << 2 | side``. Everything here is immutable; `State.play` is the checked path for users,
`State.moves` with `State.after` the fast path for the computer players' search.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import NamedTuple

from bot.engine.dice import Dice
from bot.engine.errors import IllegalMoveError, InvalidPositionError
from bot.engine.options import DEFAULT_OPTIONS, OpeningRule, Options, ParaRule

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
    RETHROW = "rethrow"
    """R16, R26: keep the pa ra's steps and throw again (nothing moves)."""
    THIRD_PARA = "third pa ra"
    """R24: the third pa ra in a row wins at once (nothing moves)."""


_PLACE, _STACK, _KILL, _FINISH = (
    MoveKind.PLACE,
    MoveKind.STACK,
    MoveKind.KILL,
    MoveKind.FINISH,
)
_LANDINGS = frozenset({_PLACE, _STACK, _KILL})


class Move(NamedTuple):
    """One legal move, described well enough for the UI to label it.

    The fields describe the move's first part; a finish that goes on with its spare steps
    (R25) lists the parts that follow in `then`. Two moves are the same move when their `key`
    is equal (R15): (source, target) for a move of one part, (HAND, target, 2) for two coins
    from the hand (R26), the (source, target) pairs of every part in order for a chain (R25),
    and (HAND, HAND) for a rethrow.
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
    then: tuple[Move, ...] = ()
    """R25: the parts played after this finish with its spare steps, in order."""

    @property
    def key(self) -> tuple[int, ...]:
        if self.then:
            pairs = sorted([(self.source, self.target), *((p.source, p.target) for p in self.then)])
            return tuple(n for pair in pairs for n in pair)
        if self.pair:
            return (HAND, self.target, 2)
        return (self.source, self.target)

    @property
    def pair(self) -> bool:
        """Two coins from the hand as one group (R26, "lhasa")."""
        return self.source == HAND and self.coins == 2 and self.kind in _LANDINGS

    @property
    def parts(self) -> tuple[Move, ...]:
        """Every part of the move, each on its own, in the order played."""
        if not self.then:
            return (self,)
        return (self._replace(then=()), *self.then)

    @property
    def last(self) -> Move:
        """The part that ends the move: where it lands decides the extra throw (R19, R25)."""
        return self.then[-1] if self.then else self


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
    THIRD_PARA = "third pa ra"
    """R24: a pa ra with 4 kept wins the game."""


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
            options = self.options
            if options.triple_para_wins and self.kept >= 4:
                return Throw(dice, ThrowKind.THIRD_PARA, ())
            if options.para is ParaRule.KEPT:
                return Throw(dice, ThrowKind.PARA_KEPT, ())
            choices = tuple(self.moves(dice))
            if len(choices) == 1:  # only the rethrow (R26)
                return Throw(dice, ThrowKind.PARA_KEPT, ())
            return Throw(dice, ThrowKind.CHOICE, choices)
        moves = tuple(self.moves(dice))
        if not moves:
            return Throw(dice, ThrowKind.NO_MOVE, ())
        if len(moves) == 1:
            return Throw(dice, ThrowKind.ONE_MOVE, moves)
        return Throw(dice, ThrowKind.CHOICE, moves)

    def play(
        self, dice: Dice | tuple[int, int], move: Move | tuple[int, ...] | None = None
    ) -> State:
        """The position after this throw and move (`move` left out when there is no choice)."""
        throw = self.resolve(dice)
        if throw.kind is ThrowKind.PARA_KEPT or throw.kind is ThrowKind.THIRD_PARA:
            if move is not None:
                raise IllegalMoveError("a pa ra is kept, not played: throw again")
            return (
                self.after_para() if throw.kind is ThrowKind.PARA_KEPT else self.after_third_para()
            )
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
        raise IllegalMoveError(f"{describe_key(key)} is not a legal move for {throw.dice.total}")

    def successors(self, dice: Dice | tuple[int, int]) -> list[State]:
        """Every distinct position one throw of these dice can lead to."""
        throw = self.resolve(dice)
        if throw.kind is ThrowKind.PARA_KEPT:
            return [self.after_para()]
        if throw.kind is ThrowKind.THIRD_PARA:
            return [self.after_third_para()]
        if not throw.moves:
            return [self.after_no_move()]
        # Two different chains can end in the same position (R25): list it once.
        return list(dict.fromkeys(self.after(m) for m in throw.moves))

    # -- the fast path (no checks) ------------------------------------------------------

    def moves(self, dice: Dice) -> list[Move]:
        """The distinct legal moves of any throw (unchecked); a pa ra that is kept or that wins
        is a move of its own (RETHROW, THIRD_PARA), so a search needs no special case."""
        side = self.turn % len(self.hand)
        marks = self.board.translate(_OWN_CELLS[side])
        own = []
        p = marks.find(1)
        while p != -1:
            own.append(p)
            p = marks.find(1, p + 1)
        if not own:
            return _opening_moves(self, side, dice)
        options = self.options
        kept = self.kept
        if dice[0] == 1 and dice[1] == 1:
            if options.triple_para_wins and kept >= 4:
                return [_THIRD_PARA_MOVE]
            if options.para is ParaRule.KEPT:
                return [_RETHROW_MOVE]
            moves = _landings(self, side, own, (kept + 2,), options.para is ParaRule.LHASA)
            moves.append(_RETHROW_MOVE)
            return moves
        total = dice[0] + dice[1]
        distances: Sequence[int]
        if not kept:
            distances = (total,)
        elif options.para is ParaRule.KEPT:
            distances = sorted({total, kept, kept + total})
        else:
            distances = (kept + total,)
        return _landings(self, side, own, distances, False)

    def after(self, move: Move) -> State:
        """The position after a legal move (unchecked)."""
        kind = move.kind
        if kind is _RETHROW:
            return self.after_para()
        if kind is _THIRD:
            return self.after_third_para()
        side = self.turn % len(self.hand)
        board = bytearray(self.board)
        hand = list(self.hand)
        home = self.home
        opened = self.opened
        for part in move.parts if move.then else (move,):
            source, target, coins = part.source, part.target, part.coins
            if source == HAND:
                hand[side] -= coins
            else:
                board[source] = 0
            if target == HOME:
                home_list = list(home)
                home_list[side] += coins
                home = tuple(home_list)
                if home_list[side] == COINS:
                    return State(
                        self.players, self.options, bytes(board), tuple(hand), home, opened,
                        self.turn, 0, side,
                    )  # fmt: skip
                continue
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
        """The position after a pa ra kept or rethrown: two steps more, the same seat throws."""
        return self._replace(kept=self.kept + 2)

    def after_third_para(self) -> State:
        """The position after a third pa ra in a row (R24): the thrower's side wins at once."""
        return self._replace(kept=0, winner=self.turn % len(self.hand))


_RETHROW, _THIRD = MoveKind.RETHROW, MoveKind.THIRD_PARA
_RETHROW_MOVE = Move(HAND, HAND, 0, MoveKind.RETHROW, 0, True, 0)
_THIRD_PARA_MOVE = Move(HAND, HAND, 0, MoveKind.THIRD_PARA, 0, False, 0)


def _landings(
    state: State, side: int, own: list[int], distances: Sequence[int], pair: bool
) -> list[Move]:
    """The distinct legal moves of these distances (R12-R15, R19-R25): enter a coin or advance
    a stack, and with `pair` two coins from the hand onto the one distance (R26)."""
    board = state.board
    options = state.options
    stack_extra = not options.stacking_ends_turn
    last_kill = options.last_kill_ends_turn
    nine = COINS if options.no_nine_stack else COINS + 1
    held = state.hand[side]
    sources = [HAND, *own] if held else own
    moves: list[Move] = []
    append = moves.append
    finished: set[int] = set()
    for d in distances:
        for p in sources:
            q = p + d
            if q > LAST_SPOT:
                # A finish (R4); a coin from the hand never finishes (R12), and several
                # distances finishing one stack are one move (R15), unless spare steps go on.
                if not p:
                    continue
                if options.leftover_steps and q > HOME:
                    chains = _chains(state, side, own, p, d)
                    if chains:
                        moves.extend(chains)
                        continue
                if p not in finished:
                    finished.add(p)
                    append(_new(Move, (p, HOME, board[p] >> 2, _FINISH, 0, False, d, ())))
                continue
            coins = board[p] >> 2 if p else 1
            cell = board[q]
            if not cell:
                append(_new(Move, (p, q, coins, _PLACE, 0, False, d, ())))
            elif cell & 3 == side:
                if (cell >> 2) + coins < nine:
                    append(_new(Move, (p, q, coins, _STACK, 0, stack_extra, d, ())))
            elif cell >> 2 <= coins:
                # R23: killing a side's last coins on the track ends the turn.
                extra = not last_kill or board.translate(_OWN_CELLS[cell & 3]).count(1) > 1
                append(_new(Move, (p, q, coins, _KILL, cell >> 2, extra, d, ())))
    if pair and held >= 2 and distances[0] <= LAST_SPOT:
        q = distances[0]
        cell = board[q]
        if not cell:
            append(_new(Move, (HAND, q, 2, _PLACE, 0, False, q, ())))
        elif cell & 3 == side:
            if (cell >> 2) + 2 < nine:
                append(_new(Move, (HAND, q, 2, _STACK, 0, stack_extra, q, ())))
        elif cell >> 2 <= 2:
            extra = not last_kill or board.translate(_OWN_CELLS[cell & 3]).count(1) > 1
            append(_new(Move, (HAND, q, 2, _KILL, cell >> 2, extra, q, ())))
    if options.leftover_steps and len(moves) > 1:
        distinct: dict[tuple[int, ...], Move] = {}
        for move in moves:
            distinct.setdefault(move.key, move)
        return list(distinct.values())
    return moves


def _chains(state: State, side: int, own: list[int], p: int, d: int) -> list[Move]:
    """R25: the stack on p finishes by d with steps to spare, and the seat must move them: one
    move per legal way to go on (none when the finish wins or nothing can move them)."""
    coins = state.board[p] >> 2
    home = list(state.home)
    home[side] += coins
    if home[side] == COINS:
        return []
    board = bytearray(state.board)
    board[p] = 0
    between = _new(
        State,
        (state.players, state.options, bytes(board), state.hand, tuple(home), state.opened,
         state.turn, 0, None),
    )  # fmt: skip
    rest = [spot for spot in own if spot != p]
    return [
        _new(Move, (p, HOME, coins, _FINISH, 0, part.extra_throw, d, part.parts))
        for part in _landings(between, side, rest, (p + d - HOME,), False)
    ]


def _opening_moves(state: State, side: int, dice: Dice) -> list[Move]:
    """The one outcome of an opening throw (R7-R11, R22, R27), or none when it may not be made."""
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
    enemy = board[total] >> 2
    if state.options.openings is OpeningRule.FIRST and state.opened[side]:
        # R27: a later opening is two coins (or the last one) landing by R13.
        coins = min(2, hand)
        if enemy > coins:
            return []
        return [Move(HAND, total, coins, MoveKind.OPEN, enemy, False, total)]
    base = 3 if total <= 3 else 2
    coins = min(max(base, enemy + 1), hand)
    if no_nine and coins == COINS:
        return []
    return [Move(HAND, total, coins, MoveKind.OPEN, enemy, False, total)]


def describe_key(key: tuple[int, ...]) -> str:
    """A move key in words, for error messages."""
    if len(key) == 3 and key[0] == HAND and key[2] == 2:
        return f"two coins from the hand to {key[1]}"
    if len(key) < 2 or len(key) % 2:
        return f"{key!r}"
    words = []
    for source, target in zip(key[::2], key[1::2], strict=True):
        if source == target == HAND:
            words.append("a rethrow")
            continue
        start = "a coin from the hand" if source == HAND else f"the stack on {source}"
        words.append(f"{start} to {'home' if target == HOME else target}")
    return " and ".join(words)
