"""The search's mutable position: the rules (docs/rules.md R1-R28) on lists and ints, made in place.

`State` (bot/engine/state.py) is the immutable position every game, record and user sees; a
search that plays thousands of throws only to judge where they end pays for a new tuple, bytes
and Move per throw there. `Scratch` is the same position as plain lists, changed in place by
`make`, with moves as small ints (their codes: bot/engine/scratch_generate.py). `from_state`
and `to_state` convert, `copy` gives a search a position of its own to change, `push` and `pop`
make a move and take it back (cheaper than a copy for a judgement that weighs each move of a
throw in turn), and `move_of` (bot/engine/scratch_moves.py) names a code as the engine's `Move`.
`moves(dice)` lists the same moves in the same order as `State.moves(dice)`, so the same
`rng.choice` plays the same game. A position of the table rules (every option at its default,
R1-R22) gets `TableScratch`, whose `moves` and `make` leave every house rule out of the loop.
"""

from __future__ import annotations

from bisect import insort

from bot.engine.dice import THROWS, Dice
from bot.engine.move import COINS, HOME, LAST_SPOT
from bot.engine.options import DEFAULT_OPTIONS, Options, ParaRule
from bot.engine.scratch_generate import (
    OPEN,
    PAIR,
    RETHROW,
    THIRD_PARA,
    Code,
    landings,
    landings_of,
    opening,
)
from bot.engine.state import State

_KEPT, _LHASA = ParaRule.KEPT, ParaRule.LHASA
_SEATS = {
    players: (
        tuple((seat + 1) % players for seat in range(players)),
        tuple(seat % (3 if players == 3 else 2) for seat in range(players)),
    )
    for players in (2, 3, 4)
}
"""Per player count: the seat after each seat, and each seat's side (R2)."""
_TOTALS = {dice: dice.total for dice in THROWS}
"""Each throw's total: looking it up is cheaper than adding the faces of a NamedTuple."""

Snapshot = tuple[list[int], list[list[int]], list[int], list[int], list[bool]]
"""Board, stacks, hand, home and opened, copied: how `pop` takes back a rare kind of move."""
Undo = tuple[int, int, int, int, int, int, int | None, Snapshot | None]
"""What `pop` needs: the move's source and target spots and their cells before it, turn, kept
and winner, and for a move of several parts, an opening or two coins at once, a snapshot."""


class Scratch:
    """A position just before a seat throws, for search: lists and ints changed in place."""

    __slots__ = (
        "board",
        "hand",
        "home",
        "kept",
        "next_seat",
        "opened",
        "options",
        "players",
        "side_of",
        "spots",
        "turn",
        "winner",
    )

    players: int
    options: Options
    board: list[int]
    """64 cells (cell 0 unused): 0 for an empty spot, else `coins << 2 | side`."""
    spots: list[list[int]]
    """Per side, the spots of its stacks in ascending order."""
    hand: list[int]
    home: list[int]
    opened: list[bool]
    turn: int
    kept: int
    winner: int | None
    next_seat: tuple[int, ...]
    """The seat after each seat."""
    side_of: tuple[int, ...]
    """Each seat's side."""

    @staticmethod
    def from_state(state: State) -> Scratch:
        """The same position, to change in place (`TableScratch` for the table rules)."""
        players, options, board, hand, home, opened, turn, kept, winner = state
        position = TableScratch() if options == DEFAULT_OPTIONS else Scratch()
        position.players, position.options = players, options
        position.board = cells = list(board)
        spots: list[list[int]] = [[] for _ in hand]
        position.spots = spots
        for spot in range(1, HOME):
            if cells[spot]:
                spots[cells[spot] & 3].append(spot)
        position.hand, position.home, position.opened = list(hand), list(home), list(opened)
        position.turn, position.kept, position.winner = turn, kept, winner
        position.next_seat, position.side_of = _SEATS[players]
        return position

    def to_state(self) -> State:
        """The same position as the engine's immutable `State`."""
        return State(
            self.players,
            self.options,
            bytes(self.board),
            tuple(self.hand),
            tuple(self.home),
            tuple(self.opened),
            self.turn,
            self.kept,
            self.winner,
        )

    def copy(self) -> Scratch:
        """A position of its own, equal to this one."""
        other = self.__class__()
        other.players, other.options = self.players, self.options
        other.board = self.board[:]
        other.spots = list(map(list.copy, self.spots))  # twice as fast as a comprehension
        other.hand, other.home, other.opened = self.hand[:], self.home[:], self.opened[:]
        other.turn, other.kept, other.winner = self.turn, self.kept, self.winner
        other.next_seat, other.side_of = self.next_seat, self.side_of
        return other

    # -- the moves of a throw -----------------------------------------------------------

    def moves(self, dice: Dice) -> list[Code]:
        """The distinct legal moves of any throw, as `State.moves` lists them."""
        d1, d2 = dice
        side = self.side_of[self.turn]
        own = self.spots[side]
        if not own:
            return opening(self, side, d1, d2)
        options, kept, total = self.options, self.kept, d1 + d2
        if total == 2:
            if kept >= 4 and options.triple_para_wins:
                return [THIRD_PARA]
            if options.para is _KEPT:
                return [RETHROW]
            codes = landings(self, side, own, (kept + 2,), options.para is _LHASA)
            codes.append(RETHROW)
            return codes
        if not kept:
            return landings_of(self, side, own, total)
        if options.para is _KEPT:
            return landings(self, side, own, sorted({total, kept, kept + total}), False)
        return landings_of(self, side, own, kept + total)

    # -- making a move --------------------------------------------------------------------

    def make(self, code: Code) -> None:
        """Play one of the moves `moves` lists for this position (unchecked)."""
        if isinstance(code, int):
            self._make_part(code, False)
            return
        *first, last = code
        for part in first:
            self._make_part(part, True)
            if self.winner is not None:
                return
        self._make_part(last, False)

    def push(self, code: Code) -> Undo:
        """`make`, returning what `pop` needs to take the move back (a search weighing each move
        of a position in turn makes and takes back cheaper than it copies)."""
        board = self.board
        turn, kept, winner = self.turn, self.kept, self.winner
        if isinstance(code, int) and code & 255 <= LAST_SPOT:
            s, q = code & 255, code >> 8
            target = board[q] if q <= LAST_SPOT else 0
            undo: Undo = (s, q, board[s], target, turn, kept, winner, None)
        else:
            spots = list(map(list.copy, self.spots))
            saved = (board[:], spots, self.hand[:], self.home[:], self.opened[:])
            undo = (0, 0, 0, 0, turn, kept, winner, saved)
        self.make(code)
        return undo

    def pop(self, undo: Undo) -> None:
        """Take back the move `push` made (the last one not taken back yet)."""
        s, q, source_cell, target_cell, self.turn, self.kept, self.winner, saved = undo
        board = self.board
        if saved is not None:
            board[:], spots, self.hand[:], self.home[:], self.opened[:] = saved
            for own, before in zip(self.spots, spots, strict=True):
                own[:] = before
            return
        side = self.side_of[self.turn]
        own = self.spots[side]
        if q > LAST_SPOT:
            self.home[side] -= source_cell >> 2
        else:
            board[q] = target_cell
            if not target_cell or target_cell & 3 != side:  # it stood alone there: placed or killed
                own.remove(q)
                if target_cell:
                    self.hand[target_cell & 3] -= target_cell >> 2
                    insort(self.spots[target_cell & 3], q)
        if s:
            board[s] = source_cell
            insort(own, s)
        else:
            self.hand[side] += 1

    def make_no_move(self) -> None:
        """A throw with no legal move: the turn passes, a kept pa ra is lost (R15)."""
        self.turn = self.next_seat[self.turn]
        self.kept = 0

    def after(self, code: Code) -> Scratch:
        """A new position: this one after the move (as `State.after`; this one is unchanged)."""
        other = self.copy()
        other.make(code)
        return other

    def after_no_move(self) -> Scratch:
        """A new position: this one after a throw with no legal move."""
        other = self.copy()
        other.make_no_move()
        return other

    def _make_part(self, code: int, keep_turn: bool) -> None:
        """One part of a move; `keep_turn` for a chain's finish that goes on (R25)."""
        s, q = code & 255, code >> 8
        side = self.side_of[self.turn]
        board, hand, own = self.board, self.hand, self.spots[side]
        if s == RETHROW:
            self.kept += 2
            return
        self.kept = 0
        if s == THIRD_PARA:
            self.winner = side
            return
        if s & 224 == OPEN:  # an opening or a crooked nine: lands, kills, never throws again
            coins = s & 15
            hand[side] -= coins
            cell = board[q]
            if cell:
                hand[cell & 3] += cell >> 2
                self.spots[cell & 3].remove(q)
            board[q] = coins << 2 | side
            own.append(q)
            self.opened[side] = True
            self.turn = self.next_seat[self.turn]
            return
        if s == PAIR:
            coins = 2
            hand[side] -= 2
        elif s:
            coins = board[s] >> 2
            board[s] = 0
            own.remove(s)
        else:
            coins = 1
            hand[side] -= 1
        extra = keep_turn
        if q > LAST_SPOT:
            self.home[side] += coins
            if self.home[side] == COINS:
                self.winner = side
                return
        elif not board[q]:
            board[q] = coins << 2 | side
            insort(own, q)
        elif board[q] & 3 == side:
            board[q] += coins << 2
            extra = not self.options.stacking_ends_turn
        else:
            cell = board[q]
            theirs = self.spots[cell & 3]
            extra = not self.options.last_kill_ends_turn or len(theirs) > 1
            hand[cell & 3] += cell >> 2
            theirs.remove(q)
            board[q] = coins << 2 | side
            insort(own, q)
        if not extra:
            self.turn = self.next_seat[self.turn]


class TableScratch(Scratch):
    """The table rules (R1-R22, every option at its default): the common case as a tight loop."""

    __slots__ = ()

    # 63 is LAST_SPOT, written out: a global costs a lookup each time. A code `q << 8 | s` is
    # built as `q * 256 + s`: CPython specialises adding and multiplying ints, not shifting. A
    # cell is `coins << 2 | side`, so `cell < 8` is one coin or none and `cell <= group | 3` at
    # most as many coins as `group`: R13 without shifting either.

    def moves(self, dice: Dice) -> list[Code]:
        side = self.side_of[self.turn]
        own = self.spots[side]
        if not own:
            return opening(self, side, dice.d1, dice.d2)
        total = _TOTALS[dice]
        if total == 2 or self.kept:
            return self._kept_moves(side, own, total)
        board = self.board
        codes: list[Code] = []
        if self.hand[side]:
            cell = board[total]
            if cell < 8 or cell & 3 == side:
                codes.append(total * 256)
        for p in own:
            q = p + total
            if q > 63:
                codes.append(q * 256 + p)
                continue
            cell = board[q]
            if not cell or cell & 3 == side or cell <= board[p] | 3:
                codes.append(q * 256 + p)
        return codes

    def _kept_moves(self, side: int, own: list[int], total: int) -> list[Code]:
        """A pa ra's one move, kept (R16), or the moves of a throw after kept pa ras (R17): the
        loop of `moves` over several distances, apart so that the common throw's frame is small."""
        if total == 2:
            return [RETHROW]
        board, held, kept = self.board, self.hand[side], self.kept
        codes: list[Code] = []
        shorter = 0  # a stack finished by a shorter distance is listed once (R15)
        for d in sorted({total, kept, kept + total}):
            if held and d <= 63:
                cell = board[d]
                if cell < 8 or cell & 3 == side:
                    codes.append(d * 256)
            for p in own:
                q = p + d
                if q > 63:
                    if p + shorter <= 63:
                        codes.append(q * 256 + p)
                    continue
                cell = board[q]
                if not cell or cell & 3 == side or cell <= board[p] | 3:
                    codes.append(q * 256 + p)
            shorter = d
        return codes

    def make(self, code: Code) -> None:
        # The table rules have no chains (R25): every code is an int.
        s = code & 255  # type: ignore[operator]
        if s > 63:  # an opening or a pa ra
            self._make_part(code, False)  # type: ignore[arg-type]
            return
        q = code >> 8  # type: ignore[operator]
        side = self.side_of[self.turn]
        board, own = self.board, self.spots[side]
        self.kept = 0
        if s:
            group = board[s]
            board[s] = 0
            own.remove(s)
        else:
            group = 4 + side  # one coin from the hand
            self.hand[side] -= 1
        if q > 63:
            self.home[side] += group >> 2
            if self.home[side] == COINS:
                self.winner = side
            else:
                self.turn = self.next_seat[self.turn]
            return
        cell = board[q]
        if not cell:
            board[q] = group
            insort(own, q)
            self.turn = self.next_seat[self.turn]
        elif cell & 3 == side:  # a stack: the seat throws again (R19)
            board[q] = cell + group - side
        else:  # a kill: the seat throws again
            self.hand[cell & 3] += cell >> 2
            self.spots[cell & 3].remove(q)
            board[q] = group
            insort(own, q)
