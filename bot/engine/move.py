"""The values of a move: what kinds there are, one legal move, and how a throw resolved."""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from bot.engine.dice import Dice

COINS = 9
"""Coins each side owns."""
LAST_SPOT = 63
"""The last resting spot; any target beyond it finishes."""
HAND = 0
"""The source of a coin entered from the hand."""
HOME = 64
"""The target of every finishing move (R15: all targets of 64 or more are one target)."""

SPOTS = range(1, LAST_SPOT + 1)
OWN_CELLS = tuple(
    bytes(1 if cell and cell & 3 == side else 0 for cell in range(256)) for side in range(3)
)
"""Per side, a translation table marking that side's cells with 1 (to find its stacks fast)."""
new_tuple = tuple.__new__
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


_LANDINGS = frozenset({MoveKind.PLACE, MoveKind.STACK, MoveKind.KILL})


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
    def spots(self) -> frozenset[int]:
        """The spots its parts leave and land on (the hand and home left out)."""
        return frozenset(s for part in self.parts for s in (part.source, part.target)) - {
            HAND,
            HOME,
        }

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


RETHROW_MOVE = Move(HAND, HAND, 0, MoveKind.RETHROW, 0, True, 0)
THIRD_PARA_MOVE = Move(HAND, HAND, 0, MoveKind.THIRD_PARA, 0, False, 0)


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
