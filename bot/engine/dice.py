"""The throw of two dice as a chance outcome with exact probabilities."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import NamedTuple

from bot.engine.errors import InvalidPositionError


class Dice(NamedTuple):
    """One throw of two dice; the order of the two faces never matters to the rules."""

    d1: int
    d2: int

    @property
    def total(self) -> int:
        return self.d1 + self.d2

    @property
    def is_para(self) -> bool:
        """Pa ra: two ones."""
        return self.d1 == 1 and self.d2 == 1

    @property
    def is_sug(self) -> bool:
        """Sug: a total of three."""
        return self.d1 + self.d2 == 3

    @property
    def is_crooked_nine(self) -> bool:
        """A three and a six."""
        return (self.d1 == 3 and self.d2 == 6) or (self.d1 == 6 and self.d2 == 3)

    @classmethod
    def checked(cls, dice: tuple[int, int] | list[int]) -> Dice:
        """The dice, or InvalidPositionError when they are not two faces 1..6."""
        if not isinstance(dice, tuple | list) or len(dice) != 2:
            raise InvalidPositionError(f"dice must be two faces, got {dice!r}")
        for face in dice:
            if type(face) is not int or not 1 <= face <= 6:
                raise InvalidPositionError(f"a die shows 1 to 6, got {face!r}")
        return cls(dice[0], dice[1])


THROWS: tuple[Dice, ...] = tuple(Dice(i // 6 + 1, i % 6 + 1) for i in range(36))
"""The 36 equally likely throws, one per slice of `random()`: with `rand = rng.random` bound
once, `THROWS[int(rand() * 36)]` is exactly `roll(rng)`, the same stream without a call per
throw for a loop that throws thousands of times (the search's rollouts)."""


def roll(rng: random.Random) -> Dice:
    """Throw two dice with the given source of randomness."""
    return THROWS[int(rng.random() * 36)]


def _chance_outcomes() -> tuple[tuple[Dice, Fraction], ...]:
    outcomes = []
    for d1 in range(1, 7):
        for d2 in range(d1, 7):
            outcomes.append((Dice(d1, d2), Fraction(1 if d1 == d2 else 2, 36)))
    return tuple(outcomes)


CHANCE_OUTCOMES: tuple[tuple[Dice, Fraction], ...] = _chance_outcomes()
"""The 21 distinct throws (faces unordered) with their exact probabilities; they sum to 1."""
