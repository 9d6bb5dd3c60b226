"""A table's settings packed into a custom id: for the 'start it in a thread' button, and the
rules a paged /sho rules message explains."""

from __future__ import annotations

from bot.engine import Level, OpeningRule, Options, ParaRule, Preset
from bot.table.config import TableConfig
from bot.table.errors import InvalidInputError
from bot.ui.refusals import UiRefusal

_FLAGS = Options._fields[:5]
"""The options that are true or false, one digit each in a code."""
_PARA = {"k": ParaRule.KEPT, "c": ParaRule.CHOOSE, "l": ParaRule.LHASA}
_OPENINGS = {"e": OpeningRule.EVERY, "f": OpeningRule.FIRST}


OPTIONS_CODE = r"[01]{5}[kcl][ef]"
"""The pattern of `options_code`."""


def options_code(options: Options) -> str:
    """'00110ce': a digit per option that is true or false, then para and openings by letter."""
    flags = "".join(str(int(getattr(options, name))) for name in _FLAGS)
    para = next(k for k, v in _PARA.items() if v is options.para)
    openings = next(k for k, v in _OPENINGS.items() if v is options.openings)
    return f"{flags}{para}{openings}"


def options_from_code(code: str) -> Options:
    """The options an `options_code` holds (KeyError or ValueError for anything else)."""
    if len(code) != 7 or set(code[:5]) - {"0", "1"}:
        raise ValueError(code)
    values = {name: code[i] == "1" for i, name in enumerate(_FLAGS)}
    return Options(**values, para=_PARA[code[5]], openings=_OPENINGS[code[6]])


def config_code(config: TableConfig) -> str:
    """'3.0.normal.00110ce.120.app.1': players, computers, level, the options, turn seconds,
    preset, whether turns ping."""
    return ".".join(
        (
            f"{config.players}.{config.computers}.{config.level.value}",
            f"{options_code(config.options)}.{config.turn_seconds}",
            f"{config.preset.value}.{int(config.pings)}",
        )
    )


def config_from_code(code: str) -> TableConfig:
    """The settings a thread button carries (also the shorter code of buttons made before the
    house rules: two flags, no preset); InvalidInputError for anything else."""
    try:
        players, computers, level, flags, seconds, *rest = code.split(".")
        if len(flags) == 2 and not rest:
            flags, rest = f"{flags}000ke", [Preset.TABLE.value, "1"]
        preset, pings = rest
        if pings not in ("0", "1"):
            raise ValueError(pings)
        options = options_from_code(flags)
        config = TableConfig(
            int(players), int(computers), Level(level), options, int(seconds), Preset(preset),
            pings == "1",
        )  # fmt: skip
    except (ValueError, KeyError) as error:
        raise InvalidInputError(UiRefusal.NOT_MY_BUTTON) from error
    config.check()
    return config
