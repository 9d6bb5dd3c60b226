"""The table options, fixed when a game is created (docs/rules.md R21, R22)."""

from __future__ import annotations

from typing import Any, NamedTuple

from bot.engine.errors import InvalidPositionError


class Options(NamedTuple):
    """Every table option as one typed value; house rules are added here as new fields."""

    stacking_ends_turn: bool = False
    """R21: stacking still merges, but earns no extra throw."""
    no_nine_stack: bool = False
    """R22: any move that would make a stack of nine is illegal."""


DEFAULT_OPTIONS = Options()


def load_options(raw: Any) -> Options:
    """Options from JSON: a missing key means false; an unknown key or a non-boolean is an error."""
    if not isinstance(raw, dict):
        raise InvalidPositionError(f"options must be an object, got {raw!r}")
    unknown = sorted(set(raw) - set(Options._fields))
    if unknown:
        raise InvalidPositionError(f"unknown option {unknown[0]!r}")
    for key, value in raw.items():
        if type(value) is not bool:
            raise InvalidPositionError(f"option {key} must be true or false, got {value!r}")
    return Options(**raw)
