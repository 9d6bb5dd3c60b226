"""The table options and house rules, fixed when a game is created (docs/rules.md R21-R28)."""

from __future__ import annotations

from enum import StrEnum
from typing import Any, NamedTuple

from bot.engine.errors import InvalidPositionError


class ParaRule(StrEnum):
    """R26: what a pa ra on an ordinary throw offers."""

    KEPT = "kept"
    """R16-R18: the steps are kept and the seat throws again."""
    CHOOSE = "choose"
    """Every move of K + 2, or rethrow (after which only K + t is offered)."""
    LHASA = "lhasa"
    """As CHOOSE, plus two coins from the hand onto spot K + 2."""


class OpeningRule(StrEnum):
    """R27: which openings follow R8-R10."""

    EVERY = "every"
    FIRST = "first"
    """Only a side's first opening; later ones put down two coins that land by R13."""


class Options(NamedTuple):
    """Every table option as one typed value; each field's default is the table rule (R1-R22)."""

    stacking_ends_turn: bool = False
    """R21: stacking still merges, but earns no extra throw."""
    no_nine_stack: bool = False
    """R22: any move that would make a stack of nine is illegal."""
    last_kill_ends_turn: bool = False
    """R23: a kill that leaves the victim nothing on the track earns no extra throw."""
    triple_para_wins: bool = False
    """R24: a third pa ra in a row within one throw wins the game."""
    leftover_steps: bool = False
    """R25: the steps past the exit of a finish must move once more."""
    para: ParaRule = ParaRule.KEPT
    """R26: what a pa ra on an ordinary throw offers."""
    openings: OpeningRule = OpeningRule.EVERY
    """R27: whether later openings follow R8-R10 too."""

    def to_json(self) -> dict[str, bool | str]:
        """Every option key, its value as JSON (the position format's `options`)."""
        return {
            key: value.value if isinstance(value, StrEnum) else value
            for key, value in self._asdict().items()
        }


DEFAULT_OPTIONS = Options()

_CHOICES: dict[str, type[StrEnum]] = {"para": ParaRule, "openings": OpeningRule}
"""The options that are one of several named values; every other option is true or false."""


def load_options(raw: Any) -> Options:
    """Options from JSON: a missing key means its default; an unknown key, a value of the wrong
    type or an unknown value is an error."""
    if not isinstance(raw, dict):
        raise InvalidPositionError(f"options must be an object, got {raw!r}")
    unknown = sorted(set(raw) - set(Options._fields))
    if unknown:
        raise InvalidPositionError(f"unknown option {unknown[0]!r}")
    values: dict[str, Any] = {}
    for key, value in raw.items():
        choice = _CHOICES.get(key)
        if choice is None:
            if type(value) is not bool:
                raise InvalidPositionError(f"option {key} must be true or false, got {value!r}")
            values[key] = value
            continue
        names = [member.value for member in choice]
        if not isinstance(value, str) or value not in names:
            raise InvalidPositionError(f"option {key} must be one of {names}, got {value!r}")
        values[key] = choice(value)
    return Options(**values)


class Preset(StrEnum):
    """R28: the named tables, each only a way to fill the options."""

    TABLE = "table"
    """The table rules of the main seed: every option at its default (R1-R22)."""
    APP = "app"
    """As the SHO app plays."""
    LHASA = "lhasa"
    """As the Namchen restaurant in Lhasa plays."""

    @property
    def options(self) -> Options:
        return _PRESET_OPTIONS[self]

    def differences(self, options: Options) -> tuple[str, ...]:
        """The names of the options that `options` sets otherwise than this preset, in order."""
        return tuple(
            name
            for name, mine, theirs in zip(Options._fields, self.options, options, strict=True)
            if mine != theirs
        )

    @classmethod
    def nearest(cls, options: Options) -> Preset:
        """The preset that differs from `options` least (the first such, table before others)."""
        return min(cls, key=lambda preset: len(preset.differences(options)))


_PRESET_OPTIONS = {
    Preset.TABLE: DEFAULT_OPTIONS,
    Preset.APP: Options(
        last_kill_ends_turn=True,
        triple_para_wins=True,
        leftover_steps=True,
        para=ParaRule.CHOOSE,
    ),
    Preset.LHASA: Options(
        last_kill_ends_turn=True, para=ParaRule.LHASA, openings=OpeningRule.FIRST
    ),
}
