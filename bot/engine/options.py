"""The table options and house rules, fixed when a game is created (docs/rules.md R21-R28).

Every option is described once, as pure data (`TableOption`: its key, its rule, its values
with the default first, what each preset sets it to); `TABLE_OPTIONS` lists them in the order
of the fields of `Options`. Loading options from JSON, writing them, the presets and what
others build over options (the commands, their words, button codes) are all read from it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Generic, NamedTuple, TypeAlias, TypeVar, cast

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

    def differences(self, options: Options) -> tuple[TableOption[OptionValue], ...]:
        """The options that `options` sets otherwise than this preset, in order."""
        return tuple(
            option for option in TABLE_OPTIONS if option.of(self.options) != option.of(options)
        )

    @classmethod
    def nearest(cls, options: Options) -> Preset:
        """The preset that differs from `options` least (the first such, table before others)."""
        return min(cls, key=lambda preset: len(preset.differences(options)))


OptionValue: TypeAlias = bool | ParaRule | OpeningRule
"""What an option can be set to."""
Value_co = TypeVar("Value_co", bound=OptionValue, covariant=True)


@dataclass(frozen=True, eq=False)
class TableOption(Generic[Value_co]):
    """One table option: everything about it but its words. Each is one object, compared and
    hashed by identity, so other layers key their own data (words, codes) by the option."""

    name: str
    """Its key: the field of `Options`, the key in JSON, the parameter of the commands."""
    rule: str
    """Its rule in docs/rules.md: 'R21'."""
    values: tuple[Value_co, ...]
    """Every value it can take; the first is its default, the table rule (R1-R22)."""
    presets: Mapping[Preset, Value_co] = field(default_factory=dict)
    """What each preset sets it to, where that is not the default (never the table preset)."""

    @property
    def default(self) -> Value_co:
        return self.values[0]

    def of(self, options: Options) -> Value_co:
        """Its value in `options`."""
        return cast(Value_co, getattr(options, self.name))

    def in_preset(self, preset: Preset) -> Value_co:
        return self.presets.get(preset, self.default)

    def to_json(self, value: object) -> bool | str:
        """One of its values as JSON: true or false, or the value's name."""
        return value.value if isinstance(value, StrEnum) else bool(value)

    def from_json(self, raw: object) -> Value_co:
        """The value `raw` names (as `to_json` writes it); InvalidPositionError for any other."""
        for value in self.values:
            if isinstance(value, bool):
                if type(raw) is bool and raw is value:
                    return value
            elif isinstance(raw, str) and raw == value.value:
                return value
        if isinstance(self.default, bool):
            raise InvalidPositionError(f"option {self.name} must be true or false, got {raw!r}")
        names = [self.to_json(value) for value in self.values]
        raise InvalidPositionError(f"option {self.name} must be one of {names}, got {raw!r}")


STACKING_ENDS_TURN = TableOption("stacking_ends_turn", "R21", (False, True))
NO_NINE_STACK = TableOption("no_nine_stack", "R22", (False, True))
LAST_KILL_ENDS_TURN = TableOption(
    "last_kill_ends_turn", "R23", (False, True), {Preset.APP: True, Preset.LHASA: True}
)
TRIPLE_PARA_WINS = TableOption("triple_para_wins", "R24", (False, True), {Preset.APP: True})
LEFTOVER_STEPS = TableOption("leftover_steps", "R25", (False, True), {Preset.APP: True})
PARA = TableOption(
    "para", "R26", tuple(ParaRule), {Preset.APP: ParaRule.CHOOSE, Preset.LHASA: ParaRule.LHASA}
)
OPENINGS = TableOption("openings", "R27", tuple(OpeningRule), {Preset.LHASA: OpeningRule.FIRST})


class Options(NamedTuple):
    """Every table option as one typed value, a field per `TableOption` in `TABLE_OPTIONS`
    (the engine reads them by position, so the order is the description's)."""

    stacking_ends_turn: bool = STACKING_ENDS_TURN.default
    """R21: stacking still merges, but earns no extra throw."""
    no_nine_stack: bool = NO_NINE_STACK.default
    """R22: any move that would make a stack of nine is illegal."""
    last_kill_ends_turn: bool = LAST_KILL_ENDS_TURN.default
    """R23: a kill that leaves the victim nothing on the track earns no extra throw."""
    triple_para_wins: bool = TRIPLE_PARA_WINS.default
    """R24: a third pa ra in a row within one throw wins the game."""
    leftover_steps: bool = LEFTOVER_STEPS.default
    """R25: the steps past the exit of a finish must move once more."""
    para: ParaRule = PARA.default
    """R26: what a pa ra on an ordinary throw offers."""
    openings: OpeningRule = OPENINGS.default
    """R27: whether later openings follow R8-R10 too."""

    def to_json(self) -> dict[str, bool | str]:
        """Every option key, its value as JSON (the position format's `options`)."""
        return {option.name: option.to_json(option.of(self)) for option in TABLE_OPTIONS}

    def with_values(self, changes: OptionChanges) -> Options:
        """These options with some set otherwise; ValueError for a value an option does not
        take."""
        for option, value in changes.items():
            if value not in option.values or type(value) is not type(option.default):
                raise ValueError(f"option {option.name} cannot be {value!r}")
        # By keyword, not `_replace`: a value never depends on where its field sits.
        values: dict[str, Any] = {
            option.name: changes.get(option, option.of(self)) for option in TABLE_OPTIONS
        }
        return Options(**values)


TABLE_OPTIONS: tuple[TableOption[OptionValue], ...] = (
    STACKING_ENDS_TURN,
    NO_NINE_STACK,
    LAST_KILL_ENDS_TURN,
    TRIPLE_PARA_WINS,
    LEFTOVER_STEPS,
    PARA,
    OPENINGS,
)
"""Every table option, in the order of the fields of `Options`."""

OptionChanges: TypeAlias = Mapping[TableOption[OptionValue], OptionValue]
"""Some options set on their own (over a preset's, say), each to one of its values."""

DEFAULT_OPTIONS = Options()


def load_options(raw: Any) -> Options:
    """Options from JSON: a missing key means its default; an unknown key, a value of the wrong
    type or an unknown value is an error."""
    if not isinstance(raw, dict):
        raise InvalidPositionError(f"options must be an object, got {raw!r}")
    unknown = sorted(set(raw) - {option.name for option in TABLE_OPTIONS})
    if unknown:
        raise InvalidPositionError(f"unknown option {unknown[0]!r}")
    return DEFAULT_OPTIONS.with_values(
        {
            option: option.from_json(raw[option.name])
            for option in TABLE_OPTIONS
            if option.name in raw
        }
    )


_PRESET_OPTIONS = {
    preset: DEFAULT_OPTIONS.with_values(
        {option: option.in_preset(preset) for option in TABLE_OPTIONS}
    )
    for preset in Preset
}
