"""The position before a throw, the moves a throw allows, and applying them (docs/rules.md R1-R28).

The board is 64 bytes, one cell per spot (cell 0 unused): 0 for an empty spot, else
``coins << 2 | side``. Everything here is immutable; `State.play` is the checked path for users,
`State.moves` with `State.after` the immutable fast path (the normal player's judgement, the
hard player's first throw). The hard player's rollouts play on the search's mutable twin,
`Scratch` (bot/engine/scratch.py), which lists the same moves in the same order and is held
against this module by tests/engine/test_engine_scratch.py.
"""

from __future__ import annotations

from bisect import insort

from bot.engine import track
from bot.engine.dice import Dice
from bot.engine.errors import IllegalMoveError, InvalidPositionError
from bot.engine.generate import landings, landings_of, opening_moves
from bot.engine.move import (
    COINS,
    HAND,
    HOME,
    LAST_SPOT,
    RETHROW_MOVE,
    SPOTS,
    THIRD_PARA_MOVE,
    Move,
    MoveKind,
    Outcome,
    Throw,
    ThrowKind,
    describe_key,
    new_tuple,
)
from bot.engine.options import DEFAULT_OPTIONS, Options, ParaRule
from bot.engine.state_fields import StateFields

# Enum members as module constants: reading one off its class costs several times more.
_RETHROW, _PLACE = MoveKind.RETHROW, MoveKind.PLACE
_KEPT, _LHASA = ParaRule.KEPT, ParaRule.LHASA

_KNOWN: tuple[bytes, track.Known] = (b"", [None, None, None])
"""The board last seen by `moves` or made by `after`, with its stacks known so far (bot/engine/
track.py): a game or a rollout finds each side's stacks once, and a search asking for the moves
of all 21 throws of one position finds them once. Replaced whole, never changed in place but to
fill in a side found."""

__all__ = [
    "COINS",
    "HAND",
    "HOME",
    "LAST_SPOT",
    "Move",
    "MoveKind",
    "Outcome",
    "State",
    "Throw",
    "ThrowKind",
    "describe_key",
    "sides_for",
]


def sides_for(players: int) -> int:
    """Sides in a game of this many players (R1: 4 players are 2 sides of partners)."""
    return 3 if players == 3 else 2


class State(StateFields):
    """A position just before a seat throws (its fields: `StateFields`)."""

    __slots__ = ()  # a tuple still, with no __dict__ per position

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
        return [(p, board[p] & 3, board[p] >> 2) for p in SPOTS if board[p]]

    def on_track(self, side: int) -> int:
        """Coins of a side on the track."""
        board = self.board
        return sum(board[p] >> 2 for p in SPOTS if board[p] and board[p] & 3 == side)

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
        global _KNOWN
        _, options, board, hand, _, _, turn, kept, _ = self
        side = turn % len(hand)
        seen, known = _KNOWN
        if seen is not board:
            known = [None, None, None]
            _KNOWN = (board, known)
        own = known[side]
        if own is None:
            own = known[side] = track.find(board, side)
        if not own:
            return opening_moves(self, side, dice)
        d1, d2 = dice
        if d1 == 1 and d2 == 1:
            if kept >= 4 and options.triple_para_wins:
                return [THIRD_PARA_MOVE]
            para = options.para
            if para is _KEPT:
                return [RETHROW_MOVE]
            moves = landings(self, side, own, (kept + 2,), para is _LHASA)
            moves.append(RETHROW_MOVE)
            return moves
        if not kept:
            return landings_of(self, side, own, d1 + d2)
        if options.para is _KEPT:
            return landings(self, side, own, sorted({d1 + d2, kept, kept + d1 + d2}), False)
        return landings_of(self, side, own, kept + d1 + d2)

    def after(self, move: Move) -> State:
        """The position after a legal move (unchecked)."""
        global _KNOWN
        source, target, coins, kind, _, extra_throw, _, then = move
        if kind is _PLACE:
            return self._after_place(source, target, coins, extra_throw)
        if target == HAND:  # nothing moves
            return self.after_para() if kind is _RETHROW else self.after_third_para()
        if then:
            return self._after_chain(move)
        players, options, board, hand, home, opened, turn, _, _ = self
        side = turn % len(hand)
        cells = bytearray(board)
        if source:
            cells[source] = 0
        else:
            hands = list(hand)
            hands[side] -= coins
            hand = tuple(hands)
        landed, victim = 0, -1
        if target == HOME:
            homes = list(home)
            homes[side] += coins
            home = tuple(homes)
            if homes[side] == COINS:
                board = bytes(cells)
                return new_tuple(
                    State, (players, options, board, hand, home, opened, turn, 0, side)
                )
        else:
            cell = cells[target]
            if not cell:
                cells[target] = coins << 2 | side
                landed = target
            elif cell & 3 == side:
                cells[target] = cell + (coins << 2)
            else:
                victim = cell & 3
                hands = list(hand)
                hands[victim] += cell >> 2
                hand = tuple(hands)
                cells[target] = coins << 2 | side
                landed = target
            if not opened[side]:
                opened = (*opened[:side], True, *opened[side + 1 :])
        if not extra_throw:
            turn = (turn + 1) % players
        seen, known = _KNOWN
        new_board = bytes(cells)
        if seen is board:
            _KNOWN = (new_board, track.carried(known, side, source, landed, victim))
        return new_tuple(State, (players, options, new_board, hand, home, opened, turn, 0, None))

    def _after_place(self, source: int, target: int, coins: int, extra_throw: bool) -> State:
        """`after` for a place (onto an empty spot; most moves made): the stack or a coin from
        the hand stands alone on the target, and the side's known stacks follow it there. The
        side has stacks, so it has opened and nobody is killed."""
        global _KNOWN
        players, options, board, hand, home, opened, turn, _, _ = self
        side = turn % len(hand)
        cells = bytearray(board)
        cells[target] = coins << 2 | side
        if source:
            cells[source] = 0
        else:
            hands = list(hand)
            hands[side] -= coins
            hand = tuple(hands)
        if not extra_throw:  # a place earns none, but a chain's parts keep the turn
            turn = (turn + 1) % players
        new_board = bytes(cells)
        seen, known = _KNOWN
        if seen is board:
            known = known.copy()
            own = known[side]
            if own is not None:
                known[side] = own = own.copy()
                if source:
                    own.remove(source)
                insort(own, target)
            _KNOWN = (new_board, known)
        return new_tuple(State, (players, options, new_board, hand, home, opened, turn, 0, None))

    def _after_chain(self, move: Move) -> State:
        """R25: a chain's parts one after another, the seat keeping the turn until the last."""
        state = self
        *first, last = move.parts
        for part in first:
            state = state.after(part._replace(extra_throw=True))
            if state.winner is not None:
                return state
        return state.after(last._replace(extra_throw=move.extra_throw))

    def after_no_move(self) -> State:
        """The position after a throw with no legal move: the turn passes, a kept pa ra is lost."""
        players, options, board, hand, home, opened, turn, _, winner = self
        turn = (turn + 1) % players
        return new_tuple(State, (players, options, board, hand, home, opened, turn, 0, winner))

    def after_para(self) -> State:
        """The position after a pa ra kept or rethrown: two steps more, the same seat throws."""
        players, options, board, hand, home, opened, turn, kept, winner = self
        kept += 2
        return new_tuple(State, (players, options, board, hand, home, opened, turn, kept, winner))

    def after_third_para(self) -> State:
        """The position after a third pa ra in a row (R24): the thrower's side wins at once."""
        players, options, board, hand, home, opened, turn, _, _ = self
        side = turn % len(hand)
        return new_tuple(State, (players, options, board, hand, home, opened, turn, 0, side))
