"""The computer players by level, and the entry points that the services and tools call."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Any

from bot.ai.easy import easy
from bot.ai.hard import hard
from bot.ai.normal import normal
from bot.engine import (
    Dice,
    IllegalMoveError,
    InvalidPositionError,
    Level,
    Move,
    State,
    Throw,
    dump_position,
    load_position,
)

Policy = Callable[[State, Dice, Sequence[Move], random.Random], Move]
"""A computer player: (position, dice, the distinct legal moves, its own RNG) -> one move."""


def searches(level: Level) -> bool:
    """Whether a decision at this level is a search of tens of milliseconds (hard), worth a
    worker of its own; easy and normal decide in a fraction of a millisecond, less than handing
    the position to a worker costs."""
    return level is Level.HARD


POLICIES: Mapping[Level, Policy] = MappingProxyType(
    {Level.EASY: easy, Level.NORMAL: normal, Level.HARD: hard}
)
"""The registry: the policy that plays each level."""


def policy_for(level: str) -> Policy:
    """The policy of a level given by name; ValueError names the levels when it is unknown."""
    try:
        return POLICIES[Level(level)]
    except ValueError:
        names = ", ".join(lv.value for lv in Level)
        raise ValueError(f"unknown level {level!r}: choose one of {names}") from None


def pick_move(level: str, state: State, throw: Throw, rng: random.Random) -> Move:
    """The move `level` makes for a resolved throw (the only one when the throw is automatic)."""
    if not throw.moves:
        raise IllegalMoveError(f"a {throw.kind.value} throw has no move to pick")
    if len(throw.moves) == 1:
        return throw.moves[0]
    return policy_for(level)(state, throw.dice, throw.moves, rng)


def choose(
    level: str, position: dict[str, Any], dice: tuple[int, int], seed: int
) -> dict[str, Any]:
    """The successor of `position` (one of `bot.engine.successors`) `level` picks for `dice`."""
    policy = policy_for(level)
    state = load_position(position)
    if state.winner is not None:
        raise InvalidPositionError("the game is over: nobody throws after a win")
    throw = state.resolve(Dice.checked(dice))
    if throw.automatic:
        return dump_position(state.successors(throw.dice)[0])
    move = policy(state, throw.dice, throw.moves, random.Random(seed))
    return dump_position(state.after(move))
