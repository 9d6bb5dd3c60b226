"""The rules of Sho: pure, deterministic, standard library only; randomness is injected.

The contract is docs/rules.md (R1-R22, and the house rules R23-R28 as options) and
docs/position.md (the position format).
"""

from __future__ import annotations

from typing import Any

from bot.engine.dice import CHANCE_OUTCOMES, Dice, roll
from bot.engine.errors import (
    EngineError,
    IllegalMoveError,
    InvalidMoveTextError,
    InvalidPositionError,
)
from bot.engine.game import (
    Action,
    Game,
    GameRecord,
    MoveAction,
    Report,
    ThrowAction,
    action_from_json,
    action_to_json,
    is_move_key,
)
from bot.engine.level import Level
from bot.engine.options import (
    DEFAULT_OPTIONS,
    LAST_KILL_ENDS_TURN,
    LEFTOVER_STEPS,
    NO_NINE_STACK,
    OPENINGS,
    PARA,
    STACKING_ENDS_TURN,
    TABLE_OPTIONS,
    TRIPLE_PARA_WINS,
    OpeningRule,
    OptionChanges,
    Options,
    OptionValue,
    ParaRule,
    Preset,
    TableOption,
    load_options,
)
from bot.engine.position import dump_position, load_position
from bot.engine.state import (
    COINS,
    HAND,
    HOME,
    LAST_SPOT,
    Move,
    MoveKind,
    Outcome,
    State,
    Throw,
    ThrowKind,
    sides_for,
)

__all__ = [
    "CHANCE_OUTCOMES",
    "COINS",
    "DEFAULT_OPTIONS",
    "HAND",
    "HOME",
    "LAST_KILL_ENDS_TURN",
    "LAST_SPOT",
    "LEFTOVER_STEPS",
    "NO_NINE_STACK",
    "OPENINGS",
    "PARA",
    "STACKING_ENDS_TURN",
    "TABLE_OPTIONS",
    "TRIPLE_PARA_WINS",
    "Action",
    "Dice",
    "EngineError",
    "Game",
    "GameRecord",
    "IllegalMoveError",
    "InvalidMoveTextError",
    "InvalidPositionError",
    "Level",
    "Move",
    "MoveAction",
    "MoveKind",
    "OpeningRule",
    "OptionChanges",
    "OptionValue",
    "Options",
    "Outcome",
    "ParaRule",
    "Preset",
    "Report",
    "State",
    "TableOption",
    "Throw",
    "ThrowAction",
    "ThrowKind",
    "action_from_json",
    "action_to_json",
    "dump_position",
    "is_move_key",
    "load_options",
    "load_position",
    "roll",
    "sides_for",
    "successors",
]


def successors(position: dict[str, Any], dice: tuple[int, int]) -> list[dict[str, Any]]:
    """Every distinct position one throw of `dice` leads to from `position` (docs/position.md)."""
    state = load_position(position)
    if state.winner is not None:
        raise InvalidPositionError("the game is over: nobody throws after a win")
    return [dump_position(s) for s in state.successors(Dice.checked(dice))]
