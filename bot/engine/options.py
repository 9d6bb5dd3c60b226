"""The table options, fixed when a game is created (sho-rules.md R21, R22)."""

from __future__ import annotations

from typing import NamedTuple


class Options(NamedTuple):
    """Every table option as one typed value; house rules are added here as new fields."""

    stacking_ends_turn: bool = False
    """R21: stacking still merges, but earns no extra throw."""
    no_nine_stack: bool = False
    """R22: any move that would make a stack of nine is illegal."""


DEFAULT_OPTIONS = Options()
